"""The player interface and the players that need no search.

Contract of every fair player: :meth:`Player.decide` looks at the seat's
observation, the legal moves and the seeded ``random.Random`` it is given,
and at nothing else; it returns one of ``legal_moves``. With the same three
inputs (the rng in the same state) it returns the same move. ``stop`` is an
optional ``threading.Event``: when set, a player that searches returns its
best move so far at once (players that do not search ignore it).
"""

from __future__ import annotations

import random
import threading
from abc import ABC, abstractmethod
from typing import Sequence

from ..engine.protocol import Move, Observation
from ..engine.rng import randbelow
from .knowledge import Knowledge, best_move


class Player(ABC):
    """An AI player of one game at one level."""

    #: The level name (``easy``, ``normal``, ``hard``, ``random``, ``oracle``).
    level: str = ""

    @abstractmethod
    def decide(self, observation: Observation, legal_moves: Sequence[Move],
               rng: random.Random, stop: threading.Event | None = None) -> Move:
        """The move to play, one of ``legal_moves`` (which is not empty)."""


class RandomPlayer(Player):
    """A uniformly random legal move (tests and measurement only)."""

    level = "random"

    def decide(self, observation: Observation, legal_moves: Sequence[Move],
               rng: random.Random, stop: threading.Event | None = None) -> Move:
        return legal_moves[randbelow(rng, len(legal_moves))]


class HeuristicPlayer(Player):
    """Plays by the game knowledge's move scores.

    ``noise`` 0 and ``blunder`` 0 is ``normal``: the best-scored move. With
    noise, each score gets Gaussian noise of that standard deviation, and with
    chance ``blunder`` a random legal move is played: ``easy``.
    """

    def __init__(self, knowledge: Knowledge, level: str, noise: float = 0.0,
                 blunder: float = 0.0) -> None:
        self.knowledge = knowledge
        self.level = level
        self.noise = noise
        self.blunder = blunder

    def decide(self, observation: Observation, legal_moves: Sequence[Move],
               rng: random.Random, stop: threading.Event | None = None) -> Move:
        if len(legal_moves) == 1:
            return legal_moves[0]
        if self.blunder and rng.random() < self.blunder:
            return legal_moves[randbelow(rng, len(legal_moves))]
        scores = self.knowledge.score_moves(observation, legal_moves, rng)
        if self.noise:
            scores = [s + rng.gauss(0.0, self.noise) for s in scores]
        return best_move(legal_moves, scores, rng)
