"""The public facts the Trophy Case table draws.

:func:`public_facts` keeps only what every seat may know from a
:class:`~fanucci_desktop.games.trophy_case.TrophyObservation` (no hand), so
the drawing code cannot show a hidden card by mistake. :func:`finished_trick`
reads a trick that has just been won from its event, to show it for a
moment before it slides to its winner. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, Sequence

import pygame

from ....engine.cards import Card
from ....engine.protocol import Event, Move
from ....games.trophy_case.deck import CARD_ID, COLOUR, SUIT
from ....games.trophy_case.observation import TrickRecord, TrophyObservation
from ....games.trophy_case.rules import card_key_id
from ..frame.showing import TableShows

if TYPE_CHECKING:
    from .layout import Geometry


@dataclass(frozen=True)
class TrickView:
    """A trick as shown: cards and players in play order, folded seats,
    the high card's index, the led colour and the in-colour suit order. A
    finished trick also has its ``winner``, ``points`` and ``trumped``."""

    cards: tuple[Card, ...] = ()
    players: tuple[int, ...] = ()
    folded: frozenset[int] = frozenset()
    high: int | None = None
    led_colour: str | None = None
    suit_order: tuple[str, ...] = ()
    winner: int | None = None
    points: int = 0
    trumped: bool = False

    @property
    def high_player(self) -> int | None:
        return None if self.high is None else self.players[self.high]


@dataclass(frozen=True)
class PublicFacts:
    """What every seat may know about the deal (never a hand's cards)."""

    phase: str
    current: int | None
    leader: int
    cycle_deal: int
    hand_sizes: tuple[int, ...]
    stock_size: int
    trick: TrickView
    tricks: tuple[TrickRecord, ...]
    deal_points: tuple[int, ...]
    totals: tuple[int, ...]
    target: int
    ending_text: str

    def score(self, seat: int) -> int:
        """The seat's match score with this deal's points so far."""
        before = self.totals[seat] if self.totals else 0
        return before + self.deal_points[seat]

    def tricks_won(self, seat: int) -> int:
        return sum(1 for t in self.tricks if t.winner == seat)


def public_facts(obs: TrophyObservation) -> PublicFacts:
    """The public part of ``obs``."""
    trick = TrickView(tuple(obs.trick), tuple(obs.trick_players), frozenset(obs.folded),
                      obs.high, obs.led_colour, tuple(obs.suit_order))
    return PublicFacts(obs.phase, obs.current_player, obs.leader, obs.cycle_deal, tuple(obs.hand_sizes), obs.stock_size, trick,
                       tuple(obs.tricks), tuple(obs.deal_points), tuple(obs.totals),
                       obs.target, obs.ending_text)


def trick_keys(cards: Sequence[Card]) -> list[int]:
    """Each card's strength on the trick (the engine's ranking), in play order."""
    if not cards:
        return []
    led = COLOUR[CARD_ID[cards[0]]]
    order: list[int] = []
    keys = []
    for card in cards:
        cid = CARD_ID[card]
        keys.append(card_key_id(cid, led, order))
        if COLOUR[cid] == led and SUIT[cid] not in order:
            order.append(SUIT[cid])
    return keys


def finished_trick(won: Event) -> TrickView:
    """The trick a ``trick_won`` event ends, as it stood when it was won
    (its plays in order and who folded come with the event). The high card
    is the winner's strongest."""
    players = tuple(seat for seat, _ in won.plays)
    cards = tuple(card for _, card in won.plays)
    keys = trick_keys(cards)
    mine = [i for i, p in enumerate(players) if p == won.player]
    high = max(mine, key=lambda i: (keys[i], -i)) if mine else None
    led = str(cards[0].color) if cards else None
    order: list[str] = []
    for card in cards:
        if not card.is_trump and str(card.color) == led and card.suit not in order:
            order.append(card.suit)
    return TrickView(cards, players, frozenset(won.folded), high, led, tuple(order), won.player,
                     won.value or 0, any(card.is_trump for card in cards))


class TrophyCaseShows(TableShows, Protocol):
    """What Trophy Case's painter and words read of its table (the table's own
    facts besides the shared ones)."""

    clock: float
    well: pygame.Rect
    drawn: dict[str, pygame.Rect]
    held: TrickView | None

    def card_action(self) -> str: ...

    def action_for(self, card: Card) -> Move: ...

    def facts(self) -> PublicFacts | None: ...

    def geometry(self) -> Geometry: ...

    def legal_cards(self) -> set[Card]: ...

    def shown_trick(self) -> TrickView: ...

    def trick_layout(self, n: int) -> tuple[list[tuple[float, float]], float, float]: ...
