"""Trophy Case (issue 4): the complete trick engine for the Fanucci deck.

``GAME`` is the engine (:mod:`.record` declares it to the app); :mod:`.rules` holds the pure
functions (``high_card``, ``trick_points``, ``deal_size``), :mod:`.state` the
deal's state machine, :mod:`.legality` the play-or-fold rules,
:mod:`.observation` what a seat may know, :mod:`.game` dealing and sampling.
"""

from .game import GAME, TrophyCaseGame
from .observation import TrickRecord, TrophyObservation
from .state import TrophyState

__all__ = ["GAME", "TrickRecord", "TrophyCaseGame", "TrophyObservation", "TrophyState"]
