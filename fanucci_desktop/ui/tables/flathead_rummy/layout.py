"""Where everything sits on the Flathead Rummy table: pure geometry.

Bands, top to bottom:

* the title at the top left, the tool buttons and the Menu button at the
  top right (``menu``) and, between them, one *pod* per opponent: a small
  fan of card backs over a seat plate;
* the middle band: the draw pile and the discard tableau on top, the melds
  below; in a lesson, the coach's column at its right, under the tool
  buttons (the band is narrower by that much, so the coach's panel hides
  no card and no caption of the band);
* the prompt, the action bar and the viewer's hand at the bottom, the
  viewer's plate (with the turn steps above it) at the bottom left and the
  recent moves at the bottom right.

The tableau and the melds compress to fit their areas, so the whole
tableau stays on screen in order however long it grows: first the cards of
a row overlap more (never so much that a card's corner index is hidden),
then the tableau wraps into rows that overlap from below (each upper row
keeps its top strip, where the index is), and only then do the cards get
smaller. Melds flow left to right in the order they were laid down, and
shrink together when they no longer fit.

Every function here takes plain numbers (window size, design unit, card
width) and returns rectangles and points, so layouts are checked for
overlaps without drawing anything.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Sequence

import pygame

from ..generic import menu_place

#: A row of the tableau shows at least this share of each card's width
#: (the corner index: rank, suit sign and colour badge).
MIN_STEP = 0.2
#: Cards of a short tableau row are spread at most this share of a width apart.
MAX_STEP = 0.78
#: An upper tableau row keeps this share of its cards' height visible.
ROW_PEEK = 0.46
#: Cards in a meld are this share of a width apart (at most; less when tight).
MELD_STEPS = (0.3, 0.26, 0.22)
#: Tableau card scales tried, largest first; rows are added only from
#: WRAP_SCALE down.
TABLEAU_SCALES = (0.72, 0.68, 0.64, 0.6, 0.56, 0.52, 0.48, 0.44, 0.4, 0.36, 0.33)
WRAP_SCALE = 0.56
#: The narrowest an opponent's pod may be (design pixels) before the pods
#: take two rows.
MIN_POD_W = 170
#: Meld card scales tried, largest first.
MELD_SCALES = (0.72, 0.67, 0.62, 0.58, 0.54, 0.5, 0.46, 0.42, 0.38, 0.34, 0.3, 0.27)


def px(unit: float, design: float) -> int:
    """A design length in window pixels (the theme's rule)."""
    return max(1, round(design * unit))


@dataclass
class Frame:
    """The fixed regions of the table for one window size and table size."""

    size: tuple[int, int]
    title: pygame.Rect
    menu: pygame.Rect
    pods: dict[int, pygame.Rect]
    pod_fans: dict[int, tuple[float, float]]
    pod_plates: dict[int, pygame.Rect]
    pod_card_w: float
    band: pygame.Rect
    prompt: pygame.Rect
    actions_y: float
    my_plate: pygame.Rect
    steps: pygame.Rect
    log: pygame.Rect
    hand_width: float
    #: The room of a lesson's coach panel (``coach_room``), beside the band;
    #: zero wide at a match.
    coach: pygame.Rect

    def named(self) -> dict[str, pygame.Rect]:
        """Every fixed region by name (for overlap checks); the coach's
        column only in a lesson."""
        out = {"title": self.title, "menu": self.menu, "band": self.band, "prompt": self.prompt,
               "my_plate": self.my_plate, "steps": self.steps, "log": self.log}
        if self.coach.w:
            out["coach"] = self.coach
        for seat, rect in self.pods.items():
            out[f"pod:{seat}"] = rect
        return out


def frame(size: tuple[int, int], unit: float, card_w: float, aspect: float,
          opponents: list[int], hand_top: float, tools_left: float | None = None,
          coach_w: int = 0) -> Frame:
    """The fixed regions. ``opponents`` are the other seats, left to right;
    ``hand_top`` is the top of the viewer's hand (lifted cards included);
    ``tools_left`` is the left edge of the tool buttons beside the Menu
    button (None: the Menu button alone); ``coach_w`` is the width of a
    lesson's coach panel (0: no coach). The coach's column is that wide at
    the right of the middle band, from under what is above it (the buttons,
    a pod reaching that far) to the band's bottom, and the band leaves it
    free."""
    w, h = size
    margin = px(unit, 16)
    title = pygame.Rect(margin, px(unit, 12), px(unit, 196), px(unit, 48))
    menu = menu_place(w, lambda design: px(unit, design))
    if tools_left is not None:
        menu.union_ip(pygame.Rect(round(tools_left), menu.y, 1, menu.h))
    # Opponent pods between the title and the tool buttons, centred when
    # possible; in two rows when one row would leave a pod too narrow.
    left, right = title.right + px(unit, 12), menu.left - px(unit, 12)
    k = max(1, len(opponents))
    rows = 2 if k > 1 and (right - left) / k < px(unit, MIN_POD_W) else 1
    per_row = math.ceil(k / rows)
    pitch = min(px(unit, 250), (right - left) / per_row)
    pod_card_w = px(unit, 48)
    pod_card_h = pod_card_w * aspect
    plate_h = px(unit, 54)
    pod_h = pod_card_h * 0.68 + plate_h
    pods, fans, plates = {}, {}, {}
    for i, seat in enumerate(opponents):
        row, col = divmod(i, per_row)
        in_row = min(per_row, len(opponents) - row * per_row)
        start = min(max(left, w / 2 - pitch * in_row / 2), right - pitch * in_row)
        top = px(unit, 8) + row * (pod_h + px(unit, 6))
        plate_top = top + pod_card_h * 0.68
        x = start + col * pitch
        pod = pygame.Rect(round(x + px(unit, 4)), round(top), round(pitch - px(unit, 8)),
                          round(plate_top + plate_h - top))
        pods[seat] = pod
        fans[seat] = (pod.centerx, top + pod_card_h / 2)
        plate = pygame.Rect(0, 0, min(px(unit, 214), pod.w), plate_h)
        plate.midtop = (pod.centerx, round(plate_top))
        plates[seat] = plate
    pods_bottom = max([p.bottom for p in pods.values()] + [title.bottom, menu.bottom])
    # The bottom: action bar over the hand, prompt (two lines, or three tiny ones, at most) over it.
    button_h = px(unit, 44)
    actions_y = hand_top - button_h - px(unit, 10)
    prompt = pygame.Rect(0, 0, 0, px(unit, 56))
    side_w = px(unit, 214)
    prompt.w = w - 2 * (margin + side_w + margin)
    prompt.midbottom = (w // 2, round(actions_y - px(unit, 4)))
    band = pygame.Rect(margin, pods_bottom + px(unit, 10), w - 2 * margin, 0)
    band.h = max(1, prompt.top - px(unit, 6) - band.top)
    coach = pygame.Rect(w - margin - coach_w, band.top, coach_w, 0)
    if coach_w:
        band.w -= coach_w + margin
        above = [r for r in (menu, *pods.values()) if r.left < coach.right and r.right > coach.left]
        coach.top = max(r.bottom for r in above) + px(unit, 10)
        coach.h = max(0, band.bottom - coach.top)
    my_plate = pygame.Rect(margin, 0, side_w, plate_h)
    my_plate.bottom = h - px(unit, 14)
    # the turn's steps and the log take what is free below the band, up to 150 design px:
    # room for a step on two lines and for a long line of the log whole
    side_h = max(px(unit, 92), min(px(unit, 150), my_plate.top - px(unit, 10) - band.bottom - px(unit, 8)))
    steps = pygame.Rect(margin, 0, side_w, side_h)
    steps.bottom = my_plate.top - px(unit, 10)
    log = pygame.Rect(0, 0, side_w, side_h)
    log.bottomright = (w - margin, h - px(unit, 10))
    hand_width = max(card_w, w - 2 * (margin + side_w + margin) - card_w)
    return Frame(size, title, menu, pods, fans, plates, pod_card_w, band, prompt, actions_y,
                 my_plate, steps, log, hand_width, coach)


@dataclass
class TableauFit:
    """The tableau placed: card centres in order (oldest first), the scale,
    the rows, and each card's visible part (for hit tests and marks)."""

    scale: float
    centers: list[tuple[float, float]] = field(default_factory=list)
    visible: list[pygame.Rect] = field(default_factory=list)
    rows: int = 1
    height: float = 0.0


def _tableau_try(n: int, area: pygame.Rect, cw: float, ch: float, rows: int,
                 force: bool = False) -> TableauFit | None:
    per_row = math.ceil(n / rows)
    step = min(cw * MAX_STEP, (area.w - cw) / (per_row - 1)) if per_row > 1 else 0.0
    height = ch + (rows - 1) * ch * ROW_PEEK
    if not force and ((per_row > 1 and step < cw * MIN_STEP) or height > area.h + 0.5):
        return None
    fit = TableauFit(scale=0.0, rows=rows, height=height)
    for i in range(n):
        row, col = divmod(i, per_row)
        x = area.x + cw / 2 + col * step
        y = area.y + ch / 2 + row * ch * ROW_PEEK
        fit.centers.append((x, y))
        last_in_row = col == per_row - 1 or i == n - 1
        vis_w = cw if last_in_row else step
        vis_h = ch if row == (n - 1) // per_row else ch * ROW_PEEK
        fit.visible.append(pygame.Rect(round(x - cw / 2), round(y - ch / 2),
                                       max(1, round(vis_w)), max(1, round(vis_h))))
    return fit


def fit_tableau(n: int, area: pygame.Rect, card_w: float, aspect: float) -> TableauFit:
    """Place ``n`` tableau cards in ``area``: one row at the largest scale
    that keeps every index visible, else several overlapping rows, else
    smaller cards (see the module docstring)."""
    for scale in TABLEAU_SCALES:
        cw = card_w * scale
        ch = cw * aspect
        if ch > area.h + 0.5:
            continue
        max_rows = 1 if scale > WRAP_SCALE else 1 + int((area.h - ch) // (ch * ROW_PEEK))
        for rows in range(1, max(1, max_rows) + 1):
            fit = _tableau_try(max(n, 1), area, cw, ch, rows)
            if fit is not None:
                fit.scale = scale
                return _trim(fit, n)
    scale = TABLEAU_SCALES[-1]
    cw = card_w * scale
    ch = cw * aspect
    rows = max(1, 1 + int(max(0.0, area.h - ch) // (ch * ROW_PEEK)))
    fit = _tableau_try(max(n, 1), area, cw, ch, rows, force=True)
    assert fit is not None
    fit.scale = scale
    return _trim(fit, n)


def _trim(fit: TableauFit, n: int) -> TableauFit:
    fit.centers = fit.centers[:n]
    fit.visible = fit.visible[:n]
    return fit


@dataclass
class MeldBox:
    """One meld placed: its whole box (tag on top), the tag, the card area
    and the card centres in meld order."""

    box: pygame.Rect
    tag: pygame.Rect
    cards: pygame.Rect
    centers: list[tuple[float, float]]


@dataclass
class MeldFit:
    scale: float
    boxes: list[MeldBox]
    fits: bool


def fit_melds(sizes: list[int], area: pygame.Rect, card_w: float, aspect: float,
              tag_h: float, tag_min_w: float, gap: float,
              tag_w: Sequence[Sequence[float]] = ()) -> MeldFit:
    """Place melds of ``sizes`` cards in ``area``, in order, left to right in
    rows, at the largest scale (and widest card spacing) that fits, each
    box as wide as its tag in the first of its forms that fits at some
    scale (``tag_w``: the forms, longest first, each a width by meld), and
    ``tag_min_w`` at least."""
    last: MeldFit | None = None
    for form in [*tag_w, ()]:
        widths = [max(tag_min_w, form[i] if i < len(form) else 0) for i in range(len(sizes))]
        for scale in MELD_SCALES:
            for step in MELD_STEPS:
                fit = _melds_try(sizes, area, card_w * scale, aspect, step, tag_h, widths, gap)
                fit.scale = scale
                if fit.fits:
                    return fit
                last = fit
    assert last is not None or not sizes
    return last or MeldFit(MELD_SCALES[0], [], True)


def _melds_try(sizes: list[int], area: pygame.Rect, cw: float, aspect: float, step: float,
               tag_h: float, tag_w: Sequence[float], gap: float) -> MeldFit:
    ch = cw * aspect
    row_h = tag_h + ch
    x, y = float(area.x), float(area.y)
    boxes: list[MeldBox] = []
    ok = True
    for k, least in zip(sizes, tag_w):
        cards_w = cw * (1 + step * (k - 1))
        box_w = max(cards_w, least)
        if x + box_w > area.right and x > area.x:
            x = float(area.x)
            y += row_h + gap
        if y + row_h > area.bottom + 0.5 or x + box_w > area.right + 0.5:
            ok = False
        box = pygame.Rect(round(x), round(y), round(box_w), round(row_h))
        tag = pygame.Rect(box.x, box.y, box.w, round(tag_h))
        cards = pygame.Rect(round(x), round(y + tag_h), round(cards_w), round(ch))
        centers = [(x + cw / 2 + j * step * cw, y + tag_h + ch / 2) for j in range(k)]
        boxes.append(MeldBox(box, tag, cards, centers))
        x += box_w + gap
    return MeldFit(0.0, boxes, ok)


@dataclass
class Geometry:
    """Everything placed for one view: the fixed frame, the draw pile, the
    tableau and the melds (kept for drawing marks and hit tests)."""

    frame: Frame
    table_zone: pygame.Rect
    pile: tuple[float, float]
    pile_scale: float
    tableau_area: pygame.Rect
    tableau: TableauFit
    meld_zone: pygame.Rect
    melds: MeldFit
