"""Seats and the AI seam of the tables.

A :class:`Seat` is a name and a kind: ``human`` (a person at this screen),
an AI level (``easy``, ``normal``, ``hard``), or ``friend`` (a person
playing from another machine, with the state of their connection). :func:`make_ai` is the one place that turns an AI
level into a player of the AI package (``decide(observation, legal_moves,
rng) -> Move``); tables run it off the frame loop. :func:`seated` keeps the
name "You" for the person at the screen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Sequence

from ..ai import make_player
from ..engine.protocol import Move, Observation
from ..i18n import N_, Language
from ..storage.stats import FRIEND       # a person playing from another machine
from ..words import YOU, shown_name

HUMAN = "human"
AI_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
#: A friend's connection when all is well.
ONLINE_WORDS = "online"
KINDS: tuple[str, ...] = (HUMAN,) + AI_LEVELS + (FRIEND,)
KIND_LABELS: dict[str, str] = {HUMAN: N_("Human"), "easy": N_("AI · easy"), "normal": N_("AI · normal"),
                               "hard": N_("AI · hard")}
#: How the AI levels play, in a few words (shown where seats are chosen).
LEVEL_WORDS: tuple[str, ...] = (N_("Easy slips now and then."), N_("Normal plays sound, simple moves."),
                                N_("Hard thinks ahead."))
DEFAULT_NAMES: tuple[str, ...] = ("You", "Ada", "Basil", "Cleo", "Dmitri", "Esme", "Felix", "Gus")

Decider = Callable[[Observation, Sequence[Move], random.Random], Move]


@dataclass(frozen=True)
class Seat:
    """Who sits in one seat. ``status``: for a friend, their connection in
    a few words ("online", "lost the connection: waiting 45 s"); it is not
    saved."""

    name: str
    kind: str = HUMAN
    status: str = ""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown seat kind {self.kind!r}; known: {', '.join(KINDS)}")

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def is_computer(self) -> bool:
        """True for a seat the computer plays (it is shown thinking)."""
        return self.kind in AI_LEVELS

    @property
    def plays_as(self) -> str:
        """Who plays the seat, as its plate says it: "human", "normal AI",
        or a friend's connection ("online")."""
        if self.kind == FRIEND:
            return self.status or ONLINE_WORDS
        return "human" if self.is_human else f"{self.kind} AI"

    @property
    def plays_as_short(self) -> str:
        """:attr:`plays_as` for a narrow plate: a friend's connection after
        its colon ("waiting 45 s" for "lost the connection: waiting 45 s")."""
        return self.plays_as.rpartition(": ")[2]

    @property
    def troubled(self) -> bool:
        """True for a friend whose connection is not well (lost, or the
        computer standing in): their plate says so before anything else."""
        return self.kind == FRIEND and self.plays_as != ONLINE_WORDS

    def to_dict(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Seat":
        return cls(str(data["name"]), str(data.get("kind", HUMAN)))


def is_you(name: str, language: Language = Language()) -> bool:
    """True for the name "You" however it is typed ("you", " YOU "), or the
    word ``language`` shows for it (:func:`~fanucci_desktop.words.shown_name`:
    German "du")."""
    typed = name.strip().casefold()
    return typed in (YOU.casefold(), shown_name(YOU, language).casefold())


def kept_name(name: str, language: Language = Language()) -> str:
    """A name typed where ``language`` is spoken as the app keeps it: "You"
    for the default name in English or in ``language`` (:func:`is_you`),
    any other name as it is."""
    return YOU if is_you(name, language) else name


def seated(seats: Sequence[Seat]) -> list[Seat]:
    """``seats`` as a table names them. The tables call the seat named "You"
    "you" ("You draw first"), so that name is kept for the person at the
    screen: the one person of a solo match may be "You" (spelled so however
    it was typed); any other seat called "You" -- a computer seat, or a
    person in pass-and-play, where each player reads the others' names --
    plays as "Player N" (N its seat number)."""
    solo = sum(1 for seat in seats if seat.is_human) == 1
    return [seat if not is_you(seat.name) else
            replace(seat, name=YOU if solo and seat.is_human else f"Player {i + 1}")
            for i, seat in enumerate(seats)]


def make_ai(level: str, game_id: str):
    """The AI package's player of ``level`` for ``game_id`` (it sees only
    observations); tables run it with the package's ``AsyncDecider``."""
    if level not in AI_LEVELS:
        raise ValueError(f"not an AI level: {level!r}")

    return make_player(level, game_id)


def make_decider(level: str, game_id: str) -> Decider:
    """The decision function of an AI player of ``level``, called directly
    (the drivers use it to move for human seats)."""
    return make_ai(level, game_id).decide
