"""AI opponents. They see only their seat's observation, never the state.

* :func:`make_player` ``(level, game)`` gives a :class:`Player`; levels in
  the app are ``easy``, ``normal`` and ``hard`` (:data:`APP_LEVELS`);
  ``random`` and ``oracle`` are for tests and measurement only.
* :class:`AsyncDecider` runs a decision off the frame loop (start / poll /
  cancel); see :mod:`fanucci_desktop.ai.decider`.
* Game knowledge: :mod:`fanucci_desktop.ai.knowledge` and one module per game.

Pure Python: nothing here imports pygame.
"""

from .decider import AsyncDecider
from .factory import APP_LEVELS, LEVELS, TEST_LEVELS, make_player
from .players import HeuristicPlayer, Player, RandomPlayer
from .search import OraclePlayer, SearchPlayer
from .search_budget import SearchBudget

__all__ = [
    "APP_LEVELS", "AsyncDecider", "HeuristicPlayer", "LEVELS", "OraclePlayer", "Player",
    "RandomPlayer", "SearchBudget", "SearchPlayer", "TEST_LEVELS", "make_player",
]
