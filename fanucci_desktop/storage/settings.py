"""Player settings: a frozen dataclass, loaded field by field with safe defaults.

Kept as ``settings.json`` in the user config folder. A file that cannot be
read is moved aside (see :mod:`.document`) and the defaults are used; a
single bad value falls back to its default with a warning, the other values
are kept.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, fields
from typing import Any, Callable

from ..i18n import N_, check_code, said
from .document import DocumentFile, DocumentFormat
from .paths import AppPaths
from .stats import SEAT_KINDS

#: A set-up's seat played by a friend from their own machine (dealing hosts the match).
ONLINE = "online"
#: The kinds a remembered set-up's seat may have.
SETUP_KINDS: tuple[str, ...] = SEAT_KINDS + (ONLINE,)
from .text import clean_name

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
AI_PACES = ("slow", "normal", "fast")
#: How long, with speech on, a computer player waits for the moves before its
#: own to be spoken: until they are said, up to 10, 5 or 2 seconds, or not at all.
SPEECH_WAITS = ("said", "10s", "5s", "2s", "none")
#: Smallest and largest window width and height in pixels accepted from a
#: settings file (the largest: an 8K display; the app also keeps a window
#: within the largest display it finds).
WINDOW_MIN = (320, 320)
WINDOW_MAX = (7680, 4320)



def add_lessons_done(envelope: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 to 2: the settings gain ``lessons_done`` (no lesson finished yet)."""
    data = envelope.get("data")
    if isinstance(data, dict):
        data.setdefault("lessons_done", [])
    return envelope


