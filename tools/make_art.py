"""Regenerate the generated art and draw the review galleries.

    python tools/make_art.py            # art/backs/*.svg, art/table.svg, art/icon.svg
    python tools/make_art.py --gallery /tmp   # also gallery_*.png (and greyscale copies)

The hand-drawn parts (suit pictograms, badges, trumps, courts) live in
``art/`` as SVG sources; this script writes the parts that are patterns
(card backs, table felt) and the icon, which it composes from those parts
(``tools/make_icons.py`` then draws the icon files every platform installs).
All of it is the project's own work.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the art tools import pygame only where they draw
    import pygame

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
ART = ROOT / "art"

W, H = 250, 350
SVG_HEAD = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}">'
BADGE_COLORS = ("#26262e", "#d1352b", "#1f6dc2", "#f4c21b", "#179a62")


def clip_line(x0: float, y0: float, dx: float, dy: float,
              box: tuple[float, float, float, float]) -> tuple[float, float, float, float] | None:
    """The part of the line through (x0, y0) with direction (dx, dy) inside
    box (x, y, w, h), as (x1, y1, x2, y2), or None (Liang-Barsky)."""
    bx, by, bw, bh = box
    lo, hi = -1e9, 1e9
    for p, q0, lim in ((dx, x0, (bx, bx + bw)), (dy, y0, (by, by + bh))):
        if abs(p) < 1e-12:
            if not lim[0] <= q0 <= lim[1]:
                return None
            continue
        t1, t2 = (lim[0] - q0) / p, (lim[1] - q0) / p
        lo, hi = max(lo, min(t1, t2)), min(hi, max(t1, t2))
    if lo >= hi:
        return None
    return x0 + lo * dx, y0 + lo * dy, x0 + hi * dx, y0 + hi * dy


def lattice(box: tuple[float, float, float, float], step: float, color: str,
            width: float, opacity: float) -> str:
    """Two families of diagonal lines filling ``box``."""
    bx, by, bw, bh = box
    lines = []
    for sign in (1, -1):
        k = -bh
        while k < bw + bh:
            seg = clip_line(bx + k, by, sign, 1, box) if sign == 1 else \
                clip_line(bx + bw - k, by, -1, 1, box)
            if seg:
                lines.append("M{:.1f} {:.1f} L{:.1f} {:.1f}".format(*seg))
            k += step
    return (f'<path d="{" ".join(lines)}" stroke="{color}" stroke-width="{width}" '
            f'stroke-opacity="{opacity}" fill="none"/>')


def star_path(cx: float, cy: float, r: float, inner: float = 0.45, points: int = 5,
              turn: float = -90) -> str:
    pts = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * inner
        a = math.radians(turn + i * 180 / points)
        pts.append(f"{cx + rr * math.cos(a):.2f} {cy + rr * math.sin(a):.2f}")
    return "M" + " L".join(pts) + " Z"


def medallion(cx: float, cy: float, r: float, ring: str, fill: str, gold: str) -> str:
    """A round medallion with the five colour dots and a gold infinity."""
    dots = "".join(
        f'<circle cx="{cx + r * 0.62 * math.cos(math.radians(-90 + 72 * i)):.2f}" '
        f'cy="{cy + r * 0.62 * math.sin(math.radians(-90 + 72 * i)):.2f}" r="{r * 0.13:.2f}" '
        f'fill="{c}" stroke="#fbf8f0" stroke-width="2"/>' for i, c in enumerate(BADGE_COLORS))
    from fanucci_desktop.ui.cardart.glyphs import glyph_svg
    return (f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{gold}" stroke-width="3"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r - 6}" fill="none" stroke="{ring}" stroke-width="1.5"/>'
            + dots + glyph_svg("∞", cx, cy - r * 0.22, r * 0.44, gold, weight=8))


def back_svg(name: str, base: str, deep: str, line: str, gold: str, pattern: str) -> str:
    """A card back: white margin, a coloured panel with a pattern, a medallion."""
    panel = (12, 12, W - 24, H - 24)
    defs = (f'<defs><radialGradient id="bg" cx="50%" cy="50%" r="70%">'
            f'<stop offset="0%" stop-color="{base}"/><stop offset="100%" stop-color="{deep}"/>'
            f'</radialGradient></defs>')
    if pattern == "lattice":
        art = lattice(panel, 18, line, 1.6, 0.55) + lattice(panel, 18 * 3, gold, 1.2, 0.5)
    elif pattern == "sunburst":
        cx, cy = W / 2, H / 2
        rays = []
        for i in range(48):
            a = 2 * math.pi * i / 48
            seg = clip_line(cx, cy, math.cos(a), math.sin(a), panel)
            if seg:
                rays.append(f"M{cx} {cy} L{seg[2]:.1f} {seg[3]:.1f}")
        art = (f'<path d="{" ".join(rays)}" stroke="{line}" stroke-width="3" stroke-opacity="0.45"/>'
               + "".join(f'<rect x="{12 + k}" y="{12 + k}" width="{W - 24 - 2 * k}" '
                         f'height="{H - 24 - 2 * k}" rx="{max(2, 8 - k / 4)}" fill="none" '
                         f'stroke="{gold}" stroke-width="1.2" stroke-opacity="0.6"/>'
                         for k in (8, 14)))
    else:  # "scales": rows of overlapping arcs; the margin drawn next hides their ends
        arcs = []
        r = 12
        for row in range(int((H - 24) / (r * 0.9)) + 1):
            y = 12 + row * r * 0.9 + r
            x = 12 + (row % 2) * r - r
            while x < W - 12 + r:
                if y <= H - 12:
                    arcs.append(f"M{x - r:.1f} {y:.1f} A{r} {r} 0 0 1 {x + r:.1f} {y:.1f}")
                x += 2 * r
        art = (f'<path d="{" ".join(arcs)}" stroke="{line}" stroke-width="1.6" '
               f'stroke-opacity="0.6" fill="none"/>')
    margin = (f'<path d="M17.5 1.5 H{W - 17.5} Q{W - 1.5} 1.5 {W - 1.5} 17.5 V{H - 17.5} '
              f'Q{W - 1.5} {H - 1.5} {W - 17.5} {H - 1.5} H17.5 Q1.5 {H - 1.5} 1.5 {H - 17.5} '
              f'V17.5 Q1.5 1.5 17.5 1.5 Z M12 20 V{H - 20} Q12 {H - 12} 20 {H - 12} '
              f'H{W - 20} Q{W - 12} {H - 12} {W - 12} {H - 20} V20 Q{W - 12} 12 {W - 20} 12 '
              f'H20 Q12 12 12 20 Z" fill="#fbf8f0" fill-rule="evenodd"/>')
    outer = (f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="16" fill="none" '
             f'stroke="#a59d8c" stroke-width="2.5"/>')
    frame = (f'<rect x="12" y="12" width="{W - 24}" height="{H - 24}" rx="8" fill="none" '
             f'stroke="{gold}" stroke-width="2.5"/>'
             f'<rect x="20" y="20" width="{W - 40}" height="{H - 40}" rx="5" fill="none" '
             f'stroke="{gold}" stroke-width="1" stroke-opacity="0.8"/>')
    corners = "".join(f'<path d="{star_path(x, y, 7)}" fill="{gold}"/>'
                      for x, y in ((34, 34), (W - 34, 34), (34, H - 34), (W - 34, H - 34)))
    return (SVG_HEAD.format(w=W, h=H) + f"<!-- card back '{name}', generated by tools/make_art.py -->"
            + defs + f'<rect x="1.5" y="1.5" width="{W - 3}" height="{H - 3}" rx="16" fill="#fbf8f0"/>'
            + f'<rect x="12" y="12" width="{W - 24}" height="{H - 24}" rx="8" fill="url(#bg)"/>'
            + art + margin + outer + frame + corners
            + medallion(W / 2, H / 2, 46, line, deep, gold) + "</svg>\n")


BACKS = {
    "midnight": dict(base="#26407a", deep="#101c3d", line="#6f8fd0", gold="#d8b24a", pattern="lattice"),
    "crimson": dict(base="#a3252e", deep="#4d0d14", line="#e0646a", gold="#e3bd5a", pattern="sunburst"),
    "forest": dict(base="#1f7a52", deep="#0b3322", line="#6cc79a", gold="#d8b24a", pattern="scales"),
}


def table_svg() -> str:
    """Felt with a soft light in the middle and a fine weave; the two felt
    colours are placeholders the renderer replaces (palette.FELT_*)."""
    from fanucci_desktop.ui.cardart.palette import FELT_CENTRE, FELT_EDGE
    tw, th = 1600, 1000
    weave = lattice((0, 0, tw, th), 9, "#ffffff", 0.8, 0.035)
    return (SVG_HEAD.format(w=tw, h=th) + "<!-- table felt, generated by tools/make_art.py -->"
            + f'<defs><radialGradient id="felt" cx="50%" cy="45%" r="75%">'
              f'<stop offset="0%" stop-color="{FELT_CENTRE}"/><stop offset="100%" stop-color="{FELT_EDGE}"/>'
              f'</radialGradient></defs><rect width="{tw}" height="{th}" fill="url(#felt)"/>'
            + weave + "</svg>\n")


def icon_svg() -> str:
    """Three fanned cards on felt: a red Lamp, a blue Zurf and a gold infinity."""
    from fanucci_desktop.ui.cardart.glyphs import glyph_svg
    from fanucci_desktop.ui.cardart.sources import ArtSources
    src = ArtSources(ART)
    parts = []
    cards = (
        (-28, src.part("suits/fanucci/lamps").placed(-24, -144, 48, 48, {"#1a1a1a": "#d1352b"}), "#d1352b"),
        (0, src.part("suits/fanucci/zurfs").placed(-24, -144, 48, 48, {"#1a1a1a": "#1f6dc2"}), "#1f6dc2"),
        (28, glyph_svg("∞", 0, -112, 52, "#b8902c", weight=9), "#e9a800"),
    )
    for angle, inner, edge in cards:
        parts.append(
            f'<g transform="translate(128 232) rotate({angle})">'
            f'<rect x="-46" y="-156" width="92" height="128" rx="10" fill="#000000" fill-opacity="0.25" '
            f'transform="translate(3 4)"/>'
            f'<rect x="-46" y="-156" width="92" height="128" rx="10" fill="#fffdf7" stroke="{edge}" '
            f'stroke-width="5"/>{inner}</g>')
    return (SVG_HEAD.format(w=256, h=256) + "<!-- app icon, generated by tools/make_art.py -->"
            + '<defs><radialGradient id="felt" cx="50%" cy="40%" r="70%">'
              '<stop offset="0%" stop-color="#3a9160"/><stop offset="100%" stop-color="#123a24"/>'
              '</radialGradient></defs>'
            + '<rect x="8" y="8" width="240" height="240" rx="52" fill="url(#felt)" '
              'stroke="#d8b24a" stroke-width="6"/>' + "".join(parts) + "</svg>\n")


def write_generated() -> list[Path]:
    written = []
    (ART / "backs").mkdir(exist_ok=True)
    for name, spec in BACKS.items():
        path = ART / "backs" / f"{name}.svg"
        path.write_text(back_svg(name, **spec), encoding="utf-8")
        written.append(path)
    (ART / "table.svg").write_text(table_svg(), encoding="utf-8")
    (ART / "icon.svg").write_text(icon_svg(), encoding="utf-8")
    written += [ART / "table.svg", ART / "icon.svg"]
    return written


def write_galleries(out: Path) -> list[Path]:
    """Gallery sheets of both decks (two widths) and greyscale copies."""
    import pygame
    from fanucci_desktop.engine.cards import fanucci_deck, standard_deck
    from fanucci_desktop.ui.cardart import CardArt
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for four in (False, True):
        art = CardArt(four_color=four, art_root=ART)
        sheets = {"standard": art.gallery(standard_deck(), 100, 13)}
        if not four:
            sheets["fanucci"] = art.gallery(fanucci_deck(), 100, 11)
            sheets["fanucci_60"] = art.gallery(fanucci_deck(), 60, 11)
            sheets["standard_60"] = art.gallery(standard_deck(), 60, 13)
            sheets["extras"] = _extras(art)
        else:
            sheets = {"standard_4color": sheets["standard"]}
        for name, sheet in sheets.items():
            for grey in (False, True):
                path = out / f"gallery_{name}{'_grey' if grey else ''}.png"
                pygame.image.save(pygame.transform.grayscale(sheet) if grey else sheet, str(path))
                written.append(path)
    return written


def _extras(art) -> "pygame.Surface":
    """Backs, table colours, suit icons, badges and the icon on one sheet."""
    import pygame
    from fanucci_desktop.engine.cards import FANUCCI_COLORS, FANUCCI_SUITS
    from fanucci_desktop.ui.cardart import CardArt
    sheet = pygame.Surface((1100, 600))
    sheet.fill((170, 170, 176))
    x = 10
    for name in art.back_names():
        sheet.blit(CardArt(back=name, art_root=ART).back(140), (x, 10))
        x += 150
    for i, color in enumerate(art.table_colors()):
        sheet.blit(art.table((120, 80), color), (x + (i % 2) * 130, 10 + (i // 2) * 90))
    for i, suit in enumerate(FANUCCI_SUITS + ("S", "H", "D", "C")):
        sheet.blit(art.suit_icon(suit, 48), (10 + i * 56, 300))
        sheet.blit(art.suit_icon(suit, 16), (26 + i * 56, 356))
    for i, color in enumerate(FANUCCI_COLORS):
        sheet.blit(art.badge(color, 48), (10 + i * 56, 390))
        sheet.blit(art.badge(color, 16), (26 + i * 56, 446))
    for i, size in enumerate((16, 32, 64, 128)):
        sheet.blit(art.icon(size), (400 + sum((16, 32, 64, 128)[:i]) + 10 * i, 390))
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gallery", type=Path, help="also write gallery PNGs to this folder")
    parser.add_argument("--no-generate", action="store_true", help="only draw galleries")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    pygame.init()
    written = [] if args.no_generate else write_generated()
    if args.gallery:
        written += write_galleries(args.gallery)
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
