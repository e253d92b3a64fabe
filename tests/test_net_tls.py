"""The headless host over TLS: ``serve --tls-cert --tls-key`` speaks wss://
on 127.0.0.1 with a certificate the test makes for itself, and ``join
--tls-ca`` plays a hand through it, in processes of their own."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest



@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs openssl to make a certificate")
def test_a_hand_is_played_over_wss_with_the_hosts_own_certificate(tmp_path):
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=localhost", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
    py = [sys.executable, "-m", "fanucci_desktop"]
    host = subprocess.Popen(py + ["serve", "--game", "gin-rummy", "--seats", "remote,remote",
                                  "--port", "0", "--address", "127.0.0.1", "--data",
                                  str(tmp_path / "host"), "--hands", "1", "--ai-pace", "0",
                                  "--next-hand", "0", "--tls-cert", str(cert), "--tls-key", str(key),
                                  "--rate", "500"],
                            stdout=subprocess.PIPE, stderr=(tmp_path / "host.log").open("w"), text=True)
    lines = [host.stdout.readline(), host.stdout.readline()]
    # any free port (a port probed free first can be taken by a test beside this one)
    assert lines[0].startswith("listening on wss://127.0.0.1:"), (lines, (tmp_path / "host.log").read_text())
    port = int(lines[0].strip().rsplit(":", 1)[1])
    code = lines[1].split(": ")[1].strip()
    clients = [subprocess.Popen(py + ["join", "--address", f"wss://127.0.0.1:{port}", "--code", code,
                                      "--name", name, "--data", str(tmp_path / name), "--hands", "1",
                                      "--tls-ca", str(cert), "--result", str(tmp_path / f"{name}.json")])
               for name in ("Ada", "Basil")]
    assert [c.wait(timeout=60) for c in clients] == [0, 0]
    host.wait(timeout=30)
    results = [json.loads((tmp_path / f"{n}.json").read_text()) for n in ("Ada", "Basil")]
    assert results[0]["scores"] == results[1]["scores"] and results[0]["hand_over"]
