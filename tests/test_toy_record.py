"""A game added through its record alone: Shed, the skeleton game
(``games/shed/``), is put in the catalogue the way its catalogue entry puts
it there, and nothing else is told about it. Then it is
played at a real table to the end of a match, headless, once by mouse and
once by keyboard, with the frame invariants checked after every frame."""

from __future__ import annotations

import ast
import dataclasses
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Callable

import pygame
import pytest
from ear_kit import Ear
from test_legibility import problems

import fanucci_desktop
from fanucci_desktop.ai.factory import knowledge_for
from fanucci_desktop.ai.knowledge import Knowledge
from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.gestures import key_events
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.engine.cards import parse_cards
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.games import catalog, get_game
from fanucci_desktop.games.shed.record import RECORD as SHED
from fanucci_desktop.rules_text import USING_THE_TABLE
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.words import choice_name
from fanucci_desktop.ui import controls
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.scenes.dialog import ChooseOne
from fanucci_desktop.ui.scenes.rules import RulesScene
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary
from fanucci_desktop.ui.tables import Table, table_class
from fanucci_desktop.ui.tables.generic import button_label

TOY = SHED.info.id


@pytest.fixture
def registered(monkeypatch):
    """Shed's record in the catalogue, as ``FANUCCI_EXTRA_GAMES=toy`` puts it there."""
    monkeypatch.setattr(catalog, "RECORDS", catalog.BUILT_IN + catalog.extra_records("toy"))


@pytest.fixture
def app(tmp_path):
    app = App(paths=AppPaths.under(str(tmp_path)), size=(1280, 800), animation_speed="instant")
    app.settings = dataclasses.replace(app.settings, ai_pace="fast")
    yield app
    app.shutdown()


def send(app, events: list[pygame.event.Event]) -> None:
    """One frame with ``events`` and one after it, drawn (the table lays itself out when drawn)."""
    app.frame(dr.FRAME_S, events)
    app.frame(dr.FRAME_S)


def hand_sprite(table: Table, move: Move):
    return next(s for s in table.hand_sprites() if s.card == move.cards[0])


def answer(app, move: Move, by_mouse: bool) -> None:
    """The chooser a move with a choice opens: its question, one answer per
    suit; the move's suit picked by a click or by its number key."""
    chooser = app.stack.top
    assert isinstance(chooser, ChooseOne), type(chooser)
    assert chooser.question == f"Which suit does the {move.cards[0].name} call?"
    names = [b.spoken_as for b in chooser.buttons]
    assert names == ["Spades", "Hearts", "Diamonds"]
    n = names.index(choice_name(move.choice))
    if by_mouse:
        send(app, dr.click(chooser.buttons[n].rect.center))
    else:
        send(app, key_events(pygame.K_1 + n, text=str(n + 1)))


def by_mouse(app, table: Table, move: Move) -> None:
    """A play: click the card, then the action button that names the move
    (a wild 6: then its suit in the chooser). A draw: click the draw pile.
    A pass: its button."""
    if move.action == "play":
        send(app, dr.click(hand_sprite(table, move).rect(table.card_w, CARD_ASPECT).center))
        label = button_label(table, move)
        button = next(b for b in table.buttons.widgets if b.label == label)
        send(app, dr.click(button.rect.center))
        if move.choice is not None:
            answer(app, move, by_mouse=True)
    elif move.action == "pass":
        button = next(b for b in table.buttons.widgets if b.label == button_label(table, move))
        send(app, dr.click(button.rect.center))
    else:
        pile = next(s for s in table.sprites if s.zone == "draw" and not s.dying)
        send(app, dr.click(pile.rect(table.card_w, CARD_ASPECT).center))


def by_keyboard(app, table: Table, move: Move) -> None:
    """A play: Right until the cursor is on the card, Space, then P (a wild
    6: then its suit's number). A draw: D. A pass: N."""
    if move.action == "play":
        target = hand_sprite(table, move)
        for _ in range(len(table.hand_sprites())):
            send(app, key_events(pygame.K_RIGHT))
            if table.hand_sprites()[table.hand_cursor.index] is target:
                break
        send(app, key_events(pygame.K_SPACE, text=" "))
        send(app, key_events(pygame.K_p, text="p"))
        if move.choice is not None:
            answer(app, move, by_mouse=False)
    elif move.action == "pass":
        send(app, key_events(pygame.K_n, text="n"))
    else:
        send(app, key_events(pygame.K_d, text="d"))


