"""Start-up shows the window first (issue 43: the window no later than a
native app's): the launcher opens it with the menu's backdrop before the
games are loaded, and the first menu frame needs no table, session or AI
module. What the settings said at start still reaches the menu."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from types import SimpleNamespace

from fanucci_desktop import app as app_module
from fanucci_desktop.launch import run_app
from fanucci_desktop.storage import AppPaths

#: Runs the app to its first menu frame in a fresh process; prints, as JSON,
#: whether the games were loaded when the window first showed a picture and
#: the project's modules loaded once the first menu frame was drawn.
FIRST_FRAME = """
import json, sys
import pygame
from fanucci_desktop.cli import main
loaded_at_first_picture = []
real_flip = pygame.display.flip
def flip():
    real_flip()
    if not loaded_at_first_picture:
        loaded_at_first_picture.append("fanucci_desktop.games" in sys.modules)
pygame.display.flip = flip
code = main(["--exit-after-frames", "1"])
print(json.dumps({"code": code, "games_before_window": loaded_at_first_picture[0],
                  "modules": sorted(m for m in sys.modules if m.startswith("fanucci_desktop"))}))
"""


def first_frame(tmp_path) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_STATE_HOME=str(tmp_path / "state"))
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME], env=env, capture_output=True, text=True,
                         check=True, timeout=120)
    return json.loads(out.stdout.splitlines()[-1])


def test_the_window_shows_before_the_games_load_and_the_menu_needs_no_table_or_ai(tmp_path):
    found = first_frame(tmp_path)
    assert found["code"] == 0
    assert found["games_before_window"] is False
    modules = found["modules"]
    assert "fanucci_desktop.ui.scenes.menu" in modules          # the menu was drawn
    later = ("fanucci_desktop.ai", "fanucci_desktop.session", "fanucci_desktop.ui.tables",
             "fanucci_desktop.commands")
    not_needed = [m for m in modules if any(m == p or m.startswith(p + ".") for p in later)]
    assert not not_needed


def test_a_settings_warning_at_start_reaches_the_menu(tmp_path, monkeypatch):
    """The launcher reads the settings (to open the window at their size):
    an unreadable file it kept aside is still said on the menu."""
    for name in ("DATA", "CONFIG", "STATE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(tmp_path / name.lower()))
    settings = AppPaths.default().config_dir / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text('{"app": "FanucciDesktop", "kind": "sett', "utf-8")
    shown = []

    def one_look(app, exit_after_frames=None, on_frame=None):
        shown.extend(text for text, _left in app.toasts)
    monkeypatch.setattr(app_module, "run_loop", one_look)
    assert run_app(SimpleNamespace(exit_after_frames=1)) == 0
    assert any(text.startswith("Your settings could not be read") and "settings.corrupt-" in text
               for text in shown), shown
