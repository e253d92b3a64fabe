"""The games: one package per game, each declaring itself in its record
(``<game>/record.py``), and :mod:`.catalog`, the one list of the records."""

from __future__ import annotations

from ..engine.protocol import Game
from .catalog import GAMES, RECORDS, calls_hands_deals, game_info, hand_word, record
from .record import GameRecord

__all__ = ["GAMES", "GameRecord", "RECORDS", "calls_hands_deals", "game_info", "get_game", "hand_word", "record"]


def get_game(game_id: str) -> Game:
    """The :class:`Game` object of ``game_id``."""
    return record(game_id).game
