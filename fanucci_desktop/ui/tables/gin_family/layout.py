"""Where the gin-family tables (Fan Rummy, Gin Rummy) put their players'
cards: pure geometry shared by their ``layout`` modules.

The opponent's hand runs along the top (backs, with the cards they were
seen taking from the table at its left), the bottom seat's hand is fanned
at the bottom with a gap after each meld (the melds of its best
arrangement are kept in the geometry, for the painter to mark, also when
the player arranged the hand themselves), and at the end of the hand both
are laid out in groups: the melds of the player who went out with the
cards laid off on them standing a little higher, their deadwood, and the
other player's hand in its best arrangement. :func:`place_seats` places all
that and the seat plates; each game's layout fills the middle band.

A layout is given a :class:`Room` -- the window's and the cards' sizes
and the public facts of the hand -- and the view (every zone's cards as the
viewer may see them, None for a back); it never reads the table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

import pygame

from ....engine.cards import Card
from ....games.gin_melds.arrangement import best_arrangement
from ....games.gin_melds.melds import INDEX, card_value, is_valid_meld
from ....i18n import Language
from ....words import YOU, shown_name
from ... import theme as th
from ..frame import board
from ..frame.board import Slot

#: Scale of the opponent's hand of backs, and of their laid-out groups.
TOP_BACKS_SCALE = 0.5
TOP_GROUPS_SCALE = 0.62
#: Scale of the bottom seat's laid-out groups at the end of the hand.
BOTTOM_GROUPS_SCALE = 0.8
#: How much higher a card laid off on a meld stands (part of its height).
LAID_OFF_RISE = 0.12
#: The narrowest room for the opponent's laid-out row between the title and
#: the tools, in its cards' widths; in less the row lies under them.
TOP_ROW_CARDS = 6.3
#: Size of a seat plate in design pixels (shared with the HUD).
PLATE_W, PLATE_H = 214, 54


@dataclass
class Label:
    """A caption on the table: ``anchor`` is a pygame.Rect attribute."""

    text: str
    x: float
    y: float
    size: int = th.TINY
    color: tuple[int, int, int] = th.MUTED
    anchor: str = "midbottom"
    bold: bool = False
    #: The most room it may take, centred on ``x`` and moved by ``shift``
    #: (None: as wide as it is): cut there, whole under the pointer.
    width: float | None = None
    shift: float = 0.0

    def box(self) -> pygame.Rect | None:
        """The room as a box for :meth:`Theme.blit_text` (only its left and right count)."""
        if self.width is None:
            return None
        return pygame.Rect(round(self.x + self.shift - self.width / 2), round(self.y), max(1, round(self.width)), 1)

    def extent(self, theme: th.Theme) -> pygame.Rect:
        """Where the caption is drawn: inside its room, if it has one."""
        w = theme.width(self.text, self.size, self.bold)
        rect = pygame.Rect(0, 0, w, theme.font(self.size, self.bold).get_height())
        setattr(rect, self.anchor, (round(self.x), round(self.y)))
        box = self.box()
        if box is not None:
            rect.w = min(rect.w, box.w)
            rect.x = min(max(rect.x, box.x), box.right - rect.w)
        return rect


@dataclass
class Geometry:
    """What the HUD and the hit tests need from a layout: click targets of
    zones (``targets``: a pile, 'meld:<i>', ...), empty-place outlines,
    captions, the game's information panel (``info``), the seat-plate
    centres, the cards seen taken by the opponent (``took``), the middle
    band (its top and bottom, and the scale of its cards) and the melds of
    the bottom seat's held hand in its best arrangement (``hand_melds``;
    none while it is hidden or laid out)."""

    targets: dict[str, pygame.Rect] = field(default_factory=dict)
    outlines: list[pygame.Rect] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    info: pygame.Rect = field(default_factory=pygame.Rect)
    plates: dict[int, tuple[float, float]] = field(default_factory=dict)
    took: list[tuple[Card, pygame.Rect]] = field(default_factory=list)
    band: tuple[float, float] = (0.0, 0.0)
    band_scale: float = 1.0
    hand_melds: list[tuple[Card, ...]] = field(default_factory=list)


@dataclass(frozen=True)
class Room:
    """What a gin-family layout is given: sizes and public facts, never the table."""

    #: Design pixels and the fonts captions are measured in.
    theme: th.Theme
    #: The window, and a card at scale 1.
    size: tuple[int, int]
    card_w: float
    card_h: float
    #: Each seat's name, by seat.
    names: tuple[str, ...]
    #: The seat drawn at the bottom, and its hand's centre.
    bottom: int
    anchor: tuple[float, float]
    #: The bottom seat's observation of the hand (None before the deal).
    obs: Any
    #: True when the person at the table may pick the bottom hand's cards now.
    hand_pickable: bool
    #: True when that person arranged their hand themselves (no melds-first order).
    custom_order: bool
    #: The seat the table says "you" to (None: nobody).
    you: int | None
    #: Zones whose top card may be picked now.
    pickable: frozenset[str]
    #: The left edge of the tool buttons (the opponent's row stays left of it).
    tools_left: float
    #: The top of the action bar (the middle band ends above its prompt).
    action_top: float
    #: The right edge of the table's title lines (the opponent's row stays right of it).
    title_right: float = 0.0
    #: How wide the game's knock panel must be for its words (0: no need of its own).
    info_w: float = 0.0
    #: True when every hand is face up (Replay, Watch): the top hand is laid out in groups.
    face_up: bool = False
    #: The language the captions speak.
    language: Language = field(default_factory=Language)

    def stack(self, zone: str, cards: Sequence[Card | None], x: float, y: float,
              scale: float = 1.0, z0: float = 100.0, shown: int = 5) -> list[Slot]:
        """A squared pile (:func:`..frame.board.stack`)."""
        return board.stack(self.card_w, zone, cards, x, y, scale, z0, shown)


def card_rect(x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A card-sized rectangle centred on (x, y)."""
    r = pygame.Rect(0, 0, round(w), round(h))
    r.center = (round(x), round(y))
    return r


