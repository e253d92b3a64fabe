"""kill -9 of a client and of the host at random points, with real
processes on 127.0.0.1: the ``serve`` command hosts, ``join`` commands play
the remote seats, each with its own data folder. A killed client is started
again with the same folder and rejoins with its token; a killed host is
started again with ``--again`` and the clients rejoin it by themselves.
Then nothing is lost: the saved match replays, every client finished the
hand with the host's result, and each client's log is every change of the
host, once each, the same moves in the same places (so no move was applied
twice, and every rejoin got the whole view back).

The suite runs a few kills; ``FANUCCI_NET_KILLS=1`` runs 50 of each."""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from fanucci_desktop.storage import AppPaths
from fanucci_desktop.storage.saves import SaveStore

LONG = bool(os.environ.get("FANUCCI_NET_KILLS"))
#: Kills of a client and of the host the test makes.
KILLS = 50 if LONG else 3
GAME = "fortune-rummy"
SEATS = "remote,easy,remote,easy"
NAMES = ("Ada", "Basil")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "fanucci_desktop", *args]


class Hand:
    """One hosted hand and its processes."""

    def __init__(self, root: Path, seed: int, pause: float) -> None:
        self.root = root
        root.mkdir(parents=True, exist_ok=True)
        self.port = free_port()
        self.seed = seed
        self.pause = pause
        self.code = ""
        self.host: subprocess.Popen | None = None
        self.clients: dict[str, subprocess.Popen] = {}

    def start_host(self, again: bool) -> None:
        args = ["serve", "--game", GAME, "--port", str(self.port), "--address", "127.0.0.1",
                "--data", str(self.root / "host"), "--hands", "1", "--ai-pace", str(self.pause),
                "--next-hand", "0", "--linger", "3", "--away-wait", "-1", "--rate", "200"]
        args += ["--again"] if again else ["--seats", SEATS, "--seed", str(self.seed)]
        log = open(self.root / "host.log", "a")
        self.host = subprocess.Popen(command(*args), stdout=subprocess.PIPE, stderr=log, text=True)
        for line in self.host.stdout:
            if line.startswith("join code: "):
                self.code = self.code or line.split(": ")[1].strip()
                break

    def start_client(self, name: str) -> None:
        data = self.root / name
        data.mkdir(exist_ok=True)
        self.clients[name] = subprocess.Popen(command(
            "join", "--address", f"ws://127.0.0.1:{self.port}", "--code", self.code, "--name", name,
            "--data", str(data), "--hands", "1", "--pause", str(self.pause), "--retry-most", "0.3",
            "--seed", str(self.seed + len(name)), "--result", str(data / "result.json")),
            stdout=subprocess.DEVNULL, stderr=open(self.root / f"{name}.log", "a"))

    def holds_seat(self, name: str) -> bool:
        return (self.root / name / "online-seats.json").exists()

    def running(self) -> bool:
        return any(p.poll() is None for p in self.clients.values())


def play(root: Path, seed: int, client_kills: int, host_kills: int, rng: random.Random) -> tuple[int, int]:
    """Host a hand, kill at random points while it lasts, and check it; returns the kills made."""
    hand = Hand(root, seed, pause=0.02 if not LONG else 0.05)
    hand.start_host(again=False)
    for name in NAMES:
        hand.start_client(name)
    made = [0, 0]
    deadline = time.monotonic() + (120 if not LONG else 900)
    while hand.running() and time.monotonic() < deadline:
        time.sleep(rng.uniform(0.05, 0.4))
        if not all(hand.holds_seat(n) for n in NAMES):
            continue
        host_turn = made[1] < host_kills and (made[0] >= client_kills or rng.random() < 0.5)
        if host_turn and hand.host.poll() is None:
            hand.host.send_signal(signal.SIGKILL)
            hand.host.wait()
            hand.start_host(again=True)
            made[1] += 1
        elif made[0] < client_kills:
            name = rng.choice(NAMES)
            if hand.clients[name].poll() is None:
                hand.clients[name].send_signal(signal.SIGKILL)
                hand.clients[name].wait()
                hand.start_client(name)
                made[0] += 1
    for name, process in hand.clients.items():
        assert process.wait(timeout=60) == 0, (root / f"{name}.log").read_text()[-800:]
    hand.host.wait(timeout=30)
    check(root)
    return made[0], made[1]


def check(root: Path) -> None:
    folder = root / "host"
    record, warnings = SaveStore(AppPaths(folder, folder, folder)).load_match(GAME)
    assert record is not None, warnings
    played = record["match"]["hands"][0]
    assert played["scores"] is not None, "the host's hand did not end"
    moves = played["moves"]
    for name in NAMES:
        result = json.loads((root / name / "result.json").read_text())
        assert result["scores"] == played["scores"], f"{name} ended with other scores"
        seqs = [line["seq"] for line in result["log"]]
        assert seqs == list(range(1, len(moves) + 2)), f"{name}'s log is not every change once"
        for line in result["log"][1:]:
            if line.get("move") is not None:
                assert line["move"] == moves[line["seq"] - 2], f"{name} was told a move the host lost"


def test_kill_9_of_clients_and_the_host_at_random_points_loses_nothing(tmp_path):
    rng = random.Random(11)
    kills = [0, 0]
    hand = 0
    while kills[0] < KILLS or kills[1] < KILLS:
        hand += 1
        made = play(tmp_path / f"hand{hand}", 7_000_000_000 + hand, KILLS - kills[0],
                    KILLS - kills[1], rng)
        kills = [kills[0] + made[0], kills[1] + made[1]]
        assert hand < 3 * KILLS, "the hands end before the kills can be made"
    assert kills == [KILLS, KILLS]
