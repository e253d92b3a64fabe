"""The words of the Trophy Case table: card names for people, engine
texts with seats named, moves in plain words. No pygame here."""

from __future__ import annotations

import re
from typing import Sequence

from ....engine.cards import INFINITY, Card
from ....engine.protocol import Move


_SEAT = re.compile(r"\b([Ss])eat (\d+)\b")


def card_name(card: Card) -> str:
    """``7 of Lamps``, ``∞ of Bugs``, ``Grue (trump)``."""
    if card.is_trump:
        return f"{card.trump} (trump)"
    rank = "∞" if card.rank == INFINITY else str(card.rank)
    return f"{rank} of {card.suit}"


def plain(text: str, names: Sequence[str]) -> str:
    """An engine text for the table: seats by their names ("seat 2" -> "Basil")."""
    def name(m: re.Match) -> str:
        seat = int(m.group(2))
        return names[seat] if 0 <= seat < len(names) else m.group(0)

    return _SEAT.sub(name, text)


def move_words(move: Move) -> str:
    """A move in plain words: ``Lead 7 of Lamps``, ``Play Grue (trump)``, ``Fold``."""
    if move.action == "fold":
        return "Fold"
    if move.cards:
        return f"{move.action.capitalize()} {card_name(move.cards[0])}"
    return str(move).capitalize()
