"""``bench``: one JSON line with ``startup_s`` (a fresh process to the first
menu frame), ``frame_ms`` (p50, p99, max of the wall time of each frame's
work during a scripted, animated 4-player Flathead Rummy hand with AI turns,
in a window of ``--size``, 1280x800 unless told; an AI's thinking and the
person's choice happen between frames, as in the app, where the loop never
waits for them; a frame's work includes showing it), paced as the app
paces them, to the display's refresh rate (``refresh_hz``, and
``refresh_from``: "display", "default" when the display does not tell it,
as Xvfb does not, or "asked" with ``--refresh-hz``), ``frames_over_budget``
(how many of those frames took longer than one refresh, ``frame_budget_ms``),
``frames_over_ms`` (how many took longer than the frame of a display of
120, 90 and 60 Hz) and ``peak_rss_mb``. Frames while the new table
prepares (the last picture stands still, nothing new is shown: see
:mod:`fanucci_desktop.ui.tables.frame.readiness`) are not among them:
``prepare_frames`` counts them, ``prepare_frame_ms_max`` is the longest,
``prepare_frame_cpu_ms_max`` the most main-thread CPU time one took and
``prepare_frames_over_budget`` those longer than a refresh (the table is
opened from the menu's first frame, drawn before, as in the app). Also: the worst frame that took an
AI's move, ``frames_whole`` (how many frames were drawn whole, the others
only where cards moved), ``frame_cpu_ms`` (the main thread's CPU time per frame, which a
busy machine does not inflate), the load average and ``cpu_steal_pct`` (the
share of the machine's CPU time during the hand that a virtual machine's
host took away; None off Linux), to judge the figures.

Idle figures, from the real main loop in a fresh process: ``idle_cpu_pct`` -- the process's
CPU time over wall time, in percent of one core, for ``--idle-seconds`` on
the menu untouched (``menu``) and at a table waiting for a person's move
with AI opponents seated (``table``); ``wakeups_per_s`` -- the context
switches of all the process's threads a second over the same time (every
time a thread is put to sleep or woken, read from ``/proc``; None off
Linux); ``rss_mb`` -- resident memory at the menu and at that table.
``--sound-rest-seconds`` N adds ``sound_after_rest``: the table rests N
seconds (the audio device closes), then an effect is played: whether it
sounds and how long starting it took. ``ai_move_s_default_pace``: seconds
from one AI move to the next with the default settings, a watching player's
pace (:func:`ai_pace`). With no display the dummy video driver is used;
``SDL_VIDEODRIVER=x11`` (or your system's driver) measures a real window:
only there does the main loop block on the window system at rest."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import pygame

from ..app import App, freeze_first_objects, run_loop
from ..check import driver as dr
from ..storage import AppPaths
from ..ui.memory import peak_resident_mb, resident_mb
from ..session.seats import Seat
from ..ui.scenes.summary import HandSummary
from .bench_online import online_figures
from .measure import context_switches, cpu_ticks, percentile, steal_pct

#: A frame's time on displays of 120, 90 and 60 Hz, in milliseconds, by name.
FRAME_BUDGETS_MS = {"8.3": 1000 / 120, "11.1": 1000 / 90, "16.7": 1000 / 60}

STARTUP_CODE = """
import os, sys, time, tempfile
os.environ.setdefault("SDL_VIDEODRIVER", "dummy"); os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import fanucci_desktop.cli
from fanucci_desktop.app import App
from fanucci_desktop.storage import AppPaths
size = tuple(int(v) for v in sys.argv[1].split("x"))
app = App(paths=AppPaths.under(tempfile.mkdtemp()), size=size, realtime=True)
app.frame(1 / 60)
import pygame; pygame.display.flip()
print(time.time() - float(os.environ["FANUCCI_BENCH_T0"]))
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--max-seconds", type=float, default=60.0,
                        help="stop the scripted hand after this long (default 60)")
    parser.add_argument("--level", default="normal", help="AI level of the three AI seats")
    parser.add_argument("--idle-seconds", type=float, default=5.0,
                        help="how long each idle figure is measured (default 5)")
    parser.add_argument("--pace-seconds", type=float, default=12.0,
                        help="how long AI moves are timed at the default pace (default 12)")
    parser.add_argument("--size", type=window_size, default=(1280, 800),
                        help="the window's size, WIDTHxHEIGHT (default 1280x800)")
    parser.add_argument("--refresh-hz", type=int, default=None,
                        help="pace frames to this many a second, not to the display's refresh rate")
    parser.add_argument("--sound-rest-seconds", type=float, default=0.0,
                        help="rest this long at the table, then play a sound (default 0: skip)")
    parser.add_argument("--online", action="store_true",
                        help="measure online play instead: a move's way to 8 clients, and wake-ups at rest")


