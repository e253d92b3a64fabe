"""Drag and drop: which zone a move's cards land in, and what a drop means.

A card dragged onto a zone plays the legal move that puts those very cards
there. Where a move's cards land is learnt from the engine itself: the move
is applied to a clone of the state and its events say where the cards went
(``meld:3``, ``discard``, ``tableau``, ``trick`` ...). A zone that did not
exist before the move (a new meld) is the table itself: :data:`TABLE`.

:class:`DragAndDrop` is the part of a table (``table.drag``) that carries
the cards: a hand card (or the selection it belongs to) pressed and moved
is carried; while it is, the zones that take it light up; dropped on one,
it plays the move that puts those cards there; dropped on the hand, it
reorders the hand; a refused drop says why and the cards fly back. Where
the zones are on screen (:meth:`DragAndDrop.zones`), what a drop there
plays (:meth:`~DragAndDrop.targets`) and why it plays nothing
(:meth:`~DragAndDrop.refusal`) are the part's; a table that differs gives
its own part, a subclass that changes those.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Sequence

import pygame

from ....card_names import SUBJECT, card_said
from ....engine.cards import Card
from ....engine.protocol import IllegalMove, Move, State
from ....i18n import N_, NP_, Message, listed_said, said, said_as
from ....words import listed
from ... import theme as th
from ...cardart import CARD_ASPECT
from ...sprites import CardSprite
from .choice import choose_among

if TYPE_CHECKING:
    from ..base import Table

#: The pseudo-zone "the table": where new melds are laid down.
TABLE = "table"
#: Pixels (at unit scale) the pointer must travel before a press becomes a drag.
DRAG_START_PX = 9
#: Colour of a lit drop target.
LIT = (120, 230, 140)
#: Each place cards land in by name, as a sentence names it ("they can go
#: to the trick"); a meld by its number; a place of no known name.
PLACE_NAMES: dict[str, tuple[str, str]] = {
    TABLE: NP_("a place cards are dropped on", "the table"),
    "discard": NP_("a place cards are dropped on", "the discard pile"),
    "tableau": NP_("a place cards are dropped on", "the tableau"),
    "trick": NP_("a place cards are dropped on", "the trick"),
    "stock": NP_("a place cards are dropped on", "the stock"),
}
MELD_PLACE = NP_("a place cards are dropped on", "meld {n}")
OTHER_PLACE = NP_("a place cards are dropped on", "another place")


def landing_zones(state: State, move: Move) -> set[str]:
    """Zones the cards of ``move`` land in when it is played (applied to a
    clone; the state is not changed). Empty for a move without cards."""
    if not move.cards:
        return set()
    before = set(state.zones())
    try:
        events = state.clone().apply(move)
    except IllegalMove:
        return set()
    moving = set(move.cards)
    out: set[str] = set()
    for ev in events:
        if ev.dst is None or ev.dst.startswith("hand:"):
            continue
        if ev.cards and not moving & set(ev.cards):
            continue
        out.add(ev.dst if ev.dst in before else TABLE)
    return out


def moves_with(cards: Sequence[Card], legal: Iterable[Move]) -> list[Move]:
    """Legal moves that use exactly ``cards``."""
    want = Counter(cards)
    return [m for m in legal if m.cards and Counter(m.cards) == want]


def drop_map(state: State, cards: Sequence[Card], legal: Iterable[Move]) -> dict[str, list[Move]]:
    """Zone -> the legal moves dropping ``cards`` there plays."""
    out: dict[str, list[Move]] = {}
    for move in moves_with(cards, legal):
        for zone in sorted(landing_zones(state, move)):
            out.setdefault(zone, []).append(move)
    return out


def guessed_moves(cards: Sequence[Card], zone: str) -> list[Move]:
    """Moves a player most likely meant by dropping ``cards`` on ``zone``
    when no legal move fits (asked of the engine for its reason)."""
    cards = tuple(sorted(cards))
    name, _, index = zone.partition(":")
    if index.isdigit():
        return [Move(a, cards, name, int(index)) for a in ("layoff", "add")]
    if zone == TABLE:
        return [Move("meld", cards)]
    if zone == "trick":
        return [Move("play", cards)]
    return [Move("discard", cards), Move("take", cards)]


def refusal(state: State, cards: Sequence[Card], zone: str, places: Iterable[str] = ()) -> str:
    """Why ``cards`` cannot be dropped on ``zone``, in plain words: the
    engine's reason for the likeliest move, else where they can go."""
    for move in guessed_moves(cards, zone):
        reason = state.why_illegal(move)
        if reason and not any(w in reason.lower() for w in ("unknown", "not a move", "legal move now")):
            return reason
    where = sorted(set(places))
    if where:
        return said(N_("Those cards cannot go there; they can go to {places}."), places=places_said(where))
    if len(cards) == 1:
        return said(N_("Not now: {card} has no place there."), card=card_said(cards[0], SUBJECT))
    return said(N_("Those cards cannot be played there now."))


