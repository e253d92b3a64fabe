"""The Linux desktop integration (packaging/linux/) says what the app is,
by its one application id, and keeps to the one version number.

The freedesktop validators themselves (``desktop-file-validate``,
``appstreamcli validate --pedantic``) run in CI, from .ci/run; these tests
check what they cannot: that the files name the app, its command, its
icons and its releases as the rest of the project does.
"""

from __future__ import annotations

import configparser
import re
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from fanucci_desktop import APP_ID, __version__

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
#: Where the metainfo's screenshot addresses point: the repository's files.
SCREENSHOT_BASE = "https://raw.githubusercontent.com/fanucci/FanucciDesktop/main/"


def png_size(path: Path) -> tuple[int, int]:
    """A PNG file's width and height, read from its header."""
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def test_linux_packaging_is_named_by_the_application_id():
    assert sorted(path.name for path in LINUX.iterdir()) == [DESKTOP.name, METAINFO.name]
    assert re.fullmatch(r"[a-z]+(\.[a-z0-9]+)+\.[A-Za-z][A-Za-z0-9]*", APP_ID)


def test_the_desktop_entry_runs_the_installed_command_with_the_ids_icon():
    entry = desktop_entry()
    tomllib = pytest.importorskip("tomllib")
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["gui-scripts"]
    assert entry["Exec"] in scripts and entry["Icon"] == APP_ID
    assert entry["Type"] == "Application" and entry["Terminal"] == "false"
    assert "CardGame" in entry["Categories"].split(";")
    # the window's class (ui/window.py), so that the window is matched to its entry
    assert entry["StartupWMClass"] == "FanucciDesktop"


def test_the_metainfo_names_the_app_by_its_id_and_launches_its_desktop_entry():
    root = metainfo()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    launchables = root.findall("launchable")
    assert [(l.get("type"), l.text) for l in launchables] == [("desktop-id", DESKTOP.name)]
    assert root.find("developer").get("id") and root.findtext("developer/name")
    assert root.find("content_rating").get("type") == "oars-1.1"
    assert root.findtext("name") == desktop_entry()["Name"]
    assert {c.text for c in root.findall("supports/control")} >= {"pointing", "keyboard"}
    assert root.findall("keywords/keyword")


def test_the_metainfo_screenshots_are_files_of_the_repository_at_their_stated_size():
    images = metainfo().findall("screenshots/screenshot/image")
    assert len(images) >= 3
    defaults = [s for s in metainfo().findall("screenshots/screenshot") if s.get("type") == "default"]
    assert len(defaults) == 1
    for image in images:
        assert image.text.startswith(SCREENSHOT_BASE), image.text
        path = ROOT / image.text.removeprefix(SCREENSHOT_BASE)
        assert path.is_file(), f"no screenshot at {path.relative_to(ROOT)}"
        assert png_size(path) == (int(image.get("width")), int(image.get("height")))


def changelog_releases() -> list[tuple[str, str]]:
    """(version, date) of each release CHANGELOG.md lists, newest first."""
    text = (ROOT / "CHANGELOG.md").read_text("utf-8")
    return re.findall(r"^## (\d+\.\d+\.\d+) \((\d{4}-\d\d-\d\d)\)$", text, re.MULTILINE)


def test_the_metainfo_releases_are_the_changelogs_and_the_newest_is_the_version():
    releases = [(r.get("version"), r.get("date")) for r in metainfo().findall("releases/release")]
    assert releases == changelog_releases()
    assert releases[0][0] == __version__
    assert releases == sorted(releases, key=lambda r: r[1], reverse=True)
    assert all(r.find("description") is not None for r in metainfo().findall("releases/release"))
