"""Helpers for driving the Flathead Rummy table with synthetic input (used by
the other test_table_flathead_rummy_* files), and tests of the helpers'
own promises: every move of the engine can be made by mouse alone and by
keyboard alone."""

from __future__ import annotations

import dataclasses
import random
import time
from typing import Sequence

import pygame

from fanucci_desktop.app import App
from fanucci_desktop.engine.cards import parse_cards
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.games.flathead_rummy.codes import CODE, meld_order
from fanucci_desktop.games.flathead_rummy.state import FlatheadState
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.scenes.handoff import HandOff
from fanucci_desktop.ui.scenes.summary import HandSummary
from fanucci_desktop.ui.tables.flathead_rummy.table import FlatheadTable
from fanucci_desktop.ui.tables.generic import button_label

GAME = "flathead-rummy"


def make_app(tmp_path, size=(1280, 800), speed: str = "instant") -> App:
    app = App(paths=AppPaths.under(str(tmp_path)), size=size, animation_speed=speed)
    app.settings = dataclasses.replace(app.settings, ai_pace="fast")
    return app


def new_table(app: App, humans: int = 1, players: int = 2, seed: int = 3,
              level: str = "easy") -> FlatheadTable:
    names = ["Ada", "Basil", "Cleo", "Dmitri", "Esme", "Felix"]
    seats = [Seat(names[i], "human" if i < humans else level) for i in range(players)]
    table = dr.new_table(app, GAME, seats, seed=seed)
    assert isinstance(table, FlatheadTable)
    return table


def frames(app: App, n: int = 1, events: Sequence[pygame.event.Event] = (),
           draw: bool = False) -> None:
    """Run ``n`` frames (drawn only with ``draw``: hit tests need no pixels)."""
    for i in range(n):
        app.frame(dr.FRAME_S, events if i == 0 else (), draw=draw)


def settle(app: App, max_frames: int = 240) -> None:
    """Run frames until the top scene has no animation or queued move left."""
    frames(app, 1)
    for _ in range(max_frames):
        top = app.stack.top
        if not getattr(top, "busy", False) and getattr(top, "queued", None) is None:
            frames(app, 1, draw=True)
            return
        frames(app, 1)


def send(app: App, events: Sequence[pygame.event.Event]) -> None:
    """Send input, then let the table play what it chose and settle."""
    frames(app, 1, events)
    settle(app)


def press(app: App, key: int) -> None:
    send(app, dr.key(key))


def click(app: App, pos: tuple[float, float]) -> None:
    send(app, dr.click((round(pos[0]), round(pos[1]))))


def wait_for_human(app: App, table: FlatheadTable, seconds: float = 30.0) -> str:
    """Run frames (accepting hand-offs by a click, checking privacy after
    each) until a human may act: 'human', or 'summary' once the hand is
    over. AI seats keep their wall-clock pace, so this waits in real time
    while one thinks."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if table.session.thinking:
            time.sleep(0.002)
        top = app.stack.top
        if isinstance(top, HandSummary):
            return "summary"
        if isinstance(top, HandOff):
            frames(app, 1, dr.click((10, 10)))
            continue
        if top is table and table.session.human_turn and not table.busy and table.queued is None:
            return "human"
        frames(app, 1)
        frame_check(app)()
    raise AssertionError("no human turn came")


def card(text: str):
    return parse_cards(text)[0]


def codes(text: str) -> list[int]:
    return [CODE[c] for c in parse_cards(text)]


def crafted(hands: list[str], tableau: str, melds: Sequence[str] = (), owners: Sequence[int] = (),
            phase: str = "take", to_act: int = 0, marks: Sequence[int] = ()) -> FlatheadState:
    """A hand in a chosen position; the draw pile holds every other card."""
    hand_codes = [sorted(codes(h)) for h in hands]
    meld_codes = [meld_order(codes(m)) for m in melds]
    tab = codes(tableau)
    used = {c for h in hand_codes for c in h} | set(tab) | {c for m in meld_codes for c in m}
    draw = [c for c in range(174) if c not in used]
    random.Random(5).shuffle(draw)
    n = len(hands)
    return FlatheadState(num_players=n, dealer=n - 1, hand_number=1, seed=1, totals=(0,) * n,
                         hands=hand_codes, draw=draw, tableau=tab, melds=meld_codes,
                         owners=list(owners) or [0] * len(meld_codes),
                         marks=list(marks) or [0] * n, phase=phase, to_act=to_act)


def install(app: App, table: FlatheadTable, state: FlatheadState) -> None:
    """Put ``state`` on the table as the current hand."""
    wait_for_human(app, table)
    table.match.state = state
    table.selected = []
    table.sync([], animate=False)
    frames(app, 2)


def hand_sprite(table: FlatheadTable, c):
    for s in table.hand_sprites():
        if s.card == c:
            return s
    raise AssertionError(f"{c} is not shown in the viewer's hand")


def hand_card_pos(table: FlatheadTable, c) -> tuple[float, float]:
    """A point on the visible part of a card of the viewer's fanned hand."""
    sprites = table.hand_sprites()
    s = hand_sprite(table, c)
    r = s.rect(table.card_w, CARD_ASPECT)
    i = sprites.index(s)
    if i + 1 < len(sprites):
        step = sprites[i + 1].x - s.x
        return r.left + max(2.0, min(r.w / 2, step / 2)), r.centery
    return r.center


