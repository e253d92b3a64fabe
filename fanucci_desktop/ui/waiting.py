"""Sleeping until something happens: :class:`EventWaiter` and the wake-up event.

At rest the main loop blocks in SDL's ``SDL_WaitEventTimeout``. SDL 2.0.22
and later wait there on the window system's own event source (the X11 or
Wayland connection, the Windows message queue, the macOS run loop) without
looking at the queue in between; input, an SDL timer or an event posted from
another thread (:func:`post_wake`, which the AI and autosave workers call
when they finish) ends the wait at once. pygame's ``event.wait`` cannot be
used for this: it looks at the queue every millisecond.

``SDL_WaitEventTimeout`` is called through ctypes in the SDL library pygame
itself loaded (checked: that library must have the video system running).
While a pad is open SDL would not block there: it reads pads by looking at
them, and so looks at the queue every millisecond (two to four times the CPU
of a rest without a pad). So while one is open the waiter turns SDL's own
reading of pads off (``SDL_AUTO_UPDATE_JOYSTICKS``), reads them itself every
:data:`REST_POLL_S` (``SDL_JoystickUpdate``) and blocks on the window system
in between; a press arrives as an event and ends the wait as before, and SDL
reads pads again for each frame once the wait is over.

Where it cannot be found, or the video driver has no event source to wait on
(the dummy driver of tests and headless runs, where SDL would look every
millisecond), the waiter looks at the queue every :data:`REST_POLL_S`.
"""

from __future__ import annotations

import ctypes
import glob
import math
import os
import sys
import time
from typing import Any

import pygame

#: The event that wakes the main loop from another thread (it carries
#: nothing: the loop draws a frame and the scenes look at what changed).
WAKE_EVENT = pygame.event.custom_type()

#: Without a blocking wait, the queue is looked at this often (a delay no one notices).
REST_POLL_S = 0.02

#: Video drivers whose event source SDL can block on.
BLOCKING_DRIVERS = frozenset({"x11", "wayland", "windows", "cocoa"})

#: The first SDL version that blocks on the window system's event source.
BLOCKING_SDL = (2, 0, 22)

#: ``SDL_INIT_VIDEO`` of SDL.h.
SDL_INIT_VIDEO = 0x20

#: SDL's hint that it reads the pads each time it looks at the queue.
AUTO_UPDATE_JOYSTICKS = b"SDL_AUTO_UPDATE_JOYSTICKS"


def post_wake() -> None:
    """Wake the main loop (safe from any thread; does nothing once the
    video system is shut down, say by a worker finishing after the app)."""
    try:
        pygame.event.post(pygame.event.Event(WAKE_EVENT))
    except pygame.error:
        pass


def sdl_library_candidates() -> list[str]:
    """Where the SDL library pygame uses may be, most likely first: on Linux
    the file already mapped into this process, elsewhere the copies shipped
    beside pygame (and the system's by name)."""
    found: list[str] = []
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            for line in maps:
                path = line.split(maxsplit=5)[-1].strip()
                if os.path.basename(path).startswith("libSDL2-") and path not in found:
                    found.append(path)
    except OSError:
        pass
    here = os.path.dirname(pygame.__file__)
    for pattern in ("SDL2.dll", ".dylibs/libSDL2-*.dylib", "../pygame_ce.libs/libSDL2-*"):
        found += sorted(glob.glob(os.path.join(here, pattern)))
    found.append("SDL2" if sys.platform == "win32" else "libSDL2-2.0.so.0")
    return found


def live_sdl() -> Any | None:
    """The SDL library pygame runs on, with ``SDL_WaitEventTimeout`` typed,
    or None if no candidate is that very library (its video system up)."""
    for name in sdl_library_candidates():
        try:
            lib = ctypes.CDLL(name)
            wait = lib.SDL_WaitEventTimeout
            was_init = lib.SDL_WasInit
        except (OSError, AttributeError):
            continue
        was_init.argtypes, was_init.restype = [ctypes.c_uint32], ctypes.c_uint32
        if was_init(SDL_INIT_VIDEO):
            wait.argtypes, wait.restype = [ctypes.c_void_p, ctypes.c_int], ctypes.c_int
            lib.SDL_NumJoysticks.restype = ctypes.c_int
            lib.SDL_SetHint.argtypes, lib.SDL_SetHint.restype = [ctypes.c_char_p, ctypes.c_char_p], ctypes.c_int
            return lib
    return None


def timeout_ms(timeout: float | None) -> int:
    """SDL's timeout for ``timeout`` seconds: -1 for none, else whole
    milliseconds rounded up (never 0, which would not wait at all)."""
    if timeout is None:
        return -1
    return max(1, math.ceil(timeout * 1000))


class EventWaiter:
    """Blocks until an event is queued or a timeout passes.

    ``sdl`` is the SDL library to block in (see :func:`live_sdl`), or None to
    look at the queue every :data:`REST_POLL_S`. :meth:`for_display` picks
    for the video driver in use."""

    def __init__(self, sdl: Any | None) -> None:
        self.sdl = sdl

    @classmethod
    def for_display(cls) -> "EventWaiter":
        """A waiter that blocks on the window system's event source when
        the video driver and SDL allow it, else one that polls."""
        if pygame.get_sdl_version() < BLOCKING_SDL or pygame.display.get_driver() not in BLOCKING_DRIVERS:
            return cls(None)
        return cls(live_sdl())

    @property
    def blocks(self) -> bool:
        """True when :meth:`wait` sleeps in SDL until an event (no polling)."""
        return self.sdl is not None

    def wait(self, timeout: float | None) -> None:
        """Return once an event is queued (it stays queued for
        ``pygame.event.get``) or after ``timeout`` seconds (None: no timeout)."""
        if self.sdl is not None:
            if self.sdl.SDL_NumJoysticks() > 0:
                self.wait_reading_pads(timeout)
            else:
                self.sdl.SDL_WaitEventTimeout(None, timeout_ms(timeout))
            return
        deadline = None if timeout is None else time.perf_counter() + timeout
        while not pygame.event.peek():
            left = REST_POLL_S if deadline is None else deadline - time.perf_counter()
            if left <= 0:
                return
            time.sleep(min(REST_POLL_S, left))

    def wait_reading_pads(self, timeout: float | None) -> None:
        """:meth:`wait` while a pad is connected: SDL's reading of pads off,
        the pads read every :data:`REST_POLL_S` and the window system
        blocked on in between (SDL reads them itself again afterwards)."""
        sdl = self.sdl
        deadline = None if timeout is None else time.perf_counter() + timeout
        sdl.SDL_SetHint(AUTO_UPDATE_JOYSTICKS, b"0")
        try:
            while True:
                sdl.SDL_JoystickUpdate()
                left = REST_POLL_S if deadline is None else min(REST_POLL_S, deadline - time.perf_counter())
                if left <= 0 or sdl.SDL_WaitEventTimeout(None, timeout_ms(left)):
                    return
                if deadline is not None and time.perf_counter() >= deadline:
                    return
        finally:
            sdl.SDL_SetHint(AUTO_UPDATE_JOYSTICKS, b"1")
