"""Compose the SVG of any card face from the parts under ``art/``.

:func:`face_spec` returns a :class:`FaceSpec`: an SVG document in card units
(250 x 350) and the few text labels (trump names) that the renderer draws
over it with a font, because the SVG rasteriser draws no text. A trump's
name is the player's (given: the art knows no language), printed in capitals.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from fanucci_desktop.engine.cards import INFINITY, STANDARD_SUIT_NAMES, Card

from . import palette as P
from .glyphs import glyph_svg
from .layout import CARD_H, CARD_W, pip_centres
from .sources import ArtSources, SvgPart


@dataclass(frozen=True)
class Label:
    """Text drawn over a face: ``box`` is (x, y, w, h) in card units;
    ``vertical`` text reads bottom to top."""

    text: str
    box: tuple[float, float, float, float]
    color: str
    vertical: bool = False


@dataclass(frozen=True)
class FaceSpec:
    """A face ready to render: the SVG of what is printed on the card and
    its labels. The blank card (:data:`PAPER_SVG`) goes under it: it is the
    same for every face, so the renderer draws it once per size."""

    svg: str
    labels: tuple[Label, ...] = ()


@dataclass(frozen=True)
class FaceStyle:
    """Options of the face art: colour badges on Fanucci cards, and the
    four-colour standard deck."""

    color_badges: bool = True
    four_color: bool = False


def document(body: str, defs: str = "") -> str:
    """A whole SVG document in card units around ``body``."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {CARD_W} {CARD_H}" '
            f'width="{CARD_W}" height="{CARD_H}"><defs>{defs}</defs>{body}</svg>')


PAPER_DEFS = (
    f'<linearGradient id="paper" x1="0%" y1="0%" x2="0%" y2="100%">'
    f'<stop offset="0%" stop-color="{P.PAPER_TOP}"/>'
    f'<stop offset="100%" stop-color="{P.PAPER_BOTTOM}"/></linearGradient>')

PAPER = (f'<rect x="1.5" y="1.5" width="{CARD_W - 3}" height="{CARD_H - 3}" rx="16" '
         f'fill="url(#paper)" stroke="{P.PAPER_EDGE}" stroke-width="2.5"/>')

#: The blank card every face is printed on.
PAPER_SVG = document(PAPER, PAPER_DEFS)


def _rotated(svg: str) -> str:
    return f'<g transform="rotate(180 {CARD_W / 2} {CARD_H / 2})">{svg}</g>'


def _ink(hue: P.Hue) -> dict[str, str]:
    return {P.SOURCE_INK: hue.ink}


def _symbol(part: SvgPart, hue: P.Hue, x: float, y: float, size: float,
            rotate180: bool = False) -> str:
    """A suit symbol in ``hue``, ``size`` square at (x, y); light hues get a
    dark halo drawn first."""
    drawn = part.placed(x, y, size, size, _ink(hue), rotate180=rotate180)
    if not hue.outline:
        return drawn
    halo = part.placed(x, y, size, size, {P.SOURCE_INK: hue.dark, "#ffffff": hue.dark},
                       rotate180=rotate180,
                       extra=f'stroke="{hue.dark}" stroke-width="7" stroke-linejoin="round"')
    return halo + drawn


def _index_glyph(text: str, hue: P.Hue) -> str:
    """The rank of a corner index; light hues get a dark edge."""
    glyph = glyph_svg(text, 31, 15, 50, hue.ink, weight=8.5)
    if hue.outline:
        glyph = glyph_svg(text, 31, 15, 50, hue.dark, weight=12.5) + glyph
    return glyph


# -- Fanucci suited cards -------------------------------------------------

PANEL = (62, 20, 126, 310)


def _fanucci_corner(card: Card, src: ArtSources, hue: P.Hue, style: FaceStyle) -> str:
    suit = src.part(f"suits/fanucci/{card.suit.lower()}")  # type: ignore[union-attr]
    parts = [_index_glyph(card.rank_text, hue), _symbol(suit, hue, 8, 70, 46)]
    if style.color_badges:
        badge = src.part(f"badges/{card.color.value}")  # type: ignore[union-attr]
        parts.append(badge.placed(11, 122, 40, 40))
    corner = "".join(parts)
    return corner + _rotated(corner)


def _panel(hue: P.Hue, fill: str | None = None, border: str | None = None) -> str:
    x, y, w, h = PANEL
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="12" '
            f'fill="{fill or hue.tint}" stroke="{border or hue.ink}" stroke-width="3"/>')


