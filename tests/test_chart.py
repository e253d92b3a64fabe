"""The totals chart of the hand's summary, read from the pixels it draws:
players level on points are all seen, side by side, none hidden under
another's line, and each seat's points have a shape of their own (told
apart without their colours)."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.ui import theme as th
from fanucci_desktop.ui.chart import MARKS, draw_chart, draw_mark
from fanucci_desktop.words import ONE_HAND

BACKGROUND = (24, 31, 44)


def drawn_chart(app, hand_scores: list[list[int]], players: int) -> pygame.Surface:
    """The chart of ``hand_scores`` as the summary draws it (no target line)."""
    surface = pygame.Surface((440, 420))
    surface.fill(BACKGROUND)
    draw_chart(surface, app.theme, surface.get_rect(), hand_scores,
               [f"P{seat}" for seat in range(players)], ONE_HAND)
    return surface


def seats_in_columns(surface: pygame.Surface, players: int) -> list[set[int]]:
    """For each column of pixels, the seats whose colour shows in it."""
    colors = {tuple(th.SEAT_COLORS[seat]): seat for seat in range(players)}
    w, h = surface.get_size()
    return [{colors[c] for y in range(h) if (c := tuple(surface.get_at((x, y)))[:3]) in colors}
            for x in range(w)]


@pytest.mark.parametrize("hand_scores, players", [
    ([[5, 5], [10, 10], [0, 0]], 2),                      # two level all match long
    ([[5, 5, 5, 5], [10, 10, 10, 10]], 4),                # four level
    ([[5, 5, -20], [10, 10, -5], [0, 0, -1]], 3),         # two level, one behind
])
def test_players_level_on_points_each_show_their_line_and_points(app, hand_scores, players):
    columns = seats_in_columns(drawn_chart(app, hand_scores, players), players)
    shown = [x for x, seats in enumerate(columns) if seats]
    assert shown, "no line is drawn"
    radius = max(2, app.theme.px(3)) + 1
    inside = columns[shown[0] + 2 * radius:shown[-1] - 2 * radius]
    missing = [sorted(set(range(players)) - seats) for seats in inside if seats != set(range(players))]
    assert not missing, f"{len(missing)} columns of the chart hide a seat's line, e.g. seats {missing[0]}"


def test_each_seat_s_points_have_a_shape_of_their_own(app):
    def shape(seat: int) -> bytes:
        surface = pygame.Surface((40, 40))
        surface.fill(BACKGROUND)
        draw_mark(surface, app.theme, seat, (20, 20), 8, (255, 255, 255))
        return pygame.image.tobytes(surface, "RGB")

    shapes = [shape(seat) for seat in range(len(MARKS))]
    assert len(set(shapes)) == len(MARKS) >= 7      # Fortune Rummy seats seven