def squared_pile(room: Room, geo: Geometry, zone: str, cards: Sequence[Card | None], x: float, y: float,
                 scale: float, z0: float) -> list[Slot]:
    """A squared pile of ``zone`` centred at (``x``, ``y``): its slots (pickable
    while the zone gives a card now), its click target, and its outline while empty."""
    out = [Slot(s.zone, s.card, s.x, s.y, scale=scale, z=s.z, pickable=zone in room.pickable)
           for s in room.stack(zone, cards, x, y, scale=scale, z0=z0)]
    geo.targets[zone] = card_rect(x, y, room.card_w * scale, room.card_h * scale)
    if not cards:
        geo.outlines.append(geo.targets[zone])
    return out


def group_label(zone: str, cards: Sequence[Card | None], laid: int = 0,
                language: Language = Language()) -> tuple[str, ...]:
    """The caption over a laid-out group in ``language``, longest form
    first, then shorter ones for a narrow window: ('Meld 2 · run · 1 laid
    off', 'Meld 2 · 1 laid off', 'Meld 2'), ('Set',), ('Deadwood 7', '7')."""
    gettext = language.gettext
    known = [c for c in cards if c is not None]
    if zone == "deadwood" or not known or not is_valid_meld(known):
        points = language.number(sum(card_value(c) for c in known))
        return (gettext("Deadwood {points}", points=points), points)
    is_set = len({c.rank for c in known}) == 1
    if not zone.startswith("meld:"):
        return (gettext("Set") if is_set else gettext("Run"),)
    number = int(zone.split(':')[1]) + 1
    name = gettext("Meld {number}", number=number)
    kind = gettext("set") if is_set else gettext("run")
    if not laid:
        return tuple(dict.fromkeys((gettext("{meld} · {kind}", meld=name, kind=kind), name)))
    extra = language.ngettext("{n} laid off", "{n} laid off", laid)
    return tuple(dict.fromkeys((gettext("{meld} · {kind} · {laid}", meld=name, kind=kind, laid=extra),
                                gettext("{meld} · {laid}", meld=name, laid=extra), name)))


def laid_off_cards(room: Room) -> set[Card]:
    """The cards laid off on the table melds (public)."""
    return {c for c, _ in room.obs.laid_off} if room.obs is not None else set()


