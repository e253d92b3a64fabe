"""Scoring one Gin Rummy hand, and the end-of-match game bonuses of the
house rule (gin-rummy rules: knock difference, undercut, gin, big gin)."""

from __future__ import annotations

from typing import Sequence

from ...engine import Card
from . import rules

#: Bonus for gin (all ten melded after the discard).
GIN_BONUS = 25
#: Bonus for big gin (house rule: all eleven melded, no discard).
BIG_GIN_BONUS = 31
#: Bonus for an undercut (the defender's deadwood is lower than the knocker's).
UNDERCUT_BONUS = 25
#: House rule: the bonus of the player who wins the match.
GAME_BONUS = 100
#: House rule: the bonus per hand won, paid to both players at the end.
HAND_BONUS = 20


def score_hand(ending: str, out_player: int, out_deadwood: int,
               defender_hand: Sequence[Card]) -> tuple[list[int], list[str], int]:
    """Points of each seat, how they were made, and the defender's deadwood,
    for a hand that ended with ``ending`` (``knock``, ``gin`` or
    ``big-gin``) by ``out_player`` holding ``out_deadwood``;
    ``defender_hand`` is what the other player holds after any lay-offs
    (scored at its least deadwood).

    * knock: the knocker scores defender - knocker deadwood when that is
      positive; when negative (an undercut) the defender scores 25 plus the
      difference; equal deadwood scores nothing.
    * gin: 25 + the defender's deadwood; big gin: 31 + it.
    """
    defender = 1 - out_player
    theirs = rules.deadwood(defender_hand)
    if ending == "knock":
        if out_deadwood < theirs:
            winner, points = out_player, theirs - out_deadwood
            how = f"Knock: deadwood {theirs} - {out_deadwood} = {points}"
        elif out_deadwood > theirs:
            winner, points = defender, UNDERCUT_BONUS + out_deadwood - theirs
            how = (f"Undercut: {UNDERCUT_BONUS} + deadwood {out_deadwood} - {theirs} "
                   f"= {points}")
        else:
            text = f"Equal deadwood ({theirs}): nobody scores"
            return [0, 0], [text, text], theirs
    elif ending in ("gin", "big-gin"):
        bonus = GIN_BONUS if ending == "gin" else BIG_GIN_BONUS
        winner, points = out_player, bonus + theirs
        name = "Gin" if ending == "gin" else "Big gin"
        how = f"{name}: {bonus} + opponent's deadwood {theirs} = {points}"
    else:
        raise ValueError(f"no score for a hand ending {ending!r}")
    scores = [0, 0]
    scores[winner] = points
    details = ["", ""]
    details[winner] = how
    details[1 - winner] = f"0 ({how[0].lower()}{how[1:]} to the opponent)"
    return scores, details, theirs


def game_bonuses(totals: Sequence[int], hands_won: Sequence[int]) -> tuple[list[int], list[str]]:
    """The house rule's bonuses once a hand ends the match, given the match
    ``totals`` after that hand's points and the ``hands_won`` by each seat
    (that hand included): 20 a hand won to each seat, and 100 to the seat
    with the higher total. Returns the bonus of each seat and its words."""
    leader = max((0, 1), key=lambda s: totals[s])
    bonuses, texts = [0, 0], ["", ""]
    for seat in (0, 1):
        line = HAND_BONUS * hands_won[seat]
        bonuses[seat] = line + (GAME_BONUS if seat == leader else 0)
        parts = [f"{HAND_BONUS} x {hands_won[seat]} hands won = {line}"]
        if seat == leader:
            parts.append(f"game bonus {GAME_BONUS}")
        texts[seat] = "Match bonuses: " + ", ".join(parts)
    return bonuses, texts
