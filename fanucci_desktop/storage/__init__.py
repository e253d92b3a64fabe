"""Storage: settings, the autosave, statistics and crash logs.

Everything takes an :class:`AppPaths` explicitly (no global state). Every
file is versioned JSON written atomically with the previous good file kept
as a backup; a file that cannot be read is moved aside under a name that
says why, never deleted or overwritten, and loading returns plain-words
warnings instead of raising. Inside, the only error is :class:`StorageError`.

The saved matches (:class:`.saves.SaveStore`) are imported from
:mod:`.saves` itself: checking a save replays it with the games' engines, and
the package stays light without them, so that the launcher can read the
settings and open the window before the games are loaded.
"""

from .crashlog import crash_report, write_crash_log
from .errors import StorageError
from .paths import APP_NAME, AppPaths
from .settings import AI_PACES, ANIMATION_SPEEDS, Settings, load_settings, save_settings
from .stats import LEVELS, SEAT_KINDS, HandStatsStore, StatsStore

__all__ = [
    "AI_PACES", "ANIMATION_SPEEDS", "APP_NAME", "AppPaths", "HandStatsStore", "LEVELS",
    "SEAT_KINDS", "Settings", "StatsStore", "StorageError", "crash_report",
    "load_settings", "save_settings", "write_crash_log",
]
