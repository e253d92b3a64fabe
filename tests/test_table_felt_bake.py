"""A new table bakes its felt band by band, one band a frame, each band at
most BAKE_BAND_PX pixels, and the felt baked in bands is the felt baked in
one piece (ui/tables/parts/felt.py, ui/tables/frame/readiness.py)."""

from __future__ import annotations

import time

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.tables.parts import felt as felt_module
from fanucci_desktop.ui.tables.parts.felt import BakedFelt

SIZE = (1600, 1000)
BAND_PX = 200_000
BAKING = ["flathead-rummy", "fortune-rummy"]


def opened(tmp_path, game_id: str) -> tuple[App, object]:
    """A person's app at SIZE, its menu shown, with a new table of ``game_id`` on top."""
    app = App(paths=AppPaths.under(tmp_path), size=SIZE, animation_speed="normal", realtime=True)
    dr.run_frames(app, 2)
    return app, dr.new_table(app, game_id, dr.default_seats(game_id), seed=3)


def bands_baked(monkeypatch, app: App) -> list[tuple[int, pygame.Rect]]:
    """Note, from now on, each band baked: the app's frame and the felt's clip."""
    bands: list[tuple[int, pygame.Rect]] = []
    begin = BakedFelt.begin

    def noting(self, key, size, color, decorate):
        def decorate_noted(felt: pygame.Surface) -> None:
            bands.append((app.frames, felt.get_clip()))
            decorate(felt)
        begin(self, key, size, color, decorate_noted)
    monkeypatch.setattr(BakedFelt, "begin", noting)
    return bands


@pytest.mark.parametrize("game_id", BAKING)
def test_a_new_tables_felt_is_baked_a_bounded_band_a_frame_before_it_is_shown(tmp_path, monkeypatch, game_id):
    monkeypatch.setattr(felt_module, "BAKE_BAND_PX", BAND_PX)
    app, table = opened(tmp_path, game_id)
    bands = bands_baked(monkeypatch, app)
    end = time.monotonic() + 20
    while not table.ready() and time.monotonic() < end:
        app.frame(1 / 60)
    assert table.ready()
    assert len(bands) >= SIZE[0] * SIZE[1] // BAND_PX
    assert all(clip.w * clip.h <= BAND_PX for _, clip in bands)
    frames = [frame for frame, _ in bands]
    assert len(set(frames)) == len(frames), "a frame baked two bands"
    assert all(frame < table.readiness.rehearsed_at for frame in frames)
    rows = sorted((clip.top, clip.bottom) for _, clip in bands)
    assert rows[0][0] == 0 and rows[-1][1] == SIZE[1]
    assert all(a[1] == b[0] for a, b in zip(rows, rows[1:])), "the bands leave a gap or overlap"
    app.shutdown()


@pytest.mark.parametrize("game_id", BAKING)
def test_the_felt_baked_in_bands_is_the_felt_baked_in_one_piece(tmp_path, monkeypatch, game_id):
    monkeypatch.setattr(felt_module, "BAKE_BAND_PX", BAND_PX)
    app, table = opened(tmp_path, game_id)
    table.painter.draw_background(app.screen)
    banded = pygame.image.tobytes(table.painter.felt.felt, "RGB")
    monkeypatch.setattr(felt_module, "BAKE_BAND_PX", SIZE[0] * SIZE[1])
    table.painter.felt = BakedFelt(app.art)
    table.painter.draw_background(app.screen)
    whole = pygame.image.tobytes(table.painter.felt.felt, "RGB")
    assert banded == whole
    app.shutdown()


def test_a_table_opened_from_a_screen_shown_draws_nothing_while_it_prepares(tmp_path, monkeypatch):
    """The screen's last picture stays on the window: the frames of the wait
    draw and show nothing, the first one too (it drew the window whole)."""
    app, table = opened(tmp_path, "gin-rummy")
    monkeypatch.setattr(table.warmer, "prepared", lambda: False)    # still preparing
    for _ in range(3):
        app.frame(1 / 60)
        assert app.stack.preparing() and app.changed == []
    app.shutdown()
