"""The main menu's tiles: their words for a match in progress, whole at
every size; their pills rise with them."""

from __future__ import annotations

import dataclasses
import re

import pygame
import pytest
from test_legibility import problems

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import catalog
from fanucci_desktop.games.shed import ShedGame
from fanucci_desktop.games.shed.record import RECORD as SHED
from fanucci_desktop.i18n import available_languages
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
        for game_id in ("flathead-rummy", "trophy-case", "gin-rummy", "fan-rummy"):
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
        descriptions = {d.px for d in texts for tile in menu.tiles if tile.visible
                        if d.text.strip() and d.text in tile.info.description and tile.rect.contains(d.rect)}
        assert len(descriptions) == 1, descriptions
        gap = app.theme.px(12)
        for tile, watch, new in zip(menu.tiles, menu.watch, menu.new_buttons):
            if not tile.visible:
                continue
            label = next(d for d in texts if d.text.startswith(("Resume", "Play")) and tile.rect.contains(d.rect))
            assert label.rect.left >= watch.rect.right + gap, (tile.info.id, label.text)
            if new.visible:
                art = tile.fan.get_bounding_rect().move(tile.fan.get_rect(center=(
                    tile.rect.centerx, tile.rect.y + round(tile.rect.h * 0.47) // 2)).topleft)
                assert not new.rect.colliderect(art), tile.info.id
    finally:
        app.theme.drawn = None
        app.shutdown()


def menu_texts(app) -> list:
    """What the menu's next frame draws (``Theme.drawn``)."""
    app.nav.main_menu()
    dr.run_frames(app, 30)
    app.theme.drawn = []
    dr.run_frames(app, 1)
    drawn, app.theme.drawn = app.theme.drawn, None
    return drawn


@pytest.fixture(scope="module")
def busy_menu(tmp_path_factory):
    """The menu at 960x600 with four matches in progress, Fortune Rummy's
    the latest and between hands (the Continue button names it), Trophy
    Case's at three seats (its score lines take two lines): what it drew."""
    app = App(paths=AppPaths.under(tmp_path_factory.mktemp("busy")), size=(960, 600),
              animation_speed="instant")
    try:
        for game_id in ("trophy-case", "gin-rummy", "fan-rummy"):
            table = dr.new_table(app, game_id, dr.default_seats(game_id), seed=5)
            dr.Autopilot(app, table).moves(3)
            table.session.collect_saves(wait=True)
        table = dr.new_table(app, "fortune-rummy", dr.default_seats("fortune-rummy"), seed=5)
        assert dr.Autopilot(app, table).play(lambda: table.session.summary_due, max_frames=60_000)
        table.session.collect_saves(wait=True)
        drawn = menu_texts(app)
        yield app.stack.top, drawn
    finally:
        app.theme.drawn = None
        app.shutdown()


def test_at_960x600_the_continue_subtitle_and_every_tile_read_whole(busy_menu):
    menu, drawn = busy_menu
    assert "between hands" in menu.continue_button.subtitle
    assert problems(drawn, 12, whole=True) == []


def description_forms(text: str) -> list[str]:
    """A description and its first clause (the words before a semicolon or a colon)."""
    return [text, re.split(r"[;:]", text)[0].rstrip() + "."]


def test_a_tile_in_progress_keeps_its_description(busy_menu):
    menu, drawn = busy_menu
    texts = [d for d in drawn if isinstance(d, DrawnText)]
    for tile in [tile for tile in menu.tiles if tile.visible]:
        words = " ".join(d.text for d in texts if tile.rect.contains(d.rect))
        assert any(form.split()[0] in words and form.split()[-1] in words
                   for form in description_forms(tile.info.description)), (tile.info.id, words)


def test_every_tile_says_its_description_in_one_size(busy_menu):
    menu, drawn = busy_menu
    shown = [tile for tile in menu.tiles if tile.visible]
    sizes = {(tile.info.id, d.px) for d in drawn if isinstance(d, DrawnText) for tile in shown
             if d.text.strip() and any(d.text in form for form in description_forms(tile.info.description))
             and tile.rect.contains(d.rect)}
    assert len({px for _, px in sizes}) == 1, sorted(sizes)
    assert {game for game, _ in sizes} == {tile.info.id for tile in shown}


def test_a_tiles_lines_stand_clear_of_its_watch_and_resume(busy_menu):
    menu, drawn = busy_menu
    texts = [d for d in drawn if isinstance(d, DrawnText) and d.text.strip()]
    for tile, watch in zip(menu.tiles, menu.watch):
        if not tile.visible:
            continue
        inside = [d for d in texts if tile.rect.contains(d.rect)]
        label = next(d for d in inside if d.text.startswith(("Resume", "Play")))
        pills = [watch.rect, label.rect]
        for d in inside:
            if d is not label and d.text != "Watch":
                assert not any(d.rect.colliderect(p.inflate(0, 4)) for p in pills), (tile.info.id, d.text)


def more_games(count: int) -> tuple:
    """The catalogue's records, Shed and as many more copies of Shed, each
    under an id and a name of its own, as make ``count`` games."""
    records = catalog.BUILT_IN + (SHED,)
    copies = []
    for n in range(count - len(records)):
        info = dataclasses.replace(SHED.info, id=f"shed-{n + 2}", name=f"Shed {n + 2}")
        game = type("OtherShed", (ShedGame,), {"info": info})()
        copies.append(dataclasses.replace(SHED, game=game))
    return records + tuple(copies)


@pytest.fixture
def eight_games(monkeypatch):
    records = more_games(8)
    monkeypatch.setattr(catalog, "RECORDS", records)
    monkeypatch.setattr(catalog, "GAMES", tuple(r.info for r in records))
    return records


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (2560, 1440)])
def test_eight_games_scroll_by_whole_tiles_and_read_whole(eight_games, size, tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    try:
        drawn = menu_texts(app)
        menu = app.stack.top
        shown = [tile for tile in menu.tiles if tile.visible]
        assert len(shown) == 5 and shown == menu.tiles[:5]
        screen = app.screen.get_rect()
        assert all(screen.contains(tile.rect) for tile in shown)
        assert menu.later.visible and menu.later.enabled and not menu.earlier.enabled
        assert problems(drawn, 12 if size == (960, 600) else None, whole=True) == []
        said = [d.text for d in drawn if isinstance(d, DrawnText)]
        assert "Games 1–5 of 8" in said and "Shed 2" not in said
        dr.run_frames(app, 1, events=dr.click(menu.later.rect.center))
        assert [tile.info.id for tile in menu.tiles if tile.visible] == [
            r.info.id for r in eight_games[3:]]
        assert not menu.later.enabled and menu.earlier.enabled
        app.theme.drawn = []
        dr.run_frames(app, 1)
        drawn, app.theme.drawn = app.theme.drawn, None
        assert problems(drawn, 12 if size == (960, 600) else None, whole=True) == []
        assert "Shed 3" in [d.text for d in drawn if isinstance(d, DrawnText)]
    finally:
        app.theme.drawn = None
        app.shutdown()


def test_the_keys_and_the_wheel_bring_every_game_into_view(eight_games, tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="instant")
    try:
        menu_texts(app)
        menu = app.stack.top
        menu.focus.focus = 0                          # the first tile
        for n in range(1, 8):
            dr.run_frames(app, 1, events=dr.key(pygame.K_RIGHT))
            assert menu.focus.focused is menu.tiles[n] and menu.tiles[n].visible, n
        assert menu.first == 3
        dr.run_frames(app, 1, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)])
        assert menu.first == 2 and menu.focus.focused is menu.tiles[6]   # the nearest shown
        dr.run_frames(app, 1, events=dr.key(pygame.K_RETURN))
        assert app.stack.top.name == "new_game" and app.stack.top.info.id == "shed-2"
    finally:
        app.shutdown()


