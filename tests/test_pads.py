"""The gamepad: SDL game controller events, injected as SDL sends them,
move the focus on every screen as the keys do, play a whole hand of every
game, come and go mid-hand without losing a thing, and say which device was
used last (the glyphs and help follow it)."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.check.pilots import PadPilot
from fanucci_desktop.check.screens import every_screen
from fanucci_desktop.games import GAMES
from fanucci_desktop.ui import controls, pad_buttons
from fanucci_desktop.ui.controls import PAD_TABLE, Act
from fanucci_desktop.ui.pad_buttons import PadInput
from fanucci_desktop.ui.pads import OpenPad, Pads, pad_style
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui.scenes.pause import Pause
from fanucci_desktop.ui.scenes.rules import RulesScene
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary

GAME_IDS = [info.id for info in GAMES]
B = pygame

#: Inputs that leave the screen where it is, with the key that undoes each.
WALKS = ((B.CONTROLLER_BUTTON_DPAD_DOWN, B.K_UP), (B.CONTROLLER_BUTTON_DPAD_UP, B.K_DOWN),
         (B.CONTROLLER_BUTTON_DPAD_RIGHT, B.K_LEFT), (B.CONTROLLER_BUTTON_DPAD_LEFT, B.K_RIGHT))
#: The keys each walk presses on a screen that is not a table.
WALK_KEYS = {B.CONTROLLER_BUTTON_DPAD_DOWN: B.K_DOWN, B.CONTROLLER_BUTTON_DPAD_UP: B.K_UP,
             B.CONTROLLER_BUTTON_DPAD_RIGHT: B.K_RIGHT, B.CONTROLLER_BUTTON_DPAD_LEFT: B.K_LEFT}


def connect(app, name: str = "Xbox Series X Controller", pad: int = dr.PAD_ID) -> None:
    """A pad of ``name`` plugged in: SDL's CONTROLLERDEVICEADDED, opened by a stand-in."""
    app.devices.pads.opener = lambda index: OpenPad(pad, name, lambda: None)
    dr.run_frames(app, 1, events=[pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0)])


def where(app) -> tuple:
    """What a walk changes: the scene on top, its focus, and at a table the
    card under the cursor and the focused action button."""
    top = app.stack.top
    group = top.focus_group()
    cursor = getattr(top, "hand_cursor", None)
    buttons = getattr(top, "buttons", None)
    return (id(top), None if group is None else group.focus,
            None if cursor is None else cursor.index, getattr(buttons, "focus", None))


def moves_made(app) -> int:
    """Moves made at the table in play so far (an AI's move landing mid-walk moves the cursor)."""
    table = app.nav.table_in_play()
    return -1 if table is None else sum(len(hand.moves) for hand in table.match.hands)


def pad(app, button: int, frames: int = 2) -> None:
    dr.run_frames(app, frames, events=dr.pad_button(button))


def test_every_screen_is_walked_by_the_pad_as_by_the_arrow_keys(app):
    """On every screen of the tour each D-pad direction moves the focus
    (or the hand's cursor, or the action buttons) exactly as its arrow key
    does: the pad's step and the opposite key's step cancel out, and the
    pad's step is the one the key makes."""
    connect(app)
    walked = 0
    for name in every_screen(app):
        for button, back in WALKS:
            made = moves_made(app)
            start = where(app)
            pad(app, button)
            by_pad = where(app)
            dr.run_frames(app, 2, events=dr.key(back))
            if where(app) != start or moves_made(app) != made:
                continue            # a step that does not come back (a list's end, a move landed)
            forward = WALK_KEYS[button]
            dr.run_frames(app, 2, events=dr.key(forward))
            assert where(app) == by_pad, f"{name}: the pad's {button} is not the key's"
            dr.run_frames(app, 2, events=dr.key(back))
            walked += by_pad != start
    assert walked > 40, "the pad moved the focus on too few screens"


def test_a_confirms_b_goes_back_and_start_opens_the_pause_menu(app):
    connect(app)
    dr.run_frames(app, 3)
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    focused = menu.focus_group().focused
    pad(app, B.CONTROLLER_BUTTON_A)
    assert app.stack.top is not menu, f"A did not press {focused.spoken()!r}"
    pad(app, B.CONTROLLER_BUTTON_B)
    assert app.stack.top is menu, "B did not go back to the menu"
    table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy", humans=1, level="easy"), seed=5)
    dr.run_frames(app, 3)
    pad(app, B.CONTROLLER_BUTTON_START)
    assert isinstance(app.stack.top, Pause), "Start did not open the pause menu"
    pad(app, B.CONTROLLER_BUTTON_START)
    assert app.stack.top is table, "Start did not close the pause menu again"
    pad(app, B.CONTROLLER_BUTTON_BACK)
    assert table.side.open == "keys", "Back did not open the keys"


