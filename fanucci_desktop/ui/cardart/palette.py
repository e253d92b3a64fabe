"""Colours of the card art.

The five Fanucci colours use a colour-blind-aware palette (after Okabe and
Ito): their hues differ in lightness as well as in hue, and every card also
shows its colour as a badge shape, so no player depends on hue alone.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The placeholder ink of the SVG sources, replaced by a card's hue.
SOURCE_INK = "#1a1a1a"
#: The placeholder dark shade of the court sources, replaced by the hue's dark.
SOURCE_DARK = "#0d0d0d"

PAPER_TOP = "#fffdf7"
PAPER_BOTTOM = "#f4efe2"
PAPER_EDGE = "#a59d8c"
GOLD = "#c9a13b"
GOLD_LIGHT = "#f3dc8e"
GOLD_DARK = "#7d5f17"
NIGHT = "#1d1a33"


@dataclass(frozen=True)
class Hue:
    """One colour family: ``ink`` for pips and indices, ``dark`` for
    outlines, ``tint`` for the light panel behind the pips; ``outline`` rings pips
    in ``dark`` where the ink alone is too light on paper (yellow)."""

    ink: str
    dark: str
    tint: str
    outline: bool = False


#: Fanucci colours by name (``Color.value``).
FANUCCI_HUES: dict[str, Hue] = {
    "black": Hue(ink="#26262e", dark="#000000", tint="#ecebef"),
    "red": Hue(ink="#d1352b", dark="#7a1610", tint="#fbe6e1"),
    "blue": Hue(ink="#1f6dc2", dark="#0c3566", tint="#e1ecf8"),
    "yellow": Hue(ink="#e6a000", dark="#6e4f00", tint="#fff6d8", outline=True),
    "green": Hue(ink="#12885a", dark="#08492c", tint="#def3e8"),
}

#: Standard suits, two-colour deck.
STANDARD_HUES: dict[str, Hue] = {
    "S": FANUCCI_HUES["black"],
    "C": FANUCCI_HUES["black"],
    "H": FANUCCI_HUES["red"],
    "D": FANUCCI_HUES["red"],
}

#: Standard suits, four-colour deck (clubs green, diamonds blue).
FOUR_COLOR_HUES: dict[str, Hue] = {
    "S": FANUCCI_HUES["black"],
    "H": FANUCCI_HUES["red"],
    "D": FANUCCI_HUES["blue"],
    "C": FANUCCI_HUES["green"],
}

#: Felt colours of the table: (centre, edge).
TABLE_FELTS: dict[str, tuple[str, str]] = {
    "green": ("#2f7d4f", "#123a24"),
    "blue": ("#2b5f8f", "#0f2540"),
    "red": ("#8a2f36", "#3a1014"),
    "charcoal": ("#4a4a52", "#1b1b20"),
    "plum": ("#5e3a6e", "#24132b"),
}

#: Placeholder colours of ``art/table.svg``, replaced by a felt's colours.
FELT_CENTRE = "#2f7d4f"
FELT_EDGE = "#123a24"
