"""AsyncDecider: decisions off the caller's thread, polled, cancellable,
within budget, with the player's errors handed back to the caller."""

from __future__ import annotations

import random
import threading

import pytest
from test_ai_helpers import midhand_match
from fanucci_desktop.games.shed import GAME as TOY

from fanucci_desktop.ai import AsyncDecider, Player, SearchBudget, make_player
from fanucci_desktop.ai import decider as decider_module
from fanucci_desktop.ai import search as search_module


class _SlowPlayer(Player):
    """Thinks until told to stop (or 5 s), then plays the first move."""

    level = "slow"

    def __init__(self) -> None:
        self.stopped = threading.Event()
        self.finished = threading.Event()

    def decide(self, observation, legal_moves, rng, stop=None):
        if stop is not None and stop.wait(5.0):
            self.stopped.set()
        self.finished.set()
        return legal_moves[0]


class _Clock:
    """A stand-in for the ``time`` module: its clock moves only when told
    (``advance``) or slept on, and ``perf_counter`` ticks ``step`` a call."""

    def __init__(self, step: float = 0.0) -> None:
        self.now = 0.0
        self.step = step

    def advance(self, seconds: float) -> None:
        self.now += seconds

    def monotonic(self) -> float:
        return self.now

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds


class _BrokenPlayer(Player):
    level = "broken"

    def decide(self, observation, legal_moves, rng, stop=None):
        raise RuntimeError("bug in the AI")


def _position():
    state = midhand_match(TOY, 2, 4, 3).state
    return state.observation(state.current_player), state.legal_moves()


def test_poll_returns_the_seeded_decision_once():
    obs, moves = _position()
    player = make_player("hard", TOY, budget=SearchBudget(rollouts=30, candidates=3))
    expected = player.decide(obs, moves, random.Random(9))
    decider = AsyncDecider()
    decider.start(player, obs, moves, seed=9)
    assert decider.busy
    assert decider.wait(5.0) == expected
    assert decider.poll() is None and not decider.busy


def test_start_returns_at_once_and_cancel_stops_the_search():
    obs, moves = _position()
    player = _SlowPlayer()
    decider = AsyncDecider()
    decider.start(player, obs, moves, seed=1)
    assert not player.finished.is_set()        # start did not wait for the player
    assert decider.poll() is None
    decider.cancel()
    assert player.stopped.wait(5.0)
    assert decider.poll() is None and not decider.busy


def test_hard_returns_within_its_wall_clock_cap(monkeypatch):
    """10 million rollouts would take hours: the cap (0.3 s on a clock that
    ticks a millisecond a look) ends the search with a legal move."""
    monkeypatch.setattr(search_module, "time", _Clock(step=0.001))
    obs, moves = _position()
    budget = SearchBudget(rollouts=10**7, max_seconds=0.3, candidates=4)
    decider = AsyncDecider()
    decider.start(make_player("hard", TOY, budget=budget), obs, moves, seed=2)
    assert decider.wait(60.0) in moves


def test_min_seconds_holds_the_move_back(monkeypatch):
    clock = _Clock()
    monkeypatch.setattr(decider_module, "time", clock)
    obs, moves = _position()
    decider = AsyncDecider()
    decider.start(make_player("normal", TOY), obs, moves, seed=3, min_seconds=30.0)
    clock.advance(29.0)
    assert decider.poll() is None
    assert decider.wait(10.0) in moves
    assert clock.now == 30.0                   # held back until its time, not longer


def test_a_player_error_reaches_the_caller():
    obs, moves = _position()
    decider = AsyncDecider()
    decider.start(_BrokenPlayer(), obs, moves, seed=0)
    with pytest.raises(RuntimeError, match="bug in the AI"):
        decider.wait(2.0)


def test_start_refuses_an_empty_move_list():
    obs, _ = _position()
    with pytest.raises(ValueError):
        AsyncDecider().start(make_player("easy", TOY), obs, [], seed=0)


def _ai_threads() -> set[threading.Thread]:
    return {t for t in threading.enumerate() if t.name == "fanucci-ai"}


def test_one_worker_thread_serves_every_decision_until_the_decider_is_closed():
    """A decision is handed to a waiting worker: no thread is started per
    move (starting one makes the frame that asks wait for it), and closing
    the decider lets the worker end."""
    obs, moves = _position()
    player = make_player("easy", TOY)
    before = _ai_threads()
    decider = AsyncDecider()
    workers: set[threading.Thread] = set()
    for n in range(3):
        decider.start(player, obs, moves, seed=n)
        assert decider.wait(timeout=5) is not None
        workers |= _ai_threads() - before
    assert len(workers) == 1
    worker = workers.pop()
    decider.close()
    worker.join(timeout=5)
    assert not worker.is_alive()
    decider.start(player, obs, moves, seed=9)
    assert decider.wait(timeout=5) is not None          # a new worker after the close
    decider.close()


def test_an_idle_worker_ends_by_itself(monkeypatch):
    monkeypatch.setattr(decider_module, "WORKER_IDLE_S", 0.05)
    obs, moves = _position()
    decider = AsyncDecider()
    decider.start(make_player("easy", TOY), obs, moves, seed=1)
    assert decider.wait(timeout=5) is not None
    worker = decider._worker
    assert worker is not None
    worker.join(timeout=5)
    assert not worker.is_alive()
