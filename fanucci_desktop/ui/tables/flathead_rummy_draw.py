"""Drawing pieces of the Flathead Rummy table: seat plates, zone panels,
meld tags, bonus stars, marks on cards and the small side panels.

Functions draw what they are given; they never look at a game state, so
what is shown is decided by the table (which only passes what the viewer
may see).
"""

from __future__ import annotations

import math
from typing import Sequence

import pygame

from .. import theme as th
from ..surface_cache import SurfaceLRU
from ..theme import Theme

#: Green of "you can take / lay off here" marks.
TAKE = (120, 214, 150)
#: Orange of "this card must be played" marks.
MUST = (244, 160, 72)
PLATE = (18, 24, 34)
PLATE_EDGE = (60, 72, 92)
OUT = (96, 196, 132)


def printable(text: str) -> str:
    """``text`` with the characters the UI font cannot draw spelled out
    (the ∞ rank is written Inf)."""
    return text.replace("∞", "Inf").replace("→", "->")


def star(surface: pygame.Surface, center: tuple[float, float], radius: float,
         color=th.ACCENT, edge=(90, 62, 10)) -> None:
    """A five-pointed star (a bonus mark)."""
    cx, cy = center
    pts = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surface, color, pts)
    pygame.draw.polygon(surface, edge, pts, 1)


def alpha_rect(surface: pygame.Surface, rect: pygame.Rect, rgba: tuple[int, int, int, int],
               radius: int, width: int = 0, cache: SurfaceLRU | None = None) -> None:
    """A rounded rectangle with transparency; its layer is kept in ``cache``
    (a :class:`~..surface_cache.SurfaceLRU` the caller owns, which bounds it)
    so that steady frames allocate nothing."""
    if rect.w <= 0 or rect.h <= 0:
        return
    key = (rect.size, tuple(rgba), radius, width)
    layer = cache.get(key) if cache is not None else None
    if layer is None:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, rgba, layer.get_rect(), width, border_radius=radius)
        if cache is not None:
            cache[key] = layer
    surface.blit(layer, rect)


def outline(surface: pygame.Surface, rect: pygame.Rect, color, width: int, radius: int,
            glow: bool = True, cache: SurfaceLRU | None = None) -> None:
    """A bright rounded outline with a soft halo around ``rect``."""
    if glow:
        halo = rect.inflate(width * 4, width * 4)
        alpha_rect(surface, halo, (*color[:3], 70), radius + width * 2, width * 2, cache=cache)
    pygame.draw.rect(surface, color, rect.inflate(width, width), width, border_radius=radius)