def play_match(app, make: Callable[[object, Table, Move], None], seed: int) -> tuple[Table, list[str]]:
    """A match of the toy, You against an easy AI, to game over: every move
    of yours made by ``make`` (checked to be the move it meant), each hand's
    summary closed by clicking its Next button. Returns the table and the
    actions of the moves made by ``make``."""
    table = dr.new_table(app, TOY, [Seat("You"), Seat("Ada", "easy")], seed=seed)
    check = frame_check(app)
    rng = random.Random(seed)
    made: list[str] = []
    for _ in range(20_000):
        top = app.stack.top
        if isinstance(top, GameOver):
            return table, made
        if isinstance(top, HandSummary):
            app.frame(dr.FRAME_S)
            send(app, dr.click(next(b for b in top.buttons if b.primary).rect.center))
        elif top is table and table.session.human_turn and not table.busy:
            move = rng.choice(table.match.legal_moves())
            hand = table.match.hands[-1]
            before = len(hand.moves)
            make(app, table, move)
            assert hand.moves[before:before + 1] == [str(move)], (str(move), hand.moves[before:])
            made.append("play 6" if move.choice is not None else move.action)
        elif top is table and table.session.thinking:
            table.session.decider.settle(timeout=10.0)
        app.frame(dr.FRAME_S)
        check()
    raise AssertionError("the toy's match did not end")


def test_the_record_alone_tells_every_central_table_of_the_toy(registered):
    assert get_game(TOY) is SHED.game
    assert table_class(TOY) is Table                   # no table package: the generic table
    assert type(knowledge_for(TOY)) is Knowledge       # no AI module: the knowledge-free AI
    assert controls.game_moves(TOY) == (controls.Act.PLAY, controls.Act.DRAW, controls.Act.PASS)
    assert {"P: play", "D: draw", "N: pass"} <= set(controls.help_items(TOY))


def test_the_rules_screen_shows_the_toys_rules_and_keys(registered, app):
    sections = RulesScene(app, TOY).sections()
    assert tuple(sections[:-3]) == SHED.rules
    assert sections[-2].title == "Keys" and "P: play" in sections[-2].paragraphs
    assert sections[-1].title == "Play by ear"


def test_the_switch_adds_shed_to_the_catalogue_after_the_built_in_games():
    code = "from fanucci_desktop.games import catalog; print([r.info.id for r in catalog.RECORDS])"
    env = {**os.environ, "PYTHONPATH": str(Path(fanucci_desktop.__file__).parents[1])}
    ids = [r.info.id for r in catalog.BUILT_IN]
    for value, expected in (("toy", ids + [TOY]), ("", ids), (" toy, toy ", ids + [TOY])):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             env={**env, catalog.EXTRA_GAMES_VARIABLE: value}, check=True)
        assert out.stdout.strip() == str(expected), value


def test_the_switch_refuses_a_game_it_does_not_know():
    with pytest.raises(ValueError, match="FANUCCI_EXTRA_GAMES: no extra game poker; there are: toy"):
        catalog.extra_records("toy,poker")


def test_an_unregistered_game_is_unknown(monkeypatch):
    monkeypatch.setattr(catalog, "RECORDS", catalog.BUILT_IN)
    with pytest.raises(KeyError, match="unknown game 'toy-shed'"):
        get_game(TOY)


@pytest.mark.parametrize("make", [by_mouse, by_keyboard], ids=["mouse", "keyboard"])
def test_the_toy_is_played_to_the_end_at_a_real_table(registered, app, make):
    table, made = play_match(app, make, seed=4)
    assert table.match.is_over and max(table.match.totals) >= SHED.info.target_score
    assert len(table.match.hands) >= 2 and {"play", "draw", "play 6"} <= set(made), made


