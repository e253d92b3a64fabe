"""Geometry of the Fortune Rummy table: pure arithmetic on window sizes.

The viewer's seat sits at the bottom: the hand along the bottom edge, the
action bar and message line above it, and above those a band with the
viewer's own melds. Every other seat gets a *pod* (a panel with its name,
card backs and its melds): up to three pods along the top; with four or
more opponents the outer ones go to a column on each side, clockwise from
the viewer's left. The stock and the discard pile sit in the middle, under
the top pods.

Nothing here draws or imports a table: :func:`geometry` returns rectangles
and :func:`pack_melds` places melds inside one; the table turns them into
card slots.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from ...cardart import CARD_ASPECT

#: Card scales (relative to the hand's card width). Few distinct scales keep
#: the face cache small.
MINE_SCALE = 0.6
POD_SCALE = 0.5
POD_SMALL = 0.4
#: Horizontal step between overlapped cards of a meld, in card widths: the
#: corner index stays readable; the tight step is used when space runs out.
STEP = 0.3
STEP_TIGHT = 0.2
#: Opponents on the (left, top, right) of the table, by their number.
SIDES: dict[int, tuple[int, int, int]] = {
    1: (0, 1, 0), 2: (0, 2, 0), 3: (0, 3, 0), 4: (1, 2, 1),
    5: (1, 3, 1), 6: (2, 2, 2), 7: (2, 3, 2),
}
#: Where the stock and the discard pile centre across their band, as a share
#: of its width from its left, when columns of pods at the sides narrow the
#: band: left of its middle, so that the open log keeps room for whole lines
#: right of the discard pile (in the middle, 8 seats at 960x600 left the
#: open log one wrapped line).
PILES_AT = 0.25


def card_width(size: tuple[int, int]) -> int:
    """Width of a hand card for a window of ``size``: small enough that the
    opponents, the piles and the viewer's melds fit above the hand."""
    w, h = size
    return max(40, round(min(w / 13.5, h * 0.158 / CARD_ASPECT)))


@dataclass(frozen=True)
class Geometry:
    """Where the parts of the table go (window pixels)."""

    card_w: int
    hand_center: tuple[float, float]
    hand_top: float
    mine: pygame.Rect
    piles: pygame.Rect
    pile_scale: float
    pods: dict[int, pygame.Rect]
    #: Side of the table of each pod: "left", "top" or "right".
    sides: dict[int, str]
    header_h: int
    #: Where the stock and the discard pile centre across ``piles`` (x):
    #: its middle, or left of it beside columns of pods (:data:`PILES_AT`).
    piles_cx: float


