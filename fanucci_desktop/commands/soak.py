"""``soak``: all-AI matches back to back in real time, for a long session's
memory. The real main loop runs with every animation and the card-art
warmer on. It first tours the games: each plays until its first hand ends or
for :data:`TOUR_S` seconds, whichever comes first, then the next game's
match opens. Then whole matches are played back to back, the games in turn.
So every game's art and engine have been in use before minute 5, which falls
in the first whole match: growth after it means a leak, not a first visit.

Every minute one JSON line: ``minute``, ``rss_mb`` (resident memory now),
``peak_rss_mb``, ``frames``, ``matches``, ``hands``. The last line:
``minutes`` played and ``growth_pct``, resident memory at the last whole
minute against minute 5 (or the first minute of a shorter run).

With no display the dummy video driver is used; give ``SDL_VIDEODRIVER=x11``
(or your system's driver) to soak a real window.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time

import pygame

from ..app import App, run_loop
from ..check import driver as dr
from ..engine.protocol import GameInfo
from ..games import GAMES
from ..storage import AppPaths
from ..ui.memory import peak_resident_mb, resident_mb
from ..session.seats import Seat
from ..ui.scenes.handoff import HandOff
from ..ui.scenes.summary import GameOver, HandSummary


#: The AI levels of the seats, in seat order (a game with fewer seats takes the first ones).
SOAK_LEVELS: tuple[str, ...] = ("normal", "hard", "easy", "normal")


def soak_seats(info: GameInfo) -> list[Seat]:
    """The seats a game is soaked with: as many as :data:`SOAK_LEVELS` allows
    within its player counts, of mixed AI levels."""
    n = max(info.min_players, min(info.max_players, len(SOAK_LEVELS)))
    return [Seat(f"AI {i + 1}", SOAK_LEVELS[i % len(SOAK_LEVELS)]) for i in range(n)]

#: The minute whose memory the growth is measured against.
BASE_MINUTE = 5
#: The longest each game is played in the first tour, in seconds.
TOUR_S = 40.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--minutes", type=float, default=60.0, help="how long to play (default 60)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first match (default 1)")


def growth_pct(samples: list[float]) -> float | None:
    """Resident memory at the last sample over the one at :data:`BASE_MINUTE`
    (the first, in a shorter run), in percent; None with no samples."""
    if not samples:
        return None
    base = samples[BASE_MINUTE - 1] if len(samples) >= BASE_MINUTE else samples[0]
    return round(100.0 * (samples[-1] - base) / base, 1)


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    with tempfile.TemporaryDirectory() as tmp:
        app = App(paths=AppPaths.under(tmp), size=(1280, 800), animation_speed="normal", realtime=True)
        app.update_settings(ai_pace="normal")
        played = {"matches": 0, "hands": 0}
        opened = [0.0]                          # when the current match opened
        samples: list[float] = []
        start = time.perf_counter()
        end = start + args.minutes * 60

        def open_next_match() -> None:
            info = GAMES[played["matches"] % len(GAMES)]
            app.nav.main_menu()      # the last match's table leaves
            dr.new_table(app, info.id, soak_seats(info), seed=args.seed + played["matches"])
            played["matches"] += 1
            opened[0] = time.perf_counter()

        def report() -> None:
            print(json.dumps({"minute": len(samples), "rss_mb": samples[-1],
                              "peak_rss_mb": peak_resident_mb(), "frames": app.frames, **played}),
                  flush=True)

        def on_frame(app, dt) -> None:
            top = app.stack.top
            now = time.perf_counter()
            touring = played["matches"] <= len(GAMES)
            if isinstance(top, HandSummary):               # GameOver is a kind of HandSummary
                played["hands"] += 1
                if touring or isinstance(top, GameOver):
                    open_next_match()
                else:
                    top.next_hand()
            elif touring and now - opened[0] >= TOUR_S:
                open_next_match()                          # the tour moves on mid-hand
            elif isinstance(top, HandOff):     # no person is seated; never shown
                top.accept()
            if now - start >= 60 * (len(samples) + 1):
                samples.append(resident_mb() or 0.0)
                report()
            if now >= end:
                app.quit()

        open_next_match()
        run_loop(app, on_frame=on_frame)
        print(json.dumps({"minutes": round((time.perf_counter() - start) / 60, 2),
                          "growth_pct": growth_pct(samples), "peak_rss_mb": peak_resident_mb(),
                          "frames": app.frames, **played}), flush=True)
        app.shutdown()
        pygame.quit()
    return 0
