"""Issue 54, item 19: no size the window system may hand the app, in any
game at any seat count, makes a negative rectangle.

The monkey crashed twice at a Fortune Rummy table after a resize storm: the
theme had taken the new window's scale while the table still held the old
window's size, and the redraw, rehearsing a move before the frame was laid
out, placed the pods of the old size at the new scale (negative heights:
``Invalid resolution for Surface`` in ``Theme.panel``, ``Cannot scale to
negative size`` in its shadow). The app now lays the scenes out when the
theme rescales (``SceneStack.lay_out``).

Every table is resized by window events, as the monkey sends them, to
sizes drawn by hypothesis (from the minimum the app allows to 4K, odd
shapes included, and sizes under the minimum, which the app clamps), and
every frame drawn after each resize is watched: no rectangle given to the
theme's panels, shadows, layers or outlines has a negative side.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui import theme as th

#: Every game at every seat count it is played with.
TABLES = [("gin-rummy", 2), ("fan-rummy", 2)] + \
    [("flathead-rummy", n) for n in range(2, 7)] + \
    [("trophy-case", n) for n in range(3, 6)] + \
    [("fortune-rummy", n) for n in range(2, 9)]
#: The playtest's resize storms, and the largest window after the smallest.
STORMS = [[(1920, 1080), (960, 600), (700, 1000)], [(960, 600), (2560, 1440)],
          [(960, 600), (3840, 2160)]]

SIZES = st.tuples(st.integers(th.MIN_SIZE[0] - 300, 3840), st.integers(th.MIN_SIZE[1] - 200, 2160))


def resize_events(size: tuple[int, int]) -> list[pygame.event.Event]:
    """What the window system sends for a resize to ``size``."""
    w, h = size
    return [pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=size),
            pygame.event.Event(pygame.WINDOWRESIZED, x=w, y=h),
            pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h)]


def places(geo) -> list[tuple[str, pygame.Rect]]:
    """Every rectangle a table's geometry holds, by name (those in dicts too)."""
    found = []
    for name, value in vars(geo).items():
        values = value.items() if isinstance(value, dict) else [("", value)]
        found += [(f"{name}{key}", v) for key, v in values if isinstance(v, pygame.Rect)]
    return found


class Watch:
    """The rectangles the theme is asked to draw, wrapped on one app's theme."""

    def __init__(self, theme: th.Theme, monkeypatch: pytest.MonkeyPatch) -> None:
        self.bad: list[tuple[str, pygame.Rect]] = []
        for name in ("panel", "shadow", "draw_rect"):
            original = getattr(theme, name)
            monkeypatch.setattr(theme, name, self._watched(name, original))

    def _watched(self, name, original):
        def watched(surface, *args, **kwargs):
            rect = args[0] if name != "draw_rect" else args[1]
            rect = pygame.Rect(rect)
            if rect.w < 0 or rect.h < 0:
                self.bad.append((name, rect))
            return original(surface, *args, **kwargs)
        return watched


def table_app(tmp: Path, game_id: str, players: int, humans: int = 1) -> App:
    app = App(paths=AppPaths.under(str(tmp)), size=(1280, 800), animation_speed="instant")
    app.update_settings(ai_pace="fast")
    seats = [Seat(f"Player {i}", "human" if i < humans else "easy") for i in range(players)]
    dr.new_table(app, game_id, seats, seed=3)
    dr.run_frames(app, 4)
    return app


@pytest.mark.parametrize("storm", STORMS, ids=["to-700x1000", "to-2560x1440", "to-3840x2160"])
def test_a_resize_storm_at_a_fortune_table_draws_no_negative_rectangle(tmp_path, monkeypatch,
                                                                         storm):
    """The computer plays every seat. The storm's resizes come one a frame,
    the last in the frame after a move was worked out (the frame that
    rehearses it), as in the monkey's run; three times."""
    app = table_app(tmp_path, "fortune-rummy", 3, humans=0)
    table = app.stack.top
    watch = Watch(app.theme, monkeypatch)
    try:
        for _ in range(3):
            for size in storm[:-1]:
                dr.run_frames(app, 1, events=resize_events(size))
            for _ in range(600):
                dr.run_frames(app, 1)
                if table.redraw.viewed_in == app.frames - 1:
                    break
            else:
                pytest.fail("the computer made no move")
            dr.run_frames(app, 2, events=resize_events(storm[-1]))
            assert not watch.bad, watch.bad
    finally:
        app.shutdown()


def after_a_move(app: App, sizes) -> None:
    """Resize to each of ``sizes``, the last in the frame that rehearses a
    move the computer worked out (if it makes one within 300 frames)."""
    for size in sizes[:-1]:
        dr.run_frames(app, 1, events=resize_events(size))
    table = app.stack.top
    for _ in range(300):
        dr.run_frames(app, 1)
        if getattr(table, "redraw", None) is None or table.redraw.viewed_in == app.frames - 1:
            break
    dr.run_frames(app, 2, events=resize_events(sizes[-1]))


@pytest.mark.parametrize("game_id, players", TABLES)
def test_no_window_size_makes_a_negative_rectangle(tmp_path_factory, game_id, players):
    app = table_app(tmp_path_factory.mktemp(f"{game_id}-{players}"), game_id, players, humans=0)
    patch = pytest.MonkeyPatch()
    watch = Watch(app.theme, patch)

    @settings(max_examples=4, deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow])
    @given(st.lists(SIZES, min_size=1, max_size=3))
    @example([(2560, 1440)])
    @example([(3840, 2160)])
    @example([(700, 1000), (3840, 600)])
    def storm(sizes):
        after_a_move(app, [th.MIN_SIZE, *sizes])      # from the smallest window, the worst start
        assert not watch.bad, watch.bad
        assert app.size == (max(sizes[-1][0], th.MIN_SIZE[0]), max(sizes[-1][1], th.MIN_SIZE[1]))
        geo = getattr(app.stack.top, "geo", None)
        for name, rect in places(geo) if geo is not None else ():
            assert rect.w >= 0 and rect.h >= 0, (name, rect)
    try:
        storm()
    finally:
        patch.undo()
        app.shutdown()
