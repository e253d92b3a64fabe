"""One match in progress per game, through the real app with no window:
two games' matches resume each where it was; a new match of a game with one
in progress is set up from its tile's "New match" (the tile resumes), and dealing abandons it (counted as abandoned, its
save kept aside); the set-up screen reopens with the game's last set-up;
the single save of the previous version comes back on the first start."""

import json
import shutil
from pathlib import Path

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.check import driver as dr
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui.scenes.new_game import NewGame
from fanucci_desktop.ui.tables.base import Table

FIXTURES = Path(__file__).parent / "data"


def make_app(root: Path) -> App:
    return App(paths=AppPaths.under(root), size=(1280, 800), animation_speed="instant")


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path)
    yield application
    application.shutdown()


def to_menu(app) -> MainMenu:
    app.stack.reset(MainMenu(app))          # leaving a table waits for its saves
    dr.run_frames(app, 2)
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    return menu


def play_some(app, game_id: str, moves: int, seed: int) -> Table:
    """A new table of ``game_id`` played for at least ``moves`` moves, then
    left for the menu (its match is as saved)."""
    seats = [Seat("You")] + [Seat(n, "easy") for n in ("Ada", "Basil")]
    table = dr.new_table(app, game_id, seats, seed=seed)
    assert dr.Autopilot(app, table).moves(moves)
    to_menu(app)
    return table


def tile(menu: MainMenu, game_id: str):
    return next(t for t in menu.tiles if t.info.id == game_id)


def new_match(menu: MainMenu, game_id: str):
    """The tile's "New match" button."""
    return menu.new_buttons[menu.tiles.index(tile(menu, game_id))]


def test_two_games_keep_their_matches_and_each_resumes_where_it_was(app):
    flathead = play_some(app, "flathead-rummy", 6, seed=3)
    trophy = play_some(app, "trophy-case", 5, seed=4)
    menu = to_menu(app)
    flathead, trophy = flathead.match.to_dict(), trophy.match.to_dict()
    assert set(menu.matches) == {"flathead-rummy", "trophy-case"}
    assert menu.saved["game"] == "trophy-case"                    # Continue: the latest
    assert tile(menu, "flathead-rummy").progress["hand"] == 1
    dr.run_frames(app, 2, events=dr.click(tile(menu, "flathead-rummy").rect.center))
    table = app.stack.find(Table)                 # "Resume ›": no second question
    assert table.game_id == "flathead-rummy" and table.match.to_dict() == flathead
    menu = to_menu(app)
    dr.run_frames(app, 1, events=dr.click(menu.continue_button.rect.center))
    table = app.stack.find(Table)
    assert table.game_id == "trophy-case" and table.match.to_dict() == trophy


def test_a_new_match_of_a_game_in_progress_is_set_up_from_its_tile_and_dealing_abandons_it(app, tmp_path):
    play_some(app, "flathead-rummy", 6, seed=3)
    play_some(app, "trophy-case", 5, seed=4)
    menu = to_menu(app)
    assert [b.visible for b in menu.new_buttons] == [t.progress is not None for t in menu.tiles]
    dr.run_frames(app, 2, events=dr.click(new_match(menu, "flathead-rummy").rect.center))
    setup = app.stack.top
    assert isinstance(setup, NewGame) and setup.in_progress is not None
    assert app.saves.load_match("flathead-rummy")[0] is not None  # nothing lost before dealing
    setup.begin()
    dr.run_frames(app, 2)
    new_table = app.stack.find(Table)
    assert new_table.game_id == "flathead-rummy" and len(new_table.match.hands[-1].moves) == 0
    figures = app.stats.summary()["flathead-rummy"]
    assert figures["all"]["abandoned"] == 1 and figures["all"]["played"] == 0
    assert figures["easy"]["abandoned"] == 1
    kept = list((tmp_path / "data").glob("match-flathead-rummy.abandoned-*.json"))
    assert kept and json.loads(kept[0].read_text("utf-8"))["data"]["match"]["hands"][0]["moves"]
    assert app.saves.load_match("trophy-case")[0] is not None     # the other game is untouched


def test_backing_out_of_the_set_up_keeps_the_match_in_progress(app):
    table = play_some(app, "trophy-case", 5, seed=4)
    menu = to_menu(app)
    before = table.match.to_dict()
    dr.run_frames(app, 2, events=dr.click(new_match(menu, "trophy-case").rect.center))
    assert isinstance(app.stack.top, NewGame)
    dr.run_frames(app, 2, events=dr.key(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, MainMenu)
    assert app.saves.load_match("trophy-case")[0]["match"] == before
    assert "trophy-case" not in app.stats.summary()


def test_the_set_up_screen_reopens_with_the_games_last_set_up(app):
    menu = to_menu(app)
    menu.new_game("fortune-rummy")
    setup = app.stack.top
    setup.players.index = setup.players.options.index("4")
    setup._show_seats()
    setup.names[1].value = "Zoe"
    setup.kinds[2].index = setup.kinds[2].options.index("hard")
    toggle = next(w for w in setup.options if isinstance(w.value, bool))   # a house rule
    toggle.value = not toggle.value
    setup.deal.value = "1234"
    chosen = setup.setup()
    setup.begin()
    menu = to_menu(app)
    menu.new_game("fortune-rummy")
    again = app.stack.top
    assert again.setup() == chosen and again.count == 4 and again.names[1].value == "Zoe"
    assert again.deal.value == ""                                 # a random deal unless typed
    app.stack.pop()
    menu.new_game("fan-rummy")                                    # another game: its own defaults
    assert app.stack.top.names[1].value != "Zoe"


def test_the_previous_versions_single_save_resumes_after_the_first_start(tmp_path):
    data = tmp_path / "data"
    data.mkdir(parents=True)
    shutil.copy(FIXTURES / "autosave-schema2-single-slot.json", data / "autosave.json")
    old = json.loads((data / "autosave.json").read_text("utf-8"))
    app = make_app(tmp_path)
    try:
        menu = to_menu(app)
        assert menu.saved is not None and menu.saved["game"] == "flathead-rummy"
        assert menu.continue_button.subtitle.startswith("Flathead Rummy · hand 2")
        dr.run_frames(app, 1, events=dr.click(menu.continue_button.rect.center))
        table = app.stack.find(Table)
        resumed, saved = table.match.to_dict(), old["data"]["match"]
        # a match saved before matches had lengths plays to the game's standard one
        saved["options"] = {**saved["options"], "target": table.match.game.info.target_score}
        for record in (resumed, saved):          # how a hand scored is said in today's words
            for hand in record["hands"]:
                hand["details"] = hand["details"] and len(hand["details"])
        assert resumed == saved
    finally:
        app.shutdown()
    assert list(data.glob("autosave.migrated-*.json"))


def test_tables_left_leave_no_saving_thread_behind(app):
    import threading

    for seed in range(4):
        play_some(app, "trophy-case", 2, seed=seed)      # each table is left for the menu
    savers = [t for t in threading.enumerate() if t.name.startswith("autosave")]
    assert savers == []
