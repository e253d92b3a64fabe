"""Random input for the ``monkey`` command: everything a person can do to
the window, as the pygame events SDL would send.

:func:`random_gesture` draws one gesture from a seeded ``random.Random``:
clicks and drags at random points and at the real widgets and cards of the
scene on top (:func:`targets` asks the scene for them), key presses, the
wheel, window resizes (960x600 to 2560x1440, storms of them, and sizes below
the minimum), focus loss, minimise and restore, and quit requests. A gesture
is a list of frames, each a list of events; the runner sends one frame's
events per app frame. Nothing here changes the app.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

import pygame

from ..ui.cardart import CARD_ASPECT
from ..ui.controls import PAD_AXES, PAD_BUTTONS
from ..ui.widgets import FocusGroup, Widget

#: Smallest and largest window the monkey asks for (smaller asks are clamped by the app).
SIZE_MIN = (960, 600)
SIZE_MAX = (2560, 1440)

#: Keys a person presses: (key, modifiers, text typed).
KEYS: tuple[tuple[int, int, str], ...] = (
    (pygame.K_ESCAPE, 0, ""), (pygame.K_RETURN, 0, ""), (pygame.K_KP_ENTER, 0, ""),
    (pygame.K_SPACE, 0, " "), (pygame.K_LEFT, 0, ""), (pygame.K_RIGHT, 0, ""),
    (pygame.K_UP, 0, ""), (pygame.K_DOWN, 0, ""), (pygame.K_TAB, 0, ""),
    (pygame.K_TAB, pygame.KMOD_LSHIFT, ""), (pygame.K_BACKSPACE, 0, ""), (pygame.K_DELETE, 0, ""),
    (pygame.K_PAGEUP, 0, ""), (pygame.K_PAGEDOWN, 0, ""), (pygame.K_HOME, 0, ""), (pygame.K_END, 0, ""),
    (pygame.K_F11, 0, ""), (pygame.K_z, pygame.KMOD_LCTRL, ""), (pygame.K_p, 0, "p"),
    (pygame.K_h, 0, "h"), (pygame.K_s, 0, "s"), (pygame.K_d, 0, "d"), (pygame.K_k, 0, "k"),
)
LETTERS = "abcdefghijklmnopqrstuvwxyz"
DIGITS = "0123456789"

Frames = list[list[pygame.event.Event]]


@dataclass
class Gesture:
    """One thing a person does: ``frames`` of events and a short ``label``
    for the replay log."""

    label: str
    frames: Frames = field(default_factory=list)


def _widgets_in(value: Any, depth: int = 0) -> Iterator[Widget]:
    if isinstance(value, Widget):
        yield value
    elif isinstance(value, FocusGroup):
        yield from value.widgets
    elif isinstance(value, (list, tuple)) and depth < 1:
        for item in value:
            yield from _widgets_in(item, depth + 1)


def targets(scene: Any) -> list[pygame.Rect]:
    """The rectangles of every visible widget and pickable card of ``scene``
    (found among its attributes: widgets, lists of widgets, focus groups,
    card sprites)."""
    rects: list[pygame.Rect] = []
    seen: set[int] = set()
    for value in list(vars(scene).values()):
        for widget in _widgets_in(value):
            if id(widget) in seen or not widget.visible:
                continue
            seen.add(id(widget))
            if widget.rect.w > 0 and widget.rect.h > 0:
                rects.append(pygame.Rect(widget.rect))
    for sprite in getattr(scene, "sprites", ()):
        if not getattr(sprite, "dying", False):
            rects.append(sprite.rect(getattr(scene, "card_w", 80), CARD_ASPECT))
    return rects


def _point_in(rng: random.Random, rect: pygame.Rect) -> tuple[int, int]:
    if rng.random() < 0.6:
        return rect.center
    return (rect.x + rng.randrange(max(1, rect.w)), rect.y + rng.randrange(max(1, rect.h)))


def _motion(pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


def _click(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    return [_motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]


def key_events(k: int, mod: int = 0, text: str = "") -> list[pygame.event.Event]:
    """A key press as SDL sends it: down, the text typed (if any), up."""
    events = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0)]
    if text:
        events.append(pygame.event.Event(pygame.TEXTINPUT, text=text))
    events.append(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=text, scancode=0))
    return events


#: Window sizes a person drags to: the extremes, common screens, odd shapes
#: and asks below the minimum (clamped by the app). A fixed set keeps the
#: card art's per-size renders warm; ``any_size`` draws any size instead.
SIZES: tuple[tuple[int, int], ...] = (
    SIZE_MIN, SIZE_MAX, (1280, 800), (1920, 1080), (1366, 768), (1000, 1400), (2560, 640),
    (500, 400), (700, 1000),
)


def random_size(rng: random.Random, any_size: bool = False) -> tuple[int, int]:
    """A window size: one of :data:`SIZES`, or with ``any_size`` anything
    from 300x200 to 2560x1440 (the corners often)."""
    if not any_size:
        return rng.choice(SIZES)
    roll = rng.random()
    if roll < 0.15:
        return SIZE_MIN
    if roll < 0.3:
        return SIZE_MAX
    if roll < 0.37:
        return rng.randrange(300, SIZE_MIN[0]), rng.randrange(200, SIZE_MIN[1])
    return rng.randint(SIZE_MIN[0], SIZE_MAX[0]), rng.randint(SIZE_MIN[1], SIZE_MAX[1])


def _resize(size: tuple[int, int]) -> list[pygame.event.Event]:
    w, h = size
    return [pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=size),
            pygame.event.Event(pygame.WINDOWRESIZED, x=w, y=h),
            pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h)]


def _window(kind: int) -> pygame.event.Event:
    return pygame.event.Event(kind)


#: The pad the monkey's controller events come from.
MONKEY_PAD = 0


def _finger(kind: int, pos: tuple[int, int], size: tuple[int, int], finger_id: int = 1) -> pygame.event.Event:
    return pygame.event.Event(kind, touch_id=1, finger_id=finger_id, x=pos[0] / size[0], y=pos[1] / size[1],
                              dx=0.0, dy=0.0, pressure=1.0)


def device_gesture(rng: random.Random, somewhere: Callable[[], tuple[int, int]],
                   size: tuple[int, int]) -> Gesture:
    """A gamepad's or a finger's gesture: a button, a stick pushed and let
    go, a pad plugged in or out; a tap, a drag, a long press, two fingers."""
    roll = rng.random()
    if roll < 0.45:
        button = rng.choice(sorted(PAD_BUTTONS))
        return Gesture(f"pad button {button}", [[
            pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=MONKEY_PAD, button=button)], [
            pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=MONKEY_PAD, button=button)]])
    if roll < 0.6:
        axis, value = rng.choice(sorted(PAD_AXES)), rng.choice((-32767, -20000, -3000, 3000, 20000, 32767))
        return Gesture(f"pad axis {axis} to {value}", [
            [pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=MONKEY_PAD, axis=axis, value=value)],
            [pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=MONKEY_PAD, axis=axis, value=0)]])
    if roll < 0.65:
        plug = rng.random() < 0.5
        return Gesture("pad " + ("plugged in" if plug else "pulled out"), [[
            pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0) if plug else
            pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=MONKEY_PAD)]])
    a = somewhere()
    if roll < 0.85:
        return Gesture(f"tap {a}", [[_finger(pygame.FINGERDOWN, a, size)], [_finger(pygame.FINGERUP, a, size)]])
    if roll < 0.93:
        b = somewhere()
        return Gesture(f"finger drag {a}->{b}", [[_finger(pygame.FINGERDOWN, a, size)],
                                                  [_finger(pygame.FINGERMOTION, b, size)],
                                                  [_finger(pygame.FINGERUP, b, size)]])
    if roll < 0.97:
        return Gesture(f"long press {a}", [[_finger(pygame.FINGERDOWN, a, size)]]
                       + [[] for _ in range(40)] + [[_finger(pygame.FINGERUP, a, size)]])
    b = somewhere()
    return Gesture(f"two fingers {a} {b}", [[_finger(pygame.FINGERDOWN, a, size),
                                             _finger(pygame.FINGERDOWN, b, size, finger_id=2)],
                                            [_finger(pygame.FINGERUP, b, size, finger_id=2),
                                             _finger(pygame.FINGERUP, a, size)]])


def random_gesture(rng: random.Random, scene: Any, size: tuple[int, int], any_size: bool = False,
                   devices: bool = False) -> Gesture:
    """One random gesture aimed at ``scene`` in a window of ``size``
    (``any_size``: see :func:`random_size`); ``devices``: a quarter of them
    a gamepad's or a finger's (:func:`device_gesture`)."""
    w, h = size
    rects = targets(scene) if scene is not None else []

    def anywhere() -> tuple[int, int]:
        return rng.randrange(w), rng.randrange(h)

    def somewhere() -> tuple[int, int]:
        return _point_in(rng, rng.choice(rects)) if rects and rng.random() < 0.8 else anywhere()

    if devices and rng.random() < 0.25:
        return device_gesture(rng, somewhere, size)
    roll = rng.random()
    if roll < 0.34:
        pos = somewhere()
        return Gesture(f"click {pos}", [_click(pos)])
    if roll < 0.38:
        pos = somewhere()
        return Gesture(f"double-click {pos}", [_click(pos), _click(pos)])
    if roll < 0.41:
        pos, button = anywhere(), rng.choice((2, 3))
        return Gesture(f"button {button} click {pos}", [_click(pos, button)])
    if roll < 0.48:
        a, b = somewhere(), somewhere()
        steps = rng.randint(1, 5)
        path = [(round(a[0] + (b[0] - a[0]) * i / steps), round(a[1] + (b[1] - a[1]) * i / steps))
                for i in range(1, steps + 1)]
        frames: Frames = [[_motion(a), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1)]]
        frames += [[_motion(p, (1, 0, 0))] for p in path]
        frames.append([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1)])
        return Gesture(f"drag {a}->{b}", frames)
    if roll < 0.53:
        pos = anywhere()
        return Gesture(f"move {pos}", [[_motion(pos)]])
    if roll < 0.70:
        k, mod, text = rng.choice(KEYS)
        return Gesture(f"key {pygame.key.name(k)} mod {mod}", [key_events(k, mod, text)])
    if roll < 0.75:
        ch = rng.choice(LETTERS + DIGITS)
        k = ord(ch)            # pygame's K_a..K_z and K_0..K_9 are the ASCII codes
        return Gesture(f"type {ch}", [key_events(k, 0, ch)])
    if roll < 0.79:
        dy = rng.choice((-3, -1, 1, 3))
        pos = somewhere()
        return Gesture(f"wheel {dy} at {pos}",
                       [[_motion(pos), pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False,
                                                          precise_x=0.0, precise_y=float(dy))]])
    if roll < 0.86:
        size_ = random_size(rng, any_size)
        return Gesture(f"resize {size_}", [_resize(size_)])
    if roll < 0.89:
        sizes = [random_size(rng, any_size) for _ in range(rng.randint(3, 8))]
        frames = [_resize(s) for s in sizes]
        return Gesture(f"resize storm {sizes}", frames)
    if roll < 0.93:
        return Gesture("focus lost and back",
                       [[_window(pygame.WINDOWFOCUSLOST), _window(pygame.WINDOWLEAVE)],
                        [_window(pygame.WINDOWENTER), _window(pygame.WINDOWFOCUSGAINED)]])
    if roll < 0.96:
        idle = [[] for _ in range(rng.randint(0, 3))]
        return Gesture("minimise and restore",
                       [[_window(pygame.WINDOWFOCUSLOST), _window(pygame.WINDOWMINIMIZED),
                         _window(pygame.WINDOWHIDDEN)]] + idle
                       + [[_window(pygame.WINDOWSHOWN), _window(pygame.WINDOWRESTORED),
                           _window(pygame.WINDOWEXPOSED), _window(pygame.WINDOWFOCUSGAINED)]])
    if roll < 0.975:
        return Gesture("quit request", [[_window(pygame.WINDOWCLOSE), pygame.event.Event(pygame.QUIT)]])
    return Gesture("wait", [[] for _ in range(rng.randint(2, 30))])
