"""Helpers for the Fortune Rummy table tests: an app with no window, a table
with a chosen deal, and players that act only through synthetic mouse or
keyboard events."""

from __future__ import annotations

import random
from collections import Counter

import pygame

from fanucci_desktop.app import App
from fanucci_desktop.engine.cards import parse_card, standard_deck
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.games.fortune_rummy.state import FortuneState
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.check import driver as dr
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.session.seats import Seat, make_decider
from fanucci_desktop.ui.scenes.handoff import HandOff
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary
from fanucci_desktop.ui.tables.generic import button_label

GAME = "fortune-rummy"


def make_app(tmp_path, size=(1280, 800)) -> App:
    return App(paths=AppPaths.under(str(tmp_path)), size=size, animation_speed="instant")


def seats(n: int = 3, humans: int = 1) -> list[Seat]:
    names = ["You", "Basil", "Cora", "Dmitri", "Esme", "Felix", "Gwen", "Hugo"]
    return [Seat(names[i], "human" if i < humans else "easy") for i in range(n)]


def start(app: App, n: int = 3, humans: int = 1, seed: int = 5):
    """A new table, dealt and settled."""
    table = dr.new_table(app, GAME, seats(n, humans), seed=seed)
    dr.run_frames(app, 3)
    return table


def rig(table, hand0: list[str], pile: list[str], melds: tuple = (), phase: str = "take",
        other_size: int = 11) -> None:
    """Replace the hand in play by a chosen one: seat 0 holds ``hand0``
    (card texts), the pile is ``pile`` (top last), ``melds`` are
    ``(owner, [texts])``; the rest of the two decks is dealt to the other
    seats (``other_size`` each) and the stock. Seat 0 is to act in ``phase``."""
    state = table.match.state
    n = state.num_players
    pool = Counter(str(c) for c in standard_deck(2))
    for text in hand0 + pile + [t for _, m in melds for t in m]:
        pool[text] -= 1
        assert pool[text] >= 0, text
    rest = sorted(pool.elements())
    random.Random(1).shuffle(rest)
    k = other_size
    hands = [sorted(hand0)] + [rest[i * k:(i + 1) * k] for i in range(n - 1)]
    stock = rest[(n - 1) * k:]
    data = state.to_dict()
    data.update(hands=hands, stock=stock, discard=list(pile),
                melds=[{"owner": o, "cards": list(m)} for o, m in melds],
                seen_discards=[list(pile[-1:]) for _ in range(n)], to_act=0, phase=phase,
                restocks=0, melded_since_restock=False, ended=None, went_out=None)
    table.match.state = FortuneState.from_dict(data)
    table.session.stop_thinking()  # an AI move computed for the old deal is dropped
    table.session.pass_to(0)
    table.selected = []
    table.sync([], animate=False)


def cards(texts: str):
    return [parse_card(t) for t in texts.split()]


def hand_sprite(table, text: str):
    card = parse_card(text)
    for s in table.hand_sprites():
        if s.card == card:
            return s
    raise AssertionError(f"{text} is not in the hand shown")


def card_point(table, sprite) -> tuple[int, int]:
    """A point that hits ``sprite`` and no card above it in the fan."""
    r = sprite.rect(table.card_w, CARD_ASPECT)
    return r.left + max(2, table.theme.px(4)), r.centery


def click_card(app, table, text: str) -> None:
    dr.run_frames(app, 1, events=dr.click(card_point(table, hand_sprite(table, text))))


def settle(app, table, frames: int = 2) -> None:
    dr.run_frames(app, frames)


#: The hand and discard pile most table tests start from.
HAND = ["7S", "7D", "7C", "5H", "6H", "QS", "9C", "KD", "3C", "4D", "JH"]
PILE = ["2C", "9D", "7H"]


def rigged(app):
    """A new table with seat 0 holding :data:`HAND` over :data:`PILE`, settled."""
    table = start(app)
    rig(table, HAND, PILE)
    settle(app, table)
    return table