def groups_row(room: Room, groups: Sequence[tuple[str, Sequence[Card | None]]],
               cx: float, cy: float, scale: float, max_w: float, geo: Geometry,
               z0: float) -> tuple[list[Slot], float]:
    """Groups of cards side by side, each slightly fanned, centred on
    (cx, cy) and no wider than ``max_w``; captions above each group; cards
    laid off on a meld stand a little higher. Returns the slots and the
    row's width."""
    cw = room.card_w * scale
    ch = room.card_h * scale
    gap = cw * 0.3
    sizes = [len(cards) for _, cards in groups if cards]
    groups = [(z, c) for z, c in groups if c]
    if not groups:
        return [], 0.0
    step = cw * 0.42
    fixed = cw * len(groups) + gap * (len(groups) - 1)
    overlaps = sum(n - 1 for n in sizes)
    if overlaps and fixed + step * overlaps > max_w:
        step = max(cw * 0.2, (max_w - fixed) / overlaps)
    laid = laid_off_cards(room)
    font = room.theme.font(th.TINY)
    mines = [[c for c in cards if c in laid] if zone.startswith("meld:") else [] for zone, cards in groups]
    forms = [group_label(z, c, len(mine), room.language) for (z, c), mine in zip(groups, mines)]
    captions = [said[0] for said in forms]
    # a group takes the room of its caption when that is wider than its cards,
    # as long as the row still fits; else each caption takes its longest form
    # that fits over its cards
    spans = [max(cw + step * (len(c) - 1), font.size(text)[0] + room.theme.px(6))
             for (_, c), text in zip(groups, captions)]
    if sum(spans) + gap * (len(groups) - 1) > max_w:
        spans = [cw + step * (len(c) - 1) for _, c in groups]
        captions = [room.theme.first_fitting(said, round(span + gap * 0.8), th.TINY)
                    for said, span in zip(forms, spans)]
    total = sum(spans) + gap * (len(groups) - 1)
    x = cx - total / 2
    out: list[Slot] = []
    z = z0
    rise = ch * LAID_OFF_RISE
    for (zone, cards), mine, caption, span in zip(groups, mines, captions, spans):
        width = cw + step * (len(cards) - 1)
        x0 = x + (span - width) / 2
        for i, card in enumerate(cards):
            out.append(Slot(zone, card, x0 + cw / 2 + i * step, cy - (rise if card in mine else 0),
                            scale=scale, z=z))
            z += 1
        rect = pygame.Rect(round(x0), round(cy - ch / 2), round(width), round(ch))
        if zone.startswith("meld:"):
            geo.targets[zone] = rect
        top = cy - ch / 2 - (rise if mine else 0)
        geo.labels.append(Label(caption, x + span / 2, top - room.theme.px(3), th.TINY, th.TEXT,
                                width=span + gap * 0.8))
        x += span + gap
    return out, total


