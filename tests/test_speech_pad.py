"""A blind player with a gamepad: every pad input that moves the focus is
said as the arrow key's press is, on the screens and at a table; at a table,
with the left trigger held, the pad asks what the keys that ask say (issue 57)."""

from __future__ import annotations

import pygame

from ear_kit import Ear
from fanucci_desktop.check import driver as dr
from fanucci_desktop.ui.controls import BINDINGS, PAD_ASK, PAD_BUTTONS, Act, pad_way, pad_way_name
from fanucci_desktop.ui.pad_buttons import PadInput
from fanucci_desktop.ui.scenes.menu import MainMenu

#: Each pad input that moves the focus, and the key it stands for.
MOVES = ((pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.K_DOWN), (pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.K_UP),
         (pygame.CONTROLLER_BUTTON_DPAD_RIGHT, pygame.K_RIGHT), (pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.K_LEFT))


def said_by_pad_and_by_key(ear: Ear, button: int, key: int, back: int,
                           mod: int = 0) -> tuple[list[str], list[str]]:
    """What the pad's ``button`` says, then (back where it started) what ``key`` says."""
    ear.new_lines()
    dr.run_frames(ear.app, 2, events=dr.pad_button(button))
    by_pad = ear.new_lines()
    ear.press(back, mod=mod)
    ear.new_lines()
    return by_pad, ear.press(key, mod=mod)


def test_the_pad_moving_the_focus_says_what_the_keys_say(tmp_path):
    ear = Ear(tmp_path)
    try:
        dr.run_frames(ear.app, 5)
        backs = {pygame.K_DOWN: pygame.K_UP, pygame.K_UP: pygame.K_DOWN,
                 pygame.K_RIGHT: pygame.K_LEFT, pygame.K_LEFT: pygame.K_RIGHT}
        heard = 0
        for button, key in MOVES:                                   # the menu
            by_pad, by_key = said_by_pad_and_by_key(ear, button, key, backs[key])
            assert by_pad == by_key, f"the menu: {by_pad} by pad, {by_key} by key"
            heard += bool(by_pad)
        ear.app.stack.reset(MainMenu(ear.app))
        table = dr.new_table(ear.app, "trophy-case", dr.default_seats("trophy-case", humans=1, level="easy"),
                             seed=3)
        ear.table = table
        pilot = dr.Autopilot(ear.app, table)
        assert pilot.play(lambda: table.session.human_turn and not table.busy and ear.app.stack.top is table, 20_000)
        dr.run_frames(ear.app, 5)
        for button, mod in ((pygame.CONTROLLER_BUTTON_DPAD_RIGHT, 0),       # a card along
                            (pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, pygame.KMOD_LSHIFT)):  # a group along
            by_pad, by_key = said_by_pad_and_by_key(ear, button, pygame.K_RIGHT, pygame.K_LEFT, mod)
            assert by_pad and by_pad == by_key, f"the hand: {by_pad} by pad, {by_key} by key"
            heard += 1
        assert heard >= 4
    finally:
        ear.close()


def test_with_the_left_trigger_held_the_pad_asks_what_the_keys_that_ask_say(tmp_path):
    ear = Ear(tmp_path)
    try:
        dr.run_frames(ear.app, 5)
        table = dr.new_table(ear.app, "gin-rummy", dr.default_seats("gin-rummy", humans=1, level="easy"),
                             seed=3)
        ear.table = table
        assert dr.Autopilot(ear.app, table).play(
            lambda: table.session.human_turn and not table.busy and ear.app.stack.top is table, 20_000)
        dr.run_frames(ear.app, 5)
        buttons = {pad_input: button for button, pad_input in PAD_BUTTONS.items()}
        asked = [(pad_input, act) for pad_input, act in PAD_ASK.items() if act is not Act.SPEECH]
        assert {act for _, act in asked} == {Act.READ_HAND, Act.READ_PILES, Act.READ_MELDS, Act.READ_TRICK,
                                             Act.READ_SCORES, Act.READ_TURN, Act.READ_LOG, Act.REPEAT}
        for pad_input, act in asked:
            if act is Act.REPEAT:
                continue
            ear.new_lines()
            dr.run_frames(ear.app, 2, events=[dr.pad_axis(pygame.CONTROLLER_AXIS_TRIGGERLEFT, 1.0),
                                              *dr.pad_button(buttons[pad_input]),
                                              dr.pad_axis(pygame.CONTROLLER_AXIS_TRIGGERLEFT, 0.0)])
            by_pad = ear.new_lines()
            by_key = ear.press(BINDINGS[act].keys[0])
            assert by_pad and by_pad == by_key, f"{act}: {by_pad} by pad, {by_key} by key"
            dr.run_frames(ear.app, 2, events=[dr.pad_axis(pygame.CONTROLLER_AXIS_TRIGGERLEFT, 1.0),
                                              *dr.pad_button(buttons[PadInput.B]),
                                              dr.pad_axis(pygame.CONTROLLER_AXIS_TRIGGERLEFT, 0.0)])
            assert ear.new_lines() == by_key, "B with the trigger held says the last words again"
        ear.new_lines()
        dr.run_frames(ear.app, 2, events=dr.pad_button(pygame.CONTROLLER_BUTTON_A))
        assert not [line for line in ear.new_lines() if line.startswith("Your hand")], \
            "A without the trigger held is A again, not the hand key"
    finally:
        ear.close()


