"""The UI's surface caches stay bounded however often the window is resized:
each table's card images, layers and felts, the theme's text, shadows and
backdrop, and the card art's felts hold about as many pixels after a tour of
many window sizes as after one visit to the final size."""

from __future__ import annotations

import gc
import sys
import weakref

import pygame
import pytest

from fanucci_desktop.games import RECORDS
from fanucci_desktop.app import App
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.cards import parse_card
from fanucci_desktop.ui.cardart import CardArt
from fanucci_desktop.ui.memory import release_free_memory, tune_allocator
from fanucci_desktop.ui.sprites import SpriteImages
from fanucci_desktop.ui.surface_cache import SurfaceLRU, surface_bytes
from fanucci_desktop.ui.tables.frame import board
from fanucci_desktop.ui.theme import Theme

#: Window sizes a long session may go through (the monkey's range).
TOUR = [(960, 600), (2560, 1440), (1920, 1080), (1024, 768), (2200, 1300),
        (1366, 768), (2400, 1350), (1800, 1200), (1440, 900)]
FINAL = (2560, 1440)
GAMES = [r.info.id for r in RECORDS]


def held_bytes(obj, seen: set[int] | None = None, depth: int = 0) -> int:
    """Bytes of the distinct surfaces ``obj`` keeps: in its attributes, in
    containers, in surface caches and in UI helper objects it owns (not the
    app, its card art or other scenes)."""
    seen = set() if seen is None else seen
    if id(obj) in seen or depth > 4:
        return 0
    seen.add(id(obj))
    if isinstance(obj, pygame.Surface):
        return surface_bytes(obj)
    if isinstance(obj, SurfaceLRU):
        return obj.bytes
    if isinstance(obj, dict):
        return sum(held_bytes(v, seen, depth + 1) for v in obj.values())
    if isinstance(obj, (list, tuple, set, frozenset)):
        return sum(held_bytes(v, seen, depth + 1) for v in obj)
    if isinstance(obj, (App, CardArt)) or not type(obj).__module__.startswith("fanucci_desktop.ui"):
        return 0
    attrs = getattr(obj, "__dict__", None)
    return 0 if attrs is None else sum(held_bytes(v, seen, depth + 1) for v in attrs.values())


def show(app: App, size: tuple[int, int], frames: int = 2) -> None:
    app.resize(size)
    dr.run_frames(app, frames)


@pytest.fixture
def app(tmp_path, monkeypatch):
    # Card art for the whole deck at every width would only slow this down
    # (that cache has its own byte budget, tested with the card art).
    monkeypatch.setattr(board, "warm_jobs", lambda table: ([], []))
    app = App(paths=AppPaths.under(str(tmp_path)), size=FINAL, animation_speed="instant")
    yield app
    app.shutdown()


@pytest.mark.parametrize("game_id", GAMES)
def test_table_caches_do_not_grow_across_many_resizes(app, game_id):
    table = dr.new_table(app, game_id, dr.default_seats(game_id))
    show(app, FINAL)
    once = held_bytes(table) + held_bytes(app.theme)
    assert table.images.cache.bytes > 0          # the cards were drawn from the cache
    for size in TOUR + [FINAL]:
        show(app, size)
    after = held_bytes(table) + held_bytes(app.theme)
    assert after <= once * 1.25 + 2 * 1024 * 1024, (game_id, once, after)
    width = table.images.card_width
    assert width == table.card_w
    for key in table.images.cache:
        if key[0] in ("base", "rot") and key[2] not in table.images.exact:
            pytest.fail(f"{game_id}: an image of width {key[2]} from an earlier size is kept")


def test_theme_keeps_only_the_current_sizes_backdrop_and_shadows():
    pygame.font.init()
    theme = Theme(FINAL)
    surface = pygame.Surface(FINAL)
    for size in TOUR + [FINAL]:
        theme.resize(size)
        target = pygame.Surface(size)
        theme.background(target)
        theme.panel(target, pygame.Rect(10, 10, size[0] - 20, size[1] - 20))
        theme.text("Your turn", 21)
    theme.background(surface)
    assert len(theme.background_cache) == 1
    assert theme.background_cache.bytes <= FINAL[0] * FINAL[1] * 4
    assert len(theme.shadow_cache) == 1          # the panel's shadow at this size only
    assert len(theme.text_cache) == 1


def test_the_menu_backdrop_is_kept_only_while_it_is_on_screen(app):
    """At a table the window-sized menu backdrop is forgotten (15 MB at
    2560x1440); back at the menu it is drawn again."""
    dr.run_frames(app, 2)
    assert app.theme.background_cache.bytes >= FINAL[0] * FINAL[1] * 3
    dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy"))
    dr.run_frames(app, 3)
    assert app.theme.background_cache.bytes == 0
    app.nav.main_menu()
    dr.run_frames(app, 3)
    assert app.theme.background_cache.bytes >= FINAL[0] * FINAL[1] * 3


@pytest.mark.parametrize("game_id", ["flathead-rummy", "fortune-rummy"])
def test_a_table_that_bakes_its_felt_holds_one_window_sized_felt_not_two(app, game_id):
    """Flathead and Fortune draw their zones' backings into the felt once:
    they take the card art's felt to do it, which then keeps none."""
    table = dr.new_table(app, game_id, dr.default_seats(game_id))
    show(app, FINAL)
    window = FINAL[0] * FINAL[1] * 4
    assert app.art.felt_bytes == 0
    assert window <= held_bytes(table) < 2 * window


