"""Join a match a friend hosts on another machine: the address, the join
code and the player's name, or a match heard on the local network.

:class:`JoinScene` starts a :class:`~...net.remote_session.RemoteSession`
when Join is pressed and says what the connection does ("Connecting", the
host's refusal in its own words); once the host has dealt the seat a hand,
the navigator opens the game's table on it. The seat's token is kept in
the data folder with its match, so joining the same address again rejoins
the seat, with no code or that match's (a new match's code joins it).
The matches on the local network are looked for by ``finder`` (on a worker
thread), only when one is given: the app gives it in a person's session,
never in tests.
"""

from __future__ import annotations

import threading
from typing import Callable, Sequence

import pygame

from ...games import GAMES
from ...i18n import Language
from ...net.discovery import Found
from ...net.remote_session import RemoteSession
from ...net.seatkeep import SeatKeeper
from .. import theme as th
from ..scene import Scene
from ..tween import soonest
from ..widgets import Button, FocusGroup, TextField
from .common import header

#: Matches heard on the local network, looked for once (None: not looked for).
Finder = Callable[[], Sequence[Found]]
#: At most this many matches heard are listed.
MOST_FOUND = 5


def address_url(text: str) -> str | None:
    """The WebSocket address of what a player typed ("192.168.1.20:8765",
    "ws://...", "wss://..."); None when there is no address."""
    text = text.strip()
    if not text:
        return None
    return text if "://" in text else f"ws://{text}"


def found_words(found: Found, language: Language = Language()) -> str:
    """A match heard on the network in words (``language``'s): "Ada's table · Gin Rummy · 1 seat open"."""
    known = {info.id: info.name for info in GAMES}
    seats = language.ngettext("{n} seat open", "{n} seats open", found.open_seats)
    return " · ".join(part for part in (found.name, known.get(found.game, ""), seats) if part)


