"""The Flathead Rummy table.

What it shows (issue 9): the discard tableau whole and in order, compressing
as it grows (:mod:`.flathead_rummy_layout`); buried tableau cards the player
to act may take this turn marked green (only for that player's own eyes);
every meld with its number, its owner and a star when it was laid down as a
bonus meld; each player's bonus marks as stars on their plate; the lay-off
targets of the selected card lit; after someone goes out, the other players'
lay-offs one by one and then a recap of them on the table before the score.

How a person plays it:

* Mouse: click the draw pile to draw, the top discard or a green-marked
  card to take it; click cards of your hand to select them, then a button
  (lay down, lay off, discard, done) or a lit meld to lay the selected card
  off; double-click a card to discard it.
* Keyboard (the keys of :mod:`.controls`): D draw, T take the top discard,
  M lay down the selected cards, A lay off the selected card, X (or Delete)
  discard it, N done laying off, C clear the selection; the arrow keys move a cursor over your
  hand, the melds and the tableau, Space or Enter selects (or takes, or lays
  off on) what the cursor is on.

An action the rules refuse is not played: the engine's reason is shown in
the message line and nothing changes. What the viewer may not see is never
read for drawing: cards come from :meth:`.Sight.view`, public facts (marks,
owners, who went out) from an observation, and legal moves only on the
viewer's own turn.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Any, Callable, Iterable, Mapping, Sequence

import pygame

from ....engine.cards import Card
from ....engine.protocol import Event, Move
from ....card_names import DISCARDED, card_said
from ....i18n import N_, said
from ....session.perspective import Perspective
from ... import theme as th
from ...cardart import CARD_ASPECT
from ...controls import Act
from ...sprites import CardSprite
from ...tween import soonest
from ..base import ShownSession, Table
from ..frame import board
from ..frame.board import Slot, seat_order
from ..parts.coach import coach_width
from ..parts.drop import TABLE as FELT, DragAndDrop
from ..parts.pile_view import KeptPile
from ..parts.hand import HandCursor, group_starts, group_step
from ..parts.popups import Popup
from ..shown_hands import fit_hand, hand_slots
from . import facts, paint
from .layout import Frame, Geometry, fit_melds, fit_tableau, frame
from .paint import FlatheadPainter
from .words import TABLE_EVENTS, FlatheadWords, meld_ordered

#: Cursor areas, top to bottom.
AREAS = ("tableau", "melds", "hand")
#: Most buttons in the action bar (the discard is kept when lay-offs are many).
MAX_BUTTONS = 4
#: The pile the rules keep face up in view: the discard tableau, every discard still visible.
KEPT = (KeptPile("tableau", N_("Discard tableau")),)


class FlatheadDrops(DragAndDrop):
    """Drag and drop at the Flathead table: the tableau takes a drop over
    its whole area (its empty part too), so a card dropped beside the last
    tableau card is a discard, never a meld on the felt."""

    table: FlatheadTable

    def zones(self) -> dict[str, pygame.Rect]:
        zones = super().zones()
        geo = self.table.geo
        if geo is not None:
            pad = self.table.theme.px(10)
            area = geo.tableau_area.inflate(pad, pad)
            zones["tableau"] = zones["tableau"].union(area) if "tableau" in zones else area
        return zones

    def refusal(self, cards: Sequence[Card], zone: str | None, places: Iterable[str]) -> str:
        """A drop of fewer cards than a meld on the open felt missed every
        place: said as a miss, not blamed on the meld rule."""
        if zone == FELT and len(cards) < 3:
            if len(cards) == 1:
                return said(N_("That drop missed: drop {card} on the tableau to discard it, "
                               "or on a meld to lay it off."), card=card_said(cards[0], DISCARDED))
            return said(N_("That drop missed: a new meld needs three cards or more."))
        return super().refusal(cards, zone, places)


class FlatheadCursor(HandCursor):
    """At Flathead the table's own cursor (over the hand, the melds and the
    tableau, ``table.cursor``) is the keyboard's: a card come alone to the
    hand puts that one on it, while it is in use (shown, or speech on)."""

    table: FlatheadTable

    def point_at(self, sprite: CardSprite) -> None:
        table = self.table
        hand = table.hand_sprites()
        if sprite in hand and (table.cursor is not None or table.app.speaker.audible):
            table.cursor = ("hand", hand.index(sprite))
            table.hover_sprite = sprite


class FlatheadTable(Table):
    """The Flathead Rummy table (see the module docstring)."""

    def __init__(self, app, session: ShownSession, perspective: Perspective, **options: Any) -> None:
        super().__init__(app, session, perspective, words=FlatheadWords, painter=FlatheadPainter,
                         drag=FlatheadDrops, piles=KEPT, cursor=FlatheadCursor, **options)
        self.geo: Geometry | None = None
        self.takeable: set[Card] = set()
        #: True once the tableau's marks were explained: the prompt explains
        #: them throughout the first turn they show (:attr:`marking`).
        self.marks_explained = False
        #: True while the tableau's marks show (the person's turn to take).
        self.marking = False
        self.cursor: tuple[str, int] | None = None
        self.queued: Move | None = None
        #: The tableau card under the pointer, shown enlarged.
        self.peek: int | None = None
        #: (seat, card) of every lay-off made after someone went out, in order.
        self.late_layoffs: list[tuple[int, Card]] = []
        self._bonus_key: tuple[int, int] = (-1, -1)
        self._bonus: set[int] = set()
        self.late_layoffs = self.recount_final_layoffs()

    # Public facts ---------------------------------------------------------------
    @property
    def final_layoffs(self) -> dict[int, int]:
        """How many cards each player laid off after someone went out."""
        counts: dict[int, int] = {}
        for seat, _ in self.late_layoffs:
            counts[seat] = counts.get(seat, 0) + 1
        return counts

    def bonus_melds(self) -> set[int]:
        """Indexes of the melds laid down as bonus melds this hand (:func:`.facts.bonus_melds`)."""
        moves = self.match.hands[-1].moves if self.match.hands else []
        key = (len(self.match.hands), len(moves))
        if key != self._bonus_key:
            self._bonus_key, self._bonus = key, facts.bonus_melds(moves)
        return self._bonus

    def recount_final_layoffs(self) -> list[tuple[int, Card]]:
        """The lay-offs after someone went out this hand (:func:`.facts.late_layoffs`)."""
        return facts.late_layoffs(self.match)

    # Layout ---------------------------------------------------------------------
    @property
    def opponents(self) -> list[int]:
        return seat_order(self.sight.bottom_seat, self.match.num_players)[1:]

    def frame(self) -> Frame:
        """The fixed regions for this window (:func:`.layout.frame`), with
        the coach's column in a lesson."""
        return frame(self.size, self.theme.unit, self.card_w, CARD_ASPECT, self.opponents,
                     self.hand_top(), self.tools.left(), coach_width(self))

    def coach_room(self) -> pygame.Rect:
        """The coach's room in a lesson (the shared parts' hook): the column
        the frame keeps right of the middle band, which holds nothing else
        (:attr:`.layout.Frame.coach`)."""
        return self.frame().coach

    def plate_center(self, seat: int) -> tuple[float, float]:
        """Where the shared thinking dots go: right after the word
        "thinking" on the seat's plate (they are drawn 36 design pixels
        above this point)."""
        fr = self.frame()
        t = self.theme
        rect = fr.my_plate if seat == self.sight.bottom_seat else fr.pod_plates[seat]
        x, y = paint.thinking_spot(t, rect, self.app.language)
        return x + t.px(14), y + t.px(36)

    def on_undo(self) -> None:
        """The match was rolled back: drop what was derived from later moves."""
        super().on_undo()
        self.late_layoffs = self.recount_final_layoffs()
        self.cursor = None
        self.peek = None
        self.queued = None

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        if seat == self.sight.bottom_seat or self.size == (0, 0):
            return super().seat_anchor(seat)
        return self.frame().pod_fans[seat]

    def geometry(self, view: Mapping[str, list[Card | None]]) -> Geometry:
        """Place the pile, the tableau and the melds for ``view``."""
        t = self.theme
        fr = self.frame()
        band = fr.band
        label = t.px(24)
        pad = t.px(12)
        card_h = self.card_w * CARD_ASPECT
        budget = max(card_h * 0.3, band.h * 0.5 - label - pad)
        pile_scale = min(0.72, budget / card_h)
        pile_w = self.card_w * pile_scale
        left = band.x + pad
        area = pygame.Rect(round(left + pile_w + t.px(34)), band.y + label,
                           round(band.right - pad - (left + pile_w + t.px(34))), round(budget))
        tab = fit_tableau(len(view.get("tableau", [])), area, self.card_w, CARD_ASPECT)
        used = max(tab.height, pile_w * CARD_ASPECT)
        table_zone = pygame.Rect(band.x, band.y, band.w, round(label + used + pad))
        pile = (left + pile_w / 2 + t.px(4), band.y + label + pile_w * CARD_ASPECT / 2 + t.px(2))
        meld_zone = pygame.Rect(band.x, table_zone.bottom + t.px(10), band.w, 0)
        meld_zone.h = max(1, band.bottom - meld_zone.y)
        sizes = [len(view[f"meld:{i}"]) for i in range(self.meld_count(view))]
        meld_area = pygame.Rect(meld_zone.x + pad, meld_zone.y + label, meld_zone.w - 2 * pad,
                                meld_zone.h - label - pad // 2)
        melds = fit_melds(sizes, meld_area, self.card_w, CARD_ASPECT, tag_h=t.px(21),
                          tag_min_w=t.px(58), gap=t.px(12), tag_w=self.painter.tag_widths(t.px(21)))
        return Geometry(fr, table_zone, pile, pile_scale, area, tab, meld_zone, melds)

    @staticmethod
    def meld_count(view: Mapping[str, list[Card | None]]) -> int:
        return sum(1 for zone in view if zone.startswith("meld:"))

    def slots(self, view: Mapping[str, list[Card | None]]) -> list[Slot]:
        geo = self.geometry(view)
        self.geo = geo
        fr = geo.frame
        state = self.match.state
        self.takeable = set()
        if self.session.human_turn and state is not None and state.phase == "take":
            self.takeable = {m.cards[0] for m in self.match.legal_moves() if m.action == "take"}
        out: list[Slot] = []
        out += board.stack(self.card_w, "draw", view.get("draw", []), *geo.pile, scale=geo.pile_scale, z0=100)
        tab = geo.tableau
        for i, card in enumerate(view.get("tableau", [])):
            x, y = tab.centers[i]
            out.append(Slot("tableau", card, x, y, scale=tab.scale, z=200 + i,
                            pickable=card is not None and card in self.takeable))
        for i, box in enumerate(geo.melds.boxes):
            for j, card in enumerate(view.get(f"meld:{i}", [])):
                x, y = box.centers[j]
                out.append(Slot(f"meld:{i}", card, x, y, scale=geo.melds.scale, z=400 + j))
        pod_scale = fr.pod_card_w / self.card_w
        for seat in range(self.match.num_players):
            cards = view.get(f"hand:{seat}", [])
            if seat == self.sight.bottom_seat:
                ax, ay = self.seat_anchor(seat)
                out += board.fan(f"hand:{seat}", cards, ax, ay, max_width=fr.hand_width,
                                spread=self.card_w * 0.62, pickable=self.sight.viewer == seat)
            elif self.perspective.face_up:
                box = self.shown_hand_box(fr, seat)
                out += hand_slots(f"hand:{seat}", cards, fit_hand(len(cards), box, self.card_w, CARD_ASPECT,
                                                                  self.theme.unit, pod_scale), z0=450)
            else:
                cx, cy = fr.pod_fans[seat]
                pod = fr.pods[seat]
                out += board.fan(f"hand:{seat}", cards, cx, cy,
                                max_width=max(0.0, pod.w - fr.pod_card_w - self.theme.px(12)),
                                spread=fr.pod_card_w * 0.3, scale=pod_scale, arc=8, z0=450)
        return out

    def shown_hand_box(self, fr: Frame, seat: int) -> pygame.Rect:
        """With every hand face up, where a pod's hand goes: the pod's width,
        one pod card high from its top (its plate covers the cards' lower
        part, never their corner index)."""
        pod = fr.pods[seat]
        return pygame.Rect(pod.x, pod.y, pod.w, round(fr.pod_card_w * CARD_ASPECT))

    def draw_picture(self, surface: pygame.Surface) -> None:
        """The table, and over everything the recap while it holds the table."""
        super().draw_picture(surface)
        if self.hold.holding:
            self.painter.draw_recap(surface)

    # Events: log, pop-ups, the end-of-hand record -----------------------------------
    def sync(self, events, animate: bool = True, stagger: float = 0.0) -> None:
        for ev in events:
            self.note(ev)
        super().sync(events, animate, stagger)
        marking = bool(self.takeable) and len(self.sight.zones().get("tableau", ())) > 1
        if self.marking and not marking:
            self.marks_explained = True         # the first turn with the marks is over
        self.marking = marking

    def note(self, ev: Event) -> None:
        """Record an event for the log, the pop-ups and the recap."""
        if ev.kind == "deal" and ev.player == 0:
            self.late_layoffs = []
            self.popups.clear()
        elif ev.kind == "bonus_mark":
            self.pop(ev.player, self.app.language.pgettext("a pop-up over a plate", "Bonus mark!"), th.ACCENT)
        elif ev.kind == "layoff":
            pub = self.sight.observation()
            if (pub is not None and pub.phase in ("final_layoffs", "over") and ev.player is not None
                    and ev.player != pub.winner):
                self.late_layoffs.append((ev.player, ev.cards[0]))
        elif ev.kind == "went_out":
            self.pop(ev.player, self.app.language.pgettext("a pop-up over a plate", "Out!"), paint.OUT)
            self.app.play("hand_end")
        self.log.add(ev.player if ev.kind not in TABLE_EVENTS else None, self.words.event_line(ev))

    def pop(self, seat: int | None, text: str, color) -> None:
        if seat is None or self.size == (0, 0):
            return
        fr = self.frame()
        rect = fr.my_plate if seat == self.sight.bottom_seat else fr.pod_plates[seat]
        y = rect.top - self.theme.px(8) if seat == self.sight.bottom_seat else rect.bottom + self.theme.px(14)
        self.popups.add(Popup(text, (rect.centerx, y), color=color, size=th.SUBHEADING),
                        self.app.anim_speed)

    # Flow -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.play_queued()
        super().update(dt)

    # Moves ------------------------------------------------------------------------

    def wake_in(self) -> float | None:
        return soonest(super().wake_in(), 0.0 if self.queued is not None else None)

    def candidate_moves(self) -> list[Move]:
        """With nothing selected: draw, take the top discard, or done. With
        cards selected: the moves using exactly them (lay down, lay-offs,
        discard), at most :data:`MAX_BUTTONS` and the discard always kept."""
        if not self.session.human_turn:
            return []
        legal = self.legal
        if not self.selected:
            top = self.top_discard()
            moves = [m for m in legal if m.action in ("draw", "done")]
            moves += [m for m in legal if m.action == "take" and top is not None and m.cards == (top,)]
            return moves
        chosen = Counter(s.card for s in self.selected)
        exact = [m for m in legal if Counter(m.cards) == chosen or m.action == "done"]
        rank = {"meld": 0, "layoff": 1, "discard": 2, "done": 3}
        exact.sort(key=lambda m: rank.get(m.action, 3))
        discards = [m for m in exact if m.action in ("discard", "done")]
        others = [m for m in exact if m.action not in ("discard", "done")]
        return others[:MAX_BUTTONS - len(discards)] + discards

    def top_discard(self) -> Card | None:
        pub = self.sight.observation()
        return pub.tableau[-1] if pub is not None and pub.tableau else None

    def selected_cards(self) -> list[Card]:
        return [s.card for s in self.selected if s.card is not None]

    def attempt(self, move: Move) -> bool:
        """Play ``move`` if the rules allow it (asking to confirm a turn end
        when the setting says so); otherwise refuse it with the reason."""
        state = self.match.state
        if state is None or not self.session.human_turn:
            return False
        reason = self.words.why_not(move)
        if reason is not None:
            self.line.refuse(reason)
            return False
        self.cursor = None if move.action in ("discard", "done") else self.cursor
        self.choose(move)
        return True

    def choose(self, move: Move) -> None:
        """Play a chosen move on the next update, after the event that chose
        it is fully handled (a button click must not land on the next hand's
        buttons)."""
        self.queued = move

    def play_queued(self) -> None:
        if self.queued is None or self.busy:
            return
        move, self.queued = self.queued, None
        if self.session.human_turn:
            self.buttons.focus = None
            super().choose(move)

    def layoff_targets(self) -> list[int]:
        """Melds the single selected card may be laid off on now."""
        cards = self.selected_cards()
        if len(cards) != 1 or not self.session.human_turn:
            return []
        return [m.index for m in self.legal
                if m.action == "layoff" and m.cards == (cards[0],) and m.index is not None]

    def lay_off_selected(self, index: int | None = None) -> None:
        cards = self.selected_cards()
        gettext = self.app.language.gettext
        if len(cards) != 1:
            self.line.refuse(gettext("Select one card of your hand to lay it off.") if not cards
                             else gettext("Lay off one card at a time: select just one."))
            return
        targets = self.layoff_targets()
        if index is None:
            if self.cursor is not None and self.cursor[0] == "melds" and self.cursor[1] in targets:
                index = self.cursor[1]
            elif len(targets) == 1:
                index = targets[0]
            elif targets:
                self.cursor = ("melds", targets[0])
                self.line.text = gettext("Which meld? Move with the arrow keys, then press Space or A.")
                return
            elif self.geo is None or not self.geo.melds.boxes:
                self.line.refuse(gettext("There is no meld on the table to lay off on yet."))
                return
            else:
                index = 0 if self.cursor is None or self.cursor[0] != "melds" else self.cursor[1]
        self.attempt(Move("layoff", (cards[0],), "meld", index))

    def meld_selected(self) -> None:
        cards = self.selected_cards()
        if len(cards) < 3:
            gettext = self.app.language.gettext
            self.line.refuse(gettext("Select three or more cards of your hand to lay down a meld.") if not cards
                             else gettext("A meld needs at least three cards, not {count}.",
                                          count=self.app.language.number(len(cards))))
            return
        self.attempt(Move("meld", meld_ordered(cards)))

    def discard_selected(self) -> None:
        cards = self.selected_cards()
        if len(cards) != 1:
            self.line.refuse(self.app.language.gettext("Select the one card you want to discard."))
            return
        self.attempt(Move("discard", (cards[0],)))

    def take_top(self) -> None:
        """T: take the card picked in the tableau (the one its button
        shows), else the top card of the tableau."""
        picked = [s.card for s in self.selected if s.zone == "tableau" and s.card is not None]
        top = picked[0] if len(picked) == 1 else self.top_discard()
        if top is None:
            self.line.refuse(self.app.language.gettext("The discard tableau is empty."))
            return
        self.attempt(Move("take", (top,)))

    def toggle(self, sprite: CardSprite) -> None:
        self.line.text = ""
        super().toggle(sprite)

    # Input ------------------------------------------------------------------------
    def pointer(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.session.human_turn
                and not self.busy and self.click(event.pos)):
            return
        if event.type == pygame.MOUSEMOTION:
            self.cursor = None
            self.peek = self.tableau_index_at(event.pos)
        super().pointer(event)

    def click(self, pos: tuple[int, int]) -> bool:
        """A left click on the table; True when it meant something here."""
        sprite = self.sprite_at(pos)
        if sprite is not None and sprite.zone == f"hand:{self.sight.viewer}":
            if self.double.click(id(sprite), time.perf_counter()) and sprite.card is not None:
                self.attempt(Move("discard", (sprite.card,)))
            else:
                self.toggle(sprite)
            return True
        geo = self.geo
        if geo is None:
            return False
        if self.pile_rect().collidepoint(pos):
            self.attempt(Move("draw"))
            return True
        index = self.tableau_index_at(pos)
        if index is not None:
            card = self.sight.view()["tableau"][index]
            if card is not None:
                self.attempt(Move("take", (card,)))
            return True
        for i, box in enumerate(geo.melds.boxes):
            if box.box.collidepoint(pos):
                self.lay_off_selected(i)
                return True
        return False

    def pile_rect(self) -> pygame.Rect:
        assert self.geo is not None
        w = round(self.card_w * self.geo.pile_scale)
        r = pygame.Rect(0, 0, w, round(w * CARD_ASPECT))
        r.center = (round(self.geo.pile[0]), round(self.geo.pile[1]))
        return r.inflate(self.theme.px(8), self.theme.px(8))

    def tableau_index_at(self, pos: tuple[int, int]) -> int | None:
        if self.geo is None:
            return None
        for i in range(len(self.geo.tableau.visible) - 1, -1, -1):
            if self.geo.tableau.visible[i].collidepoint(pos):
                return i
        return None

    def key_actions(self) -> dict[Act, Callable[[], None]]:
        """The shared keys with the arrows on this table's cursor (over the
        hand, the melds and the tableau), and the moves."""
        return {**super().key_actions(),
                Act.LEFT: lambda: self.step_cursor(-1, 0),
                Act.RIGHT: lambda: self.step_cursor(1, 0),
                Act.UP: lambda: self.step_cursor(0, -1),
                Act.DOWN: lambda: self.step_cursor(0, 1),
                Act.GROUP_LEFT: lambda: self.step_group(-1),
                Act.GROUP_RIGHT: lambda: self.step_group(1),
                Act.SELECT: self.activate_cursor,
                Act.DRAW: lambda: self.attempt(Move("draw")),
                Act.TAKE: self.take_top,
                Act.MELD: self.meld_selected,
                Act.LAY_OFF: self.lay_off_selected,
                Act.DISCARD: self.discard_selected,
                Act.PASS: lambda: self.attempt(Move("done"))}

    # Keyboard cursor ----------------------------------------------------------------
    def hand_sprites(self) -> list[CardSprite]:
        zone = f"hand:{self.sight.viewer}"
        return sorted((s for s in self.sprites if s.zone == zone and not s.dying), key=lambda s: s.x)

    def area_items(self, area: str) -> list[pygame.Rect]:
        """The rectangles the cursor can sit on in ``area``."""
        if self.geo is None:
            return []
        if area == "tableau":
            return list(self.geo.tableau.visible)
        if area == "melds":
            return [b.cards for b in self.geo.melds.boxes]
        return [s.rect(self.card_w, CARD_ASPECT) for s in self.hand_sprites()]

    def move_cursor(self, dx: int, dy: int) -> None:
        """Move the keyboard cursor ``dx`` items along its area or ``dy``
        areas up or down (on the viewer's own turn)."""
        if not self.session.human_turn or self.busy:
            return
        self.buttons.focus = None
        if self.cursor is None:
            self.cursor = ("hand", 0) if self.area_items("hand") else ("tableau", 0)
            if dx == 0 and dy == 0:
                return
        area, i = self.cursor
        if dy:
            a = AREAS.index(area)
            while True:
                a += dy
                if not 0 <= a < len(AREAS):
                    return
                items = self.area_items(AREAS[a])
                if items:
                    start = len(items) - 1 if AREAS[a] == "tableau" else 0
                    if AREAS[a] == "hand" and self.selected:
                        start = self.hand_sprites().index(self.selected[-1]) \
                            if self.selected[-1] in self.hand_sprites() else 0
                    self.cursor = (AREAS[a], start)
                    return
        items = self.area_items(area)
        if items:       # round the ends, as the hand cursor of every table goes
            self.cursor = (area, (min(i, len(items) - 1) + dx) % len(items))

    def step_cursor(self, dx: int, dy: int) -> None:
        """Move the keyboard cursor (:meth:`move_cursor`); a card of the hand
        under it is the card pointed at (speech says it, its place and
        whether it is selected)."""
        self.move_cursor(dx, dy)
        hand = self.hand_sprites()
        if self.cursor is not None and self.cursor[0] == "hand" and self.cursor[1] < len(hand):
            self.hover_sprite = hand[self.cursor[1]]

    def step_group(self, step: int) -> None:
        """Move the keyboard cursor to the first card of a group of the hand
        ``step`` groups along (:func:`.parts.hand.group_step`), from the hand
        or, from elsewhere, onto the hand."""
        hand = self.hand_sprites()
        if not self.session.human_turn or self.busy or not hand:
            return
        self.buttons.focus = None
        index = self.cursor[1] if self.cursor is not None and self.cursor[0] == "hand" else None
        self.cursor = ("hand", group_step(group_starts(self, hand), index, step))
        self.hover_sprite = hand[self.cursor[1]]

    def activate_cursor(self) -> None:
        """Select, take or lay off on what the keyboard cursor is on."""
        if not self.session.human_turn or self.busy:
            return
        if self.cursor is None:
            self.move_cursor(0, 0)
            return
        area, i = self.cursor
        if area == "hand":
            sprites = self.hand_sprites()
            if 0 <= i < len(sprites):
                self.toggle(sprites[i])
        elif area == "tableau":
            cards = self.sight.view().get("tableau", [])
            if 0 <= i < len(cards) and cards[i] is not None:
                self.attempt(Move("take", (cards[i],)))
        else:
            self.lay_off_selected(i)


TABLE = FlatheadTable
