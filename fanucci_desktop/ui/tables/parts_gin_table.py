"""The turn flow and input the gin-family tables (Fan Rummy, Gin Rummy)
share, mixed into each: the hand shown melds first (until the player sorts
or drags it), the viewer's deadwood, the action bar whose knock and gin
buttons are enabled only when the rules allow them (a greyed one says why),
refusals in the rules' words, the knock / gin banner, both hands laid out
before the score (any key or click skips to it), and the pointer: a click
chooses a card of the hand (one at a time), a double-click discards it (or
lays it off after a knock), a click on a place plays what lands there.

A table mixing in :class:`GinTableParts` gives ``place_cards(room, view)``
(its layout), ``knock_limit()``, ``hand_pickable()``, ``pickable_zones()``,
``turn_actions(state, legal)``, ``not_now(act)``, ``click(pos)``,
``source_zone(move)``, ``table_deal_order()`` and its words (``AI_DOING``,
``turn_prompt(state)``, ``dead_hand_words(state)``, ``knock_words(state,
winner, tail)``); it calls :meth:`init_gin_parts` in ``__init__``.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Mapping, NamedTuple, Sequence

import pygame

from ...engine.cards import Card
from ...engine.protocol import EventKind, Move
from ...games.gin_melds.melds import INDEX, card_value, deadwood
from .. import theme as th
from ..cardart import CARD_ASPECT
from ..controls import BINDINGS, Act, game_moves
from ..sprites import CardSprite
from ..tween import soonest
from ..widgets import Button, button_row
from . import generic
from .board import Slot
from .parts_gin_layout import BOTTOM_GROUPS_SCALE, TOP_GROUPS_SCALE, Geometry, Room, arranged_groups

#: Seconds between two cards of the deal (normal speed).
DEAL_STAGGER_S = 0.028
#: Seconds the laid-out hands stay on show before the score in Watch (normal speed); a person ends it.
REVEAL_S = 6.0


class Action(NamedTuple):
    """One button of the action bar: what it tries (``move`` None: a UI
    step with its own ``run``), whether the rules allow it now."""

    label: str
    key: Act | None
    subtitle: str
    move: Move | None
    enabled: bool
    run: Callable[[], None] | None = None


def hand_deadwood(hand: Sequence[Card]) -> tuple[int, dict[Card, int]]:
    """A hand's least deadwood, and for an eleven-card hand the deadwood
    left after discarding each card."""
    after: dict[Card, int] = {}
    if len(hand) == 11:
        after = {c: deadwood([d for d in hand if d != c]) for c in hand}
    return (deadwood(hand) if hand else 0), after


class GinTableParts:
    """The gin family's shared table behaviour (see the module docstring)."""

    #: The phases in which the chosen card may go on the discard pile.
    DISCARD_PHASES: tuple[str, ...] = ("discard",)

    def init_gin_parts(self, geo: Geometry) -> None:
        """The parts' state: the layout's ``geo``, the reveal timer, the action bar."""
        self.geo = geo
        self.reveal_left = 0.0
        self.actions: list[Action] = []
        #: Seats that arranged their hand themselves (sorted or dragged).
        self.own_order: set[int] = set()
        self._deadwood_cache: dict[tuple[Card, ...], tuple[int, dict[Card, int]]] = {}

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

    def view_record(self) -> dict[str, Any]:
        """The shared view, and which seats arranged their hand themselves."""
        return {**super().view_record(), "own_order": sorted(self.own_order)}

    def restore_view(self, data: Any) -> None:
        own = data.get("own_order") if isinstance(data, dict) else None
        self.own_order = {s for s in own if isinstance(s, int)} if isinstance(own, list) else set()
        super().restore_view(data)

    def slots(self, view: Mapping[str, list[Card | None]]) -> list[Slot]:
        """The game's layout (:meth:`place_cards`) given :meth:`room`; keeps its geometry."""
        out, self.geo = self.place_cards(self.room(), view)
        return out

    def deal(self) -> None:
        """Deal, the cards flying one at a time: alternately to the hands (the
        non-dealer first), then the game's table cards (:meth:`table_deal_order`)."""
        super().deal()
        state = self.observation()
        if state is None:
            return
        order: dict[int, int] = {}
        first = (state.dealer + 1) % 2
        for seat in (0, 1):
            cards = sorted((s for s in self.sprites if s.zone == f"hand:{seat}"), key=lambda s: s.x)
            for j, sprite in enumerate(cards):
                order[id(sprite)] = 2 * j + (seat != first)
        order.update(self.table_deal_order())
        for tw in self.tweens.tweens:
            i = order.get(id(tw.target))
            if i is not None:
                tw.delay = i * DEAL_STAGGER_S * self.tweens.speed

    def room(self) -> Room:
        """What the layout is given: the sizes and the public facts of the hand."""
        bottom = self.bottom_seat
        return Room(theme=self.theme, size=self.size, card_w=self.card_w, card_h=self.card_h,
                    names=tuple(s.name for s in self.seats), bottom=bottom,
                    anchor=self.seat_anchor(bottom), obs=self.observation(),
                    hand_pickable=self.viewer == bottom and self.hand_pickable(),
                    custom_order=self.custom_order(), you=self.you,
                    pickable=frozenset(self.pickable_zones()),
                    tools_left=min(b.rect.left for b in self.tools), action_top=self.action_top())

    def warm_faces(self) -> None:
        """Warm the card faces at every width this table uses (the middle
        band, the laid-out hands), not only those on show now."""
        scales = (self.geo.band_scale, TOP_GROUPS_SCALE, BOTTOM_GROUPS_SCALE)
        self.images.exact |= {max(2, round(self.card_w * sc)) for sc in scales}
        super().warm_faces()

    def plate_center(self, seat: int) -> tuple[float, float]:
        """Where a seat's plate is (the shared parts' hook)."""
        return self.plate_rect(seat).center

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        if seat == self.bottom_seat:
            return super().seat_anchor(seat)
        return self.size[0] / 2, self.theme.px(12) + self.card_h * 0.25

    def button_height(self) -> int:
        return self.theme.px(50)

    def coach_room(self) -> pygame.Rect:
        """The coach's room in a lesson (the shared parts' hook): the middle
        band left of the knock-value panel, which holds nothing else."""
        t = self.theme
        top, bottom = self.geo.band
        right = self.geo.info.left - t.px(12)
        return pygame.Rect(t.px(12), round(top), max(0, right - t.px(12)), max(0, round(bottom - top)))

    def action_top(self) -> float:
        """The top of the action bar (the prompt sits just above it)."""
        return self.hand_top() - self.button_height() - self.theme.px(10)

    @property
    def phase(self) -> str:
        obs = self.observation()
        return obs.phase if obs is not None else ""

    # What the viewer holds ---------------------------------------------------------
    def my_cards(self) -> list[Card]:
        """The viewer's own cards (empty with no viewer)."""
        if self.viewer is None:
            return []
        return [c for c in self.view().get(f"hand:{self.viewer}", []) if c is not None]

    def deadwood_info(self) -> tuple[int, dict[Card, int]]:
        """The viewer's least deadwood, and for an eleven-card hand the
        deadwood left after discarding each card."""
        hand = tuple(sorted(self.my_cards(), key=INDEX.__getitem__))
        if hand not in self._deadwood_cache:
            if len(self._deadwood_cache) > 32:
                self._deadwood_cache.clear()
            self._deadwood_cache[hand] = hand_deadwood(hand)
        return self._deadwood_cache[hand]

    def chosen(self) -> Card | None:
        """The chosen card of the viewer's hand, if any."""
        for s in self.selected:
            if s.card is not None:
                return s.card
        return None

    # Actions ------------------------------------------------------------------------
    def action_list(self) -> list[Action]:
        """The action bar: Show the score while the laid-out hands are on
        show, else the game's :meth:`turn_actions` on the viewer's turn."""
        state = self.observation()
        if state is None:
            return []
        if self.summary_due and state.phase == "over":
            return [Action("Show the score", None, "or press any key", None, True,
                           self.show_score)]
        if not self.human_turn:
            return []
        return self.turn_actions(state, self._legal)

    def lit_zones(self) -> set[str]:
        """Where the chosen card can go: the discard pile in a discard phase
        (:attr:`DISCARD_PHASES`), or the melds it fits."""
        card = self.chosen()
        if card is None or not self.human_turn:
            return set()
        if self.phase in self.DISCARD_PHASES:
            return {"discard"}
        if self.phase == "layoff":
            return {f"meld:{m.index}" for m in self._legal
                    if m.action == "layoff" and m.cards == (card,)}
        return set()

    def hinted_zone(self) -> str | None:
        """The place the hint's move takes a card from (:meth:`source_zone`) or puts it on."""
        move = self.hint_move
        if move is None:
            return None
        if move.action in ("draw", "take"):
            return self.source_zone(move)
        if move.action == "layoff":
            return f"meld:{move.index}"
        return "discard" if move.action == "discard" else None

    # Words --------------------------------------------------------------------------
    def prompt(self) -> str:
        """The line above the action bar: a message, how the hand ended, who
        is deciding, or on the viewer's turn the game's :meth:`turn_prompt`."""
        if self.message:
            return self.message
        state = self.observation()
        if state is None:
            return ""
        if state.phase == "over":
            return self.hand_ending()
        seat = self.match.current_player
        if seat is None:
            return ""
        who = self.seats[seat]
        if not self.human_turn:
            return f"{who.name} is thinking… ({self.doing(state.phase)})" if not who.is_human \
                else "Pass the device on."
        return self.turn_prompt(state)

    def doing(self, phase: str) -> str:
        """What a player is deciding in ``phase`` (shown while an AI thinks):
        the game's ``AI_DOING``."""
        return self.AI_DOING.get(phase, "")

    def layoff_prompt(self, card: Card | None, other: str) -> str:
        """The prompt while laying off on ``other``'s melds."""
        if card is None:
            return (f"{other} knocked: lay off your cards on their melds (choose a card, then "
                    f"click a meld or A), then Done (N).")
        return f"Lay off the {card.name}: click a meld, or A. Done (N) when finished."

    def hand_ending(self) -> str:
        """How the hand ended, in plain words (a dead hand and a knock in the
        game's words: :meth:`dead_hand_words`, :meth:`knock_words`)."""
        state = self.observation()
        if state is None or state.ending is None:
            return ""
        if state.ending == "dead":
            return self.dead_hand_words(state)
        scores = state.hand_scores
        winner = max((0, 1), key=lambda s: scores[s])
        tail = (f"{self.seats[winner].name}: +{scores[winner]}." if scores[winner]
                else "Nobody scores.")
        if state.ending == "knock":
            return self.knock_words(state, winner, tail)
        out = self.seats[state.out_player].name
        return f"{out} went {'gin' if state.ending == 'gin' else 'big gin'}! {tail}"

    def card_move_label(self, move: Move, face_down: str) -> str:
        """A button label for the moves every gin-family game has (the knock's
        and gin's discard said with ``face_down``)."""
        a = move.action
        if a == "done":
            return "Done laying off"
        if a == "big-gin":
            return "Big gin"
        card = move.cards[0].name if move.cards else ""
        if a == "layoff":
            return f"Lay off the {card} on meld {(move.index or 0) + 1}"
        return {"discard": f"Discard the {card}", "knock": f"Knock, discarding the {card}{face_down}",
                "gin": f"Gin, discarding the {card}{face_down}"}.get(a, generic.move_words(move))

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
        return min(moves, key=lambda m: (after.get(m.cards[0], 99), -card_value(m.cards[0])))

    def discard_actions(self, card: Card | None, plain: bool = True) -> list[Action]:
        """Discard (when ``plain``: not after taking the upcard at the
        wall), Knock and Gin, each enabled only when the rules allow it for
        the chosen card (none chosen: the best one); Big gin when allowed."""
        limit = self.knock_limit()
        whole, after = self.deadwood_info()
        discard = Move("discard", (card,)) if card is not None else None
        out = []
        if plain:
            out.append(Action("Discard", Act.DISCARD, f"{card.name}" if card else "choose a card",
                              discard, discard in self._legal))
        knock = self.best_with("knock")
        if knock is not None and card is None:
            sub = f"discard {knock.cards[0].name}"
        elif knock is not None:
            sub = f"deadwood {after.get(knock.cards[0], whole)} of {limit}"
        elif limit == 0:
            sub = "gin only this hand"
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

    def layoff_actions(self, card: Card | None) -> list[Action]:
        """Lay off the chosen card (on the first meld it fits), and Done."""
        fits = [m for m in self._legal if m.action == "layoff" and m.cards == (card,)]
        sub = (f"on meld {fits[0].index + 1}" if fits else "does not fit") if card else \
            "choose a card"
        return [Action("Lay off", Act.LAY_OFF, sub, fits[0] if fits else
                       Move("layoff", (card,), "meld", 0) if card else None, bool(fits)),
                Action("Done", Act.PASS, "score the hand", Move("done"), True)]

    def refresh_actions(self) -> None:
        self._legal = self.match.legal_moves() if self.human_turn else []
        self.actions = self.action_list()
        t, (w, _) = self.theme, self.size
        labels = [a.label if a.key is None else f"{a.label}  ({BINDINGS[a.key].caption})"
                  for a in self.actions]
        bh, gap = self.button_height(), t.px(12)
        bw, total = button_row(t, labels, [a.subtitle for a in self.actions], t.px(196), w - t.px(32), gap)
        x, y = w / 2 - total / 2, self.action_top()
        buttons, lead = [], self.primary_index()
        for i, (action, label) in enumerate(zip(self.actions, labels)):
            b = Button(label=label, subtitle=action.subtitle,
                       primary=action.enabled and i == lead, size=th.SMALL,
                       enabled=action.enabled, on_click=lambda a=action: self.trigger(a))
            b.rect = pygame.Rect(round(x + i * (bw + gap)), round(y), bw, bh)
            buttons.append(b)
        self.buttons.set(buttons)
        advised = self.coach is not None and buttons and buttons[lead].primary \
            and self.actions[lead].move == self.coach.guide.expected()
        self.buttons.focus = lead if advised else None    # in a lesson Enter plays the advice

    def primary_index(self) -> int:
        """The action most likely wanted: in a lesson the coach's advised
        move; else knock or gin when allowed, else the first."""
        live = [(i, a) for i, a in enumerate(self.actions) if a.enabled]
        guide = self.coach.guide if self.coach is not None else None
        advised = guide.expected() if guide is not None and guide.learner_step() else None
        picks = [i for i, a in live if advised is not None and a.move == advised]
        picks += [i for name in ("Big gin", "Gin", "Knock") for i, a in live if a.label == name]
        return (picks or [i for i, _ in live] or [0])[0]

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

    def log_label(self, move: Move) -> str:
        """The move in words inside a sentence ('Hint: discard the 7 of
        Hearts'); the public log has its own words (``public_label``)."""
        text = self.move_label(move)
        return text[:1].lower() + text[1:]

    def logged_move(self, seat: int | None, move: Move) -> str:
        """What everyone saw (``public_label``: a face-down card is never named)."""
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

    # The laid-out hands before the score ------------------------------------------------
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
        if self.summary_due and self.reveal_left > 0 and self.session.hands_free:
            self.reveal_left = max(0.0, self.reveal_left - dt)
        super().update(dt)

    def wake_in(self) -> float | None:
        revealing = self.summary_due and self.reveal_left > 0 and self.session.hands_free
        return soonest(super().wake_in(), 0.0 if revealing else None)

    def sound_for(self, move: Move) -> str:
        return {"knock": "knock", "gin": "knock", "big-gin": "knock", "layoff": "layoff",
                "pass": "click", "done": "click"}.get(move.action, super().sound_for(move))

    # Input ------------------------------------------------------------------------------
    def key_actions(self) -> dict[Act, Callable[[], None]]:
        """The shared keys and this game's moves, each through the action bar."""
        return {**super().key_actions(),
                **{act: (lambda a=act: self.key(a)) for act in game_moves(self.game_id)}}

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

    def refused_key(self, act: Act, move: Move | None) -> str:
        """Why a key does nothing now: the rules' reason for ``move`` (the
        move the key stands for), else what the table asks for now."""
        if move is not None and self.match.state is not None:
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
        card a pile would give (its top card) when it can be taken."""
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

    def hand_clicked(self, pos: tuple[int, int]) -> bool:
        """A click on a card of the viewer's hand: choose it (a double-click
        discards it); True when the click was on one."""
        sprite = self.sprite_at(pos)
        if sprite is None or not sprite.pickable or sprite.zone != f"hand:{self.viewer}":
            self.double.forget()
            return False
        if self.double.click(id(sprite), time.perf_counter()):
            self.double_clicked(sprite)
        else:
            self.select(None if sprite in self.selected else sprite)
        return True

    def place_clicked(self, zone: str) -> bool:
        """A click on the discard pile or a meld with the chosen card:
        discard it there or lay it off; True when ``zone`` is one of them."""
        card = self.chosen()
        if zone == "discard":
            if card is None:
                self.say_refusal("Choose the card to discard first, then click the discard pile.")
            else:
                self.try_move(Move("discard", (card,)))
            return True
        if zone.startswith("meld:"):
            if card is None:
                self.say_refusal("Choose a card of your hand first, then click the meld to lay it off.")
            else:
                self.try_move(Move("layoff", (card,), "meld", int(zone.split(":")[1])))
            return True
        return False

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
