"""The Fan Rummy table (issue 9): two staggered columns whose outer cards
can be taken, the knock card and its value and suit, the face-down draw and
discard piles, the knock-card phase, knock and gin buttons enabled only when
allowed with the player's deadwood shown, and at the end both hands laid
out in melds and deadwood with the lay-offs before the score.

Mouse: click a card of your hand to choose it (one card at a time), double-
click it to discard it (to lay it off, after a knock); click the draw pile,
a column (its outer card is taken), the knock card, the discard pile (to
discard the chosen card) or a meld (to lay the chosen card off on it).
Keys (:mod:`.controls`): Left/Right and Space or Enter choose a card, D
draw, X discard, 1 / 2 take from column 1 / 2, T take the knock card, N pass
it (or finish laying off), K knock, G gin, B big gin, A lay off; any key or
click shows the score once the hands are laid out.

Where the cards go is :mod:`.layout`, the drawing is :mod:`.paint`, the
words :mod:`.words`; what it shares with Gin Rummy's table (the action bar,
the hand melds first, the laid-out hands before the score, the plates and
the deadwood panel) is in :mod:`..gin_family.table`, :mod:`..gin_family.paint`
and :mod:`..gin_family.layout`; this module maps input to moves. Only what the viewer may see is
drawn: the cards come from ``view()``; the knock card is public all hand.
"""

from __future__ import annotations

from typing import Any, Sequence

from ....card_names import ALONE, card_name
from ....engine.protocol import Move
from ....i18n import N_
from ....session.perspective import Perspective
from ...controls import Act
from ..base import ShownSession
from ..gin_family.actions import Action
from ..gin_family.table import GinFamilyTable
from ..parts.pile_view import KeptPile
from . import facts
from .layout import FanGeometry, place
from .paint import FanRummyPainter
from .words import FanRummyWords

#: The keys that take from column 1 and column 2.
COLUMN_ACTS = (Act.TAKE_COLUMN_1, Act.TAKE_COLUMN_2)
#: The piles the rules keep face up in view: both columns, staggered so every card shows.
KEPT = (KeptPile("column:0", N_("Column 1")), KeptPile("column:1", N_("Column 2")))


class FanRummyTable(GinFamilyTable):
    """The Fan Rummy table; see the module docstring for the controls."""

    def __init__(self, app, session: ShownSession, perspective: Perspective, **options: Any) -> None:
        super().__init__(app, session, perspective, FanGeometry(), words=FanRummyWords,
                         painter=FanRummyPainter, piles=KEPT, **options)

    #: The layout (:func:`.layout.place`).
    place_cards = staticmethod(place)
    #: The knock limit of a hand (:func:`.facts.knock_limit`).
    knock_limit_of = staticmethod(facts.knock_limit)
    #: The phases in which the viewer chooses a card of their hand.
    PICK_PHASES = ("knock_discard", "discard", "layoff")
    #: The knock card's discard goes on the pile too.
    DISCARD_PHASES = ("discard", "knock_discard")

    def pickable_zones(self) -> set[str]:
        """Table zones that take a click now (they lift under the pointer)."""
        if not self.session.human_turn:
            return set()
        if self.phase == "take":
            return {"draw", "column:0", "column:1"}
        if self.phase == "knock_card":
            return {"knock"}
        return set()

    def source_zone(self, move: Move) -> str:
        """Where a draw or a take (``move``) takes its card from."""
        if move.action == "draw":
            return "draw"
        return "knock" if move.zone == "knock" else f"column:{move.index}"

    # Actions ------------------------------------------------------------------------
    def turn_actions(self, state, legal: Sequence[Move]) -> list[Action]:
        """The action bar for the phase on the viewer's turn."""
        card = self.chosen()
        phase = state.phase
        language = self.app.language
        gettext = language.gettext

        def named(c) -> str:
            return card_name(c, ALONE, language)

        if phase == "knock_card":
            out = [Action(gettext("Take knock card"), Act.TAKE, named(state.knock_card), Move("take", (), "knock"),
                          True)]
            if Move("pass") in legal:
                out.append(Action(gettext("Pass"), Act.PASS, gettext("the dealer must take it"), Move("pass"), True))
            return out
        if phase == "take":
            view = self.sight.view()
            out = [Action(gettext("Draw"), Act.DRAW, gettext("{n} in the pile", n=language.number(len(view["draw"]))),
                          Move("draw"), Move("draw") in legal)]
            for i in (0, 1):
                col = view[f"column:{i}"]
                out.append(Action(gettext("Take column {number}", number=i + 1), COLUMN_ACTS[i],
                                  named(col[-1]) if col else gettext("empty"),
                                  Move("take", (), "column", i), bool(col)))
            return out
        if phase == "knock_discard":
            discard = Move("discard", (card,)) if card is not None else None
            return [Action(gettext("Discard"), Act.DISCARD, named(card) if card else gettext("choose a card"), discard,
                           discard in legal)]
        if phase == "discard":
            return self.bar.discard_actions(card)
        if phase == "layoff":
            return self.bar.layoff_actions(card)
        return []


    # Input ------------------------------------------------------------------------------
    def not_now(self, act: Act) -> str:
        """Why a key does nothing in this phase (through the rules where it maps to a move)."""
        return self.refused_key(act, {
            Act.DRAW: Move("draw"), Act.TAKE_COLUMN_1: Move("take", (), "column", 0),
            Act.TAKE_COLUMN_2: Move("take", (), "column", 1), Act.TAKE: Move("take", (), "knock"),
            Act.PASS: Move("pass"), Act.BIG_GIN: Move("big-gin")}.get(act))

    def take_move(self, zone: str) -> Move | None:
        """What a click on ``zone`` takes: the draw pile, a column's outer card, the knock card."""
        if zone.startswith("column:"):
            return Move("take", (), "column", int(zone.split(":")[1]))
        return {"draw": Move("draw"), "knock": Move("take", (), "knock")}.get(zone)

    def table_deal_order(self) -> dict[int, int]:
        """After the hands: the columns (column 1 first), then the knock card."""
        order: dict[int, int] = {}
        for i in (0, 1):
            for j, sprite in enumerate(sorted((s for s in self.sprites if s.zone == f"column:{i}"),
                                              key=lambda s: s.z)):
                order[id(sprite)] = 20 + 10 * i + j
        order.update({id(s): 40 for s in self.sprites if s.zone == "knock"})
        return order


TABLE = FanRummyTable
