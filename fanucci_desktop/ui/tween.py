"""Tweens: animate numeric attributes of any object over time with easing.

Card sprites (position, scale, rotation, alpha, flip) and menus (slide and
fade) share this module. A :class:`Tweener` owns running tweens and advances
them from the frame loop; a duration of 0 (the "instant" animation speed)
jumps straight to the end value on the next update.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots slightly, then settles: for cards landing and buttons popping."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_sine(t: float) -> float:
    return math.sin(t * math.pi / 2)


EASINGS: dict[str, Easing] = {
    "linear": linear, "in_quad": ease_in_quad, "out_quad": ease_out_quad,
    "in_out_quad": ease_in_out_quad, "out_cubic": ease_out_cubic,
    "in_out_cubic": ease_in_out_cubic, "out_back": ease_out_back, "out_sine": ease_out_sine,
}

#: The frame interval of slow indicators (an AI's thinking dots): 8 a second.
SLOW_FRAME_S = 0.125


def soonest(*delays: float | None) -> float | None:
    """The shortest of ``delays`` (seconds), ignoring None; None if all are.
    How scenes and widgets combine their ``wake_in`` answers (when they next
    change by themselves; see :meth:`fanucci_desktop.ui.scene.Scene.wake_in`)."""
    known = [d for d in delays if d is not None]
    return max(0.0, min(known)) if known else None


#: Animation-speed setting -> multiplier on every duration.
SPEED_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


@dataclass
class Tween:
    """Moves ``target.<attr>`` from its value at start to ``end`` over
    ``duration`` seconds after ``delay`` seconds, shaped by ``easing``."""

    target: Any
    attr: str
    end: float
    duration: float
    easing: Easing = ease_out_cubic
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    start: float | None = None
    elapsed: float = 0.0
    done: bool = False

    def step(self, dt: float) -> None:
        """Advance by ``dt`` seconds; sets ``done`` once the end value is set."""
        if self.done:
            return
        self.elapsed += dt
        local = self.elapsed - self.delay
        if local < 0 and self.duration > 0:
            return
        if self.start is None:
            self.start = float(getattr(self.target, self.attr))
        t = 1.0 if self.duration <= 0 else min(1.0, max(0.0, local / self.duration))
        value = self.start + (self.end - self.start) * self.easing(t)
        setattr(self.target, self.attr, value)
        if t >= 1.0:
            setattr(self.target, self.attr, self.end)
            self.done = True
            if self.on_done is not None:
                self.on_done()


class Tweener:
    """The running tweens of one scene. ``speed`` scales every duration
    (see :data:`SPEED_FACTORS`); at 0 everything completes on the next update.
    At most one tween runs per (target, attribute)."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self._tweens: dict[tuple[int, str], Tween] = {}

    @property
    def tweens(self) -> list[Tween]:
        return list(self._tweens.values())

    def to(self, target: Any, duration: float, easing: Easing | str = ease_out_cubic,
           delay: float = 0.0, on_done: Callable[[], None] | None = None,
           **attrs: float) -> list[Tween]:
        """Tween each named attribute of ``target`` to its value. A new tween
        on the same attribute of the same target replaces the running one;
        ``on_done`` runs when the last named attribute arrives."""
        ease = EASINGS[easing] if isinstance(easing, str) else easing
        made = []
        names = list(attrs)
        for name in names:
            done_cb = on_done if name == names[-1] else None
            tw = Tween(target, name, float(attrs[name]), duration * self.speed, ease,
                       delay * self.speed, done_cb)
            key = (id(target), name)
            self._tweens.pop(key, None)
            self._tweens[key] = tw
            made.append(tw)
        return made

    def cancel(self, target: Any, attr: str | None = None) -> None:
        """Stop tweens of ``target`` (one attribute, or all), leaving values as they are."""
        for key in [k for k in self._tweens if k[0] == id(target) and (attr is None or k[1] == attr)]:
            del self._tweens[key]

    def finish(self) -> None:
        """Jump every tween to its end value (and run its callback)."""
        while self._tweens:
            pending = list(self._tweens.values())
            self._tweens.clear()
            for tw in pending:
                tw.duration, tw.delay = 0.0, 0.0
                tw.step(0.0)

    def update(self, dt: float) -> None:
        """Advance every tween by ``dt`` seconds and drop the finished ones."""
        if not self._tweens:
            return
        for key, tw in list(self._tweens.items()):
            tw.step(dt)
            if tw.done and self._tweens.get(key) is tw:
                del self._tweens[key]

    def moving(self, target: Any) -> bool:
        """True while a tween is changing ``target``'s place, angle or size
        (``x``, ``y``, ``angle``, ``scale``: a card in flight). A tween that
        ends where the value already is (a card dealt at its final angle
        keeps its angle) does not count."""
        for attr in ("x", "y", "angle", "scale"):
            tw = self._tweens.get((id(target), attr))
            if tw is not None and getattr(target, attr) != tw.end:
                return True
        return False

    @property
    def busy(self) -> bool:
        """True while any tween runs: a table waits for this before the next move."""
        return bool(self._tweens)
