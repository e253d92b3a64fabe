"""What one Gin Rummy seat may know: :class:`GinObservation`."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Card
from ...engine.fields import BOOL, INT, INT_TUPLE, PLAIN, saved
from ..gin_family.codecs import CARDS
from ..gin_family.observation import GinFamilyObservation


@dataclass(frozen=True)
class GinObservation(GinFamilyObservation):
    """Everything ``seat`` may know, and enough to draw the table: the
    facts of :class:`GinFamilyObservation` and these.

    * ``discard_pile``: the whole face-up discard pile, bottom first; its
      last card is the upcard, the only one that may be taken;
      ``stock_size``.
    * ``took[s]``: every card seat ``s`` took from the discard pile, in
      order (both seats see it happen); ``passed[s]``: every upcard seat
      ``s`` turned down, by passing the first upcard or drawing from the
      stock instead. ``upcard_passes``: how many seats passed the first
      upcard (0-2; after two the non-dealer draws from the stock).
    * ``knock_value``: the most deadwood a knock may leave (0: gin only);
      ``oklahoma``: whether the first upcard set it; ``big_gin``: whether
      the big gin house rule is on.
    * ``upcard_takes``: takes of the upcard so far (the 50th kills the
      hand); ``exchange_card``: the card taken from the pile on the current
      turn, if any; ``exchange_repeated``: the previous turn took the upcard
      and discarded it again at once (one more such turn kills the hand).
    * ``knock_discard``: the card the knocker discarded face down, given
      only to the knocker (None for the other seat and before a knock).
    * ``defender_deadwood``: once known; ``winner``: the seat that won the
      hand's points (None while it goes on, after a dead hand or a tie).
    * ``hands_won``: hands each seat won before this one; ``target``: the
      match target; ``game_bonuses``: whether the end-of-match bonuses
      house rule is on; ``openspiel``: whether the house rule OpenSpiel's
      scoring is (equal deadwood after a knock scores nothing, and a run
      takes at most two lay-offs at each end).
    """

    discard_pile: tuple[Card, ...] = saved(CARDS.cards)
    stock_size: int = saved(INT)
    took: tuple[tuple[Card, ...], tuple[Card, ...]] = saved(CARDS.card_lists)
    passed: tuple[tuple[Card, ...], tuple[Card, ...]] = saved(CARDS.card_lists)
    upcard_passes: int = saved(INT)
    knock_value: int = saved(INT)
    oklahoma: bool = saved(BOOL)
    big_gin: bool = saved(BOOL)
    upcard_takes: int = saved(INT)
    exchange_card: Card | None = saved(CARDS.maybe_card)
    exchange_repeated: bool = saved(BOOL)
    knock_discard: Card | None = saved(CARDS.maybe_card)
    defender_deadwood: int | None = saved(PLAIN)
    winner: int | None = saved(PLAIN)
    hands_won: tuple[int, ...] = saved(INT_TUPLE)
    target: int = saved(INT)
    game_bonuses: bool = saved(BOOL)
    openspiel: bool = saved(BOOL)

    @property
    def upcard(self) -> Card | None:
        """The top of the discard pile (the card that may be taken), if any."""
        return self.discard_pile[-1] if self.discard_pile else None