def tableau_pos(table: FlatheadTable, index: int) -> tuple[float, float]:
    r = table.geo.tableau.visible[index]
    return r.x + min(r.w, table.card_w * 0.1) / 2 + 1, r.y + min(r.h, 20) / 2 + 1


def button_for(table: FlatheadTable, move: Move):
    label = button_label(table, move)
    for b in table.buttons.widgets:
        if b.label == label:
            return b
    raise AssertionError(f"no button {label!r}: {[b.label for b in table.buttons.widgets]}")


def play_by_mouse(app: App, table: FlatheadTable, move: Move) -> None:
    """Make ``move`` with the mouse alone."""
    a = move.action
    if a == "draw":
        click(app, table.pile_rect().center)
    elif a == "take":
        cards = table.sight.view()["tableau"]
        click(app, tableau_pos(table, cards.index(move.cards[0])))
    elif a == "done":
        click(app, button_for(table, move).rect.center)
    elif a == "discard":
        pos = hand_card_pos(table, move.cards[0])
        send(app, dr.click((round(pos[0]), round(pos[1]))) * 2)
    else:
        for c in move.cards:
            click(app, hand_card_pos(table, c))
        if a == "meld":
            click(app, button_for(table, move).rect.center)
        else:
            click(app, table.geo.melds.boxes[move.index].cards.center)


def cursor_to(app: App, table: FlatheadTable, area: str, index: int) -> None:
    """Move the keyboard cursor to item ``index`` of ``area`` with arrow keys."""
    order = ("tableau", "melds", "hand")
    if table.cursor is None:
        press(app, pygame.K_LEFT)
    for _ in range(6):
        if table.cursor[0] == area:
            break
        up = order.index(area) < order.index(table.cursor[0])
        press(app, pygame.K_UP if up else pygame.K_DOWN)
    assert table.cursor[0] == area, table.cursor
    while table.cursor[1] != index:
        press(app, pygame.K_LEFT if table.cursor[1] > index else pygame.K_RIGHT)


def select_by_keys(app: App, table: FlatheadTable, cards) -> None:
    for c in cards:
        cursor_to(app, table, "hand", table.hand_sprites().index(hand_sprite(table, c)))
        press(app, pygame.K_SPACE)


def play_by_keys(app: App, table: FlatheadTable, move: Move) -> None:
    """Make ``move`` with the keyboard alone."""
    a = move.action
    if a == "draw":
        press(app, pygame.K_d)
    elif a == "take":
        cards = table.sight.view()["tableau"]
        i = cards.index(move.cards[0])
        if i == len(cards) - 1:
            press(app, pygame.K_t)
        else:
            cursor_to(app, table, "tableau", i)
            press(app, pygame.K_SPACE)
    elif a == "done":
        press(app, pygame.K_n)
    else:
        select_by_keys(app, table, move.cards)
        if a == "meld":
            press(app, pygame.K_m)
        elif a == "discard":
            press(app, pygame.K_x)
        else:
            press(app, pygame.K_a)
            if table.cursor is not None and table.cursor[0] == "melds":
                cursor_to(app, table, "melds", move.index)
                press(app, pygame.K_a)


def pick(moves: list[Move], rng: random.Random) -> Move:
    """A move for a test hand: constructive moves first, so hands end."""
    for action in ("meld", "layoff"):
        some = [m for m in moves if m.action == action]
        if some and rng.random() < 0.9:
            return rng.choice(some)
    takes = [m for m in moves if m.action == "take"]
    if takes and rng.random() < 0.3:
        return rng.choice(takes)
    for action in ("draw", "discard", "done"):
        some = [m for m in moves if m.action == action]
        if some:
            return rng.choice(some)
    return rng.choice(moves)


def test_crafted_state_is_a_whole_deck():
    state = crafted(["3 Zurfs, 4 Zurfs, 9 Bugs", "1 Lamps, 2 Lamps, 7 Rain"], "5 Zurfs, 8 Hives")
    zones = state.zones()
    assert sum(len(v) for v in zones.values()) == 174
