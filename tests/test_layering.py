"""Layering: the engine and the games never import pygame."""

import subprocess
import sys

CODE = """
import sys
import fanucci_desktop.engine, fanucci_desktop.games
from fanucci_desktop.games import GAMES, get_game
for info in GAMES:
    try:
        get_game(info.id)
    except ModuleNotFoundError as exc:
        if exc.name != "fanucci_desktop.games." + info.module:
            raise
bad = sorted(m for m in sys.modules if m == "pygame" or m.startswith("pygame."))
print(",".join(bad))
"""


def test_engine_and_games_do_not_import_pygame():
    out = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"pygame imported: {out.stdout}"