def zone_backing(t: Theme, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The recessed look of a zone of the felt (drawn once into the felt)."""
    r = t.px(16)
    alpha_rect(surface, rect, (0, 0, 0, 52), r)
    alpha_rect(surface, rect, (255, 255, 255, 26), r, max(1, t.px(1)))


def zone_panel(t: Theme, surface: pygame.Surface, rect: pygame.Rect, label: str,
               detail: str = "") -> None:
    """The small caps label (and detail) at the top left of a zone."""
    x = rect.x + t.px(14)
    lab = t.blit_text(surface, label.upper(), (x, rect.y + t.px(5)), th.TINY, (206, 226, 212),
                      bold=True)
    if detail:
        t.blit_text(surface, t.fit(printable(detail), rect.right - lab.right - t.px(30), th.TINY),
                    (lab.right + t.px(10), rect.y + t.px(5)), th.TINY, (160, 190, 170))


def seat_plate(t: Theme, surface: pygame.Surface, rect: pygame.Rect, *, name: str, kind: str,
               color, score: int, cards: int, marks: int, active: bool, dealer: bool,
               went_out: bool, thinking: bool, cache: SurfaceLRU | None = None) -> None:
    """One player's plate: colour disc with initial, name, kind and hand
    size (or "thinking" while an AI works on its move: the shared dots
    follow the word, see :func:`thinking_spot`), bonus stars, total score,
    dealer chip, an "Out" ribbon for the player who went out; a gold edge
    and halo when it is this player's turn."""
    if active:
        alpha_rect(surface, rect.inflate(t.px(10), t.px(10)), (*th.ACCENT, 60),
                   rect.h // 2 + t.px(5), cache=cache)
    t.panel(surface, rect, PLATE, th.ACCENT if active else PLATE_EDGE, radius=rect.h / 2 / t.unit,
            edge_width=2 if active else 1)
    disc_r = round(rect.h * 0.3)
    disc = (rect.x + round(rect.h * 0.5), rect.centery)
    pygame.draw.circle(surface, color, disc, disc_r)
    t.blit_text(surface, name[:1].upper(), disc, th.SMALL, (24, 20, 14), bold=True, anchor="center")
    score_img = t.text(str(score), th.SUBHEADING, th.ACCENT, bold=True)
    score_rect = score_img.get_rect(midright=(rect.right - t.px(14), rect.centery))
    surface.blit(score_img, score_rect)
    x = disc[0] + disc_r + t.px(9)
    room = score_rect.left - t.px(8) - x
    t.blit_text(surface, t.fit(name, room, th.SMALL, True), (x, rect.y + round(rect.h * 0.12)),
                th.SMALL, th.TEXT, bold=True)
    y2 = rect.bottom - round(rect.h * 0.14)
    if thinking:
        line = "thinking"
        color2 = th.ACCENT
    else:
        count = f"{cards} card{'s' if cards != 1 else ''}"
        line = f"{kind} · {count}"
        reserve = (t.px(14) * marks + t.px(6)) if marks else 0
        if t.font(th.TINY).size(line)[0] > room - reserve:
            line = count
        color2 = th.MUTED
    r2 = t.blit_text(surface, t.fit(line, room, th.TINY), (x, y2), th.TINY, color2,
                     anchor="bottomleft")
    sr = max(3, t.px(6))
    sx = r2.right + t.px(6) + sr
    for i in range(marks):
        if sx + sr > score_rect.left - t.px(2):
            t.blit_text(surface, f"+{marks - i}", (sx - sr, r2.centery), th.TINY, th.ACCENT,
                        bold=True, anchor="midleft")
            break
        star(surface, (sx, r2.centery), sr)
        sx += sr * 2 + t.px(2)
    if dealer:
        chip = (rect.right - t.px(6), rect.y + t.px(4))
        pygame.draw.circle(surface, (238, 234, 222), chip, t.px(9))
        pygame.draw.circle(surface, (70, 70, 70), chip, t.px(9), 1)
        t.blit_text(surface, "D", chip, th.TINY, (30, 30, 30), bold=True, anchor="center")
    if went_out:
        ribbon = t.text("OUT!", th.TINY, (14, 40, 22), bold=True).get_rect()
        ribbon.inflate_ip(t.px(14), t.px(4))
        ribbon.midleft = (rect.x + t.px(10), rect.y)
        pygame.draw.rect(surface, OUT, ribbon, border_radius=ribbon.h // 2)
        t.blit_text(surface, "OUT!", ribbon.center, th.TINY, (14, 40, 22), bold=True, anchor="center")


def thinking_spot(t: Theme, rect: pygame.Rect) -> tuple[int, int]:
    """Where the word "thinking" ends on a plate drawn in ``rect`` (x just
    after it, y its middle)."""
    disc_r = round(rect.h * 0.3)
    x = rect.x + round(rect.h * 0.5) + disc_r + t.px(9)
    line_h = t.font(th.TINY).get_linesize()
    y = rect.bottom - round(rect.h * 0.14) - line_h // 2
    return x + t.font(th.TINY).size("thinking")[0] + t.px(8), y


def meld_tag(t: Theme, surface: pygame.Surface, rect: pygame.Rect, *, number: int, owner: str,
             color, kind: str, bonus: bool, target: bool, cache: SurfaceLRU | None = None) -> None:
    """The label over a meld: its number, a disc in the owner's colour with
    their initial, the owner's name and the meld's kind when there is room,
    and a star when it was laid down as a bonus meld."""
    h = rect.h
    pill = rect.copy()
    alpha_rect(surface, pill, (*(TAKE if target else (10, 14, 20)), 150 if not target else 90),
               h // 2, cache=cache)
    r = max(4, round(h * 0.36))
    cx = rect.x + r + t.px(3)
    pygame.draw.circle(surface, color, (cx, rect.centery), r)
    t.blit_text(surface, owner[:1].upper(), (cx, rect.centery), th.TINY, (24, 20, 14), bold=True,
                anchor="center")
    x = cx + r + t.px(6)
    right = rect.right - t.px(6)
    if bonus:
        sr = max(3, round(h * 0.3))
        star(surface, (right - sr, rect.centery), sr)
        right -= sr * 2 + t.px(3)
    num = t.blit_text(surface, str(number), (x, rect.centery), th.TINY, th.ACCENT, bold=True,
                      anchor="midleft")
    x = num.right + t.px(5)
    full = f"{owner} · {kind}"
    font = t.font(th.TINY)
    shown = full if font.size(full)[0] <= right - x else owner
    t.blit_text(surface, t.fit(shown, max(1, right - x), th.TINY), (x, rect.centery), th.TINY,
                th.TEXT, anchor="midleft")


def side_panel(t: Theme, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The dark rounded backing of a corner panel (drawn once into the felt)."""
    alpha_rect(surface, rect, (8, 12, 18, 120), t.px(12))


def turn_steps(t: Theme, surface: pygame.Surface, rect: pygame.Rect, title: str, color,
               steps: Sequence[str], current: int | None, cache: SurfaceLRU | None = None) -> None:
    """A heading (whose turn) and numbered steps, the current one lit (on a
    :func:`side_panel` backing)."""
    pad = t.px(10)
    pygame.draw.circle(surface, color, (rect.x + pad + t.px(5), rect.y + pad + t.px(8)), t.px(5))
    t.blit_text(surface, t.fit(title, rect.w - pad * 3, th.TINY, True),
                (rect.x + pad + t.px(16), rect.y + pad), th.TINY, th.TEXT, bold=True)
    row_h = (rect.h - pad * 2 - t.px(20)) / max(1, len(steps))
    for i, text in enumerate(steps):
        y = rect.y + pad + t.px(20) + i * row_h
        row = pygame.Rect(rect.x + pad // 2, round(y), rect.w - pad, round(row_h) - 1)
        lit = i == current
        if lit:
            alpha_rect(surface, row, (*th.ACCENT, 200), t.px(8), cache=cache)
        fg = th.ACCENT_TEXT if lit else th.MUTED
        t.blit_text(surface, f"{i + 1}", (row.x + t.px(12), row.centery), th.TINY, fg, bold=True,
                    anchor="center")
        t.blit_text(surface, t.fit(text, row.w - t.px(30), th.TINY, lit), (row.x + t.px(24), row.centery),
                    th.TINY, fg, bold=lit, anchor="midleft")


def text_lines(t: Theme, surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[str],
               title: str = "", color=th.MUTED, cache: SurfaceLRU | None = None) -> None:
    """Small lines of text in a corner panel (on a :func:`side_panel`
    backing): under the title when there is one, else the last line at the
    bottom (a feed)."""
    pad = t.px(9)
    line_h = t.font(th.TINY).get_linesize()
    if title:
        t.blit_text(surface, title, (rect.x + pad, rect.y + pad), th.TINY, th.TEXT, bold=True)
        y = rect.y + pad + line_h + t.px(3)
        for text in lines:
            if y + line_h > rect.bottom - pad // 2:
                break
            t.blit_text(surface, t.fit(printable(text), rect.w - pad * 2, th.TINY), (rect.x + pad, y),
                        th.TINY, color)
            y += line_h
        return
    y = rect.bottom - pad
    for text in reversed(lines):
        if y - line_h < rect.y + pad // 2:
            break
        t.blit_text(surface, t.fit(printable(text), rect.w - pad * 2, th.TINY), (rect.x + pad, y),
                    th.TINY, color, anchor="bottomleft")
        y -= line_h


def prompt_lines(t: Theme, surface: pygame.Surface, rect: pygame.Rect, text: str,
                 color=th.TEXT) -> None:
    """The message line at the bottom of ``rect``: one line in the body size
    when it fits, else up to two smaller lines."""
    text = printable(text)
    if t.font(th.BODY, True).size(text)[0] <= rect.w:
        t.blit_text(surface, text, rect.midbottom, th.BODY, color, bold=True, anchor="midbottom",
                    shadow=True)
        return
    lines = t.wrap(text, rect.w, th.SMALL, True)
    if len(lines) > 2:
        lines = [lines[0], t.fit(" ".join(lines[1:]), rect.w, th.SMALL, True)]
    y = rect.bottom
    for line in reversed(lines):
        r = t.blit_text(surface, line, (rect.centerx, y), th.SMALL, color, bold=True,
                        anchor="midbottom", shadow=True)
        y = r.top
