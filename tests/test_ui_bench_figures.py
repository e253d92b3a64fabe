"""The figures ``bench`` adds for a native app's rest: the window size it
runs at, and the wake-ups of all the process's threads."""

from __future__ import annotations

import argparse
import sys
import threading
import time

import pytest

from fanucci_desktop.commands.bench import FRAME_BUDGET_MS, add_arguments, context_switches, window_size


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


def test_a_frame_budget_is_a_60_hz_frame():
    assert 16.6 < FRAME_BUDGET_MS < 16.7


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
