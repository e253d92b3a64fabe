"""A line chart of running totals across the hands of a match: each seat a
line of its colour with points of its own shape (:func:`draw_mark`), so
that seats are told apart without their colours too; seats level at a
point are drawn side by side there, none hidden under another."""

from __future__ import annotations

import math
from typing import Sequence

import pygame

from ..i18n import Language
from ..words import ONE_HAND
from . import theme as th
from .theme import Theme


def running_totals(hand_scores: Sequence[Sequence[int]], players: int) -> list[list[int]]:
    """For each seat, its total after 0, 1, 2, ... hands (starting at 0)."""
    series = [[0] for _ in range(players)]
    for scores in hand_scores:
        for seat in range(players):
            series[seat].append(series[seat][-1] + scores[seat])
    return series


def nice_ticks(lo: float, hi: float, most: int = 7) -> list[int]:
    """Round grid values covering ``lo``..``hi``: multiples of 1, 2 or 5
    times a power of ten, at most ``most`` of them (and at least two)."""
    span = max(1.0, hi - lo)
    step = 1
    while True:
        for m in (1, 2, 5):
            size = m * step
            first, last = math.floor(lo / size), math.ceil(hi / size)
            if last - first + 1 <= most:
                return [k * size for k in range(first, max(last, first + 1) + 1)]
        step *= 10
        if step > span * 10:
            return [math.floor(lo), math.ceil(hi)]


#: Each seat's shape (by seat, round): its points on the chart and its mark
#: beside its row of the summary.
MARKS = ("circle", "square", "triangle", "diamond", "down", "ring", "box", "hollow")


