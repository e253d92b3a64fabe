"""Trophy Case: the search's fast rollout policy picks a move the knowledge's
own scores rank best, and looks only at what the player to act may see."""

from __future__ import annotations

import random

from fanucci_desktop.ai.trophy_case import KNOWLEDGE
from fanucci_desktop.engine.protocol import HandContext
from fanucci_desktop.games.trophy_case.game import TrophyCaseGame


def _positions(num_players: int, hands: int):
    game = TrophyCaseGame()
    for h in range(hands):
        state = game.new_hand(HandContext(num_players, h % num_players, h, 500 + h))
        rng = random.Random(h)
        while not state.is_over:
            moves = state.legal_moves()
            yield state, moves
            state.apply(moves[rng.randrange(len(moves))])


def test_rollout_move_is_a_best_scored_move():
    checked = 0
    for n in (3, 4, 5):
        for state, moves in _positions(n, 6):
            if len(moves) < 2:
                continue
            move = KNOWLEDGE.rollout_move(state, random.Random(0))
            scores = KNOWLEDGE.score_moves(state.observation(state.current_player), moves,
                                           random.Random(0))
            assert move in moves
            assert scores[moves.index(move)] >= max(scores) - 1e-6
            checked += 1
    assert checked > 100


def test_rollout_move_ignores_other_hands():
    for state, moves in _positions(3, 4):
        if len(moves) < 2:
            continue
        seat = state.current_player
        other = state.clone()
        # swap the hidden cards of the other seats with each other's
        others = [p for p in range(3) if p != seat]
        pool = [c for p in others for c in other.hands[p]] + other.stock
        random.Random(1).shuffle(pool)
        for p in others:
            size = len(other.hands[p])
            other.hands[p], pool = sorted(pool[:size]), pool[size:]
        other.stock = pool
        assert KNOWLEDGE.rollout_move(other, random.Random(0)) == \
            KNOWLEDGE.rollout_move(state, random.Random(0))
