"""A client: joins a hosted match, keeps its seat's view, and rejoins by
itself when the connection drops.

:class:`Client` connects, says hello (with the join code the first time,
with its seat token after), and keeps what the host tells it in a
:class:`RemoteView`: the seat's whole view and the log of moves as the seat
was told them. A dropped connection is tried again with a growing pause
(:data:`BACKOFF`, with some jitter); the welcome of a rejoin brings the
whole view back (hand, table, log, whose turn). A refusal that no retry can
mend (another protocol version, a wrong code or token, a full table, the
seat taken up from elsewhere, the host stopping) ends the client with the
host's words in :attr:`Client.reason`.

A move is sent with the number of the position it answers
(:meth:`Client.play`), so the host applies it once at most, whatever the
network does to it.
"""

from __future__ import annotations

import asyncio
import random
import ssl
import time
from typing import Any, Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .. import i18n
from ..i18n import N_
from . import wire

#: The first and the longest pause before trying a dropped connection again.
BACKOFF = (0.25, 8.0)
#: Close codes after which trying again cannot help.
FINAL_CLOSES = {wire.CLOSE_VERSION, wire.CLOSE_CODE, wire.CLOSE_TOKEN, wire.CLOSE_FULL,
                wire.CLOSE_REPLACED}


class RemoteView:
    """What a client knows: the seat's last whole view from the host and
    the log of changes as the seat was told them. Every other seat's
    status (``here``, ``away``, ``ai``, ``open``) with, for a seat that
    dropped, when the host stops waiting."""

    def __init__(self) -> None:
        self.view: dict[str, Any] | None = None
        self.log: list[dict[str, Any]] = []
        self.hint: str | None = None
        self._waits: dict[int, float] = {}

    def welcome(self, view: dict[str, Any]) -> None:
        """The whole view of a (re)join: it replaces what was known."""
        self.log = list(view.pop("log", []))
        self.view = view

    def moved(self, fields: dict[str, Any]) -> None:
        """A change the host told: its log line, and the view after it (a
        change already known, by its number, is not taken twice)."""
        if self.view is not None and fields["seq"] <= self.view["seq"]:
            return
        self.view = dict(fields["view"])
        self.log.append({k: v for k, v in fields.items() if k != "view"})
        self.hint = None

    def seat(self, fields: dict[str, Any]) -> None:
        """Another seat's status changed."""
        if self.view is None:
            return
        seat = fields["seat"]
        if 0 <= seat < len(self.view["seats"]):
            self.view["seats"][seat].update(name=fields["name"], status=fields["status"])
        if fields.get("wait") is not None and fields["status"] == "away":
            self._waits[seat] = time.monotonic() + fields["wait"]
        else:
            self._waits.pop(seat, None)

    @property
    def seq(self) -> int | None:
        return None if self.view is None else self.view["seq"]

    @property
    def my_turn(self) -> bool:
        return self.view is not None and self.view["turn"] == self.view["you"] \
            and bool(self.view["legal"])

    def waiting_left(self, seat: int) -> int | None:
        """Whole seconds the host still waits for ``seat``'s player to come
        back (None: it is not waiting, or did not say for how long)."""
        left = self._waits.get(seat)
        return None if left is None else max(0, round(left - time.monotonic()))

    def waiting_words(self) -> list[str]:
        """A sentence for each seat whose player dropped, kept translatable
        (:class:`~..i18n.Message`): "Ada lost the connection: waiting (45 s)"
        while the host waits, "... the computer plays for now" once it
        stopped waiting."""
        if self.view is None:
            return []
        said = []
        for i, seat in enumerate(self.view["seats"]):
            if i == self.view["you"]:
                continue
            if seat["status"] == "away":
                left = self.waiting_left(i)
                said.append(i18n.said(N_("{name} lost the connection: waiting"), name=seat["name"]) if left is None
                            else i18n.said(N_("{name} lost the connection: waiting ({n} s)"), name=seat["name"],
                                           n=left))
            elif seat["status"] == "ai" and seat["kind"] == "remote":
                said.append(i18n.said(N_("{name} lost the connection: the computer plays for now"),
                                      name=seat["name"]))
        return said