def _fanucci_centre(card: Card, src: ArtSources, hue: P.Hue) -> tuple[str, str]:
    """(body, defs) of the centre of a suited Fanucci card."""
    suit = src.part(f"suits/fanucci/{card.suit.lower()}")  # type: ignore[union-attr]
    rank = card.rank
    cx, cy = CARD_W / 2, CARD_H / 2
    if rank == 0:
        ghost = {P.SOURCE_INK: hue.ink, "#ffffff": hue.tint}
        return (_panel(hue)
                + f'<ellipse cx="{cx}" cy="{cy}" rx="46" ry="82" fill="#ffffff" '
                  f'stroke="{hue.ink}" stroke-width="9"/>'
                + f'<ellipse cx="{cx}" cy="{cy}" rx="34" ry="70" fill="none" '
                  f'stroke="{hue.ink}" stroke-width="2" stroke-dasharray="4 5"/>'
                + suit.placed(cx - 22, cy - 22, 44, 44, ghost, extra='opacity="0.35"'), "")
    if rank == INFINITY:
        return _infinity_centre(suit, hue)
    if rank == 1:
        return (_panel(hue)
                + f'<circle cx="{cx}" cy="{cy}" r="56" fill="#ffffff" stroke="{hue.ink}" '
                  f'stroke-width="2.5"/>'
                + _symbol(suit, hue, cx - 44, cy - 44, 88), "")
    size = 52 if rank <= 6 else 46 if rank <= 8 else 39
    pips = "".join(_symbol(suit, hue, x - size / 2, y - size / 2, size, down)
                   for x, y, down in pip_centres(rank, 32, 60, 290))
    return _panel(hue) + pips, ""


def _infinity_centre(suit: SvgPart, hue: P.Hue) -> tuple[str, str]:
    """A glowing gold panel with rays, a large two-tone ∞ holding a small
    pictogram in each loop, and one pictogram above and below."""
    cx, cy = CARD_W / 2, CARD_H / 2
    x, y, w, h = PANEL
    defs = (f'<radialGradient id="glow" cx="50%" cy="50%" r="60%">'
            f'<stop offset="0%" stop-color="#ffffff"/>'
            f'<stop offset="55%" stop-color="{hue.tint}"/>'
            f'<stop offset="100%" stop-color="{P.GOLD_LIGHT}"/></radialGradient>')
    rays = " ".join(
        f"M{cx} {cy} L{cx + (w / 2 - 5) * math.cos(a):.1f} {cy + (h / 2 - 5) * math.sin(a):.1f}"
        for a in (2 * math.pi * i / 24 for i in range(24)))
    body = (_panel(hue, fill="url(#glow)")
            + f'<rect x="{x + 3}" y="{y + 3}" width="{w - 6}" height="{h - 6}" rx="10" '
              f'fill="none" stroke="{P.GOLD}" stroke-width="2"/>'
            + f'<path d="{rays}" stroke="{P.GOLD}" stroke-width="2" stroke-opacity="0.45"/>'
            + glyph_svg("∞", cx, cy - 56, 112, P.GOLD_DARK, weight=9.5)
            + glyph_svg("∞", cx, cy - 56, 112, hue.ink, weight=6.5)
            + _symbol(suit, hue, cx - 50, cy - 12, 24)
            + _symbol(suit, hue, cx + 26, cy - 12, 24)
            + _symbol(suit, hue, cx - 22, y + 20, 44)
            + _symbol(suit, hue, cx - 22, y + h - 64, 44, rotate180=True))
    return body, defs


def fanucci_face(card: Card, src: ArtSources, style: FaceStyle) -> FaceSpec:
    hue = P.FANUCCI_HUES[card.color.value]  # type: ignore[union-attr]
    centre, defs = _fanucci_centre(card, src, hue)
    body = centre + _fanucci_corner(card, src, hue, style)
    return FaceSpec(document(body, defs))


# -- Trumps ----------------------------------------------------------------

