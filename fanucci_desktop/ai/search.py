"""Determinized Monte Carlo search: the ``hard`` level and the ``oracle``.

``hard`` never sees hidden cards. For each decision it draws worlds with
``knowledge.sample_world(game, observation, rng)`` -- full states consistent
with what its seat knows, by default ``game.sample_state`` -- and tries its
candidate moves in each of them (except where the knowledge says the worlds
mislead, :meth:`.Knowledge.worth_searching`: there it plays the best-scored
move):

1. Order the legal moves by the game knowledge's scores and keep the best
   ``candidates`` of them (move ordering and pruning).
2. Sequential halving over the candidates: in each round every surviving
   candidate is played in the same fresh worlds (common random numbers: the
   same world and the same rollout seed for every candidate, so they are
   compared on equal luck), followed by a rollout in which every seat plays
   the knowledge's policy for at most ``depth`` moves; the position is then
   valued with the knowledge's ``evaluate`` (or the hand's real scores when
   it ended). The worse half is dropped after each round.
3. The candidate with the best mean value wins over the knowledge's own
   favourite only when it is better by more than ``confidence`` standard
   errors of their paired differences (same worlds); otherwise, and for
   equal means, the knowledge's favourite stays. The search corrects the
   heuristic where the evidence says so, and leaves it alone on noise.

The result depends only on the observation, the moves and the rng: the
number of rollouts (``rollouts``) fixes the work. ``max_seconds`` is a
safety cap on the wall clock: on a machine too slow to finish the rollouts in
time the search stops early with its best move so far (then, and only then,
the result may depend on timing).

The ``oracle`` (measurement only) runs the same search on the true state
instead of sampled worlds, each world with the stock in a fresh order
(``State.with_stock_shuffled``): it sees every card in every hand, but the
order of the cards still to be drawn is chance to come, which no player
can know. It shows what perfect information is worth.
"""

from __future__ import annotations

import math
import random
import threading
import time
from typing import Callable, Sequence

from ..engine.protocol import Game, Move, Observation, State
from .knowledge import Knowledge, best_move, margin
from .players import Player
from .search_budget import SearchBudget

#: Draws one world (a full state) from an rng.
Sampler = Callable[[random.Random], State]


def utility(value_margin: float, scale: float) -> float:
    """A margin in points squashed into (-1, 1)."""
    return math.tanh(value_margin / scale)


def rollout_value(state: State, seat: int, knowledge: Knowledge, rng: random.Random,
                  depth: int) -> float:
    """Play ``state`` on with the knowledge's policy for at most ``depth``
    moves and return ``seat``'s utility there. Mutates ``state``."""
    for _ in range(depth):
        if state.is_over:
            break
        state.apply(knowledge.rollout_move(state, rng))
    if state.is_over:
        value = margin(state.hand_scores(), seat)
    else:
        value = knowledge.evaluate(state, seat)
    return utility(value, knowledge.margin_scale)


