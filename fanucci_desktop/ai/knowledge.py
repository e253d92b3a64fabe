"""Game knowledge: how an AI judges moves and positions in one game.

A :class:`Knowledge` gives what the players build on:

* :meth:`Knowledge.score_moves` -- a heuristic score for each legal move,
  computed from the observation alone (higher is better). ``normal`` plays
  the best-scored move, ``easy`` a noisy version, ``hard`` uses the scores to
  order and prune the moves it searches. ``easy`` and ``normal`` score with
  the knowledge :meth:`Knowledge.for_easy` and :meth:`Knowledge.for_normal`
  give (the same one, unless a game makes them plainer players).
* :meth:`Knowledge.rollout_move` -- the policy the search plays for every
  seat inside a sampled world (a full state drawn by ``sample_state``; the
  seat to act there sees only its own observation of that world).
* :meth:`Knowledge.evaluate` -- the expected final score margin of ``seat``
  in a sampled world that is not over yet, used where a rollout is cut off.
* :meth:`Knowledge.ruled_out` -- moves no level plays (scored down by the
  game's ``score_moves`` and left out of the search).
* :meth:`Knowledge.worth_searching` -- whether ``hard`` searches a decision
  or plays the best-scored move there (where sampled worlds mislead).
* :meth:`Knowledge.sample_world` -- a world for the search to play out: by
  default the game's ``sample_state``; a game may deal the hidden cards as
  the other seats would likely hold them, given how they played.

Scores are in the game's points; :attr:`Knowledge.margin_scale` says what a
large margin is in those points, so the search can squash margins of all
games into the same range.

Per-game knowledge lives in a module of this package, as a module-level
``KNOWLEDGE``; the game's record names that module (``knowledge``), and
:func:`~.factory.knowledge_for` finds it there, falling back to :class:`Knowledge`, which
knows nothing (every move scores 0) but still plays correctly. A game's
hooks are given the protocol's ``Observation`` and ``State``; each narrows
them to its game's own types once, at its entry
(``assert isinstance(obs, GinObservation)``), and its helpers take those
types, so the type checker sees every field the AI reads.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..engine.protocol import Game, Move, Observation, State
from ..engine.rng import randbelow
from .search_budget import SearchBudget


class Knowledge:
    """Knowledge of a game with no knowledge at all: every move is as good
    as another and every unfinished position is even. Games subclass it."""

    #: Points that count as a large margin in one hand of this game.
    margin_scale: float = 10.0
    #: Standard deviation of the noise ``easy`` adds to move scores, in the
    #: units of :meth:`score_moves`.
    easy_noise: float = 1.0
    #: Chance that ``easy`` plays a uniformly random legal move instead.
    easy_blunder: float = 0.1
    #: The search budget of ``hard`` (and ``oracle``) in this game.
    budget: SearchBudget = SearchBudget()

    def for_easy(self) -> "Knowledge":
        """The knowledge ``easy`` plays with: this one, or a cheaper variant
        where the full one would be too slow for easy's time budget."""
        return self

    def for_normal(self) -> "Knowledge":
        """The knowledge ``normal`` plays with: this one, or a plainer
        variant where ``hard``, which searches with this one, would
        otherwise meet no weaker player in ``normal``."""
        return self

    def score_moves(self, obs: Observation, moves: Sequence[Move],
                    rng: random.Random) -> list[float]:
        """One heuristic score per move, from the observation only."""
        return [0.0] * len(moves)

    def ruled_out(self, obs: Observation, moves: Sequence[Move]) -> list[bool]:
        """One flag per move: True for a move this game's knowledge never
        plays (a convention that keeps the table going, say), which the
        search then never tries either. The default rules nothing out."""
        return [False] * len(moves)

    def worth_searching(self, obs: Observation) -> bool:
        """Whether ``hard`` searches the decision of ``obs`` over sampled
        worlds. False where the game's measurements show the search doing
        worse there than the best-scored move, which ``hard`` then plays.
        The default searches every decision."""
        return True

    def sample_world(self, game: Game, obs: Observation, rng: random.Random) -> State:
        """A full state agreeing with ``obs``, drawn with ``rng``, for the
        search of ``obs.seat``. The default is ``game.sample_state``: every
        world the observation allows is as likely as another. A game may
        draw worlds where the other seats' hidden cards fit what they were
        seen to do more often, from ``obs`` alone."""
        return game.sample_state(obs, rng)

    def rollout_move(self, state: State, rng: random.Random) -> Move:
        """The move the current player makes in a rollout of a sampled world.

        The default plays the best-scored move of the player's own
        observation, ties broken at random. Subclasses may override it with
        something cheaper that still looks only at that player's observation.
        """
        seat = state.current_player
        assert seat is not None, "rollout_move on a finished hand"
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        return best_move(moves, self.score_moves(state.observation(seat), moves, rng), rng)

    def evaluate(self, state: State, seat: int) -> float:
        """Expected final margin (``seat``'s points minus the best other
        seat's) of a hand in progress. The default is the margin of the
        points the hand would give if it ended now."""
        return margin(state.hand_scores(), seat)


def margin(scores: Sequence[float], seat: int) -> float:
    """``seat``'s score minus the best score among the other seats."""
    others = [s for i, s in enumerate(scores) if i != seat]
    return scores[seat] - max(others) if others else float(scores[seat])


def best_move(moves: Sequence[Move], scores: Sequence[float], rng: random.Random) -> Move:
    """The move with the highest score; equal best scores drawn with ``rng``."""
    top = max(scores)
    best = [m for m, s in zip(moves, scores) if s >= top - 1e-9]
    return best[randbelow(rng, len(best))] if len(best) > 1 else best[0]
