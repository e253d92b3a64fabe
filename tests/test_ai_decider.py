"""AsyncDecider: decisions off the caller's thread, polled, cancellable,
within budget, with the player's errors handed back to the caller."""

from __future__ import annotations

import random
import threading
import time

import pytest
from test_ai_helpers import midhand_match
from toy_game import GAME as TOY

from fanucci_desktop.ai import AsyncDecider, Player, SearchBudget, make_player


class _SlowPlayer(Player):
    """Thinks until told to stop (or 5 s), then plays the first move."""

    level = "slow"

    def __init__(self) -> None:
        self.stopped = threading.Event()

    def decide(self, observation, legal_moves, rng, stop=None):
        if stop is not None and stop.wait(5.0):
            self.stopped.set()
        return legal_moves[0]


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
    t0 = time.perf_counter()
    decider.start(player, obs, moves, seed=1)
    assert time.perf_counter() - t0 < 0.5
    assert decider.poll() is None
    decider.cancel()
    assert player.stopped.wait(2.0)
    assert decider.poll() is None and not decider.busy


def test_hard_returns_within_its_wall_clock_cap():
    obs, moves = _position()
    budget = SearchBudget(rollouts=10**7, max_seconds=0.3, candidates=4)
    decider = AsyncDecider()
    t0 = time.perf_counter()
    decider.start(make_player("hard", TOY, budget=budget), obs, moves, seed=2)
    move = decider.wait(3.0)
    assert move in moves
    assert time.perf_counter() - t0 < 1.5


def test_min_seconds_holds_the_move_back():
    obs, moves = _position()
    decider = AsyncDecider()
    decider.start(make_player("normal", TOY), obs, moves, seed=3, min_seconds=0.3)
    time.sleep(0.05)
    assert decider.poll() is None
    time.sleep(0.35)
    assert decider.poll() in moves


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
