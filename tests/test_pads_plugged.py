"""A real pad as SDL sees one (SDL's virtual game controller, attached and
detached through the SDL library pygame runs on): picked up and let go with
a notice, its buttons read, and a pad at rest never waking the loop.

The plug-in test runs in a fresh interpreter (this file run as a script):
once pygame has been quit and started again twice in one process, as the
suite's in-process selftests do, SDL still knows a virtual pad for a game
controller but no longer sends its CONTROLLERDEVICEADDED."""

from __future__ import annotations

import ctypes
import subprocess
import sys
import tempfile
import threading
import time

import pygame
import pytest

from fanucci_desktop import app as app_module
from fanucci_desktop.app import App, run_loop
from fanucci_desktop.check import driver as dr
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.waiting import EventWaiter, live_sdl

#: SDL_JOYSTICK_TYPE_GAMECONTROLLER of SDL_joystick.h.
GAMECONTROLLER = 1


@pytest.fixture
def app(tmp_path):
    application = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    yield application
    application.shutdown()


class VirtualPad:
    """A game controller SDL believes is plugged in."""

    def __init__(self) -> None:
        sdl = live_sdl()
        if sdl is None or not hasattr(sdl, "SDL_JoystickAttachVirtual"):
            pytest.skip("this SDL has no virtual joysticks")
        self.sdl = sdl
        sdl.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int] * 4
        sdl.SDL_JoystickFromInstanceID.restype = ctypes.c_void_p
        sdl.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
        sdl.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
        sdl.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
        sdl.SDL_JoystickGetDeviceInstanceID.argtypes = [ctypes.c_int]
        self.index = sdl.SDL_JoystickAttachVirtual(GAMECONTROLLER, 6, 15, 0)
        assert self.index >= 0
        self.instance = sdl.SDL_JoystickGetDeviceInstanceID(self.index)

    def press(self, button: int, down: bool) -> None:
        handle = self.sdl.SDL_JoystickFromInstanceID(self.instance)
        assert handle, "the pad was not opened"
        self.sdl.SDL_JoystickSetVirtualButton(handle, button, int(down))

    def tilt(self, axis: int, value: int) -> None:
        self.sdl.SDL_JoystickSetVirtualAxis(self.sdl.SDL_JoystickFromInstanceID(self.instance), axis, value)

    def detach(self) -> None:
        self.sdl.SDL_JoystickDetachVirtual(self.index)


def pump(app, frames: int = 3) -> None:
    """Frames with what SDL has queued, as the main loop takes it."""
    for _ in range(frames):
        app.frame(dr.FRAME_S, pygame.event.get())


def toasts(app) -> list[str]:
    return [text for text, _ in app.toasts]


def pump_until(app, holds, what: str, frames: int = 200) -> None:
    """Frames until ``holds()`` (SDL may hand a device's events over a few
    frames late on a busy machine); fails naming ``what`` and the events
    seen when it never does."""
    seen: list[str] = []
    for _ in range(frames):
        events = pygame.event.get()
        seen += [pygame.event.event_name(event.type) for event in events]
        app.frame(dr.FRAME_S, events)
        if holds():
            return
        time.sleep(0.01)
    pytest.fail(f"{what} did not happen in {frames} frames; SDL sent {seen or 'nothing'}")


def test_a_pad_plugged_in_is_picked_up_read_and_let_go():
    done = subprocess.run([sys.executable, __file__], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def plugged_in_and_out(app) -> None:
    """The pad plugged in, its D-pad and stick read, and let go (in a fresh interpreter)."""
    pump(app)
    pad = VirtualPad()
    pump_until(app, lambda: "Controller connected: Virtual Controller" in toasts(app),
               "the connection notice")
    group = app.stack.top.focus_group()
    start = group.focus
    pad.press(pygame.CONTROLLER_BUTTON_DPAD_DOWN, True)
    pump_until(app, lambda: group.focus != start, "the focus moving down")
    pad.press(pygame.CONTROLLER_BUTTON_DPAD_DOWN, False)
    pump(app)
    assert app.devices.pads.last == "pad"
    pad.tilt(pygame.CONTROLLER_AXIS_LEFTY, -30000)          # held up as it goes
    pump_until(app, lambda: bool(app.devices.pads.held), "the stick held up")
    pad.detach()
    pump_until(app, lambda: "Controller disconnected: Virtual Controller" in toasts(app),
               "the disconnection notice")
    assert not app.devices.pads.pads and not app.devices.pads.held


class CountingWaiter(EventWaiter):
    """The polling waiter, counting how often the loop came to wait."""

    def __init__(self) -> None:
        super().__init__(None)
        self.waits = 0

    def wait(self, timeout):
        self.waits += 1
        super().wait(timeout)


def test_a_pad_at_rest_wakes_the_loop_at_most_twice_a_second_and_draws_nothing(app, monkeypatch):
    pad = VirtualPad()
    pump(app)
    for _ in range(600):                    # the notice fades, the menu comes to rest
        if app.wake_in() is None:
            break
        app.frame(0.5, pygame.event.get(), draw=False)
    app.sounds.close()
    pygame.event.clear()
    waiter = CountingWaiter()
    monkeypatch.setattr(app_module.EventWaiter, "for_display", classmethod(lambda cls: waiter))
    frames = app.frames

    def stick_noise() -> None:              # a stick resting a little off centre, twitching
        for value in (1200, 900, 1500, 1100, 2000, 800):
            pad.tilt(pygame.CONTROLLER_AXIS_LEFTX, value)
            time.sleep(0.05)
    noise = threading.Thread(target=stick_noise)
    pygame.time.set_timer(pygame.QUIT, 1500, loops=1)
    started = time.perf_counter()
    noise.start()
    run_loop(app)
    noise.join()
    seconds = time.perf_counter() - started
    pad.detach()
    assert app.frames == frames, f"{app.frames - frames} frames drawn for a pad at rest"
    assert waiter.waits <= 2 * seconds + 6, f"{waiter.waits} wake-ups in {seconds:.1f} s"


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as folder:
        fresh = App(paths=AppPaths.under(folder), size=(1280, 800), animation_speed="instant")
        try:
            plugged_in_and_out(fresh)
        finally:
            fresh.shutdown()
