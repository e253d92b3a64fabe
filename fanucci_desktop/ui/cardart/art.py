"""CardArt: every picture of the game (faces, backs, suits, badges, table,
icon) drawn from the SVG parts under ``art/`` at the size asked for."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Callable, Iterable

import pygame

from fanucci_desktop.engine.cards import (
    FANUCCI_SUIT_COLOR, FANUCCI_SUITS, STANDARD_SUIT_NAMES, Card, Color,
)

from . import palette as P
from .compose import PAPER_SVG, FaceStyle, face_spec
from .layout import CARD_ASPECT
from .render import LabelPainter, rasterise, render_face
from .sources import ArtSources
from ..surface_cache import SurfaceLRU


#: Default memory budget of a CardArt's cache, in MB of pixels: what a table
#: shows at 3840x2160 (about 15 MB of faces) twice over, a whole deck at
#: every width of a 1280x800 table. Tables warm only what is on screen.
CACHE_MB = 32


class CardArt:
    """Renders card art at any size and caches the results per size, the
    least recently used dropped once they pass ``cache_mb`` MB of pixels (a
    window resized through many sizes would otherwise keep a table felt and
    a deck of faces for every size it ever had). Safe to call from a
    background thread as well as the frame loop.

    ``color_badges`` shows the colour badge on Fanucci faces; ``four_color``
    colours standard clubs green and diamonds blue; ``back`` names a back
    from :meth:`back_names` (None or an unknown name, say from old settings,
    gives the first); ``trump_name`` names a trump card as the player reads
    it (None: its English name), asked each time a trump's face is wanted,
    so a name that changes (another language) is drawn from then on: a
    trump's face is kept by the name printed on it, and no other face
    depends on the name. Instances share nothing. Once a display mode is set,
    surfaces are converted to its pixel format for fast blits. An image one
    thread is making is never made again by another: that one waits for it
    (a frame asking for a face the art warmer is drawing gets it sooner).
    """

    def __init__(self, color_badges: bool = True, four_color: bool = False,
                 back: str | None = None, art_root: Path | None = None,
                 cache_mb: float = CACHE_MB,
                 trump_name: Callable[[Card], str] | None = None) -> None:
        self._src = ArtSources(art_root)
        self._trump_name = trump_name
        self._style = FaceStyle(color_badges=color_badges, four_color=four_color)
        names = self.back_names()
        if not names:
            raise FileNotFoundError(f"no card art under {self._src.root}")
        self._back = back if back in names else names[0]
        self._painter = LabelPainter()
        self._cache = SurfaceLRU(1 << 30, int(cache_mb * 1024 * 1024))
        self._lock = threading.Lock()
        #: The images being made now, each with the event set once it is kept.
        self._making: dict[tuple, threading.Event] = {}
        #: Window-sized felts: the last two sizes asked for (the window and
        #: the Settings preview), outside the budget of card images so that
        #: resizing never fills it with felts of sizes gone.
        self._felts = SurfaceLRU(2, 64 * 1024 * 1024)

    # -- sizes ----------------------------------------------------------
    @staticmethod
    def card_size(width: int) -> tuple[int, int]:
        """(width, height) in pixels of a card ``width`` pixels wide."""
        if width < 1:
            raise ValueError(f"card width must be positive, not {width}")
        return width, max(1, round(width * CARD_ASPECT))

    def _cached(self, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        with self._lock:
            surface = self._cache.get(key)
            if surface is not None:
                return surface
            other = self._making.get(key)
            if other is None:
                self._making[key] = threading.Event()
        if other is not None:
            other.wait()                      # another thread is making it
            with self._lock:
                surface = self._cache.get(key)
            # None only if making it failed there: then it fails here too
            return surface if surface is not None else self._cached(key, make)
        try:
            surface = make()
            if pygame.display.get_surface() is not None:
                surface = surface.convert_alpha()
            with self._lock:
                self._cache[key] = surface
        finally:
            with self._lock:
                self._making.pop(key).set()
        return surface

    @property
    def cache_bytes(self) -> int:
        """Bytes of pixels held by the cache (never above the budget but for
        one surface larger than the whole budget)."""
        return self._cache.bytes

    @property
    def felt_bytes(self) -> int:
        """Bytes of pixels held by the felts kept (:meth:`table`)."""
        with self._lock:
            return self._felts.bytes

    def drop_unused(self, idle_s: float) -> None:
        """Forget the images not used for ``idle_s`` seconds (a table left
        behind, card sizes no longer on screen)."""
        with self._lock:
            self._cache.drop_unused(idle_s)
            self._felts.drop_unused(idle_s)

    @property
    def back_name(self) -> str:
        """The name of the back in use."""
        return self._back

    # -- cards ----------------------------------------------------------
    def face(self, card: Card, width: int) -> pygame.Surface:
        """The face of ``card``, ``width`` pixels wide (height by CARD_ASPECT).
        The surface is shared from the cache: copy it before drawing on it."""
        size = self.card_size(width)
        name = self._printed_name(card)
        return self._cached(self._face_key(card, size, name), lambda: render_face(
            face_spec(card, self._src, self._style, name), size, self._painter, self._paper(size)))

    def has_face(self, card: Card, width: int) -> bool:
        """True when the face of ``card`` at ``width`` is in the cache."""
        key = self._face_key(card, self.card_size(width), self._printed_name(card))
        with self._lock:
            return key in self._cache

    def _printed_name(self, card: Card) -> str | None:
        """The name printed on ``card``: a trump's by ``trump_name`` (None:
        its English name, as for every other card)."""
        return self._trump_name(card) if card.is_trump and self._trump_name is not None else None

    @staticmethod
    def _face_key(card: Card, size: tuple[int, int], name: str | None) -> tuple:
        """How the face of ``card`` at ``size`` printed with ``name`` is kept."""
        return ("face", card, size) if name is None else ("face", card, size, name)

    def _paper(self, size: tuple[int, int]) -> pygame.Surface:
        return self._cached(("paper", size), lambda: rasterise(PAPER_SVG, size))

    def back(self, width: int) -> pygame.Surface:
        """The chosen card back, ``width`` pixels wide."""
        size = self.card_size(width)
        return self._cached(("back", self._back, size),
                            lambda: rasterise(self._src.text(f"backs/{self._back}"), size))

    def back_names(self) -> list[str]:
        """The names of the card backs, in a fixed order."""
        return sorted(p.stem for p in (self._src.root / "backs").glob("*.svg"))

    # -- symbols --------------------------------------------------------
    def suit_icon(self, suit: str, size: int) -> pygame.Surface:
        """A Fanucci suit pictogram in its colour (``"Bugs"``), or a
        standard suit (``"S"``, ``"H"``, ``"D"``, ``"C"``), ``size`` square."""
        if suit in FANUCCI_SUITS:
            part = self._src.part(f"suits/fanucci/{suit.lower()}")
            hue = P.FANUCCI_HUES[FANUCCI_SUIT_COLOR[suit].value]
        elif suit in STANDARD_SUIT_NAMES:
            part = self._src.part(f"suits/standard/{STANDARD_SUIT_NAMES[suit].lower()}")
            hues = P.FOUR_COLOR_HUES if self._style.four_color else P.STANDARD_HUES
            hue = hues[suit]
        else:
            raise ValueError(f"unknown suit {suit!r}")
        return self._cached(("suit", suit, size), lambda: rasterise(
            _square_svg(part.placed(0, 0, 100, 100, {P.SOURCE_INK: hue.ink})), (size, size)))

    def badge(self, color: Color | str, size: int) -> pygame.Surface:
        """The colour badge of a Fanucci colour, ``size`` square."""
        name = Color(color).value
        return self._cached(("badge", name, size), lambda: rasterise(
            self._src.text(f"badges/{name}"), (size, size)))

    # -- table and icon ---------------------------------------------------
    def table_colors(self) -> list[str]:
        """The felt colours :meth:`table` accepts."""
        return list(P.TABLE_FELTS)

    def table(self, size: tuple[int, int], color: str = "green") -> pygame.Surface:
        """The table surface, ``size`` pixels, in one of :meth:`table_colors`
        (an unknown colour, say from old settings, gives the first). The felt
        is cropped to the window's shape, never stretched. It is opaque: once
        a display mode is set it comes in the display's format without alpha,
        so drawing it each frame is a plain copy."""
        w, h = size
        if w < 1 or h < 1:
            raise ValueError(f"bad table size {size}")
        color = self._felt_key(size, color)[0]
        centre, edge = P.TABLE_FELTS[color]

        def make() -> pygame.Surface:
            part = self._src.part("table")
            bx, by, bw, bh = part.box
            if w / h > bw / bh:
                vw, vh = bw, bw * h / w
            else:
                vw, vh = bh * w / h, bh
            box = f"{bx + (bw - vw) / 2:.2f} {by + (bh - vh) / 2:.2f} {vw:.2f} {vh:.2f}"
            body = part.body.replace(P.FELT_CENTRE, centre).replace(P.FELT_EDGE, edge)
            return rasterise('<svg xmlns="http://www.w3.org/2000/svg" '
                             f'viewBox="{box}" width="{w}" height="{h}">{body}</svg>', (w, h))
        key = self._felt_key(size, color)
        with self._lock:
            felt = self._felts.get(key)
        if felt is None:
            felt = make()
            if pygame.display.get_surface() is not None:
                felt = felt.convert()
            with self._lock:
                self._felts[key] = felt
        return felt

    def take_table(self, size: tuple[int, int], color: str = "green") -> pygame.Surface:
        """The table surface as :meth:`table` gives it, no longer kept here:
        the caller's own to draw on. A table that bakes its own felt from it
        so holds one window-sized felt, not two (32 MB at 3840x2160)."""
        felt = self.table(size, color)
        key = self._felt_key(size, color)
        with self._lock:
            self._felts.drop_if(lambda kept: kept == key)
        return felt

    def _felt_key(self, size: tuple[int, int], color: str) -> tuple[str, tuple[int, int]]:
        """How a felt is kept: its colour (an unknown one is the first) and size."""
        return (color if color in P.TABLE_FELTS else self.table_colors()[0]), (size[0], size[1])

    def icon(self, size: int) -> pygame.Surface:
        """The app icon, ``size`` square."""
        return self._cached(("icon", size), lambda: rasterise(self._src.text("icon"), (size, size)))

    # -- sheets -----------------------------------------------------------
    def gallery(self, cards: Iterable[Card], width: int, columns: int,
                background: tuple[int, int, int] = (34, 86, 58)) -> pygame.Surface:
        """A sheet of ``cards`` faces, ``width`` pixels each, in ``columns``."""
        cards = list(cards)
        if columns < 1:
            raise ValueError("columns must be at least 1")
        cw, ch = self.card_size(width)
        gap = max(4, width // 12)
        rows = max(1, -(-len(cards) // columns))
        sheet = pygame.Surface((gap + columns * (cw + gap), gap + rows * (ch + gap)))
        sheet.fill(background)
        for i, card in enumerate(cards):
            row, col = divmod(i, columns)
            sheet.blit(self.face(card, width), (gap + col * (cw + gap), gap + row * (ch + gap)))
        return sheet


def _square_svg(body: str) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" '
            f'width="100" height="100">{body}</svg>')


def _pixel_bytes(surface: pygame.Surface) -> int:
    w, h = surface.get_size()
    return w * h * surface.get_bytesize()
