"""Pop-ups: words that show over a table for a moment and fade ("+12",
"Bonus mark!", "Out!", "Knock!"). Every table has one :class:`Popups`
(``table.popups``), a part drawn over the cards and the other tools under
it; a new pop-up wakes the frame loop until it has faded.

A pop-up rises in place, or flies from ``start`` to ``end`` (a trick's
points going to the winner's pile); a ``banner`` sits on a dark panel.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from ... import theme as th

#: Seconds a pop-up lasts at normal animation speed.
POPUP_S = 1.6


@dataclass
class Popup:
    """One pop-up (see the module docstring); ``age`` and ``life`` in seconds."""

    text: str
    start: tuple[float, float]
    end: tuple[float, float] | None = None
    color: tuple[int, int, int] = th.ACCENT
    size: int = th.HEADING
    banner: bool = False
    #: The table waits for it (a hand's scores before its summary).
    hold: bool = False
    life: float = POPUP_S
    age: float = 0.0

    def place(self, rise: float) -> tuple[float, float]:
        """Where it is now: along its flight (with a small arc), or risen
        up to ``rise`` pixels from where it started."""
        k = min(1.0, self.age / self.life)
        x, y = self.start
        if self.end is None:
            return x, y - rise * k
        ease = 1 - (1 - k) ** 3
        return (x + (self.end[0] - x) * ease,
                y + (self.end[1] - y) * ease - rise * 0.5 * (1 - (2 * k - 1) ** 2))

    def alpha(self) -> int:
        """Its opacity: quickly in, slowly out."""
        k = min(1.0, self.age / self.life)
        return round(255 * max(0.0, min(1.0, k * 8, (1 - k) * 3)))


class Popups:
    """The pop-ups on a table."""

    def __init__(self, theme: Callable[[], th.Theme]) -> None:
        """``theme``: the theme to draw with now."""
        self.theme = theme
        self.items: list[Popup] = []

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def wake_in(self) -> float | None:
        """Every frame while a pop-up shows."""
        return 0.0 if self.items else None

    def add(self, popup: Popup, speed: float) -> None:
        """Show ``popup`` (none at instant speed, ``speed`` 0); slower
        animation speeds keep it longer."""
        if speed > 0:
            popup.life *= max(1.0, speed)
            self.items.append(popup)

    def update(self, dt: float) -> None:
        for p in self.items:
            p.age += dt
        self.items = [p for p in self.items if p.age < p.life]

    def clear(self) -> None:
        self.items = []

    def __bool__(self) -> bool:
        return bool(self.items)

    @property
    def holding(self) -> bool:
        """True while a pop-up the table waits for is on show."""
        return any(p.hold for p in self.items)

    def areas(self) -> list[pygame.Rect]:
        """Where each pop-up is drawn now: its text, the text's shadow and its banner."""
        t = self.theme()
        out = []
        for p in self.items:
            x, y = p.place(t.px(40))
            rect = pygame.Rect(0, 0, t.width(p.text, p.size, True), t.font(p.size, True).get_height())
            rect.center = (round(x), round(y))
            out.append(rect.inflate(t.px(60) + t.px(8), t.px(24) + t.px(8)))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        t = self.theme()
        for p in self.items:
            x, y = p.place(t.px(40))
            alpha = p.alpha()
            if p.banner:
                img = t.text(p.text, p.size, p.color, True)
                rect = img.get_rect(center=(round(x), round(y))).inflate(t.px(60), t.px(24))
                layer = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(layer, (14, 20, 30, round(alpha * 0.85)), layer.get_rect(),
                                 border_radius=t.px(18))
                pygame.draw.rect(layer, (*p.color, alpha), layer.get_rect(), max(1, t.px(2)),
                                 border_radius=t.px(18))
                t.blit(surface, layer, rect)
            t.blit_text(surface, p.text, (x, y), p.size, p.color, bold=True, anchor="center",
                        shadow=True, alpha=alpha)
