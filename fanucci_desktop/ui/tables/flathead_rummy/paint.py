"""Painting the Flathead Rummy table: the felt with its zones, meld tags,
marks over the cards (takeable tableau cards, lay-off targets, the card that
must be played, lay-offs after going out, the keyboard cursor, the enlarged
tableau card), seat plates, side panels, pop-ups and the recap.
:class:`FlatheadPainter` is an object the :class:`~.table.FlatheadTable`
holds (``table.painter``): cards come from the sprites (made from
:meth:`view`), facts from the public observation."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Sequence

import pygame

from ... import theme as th
from ...cardart import CARD_ASPECT
from ...surface_cache import SurfaceLRU
from ....i18n import Language
from ....words import shown_name
from ...theme import Theme
from ..generic import draw_prompt, hand_name, title_facts
from ..parts.keycaps import device_words, prompt_glyphs
from ..parts.plate import PlateFacts, caption_x, draw_plate, plate_facts
from ..parts.felt import BakedFelt, Decorate
from ..parts.paint import TablePainter
from .words import meld_kind, printable

if TYPE_CHECKING:
    from .facts import FlatheadShows

#: The colour of "you can take / lay off here" marks: the theme's mark, no suit's hue.
TAKE = th.MARK
#: Orange of "this card must be played" marks.
MUST = (244, 160, 72)
#: Green of the "Out!" pop-up.
OUT = (96, 196, 132)


def star(t: Theme, surface: pygame.Surface, center: tuple[float, float], radius: float,
         color=th.ACCENT, edge=(90, 62, 10)) -> None:
    """A five-pointed star (a bonus mark)."""
    cx, cy = center
    pts = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    t.draw_polygon(surface, color, pts)
    t.draw_polygon(surface, edge, pts, 1)


def alpha_rect(t: Theme, surface: pygame.Surface, rect: pygame.Rect, rgba: tuple[int, int, int, int],
               radius: int, width: int = 0, cache: SurfaceLRU | None = None) -> None:
    """A rounded rectangle with transparency; its layer is kept in ``cache``
    (a :class:`~..surface_cache.SurfaceLRU` the caller owns, which bounds it)
    so that steady frames allocate nothing. Without a cache, and while no
    strokes are noted, only the part within the surface's clip is made (a
    felt baked band by band makes each band's part, not the whole layer
    each time: :mod:`..parts.felt`)."""
    if rect.w <= 0 or rect.h <= 0:
        return
    if cache is None and t.ink is None:
        part = rect.clip(surface.get_clip())
        if part.w and part.h:
            layer = pygame.Surface(part.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, rgba, rect.move(-part.x, -part.y), width, border_radius=radius)
            t.blit(surface, layer, part)
        return
    key = (rect.size, tuple(rgba), radius, width)
    layer = cache.get(key) if cache is not None else None
    if layer is None:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, rgba, layer.get_rect(), width, border_radius=radius)
        if cache is not None:
            cache[key] = layer
    t.blit(surface, layer, rect)


def outline(t: Theme, surface: pygame.Surface, rect: pygame.Rect, color, width: int, radius: int,
            glow: bool = True, cache: SurfaceLRU | None = None) -> None:
    """A bright rounded outline with a soft halo around ``rect``."""
    if glow:
        halo = rect.inflate(width * 4, width * 4)
        alpha_rect(t, surface, halo, (*color[:3], 70), radius + width * 2, width * 2, cache=cache)
    t.draw_rect(surface, color, rect.inflate(width, width), width, border_radius=radius)


def zone_backing(t: Theme, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The recessed look of a zone of the felt (drawn once into the felt)."""
    r = t.px(16)
    alpha_rect(t, surface, rect, (0, 0, 0, 52), r)
    alpha_rect(t, surface, rect, (255, 255, 255, 26), r, max(1, t.px(1)))


