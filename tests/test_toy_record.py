"""A game added through its record alone: the toy of the conformance kit
(``toy_game.py``, Shed) is put in the catalogue the way a new game's one
catalogue line puts it there, and nothing else is told about it. Then it is
played at a real table to the end of a match, headless, once by mouse and
once by keyboard, with the frame invariants checked after every frame."""

from __future__ import annotations

import ast
import dataclasses
import random
from pathlib import Path
from typing import Callable

import pygame
import pytest
import toy_game

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
from fanucci_desktop.rules_text import USING_THE_TABLE
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui import controls
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.scenes.rules import RulesScene
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary
from fanucci_desktop.ui.tables import Table, table_class

TOY = toy_game.INFO.id


@pytest.fixture
def registered(monkeypatch):
    """The toy's record in the catalogue, as its one catalogue line would put it."""
    monkeypatch.setattr(catalog, "RECORDS", catalog.RECORDS + (toy_game.RECORD,))


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


def by_mouse(app, table: Table, move: Move) -> None:
    """A play: click the card, then the action button that names the move.
    A draw: click the draw pile."""
    if move.action == "play":
        send(app, dr.click(hand_sprite(table, move).rect(table.card_w, CARD_ASPECT).center))
        label = table.words.move_label(move)
        button = next(b for b in table.buttons.widgets if b.label == label)
        send(app, dr.click(button.rect.center))
    else:
        pile = next(s for s in table.sprites if s.zone == "draw" and not s.dying)
        send(app, dr.click(pile.rect(table.card_w, CARD_ASPECT).center))


def by_keyboard(app, table: Table, move: Move) -> None:
    """A play: Right until the cursor is on the card, Space, then P. A draw: D."""
    if move.action == "play":
        target = hand_sprite(table, move)
        for _ in range(len(table.hand_sprites())):
            send(app, key_events(pygame.K_RIGHT))
            if table.hand_sprites()[table.hand_cursor.index] is target:
                break
        send(app, key_events(pygame.K_SPACE, text=" "))
        send(app, key_events(pygame.K_p, text="p"))
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
            made.append(move.action)
        elif top is table and table.session.thinking:
            table.session.decider.settle(timeout=10.0)
        app.frame(dr.FRAME_S)
        check()
    raise AssertionError("the toy's match did not end")


def test_the_record_alone_tells_every_central_table_of_the_toy(registered):
    assert get_game(TOY) is toy_game.GAME
    assert table_class(TOY) is Table                   # no table package: the generic table
    assert type(knowledge_for(TOY)) is Knowledge       # no AI module: the knowledge-free AI
    assert controls.game_moves(TOY) == (controls.Act.PLAY, controls.Act.DRAW)
    assert {"P: play", "D: draw"} <= set(controls.help_items(TOY))


def test_the_rules_screen_shows_the_toys_rules_and_keys(registered, app):
    sections = RulesScene(app, TOY).sections()
    assert tuple(sections[:-2]) == toy_game.RECORD.rules
    assert sections[-2].title == "Keys" and "P: play" in sections[-2].paragraphs
    assert sections[-1].title == "Play by ear"


def test_an_unregistered_game_is_unknown():
    with pytest.raises(KeyError, match="unknown game 'toy-shed'"):
        get_game(TOY)


@pytest.mark.parametrize("make", [by_mouse, by_keyboard], ids=["mouse", "keyboard"])
def test_the_toy_is_played_to_the_end_at_a_real_table(registered, app, make):
    table, made = play_match(app, make, seed=4)
    assert table.match.is_over and max(table.match.totals) >= toy_game.INFO.target_score
    assert len(table.match.hands) >= 2 and {"play", "draw"} <= set(made), made


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


@pytest.mark.parametrize("game", catalog.RECORDS + (toy_game.RECORD,), ids=lambda r: r.info.id)
def test_every_record_names_move_keys_acts_and_cards_that_exist(game):
    assert game.keys and {controls.Act(name) for name in game.keys} <= controls.MOVES
    assert {controls.Act(name) for name in game.key_words} <= set(controls.BINDINGS)
    assert len(parse_cards(game.sample_cards)) >= 3
    assert game.lesson is None or game.lesson.game_id == game.info.id
    assert game.rules and game.rules[-1] is USING_THE_TABLE
