"""Crash logs: what went wrong, in which version, on which system, after which moves."""

from __future__ import annotations

import platform
import sys
import traceback
from pathlib import Path
from types import TracebackType
from typing import Sequence

from .. import __version__
from .atomic import atomic_write, timestamp
from .document import iso_time
from .errors import StorageError
from .paths import AppPaths

ExcInfo = tuple[type[BaseException] | None, BaseException | None, TracebackType | None]

#: At most this many of the last moves go into a log.
MAX_MOVES = 200


def crash_report(exc_info: ExcInfo, recent_moves: Sequence[str]) -> str:
    """The text of a crash log: time, versions, platform, the last moves
    (oldest first) and the traceback."""
    pygame_version = getattr(getattr(sys.modules.get("pygame"), "version", None), "ver", None)
    moves = list(recent_moves)[-MAX_MOVES:]
    lines = [
        "Fanucci Desktop crash report",
        f"time: {iso_time()}",
        f"version: {__version__}",
        f"python: {sys.version.split()[0]} ({platform.python_implementation()})",
        f"pygame: {pygame_version or 'not loaded'}",
        f"platform: {platform.platform()}",
        f"frozen: {bool(getattr(sys, 'frozen', False))}",
        "",
        f"last moves ({len(moves)} of {len(recent_moves)}, oldest first):",
        *(f"  {move}" for move in moves),
        "",
        "traceback:",
        "".join(traceback.format_exception(*exc_info)).rstrip() if exc_info[0] else "  (none)",
    ]
    return "\n".join(lines) + "\n"


def write_crash_log(paths: AppPaths, exc_info: ExcInfo, recent_moves: Sequence[str]) -> Path:
    """Write a crash log to ``paths.log_dir`` as ``crash-<time>.log`` and
    return its path. Never overwrites an older log. Raises StorageError if
    the log could not be written."""
    text = crash_report(exc_info, recent_moves)
    stamp = timestamp()
    try:
        paths.log_dir.mkdir(parents=True, exist_ok=True)
        for n in range(1, 1000):
            path = paths.log_dir / f"crash-{stamp}{'' if n == 1 else f'-{n}'}.log"
            if not path.exists():
                atomic_write(path, text.encode("utf-8", "replace"))
                return path
    except OSError as exc:
        raise StorageError(f"Could not write a crash log in {paths.log_dir}: "
                           f"{exc.strerror or exc}.", reason=None) from None
    raise StorageError(f"No free name for a crash log in {paths.log_dir}.", reason=None)
