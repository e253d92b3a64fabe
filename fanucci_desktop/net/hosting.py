"""A match hosted from the app's own window: :class:`HostThread`.

The :class:`~.host.Host` runs on a thread of its own with its own event
loop, as the remote session does for a client, so that the frame loop
never waits for the network. The person at the host's screen plays their
seat as a friend does, through a :class:`~.remote_session.RemoteSession`
joined over loopback with the token :meth:`~.authority.HostedMatch.reserve`
gave; what the host saves goes where ``save`` writes it.
"""

from __future__ import annotations

import asyncio
import threading

from .authority import HostedMatch
from .host import Host, Limits, Save


class HostThread:
    """Hosts ``hosted`` from :meth:`start` to :meth:`stop` (or the match's end)."""

    def __init__(self, hosted: HostedMatch, save: Save | None = None,
                 limits: Limits = Limits()) -> None:
        self.hosted = hosted
        self._loop = asyncio.new_event_loop()
        self._host = Host(hosted, save, limits)
        self._thread = threading.Thread(target=self._run, name="hosting", daemon=True)
        self._listening = threading.Event()
        self._failed: OSError | None = None
        #: The port listened on once :meth:`start` returned.
        self.port = 0
        self._where = ("127.0.0.1", 0)

    def start(self, address: str, port: int, seconds: float = 10.0) -> int:
        """Listen on ``address``:``port`` (0: any free port) and run the
        match; returns the port. OSError when it cannot listen."""
        self._where = (address, port)
        self._thread.start()
        if not self._listening.wait(seconds):
            raise OSError(f"the host did not start listening on {address}:{port}")
        if self._failed is not None:
            raise self._failed
        return self.port

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._serve())
        self._loop.close()

    async def _serve(self) -> None:
        try:
            self.port = await self._host.start(*self._where)
        except OSError as exc:
            self._failed = exc
            self._listening.set()
            return
        self._listening.set()
        await self._host.run()

    def start_now(self) -> None:
        """Deal now: the computer plays the seats no friend has taken."""
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._host.start_now)

    def hand_to_computer(self, seat: int) -> None:
        """Let the computer play ``seat`` now, its friend away (they take it
        back by rejoining with their token)."""
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._host.hand_to_computer, seat)

    @property
    def stopped(self) -> bool:
        """True once the host has stopped (or never started)."""
        return not self._thread.is_alive()

    def stop(self, seconds: float = 5.0) -> None:
        """Stop hosting (the friends are told; the match stays saved)."""
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._host.stop)
            self._thread.join(seconds)
