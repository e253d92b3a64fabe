"""Where a picture's strokes changed: :class:`Ink`.

Everything a table draws besides its card sprites (plates, words, pile
labels, highlights, buttons, the felt itself) is drawn with the theme's
drawing methods (:meth:`.Theme.blit`, :meth:`.Theme.draw_rect`,
:meth:`.Theme.blit_text` and the rest). While an :class:`Ink` listens to the
theme (:attr:`.Theme.ink`), each of them notes its stroke on the window:
where it can touch pixels (its bounds) and what decides those pixels (its
key: the image, colour, shape and place). Strokes are noted whatever the
surface's clip, so a pass drawn with nothing to show lists the strokes of
the whole picture.

Two pictures' strokes compared (:func:`changed`) give where the one differs
from the other: the bounds of every stroke drawn in one and not the other.
A frame after a move or a change of turn draws again only there
(:mod:`.tables.frame.redraw`), instead of the whole window, and draws there by
replaying the strokes (:func:`replay`), card sprites' too, instead of
running the table's drawing code once for each rectangle.

A stroke on a surface of its own (a layer made to be blitted later) is not
noted: the blit that puts the layer on the window is, keyed by the layer
itself. So a layer must not be drawn again in place with other pixels while
it is kept (a cache gives a new layer for a new look).
"""

from __future__ import annotations

from collections import Counter

import pygame

#: One stroke: its bounds on the window (x, y, w, h) and what decides its
#: pixels, its key: an image put down, ``("blit" or "card", image, position,
#: area, alpha, flags)``, or a shape drawn, ``(pygame.draw function, its
#: arguments after the surface...)``.
Stroke = tuple[tuple[int, int, int, int], tuple]


class Ink:
    """The strokes drawn on ``target`` (the window) while it listens, in order."""

    def __init__(self, target: pygame.Surface) -> None:
        self.target = target
        self.strokes: list[Stroke] = []
        #: False once a stroke was drawn on a part of the target (a
        #: subsurface): its key's places are the part's, so the strokes do
        #: not :func:`replay` on the target.
        self.replayable = True

    def note(self, surface: pygame.Surface, bounds: pygame.Rect, key: tuple) -> None:
        """A stroke drawn on ``surface`` within ``bounds`` (in ``surface``'s
        coordinates), its pixels decided by ``key``; kept when ``surface``
        is the target or a part of it."""
        if surface is not self.target:
            if surface.get_abs_parent() is not self.target:
                return
            bounds = bounds.move(surface.get_abs_offset())
            self.replayable = False
        self.strokes.append(((bounds.x, bounds.y, bounds.w, bounds.h), key))


def changed(before: list[Stroke], now: list[Stroke]) -> list[pygame.Rect]:
    """The bounds of the strokes in one picture and not in the other (a
    stroke drawn twice in one and once in the other counts too), cards'
    strokes aside: cards are followed sprite by sprite (:mod:`.tables.frame.redraw`)."""
    count = Counter(stroke for stroke in before if stroke[1][0] != "card")
    count.subtract(stroke for stroke in now if stroke[1][0] != "card")
    return [pygame.Rect(bounds) for (bounds, _), n in count.items() if n]


def replay(strokes: list[Stroke], surface: pygame.Surface) -> None:
    """Draw ``strokes`` again on ``surface`` (the target they were noted
    on, see :attr:`Ink.replayable`), in order, those that touch its clip
    only: the picture they were noted from, without running the code that
    drew it."""
    clip = surface.get_clip()
    for bounds, key in strokes:
        if not clip.colliderect(bounds):
            continue
        if key[0] in ("blit", "card"):
            _, img, pos, area, alpha, flags = key
            was = img.get_alpha()
            if was != alpha:
                img.set_alpha(alpha)
            surface.blit(img, pos, area, flags)
            if was != alpha:
                img.set_alpha(was)
        else:
            key[0](surface, *key[1:])           # the drawing call itself (Theme._stroke)


def color_key(color) -> tuple:
    """A colour as a value (a pygame.Color is not hashable)."""
    return tuple(color)


def points_bounds(points, width: int) -> pygame.Rect:
    """Bounds of a shape through ``points`` drawn ``width`` pixels wide (0: filled)."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    pad = max(1, width) + 1
    x0, y0 = int(min(xs)) - pad, int(min(ys)) - pad
    return pygame.Rect(x0, y0, int(max(xs)) + pad + 1 - x0, int(max(ys)) + pad + 1 - y0)
