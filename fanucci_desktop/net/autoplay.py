"""A player with no screen for a client's seat: on its turn it plays one of
the legal moves of its view, chosen by a seeded generator (or, with
``hints``, the move the host's hint names). The headless ``join`` command,
the online selftest and the tests seat it; it sees only what the seat is
told."""

from __future__ import annotations

import asyncio
import random

from .client import Client


class AutoPlayer:
    """Plays ``client``'s seat until the client ends or ``hands`` hands of
    the match have ended (None: all of them). Call :meth:`news` from the
    client's ``news`` callback. It thinks ``pause`` seconds before each move."""

    def __init__(self, client: Client, seed: int, hands: int | None = None,
                 hints: bool = False, pause: float = 0.0) -> None:
        self.client = client
        self.pause = pause
        self.hands = hands
        self.hints = hints
        self._seed = seed
        self._woken = asyncio.Event()
        self._answered: int | None = None

    def news(self, kind: str) -> None:
        """The client heard something (a welcome means a fresh view: the
        position may need answering again)."""
        if kind in ("welcome", "reconnecting"):
            self._answered = None
        self._woken.set()

    @property
    def done(self) -> bool:
        """True once the hands asked for have ended (or the client ended)."""
        view = self.client.remote.view
        if self.client.ended:
            return True
        return (view is not None and self.hands is not None and view["hand_over"]
                and view["hand"] >= self.hands) or (view is not None and view["match_over"])

    async def run(self) -> None:
        while not self.done:
            await self._woken.wait()
            self._woken.clear()
            remote = self.client.remote
            if not remote.my_turn or remote.seq == self._answered:
                continue
            seq = remote.seq
            if self.pause:
                await asyncio.sleep(self.pause)
            if remote.seq != seq or not remote.my_turn:
                continue
            move = await self._choose()
            if remote.seq == seq and await self.client.play(move):
                self._answered = seq

    async def _choose(self) -> str:
        remote = self.client.remote
        legal = remote.view["legal"]
        if self.hints and await self.client.ask_hint():
            for _ in range(200):
                if remote.hint is not None:
                    return remote.hint
                await asyncio.sleep(0.01)
        return random.Random(f"{self._seed}:{remote.seq}").choice(legal)
