"""A process killed (SIGKILL) at random moments while saving never costs more
than the save in flight: the autosave always loads, and it is the newest
completed save or the one being written."""

import os
import random
import signal
import time

import pytest

from fanucci_desktop.storage import AppPaths, SaveStore
from test_storage_saves import toy_games, toy_record

KILLS = 50

pytestmark = pytest.mark.skipif(not hasattr(os, "fork") or not hasattr(signal, "SIGKILL"),
                                reason="needs fork and SIGKILL")


def _saver(root, first, records, report_fd):
    """The child: save records numbered from ``first`` in a loop, reporting
    each number once its save has returned. Never returns."""
    try:
        store = SaveStore(AppPaths.under(root), games=toy_games)
        n = first
        while True:
            store.autosave({**records[n % len(records)], "n": n})
            os.write(report_fd, f"{n}\n".encode())
            n += 1
    finally:
        os._exit(1)


def _read_all(fd):
    chunks = []
    while chunk := os.read(fd, 65536):
        chunks.append(chunk)
    return b"".join(chunks)


def test_sigkill_while_saving_50_times_always_leaves_the_newest_save_or_the_one_before(tmp_path):
    rng = random.Random(20261122)
    records = [toy_record(moves) for moves in range(6)]
    store = SaveStore(AppPaths.under(tmp_path), games=toy_games)
    store.autosave({**records[0], "n": 0})
    newest = 0
    for _ in range(KILLS):
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read_fd)
            _saver(tmp_path, newest + 1, records, write_fd)
        os.close(write_fd)
        time.sleep(rng.uniform(0, 0.05))  # a save takes about 10 ms here
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        reported = _read_all(read_fd).split()
        os.close(read_fd)
        completed = int(reported[-1]) if reported else newest
        record, warnings = store.load_autosave()
        assert warnings == [], warnings
        assert record is not None
        assert record["n"] in (completed, completed + 1), (record["n"], completed)
        newest = record["n"]
    assert newest > KILLS // 2  # the children really were saving, many times
    leftovers = {p.name.split(".")[0] for p in (tmp_path / "data").iterdir()
                 if not p.name.startswith(".")}
    assert leftovers == {"autosave"}
    assert not list((tmp_path / "data").glob("autosave.*-*.json"))  # nothing kept aside
