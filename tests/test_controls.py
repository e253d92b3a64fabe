"""One set of controls for every table: the same key for the same action in
every game, and the key help (the Keys panel, the rules screen) listing
exactly the keys that work on that table."""

from __future__ import annotations

import itertools

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.games import RECORDS, record
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui import controls
from fanucci_desktop.ui.controls import BINDINGS, MOVES, Act
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui.scenes.pause import Pause
from fanucci_desktop.ui.scenes.rules import RulesScene
from table_fixtures import app_fixtures

GAMES = [r.info.id for r in RECORDS]


shared_app, app = app_fixtures(
    lambda folder: App(paths=AppPaths.under(folder), size=(1280, 800), animation_speed="instant"), "controls")


def my_table(app, game_id: str, seed: int = 5):
    """A solo table of ``game_id`` at the human's first turn."""
    app.stack.reset(MainMenu(app))
    table = dr.new_table(app, game_id, dr.default_seats(game_id, humans=1, level="easy"), seed=seed)
    pilot = dr.Autopilot(app, table)
    assert pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table, 20_000)
    return table


def press(app, key: int, mod: int = 0) -> None:
    dr.run_frames(app, 1, events=dr.key(key, mod=mod))


def key_of(act: Act) -> tuple[int, int]:
    binding = BINDINGS[act]
    return binding.keys[0], ((pygame.KMOD_LCTRL if binding.ctrl else 0)
                             | (pygame.KMOD_LSHIFT if binding.shift else 0))


def test_an_action_bound_in_several_games_has_one_key_and_no_game_binds_a_key_twice():
    shared = [act for act in Act
              if sum(act in controls.game_acts(g) for g in GAMES) > 1]
    assert {Act.DRAW, Act.TAKE, Act.MELD, Act.LAY_OFF, Act.DISCARD, Act.HINT, Act.UNDO,
            Act.SORT, Act.LOG, Act.MENU, Act.SELECT, Act.LEFT, Act.RIGHT} <= set(shared)
    for game in GAMES:
        presses = [(key, BINDINGS[act].ctrl, BINDINGS[act].shift) for act in controls.game_acts(game)
                   for key in BINDINGS[act].keys]
        assert len(presses) == len(set(presses)), f"{game} binds one key to two actions"
    # one binding per act: a shared action cannot differ between games
    assert set(BINDINGS) == set(Act)


def test_every_key_of_the_app_is_in_the_key_help_of_a_screen_it_works_on():
    """A key a part of a table answers by itself (the coach's W, the hosting
    table's Shift+V) is in no table's own key actions, so the test below
    cannot see it: every binding must be in some screen's key help."""
    helps = [controls.help_items(g) + controls.lesson_help(g) + controls.hosting_help(g) for g in GAMES]
    helps += [controls.key_help(controls.REPLAY, controls.REPLAY_WORDS),
              controls.key_help(controls.DEMO, controls.DEMO_WORDS)]
    captions = {c for items in helps for item in items for c in item.split(": ")[0].split("/")}
    unlisted = [act for act in BINDINGS if BINDINGS[act].caption not in captions]
    assert not unlisted, f"keys in no key help: {unlisted}"
    said = {item for items in helps for item in items}
    assert "Shift+V: let the computer play for a friend who lost the connection (when you host)" in said


