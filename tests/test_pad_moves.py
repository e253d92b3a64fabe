"""Every move of every game by the pad alone (issue 57, "every move of
every game can be made"): a player with a pad picks a move's cards with the
D-pad and A and makes it by the pad's way to its key (X, or a button with
the right trigger held, :data:`.controls.PAD_MOVES`); every kind of move the
rules allowed them is made, with no key or mouse event sent. The tools a
move needs besides (the hint, undo, the pile view, a hosted table's stand-in)
have their pad ways too, from the same one map."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.check.pilots import PadMovesPilot
from fanucci_desktop.games import GAMES
from fanucci_desktop.ui import controls
from fanucci_desktop.ui.controls import PAD_MOVE_LAYER, Act, pad_way
from fanucci_desktop.ui.pad_buttons import PadInput
from fanucci_desktop.ui.pads import OpenPad
from fanucci_desktop.ui.scenes.menu import MainMenu

GAME_IDS = [info.id for info in GAMES]
PAD_ONLY = {pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERAXISMOTION}


def connect(app) -> None:
    app.devices.pads.opener = lambda index: OpenPad(dr.PAD_ID, "Xbox Series X Controller", lambda: None)
    dr.run_frames(app, 1, events=[pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0)])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_kind_of_move_the_rules_allow_is_made_by_the_pad_alone(app, game_id):
    app.stack.reset(MainMenu(app))
    connect(app)
    table = dr.new_table(app, game_id, dr.default_seats(game_id, humans=1, level="easy"), seed=21)
    pilot = PadMovesPilot(app, table, check=frame_check(app))
    for _ in range(6):
        hands = len(table.match.hands)
        if not pilot.play(lambda: len(table.match.hands) > hands, 60_000):
            break
        if pilot.allowed <= pilot.made:
            break
    assert pilot.allowed, "the person was never allowed a move"
    assert pilot.allowed <= pilot.made, f"moves the pad could not make: {pilot.allowed - pilot.made}"
    assert {e.type for e in pilot.sent} <= PAD_ONLY, "a key or mouse event was sent"


def test_every_move_key_of_every_game_has_a_way_on_the_pad():
    for game_id in GAME_IDS:
        for act in (*controls.game_moves(game_id), Act.HINT, Act.PLAY_HINT, Act.UNDO, Act.STAND_IN,
                    *([Act.SEE_PILES] if "see piles" in controls.record(game_id).reads else [])):
            assert pad_way(game_id, act) is not None, f"{game_id}: no pad way to {act}"
    moves = [act for pad_input in controls.PAD_MOVES for act in controls.PAD_MOVES[pad_input]]
    assert len(moves) == len(set(moves)), "one move on two inputs of the move layer"


def test_the_pile_view_and_the_stand_in_are_reached_with_the_right_trigger_held(app):
    app.stack.reset(MainMenu(app))
    connect(app)
    table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy", humans=1, level="easy"), seed=3)
    assert dr.Autopilot(app, table).play(lambda: table.session.human_turn and not table.busy
                                         and app.stack.top is table, 20_000)
    trigger = pygame.CONTROLLER_AXIS_TRIGGERRIGHT
    held = [dr.pad_axis(trigger, 1.0)]
    dr.run_frames(app, 2, events=[*held, *dr.pad_button(pygame.CONTROLLER_BUTTON_BACK),
                                  dr.pad_axis(trigger, 0.0)])
    assert table.pile_view.open, "RT+View did not open the pile view"
    assert table.side.open != "keys", "View with the trigger held opened the keys panel too"
    dr.run_frames(app, 2, events=[*held, *dr.pad_button(pygame.CONTROLLER_BUTTON_BACK),
                                  dr.pad_axis(trigger, 0.0)])
    assert not table.pile_view.open
    pressed = app.devices.pad_key(PadInput.START, frozenset({PAD_MOVE_LAYER}))
    assert pressed == controls.act_key(Act.STAND_IN), "RT+Menu is not the stand-in's key"
    assert app.devices.pad_key(PadInput.START, frozenset()) == controls.act_key(Act.MENU)
