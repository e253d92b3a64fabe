"""The seats a client holds in matches hosted elsewhere: for each host's
address, the seat token it was given and the match it belongs to, kept in
the client's own data folder (``online-seats.json``: versioned JSON written
atomically, as every file of the app), so that a client started again --
after a crash, a kill or a restart of the machine -- rejoins its seat
instead of taking a new one.

A match is known to its friends by its join code: a new match has a new
one, and a match hosted again keeps its own. So the seat keeps the match's
id made from the code it was joined with (:func:`match_id`, a digest: the
code itself is not written down), and a kept token is offered only for the
match it belongs to: a code typed for another match at the same address
joins that match with the code."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from ..storage.document import DocumentFile, DocumentFormat
from .joincode import normal

#: Schema 1: ``{"seats": {address: {"token": text, "name": text, "match": text}}}``
#: (``match``, :func:`match_id`, is left out by the versions that kept none).
SEATS_FORMAT = DocumentFormat(kind="online-seats", label="list of online seats", schema=1)


def match_id(address: str, code: str) -> str:
    """The id of the match that ``code`` (as typed: :func:`.joincode.normal`)
    opens at ``address``: a SHA-256 digest of both, in hex."""
    return hashlib.sha256(f"{address}\n{normal(code)}".encode("utf-8", "replace")).hexdigest()


class SeatKeeper:
    """The online seats of the data folder ``folder``."""

    def __init__(self, folder: Path) -> None:
        self._file = DocumentFile(Path(folder), "online-seats", SEATS_FORMAT)

    def _seats(self) -> dict[str, Any]:
        envelope, _ = self._file.read(keep_aside=True)
        seats = envelope["data"].get("seats") if envelope is not None else None
        return dict(seats) if isinstance(seats, dict) else {}

    def token(self, address: str, code: str = "") -> str | None:
        """The token of the seat held at ``address``, for the match that
        ``code`` opens there (None: none held, or the seat is another
        match's). No code (a rejoin by the address alone) means the match
        of the seat held; so does a seat kept with no match (by an older
        version): its token is tried, and a host of another match refuses it."""
        held = self._seats().get(address)
        if not isinstance(held, dict) or not isinstance(held.get("token"), str):
            return None
        match = held.get("match")
        if normal(code) and isinstance(match, str) and match != match_id(address, code):
            return None
        return held["token"]

    def keep(self, address: str, token: str, name: str, code: str) -> None:
        """Write down the seat taken at ``address`` with ``code``."""
        seats = self._seats()
        seats[address] = {"token": token, "name": name, "match": match_id(address, code)}
        self._file.write({"seats": seats})

    def forget(self, address: str) -> None:
        """The seat at ``address`` is over (its match ended)."""
        seats = self._seats()
        if seats.pop(address, None) is not None:
            self._file.write({"seats": seats})
