"""A match opened for friends to join from their own machines: the join
code, the addresses to join, and each seat: the person here, a friend's
seat "waiting" until taken, the computer's.

:class:`Lobby` hosts the match on a thread of its own
(:class:`~...net.hosting.HostThread`) and plays the person's seat through a
remote session joined over loopback; once the host deals (every friend's
seat taken, or Start now: the computer plays those still open) it opens
the game's table on that seat. Back stops hosting. The match is saved in
the data folder's ``served`` folder after every change, as the headless
host saves it, with the seat played here (:func:`~...net.hosting.served_store`):
the menu's Continue hosts it again once it stopped.
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ...i18n import N_, Language
from ...net.authority import HostedMatch
from ...net.discovery import local_addresses
from ...net.hosting import HostThread
from ...net.served import HERE, served_store
from ...net.remote_session import RemoteSession
from .. import theme as th
from ..scene import Scene
from ..tween import soonest
from ..widgets import Button, FocusGroup
from .common import header

#: The port a match is hosted on when it is free (else any free one).
PORT = 8765
#: What each seat's status says in the lobby.
STATUS_WORDS = {"here": N_("{name}: joined"), "away": N_("{name}: lost the connection"),
                "ai": N_("{name}: the computer")}


def seat_line(seat: dict[str, Any], number: int, mine: bool, language: Language = Language()) -> str:
    """Seat ``number`` (from 1) of the lobby in ``language``'s words: "Basil,
    at this screen", "Ada: joined", "Seat 2: waiting for a friend" (an open
    seat is said by its number: the host names it in English)."""
    if mine:
        return language.gettext("{name}, at this screen", name=seat["name"])
    status = seat["status"]
    if status == "open":
        return language.gettext("Seat {seat}: waiting for a friend", seat=number)
    if status in STATUS_WORDS:
        return language.gettext(STATUS_WORDS[status], name=seat["name"])
    return f"{seat['name']}: {status}"


class Lobby(Scene):
    """The lobby of ``hosted`` (see the module docstring): the person here
    plays ``seat`` as ``name``; the host listens on ``address``."""

    name = "lobby"

    def __init__(self, app, hosted: HostedMatch, seat: int, name: str, address: str,
                 open_table: Callable[[RemoteSession, HostThread], None]) -> None:
        super().__init__(app)
        self.hosted = hosted
        self.seat = seat
        self.game_name = hosted.match.game.info.name
        self.code = hosted.code
        self._open_table = open_table
        self.language = app.language
        gettext = self.language.gettext
        self.start_button = Button(label=gettext("Start now"), primary=True, on_click=self.start_now,
                                   spoken_as=gettext("Start now: the computer plays the seats still open"))
        self.back = Button(label=gettext("Back"), on_click=self.leave_screen)
        self.focus = FocusGroup([self.start_button, self.back])
        self.error = ""
        store = served_store(app.paths.data_dir)
        game_id = hosted.match.game.info.id

        def save(record: dict[str, Any]) -> list[str]:
            if hosted.match.is_over:
                return store.clear_match(game_id)
            return store.autosave({**record, HERE: seat})

        token = hosted.reserve(seat, name) if seat in hosted.open_seats() else hosted.retake(seat)
        self.hosting: HostThread | None = None
        self.session: RemoteSession | None = None
        self.addresses: list[str] = []
        for port in (PORT, 0) if address == "0.0.0.0" else (0,):
            hosting = HostThread(hosted, save)
            try:
                port = hosting.start(address, port)
            except OSError as exc:
                self.error = gettext("The match could not be opened on port {port}: {error}",
                                     port=port, error=exc.strerror or exc)
                continue
            self.error, self.hosting = "", hosting
            shown = local_addresses() if address == "0.0.0.0" else [address]
            self.addresses = [f"{a}:{port}" for a in shown] or [f"127.0.0.1:{port}"]
            self.session = RemoteSession(f"ws://127.0.0.1:{port}", name, token=token, wake=app.wake)
            self.session.start()
            break

    def seats(self) -> list[str]:
        """Each seat in words, once the host has welcomed this screen."""
        view = self.session.view if self.session is not None else None
        if view is None:
            return []
        return [seat_line(s, i + 1, i == self.seat, self.language) for i, s in enumerate(view["seats"])]

    def start_now(self) -> None:
        """Deal now, the computer playing the seats no friend has taken."""
        if self.hosting is not None:
            self.hosting.start_now()

    def leave_screen(self) -> None:
        """Stop hosting (a friend who joined is told) and go back."""
        self.app.stack.pop()

    def leave(self) -> None:
        """Off the stack before the match was dealt (Back, or the menu):
        hosting stops; once dealt, the table holds both and stops them."""
        if self.session is not None:
            self.session.close(1.0)
            self.session = None
        if self.hosting is not None:
            self.hosting.stop()
            self.hosting = None

    # Scene ------------------------------------------------------------------------
    def layout(self, size):
        w, h = size
        t = self.theme
        m = t.px(48)
        top = t.px(150)
        left_w = round((w - 3 * m) * 0.5)
        self.left = pygame.Rect(m, top, left_w, h - top - t.px(120))
        self.right = pygame.Rect(self.left.right + m, top, w - self.left.right - 2 * m, self.left.h)
        bw, bh = t.px(240), t.px(56)
        self.start_button.rect = pygame.Rect(w - m - bw, h - t.px(30) - bh, bw, bh)
        self.back.rect = pygame.Rect(m, h - t.px(30) - bh, t.px(140), bh)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave_screen()
            return
        self.focus.handle(event)

    def update(self, dt):
        super().update(dt)
        self.focus.update(dt)
        session = self.session
        if session is None or self.hosting is None:
            return
        view = session.view
        if view is not None and view["observation"] is not None:
            hosting, self.session, self.hosting = self.hosting, None, None
            self._open_table(session, hosting)
        elif session.ended:
            self.error = (self.language.said(session.status()[0]) if session.status() else
                          self.language.gettext("The match was closed."))

    def spoken_title(self):
        return self.language.gettext("Hosting {game}. Join code {code}.", game=self.game_name,
                                     code=" ".join(self.code))

    def focus_group(self):
        return self.focus

    def wake_in(self):
        return soonest(super().wake_in(), self.focus.wake_in())

    def draw(self, surface):
        t = self.theme
        t.background(surface)
        gettext = self.language.gettext
        header(surface, t, gettext("Hosting {game}", game=self.game_name),
               gettext("Friends join from their own machines"))
        t.panel(surface, self.left, alpha=235)
        t.panel(surface, self.right, alpha=235)
        pad = t.px(20)
        x, y = self.left.x + pad, self.left.y + pad
        t.blit_text(surface, gettext("Join code"), (x, y), th.SMALL, th.ACCENT, bold=True)
        t.blit_text(surface, self.code, (x, y + t.px(34)), th.HEADING, th.TEXT, bold=True)
        y += t.px(110)
        t.blit_text(surface, gettext("Addresses to join"), (x, y), th.SMALL, th.ACCENT, bold=True)
        for k, where in enumerate(self.addresses):
            t.blit_text(surface, where, (x, y + t.px(34) + k * t.px(30)), th.BODY, th.TEXT)
        note = gettext("Friends choose Join a match on their menu and type the address and the code.")
        lines = t.wrap(note, self.left.w - 2 * pad, th.TINY)
        line_h = t.font(th.TINY).get_linesize()
        for k, line in enumerate(lines):
            t.blit_text(surface, line, (x, self.left.bottom - pad - (len(lines) - 1 - k) * line_h),
                        th.TINY, th.MUTED, anchor="bottomleft", box=self.left)
        rx, ry = self.right.x + pad, self.right.y + pad
        t.blit_text(surface, gettext("Seats"), (rx, ry), th.SMALL, th.ACCENT, bold=True)
        seats = self.seats() or [gettext("Opening the match")]
        for k, line in enumerate(seats):
            t.blit_text(surface, f"{k + 1}. {line}" if self.seats() else line,
                        (rx, ry + t.px(40) + k * t.px(34)), th.BODY, th.TEXT, box=self.right)
        self.focus.draw(surface, t)
        if self.error:
            left = self.back.rect.right + t.px(20)
            t.blit_text(surface, self.error, (self.start_button.rect.left - t.px(20),
                                              self.start_button.rect.centery), th.SMALL, th.BAD,
                        anchor="midright", box=pygame.Rect(left, self.start_button.rect.y,
                                                           self.start_button.rect.left - t.px(20) - left,
                                                           self.start_button.rect.h))
