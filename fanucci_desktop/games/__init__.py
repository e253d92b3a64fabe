"""The registry of games. Listing games imports no game engine; a game's
package is imported only when :func:`get_game` asks for it."""

from __future__ import annotations

import importlib

from ..engine.protocol import Game
from .catalog import GAMES, game_info

__all__ = ["GAMES", "game_info", "get_game"]


def get_game(game_id: str) -> Game:
    """The :class:`Game` object of ``game_id``, importing its package on first use."""
    info = game_info(game_id)
    module = importlib.import_module(f"{__name__}.{info.module}")
    return module.GAME