def give_labels_room(room: Room, geo: Geometry) -> None:
    """Each caption kept narrow (a :attr:`Label.width`) but wider than
    that takes the room it needs where it then meets no other caption, no
    click target, no knock panel, neither the title nor the tool buttons
    (the band of the Menu button) and stays in the window: its ``width``
    grows to its text's, centred on it or else moved aside as little as
    may be (never off its own place). The narrow widths only keep
    neighbours apart; a caption that would meet one however it is moved
    keeps its width (and is cut there)."""
    t = room.theme
    window = pygame.Rect((0, 0), room.size)
    heads = [pygame.Rect(0, 0, round(room.title_right), t.px(60)),
             pygame.Rect(round(room.tools_left), 0, room.size[0], t.px(60))]
    for label in geo.labels:
        need = t.width(label.text, label.size, label.bold) + t.px(2)
        if label.width is None or need <= label.width:
            continue
        others = [o for o in [*(other.extent(t) for other in geo.labels if other is not label),
                              *geo.targets.values(), geo.info, *heads] if o.w and o.h]
        narrow = label.width
        label.width = need
        for shift in sorted(range(-need // 2, need // 2 + 1, t.px(4)), key=abs):
            label.shift = shift
            wide = label.extent(t)
            if window.contains(wide) and wide.collidelist(others) < 0:
                break
        else:
            label.width, label.shift = narrow, 0.0


def arranged_groups(cards: Sequence[Card]) -> list[list[Card]]:
    """A held hand as it is shown: its melds (best arrangement), then the
    deadwood from low to high (no group when there is none)."""
    return arranged(*best_arrangement(cards))


def arranged(melds: Sequence[Sequence[Card]], loose: Sequence[Card]) -> list[list[Card]]:
    """The groups of :func:`arranged_groups` from a best arrangement's ``melds`` and ``loose`` cards."""
    loose = sorted(loose, key=lambda c: (card_value(c), INDEX[c]))
    return [list(m) for m in melds] + ([loose] if loose else [])


def spread_groups(fan: list[Slot], sizes: Sequence[int], gap: float) -> list[Slot]:
    """Open a ``gap`` between the groups of a fan (sizes in order), keeping it centred."""
    if len(sizes) < 2 or sum(sizes) != len(fan):
        return fan
    shift = []
    for k, size in enumerate(sizes):
        shift += [k * gap] * size
    mid = (len(sizes) - 1) * gap / 2
    for slot, dx in zip(fan, shift):
        slot.x += dx - mid
    return fan


def took_strip(room: Room, geo: Geometry, cards: Sequence[Card], right: float, cy: float) -> None:
    """``cards``, which the viewer saw the opponent take face up and not
    yet back in view, small, ending at ``right``, with a caption; the
    oldest are left out when they do not fit."""
    obs = room.obs
    if not cards or obs is None:
        return
    t = room.theme
    mw = room.card_w * 0.36
    mh = mw * room.card_h / room.card_w
    took = room.names[1 - obs.seat]
    caption = t.fit(room.language.gettext("You took") if took == YOU else
                    room.language.gettext("{name} took", name=took), t.px(110), th.TINY, True)
    left = max(t.px(236), room.title_right + t.px(20)) + t.font(th.TINY, True).size(caption)[0] + t.px(8)
    avail = right - left
    if avail < mw:
        return
    cards = list(cards)[-(1 + int((avail - mw) / (mw * 0.45))):]
    step = mw * 0.62 if len(cards) == 1 else min(mw * 0.62, (avail - mw) / (len(cards) - 1))
    x0 = right - mw - step * (len(cards) - 1)
    geo.took = [(c, card_rect(x0 + mw / 2 + i * step, cy, mw, mh)) for i, c in enumerate(cards)]
    geo.labels.append(Label(caption, x0 - t.px(8), cy, th.TINY, th.MUTED, anchor="midright",
                            bold=True))


def seat_groups(room: Room, seat: int, view: Mapping[str, list[Card | None]]
                ) -> list[tuple[str, Sequence[Card | None]]] | None:
    """The groups a seat's cards are shown in at the end of the hand: the
    melds and deadwood of the player who went out, or the other player's
    shown hand in its best arrangement; with every hand face up, the top
    seat's held hand melds first; None while the seat's hand is still held
    (fanned)."""
    state = room.obs
    cards = view.get(f"hand:{seat}", [])
    if state is not None and state.out_player is not None and state.ending != "dead":
        if seat == state.out_player:
            melds = sorted((z for z in view if z.startswith("meld:")), key=lambda z: int(z[5:]))
            return [(z, view[z]) for z in melds] + [("deadwood", view.get("deadwood", []))]
        if state.phase == "over" and None not in cards:
            shown, loose = best_arrangement([c for c in cards if c is not None])
            return [(f"hand:{seat}", m) for m in shown] + [(f"hand:{seat}", loose)]
    if room.face_up and seat != room.bottom and cards and None not in cards:
        return [(f"hand:{seat}", g) for g in arranged_groups(cards)]    # type: ignore[arg-type]
    return None


def place_seats(room: Room, view: Mapping[str, list[Card | None]], geo: Geometry,
                took: Sequence[Card]) -> tuple[list[Slot], float]:
    """Both players' cards and plates: the opponent along the top between
    the title and the tool buttons (``took``: the cards they were seen
    taking, at its left), the bottom seat's hand at the bottom; laid out
    in groups once the hand ends. Returns the slots and the top of the
    middle band (below the taller of the two top rows, so the middle stays
    put when the hands are laid out)."""
    t = room.theme
    w, h = room.size
    cw, ch = room.card_w, room.card_h
    slots: list[Slot] = []
    bottom = room.bottom
    top = 1 - bottom
    plate_w = t.px(PLATE_W)
    side = t.px(16) + plate_w + t.px(16)      # room kept for the seat plates / menu
    pad = t.px(12)
    row_left = max(t.px(232), room.title_right + t.px(16))
    row_right = room.tools_left - t.px(12)
    row_x = (row_left + row_right) / 2
    # where the title and the tools leave too little room (long words), the
    # laid-out row lies under them, from the left edge to the plate at the right
    under = row_right - row_left < cw * TOP_GROUPS_SCALE * TOP_ROW_CARDS
    row_top = t.px(64) if under else pad
    top_groups = seat_groups(room, top, view)
    if top_groups is not None:
        sc = TOP_GROUPS_SCALE
        cy = row_top + t.px(16) + ch * sc / 2
        cy += ch * sc * LAID_OFF_RISE if laid_off_cards(room) else 0
        # the row stays clear of the title, the tools and the plate at the right
        if under:
            row_w = w - side - t.px(16)
            row_x = t.px(16) + row_w / 2
        else:
            row_w = min(row_right - row_left, w - 2 * (t.px(16) + plate_w))
        # a held hand shown face up is headed by its owner's name, at its left
        name = (shown_name(room.names[top], room.language)
                if room.face_up and room.obs is not None and room.obs.out_player is None else "")
        name_w = t.font(th.SMALL, True).size(name)[0] + t.px(10) if name else 0
        row, total = groups_row(room, top_groups, row_x, cy, sc, row_w - 2 * name_w, geo, z0=400)
        slots += row
        if name:
            geo.labels.append(Label(name, row_x - total / 2 - t.px(10), cy, th.SMALL, th.TEXT,
                                    anchor="midright", bold=True))
        top_bottom = cy + ch * sc / 2
    else:
        cards = view.get(f"hand:{top}", [])
        sc = TOP_BACKS_SCALE
        cy = pad + ch * sc / 2
        row = board.fan(f"hand:{top}", cards, row_x, cy,
                        max_width=min(w * 0.3, row_right - row_left - cw * sc), spread=cw * 0.16,
                        scale=sc, arc=4, z0=400)
        slots += row
        width = cw * sc + (max(s.x for s in row) - min(s.x for s in row) if row else 0)
        top_bottom = cy + ch * sc / 2 + cw * sc * 0.1
        took_strip(room, geo, took, row_x - width / 2 - t.px(24), cy)
    # the opponent's plate: top right, under the menu (and the table tools)
    geo.plates[top] = (w - t.px(16) - plate_w / 2, t.px(68) + t.px(PLATE_H) / 2)
    geo.plates[bottom] = (t.px(16) + plate_w / 2, h - t.px(16) - t.px(PLATE_H) / 2)
    ax, ay = room.anchor
    bottom_groups = seat_groups(room, bottom, view)
    hand_w = w - 2 * side - cw
    if bottom_groups is not None:
        row, _ = groups_row(room, bottom_groups, w / 2, ay + ch * 0.05, BOTTOM_GROUPS_SCALE,
                            hand_w, geo, z0=600)
        slots += row
    else:
        cards = view.get(f"hand:{bottom}", [])
        groups = [len(cards)]
        if cards and None not in cards:
            melds, loose = best_arrangement(cards)
            geo.hand_melds = [tuple(m) for m in melds]
            if not room.custom_order:
                shown = arranged(melds, loose)
                groups = [len(g) for g in shown]
                cards = [c for g in shown for c in g]
        pickable = room.hand_pickable
        gap = cw * 0.3
        fan = board.fan(f"hand:{bottom}", cards, ax, ay, max_width=hand_w - gap * (len(groups) - 1),
                        spread=cw * 0.52, pickable=pickable)
        slots += spread_groups(fan, groups, gap)
    shown_row = row_top + t.px(16) + ch * TOP_GROUPS_SCALE * (1 + LAID_OFF_RISE)
    return slots, max(top_bottom, shown_row) + t.px(8)
