"""How the Gin Rummy table draws what is its own: the knock panel (the
knock value of the hand, gin only, set by the first upcard under the
Oklahoma house rule; the wall once the stock is down to it). The rest
(plates, deadwood, prompt, log, laid-off cards, the places to click and the
place a hint points at) is the gin family's :mod:`..gin_family.paint`.

:class:`GinRummyPainter` is the table's painter (``table.painter``); it draws
only public facts.
"""

from __future__ import annotations

import pygame

from ... import theme as th
from ..gin_family.paint import GinPainter
from . import facts


class GinRummyPainter(GinPainter):
    """The gin family's painter with this game's knock panel."""

    def draw_info_panel(self, surface: pygame.Surface) -> None:
        """The knock value of the hand (or gin only), where it comes from,
        and the wall once the stock is down to it."""
        state = self.table.sight.observation()
        if state is None:
            return
        t = self.table.theme
        rect = self.table.geo.info
        box = rect.inflate(-t.px(8), 0)
        t.panel(surface, rect, (16, 30, 26), (70, 110, 90), radius=12, alpha=170, shadow=False)
        y = rect.y + t.px(8)
        limit = facts.knock_limit(state)
        gettext = self.table.app.language.gettext
        if limit:
            head = t.blit_text(surface, gettext("KNOCK WITH"), (rect.centerx, y), th.TINY, th.MUTED, bold=True,
                               anchor="midtop", box=box)
            r = t.blit_text(surface, str(limit), (rect.centerx, max(y + t.px(14), head.bottom)), th.HEADING, th.ACCENT,
                            bold=True, anchor="midtop", box=box)
            r = t.blit_text(surface, gettext("or less"), (rect.centerx, r.bottom), th.TINY, th.MUTED,
                            anchor="midtop", box=box)
        else:
            r = t.blit_text(surface, gettext("GIN ONLY"), (rect.centerx, y + t.px(10)), th.BODY, th.ACCENT,
                            bold=True, anchor="midtop", box=box)
            r = t.blit_text(surface, gettext("no knocking"), (rect.centerx, r.bottom), th.TINY, th.MUTED,
                            anchor="midtop", box=box)
        if facts.at_wall(state):
            notes, color = [gettext("At the wall")], th.ACCENT
        elif state.oklahoma:
            notes, color = [gettext("set by the first upcard"), gettext("set")], th.MUTED
        else:
            notes, color = [], th.MUTED
        if notes:
            words = t.first_fitting(notes, box.w, th.TINY)
            t.blit_text(surface, words, (rect.centerx, r.bottom + t.px(6)), th.TINY, color,
                        bold=color == th.ACCENT, anchor="midtop", box=box)