def test_a_stick_presses_once_past_half_way_and_not_at_all_resting_off_centre(app):
    connect(app)
    dr.run_frames(app, 3)
    group = app.stack.top.focus_group()
    start = group.focus
    dr.run_frames(app, 2, events=[dr.pad_axis(B.CONTROLLER_AXIS_LEFTY, 0.25),
                                  dr.pad_axis(B.CONTROLLER_AXIS_LEFTY, 0.4)])
    assert group.focus == start, "a stick a little off centre moved the focus"
    dr.run_frames(app, 2, events=[dr.pad_axis(B.CONTROLLER_AXIS_LEFTY, 0.7),
                                  dr.pad_axis(B.CONTROLLER_AXIS_LEFTY, 0.9),
                                  dr.pad_axis(B.CONTROLLER_AXIS_LEFTY, 0.6)])
    moved = group.focus
    assert moved != start, "the stick pushed down did not move the focus"
    dr.run_frames(app, 2, events=[dr.pad_axis(B.CONTROLLER_AXIS_LEFTY, 0.0)])
    assert group.focus == moved and not app.devices.pads.held, "letting the stick go pressed again"
    dr.run_frames(app, 2, events=dr.pad_push(B.CONTROLLER_AXIS_LEFTY, -0.8))
    assert group.focus == start, "the stick pushed up did not move the focus back"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_hand_of_every_game_is_played_by_the_pad_alone(app, game_id):
    app.stack.reset(MainMenu(app))
    connect(app)
    table = dr.new_table(app, game_id, dr.default_seats(game_id, humans=1, level="easy"), seed=21)
    pilot = PadPilot(app, table, check=frame_check(app))
    assert pilot.finish_hand(), "the hand did not end"
    assert isinstance(app.stack.top, (HandSummary, GameOver))
    played = [e for e in pilot.sent if e.type == B.CONTROLLERBUTTONDOWN
              and e.button == B.CONTROLLER_BUTTON_RIGHTSTICK]
    assert played, "the person made no move"
    assert {e.type for e in pilot.sent} <= {B.CONTROLLERBUTTONDOWN, B.CONTROLLERBUTTONUP}
    assert app.devices.pads.last == "pad"


def test_every_move_key_of_every_game_has_its_pad_way():
    """X is the game's first move the right trigger's layer does not reach
    (its first when the layer reaches them all); the rest are the action
    buttons that Up/Down (or the triggers) reach and A presses, as the keys'
    SELECT does."""
    for game_id in GAME_IDS:
        acts = controls.pad_acts(game_id)
        moves = controls.game_moves(game_id)
        layered = {act for choices in controls.PAD_MOVES.values() for act in choices}
        assert acts[PadInput.X] is next((act for act in moves if act not in layered), moves[0])
        assert {Act.UP, Act.DOWN, Act.SELECT, Act.LEFT, Act.RIGHT, Act.HINT, Act.PLAY_HINT,
                Act.UNDO, Act.MENU, Act.KEYS} <= set(acts.values())
        assert Act.SHOW_ME in controls.pad_acts(game_id, lesson=True).values()
        assert Act.SHOW_ME not in acts.values()
    assert controls.pad_acts("gin-rummy")[PadInput.X] is Act.DRAW
    assert controls.pad_acts("trophy-case")[PadInput.X] is Act.PLAY


def test_the_pad_is_listed_in_the_rules_from_the_one_map(app):
    for game_id in GAME_IDS:
        rules = RulesScene(app, game_id)
        section = next(s for s in rules.sections() if s.title == "Gamepad")
        assert list(section.paragraphs[1:]) == controls.pad_help(game_id, "xbox")
        assert any(p.startswith("X: ") for p in section.paragraphs)
    assert len(set(PAD_TABLE)) == len(PAD_TABLE)


def test_hot_plug_in_and_out_in_the_middle_of_a_hand_loses_nothing(app):
    app.stack.reset(MainMenu(app))
    table = dr.new_table(app, "flathead-rummy", dr.default_seats("flathead-rummy", humans=1,
                                                                   level="easy"), seed=9)
    keys = dr.Autopilot(app, table)
    assert keys.moves(6)
    connect(app, "PS5 Controller", pad=4)
    assert any("Controller connected: PS5 Controller" in text for text, _ in app.toasts)
    assert app.stack.top is table
    pilot = PadPilot(app, table, pad=4)
    for _ in range(5):
        pilot.step()
    pilot.sent = []
    assert app.devices.pads.style == "playstation"
    before = list(table.match.hands[-1].moves)
    # the stick held to the right when the pad goes: its key is let go
    dr.run_frames(app, 1, events=[dr.pad_axis(B.CONTROLLER_AXIS_LEFTX, 0.9, pad=4)])
    assert app.devices.pads.held
    dr.run_frames(app, 2, events=[pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=4)])
    assert any("Controller disconnected: PS5 Controller" in text for text, _ in app.toasts)
    assert not app.devices.pads.held and not app.devices.pads.pads
    assert app.stack.top is table, "pulling the pad out paused or left the table"
    assert list(table.match.hands[-1].moves) == before
    assert app.devices.pads.last == "keys"
    assert keys.finish_hand(), "the hand could not go on by keys"
    connect(app, "Xbox Wireless Controller", pad=5)
    assert app.stack.top is not None and app.devices.pads.pads


