"""How the Fan Rummy table draws what is its own: the knock panel (value
and suit all hand; the knock card faded in its place once taken). The rest
(plates, deadwood, prompt, log, laid-off cards, the places to click and the
place a hint points at) is the gin family's :mod:`..gin_family.paint`.

:class:`FanRummyPainter` is the table's painter (``table.painter``); it
draws only public facts and the viewer's own cards.
"""

from __future__ import annotations

import pygame

from ....card_names import SUITS
from ... import theme as th
from ..gin_family.paint import GinPainter, InfoLine
from . import facts

class FanRummyPainter(GinPainter):
    """The gin family's painter with this game's knock panel."""

    def info_lines(self, state) -> list[InfoLine]:
        """The knock value and suit, all hand (points doubled in spades;
        the suit alone, "not doubled", where the panel is narrow)."""
        gettext = self.table.app.language.gettext
        suit = self.table.app.language.pgettext(*SUITS[str(state.knock_card.suit)])
        doubled = state.knock_card.suit == "S"
        return [InfoLine((gettext("KNOCK WITH"),), th.TINY, th.MUTED, bold=True, gap=8),
                InfoLine((str(facts.knock_limit(state)),), th.HEADING, th.ACCENT, bold=True),
                InfoLine((gettext("or less"),), th.TINY, th.MUTED),
                InfoLine((gettext("Suit: {suit}", suit=suit), suit), th.SMALL, th.TEXT, bold=True, gap=8),
                InfoLine((gettext("points doubled"), gettext("doubled")) if doubled else
                         (gettext("points not doubled"), gettext("not doubled")), th.TINY,
                         th.GOOD if doubled else th.MUTED, bold=doubled, gap=2)]

    def draw_info_panel(self, surface: pygame.Surface) -> None:
        """The panel's lines; the knock card's face, faded, in its place
        once taken (both players saw it: it is public)."""
        super().draw_info_panel(surface)
        state = self.table.sight.observation()
        if state is not None and not state.knock_up:
            spot = self.table.geo.knock_spot
            img = self.table.images.base(state.knock_card, spot.w).copy()
            img.set_alpha(110)
            self.table.theme.blit(surface, img, img.get_rect(center=spot.center))
