"""The demo table: AI seats only, every hand face up, hands played through
on the game's own table; never counted in the statistics and never
touching the autosave of the game's match in progress."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.engine.match import Match
from fanucci_desktop.games import GAMES, get_game
from fanucci_desktop.session.demo import demo_match
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.scenes.demo import DemoScene
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui.scenes.summary import DEMO_NEXT_S, GameOver, HandSummary
from table_fixtures import app_fixtures

shared_app, app = app_fixtures(
    lambda folder: App(paths=AppPaths.under(folder), size=(1280, 800), animation_speed="instant"), "demo")


def run_demo(app, scene: DemoScene, until, max_frames: int = 60_000, check=None) -> bool:
    """Run frames (an AI deciding is waited for, as the driver does) until
    ``until()``; summaries are left to move on by themselves."""
    for _ in range(max_frames):
        if until():
            return True
        if scene.session.thinking:
            scene.session.decider.settle(timeout=10.0)
        app.frame(dr.FRAME_S, draw=False)
        if check is not None:
            check()
    return until()


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_the_demo_seats_only_the_computer(game_id):
    match, seats = demo_match(game_id, 3)
    assert seats and not any(s.is_human for s in seats)
    assert match.num_players == len(seats) and match.game.info.id == game_id


def test_watch_plays_a_hand_and_the_next_without_counting_or_saving(app):
    game_id = GAMES[0].id
    real = dr.new_table(app, game_id, dr.default_seats(game_id), seed=2)   # a player's match in progress
    assert dr.Autopilot(app, real).moves(3)
    real.session.collect_saves(wait=True)
    saved, _warnings = app.saves.load_match(game_id)
    stats_before = app.stats.summary()
    app.nav.main_menu()
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    dr.run_frames(app, 1, events=dr.click(menu.watch[0].rect.center))
    scene = app.stack.top
    assert isinstance(scene, DemoScene) and scene.table.game_id == game_id
    assert not scene.session.kept and not scene.table.session.humans
    check = frame_check(app)
    assert run_demo(app, scene, lambda: isinstance(app.stack.top, (HandSummary, GameOver)), check=check)
    summary = app.stack.top
    assert summary.demo and summary.table is scene.table
    assert summary.buttons[1].label == "Stop watching"
    # the summary moves on by itself: a hand's worth of time passes in frames
    dr.run_frames(app, round(DEMO_NEXT_S / dr.FRAME_S) + 2)
    assert app.stack.top is scene and len(scene.table.match.hands) == 2
    assert run_demo(app, scene, lambda: len(scene.table.match.hands[-1].moves) >= 2, check=check)
    assert app.saves.load_match(game_id)[0] == saved              # the real match's save, untouched
    assert app.stats.summary() == stats_before
    dr.until_presses_count(app)                                   # a person sees the table come back
    dr.run_frames(app, 1, events=dr.key(pygame.K_ESCAPE))         # Esc stops
    assert isinstance(app.stack.top, MainMenu)
    assert game_id in app.stack.top.matches                       # Continue still offers it


def test_a_whole_demo_match_ends_uncounted_and_offers_another(app):
    game_id = min(GAMES, key=lambda info: info.target_score).id
    game = get_game(game_id)
    seats = [Seat(name, "easy") for name in ("Ada", "Basil", "Cleo")[:max(2, game.info.min_players)]]
    real = dr.new_table(app, game_id, dr.default_seats(game_id), seed=2)   # a player's match in progress
    assert dr.Autopilot(app, real).moves(2)
    real.session.collect_saves(wait=True)
    stats_before, saves_before = app.stats.summary(), app.saves.in_progress()
    assert game_id in {s["game"] for s in saves_before}
    scene = DemoScene(app, Match(game, len(seats), 5), seats)
    app.stack.reset(scene)
    assert run_demo(app, scene, lambda: isinstance(app.stack.top, GameOver), max_frames=400_000)
    over = app.stack.top
    assert scene.table.match.is_over
    assert over.buttons[0].label == "Watch another match"
    assert app.stats.summary() == stats_before
    assert app.saves.in_progress() == saves_before              # no save made, none cleared
    over.buttons[0].on_click()
    assert isinstance(app.stack.top, DemoScene) and app.stack.top is not scene


def test_the_demo_refuses_a_human_seat(app):
    game = GAMES[0]
    with pytest.raises(ValueError):
        DemoScene(app, Match(get_game(game.id), 2, 1), [Seat("You"), Seat("Ada", "easy")])