def trump_face(card: Card, src: ArtSources, name: str | None = None) -> FaceSpec:
    """A trump: its picture, and ``name`` (None: its English name) in
    capitals up its strip and across its band."""
    picture = src.part(f"trumps/{card.trump.lower()}")  # type: ignore[union-attr]
    star = ("M0 -16 L4.7 -6.5 L15.2 -4.9 L7.6 2.5 L9.4 12.9 L0 8 L-9.4 12.9 "
            "L-7.6 2.5 L-15.2 -4.9 L-4.7 -6.5 Z")
    strip = (f'<rect x="8" y="8" width="44" height="{CARD_H - 16}" rx="10" fill="{P.NIGHT}"/>'
             f'<path d="{star}" transform="translate(30 32) scale(1.1)" fill="{P.GOLD_LIGHT}" '
             f'stroke="{P.GOLD_DARK}" stroke-width="1.5"/>'
             f'<path d="{star}" transform="translate(30 {CARD_H - 32}) scale(0.8)" '
             f'fill="{P.GOLD}"/>')
    frame = (f'<rect x="56" y="8" width="{CARD_W - 64}" height="{CARD_H - 16}" rx="10" '
             f'fill="none" stroke="{P.GOLD}" stroke-width="4"/>'
             f'<rect x="62" y="{CARD_H - 52}" width="{CARD_W - 76}" height="34" rx="6" '
             f'fill="{P.NIGHT}" fill-opacity="0.82" stroke="{P.GOLD}" stroke-width="2"/>')
    body = strip + picture.placed(56, 8, CARD_W - 64, CARD_H - 16) + frame
    printed = (card.trump if name is None else name).upper()  # type: ignore[union-attr]
    labels = (Label(printed, (10, 56, 40, CARD_H - 112), P.GOLD_LIGHT, vertical=True),
              Label(printed, (66, CARD_H - 50, CARD_W - 84, 30), P.GOLD_LIGHT))
    return FaceSpec(document(body), labels)


# -- Standard cards --------------------------------------------------------

def _standard_part(src: ArtSources, suit: str) -> SvgPart:
    return src.part(f"suits/standard/{STANDARD_SUIT_NAMES[suit].lower()}")


def standard_face(card: Card, src: ArtSources, style: FaceStyle) -> FaceSpec:
    hues = P.FOUR_COLOR_HUES if style.four_color else P.STANDARD_HUES
    hue = hues[card.suit]  # type: ignore[index]
    symbol = _standard_part(src, card.suit)  # type: ignore[arg-type]
    corner = _index_glyph(card.rank_text, hue) + _symbol(symbol, hue, 12, 74, 36)
    rank: int = card.rank  # type: ignore[assignment]
    if rank == 1:
        centre = _ace_centre(symbol, hue, spade=card.suit == "S")
    elif rank <= 10:
        size = 44
        centre = "".join(_symbol(symbol, hue, x - size / 2, y - size / 2, size, down)
                         for x, y, down in pip_centres(rank, 42, 62, 288))
    else:
        centre = _court(rank, src, hue, symbol)
    return FaceSpec(document(centre + corner + _rotated(corner)))


def _ace_centre(symbol: SvgPart, hue: P.Hue, spade: bool) -> str:
    """One large symbol in a gold ring; the ace of spades is larger and
    carries the deck's gold ∞ mark."""
    cx, cy = CARD_W / 2, CARD_H / 2
    big = 124 if spade else 100
    centre = (f'<circle cx="{cx}" cy="{cy}" r="{big * 0.72:.1f}" fill="none" '
              f'stroke="{P.GOLD}" stroke-width="2.5"/>'
              f'<circle cx="{cx}" cy="{cy}" r="{big * 0.72 + 7:.1f}" fill="none" '
              f'stroke="{hue.ink}" stroke-width="1.5" stroke-dasharray="2 4"/>'
              + _symbol(symbol, hue, cx - big / 2, cy - big / 2, big))
    if spade:
        centre += (glyph_svg("∞", cx, cy - 10, 24, P.GOLD_DARK, weight=11)
                   + glyph_svg("∞", cx, cy - 10, 24, P.GOLD_LIGHT, weight=6))
    return centre


_COURT_PARTS = {11: "courts/jack", 12: "courts/queen", 13: "courts/king"}


def _court(rank: int, src: ArtSources, hue: P.Hue, symbol: SvgPart) -> str:
    """A double-headed court figure in the suit's colours, with the suit
    symbol beside each head."""
    figure = src.part(_COURT_PARTS[rank])
    x, y, w, h = PANEL
    recolor = {P.SOURCE_INK: hue.ink, P.SOURCE_DARK: hue.dark}
    half = figure.placed(x, y, w, h / 2, recolor) + _symbol(symbol, hue, x + w - 34, y + 8, 26)
    return (f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="12" fill="{hue.tint}"/>'
            + half + _rotated(half)
            + f'<path d="M{x} {y + h / 2} H{x + w}" stroke="{hue.ink}" stroke-width="2"/>'
            + f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="12" fill="none" '
              f'stroke="{hue.ink}" stroke-width="3"/>')


def face_spec(card: Card, src: ArtSources, style: FaceStyle,
              trump_name: str | None = None) -> FaceSpec:
    """The face of any card; ``trump_name`` is the name a trump is printed
    with (None: its English name; other cards ignore it)."""
    if card.is_trump:
        return trump_face(card, src, trump_name)
    if card.is_fanucci:
        return fanucci_face(card, src, style)
    return standard_face(card, src, style)
