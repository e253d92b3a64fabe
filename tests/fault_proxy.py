"""A fault proxy for the network tests: a TCP relay on 127.0.0.1 between
clients and a host that delays what it relays (latency and jitter), now
and then holds a chunk back as a lost packet's resending would, and can
cut every connection at once and refuse new ones for a while."""

from __future__ import annotations

import asyncio
import random


class FaultProxy:
    """Relays 127.0.0.1:``port`` (see :meth:`start`) to 127.0.0.1:``upstream``."""

    def __init__(self, upstream: int, latency: float = 0.01, jitter: float = 0.01,
                 loss: float = 0.02, resend: float = 0.2, seed: int = 1) -> None:
        self.upstream = upstream
        self.latency, self.jitter, self.loss, self.resend = latency, jitter, loss, resend
        self.rng = random.Random(seed)
        self.cuts = 0
        self._down_until = 0.0
        self._writers: set[asyncio.StreamWriter] = set()
        self._server: asyncio.AbstractServer | None = None

    async def start(self) -> int:
        self._server = await asyncio.start_server(self._relay, "127.0.0.1", 0)
        return self._server.sockets[0].getsockname()[1]

    async def close(self) -> None:
        self.cut(0)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    def cut(self, down: float) -> None:
        """Cut every connection now; refuse new ones for ``down`` seconds."""
        self.cuts += 1
        self._down_until = asyncio.get_running_loop().time() + down
        for writer in list(self._writers):
            writer.transport.abort()
        self._writers.clear()

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if asyncio.get_running_loop().time() < self._down_until:
            writer.transport.abort()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.upstream)
        except OSError:
            writer.transport.abort()
            return
        self._writers |= {writer, up_writer}
        await asyncio.gather(self._pipe(reader, up_writer), self._pipe(up_reader, writer))

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        queue: asyncio.Queue[tuple[float, bytes] | None] = asyncio.Queue()
        loop = asyncio.get_running_loop()

        async def deliver() -> None:
            while (item := await queue.get()) is not None:
                due, data = item
                await asyncio.sleep(max(0.0, due - loop.time()))
                writer.write(data)
                try:
                    await writer.drain()
                except (ConnectionError, RuntimeError):
                    return

        delivering = asyncio.ensure_future(deliver())
        last = 0.0
        try:
            while data := await reader.read(65536):
                delay = self.latency + self.rng.uniform(0, self.jitter)
                if self.rng.random() < self.loss:
                    delay += self.resend
                last = max(last, loop.time() + delay)     # in order, as TCP keeps it
                queue.put_nowait((last, data))
        except (ConnectionError, OSError):
            pass
        queue.put_nowait(None)
        await delivering
        writer.transport.abort()
        self._writers.discard(writer)
