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
reading of pads off (``SDL_AUTO_UPDATE_JOYSTICKS``) and blocks on the pads
too: where every pad has a device file this process holds open (on Linux,
SDL's evdev or joystick device under ``/dev/input``, :func:`pad_fds`), a
:class:`PadWatch` thread blocks in ``select`` on those files while the main
thread blocks on the window system, and posts :data:`PAD_NEWS_EVENT` when a
pad has input; the waiter takes that news, has SDL read the pads
(``SDL_JoystickUpdate``) and returns if an event came of it. Where a pad
has no such file (other systems, SDL's virtual pads, a pad SDL reads
through ``hidraw``) it reads the pads every :data:`REST_POLL_S` instead and
blocks on the window system in between. Either way a press arrives as an
event and ends the wait, and SDL reads pads again for each frame once the
wait is over.

Where SDL cannot be found, or the video driver has no event source to wait on
(the dummy driver of tests and headless runs, where SDL would look every
millisecond), the waiter looks at the queue every :data:`REST_POLL_S`.
"""

from __future__ import annotations

import ctypes
import glob
import math
import os
import select
import sys
import threading
import time
from typing import Any, Callable

import pygame

#: The event that wakes the main loop from another thread (it carries
#: nothing: the loop draws a frame and the scenes look at what changed).
WAKE_EVENT = pygame.event.custom_type()

#: What a :class:`PadWatch` posts when a pad has input: the waiter takes it
#: (it never reaches the app) and has SDL read the pads.
PAD_NEWS_EVENT = pygame.event.custom_type()

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

#: Where a pad's device files are that can be blocked on (Linux's evdev and
#: joystick devices).
PAD_DEVICES = "/dev/input/"

#: A wait gives up blocking on the pads' files after this many of their
#: wake-ups that brought no event (a file that stays readable, say a pad
#: pulled out before SDL lets it go), and reads the pads every
#: :data:`REST_POLL_S` for the rest of that wait.
IDLE_WAKES = 3


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
            if hasattr(lib, "SDL_JoystickPathForIndex"):         # SDL 2.24 and later
                lib.SDL_JoystickPathForIndex.argtypes = [ctypes.c_int]
                lib.SDL_JoystickPathForIndex.restype = ctypes.c_char_p
            return lib
    return None


def timeout_ms(timeout: float | None) -> int:
    """SDL's timeout for ``timeout`` seconds: -1 for none, else whole
    milliseconds rounded up (never 0, which would not wait at all)."""
    if timeout is None:
        return -1
    return max(1, math.ceil(timeout * 1000))


def held_fds(paths: set[str]) -> dict[str, int]:
    """The files of this process open on ``paths``, by path (read from
    ``/proc/self/fd``; {} where there is none)."""
    found: dict[str, int] = {}
    try:
        names = os.listdir("/proc/self/fd")
    except OSError:
        return found
    for name in names:
        try:
            target = os.readlink(f"/proc/self/fd/{name}")
        except OSError:
            continue                        # closed meanwhile (listdir's own, say)
        if target in paths:
            found.setdefault(target, int(name))
    return found


def pad_fds(sdl: Any) -> list[int] | None:
    """The files SDL reads the connected pads from, for blocking on: each
    pad's device (``SDL_JoystickPathForIndex``) under :data:`PAD_DEVICES`
    and the file this process holds open on it. None when a pad has none
    (a virtual pad, one read through ``hidraw``, an SDL or a system that
    cannot say), or no pad is connected: then the pads must be read by
    looking at them."""
    path_for = getattr(sdl, "SDL_JoystickPathForIndex", None)
    count = sdl.SDL_NumJoysticks()
    if path_for is None or count <= 0:
        return None
    paths = [path_for(index) for index in range(count)]
    names = [p.decode("utf-8", "replace") if isinstance(p, bytes) else p for p in paths]
    if not all(name and name.startswith(PAD_DEVICES) for name in names):
        return None
    held = held_fds(set(names))
    return [held[name] for name in names] if all(name in held for name in names) else None


class PadWatch:
    """A thread blocked in ``select`` on the pads' files ``fds`` until one
    has input, then posting :data:`PAD_NEWS_EVENT` once (through ``post``,
    which must be safe from any thread) and ending; :meth:`stop` ends it
    sooner. It never reads the files: SDL does."""

    def __init__(self, fds: list[int], post: Callable[[], None]) -> None:
        self.post = post
        self.stop_in, self.stop_out = os.pipe()
        self.thread = threading.Thread(target=self.run, args=(fds,), name="pad watch", daemon=True)
        self.thread.start()

    def run(self, fds: list[int]) -> None:
        try:
            ready, _, _ = select.select([*fds, self.stop_in], [], [])
        except (OSError, ValueError):
            ready = fds                     # a file gone: SDL must look at the pads
        if self.stop_in not in ready:
            self.post()

    def stop(self) -> None:
        """End the watch (its news, if it posted any, stays queued)."""
        os.write(self.stop_out, b".")
        self.thread.join()
        os.close(self.stop_in)
        os.close(self.stop_out)


def post_pad_news() -> None:
    """Post :data:`PAD_NEWS_EVENT` (from :class:`PadWatch`'s thread)."""
    try:
        pygame.event.post(pygame.event.Event(PAD_NEWS_EVENT))
    except pygame.error:
        pass


class EventWaiter:
    """Blocks until an event is queued or a timeout passes.

    ``sdl`` is the SDL library to block in (see :func:`live_sdl`), or None to
    look at the queue every :data:`REST_POLL_S`; ``find_fds`` finds the
    files of the pads connected to block on (:func:`pad_fds`, given
    ``sdl``). :meth:`for_display` picks for the video driver in use."""

    def __init__(self, sdl: Any | None, find_fds: Callable[[Any], list[int] | None] = pad_fds) -> None:
        self.sdl = sdl
        self.find_fds = find_fds

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
                self.wait_with_pads(timeout)
            else:
                self.sdl.SDL_WaitEventTimeout(None, timeout_ms(timeout))
            return
        deadline = None if timeout is None else time.perf_counter() + timeout
        while not pygame.event.peek():
            left = REST_POLL_S if deadline is None else deadline - time.perf_counter()
            if left <= 0:
                return
            time.sleep(min(REST_POLL_S, left))

    def wait_with_pads(self, timeout: float | None) -> None:
        """:meth:`wait` while a pad is connected: SDL's reading of pads off,
        the window system blocked on and, while the pads' files can be
        found, those files too (:class:`PadWatch`); a pad's input has SDL
        read the pads, and the wait ends if an event came of it. Without
        the files (or after :data:`IDLE_WAKES` of their wake-ups brought
        nothing) the pads are read every :data:`REST_POLL_S`. SDL reads
        them itself again afterwards."""
        sdl = self.sdl
        deadline = None if timeout is None else time.perf_counter() + timeout
        sdl.SDL_SetHint(AUTO_UPDATE_JOYSTICKS, b"0")
        try:
            idle = 0
            fds = self.find_fds(sdl)
            while fds is not None and idle < IDLE_WAKES:
                left = None if deadline is None else deadline - time.perf_counter()
                if left is not None and left <= 0:
                    return
                watch = PadWatch(fds, post_pad_news)
                try:
                    woke = sdl.SDL_WaitEventTimeout(None, timeout_ms(left))
                finally:
                    watch.stop()
                pygame.event.get(PAD_NEWS_EVENT, pump=False)
                if not woke or pygame.event.peek(pump=False):
                    return                  # the timeout, or input besides the pads'
                sdl.SDL_JoystickUpdate()
                if pygame.event.peek(pump=False):
                    return
                idle += 1
                fds = self.find_fds(sdl)
            self.read_pads_until(deadline)
        finally:
            sdl.SDL_SetHint(AUTO_UPDATE_JOYSTICKS, b"1")

    def read_pads_until(self, deadline: float | None) -> None:
        """Read the pads every :data:`REST_POLL_S`, blocked on the window
        system in between, until an event or ``deadline`` (a
        ``time.perf_counter`` time; None: none)."""
        sdl = self.sdl
        while True:
            sdl.SDL_JoystickUpdate()
            left = REST_POLL_S if deadline is None else min(REST_POLL_S, deadline - time.perf_counter())
            if left <= 0 or sdl.SDL_WaitEventTimeout(None, timeout_ms(left)):
                return
            if deadline is not None and time.perf_counter() >= deadline:
                return
