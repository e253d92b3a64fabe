"""Shared helpers of the AI tests (no tests of its own; named test_ai_* to sit
with the AI tests): which games have landed, small budgets, and reaching a
mid-hand position by seeded random play."""

from __future__ import annotations

import random

import pytest

from fanucci_desktop.ai import SearchBudget
from fanucci_desktop.engine import Game, Match
from fanucci_desktop.engine.rng import choice
from fanucci_desktop.games import GAMES, get_game

#: A search budget small enough for tests.
TINY = SearchBudget(rollouts=12, max_seconds=2.0, candidates=3, depth=8)

#: Every table size of every registered game.
TABLES = [(info.id, n) for info in GAMES for n in range(info.min_players, info.max_players + 1)]


def landed_game(game_id: str) -> Game:
    """The game's engine (every game in the catalogue has one)."""
    return get_game(game_id)


def midhand_match(game: Game, num_players: int, seed: int, steps: int) -> Match:
    """A match after a deal and up to ``steps`` seeded random legal moves,
    stopped early rather than play a move that would end the hand."""
    rng = random.Random(seed)
    match = Match(game, num_players, seed)
    match.deal()
    for _ in range(steps):
        assert match.state is not None
        move = choice(match.state.legal_moves(), rng)
        probe = match.state.clone()
        probe.apply(move)
        if probe.is_over:
            break
        match.apply(move)
    return match
