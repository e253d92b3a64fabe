"""The Windows bundle's manifest (build.spec embeds it) makes the program
DPI aware once PyInstaller has made it its own. The bundles themselves are
built and run by .ci/run (Linux) and .github/workflows/build.yml (all
three); their icons are checked by tests/test_packaging_icons.py."""

from __future__ import annotations

import xml.dom.minidom
from pathlib import Path

from PyInstaller.utils.win32 import winmanifest

ROOT = Path(__file__).resolve().parent.parent
SETTINGS = "http://schemas.microsoft.com/SMI/2016/WindowsSettings"


def test_the_windows_manifest_stays_dpi_aware_through_pyinstaller():
    source = (ROOT / "packaging" / "windows" / "FanucciDesktop.exe.manifest").read_text("utf-8")
    embedded = winmanifest.create_application_manifest(source.encode("utf-8"))
    with xml.dom.minidom.parseString(embedded) as dom:
        awareness = dom.getElementsByTagNameNS(SETTINGS, "dpiAwareness")
        assert [node.firstChild.data for node in awareness] == ["PerMonitorV2, PerMonitor"]
        assert [n.firstChild.data for n in dom.getElementsByTagName("dpiAware")] == ["true/pm"]

