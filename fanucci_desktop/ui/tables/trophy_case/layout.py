"""Where everything of the Trophy Case table goes, for one window size.

:func:`table_geometry` is pure: window size, theme unit, card width and the
seats as drawn (the viewer's seat first, then clockwise) in, rectangles and
points out. The opponents sit in "pods" along the top (a fan of backs, their
won pile beside it, their plate below); the bottom seat's plate is at the
bottom left and its won pile at the bottom right, either side of the hand;
the stock is at the left of the centre and the cards set aside at its
right; the trick runs along the centre under an info strip (led colour,
suit order, high card).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...cardart import CARD_ASPECT

#: Scale of the opponents' hands (backs) and of every won pile; with
#: every hand face up, the opponents' hands are larger, to be read.
FAN_SCALE = 0.4
SHOWN_FAN_SCALE = 0.5
WON_SCALE = 0.36
#: Scale of the stock and the set-aside / discarded piles.
PILE_SCALE = 0.55
#: Largest scale of a trick card.
TRICK_MAX_SCALE = 1.0

#: The narrowest an opponent's place may be (design pixels) beside the
#: title and the buttons; narrower, the opponents sit in a row under them.
MIN_SLOT_W = 150

@dataclass(frozen=True)
class Pod:
    """One seat's place: its hand (fan centre, the width the fan may take,
    its cards' scale and the height of its place), its won pile centre and
    its plate."""

    seat: int
    fan: tuple[float, float]
    fan_width: float
    fan_scale: float
    won: tuple[float, float]
    plate: pygame.Rect
    fan_h: float


@dataclass(frozen=True)
class Geometry:
    """Every place of the table for one window size."""

    size: tuple[int, int]
    pods: dict[int, Pod]
    bottom: int
    won_panel: pygame.Rect        # the bottom seat's won-pile panel
    stock: tuple[float, float]
    set_aside: tuple[float, float]
    discarded: tuple[float, float]
    info: pygame.Rect             # the strip above the trick
    trick: pygame.Rect            # where trick cards (and their tags) go, clear of ``log``
    tag_h: float                  # height of a player tag above a trick card
    prompt_y: float               # bottom of the message line
    help_y: float                 # top of the key help line (under the message)
    buttons_top: float            # top of the action buttons
    log: pygame.Rect              # the log strip: under the stock, above the bottom plate


def px(unit: float, design: float) -> int:
    """A design length in window pixels (as :meth:`Theme.px`)."""
    return max(1, round(design * unit))


def table_geometry(size: tuple[int, int], unit: float, card_w: float, seats: list[int],
                   controls_left: float | None = None, face_up: bool = False,
                   chip_room: float = 0.0, controls_bottom: float = 0.0) -> Geometry:
    """The places for ``seats`` (bottom seat first, then clockwise) in a
    window of ``size``; ``controls_left`` is where the buttons at the top
    right begin (the Menu button alone when None) and ``controls_bottom``
    where they end. With every hand
    ``face_up``, an opponent's hand is larger and may be wider than its
    plate, its won pile close at its right. ``chip_room`` pixels are kept
    above the opponents' won piles, for the chip that offers a pile's
    cards to look through (wider than the pile, it goes above it)."""
    w, h = size
    ch = card_w * CARD_ASPECT
    margin = px(unit, 16)
    plate_h = px(unit, 58)
    bottom = seats[0]
    others = seats[1:]
    k = len(others)
    # pods between the title (top left) and the buttons (top right); under
    # them, across the whole width, when that row would leave a plate too
    # narrow for a name
    left = px(unit, 232)
    right = (w - px(unit, 124)) if controls_left is None else controls_left - px(unit, 10)
    row_top = max(px(unit, 12), round(chip_room))
    if k > 1 and (right - left) / k < px(unit, MIN_SLOT_W):
        left, right, row_top = margin, w - margin, max(px(unit, 64), round(controls_bottom + chip_room))
    slot_w = min(px(unit, 360), (right - left) / max(1, k))
    row_cx = min(max(w / 2, left + k * slot_w / 2), right - k * slot_w / 2)
    plate_w = min(px(unit, 276), slot_w - px(unit, 12))
    fan_scale = SHOWN_FAN_SCALE if face_up else FAN_SCALE
    fan_h = ch * fan_scale
    fan_y = row_top + fan_h / 2
    won_w = card_w * WON_SCALE
    pods: dict[int, Pod] = {}
    for i, seat in enumerate(others):
        cx = row_cx + (i - (k - 1) / 2) * slot_w
        plate = pygame.Rect(0, 0, plate_w, plate_h)
        plate.midtop = (round(cx), round(fan_y + fan_h / 2 + px(unit, 6)))
        won_x = plate.right - won_w / 2 - px(unit, 4)
        fan_left = plate.left + card_w * fan_scale / 2
        if face_up:     # the hand a little wider than its plate, the won pile close beside it
            span = min(slot_w - px(unit, 12), plate_w + won_w + px(unit, 60))
            won_x = cx + span / 2 - won_w / 2
            fan_left = cx - span / 2 + card_w * fan_scale / 2
        fan_right = won_x - won_w / 2 - px(unit, 14)
        fan_cx = (fan_left + fan_right - card_w * fan_scale / 2) / 2
        fan_width = max(0.0, fan_right - card_w * fan_scale / 2 - fan_left)
        pods[seat] = Pod(seat, (fan_cx, fan_y), fan_width, fan_scale, (won_x, fan_y), plate, fan_h)
    # the bottom seat
    hand_y = h - ch * 0.5 - px(unit, 18)
    buttons_top = hand_y - ch * 0.5 - card_w * 0.3 - px(unit, 44) - px(unit, 10)
    bottom_w = px(unit, 210)
    plate = pygame.Rect(margin, 0, bottom_w, plate_h)
    plate.bottom = h - margin
    won_panel = pygame.Rect(0, 0, bottom_w, max(plate_h, round(ch * WON_SCALE) + px(unit, 10)))
    won_panel.bottomright = (w - margin, h - margin)
    won_bottom = (won_panel.left + px(unit, 10) + won_w / 2, won_panel.centery)
    hand_width = max(card_w, w - 2 * (margin + bottom_w + px(unit, 14)) - card_w)
    pods[bottom] = Pod(bottom, (w / 2, hand_y), hand_width, 1.0, won_bottom, plate, ch)
    # the centre
    pods_bottom = max((p.plate.bottom for s, p in pods.items() if s != bottom), default=px(unit, 60))
    top = pods_bottom + px(unit, 10)
    pile_w = card_w * PILE_SCALE
    pile_h = ch * PILE_SCALE
    side = margin + pile_w + px(unit, 24)
    prompt_y = buttons_top - px(unit, 30)
    help_y = buttons_top - px(unit, 26)
    info = pygame.Rect(side, top, w - 2 * side, px(unit, 40))
    trick_top = info.bottom + px(unit, 8)
    # room for a message of two lines above the buttons
    trick = pygame.Rect(side, trick_top, w - 2 * side, max(1, prompt_y - px(unit, 66) - trick_top))
    mid_y = trick.centery
    stock = (margin + pile_w / 2, mid_y - pile_h * 0.15)
    log_top = round(stock[1] + pile_h / 2 + px(unit, 56))
    log = pygame.Rect(plate.x, log_top, plate.w, plate.top - px(unit, 12) - log_top)
    if log.h > 0 and trick.bottom > log.top:
        # a long trick would spread over the log strip: keep both sides clear of it
        side = max(side, log.right + px(unit, 12))
        trick = pygame.Rect(side, trick.y, max(1, w - 2 * side), trick.h)
    set_aside = (w - margin - pile_w / 2, mid_y - pile_h * 0.15)
    discarded = (w - margin - pile_w / 2 - px(unit, 4), mid_y + pile_h * 0.35)
    return Geometry(size, pods, bottom, won_panel, stock, set_aside, discarded, info, trick,
                    px(unit, 22), prompt_y, help_y, buttons_top, log)


def trick_positions(n: int, area: pygame.Rect, card_w: float, tag_h: float,
                    max_scale: float = TRICK_MAX_SCALE
                    ) -> tuple[list[tuple[float, float]], float, float]:
    """Centres of ``n`` trick cards in play order inside ``area`` (left to
    right, overlapping as the trick grows, in two rows when one would hide
    too much of each card), their scale and the step between neighbours."""
    if n == 0:
        return [], max_scale, 0.0
    rows = 1
    scale = min(max_scale, (area.h - tag_h) / (card_w * CARD_ASPECT))
    tw = card_w * scale
    step = min(tw * 1.1, (area.w - tw) / max(1, n - 1))
    if n > 1 and step < tw * 0.3:
        rows = 2
        scale = min(max_scale, (area.h - 2 * tag_h) / (2 * card_w * CARD_ASPECT) * 0.96)
        tw = card_w * scale
        per_row = (n + 1) // 2
        step = min(tw * 1.1, (area.w - tw) / max(1, per_row - 1))
    th = tw * CARD_ASPECT
    per_row = n if rows == 1 else (n + 1) // 2
    block_h = rows * (th + tag_h) + (rows - 1) * tag_h * 0.4
    y0 = area.centery - block_h / 2 + tag_h + th / 2
    out = []
    for i in range(n):
        row, col = divmod(i, per_row)
        count = per_row if row == 0 else n - per_row
        x0 = area.centerx - (count - 1) * step / 2
        out.append((x0 + col * step, y0 + row * (th + tag_h * 1.4)))
    return out, scale, step
