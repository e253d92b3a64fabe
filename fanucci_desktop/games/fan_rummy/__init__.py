"""Fan Rummy: gin rummy with two open columns to take from, face-down
discards and a knock card (Daniel Friedman's variant).

``GAME`` is the :class:`~fanucci_desktop.games.fan_rummy.game.FanGame`
(:mod:`.record` declares it to the app);
``rules`` holds the pure functions (melds, deadwood, arrangements,
lay-offs), ``state`` the hand's state machine, ``scoring`` the hand score.
"""

from .game import GAME, FanGame
from .observation import FanObservation
from .state import FanState

__all__ = ["GAME", "FanGame", "FanObservation", "FanState"]
