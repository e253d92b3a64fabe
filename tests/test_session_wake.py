"""The session's workers wake the app when they finish, instead of being
polled: an autosave written and an AI's move ready each call ``wake``."""

from __future__ import annotations

import threading
import time

from fanucci_desktop.engine.match import Match
from fanucci_desktop.games import get_game
from fanucci_desktop.session import Seat, Step, TableSession


class Waker:
    """Counts wake-ups, and when each came."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.came = threading.Event()

    def __call__(self) -> None:
        self.times.append(time.monotonic())
        self.came.set()


def ai_session(wake: Waker, store=None) -> TableSession:
    game = get_game("gin-rummy")
    session = TableSession(Match(game, 2, seed=5), [Seat("A", "easy"), Seat("B", "easy")],
                           store=store, wake=wake)
    session.deal()
    return session


def test_a_written_autosave_wakes_the_app():
    wake = Waker()
    session = ai_session(wake, store=lambda record: [])
    session.autosave()
    assert wake.came.wait(10), "the saver finished without waking the app"
    session.close()


def test_an_ai_move_wakes_the_app_once_it_may_be_taken():
    wake = Waker()
    session = ai_session(wake)
    assert session.next_step() is Step.THINK
    started = time.monotonic()
    session.think(min_seconds=0.3)
    assert wake.came.wait(10), "the AI decided without waking the app"
    assert wake.times[0] - started >= 0.3          # not before the pace allows the move
    assert session.collect() is not None           # and then the move is there
    session.close()


def test_a_cancelled_decision_does_not_wake_the_app():
    wake = Waker()
    session = ai_session(wake)
    session.think(min_seconds=0.3)
    session.stop_thinking()
    assert not wake.came.wait(0.6)
    session.close()
