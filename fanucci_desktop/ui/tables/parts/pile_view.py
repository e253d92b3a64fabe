"""The whole pile: every face-up card a pile keeps in view, to look through.

A game's rules may keep a pile's cards face up in view (Gin Rummy's
discard pile, Flathead Rummy's discard tableau, Fan Rummy's two columns),
while its table has room to show only the newest of them, or shows the
older ones squared. Every table holds one :class:`PileView`, configured by
the game with the piles its rules keep in view (:class:`KeptPile`, the
table's ``piles=``; none: the part does nothing). Where a kept pile has a
face-up card the table does not show with its corner in sight
(:func:`out_of_sight`), a "See all" chip lies on the pile; the chip, or
the key V (:attr:`~fanucci_desktop.ui.controls.Act.SEE_PILES`) at any
time, opens a view over the table of each kept pile's cards, oldest first,
laid in rows that fit the window. Speech says the piles' cards as it opens.
Escape, V again, or a click anywhere closes it; while it is open it keeps
every key and click (a pad's press and a tap reach it as keys and clicks).

Only what the view (``table.sight.zones()``) shows face up is ever drawn
or said: a squared pile's hidden cards stay hidden (Fortune Rummy's
discard pile keeps only its top card in view, and configures no pile).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Sequence

import pygame

from ....engine.cards import Card
from ....i18n import N_, Language
from ... import controls, theme as th
from ...cardart import CARD_ASPECT
from ...controls import Act
from ...sprites import CardSprite
from .keycaps import device_words, keyed_label
from .speech import spoken_cards

#: How the open view is closed (in the words of the device in hand, :func:`.keycaps.device_words`).
CLOSES = N_("Escape, V or a click closes this view.")

if TYPE_CHECKING:
    from ..base import Table

#: The part of a card that names it (its index corner), as fractions of
#: the card's width and height from its top-left corner: a card whose corner
#: no later card covers whole is in sight.
CORNER = (0.2, 0.26)
#: The keys that close the open view: the menu's (Escape), the view's own (V)
#: and clearing the selection (C).
CLOSING = (Act.MENU, Act.SEE_PILES, Act.CLEAR)


@dataclass(frozen=True)
class KeptPile:
    """A zone whose cards the game's rules keep face up in view, and the
    name a person knows it by ("Discard pile", "Column 1"), a message
    (marked ``N_``); a zone of each seat's (ending in ":") has one title
    for the others' seats (with ``{name}``) and one for the viewer's (``own``)."""

    zone: str
    title: str
    own: str = ""

    def each(self, zones: Iterable[str], names: Sequence[str], you: int | None,
             language: Language = Language()) -> list[KeptPile]:
        """The piles this stands for among ``zones``, titled in ``language``:
        itself, or, for a zone ending in ":" (``won:``), each seat's
        (``won:0``, ``won:1``, ...), its ``title``'s ``{name}`` the seat's
        name in ``names`` (``own`` for the seat ``you``)."""
        if not self.zone.endswith(":"):
            return [KeptPile(self.zone, language.gettext(self.title))] if self.zone in zones else []
        seats = sorted(int(z[len(self.zone):]) for z in zones
                       if z.startswith(self.zone) and z[len(self.zone):].isdigit())
        return [KeptPile(f"{self.zone}{seat}", language.gettext(self.own) if seat == you
                         else language.gettext(self.title, name=names[seat]))
                for seat in seats]


def corner(rect: pygame.Rect) -> pygame.Rect:
    """The index corner (:data:`CORNER`) of a card drawn in ``rect``."""
    return pygame.Rect(rect.x, rect.y, max(1, round(rect.w * CORNER[0])), max(1, round(rect.h * CORNER[1])))


def out_of_sight(cards: Iterable[Card | None], zone: str, sprites: Sequence[CardSprite],
                 card_w: int) -> list[Card]:
    """The face-up ``cards`` of ``zone`` that no sprite shows face up with
    its index corner in sight (no sprite of a higher ``z`` covers it whole),
    in their order; a card held twice needs two sprites."""
    live = [s for s in sprites if not s.dying]
    rects = {id(s): s.rect(card_w, CARD_ASPECT) for s in live}
    seen = [s.card for s in live if s.zone == zone and s.card is not None and s.flip >= 1.0
            and not any(o.z > s.z and rects[id(o)].contains(corner(rects[id(s)])) for o in live)]
    missing = []
    for card in cards:
        if card is None:
            continue
        if card in seen:
            seen.remove(card)
        else:
            missing.append(card)
    return missing


class PileView:
    """The part (see the module docstring) of ``table``, for ``piles``."""

    def __init__(self, table: Table, piles: Sequence[KeptPile]) -> None:
        self.table = table
        self.piles = tuple(piles)
        #: True while the view is open.
        self.open = False
        #: Each card drawn in the open view and where (set as it is drawn).
        self.shown: list[tuple[str, Card, pygame.Rect]] = []
        #: Each chip on a pile with cards out of sight, by zone, and where.
        self.chips: dict[str, pygame.Rect] = {}

    # What it shows -------------------------------------------------------------------
    def kept(self) -> list[KeptPile]:
        """Every kept pile of the table now, one per zone."""
        zones = self.table.sight.zones()
        names = [seat.name for seat in self.table.seats]
        return [one for pile in self.piles
                for one in pile.each(zones, names, self.table.sight.you, self.table.app.language)]

    def face_up(self) -> list[tuple[KeptPile, list[Card]]]:
        """Each kept pile with face-up cards, and those cards, oldest first."""
        zones = self.table.sight.zones()
        out = []
        for pile in self.kept():
            cards = [c for c in zones.get(pile.zone, ()) if c is not None]
            if cards:
                out.append((pile, cards))
        return out

    def hidden(self, pile: KeptPile) -> list[Card]:
        """The face-up cards of ``pile`` the table shows out of sight."""
        table = self.table
        return out_of_sight(table.sight.zones().get(pile.zone, ()), pile.zone, table.sprites, table.card_w)

    def spoken(self) -> str:
        """What the ear hears as the view opens: each pile's cards, oldest first."""
        language = self.table.app.language
        said = [language.ngettext("{pile}, {n} card, oldest first: {cards}.",
                                  "{pile}, {n} cards, oldest first: {cards}.", len(cards), pile=pile.title,
                                  cards=spoken_cards(cards, language))
                for pile, cards in self.face_up()]
        return " ".join([*said, language.gettext("Escape closes it.")])

    # Opening and closing --------------------------------------------------------------
    def toggle(self) -> None:
        """Open the view (a refusal in words where no kept pile has a face-up card), or close it."""
        table = self.table
        if self.open:
            self.close()
            return
        if not self.face_up():
            table.line.refuse(self.nothing())
            return
        self.open = True
        table.app.play("select")
        table.speech.speaker.say(self.spoken())

    def nothing(self) -> str:
        """Why the view does not open when no kept pile has a face-up card."""
        gettext = self.table.app.language.gettext
        return (gettext("No pile at this table keeps its cards face up in view.") if not self.piles
                else gettext("No card lies face up in the piles yet."))

    def close(self) -> None:
        self.open = False
        self.shown = []
        self.table.app.play("select")
        self.table.speech.speaker.say(self.table.app.language.gettext("Whole pile closed."))

    # The part ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        """Open: keeps every key and click (Escape, V, C or a click closes;
        a pad's Start and B press Escape and C).
        Shut: a click on a chip opens it (V reaches :meth:`toggle` through
        the table's ``key_actions``, as every key does)."""
        if self.open:
            if controls.act_for(event, CLOSING):
                self.close()
            elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.close()
            return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                                  pygame.MOUSEWHEEL)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                any(rect.collidepoint(event.pos) for rect in self.chips.values()):
            self.toggle()
            return True
        return False

    def update(self, dt: float) -> None:
        """Shuts the view when no kept pile has a face-up card left (a new hand dealt)."""
        if self.open and not self.face_up():
            self.open = False
            self.shown = []

    def wake_in(self) -> float | None:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if self.open:
            self.chips = {}
            self._draw_view(surface)
        else:
            self._draw_chips(surface)

    def chip_size(self, text: str) -> tuple[int, int]:
        """How wide and tall a chip saying ``text`` is drawn."""
        t = self.table.theme
        return t.width(text, th.TINY, True) + t.px(14), t.font(th.TINY, True).get_height() + t.px(6)

    def chip_room(self) -> int:
        """The height a chip takes above a pile at the window's top edge (its
        own, the gap to the pile, the window's margin, and as much again for
        a squared pile's cards, drawn a little higher each): a layout that
        keeps this room above a kept pile gives its chip a place there."""
        return self.chip_size("")[1] + 3 * self.table.theme.px(4)

    def chip_places(self) -> dict[str, tuple[pygame.Rect, str]]:
        """Each "See all" chip due now, by zone: where it goes and its words.
        A chip lies on each kept pile with cards out of sight: on the lower
        edge of the pile's cards where it is no wider than the pile, else
        above them, below, left or right (above or below: centred on the
        pile, else flush with its right or left edge), the first of these
        inside the window that lies on no card of another zone and no button
        of the table (else above, kept inside the window); none while cards
        move or the view is open."""
        table = self.table
        if self.open or table.busy:
            return {}
        window = pygame.Rect((0, 0), table.size).inflate(-table.theme.px(8), -table.theme.px(8))
        buttons = [b.rect for b in (*table.buttons.widgets, *table.tools.buttons, table.menu_button)
                   if b.rect.w > 0 and b.visible]
        live = [s for s in table.sprites if not s.dying]
        out = {}
        for pile in self.kept():
            if not self.hidden(pile):
                continue
            rects = [s.rect(table.card_w, CARD_ASPECT) for s in live if s.zone == pile.zone]
            if not rects:
                continue
            around = rects[0].unionall(rects[1:])
            blocked = buttons + [s.rect(table.card_w, CARD_ASPECT) for s in live if s.zone != pile.zone]
            text = keyed_label(table, table.app.language.gettext(
                "See all {n}", n=table.app.language.number(len(table.sight.zones().get(pile.zone, ())))),
                Act.SEE_PILES)
            places = self._places(around, pygame.Rect((0, 0), self.chip_size(text)))
            fitting = [p for p in places if window.contains(p) and p.collidelist(blocked) < 0]
            above = places[-8]              # centred above the pile (see :meth:`_places`)
            out[pile.zone] = (fitting[0] if fitting else above.clamp(window), text)
        return out

    def _places(self, pile: pygame.Rect, chip: pygame.Rect) -> list[pygame.Rect]:
        """Where a ``chip`` may go on or beside a ``pile``, best first (see
        :meth:`chip_places`): on its lower edge (where it is no wider), then
        six places above and below it, then left and right of it."""
        gap = self.table.theme.px(4)
        out = []
        if chip.w <= pile.w:
            out.append(chip.copy())
            out[-1].midbottom = (pile.centerx, pile.bottom - gap)
        for y_at, y in (("bottom", pile.top - gap), ("top", pile.bottom + gap)):
            for x_at, x in (("centerx", pile.centerx), ("right", pile.right), ("left", pile.left)):
                out.append(chip.copy())
                setattr(out[-1], y_at, y)
                setattr(out[-1], x_at, x)
        for x_at, x in (("right", pile.left - gap), ("left", pile.right + gap)):
            out.append(chip.copy())
            setattr(out[-1], x_at, x)
            out[-1].centery = pile.centery
        return out

    def marks(self) -> list[pygame.Rect]:
        """Where the chips are drawn now (a frame drawn in part draws them again
        where they were and are: :mod:`..frame.redraw`)."""
        return [chip.inflate(4, 4) for chip, _ in self.chip_places().values()]

    def _draw_chips(self, surface: pygame.Surface) -> None:
        t = self.table.theme
        places = self.chip_places()
        self.chips = {zone: chip for zone, (chip, _) in places.items()}
        for chip, text in places.values():
            t.panel(surface, chip, color=th.PANEL_HI, edge=th.ACCENT, radius=8, shadow=False)
            t.blit_text(surface, text, chip.center, th.TINY, th.ACCENT, bold=True, anchor="center")

    def _draw_view(self, surface: pygame.Surface) -> None:
        """Each kept pile's cards in rows, oldest first, on a panel over the dimmed table."""
        t = self.table.theme
        w, h = surface.get_size()
        t.dim(surface, 170)
        piles = self.face_up()
        pad = t.px(20)
        title_h = t.font(th.BODY, True).get_linesize() + t.px(6)
        foot_h = t.font(th.SMALL).get_linesize() + t.px(8)
        most = pygame.Rect(0, 0, w - 2 * t.px(40), h - 2 * t.px(30))
        inner_w = most.w - 2 * pad
        gap = t.px(6)
        card_w = self._card_width(piles, inner_w, most.h - 2 * pad - foot_h - len(piles) * title_h, gap)
        card_h = round(card_w * CARD_ASPECT)
        per_row = max(1, (inner_w + gap) // (card_w + gap))
        rows = sum(math.ceil(len(cards) / per_row) for _, cards in piles)
        panel = pygame.Rect(0, 0, most.w, 2 * pad + foot_h + len(piles) * title_h + rows * (card_h + gap))
        panel.center = (w // 2, h // 2)
        t.panel(surface, panel)
        y = panel.y + pad
        self.shown = []
        for pile, cards in piles:
            t.blit_text(surface, self.table.app.language.ngettext(
                "{pile} · {n} card, oldest first", "{pile} · {n} cards, oldest first", len(cards), pile=pile.title),
                        (panel.x + pad, y), th.BODY, th.TEXT, bold=True)
            y += title_h
            for i, card in enumerate(cards):
                row, col = divmod(i, per_row)
                rect = pygame.Rect(panel.x + pad + col * (card_w + gap), y + row * (card_h + gap), card_w, card_h)
                t.blit(surface, self.table.images.base(card, card_w), rect)
                self.shown.append((pile.zone, card, rect))
            y += math.ceil(len(cards) / per_row) * (card_h + gap)
        t.blit_text(surface, device_words(self.table, self.table.app.language.gettext(CLOSES)),
                    (panel.centerx, panel.bottom - pad),
                    th.SMALL, th.MUTED, anchor="midbottom")

    def _card_width(self, piles: list[tuple[KeptPile, list[Card]]], width: int, height: int,
                    gap: int) -> int:
        """The widest card (at most the table's) at which every pile's rows fit ``width`` x ``height``."""
        card_w = max(8, self.table.card_w)
        while card_w > 8:
            per_row = max(1, (width + gap) // (card_w + gap))
            rows = sum(math.ceil(len(cards) / per_row) for _, cards in piles)
            if rows * (round(card_w * CARD_ASPECT) + gap) <= height:
                break
            card_w -= 2
        return card_w
