"""A line chart of running totals across the hands of a match."""

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


def draw_chart(surface: pygame.Surface, theme: Theme, rect: pygame.Rect,
               hand_scores: Sequence[Sequence[int]], names: Sequence[str], target: int,
               language: Language = Language()) -> None:
    """Running totals per seat, hands along x, with the target as a dashed
    line (none in a match of one hand: its "target" is no total to reach),
    its label in ``language``."""
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
    for seat, values_ in enumerate(series):
        color = th.SEAT_COLORS[seat % len(th.SEAT_COLORS)]
        points = [pt(i, v) for i, v in enumerate(values_)]
        if len(points) > 1:
            pygame.draw.lines(surface, color, False, points, width)
        for p in points:
            pygame.draw.circle(surface, color, p, width + 1)


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
