"""How the gin-family tables (Fan Rummy, Gin Rummy) draw what they share:
the laid-off cards outlined in the defender's colour, a bracket over each
meld of the viewer's hand and a "new" tab on the card they just drew or
took (:meth:`GinPainter.hand_marks`), empty places and the
click targets of the phase, captions, the cards seen taken by the
opponent, seat plates with hand counts, scores and the dealer chip, the
viewer's deadwood against the knock limit, the prompt, the newest log lines
and the knock / gin banners.

:class:`GinPainter` is the part of each gin-family table that draws it
(``table.painter``); a game's painter (``gin_rummy/paint.py``,
``fan_rummy/paint.py``) adds its knock panel, :meth:`GinPainter.draw_info_panel`.
It draws only public facts and the viewer's own cards.
"""

from __future__ import annotations

import dataclasses

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ....engine.cards import Card
from ... import theme as th
from ...cardart import CARD_ASPECT
from ...sprites import CardSprite
from ..generic import draw_prompt, hand_name, title_facts
from ..parts.keycaps import prompt_glyphs
from ..parts.plate import PlateFacts, draw_plate, plate_facts
from ..parts.paint import TablePainter

#: The colour of the bracket over a meld of the viewer's hand.
MELD_MARK = (150, 225, 170)

if TYPE_CHECKING:
    from .shows import GinFamilyShows


@dataclass(frozen=True)
class HandMarks:
    """The marks on the viewer's held hand and where they are drawn
    (:meth:`GinPainter.hand_marks`)."""

    #: Each meld's cards lying side by side, left to right (a meld whose
    #: cards the player arranged apart is more than one run).
    runs: tuple[tuple[CardSprite, ...], ...] = ()
    #: The bar of each run's bracket (:meth:`GinPainter.meld_band`), in the order of ``runs``.
    bands: tuple[pygame.Rect, ...] = ()
    #: How far each bracket's ends reach down from its bar, in the order of ``runs``.
    ticks: tuple[int, ...] = ()


@dataclass(frozen=True)
class InfoLine:
    """A line of a knock panel (:meth:`GinPainter.info_lines`): its forms,
    longest first (the first that fits is drawn), their size, colour and
    boldness, and the gap above it in design pixels."""

    forms: tuple[str, ...]
    size: int
    color: tuple[int, int, int]
    bold: bool = False
    gap: int = 0


