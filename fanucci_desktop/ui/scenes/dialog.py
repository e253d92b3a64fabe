"""A yes/no confirmation overlay."""

from __future__ import annotations

from typing import Callable

import pygame

from .. import theme as th
from ..widgets import Button
from .overlay import PanelOverlay


class Confirm(PanelOverlay):
    """Asks ``question``; ``on_yes`` runs after the overlay closes."""

    name = "confirm"
    panel_size = (480, 250)
    closes_on_escape = True

    def __init__(self, app, question: str, detail: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question, self.detail, self.on_yes = question, detail, on_yes
        self.set_buttons([Button(label="Yes", primary=True, on_click=self.yes),
                          Button(label="No", on_click=lambda: self.app.stack.pop())])

    def yes(self) -> None:
        self.app.stack.pop()
        self.on_yes()

    def place_buttons(self):
        t = self.theme
        bw, bh = (self.panel.w - t.px(100)) // 2, t.px(50)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(self.panel.x + t.px(40) + i * (bw + t.px(20)),
                                 self.panel.bottom - t.px(28) - bh, bw, bh)

    def draw(self, surface):
        self.draw_panel(surface)
        t = self.theme
        t.blit_text(surface, self.question, (self.panel.centerx, self.panel.y + t.px(36)), th.SUBHEADING,
                    th.TEXT, bold=True, anchor="midtop")
        t.blit_text(surface, self.detail, (self.panel.centerx, self.panel.y + t.px(82)), th.SMALL,
                    th.MUTED, anchor="midtop")
        self.focus.draw(surface, t)