class EventPlayer:
    """Plays the human seats of a table only through input events: the
    ``easy`` AI picks each move from the seat's observation, then the move
    is made by mouse (clicks on cards, piles, melds and buttons) or by keys
    (focus, select, action keys, button numbers)."""

    def __init__(self, app, table, mode: str, check=None, seed: int = 3) -> None:
        self.app, self.table, self.mode, self.check = app, table, mode, check
        self.decide = make_decider("easy", GAME)
        self.rng = random.Random(seed)
        self.handoffs = 0
        self.human_moves = 0

    def frame(self, events=()) -> None:
        self.app.frame(1 / 60, list(events))
        if self.check is not None:
            self.check()

    def play_hand(self, max_frames: int = 20000) -> bool:
        """Until the hand summary shows; True when it did."""
        for _ in range(max_frames):
            top = self.app.stack.top
            if isinstance(top, (HandSummary, GameOver)):
                return True
            if isinstance(top, HandOff):
                self.handoffs += 1
                key = dr.key(pygame.K_RETURN)
                self.frame(key)
                if isinstance(self.app.stack.top, HandOff):   # keyboard did not take it
                    top.accept()
                continue
            t = self.table
            if top is t and t.session.human_turn and not t.busy:
                state = t.match.state
                move = self.decide(state.observation(t.sight.viewer), state.legal_moves(), self.rng)
                before = len(t.match.hands[-1].moves)
                self.make(move)
                for _ in range(5):
                    self.frame()
                moves = t.match.hands[-1].moves
                assert moves[before:before + 1] == [str(move)], \
                    f"{self.mode}: {move} was not played ({t.line.text!r})"
                self.human_moves += 1
                continue
            self.frame()
        return False

    # mouse -------------------------------------------------------------------
    def make(self, move: Move) -> None:
        t = self.table
        if self.mode == "keys":
            return self.make_by_keys(move)
        if move.action == "draw":
            return self.frame(dr.click(t.pile_rects["stock"].center))
        if move.action == "discard":
            s = hand_sprite(t, str(move.cards[0]))
            p = card_point(t, s)
            return self.frame(dr.click(p) + dr.click(p))
        self.select(move.cards)
        if move.action == "take-pile":
            return self.frame(dr.click(t.pile_rects["discard"].center))
        if move.action == "add":
            return self.frame(dr.click(t.meld_rects[move.index].center))
        mine = t.geo.mine
        self.frame(dr.click((mine.right - 4, mine.bottom - 4)))

    def select(self, chosen) -> None:
        t = self.table
        if t.selected:
            self.frame(dr.key(pygame.K_c))
        want = Counter(chosen)
        for card, count in want.items():
            picked = [s for s in t.hand_sprites() if s.card == card][:count]
            for s in picked:
                self.frame(dr.click(card_point(t, s)))
                t.double.forget()      # separate clicks, not a double-click
        assert Counter(s.card for s in t.selected) == want

    # keyboard ----------------------------------------------------------------
    def make_by_keys(self, move: Move) -> None:
        t = self.table
        if move.action == "draw":
            return self.frame(dr.key(pygame.K_d))
        self.frame(dr.key(pygame.K_c))
        want = Counter(move.cards)
        while sum(want.values()):
            self.frame(dr.key(pygame.K_RIGHT))
            hand = t.hand_sprites()
            s = hand[t.hand_cursor.index]
            if want[s.card] and s not in t.selected:
                self.frame(dr.key(pygame.K_SPACE))
                want[s.card] -= 1
        keys = {"take-pile": pygame.K_t, "meld": pygame.K_m, "discard": pygame.K_x}
        if move.action in keys:
            return self.frame(dr.key(keys[move.action]))
        labels = [b.label for b in t.buttons.widgets]
        i = labels.index(button_label(t, move))
        self.frame(dr.key(pygame.K_DOWN) * (i + 1) + dr.key(pygame.K_RETURN))


