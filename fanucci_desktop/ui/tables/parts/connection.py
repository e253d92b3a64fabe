"""The connection of a seat hosted elsewhere, said on the table's message
line: :class:`ConnectionNote`.

It says what the remote session reports ("Reconnecting", "Ada lost the
connection: waiting (45 s)", the host's last words) while there is
something to say, and takes its words back once there is not; a message
the table said meanwhile (a refusal, a hint) is left alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from ... import theme as th

if TYPE_CHECKING:
    from ..base import Table


class ConnectionNote:
    """A part of a remote seat's table; ``status`` gives the sentences to
    say now (the session's :meth:`~....net.remote_table.RemoteTableSession.status`)."""

    def __init__(self, table: Table, status: Callable[[], list[str]]) -> None:
        self.table = table
        self._status = status
        #: What this part last put on the message line ("" : nothing).
        self.said = ""

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        text = ". ".join(self._status())
        table = self.table
        if text and table.line.text != text and (not table.line.text or table.line.text == self.said):
            table.line.say(text, th.ACCENT)
            self.said = text
        elif not text and self.said:
            if table.line.text == self.said:
                table.line.say("")
            self.said = ""

    def draw(self, surface: pygame.Surface) -> None:
        """The message line draws the words."""

    def wake_in(self) -> float | None:
        """Once a second while something is said (a countdown runs); news wakes the app itself."""
        return 1.0 if self.said else None
