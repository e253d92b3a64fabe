"""A seat's plate and its caption, the same facts in the same form at every table.

Every plate says who sits in the seat (its colour disc, initial and name),
what plays it (:func:`seat_kind`: "human", "normal AI"), the cards it holds,
its score, and, by a gold edge, whether it is its turn. A game's painter
works out a seat's :class:`PlateFacts` with :func:`plate_facts` (adding the
facts only its game has, such as "140 points melded" or "2 tricks") and
draws the plate where its layout puts it with :func:`draw_plate`; the
second line is :meth:`PlateFacts.captions` fitted to the plate.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ....i18n import N_, Language
from ....session.seats import Seat
from ....words import shown_name
from ... import theme as th

if TYPE_CHECKING:
    from ..frame.showing import TableShows

#: A plate's ground and its edge when it is not the seat's turn.
GROUND = (18, 24, 34)
EDGE = (60, 72, 92)


#: What plays a seat of each kind, in the words of every plate.
PLAYS_AS = {"human": N_("human"), "easy": N_("easy AI"), "normal": N_("normal AI"), "hard": N_("hard AI")}


def seat_kind(seat: Seat, language: Language = Language()) -> str:
    """What plays ``seat``, in the words of every plate in ``language``:
    "human", "normal AI", or a friend's connection ("online":
    :attr:`.Seat.plays_as`, as the connection reports it)."""
    return language.gettext(PLAYS_AS[seat.kind]) if seat.kind in PLAYS_AS else seat.plays_as


def caption_forms(parts: list[str]) -> list[str]:
    """A caption of ``parts``, longest form first, each shorter form
    dropping the last part: ["10 cards · normal AI", "10 cards"]."""
    return [" · ".join(parts[:n]) for n in range(len(parts), 0, -1)]


def seat_caption(seat: Seat, *facts: str, language: Language = Language()) -> list[str]:
    """A plate's second line in the one order and wording of every table,
    longest form first: the game's facts about the seat ("10 cards", "140
    points melded"), then what plays it (:func:`seat_kind`): "10 cards ·
    normal AI"; the shorter forms drop the last part first. A friend whose
    connection is not well is said first ("lost the connection: waiting
    45 s · 10 cards"), and last of all in short ("waiting 45 s")."""
    if seat.troubled:
        return caption_forms([seat_kind(seat, language), *facts]) + [seat.plays_as_short]
    return caption_forms([*facts, seat_kind(seat, language)])


@dataclass(frozen=True)
class PlateFacts:
    """What one seat's plate says: the seat's number and name, what plays it
    (``kind``), the cards it holds (``held``, None while the table knows
    no hand for it), its score, whether it is its turn, whether it deals,
    and the facts only its game has (``extra``, after the cards held)."""

    seat: int
    name: str
    kind: str
    held: int | None
    score: int
    turn: bool
    dealer: bool = False
    extra: tuple[str, ...] = ()
    #: For a friend whose connection is not well, what plays the seat in
    #: short ("waiting 45 s"); "" for every other seat.
    troubled_short: str = ""
    #: The language the plate speaks (the count of cards held).
    language: Language = Language()

    def facts(self) -> list[str]:
        """The game's facts of the caption, the cards held first."""
        held = [] if self.held is None else [self.language.ngettext("{n} card", "{n} cards", self.held)]
        return held + list(self.extra)

    def captions(self) -> list[str]:
        """The caption, longest form first: "10 cards · 2 tricks · normal AI",
        then the forms that drop the game's facts from the last, keeping what
        plays the seat ("10 cards · normal AI"), then the cards held alone.
        A friend whose connection is not well: that first ("lost the
        connection: waiting 45 s · 10 cards"), last in short ("waiting 45 s")."""
        facts = self.facts()
        if self.troubled_short:
            return caption_forms([self.kind, *facts]) + [self.troubled_short]
        return [" · ".join([*facts[:n], self.kind]) for n in range(len(facts), 0, -1)] + facts[:1]


def plate_facts(table: TableShows, seat: int, *extra: str, held: int | None = None,
                score: int | None = None, turn: bool | None = None) -> PlateFacts:
    """The plate facts of ``seat`` at ``table``: its name (as the language
    shows it, :func:`~fanucci_desktop.words.shown_name`) and kind from the
    seat, the cards it holds from what the table sees (``held`` when the game
    counts them otherwise), its match score (``score`` when the game shows
    another, such as the score with this deal's points), the turn (``turn``
    when the game shows it otherwise, as while a trick is held) and the
    dealer from the match, and the game's ``extra`` facts."""
    s = table.seats[seat]
    match = table.match
    if held is None:
        obs = table.sight.observation()
        sizes = getattr(obs, "hand_sizes", None)
        if sizes is not None:
            held = sizes[seat]
        else:
            cards = table.sight.view().get(f"hand:{seat}")
            held = None if cards is None else len(cards)
    language = table.app.language
    return PlateFacts(seat, shown_name(s.name, language), seat_kind(s, language), held,
                      match.totals[seat] if score is None else score,
                      match.current_player == seat if turn is None else turn, match.dealer == seat, tuple(extra),
                      s.plays_as_short if s.troubled else "", language)


def caption_x(t: th.Theme, rect: pygame.Rect) -> int:
    """Where the name and the caption of a plate drawn in ``rect`` begin: right of its disc."""
    return rect.x + round(rect.h * 0.48) + round(rect.h * 0.28) + t.px(7)


def draw_plate(t: th.Theme, surface: pygame.Surface, rect: pygame.Rect, facts: PlateFacts, *,
               color: tuple[int, int, int] | None = None, radius: float | None = None,
               line: tuple[str, tuple[int, int, int]] | None = None, reserve: int = 0) -> pygame.Rect:
    """The plate of ``facts`` in ``rect``: its ground with a gold edge on the
    seat's turn, the colour disc (``color``, default the seat's) with the
    initial, the name, a "D" chip on the dealer's, the caption fitted (or ``line`` and its colour, such
    as "Thinking..." or "Folded", while the game says a state instead: without
    its trailing dots when it is too long so, and giving way to the caption
    when it is too long still) and the score. ``reserve`` pixels are kept free right of the caption (for a
    game's marks); returns where the caption went. Drawn once for the same
    plate, then replayed (:meth:`.Theme.kept`)."""
    return t.kept(surface, ("plate", tuple(rect), facts, color, radius, line, reserve),
                  lambda: _draw_plate(t, surface, rect, facts, color, radius, line, reserve))


def _draw_plate(t: th.Theme, surface: pygame.Surface, rect: pygame.Rect, facts: PlateFacts,
                color: tuple[int, int, int] | None, radius: float | None,
                line: tuple[str, tuple[int, int, int]] | None, reserve: int) -> pygame.Rect:
    """:func:`draw_plate`, drawn."""
    radius = rect.h / 2 / t.unit if radius is None else radius
    t.panel(surface, rect, GROUND, th.ACCENT if facts.turn else EDGE, radius=radius,
            alpha=225, edge_width=2.5 if facts.turn else 1)
    disc_r = round(rect.h * 0.28)
    disc = (rect.x + round(rect.h * 0.48), rect.centery)
    t.draw_circle(surface, color or th.SEAT_COLORS[facts.seat % len(th.SEAT_COLORS)], disc, disc_r)
    t.blit_text(surface, facts.name[:1].upper(), disc, th.SMALL, (20, 20, 20), bold=True, anchor="center")
    score = t.text(str(facts.score), th.SUBHEADING, th.ACCENT, bold=True)
    score_rect = score.get_rect(midright=(rect.right - t.px(14), rect.centery))
    t.blit(surface, score, score_rect)
    x = caption_x(t, rect)
    box = pygame.Rect(x, rect.y, max(0, score_rect.left - t.px(8) - x), rect.h)
    t.blit_text(surface, facts.name, (x, rect.y + round(rect.h * 0.14)), th.SMALL, th.TEXT, bold=True, box=box)
    if facts.dealer:
        chip = (rect.right - t.px(6), rect.y + t.px(4))
        t.draw_circle(surface, (238, 234, 222), chip, t.px(9))
        t.draw_circle(surface, (70, 70, 70), chip, t.px(9), 1)
        t.blit_text(surface, "D", chip, th.TINY, (30, 30, 30), bold=True, anchor="center")
    room = max(0, box.w - reserve)
    fits = [form for form in (line[0], line[0].rstrip(".")) if t.width(form, th.TINY) <= room] if line else []
    text, tone = (fits[0], line[1]) if line is not None and fits else (
        t.first_fitting(facts.captions(), room, th.TINY), th.MUTED)
    return t.blit_text(surface, text, (x, rect.bottom - round(rect.h * 0.14)), th.TINY, tone,
                       anchor="bottomleft", box=box)
