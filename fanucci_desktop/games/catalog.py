"""The catalogue of games: their names, player counts and package names.
Pure data; importing it imports no game engine. Game packages take their own
entry from here (:func:`game_info`), the registry in ``games/__init__`` loads
a package by its name."""

from __future__ import annotations

from ..engine.protocol import GameInfo

#: The games, in menu order.
GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        id="flathead-rummy", name="Flathead Rummy", min_players=2, max_players=6,
        deck="Fanucci, 174 cards",
        description="Meld sets, flushes and one-colour runs; pick from the open discard tableau.",
        target_score=42, module="flathead_rummy",
    ),
    GameInfo(
        id="trophy-case", name="Trophy Case", min_players=3, max_players=5,
        deck="Fanucci, 174 cards",
        description="A bluffing trick game: beat the high card or fold; trumps end the trick.",
        target_score=30, module="trophy_case",
    ),
    GameInfo(
        id="fortune-rummy", name="Fortune Rummy", min_players=2, max_players=8,
        deck="two standard decks, 104 cards",
        description="A scoring rummy with wild deuces and the 50-point Queen of Spades.",
        target_score=500, module="fortune_rummy",
    ),
    GameInfo(
        id="fan-rummy", name="Fan Rummy", min_players=2, max_players=2,
        deck="one standard deck, 52 cards",
        description="Gin rummy with two open columns to draw from and a knock card.",
        target_score=100, module="fan_rummy",
    ),
    GameInfo(
        id="gin-rummy", name="Gin Rummy", min_players=2, max_players=2,
        deck="one standard deck, 52 cards",
        description="The classic two-player gin: take the upcard or draw, meld, knock or go gin.",
        target_score=100, module="gin_rummy",
    ),
)

_BY_ID = {info.id: info for info in GAMES}


def game_info(game_id: str) -> GameInfo:
    """The registry entry for ``game_id``; KeyError with the known ids if unknown."""
    try:
        return _BY_ID[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(_BY_ID)}") from None
