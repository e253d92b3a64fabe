"""Statistics of finished matches, from the human players' point of view.

Kept as ``stats.json`` in the user data folder (an envelope, see
:mod:`.document`), with the same atomic, backed-up, corruption-safe care as
the autosave.

How a match counts (the humans at the table are "you"):

* Only matches with at least one human seat are recorded.
* The *opponent level* of a match is its hardest AI seat (``easy`` <
  ``normal`` < ``hard``); a match with no AI seat is ``pass-and-play``.
  Each match also counts under ``all`` for its game.
* A match is *won* when a human seat is among the winners (a shared win
  counts). In pass-and-play a human always wins, so there the figures that
  matter are the number played and the best score.
* *Best score* is the highest final total of a human seat.
* *Streak* is the number of matches won in a row, up to the latest match,
  within that game and level; *best streak* the longest ever.
* A finished match is counted once: a result carries the identity of its
  match (minted by the save store, kept in every save of that match), and
  a result whose match was counted already is not counted again (a match
  finished a second time after a kill, or settled at the next start).
* A match given up before its end (a new match of the same game started
  while it was in progress) counts as *abandoned*: neither played, won nor
  lost, and it leaves the streak as it was.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Callable, Iterator, Mapping, Sequence

from ..i18n import N_, said
from .document import DocumentFile, DocumentFormat
from .errors import StorageError
from .lock import locked
from .paths import AppPaths



def count_abandoned(envelope: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 to 2: every level's counters gain ``abandoned`` (0)."""
    data = envelope.get("data")
    games = data.get("games") if isinstance(data, dict) else None
    for levels in (games or {}).values():
        for counters in (levels.values() if isinstance(levels, dict) else ()):
            if isinstance(counters, dict):
                counters.setdefault("abandoned", 0)
    return envelope


