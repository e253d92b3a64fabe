"""Issue 54, item 15: every key answers. On the hand summary I, J, Y (and
every other key that asks) say something; on a hand-off any key but Enter
says whom the screen waits for ("Press Enter when Bob has the screen"),
naming no card."""

from __future__ import annotations

import pygame

from ear_kit import Ear, cards_named
from fanucci_desktop.check import driver as dr
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.controls import ASK, BINDINGS, Act
from fanucci_desktop.ui.scenes.handoff import HandOff
from fanucci_desktop.ui.scenes.summary import HandSummary


def press(ear: Ear, key: int) -> list[str]:
    """As a person presses: once the screen takes presses (a screen just
    come takes none for a moment)."""
    dr.until_presses_count(ear.app)
    ear.new_lines()
    return ear.press(key)


def test_every_key_that_asks_answers_on_the_hand_summary(ear):
    table = dr.new_table(ear.app, "gin-rummy", dr.default_seats("gin-rummy"), seed=9)
    ear.table = table
    assert dr.Autopilot(ear.app, table).finish_hand()
    assert isinstance(ear.app.stack.top, HandSummary)
    dr.run_frames(ear.app, 3)
    ear.new_lines()
    for act in ASK:
        said = press(ear, BINDINGS[act].keys[0])
        assert said and all(said), act
    assert press(ear, BINDINGS[Act.READ_LOG].keys[0]) == [" ".join(table.log.texts()[-5:])]
    (turn,) = press(ear, BINDINGS[Act.READ_TURN].keys[0])
    assert turn.startswith("The hand is over: nobody is to play.")
    said = press(ear, BINDINGS[Act.REPEAT].keys[0])
    assert said == [turn]
    (scores,) = press(ear, BINDINGS[Act.READ_SCORES].keys[0])
    assert scores.startswith("Scores: You ")


def test_any_key_on_a_hand_off_says_whom_it_waits_for(ear):
    seats = [Seat("Ann", "human"), Seat("Bob", "human")]
    table = dr.new_table(ear.app, "gin-rummy", seats, seed=2)
    ear.table = table
    for _ in range(200):
        dr.run_frames(ear.app, 1)
        if isinstance(ear.app.stack.top, HandOff):
            break
    handoff = ear.app.stack.top
    assert isinstance(handoff, HandOff)
    dr.run_frames(ear.app, 3)
    ear.new_lines()
    for key in (pygame.K_r, pygame.K_LEFT, pygame.K_u, pygame.K_d, pygame.K_F1):
        said = press(ear, key)
        assert said == [f"Press Enter when {handoff.player} has the screen."], (key, said)
        assert not cards_named(said[0])
    assert press(ear, pygame.K_LSHIFT) == []
    assert ear.app.stack.top is handoff


def test_f1_and_l_at_a_table_say_the_panel_they_open_and_close(ear):
    table = dr.new_table(ear.app, "fan-rummy", dr.default_seats("fan-rummy"), seed=4)
    ear.table = table
    dr.Autopilot(ear.app, table).play(lambda: table.session.human_turn and not table.busy)
    dr.run_frames(ear.app, 2)
    (said,) = press(ear, BINDINGS[Act.KEYS].keys[0])
    assert said.startswith("Keys: ") and said.endswith("F1 hides it.")
    assert "D: draw" in said or "draw" in said
    (said,) = press(ear, BINDINGS[Act.KEYS].keys[0])
    assert said == "Keys hidden."
    (said,) = press(ear, BINDINGS[Act.LOG].keys[0])
    assert said == f"Game log: {' '.join(table.log.texts()[-5:])} L hides it."
    assert press(ear, BINDINGS[Act.LOG].keys[0]) == ["Game log hidden."]
