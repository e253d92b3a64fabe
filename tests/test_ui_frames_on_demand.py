"""Frames on demand: a scene at rest asks for no frames and the main loop
then draws none; anything that moves is drawn every frame; an AI's
thinking dots are drawn at a low rate."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.games import RECORDS
from fanucci_desktop import app as app_module
from fanucci_desktop.app import App, run_loop
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.check import driver as dr
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.scenes.summary import HandSummary
from fanucci_desktop.ui.tween import SLOW_FRAME_S, soonest
from fanucci_desktop.ui.widgets import Button, FocusGroup, TextField

GAMES = [r.info.id for r in RECORDS]


@pytest.fixture
def app(tmp_path):
    application = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="normal")
    yield application
    application.shutdown()


def settle(app, max_frames: int = 600) -> None:
    """Step frames until the app says it is at rest."""
    for _ in range(max_frames):
        if app.wake_in() is None:
            return
        dr.run_frames(app, 1)
    raise AssertionError(f"still asking for frames after {max_frames}: {app.wake_in()}")


def human_waiting(app, game_id: str):
    """A table with one person and AI opponents, at the person's turn, at rest."""
    seats = dr.default_seats(game_id, humans=1, level="easy")
    table = dr.new_table(app, game_id, seats, seed=11)
    pilot = dr.Autopilot(app, table)
    assert pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table, 20_000)
    settle(app)
    return table


def test_soonest_ignores_none_and_never_goes_below_zero():
    assert soonest() is None and soonest(None, None) is None
    assert soonest(None, 0.5, 0.2) == 0.2
    assert soonest(-1.0, None) == 0.0


def test_a_hovered_button_asks_for_frames_until_its_highlight_settles():
    button = Button(label="Hint", rect=pygame.Rect(0, 0, 100, 40))
    group = FocusGroup([button])
    assert group.wake_in() is None
    button.pointer(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(0, 0), buttons=(0, 0, 0)))
    assert group.wake_in() == 0.0
    for _ in range(120):
        group.update(1 / 60)
    assert button.hover == 1.0 and group.wake_in() is None


def test_a_focused_text_field_wakes_only_to_blink_its_caret():
    field = TextField(rect=pygame.Rect(0, 0, 100, 40))
    group = FocusGroup([field])
    assert group.wake_in() is None                  # not focused: no caret
    group.focus = 0
    delay = group.wake_in()
    assert delay is not None and 0 < delay <= 1.0


def test_the_menu_at_rest_draws_no_frame_in_a_second(app):
    settle(app)
    pygame.event.clear()                  # the window's own start-up events are input too
    frames = app.frames
    pygame.time.set_timer(pygame.QUIT, 1000, loops=1)
    run_loop(app)
    assert app.frames == frames, f"{app.frames - frames} frames drawn at rest"


def test_the_loop_gives_free_memory_back_once_as_it_comes_to_rest(app, monkeypatch):
    settle(app)
    pygame.event.clear()
    released = []
    monkeypatch.setattr(app_module, "release_free_memory", lambda: released.append(app.frames))
    pygame.time.set_timer(pygame.QUIT, 500, loops=1)
    run_loop(app)
    assert released == [app.frames]          # once, before the first sleep, not per wake


def test_the_loop_draws_every_frame_while_something_moves(app, monkeypatch):
    settle(app)
    waits: list[float | None] = []
    real = app_module.next_events

    def recording(wait, waiter):
        waits.append(wait)
        return real(wait, waiter)

    monkeypatch.setattr(app_module, "next_events", recording)
    app.stack.push(type(app.stack.top)(app))     # a new menu: it cross-fades in
    moving: list[bool] = []

    def stop_at_rest(app, dt):
        moving.append(app.wake_in() == 0.0)
        if app.wake_in() is None:
            app.quit()

    start = app.frames
    pygame.time.set_timer(pygame.QUIT, 10_000, loops=1)   # a bound if it never rests
    run_loop(app, on_frame=stop_at_rest)
    pygame.time.set_timer(pygame.QUIT, 0)
    drawn = app.frames - start
    assert drawn >= 5, "the cross-fade was not drawn"
    assert waits[0] == 0.0 and all(w == 0.0 for w, m in zip(waits[1:], moving) if m)
    assert moving[-1] is False


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_waiting_for_a_person_asks_for_no_frames(app, game_id):
    table = human_waiting(app, game_id)
    assert table.wake_in() is None and app.wake_in() is None


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_asks_for_every_frame_while_a_move_animates(app, game_id):
    table = human_waiting(app, game_id)
    pilot = dr.Autopilot(app, table)
    move: Move = pilot.choose()
    assert table.flow.play(move)
    assert table.wake_in() == 0.0


def test_an_ai_thinking_is_drawn_at_the_slow_rate(app):
    table = human_waiting(app, "flathead-rummy")
    table.session.thinking = True         # as while an AI seat decides
    assert table.wake_in() == SLOW_FRAME_S
    table.session.thinking = False
    assert table.wake_in() is None


def test_a_summary_closed_without_input_still_gets_the_frame_that_deals_on(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="instant")
    try:
        table = dr.new_table(app, "fan-rummy", [Seat("A", "easy"), Seat("B", "easy")], seed=4)
        for _ in range(100_000):
            if isinstance(app.stack.top, HandSummary):
                break
            dr.run_frames(app, 1)
        assert isinstance(app.stack.top, HandSummary), "the hand never ended"
        app.stack.top.next_hand()              # as a driver does, between frames
        assert table.session.step_due() and app.wake_in() == 0.0
        dr.run_frames(app, 1)
        assert not table.match.needs_deal      # the next hand was dealt
    finally:
        app.shutdown()
