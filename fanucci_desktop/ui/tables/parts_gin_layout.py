"""Where the gin-family tables (Fan Rummy, Gin Rummy) put their players'
cards: pure geometry shared by their ``layout`` modules.

The opponent's hand runs along the top (backs, with the cards they were
seen taking from the table at its left), the bottom seat's hand is fanned
at the bottom with a gap after each meld, and at the end of the hand both
are laid out in groups: the melds of the player who went out with the
cards laid off on them standing a little higher, their deadwood, and the
other player's hand in its best arrangement. :func:`place_seats` places all
that and the seat plates; each game's layout fills the middle band.

Only what the viewer may see is used: the cards come from ``Table.view()``
(None for a back) and the public facts of the hand (phase, who went out).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Mapping, Sequence

import pygame

from ...engine.cards import Card
from ...games.gin_melds.arrangement import best_arrangement
from ...games.gin_melds.melds import INDEX, card_value, is_valid_meld
from .. import theme as th
from . import board
from .board import Slot

if TYPE_CHECKING:
    from .parts_gin_table import GinTableParts

#: Scale of the opponent's hand of backs, and of their laid-out groups.
TOP_BACKS_SCALE = 0.5
TOP_GROUPS_SCALE = 0.62
#: Scale of the bottom seat's laid-out groups at the end of the hand.
BOTTOM_GROUPS_SCALE = 0.8
#: How much higher a card laid off on a meld stands (part of its height).
LAID_OFF_RISE = 0.12
#: Size of a seat plate in design pixels (shared with the HUD).
PLATE_W, PLATE_H = 200, 54


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
    #: The most room it may take, centred on ``x`` (None: as wide as it is):
    #: cut there, whole under the pointer.
    width: float | None = None

    def box(self) -> pygame.Rect | None:
        """The room as a box for :meth:`Theme.blit_text` (only its left and right count)."""
        if self.width is None:
            return None
        return pygame.Rect(round(self.x - self.width / 2), round(self.y), max(1, round(self.width)), 1)


@dataclass
class Geometry:
    """What the HUD and the hit tests need from a layout: click targets of
    zones (``targets``: a pile, 'meld:<i>', ...), empty-place outlines,
    captions, the game's information panel (``info``), the seat-plate
    centres, the cards seen taken by the opponent (``took``) and the middle
    band (its top and bottom, and the scale of its cards)."""

    targets: dict[str, pygame.Rect] = field(default_factory=dict)
    outlines: list[pygame.Rect] = field(default_factory=list)
    labels: list[Label] = field(default_factory=list)
    info: pygame.Rect = field(default_factory=pygame.Rect)
    plates: dict[int, tuple[float, float]] = field(default_factory=dict)
    took: list[tuple[Card, pygame.Rect]] = field(default_factory=list)
    band: tuple[float, float] = (0.0, 0.0)
    band_scale: float = 1.0


def card_rect(x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A card-sized rectangle centred on (x, y)."""
    r = pygame.Rect(0, 0, round(w), round(h))
    r.center = (round(x), round(y))
    return r


def group_label(zone: str, cards: Sequence[Card | None], laid: int = 0) -> str:
    """The caption over a laid-out group: 'Meld 2 · run · 1 laid off',
    'Set', 'Deadwood 7'."""
    known = [c for c in cards if c is not None]
    if zone == "deadwood" or not known or not is_valid_meld(known):
        return f"Deadwood {sum(card_value(c) for c in known)}"
    kind = "set" if len({c.rank for c in known}) == 1 else "run"
    if not zone.startswith("meld:"):
        return kind.capitalize()
    extra = f" · {laid} laid off" if laid else ""
    return f"Meld {int(zone.split(':')[1]) + 1} · {kind}{extra}"


def laid_off_cards(table: "GinTableParts") -> set[Card]:
    """The cards laid off on the table melds (public)."""
    state = table.observation()
    return {c for c, _ in state.laid_off} if state is not None else set()


def groups_row(table: "GinTableParts", groups: Sequence[tuple[str, Sequence[Card | None]]],
               cx: float, cy: float, scale: float, max_w: float, geo: Geometry,
               z0: float) -> tuple[list[Slot], float]:
    """Groups of cards side by side, each slightly fanned, centred on
    (cx, cy) and no wider than ``max_w``; captions above each group; cards
    laid off on a meld stand a little higher. Returns the slots and the
    row's width."""
    cw = table.card_w * scale
    ch = table.card_h * scale
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
    laid = laid_off_cards(table)
    font = table.theme.font(th.TINY)
    mines = [[c for c in cards if c in laid] if zone.startswith("meld:") else [] for zone, cards in groups]
    captions = [group_label(z, c, len(mine)) for (z, c), mine in zip(groups, mines)]
    # a group takes the room of its caption when that is wider than its cards,
    # as long as the row still fits
    spans = [max(cw + step * (len(c) - 1), font.size(text)[0] + table.theme.px(6))
             for (_, c), text in zip(groups, captions)]
    if sum(spans) + gap * (len(groups) - 1) > max_w:
        spans = [cw + step * (len(c) - 1) for _, c in groups]
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
        geo.labels.append(Label(caption, x + span / 2, top - table.theme.px(3), th.TINY, th.TEXT,
                                width=span + gap * 0.8))
        x += span + gap
    return out, total


def arranged_groups(cards: Sequence[Card]) -> list[list[Card]]:
    """A held hand as it is shown: its melds (best arrangement), then the
    deadwood from low to high (no group when there is none)."""
    melds, loose = best_arrangement(cards)
    loose = sorted(loose, key=lambda c: (card_value(c), INDEX[c]))
    return list(melds) + ([loose] if loose else [])


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


