"""Read the SVG parts under ``art/`` so the composer can place them.

A part is one SVG file; :class:`SvgPart` keeps its inner markup and its
view box. Element ids are prefixed with the part's name so that several
parts (each with its own gradients) can share one composed document.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from fanucci_desktop.resources import art_path

_ROOT_RE = re.compile(r"<svg\b([^>]*)>(.*)</svg>", re.S)
_VIEWBOX_RE = re.compile(r'viewBox="([-\d.\s]+)"')
_COMMENT_RE = re.compile(r"<!--.*?-->", re.S)


@dataclass(frozen=True)
class SvgPart:
    """The inside of one SVG file and its view box (x, y, width, height)."""

    name: str
    body: str
    box: tuple[float, float, float, float]

    def placed(self, x: float, y: float, width: float, height: float,
               recolor: dict[str, str] | None = None, rotate180: bool = False,
               extra: str = "") -> str:
        """This part as a ``<g>`` that fills the rectangle (x, y, width,
        height); ``recolor`` maps source colours to new ones; ``rotate180``
        turns it upside down about the rectangle's centre."""
        bx, by, bw, bh = self.box
        body = self.body
        for old, new in (recolor or {}).items():
            body = body.replace(old, new)
        sx, sy = width / bw, height / bh
        turn = (f"rotate(180 {x + width / 2:.2f} {y + height / 2:.2f}) "
                if rotate180 else "")
        return (f'<g {extra} transform="{turn}translate({x - bx * sx:.2f} {y - by * sy:.2f}) '
                f'scale({sx:.4f} {sy:.4f})">{body}</g>')


def parse_part(name: str, text: str) -> SvgPart:
    """Split an SVG document into an :class:`SvgPart`; ids get ``name-``."""
    match = _ROOT_RE.search(text)
    if match is None:
        raise ValueError(f"{name}: not an SVG document")
    attrs, body = match.groups()
    box_match = _VIEWBOX_RE.search(attrs)
    if box_match is None:
        raise ValueError(f"{name}: the root element needs a viewBox")
    box = tuple(float(v) for v in box_match.group(1).split())
    if len(box) != 4:
        raise ValueError(f"{name}: bad viewBox")
    body = _COMMENT_RE.sub("", body)
    prefix = re.sub(r"\W", "-", name)
    body = re.sub(r'id="([^"]+)"', rf'id="{prefix}-\1"', body)
    body = re.sub(r"url\(#([^)]+)\)", rf"url(#{prefix}-\1)", body)
    return SvgPart(name, body.strip(), box)  # type: ignore[arg-type]


class ArtSources:
    """Loads parts from an art folder (``art/`` of the app by default) and
    keeps each one after its first use."""

    def __init__(self, root: Path | None = None) -> None:
        self._root = root if root is not None else art_path()
        self._parts: dict[str, SvgPart] = {}

    @property
    def root(self) -> Path:
        return self._root

    def part(self, relative: str) -> SvgPart:
        """The part at ``art/<relative>.svg`` (e.g. ``suits/fanucci/bugs``)."""
        cached = self._parts.get(relative)
        if cached is None:
            path = self._root / f"{relative}.svg"
            cached = parse_part(relative, path.read_text(encoding="utf-8"))
            self._parts[relative] = cached
        return cached

    def text(self, relative: str) -> bytes:
        """The raw bytes of ``art/<relative>.svg`` (for whole pictures)."""
        return (self._root / f"{relative}.svg").read_bytes()
