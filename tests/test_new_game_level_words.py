"""The set-up screen says in a few words how each AI level plays, whole
and legible at the smallest window with the most seats."""

from __future__ import annotations

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.session.seats import LEVEL_WORDS
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.scenes.new_game import NewGame
from fanucci_desktop.ui.theme import DrawnText

from test_legibility import problems


@pytest.mark.parametrize("game_id", [max(GAMES, key=lambda g: g.max_players).id, "gin-rummy"])
def test_the_level_words_are_shown_whole(game_id, tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="instant")
    try:
        scene = NewGame(app, game_id)
        app.stack.push(scene)
        scene.players.index = len(scene.players.options) - 1      # the most seats
        scene._show_seats()
        dr.run_frames(app, 2)
        app.theme.drawn = []
        dr.run_frames(app, 1)
        drawn = app.theme.drawn
        texts = [d.text for d in drawn if isinstance(d, DrawnText)]
        for words in LEVEL_WORDS:
            assert words in texts
        assert problems(drawn, 12) == []
    finally:
        app.theme.drawn = None
        app.shutdown()
