"""Helpers for the Trophy Case table tests: an app with no window, tables
dealt and settled, a rigged deal, clicks on cards and buttons, a privacy
check, and a player that makes the human seats' moves only through mouse or
keyboard events. (No tests here.)"""

from __future__ import annotations

import random

import pygame

from fanucci_desktop.app import App
from fanucci_desktop.engine.cards import fanucci_deck, parse_card
from fanucci_desktop.games.trophy_case import TrophyState
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.check import driver as dr
from fanucci_desktop.session.seats import Seat, make_decider
from fanucci_desktop.ui.scenes.handoff import HandOff
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary
from fanucci_desktop.ui.tables.trophy_case.table import TrophyCaseTable

GAME = "trophy-case"
NAMES = ["You", "Ada", "Basil", "Cleo", "Dmitri"]


def make_app(tmp_path, size=(1280, 800), speed: str = "instant") -> App:
    return App(paths=AppPaths.under(str(tmp_path)), size=size, animation_speed=speed)


def seats(n: int = 3, humans: int = 1) -> list[Seat]:
    return [Seat(NAMES[i], "human" if i < humans else "easy") for i in range(n)]


def start(app: App, n: int = 3, humans: int = 1, seed: int = 5) -> TrophyCaseTable:
    """A new table, dealt and settled."""
    table = dr.new_table(app, GAME, seats(n, humans), seed=seed)
    assert isinstance(table, TrophyCaseTable)
    dr.run_frames(app, 3)
    return table


def cards(texts: str):
    return [parse_card(t) for t in texts.split(",")]


def rig(table, hands: list[str], trick: str = "", players: tuple = (), folded: tuple = (),
        to_act: int = 0) -> None:
    """Replace the deal in play: ``hands[i]`` (comma-separated card texts) for
    seat i, the trick ``trick`` played by ``players`` (play order) with
    ``folded`` seats out; the rest of the deck is the stock; ``to_act`` acts."""
    state = table.match.state
    used = [c for h in hands for c in cards(h)] + (cards(trick) if trick else [])
    assert len(set(used)) == len(used)
    rest = [str(c) for c in fanucci_deck() if c not in set(used)]
    random.Random(1).shuffle(rest)
    data = state.to_dict()
    data.update(hands=[[str(c) for c in cards(h)] for h in hands], stock=rest, set_aside=[],
                discarded=[], tricks=[], trick=[str(c) for c in cards(trick)] if trick else [],
                trick_players=list(players), folded=list(folded), to_act=to_act,
                leader=players[0] if players else to_act, ending="", shown_by=None)
    table.match.state = TrophyState.from_dict(data)
    table.session.stop_thinking()  # an AI move computed for the old deal is dropped
    if table.seats[0].is_human:
        table.session.pass_to(0)
    table.selected = []
    table.line.text = ""
    table.sync([], animate=False)


def sprite_of(table, text: str):
    card = parse_card(text)
    return next(s for s in table.sprites if s.card == card and not s.dying)


def card_point(table, sprite) -> tuple[int, int]:
    """A point on the visible part of a hand card (its left strip)."""
    r = sprite.rect(table.card_w, 1.4)
    return r.left + max(3, r.w // 8), r.centery


def send(app, events) -> None:
    """One frame with ``events``, not drawn (the table is laid out already)."""
    app.frame(dr.FRAME_S, events, draw=False)


def click_card(app, table, text: str) -> None:
    send(app, dr.click(card_point(table, sprite_of(table, text))))


def button(table, label_start: str):
    return next(b for b in table.buttons.widgets if b.label.startswith(label_start))


def click_button(app, table, label_start: str) -> None:
    send(app, dr.click(button(table, label_start).rect.center))


def idle(app, frames: int) -> None:
    """Run frames without drawing them (time passes, nothing to look at)."""
    for _ in range(frames):
        app.frame(dr.FRAME_S, draw=False)


def press(app, key: int) -> None:
    send(app, dr.key(key))


class EventPlayer:
    """Plays the human seats only through input events: the ``easy`` AI
    picks each move from the seat's observation, then it is made by mouse
    (click the card, then the Play / Lead button, or the Fold button) or by
    keys (Left/Right to the card, Enter; F to fold). Hand-offs are accepted
    by a click or Enter."""

    def __init__(self, app, table, mode: str, check=None, seed: int = 3) -> None:
        self.app, self.table, self.mode, self.check = app, table, mode, check
        self.decide = make_decider("easy", GAME)
        self.rng = random.Random(seed)
        self.moves = 0
        self.handoffs = 0
        self.frames = 0

    def act(self) -> None:
        table, app = self.table, self.app
        state = table.match.state
        seat = table.match.current_player
        move = self.decide(state.observation(seat), state.legal_moves(), self.rng)
        before = len(table.match.hands[-1].moves)
        if self.mode == "mouse":
            if move.action == "fold":
                click_button(app, table, "Fold")
            else:
                click_card(app, table, str(move.cards[0]))
                click_button(app, table, move.action.capitalize() + " ")
        else:
            if move.action == "fold":
                press(app, pygame.K_f)
            else:
                for _ in range(30):
                    if table.hover_sprite is not None and table.hover_sprite.card == move.cards[0]:
                        break
                    press(app, pygame.K_RIGHT)
                if not (table.selected and table.selected[0].card == move.cards[0]):
                    press(app, pygame.K_SPACE)
                press(app, pygame.K_p)
        assert len(table.match.hands[-1].moves) == before + 1, table.words.prompt()
        assert table.match.hands[-1].moves[-1] == str(move)
        self.moves += 1

    def play_hand(self, max_frames: int = 20000) -> None:
        """Play until the hand summary (or game over) shows."""
        app, table = self.app, self.table
        for _ in range(max_frames):
            top = app.stack.top
            if isinstance(top, (HandSummary, GameOver)):
                return
            if isinstance(top, HandOff):
                self.handoffs += 1
                if self.mode == "mouse":
                    send(app, dr.click((10, 10)))
                else:
                    press(app, pygame.K_RETURN)
            elif top is table and table.session.human_turn and not table.busy:
                self.act()
            app.frame(dr.FRAME_S, draw=self.frames % 8 == 0)
            self.frames += 1
            if self.check is not None:
                self.check()
        raise AssertionError("the hand did not end")


def everything_refused_keeps_state(table, action) -> str:
    """Run ``action`` (which should be refused) and return the message;
    asserts the deal did not change."""
    before = table.match.state.to_dict()
    moves = list(table.match.hands[-1].moves)
    action()
    assert table.match.state.to_dict() == before
    assert table.match.hands[-1].moves == moves
    return table.line.text

