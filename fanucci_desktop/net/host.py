"""The host: a WebSocket server around a :class:`~.authority.HostedMatch`.

The host is the authority. It alone holds the match; it deals, plays the
AI seats (each from its observation, on a worker thread), checks every move
with the engine through the hosted match, saves the match after every
change *before* anyone is told of it (so a move a client saw played is
never lost by a kill), and tells each connected seat what it may see.

It trusts nobody on the wire: the first message must be a ``hello`` of this
protocol's version; a wrong join code is refused and, repeated from one
address, answered ever more slowly; a message over the size limit, a flood,
malformed JSON or an unknown kind is refused in words and closes the
connection; a move out of turn, an illegal move or a move answering an old
position is refused and the connection stays. Every refusal is logged.
Nothing refused changes the match.

A seat whose friend drops is waited for (its status ``away`` with the
seconds left is told to the others); after :attr:`Limits.away_wait` the
computer plays it until the friend is back. :meth:`Host.stop` (the serve
command calls it on SIGTERM) tells the clients, closes, and leaves the
match saved.
"""

from __future__ import annotations

import asyncio
import logging
import random
import ssl
import time
from dataclasses import dataclass
from typing import Any, Callable

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..storage import StorageError
from . import wire
from .authority import LOCAL, Change, Full, HostedMatch, Refused

#: Writes the autosave record somewhere safe; returns warnings.
Save = Callable[[dict[str, Any]], list[str]]

LOG = logging.getLogger("fanucci_desktop.net.host")


@dataclass(frozen=True)
class Limits:
    """How patient the host is. ``rate`` and ``burst``: messages a
    connection may send a second, and at once; ``free_tries``: wrong codes
    from one address answered at once, after which each waits twice as
    long as the one before, from ``slow_start`` seconds up to ``slow_most``;
    ``hello_wait``: seconds a new connection has to say hello;
    ``away_wait``: seconds a dropped seat is waited for before the computer
    plays it (None: for ever); ``ai_pace``: seconds before an AI's move;
    ``next_hand``: seconds between a hand's end and the next deal;
    ``ping``: seconds between keep-alive pings; ``linger``: seconds the host
    stays up after its last hand, for clients rejoining to see its end."""

    rate: float = 20.0
    burst: int = 40
    free_tries: int = 3
    slow_start: float = 1.0
    slow_most: float = 30.0
    hello_wait: float = 10.0
    away_wait: float | None = 60.0
    ai_pace: float = 0.6
    next_hand: float = 5.0
    ping: float = 20.0
    linger: float = 0.0