def zone_panel(t: Theme, surface: pygame.Surface, rect: pygame.Rect, label: str,
               details: Sequence[str] = ()) -> None:
    """The small caps label (and a detail) at the top left of a zone. The
    detail is the first of ``details`` (longest form first) that fits the
    zone, else the last one cut to it (whole under the pointer)."""
    x = rect.x + t.px(14)
    lab = t.blit_text(surface, label.upper(), (x, rect.y + t.px(5)), th.TINY, (206, 226, 212),
                      bold=True)
    if details:
        x = lab.right + t.px(10)
        box = pygame.Rect(x, rect.y, rect.right - t.px(20) - x, rect.h)
        detail = t.first_fitting([printable(d) for d in details], box.w, th.TINY)
        t.blit_text(surface, detail, (x, rect.y + t.px(5)), th.TINY, (160, 190, 170), box=box)


def seat_plate(t: Theme, surface: pygame.Surface, rect: pygame.Rect, facts: PlateFacts, *,
               marks: int, went_out: bool, thinking: bool, cache: SurfaceLRU | None = None,
               language: Language = Language()) -> None:
    """One player's plate (:func:`..parts.plate.draw_plate`: who, what plays
    the seat, cards held, score, dealer chip; its second line "thinking"
    while an AI works on its move: the shared dots follow the word, see
    :func:`thinking_spot`), with what only Flathead has: bonus stars after
    the caption, an "Out" ribbon for the player who went out, and a halo
    on the seat's turn. Drawn once for the same plate, then replayed
    (:meth:`.Theme.kept`)."""
    t.kept(surface, ("seat plate", tuple(rect), facts, marks, went_out, thinking, language),
           lambda: _seat_plate(t, surface, rect, facts, marks, went_out, thinking, cache, language))


