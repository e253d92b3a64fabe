"""The main loop sleeps until something happens: at rest it asks to wait
with no timeout, with a scheduled change it asks to wait that long, and a
worker's wake-up (or any event) ends the wait."""

from __future__ import annotations

import os
import select
import threading

import pygame
import pytest

from fanucci_desktop import app as app_module
from fanucci_desktop.app import App, run_loop
from fanucci_desktop.check import driver as dr
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui import waiting
from fanucci_desktop.ui.sounds import SILENCE_S, SoundBank
from fanucci_desktop.ui.waiting import WAKE_EVENT, EventWaiter, held_fds, live_sdl, pad_fds, timeout_ms


@pytest.fixture
def app(tmp_path):
    application = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="normal")
    yield application
    application.shutdown()


def settle(app) -> None:
    """Run frames until the app is at rest, and close the audio device (as
    a silence would)."""
    for _ in range(600):
        if app.wake_in() is None:
            app.sounds.close()
            pygame.event.clear()
            return
        dr.run_frames(app, 1)
    raise AssertionError("the app never came to rest")


class RecordingWaiter(EventWaiter):
    """Records each wait's timeout and answers it with ``answer`` events."""

    def __init__(self, answer) -> None:
        super().__init__(None)
        self.timeouts: list[float | None] = []
        self.answer = answer

    def wait(self, timeout):
        self.timeouts.append(timeout)
        for event in self.answer():
            pygame.event.post(event)


def run_with(app, monkeypatch, waiter) -> None:
    monkeypatch.setattr(app_module.EventWaiter, "for_display", classmethod(lambda cls: waiter))
    pygame.time.set_timer(pygame.QUIT, 10_000, loops=1)     # a bound if the loop never waits
    run_loop(app)
    pygame.time.set_timer(pygame.QUIT, 0)


def test_the_loop_with_nothing_scheduled_waits_once_with_no_timeout(app, monkeypatch):
    settle(app)
    waiter = RecordingWaiter(lambda: [pygame.event.Event(pygame.QUIT)])
    frames = app.frames
    run_with(app, monkeypatch, waiter)
    assert waiter.timeouts == [None]
    assert app.frames == frames


def test_the_loop_waits_until_the_next_scheduled_change(app, monkeypatch):
    settle(app)
    app.toast("Saved", seconds=3.0)
    due = app.wake_in()
    assert due is not None and 2.0 < due <= 3.0
    waiter = RecordingWaiter(lambda: [pygame.event.Event(pygame.QUIT)])
    run_with(app, monkeypatch, waiter)
    assert waiter.timeouts == [due]


def test_at_rest_the_loop_wakes_only_to_close_the_audio_device(app, monkeypatch):
    settle(app)
    now = [100.0]
    app.sounds = SoundBank(clock=lambda: now[0])             # the device opens
    assert app.sounds.is_open
    pygame.event.clear()                                    # SDL's news of the audio device

    open_at_second_wait: list[bool] = []

    def answer():
        if len(waiter.timeouts) == 1:
            now[0] += waiter.timeouts[0]                    # the silence passes; nothing came
            return []
        open_at_second_wait.append(app.sounds.is_open)
        return [pygame.event.Event(pygame.QUIT)]

    waiter = RecordingWaiter(answer)
    frames = app.frames
    run_with(app, monkeypatch, waiter)
    assert waiter.timeouts == [SILENCE_S, None]             # then it waits for input alone
    assert open_at_second_wait == [False]                   # closed in between,
    assert app.frames == frames                             # and nothing drawn


def test_input_after_a_rest_opens_the_audio_device_before_the_frame(app, monkeypatch):
    settle(app)
    assert not app.sounds.is_open
    open_at_frame: list[bool] = []
    monkeypatch.setattr(app, "frame", lambda dt, events=(), draw=True: (
        open_at_frame.append(app.sounds.is_open), app.quit()))
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    run_with(app, monkeypatch, RecordingWaiter(lambda: [motion]))
    assert open_at_frame == [True]


def test_window_news_and_quitting_leave_a_closed_audio_device_closed(app, monkeypatch):
    settle(app)
    assert not app.sounds.is_open
    news = [pygame.event.Event(pygame.WINDOWFOCUSLOST), pygame.event.Event(pygame.WINDOWEXPOSED),
            pygame.event.Event(pygame.QUIT)]
    run_with(app, monkeypatch, RecordingWaiter(lambda: news))
    assert not app.sounds.is_open


def test_the_audio_device_opening_does_not_wake_the_loop(app, monkeypatch):
    settle(app)
    waiter = RecordingWaiter(lambda: [pygame.event.Event(pygame.QUIT)])
    monkeypatch.setattr(app_module.EventWaiter, "for_display", classmethod(lambda cls: waiter))
    run_loop(app)                               # the loop sets up what it listens to
    app.running = True
    app.sounds.get_ready()
    assert app.sounds.is_open and not pygame.event.peek()


