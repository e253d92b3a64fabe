"""A blind player with a gamepad: every pad input that moves the focus is
said as the arrow key's press is, on the screens and at a table."""

from __future__ import annotations

import pygame

from ear_kit import Ear
from fanucci_desktop.check import driver as dr
from fanucci_desktop.ui.scenes.menu import MainMenu

#: Each pad input that moves the focus, and the key it stands for.
MOVES = ((pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.K_DOWN), (pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.K_UP),
         (pygame.CONTROLLER_BUTTON_DPAD_RIGHT, pygame.K_RIGHT), (pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.K_LEFT))


def said_by_pad_and_by_key(ear: Ear, button: int, key: int, back: int) -> tuple[list[str], list[str]]:
    """What the pad's ``button`` says, then (back where it started) what ``key`` says."""
    ear.new_lines()
    dr.run_frames(ear.app, 2, events=dr.pad_button(button))
    by_pad = ear.new_lines()
    ear.press(back)
    ear.new_lines()
    return by_pad, ear.press(key)


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
        for button in (pygame.CONTROLLER_BUTTON_DPAD_RIGHT, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER):
            by_pad, by_key = said_by_pad_and_by_key(ear, button, pygame.K_RIGHT, pygame.K_LEFT)
            assert by_pad and by_pad == by_key, f"the hand: {by_pad} by pad, {by_key} by key"
            heard += 1
        assert heard >= 4
    finally:
        ear.close()
