"""Scoring one Fan Rummy hand (RULINGS.md, Fan Rummy)."""

from __future__ import annotations

from typing import Sequence

from ...engine import Card
from . import rules

#: Bonus for gin (all ten melded after the discard).
GIN_BONUS = 25
#: Bonus for big gin (all eleven melded, no discard).
BIG_GIN_BONUS = 31
#: Bonus for an undercut (the defender's deadwood is lower than the knocker's).
UNDERCUT_BONUS = 25


def score_hand(ending: str, out_player: int, out_deadwood: int,
               defender_hand: Sequence[Card], knock_card: Card
               ) -> tuple[list[int], list[str]]:
    """Points of each seat and how they were made, for a hand that ended
    with ``ending`` (``knock``, ``gin`` or ``big-gin``) by ``out_player``
    holding ``out_deadwood``; ``defender_hand`` is what the other player
    holds after any lay-offs (scored at its least deadwood).

    * knock: the knocker scores defender - knocker deadwood when lower;
      when higher, undercut: the defender scores 25 + the difference;
      equal: nobody scores.
    * gin: 25 + the defender's deadwood; big gin: 31 + it.
    * a spade knock card doubles the hand's points.
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
            scores = [0, 0]
            text = f"Equal deadwood ({theirs}): nobody scores"
            return scores, [text, text]
    elif ending in ("gin", "big-gin"):
        bonus = GIN_BONUS if ending == "gin" else BIG_GIN_BONUS
        winner, points = out_player, bonus + theirs
        name = "Gin" if ending == "gin" else "Big gin"
        how = f"{name}: {bonus} + opponent's deadwood {theirs} = {points}"
    else:
        raise ValueError(f"no score for a hand ending {ending!r}")
    if knock_card.suit == "S":
        points *= 2
        how += f", doubled for the spade knock card = {points}"
    scores = [0, 0]
    scores[winner] = points
    details = ["", ""]
    details[winner] = how
    details[1 - winner] = f"0 ({how[0].lower()}{how[1:]} to the opponent)"
    return scores, details
