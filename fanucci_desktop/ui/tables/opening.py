"""Opening a table for a person: the session made, the perspective chosen.

A table never makes its own session. A match for people, a saved match
resumed, a lesson and a seat of a match hosted elsewhere are opened here (the navigator, the screen driver and
the tests use these); a replay and the demo table make theirs in their
scenes (:mod:`.viewer`).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ...engine.lesson import Lesson
from ...engine.match import Match
from ...net.hosting import HostThread
from ...net.remote_session import RemoteSession
from ...net.remote_table import RemoteTableSession
from ...session import Seat, TableSession
from ...session.lesson import Guide, lesson_match, lesson_seats
from ...session.perspective import Perspective
from .. import controls
from . import table_class
from .base import Table
from .parts.connection import ConnectionNote, StandInButton


def match_session(app, match: Match, seats: Sequence[Seat]) -> TableSession:
    """A session for a person's ``match``: autosaved, counted, its save
    troubles told on the app's toasts."""
    return TableSession(match, seats, store=app.saves.autosave, report=app.toast, wake=app.wake)


def match_table(app, match: Match, seats: Sequence[Seat]) -> Table:
    """The game's table for a new ``match`` of ``seats``, through the eyes
    of the seat holding the device."""
    return table_class(match.game.info.id)(app, match_session(app, match, seats), Perspective.seat())


def resumed_table(app, record: Mapping[str, Any]) -> Table:
    """The table of a saved match (``record``, already replay-checked by
    storage), with the view it kept (log, hand orders)."""
    table = match_table(app, *TableSession.parts_of(record))
    table.restore_view(record.get("view"))
    return table


def lesson_table(app, lesson: Lesson) -> Table:
    """The table of ``lesson``: its rigged match, followed by its guide (never
    saved), through the learner's eyes, with the coach."""
    match = lesson_match(lesson)
    session = TableSession(match, lesson_seats(lesson), report=app.toast, wake=app.wake)
    session.teach(Guide(lesson, match))
    return table_class(lesson.game_id)(app, session, Perspective.learner())


def remote_table(app, remote: RemoteSession, hosting: HostThread | None = None) -> Table:
    """The game's table for a seat of a match hosted elsewhere (``remote``,
    welcomed, a hand dealt), through that seat's eyes; ``hosting``: the
    match is hosted from this app (stopped when the table is left)."""
    session = RemoteTableSession(remote, hosting)
    key_help = None if hosting is None else controls.hosting_help(session.game_id)
    table = table_class(session.game_id)(app, session, Perspective.seat(), key_help=key_help)
    table.parts.insert(0, ConnectionNote(table, session.status))
    if hosting is not None:         # over the tool buttons, under the side panels
        table.parts.insert(table.parts.index(table.tools) + 1, StandInButton(table, session))
    return table