def _seat_plate(t: Theme, surface: pygame.Surface, rect: pygame.Rect, facts: PlateFacts, marks: int,
                went_out: bool, thinking: bool, cache: SurfaceLRU | None, language: Language) -> None:
    """:func:`seat_plate`, drawn."""
    if facts.turn:
        alpha_rect(t, surface, rect.inflate(t.px(10), t.px(10)), (*th.ACCENT, 60),
                   rect.h // 2 + t.px(5), cache=cache)
    reserve = (t.px(14) * marks + t.px(6)) if marks else 0
    r2 = draw_plate(t, surface, rect, facts, line=(language.gettext("thinking"), th.ACCENT) if thinking else None,
                    reserve=reserve)
    score_left = rect.right - t.px(14) - t.text(str(facts.score), th.SUBHEADING, th.ACCENT, bold=True).get_width()
    sr = max(3, t.px(6))
    sx = r2.right + t.px(6) + sr
    for i in range(marks if not thinking else 0):
        if sx + sr > score_left - t.px(2):
            t.blit_text(surface, f"+{marks - i}", (sx - sr, r2.centery), th.TINY, th.ACCENT,
                        bold=True, anchor="midleft")
            break
        star(t, surface, (sx, r2.centery), sr)
        sx += sr * 2 + t.px(2)
    if went_out:
        out = language.gettext("OUT!")
        ribbon = t.text(out, th.TINY, (14, 40, 22), bold=True).get_rect()
        ribbon.inflate_ip(t.px(14), t.px(4))
        ribbon.midleft = (rect.x + t.px(10), rect.y)
        t.draw_rect(surface, OUT, ribbon, border_radius=ribbon.h // 2)
        t.blit_text(surface, out, ribbon.center, th.TINY, (14, 40, 22), bold=True, anchor="center")


def thinking_spot(t: Theme, rect: pygame.Rect, language: Language = Language()) -> tuple[int, int]:
    """Where the word "thinking" (in ``language``) ends on a plate drawn in
    ``rect`` (x just after it, y its middle)."""
    x = caption_x(t, rect)
    line_h = t.font(th.TINY).get_linesize()
    y = rect.bottom - round(rect.h * 0.14) - line_h // 2
    return x + t.font(th.TINY).size(language.gettext("thinking"))[0] + t.px(8), y


def tag_words(owner: str, kind: str) -> list[str]:
    """What a meld's label says after its number, longest form first: its
    owner and its kind, else its kind (the disc's initial and colour name
    the owner)."""
    return [f"{owner} · {kind}", kind]


def tag_width(t: Theme, h: int, number: int, words: str, bonus: bool) -> int:
    """How wide a :func:`meld_tag` of height ``h`` saying ``words`` is drawn."""
    r = max(4, round(h * 0.36))
    star_w = max(3, round(h * 0.3)) * 2 + t.px(3) if bonus else 0
    return (r * 2 + t.px(9) + t.width(str(number), th.TINY, True) + t.px(5)
            + t.width(words, th.TINY) + star_w + t.px(6) + 1)


def meld_tag(t: Theme, surface: pygame.Surface, rect: pygame.Rect, *, number: int, owner: str,
             color, kind: str, bonus: bool, target: bool, cache: SurfaceLRU | None = None) -> None:
    """The label over a meld: its number, a disc in the owner's colour with
    their initial, the owner's name and the meld's kind (:func:`tag_words`:
    the layout makes room for one form, :meth:`FlatheadPainter.tag_widths`),
    and a star when it was laid down as a bonus meld. Drawn once for the
    same label, then replayed (:meth:`.Theme.kept`)."""
    t.kept(surface, ("meld tag", tuple(rect), number, owner, tuple(color), kind, bonus, target),
           lambda: _meld_tag(t, surface, rect, number, owner, color, kind, bonus, target, cache))


def _meld_tag(t: Theme, surface: pygame.Surface, rect: pygame.Rect, number: int, owner: str,
              color, kind: str, bonus: bool, target: bool, cache: SurfaceLRU | None) -> None:
    """:func:`meld_tag`, drawn."""
    h = rect.h
    pill = rect.copy()
    alpha_rect(t, surface, pill, (*(TAKE if target else (10, 14, 20)), 150 if not target else 90),
               h // 2, cache=cache)
    r = max(4, round(h * 0.36))
    cx = rect.x + r + t.px(3)
    t.draw_circle(surface, color, (cx, rect.centery), r)
    t.blit_text(surface, owner[:1].upper(), (cx, rect.centery), th.TINY, (24, 20, 14), bold=True,
                anchor="center")
    x = cx + r + t.px(6)
    right = rect.right - t.px(6)
    if bonus:
        sr = max(3, round(h * 0.3))
        star(t, surface, (right - sr, rect.centery), sr)
        right -= sr * 2 + t.px(3)
    num = t.blit_text(surface, str(number), (x, rect.centery), th.TINY, th.ACCENT, bold=True,
                      anchor="midleft")
    x = num.right + t.px(5)
    shown = t.first_fitting([*tag_words(owner, kind), ""], right - x, th.TINY)
    if shown:       # else the disc's initial and colour name the owner
        t.blit_text(surface, shown, (x, rect.centery), th.TINY, th.TEXT, anchor="midleft",
                    box=pygame.Rect(x, rect.y, max(1, right - x), rect.h))


def side_panel(t: Theme, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The dark rounded backing of a corner panel (drawn once into the felt)."""
    alpha_rect(t, surface, rect, (8, 12, 18, 120), t.px(12))


def turn_steps(t: Theme, surface: pygame.Surface, rect: pygame.Rect, title: str, color,
               steps: Sequence[str], current: int | None, cache: SurfaceLRU | None = None) -> None:
    """A heading (whose turn) and numbered steps, the current one lit (on a
    :func:`side_panel` backing). Drawn once for the same steps, then
    replayed (:meth:`.Theme.kept`)."""
    t.kept(surface, ("turn steps", tuple(rect), title, tuple(color), tuple(steps), current),
           lambda: _turn_steps(t, surface, rect, title, color, steps, current, cache))


def _turn_steps(t: Theme, surface: pygame.Surface, rect: pygame.Rect, title: str, color,
                steps: Sequence[str], current: int | None, cache: SurfaceLRU | None) -> None:
    """:func:`turn_steps`, drawn."""
    pad = t.px(10)
    t.draw_circle(surface, color, (rect.x + pad + t.px(5), rect.y + pad + t.px(8)), t.px(5))
    t.blit_text(surface, title, (rect.x + pad + t.px(16), rect.y + pad), th.TINY, th.TEXT, bold=True,
                box=pygame.Rect(rect.x + pad + t.px(16), rect.y, rect.w - pad * 2 - t.px(16), rect.h))
    row_h = (rect.h - pad * 2 - t.px(20)) / max(1, len(steps))
    for i, text in enumerate(steps):
        y = rect.y + pad + t.px(20) + i * row_h
        row = pygame.Rect(rect.x + pad // 2, round(y), rect.w - pad, round(row_h) - 1)
        lit = i == current
        if lit:
            alpha_rect(t, surface, row, (*th.ACCENT, 200), t.px(8), cache=cache)
        fg = th.ACCENT_TEXT if lit else th.MUTED
        t.blit_text(surface, f"{i + 1}", (row.x + t.px(12), row.centery), th.TINY, fg, bold=True,
                    anchor="center")
        box = pygame.Rect(row.x + t.px(22), row.y, row.w - t.px(24), row.h)
        lines = t.wrap(text, box.w, th.TINY, True)      # a step too long for a line takes two
        lines = lines if len(lines) <= 2 else [lines[0], " ".join(lines[1:])]
        step = t.font(th.TINY, True).get_linesize()
        for n, line in enumerate(lines):
            t.blit_text(surface, line, (box.x, row.centery + (n - (len(lines) - 1) / 2) * step), th.TINY, fg,
                        bold=lit, anchor="midleft", box=box)


class FlatheadPainter(TablePainter):
    """Everything one table draws itself; it keeps the felt it baked and the
    translucent layers it draws every frame."""

    table: FlatheadShows

    def __init__(self, table: FlatheadShows) -> None:
        super().__init__(table)
        #: Translucent layers drawn every frame, kept by size and colour (a
        #: small LRU: resizes leave layers of old sizes behind).
        self.layers = SurfaceLRU(96, 24 * 1024 * 1024)
        self.felt = BakedFelt(table.app.art)

    def _felt_plan(self, size: tuple[int, int]) -> tuple[tuple, Decorate] | None:
        """The key of the felt for a window of ``size`` and what is baked
        into it (None before the table is laid out: the plain felt)."""
        geo = self.table.geo
        if geo is None:
            return None
        fr, t = geo.frame, self.table.theme
        key = (size, self.table.app.settings.table_color, id(self.table.app.art),
               tuple(geo.table_zone), tuple(geo.meld_zone), tuple(fr.steps), tuple(fr.log))

        def decorate(felt: pygame.Surface) -> None:
            zone_backing(t, felt, geo.table_zone)
            zone_backing(t, felt, geo.meld_zone)
            for rect in (fr.steps, fr.log):
                side_panel(t, felt, rect)
        return key, decorate

    def _begin_felt(self, size: tuple[int, int], plan: tuple[tuple, Decorate]) -> None:
        """Begin the felt of ``plan`` (a new window size also empties the
        cache of translucent layers: layers of the old size go)."""
        if self.felt.key is not None and self.felt.key[0] != size:
            self.layers.clear()
        self.felt.begin(plan[0], size, self.table.app.settings.table_color, plan[1])

    def bake_step(self, size: tuple[int, int]) -> bool:
        plan = self._felt_plan(size)
        if plan is None:
            return True
        self._begin_felt(size, plan)
        return self.felt.step()

    def draw_background(self, surface: pygame.Surface) -> None:
        """The felt with the zones' and corner panels' backings baked in
        (rebuilt only when the window or the zones change)."""
        size = surface.get_size()
        plan = self._felt_plan(size)
        if plan is None:
            super().draw_background(surface)
            return
        self._begin_felt(size, plan)
        self.table.theme.blit(surface, self.felt.whole(plan[0], size, self.table.app.settings.table_color,
                                                       plan[1]), (0, 0))

    def draw_zones(self, surface: pygame.Surface) -> None:
        geo = self.table.geo
        if geo is None:
            return
        t = self.table.theme
        pub = self.table.sight.observation()
        n_draw = pub.draw_size if pub is not None else 0
        x0 = geo.table_zone.x + t.px(14)
        y0 = geo.table_zone.y + t.px(5)
        warn = pub is not None and pub.rebuilt
        language = self.table.app.language
        gettext = language.gettext
        draw = t.blit_text(surface, gettext("DRAW {n}", n=language.number(n_draw)), (x0, y0), th.TINY,
                           MUST if warn else (206, 226, 212), bold=True)
        n = len(pub.tableau) if pub is not None else 0
        parts = [language.ngettext("{n} card, oldest first", "{n} cards, oldest first", n)]
        if self.table.takeable and n > 1:
            parts.append(gettext("{mark}: take it now · dimmed: not now", mark=gettext(th.MARK_WORD)))
        if warn:
            parts.append(gettext("pile rebuilt once: next time it runs out, the hand is dead"))
        detail = " · ".join(parts)
        # over the tableau, or after the stock's caption where that is said longer
        lab = t.blit_text(surface, gettext("DISCARD TABLEAU"), (max(geo.tableau_area.x, draw.right + t.px(10)), y0),
                          th.TINY, (206, 226, 212), bold=True)
        room = geo.table_zone.right - lab.right - t.px(24)
        t.blit_text(surface, printable(detail), (lab.right + t.px(10), y0), th.TINY, (160, 190, 170),
                    box=pygame.Rect(lab.right + t.px(10), y0, room, lab.h))
        melds = pub.melds if pub is not None else ()
        bonus = self.table.bonus_melds()
        on_table = language.ngettext("{n} on the table", "{n} on the table", len(melds))
        detail = (gettext("{count} · anyone may lay off on any meld", count=on_table) if melds
                  else gettext("none yet: 3+ cards of one rank, one suit, or a one-colour run"))
        if self.table.late_layoffs:
            details = [gettext("{count} · a dot marks a card laid off after going out", count=on_table)]
        elif bonus:         # the short form (a narrow band, beside a lesson's coach) keeps the star
            details = [gettext("{detail} · a star marks a meld laid down as a bonus meld", detail=detail),
                       gettext("{count} · a star marks a bonus meld", count=on_table)]
        else:
            details = [detail]
        zone_panel(t, surface, geo.meld_zone, gettext("Melds"), details)
        targets = set(self.table.layoff_targets())
        for i, box in enumerate(geo.melds.boxes):
            if pub is None or i >= len(pub.melds):
                break
            owner = pub.meld_owners[i]
            meld_tag(t, surface, box.tag, number=i + 1,
                     owner=self.owner_name(owner),
                     color=th.SEAT_COLORS[owner % len(th.SEAT_COLORS)],
                     kind=gettext(meld_kind(list(pub.melds[i]))), bonus=i in bonus, target=i in targets,
                     cache=self.layers)

    def owner_name(self, seat: int) -> str:
        """A meld's owner as its label names them, in the player's language."""
        return shown_name(self.table.words.name_of(seat), self.table.app.language)

    def tag_widths(self, h: int) -> list[list[int]]:
        """How wide the melds' labels of height ``h`` are drawn, in each form
        of :func:`tag_words` (longest first), each a width by meld (the
        layout gives the melds the room of the first form that fits)."""
        pub = self.table.sight.observation()
        if pub is None:
            return []
        t, bonus = self.table.theme, self.table.bonus_melds()
        gettext = self.table.app.language.gettext
        forms = [tag_words(self.owner_name(pub.meld_owners[i]), gettext(meld_kind(list(meld))))
                 for i, meld in enumerate(pub.melds)]
        return [[tag_width(t, h, i + 1, words[form], i in bonus) for i, words in enumerate(forms)]
                for form in range(2)]

    def draw_over_cards(self, surface: pygame.Surface) -> None:
        """Marks over the cards: takeable tableau cards, the top discard,
        lay-off targets, the card that must be played, the keyboard cursor."""
        geo = self.table.geo
        if geo is None:
            return
        t = self.table.theme
        width = max(2, t.px(3))
        radius = max(3, round(self.table.card_w * geo.tableau.scale / 12))
        cards = self.table.sight.view().get("tableau", [])
        last = len(cards) - 1
        if not self.table.busy and self.table.takeable:
            for i, card in enumerate(cards):
                if i >= len(geo.tableau.visible):
                    break
                rect = geo.tableau.visible[i]
                if card in self.table.takeable:     # an outline, never a fill: no card takes a suit's hue
                    outline(t, surface, rect, TAKE, width + (1 if i == last else 0), radius, glow=False,
                            cache=self.layers)
                else:
                    alpha_rect(t, surface, rect, (0, 0, 0, 105), radius, cache=self.layers)
        targets = self.table.layoff_targets() if not self.table.busy else []
        if targets:
            for i, box in enumerate(geo.melds.boxes):
                if i in targets:
                    outline(t, surface, box.cards, TAKE, width, radius, cache=self.layers)
                else:
                    alpha_rect(t, surface, box.cards, (0, 0, 0, 90), radius, cache=self.layers)
        taken = self.taken_label()
        if taken is not None:
            text, color, pill = taken
            img = t.text(text, th.TINY, (24, 16, 6), bold=True)
            t.draw_rect(surface, color, pill, border_radius=pill.h // 2)
            t.blit(surface, img, img.get_rect(center=pill.center))
        self.draw_late_marks(surface)
        self.draw_peek(surface)
        if self.table.cursor is not None and self.table.session.human_turn:
            items = self.table.area_items(self.table.cursor[0])
            if 0 <= self.table.cursor[1] < len(items):
                ring = items[self.table.cursor[1]].inflate(width * 3, width * 3)
                t.draw_rect(surface, (250, 250, 250), ring,
                            width, border_radius=radius + width)

    def taken_label(self) -> tuple[str, tuple[int, int, int], pygame.Rect] | None:
        """On the viewer's turn, the label over the card taken from the
        tableau (it must be played, or may not be discarded): its words,
        colour and pill, above the card's "new" tab when it has one (both
        read whole); None when there is none."""
        pub = self.table.sight.observation()
        if not self.table.session.human_turn or pub is None or pub.taken is None:
            return None
        t = self.table.theme
        for s in self.table.hand_sprites():
            if s.card == pub.taken:
                r = s.rect(self.table.card_w, CARD_ASPECT)
                gettext = self.table.app.language.gettext
                text = gettext("play it this turn") if pub.must_play_taken else gettext("taken: can't discard")
                size = t.width(text, th.TINY, True), t.font(th.TINY, True).get_height()
                pill = pygame.Rect((0, 0), size).inflate(t.px(12), t.px(4))
                pill.midbottom = (r.centerx, r.top - t.px(2))
                tab = self.table.new_mark.tab()
                if tab is not None and tab.colliderect(pill):
                    pill.bottom = tab.top - t.px(2)
                return text, MUST if pub.must_play_taken else th.MUTED, pill
        return None

    def marks(self) -> list[pygame.Rect]:
        """The label over the card taken from the tableau, and the "new" tab."""
        taken = self.taken_label()
        return super().marks() + ([] if taken is None else [taken[2]])

    def draw_late_marks(self, surface: pygame.Surface) -> None:
        """On each meld card laid off after someone went out, a disc in the
        colour of the player who laid it off."""
        if not self.table.late_layoffs or self.table.geo is None:
            return
        who = {card: seat for seat, card in self.table.late_layoffs}
        t = self.table.theme
        r = max(4, round(self.table.card_w * self.table.geo.melds.scale * 0.1))
        step = self.table.card_w * self.table.geo.melds.scale * 0.22
        for s in self.table.sprites:
            if s.zone.startswith("meld:") and s.card in who and not s.dying:
                seat = who[s.card]
                rect = s.rect(self.table.card_w, CARD_ASPECT)
                center = (round(rect.x + max(r + 2, step / 2)), rect.bottom - r - t.px(4))
                t.draw_circle(surface, (20, 20, 20), center, r + 1)
                t.draw_circle(surface, th.SEAT_COLORS[seat % len(th.SEAT_COLORS)], center, r)

    def draw_peek(self, surface: pygame.Surface) -> None:
        """The tableau card under the pointer (or the keyboard cursor) shown
        whole and larger just below its strip, so a compressed card reads
        easily."""
        geo = self.table.geo
        index = self.table.peek
        if self.table.cursor is not None and self.table.cursor[0] == "tableau":
            index = self.table.cursor[1]
        cards = self.table.sight.view().get("tableau", [])
        if geo is None or index is None or self.table.busy or not 0 <= index < len(cards) - 1:
            return
        card = cards[index]
        if card is None:
            return
        width = round(self.table.card_w * min(0.9, geo.tableau.scale * 1.3))
        img = self.table.images.image(card, width, 0)
        strip = geo.tableau.visible[index]
        rect = img.get_rect(midtop=(strip.centerx, strip.y + round(width * 0.35)))
        rect.clamp_ip(geo.frame.band)
        sh = self.table.images.shadow(img.get_width(), img.get_height(), 0)
        t = self.table.theme
        t.blit(surface, sh, sh.get_rect(center=(rect.centerx, rect.centery + t.px(4))))
        t.blit(surface, img, rect)

    def draw_hud(self, surface: pygame.Surface) -> None:
        t = self.table.theme
        fr = self.table.frame()
        pub = self.table.sight.observation()
        if pub is None:
            return
        t.blit_text(surface, self.table.info.name, fr.title.topleft, th.SMALL, th.TEXT, bold=True,
                    shadow=True)
        t.blit_text(surface, f"{hand_name(self.table)}  ·  {title_facts(self.table)}",
                    (fr.title.x, fr.title.y + t.px(24)), th.TINY, th.MUTED, shadow=True)
        current = self.table.match.current_player
        for seat in range(self.table.match.num_players):
            rect = fr.my_plate if seat == self.table.sight.bottom_seat else fr.pod_plates[seat]
            s = self.table.seats[seat]
            thinking = seat == current and s.is_computer and self.table.session.thinking
            seat_plate(t, surface, rect, plate_facts(self.table, seat), marks=pub.marks[seat],
                       went_out=pub.winner == seat, thinking=thinking, cache=self.layers,
                       language=self.table.app.language)
        title, steps, step = self.table.words.turn_steps()
        color = th.SEAT_COLORS[current % len(th.SEAT_COLORS)] if current is not None else th.MUTED
        turn_steps(t, surface, fr.steps, title, color, steps, step, cache=self.layers)
        pad = t.px(9)
        self.draw_log_strip(surface, fr.log.inflate(-2 * pad, -pad))
        self.prompt_rect = draw_prompt(t, surface, printable(self.table.words.shown_prompt()), fr.prompt.midbottom,
                                       fr.prompt.w, self.table.line.color(), prompt_glyphs(self.table))

    def draw_recap(self, surface: pygame.Surface) -> None:
        geo = self.table.geo
        if geo is None:
            return
        t = self.table.theme
        title, lines = self.table.words.recap_lines()
        line_h = t.font(th.SMALL).get_linesize()
        rect = pygame.Rect(0, 0, min(t.px(560), geo.frame.prompt.w), t.px(110) + line_h * len(lines))
        rect.midbottom = (geo.frame.prompt.centerx, self.table.size[1] - t.px(12))
        t.panel(surface, rect, (18, 24, 34), th.ACCENT, radius=18, alpha=238, edge_width=2)
        y = t.blit_text(surface, title, (rect.centerx, rect.y + t.px(16)), th.SUBHEADING, th.ACCENT,
                        bold=True, anchor="midtop").bottom + t.px(10)
        colors = {self.table.words.name_of(seat): th.SEAT_COLORS[seat % len(th.SEAT_COLORS)]
                  for seat in range(self.table.match.num_players)}
        for line in lines:
            r = t.blit_text(surface, line, (rect.centerx, y), th.SMALL, th.TEXT, anchor="midtop",
                            box=rect.inflate(-t.px(60), 0))
            color = colors.get(line.split(" ")[0])
            if color is not None and " laid off " in line:
                t.draw_circle(surface, color, (r.x - t.px(10), r.centery), t.px(5))
            y = r.bottom
        t.blit_text(surface, device_words(self.table, self.table.app.language.gettext("The score is next · click or press a key")),
                    (rect.centerx, rect.bottom - t.px(14)),
                    th.TINY, th.MUTED, anchor="midbottom")
