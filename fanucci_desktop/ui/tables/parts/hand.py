"""The viewer's own order of their hand: sorting and reordering.

The engine keeps a hand in its own order; what a player sees is theirs to
arrange. :class:`HandOrder` remembers one seat's arrangement (a sort mode or
an order made by dragging) and applies it to whatever cards the hand holds
now, so the order survives redraws, draws and discards. Cards may repeat
(two standard decks): orders are multisets. :class:`HandOrders` keeps every
seat's, and what a save keeps of them.

:class:`HandCursor` is the part of a table (``table.hand_cursor``) that
walks the viewer's hand by keyboard (Left/Right, and Space or Enter to
choose the card under it) and rings the card it is on. Once shown, it lands
again where its :meth:`HandCursor.start` says at every new position of the
viewer's turn (a trick taken, a card drawn), so it never waits on a card the
table would not start on. Shift+Left/Right (:meth:`HandCursor.step_group`)
go to the first card of the previous or next group, the groups the hand key
reads (``TableWords.spoken_groups``: suit, colour or meld), and like the
arrows wrap round at the ends. A card come alone to the hand (drawn or
taken) gets the cursor once it is in place (:meth:`HandCursor.update`,
through :meth:`HandCursor.point_at`), wherever the
hand's order put it.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

import pygame

from ....engine.cards import Card, parse_card
from ....i18n import N_
from ... import theme as th
from ...cardart import CARD_ASPECT

if TYPE_CHECKING:
    from ...sprites import CardSprite
    from ..base import Table

#: Sort modes in the order the Sort button cycles through them.
SORT_MODES: tuple[str, ...] = ("suit", "rank", "colour")
#: What the message line says when the hand is sorted each way.
SORT_LABELS: dict[str, str] = {"suit": N_("Hand sorted by suit."), "rank": N_("Hand sorted by rank."),
                               "colour": N_("Hand sorted by colour.")}


def group_starts(table: Table, hand: Sequence[CardSprite]) -> list[int]:
    """The index in ``hand`` (the viewer's hand sprites, left to right) of
    the first card of each group the hand key reads (``TableWords.spoken_groups``)."""
    starts, at = [], 0
    for _, group in table.words.spoken_groups([s.card for s in hand if s.card is not None]):
        starts.append(at)
        at += len(group)
    return starts


def group_step(starts: Sequence[int], index: int | None, step: int) -> int:
    """Where a step of ``step`` groups from ``index`` (None: not shown yet)
    lands among the group ``starts``: the first card of the next group (or,
    going left, of this one when the cursor is inside it, else the one
    before), round the ends as the arrows go."""
    if index is None:
        return starts[0] if step > 0 else starts[-1]
    here = max(i for i, start in enumerate(starts) if start <= index)
    if step < 0 and starts[here] < index:
        return starts[here]
    return starts[(here + step) % len(starts)]


def gained_one(before: Counter[Card], now: Counter[Card], hand: Sequence[CardSprite]) -> CardSprite | None:
    """The sprite of ``hand`` (the hand's sprites) holding the one card the
    hand's cards ``now`` gained over ``before`` (having lost none), else None."""
    gained = now - before
    if sum(gained.values()) != 1 or before - now:
        return None
    card = next(iter(gained))
    return next((s for s in reversed(hand) if s.card == card), None)


def sort_key(card: Card, mode: str) -> tuple:
    """The key ``mode`` sorts ``card`` by; trumps (no rank, no colour) go last
    in every mode."""
    base = card.sort_key()
    if mode == "suit":
        return base
    if mode == "rank":
        return (card.rank is None, card.rank if card.rank is not None else 0, base)
    if mode == "colour":
        colour = card.color
        return (colour is None, str(colour.value) if colour is not None else "", base)
    raise ValueError(f"unknown sort mode {mode!r}")


#: The game's way to show a hand its player has not arranged: the cards in, their order out.
#: It is a sort: the order out never depends on the order in (a card drawn goes into its place).
Arrangement = Callable[[Sequence[Card]], list[Card]]


def by_suit(cards: Sequence[Card]) -> list[Card]:
    """The hand sorted by suit (the first sort mode): the way of a game that gives no other."""
    return sorted(cards, key=lambda c: sort_key(c, "suit"))


class HandOrder:
    """One seat's arrangement of its hand.

    ``mode`` set: the hand is shown sorted that way (new cards fall into
    place). ``mode`` None: until the player arranges the hand (``own``), it
    is shown the game's way (``default``, from the deal on, a drawn card in
    its place); after, cards keep the order last arranged and cards new to
    the hand join at the right end.
    """

    def __init__(self, default: Arrangement = by_suit) -> None:
        self.default = default
        self.mode: str | None = None
        self.order: list[Card] = []
        #: True once the player sorted or reordered the hand themselves.
        self.own = False

    def arrange(self, cards: Sequence[Card]) -> list[Card]:
        """``cards`` (the hand now, engine order) in this seat's order."""
        if self.mode is not None:
            out = sorted(cards, key=lambda c: sort_key(c, self.mode))  # type: ignore[arg-type]
        elif not self.own:
            out = self.default(cards)
        else:
            left = Counter(cards)
            out = []
            for card in self.order:
                if left[card] > 0:
                    left[card] -= 1
                    out.append(card)
            for card in cards:
                if left[card] > 0:
                    left[card] -= 1
                    out.append(card)
        self.order = list(out)
        return out

    def cycle(self) -> str:
        """Switch to the next sort mode; returns it."""
        i = SORT_MODES.index(self.mode) + 1 if self.mode in SORT_MODES else 0
        self.mode = SORT_MODES[i % len(SORT_MODES)]
        self.own = True
        return self.mode

    def move(self, cards: Sequence[Card], moving: Sequence[Card], index: int) -> list[Card]:
        """Put ``moving`` (cards of the hand, kept in their order) before the
        card now at ``index`` of the hand without them; the arrangement
        becomes manual. Returns the new order."""
        current = self.arrange(cards)
        rest = list(current)
        for card in moving:
            rest.remove(card)
        index = max(0, min(len(rest), index))
        self.order = rest[:index] + list(moving) + rest[index:]
        self.mode = None
        self.own = True
        return list(self.order)


class HandOrders:
    """Each seat's :class:`HandOrder` (made when first asked for), each
    showing a hand not yet arranged the game's way (``default``)."""

    def __init__(self, default: Arrangement = by_suit) -> None:
        self.default = default
        self.orders: dict[int, HandOrder] = {}

    def of(self, seat: int) -> HandOrder:
        return self.orders.setdefault(seat, HandOrder(self.default))

    def record(self) -> dict[str, Any]:
        """Each seat's mode and order, and whether its player arranged it, for a save."""
        return {str(seat): {"mode": order.mode, "order": [str(c) for c in order.order], "own": order.own}
                for seat, order in self.orders.items()}

    def restore(self, saved: Any) -> None:
        """Take back what :meth:`record` kept; a seat whose record does not read is left out."""
        for seat, one in (saved.items() if isinstance(saved, Mapping) else ()):
            try:
                order = HandOrder(self.default)
                order.mode = one["mode"] if one.get("mode") in SORT_MODES else None
                order.order = [parse_card(text) for text in one.get("order", [])]
                order.own = one.get("own") is True
                self.orders[int(seat)] = order
            except (TypeError, ValueError, KeyError, AttributeError):
                continue


class HandArranger:
    """The viewer's own order of their hand at a table (``table.arranger``):
    Sort (S) and a card dragged within the hand change it, and the view the
    table sees is put in it (:meth:`arrange`, given to its sight)."""

    def __init__(self, table: Table, orders: HandOrders) -> None:
        self.table = table
        self.orders = orders

    def arrange(self, view: dict[str, list[Card | None]]) -> dict[str, list[Card | None]]:
        """The viewer's hand in the viewer's own order (cards they may see
        only); with every hand face up, every other hand the game's way."""
        table, default = self.table, self.orders.default
        for zone, cards in view.items():
            if not zone.startswith("hand:") or not cards or None in cards:
                continue
            seat = int(zone.split(":")[1])
            if seat == table.sight.viewer:
                view[zone] = list(self.orders.of(seat).arrange(cards))  # type: ignore[arg-type]
            elif table.perspective.face_up:
                view[zone] = list(default(cards))  # type: ignore[arg-type]
        return view

    def sort(self) -> None:
        """Sort: cycle the viewer's sort mode (suit, rank, colour)."""
        table = self.table
        if table.sight.viewer is None:
            table.line.refuse(table.app.language.gettext("There is no hand to sort while the device is being passed."))
            return
        table.line.say(table.app.language.gettext(SORT_LABELS[self.orders.of(table.sight.viewer).cycle()]))
        table.app.play("select")
        table.sync([])

    def reorder(self, cards: Sequence[Card], index: int) -> None:
        """Move ``cards`` of the viewer's hand before position ``index`` of the hand as shown."""
        table = self.table
        hand = [c for c in table.sight.view().get(f"hand:{table.sight.viewer}", []) if c is not None]
        self.orders.of(table.sight.viewer).move(hand, cards, index)  # type: ignore[arg-type]
        table.sync([])


class HandCursor:
    """The keyboard's place in the viewer's hand (see the module docstring)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        #: The index of the card under the cursor in the hand (None: not shown yet).
        self.index: int | None = None
        #: The position the cursor was last placed for (see :meth:`update`).
        self.placed_at: tuple | None = None
        #: The last position of the viewer's turn seen, the viewer then and
        #: the cards of their hand (None: not seen yet), to find a card come alone.
        self._held: tuple[tuple, int | None, Counter[Card]] | None = None

    def land(self, hand: list[CardSprite], step: int, current: int | None) -> int:
        """Where in ``hand`` the cursor lands, as its :meth:`HandCursor.start`
        says: on its first ``step`` (``current`` None: by default the first
        card, or the last going left), and at each new position of the
        viewer's turn (``current``: the index it is on; by default it stays)."""
        return self.start(hand, step, current)

    def start(self, hand: list[CardSprite], step: int, current: int | None) -> int:
        """Where the cursor lands by default: where it is, else the first card
        (stepping right) or the last (stepping left); a game's cursor may say otherwise."""
        return current if current is not None else (0 if step > 0 else len(hand) - 1)

    def step(self, step: int) -> None:
        """Move ``step`` cards along the hand (the first step, and the first
        at a new position, even while cards still move, lands where the
        cursor's :meth:`start` says)."""
        table = self.table
        hand = table.hand_sprites()
        if not table.session.human_turn or not hand:
            return
        table.buttons.focus = None
        position = table.sight.position()
        if self.index is None or position != self.placed_at:    # first, or the cards moved on
            self.index = self.land(hand, step, self.here(hand))
        else:
            self.index = (min(self.index, len(hand) - 1) + step) % len(hand)
        self.placed_at = position
        table.hover_sprite = hand[self.index]

    def step_group(self, step: int) -> None:
        """Move to the first card of the group ``step`` groups along (see
        :func:`group_step`); the first step lands on the first group (or the
        last going left)."""
        table = self.table
        hand = table.hand_sprites()
        if not table.session.human_turn or not hand:
            return
        table.buttons.focus = None
        position = table.sight.position()
        index = self.here(hand) if position == self.placed_at else None
        self.index = group_step(group_starts(table, hand), index, step)
        self.placed_at = position
        table.hover_sprite = hand[self.index]

    def point_at(self, sprite: CardSprite) -> None:
        """``sprite``, a card just come alone to the viewer's hand (drawn or
        taken), gets the cursor while the cursor is in use (shown, or speech
        on: the ear then hears the card and its place). A table with a
        cursor of its own puts that one there instead."""
        hand = self.table.hand_sprites()
        if sprite in hand and (self.index is not None or self.table.app.speaker.audible):
            self.index = hand.index(sprite)
            self.placed_at = self.table.sight.position()
            self.table.hover_sprite = sprite

    def here(self, hand: list[CardSprite]) -> int | None:
        """The index the cursor is on within ``hand`` (None: not shown yet)."""
        return None if self.index is None else min(self.index, len(hand) - 1)

    def select(self) -> None:
        """Choose (or unchoose) the card under the cursor."""
        table = self.table
        hand = table.hand_sprites()
        if not table.session.human_turn or table.busy or not hand:
            return
        position = table.sight.position()
        if self.index is None or position != self.placed_at:    # first, or the cards moved on
            self.index = self.land(hand, 1, self.here(hand))
            self.placed_at = position
        table.toggle(hand[min(self.index, len(hand) - 1)])

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        """At a new position of the viewer's turn, with nothing moving: a
        card come alone to the hand since the last is pointed at
        (:meth:`point_at`); else the cursor (once shown)
        goes where its :meth:`HandCursor.start` says, given the card it is on."""
        table = self.table
        if not table.session.human_turn or table.busy:
            return
        position = table.sight.position()
        seen = self._held is not None and self._held[0] == position
        if seen and (self.index is None or position == self.placed_at):
            return
        hand = table.hand_sprites()
        if not seen:
            before, viewer = self._held, table.sight.viewer
            held = Counter(c for c in table.sight.view().get(f"hand:{viewer}", []) if c is not None)
            self._held = (position, viewer, held)
            if before is not None and before[1] == viewer:
                come = gained_one(before[2], held, hand)
                if come is not None:
                    self.point_at(come)
        if self.index is None or position == self.placed_at:
            return
        self.placed_at = position
        if hand:
            self.index = self.land(hand, 1, self.here(hand))
            table.hover_sprite = hand[self.index]

    def draw(self, surface: pygame.Surface) -> None:
        """A ring around the card under the cursor, on the viewer's turn."""
        table, t = self.table, self.table.theme
        hand = table.hand_sprites() if self.index is not None and table.session.human_turn else []
        if hand:
            r = hand[min(self.index, len(hand) - 1)].rect(table.card_w, CARD_ASPECT)
            t.draw_rect(surface, th.TEXT, r.inflate(t.px(10), t.px(10)), max(2, t.px(3)),
                        border_radius=max(3, r.w // 10))

    def wake_in(self) -> float | None:
        return None
