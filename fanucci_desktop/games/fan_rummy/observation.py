"""What one Fan Rummy seat may know: :class:`FanObservation`."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Card
from ...engine.fields import BOOL, INT, PLAIN, saved
from ..gin_family.codecs import CARDS
from ..gin_family.observation import GinFamilyObservation


@dataclass(frozen=True)
class FanObservation(GinFamilyObservation):
    """Everything ``seat`` may know, and enough to draw the table: the
    facts of :class:`GinFamilyObservation` and these.

    * ``columns``: both columns, the last card of each the outermost,
      takeable one; ``draw_size`` and ``discard_size``.
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
    """

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