def test_the_last_device_used_is_the_one_the_glyphs_follow(app):
    connect(app, "Nintendo Switch Pro Controller")
    assert app.devices.pads.last == "keys", "plugging a pad in is no use of it"
    pad(app, B.CONTROLLER_BUTTON_DPAD_DOWN)
    assert (app.devices.pads.last, app.devices.pads.style) == ("pad", "nintendo")
    dr.run_frames(app, 2, events=dr.key(pygame.K_UP))
    assert app.devices.pads.last == "keys"
    dr.run_frames(app, 2, events=dr.pad_push(B.CONTROLLER_AXIS_LEFTY, 0.9))
    assert app.devices.pads.last == "pad"
    dr.run_frames(app, 2, events=dr.click((5, 5)))
    assert app.devices.pads.last == "keys"


@pytest.mark.parametrize("name, style", [
    ("Xbox Series X Controller", "xbox"), ("PS4 Controller", "playstation"),
    ("DualSense Wireless Controller", "playstation"), ("Nintendo Switch Pro Controller", "nintendo"),
    ("Steam Deck", "deck"), ("Steam Virtual Gamepad", "xbox"), ("8BitDo Zero 2", "generic")])
def test_a_pad_is_known_by_its_name(name, style):
    assert pad_style(name) == style


def test_a_pad_that_cannot_be_opened_is_said_and_presses_nothing():
    said: list[str] = []

    def refuse(index: int) -> OpenPad:
        raise pygame.error("no such device")
    pads = Pads(keys_for=lambda i, held: (pygame.K_RETURN, 0), notice=said.append, opener=refuse)
    assert pads.handle(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=3)) == []
    assert said == ["A controller was connected but could not be used: no such device"]
    assert not pads.pads


def test_a_press_and_its_release_are_one_key_down_and_up_marked_as_the_pads():
    pads = Pads(keys_for=lambda i, held: (pygame.K_h, pygame.KMOD_LSHIFT) if i is PadInput.RIGHT_STICK
                else None,
                notice=lambda text: None)
    down, up = (pads.handle(e)
                for e in dr.pad_button(B.CONTROLLER_BUTTON_RIGHTSTICK))
    assert [(e.type, e.key, e.mod, e.pad) for e in down] == [(B.KEYDOWN, B.K_h, B.KMOD_LSHIFT, True)]
    assert [(e.type, e.key) for e in up] == [(B.KEYUP, B.K_h)]
    assert pads.handle(dr.pad_button(B.CONTROLLER_BUTTON_A)[0]) == [], "an input mapped to nothing pressed"


def test_the_keys_panel_names_the_pad_in_hand_and_the_keys_again_when_they_are_used(app):
    app.stack.reset(MainMenu(app))
    connect(app, "DualSense Wireless Controller")
    table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy", humans=1), seed=3)
    dr.run_frames(app, 3)
    pad(app, B.CONTROLLER_BUTTON_BACK)
    assert table.side.open == "keys"
    title, lines = table.side.lines()
    assert lines == controls.pad_help("gin-rummy", "playstation")
    assert "Square: draw" in lines and "Triangle: hint" in lines
    dr.run_frames(app, 2, events=dr.key(pygame.K_F1))
    dr.run_frames(app, 2, events=dr.key(pygame.K_F1))
    assert table.side.open == "keys" and table.side.lines()[1] == controls.help_items("gin-rummy")


@pytest.mark.parametrize("style", pad_buttons.PAD_STYLES)
def test_each_face_button_has_a_glyph_of_its_own_in_each_style(app, style):
    from fanucci_desktop.ui.glyphs import FACE, draw_glyph, glyph_for
    pictures = []
    for face in FACE:
        assert glyph_for(pad_buttons.pad_name(face, style), style) is face
        surface = pygame.Surface((40, 40))
        draw_glyph(surface, app.theme, face, style, (20, 20), 12)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
    assert len(set(pictures)) == 4, f"two face buttons look alike on a {style} pad"
    assert glyph_for("Right stick press", style) is None