def test_the_audio_device_is_never_closed_mid_animation(app, monkeypatch):
    now = [100.0]
    app.sounds = SoundBank(clock=lambda: now[0])
    now[0] += 60                                           # a long silence, but cards move
    monkeypatch.setattr(app, "wake_in", lambda: 0.0)
    monkeypatch.setattr(app_module, "next_events", lambda wait, waiter: [])
    run_loop(app, on_frame=lambda app_, dt: app_.quit())
    assert app.sounds.is_open


def test_a_wake_up_draws_one_frame_and_reaches_no_scene(app, monkeypatch):
    settle(app)
    app.sounds.enabled = False                  # (sound on, the audio device would wait 3 s)
    seen: list[int] = []
    handle = app.stack.handle
    monkeypatch.setattr(app.stack, "handle", lambda event: (seen.append(event.type), handle(event)))
    answers = iter([[pygame.event.Event(WAKE_EVENT)], [pygame.event.Event(pygame.QUIT)]])
    waiter = RecordingWaiter(lambda: next(answers))
    frames = app.frames
    run_with(app, monkeypatch, waiter)
    assert waiter.timeouts == [None, None]
    assert app.frames == frames + 1 and WAKE_EVENT not in seen


def test_a_worker_thread_wakes_a_waiting_loop(app):
    settle(app)
    woke: list[bool] = []
    threading.Timer(0.1, app.wake).start()

    def stop(app_, dt) -> None:
        woke.append(bool(app_.running))
        app_.quit()

    pygame.time.set_timer(pygame.QUIT, 10_000, loops=1)
    run_loop(app, on_frame=stop)
    pygame.time.set_timer(pygame.QUIT, 0)
    assert woke == [True], "the loop was not woken by the worker"


def test_timeouts_are_whole_milliseconds_rounded_up():
    assert timeout_ms(None) == -1
    assert timeout_ms(0.0001) == 1 and timeout_ms(0.25) == 250 and timeout_ms(0.2501) == 251


def test_the_blocking_waiter_sleeps_in_sdl_with_the_timeout():
    calls: list[tuple] = []

    class FakeSDL:
        def SDL_NumJoysticks(self):
            return 0

        def SDL_WaitEventTimeout(self, event, ms):
            calls.append((event, ms))
            return 0

    waiter = EventWaiter(FakeSDL())
    assert waiter.blocks
    waiter.wait(None)
    waiter.wait(1.5)
    assert calls == [(None, -1), (None, 1500)]


def test_with_a_pad_without_a_file_the_waiter_reads_it_itself_and_blocks_in_between():
    """SDL with a pad open would look at its queue every millisecond: the
    waiter turns SDL's own reading of pads off while it waits and, the pad's
    file not found, reads them before each blocking wait of at most
    REST_POLL_S, and turns it on again once an event came."""
    calls: list[tuple] = []

    class FakeSDL:
        def SDL_NumJoysticks(self):
            return 1

        def SDL_SetHint(self, name, value):
            calls.append(("hint", name, value))
            return 1

        def SDL_JoystickUpdate(self):
            calls.append(("read pads",))

        def SDL_WaitEventTimeout(self, event, ms):
            calls.append(("wait", ms))
            return sum(call[0] == "wait" for call in calls) == 3     # an event in the third wait

    EventWaiter(FakeSDL()).wait(None)
    slice_ms = timeout_ms(waiting.REST_POLL_S)
    assert calls == [("hint", b"SDL_AUTO_UPDATE_JOYSTICKS", b"0"),
                     *[("read pads",), ("wait", slice_ms)] * 3,
                     ("hint", b"SDL_AUTO_UPDATE_JOYSTICKS", b"1")]


def test_the_dummy_driver_polls_and_a_window_system_blocks(app, monkeypatch):
    assert not EventWaiter.for_display().blocks            # the tests' dummy driver
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    assert EventWaiter.for_display().blocks                # pygame's own SDL was found


def test_the_sdl_found_is_the_one_pygame_runs_on(app):
    sdl = live_sdl()
    assert sdl is not None
    pygame.event.clear()
    assert sdl.SDL_WaitEventTimeout(None, 1) == 0
    pygame.event.post(pygame.event.Event(WAKE_EVENT))
    assert sdl.SDL_WaitEventTimeout(None, 1) == 1           # pygame's queue, seen from SDL
    assert [e.type for e in pygame.event.get()] == [WAKE_EVENT]


