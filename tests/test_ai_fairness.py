"""Fairness: an AI decides from its seat's observation only. Two states that
give the seat to act the same observation but hold different hidden cards
get the same decision from every fair level under the same seed."""

from __future__ import annotations

import random

import pytest
from test_ai_helpers import TINY, landed_game, midhand_match
from fanucci_desktop.games.shed import GAME as TOY

from fanucci_desktop.ai import make_player
from fanucci_desktop.engine import Game, State
from fanucci_desktop.games import GAMES

FAIR_LEVELS = ("random", "easy", "normal", "hard")


def _twin(state: State, seat: int, seed: int) -> State:
    """A state with the same observation for ``seat`` and, where possible,
    other hidden cards."""
    rng = random.Random(seed)
    for _ in range(10):
        other = state.permute_hidden(seat, rng)
        if other != state:
            return other
    return other


def _positions(game: Game, num_players: int, seeds: range, steps: int):
    for seed in seeds:
        match = midhand_match(game, num_players, seed, steps=(seed * 7) % steps + 1)
        state = match.state
        seat = state.current_player
        twin = _twin(state, seat, seed)
        assert twin.observation(seat) == state.observation(seat)
        yield seed, state, twin, seat


def _check_fair(game: Game, num_players: int, seeds: range, steps: int) -> int:
    """Asserts equal decisions; returns how many twins really differed."""
    differed = 0
    for seed, state, twin, seat in _positions(game, num_players, seeds, steps):
        differed += twin != state
        for level in FAIR_LEVELS:
            player = make_player(level, game, budget=TINY)
            picks = [player.decide(s.observation(seat), s.legal_moves(), random.Random(seed))
                     for s in (state, twin)]
            assert picks[0] == picks[1], (
                f"{game.info.id} seed {seed}: {level} chose {picks[0]} and {picks[1]} "
                f"from the same observation")
    return differed


def test_fair_levels_decide_alike_on_toy_twins():
    assert _check_fair(TOY, 3, range(12), 6) >= 6


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_fair_levels_decide_alike_on_twins(game_id):
    game = landed_game(game_id)
    n = game.info.min_players
    assert _check_fair(game, n, range(4), 30) >= 1


@pytest.mark.parametrize("game_id", ["fan-rummy", "flathead-rummy", "gin-rummy"])
def test_the_twins_differ_where_it_matters(game_id):
    """The oracle sees the whole state: on some twins it decides otherwise,
    so the fairness check above would catch a player that peeks."""
    game = landed_game(game_id)
    oracle = make_player("oracle", game, budget=TINY)
    differ = 0
    for seed, state, twin, _seat in _positions(game, 2, range(24), 30):
        picks = [oracle.decide_with_full_state(s, random.Random(seed)) for s in (state, twin)]
        differ += picks[0] != picks[1]
    assert differ > 0


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_the_oracle_does_not_know_the_order_of_the_stock(game_id):
    """Perfect information is every card in every hand, not the chance to
    come: states that differ only in the order of the stock get the same
    decision from the oracle under the same seed."""
    game = landed_game(game_id)
    oracle = make_player("oracle", game, budget=TINY)
    differed = 0
    for seed in range(4):
        state = midhand_match(game, game.info.min_players, seed, steps=(seed * 7) % 30 + 1).state
        twin = state.with_stock_shuffled(random.Random(seed))
        differed += twin != state
        picks = [oracle.decide_with_full_state(s, random.Random(seed)) for s in (state, twin)]
        assert picks[0] == picks[1], f"{game_id} seed {seed}: the oracle read the stock's order"
    assert differed > 0
