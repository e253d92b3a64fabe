"""Write the Flatpak manifest, packaging/flatpak/APP_ID.json, with every
Python distribution of ``packaging/requirements-pinned.txt`` as a source
with its address and sha256.

    python tools/flatpak_sources.py

pip finds each pinned file for the runtime's Python and each architecture
(``pip install --dry-run --report``: it reads the index, and downloads no
more than a wheel's metadata); the build itself then installs them with
no network (``--no-index``). Run it again after changing a pin or the
runtime. The manifest is JSON, so the tests read it with the standard
library; flatpak-builder takes JSON as it takes YAML.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fanucci_desktop import APP_ID  # noqa: E402  (needs ROOT on the path)

PINS = ROOT / "packaging" / "requirements-pinned.txt"
MANIFEST = ROOT / "packaging" / "flatpak" / f"{APP_ID}.json"
RUNTIME_VERSION = "24.08"
#: The Python of that runtime, as pip names it.
PYTHON_VERSION, ABI = "3.12", "cp312"
#: Each architecture Flathub builds, and the wheel platform pip asks for.
ARCHES = {"x86_64": "manylinux2014_x86_64", "aarch64": "manylinux2014_aarch64"}

#: speech-dispatcher's client (spd-say and the Python module ``speechd``),
#: which the game speaks through (fanucci_desktop/speech/engines.py), and the
#: one library it needs that the runtime lacks. Git sources, pinned by commit.
SPEECH_MODULES = [
    {"name": "dotconf", "buildsystem": "autotools", "config-opts": ["--disable-static"],
     "sources": [{"type": "git", "url": "https://github.com/williamh/dotconf.git", "tag": "v1.4.1",
                  "commit": "7c3e0515c29efce45de6aae29befb2ab4396bd60"},
                 {"type": "shell", "commands": ["autoreconf -fi"]}],
     "cleanup": ["/include", "/lib/pkgconfig", "/share/doc", "*.la"]},
    {"name": "speech-dispatcher", "buildsystem": "autotools",
     "config-opts": ["--disable-static", "--disable-doc", "--with-systemdsystemunitdir=no",
                     "--with-systemduserunitdir=no"],
     "sources": [{"type": "git", "url": "https://github.com/brailcom/speechd.git", "tag": "0.12.1",
                  "commit": "6781ff1709eca1c3d7f748e5361a6aa157dd5f18"},
                 {"type": "shell", "commands": ["./build.sh"]}],
     "cleanup": ["/include", "/lib/pkgconfig", "/share/doc", "/share/info", "/share/man", "*.la"]},
]


def pinned() -> list[str]:
    """The pinned requirements, ``name==version``, in the file's order."""
    lines = (line.split("#")[0].strip() for line in PINS.read_text("utf-8").splitlines())
    return [line for line in lines if line]


def files_for(platform: str, requirements: list[str]) -> list[dict]:
    """pip's choice of file for each requirement on ``platform``: its name,
    version, address and sha256, from pip's installation report."""
    with tempfile.TemporaryDirectory() as scratch:
        report = Path(scratch, "report.json")
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--dry-run",
                        "--ignore-installed", "--no-deps", "--only-binary=:all:",
                        "--platform", platform, "--python-version", PYTHON_VERSION,
                        "--implementation", "cp", "--abi", ABI, "--target", str(Path(scratch, "t")),
                        "--report", str(report), *requirements], check=True)
        chosen = json.loads(report.read_text("utf-8"))["install"]
    return [{"name": item["metadata"]["name"], "version": item["metadata"]["version"],
             "url": item["download_info"]["url"],
             "sha256": item["download_info"]["archive_info"]["hashes"]["sha256"]}
            for item in chosen]


def python_sources(requirements: list[str]) -> list[dict]:
    """One file source per pinned file; a file only one architecture uses
    is marked for it."""
    by_url: dict[str, tuple[dict, list[str]]] = {}
    for arch, platform in ARCHES.items():
        for found in files_for(platform, requirements):
            by_url.setdefault(found["url"], (found, []))[1].append(arch)
    sources = []
    for found, arches in by_url.values():
        source = {"type": "file", "url": found["url"], "sha256": found["sha256"]}
        if len(arches) < len(ARCHES):
            source["only-arches"] = arches
        sources.append(source)
    return sources


def manifest(requirements: list[str]) -> dict:
    """The whole manifest: the runtime, the sandbox's permissions, the
    speech client, the Python distributions, and the game with its desktop
    entry, icons and metainfo installed by the application id."""
    names = [requirement.split("==")[0] for requirement in requirements]
    pip = "pip3 install --no-index --no-build-isolation --prefix=${FLATPAK_DEST}"
    return {
        "id": APP_ID,
        "runtime": "org.freedesktop.Platform",
        "runtime-version": RUNTIME_VERSION,
        "sdk": "org.freedesktop.Sdk",
        "command": "fanucci-desktop",
        "finish-args": [
            "--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri",
            "--socket=pulseaudio",
            # speech: the socket of the user's speech-dispatcher, read-only so that
            # the sandbox cannot start a daemon of its own in its place. Speech
            # needs no D-Bus name (speech-dispatcher speaks SSIP on this socket).
            "--filesystem=xdg-run/speech-dispatcher:ro",
        ],
        "modules": [
            *SPEECH_MODULES,
            {"name": "python3-dependencies", "buildsystem": "simple",
             "build-commands": [f'{pip} --find-links="file://${{PWD}}" {" ".join(names)}'],
             "sources": python_sources(requirements)},
            {"name": "fanucci-desktop", "buildsystem": "simple",
             "build-commands": [
                 f"{pip} --no-deps .",
                 f"install -Dm644 packaging/linux/{APP_ID}.desktop "
                 f"${{FLATPAK_DEST}}/share/applications/{APP_ID}.desktop",
                 f"install -Dm644 packaging/linux/{APP_ID}.metainfo.xml "
                 f"${{FLATPAK_DEST}}/share/metainfo/{APP_ID}.metainfo.xml",
                 "mkdir -p ${FLATPAK_DEST}/share/icons",
                 "cp -r packaging/icons/hicolor ${FLATPAK_DEST}/share/icons/",
                 f"install -Dm644 art/icon.svg "
                 f"${{FLATPAK_DEST}}/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
             ],
             "sources": [{"type": "dir", "path": "../..",
                          "skip": [".git", ".venv", ".ci-build", ".flatpak-builder", "build",
                                   "dist", "build-dir"]}]},
        ],
    }


def main() -> int:
    MANIFEST.parent.mkdir(parents=True, exist_ok=True)
    MANIFEST.write_text(json.dumps(manifest(pinned()), indent=2) + "\n", encoding="utf-8")
    print(MANIFEST.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
