"""The Fortune Rummy table.

What it shows (only what the viewer may see: :func:`squared_discard`
hides every card of the discard pile under its top card, from every seat,
as the rules square the pile):

* the stock and the squared discard pile, its top card face up, with their
  sizes;
* every seat's melds grouped by owner with the owner's running meld value:
  the viewer's in the band above the hand, each opponent's in its pod
  (:mod:`.fortune_rummy_layout` places everything for 2 to 8 seats);
* the viewer's hand, the others as backs with their counts.

How a person plays (mouse or keyboard; every move goes through the engine,
and a refused one shows the engine's reason and changes nothing):

* take: click the stock or press D to draw; to take the pile, choose the
  meld for its top card -- select two or more hand cards that meld with it
  and click the pile (or T), or pick one of the offered "Take pile" buttons;
* meld: select cards, then M, the button, or a click on your meld band;
* add: select cards, then click one of your melds (A adds to the first that
  takes them); an opponent's meld refuses them;
* discard: double-click a card, or select it and click the pile (X). The
  Queen of Spades is refused with the rule explained unless it goes out.
* drag and drop (the shared parts): hand cards dropped on the pile take it
  (take phase) or are discarded (play phase), on the felt make a meld, on
  one of your melds are added to it; the stock refuses cards, saying why.
* keys: those of :mod:`.controls` (D draw, T take the pile, M meld, A add,
  X discard, the arrows and Space or Enter over the hand).

The shared thinking dots sit on a deciding AI's pod header, right after
the word "thinking" (:meth:`FortuneTable.plate_center`).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Iterable, Mapping, Sequence

import pygame

from ....card_names import ALONE, card_name
from ....engine.cards import Card
from ....engine.protocol import Event, Move
from ....session.perspective import Perspective
from ... import theme as th
from ...cardart import CARD_ASPECT
from ...controls import Act
from ...tween import soonest
from ..base import ShownSession, Table
from ..frame import board
from ..frame.board import Slot, seat_order
from ..frame.showing import Showing
from ..parts.coach import coach_width
from ..parts.drop import DragAndDrop
from ..parts.log import ROOM_MIN, ROOM_WIDE
from ..shown_hands import fit_hand, hand_slots
from .facts import display_order, sorted_cards
from .layout import (MINE_SCALE, POD_SCALE, POD_SMALL, Geometry, card_width, geometry,
                     pack_melds)
from .paint import FortunePainter, dots_half
from .words import FortuneWords

#: "Take pile" buttons offered at most when no card is selected.
TAKE_OFFERS = 3
#: Card backs shown for an opponent's hand (its count is written on them).
POD_BACKS = 4
#: How far apart the viewer's cards fan, in card widths, where the row has room.
HAND_SPREAD = 0.62


class FortuneDrops(DragAndDrop):
    """Drag and drop at the Fortune Rummy table: the stock and the pile take
    drops at their places (also when empty, so a drop there never falls
    through to the felt), every meld at its bounding box; cards dropped on
    the pile take it with them; a drop on a pile that plays nothing is
    refused with the take-pile or discard rule."""

    table: FortuneTable

    def zones(self) -> dict[str, pygame.Rect]:
        zones = super().zones()
        pad = self.table.theme.px(10)
        for zone, rect in self.table.pile_rects.items():
            zones[zone] = rect.inflate(pad, pad)
        for index, rect in self.table.meld_rects.items():
            zones[f"meld:{index}"] = rect.inflate(pad, pad)
        return zones

    def targets(self, cards: Sequence[Card]) -> dict[str, list[Move]]:
        """The engine puts cards that take the pile in a new meld, which the
        base would offer on the felt: here they go on the pile itself."""
        out: dict[str, list[Move]] = {}
        takes: list[Move] = []
        for zone, moves in super().targets(cards).items():
            takes += [m for m in moves if m.action == "take-pile" and m not in takes]
            rest = [m for m in moves if m.action != "take-pile"]
            if rest:
                out[zone] = rest
        if takes:
            out["discard"] = takes + out.get("discard", [])
        return out

    def refusal(self, cards: Sequence[Card], zone: str | None, places: Iterable[str]) -> str:
        if zone in self.table.pile_rects:
            return self.table.words.pile_refusal(cards, zone)
        return super().refusal(cards, zone, places)



def squared_discard(zone: str, cards: list[Card]) -> list[Card | None]:
    """The discard pile is squared: only its top card shows, every card under
    it is a back for every viewer (the table's ``conceal``)."""
    if zone == "discard" and cards:
        return [None] * (len(cards) - 1) + [cards[-1]]
    return list(cards)

class FortuneTable(Table):
    """The Fortune Rummy table scene (see the module doc)."""

    SOUNDS = {**Table.SOUNDS, "add": "place", "take-pile": "draw"}

    def __init__(self, app, session: ShownSession, perspective: Perspective, **options: Any) -> None:
        super().__init__(app, session, perspective, words=FortuneWords, painter=FortunePainter,
                         drag=FortuneDrops, conceal=squared_discard, card_width=card_width,
                         **options)
        self.meld_rects: dict[int, pygame.Rect] = {}
        self.pile_rects: dict[str, pygame.Rect] = {}
        self._pending: Move | None = None
        self._geo: tuple[tuple, Geometry] | None = None

    # What the viewer sees -------------------------------------------------------
    def sync(self, events: Sequence[Event], animate: bool = True, stagger: float = 0.0) -> None:
        """The base's sync; a stock rebuilt from the pile is also said in words."""
        for ev in events:
            if ev.kind == "reshuffle" and ev.text:
                self.log.add(None, ev.text)
                self.app.toast(ev.text)
        super().sync(events, animate, stagger)

    # Layout ---------------------------------------------------------------------
    @property
    def geo(self) -> Geometry:
        """The table's regions for the current size and bottom seat (cached)."""
        keep_right = coach_width(self) if self.coach else 0      # a lesson's coach beside the row
        key = (self.size, self.theme.unit, self.sight.bottom_seat, self.match.num_players, keep_right)
        if self._geo is None or self._geo[0] != key:
            order = seat_order(self.sight.bottom_seat, self.match.num_players)
            self._geo = (key, geometry(self.size, self.theme.unit, order, keep_right))
        return self._geo[1]

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        geo = self.geo
        if seat == self.sight.bottom_seat:
            return geo.hand_center
        return self.backs_center(geo, seat)

    def backs_center(self, geo: Geometry, seat: int) -> tuple[float, float]:
        if self.perspective.face_up:
            return self._shown_hand_box(geo, seat).center
        pod = geo.pods[seat]
        cw = self.card_w * POD_SCALE
        return pod.x + self.theme.px(12) + cw / 2 + cw * 0.12 * 2, \
            pod.y + geo.header_h + cw * CARD_ASPECT / 2

    def hand_top(self) -> float:
        return self.geo.hand_top

    def coach_room(self) -> pygame.Rect:
        """The room of a lesson's coach or the open log (the shared parts'
        hook): the top right, right of the opponents' pods and above your
        meld band; when the pods leave it narrow (a table of three or more),
        the open middle right of the discard pile, where the log's newest
        lines go while the log is shut, if that holds more lines of words."""
        t = self.theme
        geo = self.geo
        room = super().coach_room()
        left = max([room.left] + [pod.right + t.px(12) for pod in geo.pods.values()])
        bottom = min(room.bottom, geo.mine.top - t.px(8))
        room = pygame.Rect(left, room.top, max(0, room.right - left), max(0, bottom - room.top))
        pile = self.pile_rects.get("discard")
        if (room.w >= t.px(ROOM_WIDE) and room.h >= t.px(ROOM_MIN[1])) or pile is None:
            return room
        middle = pygame.Rect(geo.piles)
        middle.left = max(pile.right, self.painter.label_rects()["discard"].right) + t.px(24)
        middle.w = max(0, geo.piles.right - t.px(8) - middle.left)
        return max((room, middle), key=lambda r: max(0, r.w - t.px(32)) * max(0, r.h - t.px(64)))

    def _shown_hand_box(self, geo: Geometry, seat: int) -> pygame.Rect:
        """With every hand face up, where a pod's hand goes: the left half
        of the pod under its header, as its backs do (its melds take the right half)."""
        t = self.theme
        pod = geo.pods[seat]
        return pygame.Rect(pod.x + t.px(10), pod.y + geo.header_h, (pod.w - t.px(20)) // 2,
                           pod.h - geo.header_h - t.px(8))

    def meld_area(self, geo: Geometry, seat: int) -> pygame.Rect:
        """Where ``seat``'s melds go (in a pod, right of its backs or of its
        face-up hand)."""
        t = self.theme
        if seat == self.sight.bottom_seat:
            r = geo.mine
            return pygame.Rect(r.x + t.px(12), r.y + t.px(26), r.w - t.px(24), r.h - t.px(30))
        pod = geo.pods[seat]
        if self.perspective.face_up:
            hand = self._shown_hand_box(geo, seat)
            left = hand.right + t.px(12)
            return pygame.Rect(left, hand.y, pod.right - t.px(10) - left, hand.h)
        left = pod.x + t.px(24) + self.card_w * POD_SCALE * 1.5
        return pygame.Rect(round(left), pod.y + geo.header_h,
                           round(pod.right - t.px(10) - left), pod.h - geo.header_h - t.px(8))

    def plate_rect(self) -> pygame.Rect:
        """The bottom seat's plate (bottom left)."""
        t = self.theme
        rect = pygame.Rect(0, 0, t.px(190), t.px(50))
        rect.center = (t.px(112), self.size[1] - t.px(40))
        return rect

    def plate_center(self, seat: int) -> tuple[float, float]:
        """The shared parts' hook: the thinking dots are drawn 36 design
        pixels above this point, so they land on :meth:`thinking_spot`
        (score pop-ups rise from here too)."""
        x, y = self.thinking_spot(seat)
        return x, y + self.theme.px(36)

    def thinking_spot(self, seat: int) -> tuple[float, float]:
        """The centre of a deciding seat's thinking dots: in a pod, right
        after "thinking" on the header's second line (the line keeps room
        for them); for the bottom seat, right of its "cards in hand" line."""
        t = self.theme
        obs = self.sight.observation()
        if seat == self.sight.bottom_seat or seat not in self.geo.pods or obs is None:
            line = self.painter.hand_count_rect()
            return line.right + t.px(6) + dots_half(t), line.centery
        name_x, _room, info = self.painter.pod_header(seat, obs)
        line = self.painter.pod_info_rect(seat, info, name_x)
        return line.right + t.px(6) + dots_half(t), line.centery

    def hand_span(self) -> float:
        """The most the viewer's hand fans across, centred on its place: the
        window less room for the plate left of it and the log's lines right."""
        return max(self.card_w * 2, self.size[0] - 2 * self.theme.px(250) - self.card_w)

    def hand_right(self) -> float:
        """Where the viewer's hand ends on the right once its cards are in
        their places (as :meth:`slots` fans them; cards in flight aside)."""
        n = len(self.sight.view().get(f"hand:{self.sight.bottom_seat}", []))
        step = min(self.card_w * HAND_SPREAD, self.hand_span() / (n - 1)) if n > 1 else 0
        return self.geo.hand_center[0] + step * (n - 1) / 2 + self.card_w / 2

    def slots(self, view: Mapping[str, list[Card | None]]) -> list[Slot]:
        geo = self.geo
        w, h = self.size
        cw, t = self.card_w, self.theme
        out: list[Slot] = []
        n = self.match.num_players
        for seat in range(n):
            cards = view.get(f"hand:{seat}", [])
            zone = f"hand:{seat}"
            if seat == self.sight.bottom_seat:
                ax, ay = geo.hand_center
                out += board.fan(zone, cards, ax, ay, max_width=self.hand_span(), spread=cw * HAND_SPREAD,
                                pickable=self.sight.viewer == seat)
            elif self.perspective.face_up:
                box = self._shown_hand_box(geo, seat)
                fit = fit_hand(len(cards), box, cw, CARD_ASPECT, t.unit, POD_SCALE)
                out += hand_slots(zone, cards, fit, z0=60)
            else:
                bx, by = self.backs_center(geo, seat)
                shown = cards[:POD_BACKS]
                step = cw * POD_SCALE * 0.12
                out += [Slot(zone, card, bx + (i - (len(shown) - 1) / 2) * step, by,
                             angle=(i - (len(shown) - 1) / 2) * 4, scale=POD_SCALE, z=60 + i)
                        for i, card in enumerate(shown)]
        # the piles
        p = geo.piles
        sc = geo.pile_scale
        label_w = t.font(th.SMALL, True).size("Discard pile · 000")[0]
        gap = max(cw * sc * 0.5, label_w - cw * sc + t.px(16))
        cy = p.y + cw * sc * CARD_ASPECT / 2 + t.px(4)
        sx = geo.piles_cx - gap / 2 - cw * sc / 2
        dx = geo.piles_cx + gap / 2 + cw * sc / 2
        out += board.stack(self.card_w, "stock", view.get("stock", []), sx, cy, scale=sc)
        out += board.stack(self.card_w, "discard", view.get("discard", []), dx, cy, scale=sc, z0=150)
        size = (round(cw * sc), round(cw * sc * CARD_ASPECT))
        self.pile_rects = {"stock": pygame.Rect(0, 0, *size), "discard": pygame.Rect(0, 0, *size)}
        self.pile_rects["stock"].center = (round(sx), round(cy))
        self.pile_rects["discard"].center = (round(dx), round(cy))
        # the melds, grouped by owner
        obs = self.sight.observation()
        self.meld_rects = {}
        by_owner: dict[int, list[int]] = {}
        for i, (owner, _cards) in enumerate(obs.melds if obs else ()):
            by_owner.setdefault(owner, []).append(i)
        for owner, indices in by_owner.items():
            mine = owner == self.sight.bottom_seat
            area = self.meld_area(geo, owner)
            scales = (MINE_SCALE, POD_SMALL) if mine else (POD_SCALE, POD_SMALL)
            melds = [display_order([c for c in view[f"meld:{i}"] if c is not None])
                     for i in indices]
            places = pack_melds(area, [len(m) for m in melds], cw, scales, t.px(10))
            for i, cards, place in zip(indices, melds, places):
                self.meld_rects[i] = place.rect(len(cards), cw)
                out += [Slot(f"meld:{i}", card, place.x + k * place.step, place.y,
                             scale=place.scale, z=300 + i * 20 + k)
                        for k, card in enumerate(cards)]
        return out

    # Moves ----------------------------------------------------------------------
    @property
    def phase(self) -> str | None:
        obs = self.sight.observation()
        return None if obs is None else obs.phase

    def candidate_moves(self) -> list[Move]:
        """The base's moves for exactly the selected cards; with nothing
        selected while taking, drawing and the best ways to take the pile
        (each names the meld its top card goes into)."""
        moves = super().candidate_moves()
        if self.session.human_turn and not self.selected and self.phase == "take":
            takes = [m for m in self.legal if m.action == "take-pile"]
            takes.sort(key=lambda m: (sum(c.rank == 2 for c in m.cards), -len(m.cards)))
            moves = moves + takes[:TAKE_OFFERS]
        return moves

    def choose(self, move: Move) -> None:
        """An action button was pressed: play its move on the next update.
        (Playing it at once would rebuild the buttons inside the focus
        group's own click handling, which then focuses a button index that
        may no longer exist.)"""
        self._pending = move

    def update(self, dt: float) -> None:
        if self._pending is not None and not self.busy:   # waits for an animation to end
            pending, self._pending = self._pending, None
            if self.session.human_turn:
                super().choose(pending)
        super().update(dt)

    def wake_in(self) -> float | None:
        return soonest(super().wake_in(), 0.0 if self._pending is not None else None)

    def on_undo(self) -> None:
        """A move was taken back: a move queued for the next update (a
        button pressed in the same frame) belongs to the undone position
        and is dropped, as is a half-made double-click."""
        super().on_undo()
        self._pending = None
        self._last_click = (None, 0.0)

    def attempt(self, move: Move) -> bool:
        """Play ``move`` for the human to act if the engine allows it, else
        refuse it with the engine's reason (:meth:`why_not`). True when
        played (or sent to the confirm dialog)."""
        if not self.session.human_turn or self.match.state is None or self.busy:
            return False
        reason = self.words.why_not(move)
        if reason is not None:
            self.line.refuse(reason)
            return False
        super().choose(Move(move.action, sorted_cards(move.cards), move.zone, move.index))
        return True

    # Input ----------------------------------------------------------------------
    def toggle(self, sprite) -> None:
        self.line.text = ""
        super().toggle(sprite)

    def pointer(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.session.human_turn
                and not self.busy and self.click(event.pos)):
            return
        super().pointer(event)

    def double_clicked(self, sprite) -> bool:
        """A double-click discards the card (the engine refuses it in the take phase)."""
        if sprite.card is None:
            return False
        self.selected = [sprite]
        self.refresh_actions()
        self.attempt(Move("discard", (sprite.card,)))
        return True

    def click(self, pos: tuple[int, int]) -> bool:
        """A left click on the piles, a meld or the meld band; True when used here."""
        if self.sprite_at(pos) is not None:
            return False
        if self.pile_rects.get("stock", pygame.Rect(0, 0, 0, 0)).collidepoint(pos):
            self.attempt(Move("draw"))
            return True
        if self.pile_rects.get("discard", pygame.Rect(0, 0, 0, 0)).collidepoint(pos):
            self.use_pile()
            return True
        for index, rect in self.meld_rects.items():
            if rect.collidepoint(pos):
                self.add_to(index)
                return True
        if self.geo.mine.collidepoint(pos) and self.selected:
            self.attempt(Move("meld", Showing.of(self).chosen))
            return True
        return False

    def take_key(self) -> None:
        """T: with no card selected, the first take-the-pile button's move
        (the key each of them shows reaches the first, as a gin-family key does);
        else as a click on the pile."""
        offers = [m for m in self.candidate_moves() if m.action == "take-pile"]
        if offers and not Showing.of(self).chosen:
            self.attempt(offers[0])
        else:
            self.use_pile()

    def use_pile(self) -> None:
        """The discard pile was clicked (or T / X pressed): take it with the
        selected cards as the meld for its top card, or discard onto it."""
        chosen = Showing.of(self).chosen
        top = Showing.of(self).top("discard")
        if self.phase == "take":
            if not chosen:
                self.line.refuse(self.app.language.gettext(
                    "To take the pile, choose the meld for the {card}: select two or more cards that meld "
                    "with it, then click the pile.", card=card_name(top, ALONE, self.app.language))
                    if top else self.app.language.gettext(
                        "To take the pile, choose the meld for its top card: select two or more cards that "
                        "meld with it, then click the pile."))
                return
            self.attempt(Move("take-pile", chosen))
            return
        if len(chosen) == 1:
            self.attempt(Move("discard", chosen))
        elif not chosen:
            self.line.refuse(self.app.language.gettext("Select the card to discard, then click the pile "
                                                       "(or double-click it)."))
        else:
            self.line.refuse(self.app.language.gettext("Discard exactly one card."))

    def add_to(self, index: int) -> None:
        """A meld was clicked: add the selected cards to it."""
        chosen = Showing.of(self).chosen
        if not chosen:
            obs = self.sight.observation()
            if obs is not None and obs.melds[index][0] != self.sight.viewer:
                self.line.refuse(self.app.language.gettext("That is another player's meld: you may add "
                                                           "cards only to your own."))
            else:
                self.line.refuse(self.app.language.gettext("Select the cards to add, then click the meld."))
            return
        self.attempt(Move("add", chosen, "meld", index))

    def add_anywhere(self) -> None:
        """Add the selection to the first own meld that takes it."""
        chosen = sorted_cards(Showing.of(self).chosen)
        for move in self.legal:
            if move.action == "add" and Counter(move.cards) == Counter(chosen):
                self.attempt(move)
                return
        obs = self.sight.observation()
        own = [i for i, (o, _) in enumerate(obs.melds if obs else ()) if o == self.sight.viewer]
        if not chosen:
            self.line.refuse(self.app.language.gettext("Select the cards to add to one of your melds."))
        elif not own:
            self.line.refuse(self.app.language.gettext("You have no melds to add to yet: meld first."))
        else:
            self.attempt(Move("add", chosen, "meld", own[0]))

    def key_actions(self) -> dict[Act, Callable[[], None]]:
        return {**super().key_actions(),
                Act.DRAW: lambda: self.attempt(Move("draw")),
                Act.TAKE: self.take_key,
                Act.MELD: lambda: self.attempt(Move("meld", Showing.of(self).chosen)),
                Act.LAY_OFF: self.add_anywhere,
                Act.DISCARD: self.discard_selected}

    def discard_selected(self) -> None:
        """Discard the one selected card (X)."""
        chosen = Showing.of(self).chosen
        if self.phase == "take":
            self.line.refuse(self.app.language.gettext("Take a card first: draw from the stock or take the "
                                                       "discard pile."))
        elif len(chosen) != 1:
            self.line.refuse(self.app.language.gettext("Select exactly one card to discard."))
        else:
            self.attempt(Move("discard", chosen))

TABLE = FortuneTable
