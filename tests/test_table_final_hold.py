"""The hand's final table held before the score (``ui/tables/parts/hold.py``,
``table.hold``), at every game's table, at normal animation speed: where a
person plays it holds until a key or a click (Esc and the Menu button open
the menu instead); where nobody plays it ends by itself once the table has
stood still for the game's time; a match resumed after its hand ended
opens the score at once, as it always did; at instant speed nothing holds."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import RECORDS, catalog, record
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.scenes.pause import Pause
from fanucci_desktop.ui.scenes.summary import HandSummary
from fanucci_desktop.ui.tables import opening
from table_fixtures import app_fixtures

#: The games whose final table holds (their record's ``hold_s``).
GAME_IDS = [r.info.id for r in RECORDS if r.hold_s > 0]


def make_app(folder) -> App:
    app = App(paths=AppPaths.under(str(folder)), size=(1280, 800), animation_speed="normal")
    app.settings = dataclasses.replace(app.settings, ai_pace="fast")
    return app


shared_app, app = app_fixtures(make_app, "final_hold")


def frame(app, events=()) -> None:
    """One frame (an AI deciding is waited for, so frames never depend on the machine)."""
    table = app.nav.table_in_play()
    if table is not None and table.session.thinking:
        table.session.decider.settle(timeout=10.0)
    app.frame(dr.FRAME_S, events, draw=False)


def frames_until(app, done, seconds: float) -> int:
    """Frames until ``done()``; how many it took (fails after ``seconds`` of frames)."""
    for n in range(round(seconds / dr.FRAME_S)):
        if done():
            return n
        frame(app)
    assert done(), f"not reached in {seconds} s of frames; on top: {app.stack.top.name}"
    return round(seconds / dr.FRAME_S)


def hand_over(app, game_id: str, humans: int = 1):
    """A table of ``game_id`` whose first hand has just ended, its last
    cards still moving (the person's moves made by the driver)."""
    seats = dr.default_seats(game_id, humans=humans, level="easy")
    table = dr.new_table(app, game_id, seats, seed=5)
    pilot = dr.Autopilot(app, table)
    assert pilot.play(lambda: table.session.summary_due, max_frames=60_000), "the hand did not end"
    assert app.stack.top is table
    return table


def held_still(app, table) -> None:
    """Let the last cards land, then more time pass than any game holds."""
    frames_until(app, lambda: not table.busy, 20)
    for _ in range(round((max(r.hold_s for r in RECORDS) + 2) / dr.FRAME_S)):
        frame(app)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_key_ends_the_hold_and_opens_the_score(app, game_id):
    table = hand_over(app, game_id)
    held_still(app, table)
    assert app.stack.top is table and table.hold.holding, "the score opened by itself"
    assert len(table.match.hands) == 1
    assert table.wake_in() is None, "the still final table asks for frames while it waits for the person"
    frame(app, dr.key(pygame.K_SPACE))
    assert not table.hold.holding
    frames_until(app, lambda: isinstance(app.stack.top, HandSummary), 2)
    assert len(table.match.hands) == 1, "the key meant for the score dealt the next hand"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_click_ends_the_hold_but_esc_and_the_menu_button_open_the_menu(app, game_id):
    table = hand_over(app, game_id)
    held_still(app, table)
    frame(app, dr.key(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, Pause) and table.hold.holding
    frame(app, dr.key(pygame.K_ESCAPE))
    frames_until(app, lambda: app.stack.top is table, 2)
    frame(app, dr.click(table.menu_button.rect.center))
    assert isinstance(app.stack.top, Pause) and table.hold.holding
    frame(app, dr.key(pygame.K_ESCAPE))
    frames_until(app, lambda: app.stack.top is table and app.stack.takes_presses, 2)
    frame(app, dr.click((table.size[0] // 2, table.size[1] // 2)))
    assert not table.hold.holding
    frames_until(app, lambda: isinstance(app.stack.top, HandSummary), 2)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_where_nobody_plays_the_hold_ends_by_itself_after_the_games_time(app, game_id):
    table = hand_over(app, game_id, humans=0)
    assert table.session.hands_free and table.hold.holding
    hold_s = record(game_id).hold_s
    assert table.hold.seconds == hold_s
    frames_until(app, lambda: not table.busy, 20)
    waited = frames_until(app, lambda: isinstance(app.stack.top, HandSummary), hold_s + 2)
    assert hold_s - 0.1 <= waited * dr.FRAME_S <= hold_s + 0.1
    assert len(table.match.hands) == 1


@pytest.mark.parametrize("game_id", [r.info.id for r in RECORDS])
def test_a_game_whose_record_holds_nothing_opens_the_score_once_the_cards_land(app, game_id,
                                                                              monkeypatch):
    """Every game's table, its record's ``hold_s`` set to 0 (the record's
    default, which a new game may keep)."""
    monkeypatch.setattr(catalog, "RECORDS", tuple(
        dataclasses.replace(r, hold_s=0.0) if r.info.id == game_id else r for r in catalog.RECORDS))
    table = hand_over(app, game_id)
    assert table.hold.seconds == 0 and not table.hold.holding
    frames_until(app, lambda: isinstance(app.stack.top, HandSummary), 20)
    assert len(table.match.hands) == 1


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_match_resumed_after_its_hand_ended_opens_the_score_at_once(app, game_id):
    """The hold's time is not saved: the table opened on the save shows the
    score without waiting for a key, as it did before the hold was one part."""
    table = hand_over(app, game_id)
    held_still(app, table)
    table.session.collect_saves(wait=True)
    saved, warnings = app.saves.load_match(game_id)
    assert saved is not None, warnings
    resumed = opening.resumed_table(app, saved)
    assert resumed.session.summary_due and not resumed.hold.holding
    app.stack.reset(resumed)
    frames_until(app, lambda: isinstance(app.stack.top, HandSummary), 2)
    assert app.stack.top.table is resumed and len(resumed.match.hands) == 1


def test_at_instant_speed_nothing_holds(app):
    normal = app.settings
    app.settings = dataclasses.replace(normal, animation_speed="instant")
    try:
        table = hand_over(app, "gin-rummy")
        assert not table.hold.holding
        frames_until(app, lambda: isinstance(app.stack.top, HandSummary), 1)
    finally:
        app.settings = normal


def test_trophy_cases_final_table_says_why_the_deal_ended_and_that_the_score_is_next(app):
    table = hand_over(app, "trophy-case")
    held_still(app, table)
    ending = table.words.hand_ending()
    assert ending and table.words.prompt() == f"{ending} The score is next: click or press a key."


def test_trophy_cases_last_trick_stays_in_the_centre_as_played_while_the_table_holds(app):
    """As every table holds the picture the last move left, Trophy Case
    holds its last trick in the centre (not slid to its winner's pile)."""
    table = hand_over(app, "trophy-case")
    last = table.facts().tricks[-1]
    held_still(app, table)
    assert table.hold.holding
    assert table.shown_trick().cards == last.cards and table.shown_trick().winner == last.winner
    well = table.geometry().trick
    placed = {s.card: s for s in table.sprites if s.card in set(last.cards)}
    assert len(placed) == len(last.cards)
    assert all(well.collidepoint(s.x, s.y) for s in placed.values()), "the last trick left the centre"
    frame(app, dr.key(pygame.K_SPACE))
    assert table.held is None, "the trick stayed held after the hold"
    frames_until(app, lambda: isinstance(app.stack.top, HandSummary), 2)


def test_trophy_cases_ending_is_said_once_on_the_held_table(app):
    """While the final table holds, why the deal ended is shown once (the
    prompt, which speech says), not again on the strip above the trick."""
    table = hand_over(app, "trophy-case")
    held_still(app, table)
    ending = table.words.hand_ending()
    app.theme.drawn = []
    table.draw(app.screen)
    drawn, app.theme.drawn = app.theme.drawn, None
    texts = " ".join(getattr(d, "text", "") for d in drawn)
    assert ending and texts.count(ending) == 1, texts
