"""Scoring one Fan Rummy hand (RULINGS.md, Fan Rummy)."""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from ...engine import Card
from ...i18n import N_, said
from ..gin_family.scoring import Deadwood, award, hand_points
from . import rules


def score_hand(ending: str, out_player: int, knocker: Sequence[Card],
               defender_hand: Sequence[Card], knock_card: Card
               ) -> tuple[list[int], list[str]]:
    """Points of each seat and how they were made, naming every card
    counted, for a hand that ended with ``ending`` (``knock``, ``gin`` or
    ``big-gin``) by ``out_player`` whose unmelded cards are ``knocker``;
    ``defender_hand`` is what the other player holds after any lay-offs
    (scored at its least deadwood). As in gin (:func:`award`), except that
    equal deadwood after a knock scores nothing ("more deadwood ... have
    just been undercut"), and a spade knock card doubles the hand's points."""
    out = Deadwood(rules.deadwood(knocker), tuple(knocker))
    theirs = Deadwood(rules.deadwood(defender_hand),
                      tuple(rules.best_arrangement(defender_hand)[1]))
    won = award(ending, out_player, out, theirs, equal_undercuts=False)
    if won is not None and knock_card.suit == "S":
        doubled = 2 * won.points
        won = replace(won, points=doubled,
                      why=said(N_("{points} doubled for the spade knock card ({why})"), points=won.points, why=won.why))
    return hand_points(won, out, theirs)
