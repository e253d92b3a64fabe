"""Scoring one Gin Rummy hand, and the end-of-match game bonuses of the
house rule (gin-rummy rules: knock difference, undercut, gin, big gin;
OpenSpiel's scoring as a house rule)."""

from __future__ import annotations

from typing import Sequence

from ...engine import Card
from ...i18n import N_, NN_, Message, said, said_n
from ..gin_family.scoring import Deadwood, award, hand_points
from . import rules

#: House rule: the bonus of the player who wins the match.
GAME_BONUS = 100
#: House rule: the bonus per hand won, paid to both players at the end.
HAND_BONUS = 20


def score_hand(ending: str, out_player: int, knocker: Sequence[Card],
               defender_hand: Sequence[Card], *, openspiel: bool
               ) -> tuple[list[int], list[str], int]:
    """Points of each seat, how they were made (:func:`award`, naming every
    card counted), and the defender's deadwood, for a hand that ended with
    ``ending`` by ``out_player`` whose unmelded cards are ``knocker``;
    ``defender_hand`` is what the other player holds after any lay-offs
    (scored at its least deadwood). Equal deadwood after a knock is an
    undercut, or, with the house rule ``openspiel`` (OpenSpiel's scoring),
    scores nothing."""
    out = Deadwood(rules.deadwood(knocker), tuple(knocker))
    theirs = Deadwood(rules.deadwood(defender_hand),
                      tuple(rules.best_arrangement(defender_hand)[1]))
    won = award(ending, out_player, out, theirs, equal_undercuts=not openspiel)
    scores, details = hand_points(won, out, theirs)
    return scores, details, theirs.points


def game_bonuses(totals: Sequence[int], hands_won: Sequence[int]) -> tuple[list[int], list[Message]]:
    """The house rule's bonuses once a hand ends the match, given the match
    ``totals`` after that hand's points and the ``hands_won`` by each seat
    (that hand included): 20 a hand won to each seat, and 100 to the seat
    with the higher total. Returns the bonus of each seat and its words
    (kept translatable)."""
    leader = max((0, 1), key=lambda s: totals[s])
    bonuses: list[int] = [0, 0]
    texts: list[Message] = []
    for seat in (0, 1):
        won, lead = hands_won[seat], seat == leader
        bonuses[seat] = HAND_BONUS * won + (GAME_BONUS if lead else 0)
        names = {"bonus": HAND_BONUS, "game": GAME_BONUS}
        if won and lead:
            how = said_n(*NN_("{bonus} for each of {n} hand won and {game} for winning the match",
                              "{bonus} for each of {n} hands won and {game} for winning the match"), won, **names)
        elif won:
            how = said_n(*NN_("{bonus} for each of {n} hand won", "{bonus} for each of {n} hands won"), won, **names)
        else:
            how = said(N_("no hand won and {game} for winning the match") if lead else N_("no hand won"), **names)
        texts.append(said_n(*NN_("Match bonuses: {n} point, {how}", "Match bonuses: {n} points, {how}"),
                            bonuses[seat], how=how))
    return bonuses, texts
