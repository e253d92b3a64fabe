"""What one seat of a gin game may know of the facts both games share:
:class:`GinFamilyObservation`, which each game's observation extends."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Card, Observation
from ...engine.fields import INT, INT_TUPLE, PLAIN, STRS, saved
from .codecs import CARDS


@dataclass(frozen=True)
class GinFamilyObservation(Observation):
    """The part of what ``seat`` may know that both gin games share.

    * ``current_player``, ``phase`` (see the game's state), ``dealer``;
      ``hand_sizes`` of both seats; ``hand``: own cards (sorted).
    * ``melds``: the table melds once someone went out (the knocker's or
      gin player's, with lay-offs added); ``laid_off``: (card, meld index)
      in order; ``shown_deadwood``: the knocker's unmelded cards.
    * ``opponent_hand``: the opponent's hand once the hand is scored after
      a knock, gin or big gin (None otherwise).
    * ``ending``: None, ``knock``, ``gin``, ``big-gin`` or ``dead``;
      ``out_player``: who went out; ``knocker_deadwood``: once shown.
    * ``hand_scores``/``score_details``: this hand's points (zeros until
      over); ``totals``: match totals before this hand.
    """

    seat: int = saved(INT)
    current_player: int | None = saved(PLAIN)
    phase: str = saved(PLAIN)
    dealer: int = saved(INT)
    hand: tuple[Card, ...] = saved(CARDS.cards)
    hand_sizes: tuple[int, int] = saved(INT_TUPLE)
    melds: tuple[tuple[Card, ...], ...] = saved(CARDS.card_lists)
    laid_off: tuple[tuple[Card, int], ...] = saved(CARDS.card_places)
    shown_deadwood: tuple[Card, ...] = saved(CARDS.cards)
    opponent_hand: tuple[Card, ...] | None = saved(CARDS.maybe_cards)
    ending: str | None = saved(PLAIN)
    out_player: int | None = saved(PLAIN)
    knocker_deadwood: int | None = saved(PLAIN)
    hand_scores: tuple[int, int] = saved(INT_TUPLE)
    score_details: tuple[str, str] = saved(STRS)
    totals: tuple[int, ...] = saved(INT_TUPLE)