def test_the_on_screen_keyboard_types_a_name_with_the_pad_alone(app):
    from fanucci_desktop.ui.scenes.keyboard import OnScreenKeyboard
    from fanucci_desktop.ui.scenes.new_game import NewGame
    from fanucci_desktop.ui.widgets import TextField
    connect(app)
    app.nav.new_game("gin-rummy")
    dr.run_frames(app, 3)
    setup = app.stack.top
    assert isinstance(setup, NewGame)
    group = setup.focus_group()
    for _ in range(len(group.widgets)):
        if isinstance(group.focused, TextField):
            break
        pad(app, B.CONTROLLER_BUTTON_DPAD_DOWN)
    field = group.focused
    assert isinstance(field, TextField) and field.value
    pad(app, B.CONTROLLER_BUTTON_A)
    board = app.stack.top
    assert isinstance(board, OnScreenKeyboard), "A on a name field opened no keyboard"
    while field.value:                                      # B deletes the name there was
        pad(app, B.CONTROLLER_BUTTON_B, frames=1)
    walk = [B.CONTROLLER_BUTTON_DPAD_DOWN] * 3 + [B.CONTROLLER_BUTTON_DPAD_RIGHT] * 4   # to b
    walk += [B.CONTROLLER_BUTTON_A] + [B.CONTROLLER_BUTTON_DPAD_UP] * 2                 # to t
    walk += [B.CONTROLLER_BUTTON_DPAD_RIGHT] * 4 + [B.CONTROLLER_BUTTON_A]               # to o
    walk += [B.CONTROLLER_BUTTON_DPAD_DOWN] * 3 + [B.CONTROLLER_BUTTON_DPAD_LEFT] * 2   # Done, Space
    walk += [B.CONTROLLER_BUTTON_A]
    for button in walk:
        pad(app, button, frames=1)
    assert field.value == "Bo "
    pad(app, B.CONTROLLER_BUTTON_B, frames=1)
    assert field.value == "Bo"
    pad(app, B.CONTROLLER_BUTTON_START)
    assert app.stack.top is setup and field.value == "Bo"


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_pads_keys_panel_is_legible_in_every_pads_names(tmp_path, size):
    from fanucci_desktop.app import App
    from fanucci_desktop.storage import AppPaths
    from test_legibility import problems
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    try:
        found = []
        for style, name in (("xbox", "Xbox One Controller"), ("playstation", "PS4 Controller"),
                            ("nintendo", "Nintendo Switch Pro Controller"), ("deck", "Steam Deck"),
                            ("generic", "USB Gamepad")):
            app.stack.reset(MainMenu(app))
            connect(app, name)
            table = dr.new_table(app, "flathead-rummy", dr.default_seats("flathead-rummy", humans=1), seed=3)
            dr.run_frames(app, 3)
            pad(app, B.CONTROLLER_BUTTON_BACK)
            assert table.side.open == "keys" and app.devices.pads.style == style
            app.theme.drawn = []
            dr.run_frames(app, 1)
            found += [f"{style}: {p}" for p in problems(app.theme.drawn, 12 if size == (960, 600) else None)]
            app.theme.drawn = None
        assert not found, "\n".join(found)
    finally:
        app.shutdown()


def test_the_keys_panel_scrolls_to_its_last_line_by_the_right_stick_when_it_does_not_fit(app):
    """The pad's help at a table (its moves with the right trigger held and
    its keys that ask) is longer than the panel at 1280x800: the right
    stick scrolls it, so its last line can be read (seen in a real window:
    it was cut off)."""
    from fanucci_desktop.ui.theme import DrawnText
    app.stack.reset(MainMenu(app))
    connect(app, "Nintendo Switch Pro Controller")
    table = dr.new_table(app, "fan-rummy", dr.default_seats("fan-rummy", humans=1), seed=3)
    dr.run_frames(app, 3)
    pad(app, B.CONTROLLER_BUTTON_BACK)
    assert table.side.open == "keys"
    last = table.side.lines()[1][-1].split(": ", 1)[1]

    def drawn() -> str:
        app.theme.drawn = []
        dr.run_frames(app, 1)
        texts = " ".join(d.text for d in app.theme.drawn if isinstance(d, DrawnText))
        app.theme.drawn = None
        return " ".join(texts.split())
    first = drawn()
    assert last.split()[-1] not in first.split()[-12:], "the panel fits: nothing to scroll"
    assert "Right stick scrolls" in first
    for _ in range(8):
        dr.run_frames(app, 2, events=dr.pad_push(B.CONTROLLER_AXIS_RIGHTY, 0.9))
    assert " ".join(last.split()[:4]) in drawn(), "the last line of the keys was never shown"
    for _ in range(8):
        dr.run_frames(app, 2, events=dr.pad_push(B.CONTROLLER_AXIS_RIGHTY, -0.9))
    assert table.side.down == 0
