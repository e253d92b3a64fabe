"""Drawing the Trophy Case table's own parts: seat plates, the trick's
player tags, high-card ring and folded veils, the info strip (led colour,
suit order, high card), pile labels and score pop-ups.

A :class:`Painter` is the table's painter (``table.painter``): it paints
the table's picture and keeps its caches (they live and die with it;
both are small LRUs bounded in bytes, emptied when the window size changes).
It draws only from :class:`~.trophy_case_facts.PublicFacts` and the
sprites the table already made visible, never from a hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import pygame

from ....engine.cards import FANUCCI_SUITS
from ....games.trophy_case.rules import trick_points
from ....card_names import ALONE, SUITS
from ....card_names import card_name as said_card
from ....i18n import N_
from ....words import YOU, shown_name
from ... import theme as th
from ...cardart import CARD_ASPECT
from ...controls import Act
from ...sprites import CardSprite
from ...surface_cache import SurfaceLRU
from ..generic import draw_prompt_lines, hand_name, title_facts
from ..parts.keycaps import device_words, key_caption, prompt_glyphs
from ..parts.plate import draw_plate, plate_facts
from ..parts.paint import TablePainter
from .facts import PublicFacts, TrickView
from .layout import PILE_SCALE, WON_SCALE, Geometry

if TYPE_CHECKING:
    from .facts import TrophyCaseShows

FOLDED_GREY = (120, 126, 136)
HIGH_GOLD = (255, 206, 84)


#: The most the log strip rises above the bottom plate (design pixels): the
#: newest lines at the foot of the window, as at every table.
LOG_H = 84

def colour_rgb(name: str | None) -> tuple[int, int, int]:
    """A readable on-felt colour for a Fanucci colour name."""
    return {"black": (200, 204, 214), "red": (240, 112, 104), "blue": (110, 170, 245),
            "yellow": (246, 212, 96), "green": (120, 210, 140)}.get(name or "", th.TEXT)


#: The help line under the message on the player's turn, by the device used
#: last and the move its Play button makes (``card_action``), that move named
#: as the button names it; a pad's names its buttons (``select``, ``play`` and
#: ``keys``: choosing a card, the move and the keys panel).
HELP: dict[tuple[str, str], str] = {
    ("keys", "lead"): N_("Click a card, then Lead, or double-click it  ·  F1 lists the keys"),
    ("keys", "play"): N_("Click a card, then Play, or double-click it  ·  F1 lists the keys"),
    ("touch", "lead"): N_("Tap a card, then Lead, or double-tap it  ·  the Keys button lists the keys"),
    ("touch", "play"): N_("Tap a card, then Play, or double-tap it  ·  the Keys button lists the keys"),
    ("pad", "lead"): N_("Pick a card with Left, Right and {select}, then Lead with {play}  ·  "
                        "{keys} lists the buttons"),
    ("pad", "play"): N_("Pick a card with Left, Right and {select}, then Play with {play}  ·  "
                        "{keys} lists the buttons"),
}
#: What the line above a trick says of the colour led.
LED = {"black": N_("Black led"), "red": N_("Red led"), "blue": N_("Blue led"), "yellow": N_("Yellow led"),
       "green": N_("Green led")}


class Painter(TablePainter):
    """The picture of one Trophy Case table, and its decorations."""

    table: TrophyCaseShows

    def __init__(self, table: TrophyCaseShows) -> None:
        super().__init__(table)
        #: Card-sized veils by (width, height, degrees, alpha, colour).
        self.veils = SurfaceLRU(128, 16 * 1024 * 1024)
        #: Translucent plates and chips (some nearly window-sized).
        self.layers = SurfaceLRU(48, 32 * 1024 * 1024)
        self._size: tuple[int, int] | None = None

    def _caches(self) -> tuple[SurfaceLRU, SurfaceLRU]:
        """The layers and veils, emptied first if the window size changed
        (nothing made for the old size is drawn again)."""
        if self.table.size != self._size:
            self.layers.clear()
            self.veils.clear()
            self._size = self.table.size
        return self.layers, self.veils

    def layer(self, key: tuple, make) -> pygame.Surface:
        """A cached surface (``make()`` builds it the first time)."""
        return self._caches()[0].get_or_make(key, make)

    def rounded(self, size: tuple[int, int], fill: tuple[int, int, int, int],
                edge: tuple[int, int, int, int] | None, radius: int, width: int = 1) -> pygame.Surface:
        """A translucent rounded rectangle (cached)."""
        def make() -> pygame.Surface:
            img = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(img, fill, img.get_rect(), border_radius=radius)
            if edge is not None:
                pygame.draw.rect(img, edge, img.get_rect(), width, border_radius=radius)
            return img

        return self.layer(("rounded", size, fill, edge, radius, width), make)

    @property
    def theme(self) -> th.Theme:
        return self.table.theme

    # The picture ------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_zones(surface)
        trick = self.table.shown_trick()
        index = {c: i for i, c in enumerate(trick.cards)}
        dim = self.table.legal_cards() if self.table.session.human_turn and not self.table.busy else None
        ring = max(2, self.theme.px(3))
        for sprite in sorted(self.table.sprites, key=lambda s: s.z):
            self.draw_card(surface, sprite)
            if sprite.zone == "trick" and sprite.card in index and not sprite.dying:
                i = index[sprite.card]
                if trick.players[i] in trick.folded:
                    self.veil(surface, sprite, 130)
                if i == trick.high:
                    self.ring(surface, sprite, HIGH_GOLD, ring)
            elif dim is not None and sprite.pickable and sprite.card not in dim:
                self.veil(surface, sprite, 110)
            if sprite in self.table.selected:
                self.ring(surface, sprite, th.ACCENT, ring)
        self.table.new_mark.draw(surface)
        self.draw_hud(surface)
        self.table.buttons.draw(surface, self.theme)
        self.table.menu_button.draw(surface, self.theme, False)

    def draw_zones(self, surface: pygame.Surface) -> None:
        """Under the cards: the trick's well, pile captions, empty-pile
        outlines and the bottom seat's won panel."""
        t = self.theme
        g = self.table.geometry()
        trick = self.table.shown_trick()
        _pos, scale, _step = self.table.trick_layout(max(1, len(trick.cards)))
        rows = 1 if len(_pos) < 2 or _pos[0][1] == _pos[-1][1] else 2.4
        block = (self.table.card_h * scale + g.tag_h) * rows
        span = max(x for x, _ in _pos) - min(x for x, _ in _pos)
        width = min(g.trick.w, max(self.table.card_w * 6, span + self.table.card_w * scale + t.px(60)))
        well = pygame.Rect(0, 0, round(width), round(block + t.px(40)))
        well.centerx = g.trick.centerx
        well.centery = g.trick.centery - round(g.tag_h / 2)
        well = well.clip(g.trick.inflate(t.px(12), t.px(12)))
        t.blit(surface, self.rounded(well.size, (0, 0, 0, 34), (255, 255, 255, 22), t.px(22),
                                          max(1, t.px(1.5))), well)
        self.table.well = well
        if not trick.cards:
            t.blit_text(surface, self.table.app.language.gettext("TRICK"), well.center, th.HEADING, (255, 255, 255), bold=True,
                        anchor="center", alpha=36)
        facts = self.table.facts()
        pile = (self.table.card_w * PILE_SCALE, self.table.card_h * PILE_SCALE)
        if facts is None:
            return
        x, y = g.stock
        language = self.table.app.language
        inside = surface.get_rect().inflate(-t.px(8), 0)        # a pile's captions kept on the window
        r = t.blit_text(surface, language.gettext("Stock {n}", n=language.number(facts.stock_size)),
                        (x, y + pile[1] / 2 + t.px(8)), th.TINY, th.MUTED, anchor="midtop", shadow=True, box=inside)
        t.blit_text(surface, language.gettext("{number} of 3 deals", number=facts.cycle_deal), (x, r.bottom + t.px(2)), th.TINY,   # of one shuffle
                    th.FAINT, anchor="midtop", shadow=True, box=inside)
        view = self.table.sight.view()
        if not view.get("set_aside") and not view.get("discarded"):
            self.outline(surface, g.set_aside, pile, "")
        played = len(view.get("set_aside", [])) + len(view.get("discarded", []))
        t.blit_text(surface, language.gettext("Played {n}", n=language.number(played)),
                    (g.set_aside[0], g.discarded[1] + pile[1] / 2 + t.px(8)),
                    th.TINY, th.MUTED, anchor="midtop", shadow=True, box=inside)
        self.won_panel(surface, g, facts)
        won_size = (self.table.card_w * WON_SCALE, self.table.card_h * WON_SCALE)
        for seat, pod in g.pods.items():
            if not view.get(f"won:{seat}"):
                self.outline(surface, pod.won, won_size, self.table.app.language.pgettext("an empty pile of tricks", "won"))

    def outline(self, surface: pygame.Surface, centre: tuple[float, float],
                size: tuple[float, float], label: str) -> None:
        """A faint outline where an empty pile goes, its ``label`` inside when it fits."""
        t = self.theme
        r = pygame.Rect(0, 0, round(size[0]), round(size[1]))
        r.center = (round(centre[0]), round(centre[1]))
        t.blit(surface, self.rounded(r.size, (0, 0, 0, 40), (255, 255, 255, 60),
                                          max(3, r.w // 10), max(1, t.px(1.2))), r)
        if label and t.width(label, th.TINY) <= r.w - t.px(4):
            t.blit_text(surface, label, r.center, th.TINY, th.FAINT, anchor="center")

    def draw_hud(self, surface: pygame.Surface) -> None:
        """Plates, title, the info strip, the trick's tags, the message and
        key help, pop-ups. ``self.table.drawn`` keeps where each went (for tests)."""
        t = self.theme
        g = self.table.geometry()
        w = self.table.size[0]
        facts = self.table.facts()
        trick = self.table.shown_trick()
        current = self.table.match.current_player
        drawn: dict[str, pygame.Rect] = {}
        for seat, pod in g.pods.items():
            active = seat == current and self.table.held is None
            thinking = active and self.table.session.thinking
            self.plate(surface, pod.plate, seat, facts, active, seat in trick.folded,
                               thinking, self.table.clock)
        drawn["title"] = t.blit_text(surface, f"{self.table.info.name}  ·  {hand_name(self.table)}", (t.px(18), t.px(14)),
                                     th.SMALL, th.TEXT, bold=True, shadow=True)
        drawn["subtitle"] = t.blit_text(
            surface, title_facts(self.table),
            (t.px(18), t.px(38)), th.TINY, th.MUTED, shadow=True)
        if facts is not None and (trick.cards or facts.current is not None):   # the prompt says how a deal ended
            drawn["info"] = self.info_strip(surface, g.info, facts, trick)
        if trick.cards:
            positions, scale, step = self.table.trick_layout(len(trick.cards))
            for i, r in enumerate(self.tags(surface, trick, positions, scale, step)):
                drawn[f"tag:{i}"] = r
        strip = g.log.copy()                 # its newest lines at the foot, as at every table
        strip.top = max(g.log.top, g.log.bottom - t.px(LOG_H))
        strip.h = g.log.bottom - strip.top
        self.draw_log_strip(surface, strip)
        text, colour = self.table.words.prompt_line()
        text = device_words(self.table, text)           # drawn in the words of the device in hand
        self.prompt_rect = pygame.Rect(0, 0, 0, 0)
        coach = self.table.coach.panel if self.table.coach is not None else None
        # the prompt and the mouse's help stay left of a lesson's coach panel
        room = round(w * 0.66) if coach is None or not coach.w else \
            max(t.px(200), min(round(w * 0.66), 2 * (coach.left - t.px(12)) - w))
        if text:
            lines = draw_prompt_lines(t, surface, text, (w / 2, g.prompt_y), room, colour, prompt_glyphs(self.table))
            drawn.update((f"prompt:{i}", r) for i, r in enumerate(lines))
            self.prompt_rect = lines[0].unionall(lines[1:])
        if self.table.session.human_turn:
            drawn["help"] = t.blit_text(surface, self.help_line(), (w / 2, g.help_y), th.TINY, th.MUTED,
                                        anchor="midtop", shadow=True,
                                        box=pygame.Rect(round(w / 2 - room / 2), 0, room, self.table.size[1]))
            self.prompt_rect = drawn["help"].union(self.prompt_rect) if self.prompt_rect.w else drawn["help"]
        self.table.drawn = drawn

    def help_line(self) -> str:
        """The help line in the words of the device used last, naming the
        move as the Play button does (:data:`HELP`)."""
        help_ = HELP[self.table.app.devices.pads.last, self.table.card_action()]
        return self.table.app.language.gettext(help_, select=key_caption(self.table, Act.SELECT),
                                               play=key_caption(self.table, Act.PLAY),
                                               keys=key_caption(self.table, Act.KEYS))

    def won_panel(self, surface: pygame.Surface, g: Geometry, facts: PublicFacts) -> None:
        """The bottom seat's won-pile caption."""
        t = self.theme
        seat = g.bottom
        rect = g.won_panel
        won = facts.tricks_won(seat)
        pts = facts.deal_points[seat]
        t.panel(surface, rect, (18, 25, 34), (70, 82, 104), radius=16)
        x, width = self.won_text_room(rect)
        lines = self.won_lines(won, pts, width)
        y = rect.centery - sum(t.font(size, bold).get_linesize() for _, size, bold in lines) // 2
        for i, (line, size, bold) in enumerate(lines):
            colour = th.MUTED if i == 0 else th.GOOD if pts else th.TEXT
            drawn = t.blit_text(surface, line, (x, y), size, colour, bold=bold, anchor="topleft",
                                box=pygame.Rect(x, rect.y, width, rect.h))
            y = drawn.top + t.font(size, bold).get_linesize()

    def won_text_room(self, rect: pygame.Rect) -> tuple[int, int]:
        """Where the won panel ``rect``'s words start, beside its pile, and how wide they may be."""
        x = round(rect.x + self.theme.px(20) + self.table.card_w * WON_SCALE)
        return x, rect.right - self.theme.px(10) - x

    def won_lines(self, tricks: int, points: int, width: int) -> list[tuple[str, int, bool]]:
        """The won panel's lines no wider than ``width`` pixels, each with its
        text size and boldness: its title, then "3 tricks · 12 pts" on one
        line where it fits (small, else tiny), else the tricks and the points
        a line each."""
        t, language = self.theme, self.table.app.language
        title = (language.pgettext("the tricks won this deal, a caption", "Won"), th.TINY, False)
        said = [language.ngettext("{n} trick", "{n} tricks", tricks),
                language.ngettext("{n} pt", "{n} pts", points)]
        line = " · ".join(said)
        for size in (th.SMALL, th.TINY):
            if t.width(line, size, True) <= width:
                return [title, (line, size, True)]
        return [title, *((part, th.TINY, True) for part in said)]

    # Card overlays ------------------------------------------------------------
    def veil(self, surface: pygame.Surface, sprite: CardSprite, alpha: int,
             color: tuple[int, int, int] = (14, 18, 26)) -> None:
        """Darken ``sprite``'s card (turned like it) by ``alpha``."""
        r = sprite.rect(self.table.card_w, CARD_ASPECT)
        deg = round(sprite.angle) % 360
        key = (r.w, r.h, deg, alpha, color)
        veils = self._caches()[1]
        img = veils.get(key)
        if img is None:
            img = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(img, (*color, alpha), img.get_rect(), border_radius=max(2, r.w // 14))
            if deg:
                img = pygame.transform.rotate(img, deg)
            veils[key] = img
        self.theme.blit(surface, img, img.get_rect(center=r.center))

    def ring(self, surface: pygame.Surface, sprite: CardSprite, color, width: int) -> None:
        r = sprite.rect(self.table.card_w, CARD_ASPECT)
        self.theme.draw_rect(surface, color, r.inflate(width * 2, width * 2), width,
                             border_radius=max(3, r.w // 12))

    # Plates -------------------------------------------------------------------
    def plate(self, surface: pygame.Surface, rect: pygame.Rect, seat: int, facts: PublicFacts | None,
              active: bool, folded: bool, thinking: bool, clock: float) -> None:
        """A seat's plate (:func:`..parts.plate.draw_plate`: who, what plays
        the seat, cards held and tricks won, the score with this deal's
        points, ``active``: the turn), its disc grey and "folded" among its
        facts once it folded the trick, its line "Thinking" while an AI works on its move, and this
        deal's points under the score."""
        t = self.theme
        language = self.table.app.language
        state = (language.gettext("folded"),) if folded else ()
        one = (plate_facts(self.table, seat, *state, turn=active) if facts is None else
               plate_facts(self.table, seat, *state, language.ngettext("{n} trick", "{n} tricks",
                                                                       facts.tricks_won(seat)),
                           held=facts.hand_sizes[seat], score=facts.score(seat), turn=active))
        line = ((language.gettext("Thinking") + "." * (1 + int(clock * 3) % 3), th.ACCENT)
                if thinking and not folded else None)
        draw_plate(t, surface, rect, one, color=FOLDED_GREY if folded else None, radius=16, line=line)
        if facts is not None and facts.deal_points[seat]:
            t.blit_text(surface, f"+{facts.deal_points[seat]}",
                        (rect.right - t.px(12), rect.bottom - t.px(4)), th.TINY, th.GOOD,
                        bold=True, anchor="bottomright")

    def tags(self, surface: pygame.Surface, trick: TrickView, positions: Sequence[tuple[float, float]],
             scale: float, step: float) -> list[pygame.Rect]:
        """A tag above each trick card naming its player (greyed when they
        folded), the high card's tag in gold; returns where they went."""
        t = self.theme
        table = self.table
        tw = table.card_w * scale
        th_ = tw * CARD_ASPECT
        visible = min(tw, step) if len(positions) > 1 else tw
        rects = []
        for i, (x, y) in enumerate(positions):
            seat = trick.players[i]
            lift = t.px(10) if i == trick.high else 0
            top = y - th_ / 2 - lift
            high = i == trick.high
            folded = seat in trick.folded
            name = shown_name(table.seats[seat].name, table.app.language)
            width = max(t.px(22), visible - t.px(4))
            text = name        # a name too long for its tag gives way to its initial
            if width < t.px(40) or t.width(name, th.TINY, True) > max(t.px(14), round(width - t.px(10))):
                text = next((c for c in name if c.isalnum()), name[:1]).upper()
            img = t.text(text, th.TINY, (24, 20, 10) if high else th.TEXT, True)
            rect = pygame.Rect(0, 0, min(width, img.get_width() + t.px(12)), t.px(20))
            left = x - tw / 2
            rect.midbottom = (round(left + min(visible, tw) / 2), round(top - t.px(3)))
            base = th.SEAT_COLORS[seat % len(th.SEAT_COLORS)]
            fill = HIGH_GOLD if high else ((52, 56, 64) if folded else (22, 28, 40))
            edge = HIGH_GOLD if high else (FOLDED_GREY if folded else base)
            t.draw_rect(surface, fill, rect, border_radius=rect.h // 2)
            t.draw_rect(surface, edge, rect, max(1, t.px(1.5)), border_radius=rect.h // 2)
            col = (24, 20, 10) if high else (FOLDED_GREY if folded else th.TEXT)
            t.blit_text(surface, text, rect.center, th.TINY, col, bold=True, anchor="center")
            rects.append(rect)
        return rects

    def info_strip(self, surface: pygame.Surface, rect: pygame.Rect, facts: PublicFacts,
                   trick: TrickView) -> pygame.Rect:
        """The line above the trick: who won it (a finished trick), else
        the led colour, the suit order (lowest first) and the high card."""
        t = self.theme
        table = self.table
        art = table.app.art
        icon = t.px(22)
        parts: list[tuple[str, object]] = []          # ("text", (str, colour)) / ("img", surf)
        language = table.app.language
        gettext = language.gettext
        if trick.winner is not None:
            who = table.seats[trick.winner].name
            if trick.trumped:
                won = gettext("You trump") if who == YOU else gettext("{name} trumps", name=who)
            else:
                won = gettext("You win") if who == YOU else gettext("{name} wins", name=who)
            pts = "+" + language.ngettext("{n} point", "{n} points", trick.points)
            parts = [("text", (won, th.TEXT)), ("gap", None), ("text", (pts, th.GOOD))]
        elif not trick.cards:
            who = table.seats[facts.leader].name
            parts = [("text", (gettext("New trick · you lead") if who == YOU else
                               gettext("New trick · {name} leads", name=who), th.MUTED))]
        else:
            lead = trick.led_colour
            parts.append(("img", self.chip(art.badge(lead, icon))))
            parts.append(("text", (gettext(LED[lead]) if lead in LED else "", colour_rgb(lead))))
            parts.append(("sep", None))
            parts.append(("text", (gettext("Low to high:"), th.MUTED)))
            for i, suit in enumerate(trick.suit_order):
                if i:
                    parts.append(("text", ("<", th.MUTED)))
                parts.append(("img", self.chip(art.suit_icon(suit, icon))))
                parts.append(("text", (language.pgettext(*SUITS[suit]), th.TEXT)))
            parts.append(("text", (gettext("< trumps"), th.MUTED)))
            if trick.high is not None:
                parts.append(("sep", None))
                who = table.seats[trick.players[trick.high]].name
                high = said_card(trick.cards[trick.high], ALONE, language)
                parts.append(("text", (gettext("High: {card} (you)", card=high) if who == YOU else
                                       gettext("High: {card} ({name})", card=high, name=who), HIGH_GOLD)))
            worth = trick_points(trick.cards)
            parts.append(("sep", None))
            worth_text = language.ngettext("Worth {n} pt", "Worth {n} pts", worth)
            parts.append(("text", (worth_text, th.GOOD if worth else th.MUTED)))
        return self._row(surface, rect, parts)

    def chip(self, icon: pygame.Surface) -> pygame.Surface:
        """``icon`` on a small card-coloured tile (black suits stay visible)."""
        pad = max(2, self.theme.px(3))

        def make() -> pygame.Surface:
            w, h = icon.get_width() + pad * 2, icon.get_height() + pad * 2
            tile = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(tile, (246, 242, 232), tile.get_rect(), border_radius=max(2, w // 4))
            tile.blit(icon, (pad, pad))
            return tile

        return self.layer(("chip", id(icon), icon.get_size(), pad), make)

    def _row(self, surface: pygame.Surface, rect: pygame.Rect, parts) -> pygame.Rect:
        t = self.theme
        gap = t.px(6)
        items = []
        for kind, value in parts:
            if kind == "text":
                items.append(t.text(value[0], th.SMALL, value[1], True))
            elif kind == "img":
                items.append(value)
            else:
                items.append(None if kind == "gap" else "sep")
        widths = [(t.px(14) if i is None else t.px(22)) if not isinstance(i, pygame.Surface)
                  else i.get_width() for i in items]
        total = sum(widths) + gap * (len(items) - 1) + t.px(36)
        # too wide: drop the suit names, then cut
        if total > rect.w:
            keep = []
            for (kind, value), item in zip(parts, items):
                if kind == "text" and value[1] == th.TEXT and value[0] in FANUCCI_SUITS:
                    continue
                keep.append(item)
            items = keep
            widths = [(t.px(14) if i is None else t.px(22)) if not isinstance(i, pygame.Surface)
                      else i.get_width() for i in items]
            total = sum(widths) + gap * (len(items) - 1) + t.px(36)
        pill = pygame.Rect(0, 0, min(rect.w, total), rect.h - t.px(6))
        pill.center = rect.center
        t.panel(surface, pill, (12, 18, 26), (60, 74, 96), radius=pill.h / 2 / t.unit, alpha=200,
                shadow=False)
        x = pill.centerx - (total - t.px(36)) / 2
        clip = surface.get_clip()
        surface.set_clip(pill.clip(clip))     # within the clip of a frame drawn in part
        for item, wdt in zip(items, widths):
            if isinstance(item, pygame.Surface):
                t.blit(surface, item, item.get_rect(midleft=(round(x), pill.centery)))
            elif item == "sep":
                t.draw_circle(surface, th.FAINT, (round(x + wdt / 2), pill.centery), t.px(2.5))
            x += wdt + gap
        surface.set_clip(clip)
        return pill
