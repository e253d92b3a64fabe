"""What the Fortune Rummy table knows of cards and melds: the Queen of
Spades, a meld's cards in the order a player lays them out, cards in the
engine's order. No pygame here."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, Sequence

import pygame

from ....engine.cards import Card
from ..frame.showing import TableShows

if TYPE_CHECKING:
    from .layout import Geometry


def is_queen_of_spades(card: Card | None) -> bool:
    return card is not None and card.rank == 12 and card.suit == "S"


def display_order(cards: Sequence[Card]) -> list[Card]:
    """A meld's cards in the order a player lays them out: a set with its
    deuces last, a sequence by rank (ace high or low, whichever makes the
    shorter run) with each deuce in a gap it fills, spare deuces at the end."""
    naturals = [c for c in cards if c.rank != 2]
    wild = [c for c in cards if c.rank == 2]
    if len({c.rank for c in naturals}) <= 1:
        return naturals + wild

    def run(ace: int) -> list[tuple[int, Card]]:
        return sorted(((ace if c.rank == 1 else c.rank), c) for c in naturals)

    low, high = run(1), run(14)
    ordered = min((low, high), key=lambda r: r[-1][0] - r[0][0])
    out: list[Card] = []
    spare = list(wild)
    for i, (pos, card) in enumerate(ordered):
        if i:
            gap = pos - ordered[i - 1][0] - 1
            while gap > 0 and spare:
                out.append(spare.pop(0))
                gap -= 1
        out.append(card)
    if ordered[-1][0] == 14:
        return spare + out
    return out + spare


def sorted_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    """Cards in the engine's canonical (move) order."""
    return tuple(sorted(cards, key=lambda c: c.sort_key()))


class FortuneShows(TableShows, Protocol):
    """What Fortune's painter and words read of its table (the table's own facts
    besides the shared ones)."""

    meld_rects: dict[int, pygame.Rect]
    pile_rects: dict[str, pygame.Rect]

    def backs_center(self, geo: Geometry, seat: int) -> tuple[float, float]: ...

    @property
    def geo(self) -> Geometry: ...

    def meld_area(self, geo: Geometry, seat: int) -> pygame.Rect: ...

    @property
    def phase(self) -> str | None: ...

    def plate_rect(self) -> pygame.Rect: ...
