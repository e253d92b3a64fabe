"""What a table shows now: :class:`Showing`, an immutable, typed view of
its facts, the one a game's painter and words read, and :class:`TableShows`,
what they read of their table besides (where to draw and with what).

Anyone makes one of a table with :meth:`Showing.of` whenever they need it
(it is cheap: the zones' cards are worked out once per position by
:class:`.sight.Sight`): the seats' names, whose eyes, whose turn and the
phase of the hand, every zone's cards as the perspective may see them, the
moves the person may make now and the cards they chose. Nothing in it
changes; a move, a click or a hand-off makes the next one different.

A painter and a words object are given their table typed as
:class:`TableShows` (a game's as its own extension of it, declared in its
``facts`` module), never as the table class: so a game's ``paint`` and
``words`` modules import nothing of its ``table`` module, which imports them.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Mapping, Protocol

import pygame

from ....engine.cards import Card
from ....engine.protocol import Move

if TYPE_CHECKING:
    from ....app import App
    from ....engine.match import Match
    from ....engine.protocol import GameInfo
    from ....session import Seat, TableSession
    from ....session.perspective import Perspective
    from ....session.log import GameLog
    from ....session.replay import ReplaySession
    from ... import theme as th
    from ...sprites import CardSprite, SpriteImages
    from ...tween import Tweener
    from ...widgets import Button, FocusGroup
    from ..parts.coach import Coach
    from ..parts.hold import FinalHold
    from ..parts.log import SidePanels
    from ..parts.message import MessageLine
    from ..parts.paint import TablePainter
    from ..parts.tools import Hint
    from ..parts.words import TableWords
    from .sight import Sight
    from ..parts.new_mark import NewCard

#: Every zone's cards as the perspective may see them (None = a back), frozen.
Zones = Mapping[str, tuple[Card | None, ...]]


def frozen_zones(view: Mapping[str, list[Card | None]]) -> Zones:
    """``view`` as a mapping that cannot change, of tuples."""
    return MappingProxyType({zone: tuple(cards) for zone, cards in view.items()})


@dataclass(frozen=True)
class Showing:
    """The facts a table shows at one moment."""

    #: Each seat's name, seat by seat.
    names: tuple[str, ...]
    #: The seat the table says "you" and "your" to (None: nobody).
    you: int | None
    #: The seat whose hand the person picks, sorts and is hinted (None: nobody).
    viewer: int | None
    #: The seat drawn at the bottom of the table.
    bottom_seat: int
    #: Whose turn it is (None between hands).
    turn: int | None
    #: True while the person at the screen is to move.
    human_turn: bool
    #: The hand's phase where the game has phases (its observation's ``phase``), else None.
    phase: str | None
    #: Every zone's cards in the perspective's sight.
    zones: Zones
    #: The moves the person may make now (empty when it is not their turn).
    legal: tuple[Move, ...]
    #: The cards of the person's hand they chose, in the order chosen.
    chosen: tuple[Card, ...]
    #: The message line (a refusal, a hint, what happened), "" when empty.
    message: str

    @classmethod
    def of(cls, table: TableShows) -> Showing:
        """What ``table`` shows now."""
        sight = table.sight
        return cls(tuple(s.name for s in table.seats), sight.you, sight.viewer, sight.bottom_seat,
                   table.match.current_player, table.session.human_turn,
                   getattr(sight.observation(), "phase", None), sight.zones(), table.legal,
                   tuple(s.card for s in table.selected if s.card is not None), table.line.text)

    def top(self, zone: str) -> Card | None:
        """The top card of ``zone`` as shown (None: empty, absent or face down)."""
        cards = self.zones.get(zone) or ()
        return cards[-1] if cards else None

    def cards_of(self, zone: str) -> list[Card]:
        """The face-up cards of ``zone`` as shown, in its order."""
        return [c for c in self.zones.get(zone, ()) if c is not None]


class TableShows(Protocol):
    """What a painter and a words object read of their table: the facts
    (:meth:`showing`, and :attr:`sight`'s observation), where things are and what to draw with."""

    app: App
    game_id: str
    size: tuple[int, int]
    info: GameInfo
    seats: list[Seat]
    sprites: list[CardSprite]
    selected: list[CardSprite]
    images: SpriteImages
    tweens: Tweener
    card_w: int
    card_h: float
    buttons: FocusGroup
    menu_button: Button
    line: MessageLine
    legal: tuple[Move, ...]
    words: TableWords
    painter: TablePainter
    hint: Hint
    hold: FinalHold
    side: SidePanels
    coach: Coach | None
    perspective: Perspective
    session: TableSession | ReplaySession
    sight: Sight
    log: GameLog
    new_mark: NewCard

    @property
    def theme(self) -> th.Theme: ...

    @property
    def match(self) -> Match: ...

    @property
    def busy(self) -> bool: ...

    def seat_anchor(self, seat: int) -> tuple[float, float]: ...

    def hand_top(self) -> float: ...

    def hand_sprites(self) -> list[CardSprite]: ...

    def coach_room(self) -> pygame.Rect: ...

    def candidate_moves(self) -> list[Move]: ...

    def choose(self, move: Move) -> None: ...
