"""Helpers for the Gin Rummy and Fan Rummy table tests (no tests here): a real
app with no window, a table of either game, synthetic mouse and keyboard
input, and a whole hand played by that input.

What differs between the two games (how a crafted hand is put on the table,
how a move is made by mouse or by keys) is in each game's kit,
``test_table_gin_rummy_kit`` and ``test_table_fan_rummy_kit``; the tests both
games share are ``test_table_gin_family.py``."""

from __future__ import annotations

import random
from typing import Callable

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.engine.cards import Card, parse_cards
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui import theme as th
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.scenes.handoff import HandOff
from fanucci_desktop.ui.scenes.summary import HandSummary

def make_app(tmp_path, size=(1280, 800)) -> App:
    return App(paths=AppPaths.under(str(tmp_path)), size=size, animation_speed="instant")


@pytest.fixture
def app(tmp_path):
    """An app under ``tmp_path`` at 1280x800, shut down after the test."""
    app = make_app(tmp_path)
    yield app
    app.shutdown()


def card(text: str) -> Card:
    return parse_cards(text)[0]


def new_table(app, game: str, humans: int = 1, seed: int = 3):
    """A two-seat table of ``game``: You, and Ada (a second human or the easy AI)."""
    seats = [Seat("You"), Seat("Ada", "human" if humans > 1 else "easy")]
    table = dr.new_table(app, game, seats, seed=seed)
    dr.run_frames(app, 3)
    return table


def sprite(table, zone: str, card=None):
    """The topmost live sprite of ``zone`` (of ``card`` if given)."""
    found = [s for s in table.sprites if s.zone == zone and not s.dying
             and (card is None or s.card == card)]
    assert found, f"no sprite for {card} in {zone}"
    return max(found, key=lambda s: s.z)


def center(table, s) -> tuple[int, int]:
    return s.rect(table.card_w, CARD_ASPECT).center


def button(table, label: str):
    found = [b for b in table.buttons.widgets if b.label.startswith(label)]
    assert found, f"no {label!r} button among {[b.label for b in table.buttons.widgets]}"
    return found[0]


def quiet(app, n: int) -> None:
    """Run ``n`` frames without drawing, then draw one (the tests stay quick)."""
    for _ in range(n):
        app.frame(dr.FRAME_S, draw=False)
    app.draw()


def click(app, pos) -> None:
    """A left click at ``pos`` (one frame, not drawn)."""
    app.frame(dr.FRAME_S, dr.click(pos), draw=False)


def press(app, key: int) -> None:
    """A key press (one frame, not drawn)."""
    app.frame(dr.FRAME_S, dr.key(key), draw=False)