class _Bucket:
    """A token bucket: ``rate`` a second, at most ``burst`` at once."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


#: Addresses whose wrong codes are counted at once (the one counted first is dropped).
WRONG_KEPT = 4096
#: Messages waiting for a client before the host gives up on it (a client
#: that stops reading must not hold up the others).
OUTBOX_MOST = 500


class _Outbox:
    """The messages on their way to one seated client, written in order by
    a task of their own, so that telling a client never waits for it."""

    def __init__(self, link: ServerConnection) -> None:
        self.link = link
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._task = asyncio.ensure_future(self._write())

    def put(self, text: str) -> None:
        if self._queue.qsize() >= OUTBOX_MOST:
            LOG.warning("closed %s: it stopped reading", _peer(self.link))
            asyncio.ensure_future(self.link.close(wire.CLOSE_POLICY, "too far behind"))
            return
        self._queue.put_nowait(text)

    async def _write(self) -> None:
        while (text := await self._queue.get()) is not None:
            try:
                await self.link.send(text)
            except ConnectionClosed:
                return

    async def finish(self, seconds: float = 2.0) -> None:
        """Write what is queued (for at most ``seconds``), then stop."""
        self._queue.put_nowait(None)
        await asyncio.wait([self._task], timeout=seconds)
        self._task.cancel()


class Host:
    """Hosts ``hosted`` (see the module docstring). ``save`` writes the
    autosave record (None: nothing saved); ``hands`` stops the host after
    that many hands have ended (None: at the match's end)."""

    def __init__(self, hosted: HostedMatch, save: Save | None = None,
                 limits: Limits = Limits(), hands: int | None = None) -> None:
        self.hosted = hosted
        self.limits = limits
        self._save = save
        self._hands = hands
        self._links: dict[int, _Outbox] = {}
        self._away: dict[int, float] = {}
        self._wrong: dict[str, int] = {}
        self._hinting: set[int] = set()
        self._lock = asyncio.Lock()
        self._kick = asyncio.Event()
        self._stopped = asyncio.Event()
        self._started = bool(hosted.match.hands)
        self._server: Server | None = None
        #: Every refusal, in words (tests read it).
        self.refusals: list[str] = []

    # Serving ----------------------------------------------------------------
    async def start(self, address: str, port: int, tls: ssl.SSLContext | None = None) -> int:
        """Listen on ``address``:``port`` (0: any free port); returns the port."""
        self._server = await serve(self._connection, address, port, ssl=tls,
                                   max_size=4 * wire.MAX_MESSAGE_BYTES, compression=None,
                                   ping_interval=self.limits.ping, ping_timeout=self.limits.ping,
                                   max_queue=4, logger=logging.getLogger("websockets.quiet"))
        port = self._server.sockets[0].getsockname()[1]
        LOG.info("hosting %s on %s:%d, join code %s", self.hosted.match.game.info.name,
                 address, port, self.hosted.code)
        return port

    async def run(self) -> None:
        """Run the match until it ends, the hands asked for are played, or
        :meth:`stop`; then close every connection."""
        try:
            await self._drive()
        finally:
            await self._close_all("The match is over." if self.hosted.match.is_over else
                                  "The host stopped. The match is saved: when it is hosted "
                                  "again, your app takes your seat back.")

    def stop(self) -> None:
        """Stop soon (from the event loop's thread: a signal handler)."""
        self._stopped.set()
        self._kick.set()

    def start_now(self) -> None:
        """Deal without waiting for the open seats: the computer plays them."""
        for seat in self.hosted.open_seats():
            self.hosted.stand_in(seat)
        self._started = True
        self._kick.set()

    async def play_local(self, seat: int, move: str) -> Change:
        """Play ``move`` for a seat at the host's own screen (a ``local``
        seat); Refused, changing nothing, as any move is refused."""
        if self.hosted.seats[seat].kind != LOCAL:
            raise Refused("That seat is not played at this screen.")
        return await self._change(lambda: self.hosted.play(seat, self.hosted.seq, move))

    def hand_to_computer(self, seat: int) -> None:
        """Let the computer play the remote ``seat`` now, without waiting
        longer for its friend (who takes it back by rejoining)."""
        self._away.pop(seat, None)
        self.hosted.stand_in(seat)
        LOG.info("seat %d (%s): the host hands it to the computer", seat + 1,
                 self.hosted.seats[seat].name)
        self._tell_seat(seat)
        self._kick.set()

    async def _close_all(self, reason: str) -> None:
        for box in list(self._links.values()):
            box.put(wire.write("closing", reason=reason))
            await box.finish()
            await box.link.close(1001, "host stopped")
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    # The match's own flow ---------------------------------------------------
    async def _drive(self) -> None:
        loop = asyncio.get_running_loop()
        while not self._stopped.is_set():
            self._kick.clear()
            self._take_over_absent()
            hosted, match = self.hosted, self.hosted.match
            if not self._started and not hosted.open_seats():
                self._started = True
            if self._started and (match.needs_deal or match.is_over):
                if match.is_over or self._hands is not None and len(match.hands) >= self._hands:
                    LOG.info("the match stops here: %s", self._result_words())
                    await self._linger()
                    return
                if match.hands:
                    await self._wait(self.limits.next_hand)
                    if self._stopped.is_set():
                        return
                await self._change(hosted.deal)
                continue
            seat = hosted.computer_to_move() if self._started else None
            if seat is not None:
                await self._wait(self.limits.ai_pace)
                if self._stopped.is_set():
                    return
                seq = hosted.seq
                player, observation, legal, seed = hosted.ai_inputs(seat)
                move = await loop.run_in_executor(None, player.decide, observation, legal,
                                                  random.Random(seed))
                if hosted.seq == seq and hosted.computer_to_move() == seat:
                    await self._change(lambda: hosted.play(seat, seq, str(move)))
                continue
            await self._wait(self._next_away_deadline())

    async def _linger(self) -> None:
        """Stay up :attr:`Limits.linger` seconds, or until stopped."""
        end = time.monotonic() + self.limits.linger
        while not self._stopped.is_set() and time.monotonic() < end:
            await self._wait(end - time.monotonic())
            self._kick.clear()

    async def _wait(self, seconds: float | None) -> None:
        """Sleep ``seconds`` (None: until kicked), or until kicked or stopped."""
        try:
            await asyncio.wait_for(self._kick.wait(), seconds)
        except asyncio.TimeoutError:
            pass

    def _next_away_deadline(self) -> float | None:
        if not self._away:
            return None
        return max(0.0, min(self._away.values()) - time.monotonic())

    def _take_over_absent(self) -> None:
        now = time.monotonic()
        for seat, deadline in list(self._away.items()):
            if deadline <= now:
                del self._away[seat]
                self.hosted.stand_in(seat)
                LOG.info("seat %d (%s): the computer plays it until its player is back",
                         seat + 1, self.hosted.seats[seat].name)
                self._tell_seat(seat)

    def _result_words(self) -> str:
        match = self.hosted.match
        names = [s.name for s in self.hosted.seats]
        totals = ", ".join(f"{n} {t}" for n, t in zip(names, match.totals))
        return f"after {len(match.hands)} hand(s), totals {totals}"

    async def _change(self, make: Callable[[], Change]) -> Change:
        """Make a change, save the match, then tell every seat."""
        async with self._lock:
            change = make()
            await self._keep()
            if self.hosted.match.state is not None and self.hosted.match.state.is_over \
                    and change.action == "move":
                scores = self.hosted.match.hands[-1].scores
                LOG.info("hand %d is over: scores %s; %s", len(self.hosted.match.hands),
                         scores, self._result_words())
            for seat, box in list(self._links.items()):
                box.put(wire.write("moved", **change.told(seat),
                                   view=self.hosted.view(seat, self._here())))
        self._kick.set()
        return change

    async def _keep(self) -> None:
        """Save the match (on a worker thread); a failure is logged, and
        the match goes on (the last good save stays on disk)."""
        if self._save is None:
            return
        record = self.hosted.record()
        try:
            for warning in await asyncio.get_running_loop().run_in_executor(None, self._save, record):
                LOG.warning("save: %s", warning)
        except (StorageError, OSError, ValueError) as exc:
            LOG.error("the match could not be saved: %s", exc)

    # Connections ------------------------------------------------------------
    def _here(self) -> dict[int, bool]:
        return {seat: True for seat in self._links}

    def _tell_seat(self, seat: int) -> None:
        """Tell every client the status of ``seat`` (scheduled, not awaited)."""
        listed = self.hosted.seat_list(self._here())[seat]
        wait = None
        if seat in self._away:
            wait = max(0, round(self._away[seat] - time.monotonic()))
        text = wire.write("seat", seat=seat, name=listed["name"], status=listed["status"],
                          wait=wait)
        for box in list(self._links.values()):
            box.put(text)

    @staticmethod
    async def _send(link: ServerConnection, text: str) -> None:
        try:
            await link.send(text)
        except ConnectionClosed:
            pass

    async def _refuse(self, link: ServerConnection, about: str, reason: str,
                      close: int | None = None, seq: int | None = None) -> None:
        """Refuse in words, log it, and close the connection if ``close``.
        A seated client's refusal goes in its outbox, after what it was told."""
        self.refusals.append(reason)
        LOG.warning("refused %s from %s: %s", about, _peer(link), reason)
        text = wire.write("refused", about=about, reason=reason, seq=seq)
        box = next((b for b in self._links.values() if b.link is link), None)
        if box is not None and close is None:
            box.put(text)
            return
        if box is not None:
            await box.finish(1.0)
        await self._send(link, text)
        if close is not None:
            draining = asyncio.ensure_future(_drain(link))   # its close reaches us behind the rest
            await link.close(close, reason[:120])
            await draining

    async def _connection(self, link: ServerConnection) -> None:
        seat = await self._greet(link)
        if seat is None:
            return
        bucket = _Bucket(self.limits.rate, self.limits.burst)
        try:
            async for text in link:
                if not bucket.take():
                    await self._refuse(link, "message", f"Too many messages: at most "
                                       f"{self.limits.rate:g} a second.", wire.CLOSE_POLICY)
                    break
                try:
                    message = wire.read(text, wire.CLIENT_KINDS)
                except wire.ProtocolError as exc:
                    await self._refuse(link, "message", exc.reason, exc.close)
                    break
                if not await self._answer(link, seat, message):
                    break
        except ConnectionClosed as exc:
            self._closed_for_size(link, exc)
        finally:
            await self._left(link, seat)

    def _closed_for_size(self, link: ServerConnection, exc: ConnectionClosed) -> None:
        """Log a connection the WebSocket layer closed for a message far over
        the limit (it refuses those itself, with 1009, before we read them)."""
        if exc.sent is not None and exc.sent.code == wire.CLOSE_TOO_BIG:
            self.refusals.append("A message over the size limit.")
            LOG.warning("refused a message over the size limit from %s", _peer(link))

    async def _greet(self, link: ServerConnection) -> int | None:
        """The seat of a new connection, from its hello; None when refused."""
        try:
            text = await asyncio.wait_for(link.recv(), self.limits.hello_wait)
        except asyncio.TimeoutError:
            await self._refuse(link, "hello", "Say hello first: no hello came in time.",
                               wire.CLOSE_POLICY)
            return None
        except ConnectionClosed as exc:
            self._closed_for_size(link, exc)
            return None
        try:
            hello = wire.read(text, wire.CLIENT_KINDS)
        except wire.ProtocolError as exc:
            await self._refuse(link, "hello", exc.reason, exc.close)
            return None
        if hello.kind != "hello":
            await self._refuse(link, hello.kind, "The first message must be a hello.",
                               wire.CLOSE_POLICY)
            return None
        if hello.get("protocol") != wire.PROTOCOL_VERSION:
            await self._refuse(link, "hello", f"This host speaks version {wire.PROTOCOL_VERSION} "
                               f"of the Fanucci protocol and your app speaks version "
                               f"{hello.get('protocol')}: both players need the same version "
                               f"of Fanucci Desktop.", wire.CLOSE_VERSION)
            return None
        rejoining = isinstance(hello.get("token"), str)
        if not rejoining:
            await self._slow_down(link)
        refused: Refused | None = None
        async with self._lock:         # no change is told between the seat's view and its link
            try:
                seat, token = await self._seat(link, hello)
            except Refused as exc:
                refused = exc
            else:
                self._seated(link, seat, token)
        if refused is not None:
            if not rejoining:
                if len(self._wrong) >= WRONG_KEPT:
                    self._wrong.pop(next(iter(self._wrong)))     # the address counted first
                self._wrong[_address(link)] = self._wrong.get(_address(link), 0) + 1
            code = wire.CLOSE_TOKEN if rejoining else (
                wire.CLOSE_FULL if isinstance(refused, Full) else wire.CLOSE_CODE)
            await self._refuse(link, "hello", refused.reason, code)
            return None
        self._tell_seat(seat)
        self._kick.set()
        return seat

    def _seated(self, link: ServerConnection, seat: int, token: str | None) -> None:
        """Give ``seat`` the connection ``link`` and send it its welcome."""
        old = self._links.get(seat)
        self._links[seat] = box = _Outbox(link)
        self._away.pop(seat, None)
        if old is not None:
            asyncio.ensure_future(old.link.close(wire.CLOSE_REPLACED,
                                                 "this seat was taken up from another connection"))
        box.put(wire.write("welcome", protocol=wire.PROTOCOL_VERSION, seat=seat, token=token,
                           view=self.hosted.view(seat, self._here(), with_log=True)))

    async def _seat(self, link: ServerConnection, hello: wire.Message) -> tuple[int, str | None]:
        """The seat a hello asks for, and its new token on a join (None on a
        rejoin); Refused when the code or the token is wrong."""
        if isinstance(hello.get("token"), str):
            seat = self.hosted.rejoin(hello.get("token"))
            LOG.info("%s rejoined seat %d from %s", self.hosted.seats[seat].name, seat + 1,
                     _peer(link))
            return seat, None
        seat, token = self.hosted.join(str(hello.get("name", "")), str(hello.get("code", "")))
        self._wrong.pop(_address(link), None)
        LOG.info("%s joined seat %d from %s", self.hosted.seats[seat].name, seat + 1, _peer(link))
        await self._keep()
        return seat, token

    async def _slow_down(self, link: ServerConnection) -> None:
        """Wait before answering an address that gave wrong codes."""
        wrong = self._wrong.get(_address(link), 0) - self.limits.free_tries
        if wrong >= 0:
            await asyncio.sleep(min(self.limits.slow_most, self.limits.slow_start * 2 ** wrong))

    async def _answer(self, link: ServerConnection, seat: int, message: wire.Message) -> bool:
        """Answer one message of a seated client; False to close."""
        if message.kind == "hello":
            await self._refuse(link, "hello", "This connection has already said hello.",
                               wire.CLOSE_POLICY)
            return False
        if message.kind == "leave":
            await link.close(1000, "left")
            return False
        if message.kind == "hint":
            if seat in self._hinting:
                await self._refuse(link, "hint", "A hint is already on its way.")
            else:
                self._hinting.add(seat)
                asyncio.ensure_future(self._hint(seat))
            return True
        seq, text = message.get("seq"), message.get("move")
        try:
            await self._change(lambda: self.hosted.play(seat, seq, text))
        except Refused as exc:
            await self._refuse(link, "move", exc.reason, seq=seq)
        return True

    async def _hint(self, seat: int) -> None:
        """Work out a hint for ``seat`` off the event loop, and send it if
        the position has not moved on meanwhile."""
        try:
            seq, inputs = self.hosted.seq, self.hosted.hint_inputs(seat)
            move = None
            if inputs is not None:
                player, observation, legal, seed = inputs
                move = str(await asyncio.get_running_loop().run_in_executor(
                    None, player.decide, observation, legal, random.Random(seed)))
            box = self._links.get(seat)
            if box is not None:
                box.put(wire.write("hint", move=move if self.hosted.seq == seq else None))
        finally:
            self._hinting.discard(seat)

    async def _left(self, link: ServerConnection, seat: int) -> None:
        box = self._links.get(seat)
        if box is None or box.link is not link:
            return
        del self._links[seat]
        await box.finish(0)
        LOG.info("%s left seat %d", self.hosted.seats[seat].name, seat + 1)
        if self._stopped.is_set():
            return
        if self.limits.away_wait is not None:
            self._away[seat] = time.monotonic() + self.limits.away_wait
        self._tell_seat(seat)
        self._kick.set()


async def _drain(link: ServerConnection) -> None:
    """Read and drop what a connection being closed still sends."""
    try:
        async for _ in link:
            pass
    except ConnectionClosed:
        pass


def _address(link: ServerConnection) -> str:
    peer = link.remote_address
    return str(peer[0]) if peer else "?"


def _peer(link: ServerConnection) -> str:
    peer = link.remote_address
    return f"{peer[0]}:{peer[1]}" if peer else "?"
