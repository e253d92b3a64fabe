"""Where the app's data files live: the folder holding ``art/`` and
``sounds/``, found the same way in every kind of install.

- an installed wheel or sdist: inside the package (``fanucci_desktop/art``),
  where setup.py's build step puts them;
- a source checkout or an editable install: the top of the repository,
  beside the package, which is the one copy the project keeps;
- a PyInstaller bundle: ``sys._MEIPASS``, where build.spec puts them.
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


def resource_root() -> Path:
    """The folder that holds ``art/`` and ``sounds/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    if (PACKAGE / "art").is_dir():
        return PACKAGE
    return PACKAGE.parent


def art_path(*parts: str) -> Path:
    """A path under ``art/``."""
    return resource_root().joinpath("art", *parts)


def sound_path(*parts: str) -> Path:
    """A path under ``sounds/``."""
    return resource_root().joinpath("sounds", *parts)
