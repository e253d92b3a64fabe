"""The rules screen speaks of the game, not of the app."""

from __future__ import annotations

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.theme import DrawnText

#: Words about the app rather than the game (issue 41, item 9).
ABOUT_THE_APP = ("our own words", "this app")


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_the_rules_screens_heading_is_about_the_game(game_id, tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    try:
        app.nav.rules(game_id)
        app.theme.drawn = []
        dr.run_frames(app, 1)
        heading = [d.text for d in app.theme.drawn if isinstance(d, DrawnText)][:3]
        name = next(info.name for info in GAMES if info.id == game_id)
        assert any(name in text for text in heading)
        assert not [text for text in heading if any(words in text for words in ABOUT_THE_APP)]
    finally:
        app.theme.drawn = None
        app.shutdown()
