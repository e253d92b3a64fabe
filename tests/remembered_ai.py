"""The ``hard`` AI's decisions, remembered across the tests of one run.

A decision is a function of the player's level and game, the seat's
observation, the legal moves and the random generator's state (the table
seeds it from the match seed and the move number): two tests that play the
same match (the legibility tour at each window size, the eight-player
summary) ask the same questions. :class:`Remembered` answers a question
asked before with the move the player chose then, so the search runs once
per question and the tests still play exactly the game the AI plays. Only
a decision that ran to its end is remembered (a cancelled one is thrown
away, as the table throws it away).
"""

from __future__ import annotations

import random
import threading
from typing import Sequence

import pytest

from fanucci_desktop.engine.protocol import Move, Observation
from fanucci_desktop.ai.players import Player
from fanucci_desktop.session import table_session
from fanucci_desktop.session.seats import make_ai

#: A question put to a player: level, game, observation (a value: equal
#: observations are equal in every field), legal moves, generator state.
Question = tuple[str, str, Observation, tuple[Move, ...], tuple]


class Remembered(Player):
    """``player`` (of ``game_id``), answering from ``memory`` what it was asked before."""

    def __init__(self, player: Player, game_id: str, memory: dict[Question, Move]) -> None:
        self.player, self.game_id, self.memory = player, game_id, memory
        self.level = player.level

    def decide(self, observation: Observation, legal_moves: Sequence[Move],
               rng: random.Random, stop: threading.Event | None = None) -> Move:
        question = (self.level, self.game_id, observation, tuple(legal_moves), rng.getstate())
        if question in self.memory:
            return self.memory[question]
        move = self.player.decide(observation, legal_moves, rng, stop)
        if stop is None or not stop.is_set():
            self.memory[question] = move
        return move


@pytest.fixture(scope="session")
def hard_ai_memory() -> dict[Question, Move]:
    """The ``hard`` decisions made so far in this run (of this process)."""
    return {}


@pytest.fixture
def remembered_hard_ai(monkeypatch, hard_ai_memory) -> dict[Question, Move]:
    """Tables made during the test seat ``hard`` AIs that remember their
    decisions in :func:`hard_ai_memory`; the other levels decide in
    milliseconds and are left as they are."""

    def made(level: str, game_id: str):
        player = make_ai(level, game_id)
        return Remembered(player, game_id, hard_ai_memory) if level == "hard" else player

    monkeypatch.setattr(table_session, "make_ai", made)
    return hard_ai_memory
