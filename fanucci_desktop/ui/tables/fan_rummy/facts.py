"""What the Fan Rummy table reads of the game: the bottom seat's
observation (never the engine's state) and what follows from it, the
knock limit. No pygame here."""

from __future__ import annotations

from ....games.fan_rummy import rules
from ....games.fan_rummy.observation import FanObservation


def knock_limit(obs: FanObservation) -> int:
    """The most deadwood a knock may leave, from the public knock card."""
    return rules.knock_limit(obs.knock_card)

