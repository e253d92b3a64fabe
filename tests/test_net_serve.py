"""The headless host as a process on 127.0.0.1: it logs joins, refusals and
leaves, stops cleanly on SIGTERM with the match saved and its friend told
so, and ``--again`` hosts the saved match again where the friend's token
still holds its seat."""

from __future__ import annotations

import signal
import subprocess
import sys
import time

from fanucci_desktop.storage import AppPaths
from fanucci_desktop.storage.saves import SaveStore
from test_net_kill import free_port

PY = [sys.executable, "-m", "fanucci_desktop"]


def serve(tmp_path, port: int, *extra: str) -> tuple[subprocess.Popen, str]:
    host = subprocess.Popen(PY + ["serve", "--game", "gin-rummy", "--port", str(port),
                                  "--address", "127.0.0.1", "--data", str(tmp_path / "host"), *extra],
                            stdout=subprocess.PIPE, stderr=open(tmp_path / "host.log", "a"), text=True)
    host.stdout.readline()
    return host, host.stdout.readline().split(": ")[1].strip()


def test_sigterm_stops_the_host_with_the_match_saved_and_again_resumes_it(tmp_path):
    port = free_port()
    host, code = serve(tmp_path, port, "--seats", "remote,normal", "--ai-pace", "0.5")
    wrong = subprocess.run(PY + ["join", "--address", f"ws://127.0.0.1:{port}", "--code", "00000-00000",
                                 "--data", str(tmp_path / "mallory")], capture_output=True, text=True,
                           timeout=30)
    assert wrong.returncode == 1 and "That join code is not this match's" in wrong.stderr
    ada = subprocess.Popen(PY + ["join", "--address", f"ws://127.0.0.1:{port}", "--code", code,
                                 "--name", "Ada", "--data", str(tmp_path / "ada"), "--pause", "0.3"],
                           stderr=subprocess.PIPE, text=True)
    folder = tmp_path / "host"
    store = SaveStore(AppPaths(folder, folder, folder))
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        record, _ = store.load_match("gin-rummy")
        if record is not None and record["match"]["hands"] and len(record["match"]["hands"][0]["moves"]) >= 2:
            break
        time.sleep(0.1)
    host.send_signal(signal.SIGTERM)
    assert host.wait(timeout=20) == 0
    _, said = ada.communicate(timeout=20)
    assert ada.returncode == 1 and "The host stopped. The match is saved" in said
    log = (tmp_path / "host.log").read_text()
    for words in ("Ada joined seat 1", "refused hello", "That join code is not this match's",
                  "Ada left seat 1", "stopped; the match is saved"):
        assert words in log, words
    record, warnings = store.load_match("gin-rummy")
    assert record is not None, warnings
    saved_moves = record["match"]["hands"][0]["moves"]
    assert len(saved_moves) >= 2

    again, code_again = serve(tmp_path, port, "--again", "--hands", "1", "--ai-pace", "0",
                              "--next-hand", "0", "--linger", "1")
    assert code_again == code
    back = subprocess.run(PY + ["join", "--address", f"ws://127.0.0.1:{port}", "--data",
                                str(tmp_path / "ada"), "--hands", "1", "--result",
                                str(tmp_path / "ada.json")], capture_output=True, text=True, timeout=60)
    assert back.returncode == 0, back.stderr
    assert again.wait(timeout=30) == 0
    assert "Ada rejoined seat 1" in (tmp_path / "host.log").read_text()
    record, _ = store.load_match("gin-rummy")
    assert record["match"]["hands"][0]["moves"][:len(saved_moves)] == saved_moves