def test_card_art_keeps_felts_of_the_last_two_sizes_only():
    art = CardArt()
    refs = [weakref.ref(art.table(size)) for size in TOUR]
    gc.collect()
    assert sum(r() is not None for r in refs) <= 2
    assert art.cache_bytes == 0                   # felts never crowd out card images
    assert art.table(TOUR[-1]) is refs[-1]()      # the current felt is reused


def test_sprite_images_are_dropped_when_the_card_width_changes():
    art = CardArt()
    images = SpriteImages(art)
    assert images.set_card_width(80)
    images.image(None, 80, 12)
    assert len(images.cache) >= 2
    assert not images.set_card_width(80)
    assert len(images.cache) >= 2                 # same width: kept
    assert images.set_card_width(120)
    assert len(images.cache) == 0


def test_a_card_whose_size_or_angle_is_on_its_way_is_made_fast_and_kept_only_in_flight():
    images = SpriteImages(CardArt())
    images.set_card_width(80)
    images.exact = {80}
    face = parse_card("7 Faces")
    images.image(face, 80, 0)                              # the face at its width: kept
    kept = set(images.cache)
    for width in range(60, 80):                            # a face shrinking on its way
        images.image(face, width, 7, moving=True)
    assert set(images.cache) == kept
    images.image(face, 64, 0)                              # at rest at another width: kept
    assert ("scaled", face, 64) in images.cache
    images.image(None, 80, 9, moving=True)              # turning in flight at a width
    images.image(face, 80, 9, moving=True)              # cards settle at: kept apart
    assert {(None, 80, 9), (face, 80, 9)} <= set(images.flying)
    assert all(key[0] in ("base", "scaled") for key in images.cache)   # none turned there
    images.land()                                          # until no card is in flight
    assert len(images.flying) == 0 and ("scaled", face, 64) in images.cache


def test_surface_lru_is_bounded_by_count_and_bytes_and_drops_the_oldest():
    cache = SurfaceLRU(3, 10_000)
    for i in range(3):
        cache[i] = pygame.Surface((10, 10), pygame.SRCALPHA)    # 400 bytes each
    cache.get(0)                                                 # 0 is now the newest
    cache[3] = pygame.Surface((10, 10), pygame.SRCALPHA)
    assert list(cache) == [2, 0, 3]
    cache["big"] = pygame.Surface((50, 49), pygame.SRCALPHA)    # 9,800 bytes
    assert list(cache) == ["big"] and cache.bytes == 9_800
    cache["huge"] = pygame.Surface((100, 100), pygame.SRCALPHA)  # over budget alone: kept
    assert list(cache) == ["huge"] and cache.bytes == 40_000
    cache.drop_if(lambda key: key == "huge")
    assert len(cache) == 0 and cache.bytes == 0


def test_surface_lru_forgets_what_was_not_used_for_a_while():
    now = [0.0]
    cache = SurfaceLRU(10, 1_000_000, clock=lambda: now[0])
    for i in range(4):
        cache[i] = pygame.Surface((10, 10))
        now[0] += 10.0                       # made at 0, 10, 20, 30
    cache.get(0)                             # 0 used again at 40
    now[0] = 75.0
    cache.drop_unused(50.0)                  # not used since 25: 1 and 2 go
    assert list(cache) == [3, 0] and cache.bytes == 2 * surface_bytes(cache[3])
    now[0] = 1000.0
    cache.drop_unused(50.0)
    assert len(cache) == 0 and cache.bytes == 0


def test_a_change_of_table_forgets_the_images_of_tables_left_long_ago(app, monkeypatch):
    from fanucci_desktop.ui import scene as scene_module
    from fanucci_desktop.ui.scenes.menu import MainMenu

    dr.new_table(app, "trophy-case", dr.default_seats("trophy-case"), seed=2)
    dr.run_frames(app, 30)
    held = app.art.cache_bytes
    assert held > 0
    monkeypatch.setattr(scene_module, "IMAGE_IDLE_S", 0.0)    # as if long ago
    app.stack.reset(MainMenu(app))
    dr.run_frames(app, 1)
    assert app.art.cache_bytes < held / 4


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator only")
def test_allocator_is_tuned_on_glibc_and_trimming_is_harmless():
    assert tune_allocator() and tune_allocator()       # idempotent
    release_free_memory()


def test_a_table_at_rest_keeps_no_image_of_a_card_in_flight(tmp_path):
    """Cards turned in flight, and turned ahead for their landing, are
    forgotten before the table comes to rest: it asks for the frame that
    forgets them."""
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="normal")
    try:
        table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy", humans=1), seed=7)
        rested = 0
        for _ in range(3000):
            if table.session.thinking:
                table.session.decider.settle(timeout=10.0)
            app.frame(1 / 60)
            if app.stack.top is table and table.wake_in() is None:     # at rest: the person's turn
                assert not table.images.landing, "images of cards in flight kept at rest"
                rested += 1
                if rested == 3:
                    break
                pilot = dr.Autopilot(app, table)
                table.flow.play(pilot.choose())
        assert rested == 3
    finally:
        app.shutdown()
