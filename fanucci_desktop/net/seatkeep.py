"""The seats a client holds in matches hosted elsewhere: for each host's
address, the seat token it was given, kept in the client's own data folder
(``online-seats.json``: versioned JSON written atomically, as every file of
the app), so that a client started again -- after a crash, a kill or a
restart of the machine -- rejoins its seat instead of taking a new one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..storage.document import DocumentFile, DocumentFormat

#: Schema 1: ``{"seats": {address: {"token": text, "name": text}}}``.
SEATS_FORMAT = DocumentFormat(kind="online-seats", label="list of online seats", schema=1)


class SeatKeeper:
    """The online seats of the data folder ``folder``."""

    def __init__(self, folder: Path) -> None:
        self._file = DocumentFile(Path(folder), "online-seats", SEATS_FORMAT)

    def _seats(self) -> dict[str, Any]:
        envelope, _ = self._file.read(keep_aside=True)
        seats = envelope["data"].get("seats") if envelope is not None else None
        return dict(seats) if isinstance(seats, dict) else {}

    def token(self, address: str) -> str | None:
        """The token of the seat held at ``address`` (None: none held)."""
        held = self._seats().get(address)
        token = held.get("token") if isinstance(held, dict) else None
        return token if isinstance(token, str) else None

    def keep(self, address: str, token: str, name: str) -> None:
        """Write down the seat taken at ``address``."""
        seats = self._seats()
        seats[address] = {"token": token, "name": name}
        self._file.write({"seats": seats})

    def forget(self, address: str) -> None:
        """The seat at ``address`` is over (its match ended)."""
        seats = self._seats()
        if seats.pop(address, None) is not None:
            self._file.write({"seats": seats})
