"""The art warmer: urgent jobs before background ones, nothing left after
stop, and a new table shown only once its first frame's art is made."""

import tempfile
import threading
import time

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.engine.cards import parse_card
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.check import driver as dr
from fanucci_desktop.ui.art_warmer import ArtWarmer
from fanucci_desktop.ui.cardart import CardArt
from fanucci_desktop.ui.cardart.art import CACHE_MB
from fanucci_desktop.ui.surface_cache import surface_bytes
from fanucci_desktop.ui.sprites import CardSprite, SpriteImages
from fanucci_desktop.ui.tables.frame import board
from fanucci_desktop.ui.theme import Theme


class GatedArt:
    """Records the jobs done; the first one waits for ``gate``."""

    def __init__(self):
        self.done, self.gate, self.started = [], threading.Event(), threading.Event()

    def face(self, card, width):
        if not self.done:
            self.started.set()
            self.gate.wait(5)
        self.done.append((card, width))

    def back(self, width):
        self.face("back", width)

    def table(self, size, color):
        self.face("felt", size)


def wait_idle(warmer, seconds=5.0):
    end = time.monotonic() + seconds
    while warmer.busy() and time.monotonic() < end:
        time.sleep(0.005)
    assert not warmer.busy()


def test_urgent_jobs_go_before_background_ones_and_the_warmer_reports_prepared():
    art = GatedArt()
    warmer = ArtWarmer(art)
    warmer.plan([("face", "a", 1), ("face", "b", 1)], [("face", "x", 1), ("face", "y", 1)])
    assert art.started.wait(5) and not warmer.prepared()
    warmer.urgent([("face", "c", 1), ("back", 2)])
    art.gate.set()
    wait_idle(warmer)
    assert art.done == [("a", 1), ("c", 1), ("back", 2), ("b", 1), ("x", 1), ("y", 1)]
    assert warmer.prepared()


def test_stop_drops_the_queued_work():
    art = GatedArt()
    warmer = ArtWarmer(art)
    warmer.plan([("face", "a", 1)], [("face", str(i), 1) for i in range(50)])
    assert art.started.wait(5)
    stopper = threading.Thread(target=warmer.stop)
    stopper.start()
    time.sleep(0.05)
    art.gate.set()
    stopper.join(5)
    wait_idle(warmer)
    assert art.done == [("a", 1)]


def test_a_turning_card_shows_its_back_until_its_face_is_made():
    pygame.display.init()
    art = CardArt()
    images = SpriteImages(art)
    card = parse_card("7 Faces")
    surface = pygame.Surface((300, 300))
    blit = Theme((300, 300)).blit
    images.draw(surface, CardSprite(card, "hand:0", 150, 150, flip=0.6), 80, False, blit)
    assert not art.has_face(card, 80)            # drawn as its back, nothing rendered
    images.draw(surface, CardSprite(card, "hand:0", 150, 150, flip=0.9), 80, False, blit)
    assert art.has_face(card, 80)                # nearly face up: made on the spot


def test_a_new_table_is_shown_once_its_felt_backs_and_dealt_faces_are_made():
    with tempfile.TemporaryDirectory() as tmp:
        app = App(paths=AppPaths.under(tmp), size=(1280, 800), animation_speed="normal", realtime=True)
        table = dr.new_table(app, "fan-rummy", dr.default_seats("fan-rummy"), seed=3)
        assert table.match.state is not None      # dealt on entry, while preparing
        end = time.monotonic() + 10
        while not table.ready() and time.monotonic() < end:
            app.frame(1 / 60)
        assert table.ready()
        faces = board.faces_on_show(table)
        assert faces and all(app.art.has_face(card, width) for _, card, width in faces)
        app.shutdown()


class CountingArt:
    """Records the jobs done at once."""

    def __init__(self):
        self.done = []

    def face(self, card, width):
        self.done.append((card, width))


def test_one_worker_thread_serves_later_jobs_until_stop():
    """New work is handed to the waiting worker: no thread is started for
    it (starting one makes the frame that asks wait), and stop ends it."""
    art = CountingArt()
    warmer = ArtWarmer(art)
    warmer.plan([("face", "a", 1)], [])
    wait_idle(warmer)
    worker = warmer._thread
    assert worker is not None and worker.is_alive()
    for name in "bcd":
        warmer.urgent([("face", name, 1)])
        wait_idle(warmer)
        assert warmer._thread is worker
    assert art.done == [("a", 1), ("b", 1), ("c", 1), ("d", 1)]
    warmer.stop()
    assert not worker.is_alive()
    warmer.urgent([("face", "e", 1)])               # a stopped warmer starts again when given work
    wait_idle(warmer)
    assert art.done[-1] == ("e", 1)
    warmer.stop()


def test_an_idle_warmer_worker_ends_by_itself(monkeypatch):
    from fanucci_desktop.ui import art_warmer
    monkeypatch.setattr(art_warmer, "WORKER_IDLE_S", 0.05)
    warmer = ArtWarmer(CountingArt())
    warmer.plan([("face", "a", 1)], [])
    wait_idle(warmer)
    worker = warmer._thread
    if worker is not None:
        worker.join(timeout=5)
        assert not worker.is_alive()
    assert warmer._thread is None


