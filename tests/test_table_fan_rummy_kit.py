"""Helpers for the Fan Rummy table tests (no tests here): crafted hands, the
mouse and keyboard ways to make each move, and the layout's stages. What
Fan Rummy shares with Gin Rummy is in :mod:`gin_family_table_kit`."""

from __future__ import annotations

import pygame

from fanucci_desktop.engine.cards import parse_cards
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.games.fan_rummy import rules
from fanucci_desktop.games.fan_rummy.state import FanState

import gin_family_table_kit as kit
from gin_family_table_kit import (center, choose_by_keys, click, click_then_discard, double_click,
                                  hand_card_pos, make_app, play_by_buttons_and_melds, press,
                                  put_on_table, sprite)

GAME = "fan-rummy"
#: Part of a card's height the corner index needs (rank and suit).
INDEX = 0.28

__all__ = ["GAME", "crafted", "hand_card_pos", "make_app", "new_table", "play_by_keys",
           "play_by_mouse"]


def new_table(app, humans: int = 1, seed: int = 3):
    return kit.new_table(app, GAME, humans, seed)


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
    return put_on_table(table, state)


def play_by_mouse(app, table, move: Move, n: int) -> None:
    """Play ``move`` by clicks only (``n`` varies the way a discard is made)."""
    a = move.action
    if a == "take" and move.zone == "knock":
        click(app, center(table, sprite(table, "knock")))
    elif a == "take":
        click(app, center(table, sprite(table, f"column:{move.index}")))
    elif a == "draw":
        click(app, center(table, sprite(table, "draw")))
    elif a == "discard":
        pos = hand_card_pos(table, move.cards[0])
        if n % 2:
            double_click(app, pos)
        else:
            click_then_discard(app, table, pos)
    else:
        play_by_buttons_and_melds(app, table, move)


KEYS = {"draw": pygame.K_d, "pass": pygame.K_n, "big-gin": pygame.K_b, "done": pygame.K_n,
        "discard": pygame.K_x, "knock": pygame.K_k, "gin": pygame.K_g, "layoff": pygame.K_a}


def play_by_keys(app, table, move: Move) -> None:
    """Play ``move`` by keys only: a take by its key; else Right until the
    cursor is on its card, Space to choose it, then the action key."""
    a = move.action
    if a == "take":
        key = pygame.K_t if move.zone == "knock" else (pygame.K_1, pygame.K_2)[move.index]
        press(app, key)
        return
    if move.cards:
        card = move.cards[0]
        choose_by_keys(app, table, card,
                       lambda t: t.hover_sprite is not None and t.hover_sprite.card == card)
    press(app, KEYS[a])


# -- the layout's stages ---------------------------------------------------------------------------
def knock_card_phase(table):
    """The knock card offered, ten cards in each column."""
    return crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD", "2S 3S 4S 6H 7H 8D 9D QD QH KD"],
                   knock="3D", phase="knock_card", knock_up=True, column=10)


def discard_phase(table):
    """Eleven cards, the cursor on one, face-down discards and many cards seen taken."""
    state = crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD KS",
                                  "2S 3S 4S 6H 7H 8D 9D QD QH KD"],
                    knock="3D", phase="discard", column=10, discards=3,
                    took="QH 8D 2S 7H QD 9D 6H KD")
    press(table.app, pygame.K_RIGHT)
    return state


def long_layoff_phase(table):
    """Lay-offs on four melds beside the columns and the discards."""
    return crafted(table, hands=["6H 9S KD 2C 3D 4S 8C QH JD 10S", ""], knock="9D", phase="layoff",
                   melds=["3H 4H 5H", "7C 7D 7S", "JS QS KS", "9C 10C JC QC KC"], deadwood="AC",
                   out_player=1, knocker_deadwood=1, column=8, discards=6)


def over_phase(table):
    state = crafted(table, hands=["", "9S KD 2C 3D 4S 8C QH JD 10S"], knock="9D", phase="over",
                    to_act=None, melds=["3H 4H 5H 6H", "7C 7D 7S", "JS QS KS"], deadwood="AC",
                    out_player=0, knocker_deadwood=1, column=6, discards=8,
                    laid_off=[("6H", 0)])
    table.session.summary_due = True
    table.hold.left = 1e9
    table.sync([], animate=False)
    return state


def columns_show_every_corner(table) -> None:
    """Ten cards a column: each card's corner shows, the column straight."""
    for i in (0, 1):
        cards = sorted((s for s in table.sprites if s.zone == f"column:{i}"), key=lambda s: s.z)
        assert len(cards) == 10
        h = table.card_h * cards[0].scale
        gaps = [b.y - a.y for a, b in zip(cards, cards[1:])]
        assert min(gaps) >= INDEX * h, f"column {i}: corners hidden at {table.size}"
        assert all(abs(s.x - cards[0].x) < 1 for s in cards)


#: The layout's stages, each with the check it needs besides "nothing
#: overlaps, nothing leaves the window" (None: none).
LAYOUT_STAGES = [(knock_card_phase, columns_show_every_corner), (discard_phase, None),
                 (long_layoff_phase, None), (over_phase, None)]


def layout_elements(table) -> dict:
    """What the Fan Rummy table draws besides the gin family's elements: the
    place of a knock card that was taken."""
    return {} if table.match.state.knock_up else {"knock card (taken)": table.geo.knock_spot}
