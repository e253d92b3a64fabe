"""Shift+H plays the hinted move in every game: as the player would choose
it (Undo takes it back like any move), and refused in plain words, changing
nothing, with no hint on show or on another's turn (issue 41, item 10)."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.games import RECORDS
from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui import controls, theme as th
from fanucci_desktop.ui.controls import Act
from table_fixtures import app_fixtures
from test_controls import my_table

GAMES = [r.info.id for r in RECORDS]

shared_app, app = app_fixtures(
    lambda folder: App(paths=AppPaths.under(folder), size=(1280, 800), animation_speed="instant"),
    "play_hint")


def shift_h(app) -> None:
    dr.run_frames(app, 2, events=dr.key(pygame.K_h, mod=pygame.KMOD_LSHIFT))


def test_shift_h_is_its_own_key_listed_in_every_games_help():
    for game_id in GAMES:
        assert "Shift+H: play the hinted move" in controls.help_items(game_id)
    hint = dr.key(pygame.K_h)[0]
    shifted = dr.key(pygame.K_h, mod=pygame.KMOD_LSHIFT)[0]
    acts = controls.game_acts("gin-rummy")
    assert controls.act_for(hint, acts) is Act.HINT
    assert controls.act_for(shifted, acts) is Act.PLAY_HINT


@pytest.mark.parametrize("game_id", GAMES)
def test_shift_h_plays_the_hint_and_undo_takes_it_back(app, game_id):
    table = my_table(app, game_id)
    before = table.match.to_dict()
    shift_h(app)                                             # no hint yet: refused, nothing changes
    assert table.line.text == "There is no hint to play: press H to ask for one."
    assert table.line.color() == th.REFUSAL and table.match.to_dict() == before
    dr.run_frames(app, 1, events=dr.key(pygame.K_h))
    table.hint.decider.settle(timeout=30)
    dr.run_frames(app, 1)
    hinted = table.hint.move
    assert hinted is not None
    moves = len(table.match.hands[-1].moves)
    shift_h(app)
    assert table.match.hands[-1].moves[moves] == str(hinted)
    assert table.hint.move is None
    refused = table.undo.blocked()               # as for a move made by hand (a card seen stands)
    after = table.match.to_dict()
    dr.run_frames(app, 1, events=dr.key(pygame.K_z, mod=pygame.KMOD_LCTRL))
    if refused:                                  # the turn passed on, or a card drawn was seen
        assert table.line.text == refused and table.match.to_dict() == after
    else:                                        # a move that showed nothing: taken back
        assert table.line.text.startswith("Taken back: ")
        assert table.match.to_dict() == before


@pytest.mark.parametrize("game_id", ["trophy-case", "gin-rummy"])
def test_shift_h_on_anothers_turn_is_refused_in_words(app, game_id):
    table = my_table(app, game_id)
    dr.run_frames(app, 1, events=dr.key(pygame.K_h))
    table.hint.decider.settle(timeout=30)
    dr.run_frames(app, 1)
    table.session.turn_down()                 # as behind a hand-off: nobody's turn on screen
    before = table.match.to_dict()
    shift_h(app)
    assert table.line.text == "A hint is played on your own turn only."
    assert table.match.to_dict() == before
