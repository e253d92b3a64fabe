"""The game tables.

The framework every table is made from: :mod:`.base` (the table scene and
its hooks), :mod:`.board` (where cards go, sprite animation),
:mod:`.generic` (the defaults of the hooks), :mod:`.parts_shared` (the
tools: hint, undo, sort, drag and drop, log and key panels, pop-ups) with
:mod:`.parts_drop` and :mod:`.parts_hand`.

One package per game, ``ui/tables/<module>/``, every one with the same
modules: ``table`` (the scene: input and turn flow; it defines ``TABLE``),
``layout`` (pure geometry: window size and public facts in, places out),
``paint`` (drawing), ``words`` (what the table says) and ``facts`` (what it
reads from the viewer's observation). A game without a package is played
on the generic :class:`~.base.Table`."""

from __future__ import annotations

import importlib
import importlib.util

from ...games import game_info
from .base import Table
from .board import Slot

__all__ = ["Slot", "Table", "table_class"]


def table_class(game_id: str) -> type[Table]:
    """The table scene class for ``game_id``."""
    name = f"{__name__}.{game_info(game_id).module}.table"
    if importlib.util.find_spec(f"{__name__}.{game_info(game_id).module}") is None:
        return Table
    return importlib.import_module(name).TABLE
