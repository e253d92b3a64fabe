"""Making players: :func:`make_player` is the one way the app, the
``simulate`` command and the tests get an AI.

Levels offered in the app: :data:`APP_LEVELS` (``easy``, ``normal``,
``hard``). :data:`TEST_LEVELS` (``random``, ``oracle``) exist for tests and
measurement only; the oracle sees every card in every hand (not the order
of the stock, which is chance still to come).
"""

from __future__ import annotations

import importlib

from ..engine.protocol import Game
from ..games import get_game, record
from .knowledge import Knowledge
from .players import HeuristicPlayer, Player, RandomPlayer
from .search import OraclePlayer, SearchPlayer
from .search_budget import SearchBudget

APP_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
TEST_LEVELS: tuple[str, ...] = ("random", "oracle")
LEVELS: tuple[str, ...] = APP_LEVELS + TEST_LEVELS

def make_player(level: str, game: str | Game, *, budget: SearchBudget | None = None,
                knowledge: Knowledge | None = None) -> Player:
    """A player of ``level`` for ``game`` (a registry id or a Game object).

    ``budget`` overrides the game knowledge's search budget of ``hard`` and
    ``oracle`` (tests use small ones); ``knowledge`` overrides the game's own knowledge (tests
    of toy games). ValueError for an unknown level.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; known: {', '.join(LEVELS)}")
    if level == "random":
        return RandomPlayer()
    if isinstance(game, str):
        game = get_game(game)
    know = knowledge if knowledge is not None else knowledge_for(game.info.id)
    if level == "easy":
        light = know.for_easy()
        return HeuristicPlayer(light, "easy", noise=light.easy_noise, blunder=light.easy_blunder)
    if level == "normal":
        return HeuristicPlayer(know.for_normal(), "normal")
    if level == "hard":
        return SearchPlayer(game, know, budget or know.budget)
    return OraclePlayer(know, budget or know.budget)


def knowledge_for(game_id: str) -> Knowledge:
    """The knowledge of a registered game: the ``KNOWLEDGE`` of the module
    under ``ai/`` that its record names; the knowledge-free fallback for a
    game whose record names none (tests' toy games) or that is not
    registered."""
    try:
        name = record(game_id).knowledge
    except KeyError:
        return Knowledge()
    if name is None:
        return Knowledge()
    return importlib.import_module(f"{__package__}.{name}").KNOWLEDGE
