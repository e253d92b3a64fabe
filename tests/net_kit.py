"""What the network tests share: a host on 127.0.0.1 in this process, and
friends who join it, each a real client over a real WebSocket, played by
the seeded random player, keeping every message they were told."""

from __future__ import annotations

import asyncio
import random
import threading
from dataclasses import dataclass, field
from typing import Any

from fanucci_desktop.net.authority import LOCAL, REMOTE, HostedMatch
from fanucci_desktop.net.autoplay import AutoPlayer
from fanucci_desktop.net.client import Client
from fanucci_desktop.net.host import Host, Limits
from fanucci_desktop.net.remote_session import RemoteSession

#: The host's limits in tests: no pauses, and room for random players' speed.
FAST = Limits(ai_pace=0, next_hand=0, rate=2000, burst=4000)
LOOPBACK = "127.0.0.1"


@dataclass
class Friend:
    """A client in this process, its player, and every text it heard."""

    client: Client
    player: AutoPlayer
    heard: list[str] = field(default_factory=list)
    news: list[str] = field(default_factory=list)


def friend(address: str, name: str, code: str | None, seed: int, hands: int | None = 1,
           backoff: tuple[float, float] = (0.05, 0.3), pause: float = 0.0,
           hints: bool = False) -> Friend:
    """A friend joining ``address`` with ``code`` (not started), who waits
    ``pause`` seconds before each move (``hints``: plays the host's hint)."""
    heard: list[str] = []
    news: list[str] = []
    box: list[AutoPlayer] = []

    def told(kind: str) -> None:
        news.append(kind)
        if box:
            box[0].news(kind)

    client = Client(address, name, code=code, news=told, heard=heard.append, backoff=backoff)
    player = AutoPlayer(client, seed, hands, hints=hints, pause=pause)
    box.append(player)
    return Friend(client, player, heard, news)


async def at_the_host(host: Host, hosted: HostedMatch, seed: int) -> None:
    """Play the host's local seats (pass-and-play at its screen) at random."""
    rng = random.Random(seed)
    while not (hosted.match.hands and hosted.match.hands[-1].scores is not None):
        seat = hosted.match.current_player
        if seat is not None and hosted.seats[seat].kind == LOCAL:
            await host.play_local(seat, str(rng.choice(hosted.match.legal_moves())))
        await asyncio.sleep(0.001)


async def play_hand(game_id: str, kinds: list[str], seed: int, limits: Limits = FAST,
                    timeout: float = 60.0) -> tuple[HostedMatch, list[Friend]]:
    """Host one hand of ``game_id`` on 127.0.0.1 and play it with one friend
    per remote seat (and the host's local seats at random); returns the
    hosted match and the friends."""
    hosted = HostedMatch.new(game_id, kinds, seed)
    host = Host(hosted, limits=limits, hands=1)
    port = await host.start(LOOPBACK, 0)
    friends = [friend(f"ws://{LOOPBACK}:{port}", f"Friend{i}", hosted.code, seed + i)
               for i in range(kinds.count(REMOTE))]
    tasks = [asyncio.ensure_future(f.client.run()) for f in friends]
    tasks += [asyncio.ensure_future(f.player.run()) for f in friends]
    if LOCAL in kinds:
        tasks.append(asyncio.ensure_future(at_the_host(host, hosted, seed)))
    await asyncio.wait_for(host.run(), timeout)
    await asyncio.wait_for(asyncio.gather(*tasks), 10)
    return hosted, friends


class TableHosting:
    """``hosted`` served on 127.0.0.1 on a thread of its own, with a friend
    "Ada" (the seeded random player) in its first remote seat."""

    def __init__(self, hosted: HostedMatch, pause: float = 0.0, seed: int = 11,
                 hints: bool = False) -> None:
        self.hosted = hosted
        self.loop = asyncio.new_event_loop()
        self.box: dict = {}
        ready = threading.Event()

        async def serve() -> None:
            host = Host(hosted, limits=FAST, hands=1)
            port = await host.start(LOOPBACK, 0)
            self.address = f"ws://{LOOPBACK}:{port}"
            ada = friend(self.address, "Ada", hosted.code, seed, pause=pause, hints=hints)
            self.box.update(host=host, ada=ada)
            ready.set()
            tasks = [asyncio.ensure_future(ada.client.run()), asyncio.ensure_future(ada.player.run())]
            await host.run()
            for task in tasks:
                task.cancel()

        self.thread = threading.Thread(target=lambda: self.loop.run_until_complete(serve()),
                                       daemon=True)
        self.thread.start()
        assert ready.wait(10)

    def table_for(self, app: Any, name: str = "Basil") -> Any:
        """The app's table on the next open seat, once dealt."""
        remote = RemoteSession(self.address, name, code=self.hosted.code, wake=app.wake)
        remote.start()
        for _ in range(500):
            if remote.view is not None and remote.view["observation"] is not None:
                break
            threading.Event().wait(0.02)
        app.nav.remote_table(remote)
        return app.stack.top

    def stop(self) -> None:
        if self.thread.is_alive():
            self.loop.call_soon_threadsafe(self.box["host"].stop)
        self.thread.join(20)


def frames_until(app: Any, done: Any, limit: int = 2000) -> bool:
    """Run the app's frames until ``done()`` (False after ``limit`` frames)."""
    from fanucci_desktop.check.driver import run_frames

    for _ in range(limit):
        run_frames(app, 1)
        if done():
            return True
        threading.Event().wait(0.005)
    return False


def run(coroutine: Any) -> Any:
    """Run ``coroutine`` to its end in a new event loop."""
    return asyncio.run(coroutine)
