"""Helpers for the Fan Rummy table tests (no tests here): a real app with no window, crafted
hands, and synthetic mouse / keyboard input that plays a given move."""

from __future__ import annotations

import random

import pygame

from fanucci_desktop.app import App
from fanucci_desktop.engine.cards import parse_cards
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.games.fan_rummy import rules
from fanucci_desktop.games.fan_rummy.state import FanState
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.scenes.handoff import HandOff
from fanucci_desktop.ui.scenes.summary import HandSummary

GAME = "fan-rummy"


def make_app(tmp_path, size=(1280, 800)) -> App:
    return App(paths=AppPaths.under(str(tmp_path)), size=size, animation_speed="instant")


def new_table(app, humans: int = 1, seed: int = 3):
    seats = [Seat("You"), Seat("Ada", "human" if humans > 1 else "easy")]
    table = dr.new_table(app, GAME, seats, seed=seed)
    dr.run_frames(app, 3)
    return table


def crafted(table, *, hands: list[str], knock: str, phase: str, to_act: int | None = 0,
            melds: list[str] = (), deadwood: str = "", out_player: int | None = None,
            knock_up: bool = False, knocker_deadwood: int | None = None,
            column: int = 5, discards: int = 0, took: str = "",
            laid_off: list[tuple[str, int]] = ()) -> FanState:
    """Put a crafted hand on ``table`` (cards given as text); the cards not
    named fill the columns (``column`` each), ``discards`` face-down
    discards and the draw pile; ``took``: cards seat 1 was seen taking."""
    named = [parse_cards(h) for h in hands] + [parse_cards(m) for m in melds]
    named += [parse_cards(knock), parse_cards(deadwood) if deadwood else []]
    used = {c for group in named for c in group}
    rest = [c for c in rules.DECK if c not in used]
    cols = [rest[:column], rest[column:2 * column]]
    piled = rest[2 * column:2 * column + discards]
    state = FanState(
        dealer=1, hands=[list(parse_cards(h)) for h in hands], draw=rest[2 * column + discards:],
        columns=cols, discards=[piled[::2], piled[1::2]], took=[[], list(parse_cards(took))],
        laid_off=[(parse_cards(c)[0], i) for c, i in laid_off],
        knock_card=parse_cards(knock)[0], knock_up=knock_up,
        knock_taker=None if knock_up else 1, melds=[list(parse_cards(m)) for m in melds],
        shown_deadwood=list(parse_cards(deadwood)) if deadwood else [], phase=phase,
        to_act=to_act, ending="knock" if out_player is not None else None, out_player=out_player,
        knocker_deadwood=knocker_deadwood)
    table.match.state = state
    table.session.pass_to(0 if to_act is None else to_act)
    table.selected = []
    table.sync([], animate=False)
    return state


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
    s = sprite(table, f"hand:{table.viewer}", card)
    r = s.rect(table.card_w, CARD_ASPECT)
    return r.left + max(4, r.w // 8), r.centery


def play_by_mouse(app, table, move: Move, n: int) -> None:
    """Play ``move`` by clicks only (``n`` varies the way a discard is made)."""
    a = move.action
    card = move.cards[0] if move.cards else None
    if a == "take" and move.zone == "knock":
        click(app, center(table, sprite(table, "knock")))
    elif a == "take":
        click(app, center(table, sprite(table, f"column:{move.index}")))
    elif a == "draw":
        click(app, center(table, sprite(table, "draw")))
    elif a in ("pass", "done", "big-gin"):
        label = {"pass": "Pass", "done": "Done", "big-gin": "Big gin"}[a]
        click(app, button(table, label).rect.center)
    elif a == "discard":
        pos = hand_card_pos(table, card)
        if n % 2:
            app.frame(dr.FRAME_S, dr.click(pos) + dr.click(pos), draw=False)   # double-click
        else:
            click(app, pos)
            click(app, table.geo.targets["discard"].center)
    elif a in ("knock", "gin"):
        click(app, hand_card_pos(table, card))
        click(app, button(table, a.capitalize()).rect.center)
    elif a == "layoff":
        click(app, hand_card_pos(table, card))
        click(app, table.geo.targets[f"meld:{move.index}"].center)
    else:
        raise AssertionError(f"no mouse way for {move}")


KEYS = {"draw": pygame.K_d, "pass": pygame.K_n, "big-gin": pygame.K_b, "done": pygame.K_n,
        "discard": pygame.K_x, "knock": pygame.K_k, "gin": pygame.K_g, "layoff": pygame.K_a}


def play_by_keys(app, table, move: Move) -> None:
    """Play ``move`` by keys only: Right until the cursor is on its card,
    Space to choose it, then the action key."""
    a = move.action
    if a == "take":
        key = pygame.K_t if move.zone == "knock" else (pygame.K_1, pygame.K_2)[move.index]
        press(app, key)
        return
    if move.cards:
        for _ in range(12):
            if table.hover_sprite is not None and table.hover_sprite.card == move.cards[0]:
                break
            press(app, pygame.K_RIGHT)
        press(app, pygame.K_SPACE)
        assert table.chosen() == move.cards[0]
    press(app, KEYS[a])


def keyboard_move(table, move: Move) -> Move:
    """The move the keyboard makes for ``move``: A lays a card off on the
    first meld it fits."""
    if move.action != "layoff":
        return move
    return next(m for m in table.match.legal_moves() if m.action == "layoff" and m.cards == move.cards)


def pick(legal: list[Move], rng: random.Random) -> Move:
    """A sensible random move: go out when allowed, else any legal move."""
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
            assert table.viewer is None
            press(app, pygame.K_RETURN)
        elif top is table and table.human_turn and not table.busy:
            return "human"
        else:
            quiet(app, 1)
        frame_check(app)()
    raise AssertionError("no human turn came")