class JoinScene(Scene):
    """The join screen (see the module docstring)."""

    name = "join"

    def __init__(self, app, open_table: Callable[[RemoteSession], None],
                 finder: Finder | None = None) -> None:
        super().__init__(app)
        self._open_table = open_table
        self.language = app.language
        gettext = self.language.gettext
        self.address = TextField(placeholder=gettext("Address, as {example}", example="192.168.1.20:8765"),
                                 max_len=60, spoken_as=gettext("Address of the host"))
        self.code = TextField(placeholder=gettext("Join code, as {example}", example="K7QM2-XPD9B"),
                              max_len=23, spoken_as=gettext("Join code"))
        self.player = TextField(placeholder=gettext("Your name"), max_len=14, spoken_as=gettext("Your name"))
        self.join_button = Button(label=gettext("Join"), primary=True, on_click=self.join)
        self.back = Button(label=gettext("Back"), on_click=self.leave_screen)
        #: One button per match heard on the network (its address fills the form).
        self.found: list[Button] = []
        self.searching = finder is not None
        self._heard: list[Found] | None = None
        self._keeper = SeatKeeper(app.paths.data_dir)
        self.session: RemoteSession | None = None
        #: The address rejoined with a kept seat token (None: joined with the code).
        self._rejoining: str | None = None
        self.error = ""
        self.focus = FocusGroup([self.address, self.code, self.player, self.join_button, self.back])
        if finder is not None:
            threading.Thread(target=self._find, args=(finder,), name="find matches", daemon=True).start()

    def _find(self, finder: Finder) -> None:
        """On a worker thread: listen for matches once, then wake the screen."""
        try:
            heard = list(finder())[:MOST_FOUND]
        except OSError:
            heard = []
        self._heard = heard
        self.app.wake()

    def _take_found(self) -> None:
        """List the matches heard, once the worker has them."""
        heard, self._heard = self._heard, None
        if heard is None:
            return
        self.searching = False
        words = [found_words(f, self.language) for f in heard]
        self.found = [Button(label=said, size=th.SMALL,
                             spoken_as=self.language.gettext("Match {match}", match=said),
                             on_click=lambda f=f: self.pick(f)) for f, said in zip(heard, words)]
        self.focus.set([self.address, self.code, self.player, self.join_button, *self.found, self.back])
        if self.size != (0, 0):
            self.layout(self.size)

    def pick(self, found: Found) -> None:
        """A match heard on the network: its address in the form."""
        self.address.value = f"{found.address}:{found.port}"
        self.focus.focus = self.focus.widgets.index(self.code)

    def join(self) -> None:
        """Join with the form's address, code and name (or rejoin with the
        token kept for that address, unless the code typed is another
        match's); a missing part is asked for in words."""
        url = address_url(self.address.value)
        name, code = self.player.value.strip(), self.code.value.strip()
        token = None if url is None else self._keeper.token(url, code)
        gettext = self.language.gettext
        if url is None:
            self.error = gettext("Type the address the host gave you.")
        elif token is None and not code:
            self.error = gettext("Type the join code the host gave you.")
        elif token is None and not name:
            self.error = gettext("Type your name: the other players see it.")
        else:
            self.error = ""
            self._stop()
            self._rejoining = None if token is None else url
            self.session = RemoteSession(
                url, name, code=code, token=token,
                keep_token=lambda t: self._keeper.keep(url, t, name, code), wake=self.app.wake)
            self.session.start()

    def status(self) -> str:
        """What the connection does, in words ("" before Join)."""
        if self.error or self.session is None:
            return self.error
        said = self.session.status()
        if said:
            return self.language.said(said[0])
        return self.language.gettext("Joined: waiting for the host to deal.")

    def _stop(self) -> None:
        if self.session is not None:
            self.session.close(1.0)
            self.session = None

    def leave_screen(self) -> None:
        self.app.stack.pop()

    def leave(self) -> None:
        """Off the stack before a table opened: a session joining stops."""
        self._stop()

    # Scene ------------------------------------------------------------------------
    def layout(self, size):
        w, h = size
        t = self.theme
        m = t.px(48)
        top = t.px(150)
        left_w = round((w - 3 * m) * 0.5)
        self.left = pygame.Rect(m, top, left_w, h - top - t.px(120))
        self.right = pygame.Rect(self.left.right + m, top, w - self.left.right - 2 * m, self.left.h)
        pad, row = t.px(20), t.px(44)
        x, y = self.left.x + pad, self.left.y + pad + t.px(34)
        for field in (self.address, self.code, self.player):
            field.rect = pygame.Rect(x, y + t.px(28), self.left.w - 2 * pad, row)
            y += row + t.px(28) + t.px(18)
        ry = self.right.y + pad + t.px(40)
        for button in self.found:
            button.rect = pygame.Rect(self.right.x + pad, ry, self.right.w - 2 * pad, row)
            ry += row + t.px(8)
        bw, bh = t.px(240), t.px(56)
        self.join_button.rect = pygame.Rect(w - m - bw, h - t.px(30) - bh, bw, bh)
        self.back.rect = pygame.Rect(m, h - t.px(30) - bh, t.px(140), bh)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave_screen()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and isinstance(self.focus.focused, TextField):
            self.join()
            return
        self.focus.handle(event)

    def update(self, dt):
        super().update(dt)
        self.focus.update(dt)
        self._take_found()
        session = self.session
        if session is None:
            return
        view = session.view
        if view is not None and view["observation"] is not None:
            self.session = None
            self._open_table(session)
        elif session.ended:
            gettext = self.language.gettext
            self.error = self.language.said(session.status()[0]) if session.status() else gettext("The host closed the seat.")
            self.session = None
            if self._rejoining is not None:     # the seat kept for this address is not there now
                self._keeper.forget(self._rejoining)
                self._rejoining = None
                self.error = gettext("{reason} Join again to take a seat with the join code.",
                                     reason=self.error)

    def spoken_title(self):
        return self.language.gettext("Join a match: the address, the join code and your name.")

    def focus_group(self):
        return self.focus

    def wake_in(self):
        return soonest(super().wake_in(), self.focus.wake_in())

    def draw(self, surface):
        t = self.theme
        t.background(surface)
        gettext = self.language.gettext
        header(surface, t, gettext("Join a match"), gettext("Play at a friend's table from this machine"))
        t.panel(surface, self.left, alpha=235)
        t.panel(surface, self.right, alpha=235)
        pad = t.px(20)
        t.blit_text(surface, gettext("The host's match"), (self.left.x + pad, self.left.y + pad), th.SMALL,
                    th.ACCENT, bold=True)
        for field, caption in ((self.address, gettext("Address")), (self.code, gettext("Join code")),
                               (self.player, gettext("Your name"))):
            t.blit_text(surface, caption, (field.rect.x, field.rect.y - t.px(26)), th.SMALL, th.TEXT)
        t.blit_text(surface, gettext("Matches on this network"), (self.right.x + pad, self.right.y + pad),
                    th.SMALL, th.ACCENT, bold=True)
        note = (gettext("Listening for matches") if self.searching else
                "" if self.found else gettext("None heard: type the address the host gave you."))
        if note:
            t.blit_text(surface, note, (self.right.x + pad, self.right.y + pad + t.px(40)), th.SMALL,
                        th.MUTED, box=self.right)
        self.focus.draw(surface, t)
        said = self.status()
        if said:
            color = th.BAD if self.error else th.TEXT
            left = self.back.rect.right + t.px(20)
            t.blit_text(surface, said, (self.join_button.rect.left - t.px(20), self.join_button.rect.centery),
                        th.SMALL, color, anchor="midright",
                        box=pygame.Rect(left, self.join_button.rect.y,
                                        self.join_button.rect.left - t.px(20) - left, self.join_button.rect.h))
