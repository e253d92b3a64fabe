"""A new table in a person's session is shown only once its first picture
was rehearsed off screen: the first frame shown makes no text, layer or
turned card of its own (ui/tables/frame/readiness.py)."""

from __future__ import annotations

import time

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.storage import AppPaths


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
