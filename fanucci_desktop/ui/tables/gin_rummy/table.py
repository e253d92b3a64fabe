"""The Gin Rummy table: the face-down stock and the face-up discard pile
with the upcard on top, the first-upcard offer (the non-dealer, then the
dealer, may take it or pass; then the non-dealer draws), knock and gin
buttons enabled only when allowed with the player's deadwood shown, the
wall (two cards left: take the upcard only to knock, or pass and the hand
is dead), and at the end both hands laid out in melds and deadwood with
the lay-offs before the score.

Mouse: click a card of your hand to choose it (one card at a time),
double-click it to discard it (to lay it off, after a knock); click the
stock or the upcard to take it, or drag it to your hand; click the
discard pile to discard the chosen card, or drag the card onto the pile;
click a meld to lay the chosen card off on it. Keys (:mod:`.controls`):
Left/Right and Space or Enter choose a card, D draw, T take the upcard, N
pass (or finish laying off), X discard, K knock, G gin, B big gin, A lay
off; any key or click shows the score once the hands are laid out.

Where the cards go is :mod:`.layout`, the drawing :mod:`.paint`, the words
:mod:`.words`; what it shares with Fan Rummy's table is in
:mod:`..gin_family.table`, :mod:`..gin_family.paint` and
:mod:`..gin_family.layout`; this module maps input to moves. Only what the
viewer may see is drawn: the cards come from ``view()``.
"""

from __future__ import annotations

import math
from typing import Any, Sequence

import pygame

from ....engine.protocol import EventKind, Move
from ....card_names import ALONE, SUBJECT, card_name, card_said
from ....i18n import N_, said
from ....session.perspective import Perspective
from ...controls import Act
from ...sprites import CardSprite
from ..base import ShownSession
from ..gin_family.actions import Action
from ..gin_family.layout import Geometry
from ..gin_family.table import GinFamilyTable
from ..parts.pile_view import KeptPile
from . import facts
from .layout import place
from .paint import GinRummyPainter
from .words import GinRummyWords

#: Design pixels the pointer travels before a press on the stock or the upcard carries it.
CARRY_START_PX = 9
TAKE_UPCARD = Move("take", (), "discard")
#: The pile the rules keep face up in view: all discards stay face up.
KEPT = (KeptPile("discard", N_("Discard pile")),)


