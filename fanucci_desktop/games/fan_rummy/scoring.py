"""Scoring one Fan Rummy hand (RULINGS.md, Fan Rummy)."""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from ...engine import Card
from ..gin_family.scoring import award, hand_points
from . import rules


def score_hand(ending: str, out_player: int, out_deadwood: int,
               defender_hand: Sequence[Card], knock_card: Card
               ) -> tuple[list[int], list[str]]:
    """Points of each seat and how they were made, for a hand that ended
    with ``ending`` (``knock``, ``gin`` or ``big-gin``) by ``out_player``
    holding ``out_deadwood``; ``defender_hand`` is what the other player
    holds after any lay-offs (scored at its least deadwood). As in gin
    (:func:`award`), except that equal deadwood after a knock scores nothing
    ("more deadwood ... have just been undercut"), and a spade knock card
    doubles the hand's points."""
    theirs = rules.deadwood(defender_hand)
    won = award(ending, out_player, out_deadwood, theirs, equal_undercuts=False)
    if won is not None and knock_card.suit == "S":
        doubled = 2 * won.points
        won = replace(won, points=doubled,
                      why=f"{won.points} doubled for the spade knock card ({won.why})")
    return hand_points(won, theirs)
