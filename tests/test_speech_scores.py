"""Issue 54, item 11: U gives the match and the hand so far in every game.
In Trophy Case it said "You 0 points, Ada 0 points" after tricks worth 6
and 9: the deal's points come after the match's now, and every game says
what its hand has counted so far (Fortune the melded value, Flathead the
bonus marks, the gin games the viewer's own deadwood)."""

from __future__ import annotations

import re

import pytest

from ear_kit import Ear
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games.gin_melds.melds import deadwood
from fanucci_desktop.ui.controls import BINDINGS, Act
from fanucci_desktop.words import count


def scores_said(ear: Ear, game_id: str, more) -> tuple[object, str]:
    table = dr.new_table(ear.app, game_id, dr.default_seats(game_id), seed=5)
    ear.table = table
    dr.Autopilot(ear.app, table).play(lambda: table.session.human_turn and not table.busy and more(table))
    dr.run_frames(ear.app, 2)
    ear.new_lines()
    (said,) = ear.press(BINDINGS[Act.READ_SCORES].keys[0])
    return table, said


def names(table) -> list[str]:
    return ["You" if seat == table.sight.you else s.name for seat, s in enumerate(table.seats)]


def test_trophy_case_says_the_deals_points_so_far(ear):
    table, said = scores_said(ear, "trophy-case",
                              lambda t: t.sight.observation() is not None
                              and any(t.sight.observation().deal_points))
    points = table.sight.observation().deal_points
    deal = ", ".join(f"{n} {count(p, 'point')}" for n, p in zip(names(table), points))
    assert said.startswith("Scores: You ")
    assert said.endswith(f"This deal so far: {deal}.")
    assert re.search(r"[1-9]\d* points?", said.split("This deal")[1])


def test_fortune_says_what_each_seat_melded_so_far(ear):
    table, said = scores_said(ear, "fortune-rummy", lambda t: True)
    melded = table.sight.observation().melded
    assert f"Melded this hand: You {count(melded[0], 'point')}" in said


def test_flathead_says_the_hands_bonus_marks(ear):
    table, said = scores_said(ear, "flathead-rummy", lambda t: True)
    assert "This hand so far: You " in said and "bonus mark" in said


@pytest.mark.parametrize("game_id", ["gin-rummy", "fan-rummy"])
def test_the_gin_games_say_your_deadwood_now(ear, game_id):
    table, said = scores_said(ear, game_id, lambda t: True)
    hand = [c for c in table.sight.view()[f"hand:{table.sight.viewer}"] if c is not None]
    assert said.endswith(f"This hand scores when it ends. Your deadwood now: {deadwood(hand)}.")

