"""The matches hosted from the app's own window, saved in its data folder
(``served``, one per game, as the headless host keeps its own) after every
change, with the seat played at the host's screen, so that a match that
stopped -- the app quit or was killed -- is hosted again from the menu and
its friends rejoin with their tokens. No networking."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from ..storage import AppPaths
from ..storage.saves import SaveStore

#: The folder of the data folder that keeps the matches hosted from the app.
SERVED = "served"
#: The key of a served record that names the seat played at the host's screen.
HERE = "here"


def served_store(data_dir: Path) -> SaveStore:
    """The saves of the matches hosted from the app (one per game, as the
    headless host keeps its own): a match that stopped is hosted again from here."""
    folder = data_dir / SERVED
    return SaveStore(AppPaths(folder, folder, folder))


def served_seat(record: Mapping[str, Any]) -> int:
    """The seat played at the host's screen in a served ``record`` (the first if it does not say)."""
    seat = record.get(HERE)
    seats = record.get("seats")
    ok = isinstance(seat, int) and not isinstance(seat, bool) and isinstance(seats, list) \
        and 0 <= seat < len(seats)
    return seat if ok else 0