@pytest.mark.parametrize("game_id", GAMES)
def test_each_table_binds_exactly_the_keys_its_help_lists(app, game_id):
    table = my_table(app, game_id)
    acts = set(table.key_actions())
    assert acts == set(controls.game_acts(game_id))
    help_text = controls.help_items(game_id)
    captions = {c for item in help_text for c in item.split(": ")[0].split("/")}
    listed = set(controls.listed_acts(game_id))
    assert captions == {BINDINGS[act].caption for act in listed | set(controls.ANYWHERE)}
    assert acts - listed <= set(controls.READS)     # bound, unlisted: a read of a thing the game lacks
    press(app, pygame.K_F1)
    assert table.side.open == "keys" and table.side.lines() == ("Keys", help_text)
    press(app, pygame.K_F1)
    assert table.side.open is None
    sections = RulesScene(app, game_id).sections()
    assert tuple(sections[:-3]) == record(game_id).rules
    assert sections[-3].title == "Gamepad" and list(sections[-3].paragraphs[1:]) == controls.pad_help(game_id, "xbox")
    assert sections[-2].title == "Keys"
    assert list(sections[-2].paragraphs) == help_text + controls.key_help(controls.HOSTING, {})
    assert sections[-1].title == "Play by ear" and "F2" in sections[-1].paragraphs[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_bound_key_reaches_its_action_and_no_other_key_does_anything(app, game_id):
    table = my_table(app, game_id)
    heard: list[Act] = []
    bound = table.key_actions()
    table.key_actions = lambda: {act: (lambda a=act: heard.append(a)) for act in bound}
    try:
        for act in bound:
            heard.clear()
            key, mod = key_of(act)
            press(app, key, mod)
            if act is Act.MENU:
                assert isinstance(app.stack.top, Pause)     # Esc opens the menu before the keys
                app.stack.pop()
                continue
            assert heard == [act], (game_id, act, heard)
        before = table.match.to_dict()
        unbound = [k for k in itertools.chain(range(pygame.K_a, pygame.K_z + 1),
                                              range(pygame.K_0, pygame.K_9 + 1))
                   if not any(k in BINDINGS[a].keys for a in bound)]
        heard.clear()
        for key in unbound:
            press(app, key)
        assert heard == [] and table.match.to_dict() == before and app.stack.top is table
    finally:
        del table.key_actions


@pytest.mark.parametrize("game_id", GAMES)
def test_the_shared_keys_do_the_same_in_every_game(app, game_id):
    table = my_table(app, game_id)
    press(app, pygame.K_s)
    assert table.line.text.startswith("Hand sorted")
    press(app, pygame.K_h)
    assert table.hint.pending or table.hint.move is not None
    table.hint.decider.settle(timeout=30)        # the hint lands now, not over a later message
    dr.run_frames(app, 1)
    assert not table.hint.pending and table.line.text.startswith("Hint: ")
    press(app, pygame.K_l)
    assert table.side.open == "log" and table.side.lines()[0] == "Game log"
    press(app, pygame.K_l)
    assert table.side.open is None
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert table.line.text == "Undo takes back your own moves, on your own turn." or \
        table.line.text.startswith(("There is nothing", "Taken back", "Nothing"))
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, Pause)
    app.stack.pop()
    if game_id in ("flathead-rummy", "fortune-rummy"):     # their first turn starts with a take
        assert Move("draw") in table.match.legal_moves()
    if Move("draw") in table.match.legal_moves():
        press(app, pygame.K_d)
        assert table.match.hands[-1].moves[-1] == "draw"


@pytest.mark.parametrize("game_id", GAMES)
def test_moves_by_key_wait_for_the_players_own_turn(app, game_id):
    table = my_table(app, game_id)
    table.session.turn_down()               # as behind a hand-off: nobody's turn on screen
    before = table.match.to_dict()
    for act in controls.game_moves(game_id):
        assert act in MOVES
        key, mod = key_of(act)
        press(app, key, mod)
    assert table.match.to_dict() == before


#: What the key help of each game built in says of the keys that read a
#: thing only some games have: none of a thing the game lacks; its own open
#: cards, in its own words.
READ_KEYS = {
    "flathead-rummy": ["O: read the open cards: the discard tableau", "E: read the melds on the table",
                       "V: see the whole discard tableau"],
    "trophy-case": ["Q: read the trick so far", "V: see the tricks won and the cards of earlier deals"],
    "fortune-rummy": ["O: read the open cards: the top of the discard pile", "E: read the melds on the table"],
    "fan-rummy": ["O: read the columns, the knock card and the discard pile", "E: read the melds on the table",
                  "V: see both columns whole"],
    "gin-rummy": ["O: read the open cards: the discard pile", "E: read the melds on the table",
                  "V: see the whole discard pile"],
}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_key_help_lists_only_reads_of_things_the_game_has(game_id):
    reads = {BINDINGS[act].caption for act in controls.READS}
    said = [item.split(": ")[0] for item in controls.help_items(game_id)
            if item.split(": ")[0] in reads]
    assert said == [BINDINGS[Act(name)].caption for name in record(game_id).reads]


@pytest.mark.parametrize("game_id", sorted(READ_KEYS))
def test_the_key_help_words_each_read_as_the_game_has_it(game_id):
    reads = {BINDINGS[act].caption for act in controls.READS}
    said = [item for item in controls.help_items(game_id) if item.split(": ")[0] in reads]
    assert said == READ_KEYS[game_id]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_read_of_a_thing_the_game_lacks_answers_in_words(app, game_id):
    table = my_table(app, game_id)
    unlisted = set(controls.game_acts(game_id)) - set(controls.listed_acts(game_id))
    answers = {Act.READ_PILES: table.speech.piles, Act.READ_MELDS: table.speech.melds,
               Act.READ_TRICK: table.speech.trick, Act.SEE_PILES: table.pile_view.nothing}
    assert unlisted and unlisted <= set(answers)
    for act in unlisted:
        assert act in table.key_actions()
        words = answers[act]()
        assert words.startswith(("No ", f"{table.info.name} has no ")) and words.endswith("."), words
