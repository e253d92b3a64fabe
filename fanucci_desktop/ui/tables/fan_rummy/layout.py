"""Where the Fan Rummy table puts its cards: :func:`place`.

The screen, top to bottom: the opponent's hand (backs; their melds and
deadwood once they went out or their hand is shown), the middle band with
the knock-card panel, column 1, the knock card above the draw pile, column 2
and the face-down discard pile, then the prompt, the action bar and the
bottom seat's hand (fanned; laid out in melds and deadwood at the end).
The players' rows are the gin family's (:mod:`..gin_family.layout`).

The columns are staggered downwards so every card's rank and suit show; the
last card of a column is the outermost one, lying on top at the bottom.

Pure geometry: the :class:`~..gin_family.layout.Room` (sizes and public
facts) and the view (None for a back) in, places out; never the table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

import pygame

from ....engine.cards import Card
from ....words import YOU
from ... import theme as th
from ..frame.board import Slot
from ..gin_family.layout import Geometry, Label, Room, card_rect, place_seats, squared_pile

#: Part of a column card's height left showing under the next card.
STAGGER = 0.3
#: Largest scale of the middle band's cards (columns, piles, knock card).
MAX_BAND_SCALE = 0.85


@dataclass
class FanGeometry(Geometry):
    """The gin family's geometry, and where the knock card lies (its
    faded face shows there once taken). Targets: 'draw', 'discard',
    'knock', 'column:<i>', 'meld:<i>'."""

    knock_spot: pygame.Rect = field(default_factory=pygame.Rect)


def place(room: Room, view: Mapping[str, list[Card | None]]) -> tuple[list[Slot], FanGeometry]:
    """Every visible card's slot and the geometry of the table."""
    t = room.theme
    w, h = room.size
    cw, ch = room.card_w, room.card_h
    geo = FanGeometry()
    obs = room.obs
    slots, band_top = place_seats(room, view, geo, list(obs.opponent_took) if obs is not None else [])
    # The middle band.
    label_h = t.px(20)
    band_bottom = room.action_top - t.font(th.BODY, True).get_linesize() - t.px(20)
    geo.band = (band_top, band_bottom)
    avail = band_bottom - band_top - label_h
    sc = max(0.4, min(MAX_BAND_SCALE, avail / (ch * (1 + 9 * STAGGER))))
    geo.band_scale = sc
    wS, hS = cw * sc, ch * sc
    step = min(hS * STAGGER, (avail - hS) / 9)
    y0 = band_top + label_h + hS / 2
    # the columns stand far enough from the knock card for their captions to stand apart
    said = max(t.width(text, th.SMALL, True) for text in column_captions(room))
    dx = max(wS * 1.6 + t.px(14), (said + t.width(knock_caption(room), th.SMALL, True)) / 2 + t.px(12))
    cx = w / 2
    slots += _middle(room, view, geo, cx, dx, y0, sc, step)
    info_w = max(wS * 1.5, t.px(150), room.info_w)
    geo.info = pygame.Rect(round(cx - 2.15 * dx - info_w / 2), round(y0 - hS / 2), round(info_w),
                           t.px(124))
    return slots, geo


def column_captions(room: Room) -> tuple[str, str]:
    """The captions over the two columns, in the room's language."""
    gettext = room.language.gettext
    return gettext("Column {number}", number=1), gettext("Column {number}", number=2)


def knock_caption(room: Room) -> str:
    """The caption over the knock card, in the room's language."""
    return room.language.gettext("Knock card")


def _middle(room: Room, view: Mapping[str, list[Card | None]], geo: FanGeometry,
            cx: float, dx: float, y0: float, sc: float, step: float) -> list[Slot]:
    """The columns, the knock card, the draw pile and the discard pile."""
    t = room.theme
    wS, hS = room.card_w * sc, room.card_h * sc
    out: list[Slot] = []
    can = room.pickable
    for i in (0, 1):
        zone = f"column:{i}"
        cards = view.get(zone, [])
        x = cx + (dx if i else -dx)
        for j, card in enumerate(cards):
            out.append(Slot(zone, card, x, y0 + j * step, scale=sc, z=200 + j,
                            pickable=zone in can and j == len(cards) - 1))
        length = hS + step * max(0, len(cards) - 1)
        rect = pygame.Rect(round(x - wS / 2), round(y0 - hS / 2), round(wS), round(length))
        geo.targets[zone] = rect
        if not cards:
            geo.outlines.append(card_rect(x, y0, wS, hS))
        geo.labels.append(Label(column_captions(room)[i], x, y0 - hS / 2 - t.px(4), th.SMALL, th.TEXT,
                                bold=True))
    # The knock card between the columns, the draw pile under it.
    geo.knock_spot = card_rect(cx, y0, wS, hS)
    knock = view.get("knock", [])
    for card in knock:
        out.append(Slot("knock", card, cx, y0, scale=sc, z=320, pickable="knock" in can))
    geo.targets["knock"] = geo.knock_spot
    state = room.obs
    if not knock and state is not None and state.knock_taker is not None:
        taker = room.names[state.knock_taker]
        geo.labels.append(Label(room.language.gettext("taken by you") if taker == YOU else
                                room.language.gettext("taken by {name}", name=taker), cx,
                                y0 + hS / 2 + t.px(4), th.TINY, th.MUTED, anchor="midtop"))
    geo.labels.append(Label(knock_caption(room), cx, y0 - hS / 2 - t.px(4), th.SMALL, th.TEXT, bold=True))
    dy = y0 + hS + t.px(30)
    draw = view.get("draw", [])
    out += squared_pile(room, geo, "draw", draw, cx, dy, sc, z0=100)
    geo.labels.append(Label(room.language.gettext("Draw pile · {n}", n=room.language.number(len(draw))), cx, dy + hS / 2 + t.px(6), th.TINY,
                            th.MUTED, anchor="midtop"))
    # The face-down discard pile outside column 2.
    discard = view.get("discard", [])
    px = cx + 2.15 * dx
    out += squared_pile(room, geo, "discard", discard, px, y0, sc, z0=150)
    geo.labels.append(Label(room.language.gettext("Discards"), px, y0 - hS / 2 - t.px(4), th.SMALL, th.TEXT, bold=True))
    geo.labels.append(Label(room.language.ngettext("{n} face down", "{n} face down", len(discard)), px, y0 + hS / 2 + t.px(6), th.TINY,
                            th.MUTED, anchor="midtop"))
    return out