class Client:
    """One seat's client of the host at ``address`` (``ws://host:port``,
    or ``wss://`` with ``tls``). ``code`` joins a seat the first time;
    ``token`` rejoins one. ``keep_token`` is told the token once the host
    gives it (to write it down: a client started again rejoins with it);
    ``news`` is called after every message, with the message's kind (and
    with ``reconnecting`` and ``ended``); ``heard`` gets the text of every
    message as it came (tests read what a client was told)."""

    def __init__(self, address: str, name: str = "", code: str | None = None,
                 token: str | None = None, keep_token: Callable[[str], None] = lambda t: None,
                 news: Callable[[str], None] = lambda kind: None,
                 tls: ssl.SSLContext | None = None, backoff: tuple[float, float] = BACKOFF,
                 heard: Callable[[str], None] = lambda text: None) -> None:
        self.address = address
        self.name = name
        self.code = code
        self.token = token
        self.remote = RemoteView()
        #: ``connecting``, ``playing``, ``reconnecting``, or ``ended`` (see :attr:`reason`).
        self.state = "connecting"
        #: The host's last words of refusal or farewell.
        self.reason = ""
        self.reconnects = 0
        self._keep_token = keep_token
        self._news = news
        self._tls = tls
        self._backoff = backoff
        self._heard = heard
        self._link: ClientConnection | None = None
        self._ended = asyncio.Event()

    @property
    def ended(self) -> bool:
        return self.state == "ended"

    async def run(self) -> None:
        """Connect and play until the host ends the seat or :meth:`close`."""
        pause = self._backoff[0]
        while not self.ended:
            try:
                async with connect(self.address, ssl=self._tls, max_size=4 * wire.MAX_MESSAGE_BYTES,
                                   compression=None, open_timeout=10, ping_interval=20,
                                   ping_timeout=20, close_timeout=2) as link:
                    self._link = link
                    await link.send(self._hello())
                    async for text in link:
                        self._take(text)
                        if self.state == "playing":
                            pause = self._backoff[0]
            except ConnectionClosed:
                pass
            except InvalidURI:
                self._end(f"That is not an address to join: {self.address}.")
            except (OSError, InvalidHandshake, asyncio.TimeoutError, wire.ProtocolError):
                pass
            finally:
                if self._link is not None and self._link.close_code in FINAL_CLOSES:
                    self._end(self.reason or self._link.close_reason or "The host closed the seat.")
                self._link = None
            if self.ended:
                break
            self.state = "reconnecting"
            self._news("reconnecting")
            try:
                await asyncio.wait_for(self._ended.wait(), pause * random.uniform(0.8, 1.2))
            except asyncio.TimeoutError:
                pass
            pause = min(self._backoff[1], pause * 2)
            self.reconnects += 1

    def _hello(self) -> str:
        if self.token is not None:
            return wire.write("hello", protocol=wire.PROTOCOL_VERSION, token=self.token)
        return wire.write("hello", protocol=wire.PROTOCOL_VERSION, name=self.name,
                          code=self.code or "")

    def _take(self, text: str | bytes) -> None:
        self._heard(text if isinstance(text, str) else text.decode("utf-8", "replace"))
        message = wire.read(text, wire.HOST_KINDS)
        fields = dict(message.fields)
        if message.kind == "welcome":
            if fields.get("token") is not None:
                self.token = fields["token"]
                self._keep_token(self.token)
            self.remote.welcome(dict(fields["view"]))
            self.state = "playing"
        elif message.kind == "moved":
            self.remote.moved(fields)
        elif message.kind == "seat":
            self.remote.seat(fields)
        elif message.kind == "hint":
            self.remote.hint = fields.get("move")
        elif message.kind in ("refused", "closing"):
            self.reason = fields["reason"]
            if message.kind == "closing":
                self._end(fields["reason"])
        self._news(message.kind)

    def _end(self, reason: str) -> None:
        self.reason = reason
        self.state = "ended"
        self._ended.set()
        self._news("ended")

    async def play(self, move: str) -> bool:
        """Send ``move`` (its text form) for the position now; False when
        not connected (the move is not sent: the view after the rejoin says
        what to do)."""
        return await self._send(wire.write("move", seq=self.remote.seq, move=move))

    async def ask_hint(self) -> bool:
        """Ask the host for a hint (:attr:`RemoteView.hint` once it comes)."""
        return await self._send(wire.write("hint"))

    async def send_raw(self, text: str) -> bool:
        """Send any text (tests send what a hostile client would)."""
        return await self._send(text)

    async def _send(self, text: str) -> bool:
        link = self._link
        if link is None or self.state != "playing":
            return False
        try:
            await link.send(text)
        except ConnectionClosed:
            return False
        return True

    async def close(self) -> None:
        """Leave: the seat stays the client's (its token rejoins it)."""
        self._end(self.reason or "left")
        if self._link is not None:
            await self._link.close(1000, "left")
