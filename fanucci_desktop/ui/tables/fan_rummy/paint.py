"""How the Fan Rummy table draws what is its own: the knock panel (value
and suit all hand; the knock card faded in its place once taken). The rest
(plates, deadwood, prompt, log, laid-off cards, the places to click and the
place a hint points at) is the gin family's :mod:`..gin_family.paint`.

:class:`FanRummyPainter` is the table's painter (``table.painter``); it
draws only public facts and the viewer's own cards.
"""

from __future__ import annotations

import pygame

from ....card_names import SUITS
from ... import theme as th
from ..gin_family.paint import GinPainter
from . import facts

class FanRummyPainter(GinPainter):
    """The gin family's painter with this game's knock panel."""

    def draw_info_panel(self, surface: pygame.Surface) -> None:
        """The knock value and suit, all hand; the knock card's face, faded,
        in its place once taken (both players saw it: it is public)."""
        state = self.table.sight.observation()
        if state is None:
            return
        t = self.table.theme
        rect = self.table.geo.info
        t.panel(surface, rect, (16, 30, 26), (70, 110, 90), radius=12, alpha=170, shadow=False)
        y = rect.y + t.px(8)
        gettext = self.table.app.language.gettext
        head = t.blit_text(surface, gettext("KNOCK WITH"), (rect.centerx, y), th.TINY, th.MUTED, bold=True,
                           anchor="midtop", box=rect.inflate(-t.px(8), 0))
        r = t.blit_text(surface, str(facts.knock_limit(state)), (rect.centerx, max(y + t.px(14), head.bottom)), th.HEADING,
                        th.ACCENT, bold=True, anchor="midtop")
        r = t.blit_text(surface, gettext("or less"), (rect.centerx, r.bottom), th.TINY, th.MUTED,
                        anchor="midtop")
        spades = state.knock_card.suit == "S"
        suit = self.table.app.language.pgettext(*SUITS[str(state.knock_card.suit)])
        box = rect.inflate(-t.px(8), 0)          # the suit alone, "not doubled", where the panel is narrow
        said = t.first_fitting([gettext("Suit: {suit}", suit=suit), suit], box.w, th.SMALL, True)
        r = t.blit_text(surface, said, (rect.centerx, r.bottom + t.px(8)), th.SMALL,
                        th.TEXT, bold=True, anchor="midtop", box=box)
        doubled = spades
        said = t.first_fitting([gettext("points doubled"), gettext("doubled")] if doubled else
                               [gettext("points not doubled"), gettext("not doubled")], box.w, th.TINY, doubled)
        t.blit_text(surface, said, (rect.centerx, r.bottom + t.px(2)), th.TINY,
                    th.GOOD if doubled else th.MUTED, bold=doubled, anchor="midtop", box=box)
        if not state.knock_up:
            spot = self.table.geo.knock_spot
            img = self.table.images.base(state.knock_card, spot.w).copy()
            img.set_alpha(110)
            t.blit(surface, img, img.get_rect(center=spot.center))

