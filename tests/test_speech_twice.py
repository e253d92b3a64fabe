"""Issue 54, item 17: no line is said twice in a row. What the table says
by itself (the log, the message line, the prompt) never says again what it
has just said ("the deal is over" three times), in every game."""

from __future__ import annotations

import re

import pytest

from ear_kit import Ear
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES


def plain(text: str) -> str:
    return re.sub(r"[^\w∞ ]+", "", text.lower()).strip()


@pytest.mark.parametrize("game_id", [g.id for g in GAMES])
def test_nothing_the_table_says_by_itself_is_said_again_at_once(tmp_path, game_id):
    ear = Ear(tmp_path)
    try:
        table = dr.new_table(ear.app, game_id, dr.default_seats(game_id), seed=5)
        ear.table = table
        assert dr.Autopilot(ear.app, table).finish_hand()
        dr.run_frames(ear.app, 5)
        said = ear.new_lines()
        again = [(a, b) for a, b in zip(said, said[1:]) if plain(b) and plain(b) in plain(a)]
        assert not again, again
    finally:
        ear.close()
