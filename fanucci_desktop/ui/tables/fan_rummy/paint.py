"""How the Fan Rummy table draws what is its own: the knock panel (value
and suit all hand; the knock card faded in its place once taken) and the
place a hint points at. The rest (plates, deadwood, prompt, log, laid-off
cards, banners) is the gin family's :mod:`..parts_gin_paint`.

:class:`FanRummyHud` is a mixin of :class:`.fan_rummy.FanRummyTable`; it
draws only public facts and the viewer's own cards.
"""

from __future__ import annotations

import pygame

from ....engine.protocol import Move
from ... import theme as th
from . import facts

SUITS = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}


class FanRummyHud:
    """The drawing half of the Fan Rummy table (mixed into the table, with
    the gin family's :class:`~..parts_gin_paint.GinHudParts`)."""

    def source_zone(self, move: Move) -> str:
        """Where a draw or a take (``move``) takes its card from."""
        if move.action == "draw":
            return "draw"
        return "knock" if move.zone == "knock" else f"column:{move.index}"

    def draw_info_panel(self, surface: pygame.Surface) -> None:
        """The knock value and suit, all hand; the knock card's face, faded,
        in its place once taken (both players saw it: it is public)."""
        state = self.observation()
        if state is None:
            return
        t = self.theme
        rect = self.geo.info
        t.panel(surface, rect, (16, 30, 26), (70, 110, 90), radius=12, alpha=170, shadow=False)
        y = rect.y + t.px(8)
        t.blit_text(surface, "KNOCK WITH", (rect.centerx, y), th.TINY, th.MUTED, bold=True,
                    anchor="midtop")
        r = t.blit_text(surface, str(facts.knock_limit(state)), (rect.centerx, y + t.px(14)), th.HEADING,
                        th.ACCENT, bold=True, anchor="midtop")
        r = t.blit_text(surface, "or less", (rect.centerx, r.bottom), th.TINY, th.MUTED,
                        anchor="midtop")
        suit = SUITS.get(state.knock_card.suit or "", "")
        box = rect.inflate(-t.px(8), 0)          # the suit alone, "not doubled", where the panel is narrow
        said = t.first_fitting([f"Suit: {suit}", suit], box.w, th.SMALL, True)
        r = t.blit_text(surface, said, (rect.centerx, r.bottom + t.px(8)), th.SMALL,
                        th.TEXT, bold=True, anchor="midtop", box=box)
        doubled = suit == "Spades"
        said = t.first_fitting(["points doubled", "doubled"] if doubled else
                               ["points not doubled", "not doubled"], box.w, th.TINY, doubled)
        t.blit_text(surface, said, (rect.centerx, r.bottom + t.px(2)), th.TINY,
                    th.GOOD if doubled else th.MUTED, bold=doubled, anchor="midtop", box=box)
        if not state.knock_up:
            spot = self.geo.knock_spot
            img = self.images.base(state.knock_card, spot.w).copy()
            img.set_alpha(110)
            surface.blit(img, img.get_rect(center=spot.center))

