"""Where the Gin Rummy table puts its cards: :func:`place`.

The screen, top to bottom: the opponent's hand (backs, with the cards they
were seen taking from the pile at its left; their melds and deadwood once
the hand is over), the middle band with the knock panel, the face-down
stock and the face-up discard pile, its newest cards fanned to the right
so the player sees it is a pile of discards with the upcard on top (and,
after a knock, the knocker's face-down discard beside it), then the
prompt, the action bar and the bottom seat's hand (fanned melds first;
laid out in melds and deadwood at the end). The players' rows are the gin
family's (:mod:`..gin_family.layout`).

Pure geometry: the :class:`~..gin_family.layout.Room` (sizes and public
facts) and the view (None for a back) in, places out; never the table.
"""

from __future__ import annotations

from typing import Mapping

import pygame

from ....card_names import card_name
from ....engine.cards import Card
from ... import theme as th
from ..frame.board import Slot
from ..gin_family.layout import Geometry, Label, Room, card_rect, place_seats, squared_pile
from . import facts

#: Largest scale of the middle band's cards (stock and discard pile).
MAX_BAND_SCALE = 1.0
#: Discards fanned at the top of the pile (the older ones lie squared under them).
FANNED = 5
#: Step between two fanned discards, in card widths.
FAN_STEP = 0.24


def place(room: Room, view: Mapping[str, list[Card | None]]) -> tuple[list[Slot], Geometry]:
    """Every visible card's slot and the geometry of the table. Targets:
    'stock', 'discard' (the whole pile), 'upcard' (its top card),
    'knock_discard' and 'meld:<i>'."""
    t = room.theme
    w, _ = room.size
    ch = room.card_h
    geo = Geometry()
    obs = room.obs
    slots, band_top = place_seats(room, view, geo, facts.opponent_took(obs) if obs is not None else [])
    label_h = t.px(22)
    band_bottom = room.action_top - t.font(th.BODY, True).get_linesize() - t.px(16)
    geo.band = (band_top, band_bottom)
    sc = max(0.45, min(MAX_BAND_SCALE, (band_bottom - band_top - 2 * label_h) / ch))
    geo.band_scale = sc
    y0 = (band_top + band_bottom) / 2         # the piles in the middle of the band
    slots += _middle(room, view, geo, w / 2, y0, sc)
    return slots, geo


def _middle(room: Room, view: Mapping[str, list[Card | None]], geo: Geometry,
            cx: float, y0: float, sc: float) -> list[Slot]:
    """The stock, the discard pile, the knocker's face-down discard and the knock panel."""
    t = room.theme
    wS, hS = room.card_w * sc, room.card_h * sc
    can = room.pickable
    obs = room.obs
    out: list[Slot] = []
    gap = wS * 0.45 + t.px(24)
    step = wS * FAN_STEP
    # The stock left of the centre.
    sx = cx - gap / 2 - wS / 2
    stock = view.get("stock", [])
    out += squared_pile(room, geo, "stock", stock, sx, y0, sc, z0=100)
    rise = 4 * max(1.0, room.card_w * 0.012) * sc        # a squared pile's top card stands higher
    top = y0 - hS / 2 - rise - t.px(4)
    under = y0 + hS / 2 + t.px(6)
    gettext, language = room.language.gettext, room.language
    geo.labels.append(Label(gettext("Stock"), sx, top, th.SMALL, th.TEXT, bold=True))
    wall = obs is not None and facts.at_wall(obs)
    caption = (language.ngettext("The wall: {n} left", "The wall: {n} left", len(stock)) if wall
               else language.ngettext("{n} card", "{n} cards", len(stock)))
    geo.labels.append(Label(caption, sx, under, th.TINY, th.ACCENT if wall else th.MUTED,
                            anchor="midtop", bold=wall, width=wS + gap * 0.8))
    # The discard pile right of the centre: its older cards squared, the newest fanned.
    px = cx + gap / 2 + wS / 2
    pile = view.get("discard", [])
    older, newest = pile[:-FANNED], pile[-FANNED:]
    out += room.stack("discard", older, px, y0, scale=sc, z0=200, shown=2)
    for i, card in enumerate(newest):
        last = i == len(newest) - 1
        out.append(Slot("discard", card, px + (i + (1 if older else 0)) * step, y0, scale=sc,
                        z=210 + i, pickable=last and "discard" in can))
    fan_w = wS + step * max(0, len(newest) - (0 if older else 1))
    left = px - wS / 2
    geo.targets["discard"] = pygame.Rect(round(left), round(y0 - hS / 2), round(fan_w), round(hS))
    up_x = left + fan_w - wS / 2
    geo.targets["upcard"] = card_rect(up_x, y0, wS, hS)
    if not pile:
        geo.outlines.append(geo.targets["discard"])
    span = fan_w + gap * 0.8
    geo.labels.append(Label(gettext("Discard pile · {n}", n=language.number(len(pile))), left + fan_w / 2, top, th.SMALL, th.TEXT,
                            bold=True, width=span))
    upcard = obs.upcard if obs is not None else None
    if upcard is not None and obs is not None and obs.phase not in ("layoff", "over"):
        # nothing lies right of the pile before a knock: the caption may run there
        geo.labels.append(Label(gettext("Upcard: {card}", card=card_name(upcard, language=language)), left + fan_w / 2,
                                under, th.TINY,
                                th.ACCENT, anchor="midtop", bold=True, width=span + wS))
    # After a knock or gin: the knocker's discard, face down beside the pile.
    down = view.get("knock_discard", [])
    if down:
        kx = left + fan_w + gap / 2 + wS / 2
        out += [Slot("knock_discard", card, kx, y0, scale=sc, z=260) for card in down]
        geo.targets["knock_discard"] = card_rect(kx, y0, wS, hS)
        mine = obs is not None and obs.out_player is not None and obs.out_player == room.you
        # Face up in Replay and Watch: the caption names it the last discard.
        said = gettext("Last discard") if room.face_up else gettext("Yours, face down") if mine else gettext("Face down")
        geo.labels.append(Label(said, kx, under, th.TINY, th.MUTED, anchor="midtop",
                                width=wS + gap * 0.8))
    # The knock panel left of the stock.
    info_w = max(wS * 1.3, t.px(124), room.info_w)
    geo.info = pygame.Rect(round(sx - wS / 2 - gap - info_w), round(y0 - hS / 2), round(info_w),
                           min(round(hS), t.px(110)))
    return out
