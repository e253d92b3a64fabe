"""Hands shown face up (Replay and Watch): one seat's hand laid out readable
in the box its table gives it.

When every hand is face up, a table gives each seat other than the bottom
one a box (in its pod, its panel or its row) and :func:`fit_hand` places
the hand there as a person reads a fan of cards: in the order the table
sorted it, left to right, each card showing at least its corner index
(rank and suit), the cards no narrower than :data:`READABLE_W` design
pixels. A long hand first overlaps more, then wraps into rows that overlap
from below (each upper row keeps its top strip, where the index is), and
only then gets smaller. Pure geometry: numbers in, rectangles out.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Sequence

import pygame

from ...engine.cards import Card
from .frame.board import Slot

#: The narrowest a face-up hand's card is drawn, in design pixels.
READABLE_W = 44
#: Each card of a face-up hand shows at least this share of its width
#: (its corner index); a short hand is spread :data:`WIDE_SHARE` apart.
INDEX_SHARE = 0.26
WIDE_SHARE = 0.42
#: An upper row of a wrapped hand shows this share of its cards' height.
ROW_PEEK = 0.42
#: How much smaller each try makes the cards.
SHRINK = 0.92


@dataclass
class HandFit:
    """A hand placed in its box: the cards' scale (of the table's card
    width) and their centres in order."""

    scale: float
    centers: list[tuple[float, float]] = field(default_factory=list)


def _try(n: int, box: pygame.Rect, cw: float, ch: float, rows: int, force: bool) -> HandFit | None:
    per_row = math.ceil(n / rows)
    step = min(cw * WIDE_SHARE, (box.w - cw) / (per_row - 1)) if per_row > 1 else 0.0
    height = ch + (rows - 1) * ch * ROW_PEEK
    if not force and ((per_row > 1 and step < cw * INDEX_SHARE) or height > box.h + 0.5 or cw > box.w + 0.5):
        return None
    width = cw + step * (per_row - 1)
    x0 = box.centerx - width / 2
    fit = HandFit(scale=0.0)
    for i in range(n):
        row, col = divmod(i, per_row)
        fit.centers.append((x0 + cw / 2 + col * step, box.y + ch / 2 + row * ch * ROW_PEEK))
    return fit


def fit_hand(n: int, box: pygame.Rect, card_w: float, aspect: float, unit: float,
             largest: float) -> HandFit:
    """Place ``n`` cards in ``box``: at the largest scale from ``largest``
    (of ``card_w``; at least the readable width) down to :data:`READABLE_W`
    that fits in one row, else in rows, else at the readable width in as
    many rows as fit (then overlapping more than :data:`INDEX_SHARE`: only
    when even that cannot hold them)."""
    smallest = READABLE_W * unit / card_w
    scale = max(largest, smallest)
    while True:
        cw = card_w * scale
        ch = cw * aspect
        most_rows = max(1, 1 + int(max(0.0, box.h - ch) // (ch * ROW_PEEK)))
        for rows in range(1, min(max(1, n), most_rows) + 1):
            fit = _try(max(1, n), box, cw, ch, rows, force=False)
            if fit is not None:
                fit.scale = scale
                fit.centers = fit.centers[:n]
                return fit
        if scale <= smallest:
            break
        scale = max(smallest, scale * SHRINK)
    cw = card_w * smallest
    ch = cw * aspect
    rows = max(1, 1 + int(max(0.0, box.h - ch) // (ch * ROW_PEEK)))
    fit = _try(max(1, n), box, cw, ch, min(rows, max(1, n)), force=True)
    assert fit is not None
    fit.scale = smallest
    fit.centers = fit.centers[:n]
    return fit


def hand_slots(zone: str, cards: Sequence[Card | None], fit: HandFit, z0: float = 500.0) -> list[Slot]:
    """The slots of ``cards`` placed by ``fit`` (upright, each above the one before)."""
    return [Slot(zone, card, x, y, scale=fit.scale, z=z0 + i)
            for i, (card, (x, y)) in enumerate(zip(cards, fit.centers))]
