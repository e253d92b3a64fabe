"""Layering: the engine and the four games never import pygame."""

import subprocess
import sys

CODE = """
import sys
import fanucci_desktop.engine, fanucci_desktop.games
from fanucci_desktop.games import GAMES, get_game
for info in GAMES:
    assert get_game(info.id).info == info
bad = sorted(m for m in sys.modules if m == "pygame" or m.startswith("pygame."))
print(",".join(bad))
"""


def test_engine_and_games_do_not_import_pygame():
    out = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"pygame imported: {out.stdout}"


def test_game_package_imports_with_pygame_unavailable():
    # DESIGN.md's test: the engine works with pygame uninstalled. A None entry
    # in sys.modules makes any import of pygame fail as if it were missing.
    code = ("import sys; sys.modules['pygame'] = None\n"
            "import fanucci_desktop.games.fan_rummy, fanucci_desktop.games.flathead_rummy\n"
            "import fanucci_desktop.games.trophy_case, fanucci_desktop.games.fortune_rummy\n"
            "print('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr
