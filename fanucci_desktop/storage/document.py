"""Versioned JSON documents kept as a main file plus a backup of the previous one.

Every file the app writes is an *envelope*::

    {"app": "FanucciDesktop", "kind": "autosave", "schema": 1,
     "app_version": "0.1.0", "saved_at": "2026-11-22T02:30:00.000000Z",
     ...extra header fields..., "data": {...}}

:class:`DocumentFormat` names a kind of document, its current schema number
and the migrations that bring every older schema up to date.
:class:`DocumentFile` writes a document atomically, keeping the previous good
file as ``<name>.backup.json``, and reads it back: a file that cannot be used
is moved aside under a name that says why (never deleted or overwritten),
and the backup is tried next. Reading returns plain-words warnings; inside,
only :class:`StorageError` is raised. No pickle, no eval: JSON only.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Mapping

from .. import __version__
from ..i18n import N_, said
from .atomic import fsync_dir, move_aside, read_regular, sweep_stale_temps, write_temp
from .errors import StorageError

#: The mark that says a file is ours.
APP_MARK = "FanucciDesktop"

#: A migration turns an envelope of schema ``v`` into one of schema ``v + 1``.
Migration = Callable[[dict[str, Any]], dict[str, Any]]
#: A check run on a decoded envelope; raises StorageError when it cannot be used.
Validator = Callable[[dict[str, Any]], None]

_HEADER_KEYS = ("app", "kind", "schema", "app_version", "saved_at", "data")

#: The largest file read (bytes). A long match's save is well under 1 MB; a
#: bigger file was not written by this app and is kept aside unread.
MAX_FILE_BYTES = 8_000_000
#: What each document is, said as the owner's, by its format's label: the
#: file itself and its backup (a label not here is said in English).
OWNED: dict[str, tuple[str, str]] = {
    "saved game": (N_("Your saved game"), N_("Your saved game backup")),
    "settings": (N_("Your settings"), N_("Your settings backup")),
    "statistics": (N_("Your statistics"), N_("Your statistics backup")),
    "hand statistics": (N_("Your hand statistics"), N_("Your hand statistics backup")),
}
#: What is said when the backup was read in place of the main file, by label.
PREVIOUS: dict[str, str] = {
    "saved game": N_("The previous saved game, from {time}, was used instead."),
    "settings": N_("The previous settings, from {time}, were used instead."),
    "statistics": N_("The previous statistics, from {time}, were used instead."),
    "hand statistics": N_("The previous hand statistics, from {time}, were used instead."),
}
#: What is said when a file could not be written, removed or moved, by the act.
IO_FAILED: dict[str, str] = {
    "save": N_("{what} could not be saved in {folder}: {reason}."),
    "clear": N_("{what} could not be removed from {folder}: {reason}."),
    "put aside": N_("{what} could not be put aside in {folder}: {reason}."),
}


@dataclass(frozen=True)
class DocumentFormat:
    """A kind of document: ``kind`` (stored in the file), ``label`` (plain
    words for messages: "saved game"), the current ``schema`` and
    ``migrations[v]`` for every ``v`` from 1 to ``schema - 1``."""

    kind: str
    label: str
    schema: int
    migrations: Mapping[int, Migration] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.schema < 1:
            raise ValueError("schema numbers start at 1")
        if set(self.migrations) != set(range(1, self.schema)):
            raise ValueError(f"{self.kind}: need a migration from every schema "
                             f"1..{self.schema - 1}, have {sorted(self.migrations)}")

    def encode(self, payload: Any, header: Mapping[str, Any] | None = None,
               now: datetime | None = None) -> bytes:
        """The envelope of ``payload`` as UTF-8 JSON. Raises StorageError
        (reason None) if the payload is not plain JSON data."""
        envelope: dict[str, Any] = {
            "app": APP_MARK, "kind": self.kind, "schema": self.schema,
            "app_version": __version__, "saved_at": iso_time(now),
        }
        for key, value in (header or {}).items():
            if key in _HEADER_KEYS:
                raise ValueError(f"header field {key!r} is reserved")
            envelope[key] = value
        envelope["data"] = payload
        try:
            text = json.dumps(envelope, ensure_ascii=False, allow_nan=False, indent=1)
            return (text + "\n").encode("utf-8")
        except (TypeError, ValueError, RecursionError) as exc:  # a lone surrogate is a ValueError
            raise StorageError(f"The {self.label} holds data that cannot be saved: {exc}",
                               reason=None) from None

    def decode(self, raw: bytes) -> dict[str, Any]:
        """The envelope in ``raw``, migrated to the current schema.

        Raises StorageError only: ``corrupt`` for bytes that are not a JSON
        envelope, ``foreign`` for another app's or another kind's file,
        ``newer`` for a schema this version does not know.
        """
        envelope = _parse_json(raw)
        if not isinstance(envelope, dict):
            raise StorageError("it does not hold a Fanucci Desktop document", "foreign")
        if envelope.get("app") != APP_MARK:
            raise StorageError("it was not written by Fanucci Desktop", "foreign")
        if envelope.get("kind") != self.kind:
            raise StorageError(f"it holds {_describe(envelope.get('kind'))}, "
                               f"not {self.label}", "foreign")
        schema = envelope.get("schema")
        if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
            raise StorageError("it does not say which format it is written in")
        if schema > self.schema:
            version = envelope.get("app_version")
            by = f" (version {version})" if isinstance(version, str) else ""
            raise StorageError(f"it was written by a newer Fanucci Desktop{by} in a format "
                               f"this version does not know", "newer")
        if "data" not in envelope:
            raise StorageError("it has no data in it")
        for version in range(schema, self.schema):
            envelope = self._migrate(envelope, version)
        return envelope

    def _migrate(self, envelope: dict[str, Any], version: int) -> dict[str, Any]:
        try:
            upgraded = self.migrations[version](envelope)
        except (LookupError, TypeError, ValueError, AttributeError, ArithmeticError,
                RecursionError) as exc:  # migrations read untrusted data
            raise StorageError(f"it could not be brought up to date from format {version} "
                               f"({exc})") from None
        if not isinstance(upgraded, dict) or "data" not in upgraded:
            raise StorageError(f"it could not be brought up to date from format {version}")
        upgraded["schema"] = version + 1
        return upgraded


def iso_time(now: datetime | None = None) -> str:
    """UTC time in ISO 8601 with a ``Z``: ``2026-11-22T02:30:00.000000Z``."""
    now = now or datetime.now(timezone.utc)
    return now.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _describe(kind: Any) -> str:
    return f"a {kind!r} document" if isinstance(kind, str) else "something else"


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _parse_json(raw: bytes) -> Any:
    if not raw.strip():
        raise StorageError("the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise StorageError("it is damaged: it holds bytes that are not text") from None
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        if not text[exc.pos:].strip() or exc.msg.startswith("Unterminated string"):
            raise StorageError("the file is cut short (it ends in the middle)") from None
        raise StorageError(f"it is damaged: its text is out of order at line {exc.lineno}, "
                           f"column {exc.colno} ({exc.msg})") from None
    except (ValueError, RecursionError) as exc:  # NaN, huge numbers, deep nesting
        raise StorageError(f"it is damaged: it holds what no saved file holds ({exc})") from None


def _saved_at(envelope: Mapping[str, Any]) -> str:
    value = envelope.get("saved_at")
    return value if isinstance(value, str) else "an unknown time"


class DocumentFile:
    """The document ``<folder>/<name>.json`` with its backup ``<name>.backup.json``."""

    def __init__(self, folder: Path, name: str, fmt: DocumentFormat) -> None:
        self.folder = Path(folder)
        self.fmt = fmt
        self.main = self.folder / f"{name}.json"
        self.backup = self.folder / f"{name}.backup.json"

    # -- writing ------------------------------------------------------------
    def write(self, payload: Any, header: Mapping[str, Any] | None = None,
              now: datetime | None = None) -> list[str]:
        """Save ``payload`` atomically; the previous good file becomes the backup.

        An unreadable file in the main place (or backup place) is moved aside
        first, never overwritten. Returns warnings (such a move); raises
        StorageError (reason None) when the new data could not be saved, and
        then the last good save still loads (at worst from the backup).
        """
        data = self.fmt.encode(payload, header, now)
        warnings: list[str] = []
        try:
            tmp = write_temp(self.folder, self.main.name, data)
        except OSError as exc:
            raise self._io_error("save", exc) from None
        try:
            self._retire_main(warnings, now)
            os.replace(tmp, self.main)
        except OSError as exc:
            tmp.unlink(missing_ok=True)
            raise self._io_error("save", exc) from None
        except StorageError:
            tmp.unlink(missing_ok=True)
            raise
        fsync_dir(self.folder)
        sweep_stale_temps(self.folder, self.main.name)
        return warnings

    def _retire_main(self, warnings: list[str], now: datetime | None) -> None:
        """Make room for a new main file: a good one becomes the backup, a bad
        one is moved aside. An unreadable backup is moved aside before a good
        main file takes its place. Raises StorageError if a bad file cannot
        be moved (so that it is not overwritten)."""
        if not self._clear_bad(self.main, warnings, now):
            return
        self._clear_bad(self.backup, warnings, now)
        os.replace(self.main, self.backup)

    def _clear_bad(self, path: Path, warnings: list[str], now: datetime | None) -> bool:
        """Move ``path`` aside if it is unreadable; True if a good file stays there."""
        try:
            self.fmt.decode(self._raw(path))
        except FileNotFoundError:
            return False
        except StorageError as exc:
            warnings.append(self._kept_aside(path, exc, now))
            if path.exists():
                raise StorageError(said(N_("{what} was not saved, so as not to overwrite the "
                                           "unreadable file {path}."),
                                        what=self._owned(self.main), path=str(path)), None) from None
            return False
        return True

    # -- reading ------------------------------------------------------------
    def read(self, validate: Validator | None = None, *, keep_aside: bool = True,
             now: datetime | None = None) -> tuple[dict[str, Any] | None, list[str]]:
        """The newest usable envelope (main file, else backup) and warnings.

        A file that cannot be used is moved aside (``keep_aside``) or left
        alone (``keep_aside=False``, for a read without side effects), and a
        warning says what happened and where the file is. Returns
        ``(None, warnings)`` when neither file is usable. Never raises.
        """
        warnings: list[str] = []
        for path in (self.main, self.backup):
            try:
                envelope = self._usable(path, validate)
            except FileNotFoundError:
                continue
            except OSError as exc:
                warnings.append(said(N_("{what} at {path} could not be opened ({reason}); "
                                        "it was left where it is."),
                                     what=self._owned(path), path=str(path),
                                     reason=str(exc.strerror or exc)))
                continue
            except StorageError as exc:
                if keep_aside:
                    warnings.append(self._kept_aside(path, exc, now))
                else:
                    warnings.append(said(N_("{what} at {path} cannot be used: {error}."),
                                         what=self._owned(path), path=str(path), error=str(exc)))
                continue
            if warnings and path == self.backup:
                previous = PREVIOUS.get(self.fmt.label)
                warnings.append(said(previous, time=_saved_at(envelope)) if previous is not None
                                else f"The previous {self.fmt.label}, from "
                                     f"{_saved_at(envelope)}, was used instead.")
            return envelope, warnings
        return None, warnings

    def clear(self) -> list[str]:
        """Remove the main file and backup when readable; an unreadable one is
        moved aside instead of deleted. Returns warnings; raises StorageError
        (reason None) if a file could not be removed."""
        warnings: list[str] = []
        for path in (self.main, self.backup):
            try:
                self.fmt.decode(self._raw(path))
            except FileNotFoundError:
                continue
            except OSError as exc:
                raise self._io_error("clear", exc) from None
            except StorageError as exc:
                warnings.append(self._kept_aside(path, exc, None))
                continue
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except OSError as exc:
                raise self._io_error("clear", exc) from None
        fsync_dir(self.folder)
        return warnings

    def retire(self, tag: str, now: datetime | None = None) -> list[Path]:
        """Move the main file and the backup aside as ``<name>.<tag>-<time>.json``
        (a file the app no longer uses is kept, never deleted). Returns where
        they went; raises StorageError (reason None) if one could not be moved."""
        kept: list[Path] = []
        for path in (self.main, self.backup):
            if not path.exists():
                continue
            try:
                kept.append(move_aside(path, tag, now))
            except OSError as exc:
                raise self._io_error("put aside", exc) from None
        return kept

    # -- helpers ------------------------------------------------------------
    def _usable(self, path: Path, validate: Validator | None) -> dict[str, Any]:
        """The envelope in ``path``, decoded and checked. Raises
        FileNotFoundError, OSError, or StorageError when it cannot be used."""
        envelope = self.fmt.decode(self._raw(path))
        if validate is not None:
            validate(envelope)
        return envelope

    @staticmethod
    def _raw(path: Path) -> bytes:
        """The bytes of ``path`` (:func:`read_regular` under :data:`MAX_FILE_BYTES`)."""
        return read_regular(path, MAX_FILE_BYTES)

    def _kept_aside(self, path: Path, error: StorageError, now: datetime | None) -> str:
        """Move an unusable file aside; the plain-words warning saying so
        (a :class:`~..i18n.Message`: shown in the player's language)."""
        what = self._owned(path)
        try:
            kept = move_aside(path, error.reason or "corrupt", now)
        except OSError as exc:
            return said(N_("{what} could not be read: {error}. It could not be moved aside "
                           "({reason}), so it was left, unchanged, at {path}."),
                        what=what, error=str(error), reason=str(exc.strerror or exc), path=str(path))
        return said(N_("{what} could not be read: {error}. It was kept, unchanged, as {kept}."),
                    what=what, error=str(error), kept=str(kept))

    def _owned(self, path: Path) -> str:
        """The document at ``path`` said as the owner's ("Your saved game
        backup"): a :class:`~..i18n.Message` for a label in :data:`OWNED`."""
        main, backup = OWNED.get(self.fmt.label, (f"Your {self.fmt.label}", f"Your {self.fmt.label} backup"))
        return said(backup if path == self.backup else main)

    def _io_error(self, act: str, exc: OSError) -> StorageError:
        """The error for a file that could not be written, removed or moved
        (``act``: a key of :data:`IO_FAILED`); the system's own words for the
        cause ("No space left on device") are quoted as it gives them."""
        return StorageError(said(IO_FAILED[act], what=self._owned(self.main), folder=str(self.folder),
                                 reason=str(exc.strerror or exc)), reason=None)


__all__ = ["APP_MARK", "DocumentFile", "DocumentFormat", "Migration", "Validator", "iso_time"]
