"""LAN discovery by mDNS, tested only inside a network namespace the test
makes for itself (``unshare --net``: a loopback with multicast routed to it
and nothing else), so that no packet leaves this machine: ``serve
--advertise`` announces a match there and ``join --find`` hears it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def namespaces_work() -> bool:
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return False
    try:
        return subprocess.run(["unshare", "--net", "true"], capture_output=True, timeout=10).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


@pytest.mark.skipif(not namespaces_work(), reason="needs unshare --net (root) and ip")
@pytest.mark.parametrize("on", ["127.0.0.1", None], ids=["one interface", "every interface"])
def test_a_match_announced_on_the_local_network_is_found_with_its_game_and_port(tmp_path, on):
    """Without ``--advertise-on`` and ``--find-on`` (as the join screen
    looks) both use every interface: in the namespace, its loopback alone."""
    py = sys.executable
    advertise_on = f"--advertise-on {on}" if on else ""
    find_on = f"--find-on {on}" if on else ""
    script = f"""
set -e
ip link set lo up
ip link set lo multicast on
ip route add 224.0.0.0/4 dev lo
test "$(ip -o link | wc -l)" = 1
"{py}" -m fanucci_desktop serve --game gin-rummy --seats remote,remote --port 0 \\
    --address 127.0.0.1 --advertise "Ada's table" {advertise_on} \\
    --data "{tmp_path}/host" > "{tmp_path}/serve.out" 2> "{tmp_path}/serve.err" &
for i in $(seq 50); do grep -q announced "{tmp_path}/serve.out" 2>/dev/null && break; sleep 0.1; done
"{py}" -m fanucci_desktop join --find 2 {find_on}
kill %1
wait
"""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(["unshare", "--net", "bash", "-c", script], capture_output=True, text=True,
                          timeout=60, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-800:]
    found = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    port = (tmp_path / "serve.out").read_text().split("\n")[0].rsplit(":", 1)[1]
    assert found == [{"name": "Adas table", "address": f"ws://127.0.0.1:{port}", "game": "gin-rummy",
                      "protocol": 1, "open_seats": 2}]
