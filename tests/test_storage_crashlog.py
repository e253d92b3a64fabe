"""Crash logs: traceback, version, platform and the last moves, in the log dir."""

import sys

from fanucci_desktop import __version__
from fanucci_desktop.storage import AppPaths, write_crash_log
from fanucci_desktop.storage.crashlog import MAX_MOVES


def boom():
    raise RuntimeError("the table fell over")


def test_a_crash_log_holds_traceback_version_platform_and_last_moves(tmp_path):
    paths = AppPaths.under(tmp_path)
    try:
        boom()
    except RuntimeError:
        path = write_crash_log(paths, sys.exc_info(), ["draw", "discard 7 Zurfs"])
    assert path.parent == paths.log_dir and path.name.startswith("crash-")
    text = path.read_text("utf-8")
    assert f"version: {__version__}" in text and "platform: " in text
    assert "RuntimeError: the table fell over" in text and "in boom" in text
    assert "  draw\n  discard 7 Zurfs\n" in text


def test_logs_never_overwrite_each_other_and_keep_only_the_last_moves(tmp_path):
    paths = AppPaths.under(tmp_path)
    moves = [f"move {n}" for n in range(MAX_MOVES + 50)]
    try:
        boom()
    except RuntimeError:
        first = write_crash_log(paths, sys.exc_info(), moves)
        second = write_crash_log(paths, sys.exc_info(), moves)
    assert first != second and first.exists() and second.exists()
    text = first.read_text("utf-8")
    assert "  move 49\n" not in text and f"  move {MAX_MOVES + 49}\n" in text