def frames_that_ask(monkeypatch, frames: int = 400):
    """A Flathead table the computer plays, frame by frame, undrawn: after
    each frame that asked the warmer for work (a sync), yields the table,
    every job asked so far and the card images kept before that frame."""
    with tempfile.TemporaryDirectory() as tmp:
        app = App(paths=AppPaths.under(tmp), size=(1280, 800), animation_speed="normal")
        try:
            table = dr.new_table(app, "flathead-rummy", dr.default_seats("flathead-rummy", humans=0), seed=5)
            asked: list[tuple] = []
            monkeypatch.setattr(table.warmer, "urgent", lambda jobs: asked.extend(jobs))
            for _ in range(frames):
                kept, before = set(table.images.cache), len(asked)
                if table.session.thinking:
                    table.session.decider.settle(timeout=10.0)
                app.frame(1 / 60, draw=False)
                if len(asked) != before:
                    yield table, asked, kept
        finally:
            app.shutdown()


def test_a_move_warms_each_face_at_the_width_it_goes_to(monkeypatch):
    """A card that changes size on its way (a hand's card going to a pile of
    smaller cards) is asked of the warmer at the width it arrives at, not
    the width it leaves: otherwise the frame it lands in renders it."""
    checked = 0
    for table, asked, _ in frames_that_ask(monkeypatch):
        for slot in table.slots(table.sight.view()):
            if slot.card is not None:
                width = max(2, round(table.card_w * slot.scale))
                assert table.app.art.has_face(slot.card, width) or ("face", slot.card, width) in asked, \
                    f"{slot.card} at {width} was not asked for"
                checked += 1
    assert checked > 50


def images_80_wide() -> SpriteImages:
    """A table's card images, cards settling 80 pixels wide."""
    images = SpriteImages(CardArt())
    images.set_card_width(80)
    images.exact = {80}
    return images


def test_a_card_turned_ahead_is_the_card_turned_in_the_frame_and_the_frame_does_not_turn_it(monkeypatch):
    images, face = images_80_wide(), parse_card("7 Faces")
    on_the_spot = pygame.transform.rotozoom(images.base(face, 80), 7, 1.0)
    images.prepare_turned(face, 80, 7)
    monkeypatch.setattr(pygame.transform, "rotozoom", lambda *a: pytest.fail("turned in the frame"))
    ahead = images.image(face, 80, 7)
    assert pygame.image.tobytes(ahead, "RGBA") == pygame.image.tobytes(on_the_spot, "RGBA")


def test_a_move_asks_the_warmer_to_turn_ahead_each_card_landing_at_a_new_angle(monkeypatch):
    """A hand spread anew lands its cards at new angles, each turned smoothly
    once: the warmer is asked for each, so the frame they land in does not."""
    checked = 0
    for table, asked, kept in frames_that_ask(monkeypatch):
        for slot in table.slots(table.sight.view()):
            width, deg = max(2, round(table.card_w * slot.scale)), round(slot.angle) % 360
            if deg and width in table.images.exact and ("rot", slot.card, width, deg) not in kept:
                assert ("turned", table.images, slot.card, width, deg) in asked, \
                    f"{slot.card} at {width} px, {deg} degrees was not asked for"
                checked += 1
    assert checked > 20


def test_a_card_turned_ahead_and_not_taken_is_forgotten_once_nothing_is_in_flight(monkeypatch):
    images, face = images_80_wide(), parse_card("7 Faces")
    images.prepare_turned(face, 80, 7)
    images.land()
    turned = []
    rotozoom = pygame.transform.rotozoom
    monkeypatch.setattr(pygame.transform, "rotozoom", lambda *a: turned.append(a) or rotozoom(*a))
    images.image(face, 80, 7)
    assert len(turned) == 1                              # not kept: turned in the frame


def test_what_was_turned_ahead_is_forgotten_only_after_the_frame_cards_land_in():
    """The frame whose update ends the last flight draws the cards landing:
    they find what the warmer turned for them; it is forgotten a frame later."""
    with tempfile.TemporaryDirectory() as tmp:
        app = App(paths=AppPaths.under(tmp), size=(1280, 800), animation_speed="normal")
        table = dr.new_table(app, "flathead-rummy", dr.default_seats("flathead-rummy", humans=0), seed=5)
        landed: list[bool] = []             # for each forgetting: was a card in flight in the frame before?
        land = table.images.land
        flying = [False]
        table.images.land = lambda: (landed.append(flying[0]), land())
        for _ in range(600):
            if table.session.thinking:
                table.session.decider.settle(timeout=10.0)
            flying[0] = table.tweens.busy
            app.frame(1 / 60)
        assert len(landed) > 20 and not any(landed)
        app.shutdown()


def test_a_table_warms_only_the_cards_on_screen_and_the_art_keeps_to_its_budget():
    """The warmer makes the faces in sight (at each width a card the
    person may move can go to), not the whole deck at every width: at
    3840x2160 that would be 90 MB. No face of a card never shown is made."""
    with tempfile.TemporaryDirectory() as tmp:
        app = App(paths=AppPaths.under(tmp), size=(1280, 800), animation_speed="normal", realtime=True)
        table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy"), seed=3)
        seen: set = set()
        end = time.monotonic() + 20
        while (not table.ready() or table.busy or table.warmer.busy()) and time.monotonic() < end:
            app.frame(1 / 60)
            seen |= {s.card for s in table.sprites if s.card is not None}
        assert not table.warmer.busy()
        widths = sorted(table.images.exact)
        made = {card for card in table.match.game.deck() for width in widths if app.art.has_face(card, width)}
        assert seen and seen <= made                 # what was shown was warmed
        assert made <= seen, f"faces made of cards never shown: {sorted(made - seen)[:5]}"
        app.shutdown()
    art = CardArt()
    deck = sorted(set(dr.get_game("flathead-rummy").deck()))
    for card in deck[:80]:                           # a 3840x2160 hand's width
        art.face(card, 307)
    assert art.cache_bytes <= CACHE_MB * 1024 * 1024 < 80 * surface_bytes(art.face(deck[0], 307))
