"""The pass-and-play hand-off appears whole at once: its heading and its
button are drawn where they stay from the first frame, at every size."""

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.scenes.handoff import HandOff
from fanucci_desktop.ui.theme import DrawnText


@pytest.mark.parametrize("size", [(960, 600), (2560, 1440)])
def test_the_first_frame_of_the_hand_off_is_its_last(size, tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    try:
        table = dr.new_table(app, "gin-rummy", [Seat("Ada"), Seat("Basil")], seed=3)
        handoff = HandOff(app, table, 1)
        handoff.ensure_layout(size)
        frames = []
        for appear in (0.0, 0.5, 1.0):          # as an overlay's fade-in would go
            handoff.appear = appear
            surface = pygame.Surface(size)
            app.theme.drawn = []
            handoff.draw(surface)
            texts = [(d.text, tuple(d.rect)) for d in app.theme.drawn if isinstance(d, DrawnText)]
            frames.append((pygame.image.tobytes(surface, "RGB"), texts, tuple(handoff.button)))
        app.theme.drawn = None
        assert frames[0] == frames[1] == frames[2]
        texts = dict(frames[0][1])
        assert "Pass to Basil" in texts
        heading, button = pygame.Rect(texts["Pass to Basil"]), handoff.button
        assert heading.bottom < button.top and button.collidepoint(
            pygame.Rect(texts["I'm Basil: show my cards"]).center)
    finally:
        app.theme.drawn = None
        app.shutdown()
