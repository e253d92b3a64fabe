"""A table's baked felt: the card art's felt with what a table draws into
it once (zone backings, seat panels), baked band by band.

A new table bakes its felt in frames of its own before it is shown
(:mod:`..frame.readiness`): one band of rows a frame, each at most
:data:`BAKE_BAND_PX` pixels, so that no frame bakes a whole window's felt
(at 3840x2160 the whole bake took some 19 ms of one frame). A frame that
draws the felt before the bake is done finishes it at once, so the felt
drawn is always whole.
"""

from __future__ import annotations

from typing import Callable, Hashable

import pygame

from ...cardart import CardArt

#: The most pixels of the felt one band of the bake covers.
BAKE_BAND_PX = 1_200_000

#: Draws a table's own marks on the felt, keeping to the felt's clip.
Decorate = Callable[[pygame.Surface], None]


class BakedFelt:
    """One table's felt, baked for one key (the window's size, the felt's
    colour, the places drawn on it); a new key takes a new felt from the
    card art (:meth:`.CardArt.take_table`: the table then holds the only
    window-sized felt) and bakes it again."""

    def __init__(self, art: CardArt) -> None:
        self.art = art
        self.key: Hashable | None = None
        self.felt: pygame.Surface | None = None
        #: The rows of :attr:`felt` baked so far, from the top.
        self.rows = 0
        self._decorate: Decorate | None = None

    def begin(self, key: Hashable, size: tuple[int, int], color: str, decorate: Decorate) -> None:
        """Start baking for ``key`` (nothing when its felt is baked or under
        way): a fresh felt of ``size`` and ``color``, on which ``decorate``
        will draw band by band. ``decorate`` must keep to the felt's clip,
        as pygame's drawing does."""
        if key == self.key:
            return
        self.felt = None                # the old felt goes before the new one is made
        self.felt = self.art.take_table(size, color)
        self.key, self.rows, self._decorate = key, 0, decorate

    def done(self) -> bool:
        """True once the felt begun is baked whole."""
        return self.felt is not None and self.rows >= self.felt.get_height()

    def step(self) -> bool:
        """Bake the next band of rows (at most :data:`BAKE_BAND_PX` pixels);
        True once the felt is baked whole."""
        felt, decorate = self.felt, self._decorate
        if felt is None or decorate is None:
            raise RuntimeError("no felt begun")
        if not self.done():
            w, h = felt.get_size()
            band = pygame.Rect(0, self.rows, w, max(1, BAKE_BAND_PX // max(1, w)))
            felt.set_clip(band.clip(felt.get_rect()))
            try:
                decorate(felt)
            finally:
                felt.set_clip(None)
            self.rows = band.bottom
        return self.done()

    def whole(self, key: Hashable, size: tuple[int, int], color: str, decorate: Decorate) -> pygame.Surface:
        """The felt for ``key``, baked whole (what is left of its bake done now)."""
        self.begin(key, size, color, decorate)
        while not self.step():
            pass
        assert self.felt is not None
        return self.felt
