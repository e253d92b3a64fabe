"""The catalogue of games: the one list of their records, in menu order.

Every table of the app that is about games reads it: :func:`record` finds a
game's :class:`~.record.GameRecord` by id, :data:`GAMES` lists their menu
entries. Adding a game is one line in :data:`RECORDS`. The lookups read
:data:`RECORDS` when they are called, so a test may register a toy game by
putting its record there.
"""

from __future__ import annotations

from ..engine.protocol import GameInfo
from .fan_rummy.record import RECORD as FAN_RUMMY
from .flathead_rummy.record import RECORD as FLATHEAD_RUMMY
from .fortune_rummy.record import RECORD as FORTUNE_RUMMY
from .gin_rummy.record import RECORD as GIN_RUMMY
from .record import GameRecord
from .trophy_case.record import RECORD as TROPHY_CASE

#: The games, in menu order.
RECORDS: tuple[GameRecord, ...] = (FLATHEAD_RUMMY, TROPHY_CASE, FORTUNE_RUMMY, FAN_RUMMY, GIN_RUMMY)

#: The menu entries of :data:`RECORDS`, in the same order.
GAMES: tuple[GameInfo, ...] = tuple(r.info for r in RECORDS)


def record(game_id: str) -> GameRecord:
    """The record of ``game_id``; KeyError with the known ids if unknown."""
    for found in RECORDS:
        if found.info.id == game_id:
            return found
    raise KeyError(f"unknown game {game_id!r}; known: {', '.join(r.info.id for r in RECORDS)}")


def game_info(game_id: str) -> GameInfo:
    """The menu entry of ``game_id``; KeyError with the known ids if unknown."""
    return record(game_id).info


def hand_word(game_id: str) -> str:
    """What ``game_id`` calls one hand: "Hand", or "Deal" in Trophy Case."""
    return game_info(game_id).hand_word
