"""Work kept out of the frames while cards move: the felt is drawn as a
plain copy, and the garbage collector does not walk the objects of
start-up in the middle of an animation."""

from __future__ import annotations

import gc

import pygame
import pytest

from fanucci_desktop.app import App, run_loop
from fanucci_desktop.storage import AppPaths


@pytest.fixture
def app(tmp_path):
    application = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="normal")
    yield application
    application.shutdown()
    gc.unfreeze()


def test_the_felt_is_opaque_in_the_displays_format(app):
    for color in app.art.table_colors():
        felt = app.art.table(app.size, color)
        assert not felt.get_flags() & pygame.SRCALPHA, color
        assert felt.get_bitsize() == app.screen.get_bitsize()


def test_the_loop_takes_the_objects_of_start_up_out_of_the_collectors_way(app):
    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    run_loop(app, exit_after_frames=app.frames + 1)
    assert gc.get_freeze_count() > 1000
