"""A process killed (SIGKILL) at random moments while saving never costs more
than the save in flight: each game's match always loads, and it is the
newest completed save of that game or the one being written. Two games'
slots are written alternately, so a kill in one never touches the other."""

import dataclasses
import os
import random
import signal
import time

import pytest

from fanucci_desktop.storage import AppPaths
from fanucci_desktop.storage.saves import SaveStore
from test_storage_saves import toy_record
from fanucci_desktop.games.shed import GAME, ShedGame

KILLS = 50


class OtherShed(ShedGame):
    """The toy game under a second id: a second slot."""

    info = dataclasses.replace(GAME.info, id="toy-shed-two")


OTHER = OtherShed()
GAMES = {GAME.info.id: GAME, OTHER.info.id: OTHER}
IDS = tuple(GAMES)

pytestmark = pytest.mark.skipif(not hasattr(os, "fork") or not hasattr(signal, "SIGKILL"),
                                reason="needs fork and SIGKILL")


def record(game_id: str, moves: int, n: int) -> dict:
    data = toy_record(moves, n=n)
    data["match"]["game"] = game_id
    return data


def make_store(root) -> SaveStore:
    return SaveStore(AppPaths.under(root), games=GAMES.__getitem__, game_ids=IDS)


def _saver(root, first, report_fd):
    """The child: save numbered records from ``first`` in a loop, the two
    games in turn (even numbers to the first), reporting each number once its
    save has returned. Never returns."""
    try:
        store = make_store(root)
        n = first
        while True:
            store.autosave(record(IDS[n % 2], n % 6, n))
            os.write(report_fd, f"{n}\n".encode())
            n += 1
    finally:
        os._exit(1)


def _read_all(fd):
    chunks = []
    while chunk := os.read(fd, 65536):
        chunks.append(chunk)
    return b"".join(chunks)


def test_sigkill_while_saving_two_slots_50_times_loses_nothing_in_either(tmp_path):
    rng = random.Random(20261122)
    store = make_store(tmp_path)
    store.autosave(record(IDS[0], 0, 0))
    store.autosave(record(IDS[1], 1, 1))
    newest = {IDS[0]: 0, IDS[1]: 1}
    for _ in range(KILLS):
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read_fd)
            _saver(tmp_path, max(newest.values()) + 1, write_fd)
        os.close(write_fd)
        time.sleep(rng.uniform(0, 0.05))  # a save takes about 10 ms here
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        reported = [int(n) for n in _read_all(read_fd).split()]
        os.close(read_fd)
        for slot, game_id in enumerate(IDS):
            done = [n for n in reported if n % 2 == slot]
            completed = done[-1] if done else newest[game_id]
            loaded, warnings = store.load_match(game_id)
            assert warnings == [], warnings
            assert loaded is not None and loaded["match"]["game"] == game_id
            # the newest completed save of this game, or the one in flight (two on)
            assert loaded["n"] in (completed, completed + 2), (game_id, loaded["n"], completed)
            newest[game_id] = loaded["n"]
    assert min(newest.values()) > KILLS // 2  # the children really were saving, many times
    leftovers = {p.name.split(".")[0] for p in (tmp_path / "data").iterdir()
                 if not p.name.startswith(".")}
    assert leftovers == {f"match-{game_id}" for game_id in IDS}
    assert not list((tmp_path / "data").glob("match-*.*-*.json"))  # nothing kept aside