def place_said(zone: str) -> Message:
    """A zone's name in a sentence, kept translatable: ``meld:3`` -> "meld 4",
    ``table`` -> "the table" (:data:`PLACE_NAMES`); a zone of no known name
    is "another place"."""
    name, _, index = zone.partition(":")
    if name == "meld" and index.isdigit():
        return said_as(*MELD_PLACE, n=int(index) + 1)
    return said_as(*PLACE_NAMES.get(zone, OTHER_PLACE))


def places_said(zones: Iterable[str]) -> Message:
    """The names of ``zones`` listed as the language lists ("A, B and C")."""
    items = [place_said(z) for z in sorted(set(zones))]
    return listed_said(listed(items), items)


@dataclass
class Carried:
    """Cards being carried: the sprites, their offsets from the pointer,
    and zone -> the moves a drop there plays."""

    sprites: list[CardSprite]
    offsets: list[tuple[float, float]]
    targets: dict[str, list[Move]]
    pos: tuple[int, int]


class DragAndDrop:
    """The drag and drop of one table (see the module docstring)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        #: The cards carried now (None: nothing is).
        self.carrying: Carried | None = None
        self._press: tuple[CardSprite, tuple[int, int]] | None = None

    def handle(self, event: pygame.event.Event) -> bool:
        """A press on a hand card that moves far enough carries it; moving
        carries it on; letting go drops it. Kept while carrying."""
        table = self.table
        if event.type == pygame.MOUSEMOTION:
            if self.carrying is not None:
                self.move_to(event.pos)
                return True
            if self._press is not None:
                sprite, start = self._press
                if math.dist(start, event.pos) >= table.theme.px(DRAG_START_PX) and sprite in table.sprites:
                    self._press = None
                    self.start(sprite, start)
                    self.move_to(event.pos)
                    return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if table.tweens.busy or not table.session.human_turn or table.busy:
                return False            # a press that skips moving cards carries nothing
            # A pop-up the table does not wait for (a trick's points flying to
            # its winner) stops no drag: the press ends it (SkipClick) and may carry.
            sprite = table.sprite_at(event.pos)
            if sprite is not None and sprite.zone == f"hand:{table.sight.viewer}" and sprite.card is not None:
                self._press = (sprite, event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._press = None
            if self.carrying is not None:
                self.drop(event.pos)
                return True
        return False

    # Where cards may be dropped, and what a drop plays ------------------------------
    def zones(self) -> dict[str, pygame.Rect]:
        """Zone -> its rectangle on screen for drops: the cards of each zone
        except the hands, and the table above the hand."""
        table = self.table
        rects: dict[str, pygame.Rect] = {}
        for s in table.sprites:
            if not s.dying and not s.zone.startswith("hand:"):
                r = s.rect(table.card_w, CARD_ASPECT)
                rects[s.zone] = rects[s.zone].union(r) if s.zone in rects else r
        pad = table.theme.px(10)
        out = {z: r.inflate(pad, pad) for z, r in rects.items()}
        out[TABLE] = pygame.Rect(0, 0, table.size[0], max(0, round(table.hand_top())))
        return out

    def zone_at(self, pos: tuple[int, int]) -> str | None:
        """The drop zone under ``pos``: the smallest zone rectangle holding
        it; "hand" over the viewer's hand; None off every zone."""
        zones = self.zones()
        hits = [(r.w * r.h, z) for z, r in zones.items() if z != TABLE and r.collidepoint(pos)]
        if hits:
            return min(hits)[1]
        if pos[1] >= self.table.hand_top():
            return "hand"
        return TABLE if TABLE in zones and zones[TABLE].collidepoint(pos) else None

    def targets(self, cards: Sequence[Card]) -> dict[str, list[Move]]:
        """Zone -> the legal moves dropping ``cards`` there plays."""
        state = self.table.match.state
        if state is None or not self.table.session.human_turn:
            return {}
        return drop_map(state, cards, self.table.match.legal_moves())

    def moves(self, cards: Sequence[Card], zone: str) -> list[Move]:
        """The moves dropping ``cards`` on ``zone`` plays, best first."""
        return self.targets(cards).get(zone, [])

    def refusal(self, cards: Sequence[Card], zone: str | None, places: Iterable[str]) -> str:
        """Why dropping ``cards`` on ``zone`` plays nothing (``places``: where they could go)."""
        state = self.table.match.state
        if state is None or zone is None:
            return said(N_("Drop the cards on a lit place."))
        return refusal(state, cards, zone, places)

    # Carrying ---------------------------------------------------------------------------
    def start(self, sprite: CardSprite, pos: tuple[int, int]) -> None:
        """Pick up ``sprite`` (with the selection it belongs to) at ``pos``."""
        table = self.table
        carried = [s for s in table.selected if s.card is not None] if sprite in table.selected else [sprite]
        carried.sort(key=lambda s: s.x)
        cards = [s.card for s in carried if s.card is not None]
        for s in carried:
            table.tweens.cancel(s)
        self.carrying = Carried(carried, [(s.x - pos[0], s.y - pos[1]) for s in carried],
                                self.targets(cards), pos)
        table.hover_sprite = None

    def move_to(self, pos: tuple[int, int]) -> None:
        assert self.carrying is not None
        self.carrying.pos = pos
        for s, (dx, dy) in zip(self.carrying.sprites, self.carrying.offsets):
            s.x, s.y, s.lift = pos[0] + dx, pos[1] + dy, 0.0

    def drop(self, pos: tuple[int, int]) -> None:
        """Drop the carried cards at ``pos``: reorder, play or refuse."""
        table = self.table
        carried, self.carrying = self.carrying, None
        assert carried is not None
        cards = [s.card for s in carried.sprites if s.card is not None]
        zone = self.zone_at(pos)
        if zone == "hand":
            others = [s for s in table.sprites if s.zone == f"hand:{table.sight.viewer}" and not s.dying
                      and s not in carried.sprites]
            table.arranger.reorder(cards, sum(1 for s in others if s.x < pos[0]))
            return
        moves = self.moves(cards, zone) if zone is not None else []
        if not moves and zone == TABLE:
            rects = self.zones()
            moves = [m for z, ms in carried.targets.items() if z not in rects for m in ms]
        if moves:
            choose_among(table, moves[0])
        else:
            table.line.refuse(table.words.engine_words(self.refusal(cards, zone, carried.targets)))
        table.sync([])

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        """The zones that take the carried cards, lit (the one under the
        pointer brighter), and the carried cards over them."""
        if self.carrying is None:
            return
        table, t = self.table, self.table.theme
        width = max(2, t.px(3))
        rects = self.zones()
        under = self.zone_at(self.carrying.pos)
        targets = self.carrying.targets
        lit = [z for z in targets if z in rects]
        if any(z not in rects for z in targets) and TABLE in rects and TABLE not in lit:
            lit.append(TABLE)     # zones with no cards yet take drops anywhere on the felt
        for zone in lit:
            r = rects[zone]
            glow = pygame.Surface(r.size, pygame.SRCALPHA)
            glow.fill((*LIT, 70 if zone == under else 34))
            t.blit(surface, glow, r)
            t.draw_rect(surface, LIT, r, width + (2 if zone == under else 0), border_radius=t.px(10))
            if zone == TABLE:
                elsewhere = [z for z in targets if z not in rects]
                language = table.app.language
                text = language.said(said(N_("Drop here: {places}"), places=places_said(elsewhere)) if elsewhere
                                     else said(N_("Drop here to lay down")))
                t.blit_text(surface, text, r.center,           # (its foot holds the action bar)
                            th.SMALL, LIT, bold=True, anchor="center", shadow=True)
        for s in self.carrying.sprites:
            table.painter.draw_card(surface, s)

    def wake_in(self) -> float | None:
        """Every frame while cards are carried."""
        return 0.0 if self.carrying is not None else None
