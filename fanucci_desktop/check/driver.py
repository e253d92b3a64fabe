"""Driving the real app without a person: used by the ``selftest``,
``screenshots`` and ``bench`` commands and by the tests.

Everything goes through :class:`~fanucci_desktop.app.App` frames and real
scenes; a "player" here answers hand-offs, closes summaries and picks a move
for human seats (the first legal move, or a seeded random one).
"""

from __future__ import annotations

import random
from typing import Callable

import pygame

from ..engine.match import Match
from ..games import game_info, get_game
from ..session.seats import DEFAULT_NAMES, Seat, make_decider, seated
from ..ui.scenes.handoff import HandOff
from ..ui.scenes.summary import GameOver, HandSummary
from ..ui.tables.opening import match_table
from ..ui.tables.base import Table

FRAME_S = 1 / 60


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    """A left click at ``pos`` as the events pygame would send."""
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def key(k: int, mod: int = 0, text: str = "") -> list[pygame.event.Event]:
    """A key press (and its text, if any)."""
    events = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0)]
    if text:
        events.append(pygame.event.Event(pygame.TEXTINPUT, text=text))
    events.append(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=text, scancode=0))
    return events


#: The instance id the driver's pad events carry (a pad the driver "connects").
PAD_ID = 0


def pad_button(button: int, pad: int = PAD_ID) -> list[pygame.event.Event]:
    """A press of a game controller's ``button`` (SDL's CONTROLLER_BUTTON_*)
    as SDL sends it: down, then up."""
    return [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=button),
            pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=pad, button=button)]


def pad_axis(axis: int, value: float, pad: int = PAD_ID) -> pygame.event.Event:
    """A game controller's ``axis`` moved to ``value`` (-1..1)."""
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=pad, axis=axis,
                              value=round(value * 32767))


def pad_push(axis: int, value: float, pad: int = PAD_ID) -> list[pygame.event.Event]:
    """A stick (or trigger) pushed to ``value`` and let go back to the centre."""
    return [pad_axis(axis, value, pad), pad_axis(axis, 0.0, pad)]


def finger(kind: int, pos: tuple[int, int], size: tuple[int, int], finger_id: int = 1) -> pygame.event.Event:
    """A finger's event at window point ``pos`` of a window of ``size`` (SDL gives fractions)."""
    return pygame.event.Event(kind, touch_id=1, finger_id=finger_id, x=pos[0] / size[0],
                              y=pos[1] / size[1], dx=0.0, dy=0.0, pressure=1.0)


def tap(app, pos: tuple[int, int]) -> list[pygame.event.Event]:
    """A tap of a finger at ``pos``: down and up."""
    return [finger(pygame.FINGERDOWN, pos, app.size), finger(pygame.FINGERUP, pos, app.size)]


def run_frames(app, n: int, dt: float = FRAME_S, events: list | None = None) -> None:
    """Run ``n`` frames, sending ``events`` with the first."""
    for i in range(n):
        app.frame(dt, events if (i == 0 and events) else ())


def until_presses_count(app, max_frames: int = 240) -> None:
    """Run frames until a press would reach the scene on top: a scene that
    came by itself takes none for a moment (see :class:`~..ui.scene.SceneStack`),
    as a person would not have seen it yet."""
    for _ in range(max_frames):
        if app.stack.takes_presses:
            return
        app.frame(FRAME_S, draw=False)


def new_table(app, game_id: str, seats: list[Seat], seed: int = 7,
              options: dict | None = None) -> Table:
    """Push a table for a new match of ``game_id`` and return it."""
    game = get_game(game_id)
    match = Match(game, len(seats), seed, options or {})
    table = match_table(app, match, seats)
    app.stack.push(table)
    return table


def default_seats(game_id: str, humans: int = 1, level: str = "normal") -> list[Seat]:
    """Seats for the smallest sensible table of ``game_id``, named as a
    table names them (:func:`~fanucci_desktop.session.seats.seated`)."""
    info = game_info(game_id)
    n = max(info.min_players, min(info.max_players, 3 if humans < 3 else humans))
    return seated([Seat(DEFAULT_NAMES[i], "human" if i < humans else level) for i in range(n)])


def watch(app, scene, moves: int, max_frames: int = 20_000) -> bool:
    """Run frames of the demo table ``scene`` until ``moves`` more moves were
    made (summaries move on by themselves); an AI deciding is waited for,
    as :class:`Autopilot` does. False when the frame budget runs out."""
    def made() -> int:
        return sum(len(h.moves) for h in scene.table.match.hands)
    goal = made() + moves
    for _ in range(max_frames):
        if made() >= goal:
            return True
        if scene.session.thinking:
            scene.session.decider.settle(timeout=10.0)
        app.frame(FRAME_S, draw=False)
    return made() >= goal


class Autopilot:
    """Plays a table through the app's frames: accepts hand-offs, answers
    summaries (``next_hand``; stops at game over) and moves for humans
    (as the ``normal`` AI would, from the human's observation).
    ``check`` runs after every frame (the selftest's invariants)."""

    def __init__(self, app, table: Table, seed: int = 1,
                 check: Callable[[], None] | None = None, draw_every: int = 0) -> None:
        self.app, self.table, self.check = app, table, check
        self.draw_every = draw_every
        self.frames = 0
        self.rng = random.Random(seed)
        self.decide = make_decider("normal", table.game_id)
        self.handoffs = 0
        self.summaries = 0

    def choose(self):
        state = self.table.match.state
        seat = self.table.match.current_player
        return self.decide(state.observation(seat), state.legal_moves(), self.rng)

    def step(self, dt: float = FRAME_S) -> str | None:
        """Answer what the last frame shows, then run one frame; returns
        'game_over' once the match has ended, else None."""
        top = self.app.stack.top
        if isinstance(top, GameOver):
            return "game_over"
        if isinstance(top, HandOff):
            self.handoffs += 1
            top.accept()
        elif isinstance(top, HandSummary):
            self.summaries += 1
            top.next_hand()
        elif top is self.table and self.table.session.human_turn and not self.table.busy:
            self.table.flow.play(self.choose())
        elif top is self.table and self.table.session.thinking:
            # an AI decides in wall time: wait for it, so a run's frames do
            # not depend on how fast the machine or the AI level is
            self.table.session.decider.settle(timeout=10.0)
        self.frames += 1
        self.app.frame(dt, draw=bool(self.draw_every) and self.frames % self.draw_every == 0)
        if self.check is not None:
            self.check()
        return None

    def play(self, until: Callable[[], bool], max_frames: int = 200_000) -> bool:
        """Step until ``until()`` holds; False on game over or frame budget."""
        for _ in range(max_frames):
            if until():
                return True
            if self.step() == "game_over":
                return until()
        return False

    def moves(self, n: int, max_frames: int = 200_000) -> bool:
        """Play until ``n`` more moves were made in the current hand or later."""
        goal = self.total_moves() + n
        return self.play(lambda: self.total_moves() >= goal, max_frames)

    def total_moves(self) -> int:
        return sum(len(h.moves) for h in self.table.match.hands)

    def finish_hand(self) -> bool:
        """Play until the hand summary (or game over) shows."""
        return self.play(lambda: isinstance(self.app.stack.top, HandSummary))

    def finish_match(self, max_frames: int = 400_000) -> bool:
        return self.play(lambda: isinstance(self.app.stack.top, GameOver), max_frames)

