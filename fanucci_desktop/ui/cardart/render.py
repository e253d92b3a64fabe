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


#: The smallest font size, in pixels, a label shrinks to; text still too
#: long at it is narrowed to fit instead (a tiny card).
MIN_LABEL_PX = 5


class LabelPainter:
    """Draws :class:`Label` text with pygame's built-in font, one font
    object kept per pixel size. A label's text is always drawn whole, never
    cut: a text too long for its box is drawn smaller."""

    def __init__(self) -> None:
        self._fonts: dict[int, pygame.font.Font] = {}

    def font(self, px: int) -> pygame.font.Font:
        """The bold label font ``px`` pixels high."""
        font = self._fonts.get(px)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            font = pygame.font.Font(None, px)
            font.set_bold(True)
            self._fonts[px] = font
        return font

    @staticmethod
    def _sides(label: Label, scale: float) -> tuple[float, float]:
        """(along, across) the text: the box's sides in pixels."""
        _, _, w, h = (v * scale for v in label.box)
        return (h, w) if label.vertical else (w, h)

    def size_for(self, label: Label, scale: float) -> int:
        """The font size, in pixels, ``label`` is drawn at: as high as its
        box allows, smaller while its whole text is longer than the box
        (down to :data:`MIN_LABEL_PX`)."""
        along, across = self._sides(label, scale)
        px = max(MIN_LABEL_PX, int(across * 0.95))
        while px > MIN_LABEL_PX:
            width = self.font(px).size(label.text)[0]
            if width <= along:
                break
            px = max(MIN_LABEL_PX, min(px - 1, int(px * along / width)))
        return px

    def text_image(self, label: Label, scale: float) -> pygame.Surface:
        """``label``'s whole text as drawn (turned for a vertical label): no
        longer than its box, narrowed to it when even the smallest size is."""
        along, _ = self._sides(label, scale)
        text = self.font(self.size_for(label, scale)).render(label.text, True, label.color)
        if text.get_width() > along:
            text = pygame.transform.smoothscale(text, (max(1, int(along)), text.get_height()))
        return pygame.transform.rotate(text, 90) if label.vertical else text

    def paint(self, surface: pygame.Surface, label: Label, scale: float) -> None:
        """Draw ``label`` on ``surface``; ``scale`` is pixels per card unit.
        The text is fitted into the label's box (:meth:`text_image`), centred."""
        x, y, w, h = (v * scale for v in label.box)
        text = self.text_image(label, scale)
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
