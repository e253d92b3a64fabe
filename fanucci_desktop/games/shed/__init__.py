"""Shed: the smallest whole game, and the skeleton a new game copies.

A shedding game of 18 standard cards in which a wild 6 calls a suit (its
move carries a :class:`~fanucci_desktop.engine.protocol.Choice`). It has no
lesson, no undoable move, no AI knowledge and no table package of its own:
the generic table plays it. :mod:`.state` holds the hand's state machine and
what a seat may know, :mod:`.game` dealing and sampling, :mod:`.record` its
record. It is in the menu only when asked for (``FANUCCI_EXTRA_GAMES=toy``,
read by :mod:`fanucci_desktop.games.catalog`).
"""

from .game import GAME, ShedGame
from .state import ShedObservation, ShedState

__all__ = ["GAME", "ShedGame", "ShedObservation", "ShedState"]
