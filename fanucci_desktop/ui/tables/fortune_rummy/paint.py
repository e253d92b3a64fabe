"""Painting the Fortune Rummy table: the felt with the seat panels, each
pod's header and melds, the viewer's meld band, the piles with their
labels, hand counts over the opponents' backs, the cards a previewed
button would use, and the message line. :class:`FortunePainter` is an
object the :class:`~.table.FortuneTable` holds (``table.painter``)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pygame

from ....engine.protocol import Move
from ....words import YOU
from ... import theme as th
from ...cardart import CARD_ASPECT
from ..frame.showing import Showing
from ..generic import draw_prompt, hand_name, title_facts
from ..parts.keycaps import prompt_glyphs
from ..parts.felt import BakedFelt, Decorate
from ..parts.log import strip_place
from ..parts.paint import TablePainter
from ..parts.plate import caption_forms, draw_plate, plate_facts
from .facts import sorted_cards
from .layout import POD_SCALE, Geometry

if TYPE_CHECKING:
    from .facts import FortuneShows


def dots_half(theme: th.Theme) -> int:
    """Half the width of the shared thinking dots: three dots 14 design
    pixels apart, each up to 5 from its centre (see :class:`..parts.tools.ThinkingDots`)."""
    return theme.px(14) + theme.px(5)


#: The narrowest log strip worth drawing, in design pixels: a panel over the
#: table's right may leave less, and then the strip is not drawn.
LOG_STRIP_MIN_W = 160

class FortunePainter(TablePainter):
    """The drawing of one table and the rectangles of what it writes; it
    keeps the felt it baked."""

    table: FortuneShows

    def __init__(self, table: FortuneShows) -> None:
        super().__init__(table)
        self.felt = BakedFelt(table.app.art)

    def pod_header(self, seat: int, obs) -> tuple[int, int, str]:
        """A pod header's text column: its left x, its width (up to the
        score) and the second line, fitted (:meth:`..parts.plate.PlateFacts.captions`:
        "11 cards · 140 points melded · normal AI"; an AI to act: "11 cards ·
        140 points melded · thinking", with room kept for the thinking dots;
        the turn is the pod's gold edge)."""
        t = self.table.theme
        rect = self.table.geo.pods[seat]
        s = self.table.seats[seat]
        score = t.text(str(self.table.match.totals[seat]), th.SUBHEADING, th.ACCENT, bold=True)
        score_w = score.get_width()
        name_x = rect.x + t.px(16) + 2 * t.px(13)
        room = rect.right - t.px(12) - score_w - t.px(6) - name_x
        language = self.table.app.language
        melded = language.ngettext("{n} point melded", "{n} points melded", obs.melded[seat])
        facts = plate_facts(self.table, seat, melded, held=obs.hand_sizes[seat])
        if obs.current_player == seat and s.is_computer:
            dots = t.px(6) + 2 * dots_half(t)
            thinking = language.gettext("thinking")
            return name_x, room, t.first_fitting([f"{c} · {thinking}" for c in caption_forms(facts.facts())]
                                                 + [thinking], max(0, room - dots), th.TINY)
        return name_x, room, t.first_fitting(facts.captions(), room, th.TINY)

    def pod_info_rect(self, seat: int, info: str, name_x: int) -> pygame.Rect:
        """Where a pod header's second line ``info`` is drawn."""
        t = self.table.theme
        rect = self.table.geo.pods[seat]
        r = t.text(info, th.TINY, th.MUTED).get_rect()
        r.bottomleft = (name_x, rect.y + self.table.geo.header_h - t.px(2))
        return r

    def hand_count_rect(self) -> pygame.Rect:
        """Where the bottom seat's "N cards in hand" line is drawn."""
        t = self.table.theme
        obs = self.table.sight.observation()
        count = obs.hand_sizes[self.table.sight.bottom_seat] if obs is not None else 0
        r = t.text(self.table.app.language.ngettext("{n} card in hand", "{n} cards in hand", count), th.TINY,
                   th.MUTED).get_rect()
        r.midbottom = (t.px(112), self.table.size[1] - t.px(70))
        return r

    def title_lines(self) -> list[tuple[str, pygame.Rect, int, tuple, bool]]:
        """The top-left title and target lines: (text, rect, size, colour, bold)."""
        t = self.table.theme
        out = []
        for text, y, size, color, bold in (
                (f"{self.table.info.name}  ·  {hand_name(self.table)}", 18, th.SMALL, th.TEXT,
                 True),
                (title_facts(self.table), 42, th.TINY,
                 th.MUTED, False)):
            r = t.text(text, size, color, bold).get_rect(topleft=(t.px(20), t.px(y)))
            out.append((text, r, size, color, bold))
        return out

    def label_rects(self) -> dict[str, pygame.Rect]:
        """The pile labels under the stock and the discard pile."""
        t = self.table.theme
        height = t.font(th.SMALL, True).get_linesize()
        width = t.font(th.SMALL, True).size(self.table.app.language.gettext("Discard pile · {n}", n="000"))[0]
        out = {}
        for zone, rect in self.table.pile_rects.items():
            r = pygame.Rect(0, 0, width, height)
            r.midtop = (rect.centerx, rect.bottom + t.px(8))
            out[zone] = r
        return out

    def draw_zones(self, surface: pygame.Surface) -> None:
        geo = self.table.geo
        obs = self.table.sight.observation()
        if obs is None:
            return
        t = self.table.theme
        for seat, rect in geo.pods.items():
            self._pod(surface, geo, seat, rect, obs)
        self._mine_band(surface, geo, obs)
        self._piles(surface, obs)
        strip = self.log_rect()
        if strip.w >= self.table.theme.px(LOG_STRIP_MIN_W):    # else no room: the Log panel has it all
            self.draw_log_strip(surface, strip)
        targets = self._targets()
        for index, rect in self.table.meld_rects.items():
            if index in targets:
                t.draw_rect(surface, th.ACCENT, rect.inflate(t.px(10), t.px(10)),
                            max(2, t.px(3)), border_radius=t.px(8))

    def _targets(self) -> set[int]:
        """Melds the selected cards may be added to now."""
        shows = Showing.of(self.table)
        chosen = Counter(sorted_cards(shows.chosen))
        if not chosen:
            return set()
        return {m.index for m in shows.legal
                if m.action == "add" and m.index is not None and Counter(m.cards) == chosen}

    def _pod(self, surface, geo: Geometry, seat: int, rect: pygame.Rect, obs) -> None:
        t = self.table.theme
        active = obs.current_player == seat
        s = self.table.seats[seat]
        hy = rect.y + geo.header_h // 2
        color = th.SEAT_COLORS[seat % len(th.SEAT_COLORS)]
        r = t.px(13)
        t.draw_circle(surface, color, (rect.x + t.px(10) + r, hy), r)
        t.blit_text(surface, s.name[:1].upper(), (rect.x + t.px(10) + r, hy), th.SMALL,
                    (20, 20, 20), bold=True, anchor="center")
        score = t.text(str(self.table.match.totals[seat]), th.SUBHEADING, th.ACCENT, bold=True)
        name_x, room, info = self.pod_header(seat, obs)
        box = pygame.Rect(name_x, rect.y, room, geo.header_h)
        t.blit_text(surface, s.name, (name_x, rect.y + t.px(6)), th.SMALL, th.TEXT, bold=True, box=box)
        t.blit_text(surface, info, self.pod_info_rect(seat, info, name_x).topleft, th.TINY,
                    th.ACCENT if active else th.MUTED, box=box)
        t.blit(surface, score, score.get_rect(midright=(rect.right - t.px(12), hy)))
        if not any(o == seat for o, _ in obs.melds):
            area = self.table.meld_area(geo, seat)
            t.blit_text(surface, self.table.app.language.gettext("no melds yet"), area.center, th.TINY, th.FAINT,
                        anchor="center")

    def _mine_band(self, surface, geo: Geometry, obs) -> None:
        t = self.table.theme
        seat = self.table.sight.bottom_seat
        r = geo.mine
        language = self.table.app.language
        name = YOU if self.table.sight.you == seat else self.table.seats[seat].name
        points = language.ngettext("{n} point", "{n} points", obs.melded[seat])
        label = (language.gettext("Your melds · {points}", points=points) if name == YOU else
                 language.gettext("{name}'s melds · {points}", name=name, points=points))
        t.blit_text(surface, label, (r.x + t.px(14), r.y + t.px(5)), th.SMALL, th.TEXT, bold=True)
        if not any(o == seat for o, _ in obs.melds):
            area = self.table.meld_area(geo, seat)
            hint = language.gettext("None yet: select three or more cards that make a set or a sequence")
            if self.table.perspective.face_up:      # watched or replayed: nobody selects here
                hint = language.gettext("No melds yet")
            t.blit_text(surface, hint, area.center, th.SMALL, th.FAINT, anchor="center", box=area)

    def log_rect(self) -> pygame.Rect:
        """Where the newest log lines go: where every table keeps them, in
        the bottom right corner beside the hand (:func:`..parts.log.strip_place`),
        right of its cards in their places (a place that moves with no card in flight)."""
        t = self.table.theme
        return strip_place(t, self.table.size, self.table.hand_right() + t.px(16), lines=5)

    def _piles(self, surface, obs) -> None:
        t = self.table.theme
        shows = Showing.of(self.table)
        take = shows.human_turn and shows.phase == "take"
        chosen = shows.chosen
        for zone, rect in self.table.pile_rects.items():
            if zone == "stock":
                count = obs.stock_size
                label, lit = self.table.app.language.gettext("Stock · {n}", n=count), take and not chosen and count > 0
            else:
                count = obs.discard_size
                label = self.table.app.language.gettext("Discard pile · {n}", n=count)
                lit = bool(chosen) and bool(self.table.candidate_moves())
            if not count:                       # an empty place keeps its outline
                t.draw_rect(surface, (255, 255, 255), rect, max(1, t.px(2)),
                            border_radius=t.px(8))
            if lit:
                t.draw_rect(surface, th.ACCENT, rect.inflate(t.px(12), t.px(12)),
                            max(2, t.px(3)), border_radius=t.px(10))
            t.blit_text(surface, label, (rect.centerx, rect.bottom + t.px(8)), th.SMALL, th.TEXT,
                        bold=True, anchor="midtop", shadow=True)

    def _felt_plan(self, size: tuple[int, int]) -> tuple[tuple, Decorate]:
        """The key of the felt for a window of ``size`` and what is baked
        into it: the seat panels."""
        t, geo = self.table.theme, self.table.geo
        key = (size, self.table.app.settings.table_color, geo)

        def decorate(felt: pygame.Surface) -> None:
            # a panel whose shadow misses the band is left to the band it
            # reaches, so its shadow and layer are made there, not in every band
            band = felt.get_clip()
            for rect, alpha in [*((pod, 170) for pod in geo.pods.values()), (geo.mine, 120)]:
                if band.colliderect(t.shadow_reach(rect)):
                    t.panel(felt, rect, (14, 30, 24), (46, 84, 64), radius=14, alpha=alpha, edge_width=1)
        return key, decorate

    def bake_step(self, size: tuple[int, int]) -> bool:
        key, decorate = self._felt_plan(size)
        self.felt.begin(key, size, self.table.app.settings.table_color, decorate)
        return self.felt.step()

    def draw_background(self, surface: pygame.Surface) -> None:
        """The felt with the seat panels, baked once per size and seats;
        then the bright edge of the panel of the seat whose turn it is (so
        a change of turn draws two edges again, not the felt)."""
        size = surface.get_size()
        t, geo = self.table.theme, self.table.geo
        key, decorate = self._felt_plan(size)
        t.blit(surface, self.felt.whole(key, size, self.table.app.settings.table_color, decorate), (0, 0))
        lit = geo.pods.get(self.table.match.current_player)
        if lit is not None:                 # as t.panel draws a lit edge: it covers the plain one
            t.draw_rect(surface, th.ACCENT, lit, max(1, t.px(2)), border_radius=t.px(14))

    def paint(self, surface: pygame.Surface) -> None:
        """The table's picture, then the hand counts and the cards the
        previewed button would use."""
        super().paint(surface)
        self._draw_badges(surface)
        self._draw_preview(surface)

    def previewed(self) -> Move | None:
        """The move of the action button under the mouse or keyboard focus."""
        for i, b in enumerate(self.table.buttons.widgets):
            if getattr(b, "hovered", False) or self.table.buttons.focused is b:
                moves = self.table.candidate_moves()
                return moves[i] if i < len(moves) else None
        return None

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """Ring the cards the previewed button would use (and the pile's top
        card for a take), so choosing the meld for the top card is visible."""
        move = self.previewed()
        if move is None or not move.cards:
            return
        t = self.table.theme
        want = Counter(move.cards)
        rects = []
        for s in self.table.hand_sprites():
            if want[s.card] > 0:
                want[s.card] -= 1
                rects.append(s.rect(self.table.card_w, CARD_ASPECT))
        if move.action == "take-pile" and "discard" in self.table.pile_rects:
            rects.append(self.table.pile_rects["discard"])
        for r in rects:
            t.draw_rect(surface, th.GOOD, r.inflate(t.px(6), t.px(6)), max(2, t.px(3)),
                        border_radius=max(3, r.w // 10))

    def _draw_badges(self, surface: pygame.Surface) -> None:
        """Hand counts over the opponents' card backs (drawn above the sprites)."""
        obs = self.table.sight.observation()
        if obs is None or self.table.perspective.face_up:    # face up, the hands are counted by eye
            return
        t = self.table.theme
        geo = self.table.geo
        for seat in geo.pods:
            bx, by = self.table.backs_center(geo, seat)
            badge = t.text(str(obs.hand_sizes[seat]), th.SMALL, th.TEXT, bold=True)
            below = by + self.table.card_w * POD_SCALE * CARD_ASPECT * 0.5
            br = badge.get_rect(center=(round(bx), round(below)))
            t.draw_rect(surface, (20, 24, 30), br.inflate(t.px(12), t.px(4)),
                        border_radius=t.px(10))
            t.blit(surface, badge, br)

    def draw_hud(self, surface: pygame.Surface) -> None:
        t = self.table.theme
        for text, rect, size, color, bold in self.title_lines():
            t.blit_text(surface, text, rect.topleft, size, color, bold=bold, shadow=True)
        seat = self.table.sight.bottom_seat
        draw_plate(t, surface, self.table.plate_rect(), plate_facts(self.table, seat))
        obs = self.table.sight.observation()
        if obs is not None:
            rect = self.hand_count_rect()
            t.blit_text(surface, self.table.app.language.ngettext("{n} card in hand", "{n} cards in hand",
                                                                  obs.hand_sizes[seat]), rect.topleft,
                        th.TINY, th.MUTED, shadow=True)
        prompt = self.table.words.shown_prompt()
        self.prompt_rect = pygame.Rect(0, 0, 0, 0)
        if prompt:
            w = surface.get_width()
            y = self.table.hand_top() - t.px(8)
            if self.table.buttons.widgets:
                y = self.table.buttons.widgets[0].rect.top - t.px(6)
            self.prompt_rect = draw_prompt(t, surface, prompt, (w / 2, y), w - t.px(40),
                                           self.table.line.color(), prompt_glyphs(self.table))

