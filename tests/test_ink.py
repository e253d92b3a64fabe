"""Strokes and where they changed (ui/ink.py), the theme noting them, and
the passes a frame drawn in part is drawn in (app.passes)."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest

import fanucci_desktop
from fanucci_desktop.app import App, passes
from fanucci_desktop.check import driver as dr
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui import theme as th
from fanucci_desktop.ui.ink import Ink, changed, replay

UI = Path(fanucci_desktop.__file__).parent / "ui"


def raw_window_strokes(source: str) -> list[int]:
    """Lines of ``source`` that draw on ``surface`` (the window, by the
    table layer's convention) without the theme: ``pygame.draw.*(surface,
    …)``, ``surface.blit(…)`` or ``surface.fill(…)``."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        func = node.func
        if (isinstance(func.value, ast.Attribute) and isinstance(func.value.value, ast.Name)
                and func.value.value.id == "pygame" and func.value.attr == "draw"
                and node.args and isinstance(node.args[0], ast.Name) and node.args[0].id == "surface"):
            lines.append(node.lineno)
        elif isinstance(func.value, ast.Name) and func.value.id == "surface" and func.attr in ("blit", "fill"):
            lines.append(node.lineno)
    return lines


def test_a_table_draws_on_the_window_only_through_the_theme():
    paths = [*sorted((UI / "tables").rglob("*.py")), UI / "widgets.py"]
    raw = {str(p.relative_to(UI)): lines for p in paths if (lines := raw_window_strokes(p.read_text()))}
    assert raw == {}


def test_the_raw_stroke_finder_finds_each_kind():
    source = ("def draw(surface, t):\n"
              "    pygame.draw.rect(surface, (0, 0, 0), (0, 0, 1, 1))\n"
              "    surface.blit(img, (0, 0))\n"
              "    surface.fill((0, 0, 0))\n"
              "    t.draw_rect(surface, (0, 0, 0), (0, 0, 1, 1))\n"
              "    pygame.draw.rect(layer, (0, 0, 0), (0, 0, 1, 1))\n")
    assert raw_window_strokes(source) == [2, 3, 4]


def test_changed_gives_the_bounds_of_strokes_in_one_picture_only():
    a = ((0, 0, 10, 10), ("rect", (1, 2, 3)))
    b = ((20, 0, 10, 10), ("text", "Ada"))
    b2 = ((20, 0, 12, 10), ("text", "Ada!"))
    assert changed([a, b], [a, b]) == []
    assert changed([a, b], [b, a]) == []                        # the same strokes in another order
    assert sorted(map(tuple, changed([a, b], [a, b2]))) == [(20, 0, 10, 10), (20, 0, 12, 10)]
    assert changed([a, a], [a]) == [pygame.Rect(0, 0, 10, 10)]  # drawn twice over translucent pixels


def test_the_theme_notes_strokes_on_the_window_and_its_parts_not_on_a_layer():
    theme = th.Theme((1280, 800))
    window = pygame.Surface((200, 100))
    part = window.subsurface(pygame.Rect(50, 20, 100, 50))
    layer = pygame.Surface((30, 30))
    theme.draw_rect(window, (255, 0, 0), pygame.Rect(0, 0, 5, 5))      # nobody listens yet
    theme.ink = Ink(window)
    theme.draw_rect(window, (255, 0, 0), pygame.Rect(10, 10, 20, 5))
    theme.draw_circle(part, (0, 255, 0), (10, 10), 4)
    theme.draw_rect(layer, (0, 0, 255), pygame.Rect(0, 0, 5, 5))       # a layer: its blit is the stroke
    theme.blit(window, layer, (100, 60))
    strokes = [(key[0], pygame.Rect(bounds)) for bounds, key in theme.ink.strokes]
    assert [kind for kind, _ in strokes] == [pygame.draw.rect, pygame.draw.circle, "blit"]
    assert strokes[0][1].contains(pygame.Rect(10, 10, 20, 5))
    assert strokes[1][1].contains(pygame.Rect(56, 26, 8, 8))           # on the window, not the part
    assert strokes[2][1].contains(pygame.Rect(100, 60, 30, 30))


