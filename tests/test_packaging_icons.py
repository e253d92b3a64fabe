"""The icon files every platform installs (packaging/icons/, written by
tools/make_icons.py) are the project's own icon, ``art/icon.svg``, at each
size: the hicolor PNGs for Linux, the .ico for Windows, the .icns for macOS.
Each is compared with the SVG drawn afresh at its size, so an icon redrawn
without its files made again fails here."""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from fanucci_desktop.ui.cardart import CardArt

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import make_icons  # noqa: E402  (tools/ is not a package)


@pytest.fixture(scope="module")
def art() -> CardArt:
    return CardArt(art_root=ROOT / "art")


def assert_is_the_icon(art: CardArt, data: bytes, size: int, where: str) -> None:
    """``data`` is a PNG of the icon at ``size``: every channel of every
    pixel within a few levels of the SVG drawn now (rasterisers differ)."""
    image = pygame.image.load(io.BytesIO(data), "icon.png")
    assert image.get_size() == (size, size), where
    drawn = art.icon(size)
    worst = max(abs(a - b) for y in range(0, size, max(1, size // 32))
                for x in range(0, size, max(1, size // 32))
                for a, b in zip(image.get_at((x, y)), drawn.get_at((x, y))))
    assert worst <= 24, f"{where} is not art/icon.svg at {size} px (a channel is {worst} off)"


def test_hicolor_pngs_are_the_icon_at_each_size(art):
    found = sorted((ROOT / "packaging" / "icons" / "hicolor").glob("*/apps/*.png"))
    assert found == sorted(make_icons.hicolor_path(size) for size in make_icons.HICOLOR_SIZES)
    assert min(make_icons.HICOLOR_SIZES) == 16 and max(make_icons.HICOLOR_SIZES) == 512
    for size in make_icons.HICOLOR_SIZES:
        path = make_icons.hicolor_path(size)
        assert_is_the_icon(art, path.read_bytes(), size, str(path.relative_to(ROOT)))


def test_the_windows_ico_holds_the_icon_at_each_size(art):
    data = (make_icons.ICONS / "FanucciDesktop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    sizes = []
    for i in range(count):
        width, height, _, _, _, _, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        size = width or 256
        assert height == width
        assert_is_the_icon(art, data[offset:offset + length], size, f"the .ico's {size} px")
        sizes.append(size)
    assert sizes == list(make_icons.ICO_SIZES)


def test_the_macos_icns_holds_the_icon_at_each_size(art):
    data = (make_icons.ICONS / "FanucciDesktop.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    sizes = {kind: size for size, kind in make_icons.ICNS_TYPES.items()}
    seen, at = [], 8
    while at < len(data):
        kind, length = data[at:at + 4], struct.unpack(">I", data[at + 4:at + 8])[0]
        assert_is_the_icon(art, data[at + 8:at + length], sizes[kind], f"the .icns's {kind!r}")
        seen.append(sizes[kind])
        at += length
    assert seen == sorted(make_icons.ICNS_TYPES)


def test_container_writers_round_trip():
    """The writers lay out what the readers above expect, for any PNGs."""
    pngs = {16: b"a" * 5, 256: b"b" * 7}
    ico = make_icons.ico_bytes(pngs)
    assert ico[6] == 16 and ico[22] == 0 and ico.endswith(b"a" * 5 + b"b" * 7)
    icns = make_icons.icns_bytes(pngs)
    assert icns[8:12] == b"icp4" and icns[21:25] == b"ic08" and len(icns) == 8 + 13 + 15
