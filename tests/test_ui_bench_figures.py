"""The figures ``bench`` adds for a native app's rest: the window size it
runs at, the refresh rate it paces to, and the wake-ups of all the
process's threads."""

from __future__ import annotations

import argparse
import sys
import threading
import time

import pytest

import pygame

from fanucci_desktop.app import App, run_loop
from fanucci_desktop.commands.bench import FRAME_BUDGETS_MS, add_arguments, context_switches, over, window_size
from fanucci_desktop.commands.measure import cpu_ticks, steal_pct
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui import window


def test_the_size_is_read_from_the_command_line():
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert parser.parse_args([]).size == (1280, 800)
    assert parser.parse_args(["--size", "2560x1440"]).size == (2560, 1440)
    assert window_size("960X600") == (960, 600)


@pytest.mark.parametrize("bad", ["big", "2560", "0x600", "12x-3", "axb"])
def test_a_bad_size_is_refused_in_plain_words(bad):
    with pytest.raises(argparse.ArgumentTypeError, match="WIDTHxHEIGHT|positive"):
        window_size(bad)


def test_the_budgets_are_the_frames_of_120_90_and_60_hz_displays():
    assert [round(ms, 1) for ms in FRAME_BUDGETS_MS.values()] == [8.3, 11.1, 16.7]
    assert over([8.0, 8.4, 12.0, 17.0], FRAME_BUDGETS_MS["8.3"]) == 3


def test_the_loop_paces_to_the_displays_refresh_rate_else_60_hz(tmp_path, monkeypatch):
    app = App(paths=AppPaths.under(tmp_path), size=(960, 600))
    monkeypatch.setattr(pygame.display, "get_current_refresh_rate", lambda: 120)
    app.follow_display()                          # as when the window moves to another display
    assert app.refresh == window.Refresh(120, "display") and round(app.refresh.budget_ms, 1) == 8.3
    monkeypatch.setattr(pygame.display, "get_current_refresh_rate", lambda: 0)      # Xvfb tells none
    monkeypatch.setattr(pygame.display, "get_desktop_refresh_rates", lambda: [0])
    app.follow_display()
    assert app.refresh == window.Refresh(window.DEFAULT_HZ, "default") and window.DEFAULT_HZ == 60
    monkeypatch.setattr(pygame.display, "get_current_refresh_rate", lambda: 500)
    assert window.refresh_rate().hz == window.MAX_HZ
    app.shutdown()
    asked = App(paths=AppPaths.under(tmp_path), size=(960, 600), refresh_hz=90)
    asked.follow_display()
    assert asked.refresh == window.Refresh(90, "asked")
    ticks: list[int] = []

    class Clock:                                  # the loop's pacing, recorded
        def tick(self, framerate: int = 0) -> int:
            ticks.append(framerate)
            return 0
    monkeypatch.setattr(pygame.time, "Clock", Clock)
    run_loop(asked, exit_after_frames=asked.frames + 3)
    assert ticks == [90, 90, 90]
    asked.shutdown()
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert parser.parse_args(["--refresh-hz", "120"]).refresh_hz == 120


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_wake_ups_of_another_thread_are_counted():
    counted: list[int | None] = []

    def sleeps() -> None:                # 50 naps: 50 times put to sleep and woken
        for _ in range(50):
            time.sleep(0.001)
        counted.append(context_switches())

    start = context_switches()
    worker = threading.Thread(target=sleeps, daemon=True)
    worker.start()
    worker.join(timeout=10)
    assert start is not None and counted and counted[0] is not None
    assert counted[0] - start >= 50


def test_the_stolen_share_is_the_hosts_ticks_over_all_ticks_between_two_readings():
    assert steal_pct((1000, 10), (1400, 70)) == 15.0
    assert steal_pct((1000, 10), (1000, 10)) is None          # no time passed
    assert steal_pct(None, (1400, 70)) is None
    reading = cpu_ticks()
    if sys.platform.startswith("linux"):
        assert reading is not None and 0 <= reading[1] <= reading[0]
