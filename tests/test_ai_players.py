"""Every AI level plays whole games to the end with only legal moves, at
every table size; levels are made by one factory; decisions are seeded."""

from __future__ import annotations

import random

import pytest
from test_ai_helpers import TABLES, TINY, landed_game, midhand_match
from fanucci_desktop.games.shed import GAME as TOY

from fanucci_desktop.ai import LEVELS, OraclePlayer, SearchBudget, make_player
from fanucci_desktop.commands.simulate import simulate


@pytest.mark.parametrize("num_players", [2, 3])
def test_every_level_finishes_toy_games_legally(num_players):
    seats = (list(LEVELS) * 2)[:num_players * 2]
    for start in range(0, len(seats), num_players):
        result = simulate(TOY, seats[start:start + num_players], seed=start, games=3,
                          budget=TINY)
        assert result["illegal_moves"] == 0
        assert result["unfinished"] == 0
        assert result["games_finished"] == 3


@pytest.mark.parametrize("game_id,num_players", TABLES)
def test_every_level_plays_every_game_legally(game_id, num_players):
    game = landed_game(game_id)
    levels = list(LEVELS)
    # Two hands per table, every level seated at least once across the sizes.
    seats = [levels[(num_players + i) % len(levels)] for i in range(num_players)]
    result = simulate(game, seats, seed=num_players, hands=2, budget=TINY)
    assert result["illegal_moves"] == 0, result
    assert result["unfinished"] == 0, result
    assert result["hands_played"] == 2


@pytest.mark.parametrize("game_id", sorted({g for g, _ in TABLES}))
def test_every_level_plays_a_hand_of_every_game(game_id):
    game = landed_game(game_id)
    n = game.info.min_players
    for level in LEVELS:
        result = simulate(game, [level] + ["random"] * (n - 1), seed=7, hands=1, budget=TINY)
        assert result["illegal_moves"] == 0 and result["unfinished"] == 0, (level, result)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown AI level"):
        make_player("grandmaster", TOY)


def test_oracle_only_decides_through_the_full_state_entry_point():
    oracle = make_player("oracle", TOY, budget=TINY)
    assert isinstance(oracle, OraclePlayer)
    state = midhand_match(TOY, 2, 3, 2).state
    with pytest.raises(TypeError, match="decide_with_full_state"):
        oracle.decide(state.observation(state.current_player), state.legal_moves(),
                      random.Random(0))
    assert oracle.decide_with_full_state(state, random.Random(0)) in state.legal_moves()


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_same_seed_same_decision(level):
    player = make_player(level, TOY, budget=TINY)
    state = midhand_match(TOY, 3, 11, 3).state
    obs, moves = state.observation(state.current_player), state.legal_moves()
    picks = {player.decide(obs, moves, random.Random(5)) for _ in range(3)}
    assert len(picks) == 1


def test_hard_beats_random_at_the_toy_game():
    result = simulate(TOY, ["hard", "random"], seed=2, hands=30,
                      budget=SearchBudget(rollouts=24, candidates=4, depth=20))
    assert result["wins"][0] > result["wins"][1]


def test_search_budget_refuses_nonsense():
    with pytest.raises(ValueError):
        SearchBudget(rollouts=0)
