"""The matches in progress: one autosave per game, written after every move.

Each game has its own file, ``match-<game id>.json`` in the user data folder
(with its backup), so a new match of one game never touches another game's
match. A file is an envelope (see :mod:`.document`) whose header carries the
game id and whose data is the app's record ``{"match": Match.to_dict(),
"seats": [...], ...}``. The match record holds the game, options, seed, first
dealer, every move and a snapshot of the hand in progress; a save is accepted
only when it replays (:meth:`Match.from_dict`) to that snapshot. Anything else
is moved aside as ``match-<game id>.<why>-<time>.json`` and the backup is used.
An abandoned match is moved aside too (``abandoned``), never deleted.

Each match has an identity, minted at its first save and carried in the
header (``match_id``) of every later save of it, so that its result is
counted once (:class:`~.stats.StatsStore`). A finished match's save is
removed only once its result is in the statistics; one left behind (by a
kill or a full disk at the end of a match) is counted and removed at the
next start (:meth:`SaveStore.settle_finished`).

Before schema 3 there was one slot, ``autosave.json``, for whichever game was
played last: :meth:`SaveStore.migrate_single_slot` moves it into its game's
slot on the first start (and keeps the old file aside as ``migrated``).
"""

from __future__ import annotations

import json
import secrets
from pathlib import Path
from typing import Any, Callable, Mapping

from ..engine.match import Match
from ..engine.protocol import Game
from ..games import GAMES, get_game
from ..i18n import N_, said
from .document import DocumentFile, DocumentFormat
from .errors import StorageError
from .paths import AppPaths
from .stats import MATCH_ID_MAX, SEAT_KINDS, StatsStore
from .text import LOG_LINE_MAX, clean_name, clean_text


