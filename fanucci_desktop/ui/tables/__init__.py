"""The game tables.

The framework every table is made from: :mod:`.base` (the table scene and
its hooks), :mod:`.flow` (the turn flow), :mod:`.generic` (the defaults of
the hooks), the frame machinery in :mod:`.frame` (where cards go and how
their sprites follow the game, what the perspective sees, the table view,
what of the picture changed, when a new table may be shown), the parts a
table holds in :mod:`.parts` (the tools, drag and drop, the hand's order
and cursor, the final hold, the log and its panels, the coach, pop-ups,
speech, the message line, and the words and painter every game extends),
and the table the gin-family games share in :mod:`.gin_family`.

One package per game, ``ui/tables/<game>/``, named by the ``table`` of
the game's record, every one with the same modules: ``table`` (the scene:
its hooks and the parts it gives; it defines ``TABLE``), ``layout`` (pure
geometry: window size and public facts in, places out), ``paint`` (its
painter), ``words`` (its words: what the table says) and ``facts`` (what it
reads from the viewer's observation). A game whose record names no table
package is played on the generic :class:`~.base.Table`."""

from __future__ import annotations

import importlib

from ...games import record
from .base import Table
from .frame.board import Slot

__all__ = ["Slot", "Table", "table_class"]


def table_class(game_id: str) -> type[Table]:
    """The table scene class of ``game_id``: the ``TABLE`` of the package its
    record names (``<package>.table``), or the generic :class:`Table`."""
    package = record(game_id).table
    if package is None:
        return Table
    return importlib.import_module(f"{__name__}.{package}.table").TABLE
