"""What the gin family's painter, words and action bar read of their table:
:class:`GinFamilyShows`, the shared table's own facts besides every table's
(:class:`~..frame.showing.TableShows`), and :func:`best_with`, the knock or
gin the prompt and the action bar offer.

They are given their table typed as this, never as
:class:`~.table.GinFamilyTable`, so that the shared table's modules import
nothing of the module that imports them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from ....engine.cards import Card
from ....engine.protocol import Move
from ....games.gin_melds.melds import card_value
from ..frame.showing import Showing, TableShows

if TYPE_CHECKING:
    from .layout import Geometry


class GinFamilyShows(TableShows, Protocol):
    """A gin-family table as its painter, words and action bar see it."""

    geo: Geometry

    @property
    def phase(self) -> str: ...

    def chosen(self) -> Card | None: ...

    def my_cards(self) -> list[Card]: ...

    def deadwood_info(self) -> tuple[int, dict[Card, int]]: ...

    def knock_limit(self) -> int: ...

    def pickable_zones(self) -> set[str]: ...

    def lit_zones(self) -> set[str]: ...

    def hinted_zone(self) -> str | None: ...

    def plate_rect(self, seat: int) -> pygame.Rect: ...

    def deadwood_rect(self) -> pygame.Rect: ...

    def prompt_lines(self) -> tuple[list[str], int]: ...

    def prompt_room(self) -> pygame.Rect: ...

    def prompt_rect(self) -> pygame.Rect: ...


def best_with(table: GinFamilyShows, action: str) -> Move | None:
    """The legal ``action`` (knock or gin) for the chosen card, or with no
    card chosen the one leaving the least deadwood."""
    moves = [m for m in Showing.of(table).legal if m.action == action]
    card = table.chosen()
    if card is not None:
        return next((m for m in moves if m.cards == (card,)), None)
    if not moves:
        return None
    _, after = table.deadwood_info()
    return min(moves, key=lambda m: (after.get(m.cards[0], 99), -card_value(m.cards[0])))