#: Modules outside the games' own packages that may name a game by its id:
#: a migration of one game's old saves, and the bench, which measures chosen games.
MAY_NAME_A_GAME = {"fanucci_desktop.storage.saves", "fanucci_desktop.commands.bench"}


def test_no_central_module_keeps_a_table_keyed_by_game_id():
    """A game's facts live in its record: no module outside ``games/<game>/``
    spells a game's id (the hand-kept dicts of rules, keys, sample cards,
    lessons, hand words and soak seats are gone)."""
    package = Path(fanucci_desktop.__file__).parent
    ids = {r.info.id for r in catalog.RECORDS}
    own = {type(r.game).__module__.rsplit(".", 1)[0] for r in catalog.RECORDS}
    found = {}
    for path in package.rglob("*.py"):
        module = ".".join(path.relative_to(package.parent).with_suffix("").parts)
        if module in MAY_NAME_A_GAME or any(module.startswith(p + ".") for p in own):
            continue
        named = {node.value for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                 if isinstance(node, ast.Constant) and node.value in ids}
        if named:
            found[module] = sorted(named)
    assert not found, found


@pytest.mark.parametrize("game", catalog.BUILT_IN + tuple(catalog.EXTRA.values()),
                         ids=lambda r: r.info.id)
def test_every_record_names_move_keys_acts_and_cards_that_exist(game):
    assert game.keys and {controls.Act(name) for name in game.keys} <= controls.MOVES
    assert {controls.Act(name) for name in game.key_words} <= set(controls.BINDINGS)
    assert len(parse_cards(game.sample_cards)) >= 3
    assert game.lesson is None or game.lesson.game_id == game.info.id
    assert game.rules and game.rules[-1] is USING_THE_TABLE


def test_the_wild_6s_choice_is_heard_and_answered_by_ear(registered, tmp_path):
    """By ear alone: P on a wild 6 asks which suit it calls and names the
    answers; a number key answers, and the log line says the suit called."""
    ear = Ear(tmp_path)
    try:
        table = dr.new_table(ear.app, TOY, [Seat("You"), Seat("Ada", "easy")], seed=1)
        ear.table = table
        dr.run_frames(ear.app, 5)
        assert table.session.human_turn
        six = next(s for s in table.hand_sprites() if s.card.rank == 6)
        for _ in range(len(table.hand_sprites())):
            ear.press(pygame.K_RIGHT)
            if table.hand_sprites()[table.hand_cursor.index] is six:
                break
        ear.press(pygame.K_SPACE)
        asked = " ".join(ear.press(pygame.K_p, frames=3))
        assert f"Which suit does the {six.card.name} call?" in asked and "Press 1 to 3" in asked
        assert "Spades, button" in asked                     # the first answer has the focus
        assert "Hearts, button" in " ".join(ear.press(pygame.K_DOWN))
        told = " ".join(ear.press(pygame.K_3, frames=3))
        assert table.match.hands[-1].moves[0] == f"play {six.card} = suit D"
        assert f"You played the {six.card.name}, calling Diamonds." in told, told
    finally:
        ear.close()


@pytest.mark.parametrize("size", [(960, 600), (2560, 1440)])
def test_the_chooser_reads_whole_at_every_size(tmp_path, size):
    app = App(paths=AppPaths.under(str(tmp_path)), size=size, animation_speed="instant")
    try:
        picked: list[str] = []
        app.nav.choose_one("Which suit does the 6 of Spades call?",
                           [(name, lambda n=name: picked.append(n)) for name in ("Spades", "Hearts", "Diamonds")])
        dr.run_frames(app, 10)
        app.theme.drawn = []
        dr.run_frames(app, 1)
        drawn, app.theme.drawn = app.theme.drawn, None
        assert problems(drawn, 12 if size == (960, 600) else None, whole=True) == []
        chooser = app.stack.top
        assert all(app.screen.get_rect().contains(b.rect) for b in chooser.buttons)
        send(app, key_events(pygame.K_ESCAPE))
        assert not isinstance(app.stack.top, ChooseOne) and picked == []
    finally:
        app.theme.drawn = None
        app.shutdown()
