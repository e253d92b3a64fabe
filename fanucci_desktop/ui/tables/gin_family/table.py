"""The table the gin-family games (Fan Rummy, Gin Rummy) share,
:class:`GinFamilyTable`: the hand shown melds first (until the player sorts
or drags it), the viewer's deadwood, the action bar whose knock and gin
buttons are enabled only when the rules allow them (a greyed one says why),
refusals in the rules' words, the knock / gin banner, both hands laid out
before the score (any key or click skips to it), the places of the HUD,
and the pointer: a click chooses a card of the hand (one at a time), a
double-click discards it (or lays it off after a knock), a click on a place
plays what lands there.

A game's table is a :class:`GinFamilyTable` given its layout's geometry,
its words (a :class:`~.words.GinFamilyWords`) and its painter (a
:class:`~.paint.GinPainter`); it gives ``place_cards(room,
view)`` (its layout), ``knock_limit_of(obs)``, ``PICK_PHASES`` (and
``DISCARD_PHASES`` if not the default), ``pickable_zones()``,
``turn_actions(state, legal)`` (the action bar of each phase),
``not_now(act)``, ``take_move(zone)``, ``source_zone(move)`` and
``table_deal_order()``.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Mapping, Sequence

import pygame

from ....engine.cards import Card
from ....engine.protocol import EventKind, Move
from ....games.gin_melds.melds import INDEX, deadwood
from ....session.perspective import Perspective
from ....i18n import NP_
from ....words import shown_name
from ... import theme as th
from ...cardart import CARD_ASPECT
from ...controls import BINDINGS, Act, game_moves
from ...sprites import CardSprite
from ..base import ShownSession, Table
from ..frame.board import Slot
from ..generic import prompt_lines
from ..parts.keycaps import prompt_glyphs
from ..parts.popups import Popup
from .actions import ActionBar
from .layout import (BOTTOM_GROUPS_SCALE, PLATE_H, PLATE_W, TOP_GROUPS_SCALE, Geometry, Room,
                               arranged_groups, give_labels_room)
from .paint import GinPainter
from .words import GinFamilyWords

#: The going-out banner's words for each way of going out (the event's ``how``).
GOING_OUT = {"knock": NP_("going-out banner", "{name}: Knock!"),
             "gin": NP_("going-out banner", "{name}: Gin!"),
             "big gin": NP_("going-out banner", "{name}: Big gin!")}

#: Seconds between two cards of the deal (normal speed).
DEAL_STAGGER_S = 0.028


def melds_first(cards: Sequence[Card]) -> list[Card]:
    """A hand as the gin family shows it until its player arranges it: its
    best melds first, then its deadwood (as it is laid out)."""
    return [c for group in arranged_groups(cards) for c in group]


def hand_deadwood(hand: Sequence[Card]) -> tuple[int, dict[Card, int]]:
    """A hand's least deadwood, and for an eleven-card hand the deadwood
    left after discarding each card."""
    after: dict[Card, int] = {}
    if len(hand) == 11:
        after = {c: deadwood([d for d in hand if d != c]) for c in hand}
    return (deadwood(hand) if hand else 0), after


class GinFamilyTable(Table):
    """The gin family's shared table (see the module docstring)."""

    SOUNDS = {**Table.SOUNDS, "knock": "knock", "gin": "knock", "big-gin": "knock", "layoff": "layoff",
              "pass": "click", "done": "click"}
    #: The phases in which the chosen card may go on the discard pile.
    DISCARD_PHASES: tuple[str, ...] = ("discard",)
    #: The phases in which the viewer chooses a card of their hand.
    PICK_PHASES: tuple[str, ...] = ("discard", "layoff")
    #: What the table says (the game's words, given by the game's table).
    words: GinFamilyWords
    #: What the table draws (the game's painter, given by the game's table).
    painter: GinPainter

    def __init__(self, app, session: ShownSession, perspective: Perspective, geo: Geometry,
                 **options: Any) -> None:
        """A gin-family table; ``geo`` is the layout's empty geometry (filled by :meth:`slots`)."""
        super().__init__(app, session, perspective, arrange=melds_first, **options)
        self.geo = geo
        #: The action bar (its buttons are the table's ``buttons``).
        self.bar = ActionBar(self)
        self._deadwood_cache: dict[tuple[Card, ...], tuple[int, dict[Card, int]]] = {}

    # The hand's order: melds first unless the player arranged it (the shared parts' HandOrders).
    def custom_order(self) -> bool:
        """True when the viewer sorted or reordered their hand themselves."""
        return self.sight.viewer is not None and self.orders.of(self.sight.viewer).own


    def restore_view(self, data: Any) -> None:
        """The shared view; a save written before the hand orders kept
        whether their player arranged them lists those seats as ``own_order``."""
        super().restore_view(data)
        own = data.get("own_order") if isinstance(data, dict) else None
        for seat in (own if isinstance(own, list) else ()):
            if isinstance(seat, int):
                self.orders.of(seat).own = True
        if own:
            self.sync([], animate=False)

    def slots(self, view: Mapping[str, list[Card | None]]) -> list[Slot]:
        """The game's layout (:meth:`place_cards`) given :meth:`room`; keeps its geometry."""
        room = self.room()
        out, self.geo = self.place_cards(room, view)
        give_labels_room(room, self.geo)
        # cards coming from a pile with no card shown (the deck at the deal) start at the pile's place;
        # the faces are warmed at every width this table uses (the middle band, the laid-out hands)
        self.zone_places = self.geo.targets
        self.warm_scales = (self.geo.band_scale, TOP_GROUPS_SCALE, BOTTOM_GROUPS_SCALE)
        return out

    def deal(self) -> None:
        """Deal, the cards flying one at a time: alternately to the hands (the
        non-dealer first), then the game's table cards (:meth:`table_deal_order`)."""
        super().deal()
        state = self.sight.observation()
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
        bottom = self.sight.bottom_seat
        return Room(theme=self.theme, size=self.size, card_w=self.card_w, card_h=self.card_h,
                    names=tuple(s.name for s in self.seats), bottom=bottom,
                    anchor=self.seat_anchor(bottom), obs=self.sight.observation(),
                    hand_pickable=self.sight.viewer == bottom and self.hand_pickable(),
                    custom_order=self.custom_order(), you=self.sight.you, language=self.app.language,
                    pickable=frozenset(self.pickable_zones()),
                    tools_left=self.tools.left(), action_top=self.action_top(),
                    title_right=self.painter.title_right(), info_w=self.painter.info_width(),
                    face_up=self.perspective.face_up)

    def plate_center(self, seat: int) -> tuple[float, float]:
        """Where a seat's plate is (the shared parts' hook)."""
        return self.plate_rect(seat).center

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        if seat == self.sight.bottom_seat:
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

    def knock_limit(self) -> int:
        """The most deadwood a knock may leave now (0: only gin), from the
        bottom seat's observation (the game's ``knock_limit_of``)."""
        obs = self.sight.observation()
        return self.knock_limit_of(obs) if obs is not None else 0

    def hand_pickable(self) -> bool:
        """True when the bottom seat's cards can be chosen now (:attr:`PICK_PHASES`)."""
        return self.session.human_turn and self.phase in self.PICK_PHASES

    @property
    def phase(self) -> str:
        obs = self.sight.observation()
        return obs.phase if obs is not None else ""

    # What the viewer holds ---------------------------------------------------------
    def my_cards(self) -> list[Card]:
        """The viewer's own cards (empty with no viewer)."""
        if self.sight.viewer is None:
            return []
        return [c for c in self.sight.view().get(f"hand:{self.sight.viewer}", []) if c is not None]

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
    def lit_zones(self) -> set[str]:
        """Where the chosen card can go: the discard pile in a discard phase
        (:attr:`DISCARD_PHASES`), or the melds it fits."""
        card = self.chosen()
        if card is None or not self.session.human_turn:
            return set()
        if self.phase in self.DISCARD_PHASES:
            return {"discard"}
        if self.phase == "layoff":
            return {f"meld:{m.index}" for m in self.legal
                    if m.action == "layoff" and m.cards == (card,)}
        return set()

    def hinted_zone(self) -> str | None:
        """The place the hint's move takes a card from (:meth:`source_zone`) or puts it on."""
        move = self.hint.move
        if move is None:
            return None
        if move.action in ("draw", "take"):
            return self.source_zone(move)
        if move.action == "layoff":
            return f"meld:{move.index}"
        return "discard" if move.action == "discard" else None

    # Where the HUD goes (the tests check these never overlap) ------------------------------
    def banner(self, text: str) -> None:
        """A banner across the middle of the table (knock, gin)."""
        top, bottom = self.geo.band
        self.popups.add(Popup(text, (self.size[0] / 2, (top + bottom) / 2), size=th.TITLE,
                              banner=True), self.app.anim_speed)

    def prompt_lines(self) -> tuple[list[str], int]:
        """The prompt's lines and their type size, as drawn in the band of
        :meth:`prompt_room`: one line, or two smaller ones for a long
        reason (:func:`..generic.prompt_lines`)."""
        return prompt_lines(self.theme, self.words.shown_prompt(), self.prompt_room().w,
                            prompt_glyphs(self), most=2)

    def prompt_room(self) -> pygame.Rect:
        """The band the prompt may take: the window less a margin each side."""
        t = self.theme
        return pygame.Rect(t.px(20), 0, self.size[0] - t.px(40), self.size[1])

    def prompt_rect(self) -> pygame.Rect:
        """Where the prompt's lines are drawn (the last one's midbottom just above the action bar)."""
        t = self.theme
        lines, size = self.prompt_lines()
        font = t.font(size, True)
        w = max(font.size(line or " ")[0] for line in lines)
        rect = pygame.Rect(0, 0, min(w, self.prompt_room().w), font.get_linesize() * (len(lines) - 1)
                           + font.size(" ")[1])
        rect.midbottom = (round(self.size[0] / 2), round(self.action_top() - t.px(6)))
        return rect

    def plate_rect(self, seat: int) -> pygame.Rect:
        """A seat plate's rectangle, kept on screen."""
        t = self.theme
        rect = pygame.Rect(0, 0, t.px(PLATE_W), t.px(PLATE_H))
        cx, cy = self.geo.plates.get(seat, (0, 0))
        rect.center = (round(cx), round(cy))
        return rect.clamp(pygame.Rect((0, 0), self.size).inflate(-t.px(8), -t.px(8)))

    def deadwood_rect(self) -> pygame.Rect:
        """The viewer's deadwood panel, bottom right."""
        t = self.theme
        rect = pygame.Rect(0, 0, t.px(PLATE_W), t.px(PLATE_H))
        rect.bottomright = (self.size[0] - t.px(16), self.size[1] - t.px(16))
        return rect

    def try_move(self, move: Move) -> bool:
        """Play ``move`` if the rules allow it, else show the rules' reason."""
        if not self.session.human_turn:
            self.line.refuse(self.app.language.gettext("Wait for your turn."))
            return False
        reason = self.words.why_not(move)
        if reason is not None:
            self.line.refuse(reason)
            return False
        self.choose(move)
        return True

    def sync(self, events, animate: bool = True, stagger: float = 0.0) -> None:
        """Going out (knock, gin, big gin: the event says how) flashes a
        banner."""
        for ev in events:
            if ev.kind == EventKind.WENT_OUT and ev.player is not None:
                name = shown_name(self.seats[ev.player].name, self.app.language)
                self.banner(self.app.language.pgettext(*GOING_OUT[ev.how], name=name))
        super().sync(events, animate, stagger)

    # The laid-out hands before the score ------------------------------------------------
    def on_hand_over(self) -> None:
        """The hands are laid out and held before the score (``hold``, the record's ``hold_s``)."""
        super().on_hand_over()
        self.app.play("hand_end")

    def refresh_actions(self) -> None:
        """The legal moves of the viewer's turn, and the action bar for them."""
        self.legal = tuple(self.match.legal_moves()) if self.session.human_turn else ()
        self.bar.refresh()

    # Input ------------------------------------------------------------------------------
    def key_actions(self) -> dict[Act, Callable[[], None]]:
        """The shared keys and this game's moves, each through the action bar."""
        return {**super().key_actions(),
                **{act: (lambda a=act: self.bar.key(a)) for act in game_moves(self.game_id)}}

    def pointer(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_sprite = self.hover_target(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.busy:
            self.click(event.pos)

    def refused_key(self, act: Act, move: Move | None) -> str:
        """Why a key does nothing now: the rules' reason for ``move`` (the
        move the key stands for), else what the table asks for now."""
        if move is not None and self.match.state is not None:
            reason = self.words.why_not(move)
            if reason:
                return reason
        return self.app.language.gettext("{key} does nothing now: {prompt}",
                                         key=self.app.language.said(BINDINGS[act].caption),
                                         prompt=self.words.prompt())

    def toggle(self, sprite: CardSprite) -> None:
        """Choose ``sprite`` as the one card (or unchoose it)."""
        self.select(None if sprite in self.selected else sprite)

    def select(self, sprite: CardSprite | None) -> None:
        """Choose ``sprite`` as the one card for the next move (None: none)."""
        self.selected = [sprite] if sprite is not None else []
        self.line.text = ""
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

    def click(self, pos: tuple[int, int]) -> None:
        """A left click on the table (not on a button): a card of the hand
        is chosen; a place that gives a card takes it (the game's
        ``take_move``); else the chosen card goes where it was clicked."""
        zone = self.zone_at(pos)
        if zone is None or not self.session.human_turn or self.hand_clicked(pos):
            return
        move = self.take_move(zone)
        if move is not None:
            self.try_move(move)
        else:
            self.place_clicked(zone)

    def hand_clicked(self, pos: tuple[int, int]) -> bool:
        """A click on a card of the viewer's hand: choose it (a double-click
        discards it); True when the click was on one."""
        sprite = self.sprite_at(pos)
        if sprite is None or not sprite.pickable or sprite.zone != f"hand:{self.sight.viewer}":
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
        if zone in ("discard", "upcard"):         # the upcard lies on the discard pile
            if card is None:
                self.line.refuse(self.app.language.gettext("Choose the card to discard first, then click the discard pile."))
            else:
                self.try_move(Move("discard", (card,)))
            return True
        if zone.startswith("meld:"):
            if card is None:
                self.line.refuse(self.app.language.gettext(
                    "Choose a card of your hand first, then click the meld to lay it off."))
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
            fits = [m for m in self.legal if m.action == "layoff" and m.cards == (card,)]
            self.try_move(fits[0] if fits else Move("layoff", (card,), "meld", 0))
        else:
            self.try_move(Move("discard", (card,)))
        return True