def drop_fortune_snapshot(envelope: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 to 2, and again 5 to 6: Fortune Rummy's hand state gained a
    field (at 2, whether a card was melded since the stock was last rebuilt,
    for the stalemate ruling, in place of a count of quiet turns; at 6, the
    cards each hand is known to hold since it took the pile), so an older
    snapshot of a Fortune hand cannot equal its replay: it is dropped, and
    the replay of the recorded moves, still checked move by move and score by
    score, rebuilds the hand. Other games' saves are unchanged."""
    record = envelope.get("data")
    match = record.get("match") if isinstance(record, dict) else None
    if isinstance(match, dict) and match.get("game") == "fortune-rummy":
        match["snapshot"] = None
    return envelope


def one_slot_per_game(envelope: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 to 3: the record is unchanged; schema 3 files live in one
    slot per game (``match-<game id>.json``), and the single ``autosave.json``
    of schema 2 is moved into its game's slot by
    :meth:`SaveStore.migrate_single_slot`."""
    return envelope


def add_table_view(envelope: dict[str, Any]) -> dict[str, Any]:
    """Schema 3 to 4: the record gains ``view``, what the table showed that
    the match record does not hold (the game log, each seat's hand order);
    a save of schema 3 resumes with an empty log and the hands unsorted."""
    record = envelope.get("data")
    if isinstance(record, dict):
        record.setdefault("view", {"log": [], "hand_orders": {}})
    return envelope


def log_lines_name_their_seat(envelope: dict[str, Any]) -> dict[str, Any]:
    """Schema 4 to 5: each line of the saved game log, a string until now,
    becomes ``{"seat": <seat or null>, "text": <words>}`` so the log can be
    grouped by turn. An old line does not say whose it was: it is kept with
    seat null (the table's own lines)."""
    record = envelope.get("data")
    view = record.get("view") if isinstance(record, dict) else None
    if isinstance(view, dict) and isinstance(view.get("log"), list):
        view["log"] = [{"seat": None, "text": line} for line in view["log"] if isinstance(line, str)]
    return envelope


def gin_match_length(envelope: dict[str, Any]) -> dict[str, Any]:
    """Schema 6 to 7: a Gin Rummy match has a length the players choose
    (its option ``target``: one hand, 100 or 250); every Gin match saved
    before was played to 100, so its options gain ``"target": 100`` (the
    match then has the same options, and so the same identity, as when it
    is saved again). And the two gin games word a hand's score as sentences
    now, which a Gin or Fan Rummy hand state keeps: an older snapshot of a
    scored hand (its ``details`` said) cannot equal its replay, so it is
    dropped, and the replay of the recorded moves, still checked move by
    move and score by score, rebuilds the hand. Other games' saves are
    unchanged."""
    record = envelope.get("data")
    match = record.get("match") if isinstance(record, dict) else None
    if not isinstance(match, dict) or match.get("game") not in ("gin-rummy", "fan-rummy"):
        return envelope
    snapshot = match.get("snapshot")
    if isinstance(snapshot, dict) and any(snapshot.get("details") or ()):
        match["snapshot"] = None
    options = match.get("options")
    if match["game"] == "gin-rummy" and (options is None or isinstance(options, dict)):
        match["options"] = {"target": 100, **(options or {})}
    return envelope


def trophy_case_ran_out(envelope: dict[str, Any]) -> dict[str, Any]:
    """Schema 7 to 8: a Trophy Case deal remembers who ran out of cards
    when that ended it (its state's ``ran_out``), so the deal's ending names
    them. A snapshot of a deal in progress gains the field, empty as in its
    replay; a snapshot of an ended deal cannot know who ran out, so it is
    dropped, and the replay of the recorded moves, still checked move by
    move and score by score, rebuilds the deal. Other games' saves are
    unchanged."""
    record = envelope.get("data")
    match = record.get("match") if isinstance(record, dict) else None
    if not isinstance(match, dict) or match.get("game") != "trophy-case":
        return envelope
    snapshot = match.get("snapshot")
    if isinstance(snapshot, dict):
        if snapshot.get("ending"):
            match["snapshot"] = None
        else:
            snapshot.setdefault("ran_out", [])
    return envelope


def gin_openspiel_scoring(envelope: dict[str, Any]) -> dict[str, Any]:
    """Schema 8 to 9: Gin Rummy plays the common rules now (equal deadwood
    after a knock is an undercut, and a run takes as many lay-offs as fit),
    and the rules it played before are the house rule OpenSpiel's scoring
    (option ``openspiel``). A Gin match saved before was played by those
    rules, so its options gain ``"openspiel": true`` and its hand snapshot
    the same field: its finished hands replay to the scores they had, and
    the match goes on by the rules it began with. Other games' saves are
    unchanged."""
    record = envelope.get("data")
    match = record.get("match") if isinstance(record, dict) else None
    if not isinstance(match, dict) or match.get("game") != "gin-rummy":
        return envelope
    options = match.get("options")
    if options is None or isinstance(options, dict):
        match["options"] = {**(options or {}), "openspiel": True}
    snapshot = match.get("snapshot")
    if isinstance(snapshot, dict):
        snapshot.setdefault("openspiel", True)
    return envelope


def gin_score_lines_name_cards(envelope: dict[str, Any]) -> dict[str, Any]:
    """Schema 9 to 10: a Gin or Fan Rummy hand's score names the deadwood
    cards it counts, and the hand state keeps those words: an older
    snapshot of a scored hand (its ``details`` said) cannot equal its
    replay, so it is dropped, and the replay of the recorded moves, still
    checked move by move and score by score, rebuilds the hand. Other
    games' saves, and snapshots of a hand under way, are unchanged."""
    record = envelope.get("data")
    match = record.get("match") if isinstance(record, dict) else None
    if not isinstance(match, dict) or match.get("game") not in ("gin-rummy", "fan-rummy"):
        return envelope
    snapshot = match.get("snapshot")
    if isinstance(snapshot, dict) and any(snapshot.get("details") or ()):
        match["snapshot"] = None
    return envelope


#: The standard match length of each game that had no choice of length before
#: schema 11 (its rules' target).
STANDARD_TARGETS = {"fan-rummy": 100, "flathead-rummy": 42, "trophy-case": 30,
                    "fortune-rummy": 500}


def every_game_has_a_match_length(envelope: dict[str, Any]) -> dict[str, Any]:
    """Schema 10 to 11: every game offers a one-hand, a short and the
    standard match (its option ``target``); a Fan, Flathead, Trophy Case or
    Fortune match saved before was played to its rules' target, so its
    options gain that target (the match then has the same options, and so
    the same identity, as when it is saved again). Gin's saves have had it
    since schema 7."""
    record = envelope.get("data")
    match = record.get("match") if isinstance(record, dict) else None
    if not isinstance(match, dict) or match.get("game") not in STANDARD_TARGETS:
        return envelope
    options = match.get("options")
    if options is None or isinstance(options, dict):
        match["options"] = {"target": STANDARD_TARGETS[match["game"]], **(options or {})}
    return envelope


#: Schema 1: header ``game``; data = the app's record with ``match`` and
#: ``seats`` (one ``{"name", "kind"}`` per player, kind from SEAT_KINDS).
#: Schema 2: the same; Fortune Rummy's hand snapshot has the stalemate
#: ruling's field (:func:`drop_fortune_snapshot`).
#: Schema 3: the same record, one file per game (:func:`one_slot_per_game`).
#: Schema 4: the record also holds the table's ``view`` (:func:`add_table_view`).
#: Schema 5: a log line names its seat (:func:`log_lines_name_their_seat`).
#: Schema 6: Fortune Rummy's hand snapshot holds the cards known in each hand
#: (:func:`drop_fortune_snapshot` again).
#: Schema 7: a Gin Rummy match's options hold its length, and a Gin or Fan
#: Rummy hand's score is worded anew (:func:`gin_match_length`).
#: Schema 8: a Trophy Case deal remembers who ran out of cards
#: (:func:`trophy_case_ran_out`).
#: Schema 9: a Gin Rummy match's options say whether it plays OpenSpiel's
#: scoring, which every older Gin match did (:func:`gin_openspiel_scoring`).
#: Schema 10: a Gin or Fan Rummy hand's score names the cards it counts
#: (:func:`gin_score_lines_name_cards`).
#: Schema 11: every game's match options hold its length
#: (:func:`every_game_has_a_match_length`).
AUTOSAVE_FORMAT = DocumentFormat(kind="autosave", label="saved game", schema=11,
                                 migrations={1: drop_fortune_snapshot, 2: one_slot_per_game,
                                             3: add_table_view, 4: log_lines_name_their_seat,
                                             5: drop_fortune_snapshot, 6: gin_match_length,
                                             7: trophy_case_ran_out, 8: gin_openspiel_scoring,
                                             9: gin_score_lines_name_cards,
                                             10: every_game_has_a_match_length})
#: The file name of the single slot before schema 3.
SINGLE_SLOT = "autosave"

GameLookup = Callable[[str], Game]


class SaveStore:
    """The matches in progress, one per game, under ``paths.data_dir``.

    ``games`` finds a game by id (the registry's :func:`get_game` by default;
    tests pass their own) and ``game_ids`` lists the games whose slots are
    looked at (the registry's by default).
    """

    def __init__(self, paths: AppPaths, games: GameLookup = get_game,
                 game_ids: tuple[str, ...] | None = None,
                 stats: StatsStore | None = None) -> None:
        self._folder = paths.data_dir
        self._games = games
        self._ids = game_ids if game_ids is not None else tuple(info.id for info in GAMES)
        #: Where finished matches are counted (None: a finished match's save
        #: is removed without asking).
        self._stats = stats
        #: game id -> (the start of its match, that match's identity).
        self._match_ids: dict[str, tuple[str, str]] = {}

    def _slot(self, game_id: str) -> DocumentFile:
        return DocumentFile(self._folder, f"match-{game_id}", AUTOSAVE_FORMAT)

    def path(self, game_id: str) -> Path:
        """Where ``game_id``'s match is written (for messages)."""
        return self._slot(game_id).main

    def autosave(self, record: Mapping[str, Any]) -> list[str]:
        """Save ``record`` (``{"match": Match.to_dict(), "seats": [...], ...}``)
        in its game's slot.

        Atomic; the previous save is kept as the backup. Returns warnings;
        raises ValueError for a record without a match or seats, StorageError
        when it could not be written (the previous save then still loads).
        """
        match = record.get("match")
        if not isinstance(match, Mapping) or not isinstance(match.get("game"), str):
            raise ValueError("an autosave record needs a 'match' from Match.to_dict()")
        if not isinstance(record.get("seats"), list):
            raise ValueError("an autosave record needs a 'seats' list")
        game_id = match["game"]
        header = {"game": game_id, "match_id": self._identity(game_id, record)}
        return self._slot(game_id).write(dict(record), header=header)

    def match_id(self, game_id: str) -> str | None:
        """The identity of ``game_id``'s match in progress (None: none saved)."""
        known = self._match_ids.get(game_id)
        if known is not None:
            return known[1]
        envelope, _ = self._slot(game_id).read(keep_aside=False)
        found = envelope.get("match_id") if envelope is not None else None
        return found if isinstance(found, str) else None

    def _identity(self, game_id: str, record: Mapping[str, Any]) -> str:
        """The identity of the match in ``record``: the one in the slot's
        save when that save is of the same match, else a new one."""
        start = _start(record)
        known = self._match_ids.get(game_id)
        if known is None or known[0] != start:
            envelope, _ = self._slot(game_id).read(keep_aside=False)
            found = envelope.get("match_id") if envelope is not None else None
            same = envelope is not None and _start(envelope.get("data")) == start
            known = (start, found if same and isinstance(found, str)
                     and 0 < len(found) <= MATCH_ID_MAX else secrets.token_hex(8))
            self._match_ids[game_id] = known
        return known[1]

    def load_match(self, game_id: str) -> tuple[dict[str, Any] | None, list[str]]:
        """``game_id``'s saved record (replay checked) or None, and plain-words
        warnings. A save that cannot be used is moved aside, never deleted;
        then the backup is tried. Never raises."""
        envelope, warnings = self._slot(game_id).read(self._checker(game_id))
        return (clean_record(envelope["data"]) if envelope is not None else None), warnings

    def clear_match(self, game_id: str) -> list[str]:
        """Forget ``game_id``'s match (it ended): once its result is in the
        statistics, readable files are removed; an unreadable one is moved
        aside, not deleted. A match whose result is not counted yet (the
        statistics could not be written) is kept, and counted at the next
        start. Returns warnings; raises StorageError if a file could not be
        removed."""
        match_id = self.match_id(game_id)
        if self._stats is not None and match_id is not None and not self._stats.counted(match_id):
            return [said(N_("The finished match is kept in {path} until its result is in the statistics: "
                            "it is counted at the next start."), path=str(self.path(game_id)))]
        self._match_ids.pop(game_id, None)
        return self._slot(game_id).clear()

    def settle_finished(self) -> list[str]:
        """At start: look at every game's save. One that cannot be used is
        kept aside with the usual warning (so the menu says so, not only a
        resume); a finished match's save left behind (a kill or a full disk
        at the end of a match) is counted in the statistics (once: by its
        identity) and then removed. Returns plain-words warnings; never raises."""
        warnings: list[str] = []
        for game_id in self._ids:
            replayed: list[Match] = []
            envelope, found = self._slot(game_id).read(self._checker(game_id, replayed))
            warnings += found
            if envelope is None or not replayed[-1].is_over or self._stats is None:
                continue
            match = replayed[-1]
            match_id = envelope.get("match_id")
            try:
                self._stats.record_match(game_id, envelope["data"]["seats"], match.winners,
                                         list(match.totals),
                                         match_id if isinstance(match_id, str) else None)
                warnings += self.clear_match(game_id)
            except (StorageError, ValueError) as exc:
                warnings.append(said(N_("A finished match could not be counted yet ({error}); "
                                        "it is kept in {path}."),
                                     error=str(exc), path=str(self.path(game_id))))
        return warnings

    def abandon_match(self, game_id: str) -> list[Path]:
        """Put ``game_id``'s match aside as abandoned (kept, not deleted), so a
        new match of that game can start. Returns where the files went;
        raises StorageError if they could not be moved."""
        self._match_ids.pop(game_id, None)
        return self._slot(game_id).retire("abandoned")

    def in_progress(self) -> list[dict[str, Any]]:
        """A summary of every usable match in progress, the most recently
        played first: ``{"game", "saved_at", "hand", "between_hands",
        "totals", "seats"}``. ``hand`` is the number of the hand in play, or of
        the hand last scored when ``between_hands``. Reads only: moves no file."""
        found = []
        for game_id in self._ids:
            replayed: list[Match] = []
            envelope, _ = self._slot(game_id).read(self._checker(game_id, replayed),
                                                   keep_aside=False)
            if envelope is None:
                continue
            record, match = clean_record(envelope["data"]), replayed[-1]
            found.append({"game": game_id, "saved_at": envelope["saved_at"],
                          "hand": len(match.hands), "between_hands": match.needs_deal,
                          "totals": list(match.totals), "seats": record["seats"]})
        return sorted(found, key=lambda s: s["saved_at"], reverse=True)

    def latest_summary(self) -> dict[str, Any] | None:
        """The summary (see :meth:`in_progress`) of the match Continue resumes:
        the most recently played; None when no match is in progress."""
        matches = self.in_progress()
        return matches[0] if matches else None

    def migrate_single_slot(self) -> list[str]:
        """Move the single autosave of older versions into its game's slot
        (when that slot is empty) and keep the old file aside as ``migrated``.
        Returns plain-words warnings (an unusable old save is kept aside as
        usual). Never raises; does nothing when there is no old save."""
        old = DocumentFile(self._folder, SINGLE_SLOT, AUTOSAVE_FORMAT)
        if not (old.main.exists() or old.backup.exists()):
            return []
        envelope, warnings = old.read(self._check)
        try:
            if envelope is not None:
                game_id = envelope["game"]
                if self._slot(game_id).read(keep_aside=False)[0] is None:
                    warnings += self.autosave(envelope["data"])
                else:
                    warnings.append(said(N_("An older saved game of {game} was kept aside: "
                                            "a newer match of that game is in progress."),
                                         game=game_id))
            old.retire("migrated")
        except (StorageError, ValueError) as exc:
            warnings.append(said(N_("The saved game of the previous version could not be moved "
                                    "into place ({error}); it was left where it is."),
                                 error=str(exc)))
        return warnings

    def _checker(self, game_id: str, replayed: list[Match] | None = None
                 ) -> Callable[[dict[str, Any]], None]:
        """The check of ``game_id``'s slot: :meth:`_check`, and the envelope
        must be of that game; each replayed match is appended to ``replayed``."""
        def check(envelope: dict[str, Any]) -> None:
            if envelope.get("game") != game_id:
                raise StorageError(f"it holds a game of {envelope.get('game')!r}, not of "
                                   f"{game_id!r}", "mismatch")
            match = self._check(envelope)
            if replayed is not None:
                replayed.append(match)
        return check

    def _check(self, envelope: dict[str, Any]) -> Match:
        """The replayed match of the envelope's record; StorageError unless it
        holds a record that replays."""
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
            return Match.from_dict(match, game)
        except Exception as exc:  # untrusted data meets engine code: any failure means unusable
            raise StorageError(f"its moves do not play back the same way ({exc})", "mismatch") from None


def clean_record(record: dict[str, Any]) -> dict[str, Any]:
    """``record`` (replay-checked) with every text cleaned at the door
    (:mod:`.text`): each seat's name, and each line of the saved game log."""
    seats = [{**seat, "name": clean_name(seat["name"], f"Player {i + 1}")}
             for i, seat in enumerate(record["seats"])]
    cleaned = {**record, "seats": seats}
    view = record.get("view")
    if isinstance(view, dict) and isinstance(view.get("log"), list):
        log = [{**line, "text": clean_text(line["text"], LOG_LINE_MAX)}
               for line in view["log"]
               if isinstance(line, dict) and isinstance(line.get("text"), str)]
        cleaned["view"] = {**view, "log": log}
    return cleaned


def _start(record: Any) -> str:
    """What makes a match the match it is from its first deal: the game,
    the seats, the options, the seed and the first dealer ("" when
    ``record`` does not say)."""
    match = record.get("match") if isinstance(record, dict) else None
    if not isinstance(match, dict):
        return ""
    keys = ("game", "num_players", "seed", "options", "first_dealer")
    return json.dumps([[match.get(k) for k in keys], record.get("seats")], sort_keys=True,
                      default=str)


def _seats_ok(seats: Any, num_players: Any) -> bool:
    """One ``{"name": str, "kind": one of SEAT_KINDS}`` per player."""
    return (isinstance(seats, list) and len(seats) == num_players
            and all(isinstance(seat, dict) and isinstance(seat.get("name"), str)
                    and seat.get("kind") in SEAT_KINDS for seat in seats))
