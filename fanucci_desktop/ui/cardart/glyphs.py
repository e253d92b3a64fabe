"""The project's own index lettering: ranks drawn as stroked SVG paths.

Every glyph sits in a box 40 units wide and 56 high (``10`` and ``∞`` are
wider, see :data:`GLYPH_WIDTH`) and is drawn with round caps, so indices stay
crisp at every size without a font.
"""

from __future__ import annotations

GLYPH_HEIGHT = 56

#: Path data of each glyph, in a box GLYPH_WIDTH[text] x GLYPH_HEIGHT.
GLYPHS: dict[str, str] = {
    "0": "M20 4 C7 4 4 18 4 28 C4 38 7 52 20 52 C33 52 36 38 36 28 C36 18 33 4 20 4 Z",
    "1": "M9 13 L22 4 V52 M10 52 H34",
    "2": "M6 15 C7 8 12 4 20 4 C29 4 34 10 34 17 C34 30 12 38 6 52 H35",
    "3": "M7 9 C10 6 15 4 20 4 C29 4 33 9 33 15 C33 22 28 26 18 26 C30 26 35 31 35 39 C35 47 29 52 20 52 C13 52 8 50 5 46",
    "4": "M27 52 V4 L5 37 H37",
    "5": "M33 4 H11 L8 25 C12 22 16 21 20 21 C30 21 35 28 35 36 C35 45 29 52 19 52 C12 52 8 50 5 47",
    "6": "M32 8 C29 5 25 4 21 4 C9 4 5 16 5 31 C5 45 11 52 20 52 C29 52 35 46 35 38 C35 29 29 24 21 24 C13 24 7 29 5 35",
    "7": "M5 4 H35 C26 18 20 33 17 52",
    "8": "M20 27 C11 27 8 22 8 16 C8 9 13 4 20 4 C27 4 32 9 32 16 C32 22 29 27 20 27 C9 27 5 33 5 40 C5 47 11 52 20 52 C29 52 35 47 35 40 C35 33 31 27 20 27 Z",
    "9": "M8 48 C11 51 15 52 19 52 C31 52 35 40 35 25 C35 11 29 4 20 4 C11 4 5 10 5 18 C5 27 11 32 19 32 C27 32 33 27 35 21",
    "∞": "M26 28 C20 17 15 13 10 13 C5 13 2 19 2 28 C2 37 5 43 10 43 C15 43 20 39 26 28 C32 17 37 13 42 13 C47 13 50 19 50 28 C50 37 47 43 42 43 C37 43 32 39 26 28 Z",
    "A": "M4 52 L20 4 L36 52 M10 36 H30",
    "J": "M16 4 H36 M29 4 V38 C29 47 24 52 17 52 C10 52 6 48 5 42",
    "Q": "M20 4 C7 4 4 17 4 27 C4 38 7 50 20 50 C33 50 36 38 36 27 C36 17 33 4 20 4 Z M22 38 L36 54",
    "K": "M7 4 V52 M33 4 L8 33 M17 23 L35 52",
    "10": "M4 13 L13 6 V52 M36 4 C27 4 23 16 23 28 C23 40 27 52 36 52 C45 52 49 40 49 28 C49 16 45 4 36 4 Z",
}

#: Width of each glyph's box.
GLYPH_WIDTH: dict[str, int] = {**{k: 40 for k in GLYPHS}, "∞": 52, "10": 53}


def glyph_svg(text: str, x: float, y: float, height: float, color: str,
              weight: float = 8.0) -> str:
    """SVG for ``text`` (one key of GLYPHS) with its box centred on ``x``
    and its top at ``y``, scaled to ``height``; ``weight`` is the stroke width
    in glyph units."""
    if text not in GLYPHS:
        raise KeyError(f"no glyph for {text!r}")
    k = height / GLYPH_HEIGHT
    left = x - GLYPH_WIDTH[text] * k / 2
    return (f'<g transform="translate({left:.2f} {y:.2f}) scale({k:.4f})">'
            f'<path d="{GLYPHS[text]}" fill="none" stroke="{color}" '
            f'stroke-width="{weight}" stroke-linecap="round" stroke-linejoin="round"/></g>')