class GinRummyTable(GinFamilyTable):
    """The Gin Rummy table; see the module docstring for the controls."""

    def __init__(self, app, session: ShownSession, perspective: Perspective, **options: Any) -> None:
        super().__init__(app, session, perspective, Geometry(), words=GinRummyWords,
                         painter=GinRummyPainter, piles=KEPT, **options)
        #: A press on the stock or the upcard: its sprite and where it began;
        #: ``carrying`` once the pointer moved it.
        self.pile_press: tuple[CardSprite, tuple[int, int]] | None = None
        self.carrying = False

    #: The layout (:func:`.layout.place`).
    place_cards = staticmethod(place)
    #: The knock limit of a hand (:func:`.facts.knock_limit`).
    knock_limit_of = staticmethod(facts.knock_limit)
    #: The phases in which the viewer chooses a card of their hand.
    PICK_PHASES = ("discard", "wall_knock", "layoff")

    def pickable_zones(self) -> set[str]:
        """Table zones that give a card now (their top card lifts under the
        pointer); asked of the rules, as the layout runs before the action bar."""
        if not self.session.human_turn:
            return set()
        legal = self.match.legal_moves()
        out = {"stock"} if Move("draw") in legal else set()
        return out | ({"discard"} if TAKE_UPCARD in legal else set())

    def source_zone(self, move: Move) -> str:
        """Where a draw or a take (``move``) takes its card from."""
        return "stock" if move.action == "draw" else "upcard"

    # Actions ------------------------------------------------------------------------
    def turn_actions(self, state, legal: Sequence[Move]) -> list[Action]:
        """The action bar for the phase on the viewer's turn."""
        language = self.app.language
        gettext = language.gettext
        up = card_name(state.upcard, ALONE, language) if state.upcard is not None else gettext("none")
        stock = language.ngettext("{n} in the stock", "{n} in the stock", state.stock_size)
        phase = state.phase
        if phase == "first_upcard" and state.upcard_passes >= 2:
            return [Action(gettext("Draw"), Act.DRAW, stock, Move("draw"), True)]
        if phase == "first_upcard":
            after = (gettext("then the dealer") if facts.offer_passes_to_dealer(state)
                     else gettext("then they draw"))
            return [Action(gettext("Take upcard"), Act.TAKE, up, TAKE_UPCARD, True),
                    Action(gettext("Pass"), Act.PASS, after, Move("pass"), True)]
        if phase == "take":
            return [Action(gettext("Draw"), Act.DRAW, stock, Move("draw"), True),
                    Action(gettext("Take upcard"), Act.TAKE, up, TAKE_UPCARD, TAKE_UPCARD in legal)]
        if phase == "wall":
            can = TAKE_UPCARD in legal
            return [Action(gettext("Take upcard"), Act.TAKE,
                           gettext("to knock with it") if can else gettext("makes no knock"), TAKE_UPCARD, can),
                    Action(gettext("Pass"), Act.PASS, gettext("the hand is dead"), Move("pass"), True)]
        if phase in ("discard", "wall_knock"):
            return self.bar.discard_actions(self.chosen(), plain=phase == "discard")
        if phase == "layoff":
            return self.bar.layoff_actions(self.chosen())
        return []

    # Input ------------------------------------------------------------------------------
    def not_now(self, act: Act) -> str:
        """Why a key does nothing in this phase (through the rules where it maps to a move)."""
        return self.refused_key(act, {
            Act.DRAW: Move("draw"), Act.TAKE: TAKE_UPCARD, Act.PASS: Move("pass"),
            Act.BIG_GIN: Move("big-gin"), Act.DISCARD: None}.get(act))

    def take_move(self, zone: str) -> Move | None:
        """What a click on ``zone`` takes: the stock draws; the pile, with no
        card chosen, takes the upcard (with one, it is discarded there)."""
        if zone == "stock":
            return Move("draw")
        return TAKE_UPCARD if zone in ("discard", "upcard") and self.chosen() is None else None

    def intercept(self, event: pygame.event.Event) -> bool:
        """The laid-out hands before the score take any input (the shared
        parts); else a press on the stock or the upcard that moves carries
        its card, and letting it go over the hand takes it."""
        if super().intercept(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.sprite_at(event.pos)
            take = (hit is not None and hit.pickable and hit.zone in self.pickable_zones()
                    and not self.busy)
            self.pile_press = (hit, event.pos) if take else None
            return False
        if self.pile_press is None:
            return False
        sprite, start = self.pile_press
        if event.type == pygame.MOUSEMOTION:
            if not self.carrying and math.dist(start, event.pos) >= self.theme.px(CARRY_START_PX):
                self.carrying = True
                self.tweens.cancel(sprite)
                self.hover_sprite = None
            if self.carrying:
                sprite.x += event.pos[0] - start[0]
                sprite.y += event.pos[1] - start[1]
                self.pile_press = (sprite, event.pos)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            carried, self.carrying, self.pile_press = self.carrying, False, None
            if not carried:
                return False                # a click: :meth:`click` takes it
            if event.pos[1] >= self.action_top():
                self.try_move(Move("draw") if sprite.zone == "stock" else TAKE_UPCARD)
            else:
                self.line.refuse(self.app.language.gettext("Drop the card on your hand to take it."))
            self.sync([])
            return True
        return False

    def sync(self, events, animate: bool = True, stagger: float = 0.0) -> None:
        """A dead hand says why in the log."""
        for ev in events:
            if ev.kind == EventKind.DEAD_HAND and ev.text:
                self.log.add(None, self.words.engine_words(ev.text))
        super().sync(events, animate, stagger)

    def deal(self) -> None:
        """The gin family's deal, then the first upcard named in the log."""
        super().deal()
        state = self.sight.observation()
        if state is not None and state.upcard is not None:
            self.log.add(None, said(N_("The first upcard is {card}."), card=card_said(state.upcard, SUBJECT)))

    def table_deal_order(self) -> dict[int, int]:
        """The first upcard turns up after the hands (the deal's order)."""
        return {id(s): 21 for s in self.sprites if s.zone == "discard"}


TABLE = GinRummyTable
