"""The set-up screen says each of a game's options as one clean line: its
name, its value and its description, each once, in that order, with no
doubled punctuation (".:", "::") and no word said twice in a row; in
every game, at every value of the option, in every language."""

from __future__ import annotations

import re

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.games import GAMES, get_game
from fanucci_desktop.games.match_length import option_words
from fanucci_desktop.i18n import available_languages
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.scenes.new_game import NewGame
from fanucci_desktop.ui.widgets import Choice

#: Punctuation that no line may double: a stop or colon before a colon or
#: comma, a comma before a stop.
DOUBLED = re.compile(r"[.:;,]\s*[:,]|,\s*\.")
#: A word said twice in a row ("the the").
TWICE = re.compile(r"\b(\w+)\s+\1\b", re.IGNORECASE | re.UNICODE)


def said_at_every_value(widget) -> list[tuple[str, str]]:
    """``widget``'s value and all it says, at each value it can take,
    reached as the player reaches them."""
    said = []
    for _ in range(len(widget.options) if isinstance(widget, Choice) else 2):
        said.append((widget.spoken_value(), widget.spoken()))
        widget.activate()
    return said


@pytest.mark.parametrize("code", available_languages())
def test_every_option_of_every_set_up_is_said_once_each_in_clean_words(tmp_path, code):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language=code)
    try:
        for info in GAMES:
            form = NewGame(app, info.id)
            for spec, widget in zip(get_game(info.id).options, form.options):
                label, description, _ = option_words(spec, app.language)
                for value, line in said_at_every_value(widget):
                    where = (info.id, spec.key, line)
                    assert not DOUBLED.search(line), where
                    assert not TWICE.search(line), where
                    assert line.count(label) == 1 and line.count(description) == 1, where
                    assert line.endswith(description), where
                    head = line[:-len(description)]
                    assert head.startswith(label) and value in head[len(label):], where
    finally:
        app.shutdown()