def took_strip(table: "GinTableParts", geo: Geometry, cards: Sequence[Card], right: float,
               cy: float) -> None:
    """``cards``, which the viewer saw the opponent take face up and not
    yet back in view, small, ending at ``right``, with a caption; the
    oldest are left out when they do not fit."""
    obs = table.observation()
    if not cards or obs is None:
        return
    t = table.theme
    mw = table.card_w * 0.36
    mh = mw * table.card_h / table.card_w
    caption = t.fit(f"{table.seats[1 - obs.seat].name} took", t.px(110), th.TINY, True)
    left = t.px(236) + t.font(th.TINY, True).size(caption)[0] + t.px(8)
    avail = right - left
    if avail < mw:
        return
    cards = list(cards)[-(1 + int((avail - mw) / (mw * 0.45))):]
    step = mw * 0.62 if len(cards) == 1 else min(mw * 0.62, (avail - mw) / (len(cards) - 1))
    x0 = right - mw - step * (len(cards) - 1)
    geo.took = [(c, card_rect(x0 + mw / 2 + i * step, cy, mw, mh)) for i, c in enumerate(cards)]
    geo.labels.append(Label(caption, x0 - t.px(8), cy, th.TINY, th.MUTED, anchor="midright",
                            bold=True))


def seat_groups(table: "GinTableParts", seat: int, view: Mapping[str, list[Card | None]]
                ) -> list[tuple[str, Sequence[Card | None]]] | None:
    """The groups a seat's cards are shown in at the end of the hand: the
    melds and deadwood of the player who went out, or the other player's
    shown hand in its best arrangement; None while the seat's hand is still
    held (fanned)."""
    state = table.observation()
    if state is None or state.out_player is None or state.ending == "dead":
        return None
    if seat == state.out_player:
        melds = sorted((z for z in view if z.startswith("meld:")), key=lambda z: int(z[5:]))
        return [(z, view[z]) for z in melds] + [("deadwood", view.get("deadwood", []))]
    cards = view.get(f"hand:{seat}", [])
    if not state.phase == "over" or any(c is None for c in cards):
        return None
    melds, loose = best_arrangement([c for c in cards if c is not None])
    zone = f"hand:{seat}"
    return [(zone, m) for m in melds] + [(zone, loose)]


def place_seats(table: "GinTableParts", view: Mapping[str, list[Card | None]], geo: Geometry,
                took: Sequence[Card]) -> tuple[list[Slot], float]:
    """Both players' cards and plates: the opponent along the top between
    the title and the tool buttons (``took``: the cards they were seen
    taking, at its left), the bottom seat's hand at the bottom; laid out
    in groups once the hand ends. Returns the slots and the top of the
    middle band (below the taller of the two top rows, so the middle stays
    put when the hands are laid out)."""
    t = table.theme
    w, h = table.size
    cw, ch = table.card_w, table.card_h
    slots: list[Slot] = []
    bottom = table.bottom_seat
    top = 1 - bottom
    plate_w = t.px(PLATE_W)
    side = t.px(16) + plate_w + t.px(16)      # room kept for the seat plates / menu
    pad = t.px(12)
    row_left = t.px(232)
    row_right = min(b.rect.left for b in table.tools) - t.px(12)
    row_x = (row_left + row_right) / 2
    top_groups = seat_groups(table, top, view)
    if top_groups is not None:
        sc = TOP_GROUPS_SCALE
        cy = pad + t.px(16) + ch * sc / 2
        cy += ch * sc * LAID_OFF_RISE if laid_off_cards(table) else 0
        # the row stays clear of the title, the tools and the plate at the right
        room = min(row_right - row_left, w - 2 * (t.px(16) + plate_w))
        row, _ = groups_row(table, top_groups, row_x, cy, sc, room, geo, z0=400)
        slots += row
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
        took_strip(table, geo, took, row_x - width / 2 - t.px(24), cy)
    # the opponent's plate: top right, under the menu (and the table tools)
    geo.plates[top] = (w - t.px(16) - plate_w / 2, t.px(68) + t.px(PLATE_H) / 2)
    geo.plates[bottom] = (t.px(16) + plate_w / 2, h - t.px(16) - t.px(PLATE_H) / 2)
    ax, ay = table.seat_anchor(bottom)
    bottom_groups = seat_groups(table, bottom, view)
    hand_w = w - 2 * side - cw
    if bottom_groups is not None:
        row, _ = groups_row(table, bottom_groups, w / 2, ay + ch * 0.05, BOTTOM_GROUPS_SCALE,
                            hand_w, geo, z0=600)
        slots += row
    else:
        cards = view.get(f"hand:{bottom}", [])
        groups = [len(cards)]
        if cards and None not in cards and not table.custom_order():
            shown = arranged_groups(cards)
            groups = [len(g) for g in shown]
            cards = [c for g in shown for c in g]
        pickable = table.viewer == bottom and table.hand_pickable()
        gap = cw * 0.3
        fan = board.fan(f"hand:{bottom}", cards, ax, ay, max_width=hand_w - gap * (len(groups) - 1),
                        spread=cw * 0.52, pickable=pickable)
        slots += spread_groups(fan, groups, gap)
    shown_row = pad + t.px(16) + ch * TOP_GROUPS_SCALE * (1 + LAID_OFF_RISE)
    return slots, max(top_bottom, shown_row) + t.px(8)
