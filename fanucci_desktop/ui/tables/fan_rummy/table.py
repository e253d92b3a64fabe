"""The Fan Rummy table (issue 9): two staggered columns whose outer cards
can be taken, the knock card and its value and suit, the face-down draw and
discard piles, the knock-card phase, knock and gin buttons enabled only when
allowed with the player's deadwood shown, and at the end both hands laid
out in melds and deadwood with the lay-offs before the score.

Mouse: click a card of your hand to choose it (one card at a time), double-
click it to discard it (to lay it off, after a knock); click the draw pile,
a column (its outer card is taken), the knock card, the discard pile (to
discard the chosen card) or a meld (to lay the chosen card off on it).
Keys (:mod:`.controls`): Left/Right and Space or Enter choose a card, D
draw, X discard, 1 / 2 take from column 1 / 2, T take the knock card, N pass
it (or finish laying off), K knock, G gin, B big gin, A lay off; any key or
click shows the score once the hands are laid out.

Where the cards go is :mod:`.fan_rummy_layout`, the drawing is
:mod:`.fan_rummy_hud`, the words :mod:`.fan_rummy_words`; this module runs
the turn flow and maps input to moves. Only what the viewer may see is
drawn: the cards come from ``view()``; the knock card is public all hand.
"""

from __future__ import annotations

import time
from typing import Callable, Mapping, NamedTuple

import pygame

from ....engine.cards import Card
from ....engine.protocol import EventKind, Move
from ....games.fan_rummy import rules
from ... import theme as th
from ...cardart import CARD_ASPECT
from ...sprites import CardSprite
from ...widgets import Button
from ...tween import soonest
from ..base import Table
from ..board import Slot
from ...controls import BINDINGS, GAME_ACTIONS, Act
from .paint import FanRummyHud
from . import facts
from .layout import (BOTTOM_GROUPS_SCALE, TOP_GROUPS_SCALE, Geometry, arranged_groups,
                               place)
from .words import FanRummyWords

#: Seconds the laid-out hands stay on show before the score (normal speed).
REVEAL_S = 6.0
#: The keys that take from column 1 and column 2.
COLUMN_ACTS = (Act.TAKE_COLUMN_1, Act.TAKE_COLUMN_2)
#: Seconds between two cards of the deal (normal speed).
DEAL_STAGGER_S = 0.028


class Action(NamedTuple):
    """One button of the action bar: what it tries (``move`` None: a UI
    step with its own ``run``), whether the rules allow it now."""

    label: str
    key: Act | None
    subtitle: str
    move: Move | None
    enabled: bool
    run: Callable[[], None] | None = None


