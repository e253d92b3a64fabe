"""What one Fan Rummy seat may know: :class:`FanObservation`."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Card, Observation
from ...engine.fields import BOOL, INT, INT_TUPLE, PLAIN, STRS, saved
from ..gin_family.codecs import CARDS


@dataclass(frozen=True)
class FanObservation(Observation):
    """Everything ``seat`` may know, and enough to draw the table.

    * ``current_player``, ``phase`` (see :mod:`.state`), ``dealer``;
      ``hand_sizes`` of both seats, ``draw_size`` and ``discard_size``.
    * ``hand``: own cards (sorted). ``columns``: both columns, the last card
      of each the outermost, takeable one.
    * ``knock_card``: the knock card; both seats saw it dealt face up, so it
      stays known after it is taken; ``knock_up`` is True while it still
      lies face up. ``knock_value`` and ``knock_suit`` are public all hand;
      ``knock_taker`` took it (None before), ``knock_passed`` tells whether
      the non-dealer passed it.
    * ``own_discards``: this seat's face-down discards, in order (a player
      remembers them). ``own_took``: the cards this seat took face up.
    * ``opponent_took``: the cards this seat saw the opponent take face up
      (the knock card, column cards), in order, except those now in view
      (on the table, or in the opponent's hand once it is shown). Discards
      are face down, so while the opponent's hand is hidden each listed card
      may still be in it or may have been discarded; once the hand is shown,
      the listed cards are known to be among the opponent's discards.
    * ``melds``: the table melds once someone went out (the knocker's or gin
      player's melds, with lay-offs added); ``laid_off``: (card, meld index)
      in order; ``shown_deadwood``: the knocker's unmelded cards.
    * ``opponent_hand``: the opponent's hand, only once it is shown (after a
      knock, gin or big gin is scored); None otherwise.
    * ``ending``: None, ``knock``, ``gin``, ``big-gin`` or ``dead``;
      ``out_player`` who ended it; ``knocker_deadwood`` once shown.
    * ``hand_scores``/``score_details``: this hand's points (zeros until
      over); ``totals``: match totals before this hand.
    """

    seat: int = saved(INT)
    current_player: int | None = saved(PLAIN)
    phase: str = saved(PLAIN)
    dealer: int = saved(INT)
    hand: tuple[Card, ...] = saved(CARDS.cards)
    columns: tuple[tuple[Card, ...], tuple[Card, ...]] = saved(CARDS.card_lists)
    knock_card: Card = saved(CARDS.card)
    knock_up: bool = saved(BOOL)
    knock_value: int = saved(INT)
    knock_suit: str = saved(PLAIN)
    knock_taker: int | None = saved(PLAIN)
    knock_passed: bool = saved(BOOL)
    draw_size: int = saved(INT)
    discard_size: int = saved(INT)
    own_discards: tuple[Card, ...] = saved(CARDS.cards)
    own_took: tuple[Card, ...] = saved(CARDS.cards)
    opponent_took: tuple[Card, ...] = saved(CARDS.cards)
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
