"""Painting the Flathead Rummy table: the felt with its zones, meld tags,
marks over the cards (takeable tableau cards, lay-off targets, the card that
must be played, lay-offs after going out, the keyboard cursor, the enlarged
tableau card), seat plates, side panels, pop-ups and the recap. A mixin of
:class:`~.flathead_rummy.FlatheadTable`: cards come from the sprites (made
from :meth:`view`), facts from the public observation."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme as th
from ..cardart import CARD_ASPECT
from ...session.seats import KIND_LABELS
from . import flathead_rummy_draw as fd
from .flathead_rummy_words import meld_kind

#: Seconds a pop-up ("Bonus mark!") floats.
POPUP_S = 1.8


@dataclass
class Popup:
    text: str
    x: float
    y: float
    color: tuple[int, int, int]
    age: float = 0.0


class FlatheadPainting:
    """Everything the table draws itself (mixed into the table)."""

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_popups(surface)
        if self.recap_showing:
            self.draw_recap(surface)

    def draw_background(self, surface: pygame.Surface) -> None:
        """The felt with the zones' and corner panels' backings baked in
        (rebuilt only when the window or the zones change; a new window size
        also empties the cache of translucent layers)."""
        geo = self.geo
        if geo is None:
            super().draw_background(surface)
            return
        fr = geo.frame
        key = (surface.get_size(), self.app.settings.table_color, id(self.app.art),
               tuple(geo.table_zone), tuple(geo.meld_zone), tuple(fr.steps), tuple(fr.log))
        if self._felt_key != key:
            if self._felt_key is not None and self._felt_key[0] != key[0]:
                self.layers.clear()          # the window was resized: layers of the old size go
            felt = self.app.art.table(surface.get_size(), self.app.settings.table_color).copy()
            fd.zone_backing(self.theme, felt, geo.table_zone)
            fd.zone_backing(self.theme, felt, geo.meld_zone)
            for rect in (fr.steps, fr.log):
                fd.side_panel(self.theme, felt, rect)
            self._felt = felt.convert() if pygame.display.get_surface() is not None else felt
            self._felt_key = key
        surface.blit(self._felt, (0, 0))

    def draw_zones(self, surface: pygame.Surface) -> None:
        geo = self.geo
        if geo is None:
            return
        t = self.theme
        pub = self.public()
        n_draw = pub.draw_size if pub is not None else 0
        x0 = geo.table_zone.x + t.px(14)
        y0 = geo.table_zone.y + t.px(5)
        warn = pub is not None and pub.rebuilt
        t.blit_text(surface, f"DRAW {n_draw}", (x0, y0), th.TINY,
                    fd.MUST if warn else (206, 226, 212), bold=True)
        n = len(pub.tableau) if pub is not None else 0
        detail = f"{n} card{'s' if n != 1 else ''}, oldest first"
        if self.takeable - {self.top_discard()}:
            detail += " · green: you can take it now"
        if warn:
            detail += " · pile rebuilt once: next time it runs out, the hand is dead"
        lab = t.blit_text(surface, "DISCARD TABLEAU", (geo.tableau_area.x, y0), th.TINY,
                          (206, 226, 212), bold=True)
        room = geo.table_zone.right - lab.right - t.px(24)
        t.blit_text(surface, t.fit(fd.printable(detail), room, th.TINY),
                    (lab.right + t.px(10), y0), th.TINY, (160, 190, 170))
        melds = pub.melds if pub is not None else ()
        bonus = self.bonus_melds()
        detail = (f"{len(melds)} on the table · anyone may lay off on any meld" if melds
                  else "none yet: 3+ cards of one rank, one suit, or a one-colour run")
        if self.late_layoffs:
            detail = f"{len(melds)} on the table · a dot marks a card laid off after going out"
        elif bonus:
            detail += " · a star marks a meld laid down as a bonus meld"
        fd.zone_panel(t, surface, geo.meld_zone, "Melds", detail)
        targets = set(self.layoff_targets())
        for i, box in enumerate(geo.melds.boxes):
            if pub is None or i >= len(pub.melds):
                break
            owner = pub.meld_owners[i]
            fd.meld_tag(t, surface, box.tag, number=i + 1, owner=self.name_of(owner),
                        color=th.SEAT_COLORS[owner % len(th.SEAT_COLORS)],
                        kind=meld_kind(list(pub.melds[i])), bonus=i in bonus, target=i in targets,
                        cache=self.layers)

    def draw_over_cards(self, surface: pygame.Surface) -> None:
        """Marks over the cards: takeable tableau cards, the top discard,
        lay-off targets, the card that must be played, the keyboard cursor."""
        geo = self.geo
        if geo is None:
            return
        t = self.theme
        width = max(2, t.px(3))
        radius = max(3, round(self.card_w * geo.tableau.scale / 12))
        cards = self.view().get("tableau", [])
        last = len(cards) - 1
        if not self.busy and self.takeable:
            bar = max(2, t.px(4))
            for i, card in enumerate(cards):
                if i >= len(geo.tableau.visible):
                    break
                rect = geo.tableau.visible[i]
                if i == last and card in self.takeable:
                    fd.outline(surface, rect, th.ACCENT, width, radius, glow=False, cache=self.layers)
                elif card in self.takeable:
                    fd.alpha_rect(surface, rect, (*fd.TAKE, 60), radius, cache=self.layers)
                    pygame.draw.rect(surface, fd.TAKE, (rect.x, rect.y - bar // 2, rect.w, bar),
                                     border_radius=bar // 2)
                else:
                    fd.alpha_rect(surface, rect, (0, 0, 0, 105), radius, cache=self.layers)
        targets = self.layoff_targets() if not self.busy else []
        if targets:
            for i, box in enumerate(geo.melds.boxes):
                if i in targets:
                    fd.outline(surface, box.cards, fd.TAKE, width, radius, cache=self.layers)
                else:
                    fd.alpha_rect(surface, box.cards, (0, 0, 0, 90), radius, cache=self.layers)
        pub = self.public()
        if self.human_turn and pub is not None and pub.taken is not None:
            for s in self.hand_sprites():
                if s.card == pub.taken:
                    r = s.rect(self.card_w, CARD_ASPECT)
                    text = "play it this turn" if pub.must_play_taken else "taken: can't discard"
                    color = fd.MUST if pub.must_play_taken else th.MUTED
                    img = t.text(text, th.TINY, (24, 16, 6), bold=True)
                    pill = img.get_rect(midbottom=(r.centerx, r.top - t.px(4))).inflate(t.px(12), t.px(4))
                    pygame.draw.rect(surface, color, pill, border_radius=pill.h // 2)
                    surface.blit(img, img.get_rect(center=pill.center))
        self.draw_late_marks(surface)
        self.draw_peek(surface)
        if self.cursor is not None and self.human_turn:
            items = self.area_items(self.cursor[0])
            if 0 <= self.cursor[1] < len(items):
                ring = items[self.cursor[1]].inflate(width * 3, width * 3)
                pygame.draw.rect(surface, (250, 250, 250), ring,
                                 width, border_radius=radius + width)

    def draw_late_marks(self, surface: pygame.Surface) -> None:
        """On each meld card laid off after someone went out, a disc in the
        colour of the player who laid it off."""
        if not self.late_layoffs or self.geo is None:
            return
        who = {card: seat for seat, card in self.late_layoffs}
        t = self.theme
        r = max(4, round(self.card_w * self.geo.melds.scale * 0.1))
        step = self.card_w * self.geo.melds.scale * 0.22
        for s in self.sprites:
            if s.zone.startswith("meld:") and s.card in who and not s.dying:
                seat = who[s.card]
                rect = s.rect(self.card_w, CARD_ASPECT)
                center = (round(rect.x + max(r + 2, step / 2)), rect.bottom - r - t.px(4))
                pygame.draw.circle(surface, (20, 20, 20), center, r + 1)
                pygame.draw.circle(surface, th.SEAT_COLORS[seat % len(th.SEAT_COLORS)], center, r)

    def draw_peek(self, surface: pygame.Surface) -> None:
        """The tableau card under the pointer (or the keyboard cursor) shown
        whole and larger just below its strip, so a compressed card reads
        easily."""
        geo = self.geo
        index = self.peek
        if self.cursor is not None and self.cursor[0] == "tableau":
            index = self.cursor[1]
        cards = self.view().get("tableau", [])
        if geo is None or index is None or self.busy or not 0 <= index < len(cards) - 1:
            return
        card = cards[index]
        if card is None:
            return
        width = round(self.card_w * min(0.9, geo.tableau.scale * 1.3))
        img = self.images.image(card, width, 0)
        strip = geo.tableau.visible[index]
        rect = img.get_rect(midtop=(strip.centerx, strip.y + round(width * 0.35)))
        rect.clamp_ip(geo.frame.band)
        sh = self.images.shadow(img.get_width(), img.get_height(), 0)
        surface.blit(sh, sh.get_rect(center=(rect.centerx, rect.centery + self.theme.px(4))))
        surface.blit(img, rect)

    def draw_hud(self, surface: pygame.Surface) -> None:
        t = self.theme
        fr = self.frame()
        pub = self.public()
        if pub is None:
            return
        t.blit_text(surface, self.info.name, fr.title.topleft, th.SMALL, th.TEXT, bold=True, shadow=True)
        t.blit_text(surface, f"Hand {len(self.match.hands)} · first to {self.match.target}",
                    (fr.title.x, fr.title.y + t.px(24)), th.TINY, th.MUTED, shadow=True)
        current = self.match.current_player
        for seat in range(self.match.num_players):
            rect = fr.my_plate if seat == self.bottom_seat else fr.pod_plates[seat]
            s = self.seats[seat]
            thinking = seat == current and not s.is_human and self.session.thinking
            fd.seat_plate(t, surface, rect, name=s.name, kind=KIND_LABELS.get(s.kind, s.kind),
                          color=th.SEAT_COLORS[seat % len(th.SEAT_COLORS)], score=self.match.totals[seat],
                          cards=pub.hand_sizes[seat], marks=pub.marks[seat], active=seat == current,
                          dealer=seat == pub.dealer, went_out=pub.winner == seat, thinking=thinking,
                          cache=self.layers)
        title, steps, step = self.turn_steps()
        color = th.SEAT_COLORS[current % len(th.SEAT_COLORS)] if current is not None else th.MUTED
        fd.turn_steps(t, surface, fr.steps, title, color, steps, step, cache=self.layers)
        fd.text_lines(t, surface, fr.log, self.feed[-4:], cache=self.layers)
        fd.prompt_lines(t, surface, fr.prompt, self.prompt(),
                        self.message_color())

    def draw_popups(self, surface: pygame.Surface) -> None:
        t = self.theme
        for p in self.popups:
            k = p.age / POPUP_S
            alpha = round(255 * min(1.0, (1 - k) * 3))
            t.blit_text(surface, p.text, (p.x, p.y - k * t.px(40)), th.SUBHEADING, p.color, bold=True,
                        anchor="midbottom", shadow=True, alpha=alpha)

    def draw_recap(self, surface: pygame.Surface) -> None:
        geo = self.geo
        if geo is None:
            return
        t = self.theme
        title, lines = self.recap_lines()
        line_h = t.font(th.SMALL).get_linesize()
        rect = pygame.Rect(0, 0, min(t.px(560), geo.frame.prompt.w), t.px(110) + line_h * len(lines))
        rect.midbottom = (geo.frame.prompt.centerx, self.size[1] - t.px(12))
        t.panel(surface, rect, (18, 24, 34), th.ACCENT, radius=18, alpha=238, edge_width=2)
        y = t.blit_text(surface, title, (rect.centerx, rect.y + t.px(16)), th.SUBHEADING, th.ACCENT,
                        bold=True, anchor="midtop").bottom + t.px(10)
        colors = {self.name_of(seat): th.SEAT_COLORS[seat % len(th.SEAT_COLORS)]
                  for seat in range(self.match.num_players)}
        for line in lines:
            r = t.blit_text(surface, t.fit(line, rect.w - t.px(60), th.SMALL), (rect.centerx, y), th.SMALL,
                            th.TEXT, anchor="midtop")
            color = colors.get(line.split(" ")[0])
            if color is not None and " laid off " in line:
                pygame.draw.circle(surface, color, (r.x - t.px(10), r.centery), t.px(5))
            y = r.bottom
        t.blit_text(surface, "The score is next · click or press a key",
                    (rect.centerx, rect.bottom - t.px(14)),
                    th.TINY, th.MUTED, anchor="midbottom")
