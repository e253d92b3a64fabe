"""The words of the Trophy Case table: card names for people, moves in
plain words. No pygame here."""

from __future__ import annotations

from ....engine.cards import INFINITY, Card
from ....engine.protocol import Move



def card_name(card: Card) -> str:
    """``7 of Lamps``, ``∞ of Bugs``, ``Grue (trump)``."""
    if card.is_trump:
        return f"{card.trump} (trump)"
    rank = "∞" if card.rank == INFINITY else str(card.rank)
    return f"{rank} of {card.suit}"


def move_words(move: Move) -> str:
    """A move in plain words: ``Lead the 7 of Lamps``, ``Play Grue (trump)``
    (a trump is named as a person is, without "the"), ``Fold``."""
    if move.action == "fold":
        return "Fold"
    if move.cards:
        the = "" if move.cards[0].is_trump else "the "
        return f"{move.action.capitalize()} {the}{card_name(move.cards[0])}"
    return str(move).capitalize()
