"""Players that play a table by one device alone: :class:`PadPilot` by a
gamepad's events, :class:`TouchPilot` by a finger's. Neither calls the
table: every step is an SDL event through :meth:`App.frame`, as a person
would send it (the selftest's ``--input``, the tests).

Both answer the screens around a hand the same way (:class:`Pilot`): a
hand-off accepted, the final table's hold ended, a summary gone on from;
they differ in how a move is made.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from typing import Callable

import pygame

from ..engine.protocol import Move
from ..session.seats import make_decider
from ..ui.cardart import CARD_ASPECT
from ..ui.controls import PAD_AXES, PAD_BUTTONS, pad_way
from ..ui.tables.parts.keycaps import move_act
from ..ui.scenes.handoff import HandOff
from ..ui.scenes.summary import GameOver, HandSummary
from ..ui.tables.base import Table
from .driver import FRAME_S, PAD_ID, pad_axis, pad_button, tap

#: Taps a touch player tries for one move before it plays another.
TAPS_PER_MOVE = 12


class Pilot:
    """What both pilots share: the frames, the events sent, the screens
    around a hand. A pilot's :meth:`turn` makes the person's move."""

    def __init__(self, app, table: Table, check: Callable[[], None] | None = None) -> None:
        self.app, self.table, self.check = app, table, check
        self.frames = 0
        #: Every event the pilot sent (a test checks that none is a key or mouse event).
        self.sent: list[pygame.event.Event] = []

    def frame(self, events=()) -> None:
        self.sent += events
        self.frames += 1
        self.app.frame(FRAME_S, list(events), draw=self.frames % 7 == 0)
        if self.check is not None:
            self.check()

    def go_on(self) -> None:
        """Go on from a hand-off, a summary or the final table's hold."""
        raise NotImplementedError

    def turn(self) -> None:
        """Make (a step of) the person's move."""
        raise NotImplementedError

    def step(self) -> str | None:
        """Answer what the screen shows with one input (or wait a frame);
        'game_over' once the match has ended."""
        top, table = self.app.stack.top, self.table
        if isinstance(top, GameOver):
            return "game_over"
        if not self.app.stack.takes_presses:
            self.frame()
        elif isinstance(top, (HandOff, HandSummary)) or (top is table and table.hold.holding
                                                         and not table.busy):
            self.go_on()
        elif top is table and table.session.human_turn and not table.busy:
            self.turn()
        elif top is table and table.session.thinking:
            table.session.decider.settle(timeout=10.0)
            self.frame()
        else:
            self.frame()
        return None

    def play(self, until: Callable[[], bool], max_frames: int = 200_000) -> bool:
        """Step until ``until()`` holds; False on game over or frame budget."""
        for _ in range(max_frames):
            if until():
                return True
            if self.step() == "game_over":
                return until()
        return False

    def finish_hand(self, max_frames: int = 200_000) -> bool:
        """Play until the hand summary (or game over) shows."""
        return self.play(lambda: isinstance(self.app.stack.top, (HandSummary, GameOver)), max_frames)

    def finish_match(self, max_frames: int = 400_000) -> bool:
        return self.play(lambda: isinstance(self.app.stack.top, GameOver), max_frames)


class PadPilot(Pilot):
    """A person with a gamepad who follows the hints: Y asks for one and,
    once it shows, the right stick's press plays it; A goes on from the
    screens around a hand. Its events come from the pad of instance id ``pad``."""

    def __init__(self, app, table: Table, check: Callable[[], None] | None = None,
                 pad: int = PAD_ID) -> None:
        super().__init__(app, table, check)
        self.pad = pad
        self.presses = 0
        self._asked = False

    def press(self, button: int) -> None:
        self.presses += 1
        self.frame(pad_button(button, self.pad))

    def go_on(self) -> None:
        self.press(pygame.CONTROLLER_BUTTON_A)

    def turn(self) -> None:
        table = self.table
        if table.hint.move is not None and table.hint.move in table.match.legal_moves():
            self._asked = False
            self.press(pygame.CONTROLLER_BUTTON_RIGHTSTICK)
        elif not self._asked or not table.hint.pending:
            self._asked = True
            self.press(pygame.CONTROLLER_BUTTON_Y)
        else:
            time.sleep(0.002)       # the hint is found off the frame loop
            self.frame()


