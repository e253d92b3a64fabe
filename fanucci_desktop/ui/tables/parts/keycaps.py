"""The key a move button shows: every table's action bar names, on each
button, the key that plays its move ("Draw  (D)"), and every prompt names
a move's key in the same form ("draw a card (D)"); both are written here,
once, for every game.

:data:`MOVE_KEYS` is the key of each move action, the same in every game
(the generic table plays its moves by it, :func:`.generic.key_move`; a
game's table binds the same acts to the same moves in its ``key_actions``).
A move whose key plays it only with a choice (Flathead's T takes the top
card of the tableau, or the card picked in it; Fortune's A adds to the first
meld that takes the cards) shows that key too: the key reaches it, with the
choice the player made first.
"""

from __future__ import annotations

from typing import Protocol

from ....engine.protocol import Move
from ...controls import BINDINGS, Act, game_moves

#: The key of each move action, in every game.
MOVE_KEYS: dict[str, Act] = {
    "draw": Act.DRAW, "take": Act.TAKE, "take-pile": Act.TAKE, "discard": Act.DISCARD,
    "knock": Act.KNOCK, "gin": Act.GIN, "big-gin": Act.BIG_GIN, "pass": Act.PASS,
    "done": Act.PASS, "layoff": Act.LAY_OFF, "add": Act.LAY_OFF, "meld": Act.MELD,
    "play": Act.PLAY, "lead": Act.PLAY, "fold": Act.FOLD,
}


class KeyedTable(Protocol):
    """What the key captions read of a table: its game."""

    game_id: str


def move_act(table: KeyedTable, move: Move) -> Act | None:
    """The key that plays ``move`` at ``table``: its action's
    :data:`MOVE_KEYS` entry when the game binds that key, else None."""
    act = MOVE_KEYS.get(move.action)
    return act if act is not None and act in game_moves(table.game_id) else None


def key_caption(table: KeyedTable, act: Act) -> str:
    """How ``table`` names the key of ``act`` to its player ("D", "Space or Enter")."""
    return BINDINGS[act].caption


def keyed_label(table: KeyedTable, label: str, act: Act | None) -> str:
    """A button's label with the key that presses it: "Draw  (D)"
    (``act`` None: a step no key makes, the label alone)."""
    return label if act is None else f"{label}  ({key_caption(table, act)})"


def with_key(table: KeyedTable, words: str, act: Act) -> str:
    """A move inside a prompt's sentence with its key: "draw a card (D)"."""
    return f"{words} ({key_caption(table, act)})"
