"""The game tables.

The framework every table is made from: :mod:`.base` (the table scene and
its hooks), :mod:`.board` (where cards go, sprite animation),
:mod:`.generic` (the defaults of the hooks), :mod:`.parts_shared` (the
tools: hint, undo, sort, drag and drop, log and key panels, pop-ups) with
:mod:`.parts_drop` and :mod:`.parts_hand`.

One package per game, ``ui/tables/<game>/``, named by the ``table`` of
the game's record, every one with the same modules: ``table`` (the scene:
input and turn flow; it defines ``TABLE``), ``layout`` (pure geometry:
window size and public facts in, places out),
``paint`` (drawing), ``words`` (what the table says) and ``facts`` (what it
reads from the viewer's observation). A game whose record names no table
package is played on the generic :class:`~.base.Table`."""

from __future__ import annotations

import importlib

from ...games import record
from .base import Table
from .board import Slot

__all__ = ["Slot", "Table", "table_class"]


def table_class(game_id: str) -> type[Table]:
    """The table scene class of ``game_id``: the ``TABLE`` of the package its
    record names (``<package>.table``), or the generic :class:`Table`."""
    package = record(game_id).table
    if package is None:
        return Table
    return importlib.import_module(f"{__name__}.{package}.table").TABLE
