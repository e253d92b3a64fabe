"""The "new" mark on the card just drawn, the same at every table.

A table holds one :class:`NewCard` as a part (``table.new_mark``): it
notes the card each seat drew or took from the events of every move (a
take of several cards marks the last one taken), forgets a seat's once it
discards, every seat's at a new deal or an undo, and draws a small gold
"new" tab on the top edge of that card in the viewer's hand, over what
shows of it (it rises as the card lifts). Only the viewer's own card is
marked: the mark never tells what another hand holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

import pygame

from ....engine.cards import Card, parse_card
from ....engine.protocol import Event, EventKind
from ....i18n import N_
from ... import theme as th
from ...cardart import CARD_ASPECT

if TYPE_CHECKING:
    from ...sprites import CardSprite
    from ..frame.showing import TableShows

#: The tab's word.
WORD = N_("new")


class NewCard:
    """The card each seat last drew or took, until its next discard, and its "new" tab."""

    def __init__(self, table: TableShows) -> None:
        self.table = table
        self.fresh: dict[int, Card] = {}

    def note(self, events: Sequence[Event]) -> None:
        """Follow the events of a move: a deal forgets every new card, a
        draw or a take makes its last card the seat's new one, a discard
        forgets the seat's."""
        for ev in events:
            if ev.kind == EventKind.DEAL:
                self.fresh.clear()
            elif ev.kind in (EventKind.DRAW, EventKind.TAKE) and ev.player is not None and ev.cards:
                self.fresh[ev.player] = ev.cards[-1]
            elif ev.kind == EventKind.DISCARD and ev.player is not None:
                self.fresh.pop(ev.player, None)

    def clear(self) -> None:
        """No card is new any more (the match was replaced by an earlier one)."""
        self.fresh.clear()

    def card(self) -> Card | None:
        """The card the viewer just drew or took, while they hold it and
        have not discarded since (None in Watch, at a hand-off, after Undo)."""
        table = self.table
        if table.sight.viewer is None:
            return None
        card = self.fresh.get(table.sight.viewer)
        return card if card in table.sight.view().get(f"hand:{table.sight.viewer}", []) else None

    def record(self) -> dict[str, str]:
        """Each seat's new card, for a save."""
        return {str(seat): str(card) for seat, card in self.fresh.items()}

    def restore(self, saved: Any) -> None:
        """Take back what :meth:`record` kept; a seat whose record does not read is left out."""
        self.fresh = {}
        for seat, text in (saved.items() if isinstance(saved, Mapping) else ()):
            try:
                self.fresh[int(seat)] = parse_card(text)
            except (TypeError, ValueError):
                continue

    def sprite(self) -> CardSprite | None:
        """The sprite of the viewer's new card in their hand, if it shows face up."""
        card = self.card()
        if card is None:
            return None
        zone = f"hand:{self.table.sight.viewer}"
        return next((s for s in reversed(self.hand()) if s.card == card and s.zone == zone), None)

    def hand(self) -> list[CardSprite]:
        """The viewer's hand, face up, left to right."""
        zone = f"hand:{self.table.sight.viewer}"
        return sorted((s for s in self.table.sprites if s.zone == zone and not s.dying and s.card is not None),
                      key=lambda s: s.x)

    def tab(self) -> pygame.Rect | None:
        """Where the "new" tab stands: on the top edge of the new card, over
        what shows of it (the next card covers the rest); None without one."""
        sprite = self.sprite()
        if sprite is None:
            return None
        t, card_w = self.table.theme, self.table.card_w
        r = sprite.rect(card_w, CARD_ASPECT)
        after = [s.rect(card_w, CARD_ASPECT).left for s in self.hand() if s.x > sprite.x]
        right = min([r.right, *after])
        text_w, text_h = t.font(th.TINY, True).size(self.table.app.language.gettext(WORD))
        tab = pygame.Rect(0, 0, text_w + t.px(12), text_h + t.px(2))
        tab.midbottom = ((r.left + right) // 2, r.top + t.px(1))
        return tab

    def marks(self) -> list[pygame.Rect]:
        """Where the tab and its shadow are (it follows its card beyond its
        edges, see :meth:`.TablePainter.marks`)."""
        tab = self.tab()
        return [] if tab is None else [tab.inflate(12, 12)]

    def draw(self, surface: pygame.Surface) -> None:
        """The tab, with its shadow, over the cards."""
        tab = self.tab()
        if tab is None:
            return
        t = self.table.theme
        t.shadow(surface, tab, tab.h // 2, blur=3, offset=1, alpha=110)
        t.draw_rect(surface, th.ACCENT, tab, border_radius=tab.h // 2)
        t.blit_text(surface, self.table.app.language.gettext(WORD), tab.center, th.TINY, th.ACCENT_TEXT, bold=True, anchor="center", box=tab)
