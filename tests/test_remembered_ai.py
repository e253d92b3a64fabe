"""The tests' memory of AI decisions (``remembered_ai``) answers only a
question asked before, exactly as the player answered it then."""

from __future__ import annotations

import random
import threading

from fanucci_desktop.ai.players import RandomPlayer
from fanucci_desktop.engine import HandContext
from fanucci_desktop.games import get_game
from remembered_ai import Remembered


class Counted(RandomPlayer):
    """A random player that counts the decisions it really makes."""

    def __init__(self) -> None:
        self.made = 0

    def decide(self, observation, legal_moves, rng, stop=None):
        self.made += 1
        return super().decide(observation, legal_moves, rng, stop)


def asked(game_id: str, players: int, seed: int):
    """A new hand's first question, and a counted player behind a memory."""
    state = get_game(game_id).new_hand(HandContext(players, 0, 1, seed))
    inner = Counted()
    return (state, state.observation(state.current_player), state.legal_moves(), inner,
            Remembered(inner, game_id, {}))


def test_a_question_asked_again_is_answered_from_memory_and_only_then():
    state, obs, moves, inner, player = asked("fortune-rummy", 8, 8)
    first = player.decide(obs, moves, random.Random(5))
    assert player.decide(obs, moves, random.Random(5)) == first and inner.made == 1
    player.decide(obs, moves, random.Random(6))                     # another seed
    player.decide(obs, moves[:1], random.Random(5))                 # other legal moves
    other = state.clone()
    other.apply(moves[0])
    player.decide(other.observation(other.current_player), other.legal_moves(), random.Random(5))
    assert inner.made == 4, "a question that differs in anything is put to the player"


def test_another_deal_with_the_same_legal_moves_is_another_question():
    game = get_game("gin-rummy")
    one, two = (game.new_hand(HandContext(2, 0, 1, seed)) for seed in (1, 2))
    assert one.legal_moves() == two.legal_moves()
    inner = Counted()
    player = Remembered(inner, "gin-rummy", {})
    for state in (one, two):
        player.decide(state.observation(state.current_player), state.legal_moves(), random.Random(5))
    assert inner.made == 2, "the observation is part of the question"


def test_a_cancelled_decision_is_not_remembered():
    _, obs, moves, inner, player = asked("gin-rummy", 2, 3)
    stop = threading.Event()
    stop.set()
    player.decide(obs, moves, random.Random(1), stop)
    player.decide(obs, moves, random.Random(1))
    assert inner.made == 2
