"""Touch: SDL finger events, injected as SDL sends them, are the mouse: a
tap is a click, a drag carries a card, a long press says what a thing is
and clicks nothing; a name field tapped opens the on-screen keyboard."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.check.pilots import TouchPilot
from fanucci_desktop.games import GAMES
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary
from fanucci_desktop.commands.selftest import drop_target
from fanucci_desktop.ui.scenes.keyboard import OnScreenKeyboard
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui.scenes.new_game import NewGame
from fanucci_desktop.ui.tables.parts.drop import TABLE
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.touch import LONG_PRESS_S


def toasts(app) -> list[str]:
    return [text for text, _ in app.toasts]


def test_a_tap_is_a_click(app):
    dr.run_frames(app, 3)
    menu = app.stack.top
    tile = menu.focus_group().widgets[0]
    dr.run_frames(app, 2, events=dr.tap(app, tile.rect.center))
    assert isinstance(app.stack.top, NewGame), "a tap on a game's tile did not open it"
    assert app.devices.pads.last == "touch", "a tap makes the finger the device in hand"


def test_a_long_press_says_what_a_control_is_and_clicks_nothing(app):
    dr.run_frames(app, 3)
    menu = app.stack.top
    tile = menu.focus_group().widgets[0]
    dr.run_frames(app, 1, events=[dr.finger(pygame.FINGERDOWN, tile.rect.center, app.size)])
    assert app.wake_in() is not None, "the loop would sleep through the long press"
    dr.run_frames(app, round(LONG_PRESS_S * 60) + 2)
    assert tile.spoken() in toasts(app)
    dr.run_frames(app, 2, events=[dr.finger(pygame.FINGERUP, tile.rect.center, app.size)])
    assert app.stack.top is menu, "lifting the finger after a long press clicked"
    dr.run_frames(app, 1, events=[dr.finger(pygame.FINGERDOWN, tile.rect.center, app.size)])
    dr.run_frames(app, 3)
    dr.run_frames(app, 2, events=[dr.finger(pygame.FINGERUP, tile.rect.center, app.size)])
    assert isinstance(app.stack.top, NewGame), "a short press is still a tap"


def test_a_second_finger_and_sdls_own_mouse_from_a_finger_do_nothing(app):
    dr.run_frames(app, 3)
    menu = app.stack.top
    tile = menu.focus_group().widgets[0]
    fake = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tile.rect.center, button=1, touch=True),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tile.rect.center, button=1, touch=True)]
    dr.run_frames(app, 2, events=fake)
    assert app.stack.top is menu, "SDL's mouse made of a touch clicked too"
    far = (5, 5)
    dr.run_frames(app, 2, events=[dr.finger(pygame.FINGERDOWN, far, app.size, finger_id=1),
                                  dr.finger(pygame.FINGERDOWN, tile.rect.center, app.size, finger_id=2),
                                  dr.finger(pygame.FINGERUP, tile.rect.center, app.size, finger_id=2),
                                  dr.finger(pygame.FINGERUP, far, app.size, finger_id=1)])
    assert app.stack.top is menu, "a second finger clicked"


def test_a_name_is_typed_by_touch_on_the_on_screen_keyboard(app):
    app.nav.new_game("gin-rummy")
    dr.run_frames(app, 3)
    setup = app.stack.top
    field = setup.names[0]
    dr.run_frames(app, 2, events=dr.tap(app, field.rect.center))
    board = app.stack.top
    assert isinstance(board, OnScreenKeyboard), "a tap on a name field opened no keyboard"
    for label in ["Delete"] * (len(field.value) + 1) + ["z", "o", "e", "Done"]:
        key = next(b for row in board.rows for b in row if b.label.lower() == label.lower())
        dr.run_frames(app, 2, events=dr.tap(app, key.rect.center))
    assert field.value == "Zoe" and app.stack.top is setup


def test_a_drag_of_a_finger_moves_a_card(app):
    app.stack.reset(MainMenu(app))
    table = dr.new_table(app, "flathead-rummy", dr.default_seats("flathead-rummy", humans=1,
                                                                   level="easy"), seed=31)
    pilot = dr.Autopilot(app, table)
    target = None
    for _ in range(60):
        assert pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table, 20_000)
        target = drop_target(table, TABLE)
        if target is not None:
            break
        table.flow.play(pilot.choose())
    assert target is not None
    sprite, point = target
    moves = len(table.match.hands[-1].moves)
    order = list(table.sight.view()[f"hand:{table.sight.viewer}"])
    start = sprite.rect(table.card_w, CARD_ASPECT).center
    size = app.size
    dr.run_frames(app, 1, events=[dr.finger(pygame.FINGERDOWN, start, size),
                                  dr.finger(pygame.FINGERMOTION, (start[0], start[1] - 40), size)])
    assert table.drag.carrying is not None, "the finger did not pick the card up"
    dr.run_frames(app, 1, events=[dr.finger(pygame.FINGERMOTION, point, size),
                                  dr.finger(pygame.FINGERUP, point, size)])
    dr.run_frames(app, 10)
    assert len(table.match.hands[-1].moves) > moves or table.sight.view()[f"hand:{table.sight.viewer}"] != order, \
        "the drop did nothing"


def test_a_long_press_on_a_card_names_it_and_never_a_card_kept_from_you(app):
    app.stack.reset(MainMenu(app))
    table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy", humans=1, level="easy"), seed=4)
    pilot = dr.Autopilot(app, table)
    assert pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table, 20_000)
    dr.run_frames(app, 2)
    for sprite in [s for s in table.sprites if not s.dying][:12]:
        point = sprite.rect(table.card_w, CARD_ASPECT).center
        top = max((s for s in table.sprites if not s.dying
                   and s.rect(table.card_w, CARD_ASPECT).collidepoint(point)), key=lambda s: s.z)
        app.toasts.clear()
        dr.run_frames(app, 1, events=[dr.finger(pygame.FINGERDOWN, point, app.size)])
        dr.run_frames(app, round(LONG_PRESS_S * 60) + 2)
        dr.run_frames(app, 2, events=[dr.finger(pygame.FINGERUP, point, app.size)])
        said = toasts(app)
        if top.card is None:
            assert not any(" of " in text for text in said), f"a hidden card was named: {said}"
        else:
            assert any(text.startswith(top.card.name) for text in said), said


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_a_whole_hand_of_every_game_is_played_by_touch_alone(app, game_id):
    app.stack.reset(MainMenu(app))
    table = dr.new_table(app, game_id, dr.default_seats(game_id, humans=1, level="easy"), seed=21)
    pilot = TouchPilot(app, table, check=frame_check(app))
    assert pilot.finish_hand(max_frames=20_000), "the hand did not end"
    assert isinstance(app.stack.top, (HandSummary, GameOver))
    assert pilot.taps > 0
    assert {e.type for e in pilot.sent} <= {pygame.FINGERDOWN, pygame.FINGERUP}


@pytest.mark.parametrize("game_id, seed", [("gin-rummy", 22), ("fan-rummy", 22),
                                           ("flathead-rummy", 22), ("fortune-rummy", 23)])
def test_the_touch_player_makes_the_move_it_chose_knock_and_gin_too(app, game_id, seed):
    """Its taps once missed the buttons "Knock  (K)" and "Gin  (G)" (the
    move's label is "Knock, discarding the 7 of Hearts") and discarded, and
    took from column 1 for "Take from column 2". At Flathead they pressed
    "Take the 5 of Fromps" (the top discard) for a buried 3 of Time, which
    is taken by a tap on it in the tableau; at Fortune they tapped the
    centre of a fanned card, which shows the next card, so a meld of four
    was left half chosen and a second tap there discarded."""
    app.stack.reset(MainMenu(app))
    table = dr.new_table(app, game_id, dr.default_seats(game_id, humans=1, level="easy"), seed=seed)
    pilot = TouchPilot(app, table, check=frame_check(app))
    assert pilot.finish_hand(max_frames=20_000), "the hand did not end"
    assert pilot.missed == []


def test_a_long_press_on_the_felt_of_every_table_is_answered_without_fault(app):
    """(The monkey found a table whose own method of the hook's first name clashed.)"""
    for info in GAMES:
        app.stack.reset(MainMenu(app))
        table = dr.new_table(app, info.id, dr.default_seats(info.id, humans=1, level="easy"), seed=4)
        dr.run_frames(app, 3)
        point = (table.size[0] // 2, table.size[1] // 3)
        dr.run_frames(app, 1, events=[dr.finger(pygame.FINGERDOWN, point, app.size)])
        dr.run_frames(app, round(LONG_PRESS_S * 60) + 2)
        dr.run_frames(app, 2, events=[dr.finger(pygame.FINGERUP, point, app.size)])
        assert app.stack.top is table


def test_a_long_press_on_a_card_after_a_refusal_says_why_it_was_refused(app):
    app.stack.reset(MainMenu(app))
    table = dr.new_table(app, "trophy-case", dr.default_seats("trophy-case", humans=1, level="easy"), seed=4)
    pilot = dr.Autopilot(app, table)
    assert pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table, 20_000)
    dr.run_frames(app, 2)
    table.line.refuse("You may knock only after you draw.")
    sprite = table.hand_sprites()[0]
    point = sprite.rect(table.card_w, CARD_ASPECT).center
    app.toasts.clear()
    dr.run_frames(app, 1, events=[dr.finger(pygame.FINGERDOWN, point, app.size)])
    dr.run_frames(app, round(LONG_PRESS_S * 60) + 2)
    dr.run_frames(app, 2, events=[dr.finger(pygame.FINGERUP, point, app.size)])
    assert f"{sprite.card.name}. You may knock only after you draw." in toasts(app)