def search(sampler: Sampler, seat: int, moves: Sequence[Move], prior: Sequence[float],
           knowledge: Knowledge, rng: random.Random, budget: SearchBudget,
           stop: threading.Event | None = None) -> Move:
    """The best of ``moves`` for ``seat`` by sequential halving over worlds
    drawn by ``sampler`` (see the module docstring). ``prior`` holds one
    knowledge score per move for ordering and ties."""
    deadline = time.perf_counter() + budget.max_seconds
    order = sorted(range(len(moves)), key=lambda i: -prior[i])
    alive = order[:budget.candidates]
    if len(alive) == 1:
        return moves[alive[0]]
    values: dict[int, dict[int, float]] = {i: {} for i in alive}
    world_id = 0
    rounds = max(1, math.ceil(math.log2(len(alive))))
    per_round = max(1, budget.rollouts // rounds)
    out_of_time = False
    for _ in range(rounds):
        worlds = max(1, per_round // len(alive))
        for _ in range(worlds):
            world_seed = rng.getrandbits(64)
            world = sampler(random.Random(world_seed))
            for i in alive:
                trial = world.clone()
                trial.apply(moves[i])
                values[i][world_id] = rollout_value(trial, seat, knowledge,
                                                    random.Random(world_seed ^ 0x5EED),
                                                    budget.depth)
            world_id += 1
            if time.perf_counter() > deadline or (stop is not None and stop.is_set()):
                out_of_time = True
                break
        if out_of_time or len(alive) <= 1:
            break
        alive = sorted(alive, key=lambda i: (-_mean(values[i].values()), order.index(i)))
        alive = alive[:max(1, (len(alive) + 1) // 2)]
    anchor = order[0]
    tried = [i for i in order if values.get(i)]
    best = max(tried, key=lambda i: (_mean(values[i].values()), -order.index(i)))
    if best != anchor and not _clearly_better(values[best], values[anchor], budget.confidence):
        best = anchor
    return moves[best]


def _mean(xs) -> float:
    xs = list(xs)
    return sum(xs) / len(xs)


def _clearly_better(a: dict[int, float], b: dict[int, float], z: float) -> bool:
    """True when values ``a`` beat ``b`` on their common worlds by more than
    ``z`` standard errors of the paired differences."""
    diffs = [a[w] - b[w] for w in a if w in b]
    if len(diffs) < 2:
        return False
    mean = sum(diffs) / len(diffs)
    var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    return mean > z * math.sqrt(var / len(diffs)) and mean > 0


def searched_moves(knowledge: Knowledge, obs: Observation,
                   legal_moves: Sequence[Move]) -> list[Move]:
    """The legal moves the knowledge does not rule out (all of them if it
    would rule out every one)."""
    flags = knowledge.ruled_out(obs, legal_moves)
    kept = [m for m, out in zip(legal_moves, flags) if not out]
    return kept or list(legal_moves)


class SearchPlayer(Player):
    """``hard``: determinized Monte Carlo over worlds sampled from the
    observation (see the module docstring)."""

    level = "hard"

    def __init__(self, game: Game, knowledge: Knowledge, budget: SearchBudget) -> None:
        self.game = game
        self.knowledge = knowledge
        self.budget = budget

    def decide(self, observation: Observation, legal_moves: Sequence[Move],
               rng: random.Random, stop: threading.Event | None = None) -> Move:
        moves = searched_moves(self.knowledge, observation, legal_moves)
        if len(moves) == 1:
            return moves[0]
        prior = self.knowledge.score_moves(observation, moves, rng)
        if not self.knowledge.worth_searching(observation):
            return best_move(moves, prior, rng)
        return search(lambda r: self.knowledge.sample_world(self.game, observation, r),
                      observation.seat, moves, prior, self.knowledge, rng, self.budget, stop)


class OraclePlayer(Player):
    """Measurement only, never offered in the app: the same search as
    ``hard`` run on the TRUE state (perfect information; the stock's order
    left to chance, see the module docstring). It must be called
    through :meth:`decide_with_full_state`; :meth:`decide` refuses."""

    level = "oracle"

    def __init__(self, knowledge: Knowledge, budget: SearchBudget) -> None:
        self.knowledge = knowledge
        self.budget = budget

    def decide(self, observation: Observation, legal_moves: Sequence[Move],
               rng: random.Random, stop: threading.Event | None = None) -> Move:
        raise TypeError("the oracle sees the whole state: call decide_with_full_state")

    def decide_with_full_state(self, state: State, rng: random.Random,
                               stop: threading.Event | None = None) -> Move:
        """The move for ``state.current_player``, searching the true state."""
        seat = state.current_player
        if seat is None:
            raise ValueError("the hand is over: nobody is to act")
        observation = state.observation(seat)
        moves = searched_moves(self.knowledge, observation, state.legal_moves())
        if len(moves) == 1:
            return moves[0]
        prior = self.knowledge.score_moves(observation, moves, rng)
        return search(state.with_stock_shuffled, seat, moves, prior, self.knowledge, rng,
                      self.budget, stop)
