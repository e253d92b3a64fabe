"""The Flatpak manifest (packaging/flatpak/, written by
tools/flatpak_sources.py) builds with no network from checked sources,
installs exactly the pinned Python distributions, asks for no more of the
sandbox than the game uses, and installs the desktop entry, the icons and
the metainfo under the application id. It cannot be built here: these
tests read it."""

from __future__ import annotations

import json
import re
import shlex
import sys
from pathlib import Path

import pytest

from fanucci_desktop import APP_ID

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import flatpak_sources  # noqa: E402  (tools/ is not a package)

MANIFEST = ROOT / "packaging" / "flatpak" / f"{APP_ID}.json"


@pytest.fixture(scope="module")
def manifest() -> dict:
    return json.loads(MANIFEST.read_text("utf-8"))


def module(manifest: dict, name: str) -> dict:
    (found,) = [m for m in manifest["modules"] if m["name"] == name]
    return found


def distribution(url: str) -> tuple[str, str]:
    """The normalised name and the version of a wheel's or an sdist's file name."""
    filename = url.rsplit("/", 1)[1]
    match = re.fullmatch(r"([A-Za-z0-9_.]+)-([0-9][^-]*?)(-.*\.whl|\.tar\.gz|\.zip)", filename)
    assert match, f"{filename} is neither a wheel nor an sdist"
    return re.sub(r"[-_.]+", "-", match[1]).lower(), match[2]


def test_the_manifest_is_what_the_script_writes_from_the_pins(manifest, monkeypatch):
    """All but the pip look-ups: an id, a pin or a permission changed without
    running the script again fails here."""
    python = module(manifest, "python3-dependencies")["sources"]
    monkeypatch.setattr(flatpak_sources, "python_sources", lambda requirements: python)
    assert manifest == flatpak_sources.manifest(flatpak_sources.pinned())
    assert manifest["id"] == APP_ID and MANIFEST.name == f"{APP_ID}.json"
    assert manifest["runtime"] == "org.freedesktop.Platform"
    assert manifest["sdk"] == "org.freedesktop.Sdk"


def test_every_source_is_checked_and_nothing_is_fetched_while_building(manifest):
    for mod in manifest["modules"]:
        for source in mod["sources"]:
            kind = source["type"]
            if kind in ("file", "archive"):
                assert source["url"].startswith("https://"), source
                assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), source
            elif kind == "git":
                assert re.fullmatch(r"[0-9a-f]{40}", source["commit"]), source
            elif kind == "dir":
                assert (MANIFEST.parent / source["path"]).resolve() == ROOT, source
            else:
                assert kind == "shell", source  # commands run on the sources already there
        assert "--share=network" not in mod.get("build-options", {}).get("build-args", [])
        for command in mod.get("build-commands", []):
            if "pip" in command:
                assert "--no-index" in shlex.split(command), command


def test_the_python_sources_are_the_pinned_versions_for_every_architecture(manifest):
    pins = dict(line.split("==") for line in flatpak_sources.pinned())
    assert set(pins) >= {"pygame-ce", "platformdirs"}
    sources = module(manifest, "python3-dependencies")["sources"]
    found: dict[str, set[str]] = {}
    for source in sources:
        name, version = distribution(source["url"])
        assert pins.get(name) == version, f"{name} {version} is not pinned"
        found.setdefault(name, set()).update(source.get("only-arches", flatpak_sources.ARCHES))
    assert found == {name: set(flatpak_sources.ARCHES) for name in pins}
    (command,) = module(manifest, "python3-dependencies")["build-commands"]
    assert set(shlex.split(command)) >= set(pins)


def test_the_sandbox_asks_for_speech_and_the_window_only(manifest):
    """No D-Bus name at all: speech-dispatcher is reached through its socket."""
    args = manifest["finish-args"]
    assert not [a for a in args if a.startswith(("--talk-name", "--own-name", "--system-talk-name"))]
    assert "--filesystem=xdg-run/speech-dispatcher:ro" in args
    assert not [a for a in args if a.startswith("--filesystem=") and "speech-dispatcher" not in a]
    assert "--share=network" not in args
    assert {m["name"] for m in manifest["modules"]} >= {"speech-dispatcher"}


def installs(manifest: dict) -> dict[str, str]:
    """What the game's module installs with ``install -Dm644``: by destination
    under the prefix, the source in the repository."""
    done = {}
    for command in module(manifest, "fanucci-desktop")["build-commands"]:
        words = shlex.split(command)
        if words[:2] == ["install", "-Dm644"]:
            source, destination = words[2:]
            assert (ROOT / source).is_file(), source
            done[destination.removeprefix("${FLATPAK_DEST}/")] = source
    return done


def test_the_game_installs_its_entry_icons_and_metainfo_by_the_id(manifest):
    done = installs(manifest)
    assert done[f"share/applications/{APP_ID}.desktop"] == f"packaging/linux/{APP_ID}.desktop"
    assert done[f"share/metainfo/{APP_ID}.metainfo.xml"] == f"packaging/linux/{APP_ID}.metainfo.xml"
    assert done[f"share/icons/hicolor/scalable/apps/{APP_ID}.svg"] == "art/icon.svg"
    commands = module(manifest, "fanucci-desktop")["build-commands"]
    assert "cp -r packaging/icons/hicolor ${FLATPAK_DEST}/share/icons/" in commands
    icons = sorted(p.relative_to(ROOT / "packaging/icons") for p in
                   (ROOT / "packaging" / "icons" / "hicolor").rglob("*") if p.is_file())
    assert icons and all(p.name == f"{APP_ID}.png" and p.parts[2] == "apps" for p in icons)
    assert {p.parts[1] for p in icons} >= {"16x16", "256x256", "512x512"}
    assert manifest["command"] == "fanucci-desktop"
