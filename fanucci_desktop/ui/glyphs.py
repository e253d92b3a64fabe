"""The pad's own symbols, drawn by our code: a face button as the pad in
hand shows it.

:func:`draw_glyph` draws one of the four face buttons as a round badge in
the way of the pad's kind (:data:`.pad_buttons.PAD_STYLES`): an Xbox pad's
coloured letters, a PlayStation pad's cross, circle, square and triangle
drawn as shapes, a Nintendo pad's and the Deck's letters on dark buttons (SDL
names a Nintendo pad's buttons by their letters, so the letter drawn is the
one printed on the button pressed). Anything else a pad has is named in
words (:func:`.pad_buttons.pad_name`); :func:`glyph_for` says which captions
are drawn as a glyph.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Mapping

import pygame

from . import theme as th
from .line_fill import fill_lines
from .pad_buttons import PadInput, pad_name

#: The face buttons, drawn as glyphs.
FACE = (PadInput.A, PadInput.B, PadInput.X, PadInput.Y)

#: An Xbox pad's letter colours (and the Deck's, on dark buttons).
XBOX_COLOURS = {PadInput.A: (96, 176, 72), PadInput.B: (214, 64, 56),
                PadInput.X: (56, 120, 214), PadInput.Y: (226, 184, 40)}
#: A PlayStation pad's symbol colours.
PLAYSTATION_COLOURS = {PadInput.A: (124, 158, 232), PadInput.B: (232, 96, 104),
                       PadInput.X: (220, 132, 200), PadInput.Y: (72, 200, 176)}
#: How far a glyph in a line of text reaches over the line, above and
#: below (design pixels).
GLYPH_OVER = 1
#: The face of a dark button, and its edge.
DARK = (36, 40, 48)
EDGE = (150, 158, 172)


def glyph_for(caption: str, style: str) -> PadInput | None:
    """The face button a pad of ``style`` names ``caption`` (None: not one of them)."""
    return next((face for face in FACE if pad_name(face, style) == caption), None)


@dataclass(frozen=True)
class Glyph:
    """Face button ``face`` of a pad of ``style``, as a button's badge
    (:attr:`.widgets.Button.badge`): drawn in place of ``words``, the end of the
    button's label that names it ("  (Square)"), which speech still says;
    ``held``: the words of a trigger held with it, drawn before it ("R2+").
    """

    face: PadInput
    style: str
    words: str
    held: str = ""

    def width(self, theme: th.Theme, radius: int, size: int = th.SMALL) -> int:
        """How wide it draws with a glyph of ``radius`` (``held`` in type ``size``)."""
        return 2 * radius + 1 + (theme.width(self.held, size, True) + theme.px(2) if self.held else 0)

    def draw(self, surface: pygame.Surface, theme: th.Theme, left: tuple[int, int],
             radius: int, colour: tuple[int, int, int] = th.TEXT, size: int = th.SMALL) -> pygame.Rect:
        """Draw it from ``left``, the middle of its left edge, ``held`` in
        ``colour`` and type ``size`` (the label's)."""
        x, y = left
        drawn = []
        if self.held:
            drawn.append(theme.blit_text(surface, self.held, (x, y), size, colour, bold=True,
                                         anchor="midleft"))
            x = drawn[0].right + theme.px(2)
        drawn.append(draw_glyph(surface, theme, self.face, self.style, (x + radius, y), radius))
        return drawn[0].unionall(drawn[1:])


def glyph_radius(theme: th.Theme, line_h: int) -> int:
    """The radius of a glyph in a line of text ``line_h`` pixels tall: its
    disc a little taller than the line (:data:`GLYPH_OVER` design pixels
    over it above and below), so that it reads at a glance beside the words."""
    return math.ceil(line_h / 2) + theme.px(GLYPH_OVER)


def measured(theme: th.Theme, text: str, size: int,
             glyphs: Mapping[str, Glyph]) -> tuple[list[str], list[int], int]:
    """One bold line of ``text`` as :func:`blit_with_glyphs` draws it: its
    parts (each glyph's ``words`` apart), their widths (a glyph's its
    disc's) and the glyphs' radius."""
    found = [words for words in glyphs if words in text]
    if not found:
        return [text], [theme.width(text, size, True)], 0
    parts = re.split("(" + "|".join(re.escape(words) for words in found) + ")", text)
    radius = glyph_radius(theme, theme.font(size, True).get_linesize())
    widths = [glyphs[part].width(theme, radius, size) if part in glyphs else theme.width(part, size, True)
              for part in parts]
    return parts, widths, radius


def line_width(theme: th.Theme, text: str, size: int, glyphs: Mapping[str, Glyph]) -> int:
    """How wide :func:`blit_with_glyphs` draws one line of ``text``."""
    return sum(measured(theme, text, size, glyphs)[1])


def wrap_with_glyphs(theme: th.Theme, text: str, width: int, size: int,
                     glyphs: Mapping[str, Glyph], most: int | None = None) -> list[str]:
    """``text`` split into bold lines no wider than ``width`` pixels as
    :func:`blit_with_glyphs` draws them (a glyph takes its disc's room, not
    its words, and never starts a line: it goes with the word before it);
    :meth:`.theme.Theme.wrap` when there are no glyphs (``most``: as it takes it)."""
    if not glyphs:
        return theme.wrap(text, width, size, True, most)
    lines: list[str] = []
    for para in text.split("\n"):
        words: list[str] = []
        for word in para.split():
            if words and any(word.startswith(glyph) for glyph in glyphs):
                words[-1] += " " + word
            else:
                words.append(word)
        lines += fill_lines(words, width, lambda line: line_width(theme, line, size, glyphs))
    return lines


def blit_with_glyphs(theme: th.Theme, surface: pygame.Surface, text: str, midbottom: tuple[float, float],
                     size: int, colour: tuple[int, int, int], glyphs: Mapping[str, Glyph],
                     box: pygame.Rect | None = None) -> pygame.Rect:
    """One line of ``text`` drawn bold and shadowed, its midbottom at
    ``midbottom`` (as a prompt's line is), with each glyph's ``words`` in it
    drawn as the glyph (:func:`glyph_radius`); a line without any is
    :meth:`.theme.Theme.blit_text`'s (cut to ``box``). Returns where it went."""
    parts, widths, radius = measured(theme, text, size, glyphs)
    if not radius:
        return theme.blit_text(surface, text, midbottom, size, colour, bold=True, anchor="midbottom",
                               shadow=True, box=box)
    line_h = theme.font(size, True).get_linesize()
    x, bottom = midbottom[0] - sum(widths) / 2, midbottom[1]
    drawn = []
    for part, width in zip(parts, widths):
        if part in glyphs:
            drawn.append(glyphs[part].draw(surface, theme, (round(x), round(bottom - line_h / 2)), radius,
                                           colour, size))
        elif part:
            drawn.append(theme.blit_text(surface, part, (x, bottom), size, colour, bold=True,
                                         anchor="bottomleft", shadow=True))
        x += width
    return drawn[0].unionall(drawn[1:])


def draw_glyph(surface: pygame.Surface, t: th.Theme, face: PadInput, style: str,
               center: tuple[int, int], radius: int) -> pygame.Rect:
    """Draw face button ``face`` of a pad of ``style`` as a badge of
    ``radius`` around ``center``; returns the rectangle it covers."""
    x, y = center
    if style == "xbox":
        t.draw_circle(surface, XBOX_COLOURS[face], center, radius)
        t.blit_text(surface, pad_name(face, style), center, th.SMALL, DARK, bold=True, anchor="center")
    elif style == "playstation":
        t.draw_circle(surface, DARK, center, radius)
        t.draw_circle(surface, EDGE, center, radius, max(1, t.px(1)))
        _shape(surface, t, face, center, radius * 0.5, PLAYSTATION_COLOURS[face])
    else:
        letter = XBOX_COLOURS[face] if style == "deck" else th.TEXT
        t.draw_circle(surface, DARK, center, radius)
        t.draw_circle(surface, EDGE, center, radius, max(1, t.px(1)))
        t.blit_text(surface, pad_name(face, style), center, th.SMALL, letter, bold=True, anchor="center")
    return pygame.Rect(x - radius, y - radius, 2 * radius + 1, 2 * radius + 1)


def _shape(surface: pygame.Surface, t: th.Theme, face: PadInput, center: tuple[int, int],
           size: float, colour: tuple[int, int, int]) -> None:
    """A PlayStation symbol of half-width ``size``: cross, circle, square or triangle."""
    x, y = center
    width = max(2, t.px(2))
    if face is PadInput.A:
        t.draw_line(surface, colour, (x - size, y - size), (x + size, y + size), width)
        t.draw_line(surface, colour, (x - size, y + size), (x + size, y - size), width)
    elif face is PadInput.B:
        t.draw_circle(surface, colour, center, size, width)
    elif face is PadInput.X:
        t.draw_rect(surface, colour, pygame.Rect(round(x - size), round(y - size),
                                                 round(2 * size), round(2 * size)), width)
    else:
        t.draw_polygon(surface, colour, [(x, y - size), (x + size, y + size * 0.8),
                                         (x - size, y + size * 0.8)], width)
