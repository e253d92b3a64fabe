"""Classic two-player Gin Rummy (the Gin Rummy Association's rules, as
OpenSpiel's ``gin_rummy`` plays them by default).

``GAME`` is the :class:`~fanucci_desktop.games.gin_rummy.game.GinGame`
(:mod:`.record` declares it to the app);
``rules`` holds the pure functions (melds and deadwood, shared with Fan
Rummy), ``state`` the hand's state machine, ``scoring`` the hand score.
"""

from .game import GAME, GinGame
from .observation import GinObservation
from .state import GinState

__all__ = ["GAME", "GinGame", "GinObservation", "GinState"]
