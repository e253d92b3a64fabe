"""Where the app keeps its files: platformdirs folders, or a test root."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import platformdirs

#: The application name used for the platform folders.
APP_NAME = "FanucciDesktop"


@dataclass(frozen=True)
class AppPaths:
    """The three folders of the app. Nothing is created until a file is written.

    * ``data_dir``: the autosave and the statistics,
    * ``config_dir``: the settings,
    * ``log_dir``: crash logs.
    """

    data_dir: Path
    config_dir: Path
    log_dir: Path

    @classmethod
    def default(cls) -> "AppPaths":
        """The user's folders for :data:`APP_NAME` from platformdirs.

        On Linux these honour ``XDG_DATA_HOME``, ``XDG_CONFIG_HOME`` and
        ``XDG_STATE_HOME`` (the log folder lives under the state folder).
        """
        return cls(
            data_dir=platformdirs.user_data_path(APP_NAME, appauthor=False),
            config_dir=platformdirs.user_config_path(APP_NAME, appauthor=False),
            log_dir=platformdirs.user_log_path(APP_NAME, appauthor=False),
        )

    @classmethod
    def under(cls, root: str | Path) -> "AppPaths":
        """Folders ``data``, ``config`` and ``logs`` under ``root`` (for tests)."""
        root = Path(root)
        return cls(root / "data", root / "config", root / "logs")
