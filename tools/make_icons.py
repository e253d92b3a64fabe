"""Draw the app's icons from the project's own SVG, ``art/icon.svg``.

    python tools/make_icons.py

writes, under ``packaging/icons/``:

- ``hicolor/NxN/apps/APP_ID.png`` at 16 to 512 pixels, the freedesktop
  hicolor layout the desktop entry and the Flatpak install (the scalable
  icon is ``art/icon.svg`` itself, installed under the id's name);
- ``FanucciDesktop.ico`` for Windows and ``FanucciDesktop.icns`` for macOS
  (build.spec), both containers of the same PNGs, written here with the
  standard library.

The icon's drawing is made by ``tools/make_art.py``; run this after it.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from fanucci_desktop import APP_ID  # noqa: E402  (needs ROOT on the path)

if TYPE_CHECKING:
    from fanucci_desktop.ui.cardart import CardArt

ICONS = ROOT / "packaging" / "icons"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: The .icns element type of each size (the 1024 one is 512 at double density).
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08",
              512: b"ic09", 1024: b"ic10"}


def hicolor_path(size: int) -> Path:
    """Where the ``size`` pixel PNG goes in the hicolor layout."""
    return ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding the PNG images (the format since Vista); a
    size of 256 is written as 0, as the format asks."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, data in sorted(pngs.items()):
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding the PNG images, each under its size's type."""
    body = b"".join(ICNS_TYPES[size] + struct.pack(">I", 8 + len(data)) + data
                    for size, data in sorted(pngs.items()))
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def png(art: "CardArt", size: int) -> bytes:
    """The icon drawn at ``size`` pixels, as PNG bytes."""
    import pygame
    buf = io.BytesIO()
    pygame.image.save(art.icon(size), buf, "icon.png")
    return buf.getvalue()


def write_icons() -> list[Path]:
    """Every icon file, drawn again from ``art/icon.svg``; the paths written."""
    from fanucci_desktop.ui.cardart import CardArt
    art = CardArt(art_root=ROOT / "art")
    pngs = {size: png(art, size) for size in sorted({*HICOLOR_SIZES, *ICO_SIZES, *ICNS_TYPES})}
    written = []
    for size in HICOLOR_SIZES:
        path = hicolor_path(size)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        written.append(path)
    (ICONS / "FanucciDesktop.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (ICONS / "FanucciDesktop.icns").write_bytes(icns_bytes({s: pngs[s] for s in ICNS_TYPES}))
    return written + [ICONS / "FanucciDesktop.ico", ICONS / "FanucciDesktop.icns"]


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    for path in write_icons():
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
