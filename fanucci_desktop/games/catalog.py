"""The catalogue of games: the one list of their records, in menu order.

Every table of the app that is about games reads it: :func:`record` finds a
game's :class:`~.record.GameRecord` by id, :data:`GAMES` lists their menu
entries. Adding a game is two lines here: the import of its record and its
entry in :data:`BUILT_IN` (or, for a game the menu offers only when asked,
in :data:`EXTRA`). The lookups read :data:`RECORDS` when they are called, so
a test may register a game by putting its record there.

The environment variable ``FANUCCI_EXTRA_GAMES`` (read here and nowhere
else, once, when the catalogue is imported) names extra games by their
key in :data:`EXTRA`, separated by commas: ``FANUCCI_EXTRA_GAMES=toy`` adds
Shed, the skeleton game, so that the suite, the selftest and the
screenshots run with a game that has a choice move, no lesson and no
undoable move.
"""

from __future__ import annotations

import os
from typing import Mapping

from ..engine.protocol import GameInfo
from .fan_rummy.record import RECORD as FAN_RUMMY
from .flathead_rummy.record import RECORD as FLATHEAD_RUMMY
from .fortune_rummy.record import RECORD as FORTUNE_RUMMY
from .gin_rummy.record import RECORD as GIN_RUMMY
from .record import GameRecord
from .shed.record import RECORD as SHED
from .trophy_case.record import RECORD as TROPHY_CASE

#: The games the app offers, in menu order.
BUILT_IN: tuple[GameRecord, ...] = (FLATHEAD_RUMMY, TROPHY_CASE, FORTUNE_RUMMY, FAN_RUMMY,
                                    GIN_RUMMY)

#: The games offered only when ``FANUCCI_EXTRA_GAMES`` names them, by name.
EXTRA: Mapping[str, GameRecord] = {"toy": SHED}

#: The name of the environment variable that adds :data:`EXTRA` games.
EXTRA_GAMES_VARIABLE = "FANUCCI_EXTRA_GAMES"


def extra_records(names: str) -> tuple[GameRecord, ...]:
    """The :data:`EXTRA` records that ``names`` (comma-separated keys, as
    in ``FANUCCI_EXTRA_GAMES``) asks for, in its order; ValueError naming a
    key that is not one, with the keys there are."""
    wanted = list(dict.fromkeys(name.strip() for name in names.split(",") if name.strip()))
    unknown = [name for name in wanted if name not in EXTRA]
    if unknown:
        raise ValueError(f"{EXTRA_GAMES_VARIABLE}: no extra game {', '.join(unknown)}; "
                         f"there are: {', '.join(EXTRA)}")
    return tuple(EXTRA[name] for name in wanted)


#: The games, in menu order: the built-in ones, then any extra ones asked for.
RECORDS: tuple[GameRecord, ...] = BUILT_IN + extra_records(os.environ.get(EXTRA_GAMES_VARIABLE, ""))

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


def calls_hands_deals(game_id: str) -> bool:
    """True when ``game_id`` calls one hand a deal (Trophy Case,
    :attr:`GameInfo.calls_hands_deals`)."""
    return game_info(game_id).calls_hands_deals
