"""Issue 54, item 12: back from the pause menu (Esc or Resume) is not
silent: the ear hears where the player is, the game, the hand, whose turn
and what they may do."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.ui.scenes.pause import Pause


@pytest.mark.parametrize("how", ["escape", "resume"])
def test_back_from_the_pause_menu_says_where_the_player_is(ear, how):
    table = dr.new_table(ear.app, "fan-rummy", dr.default_seats("fan-rummy"), seed=4)
    ear.table = table
    dr.Autopilot(ear.app, table).play(lambda: table.session.human_turn and not table.busy)
    dr.run_frames(ear.app, 2)
    ear.new_lines()
    said = ear.press(pygame.K_ESCAPE)
    assert isinstance(ear.app.stack.top, Pause) and said[0].startswith("Paused.")
    if how == "escape":
        said = ear.press(pygame.K_ESCAPE)
    else:
        ear.app.stack.top.resume()
        dr.run_frames(ear.app, 2)
        said = ear.new_lines()
    assert ear.app.stack.top is table
    assert said == [f"Back at the table: Fan Rummy, hand 1. Your turn. "
                    f"{len(table.sight.view()['draw'])} cards in the stock. {table.words.prompt()}"]
