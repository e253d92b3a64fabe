"""A yes/no confirmation overlay."""

from __future__ import annotations

from typing import Callable

import pygame

from ...speech import sentences
from .. import theme as th
from ..overlay import PanelOverlay
from ..widgets import Button


class Confirm(PanelOverlay):
    """Asks ``question``; ``on_yes`` runs after the overlay closes, and
    ``on_no`` (if given) after the other answer. Esc closes it with neither.
    The answers read ``yes_label`` and ``no_label``."""

    name = "confirm"
    panel_size = (560, 250)
    closes_on_escape = True

    def __init__(self, app, question: str, detail: str, on_yes: Callable[[], None],
                 yes_label: str = "Yes", no_label: str = "No",
                 on_no: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.question, self.detail, self.on_yes, self.on_no = question, detail, on_yes, on_no
        self.set_buttons([Button(label=yes_label, primary=True, on_click=self.yes),
                          Button(label=no_label, on_click=self.no)])

    def yes(self) -> None:
        self.app.stack.pop()
        self.on_yes()

    def no(self) -> None:
        self.app.stack.pop()
        if self.on_no is not None:
            self.on_no()

    def spoken_title(self):
        return sentences(self.question, self.detail)

    def place_buttons(self):
        t = self.theme
        bw, bh = (self.panel.w - t.px(100)) // 2, t.px(50)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(self.panel.x + t.px(40) + i * (bw + t.px(20)),
                                 self.panel.bottom - t.px(28) - bh, bw, bh)

    def draw(self, surface):
        self.draw_panel(surface)
        t = self.theme
        room = self.panel.w - t.px(48)
        box = self.panel.inflate(-t.px(48), 0)
        t.blit_text(surface, self.question, (self.panel.centerx, self.panel.y + t.px(36)), th.SUBHEADING,
                    th.TEXT, bold=True, anchor="midtop", box=box)
        y = self.panel.y + t.px(82)
        lines = t.wrap(self.detail, room, th.SMALL)
        if len(lines) > 3:                      # the rest on the third line, whole under the pointer
            lines = lines[:2] + [" ".join(lines[2:])]
        for line in lines:
            r = t.blit_text(surface, line, (self.panel.centerx, y), th.SMALL, th.MUTED, anchor="midtop",
                            box=box)
            y = r.bottom + t.px(4)
        self.focus.draw(surface, t)
