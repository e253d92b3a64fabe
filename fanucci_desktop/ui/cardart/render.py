"""Turn SVG text into pygame surfaces, and draw labels over them."""

from __future__ import annotations

import io

import pygame

from .compose import FaceSpec, Label
from .layout import CARD_W


def rasterise(svg: str | bytes, size: tuple[int, int]) -> pygame.Surface:
    """The SVG drawn at exactly ``size`` pixels (per-pixel alpha)."""
    data = svg.encode("utf-8") if isinstance(svg, str) else svg
    surface = pygame.image.load_sized_svg(io.BytesIO(data), size)
    got = surface.get_size()
    if got == size:
        return surface
    if 0 <= got[0] - size[0] <= 1 and 0 <= got[1] - size[1] <= 1:
        # the rasteriser rounded a side up: the extra row or column is empty
        return surface.subsurface((0, 0, *size)).copy()
    return pygame.transform.smoothscale(surface, size)  # another aspect ratio


class LabelPainter:
    """Draws :class:`Label` text with pygame's built-in font, one font
    object kept per pixel size."""

    def __init__(self) -> None:
        self._fonts: dict[int, pygame.font.Font] = {}

    def _font(self, px: int) -> pygame.font.Font:
        font = self._fonts.get(px)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            font = pygame.font.Font(None, px)
            font.set_bold(True)
            self._fonts[px] = font
        return font

    def paint(self, surface: pygame.Surface, label: Label, scale: float) -> None:
        """Draw ``label`` on ``surface``; ``scale`` is pixels per card unit.
        The text is fitted into the label's box, centred."""
        x, y, w, h = (v * scale for v in label.box)
        long_side, short_side = (h, w) if label.vertical else (w, h)
        px = max(6, int(short_side * 0.95))
        font = self._font(px)
        text = font.render(label.text, True, label.color)
        if text.get_width() > long_side:
            fit = max(5, int(px * long_side / text.get_width()))
            text = self._font(fit).render(label.text, True, label.color)
        if label.vertical:
            text = pygame.transform.rotate(text, 90)
        surface.blit(text, text.get_rect(center=(round(x + w / 2), round(y + h / 2))))


def render_face(spec: FaceSpec, size: tuple[int, int], painter: LabelPainter,
                paper: pygame.Surface) -> pygame.Surface:
    """A face spec drawn at ``size`` on a copy of ``paper`` (the blank card
    at that size)."""
    surface = paper.copy()
    surface.blit(rasterise(spec.svg, size), (0, 0))
    scale = size[0] / CARD_W
    for label in spec.labels:
        painter.paint(surface, label, scale)
    return surface
