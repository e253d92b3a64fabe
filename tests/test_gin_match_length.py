"""Gin Rummy's match length (issue 41, item 10): one hand, first to 100
(the default) or first to 250, chosen on the set-up screen, saved with the
match (its option ``target``; an older save loads as 100, see
tests/test_storage_saves.py), shown on the table, honoured by game over and
remembered as the game's last set-up."""

from __future__ import annotations

import random

import pygame
import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine import Match
from fanucci_desktop.games import get_game
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui.scenes.new_game import NewGame
from fanucci_desktop.ui.scenes.summary import GameOver
from fanucci_desktop.ui.tables.base import Table
from fanucci_desktop.ui.theme import DrawnText
from fanucci_desktop.ui.widgets import Choice

GIN = get_game("gin-rummy")


def eager(match: Match, rng: random.Random) -> None:
    """One move: going out when allowed, else at random."""
    moves = match.legal_moves()
    out = [m for m in moves if m.action in ("big-gin", "gin", "knock")]
    match.apply(out[0] if out else rng.choice(moves))


def play_until(match: Match, done, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(100_000):
        if done():
            return
        if match.needs_deal:
            match.deal()
        elif match.is_over:
            return
        else:
            eager(match, rng)
    raise AssertionError("the match did not get there")


@pytest.mark.parametrize("seed", range(4))
def test_a_match_of_one_hand_ends_with_the_first_hand_that_scores(seed):
    match = Match(GIN, 2, seed, {"target": 1})
    assert match.target == 1
    play_until(match, lambda: match.is_over, seed)
    scored = [h for h in match.hands if any(h.scores)]
    assert len(scored) == 1 and match.hands[-1] is scored[0] and len(match.winners) == 1


def test_a_match_to_250_goes_on_past_100():
    match = Match(GIN, 2, 3, {"target": 250})
    assert match.target == 250
    play_until(match, lambda: match.state is not None and match.state.is_over and max(match.totals) >= 100)
    assert not match.is_over or max(match.totals) >= 250
    play_until(match, lambda: match.is_over)
    assert max(match.totals) >= 250 and match.state.target == 250


def test_the_default_is_first_to_100_and_other_lengths_are_refused():
    assert Match(GIN, 2, 1).target == 100 and GIN.resolve_options({})["target"] == 100
    for wrong in (99, True, "250", None):
        with pytest.raises(ValueError):
            GIN.resolve_options({"target": wrong})


def drawn_texts(app) -> list[str]:
    app.theme.drawn = []
    app.frame(dr.FRAME_S)
    drawn, app.theme.drawn = app.theme.drawn, None
    return [d.text for d in drawn if isinstance(d, DrawnText)]


def open_set_up(app) -> NewGame:
    app.stack.reset(MainMenu(app))
    dr.run_frames(app, 2)
    app.stack.top.new_game("gin-rummy")
    dr.run_frames(app, 2)
    setup = app.stack.top
    assert isinstance(setup, NewGame)
    return setup


def test_the_set_up_screen_offers_the_length_and_remembers_the_last_one(app):
    setup = open_set_up(app)
    length = setup.options[0]
    assert isinstance(length, Choice) and length.label == "Match length"
    assert list(length.labels) == ["One hand", "First to 100", "First to 250"]
    assert "First to 100" in drawn_texts(app)
    right = (length.rect.right - app.theme.px(20), length.rect.centery)    # the right arrow
    dr.run_frames(app, 2, events=dr.click(right))
    assert "First to 250" in drawn_texts(app)
    setup.begin()
    dr.run_frames(app, 2)
    table = app.stack.top
    assert isinstance(table, Table) and table.match.target == 250
    assert table.match.options["target"] == 250
    assert any(text.startswith("First to 250") for text in drawn_texts(app))
    assert app.settings.setups["gin-rummy"]["options"]["target"] == 250
    again = open_set_up(app)
    assert again.options[0].value == "250" and again.chosen_options()["target"] == 250
    dr.run_frames(app, 2, events=dr.key(pygame.K_ESCAPE))


def test_a_match_of_one_hand_says_so_and_game_over_follows_the_first_score(app):
    table = dr.new_table(app, "gin-rummy", [Seat("You"), Seat("Ada", "easy")], seed=8,
                         options={"target": 1})
    assert any(text.startswith("One hand") for text in drawn_texts(app))
    pilot = dr.Autopilot(app, table, seed=3)
    assert pilot.finish_match()
    over = app.stack.top
    assert isinstance(over, GameOver)
    assert [bool(any(h.scores)) for h in table.match.hands][-1] is True
    assert sum(1 for h in table.match.hands if any(h.scores)) == 1
    assert over.subtitle() == "Game over: a match of one hand"
