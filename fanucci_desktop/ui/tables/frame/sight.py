"""What a table sees of its session through its perspective, worked out
once per position.

:class:`Sight` answers the questions every part of a table asks -- whose
hand is operated, whom the table says "you" to, which seat sits at the
bottom, which zones are face down, the observation the table's facts read
and every zone's cards as shown (the view) -- from the session and the
perspective it is given. The observation and the view are computed at most
once for each position (the match, its hands and moves, the state) and
viewer; a move, an undo, a replay's step or a hand-off makes a new
position. :meth:`Sight.forget` drops both when something else changes (a
hand sorted or reordered, a position set by code).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ....engine.cards import Card
from ....session import TableSession
from ....session.perspective import Perspective
from ....session.replay import ReplaySession
from .showing import Zones, frozen_zones

#: Every zone's cards as the viewer may see them (None = a back).
View = dict[str, list[Card | None]]


def shown_whole(zone: str, cards: list[Card]) -> list[Card | None]:
    """Every card of a zone the viewer may see shows (no squared pile)."""
    return list(cards)


def by_suit(cards: Sequence[Card]) -> list[Card]:
    """``cards`` sorted by suit, then rank (trumps last), as Sort first sorts a hand."""
    return sorted(cards, key=Card.sort_key)


class Sight:
    """``session`` seen through ``perspective``. ``conceal(zone, cards)``
    hides part of a zone the viewer may see (a squared pile) and
    ``arrange(view)`` puts the viewer's hand in its shown order (with every
    hand face up, each hand comes to it sorted :func:`by_suit`, and a game
    that sorts hands otherwise arranges them there): the table's hooks."""

    def __init__(self, session: TableSession | ReplaySession, perspective: Perspective,
                 conceal: Callable[[str, list[Card]], list[Card | None]],
                 arrange: Callable[[View], View]) -> None:
        self.session = session
        self.perspective = perspective
        #: A zone's cards as the viewer sees them when the zone is not hidden as a whole.
        self.conceal = conceal
        self._arrange = arrange
        self._observed: tuple[tuple, Any] | None = None
        self._viewed: tuple[tuple, View, Zones] | None = None

    @property
    def viewer(self) -> int | None:
        """The seat whose own hand the person picks, sorts and is hinted
        (:meth:`.Perspective.holder`)."""
        return self.perspective.holder(self.session.viewer)

    @property
    def you(self) -> int | None:
        """The seat the table says "you" and "your" to (None: nobody)."""
        return self.perspective.you(self.session.viewer)

    @property
    def bottom_seat(self) -> int:
        """The seat drawn at the bottom of the table (:meth:`.Perspective.bottom_seat`)."""
        return self.perspective.bottom_seat(self.session.viewer, self.session.humans)

    def position(self) -> tuple:
        """What the observation and the view depend on: the match, how far it
        went, its state and who holds the device."""
        match = self.session.match
        moves = len(match.hands[-1].moves) if match.hands else 0
        return id(match), id(match.state), len(match.hands), moves, self.session.viewer

    def hidden_zones(self) -> set[str]:
        """Zones whose cards are drawn face down (:meth:`.Perspective.hidden_zones`)."""
        match = self.session.match
        return self.perspective.hidden_zones(match.state, match.num_players, self.session.viewer)

    def observation(self) -> Any:
        """The bottom seat's observation of the hand in play (None before
        the deal): its public facts, and that seat's own cards. Read the
        hand only for :attr:`viewer`."""
        key = self.position()
        if self._observed is None or self._observed[0] != key:
            state = self.session.match.state
            self._observed = (key, None if state is None else state.observation(self.bottom_seat))
        return self._observed[1]

    def view(self) -> View:
        """Every zone's cards as the viewer may see them (a copy: the caller may change it)."""
        return {zone: list(cards) for zone, cards in self._worked_out()[1].items()}

    def zones(self) -> Zones:
        """The same as :meth:`view`, frozen (not a copy: nobody may change it)."""
        return self._worked_out()[2]

    def _worked_out(self) -> tuple[tuple, View, Zones]:
        key = self.position()
        if self._viewed is None or self._viewed[0] != key:
            view = self._worked_out_view()
            self._viewed = (key, view, frozen_zones(view))
        return self._viewed

    def forget(self) -> None:
        """Something besides the position changed (the hand's order, a state
        set by code): work the observation and the view out again when next asked."""
        self._observed = None
        self._viewed = None

    def _worked_out_view(self) -> View:
        state = self.session.match.state
        if state is None:
            return {}
        hidden = self.hidden_zones()
        view: View = {zone: ([None] * len(cards) if zone in hidden else self.conceal(zone, list(cards)))
                      for zone, cards in state.zones().items()}
        if self.perspective.face_up:
            for zone, cards in view.items():
                if zone.startswith("hand:") and None not in cards:
                    view[zone] = by_suit(cards)  # type: ignore[arg-type]
        return self._arrange(view)