def draw_mark(surface: pygame.Surface, theme: Theme, seat: int, center: tuple[int, int],
              radius: int, color) -> None:
    """Seat ``seat``'s mark (its shape in :data:`MARKS`) of ``radius``
    pixels around ``center``, in ``color``."""
    x, y = center
    r = radius
    shape = MARKS[seat % len(MARKS)]
    edge = max(1, round(r / 2.5))
    if shape in ("circle", "ring"):
        theme.draw_circle(surface, color, center, r, 0 if shape == "circle" else edge)
    elif shape in ("square", "box"):
        side = round(r * 1.7)
        theme.draw_rect(surface, color, pygame.Rect(x - side // 2, y - side // 2, side, side),
                        0 if shape == "square" else edge)
    else:
        r = round(r * 1.25)
        corners = {"triangle": [(x, y - r), (x + r, y + r * 3 // 4), (x - r, y + r * 3 // 4)],
                   "down": [(x, y + r), (x + r, y - r * 3 // 4), (x - r, y - r * 3 // 4)],
                   "diamond": [(x, y - r), (x + r, y), (x, y + r), (x - r, y)],
                   "hollow": [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]}[shape]
        theme.draw_polygon(surface, color, corners, edge if shape == "hollow" else 0)


def spread(values: Sequence[int], gap: int) -> list[int]:
    """Pixels to move each seat's point by, given the seats' ``values`` at
    one hand: seats level there are set ``gap`` pixels apart around the
    value's place (in seat order, top down), a seat level with none stays."""
    moved = [0] * len(values)
    for value in set(values):
        level = [seat for seat, v in enumerate(values) if v == value]
        for rank, seat in enumerate(level):
            moved[seat] = round((rank - (len(level) - 1) / 2) * gap)
    return moved


def draw_chart(surface: pygame.Surface, theme: Theme, rect: pygame.Rect,
               hand_scores: Sequence[Sequence[int]], names: Sequence[str], target: int,
               language: Language = Language()) -> None:
    """Running totals per seat, hands along x, with the target as a dashed
    line (none in a match of one hand: its "target" is no total to reach),
    its label in ``language``. Seats level at a hand are drawn a line's width
    apart there (:func:`spread`), every line before every point, so every
    seat's line and point show."""
    series = running_totals(hand_scores, len(names))
    pad_l, pad_b, pad_t = theme.px(44), theme.px(28), theme.px(12)
    plot = pygame.Rect(rect.x + pad_l, rect.y + pad_t, rect.w - pad_l - theme.px(12),
                       rect.h - pad_t - pad_b)
    values = [v for s in series for v in s] + ([target] if target != ONE_HAND else []) + [0]
    ticks = nice_ticks(min(values), max(values))
    lo, hi = ticks[0], ticks[-1]
    hands = max(1, len(series[0]) - 1)

    def pt(i: int, v: float) -> tuple[int, int]:
        return (round(plot.x + plot.w * i / hands), round(plot.bottom - plot.h * (v - lo) / (hi - lo)))

    grid = (52, 64, 84)
    for v in ticks:
        y = pt(0, v)[1]
        pygame.draw.line(surface, grid, (plot.x, y), (plot.right, y), 1)
        theme.blit_text(surface, str(v), (plot.x - theme.px(8), y), th.TINY, th.FAINT,
                        anchor="midright")
    for i in range(hands + 1):
        if hands <= 12 or i % max(1, hands // 10) == 0:
            x = pt(i, lo)[0]
            theme.blit_text(surface, str(i), (x, plot.bottom + theme.px(6)), th.TINY, th.FAINT,
                            anchor="midtop")
    if target != ONE_HAND:
        ty = pt(0, target)[1]
        dash = theme.px(8)
        for x in range(plot.x, plot.right, dash * 2):
            pygame.draw.line(surface, th.ACCENT_DARK, (x, ty), (min(x + dash, plot.right), ty), 2)
        theme.blit_text(surface, language.gettext("target {target}", target=language.number(target)), (plot.right, ty - theme.px(3)), th.TINY,
                        th.ACCENT, anchor="bottomright")
    width = max(2, theme.px(3))
    moved = [spread([s[i] for s in series], width + 1) for i in range(len(series[0]))]
    lines = [[(pt(i, v)[0], pt(i, v)[1] + moved[i][seat]) for i, v in enumerate(values_)]
             for seat, values_ in enumerate(series)]
    for seat, points in enumerate(lines):
        if len(points) > 1:
            pygame.draw.lines(surface, th.SEAT_COLORS[seat % len(th.SEAT_COLORS)], False, points, width)
    for seat, points in enumerate(lines):
        for p in points:
            draw_mark(surface, theme, seat, p, width + 1, th.SEAT_COLORS[seat % len(th.SEAT_COLORS)])


def draw_bars(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, values: Sequence[int],
              marked: Sequence[bool]) -> None:
    """One bar per value, oldest on the left, from a zero line (negative
    values hang below it); a ``marked`` bar is gold, the others grey-blue.
    The grid's values stand on the left."""
    if not values:
        return
    pad_l = theme.px(40)
    plot = pygame.Rect(rect.x + pad_l, rect.y + theme.px(6), rect.w - pad_l, rect.h - theme.px(12))
    ticks = nice_ticks(min(0, *values), max(0, *values), most=4)
    lo, hi = ticks[0], ticks[-1]

    def y_of(v: float) -> int:
        return round(plot.bottom - plot.h * (v - lo) / max(1, hi - lo))

    for v in ticks:
        y = y_of(v)
        pygame.draw.line(surface, (52, 64, 84), (plot.x, y), (plot.right, y), 1)
        theme.blit_text(surface, str(v), (plot.x - theme.px(8), y), th.TINY, th.FAINT, anchor="midright")
    slot = plot.w / len(values)
    bar_w = max(2, round(slot * 0.7))
    zero = y_of(0)
    for i, (v, mark) in enumerate(zip(values, marked)):
        x = round(plot.x + slot * i + (slot - bar_w) / 2)
        top, bottom = sorted((y_of(v), zero))
        bar = pygame.Rect(x, top, bar_w, max(2, bottom - top))
        pygame.draw.rect(surface, th.ACCENT if mark else (96, 118, 150), bar,
                         border_radius=min(theme.px(3), bar_w // 2))
