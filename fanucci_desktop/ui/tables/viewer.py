"""A game's own table shown inside another scene, in viewer mode.

A hand's replay and the demo table show a match with the same table as
play -- the game's table package on :class:`~.base.Table`, its layout,
paint, log strip and panels -- in the window above a control bar of their
own. :class:`TableView` opens that table on the session the scene made (a
:class:`~fanucci_desktop.session.replay.ReplaySession` fed positions, or a
:class:`~fanucci_desktop.session.TableSession` that keeps no records) and
the perspective it chose (every hand face up). Nobody plays on it: the
perspective hides its Hint, Undo and Sort tools, its Menu button leaves,
and the owning scene passes it pointer input only (keys are the scene's own).
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from ...session import TableSession
from ...session.perspective import Perspective
from ...session.replay import ReplaySession
from . import table_class
from .base import Table

#: The most update rounds :meth:`TableView.settle` takes to bring a table to rest.
SETTLE_ROUNDS = 8
#: Seconds each settling round lets pass (longer than any animation or hold).
SETTLE_S = 60.0

POINTER = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class TableView:
    """The table of ``session``'s game showing ``session`` through
    ``perspective``, laid out in the window above a bar :meth:`layout`
    leaves free. ``key_help`` is what its Keys panel lists; its Menu
    button says ``leave_label`` (a message, marked ``N_``) in the player's
    language and calls ``on_leave``."""

    def __init__(self, app, session: TableSession | ReplaySession, perspective: Perspective,
                 key_help: Sequence[str], leave_label: str, on_leave: Callable[[], None]) -> None:
        self.table: Table = table_class(session.game_id)(app, session, perspective, key_help=key_help,
                                                         leave=(leave_label, on_leave))
        #: Where the table is drawn: the window above the owner's bar.
        self.area = pygame.Rect(0, 0, 0, 0)

    def layout(self, size: tuple[int, int], bar_h: int) -> pygame.Rect:
        """Lay the table out above a bar ``bar_h`` high; returns the bar's rect."""
        w, h = size
        self.area = pygame.Rect(0, 0, w, max(1, h - bar_h))
        self.table.ensure_layout(self.area.size)
        return pygame.Rect(0, self.area.bottom, w, h - self.area.h)

    def handle(self, event: pygame.event.Event) -> bool:
        """Give the table a pointer event over it (the wheel anywhere); True when given."""
        over = event.type in POINTER and self.area.collidepoint(event.pos)
        if over or event.type == pygame.MOUSEWHEEL:
            self.table.handle(event)
            return True
        return False

    def settle(self) -> None:
        """Bring the table to rest at once: every animation ends, a held
        trick or recap moves on (as if their time had passed)."""
        self.table.tweens.finish()
        for _ in range(SETTLE_ROUNDS):
            if not self.table.busy:
                return
            self.table.update(SETTLE_S)

    def toggle_panel(self, name: str) -> None:
        self.table.side.toggle(name)

    def scroll_log(self, rows: int) -> None:
        self.table.side.scroll(rows)

    def enter(self) -> None:
        self.table.enter()

    def leave(self) -> None:
        self.table.leave()

    def ready(self) -> bool:
        return self.table.ready()

    def update(self, dt: float) -> None:
        self.table.update(dt)

    def wake_in(self) -> float | None:
        return self.table.wake_in()

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface.subsurface(self.area))