def test_the_pads_keys_that_ask_are_in_its_help_for_the_keys_panel_and_the_rules():
    from fanucci_desktop.ui.controls import pad_help
    help_ = pad_help("gin-rummy", "xbox")
    assert f"LT+A: {BINDINGS[Act.READ_HAND].words}" in help_
    assert f"LT+Menu: {BINDINGS[Act.SPEECH].words}" in help_
    assert not [line for line in pad_help(None, "xbox") if line.startswith("LT+")]


def asked_by_pad(ear: Ear, pad_input: PadInput) -> list[str]:
    """What ``pad_input`` says with the left trigger held."""
    button = next(b for b, i in PAD_BUTTONS.items() if i is pad_input)
    ear.new_lines()
    dr.run_frames(ear.app, 2, events=[dr.pad_axis(pygame.CONTROLLER_AXIS_TRIGGERLEFT, 1.0),
                                      *dr.pad_button(button),
                                      dr.pad_axis(pygame.CONTROLLER_AXIS_TRIGGERLEFT, 0.0)])
    return ear.new_lines()


def test_the_left_trigger_held_asks_on_the_summary_after_a_hand_and_in_a_lesson(tmp_path):
    """The summary answers the keys that ask (the scores, the log); the pad's
    ask layer does there what it does at a table, and in a lesson's table,
    so a player by ear never has to reach for the keyboard (issue 57)."""
    from fanucci_desktop.ui.scenes.summary import HandSummary
    ear = Ear(tmp_path)
    try:
        dr.run_frames(ear.app, 5)
        table = dr.new_table(ear.app, "gin-rummy", dr.default_seats("gin-rummy", humans=1, level="easy"),
                             seed=3)
        ear.table = table
        assert dr.Autopilot(ear.app, table).finish_hand()
        summary = ear.app.stack.top
        assert isinstance(summary, HandSummary) and summary.asks
        dr.until_presses_count(ear.app)         # a screen just come takes presses a moment later
        select = pad_way_name(pad_way("gin-rummy", Act.SELECT, lesson=True), ear.app.devices.pads.style)
        for pad_input in (PadInput.Y, PadInput.DOWN, PadInput.UP):
            by_pad = asked_by_pad(ear, pad_input)
            assert ear.app.stack.top is summary, f"{pad_input}: the summary went on"
            by_key = ear.press(BINDINGS[PAD_ASK[pad_input]].keys[0])
            # the same words, the focused button's press named as the device in hand names it
            by_key = [line.replace(" Enter: ", f" {select}: ") for line in by_key]
            assert by_pad and by_pad == by_key, f"{pad_input}: {by_pad} by pad, {by_key} by key"
        ear.app.stack.reset(MainMenu(ear.app))
        ear.app.nav.learn("gin-rummy")
        lesson = ear.app.nav.table_in_play()
        ear.table = lesson
        assert lesson is not None and lesson.session.guide is not None
        assert dr.Autopilot(ear.app, lesson).play(
            lambda: lesson.session.human_turn and not lesson.busy and ear.app.stack.top is lesson, 20_000)
        dr.until_presses_count(ear.app)
        by_pad = asked_by_pad(ear, PadInput.A)         # (with the coach's welcome, said as it comes)
        by_key = ear.press(BINDINGS[Act.READ_HAND].keys[0])
        assert by_key and by_key[0].startswith("Your hand") and by_key[0] in by_pad, \
            f"a lesson's hand: {by_pad} by pad, {by_key} by key"
    finally:
        ear.close()


def test_the_pads_help_says_where_its_keys_that_ask_work():
    from fanucci_desktop.ui.controls import pad_help
    assert pad_help("gin-rummy", "playstation")[-1].startswith("L2+: the keys that ask work at a table")
    assert "summary" in pad_help("gin-rummy", "xbox")[-1]