def over(times: list[float], budget_ms: float) -> int:
    """How many of the frames ``times`` (ms) took longer than ``budget_ms``."""
    return sum(1 for ms in times if ms > budget_ms)


def window_size(text: str) -> tuple[int, int]:
    """``"1280x800"`` as (1280, 800); a clear message for anything else."""
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"a size is WIDTHxHEIGHT, like 1280x800, not {text!r}") from None
    if width < 1 or height < 1:
        raise argparse.ArgumentTypeError(f"a size must be positive, not {text!r}")
    return width, height


def startup_seconds(size: tuple[int, int]) -> float:
    env = dict(os.environ, FANUCCI_BENCH_T0=repr(time.time()))
    out = subprocess.run([sys.executable, "-c", STARTUP_CODE, "%dx%d" % size], capture_output=True,
                         text=True, env=env, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def idle_share(app, seconds: float) -> tuple[float, float | None]:
    """The app's CPU share of one core, in percent, and its threads' wake-ups
    a second (None off Linux), over ``seconds`` of the real main loop with
    no input (the loop is stopped by a quit posted by an SDL timer)."""
    pygame.event.clear()
    pygame.time.set_timer(pygame.QUIT, max(1, round(seconds * 1000)), loops=1)
    switches0 = context_switches()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    run_loop(app)
    cpu1, wall1 = time.process_time(), time.perf_counter()
    switches1 = context_switches()
    app.running = True
    wall = wall1 - wall0
    wakeups = None if switches0 is None or switches1 is None else round((switches1 - switches0) / wall, 2)
    return round(100.0 * (cpu1 - cpu0) / wall, 3), wakeups


IDLE_CODE = """
import json, os, sys
os.environ.setdefault("SDL_VIDEODRIVER", "dummy"); os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
from fanucci_desktop.commands.bench import idle_figures
size = tuple(int(v) for v in sys.argv[2].split("x"))
print(json.dumps(idle_figures(float(sys.argv[1]), size, float(sys.argv[3]), int(sys.argv[4]) or None)))
"""

#: Before an idle figure is taken, the app runs this long untouched: the
#: entrance animations end and the audio device closes after its silence.
SETTLE_S = 4.0


def idle_figures_in_new_process(seconds: float, size: tuple[int, int], sound_rest_s: float,
                                refresh_hz: int | None = None) -> dict:
    """:func:`idle_figures` measured in a fresh process (so the scripted
    hand's memory and the idle figures do not colour each other)."""
    out = subprocess.run([sys.executable, "-c", IDLE_CODE, repr(seconds), "%dx%d" % size,
                          repr(sound_rest_s), str(refresh_hz or 0)], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def idle_figures(seconds: float, size: tuple[int, int] = (1280, 800), sound_rest_s: float = 0.0,
                 refresh_hz: int | None = None) -> dict:
    """``idle_cpu_pct``, ``wakeups_per_s`` and ``rss_mb`` on the menu just
    started and at a 4-player Flathead Rummy table waiting for the person's
    move, each over ``seconds`` of the real main loop with no input, after
    :data:`SETTLE_S` untouched; with ``sound_rest_s``, ``sound_after_rest``
    (:func:`sound_after_rest`); ``refresh_hz``: the frames' pace (None: the display's)."""
    with tempfile.TemporaryDirectory() as tmp:
        app = App(paths=AppPaths.under(tmp), size=size, animation_speed="normal", realtime=True,
                  refresh_hz=refresh_hz)
        idle_share(app, SETTLE_S)
        cpu, wakeups = idle_share(app, seconds)
        idle, woken, rss = {"menu": cpu}, {"menu": wakeups}, {"menu": resident_mb()}
        seats = [Seat("You")] + [Seat(n, "normal") for n in ("Ada", "Basil", "Cleo")]
        waiting = dr.new_table(app, "flathead-rummy", seats, seed=7)
        settle(app, lambda: waiting.session.human_turn and app.stack.top is waiting)
        idle_share(app, SETTLE_S)
        idle["table"], woken["table"] = idle_share(app, seconds)
        rss["table"] = resident_mb()
        figures = {"idle_cpu_pct": idle, "wakeups_per_s": woken, "rss_mb": rss}
        if sound_rest_s > 0:
            figures["sound_after_rest"] = sound_after_rest(app, sound_rest_s)
        app.shutdown()
    return figures


def sound_after_rest(app, seconds: float) -> dict:
    """Rest ``seconds`` in the real main loop, then play an effect as a
    move would: whether the audio device was closed by then, whether the
    effect started and is sounding, and the milliseconds starting it took
    (opening the device included; one frame is 16.7 ms)."""
    idle_share(app, seconds)
    closed = not app.sounds.is_open
    t0 = time.perf_counter()
    started = app.sounds.play("flip")
    ms = (time.perf_counter() - t0) * 1000
    return {"rest_s": seconds, "device_closed_before": closed, "started": started,
            "sounding": bool(pygame.mixer.get_init() and pygame.mixer.get_busy()),
            "start_ms": round(ms, 2), "audio_driver": audio_driver()}


def audio_driver() -> str | None:
    """The SDL audio driver in use (None with no audio)."""
    try:
        return pygame.mixer.get_driver() if pygame.mixer.get_init() else None
    except (pygame.error, AttributeError):
        return os.environ.get("SDL_AUDIODRIVER")


def ai_pace(seconds: float, refresh_hz: int | None = None) -> dict:
    """The wall time from one AI move to the next, in seconds (p50, p90),
    with the default settings (animations and the AI pace a player first
    gets): three ``normal`` AIs play Fortune Rummy for ``seconds`` of the
    real main loop, each move's animation included."""
    with tempfile.TemporaryDirectory() as tmp:
        app = App(paths=AppPaths.under(tmp), size=(1280, 800), realtime=True, refresh_hz=refresh_hz)
        table = dr.new_table(app, "fortune-rummy", [Seat(n, "normal") for n in ("Ada", "Basil", "Cleo")],
                             seed=5)
        played: list[float] = []
        moves = 0

        def note(app_, dt) -> None:
            nonlocal moves
            now = sum(len(h.moves) for h in table.match.hands)
            if now != moves:
                moves = now
                played.append(time.perf_counter())
        run_loop(app, exit_after_frames=app.frames + round(seconds * app.refresh.hz), on_frame=note)
        app.shutdown()
    gaps = [b - a for a, b in zip(played, played[1:])]
    return {"p50": round(percentile(gaps, 0.5), 2), "p90": round(percentile(gaps, 0.9), 2), "moves": len(played)}


def settle(app, until, max_seconds: float = 60.0) -> None:
    """Run real-time frames until ``until()`` holds and the app is at rest
    (nobody moves for a person's seat: the table waits for them)."""
    end = time.perf_counter() + max_seconds
    while time.perf_counter() < end:
        if until() and app.wake_in() is None and not app.stack.preparing():
            return
        app.frame(1 / 60)
        time.sleep(1 / 60)
    raise RuntimeError("the table never came to rest at the person's turn")


def run(args: argparse.Namespace) -> int:
    if args.online:
        print(json.dumps(online_figures(args.idle_seconds)))
        return 0
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    startup = startup_seconds(args.size)

    with tempfile.TemporaryDirectory() as tmp:
        app = App(paths=AppPaths.under(tmp), size=args.size, animation_speed="normal", realtime=True,
                  refresh_hz=args.refresh_hz)
        refresh = app.refresh
        app.update_settings(ai_pace="fast")
        freeze_first_objects()          # as the main loop does before its first frame
        app.frame(1 / refresh.hz)       # the menu, shown first as in the app: a table opens from it
        app.present()
        seats = [Seat("You")] + [Seat(n, args.level) for n in ("Ada", "Basil", "Cleo")]
        table = dr.new_table(app, "flathead-rummy", seats, seed=2024)
        pilot = dr.Autopilot(app, table, draw_every=1)
        clock = pygame.time.Clock()
        times: list[float] = []
        cpu: list[float] = []
        ai_times: list[float] = []
        prepare_times: list[float] = []
        prepare_cpu: list[float] = []
        whole = 0
        ticks = cpu_ticks()
        start = time.perf_counter()
        while time.perf_counter() - start < args.max_seconds:
            clock.tick(refresh.hz)
            # The human seat's move stands for a person's input: it is chosen
            # outside the timed frame, as a person thinks outside the app.
            human_move = None
            if app.stack.top is table and table.session.human_turn and not table.busy:
                human_move = pilot.choose()
            # An AI's move is waited for outside the timed frame too: the
            # real loop draws other frames meanwhile, it never waits for it.
            if app.stack.top is table and table.session.thinking:
                table.session.decider.settle(timeout=10.0)
            t0, c0 = time.perf_counter(), time.thread_time()
            thinking = table.session.thinking
            preparing = app.stack.preparing()
            if human_move is not None:
                table.flow.play(human_move)
            pilot.step(1 / refresh.hz)
            app.present()
            ms = (time.perf_counter() - t0) * 1000
            if preparing:           # the last picture stands still: no frame is shown
                prepare_times.append(ms)
                prepare_cpu.append((time.thread_time() - c0) * 1000)
                continue
            times.append(ms)
            cpu.append((time.thread_time() - c0) * 1000)
            if thinking:
                ai_times.append(ms)
            whole += app.changed is None
            if isinstance(app.stack.top, HandSummary):
                break
        stolen = steal_pct(ticks, cpu_ticks())
        app.shutdown()
        driver = pygame.display.get_driver()
        peak = peak_resident_mb()
        pygame.quit()
    moves = pilot.total_moves()
    print(json.dumps({
        "startup_s": round(startup, 3),
        "size": "%dx%d" % args.size,
        "frame_ms": {"p50": round(percentile(times, 0.5), 2), "p99": round(percentile(times, 0.99), 2),
                     "max": round(max(times), 2)},
        "refresh_hz": refresh.hz, "refresh_from": refresh.source,
        "frame_budget_ms": round(refresh.budget_ms, 2),
        "frames_over_budget": over(times, refresh.budget_ms),
        "frames_over_ms": {name: over(times, ms) for name, ms in FRAME_BUDGETS_MS.items()},
        "frames_whole": whole,
        "prepare_frames": len(prepare_times),
        "prepare_frame_ms_max": round(max(prepare_times), 2) if prepare_times else None,
        "prepare_frame_cpu_ms_max": round(max(prepare_cpu), 2) if prepare_cpu else None,
        "prepare_frames_over_budget": over(prepare_times, refresh.budget_ms),
        "frame_ms_while_ai_thinks_max": round(max(ai_times), 2) if ai_times else None,
        "frame_cpu_ms": {"p50": round(percentile(cpu, 0.5), 2), "p99": round(percentile(cpu, 0.99), 2),
                         "max": round(max(cpu), 2)},
        "load_average": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None,
        "cpu_steal_pct": stolen,
        "frames": len(times), "moves": moves, "hand_over": isinstance(app.stack.top, HandSummary),
        "peak_rss_mb": peak,
        **idle_figures_in_new_process(args.idle_seconds, args.size, args.sound_rest_seconds, args.refresh_hz),
        "ai_move_s_default_pace": ai_pace(args.pace_seconds, args.refresh_hz),
        "video_driver": driver,
    }))
    return 0
