"""The shared engine: cards, seeded randomness, the game protocol and matches.

Pure Python: nothing here imports pygame.
"""

from .cards import (Card, Color, DeckKind, fanucci_card, fanucci_deck, format_cards,
                    parse_card, parse_cards, standard_card, standard_deck, trump)
from .match import Match, ReplayError
from .protocol import (Choice, ChoiceKind, Event, EventKind, Game, GameInfo, HandContext,
                       IllegalMove, Move, MoveAction, Observation, OptionSpec, State)

__all__ = [
    "Card", "Choice", "ChoiceKind", "Color", "DeckKind", "Event", "EventKind", "Game", "GameInfo",
    "HandContext",
    "IllegalMove", "Match", "Move", "MoveAction", "Observation", "OptionSpec", "ReplayError", "State",
    "fanucci_card", "fanucci_deck", "format_cards", "parse_card", "parse_cards",
    "standard_card", "standard_deck", "trump",
]