def test_the_polling_waiter_returns_on_an_event_or_its_timeout(app):
    pygame.event.clear()
    waiter = EventWaiter(None)
    waiter.wait(0.05)                                      # nothing came: returns
    threading.Timer(0.05, waiting.post_wake).start()
    waiter.wait(None)                                      # returns on the wake-up
    assert [e.type for e in pygame.event.get()] == [WAKE_EVENT]


class PadOnAPipe:
    """SDL with one pad whose device file is a pipe (the waiter is given the
    pipe for the pad's file): a byte written to the pipe is the pad pressed,
    and SDL reading the pads (``SDL_JoystickUpdate``) turns a byte waiting
    there into a controller event. The waits are the real SDL's."""

    def __init__(self, sdl, press_while_waiting: bool) -> None:
        self.sdl = sdl
        self.pad_in, self.pad_out = os.pipe()
        self.press_while_waiting = press_while_waiting
        self.reads = 0
        self.waits: list[int] = []
        self.hints: list[bytes] = []

    def SDL_NumJoysticks(self):
        return 1

    def SDL_SetHint(self, name, value):
        self.hints.append(value)
        return 1

    def SDL_JoystickUpdate(self):
        self.reads += 1
        if select.select([self.pad_in], [], [], 0)[0]:
            os.read(self.pad_in, 1)
            pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0,
                                                 button=pygame.CONTROLLER_BUTTON_A))

    def SDL_WaitEventTimeout(self, event, ms):
        self.waits.append(ms)
        if self.press_while_waiting and len(self.waits) == 1:
            threading.Timer(0.05, os.write, (self.pad_out, b"a")).start()   # pressed during the wait
        return self.sdl.SDL_WaitEventTimeout(event, ms)

    def close(self) -> None:
        os.close(self.pad_in)
        os.close(self.pad_out)


def test_with_a_pad_file_the_waiter_blocks_on_it_and_wakes_on_its_input(app):
    """The pad's file found, the waiter blocks with no timeout (no reading
    every REST_POLL_S): the pad's input wakes it, SDL reads the pads once,
    and the pad's event is what stays queued."""
    pygame.event.clear()
    sdl = PadOnAPipe(live_sdl(), press_while_waiting=True)
    try:
        EventWaiter(sdl, find_fds=lambda _: [sdl.pad_in]).wait(None)
    finally:
        sdl.close()
    assert sdl.waits == [-1] and sdl.reads == 1
    assert [e.type for e in pygame.event.get()] == [pygame.CONTROLLERBUTTONDOWN]
    assert sdl.hints == [b"0", b"1"]


def test_with_a_pad_file_and_no_input_the_waiter_sleeps_to_its_timeout_unread(app):
    pygame.event.clear()
    sdl = PadOnAPipe(live_sdl(), press_while_waiting=False)
    try:
        EventWaiter(sdl, find_fds=lambda _: [sdl.pad_in]).wait(0.1)
    finally:
        sdl.close()
    assert sdl.waits == [100] and sdl.reads == 0 and not pygame.event.peek()


def test_a_pad_file_that_wakes_for_nothing_is_given_up_for_reading_the_pads(app):
    """A pad's file readable with nothing for SDL in it (a pad pulled out
    before SDL lets it go) wakes the waiter IDLE_WAKES times, then the wait
    goes on reading the pads every REST_POLL_S, and ends at its timeout."""
    pygame.event.clear()
    sdl = PadOnAPipe(live_sdl(), press_while_waiting=False)
    stuck_in, stuck_out = os.pipe()
    os.write(stuck_out, b"!")                  # never read: readable for ever
    try:
        EventWaiter(sdl, find_fds=lambda _: [stuck_in]).wait(0.2)
    finally:
        sdl.close()
        os.close(stuck_in)
        os.close(stuck_out)
    blocking = [ms for ms in sdl.waits if ms > timeout_ms(waiting.REST_POLL_S)]
    assert len(blocking) == waiting.IDLE_WAKES
    assert sdl.reads > waiting.IDLE_WAKES and not pygame.event.peek()


def test_the_pads_files_are_those_this_process_holds_on_their_devices(tmp_path):
    path = tmp_path / "event7"
    path.write_bytes(b"")
    with open(path, "rb") as held:
        assert held_fds({str(path), "/nowhere"}) == {str(path): held.fileno()}


def test_a_pad_without_a_device_file_is_read_by_looking_at_it():
    class SDLWith:
        def __init__(self, *paths):
            self.paths = paths

        def SDL_NumJoysticks(self):
            return len(self.paths)

        def SDL_JoystickPathForIndex(self, index):
            return self.paths[index]

    assert pad_fds(SDLWith(None)) is None                          # SDL's virtual pad
    assert pad_fds(SDLWith(b"/dev/hidraw3")) is None               # read through hidraw
    assert pad_fds(SDLWith(b"/dev/input/event-nothing-open")) is None
    assert pad_fds(SDLWith()) is None
