"""Where the app's data files live, the same way from source and from a
PyInstaller bundle: ``art/`` and ``sounds/`` beside the package in a source
checkout (or an editable install), under ``sys._MEIPASS`` in a bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    """The folder that holds ``art/`` and ``sounds/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def art_path(*parts: str) -> Path:
    """A path under ``art/``."""
    return resource_root().joinpath("art", *parts)


def sound_path(*parts: str) -> Path:
    """A path under ``sounds/``."""
    return resource_root().joinpath("sounds", *parts)