class FanRummyTable(FanRummyWords, FanRummyHud, Table):
    """The Fan Rummy table; see the module docstring for the controls."""

    def __init__(self, app, match, seats) -> None:
        self.geo = Geometry()
        self.reveal_left = 0.0
        self.actions: list[Action] = []
        self._log_lines: tuple[object, list[str]] = (None, [])
        #: Seats that arranged their hand themselves (sorted or dragged).
        self.own_order: set[int] = set()
        self._deadwood_cache: dict[tuple[Card, ...], tuple[int, dict[Card, int]]] = {}
        super().__init__(app, match, seats)

    # The hand's order: melds first unless the player arranged it (shared parts' hooks).
    def custom_order(self) -> bool:
        """True when the viewer sorted or reordered their hand themselves."""
        return self.viewer is not None and self.viewer in self.own_order

    def arrange_view(self, view: dict[str, list[Card | None]]) -> dict[str, list[Card | None]]:
        """The viewer's hand in the player's own order once they arranged
        it, else melds first then deadwood (as it is laid out)."""
        view = super().arrange_view(view)
        zone = f"hand:{self.viewer}"
        cards = view.get(zone)
        if not self.custom_order() and cards and None not in cards:
            view[zone] = [c for g in arranged_groups(cards) for c in g]
        return view

    def sort_hand(self) -> None:
        """Sort (S): the shared sort modes; the melds-first order is left."""
        if self.viewer is not None:
            self.own_order.add(self.viewer)
        super().sort_hand()

    def reorder(self, cards, index: int) -> None:
        """A card dragged within the hand: from now on the player's order,
        starting from the order shown (melds first)."""
        if self.viewer is not None and not self.custom_order():
            shown = [c for c in self.view().get(f"hand:{self.viewer}", []) if c is not None]
            self.hand_order(self.viewer).order = shown
            self.own_order.add(self.viewer)
        super().reorder(cards, index)

    def view_record(self) -> dict:
        """The shared view, and which seats arranged their hand themselves."""
        return {**super().view_record(), "own_order": sorted(self.own_order)}

    def restore_view(self, data) -> None:
        own = data.get("own_order") if isinstance(data, dict) else None
        self.own_order = {s for s in own if isinstance(s, int)} if isinstance(own, list) else set()
        super().restore_view(data)

    def warm_faces(self) -> None:
        """Warm the card faces at every width this table uses (the columns,
        the laid-out hands), not only those on show now."""
        scales = (self.geo.band_scale, TOP_GROUPS_SCALE, BOTTOM_GROUPS_SCALE)
        self.images.exact |= {max(2, round(self.card_w * sc)) for sc in scales}
        super().warm_faces()

    def plate_center(self, seat: int) -> tuple[float, float]:
        """Where a seat's plate is (the shared parts' hook)."""
        return self.plate_rect(seat).center

    # Layout ---------------------------------------------------------------------
    def slots(self, view: Mapping[str, list[Card | None]]) -> list[Slot]:
        out, self.geo = place(self, view)
        return out

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        if seat == self.bottom_seat:
            return super().seat_anchor(seat)
        return self.size[0] / 2, self.theme.px(12) + self.card_h * 0.25

    def button_height(self) -> int:
        return self.theme.px(50)

    def action_top(self) -> float:
        """The top of the action bar (the prompt sits just above it)."""
        return self.hand_top() - self.button_height() - self.theme.px(10)

    def public(self):
        """The bottom seat's observation (:func:`.facts.public`)."""
        return facts.public(self.match, self.bottom_seat)

    @property
    def phase(self) -> str:
        obs = self.public()
        return obs.phase if obs is not None else ""

    def hand_pickable(self) -> bool:
        """True when the bottom seat's cards can be chosen now."""
        return self.human_turn and self.phase in ("knock_discard", "discard", "layoff")

    def pickable_zones(self) -> set[str]:
        """Table zones that take a click now (they lift under the pointer)."""
        if not self.human_turn:
            return set()
        if self.phase == "take":
            return {"draw", "column:0", "column:1"}
        if self.phase == "knock_card":
            return {"knock"}
        return set()

    def lit_zones(self) -> set[str]:
        """Where the chosen card can go: the discard pile, or the melds it fits."""
        card = self.chosen()
        if card is None or not self.human_turn:
            return set()
        if self.phase in ("discard", "knock_discard"):
            return {"discard"}
        if self.phase == "layoff":
            return {f"meld:{m.index}" for m in self._legal
                    if m.action == "layoff" and m.cards == (card,)}
        return set()

    # What the viewer holds ---------------------------------------------------------
    def my_cards(self) -> list[Card]:
        """The viewer's own cards (empty with no viewer)."""
        if self.viewer is None:
            return []
        return [c for c in self.view().get(f"hand:{self.viewer}", []) if c is not None]

    def deadwood_info(self) -> tuple[int, dict[Card, int]]:
        """The viewer's least deadwood, and for an eleven-card hand the
        deadwood left after discarding each card."""
        hand = tuple(sorted(self.my_cards(), key=rules.INDEX.__getitem__))
        if hand not in self._deadwood_cache:
            if len(self._deadwood_cache) > 32:
                self._deadwood_cache.clear()
            self._deadwood_cache[hand] = facts.deadwood(hand)
        return self._deadwood_cache[hand]

    def chosen(self) -> Card | None:
        """The chosen card of the viewer's hand, if any."""
        for s in self.selected:
            if s.card is not None:
                return s.card
        return None

    # Actions ------------------------------------------------------------------------
    def knock_limit(self) -> int:
        obs = self.public()
        return facts.knock_limit(obs) if obs is not None else 0

    def best_with(self, action: str) -> Move | None:
        """The legal ``action`` (knock or gin) for the chosen card, or with
        no card chosen the one leaving the least deadwood."""
        moves = [m for m in self._legal if m.action == action]
        card = self.chosen()
        if card is not None:
            return next((m for m in moves if m.cards == (card,)), None)
        if not moves:
            return None
        _, after = self.deadwood_info()
        return min(moves, key=lambda m: (after.get(m.cards[0], 99), -rules.card_value(m.cards[0])))

    def action_list(self) -> list[Action]:
        """The action bar for the phase (empty when it is not the viewer's turn)."""
        state = self.public()
        if state is None:
            return []
        if self.summary_due and state.phase == "over":
            return [Action("Show the score", None, "or press any key", None, True,
                           self.show_score)]
        if not self.human_turn:
            return []
        legal = self._legal
        card = self.chosen()
        phase = state.phase
        if phase == "knock_card":
            out = [Action("Take knock card", Act.TAKE, f"{state.knock_card.name}", Move("take", (), "knock"),
                          True)]
            if Move("pass") in legal:
                out.append(Action("Pass", Act.PASS, "the dealer must take it", Move("pass"), True))
            return out
        if phase == "take":
            view = self.view()
            out = [Action("Draw", Act.DRAW, f"{len(view['draw'])} in the pile", Move("draw"),
                          Move("draw") in legal)]
            for i in (0, 1):
                col = view[f"column:{i}"]
                out.append(Action(f"Take column {i + 1}", COLUMN_ACTS[i],
                                  col[-1].name if col else "empty",
                                  Move("take", (), "column", i), bool(col)))
            return out
        discard = Move("discard", (card,)) if card is not None else None
        if phase == "knock_discard":
            return [Action("Discard", Act.DISCARD, card.name if card else "choose a card", discard,
                           discard in legal)]
        if phase == "discard":
            return self._discard_actions(card, discard)
        if phase == "layoff":
            fits = [m for m in legal if m.action == "layoff" and m.cards == (card,)]
            sub = (f"on meld {fits[0].index + 1}" if fits else "does not fit") if card else \
                "choose a card"
            return [Action("Lay off", Act.LAY_OFF, sub, fits[0] if fits else
                           Move("layoff", (card,), "meld", 0) if card else None, bool(fits)),
                    Action("Done", Act.PASS, "score the hand", Move("done"), True)]
        return []

    def _discard_actions(self, card: Card | None, discard: Move | None) -> list[Action]:
        limit = self.knock_limit()
        whole, after = self.deadwood_info()
        out = [Action("Discard", Act.DISCARD, f"{card.name}" if card else "choose a card", discard,
                      discard in self._legal)]
        knock = self.best_with("knock")
        if knock is not None and card is None:
            sub = f"discard {knock.cards[0].name}"
        elif knock is not None:
            sub = f"deadwood {after.get(knock.cards[0], whole)} of {limit}"
        elif card is not None:
            sub = f"would leave {after.get(card, whole)}, limit {limit}"
        else:
            sub = f"needs deadwood {limit} or less"
        out.append(Action("Knock", Act.KNOCK, sub, knock or (Move("knock", (card,)) if card else None),
                          knock is not None))
        gin = self.best_with("gin")
        out.append(Action("Gin", Act.GIN, f"discard {gin.cards[0].name}" if gin else "all ten melded",
                          gin or (Move("gin", (card,)) if card else None), gin is not None))
        if Move("big-gin") in self._legal:
            out.append(Action("Big gin", Act.BIG_GIN, "all eleven melded", Move("big-gin"), True))
        return out

    def refresh_actions(self) -> None:
        self._legal = self.match.legal_moves() if self.human_turn else []
        self.actions = self.action_list()
        t = self.theme
        w, _ = self.size
        bw, bh, gap = t.px(196), self.button_height(), t.px(12)
        total = len(self.actions) * bw + max(0, len(self.actions) - 1) * gap
        x = w / 2 - total / 2
        y = self.action_top()
        buttons = []
        for i, action in enumerate(self.actions):
            label = action.label if action.key is None else \
                f"{action.label}  ({BINDINGS[action.key].caption})"
            b = Button(label=label, subtitle=action.subtitle,
                       primary=action.enabled and i == self.primary_index(), size=th.SMALL,
                       enabled=action.enabled, on_click=lambda a=action: self.trigger(a))
            b.rect = pygame.Rect(round(x + i * (bw + gap)), round(y), bw, bh)
            buttons.append(b)
        self.buttons.set(buttons)
        self.buttons.focus = None

    def primary_index(self) -> int:
        """The action most likely wanted: knock or gin when allowed, else the first."""
        for name in ("Big gin", "Gin", "Knock"):
            for i, a in enumerate(self.actions):
                if a.label == name and a.enabled:
                    return i
        return next((i for i, a in enumerate(self.actions) if a.enabled), 0)

    def trigger(self, action: Action) -> None:
        """Run an action bar entry: a disabled one explains why it is refused."""
        if action.run is not None:
            action.run()
            return
        if action.move is None:
            self.say_refusal("First choose a card of your hand: click it, or use the Left/Right keys.")
            return
        if action.enabled:
            self.choose(action.move)
        else:
            self.try_move(action.move)

    def try_move(self, move: Move) -> bool:
        """Play ``move`` if the rules allow it, else show the rules' reason."""
        if not self.human_turn:
            self.say_refusal("Wait for your turn.")
            return False
        reason = self.why_not(move)
        if reason is not None:
            self.say_refusal(reason)
            return False
        self.choose(move)
        return True

    def logged_move(self, seat: int | None, move: Move) -> str:
        """What everyone saw (a discard is face down, so its card is never named)."""
        name = self.seats[seat].name if seat is not None else "The table"
        return f"{name} {self.public_label(move, seat)}."

    def sync(self, events, animate: bool = True, stagger: float = 0.0) -> None:
        """Going out (knock, gin, big gin: the event says how) flashes a banner."""
        for ev in events:
            if ev.kind == EventKind.WENT_OUT and ev.player is not None:
                self.banner(f"{self.seats[ev.player].name}: {ev.how.capitalize()}!")
        super().sync(events, animate, stagger)

    def zone_anchor(self, zone: str) -> tuple[float, float] | None:
        """Cards coming from a pile with no card shown (the deck at the deal)
        start at the pile's place."""
        found = super().zone_anchor(zone)
        if found is None and zone in self.geo.targets:
            return self.geo.targets[zone].center
        return found

    def deal(self) -> None:
        """Deal, the cards flying from the deck one at a time: alternately
        to the hands (the non-dealer first), then the columns, then the
        knock card."""
        super().deal()
        state = self.public()
        if state is None:
            return
        order: dict[int, int] = {}
        first = (state.dealer + 1) % 2
        for seat in (0, 1):
            cards = sorted((s for s in self.sprites if s.zone == f"hand:{seat}"), key=lambda s: s.x)
            for j, sprite in enumerate(cards):
                order[id(sprite)] = 2 * j + (seat != first)
        for i in (0, 1):
            for j, sprite in enumerate(sorted((s for s in self.sprites if s.zone == f"column:{i}"),
                                              key=lambda s: s.z)):
                order[id(sprite)] = 20 + 10 * i + j
        for sprite in self.sprites:
            if sprite.zone == "knock":
                order[id(sprite)] = 40
        for tw in self.tweens.tweens:
            i = order.get(id(tw.target))
            if i is not None:
                tw.delay = i * DEAL_STAGGER_S * self.tweens.speed

    def on_hand_over(self) -> None:
        super().on_hand_over()
        self.reveal_left = REVEAL_S * self.app.anim_speed
        self.app.play("hand_end")

    def show_score(self) -> None:
        self.reveal_left = 0.0

    def advance(self) -> None:
        if self.summary_due and self.reveal_left > 0:
            return
        super().advance()

    def update(self, dt: float) -> None:
        if self.summary_due and self.reveal_left > 0:
            self.reveal_left = max(0.0, self.reveal_left - dt)
        super().update(dt)

    # Sounds ---------------------------------------------------------------------------

    def wake_in(self) -> float | None:
        revealing = self.summary_due and self.reveal_left > 0
        return soonest(super().wake_in(), 0.0 if revealing else None)

    def sound_for(self, move: Move) -> str:
        return {"knock": "knock", "gin": "knock", "big-gin": "knock", "layoff": "layoff",
                "pass": "click", "done": "click"}.get(move.action, super().sound_for(move))

    # Input ------------------------------------------------------------------------------
    def key_actions(self) -> dict[Act, Callable[[], None]]:
        """The shared keys and this game's moves, each through the action bar."""
        return {**super().key_actions(),
                **{act: (lambda a=act: self.key(a)) for act in GAME_ACTIONS[self.game_id]}}

    def intercept(self, event: pygame.event.Event) -> bool:
        """While the laid-out hands are on show, a key or a click (off the
        Menu button) shows the score."""
        if not (self.summary_due and self.reveal_left > 0):
            return False
        click = (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                 and not self.menu_button.rect.collidepoint(event.pos))
        if event.type == pygame.KEYDOWN or click:
            self.show_score()
            self.skip_animations()
            return True
        return False

    def pointer(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_sprite = self.hover_target(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.busy:
            self.click(event.pos)

    def key(self, act: Act) -> None:
        """A move key: the action bar's entry for it, else why it does nothing now."""
        for action in self.actions:
            if action.key == act:
                self.trigger(action)
                return
        if self.human_turn:
            self.say_refusal(self.not_now(act))

    def not_now(self, act: Act) -> str:
        """Why a key does nothing in this phase (through the rules where it maps to a move)."""
        state = self.match.state
        move = {Act.DRAW: Move("draw"), Act.TAKE_COLUMN_1: Move("take", (), "column", 0),
                Act.TAKE_COLUMN_2: Move("take", (), "column", 1), Act.TAKE: Move("take", (), "knock"),
                Act.PASS: Move("pass"), Act.BIG_GIN: Move("big-gin")}.get(act)
        if move is not None and state is not None:
            reason = self.why_not(move)
            if reason:
                return reason
        return f"{BINDINGS[act].caption} does nothing now: {self.prompt()}"

    def toggle(self, sprite: CardSprite) -> None:
        """Choose ``sprite`` as the one card (or unchoose it)."""
        self.select(None if sprite in self.selected else sprite)

    def select(self, sprite: CardSprite | None) -> None:
        """Choose ``sprite`` as the one card for the next move (None: none)."""
        self.selected = [sprite] if sprite is not None else []
        self.message = ""
        self.app.play("select")
        self.refresh_actions()

    def sprite_at(self, pos: tuple[int, int]) -> CardSprite | None:
        """The topmost card under ``pos`` (any zone)."""
        for s in sorted(self.sprites, key=lambda s: s.z, reverse=True):
            if not s.dying and s.rect(self.card_w, CARD_ASPECT).collidepoint(pos):
                return s
        return None

    def hover_target(self, pos: tuple[int, int]) -> CardSprite | None:
        """The card that lifts under the pointer: a card of the hand, or the
        card a pile or column would give (its outer card) when it can be taken."""
        hit = self.sprite_at(pos)
        if hit is not None and hit.pickable:
            return hit
        zone = self.zone_at(pos)
        if zone in self.pickable_zones():
            cards = [s for s in self.sprites if s.zone == zone and s.pickable and not s.dying]
            return max(cards, key=lambda s: s.z) if cards else None
        return None

    def zone_at(self, pos: tuple[int, int]) -> str | None:
        sprite = self.sprite_at(pos)
        if sprite is not None:
            return sprite.zone
        for zone, rect in self.geo.targets.items():
            if rect.collidepoint(pos):
                return zone
        return None

    def click(self, pos: tuple[int, int]) -> None:
        """A left click on the table (not on a button)."""
        sprite = self.sprite_at(pos)
        zone = self.zone_at(pos)
        if zone is None or not self.human_turn:
            return
        now = time.perf_counter()
        if sprite is not None and sprite.pickable and zone == f"hand:{self.viewer}":
            if self.double.click(id(sprite), now):
                self.double_clicked(sprite)
            else:
                self.select(None if sprite in self.selected else sprite)
            return
        self.double.forget()
        card = self.chosen()
        if zone == "draw":
            self.try_move(Move("draw"))
        elif zone.startswith("column:"):
            self.try_move(Move("take", (), "column", int(zone.split(":")[1])))
        elif zone == "knock":
            self.try_move(Move("take", (), "knock"))
        elif zone == "discard":
            if card is None:
                self.say_refusal("Choose the card to discard first, then click the discard pile.")
            else:
                self.try_move(Move("discard", (card,)))
        elif zone.startswith("meld:"):
            if card is None:
                self.say_refusal("Choose a card of your hand first, then click the meld to lay it off.")
            else:
                self.try_move(Move("layoff", (card,), "meld", int(zone.split(":")[1])))

    def double_clicked(self, sprite: CardSprite) -> bool:
        """Discard the card (lay it off after a knock)."""
        card = sprite.card
        if card is None:
            return False
        self.selected = [sprite]
        if self.phase == "layoff":
            fits = [m for m in self._legal if m.action == "layoff" and m.cards == (card,)]
            self.try_move(fits[0] if fits else Move("layoff", (card,), "meld", 0))
        else:
            self.try_move(Move("discard", (card,)))
        return True


TABLE = FanRummyTable
