"""Colours, type scale and drawing helpers shared by every scene.

Everything is sized from ``unit`` (one design pixel at 1280x800, scaled with
the window), so the layout follows the window size. Rendered text, panels and
shadows are cached per :class:`Theme` instance (one per app), never globally,
in caches bounded by bytes; whatever depends on the window size is kept for
the current size only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from collections import OrderedDict
from typing import Callable, Sequence, TypeVar

import pygame

from ..i18n import N_
from .ink import Ink, Stroke, color_key, points_bounds, replay
from .line_fill import fill_lines
from .memory import tune_allocator
from .surface_cache import SurfaceLRU

# Palette ------------------------------------------------------------------
BG_TOP = (22, 30, 44)
BG_BOTTOM = (10, 14, 22)
PANEL = (30, 39, 54)
PANEL_HI = (40, 52, 71)
PANEL_EDGE = (64, 80, 104)
TEXT = (241, 236, 226)
MUTED = (160, 172, 190)
FAINT = (104, 116, 136)
ACCENT = (232, 184, 74)
ACCENT_DARK = (176, 130, 36)
ACCENT_TEXT = (34, 24, 6)
GOOD = (110, 200, 140)
BAD = (230, 110, 100)
#: The message line when it says why something was refused.
REFUSAL = (255, 170, 150)
#: A hint: the message line saying it and the glow on its cards.
HINT = (120, 220, 255)
#: A mark on a card or meld the player may act on now (take it, lay off on
#: it): a pink far in hue from every suit's colour, so it never reads as one;
#: its words say "pink" (:data:`MARK_WORD`).
MARK = (240, 104, 224)
MARK_WORD = N_("pink")
SEAT_COLORS = ((232, 184, 74), (104, 170, 240), (230, 110, 100), (120, 200, 150),
               (190, 140, 230), (240, 150, 80), (90, 210, 210), (220, 200, 120))

DESIGN_SIZE = (1280, 800)
MIN_SIZE = (960, 600)

# Type scale: a font's em in design pixels (window pixels at 1280x800).
TITLE, HEADING, SUBHEADING, BODY, SMALL, TINY = 58, 31, 24, 19, 15, 12
#: No text is drawn with an em under this many window pixels, however small
#: the window: below 1280x800 the smallest sizes stop shrinking.
MIN_TEXT_PX = 12
#: How many text widths :meth:`Theme.width` keeps (a frame measures a few hundred).
WIDTHS_KEPT = 2048


@dataclass(frozen=True)
class TextKey:
    text: str
    size: int
    color: tuple[int, int, int]
    bold: bool


@dataclass(frozen=True)
class DrawnText:
    """One text as drawn (see :attr:`Theme.drawn`): what it says in full,
    its em in window pixels, where it went, and the box it had to fit
    (None: it had no box; ``bounds`` is then the surface drawn on);
    ``shortened`` when it was cut to fit its box."""

    text: str
    px: int
    rect: pygame.Rect | None
    box: pygame.Rect | None
    bounds: pygame.Rect | None
    shortened: bool = False


@dataclass(frozen=True)
class Cut:
    """A text shortened by :meth:`Theme.fit` for its caller to place, with
    no way to see its full form (see :attr:`Theme.drawn`)."""

    text: str


@dataclass(frozen=True)
class Cover:
    """A panel (or an overlay's veil) drawn over whatever was drawn before
    it in ``rect`` (see :attr:`Theme.drawn`)."""

    rect: pygame.Rect



T = TypeVar("T")

#: How many drawings :meth:`Theme.kept` keeps the strokes of.
KEPT_DRAWINGS = 256


class Theme:
    """Sizes and caches for one window size; :meth:`resize` on every resize."""

    def __init__(self, size: tuple[int, int]) -> None:
        tune_allocator()        # one Theme per app: set up the allocator for long sessions
        self.size = size
        self.unit = 1.0
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        #: Rendered lines by :class:`TextKey`, for the current scale.
        self.text_cache = SurfaceLRU(400, 12 * 1024 * 1024)
        #: Text widths by (text, size, bold) at the current scale, oldest first (:meth:`width`).
        self._widths: dict[tuple[str, int, bool], int] = {}
        #: Blurred shadows by (w, h, radius, blur, alpha), for the current size.
        self.shadow_cache = SurfaceLRU(128, 32 * 1024 * 1024)
        #: Translucent panel bodies by (size, colour, alpha, radius), and other
        #: translucent layers drawn every frame, by what makes them; for the
        #: current size. Kept, the same layer is the same stroke (see :mod:`.ink`).
        self.layer_cache = SurfaceLRU(32, 8 * 1024 * 1024)
        #: The strokes of drawings on the window by what decides them, with
        #: the texts they cut and what they returned (:meth:`kept`), least
        #: recently drawn first; for the current size.
        self.kept_drawings: OrderedDict[tuple, tuple[list[Stroke], list[tuple[pygame.Rect, str]], object]] = \
            OrderedDict()
        #: Whether the frame being drawn drew the menu backdrop (or shows a
        #: layer it was drawn on: :mod:`.cross_fade`), and whether it draws
        #: the whole window (the app sets it once it knows; see :meth:`begin_frame`).
        self.backdrop_drawn = False
        self.whole_frame = False
        #: The menu backdrop by window size: the current size only.
        self.background_cache = SurfaceLRU(1, 1)
        #: Texts cut to fit their box in the frame being drawn, with their
        #: full form: (where on the window, full text), for the hover tip.
        self.cut: list[tuple[pygame.Rect, str]] = []
        #: When a list (tests and checks set it), every text drawn is added,
        #: every panel or veil that covers what was drawn before it, and
        #: every text :meth:`fit` shortened.
        self.drawn: list[DrawnText | Cover | Cut] | None = None
        #: The phrases :meth:`wrap` keeps on one line where they fit: the
        #: cards' names in the language spoken (the app sets it; None: none).
        self.whole: re.Pattern[str] | None = None
        #: When set, every stroke drawn on its window with the drawing
        #: methods below is noted there (see :mod:`.ink`).
        self.ink: Ink | None = None
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        """Adopt a new window size; text and fonts at the old scale, and
        shadows, panel layers and the backdrop made for the old size, are
        dropped, since none of them is drawn again."""
        new = (max(1, size[0]), max(1, size[1]))
        unit = min(new[0] / DESIGN_SIZE[0], new[1] / DESIGN_SIZE[1])
        if unit != self.unit:
            self.text_cache.clear()
            self._fonts.clear()
            self._widths.clear()
        if new != self.size:
            self.shadow_cache.clear()
            self.layer_cache.clear()
            self.kept_drawings.clear()
            self.background_cache.clear()
        self.size = new
        self.unit = unit

    def drop_unused(self, idle_s: float) -> None:
        """Forget rendered text, shadows and panel layers not drawn for
        ``idle_s`` seconds (those of a scene left behind), and every kept
        drawing (:meth:`kept`: they hold their texts and layers)."""
        self.kept_drawings.clear()
        self.text_cache.drop_unused(idle_s)
        self.shadow_cache.drop_unused(idle_s)
        self.layer_cache.drop_unused(idle_s)

    def px(self, design: float) -> int:
        """A design length in window pixels (at least 1)."""
        return max(1, round(design * self.unit))

    # Text -------------------------------------------------------------------
    def text_px(self, size: int) -> int:
        """The em in window pixels of text of ``size`` design pixels: scaled
        with the window, never under :data:`MIN_TEXT_PX`."""
        return max(MIN_TEXT_PX, round(size * self.unit))

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The bundled default font at ``size`` design pixels (see :meth:`text_px`)."""
        px = self.text_px(size)
        key = (px, bold)
        if key not in self._fonts:
            f = pygame.font.Font(None, px)
            f.point_size = px           # the default font is otherwise scaled down by pygame
            f.bold = bold
            self._fonts[key] = f
        return self._fonts[key]

    def begin_frame(self) -> None:
        """Forget the texts cut in the last frame (the app calls it before
        drawing a frame), and the menu backdrop when the last frame drew the
        whole window (:attr:`whole_frame`) without it: a window-sized image
        is kept only while it is on screen (at a table it would be 32 MB of
        a 3840x2160 window for nothing). A frame drawn in part, or not at
        all (a table preparing shows the last picture), keeps it, so the
        next frame drawn whole finds it made."""
        self.cut.clear()
        if self.whole_frame and not self.backdrop_drawn:
            self.background_cache.clear()
        self.backdrop_drawn = False
        self.whole_frame = False

    def _render_text(self, key: TextKey) -> pygame.Surface:
        font = self.font(key.size, key.bold)
        if "∞" not in key.text:
            return font.render(key.text, True, key.color)
        return self._render_with_infinity(font, key)

    def _render_with_infinity(self, font: pygame.font.Font, key: TextKey) -> pygame.Surface:
        """The bundled font has no ∞: draw it as two loops as tall as the
        digits beside it (drawn four times larger and scaled down, so its
        edges are as smooth as the letters')."""
        pieces = key.text.split("∞")
        height = font.get_linesize()
        _, _, low, high, _ = font.metrics("8")[0]
        digit_h = max(3, high - low)
        glyph_h = round(digit_h * 0.78)
        glyph_w = round(glyph_h * 1.7)
        gap = max(1, round(font.size(" ")[0] * 0.25))
        parts = [font.render(p, True, key.color) if p else None for p in pieces]
        width = sum(p.get_width() for p in parts if p) + (glyph_w + 2 * gap) * (len(pieces) - 1)
        out = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
        glyph = self._infinity(glyph_w, glyph_h, key.color, key.bold)
        top = font.get_ascent() - high + (digit_h - glyph_h) // 2
        x = 0
        for i, part in enumerate(parts):
            if part is not None:
                out.blit(part, (x, 0))
                x += part.get_width()
            if i < len(parts) - 1:
                out.blit(glyph, (x + gap, top))
                x += glyph_w + 2 * gap
        return out

    @staticmethod
    def _infinity(w: int, h: int, color, bold: bool) -> pygame.Surface:
        """Two joined loops ``w`` x ``h`` pixels, stroked like the font."""
        k = 4
        big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
        stroke = max(k, round(h * k * (0.27 if bold else 0.19)))
        loop_w = (w * k + stroke) // 2
        for i in range(2):
            pygame.draw.ellipse(big, color, (i * (w * k - loop_w), 0, loop_w, h * k), stroke)
        return pygame.transform.smoothscale(big, (w, h))

    def text(self, text: str, size: int = BODY, color=TEXT, bold: bool = False) -> pygame.Surface:
        """A rendered line of text (cached). Placing it is the caller's:
        prefer :meth:`blit_text`, which also keeps it inside a box."""
        if self.drawn is not None:
            self.drawn.append(DrawnText(text, self.text_px(size), None, None, None))
        return self._image(text, size, color, bold)

    def _image(self, text: str, size: int, color, bold: bool) -> pygame.Surface:
        key = TextKey(text, size, tuple(color[:3]), bold)
        return self.text_cache.get_or_make(key, lambda: self._render_text(key))

    def blit_text(self, surface: pygame.Surface, text: str, pos: tuple[float, float],
                  size: int = BODY, color=TEXT, bold: bool = False, anchor: str = "topleft",
                  shadow: bool = False, alpha: int = 255,
                  box: pygame.Rect | None = None) -> pygame.Rect:
        """Draw a line of text placed by ``anchor`` (a pygame.Rect attribute).

        With a ``box`` (in ``surface``'s coordinates) the text never gets
        wider than the box: it is cut with an ellipsis, and its full form is
        shown when the pointer rests on it (see :attr:`cut`)."""
        full = text
        if box is not None:
            text = self._shorten(text, box.w, size, bold)
        img = self._image(text, size, color, bold)
        rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        if box is not None and rect.w <= box.w:
            rect.x = min(max(rect.x, box.x), box.right - rect.w)
        if text != full and surface.get_abs_parent() is pygame.display.get_surface():
            self.cut.append((rect.move(surface.get_abs_offset()), full))   # a part of the window too
        if self.drawn is not None:
            self.drawn.append(DrawnText(full, self.text_px(size), rect.copy(),
                                        None if box is None else box.copy(), surface.get_rect(),
                                        text != full))
        if shadow:
            sh = self._image(text, size, (0, 0, 0), bold)
            sh.set_alpha(110 * alpha // 255)
            off = max(1, self.px(2))
            self.blit(surface, sh, rect.move(0, off))
            sh.set_alpha(255)
        if alpha < 255:
            img.set_alpha(alpha)
            self.blit(surface, img, rect)
            img.set_alpha(255)
        else:
            self.blit(surface, img, rect)
        return rect

    def width(self, text: str, size: int = BODY, bold: bool = False) -> int:
        """How wide ``text`` is drawn, in pixels (an ∞, which the font lacks,
        as drawn); measured once at this scale (the last :data:`WIDTHS_KEPT`
        measures are kept: a frame asks for the same ones again)."""
        key = (text, size, bold)
        known = self._widths.get(key)
        if known is not None:
            return known
        if "∞" not in text:
            known = self.font(size, bold).size(text)[0]
        else:
            known = self._image(text, size, TEXT, bold).get_width()
        self._widths[key] = known
        if len(self._widths) > WIDTHS_KEPT:
            del self._widths[next(iter(self._widths))]        # the oldest measure
        return known

    def wrap(self, text: str, width: int, size: int = BODY, bold: bool = False,
             most: int | None = None) -> list[str]:
        """Split ``text`` into lines no wider than ``width`` pixels, between
        words; a phrase :attr:`whole` finds (a card's name) stays on one line
        where it fits on one, and, with ``most``, where the text still takes
        at most ``most`` lines so."""
        lines = self._wrap(text, width, size, bold, True)
        if most is not None and len(lines) > most:
            return self._wrap(text, width, size, bold, False)
        return lines

    def _wrap(self, text: str, width: int, size: int, bold: bool, keep: bool) -> list[str]:
        """:meth:`wrap`, keeping :attr:`whole`'s phrases on one line or not (``keep``)."""
        def measure(line: str) -> int:
            return self.width(line, size, bold)

        lines: list[str] = []
        for para in text.split("\n"):
            units = self._units(para) if keep else para.split()
            lines += fill_lines([word for unit in units
                                 for word in (unit.split() if measure(unit) > width else [unit])],
                                width, measure)
        return lines

    def _units(self, para: str) -> list[str]:
        """The words of ``para``, each phrase :attr:`whole` finds as one
        (its words joined by single spaces, with what clings to them)."""
        words = list(re.finditer(r"\S+", para))
        if self.whole is None or len(words) < 2:
            return [w.group() for w in words]
        group = [-1] * len(words)
        for n, found in enumerate(self.whole.finditer(para)):
            for i, w in enumerate(words):
                if w.start() < found.end() and w.end() > found.start():
                    group[i] = n
        units: list[str] = []
        for i, w in enumerate(words):
            if i and group[i] >= 0 and group[i] == group[i - 1]:
                units[-1] += " " + w.group()
            else:
                units.append(w.group())
        return units

    def lines_in(self, text: str, width: int, size: int, most: int) -> list[str]:
        """Bold ``text`` in the lines it is drawn on in ``width`` pixels: one
        when it fits, else as wrapped when at most ``most`` lines fit, else
        one (to be cut when drawn, with a box)."""
        if self.width(text, size, True) <= width:
            return [text]
        lines = self.wrap(text, width, size, True, most)
        return lines if len(lines) <= most and all(self.width(x, size, True) <= width for x in lines) else [text]

    def first_fitting(self, texts: Sequence[str], width: int, size: int = BODY,
                      bold: bool = False) -> str:
        """The first of ``texts`` (longest form first) that fits ``width``
        pixels, else the last one (draw it with a box: it is cut there)."""
        for text in texts:
            if self.width(text, size, bold) <= width:
                return text
        return texts[-1]

    def fit(self, text: str, width: int, size: int = BODY, bold: bool = False) -> str:
        """``text`` shortened with an ellipsis to fit ``width`` pixels: at a
        word's end when a word or more is left, else letter by letter.
        Nobody can read what was cut: prefer :meth:`blit_text` with a box."""
        shown = self._shorten(text, width, size, bold)
        if shown != text and self.drawn is not None:
            self.drawn.append(Cut(text))
        return shown

    def _shorten(self, text: str, width: int, size: int, bold: bool) -> str:
        if self.width(text, size, bold) <= width:
            return text
        words = text.split(" ")
        while len(words) > 1:
            words.pop()
            shown = " ".join(words).rstrip(" ,;:·-") + "…"
            if self.width(shown, size, bold) <= width:
                return shown
        while text and self.width(text + "…", size, bold) > width:
            text = text[:-1]
        return text.rstrip() + "…"

    # Panels and shadows -------------------------------------------------------
    def _render_shadow(self, w: int, h: int, radius: int, blur: int, alpha: int) -> pygame.Surface:
        """A blurred rounded rectangle, blurred at a quarter size and scaled
        up (soft shadows lose nothing, and it is many times faster)."""
        pad = blur * 2
        full = (w + pad * 2, h + pad * 2)
        k = 4 if blur >= 4 else 1
        small = pygame.Surface((max(1, full[0] // k), max(1, full[1] // k)), pygame.SRCALPHA)
        pygame.draw.rect(small, (0, 0, 0, alpha), (pad // k, pad // k, max(1, w // k), max(1, h // k)),
                         border_radius=max(0, radius // k))
        if blur > 0:
            small = pygame.transform.gaussian_blur(small, max(1, blur // k))
        return pygame.transform.smoothscale(small, full) if k > 1 else small

    @staticmethod
    def _render_layer(size: tuple[int, int], color, alpha: int, radius: int) -> pygame.Surface:
        """A translucent rounded rectangle of ``size``."""
        layer = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*color[:3], alpha), layer.get_rect(), border_radius=radius)
        return layer

    def shadow(self, surface: pygame.Surface, rect: pygame.Rect, radius: int | None = None,
               blur: float = 10, offset: float = 5, alpha: int = 120) -> None:
        """A soft drop shadow under ``rect``."""
        r = self.px(14) if radius is None else radius
        b = self.px(blur)
        img = self.shadow_cache.get_or_make((rect.w, rect.h, r, b, alpha),
                                            lambda: self._render_shadow(rect.w, rect.h, r, b, alpha))
        self.blit(surface, img, self.shadow_reach(rect, blur, offset))

    def shadow_reach(self, rect: pygame.Rect, blur: float = 10, offset: float = 5) -> pygame.Rect:
        """Where :meth:`shadow` under ``rect`` draws, with the same ``blur`` and ``offset``."""
        b = self.px(blur)
        return rect.inflate(b * 4, b * 4).move(0, self.px(offset))

    def panel(self, surface: pygame.Surface, rect: pygame.Rect, color=PANEL,
              edge=PANEL_EDGE, radius: float = 14, shadow: bool = True, alpha: int = 255,
              edge_width: float = 1) -> None:
        """A rounded panel with a soft shadow, a top highlight and a thin edge."""
        if self.drawn is not None and alpha >= 200:
            self.drawn.append(Cover(rect.copy()))
        r = self.px(radius)
        if shadow:
            self.shadow(surface, rect, r)
        if alpha < 255:
            self.blit(surface, self.layer_cache.get_or_make((rect.size, tuple(color[:3]), alpha, r),
                                                           lambda: self._render_layer(rect.size, color, alpha, r)),
                      rect)
        else:
            self.draw_rect(surface, color, rect, border_radius=r)
        if edge is not None:
            self.draw_rect(surface, edge, rect, max(1, self.px(edge_width)), border_radius=r)

    # Drawing, noted for the ink (see :mod:`.ink`) ------------------------
    def kept(self, surface: pygame.Surface, key: tuple, draw: Callable[[], T]) -> T:
        """``draw()``, which draws on ``surface`` with this theme's drawing
        methods and whose strokes are decided by ``key`` alone (with this
        theme's scale and :attr:`whole`), drawn once and then drawn again by
        replaying its strokes (:func:`.ink.replay`), without running it:
        a plate or a label a frame draws again and again costs a few blits.
        The texts it cut (:attr:`cut`) and what it returned (a rect is
        copied) come back too. Kept on the window only, only while texts
        are not checked (:attr:`drawn`), and the last :data:`KEPT_DRAWINGS`
        drawings only; a drawing with strokes on a part of the window is
        not kept."""
        if self.drawn is not None or surface is not pygame.display.get_surface():
            return draw()
        key = (self.unit, self.whole, *key)
        known = self.kept_drawings.get(key)
        outer = self.ink
        if known is not None:
            self.kept_drawings.move_to_end(key)
            strokes, cut, result = known
            if outer is not None:
                outer.strokes += strokes
            replay(strokes, surface)
            self.cut += [(rect.copy(), text) for rect, text in cut]
        else:
            ink = self.ink = Ink(surface)
            cut_from = len(self.cut)
            try:
                result = draw()
            finally:
                self.ink = outer
            if outer is not None:
                outer.strokes += ink.strokes
                outer.replayable = outer.replayable and ink.replayable
            if ink.replayable:
                self.kept_drawings[key] = (ink.strokes, [(rect.copy(), text) for rect, text in self.cut[cut_from:]],
                                           result.copy() if isinstance(result, pygame.Rect) else result)
                if len(self.kept_drawings) > KEPT_DRAWINGS:
                    self.kept_drawings.popitem(last=False)
        return result.copy() if isinstance(result, pygame.Rect) else result

    def blit(self, surface: pygame.Surface, img: pygame.Surface, dest,
             area: pygame.Rect | None = None, special_flags: int = 0, card: bool = False) -> pygame.Rect:
        """``surface.blit(img, dest, area, special_flags)``: ``dest`` is a
        position or a rect (its top-left); ``card``: a card sprite's image
        or shadow (see :func:`.ink.changed`)."""
        if self.ink is not None:
            pos = (dest[0], dest[1])
            size = img.get_size() if area is None else pygame.Rect(area).size
            self.ink.note(surface, pygame.Rect(pos, size).inflate(2, 2),
                          ("card" if card else "blit", img, pos, None if area is None else tuple(area),
                           img.get_alpha(), special_flags))
        return surface.blit(img, dest, area, special_flags)

    def _stroke(self, surface: pygame.Surface, bounds: Callable[[], pygame.Rect],
                draw: Callable[..., pygame.Rect], *args) -> pygame.Rect:
        """``draw(surface, *args)``, a ``pygame.draw`` function, noted while
        the ink listens as a stroke within ``bounds()`` keyed by the call
        itself, which :func:`.ink.replay` makes again."""
        if self.ink is not None:
            self.ink.note(surface, bounds(), (draw, *args))
        return draw(surface, *args)

    def draw_rect(self, surface: pygame.Surface, color, rect, width: int = 0,
                  border_radius: int = 0) -> pygame.Rect:
        """``pygame.draw.rect``: filled, or an edge ``width`` pixels wide."""
        r = pygame.Rect(rect)
        return self._stroke(surface, lambda: r.inflate(2 * width + 2, 2 * width + 2),
                            pygame.draw.rect, color_key(color), tuple(r), width, border_radius)

    def draw_circle(self, surface: pygame.Surface, color, center, radius: float,
                    width: int = 0) -> pygame.Rect:
        """``pygame.draw.circle``: filled, or a ring ``width`` pixels wide."""
        return self._stroke(surface, lambda: points_bounds([(center[0] - radius, center[1] - radius),
                                                            (center[0] + radius, center[1] + radius)], width),
                            pygame.draw.circle, color_key(color), tuple(center), radius, width)

    def draw_polygon(self, surface: pygame.Surface, color, points, width: int = 0) -> pygame.Rect:
        """``pygame.draw.polygon``: filled, or its edge ``width`` pixels wide."""
        corners = tuple(tuple(p) for p in points)
        return self._stroke(surface, lambda: points_bounds(corners, width),
                            pygame.draw.polygon, color_key(color), corners, width)

    def draw_line(self, surface: pygame.Surface, color, start, end, width: int = 1) -> pygame.Rect:
        """``pygame.draw.line``."""
        return self._stroke(surface, lambda: points_bounds((start, end), width),
                            pygame.draw.line, color_key(color), tuple(start), tuple(end), width)

    def draw_lines(self, surface: pygame.Surface, color, closed: bool, points,
                   width: int = 1) -> pygame.Rect:
        """``pygame.draw.lines``."""
        corners = tuple(tuple(p) for p in points)
        return self._stroke(surface, lambda: points_bounds(corners, width),
                            pygame.draw.lines, color_key(color), closed, corners, width)

    # Backgrounds ------------------------------------------------------------
    def _render_background(self, size: tuple[int, int]) -> pygame.Surface:
        """The backdrop at ``size``: drawn a sixteenth as large (the gradient
        and the glow are soft, and blurring is the dear part) and scaled up
        once, so that coming back to the menu, which draws it anew
        (:meth:`begin_frame`), costs little."""
        w, h = size
        sw, sh = max(1, w // 16), max(1, h // 16)
        strip = pygame.Surface((1, 64))
        for y in range(64):
            t = y / 63
            strip.set_at((0, y), tuple(round(a + (b - a) * t) for a, b in zip(BG_TOP, BG_BOTTOM)))
        small = pygame.transform.smoothscale(strip, (sw, sh))
        glow = pygame.Surface((sw, sh), pygame.SRCALPHA)
        pygame.draw.ellipse(glow, (70, 100, 150, 40), (sw * 0.1, -sh * 0.45, sw * 0.8, sh * 0.9))
        small.blit(pygame.transform.gaussian_blur(glow, 3), (0, 0))
        bg = pygame.transform.smoothscale(small, (w, h))
        return bg.convert() if pygame.display.get_surface() else bg

    def prepare_background(self) -> None:
        """Make the backdrop at the current size now, outside any frame (the
        app calls it before its first frame, which shows it: the menu, or a
        table preparing)."""
        self.background_cache.get_or_make(self.size, lambda: self._render_background(self.size))

    def background(self, surface: pygame.Surface) -> None:
        """The menu backdrop: a dark vertical gradient with a soft glow."""
        if self.drawn is not None:
            self.drawn.append(Cover(surface.get_rect()))
        self.backdrop_drawn = True
        size = surface.get_size()
        surface.blit(self.background_cache.get_or_make(size, lambda: self._render_background(size)), (0, 0))

    def dim(self, surface: pygame.Surface, alpha: int = 150) -> None:
        """Darken everything drawn so far (behind an overlay)."""
        if self.drawn is not None and alpha >= 100:
            self.drawn.append(Cover(surface.get_rect()))
        veil = pygame.Surface(surface.get_size())
        veil.fill((4, 6, 10))
        veil.set_alpha(alpha)
        surface.blit(veil, (0, 0))
