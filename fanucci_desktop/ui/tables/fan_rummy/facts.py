"""What the Fan Rummy table reads of the game: the bottom seat's
observation (never the engine's state) and what follows from it, the
knock limit and the deadwood of the viewer's own cards. No pygame here."""

from __future__ import annotations

from typing import Sequence

from ....engine.cards import Card
from ....engine.match import Match
from ....games.fan_rummy import rules
from ....games.fan_rummy.observation import FanObservation


def public(match: Match, seat: int) -> FanObservation | None:
    """``seat``'s observation of the hand in play (None before the deal);
    the table reads its public fields, and the hand only for the viewer."""
    state = match.state
    return None if state is None else state.observation(seat)


def knock_limit(obs: FanObservation) -> int:
    """The most deadwood a knock may leave, from the public knock card."""
    return rules.knock_limit(obs.knock_card)


def deadwood(hand: Sequence[Card]) -> tuple[int, dict[Card, int]]:
    """A hand's least deadwood, and for an eleven-card hand the deadwood
    left after discarding each card."""
    after: dict[Card, int] = {}
    if len(hand) == 11:
        after = {c: rules.deadwood([d for d in hand if d != c]) for c in hand}
    return (rules.deadwood(hand) if hand else 0), after
