"""The main menu's tiles: their words for a match in progress, whole at
every size; their pills rise with them."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.scenes.common import progress_words, scores_words
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui.theme import DrawnText


def test_trophy_case_plays_deals_and_says_so():
    assert progress_words({"game": "trophy-case", "between_hands": True, "hand": 2}) == "between deals"
    assert progress_words({"game": "trophy-case", "between_hands": False, "hand": 3}) == "deal 3"
    assert progress_words({"game": "gin-rummy", "between_hands": True, "hand": 2}) == "between hands"


def test_the_scores_read_apart_from_names_that_end_in_a_number():
    seats = [{"name": "Player 1", "kind": "human"}, {"name": "Ada", "kind": "human"}]
    assert scores_words({"seats": seats, "totals": [0, 0]}) == "Player 1: 0 points · Ada: 0"
    assert scores_words({"seats": seats[:1], "totals": [1]}) == "Player 1: 1 point"
    assert scores_words({"seats": seats, "totals": [3, 5]}, unit=False) == "Player 1: 3 · Ada: 5"


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_a_tile_in_progress_says_so_whole(size, tmp_path):
    """Its status and its description take shorter wordings where narrow, never an ellipsis."""
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    try:
        for game_id in ("trophy-case", "fortune-rummy", "gin-rummy"):
            table = dr.new_table(app, game_id, dr.default_seats(game_id), seed=5)
            dr.Autopilot(app, table).moves(3)
        app.nav.main_menu()
        dr.run_frames(app, 30)
        app.theme.drawn = []
        dr.run_frames(app, 1)
        texts = [d for d in app.theme.drawn if isinstance(d, DrawnText)]
        status = [d for d in texts if "progress" in d.text or d.text.startswith(("Deal ", "Hand "))]
        app.theme.drawn = None
        assert len(status) == 3 and not [d.text for d in texts if d.shortened]
        assert any("deal" in d.text.lower() for d in status)
    finally:
        app.theme.drawn = None
        app.shutdown()


def test_a_lifted_tile_carries_its_pills(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    try:
        menu = app.stack.top
        assert isinstance(menu, MainMenu)
        rest = [pygame.Rect(b.rect) for b in (menu.watch[0], menu.learn_buttons[0])]
        pos = menu.tiles[0].rect.center
        dr.run_frames(app, 40, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                          buttons=(0, 0, 0))])
        lift = menu.tiles[0].lift(app.theme)
        assert lift > 0
        assert [b.rect.y for b in (menu.watch[0], menu.learn_buttons[0])] == [r.y - lift for r in rest]
        tile = menu.tiles[0].rect.move(0, -lift)
        assert tile.contains(menu.watch[0].rect), "Watch sits inside its tile's edge"
    finally:
        app.shutdown()


def test_on_arrival_enter_opens_the_gold_default_and_the_arrows_move_on(tmp_path):
    """No match in progress: the first tile (its set-up screen); one in
    progress: Continue, drawn gold, resumes it."""
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    try:
        menu = app.stack.top
        assert isinstance(menu, MainMenu) and not menu.continue_button.enabled
        dr.run_frames(app, 1, events=dr.key(pygame.K_RIGHT))
        assert menu.focus.focused is menu.tiles[1]
        dr.run_frames(app, 1, events=dr.key(pygame.K_LEFT))
        dr.until_presses_count(app)
        dr.run_frames(app, 2, events=dr.key(pygame.K_RETURN))
        assert app.stack.top.name == "new_game" and app.stack.top.info.id == menu.tiles[0].info.id
        table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy"), seed=5)
        dr.Autopilot(app, table).moves(2)
        table.session.collect_saves(wait=True)
        app.nav.main_menu()
        menu = app.stack.top
        assert menu.continue_button.primary and menu.focus.focused is menu.continue_button
        dr.until_presses_count(app)
        dr.run_frames(app, 2, events=dr.key(pygame.K_RETURN))
        assert app.stack.top.name in ("table", "handoff")
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (2560, 1440)])
def test_tiles_in_progress_keep_the_rows_text_size_and_their_pills_clear(size, tmp_path):
    """A tile with a match in progress says its description in the size of
    the others (it says less instead); its Resume stands clear of its Watch
    pill, and its New match pill clear of its card art."""
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    try:
        for game_id in ("flathead-rummy", "trophy-case", "gin-rummy"):
            table = dr.new_table(app, game_id, dr.default_seats(game_id), seed=5)
            dr.Autopilot(app, table).moves(3)
            table.session.collect_saves(wait=True)
        app.nav.main_menu()
        dr.run_frames(app, 30)
        app.theme.drawn = []
        dr.run_frames(app, 1)
        texts = [d for d in app.theme.drawn if isinstance(d, DrawnText)]
        app.theme.drawn = None
        menu = app.stack.top
        descriptions = {d.px for d in texts for tile in menu.tiles
                        if d.text.strip() and d.text in tile.info.description and tile.rect.contains(d.rect)}
        assert len(descriptions) == 1, descriptions
        gap = app.theme.px(12)
        for tile, watch, new in zip(menu.tiles, menu.watch, menu.new_buttons):
            label = next(d for d in texts if d.text.startswith(("Resume", "Play")) and tile.rect.contains(d.rect))
            assert label.rect.left >= watch.rect.right + gap, (tile.info.id, label.text)
            if new.visible:
                art = tile.fan.get_bounding_rect().move(tile.fan.get_rect(center=(
                    tile.rect.centerx, tile.rect.y + round(tile.rect.h * 0.47) // 2)).topleft)
                assert not new.rect.colliderect(art), tile.info.id
    finally:
        app.theme.drawn = None
        app.shutdown()