def hand_card_pos(table, card):
    """A point on ``card`` in the viewer's hand that no neighbour covers."""
    s = sprite(table, f"hand:{table.sight.viewer}", card)
    r = s.rect(table.card_w, CARD_ASPECT)
    return r.left + max(4, r.w // 8), r.centery


def put_on_table(table, state):
    """Make ``state`` the hand in play at ``table``, seen by the seat to act
    (seat 0 once the hand is over), no card chosen; returns ``state``."""
    table.match.state = state
    table.session.pass_to(0 if state.to_act is None else state.to_act)
    table.selected = []
    table.sync([], animate=False)
    return state


def double_click(app, pos) -> None:
    """Two clicks at ``pos`` in one frame."""
    app.frame(dr.FRAME_S, dr.click(pos) + dr.click(pos), draw=False)


def click_then_discard(app, table, pos) -> None:
    """Choose the card at ``pos``, then click the discard place."""
    click(app, pos)
    click(app, table.geo.targets["discard"].center)


#: The labels of the buttons that make a move with no card.
BUTTONS = {"pass": "Pass", "done": "Done", "big-gin": "Big gin"}


def play_by_buttons_and_melds(app, table, move: Move) -> None:
    """Make ``move`` by mouse where both games take the same way: a move with
    no card by its button; a knock or gin by its discard, then the button; a
    lay-off by its card, then the meld."""
    a = move.action
    if a in BUTTONS:
        click(app, button(table, BUTTONS[a]).rect.center)
    elif a in ("knock", "gin"):
        click(app, hand_card_pos(table, move.cards[0]))
        click(app, button(table, a.capitalize()).rect.center)
    elif a == "layoff":
        click(app, hand_card_pos(table, move.cards[0]))
        click(app, table.geo.targets[f"meld:{move.index}"].center)
    else:
        raise AssertionError(f"no mouse way for {move}")


def keyboard_move(table, move: Move) -> Move:
    """The move the keyboard makes for ``move``: A lays a card off on the
    first meld it fits."""
    if move.action != "layoff":
        return move
    return next(m for m in table.match.legal_moves() if m.action == "layoff" and m.cards == move.cards)


def pick(legal: list[Move], rng: random.Random) -> Move:
    """A sensible random move: go out when allowed, else any legal move
    (a pass at the wall only when nothing else is legal)."""
    for action in ("big-gin", "gin", "knock"):
        outs = [m for m in legal if m.action == action]
        if outs:
            return outs[0]
    return rng.choice(legal)


def wait_for_human(app, table, max_frames: int = 20000) -> str:
    """Run frames (answering hand-offs by Enter) until a human must move;
    'summary' once the hand summary shows."""
    for _ in range(max_frames):
        top = app.stack.top
        if isinstance(top, HandSummary):
            return "summary"
        if isinstance(top, HandOff):
            assert table.sight.viewer is None
            press(app, pygame.K_RETURN)
        elif top is table and table.session.human_turn and not table.busy:
            return "human"
        else:
            quiet(app, 1)
        frame_check(app)()
    raise AssertionError("no human turn came")


def play_hand(app, table, by_mouse: Callable[..., None] | None,
              by_keys: Callable[..., None] | None, seed: int) -> int:
    """Play one hand, every human turn by ``by_mouse(app, table, move, n)``
    (``n`` counts the moves made so far, so that a kit may vary the way) or,
    when it is None, by ``by_keys(app, table, move)``; each input must make
    exactly the intended move and leave no message. Returns the moves made
    by input."""
    rng = random.Random(seed)
    made = 0
    while wait_for_human(app, table) == "human":
        move = pick(table.match.state.legal_moves(), rng)
        before = list(table.match.hands[-1].moves)
        if by_mouse is not None:
            by_mouse(app, table, move, made)
        else:
            assert by_keys is not None
            move = keyboard_move(table, move)
            by_keys(app, table, move)
        assert table.match.hands[-1].moves == before + [str(move)], table.line.text
        assert table.line.text == ""
        made += 1
        frame_check(app)()
    return made


def choose_by_keys(app, table, card, on_card: Callable[[object], bool]) -> None:
    """Press Right until ``on_card(table)`` says the keyboard cursor is on
    ``card`` (at most a hand's length), then Space to choose it."""
    for _ in range(13):
        if on_card(table):
            break
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_SPACE)
    assert table.chosen() == card


def elements(table) -> dict[str, pygame.Rect]:
    """Everything drawn at a gin-family table, by name: each zone's cards,
    each caption (as drawn: cut to its room, if it has one), the seat
    plates, the deadwood and knock panels, the cards seen taken, the
    prompt, the buttons, the tools and the title."""
    t = table.theme
    out: dict[str, pygame.Rect] = {}
    for s in table.sprites:
        if s.dying:
            continue
        r = s.rect(table.card_w, CARD_ASPECT)
        out[s.zone] = out[s.zone].union(r) if s.zone in out else r
    scratch = pygame.Surface(table.size)
    for i, label in enumerate(table.geo.labels):
        out[f"label {label.text!r} {i}"] = t.blit_text(scratch, label.text, (label.x, label.y),
                                                       label.size, label.color, label.bold,
                                                       label.anchor, box=label.box())
    for seat in (0, 1):
        out[f"plate {seat}"] = table.plate_rect(seat)
    if table.my_cards():
        out["deadwood panel"] = table.deadwood_rect()
    out["knock panel"] = table.geo.info
    if table.geo.took:
        took = [r for _, r in table.geo.took]
        out["taken by the opponent"] = took[0].unionall(took[1:])
    out["prompt"] = table.prompt_rect()
    for b in table.buttons.widgets:
        out[f"button {b.label}"] = b.rect
    out["menu"] = table.menu_button.rect
    for b in table.tools.buttons:
        if b.visible:
            out[f"tool {b.label}"] = b.rect
    title = t.font(th.SMALL, True).size(f"{table.info.name}  ·  Hand 1")
    out["title"] = pygame.Rect(t.px(20), t.px(18), title[0], t.px(42))
    return out