class PadMovesPilot(PadPilot):
    """A person with a gamepad who makes every kind of move: each turn it
    picks a legal move of a kind it has not made yet (else the one the
    ``normal`` AI would), picks the move's cards of its hand with the D-pad
    and A (the card lifted is the one the cursor is on), and presses the pad's way to the move's key
    (:func:`.controls.pad_way`: X, or a button with the right trigger held);
    a choice the move asks is answered with A. :attr:`made` holds the kinds
    of move it made, :attr:`allowed` every kind the rules allowed it."""

    def __init__(self, app, table: Table, check: Callable[[], None] | None = None,
                 pad: int = PAD_ID, seed: int = 1) -> None:
        super().__init__(app, table, check, pad)
        self.rng = random.Random(seed)
        self.decide = make_decider("normal", table.game_id)
        self.made: set[str] = set()
        self.allowed: set[str] = set()
        self._move: Move | None = None
        self._tries = 0

    def _choose(self) -> Move:
        state = self.table.match.state
        legal = list(state.legal_moves())
        self.allowed |= {m.action for m in legal if move_act(self.table, m) is not None}
        fresh = [m for m in legal if m.action not in self.made and move_act(self.table, m) is not None]
        if fresh:
            return self.rng.choice(fresh)
        return self.decide(state.observation(self.table.match.current_player), legal, self.rng)

    def way(self, act) -> list[pygame.event.Event]:
        """The pad's events that press ``act`` at the table (the trigger held around its button)."""
        layer, pad_input = pad_way(self.table.game_id, act)
        button = next(b for b, i in PAD_BUTTONS.items() if i is pad_input)
        if layer is None:
            return pad_button(button, self.pad)
        axis = next(a for a, (_, plus) in PAD_AXES.items() if plus is layer)
        return [pad_axis(axis, 1.0, self.pad), *pad_button(button, self.pad), pad_axis(axis, 0.0, self.pad)]

    def turn(self) -> None:
        table = self.table
        if self._move is None or self._move not in table.match.legal_moves() or self._tries > 40:
            self._move, self._tries = self._choose(), 0
        self._tries += 1
        move = self._move
        hand = table.hand_sprites()
        wanted = Counter(c for c in move.cards if c in {s.card for s in hand})
        chosen = Counter(s.card for s in table.selected)
        if any(chosen[c] > wanted[c] for c in chosen):
            self.press(pygame.CONTROLLER_BUTTON_B)          # clear the selection
            return
        missing = [s for s in hand if s not in table.selected and chosen[s.card] < wanted[s.card]]
        if missing:
            at = hand.index(table.hover_sprite) if table.hover_sprite in hand else None
            goal = hand.index(missing[0])
            if at == goal:
                self.press(pygame.CONTROLLER_BUTTON_A)
            else:
                self.press(pygame.CONTROLLER_BUTTON_DPAD_RIGHT if at is None or at < goal
                           else pygame.CONTROLLER_BUTTON_DPAD_LEFT)
            return
        made = sum(len(hand.moves) for hand in table.match.hands)
        act = move_act(table, move)
        self.presses += 1
        self.frame(self.way(act))
        for _ in range(5):      # a choice the move asks (which meld, which card): A takes the first
            if self.app.stack.top is table or not self.app.stack.takes_presses:
                break
            self.press(pygame.CONTROLLER_BUTTON_A)
        every = [text for hand in table.match.hands for text in hand.moves]
        if len(every) > made:
            self.made.add(Move.parse(every[made]).action)
            self._move = None


def label_words(label: str) -> list[str]:
    """A label's words without their punctuation and without the key that
    presses it: "Gin, discarding the 7 of Hearts" and "Gin  (G)" both begin
    with "Gin"."""
    if label.endswith(")") and "  (" in label:
        label = label[:label.rindex("  (")]
    return [w.strip(",.:;") for w in label.split()]


def names_move(button_label: str, move_label: str) -> bool:
    """Whether a button of ``button_label`` is the one that plays the move
    the table calls ``move_label``: the same words, or (an action bar's
    short label: "Knock  (K)" for "Knock, discarding the 7 of Hearts",
    "Take column 2  (2)" for "Take from column 2") the same first word and
    no word the move's label lacks ("Take the 5 of Fromps" is not "Take the
    3 of Time")."""
    ours, theirs = label_words(button_label), label_words(move_label)
    return ours == theirs or (ours[:1] == theirs[:1] and set(ours) <= set(theirs))