def geometry(size: tuple[int, int], unit: float, order: Sequence[int], keep_right: int = 0) -> Geometry:
    """The table's regions for a window of ``size`` (``unit`` is the theme's
    design-pixel factor) and the seats ``order`` clockwise from the viewer
    (``order[0]``, at the bottom). ``keep_right``: window pixels at the right
    end of the top row of seats kept free (a lesson's coach panel goes there)."""
    w, h = size

    def px(d: float) -> int:
        return max(1, round(d * unit))

    cw = card_width(size)
    ch = cw * CARD_ASPECT
    hand_cy = h - ch / 2 - px(8) - cw * 0.16     # room for the fan's arc and tilt
    hand_top = hand_cy - ch / 2 - cw * 0.3
    action_top = hand_top - px(44) - px(10) - px(34)
    mine_h = round(px(24) + MINE_SCALE * ch + px(10))
    mine = pygame.Rect(px(16), round(action_top - mine_h), w - px(32), mine_h)
    top, gap, margin = px(66), px(10), px(12)
    bottom = mine.top - gap
    header_h = px(46)
    others = list(order[1:])
    left_n, top_n, right_n = SIDES.get(len(others), (0, 0, 0))
    pods: dict[int, pygame.Rect] = {}
    sides: dict[int, str] = {}
    side_w = round(w * 0.2) if left_n else 0
    x0 = margin + (side_w + gap if left_n else 0)
    x1 = w - margin - (side_w + gap if right_n else 0)
    if left_n:
        most = header_h + 3 * (POD_SCALE * ch + px(8)) + px(8)
        col_h = min(most, (bottom - top - gap * (left_n - 1)) / left_n)
        for i in range(left_n):  # clockwise from the viewer: bottom of the column first
            seat = others[i]
            y = top + (left_n - 1 - i) * (col_h + gap)
            pods[seat] = pygame.Rect(margin, round(y), side_w, round(col_h))
            sides[seat] = "left"
        for i in range(right_n):
            seat = others[left_n + top_n + i]
            y = top + i * (col_h + gap)
            pods[seat] = pygame.Rect(w - margin - side_w, round(y), side_w, round(col_h))
            sides[seat] = "right"
    pile_h = ch * 0.8 + px(40)
    pod_h = min(bottom - top - gap - pile_h, header_h + 2 * (POD_SCALE * ch + px(6)) + px(10))
    span = x1 - x0 - (keep_right + gap if keep_right else 0)
    pod_w = (span - gap * (top_n - 1)) / max(1, top_n)      # the row of seats spans the table
    start = x0 + (span - (pod_w * top_n + gap * (top_n - 1))) / 2
    for i in range(top_n):
        seat = others[left_n + i]
        pods[seat] = pygame.Rect(round(start + i * (pod_w + gap)), top, round(pod_w), round(pod_h))
        sides[seat] = "top"
    piles_top = top + (pod_h + gap if top_n else 0)
    piles = pygame.Rect(round(x0), round(piles_top), round(x1 - x0), round(bottom - piles_top))
    room = (piles.h - px(40)) / ch
    pile_scale = 1.0 if room >= 1.0 else (0.8 if room >= 0.8 else MINE_SCALE)
    piles_cx = piles.x + piles.w * PILES_AT if left_n else piles.centerx
    return Geometry(cw, (w / 2, hand_cy), hand_top, mine, piles, pile_scale, pods, sides,
                    header_h, piles_cx)


@dataclass(frozen=True)
class MeldPlace:
    """Where one meld goes: its first card's centre, the card scale and the
    step between its cards (pixels)."""

    x: float
    y: float
    scale: float
    step: float

    def rect(self, cards: int, card_w: int) -> pygame.Rect:
        """The meld's bounding box for ``cards`` cards."""
        cw = card_w * self.scale
        ch = cw * CARD_ASPECT
        width = cw + self.step * max(0, cards - 1)
        return pygame.Rect(round(self.x - cw / 2), round(self.y - ch / 2), round(width), round(ch))


def flow(area: pygame.Rect, lengths: Sequence[int], card_w: int, scale: float, step: float,
          gap: float) -> list[MeldPlace] | None:
    """Melds left to right in rows, wrapping; None if they do not fit."""
    cw = card_w * scale
    ch = cw * CARD_ASPECT
    places: list[MeldPlace] = []
    x, y = float(area.left), float(area.top)
    for n in lengths:
        width = cw + step * cw * max(0, n - 1)
        if x > area.left and x + width > area.right:
            x, y = float(area.left), y + ch + gap
        if width > area.w or y + ch > area.bottom + 0.5:
            return None
        places.append(MeldPlace(x + cw / 2, y + ch / 2, scale, step * cw))
        x += width + gap
    return places


def pack_melds(area: pygame.Rect, lengths: Sequence[int], card_w: int, scales: Sequence[float],
               gap: float) -> list[MeldPlace]:
    """Places for melds of ``lengths`` cards inside ``area``: the largest of
    ``scales`` at the normal step that fits, else the tight step, else the
    smallest scale and tight step even if the last rows overflow (they are
    clamped to the area's bottom row so nothing leaves the panel)."""
    for scale in scales:
        for step in (STEP, STEP_TIGHT):
            places = flow(area, lengths, card_w, scale, step, gap)
            if places is not None:
                return places
    scale = scales[-1]
    cw = card_w * scale
    ch = cw * CARD_ASPECT
    tall = pygame.Rect(area.left, area.top, area.w, 10 ** 6)
    places = flow(tall, lengths, card_w, scale, STEP_TIGHT, gap) or []
    last_y = area.top + max(ch / 2, area.h - ch / 2)
    return [MeldPlace(p.x, min(p.y, last_y), p.scale, p.step) for p in places]