def test_tab_reaches_every_game_and_its_pills_scrolling_the_row(eight_games, tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="instant")
    try:
        menu_texts(app)
        menu = app.stack.top
        reached = []
        for _ in range(40):
            dr.run_frames(app, 1, events=dr.key(pygame.K_TAB))
            focused = menu.focus.focused
            assert focused is not None and focused.visible, "the focus rests on what is shown"
            reached.append(focused)
        assert all(any(w is tile for w in reached) for tile in menu.tiles)
        assert all(any(w is watch for w in reached) for watch in menu.watch)
        assert any(w is menu.buttons[-1] for w in reached), "on to the bottom bar"
        dr.run_frames(app, 1, events=dr.key(pygame.K_TAB, mod=pygame.KMOD_LSHIFT))
        assert menu.focus.focused is reached[-2]
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", available_languages())
def test_in_every_language_a_busy_tiles_pills_stand_apart_and_its_resume_keeps_its_word(code, size, tmp_path):
    """A tile with a match in progress in each language: its Learn, New
    match and Watch pills do not lie on each other, its "Resume" (or
    "Play") is said in words beside its arrow, and nothing is cut."""
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant", language=code)
    try:
        for game_id in ("flathead-rummy", "gin-rummy"):
            table = dr.new_table(app, game_id, dr.default_seats(game_id), seed=5)
            dr.Autopilot(app, table).moves(3)
            table.session.collect_saves(wait=True)
        drawn = menu_texts(app)
        menu = app.stack.top
        language = app.language
        words = (language.pgettext("a game's tile: go on with its match", "Resume"), language.gettext("Play"))
        texts = [d for d in drawn if isinstance(d, DrawnText) and d.text.strip()]
        found = problems(drawn, None, whole=True)
        for tile, watch, learn, new in zip(menu.tiles, menu.watch, menu.learn_buttons, menu.new_buttons):
            if not tile.visible:
                continue
            pills = [p.rect for p in (watch, learn, new) if p.visible]
            found += [f"{tile.info.id}: pills {a} and {b} overlap" for n, a in enumerate(pills)
                      for b in pills[n + 1:] if a.colliderect(b)]
            if not any(d.text.startswith(words) for d in texts if tile.rect.contains(d.rect)):
                found.append(f"{tile.info.id}: no {words[0]!r} or {words[1]!r} in words")
        assert not found, "\n".join(found)
    finally:
        app.theme.drawn = None
        app.shutdown()
