"""Flathead Rummy for the Fanucci deck (issue 3): ``GAME``, the engine (its
record, in :mod:`.record`, declares it to the app), the pure rules and the
meld finder for the AI and the UI."""

from .game import GAME, FlatheadGame
from .observation import FlatheadObservation
from .rules import can_lay_off, find_layoffs, find_melds, hand_score, is_bonus_meld, is_valid_meld
from .state import FlatheadState

__all__ = [
    "GAME", "FlatheadGame", "FlatheadObservation", "FlatheadState", "can_lay_off",
    "find_layoffs", "find_melds", "hand_score", "is_bonus_meld", "is_valid_meld",
]