def open_point(table: Table, sprite) -> tuple[int, int]:
    """A point of ``sprite`` that a tap there picks it at: its centre, or
    else a point of the part of it no card above covers (a fanned hand
    shows a card's left edge only). A sprite no tap picks (a pile, a
    meld's card) is tapped at its centre, where the table reads the place."""
    rect = sprite.rect(table.card_w, CARD_ASPECT)
    if not sprite.pickable or table.sprite_at(rect.center) is sprite:
        return rect.center
    xs = [rect.left + rect.w * i // 8 for i in range(1, 8)]
    ys = [rect.top + rect.h * j // 8 for j in (4, 3, 5, 2, 6, 1, 7)]
    return next(((x, y) for y in ys for x in xs if table.sprite_at((x, y)) is sprite), rect.center)


class TouchPilot(Pilot):
    """A person with a finger: picks a move as the ``normal`` AI would from
    their seat's observation, taps its cards of the hand, then the action
    button that names it (:func:`names_move`), else its card on the table (a
    buried card of Flathead's tableau), else the piles and places of the table
    one by one until a move is made; a tap goes on from the screens around a
    hand. A card is tapped where it shows (:func:`open_point`)."""

    def __init__(self, app, table: Table, check: Callable[[], None] | None = None,
                 seed: int = 1) -> None:
        super().__init__(app, table, check)
        self.rng = random.Random(seed)
        self.decide = make_decider("normal", table.game_id)
        self.taps = 0
        self._plan: list[Callable[[], tuple[int, int] | None]] = []
        self._chosen: Move | None = None
        #: Each move chosen that the taps did not make, with the move they made instead.
        self.missed: list[tuple[Move, Move]] = []

    def tap(self, pos: tuple[int, int]) -> None:
        self.taps += 1
        self.frame(tap(self.app, pos))

    def go_on(self) -> None:
        top = self.app.stack.top
        if isinstance(top, HandSummary):
            self.tap(top.focus.focused.rect.center)
        else:
            w, h = self.app.size
            self.tap((w // 2, h // 3))      # the hand-off takes a tap anywhere; so does the hold

    def _choose(self) -> Move:
        state = self.table.match.state
        seat = self.table.match.current_player
        return self.decide(state.observation(seat), state.legal_moves(), self.rng)

    def _planned(self, move: Move) -> list[Callable[[], tuple[int, int] | None]]:
        """The taps that may make ``move``, each worked out when its turn comes."""
        table = self.table

        def card(s):
            return open_point(table, s)

        def unselect():
            wrong = [s for s in table.selected if s.card not in move.cards]
            return card(wrong[0]) if wrong else None

        def select(i: int):
            def pick():
                want = list(move.cards).count(move.cards[i])
                chosen = [s for s in table.selected if s.card == move.cards[i]]
                if len(chosen) >= want:
                    return None
                free = [s for s in table.hand_sprites() if s.card == move.cards[i] and s not in table.selected]
                return card(free[0]) if free else None
            return pick

        def button():
            label = table.words.move_label(move)
            live = [b for b in table.buttons.widgets if b.visible and b.enabled and names_move(b.label, label)]
            if not live:
                return None
            said = set(label_words(label))
            return max(live, key=lambda b: len(said & set(label_words(b.label)))).rect.center

        def on_table():
            shown = [s for s in table.sprites if s.card in move.cards and s.pickable and not s.dying
                     and not s.zone.startswith("hand")]
            return card(shown[0]) if shown else None

        def pile(zone: str):
            def top():
                stack = [s for s in table.sprites if s.zone == zone and not s.dying]
                return card(max(stack, key=lambda s: s.z)) if stack else None
            return top

        zones = sorted({s.zone for s in table.sprites if not s.dying and not s.zone.startswith("hand")})
        steps = [unselect] * 4 + [select(i) for i in range(len(move.cards))] + [button, on_table]
        return steps + [pile(zone) for zone in zones]

    def turn(self) -> None:
        made = sum(len(hand.moves) for hand in self.table.match.hands)
        if not self._plan:
            self._chosen = self._choose()
            self._plan = self._planned(self._chosen)[:TAPS_PER_MOVE * 2]
        while self._plan:
            pos = self._plan.pop(0)()
            if pos is not None:
                self.tap(pos)
                break
        else:
            self.frame()
        hands = self.table.match.hands
        if sum(len(hand.moves) for hand in hands) != made:
            self._plan = []
            text = hands[-1].moves[-1] if hands and hands[-1].moves else None
            played = None if text is None else self.table.match.game.parse_move(text)
            if played is not None and self._chosen is not None and played != self._chosen:
                self.missed.append((self._chosen, played))