def test_text_is_noted_with_its_shadow_and_a_new_word_is_a_new_stroke():
    pygame.font.init()
    theme = th.Theme((1280, 800))
    window = pygame.Surface((400, 100))
    theme.ink = Ink(window)
    theme.blit_text(window, "Ada", (10, 10), th.SMALL, shadow=True)
    first, theme.ink = theme.ink.strokes, Ink(window)
    theme.blit_text(window, "Ada", (10, 10), th.SMALL, shadow=True)
    again, theme.ink = theme.ink.strokes, Ink(window)
    theme.blit_text(window, "Basil", (10, 10), th.SMALL, shadow=True)
    other = theme.ink.strokes
    assert len(first) == 2 and changed(first, again) == []
    assert changed(first, other)


def test_strokes_replayed_draw_the_same_pixels_within_the_clip():
    pygame.font.init()
    theme = th.Theme((1280, 800))
    drawn, again = pygame.Surface((300, 200)), pygame.Surface((300, 200))
    theme.ink = Ink(drawn)
    theme.panel(drawn, pygame.Rect(10, 10, 200, 80), alpha=170)
    theme.blit_text(drawn, "Ada", (20, 20), th.SMALL, shadow=True, alpha=128)
    theme.draw_circle(drawn, (200, 0, 0), (150, 150), 20, 3)
    theme.draw_polygon(drawn, (0, 200, 0), [(10, 190), (60, 120), (110, 190)])
    theme.draw_lines(drawn, (0, 0, 200), False, [(200, 100), (250, 150), (290, 110)], 2)
    theme.draw_line(drawn, (250, 250, 0), (0, 0), (299, 199), 1)
    strokes, theme.ink = theme.ink.strokes, None
    replay(strokes, again)
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(again, "RGB")
    clipped = pygame.Surface((300, 200))
    clipped.set_clip(pygame.Rect(100, 100, 100, 100))
    replay(strokes, clipped)
    assert clipped.get_at((150, 130)) == drawn.get_at((150, 130))   # the ring, inside the clip
    assert drawn.get_at((60, 170)) != (0, 0, 0, 255)
    assert clipped.get_at((60, 170)) == (0, 0, 0, 255)              # the triangle, outside


def test_passes_draw_near_rectangles_as_one_and_far_ones_apart():
    near = [pygame.Rect(0, 0, 100, 100), pygame.Rect(120, 0, 100, 100)]
    assert passes(near) == [pygame.Rect(0, 0, 220, 100)]
    far = [pygame.Rect(0, 0, 100, 100), pygame.Rect(2000, 1300, 100, 100)]
    assert passes(far) == far
    assert passes([]) == []


@pytest.fixture
def app(tmp_path):
    application = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="normal")
    yield application
    application.shutdown()


@pytest.mark.parametrize("game_id", ["flathead-rummy", "trophy-case"])
def test_a_turn_passing_redraws_a_small_part_of_the_window(app, game_id):
    """When an AI starts or stops thinking, or an animation ends, the frame
    draws again where the plates and the prompt changed, not the window."""
    table = dr.new_table(app, game_id, dr.default_seats(game_id, humans=0, level="easy"), seed=3)
    pilot = dr.Autopilot(app, table, draw_every=1)
    window = app.screen.get_width() * app.screen.get_height()
    turns = []
    for _ in range(600):
        thinking = table.session.thinking
        pilot.step(1 / 60)
        if app.stack.top is table and table.session.thinking != thinking and app.changed is not None:
            turns.append(sum(r.w * r.h for r in app.changed) / window)
            if len(turns) == 5:
                break
    assert len(turns) == 5
    assert max(turns) < 0.25, f"a turn passing redrew {max(turns):.0%} of the window"
