"""The connection of a seat hosted elsewhere, said on the table's message
line: :class:`ConnectionNote`; and, at the table of the app that hosts,
:class:`StandInButton`, which lets the computer play for a friend away.

It says what the remote session reports ("Reconnecting", "Ada lost the
connection: waiting (45 s)", the host's last words) while there is
something to say, and takes its words back once there is not; a message
the table said meanwhile (a refusal, a hint) is left alone.

:data:`LEAVE_SEAT` and :data:`SEAT_KEPT` are what the screens over a seat
of a match hosted elsewhere (the pause menu, the hand's summary) offer in
place of saving and quitting: only the host saves the match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

import pygame

from ....i18n import N_
from ... import theme as th
from ...controls import Act, act_for
from ...widgets import Button
from ..generic import button_width
from .keycaps import keyed_label

if TYPE_CHECKING:
    from ..base import Table

#: The button that leaves the table of a seat whose match another app hosts
#: (:attr:`~....net.remote_table.RemoteTableSession.kept_by_host`), and
#: what leaving leaves behind, said beside it.
LEAVE_SEAT = N_("Leave the table")
SEAT_KEPT = N_("The host keeps the match: join it again to take your seat back.")


class StandInSession(Protocol):
    """What :class:`StandInButton` asks of the session."""

    @property
    def hosting_here(self) -> bool: ...

    def away(self) -> list[int]: ...

    def hand_to_computer(self, seat: int) -> None: ...


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
        text = ". ".join(self.table.app.language.said(line) for line in self._status())
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


class StandInButton:
    """A part of the table of the app that hosts the match: while a
    friend's seat is away, a button (and its key, :data:`~...controls.Act.STAND_IN`)
    lets the computer play it now instead of waiting; the friend takes it
    back by rejoining. ``session``: the table's
    :class:`~....net.remote_table.RemoteTableSession`."""

    def __init__(self, table: Table, session: StandInSession) -> None:
        self.table = table
        self.session = session
        self.button = Button(label="", on_click=self.hand_over, size=th.SMALL)
        self.button.visible = False

    def seat(self) -> int | None:
        """The first seat away, while this app hosts (None: no button)."""
        away = self.session.away() if self.session.hosting_here else []
        return away[0] if away else None

    def hand_over(self) -> None:
        seat = self.seat()
        if seat is not None:
            self.session.hand_to_computer(seat)
            name = self.table.seats[seat].name
            self.table.line.say(self.table.app.language.gettext(
                "The computer plays for {name} until {name} comes back.", name=name), th.ACCENT)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.button.visible:
            return False
        if act_for(event, (Act.STAND_IN,)) is Act.STAND_IN:
            self.hand_over()
            return True
        return self.button.handle(event, False)

    def update(self, dt: float) -> None:
        seat = self.seat()
        self.button.visible = seat is not None
        if seat is not None:
            t = self.table.theme
            gettext, name = self.table.app.language.gettext, self.table.seats[seat].name
            label = keyed_label(self.table, gettext("Computer plays for {name}", name=name), Act.STAND_IN)
            self.button.label = label
            self.button.spoken_as = gettext("Let the computer play for {name}", name=name)
            menu = self.table.menu_button.rect       # right above the corner's panel
            w = button_width(t, label, minimum=t.px(120))
            bottom = self.table.size[1] - t.px(84)
            self.button.rect = pygame.Rect(menu.right - w, bottom - menu.h, w, menu.h)
        self.button.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.button.visible:
            self.button.draw(surface, self.table.theme, False)

    def wake_in(self) -> float | None:
        return self.button.wake_in(False) if self.button.visible else None
