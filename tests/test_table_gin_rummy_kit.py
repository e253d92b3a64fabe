"""Helpers for the Gin Rummy table tests (no tests here): a real app with no window, crafted
hands, and synthetic mouse / keyboard input that plays a given move."""

from __future__ import annotations

import random

import pygame

from fanucci_desktop.app import App
from fanucci_desktop.engine.cards import parse_cards
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.games.gin_rummy import rules
from fanucci_desktop.games.gin_rummy.state import GinState
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.scenes.handoff import HandOff
from fanucci_desktop.ui.scenes.summary import HandSummary

GAME = "gin-rummy"


def make_app(tmp_path, size=(1280, 800)) -> App:
    return App(paths=AppPaths.under(str(tmp_path)), size=size, animation_speed="instant")


def new_table(app, humans: int = 1, seed: int = 3):
    seats = [Seat("You"), Seat("Ada", "human" if humans > 1 else "easy")]
    table = dr.new_table(app, GAME, seats, seed=seed)
    dr.run_frames(app, 3)
    return table


def crafted(table, *, hands: list[str], pile: str, phase: str, to_act: int | None = 0,
            stock: int = 20, melds: list[str] = (), deadwood: str = "",
            out_player: int | None = None, knocker_deadwood: int | None = None,
            knock_down: str = "", upcard_passes: int = 0, took: str = "",
            laid_off: list[tuple[str, int]] = (), knock_value: int = 10, dealer: int = 1) -> GinState:
    """Put a crafted hand on ``table`` (cards given as text, ``dealer`` deals):
    ``pile`` the face-up discards (the last is the upcard); ``stock``
    cards of those not named make the stock, the rest lie squared under
    the pile; ``took``: cards seat 1 was seen taking from the pile."""
    named = [parse_cards(h) for h in hands] + [parse_cards(m) for m in melds]
    named += [parse_cards(pile), parse_cards(deadwood) if deadwood else [],
              parse_cards(knock_down) if knock_down else []]
    used = {c for group in named for c in group}
    rest = [c for c in rules.DECK if c not in used]
    state = GinState(
        dealer=dealer, hands=[list(parse_cards(h)) for h in hands], stock=rest[:stock],
        pile=rest[stock:] + list(parse_cards(pile)), took=[[], list(parse_cards(took))],
        upcard_passes=upcard_passes, knock_value=knock_value,
        melds=[list(parse_cards(m)) for m in melds],
        laid_off=[(parse_cards(c)[0], i) for c, i in laid_off],
        shown_deadwood=list(parse_cards(deadwood)) if deadwood else [],
        knock_discard=parse_cards(knock_down)[0] if knock_down else None, phase=phase,
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


def drag(app, start, end) -> None:
    """Press at ``start``, move in steps to ``end``, let go there."""
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for k in range(1, 6):
        pos = (start[0] + (end[0] - start[0]) * k // 5, start[1] + (end[1] - start[1]) * k // 5)
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    for event in events:
        app.frame(dr.FRAME_S, [event], draw=False)


def hand_card_pos(table, card):
    s = sprite(table, f"hand:{table.viewer}", card)
    r = s.rect(table.card_w, CARD_ASPECT)
    return r.left + max(4, r.w // 8), r.centery


def hand_center(table) -> tuple[int, int]:
    ax, ay = table.seat_anchor(table.bottom_seat)
    return round(ax), round(ay)


def play_by_mouse(app, table, move: Move, n: int) -> None:
    """Play ``move`` by the mouse only (``n`` varies the way: click,
    double-click or drag)."""
    a = move.action
    card = move.cards[0] if move.cards else None
    if a in ("take", "draw"):
        zone = "stock" if a == "draw" else "discard"
        start = center(table, sprite(table, zone))
        if n % 3 == 2:
            drag(app, start, hand_center(table))
        else:
            click(app, start)
    elif a in ("pass", "done", "big-gin"):
        label = {"pass": "Pass", "done": "Done", "big-gin": "Big gin"}[a]
        click(app, button(table, label).rect.center)
    elif a == "discard":
        pos = hand_card_pos(table, card)
        if n % 3 == 1:
            app.frame(dr.FRAME_S, dr.click(pos) + dr.click(pos), draw=False)   # double-click
        elif n % 3 == 2:
            drag(app, pos, table.geo.targets["upcard"].center)
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


KEYS = {"draw": pygame.K_d, "take": pygame.K_t, "pass": pygame.K_n, "big-gin": pygame.K_b,
        "done": pygame.K_n, "discard": pygame.K_x, "knock": pygame.K_k, "gin": pygame.K_g,
        "layoff": pygame.K_a}


def play_by_keys(app, table, move: Move) -> None:
    """Play ``move`` by keys only: Right until the keyboard cursor is on its card,
    Space to choose it, then the action key."""
    if move.cards:
        for _ in range(13):
            hand = table.hand_sprites()
            if table.hand_cursor.index is not None and hand[min(table.hand_cursor.index, len(hand) - 1)].card == \
                    move.cards[0]:
                break
            press(app, pygame.K_RIGHT)
        press(app, pygame.K_SPACE)
        assert table.chosen() == move.cards[0]
    press(app, KEYS[move.action])


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
            assert table.viewer is None
            press(app, pygame.K_RETURN)
        elif top is table and table.human_turn and not table.busy:
            return "human"
        else:
            quiet(app, 1)
        frame_check(app)()
    raise AssertionError("no human turn came")
