"""A frame drawn in part (only where cards moved, see ui/tables/frame/redraw.py)
holds the very pixels a whole frame of the same moment holds, at every
game's table, through a dealt and played hand."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop import app as app_module
from fanucci_desktop.app import PASS_PIXELS, App, merged
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.storage import AppPaths

#: Frames run at each table: the deal and a few rounds of moves.
FRAMES = 500


@pytest.fixture
def app(tmp_path):
    application = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="normal")
    yield application
    application.shutdown()


def differing(a: pygame.Surface, b: pygame.Surface) -> list[pygame.Rect]:
    """Where two pictures of one size differ."""
    same = pygame.mask.from_threshold(a, (0, 0, 0, 255), (1, 1, 1, 255), b)
    same.invert()
    return same.get_bounding_rects()


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_a_frame_drawn_in_part_is_the_whole_frame(app, game_id, monkeypatch):
    """Frames where only cards move, and frames where the game moves on
    (a move shown, the turn passing, an animation ending), drawn in part:
    the latter by replaying the picture's strokes (ui/ink.py). Every other
    frame is drawn in as many passes as it has rectangles apart (app.passes),
    the passes after the first replaying the strokes the first listed."""
    ticks = [0]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: ticks[0])   # the thinking dots pulse by it
    table = dr.new_table(app, game_id, dr.default_seats(game_id, humans=1, level="easy"), seed=3)
    pilot = dr.Autopilot(app, table, draw_every=1)
    in_part = moved_on = replayed = several = 0
    for frame in range(FRAMES):
        ticks[0] += 16
        monkeypatch.setattr(app_module, "PASS_PIXELS", 0 if frame % 2 else PASS_PIXELS)
        shown = table.redraw.game
        pilot.step(1 / 60)
        if not app.changed:
            continue                    # drawn whole, or nothing changed
        in_part += 1
        moved_on += table.redraw.game != shown
        replayed += table.redraw.replay is not None        # drawn from the strokes listed
        several += table.redraw.game == shown and len(app.clips) > 1 and table.redraw.replay is not None
        drawn, changed = app.screen.copy(), app.changed
        app.draw(whole=True)
        wrong = differing(drawn, app.screen)
        assert not wrong, f"frame {frame}: drawn in {changed}, wrong at {wrong[:5]}"
    assert in_part >= 100, f"only {in_part} of {FRAMES} frames were drawn in part"
    assert moved_on >= 5, f"only {moved_on} frames where the game moved on were drawn in part"
    assert replayed >= 5, f"only {replayed} frames were drawn by replaying strokes"
    assert several >= 5, f"only {several} frames of moving cards were drawn in passes replayed"


def test_rectangles_that_overlap_are_shown_as_one_and_all_within_the_window():
    window = pygame.Rect(0, 0, 100, 100)
    rects = [pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10), pygame.Rect(50, 50, 10, 10),
             pygame.Rect(90, 90, 30, 30), pygame.Rect(200, 0, 5, 5)]
    assert merged(rects, window) == [pygame.Rect(0, 0, 15, 15), pygame.Rect(50, 50, 10, 10),
                                     pygame.Rect(90, 90, 10, 10)]
    chain = [pygame.Rect(0, 0, 10, 10), pygame.Rect(20, 0, 10, 10), pygame.Rect(8, 0, 14, 5)]
    assert merged(chain, window) == [pygame.Rect(0, 0, 30, 10)]


def test_a_scene_preparing_is_drawn_once_then_not_until_it_is_ready(app):
    from fanucci_desktop.ui.scene import Scene

    class Preparing(Scene):
        prepared = False

        def ready(self) -> bool:
            return self.prepared

    scene = app.stack.push(Preparing(app))
    app.frame(1 / 60)
    assert app.changed is None                      # the wait's picture, drawn whole
    app.frame(1 / 60)
    assert app.changed == []                        # it stands still: nothing drawn
    scene.prepared = True
    app.frame(1 / 60)
    assert app.changed is None                      # the scene shown


def test_the_frame_that_makes_a_move_leaves_drawing_it_to_the_one_after_its_rehearsal(app):
    """An AI's move is worked out in one frame (engine, sync, autosave), its
    picture rehearsed unseen in the next (its new words made) and drawn in
    the one after: no frame does two of these. The table asks for those
    frames even when nothing moves."""
    table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy", humans=0, level="easy"), seed=3)

    def made() -> int:
        return sum(len(h.moves) for h in table.match.hands)

    deferred = listed_again = 0
    for _ in range(FRAMES // 2):
        before, shown_before = made(), table.redraw.shown
        if table.session.thinking:
            table.session.decider.settle(timeout=10.0)
        app.frame(1 / 60)
        if made() != before and shown_before is not None and app.stack.top is table:
            assert app.changed == [], "a move was drawn in the frame that made it"
            assert table.wake_in() == 0.0
            rehearse = table.redraw.rehearse
            rehearsed = []
            table.redraw.rehearse = lambda picture: (rehearsed.append(app.frames), rehearse(picture))
            app.frame(1 / 60)
            del table.redraw.rehearse
            assert app.changed == [] and rehearsed, "the move was drawn without a rehearsal"
            assert table.wake_in() == 0.0
            strokes_now = table.redraw.strokes_now
            listed = []
            table.redraw.strokes_now = lambda: (listed.append(app.frames), strokes_now())[1]
            app.frame(1 / 60)
            del table.redraw.strokes_now
            assert app.changed != [], "the move was not drawn after its rehearsal"
            deferred += 1
            listed_again += bool(listed)
    assert deferred >= 5
    # the strokes the rehearsal listed serve the frame after it
    assert 2 * listed_again < deferred, (listed_again, deferred)


def at_the_persons_turn(app, game_id: str):
    """A table of ``game_id`` played by the computer up to the person's turn,
    and its autopilot."""
    table = dr.new_table(app, game_id, dr.default_seats(game_id, humans=1, level="easy"), seed=3)
    pilot = dr.Autopilot(app, table, draw_every=1)
    for _ in range(FRAMES):
        if table.session.human_turn and not table.busy and app.stack.top is table:
            break
        pilot.step(1 / 60)
    assert table.session.human_turn
    return table, pilot


def test_input_draws_a_move_in_its_own_frame(app):
    table, pilot = at_the_persons_turn(app, "gin-rummy")
    table.flow.play(pilot.choose())
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(0, 0))])
    assert app.changed is None


@pytest.mark.parametrize("game_id", ["flathead-rummy", "gin-rummy"])
def test_the_final_table_of_a_hand_is_drawn_in_part_as_a_whole_frame_would_draw_it(app, game_id):
    """The hand's end (Flathead's recap, Gin's laid-out hands) changes the
    picture where its strokes changed, not the whole window."""
    table = dr.new_table(app, game_id, dr.default_seats(game_id, humans=1, level="easy"), seed=3)
    pilot = dr.Autopilot(app, table, draw_every=1)
    for _ in range(20_000):
        if table.session.thinking:
            table.session.decider.settle(timeout=10.0)
        due = table.session.summary_due
        pilot.step(1 / 60)
        if table.session.summary_due and not due:
            break
    else:
        pytest.fail("the hand did not end")
    while app.changed == []:               # nothing drawn: the frame after the move draws it
        pilot.step(1 / 60)
    assert app.changed is not None, "the hand's end was drawn whole"
    drawn, changed = app.screen.copy(), app.changed
    app.draw(whole=True)
    wrong = differing(drawn, app.screen)
    assert not wrong, f"drawn in {changed}, wrong at {wrong[:5]}"


def test_the_frames_after_a_move_made_by_a_key_are_drawn_in_part_as_whole_frames(app):
    """A key makes a move (Flathead's D draws a card) and the app draws that
    frame whole: the frames drawn in part after it start from the picture it
    drew, so no card is left behind where it was in that frame."""
    table, _ = at_the_persons_turn(app, "flathead-rummy")
    made = len(table.match.hands[-1].moves)
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0, unicode="d", scancode=0)])
    assert len(table.match.hands[-1].moves) == made + 1 and app.changed is None
    in_part = 0
    for frame in range(40):
        app.frame(1 / 60)
        if not app.changed:
            continue
        in_part += 1
        drawn, changed = app.screen.copy(), app.changed
        app.draw(whole=True)
        wrong = differing(drawn, app.screen)
        assert not wrong, f"frame {frame}: drawn in {changed}, wrong at {wrong[:5]}"
    assert in_part >= 10


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_a_table_drawn_unseen_right_after_a_resize_is_laid_out_for_the_new_window(app, game_id):
    """(The monkey found Fortune Rummy's seat panels of the old size at the
    new scale: a panel of negative height, and an exception.)"""
    table = dr.new_table(app, game_id, dr.default_seats(game_id, humans=1), seed=3)
    dr.run_frames(app, 3)
    for size in ((2560, 1440), (960, 600), (1920, 1080)):
        app.resize(size)
        table.redraw.rehearse(app.pictures)
        assert table.size == size
