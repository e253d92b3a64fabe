"""The demo table's match, without pygame: the computer in every seat, so
that a player can watch how a game flows. A demo is never saved nor counted
(its table's session has no store: :attr:`.TableSession.kept`)."""

from __future__ import annotations

from ..engine.match import Match
from ..games import game_info, get_game
from .seats import AI_LEVELS, DEFAULT_NAMES, Seat

#: The largest table a demo seats (more seats make each turn come round slowly).
DEMO_SEATS = 3


def demo_match(game_id: str, seed: int) -> tuple[Match, list[Seat]]:
    """A new match of ``game_id`` from deal number ``seed`` and its seats:
    AI players of every level, named as the set-up screen names them."""
    info = game_info(game_id)
    n = max(info.min_players, min(info.max_players, DEMO_SEATS))
    seats = [Seat(DEFAULT_NAMES[i + 1], AI_LEVELS[(i + 1) % len(AI_LEVELS)]) for i in range(n)]
    return Match(get_game(game_id), n, seed), seats
