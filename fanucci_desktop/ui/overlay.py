"""A base for overlays: a dimmed backdrop and a centred panel with buttons."""

from __future__ import annotations

import pygame

from . import theme as th
from .scene import Scene
from .tween import soonest
from .widgets import Button, FocusGroup


class PanelOverlay(Scene):
    """An overlay with a centred panel of ``panel_size`` design pixels and a
    column (or row) of buttons at its bottom."""

    overlay = True
    panel_size = (520, 420)
    dim_alpha = 160
    #: Esc closes the overlay (a pause menu, a question), back to the scene below.
    closes_on_escape = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.focus = FocusGroup()
        self.panel = pygame.Rect(0, 0, 0, 0)

    def set_buttons(self, buttons: list[Button]) -> None:
        self.buttons = buttons
        self.focus.set(buttons)
        self.focus.focus = 0

    def layout(self, size):
        w, h = size
        t = self.theme
        pw = min(t.px(self.panel_size[0]), w - t.px(40))
        ph = min(t.px(self.panel_size[1]), h - t.px(40))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        self.place_buttons()

    def place_buttons(self) -> None:
        """Default: a column of full-width buttons at the bottom of the panel."""
        t = self.theme
        bh, gap = t.px(52), t.px(12)
        y = self.panel.bottom - t.px(28) - len(self.buttons) * bh - (len(self.buttons) - 1) * gap
        for b in self.buttons:
            b.rect = pygame.Rect(self.panel.x + t.px(40), y, self.panel.w - t.px(80), bh)
            y += bh + gap

    def handle(self, event):
        if self.closes_on_escape and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return
        self.focus.handle(event)

    def update(self, dt):
        super().update(dt)
        self.focus.update(dt)

    def wake_in(self):
        return soonest(super().wake_in(), self.focus.wake_in())

    def draw_panel(self, surface: pygame.Surface) -> None:
        t = self.theme
        t.dim(surface, round(self.dim_alpha * self.appear))
        offset = round((1 - self.appear) * t.px(30))
        self.panel.y = (surface.get_height() - self.panel.h) // 2 + offset
        self.place_buttons()
        t.panel(surface, self.panel, th.PANEL, th.PANEL_EDGE, radius=20)

    def focus_group(self):
        return self.focus

    def draw(self, surface):
        self.draw_panel(surface)
        self.focus.draw(surface, self.theme)
