"""A new table in a person's session is shown only once its first picture
was rehearsed off screen: the first frame shown makes no text, layer or
turned card of its own (ui/tables/frame/readiness.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.theme import Theme


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_the_first_frame_shown_finds_its_picture_made(tmp_path, game_id, monkeypatch):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="normal", realtime=True)
    table = dr.new_table(app, game_id, dr.default_seats(game_id), seed=3)
    end = time.monotonic() + 20
    while not table.ready() and time.monotonic() < end:
        app.frame(1 / 60)
    assert table.ready()
    assert table.readiness.rehearsed_at is not None
    made: list[str] = []
    for cache in (app.theme.text_cache, table.images.cache):
        original = cache.get_or_make
        monkeypatch.setattr(cache, "get_or_make",
                            lambda key, make, original=original: original(key, lambda: made.append(repr(key)) or make()))
    app.frame(1 / 60)                                   # the first frame shown
    assert app.changed is None                          # drawn, and whole
    assert made == [], f"the first frame shown made {made[:5]}"
    app.shutdown()


def test_outside_a_persons_session_a_table_is_ready_at_once(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(960, 600))
    table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy"), seed=3)
    assert table.ready() and table.readiness.rehearsed_at is None
    app.shutdown()


def test_no_frame_renders_the_backdrop_while_a_table_prepares(tmp_path, monkeypatch):
    """The backdrop is made before the app's first frame; a table opened at
    once shows it while it prepares, the frames that draw nothing keep it,
    and a frame drawn whole meanwhile (input came) finds it made: no frame
    renders it."""
    rendered: list[tuple[int, int]] = []
    render = Theme._render_background
    monkeypatch.setattr(Theme, "_render_background",
                        lambda self, size: rendered.append(size) or render(self, size))
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="normal", realtime=True)
    assert rendered == [(1280, 800)]                    # made ahead, outside any frame
    table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy"), seed=3)
    monkeypatch.setattr(table.warmer, "prepared", lambda: False)    # still preparing
    app.frame(1 / 60)                                   # the backdrop is shown
    for _ in range(3):
        app.frame(1 / 60)                               # nothing drawn: the picture stands still
        assert app.changed == []
    app.frame(1 / 60, [pygame.event.Event(pygame.VIDEOEXPOSE)])
    assert app.changed is None and app.stack.preparing()
    assert rendered == [(1280, 800)]
    app.shutdown()


def test_a_table_shown_keeps_only_the_text_and_shadows_it_draws(tmp_path):
    """The menu's texts and shadows go once the table is shown (they were
    12 MB at 3840x2160); the table's own are kept."""
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="normal", realtime=True)
    dr.run_frames(app, 3)                               # the menu drawn
    caches = (app.theme.text_cache, app.theme.shadow_cache)
    menu = [set(cache) for cache in caches]
    assert all(menu)
    table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy"), seed=3)
    end = time.monotonic() + 20
    while not table.ready() and time.monotonic() < end:
        app.frame(1 / 60)
    app.frame(1 / 60)                                   # the first frame shown
    kept = [set(cache) for cache in caches]
    for cache in caches:
        cache.clear()
    app.theme.kept_drawings.clear()                     # (replayed, a kept drawing asks no cache)
    app.frame(1 / 60, [pygame.event.Event(pygame.VIDEOEXPOSE)])     # the table drawn whole, alone
    own = [set(cache) for cache in caches]
    for was, now, mine in zip(menu, kept, own):
        assert now <= mine | was and not (now & was) - mine, "a text or shadow only the menu draws is kept"
    app.shutdown()


NUMBER_READS = """
import os, sys, tempfile
from babel import localedata
from fanucci_desktop.app import App
from fanucci_desktop.storage import AppPaths
reads = []
load = localedata.load
app = App(paths=AppPaths.under(tempfile.mkdtemp()), size=(960, 600))
localedata.load = lambda name, merge_inherited=True: reads.append(name) or load(name, merge_inherited)
app.language.number(1234)
print(len(reads))
"""


def test_the_languages_number_formats_are_read_when_the_app_starts_not_in_a_frame():
    """Reading them takes some 20 ms: the first frame that writes a number
    (a table's rehearsal, the menu) must not (a new process: they are read
    once per process)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", NUMBER_READS], capture_output=True, text=True,
                         env=env, check=True)
    assert out.stdout.split()[-1] == "0"
