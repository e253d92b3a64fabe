"""The game tables: ``ui/tables/<module>.py`` defines ``TABLE``, a
:class:`~.base.Table` subclass for that game. A game without its own table
module is played on the generic :class:`~.base.Table`."""

from __future__ import annotations

import importlib
import importlib.util

from ...games import game_info
from .base import Table
from .board import Slot

__all__ = ["Slot", "Table", "table_class"]


def table_class(game_id: str) -> type[Table]:
    """The table scene class for ``game_id``."""
    name = f"{__name__}.{game_info(game_id).module}"
    if importlib.util.find_spec(name) is None:
        return Table
    return importlib.import_module(name).TABLE
