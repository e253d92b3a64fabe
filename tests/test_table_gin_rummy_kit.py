"""Helpers for the Gin Rummy table tests (no tests here): crafted hands, the
mouse and keyboard ways to make each move, and the layout's stages. What
Gin Rummy shares with Fan Rummy is in :mod:`gin_family_table_kit`."""

from __future__ import annotations

import pygame

from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.cards import parse_cards
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.games.gin_rummy import rules
from fanucci_desktop.games.gin_rummy.state import GinState

import gin_family_table_kit as kit
from gin_family_table_kit import (center, choose_by_keys, click, click_then_discard, double_click,
                                  hand_card_pos, make_app, play_by_buttons_and_melds, press,
                                  put_on_table, sprite)

GAME = "gin-rummy"
HANDS = ["2H 3H 4H 5S 5D 5C 9C 10C JC AD", "2S 3S 4S 6H 7H 8D 9D QD QH KD"]

__all__ = ["GAME", "HANDS", "crafted", "drag", "hand_card_pos", "hand_center", "make_app",
           "new_table", "play_by_keys", "play_by_mouse"]


def new_table(app, humans: int = 1, seed: int = 3):
    return kit.new_table(app, GAME, humans, seed)


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
    return put_on_table(table, state)


def drag(app, start, end) -> None:
    """Press at ``start``, move in steps to ``end``, let go there."""
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
    for k in range(1, 6):
        pos = (start[0] + (end[0] - start[0]) * k // 5, start[1] + (end[1] - start[1]) * k // 5)
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    for event in events:
        app.frame(dr.FRAME_S, [event], draw=False)


def hand_center(table) -> tuple[int, int]:
    ax, ay = table.seat_anchor(table.sight.bottom_seat)
    return round(ax), round(ay)


def play_by_mouse(app, table, move: Move, n: int) -> None:
    """Play ``move`` by the mouse only (``n`` varies the way: click,
    double-click or drag)."""
    a = move.action
    if a in ("take", "draw"):
        start = center(table, sprite(table, "stock" if a == "draw" else "discard"))
        if n % 3 == 2:
            drag(app, start, hand_center(table))
        else:
            click(app, start)
    elif a == "discard":
        pos = hand_card_pos(table, move.cards[0])
        if n % 3 == 1:
            double_click(app, pos)
        elif n % 3 == 2:
            drag(app, pos, table.geo.targets["upcard"].center)
        else:
            click_then_discard(app, table, pos)
    else:
        play_by_buttons_and_melds(app, table, move)


KEYS = {"draw": pygame.K_d, "take": pygame.K_t, "pass": pygame.K_n, "big-gin": pygame.K_b,
        "done": pygame.K_n, "discard": pygame.K_x, "knock": pygame.K_k, "gin": pygame.K_g,
        "layoff": pygame.K_a}


def _key_card_is(card):
    """Whether the keyboard cursor of a table is on ``card``."""
    def on(table) -> bool:
        hand = table.hand_sprites()
        return table.hand_cursor.index is not None and hand[min(table.hand_cursor.index, len(hand) - 1)].card == card
    return on


def play_by_keys(app, table, move: Move) -> None:
    """Play ``move`` by keys only: Right until the keyboard cursor is on its card,
    Space to choose it, then the action key."""
    if move.cards:
        choose_by_keys(app, table, move.cards[0], _key_card_is(move.cards[0]))
    press(app, KEYS[move.action])


# -- the layout's stages ---------------------------------------------------------------------------
def offer(table):
    return crafted(table, hands=HANDS, pile="7C", stock=31, phase="first_upcard", took="")


def discard_phase(table):
    """Eleven cards, one chosen by keys, a long discard pile and many cards seen taken."""
    state = crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD KS", HANDS[1]], pile="7C",
                    stock=8, phase="discard", took="QH 8D 2S 7H QD 9D 6H KD")
    press(table.app, pygame.K_RIGHT)
    press(table.app, pygame.K_SPACE)
    return state


def wall(table):
    return crafted(table, hands=HANDS[::-1], pile="KH", stock=2, phase="wall")


def long_layoff_phase(table):
    """Lay-offs on four melds, the knocker's discard face down."""
    return crafted(table, hands=["6H 9S KD 2C 3D 4S 8C QH JD 10S", ""], pile="9D", phase="layoff",
                   melds=["3H 4H 5H", "7C 7D 7S", "JS QS KS", "9C 10C JC QC KC"], deadwood="AC",
                   knock_down="2D", out_player=1, knocker_deadwood=1, stock=12)


def over_phase(table):
    state = long_layoff_phase(table)
    assert table.flow.play(Move("done"))                      # the hand is scored,
    table.hold.left = 1e9                                 # and the laid-out hands stay on show
    return state


def pile_shows_every_corner(table) -> None:
    """The fanned discards: each card's corner index shows, the upcard whole on top;
    a card is chosen."""
    pile = sorted((s for s in table.sprites if s.zone == "discard"), key=lambda s: s.z)
    fanned = [s for s in pile if s.x > pile[0].x + 1]
    assert len(fanned) >= 4
    w = table.card_w * pile[-1].scale
    steps = [b.x - a.x for a, b in zip(fanned, fanned[1:])]
    assert min(steps) >= 0.2 * w
    assert pile[-1].card == table.sight.observation().upcard
    assert table.chosen() is not None


#: The layout's stages, each with the check it needs besides "nothing
#: overlaps, nothing leaves the window" (None: none).
LAYOUT_STAGES = [(offer, None), (discard_phase, pile_shows_every_corner), (wall, None),
                 (long_layoff_phase, None), (over_phase, None)]
