"""``bench --online``: how online play performs on 127.0.0.1.

* ``move_to_clients_ms``: from the moment the host has made a change (a
  deal or a move; it then saves the match and tells every seat) to its
  arrival at each of 8 client processes playing a hand of the first game
  that seats 8 (p50, p95, max; the aim is a p95 within 50 ms);
* ``wakeups_per_s``: the context switches a second, all threads, of the
  host (this process) and of one client process while a match waits for a
  player who does not move, over at least 25 s so that a keep-alive ping
  (every 20 s) falls in it (the aim: at most 2).
"""

from __future__ import annotations

import asyncio
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from ..games import GAMES
from ..net.authority import REMOTE, HostedMatch
from ..net.host import Host, Limits
from ..storage import AppPaths
from ..storage.saves import SaveStore
from .measure import context_switches, percentile
from .selftest_online import join_command

SEATS = 8


async def _latency(root: Path) -> dict[str, Any]:
    store = SaveStore(AppPaths(root, root, root))
    game = next(info for info in GAMES if info.max_players >= SEATS)
    hosted = HostedMatch.new(game.id, [REMOTE] * SEATS, 2024)
    made: dict[int, float] = {}

    def save(record: dict) -> list[str]:
        made[hosted.seq] = time.time()
        return store.autosave(record)

    host = Host(hosted, save, Limits(ai_pace=0, next_hand=0, rate=500, burst=1000, linger=1), hands=1)
    port = await host.start("127.0.0.1", 0)
    clients = [await asyncio.create_subprocess_exec(
        *join_command(), "--address", f"ws://127.0.0.1:{port}", "--code", hosted.code,
        "--name", f"P{i}", "--data", str(root / f"p{i}"), "--hands", "1", "--pause", "0.02",
        "--seed", str(i), "--timing", str(root / f"p{i}.json"),
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL) for i in range(SEATS)]
    await asyncio.wait_for(host.run(), 300)
    for client in clients:
        await asyncio.wait_for(client.wait(), 30)
    gaps = []
    for i in range(SEATS):
        arrived = json.loads((root / f"p{i}.json").read_text())
        gaps += [(at - made[int(seq)]) * 1000 for seq, at in arrived.items() if int(seq) in made]
    return {"p50": round(percentile(gaps, 0.5), 2), "p95": round(percentile(gaps, 0.95), 2),
            "max": round(max(gaps), 2), "n": len(gaps)}


async def _at_rest(root: Path, seconds: float) -> dict[str, Any]:
    game = next(info for info in GAMES if info.min_players <= 2)
    hosted = HostedMatch.new(game.id, [REMOTE, REMOTE], 2025)
    host = Host(hosted, limits=Limits())
    port = await host.start("127.0.0.1", 0)
    hosting = asyncio.ensure_future(host.run())
    clients = [await asyncio.create_subprocess_exec(
        *join_command(), "--address", f"ws://127.0.0.1:{port}", "--code", hosted.code,
        "--name", f"P{i}", "--data", str(root / f"rest{i}"), "--pause", "3600",
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL) for i in range(2)]
    while not hosted.match.hands:
        await asyncio.sleep(0.1)
    await asyncio.sleep(1.0)
    host0, client0 = context_switches(), context_switches(clients[0].pid)
    started = time.monotonic()
    await asyncio.sleep(seconds)
    wall = time.monotonic() - started
    host1, client1 = context_switches(), context_switches(clients[0].pid)
    for client in clients:
        client.kill()
        await client.wait()
    host.stop()
    await hosting

    def rate(a: int | None, b: int | None) -> float | None:
        return None if a is None or b is None else round((b - a) / wall, 2)
    return {"host": rate(host0, host1), "client": rate(client0, client1)}


def online_figures(rest_seconds: float) -> dict[str, Any]:
    """The online figures (see the module docstring)."""
    with tempfile.TemporaryDirectory() as tmp:
        latency = asyncio.run(_latency(Path(tmp)))
        rest = asyncio.run(_at_rest(Path(tmp), max(rest_seconds, 25.0)))   # a ping falls in it
    return {"online_seats": SEATS, "move_to_clients_ms": latency, "wakeups_per_s": rest}