class GinPainter(TablePainter):
    """The drawing the gin-family tables share. The table gives
    :meth:`~.table.GinFamilyTable.knock_limit`, ``geo``, the
    places of the HUD and the deadwood of the viewer's cards."""

    table: GinFamilyShows

    def __init__(self, table: GinFamilyShows) -> None:
        super().__init__(table)
        #: The hand marks last worked out, and what they were worked out from (:meth:`hand_marks`).
        self._marks = HandMarks()
        self._marks_from: tuple | None = None

    def info_lines(self, state) -> list[InfoLine]:
        """The lines of the game's knock panel for the observation ``state``, top to bottom."""
        raise NotImplementedError

    def info_width(self) -> int:
        """How wide the knock panel must be to show each of its lines
        whole (a line in its shortest form); 0 before the deal."""
        state = self.table.sight.observation()
        if state is None:
            return 0
        t = self.table.theme
        return max((t.width(line.forms[-1], line.size, line.bold) for line in self.info_lines(state)),
                   default=0) + t.px(16)

    def draw_info_panel(self, surface: pygame.Surface) -> None:
        """The game's knock panel, in ``geo.info``: its :meth:`info_lines`
        one under the other, each in its longest form that fits."""
        state = self.table.sight.observation()
        if state is None:
            return
        t = self.table.theme
        rect = self.table.geo.info
        box = rect.inflate(-t.px(8), 0)
        t.panel(surface, rect, (16, 30, 26), (70, 110, 90), radius=12, alpha=170, shadow=False)
        y = rect.y
        for line in self.info_lines(state):
            said = t.first_fitting(line.forms, box.w, line.size, line.bold)
            y = t.blit_text(surface, said, (rect.centerx, y + t.px(line.gap)), line.size, line.color,
                            bold=line.bold, anchor="midtop", box=box).bottom

    def title_lines(self) -> list[tuple[str, int, bool]]:
        """The table's title and the line under it: each text, size and boldness."""
        table = self.table
        return [(f"{table.info.name}  ·  {hand_name(table)}", th.SMALL, True),
                (title_facts(table), th.TINY, False)]

    def title_right(self) -> int:
        """The right edge of the title lines as :meth:`draw_hud` draws them."""
        t = self.table.theme
        return t.px(20) + max(t.width(text, size, bold) for text, size, bold in self.title_lines())

    def paint(self, surface: pygame.Surface) -> None:
        """The whole table (the table's ``draw``): as the base table draws,
        with the laid-off cards outlined in the defender's colour (each
        outline under the cards lying on it), and the marks of the viewer's
        hand (the meld brackets under any card lifted over them, the "new"
        tab over the cards)."""
        self.draw_background(surface)
        self.draw_zones(surface)
        laid, color = self.laid_off_marks()
        t = self.table.theme
        marks = self.hand_marks()
        for band, tick in zip(marks.bands, marks.ticks):
            self.draw_meld_mark(surface, band, tick)
        for sprite in sorted(self.table.sprites, key=lambda s: s.z):
            self.draw_card(surface, sprite)
            r = sprite.rect(self.table.card_w, CARD_ASPECT)
            if sprite.card in laid and sprite.zone.startswith("meld:") and not sprite.dying:
                t.draw_rect(surface, color, r.inflate(t.px(4), t.px(4)), max(2, t.px(3)),
                            border_radius=max(3, r.w // 12))
            if sprite in self.table.selected:
                t.draw_rect(surface, th.ACCENT, r.inflate(4, 4), max(2, t.px(3)),
                            border_radius=max(3, r.w // 12))
        self.table.new_mark.draw(surface)
        self.draw_hud(surface)
        self.table.buttons.draw(surface, t)
        self.table.menu_button.draw(surface, t, False)

    def held_hand(self) -> list[CardSprite]:
        """The viewer's held hand, face up, left to right (none in Watch or behind a hand-off)."""
        zone = f"hand:{self.table.sight.viewer}"
        return sorted((s for s in self.table.sprites if s.zone == zone and not s.dying
                       and s.card is not None), key=lambda s: s.x)

    def hand_marks(self) -> HandMarks:
        """The marks on the viewer's held hand (none in Watch, behind a
        hand-off or once both hands are laid out), worked out again only
        when what they follow changed: the redraw asks for them
        (:meth:`marks`) and the picture draws them (:meth:`paint`) in the
        same frame, from one working out."""
        table = self.table
        hand = self.held_hand()
        source = (table.sight.viewer, table.phase, tuple(table.geo.hand_melds), table.card_w,
                  table.theme.unit, tuple((id(s), s.card, s.x, s.y, s.lift, s.scale) for s in hand))
        if source != self._marks_from:
            self._marks_from, self._marks = source, self.find_hand_marks(hand)
        return self._marks

    def find_hand_marks(self, hand: list[CardSprite]) -> HandMarks:
        """The marks on the viewer's held ``hand``: each meld of its best
        arrangement (the layout's ``hand_melds``) as runs of its cards lying
        side by side (one run per meld, unless the player arranged the hand
        so that a meld's cards lie apart); the "new" tab is the shared part's
        (:mod:`..parts.new_mark`): a bracket over it has its bar raised
        above the tab (where the tab stands with its card at rest), its ends
        reaching down past it."""
        if self.table.sight.viewer is None or self.table.phase == "over":     # over: both hands laid out
            return HandMarks()
        runs: list[tuple[CardSprite, ...]] = []
        for meld in self.table.geo.hand_melds:
            run: list[CardSprite] = []
            for sprite in hand:
                if sprite.card in meld:
                    run.append(sprite)
                elif run:
                    runs.append(tuple(run))
                    run = []
            if run:
                runs.append(tuple(run))
        bands = [self.meld_band(run, hand) for run in runs]
        ticks = [self.table.theme.px(10)] * len(bands)
        tab, new = self.table.new_mark.tab(), self.table.new_mark.sprite()
        if tab is not None and new is not None:
            tab = tab.move(0, round(new.lift))
            for i, band in enumerate(bands):
                if band.colliderect(tab.inflate(0, 2 * self.table.theme.px(3))):
                    raised = tab.top - self.table.theme.px(3) - band.h
                    ticks[i] += band.y - raised
                    bands[i] = band.move(0, raised - band.y)
        return HandMarks(tuple(runs), tuple(bands), tuple(ticks))

    def visible_right(self, sprite: CardSprite, hand: list[CardSprite]) -> int:
        """The right edge of what shows of ``sprite`` in ``hand`` (the next card covers the rest)."""
        r = sprite.rect(self.table.card_w, CARD_ASPECT)
        after = [s.rect(self.table.card_w, CARD_ASPECT).left for s in hand if s.x > sprite.x]
        return min([r.right, *after])

    def meld_band(self, run: tuple[CardSprite, ...], hand: list[CardSprite]) -> pygame.Rect:
        """The bar of the bracket over ``run`` of ``hand``: above the cards at rest,
        from the first card's left edge to where the last one stops showing."""
        t, cw = self.table.theme, self.table.card_w
        rests = [s.rect(cw, CARD_ASPECT).move(0, round(s.lift)) for s in run]
        left = rests[0].left + t.px(4)
        right = self.visible_right(run[-1], hand) - t.px(6)
        thick = max(2, t.px(4))
        return pygame.Rect(left, min(r.top for r in rests) - t.px(9) - thick, max(thick, right - left), thick)

    def draw_meld_mark(self, surface: pygame.Surface, band: pygame.Rect, tick: int) -> None:
        """A bracket whose bar is ``band`` (:meth:`meld_band`), its ends
        bent ``tick`` pixels down towards the cards."""
        t = self.table.theme
        thick = band.h
        for rect, color in ((band.inflate(2, 2).move(0, 1), (12, 30, 20)), (band, MELD_MARK)):
            t.draw_rect(surface, color, rect, border_radius=thick)
            for x in (rect.left, rect.right - thick):
                t.draw_rect(surface, color, pygame.Rect(x, rect.top, thick if color == MELD_MARK
                            else thick + 2, tick), border_radius=thick // 2)

    def marks(self) -> list[pygame.Rect]:
        """The meld brackets and the "new" tab, with their shadows: they
        follow the hand's cards beyond their edges (see :meth:`.TablePainter.marks`)."""
        marks = self.hand_marks()
        found = [band.inflate(tick + 4, 2 * (tick + 4))           # the bracket's ends, a shadow's blur
                 for band, tick in zip(marks.bands, marks.ticks)]
        return found + super().marks()

    def laid_off_marks(self) -> tuple[set[Card], tuple[int, int, int]]:
        """The cards laid off on the table melds and the defender's colour."""
        state = self.table.sight.observation()
        if state is None or not state.laid_off or state.out_player is None:
            return set(), th.ACCENT
        defender = 1 - state.out_player
        return {c for c, _ in state.laid_off}, th.SEAT_COLORS[defender % len(th.SEAT_COLORS)]

    def draw_zones(self, surface: pygame.Surface) -> None:
        """Empty places, the click targets of this phase, captions and the knock panel."""
        t = self.table.theme
        r = max(3, self.table.card_w // 12)
        edge = max(1, t.px(2))

        def outline(size: tuple[int, int]) -> pygame.Surface:
            layer = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (0, 0, 0, 50), layer.get_rect(), border_radius=r)
            pygame.draw.rect(layer, (255, 255, 255, 70), layer.get_rect(), edge, border_radius=r)
            return layer

        for rect in self.table.geo.outlines:          # kept: the same layer is the same stroke
            t.blit(surface, t.layer_cache.get_or_make(("outline", rect.size, r, edge),
                                                      lambda: outline(rect.size)), rect)
        hinted = self.table.hinted_zone()
        for zone in self.table.pickable_zones() | self.table.lit_zones() | ({hinted} if hinted else set()):
            rect = self.table.geo.targets.get(zone)
            if rect is not None:
                color = th.HINT if zone == hinted else th.ACCENT
                t.draw_rect(surface, color, rect.inflate(t.px(10), t.px(10)),
                            max(1, t.px(2 if zone != hinted else 4)), border_radius=r + t.px(4))
        self.draw_info_panel(surface)
        for card, rect in self.table.geo.took:            # public: seen taken face up
            t.shadow(surface, rect, max(2, rect.w // 12), blur=3, offset=2, alpha=90)
            t.blit(surface, self.table.images.base(card, rect.w), rect)
        for label in self.table.geo.labels:
            t.blit_text(surface, label.text, (label.x, label.y), label.size, label.color,
                        bold=label.bold, anchor=label.anchor, shadow=True, box=label.box())

    def draw_hud(self, surface: pygame.Surface) -> None:
        table, t = self.table, self.table.theme
        for seat in table.geo.plates:
            self.plate(surface, seat)
        (title, size, bold), (facts, facts_size, _) = self.title_lines()
        t.blit_text(surface, title, (t.px(20), t.px(18)), size, th.TEXT, bold=bold, shadow=True)
        t.blit_text(surface, facts, (t.px(20), t.px(42)), facts_size, th.MUTED, shadow=True)
        self.draw_deadwood(surface)
        text = self.table.words.shown_prompt()
        self.prompt_rect = pygame.Rect(0, 0, 0, 0)
        if text:
            self.prompt_rect = draw_prompt(t, surface, text, self.table.prompt_rect().midbottom,
                                           self.table.prompt_room().w, self.table.line.color(),
                                           prompt_glyphs(self.table), most=2)
        self.draw_log(surface)

    def draw_log(self, surface: pygame.Surface) -> None:
        """The newest log lines, right of the hand above the deadwood panel."""
        t = self.table.theme
        dead = self.table.deadwood_rect()
        height = t.font(th.TINY).get_linesize() * 5
        self.draw_log_strip(surface, pygame.Rect(dead.x, dead.y - t.px(10) - height, dead.w, height))

    def draw_deadwood(self, surface: pygame.Surface) -> None:
        """The viewer's deadwood against the knock limit, bottom right."""
        if self.table.sight.viewer is None or not self.table.my_cards():
            return
        t = self.table.theme
        whole, after = self.table.deadwood_info()
        card = self.table.chosen()
        hint = self.table.hint.move
        hinted = hint.cards[0] if hint is not None and len(hint.cards) == 1 else None
        if card in after:
            value = after[card]
        elif hinted in after:                 # the box speaks of the hinted discard
            value = after[hinted]
        else:
            value = min(after.values()) if after else whole
        limit = self.table.knock_limit()
        rect = self.table.deadwood_rect()
        past = self.table.phase in ("layoff", "over")      # going out is past: no knock advice
        ok = value <= limit and not past
        t.panel(surface, rect, (18, 24, 34), th.GOOD if ok else (60, 72, 92), radius=16,
                alpha=215, edge_width=2 if ok else 1)
        gettext = self.table.app.language.gettext
        heads = [gettext("Your deadwood"), gettext("Deadwood")]
        if card in after:
            heads = [gettext("This discard leaves"), gettext("Leaves")]
        elif hinted in after:
            heads = [gettext("The hint leaves"), gettext("Hint leaves")]
        elif after:
            heads = [gettext("Best discard leaves"), gettext("At best")]
        shown = t.blit_text(surface, self.table.app.language.number(value), (rect.right - t.px(14), rect.centery), th.HEADING,
                            th.GOOD if ok else th.TEXT, bold=True, anchor="midright")
        room = pygame.Rect(rect.x + t.px(14), rect.y, shown.left - t.px(8) - rect.x - t.px(14), rect.h)
        t.blit_text(surface, t.first_fitting(heads, room.w, th.TINY), (room.x, rect.y + t.px(7)), th.TINY,
                    th.MUTED, box=room)
        if self.table.phase == "layoff":
            notes = [gettext("lay off to lower it"), gettext("lay off")] if value else [gettext("nothing to lay off"), gettext("all melded")]
        elif past:
            notes = [gettext("the hand is over"), gettext("hand over")]
        elif value == 0:
            notes = [gettext("gin!")]
        elif limit == 0:
            notes = [gettext("only gin ends this hand"), gettext("gin only")]
        else:
            notes = [gettext("you may knock")] if ok else [gettext("knock at {limit} or less", limit=limit),
                                                      gettext("knock at {limit}", limit=limit)]
        note = t.first_fitting(notes, room.w, th.TINY)
        t.blit_text(surface, note, (room.x, rect.bottom - t.px(7)), th.TINY,
                    th.GOOD if ok else th.MUTED, anchor="bottomleft", box=room)

    def plate_facts(self, seat: int) -> PlateFacts:
        """A seat plate's facts (:mod:`..parts.plate`): the cards held, "10
        cards · normal AI"; or, once the seat went out and its hand lies on
        the table, the cards it laid out (its melds and deadwood, less the
        cards the other seat laid off on them), "7 laid out · normal AI"."""
        view = self.table.sight.view()
        held = len(view.get(f"hand:{seat}", []))
        state = self.table.sight.observation()
        if held or state is None or state.out_player != seat:
            return plate_facts(self.table, seat, held=held)
        laid = sum(len(cards) for zone, cards in view.items()
                   if zone.startswith("meld:") or zone == "deadwood") - len(state.laid_off)
        return dataclasses.replace(plate_facts(self.table, seat), held=None,
                                   extra=(self.table.app.language.ngettext("{n} laid out", "{n} laid out", laid),))

    def plate(self, surface: pygame.Surface, seat: int) -> None:
        """A seat plate (:func:`..parts.plate.draw_plate`) where the layout puts it."""
        draw_plate(self.table.theme, surface, self.table.plate_rect(seat), self.plate_facts(seat), radius=16)
