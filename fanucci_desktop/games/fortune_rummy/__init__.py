"""Fortune Rummy: a scoring rummy for 2-8 players with two standard decks,
wild deuces and the 50-point Queen of Spades. Rules in :mod:`.rules`, the
hand state machine in :mod:`.state`, the game object in :mod:`.game`, and
in :mod:`.record` what the app knows of the game."""

from .game import FortuneRummy, GAME
from .observation import FortuneObservation
from .rules import hand_penalty, is_valid_meld, meld_value
from .state import FortuneState

__all__ = ["FortuneObservation", "FortuneRummy", "FortuneState", "GAME", "hand_penalty",
           "is_valid_meld", "meld_value"]