def remember_counted(envelope: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 to 3: the data gains ``counted``, the identities of the
    matches counted lately (none known yet)."""
    data = envelope.get("data")
    if isinstance(data, dict):
        data.setdefault("counted", [])
    return envelope


#: Schema 1: data = {"games": {game_id: {level: counters}}}.
#: Schema 2: the counters add ``abandoned`` (:func:`count_abandoned`).
#: Schema 3: data adds ``counted``, the identities of the matches counted
#: lately, oldest first (:func:`remember_counted`).
STATS_FORMAT = DocumentFormat(kind="stats", label="statistics", schema=3,
                              migrations={1: count_abandoned, 2: remember_counted})
#: How many identities of counted matches are remembered. Only the match in
#: a game's slot can be finished again, so a few per game are plenty.
COUNTED_KEPT = 200
#: The longest identity of a match.
MATCH_ID_MAX = 64

AI_LEVELS = ("easy", "normal", "hard")
SEAT_KINDS = ("human",) + AI_LEVELS
#: A person playing from another machine (a match over the network, counted
#: on each player's own machine: there, only the seat at its screen is "human").
FRIEND = "friend"
#: The kinds of seat a counted match may have.
COUNTED_KINDS = SEAT_KINDS + (FRIEND,)
#: The bucket of matches played with friends online and no computer seat.
ONLINE = "online"
#: The buckets a game's figures are kept in.
LEVELS = ("all",) + AI_LEVELS + ("pass-and-play", ONLINE)
_COUNTERS = ("played", "won", "streak", "best_streak", "abandoned")


def opponent_level(seats: Sequence[Mapping[str, Any]]) -> str:
    """The level a match counts under: its hardest AI seat, else
    ``online`` with a friend at another machine, else ``pass-and-play``."""
    kinds = {seat["kind"] for seat in seats}
    for level in reversed(AI_LEVELS):
        if level in kinds:
            return level
    return ONLINE if FRIEND in kinds else "pass-and-play"


class StatsStore:
    """The statistics file under ``paths.data_dir``.

    Reading and writing never lose a file: an unreadable one is moved aside
    and the backup used. Warnings from the reads and writes so far are
    collected; :meth:`take_warnings` hands them over (and forgets them).
    """

    def __init__(self, paths: AppPaths,
                 identify: Callable[[str], str | None] = lambda game_id: None) -> None:
        self._file = DocumentFile(paths.data_dir, "stats", STATS_FORMAT)
        self._lock = paths.data_dir / "stats.lock"
        self._identify = identify
        self._warnings: list[str] = []

    @contextmanager
    def _changing(self) -> Iterator[dict[str, Any]]:
        """The data to change (``games`` and ``counted``), read and written
        back under the statistics' lock: two processes recording at once both
        count. Raises StorageError."""
        try:
            with locked(self._lock):
                data = self._read()
                yield data
                self._warnings += self._file.write(data)
        except OSError as exc:
            raise StorageError(said(N_("Your statistics could not be locked in {folder}: {reason}."),
                                    folder=str(self._lock.parent), reason=str(exc.strerror or exc)),
                               reason=None) from None

    def take_warnings(self) -> list[str]:
        """The plain-words warnings collected since the last call."""
        warnings, self._warnings = self._warnings, []
        return warnings

    def record_match(self, game_id: str, seats: Sequence[Mapping[str, Any]],
                     winners: Sequence[int], scores: Sequence[int],
                     match_id: str | None = None) -> bool:
        """Count a finished match, once: ``seats`` are ``{"name", "kind"}``
        with kind one of :data:`COUNTED_KINDS`, ``winners`` seat numbers,
        ``scores`` the final totals by seat, ``match_id`` the match's identity
        (None: the identity of the match in ``game_id``'s slot, the one whose
        end a table records). A match with no human seat, or one counted
        already, is not counted. Returns True when the file holds the result
        (counted now or before).

        Raises ValueError for malformed arguments, StorageError when the file
        could not be written (the result is then not counted).
        """
        _check_match(game_id, seats, winners, scores)
        humans = [i for i, seat in enumerate(seats) if seat["kind"] == "human"]
        if not humans:
            return False
        match_id = match_id if match_id is not None else self._identify(game_id)
        won = any(i in winners for i in humans)
        best = max(scores[i] for i in humans)
        if match_id is not None and self.counted(match_id):
            return True
        with self._changing() as data:
            if match_id is not None and match_id in data["counted"]:
                return True
            if match_id is not None:
                data["counted"] = (data["counted"] + [match_id])[-COUNTED_KEPT:]
            per_game = data["games"].setdefault(game_id, {})
            for level in ("all", opponent_level(seats)):
                _count(per_game.setdefault(level, _empty()), won, best)
        return True

    def counted(self, match_id: str) -> bool:
        """True when the result of the match ``match_id`` is in the file."""
        return match_id in self._read()["counted"]

    def record_abandoned(self, game_id: str, seats: Sequence[Mapping[str, Any]]) -> None:
        """Count a match given up before its end (see the module's notes); a
        match with no human seat is not counted. Raises ValueError for
        malformed seats, StorageError when the file could not be written."""
        _check_match(game_id, seats, [], [0] * len(seats))
        if not any(seat["kind"] == "human" for seat in seats):
            return
        with self._changing() as data:
            per_game = data["games"].setdefault(game_id, {})
            for level in ("all", opponent_level(seats)):
                per_game.setdefault(level, _empty())["abandoned"] += 1

    def summary(self) -> dict[str, dict[str, dict[str, Any]]]:
        """``{game_id: {level: {"played", "won", "win_rate", "best_score",
        "streak", "best_streak", "abandoned"}}}`` for every game and level played;
        ``win_rate`` is won / played (0.0 to 1.0), ``best_score`` None when no
        score was recorded. Never raises."""
        return {game: {level: dict(c, win_rate=c["won"] / c["played"] if c["played"] else 0.0)
                       for level, c in levels.items()}
                for game, levels in self._read()["games"].items()}

    def _read(self) -> dict[str, Any]:
        """The data: ``{"games": ..., "counted": [...]}`` (empty with no usable file)."""
        envelope, warnings = self._file.read(_check_payload)
        self._warnings += warnings
        return envelope["data"] if envelope is not None else {"games": {}, "counted": []}


def _empty() -> dict[str, Any]:
    return {"played": 0, "won": 0, "best_score": None, "streak": 0, "best_streak": 0,
            "abandoned": 0}


def _count(counters: dict[str, Any], won: bool, score: int) -> None:
    counters["played"] += 1
    if won:
        counters["won"] += 1
        counters["streak"] += 1
        counters["best_streak"] = max(counters["best_streak"], counters["streak"])
    else:
        counters["streak"] = 0
    if counters["best_score"] is None or score > counters["best_score"]:
        counters["best_score"] = score


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_match(game_id: Any, seats: Any, winners: Any, scores: Any) -> None:
    if not isinstance(game_id, str) or not game_id:
        raise ValueError("the game id must be a non-empty string")
    if not seats or any(not isinstance(s, Mapping) or s.get("kind") not in COUNTED_KINDS
                        for s in seats):
        raise ValueError(f"every seat needs a kind from {COUNTED_KINDS}")
    if len(scores) != len(seats) or not all(_is_int(s) for s in scores):
        raise ValueError("scores must be one whole number per seat")
    if not all(_is_int(w) and 0 <= w < len(seats) for w in winners):
        raise ValueError("winners must be seat numbers")


def _check_payload(envelope: dict[str, Any]) -> None:
    """Raise StorageError unless the envelope holds well-formed statistics."""
    data = envelope["data"]
    games = data.get("games") if isinstance(data, dict) else None
    if not isinstance(games, dict):
        raise StorageError("it holds no statistics")
    counted = data.get("counted")
    if (not isinstance(counted, list) or len(counted) > COUNTED_KEPT
            or not all(isinstance(c, str) and len(c) <= MATCH_ID_MAX for c in counted)):
        raise StorageError("its list of counted matches is not readable")
    for game, levels in games.items():
        if not isinstance(levels, dict) or not set(levels) <= set(LEVELS):
            raise StorageError(f"the figures for {game!r} are not readable")
        for level, c in levels.items():
            if (not isinstance(c, dict) or set(c) != set(_COUNTERS) | {"best_score"}
                    or not all(_is_int(c[k]) and c[k] >= 0 for k in _COUNTERS)
                    or not (c["best_score"] is None or _is_int(c["best_score"]))
                    or not c["won"] <= c["played"]
                    or not c["streak"] <= c["best_streak"] <= c["won"]):
                raise StorageError(f"the {level} figures for {game!r} do not add up")


# Hands ------------------------------------------------------------------------------------
#
# Kept apart from the match figures above (``hands.json``), so that a player
# sees numbers after the first hand: hands played and won, the best hand and
# the latest hands' points. A hand counts when its summary first shows (a
# match a person plays; never a lesson or a demo), once: the store remembers
# the last hand it counted per game.

#: Schema 1: data = {"games": {game_id: {level: {"played", "won", "best"}}},
#: "recent": {game_id: [[points, won 0/1], ...]} (oldest first, at most
#: RECENT_HANDS), "last": {game_id: the key of the last hand counted}}.
HANDS_FORMAT = DocumentFormat(kind="hand-stats", label="hand statistics", schema=1)
#: How many of the latest hands of each game are kept for the chart.
RECENT_HANDS = 40


def hand_result(seats: Sequence[Mapping[str, Any]], scores: Sequence[int]) -> tuple[int, bool] | None:
    """The people's result of one hand: (the best points a human seat made,
    whether that was the table's best, ties included, in a hand where the
    points differ); None with no human seat."""
    humans = [i for i, seat in enumerate(seats) if seat["kind"] == "human"]
    if not humans:
        return None
    best = max(scores[i] for i in humans)
    return best, best == max(scores) and max(scores) > min(scores)


class HandStatsStore:
    """The hand figures under ``paths.data_dir`` (the same care as
    :class:`StatsStore`: atomic, backed up, a bad file moved aside)."""

    def __init__(self, paths: AppPaths) -> None:
        self._file = DocumentFile(paths.data_dir, "hands", HANDS_FORMAT)
        self._warnings: list[str] = []

    def take_warnings(self) -> list[str]:
        """The plain-words warnings collected since the last call."""
        warnings, self._warnings = self._warnings, []
        return warnings

    def record_hand(self, game_id: str, seats: Sequence[Mapping[str, Any]], scores: Sequence[int],
                    key: str) -> bool:
        """Count one finished hand (``scores``: its points by seat) under
        ``key`` (the same match and hand always give the same key); a hand
        whose key was the last one counted for ``game_id`` is not counted
        again. True when it was counted. Raises ValueError for malformed
        arguments, StorageError when the file could not be written."""
        _check_match(game_id, seats, [], scores)
        result = hand_result(seats, scores)
        data = self._read()
        if result is None or data["last"].get(game_id) == key:
            return False
        points, won = result
        levels = data["games"].setdefault(game_id, {})
        for level in ("all", opponent_level(seats)):
            c = levels.setdefault(level, {"played": 0, "won": 0, "best": None})
            c["played"] += 1
            c["won"] += int(won)
            c["best"] = points if c["best"] is None else max(c["best"], points)
        data["recent"][game_id] = (data["recent"].get(game_id, []) + [[points, int(won)]])[-RECENT_HANDS:]
        data["last"][game_id] = key
        self._warnings += self._file.write(data)
        return True

    def summary(self) -> dict[str, dict[str, dict[str, Any]]]:
        """``{game_id: {level: {"played", "won", "best"}}}`` (``best`` None
        before a hand with points). Never raises."""
        return self._read()["games"]

    def recent(self, game_id: str) -> list[tuple[int, bool]]:
        """The latest hands of ``game_id``, oldest first: (points, won). Never raises."""
        return [(points, bool(won)) for points, won in self._read()["recent"].get(game_id, [])]

    def _read(self) -> dict[str, Any]:
        envelope, warnings = self._file.read(_check_hands)
        self._warnings += warnings
        return envelope["data"] if envelope is not None else {"games": {}, "recent": {}, "last": {}}


def _check_hands(envelope: dict[str, Any]) -> None:
    """Raise StorageError unless the envelope holds well-formed hand figures."""
    data = envelope["data"]
    if not isinstance(data, dict) or not all(isinstance(data.get(k), dict) for k in ("games", "recent", "last")):
        raise StorageError("it holds no hand statistics")
    for game, levels in data["games"].items():
        if not isinstance(levels, dict) or not set(levels) <= set(LEVELS):
            raise StorageError(f"the hand figures for {game!r} are not readable")
        for level, c in levels.items():
            if (not isinstance(c, dict) or set(c) != {"played", "won", "best"}
                    or not all(_is_int(c[k]) and c[k] >= 0 for k in ("played", "won"))
                    or not c["won"] <= c["played"]
                    or not (c["best"] is None or _is_int(c["best"]))):
                raise StorageError(f"the {level} hand figures for {game!r} do not add up")
    for game, hands in data["recent"].items():
        if not isinstance(hands, list) or not all(
                isinstance(h, list) and len(h) == 2 and _is_int(h[0]) and h[1] in (0, 1) for h in hands):
            raise StorageError(f"the latest hands of {game!r} are not readable")
    if not all(isinstance(key, str) for key in data["last"].values()):
        raise StorageError("the last hands counted are not readable")