def add_speech(envelope: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 to 3: the settings gain ``speech`` (off) and ``speech_wait``
    (until it is said), as a file of schema 2 without them meant."""
    data = envelope.get("data")
    if isinstance(data, dict):
        data.setdefault("speech", False)
        data.setdefault("speech_wait", "said")
    return envelope


#: Schema 1: the settings. Schema 2: adds ``lessons_done`` (:func:`add_lessons_done`).
#: Schema 3: adds ``speech`` and ``speech_wait`` (:func:`add_speech`).
SETTINGS_FORMAT = DocumentFormat(kind="settings", label="settings", schema=3,
                                 migrations={1: add_lessons_done, 2: add_speech})


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("must be true or false")
    return value


def _volume(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError("must be a number from 0 to 1")
    if not (math.isfinite(value) and 0 <= value <= 1):
        raise ValueError("must be a number from 0 to 1")
    return float(value)


def _one_of(choices: tuple[str, ...]) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if value not in choices:
            raise ValueError(f"must be one of {', '.join(choices)}")
        return value
    return check


def _name(value: Any) -> str:
    if not isinstance(value, str) or len(value) > 100 or not value.isprintable():
        raise ValueError("must be a short name")
    return value


def _colour(value: Any) -> str:
    name = _name(value)
    if not name:
        raise ValueError("must not be empty")
    return name


def _window(value: Any) -> tuple[int, int]:
    if (not isinstance(value, (list, tuple)) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
            or not all(low <= v <= high for v, low, high in zip(value, WINDOW_MIN, WINDOW_MAX))):
        raise ValueError(f"must be a width and a height from {WINDOW_MIN[0]}x{WINDOW_MIN[1]} "
                         f"to {WINDOW_MAX[0]}x{WINDOW_MAX[1]} pixels")
    return (value[0], value[1])


#: The most players a remembered set-up may hold.
SETUP_MAX_PLAYERS = 8
#: The largest number a remembered set-up's choice may hold (a match length).
SETUP_MAX_CHOICE = 10_000


def _setups(value: Any) -> dict[str, dict[str, Any]]:
    """The last set-up of each game: ``{game_id: {"players": n, "seats":
    [{"name", "kind"}, ...], "options": {key: bool, or a whole number for
    a choice such as a match length}}}``."""
    if not isinstance(value, dict):
        raise ValueError("must be a table of set-ups by game")
    checked: dict[str, dict[str, Any]] = {}
    for game_id, setup in value.items():
        _name(game_id)
        if not isinstance(setup, dict):
            raise ValueError(f"the set-up of {game_id} is not readable")
        players, seats, options = setup.get("players"), setup.get("seats"), setup.get("options")
        if (not isinstance(players, int) or isinstance(players, bool)
                or not 1 <= players <= SETUP_MAX_PLAYERS):
            raise ValueError(f"the set-up of {game_id} has no player count")
        if (not isinstance(seats, list) or len(seats) > SETUP_MAX_PLAYERS
                or not all(isinstance(s, dict) and s.get("kind") in SETUP_KINDS for s in seats)):
            raise ValueError(f"the seats of {game_id}'s set-up are not readable")
        if not isinstance(options, dict) or not all(
                isinstance(v, bool) or isinstance(v, int) and 0 <= v <= SETUP_MAX_CHOICE
                for v in options.values()):
            raise ValueError(f"the house rules of {game_id}'s set-up are not readable")
        checked[game_id] = {"players": players,
                            "seats": [{"name": clean_name(s.get("name"), f"Player {i + 1}"),
                                       "kind": s["kind"]} for i, s in enumerate(seats)],
                            "options": {_name(k): v for k, v in options.items()}}
    return checked


def _lessons(value: Any) -> tuple[str, ...]:
    """The games whose lesson was played to its end, each once."""
    if not isinstance(value, (list, tuple)) or len(value) > 100:
        raise ValueError("must be a list of games")
    return tuple(dict.fromkeys(_colour(v) for v in value))


#: The check (and normal form) of every field.
_CHECKS: dict[str, Callable[[Any], Any]] = {
    "sound": _bool, "volume": _volume, "animation_speed": _one_of(ANIMATION_SPEEDS),
    "ai_pace": _one_of(AI_PACES), "card_back": _name, "table_color": _colour,
    "color_badges": _bool, "four_color_deck": _bool, "confirm_end_turn": _bool,
    "fullscreen": _bool, "window_size": _window, "setups": _setups,
    "lessons_done": _lessons, "speech": _bool, "speech_wait": _one_of(SPEECH_WAITS),
    "language": check_code,
}


@dataclass(frozen=True)
class Settings:
    """The player's settings. Construction checks every value (ValueError)."""

    sound: bool = True
    volume: float = 0.8
    animation_speed: str = "normal"
    ai_pace: str = "normal"
    card_back: str = ""
    table_color: str = "green"
    color_badges: bool = True
    four_color_deck: bool = False
    confirm_end_turn: bool = False
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 800)
    #: The last set-up of each game (see :func:`_setups`), offered again.
    setups: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: The games whose lesson (a guided first hand) was played to its end.
    lessons_done: tuple[str, ...] = ()
    #: Speech output (play by ear).
    speech: bool = False
    #: How long a computer player waits for speech (:data:`SPEECH_WAITS`).
    speech_wait: str = "said"
    #: The language the app speaks, by code (``de``, ``pt_BR``); "" follows
    #: the system's (:func:`~fanucci_desktop.i18n.system_language`).
    language: str = ""

    def __post_init__(self) -> None:
        for f in fields(self):
            try:
                object.__setattr__(self, f.name, _CHECKS[f.name](getattr(self, f.name)))
            except ValueError as exc:
                raise ValueError(f"setting {f.name}: {exc}") from None

    def to_dict(self) -> dict[str, Any]:
        """The settings as JSON data (the window size as a list)."""
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        data["window_size"] = list(self.window_size)
        data["lessons_done"] = list(self.lessons_done)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> tuple["Settings", list[str]]:
        """Settings from JSON data, field by field: a missing field takes its
        default silently, a bad one its default with a warning; unknown
        fields are ignored with a warning."""
        if not isinstance(data, dict):
            return cls(), [said(N_("The settings file holds no settings; the defaults are used."))]
        defaults = cls()
        values: dict[str, Any] = {}
        warnings: list[str] = []
        for f in fields(cls):
            if f.name not in data:
                continue
            try:
                values[f.name] = _CHECKS[f.name](data[f.name])
            except ValueError as exc:
                warnings.append(said(N_("The setting {name} = {value} was not used: it {reason}. "
                                        "The default, {default}, is used instead."),
                                     name=f.name, value=_short(data[f.name]), reason=str(exc),
                                     default=_short(getattr(defaults, f.name))))
        unknown = sorted(str(k) for k in data if k not in _CHECKS)
        if unknown:
            warnings.append(said(N_("Unknown settings were ignored: {names}."),
                                 names=", ".join(unknown)))
        return cls(**values), warnings


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _file(paths: AppPaths) -> DocumentFile:
    return DocumentFile(paths.config_dir, "settings", SETTINGS_FORMAT)


def load_settings(paths: AppPaths) -> tuple[Settings, list[str]]:
    """The saved settings and plain-words warnings. Never raises: with no
    usable file, the defaults."""
    envelope, warnings = _file(paths).read()
    if envelope is None:
        return Settings(), warnings
    settings, more = Settings.from_dict(envelope["data"])
    return settings, warnings + more


def save_settings(paths: AppPaths, settings: Settings) -> list[str]:
    """Save ``settings`` atomically (the previous file kept as backup).
    Returns warnings; raises StorageError when the file could not be written."""
    return _file(paths).write(settings.to_dict())
