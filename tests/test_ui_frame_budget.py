"""Work kept out of the frames while cards move: the felt is drawn as a
plain copy, and the garbage collector does not walk the objects of
start-up in the middle of an animation."""

from __future__ import annotations

import gc
import threading
import time

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
    frozen = gc.get_freeze_count()
    later = [object() for _ in range(10)], {"made": "after the first run"}
    run_loop(app, exit_after_frames=app.frames + 1)
    assert gc.get_freeze_count() == frozen and later     # a second run freezes nothing more


def test_a_face_another_thread_is_making_is_waited_for_not_made_twice(monkeypatch):
    from fanucci_desktop.engine.cards import parse_cards
    from fanucci_desktop.ui.cardart import CardArt
    from fanucci_desktop.ui.cardart import art as art_module

    made: list[tuple] = []
    started = threading.Event()
    real = art_module.render_face

    def slow_render(spec, size, painter, paper):
        made.append(size)
        started.set()
        time.sleep(0.3)
        return real(spec, size, painter, paper)

    monkeypatch.setattr(art_module, "render_face", slow_render)
    art = CardArt()
    card = parse_cards("7H")[0]
    got: list = []
    warmer = threading.Thread(target=lambda: got.append(art.face(card, 90)))
    warmer.start()
    assert started.wait(10)
    mine = art.face(card, 90)                 # asked while the warmer draws it
    warmer.join(10)
    assert made == [CardArt.card_size(90)] and got == [mine]


def test_a_face_that_failed_to_render_is_not_waited_for_forever(monkeypatch):
    from fanucci_desktop.engine.cards import parse_cards
    from fanucci_desktop.ui.cardart import CardArt
    from fanucci_desktop.ui.cardart import art as art_module

    def broken(*args):
        raise ValueError("no such art")

    art = CardArt()
    card = parse_cards("7H")[0]
    monkeypatch.setattr(art_module, "render_face", broken)
    with pytest.raises(ValueError):
        art.face(card, 90)
    monkeypatch.undo()
    assert art.face(card, 90).get_width() == 90


def test_the_last_frame_is_the_window_itself_not_a_copy_made_every_frame(app):
    from fanucci_desktop.check import driver as dr

    dr.run_frames(app, 2)
    assert app.last_frame is app.screen
    shown = app.screen.copy()
    app.stack.push(type(app.stack.top)(app))        # a cross-fade starts from what is shown
    fade_from = app.stack.cross_fade.old
    assert fade_from is not None and fade_from is not app.screen
    assert pygame.image.tobytes(fade_from, "RGB") == pygame.image.tobytes(shown, "RGB")


def test_cards_waiting_on_the_deck_to_be_dealt_are_not_drawn_until_they_leave(app):
    """A deal sends dozens of cards from the deck one after another: those
    whose turn has not come are unseen (the deck shows what stays there), so
    no frame of the deal draws a pile of cards and shadows no one sees."""
    from fanucci_desktop.check import driver as dr
    table = dr.new_table(app, "flathead-rummy", dr.default_seats("flathead-rummy", humans=1), seed=5)
    drawn: list = []                    # the sprites that put down pixels
    draw = table.images.draw

    def noting(surface, sprite, width, moving, blit):
        draw(surface, sprite, width, moving, lambda *a, **k: (drawn.append(sprite), blit(*a, **k))[1])

    table.images.draw = noting
    app.frame(1 / 60)
    waiting = [s for s in table.sprites if s.alpha == 0]
    assert len(waiting) > 20, f"only {len(waiting)} cards wait to be dealt"
    assert not any(s in waiting for s in drawn)
    start = {id(s): (s.x, s.y) for s in waiting}
    assert len(set(start.values())) == 1               # all on the deck
    for _ in range(200):
        app.frame(1 / 60)
        if not table.tweens.busy:
            break
    assert all(s.alpha == 255 for s in table.sprites)
    drawn.clear()
    app.draw(whole=True)
    assert {id(s) for s in drawn} == {id(s) for s in table.sprites if not s.dying}


def test_a_card_is_moving_while_a_tween_changes_its_place_angle_or_size():
    from fanucci_desktop.ui.sprites import CardSprite
    from fanucci_desktop.ui.tween import Tweener
    tweens = Tweener()
    card = CardSprite(None, "hand:0", x=50.0, angle=4.0, scale=1.0)
    tweens.to(card, 0.4, x=50.0, angle=4.0, scale=1.0, alpha=0.0)   # where it is: fading only
    assert not tweens.moving(card)
    for change in ({"x": 100.0}, {"y": 10.0}, {"angle": 9.0}, {"scale": 0.5}):
        tweens.to(card, 0.4, **change)
        assert tweens.moving(card), change
        tweens.update(0.5)
        assert not tweens.moving(card), change


def test_a_cross_fade_draws_the_new_table_once_and_ends_on_the_tables_own_picture(app, monkeypatch):
    """The table fading in stands still: it is drawn once, onto the fade's
    layer, in a frame that shows nothing new (the window still holds the
    old picture); the other frames of the fade blit, and the last shows
    the table's picture as the table itself draws it."""
    from fanucci_desktop.check import driver as dr
    from fanucci_desktop.ui.tables.base import Table

    dr.run_frames(app, 2)
    draws = []
    real_draw = Table.draw
    monkeypatch.setattr(Table, "draw", lambda self, surface: (draws.append(app.pictures), real_draw(self, surface)))
    table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy"), seed=3)
    assert app.stack.cross_fade.fading
    shown_nothing, frames = [], 0
    while app.stack.cross_fade.on and frames < 200:
        app.frame(1 / 60)
        shown_nothing.append(app.changed == [])
        frames += 1
    assert draws == [draws[0]] and shown_nothing[0] and not any(shown_nothing[1:])
    faded = pygame.image.tobytes(app.screen, "RGB")
    app.draw(whole=True)
    assert pygame.image.tobytes(app.screen, "RGB") == faded
