"""Touch: a finger read as the mouse, and a long press that asks what a thing is.

:class:`Touch` is the one place a finger's input enters the app. The first
finger down is the pointer: it moves the pointer there and presses the left
button, its moves drag with the button held, its lifting releases it. So a
tap is a click (two quick taps a double-click), and a drag carries a card
as the mouse does, on every screen, with no code of their own. The mouse
events made carry ``touch=True``. Other fingers down meanwhile are let be.

A finger held still for :data:`LONG_PRESS_S` is a long press: the app says
what lies under it (:meth:`App.describe`), and lifting it then clicks
nothing (the release is sent outside the window, as a press slid off a
button). SDL's own mouse events made from touches are dropped
(:func:`from_touch`): the fingers' are made here, once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

#: A finger held this long without moving is a long press.
LONG_PRESS_S = 0.5
#: A finger that moves farther than this (window pixels) drags instead.
SLOP_PX = 12
#: Where a release that must click nothing is sent.
NOWHERE = (-1, -1)

#: The events a finger sends that :meth:`Touch.handle` takes.
FINGER_EVENTS = frozenset({pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP})


def from_touch(event: pygame.event.Event) -> bool:
    """True for a mouse event SDL made from a touch (the finger's own are made by :class:`Touch`)."""
    return event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.MOUSEWHEEL) and getattr(event, "touch", False) \
        and not getattr(event, "finger", False)


@dataclass
class Press:
    """The finger that is the pointer: where it went down, where it is, how long it has been down."""

    finger: int
    start: tuple[int, int]
    pos: tuple[int, int]
    held_s: float = 0.0
    dragged: bool = False
    long: bool = False


@dataclass
class Touch:
    """The fingers on the window as the mouse.

    ``size`` gives the window's size (finger positions come as fractions of
    it); ``long_press`` is called with the place of a long press."""

    size: Callable[[], tuple[int, int]]
    long_press: Callable[[tuple[int, int]], None]
    press: Press | None = field(default=None)

    def place(self, event: pygame.event.Event) -> tuple[int, int]:
        w, h = self.size()
        return (min(w - 1, max(0, round(event.x * w))), min(h - 1, max(0, round(event.y * h))))

    def handle(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The mouse events finger event ``event`` stands for ([] for none)."""
        if event.type not in FINGER_EVENTS:
            return []
        pos = self.place(event)
        press = self.press
        if event.type == pygame.FINGERDOWN:
            if press is not None:
                return []                           # a second finger: let be
            self.press = Press(event.finger_id, pos, pos)
            return [mouse(pygame.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0)),
                    mouse(pygame.MOUSEBUTTONDOWN, pos, button=1)]
        if press is None or event.finger_id != press.finger:
            return []
        if event.type == pygame.FINGERMOTION:
            rel = (pos[0] - press.pos[0], pos[1] - press.pos[1])
            press.pos = pos
            if abs(pos[0] - press.start[0]) > SLOP_PX or abs(pos[1] - press.start[1]) > SLOP_PX:
                press.dragged = True
            return [mouse(pygame.MOUSEMOTION, pos, rel=rel, buttons=(1, 0, 0))]
        self.press = None
        return [mouse(pygame.MOUSEBUTTONUP, NOWHERE if press.long else pos, button=1)]

    def update(self, dt: float) -> None:
        """Time a finger held still: a long press once it has been down :data:`LONG_PRESS_S`."""
        press = self.press
        if press is None or press.dragged or press.long:
            return
        press.held_s += dt
        if press.held_s >= LONG_PRESS_S:
            press.long = True
            self.long_press(press.pos)

    def wake_in(self) -> float | None:
        """While a finger is held still, when its long press is due."""
        press = self.press
        if press is None or press.dragged or press.long:
            return None
        return max(0.0, LONG_PRESS_S - press.held_s)


def mouse(kind: int, pos: tuple[int, int], **more) -> pygame.event.Event:
    """A mouse event a finger made (``touch`` and ``finger`` set)."""
    return pygame.event.Event(kind, pos=pos, touch=True, finger=True, **more)
