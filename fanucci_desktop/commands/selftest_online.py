"""``selftest --online``: host a match of every game on 127.0.0.1 and play
a hand of it with friends who join from separate processes, each with its
own data folder (the ``join`` command: a seat played at random from its own
view). Every game has at least two remote seats and as many seats as it
allows, up to seven (Fortune Rummy is played by seven). A game passes only if every client process finished the hand with
the host's result (the hand's scores and the totals), told every change
the host made (one log line per position), and exited 0."""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

from ..engine.protocol import GameInfo
from ..games import GAMES
from ..net.authority import REMOTE, HostedMatch
from ..net.host import Host, Limits
from ..storage import AppPaths
from ..storage.saves import SaveStore

#: The most seats an online hand has (Fortune Rummy is played by seven).
MOST_SEATS = 7


def online_seats(info: GameInfo) -> list[str]:
    """The seats of ``info``'s online hand: as many as it seats, up to
    :data:`MOST_SEATS`; the first two and every other one after them remote,
    the rest easy AIs."""
    return [REMOTE if i < 2 or i % 2 == 0 else "easy"
            for i in range(min(info.max_players, MOST_SEATS))]


#: Seconds a game's hand may take before it counts as stuck.
HAND_LIMIT_S = 120.0


def join_command() -> list[str]:
    """How to start this app's ``join`` command (a bundle is its own program)."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "join"]
    return [sys.executable, "-m", "fanucci_desktop", "join"]


async def online_hand(game_id: str, kinds: list[str], root: Path, seed: int) -> None:
    """Host a hand of ``game_id`` and check its clients (AssertionError in words)."""
    folder = root / game_id / "host"
    store = SaveStore(AppPaths(folder, folder, folder))
    hosted = HostedMatch.new(game_id, kinds, seed)
    host = Host(hosted, store.autosave, Limits(ai_pace=0, next_hand=0, rate=500, burst=1000), hands=1)
    port = await host.start("127.0.0.1", 0)
    names = ["Ada", "Basil", "Cleo", "Dmitri", "Esme", "Felix", "Gus"]
    clients = []
    for i in range(kinds.count(REMOTE)):
        data = root / game_id / names[i]
        data.mkdir(parents=True)
        clients.append((names[i], data, await asyncio.create_subprocess_exec(
            *join_command(), "--address", f"ws://127.0.0.1:{port}", "--code", hosted.code,
            "--name", names[i], "--data", str(data), "--hands", "1", "--seed", str(seed + i),
            "--result", str(data / "result.json"),
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)))
    await asyncio.wait_for(host.run(), HAND_LIMIT_S)
    record = hosted.match.hands[0]
    assert record.scores is not None, "the host's hand did not end"
    for name, data, process in clients:
        output, _ = await asyncio.wait_for(process.communicate(), 30)
        assert process.returncode == 0, f"{name}'s client exited {process.returncode}: {output.decode()[-600:]}"
        result = json.loads((data / "result.json").read_text())
        assert result["scores"] == record.scores, f"{name} saw scores {result['scores']}, the host {record.scores}"
        assert result["totals"] == hosted.match.totals, f"{name} saw other totals"
        seqs = [line["seq"] for line in result["log"]]
        assert seqs == list(range(1, hosted.seq + 1)), f"{name} was not told every change in order: {seqs[:8]}...{seqs[-5:]} of {hosted.seq}"


def online_checks(run: Callable[[str, Callable[[], None]], None]) -> None:
    """Run the online hand of every game as a check named after it."""
    with tempfile.TemporaryDirectory() as tmp:
        for n, info in enumerate(GAMES):
            game_id, kinds = info.id, online_seats(info)

            def go(game_id: str = game_id, kinds: list[str] = kinds, n: int = n) -> None:
                started = time.perf_counter()
                asyncio.run(online_hand(game_id, kinds, Path(tmp), 100 + n))
                print(f"     {game_id}: {kinds.count(REMOTE)} remote seats, "
                      f"{time.perf_counter() - started:.1f}s", flush=True)
            run(f"online: a hand of {game_id} with {len(kinds)} seats", go)
