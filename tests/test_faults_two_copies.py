"""One running copy per data folder (issue 42, item 1): a second copy says
that Fanucci Desktop is already running and leaves without touching a file;
a copy killed outright never blocks the next start; two processes recording
results at once both count."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fanucci_desktop.storage import AppPaths, StatsStore
from fanucci_desktop.storage.lock import RUNNING_LOCK, FileLock

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def env_for(root: Path) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for name in ("DATA", "CONFIG", "STATE"):
        env[f"XDG_{name}_HOME"] = str(root / name.lower())
    return env


def start(root: Path, frames: int) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "fanucci_desktop", "--exit-after-frames",
                             str(frames)], env=env_for(root), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def data_dir(root: Path) -> Path:
    return root / "data" / "FanucciDesktop"


def files(root: Path) -> dict:
    """Every file under ``root`` with its size and time of change."""
    return {p: (p.stat().st_size, p.stat().st_mtime_ns) for p in root.rglob("*") if p.is_file()}


def wait_for_lock(root: Path, first: subprocess.Popen) -> None:
    deadline = time.monotonic() + 60
    while not (data_dir(root) / "running.lock").exists():
        assert first.poll() is None and time.monotonic() < deadline, "the first copy never started"
        time.sleep(0.05)
    time.sleep(0.5)


def test_a_second_copy_says_the_first_runs_and_touches_no_file_and_a_kill_frees_the_folder(tmp_path):
    first = start(tmp_path, 10 ** 7)
    try:
        wait_for_lock(tmp_path, first)
        before = files(tmp_path)
        second = start(tmp_path, 5)
        out, err = second.communicate(timeout=60)
        assert second.returncode == 2
        assert "Fanucci Desktop is already running" in err
        assert files(tmp_path) == before
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait()
    lock = FileLock(data_dir(tmp_path) / RUNNING_LOCK)   # the killed copy's lock went with it
    assert lock.acquire(wait=False)
    lock.release()


RECORDER = """
import sys
from fanucci_desktop.storage import AppPaths, StatsStore
from fanucci_desktop.storage.lock import RUNNING_LOCK, FileLock
stats = StatsStore(AppPaths.under(sys.argv[1]))
seats = [{"name": "You", "kind": "human"}, {"name": "Bot", "kind": "easy"}]
sys.stdin.readline()
for n in range(int(sys.argv[2])):
    stats.record_match("gin-rummy", seats, [n % 2], [n, 0])
"""


#: Results each process records (``FANUCCI_RESULTS_EACH=200`` for the full count).
EACH = int(os.environ.get("FANUCCI_RESULTS_EACH", "60"))


def test_two_processes_recording_results_at_once_both_count(tmp_path):
    procs = [subprocess.Popen([sys.executable, "-c", RECORDER, str(tmp_path), str(EACH)],
                              stdin=subprocess.PIPE, text=True) for _ in range(2)]
    for proc in procs:                         # both start together
        proc.stdin.write("go\n")
        proc.stdin.flush()
    for proc in procs:
        proc.stdin.close()
        assert proc.wait(timeout=240) == 0
    figures = StatsStore(AppPaths.under(tmp_path)).summary()["gin-rummy"]["all"]
    assert figures["played"] == 2 * EACH and figures["won"] == EACH
