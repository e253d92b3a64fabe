"""``bench``: one JSON line with ``startup_s`` (a fresh process to the first
menu frame), ``frame_ms`` (p50, p99, max of the wall time of each frame's
work during a scripted, animated 4-player Flathead Rummy hand at 1280x800
with AI turns) and ``peak_rss_mb``. Also: the worst frame while an AI was
thinking, ``frame_cpu_ms`` (the main thread's CPU time per frame, which a
busy machine does not inflate) and the load average, to judge the figures.

Idle figures, from the real main loop in a fresh process: ``idle_cpu_pct`` -- the process's
CPU time over wall time, in percent of one core, for ``--idle-seconds`` on
the menu untouched (``menu``) and at a table waiting for a person's move
with AI opponents seated (``table``); ``rss_mb`` -- resident memory at the
menu and at that table. ``ai_move_s_default_pace``: seconds from one AI
move to the next with the default settings, a watching player's pace
(:func:`ai_pace`). With no display the dummy video driver is used;
``SDL_VIDEODRIVER=x11`` (or your system's driver) measures a real window."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import pygame

from ..app import App, run_loop
from ..check import driver as dr
from ..storage import AppPaths
from ..ui.memory import peak_resident_mb, resident_mb
from ..session.seats import Seat
from ..ui.scenes.summary import HandSummary

STARTUP_CODE = """
import os, sys, time, tempfile
os.environ.setdefault("SDL_VIDEODRIVER", "dummy"); os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
import fanucci_desktop.cli
from fanucci_desktop.app import App
from fanucci_desktop.storage import AppPaths
app = App(paths=AppPaths.under(tempfile.mkdtemp()), size=(1280, 800), realtime=True)
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


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def startup_seconds() -> float:
    env = dict(os.environ, FANUCCI_BENCH_T0=repr(time.time()))
    out = subprocess.run([sys.executable, "-c", STARTUP_CODE], capture_output=True, text=True,
                         env=env, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def idle_share(app, seconds: float) -> float:
    """The app's CPU share of one core, in percent, over ``seconds`` of the
    real main loop with no input (the loop is stopped by a posted quit)."""
    pygame.event.clear()
    pygame.time.set_timer(pygame.QUIT, max(1, round(seconds * 1000)), loops=1)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    run_loop(app)
    cpu1, wall1 = time.process_time(), time.perf_counter()
    app.running = True
    return round(100.0 * (cpu1 - cpu0) / (wall1 - wall0), 2)


IDLE_CODE = """
import json, os, sys
os.environ.setdefault("SDL_VIDEODRIVER", "dummy"); os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
from fanucci_desktop.commands.bench import idle_figures
print(json.dumps(idle_figures(float(sys.argv[1]))))
"""


def idle_figures_in_new_process(seconds: float) -> dict:
    """:func:`idle_figures` measured in a fresh process (so the scripted
    hand's memory and the idle figures do not colour each other)."""
    out = subprocess.run([sys.executable, "-c", IDLE_CODE, repr(seconds)], capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def idle_figures(seconds: float) -> dict:
    """``idle_cpu_pct`` and ``rss_mb`` on the menu just started and at a
    4-player Flathead Rummy table waiting for the person's move, each over
    ``seconds`` of the real main loop with no input."""
    with tempfile.TemporaryDirectory() as tmp:
        app = App(paths=AppPaths.under(tmp), size=(1280, 800), animation_speed="normal", realtime=True)
        idle_share(app, 1.5)                     # the menu's entrance, then rest
        idle = {"menu": idle_share(app, seconds)}
        rss = {"menu": resident_mb()}
        seats = [Seat("You")] + [Seat(n, "normal") for n in ("Ada", "Basil", "Cleo")]
        waiting = dr.new_table(app, "flathead-rummy", seats, seed=7)
        settle(app, lambda: waiting.human_turn and app.stack.top is waiting)
        idle["table"] = idle_share(app, seconds)
        rss["table"] = resident_mb()
        app.shutdown()
    return {"idle_cpu_pct": idle, "rss_mb": rss}


def ai_pace(seconds: float) -> dict:
    """The wall time from one AI move to the next, in seconds (p50, p90),
    with the default settings (animations and the AI pace a player first
    gets): three ``normal`` AIs play Fortune Rummy for ``seconds`` of the
    real main loop, each move's animation included."""
    with tempfile.TemporaryDirectory() as tmp:
        app = App(paths=AppPaths.under(tmp), size=(1280, 800), realtime=True)
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
        run_loop(app, exit_after_frames=app.frames + round(seconds * 60), on_frame=note)
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
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    startup = startup_seconds()

    with tempfile.TemporaryDirectory() as tmp:
        app = App(paths=AppPaths.under(tmp), size=(1280, 800), animation_speed="normal", realtime=True)
        app.update_settings(ai_pace="fast")
        seats = [Seat("You")] + [Seat(n, args.level) for n in ("Ada", "Basil", "Cleo")]
        table = dr.new_table(app, "flathead-rummy", seats, seed=2024)
        pilot = dr.Autopilot(app, table, draw_every=1)
        clock = pygame.time.Clock()
        times: list[float] = []
        cpu: list[float] = []
        ai_times: list[float] = []
        start = time.perf_counter()
        while time.perf_counter() - start < args.max_seconds:
            clock.tick(60)
            # The human seat's move stands for a person's input: it is chosen
            # outside the timed frame, as a person thinks outside the app.
            human_move = None
            if app.stack.top is table and table.human_turn and not table.busy:
                human_move = pilot.choose()
            t0, c0 = time.perf_counter(), time.thread_time()
            thinking = table.session.thinking
            if human_move is not None:
                table.apply(human_move)
            pilot.step(1 / 60)
            pygame.display.flip()
            ms = (time.perf_counter() - t0) * 1000
            times.append(ms)
            cpu.append((time.thread_time() - c0) * 1000)
            if thinking:
                ai_times.append(ms)
            if isinstance(app.stack.top, HandSummary):
                break
        app.shutdown()
        driver = pygame.display.get_driver()
        peak = peak_resident_mb()
        pygame.quit()
    moves = pilot.total_moves()
    print(json.dumps({
        "startup_s": round(startup, 3),
        "frame_ms": {"p50": round(percentile(times, 0.5), 2), "p99": round(percentile(times, 0.99), 2),
                     "max": round(max(times), 2)},
        "frame_ms_while_ai_thinks_max": round(max(ai_times), 2) if ai_times else None,
        "frame_cpu_ms": {"p50": round(percentile(cpu, 0.5), 2), "p99": round(percentile(cpu, 0.99), 2),
                         "max": round(max(cpu), 2)},
        "load_average": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None,
        "frames": len(times), "moves": moves, "hand_over": isinstance(app.stack.top, HandSummary),
        "peak_rss_mb": peak, **idle_figures_in_new_process(args.idle_seconds),
        "ai_move_s_default_pace": ai_pace(args.pace_seconds),
        "video_driver": driver,
    }))
    return 0
