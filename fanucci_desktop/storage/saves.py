"""The autosave: the match in progress, written after every move.

The file is ``autosave.json`` in the user data folder, an envelope (see
:mod:`.document`) whose header carries the game id and whose data is the
app's record ``{"match": Match.to_dict(), "seats": [...], ...}``. The match
record holds the game, options, seed, first dealer, every move and a
snapshot of the hand in progress; a save is accepted only when it replays
(:meth:`Match.from_dict`) to that snapshot. Anything else is moved aside as
``autosave.<why>-<time>.json`` and the backup (the save before) is used.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Mapping

from ..engine.match import Match
from ..engine.protocol import Game
from ..games import get_game
from .document import DocumentFile, DocumentFormat
from .errors import StorageError
from .paths import AppPaths
from .stats import SEAT_KINDS



def drop_fortune_snapshot(envelope: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 to 2. Fortune Rummy's hand state replaced its count of quiet
    turns (the old stalemate rule) by whether a card was melded since the
    stock was last rebuilt (the stalemate ruling), so a schema-1 snapshot of a
    Fortune hand cannot equal its replay: it is dropped, and the replay of the
    recorded moves, still checked move by move and score by score, rebuilds
    the hand. Other games' saves are unchanged."""
    record = envelope.get("data")
    match = record.get("match") if isinstance(record, dict) else None
    if isinstance(match, dict) and match.get("game") == "fortune-rummy":
        match["snapshot"] = None
    return envelope


#: Schema 1: header ``game``; data = the app's record with ``match`` and
#: ``seats`` (one ``{"name", "kind"}`` per player, kind from SEAT_KINDS).
#: Schema 2: the same; Fortune Rummy's hand snapshot has the stalemate
#: ruling's field (:func:`drop_fortune_snapshot`).
AUTOSAVE_FORMAT = DocumentFormat(kind="autosave", label="saved game", schema=2,
                                 migrations={1: drop_fortune_snapshot})

GameLookup = Callable[[str], Game]


class SaveStore:
    """The autosave of the match in progress, under ``paths.data_dir``.

    ``games`` finds a game by id (the registry's :func:`get_game` by default;
    tests pass their own).
    """

    def __init__(self, paths: AppPaths, games: GameLookup = get_game) -> None:
        self._file = DocumentFile(paths.data_dir, "autosave", AUTOSAVE_FORMAT)
        self._games = games

    @property
    def path(self) -> Path:
        """Where the autosave is written (for messages)."""
        return self._file.main

    def autosave(self, record: Mapping[str, Any]) -> list[str]:
        """Save ``record`` (``{"match": Match.to_dict(), "seats": [...], ...}``).

        Atomic; the previous save is kept as the backup. Returns warnings;
        raises ValueError for a record without a match or seats, StorageError
        when it could not be written (the previous save then still loads).
        """
        match = record.get("match")
        if not isinstance(match, Mapping) or not isinstance(match.get("game"), str):
            raise ValueError("an autosave record needs a 'match' from Match.to_dict()")
        if not isinstance(record.get("seats"), list):
            raise ValueError("an autosave record needs a 'seats' list")
        return self._file.write(dict(record), header={"game": match["game"]})

    def load_autosave(self) -> tuple[dict[str, Any] | None, list[str]]:
        """The saved record (replay checked) or None, and plain-words warnings.

        A save that cannot be used is moved aside, never deleted; then the
        backup is tried. Never raises.
        """
        envelope, warnings = self._file.read(self._check)
        return (envelope["data"] if envelope is not None else None), warnings

    def clear_autosave(self) -> list[str]:
        """Forget the saved match (when it ended or was abandoned). Readable
        files are removed; an unreadable one is moved aside, not deleted.
        Returns warnings; raises StorageError if a file could not be removed."""
        return self._file.clear()

    def latest_summary(self) -> dict[str, Any] | None:
        """``{"game", "saved_at", "hand", "seats"}`` of the save Continue would
        resume (replay checked), or None. Reads only: moves no file."""
        envelope, _ = self._file.read(self._check, keep_aside=False)
        if envelope is None:
            return None
        record = envelope["data"]
        return {"game": envelope["game"], "saved_at": envelope["saved_at"],
                "hand": len(record["match"]["hands"]), "seats": record["seats"]}

    def _check(self, envelope: dict[str, Any]) -> None:
        """Raise StorageError unless the envelope holds a record that replays."""
        game_id = envelope.get("game")
        record = envelope["data"]
        if not isinstance(record, dict) or not isinstance(record.get("match"), dict):
            raise StorageError("it holds no match")
        if not _seats_ok(record.get("seats"), record["match"].get("num_players")):
            raise StorageError("its list of seats is not readable")
        if not isinstance(envelope.get("saved_at"), str):
            raise StorageError("it has no time of saving")
        match = record["match"]
        if not isinstance(game_id, str) or match.get("game") != game_id:
            raise StorageError("its game does not match its match record", "mismatch")
        if not isinstance(match.get("hands"), list):
            raise StorageError("its match has no list of hands")
        try:
            game = self._games(game_id)
        except (KeyError, ImportError, AttributeError):  # unknown, or not in this build
            raise StorageError(f"it is a game of {game_id!r}, which this version of "
                               f"Fanucci Desktop does not have", "foreign") from None
        try:
            Match.from_dict(match, game)
        except Exception as exc:  # untrusted data meets engine code: any failure means unusable
            raise StorageError(f"its moves do not replay ({exc})", "mismatch") from None


def _seats_ok(seats: Any, num_players: Any) -> bool:
    """One ``{"name": str, "kind": one of SEAT_KINDS}`` per player."""
    return (isinstance(seats, list) and len(seats) == num_players
            and all(isinstance(seat, dict) and isinstance(seat.get("name"), str)
                    and seat.get("kind") in SEAT_KINDS for seat in seats))
