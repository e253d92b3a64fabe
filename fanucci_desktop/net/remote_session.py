"""A seat of a match hosted elsewhere, for a screen that has no event loop
of asyncio: :class:`RemoteSession`.

The :class:`~.client.Client` runs on a thread of its own with its own event
loop; the screen reads what the client knows (:attr:`RemoteSession.view`,
:attr:`RemoteSession.log`, :meth:`RemoteSession.status`) and acts through
:meth:`RemoteSession.play` and :meth:`RemoteSession.ask_hint`, which return
at once. ``wake`` is called from the client's thread whenever something
arrives (the app's ``wake``, which is safe from any thread), so a screen
waiting for the host sleeps until there is news. Nothing here draws.
"""

from __future__ import annotations

import asyncio
import copy
import threading
from typing import Any, Callable

from .. import i18n
from ..i18n import N_
from .client import Client, RemoteView


class RemoteSession:
    """One seat at ``address`` (see :class:`~.client.Client` for ``code``,
    ``token`` and ``keep_token``), run on a thread of its own from
    :meth:`start` to :meth:`close`."""

    def __init__(self, address: str, name: str = "", code: str | None = None,
                 token: str | None = None, keep_token: Callable[[str], None] = lambda t: None,
                 wake: Callable[[], None] = lambda: None) -> None:
        self._lock = threading.Lock()
        self._wake = wake
        self._loop = asyncio.new_event_loop()
        self._client = Client(address, name, code=code, token=token, keep_token=keep_token,
                              news=self._news)
        self._thread = threading.Thread(target=self._run, name="online seat", daemon=True)
        self._remote = RemoteView()
        #: Each change told since the last welcome, with the view after it, oldest first.
        self._changes: list[tuple[dict[str, Any], dict[str, Any]]] = []
        self._welcomes = 0
        self._refusals = 0
        self._refusal = ""

    def start(self) -> None:
        """Connect, on the session's own thread."""
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._client.run())
        self._loop.close()

    def _news(self, kind: str) -> None:
        """On the client's thread: copy what the screen may read, then wake it."""
        seen = copy.deepcopy(self._client.remote)
        with self._lock:
            known = self._remote.log[-1]["seq"] if self._remote.log else None
            self._remote = seen
            if kind == "welcome":
                self._welcomes += 1
                self._changes = []
            elif kind == "moved" and seen.log and seen.log[-1]["seq"] != known \
                    and seen.view is not None:
                self._changes.append((seen.log[-1], copy.deepcopy(seen.view)))
            elif kind == "refused":
                self._refusals += 1
                self._refusal = self._client.reason
        self._wake()

    # What the screen reads ----------------------------------------------------
    @property
    def view(self) -> dict[str, Any] | None:
        """The seat's last whole view (a copy; None before the welcome)."""
        with self._lock:
            return self._remote.view

    @property
    def log(self) -> list[dict[str, Any]]:
        with self._lock:
            return self._remote.log

    @property
    def hint(self) -> str | None:
        with self._lock:
            return self._remote.hint

    @property
    def ended(self) -> bool:
        """True once the seat has ended (refused, left, or the host stopped):
        the session tries no more."""
        return self._client.ended

    @property
    def token(self) -> str | None:
        """The seat's token once the host gave it (or the one it rejoined with)."""
        return self._client.token

    @property
    def my_turn(self) -> bool:
        view = self.view
        return view is not None and view["turn"] == view["you"] and bool(view["legal"])

    def status(self) -> list[str]:
        """What to say about the connection, kept translatable: "Connecting", "Reconnecting",
        the host's last words once the seat ended, and a sentence for each
        other seat whose player dropped ("Ada lost the connection: waiting (45 s)")."""
        state = self._client.state
        said = {"connecting": [i18n.said(N_("Connecting"))], "reconnecting": [i18n.said(N_("Reconnecting"))],
                "ended": [self._client.reason or i18n.said(N_("The seat has ended."))]}.get(state, [])
        with self._lock:
            return said + self._remote.waiting_words()

    def waiting_left(self, seat: int) -> int | None:
        """Seconds the host still waits for ``seat``'s dropped player
        (:meth:`.RemoteView.waiting_left`)."""
        with self._lock:
            return self._remote.waiting_left(seat)

    @property
    def welcomes(self) -> int:
        """How many whole views came (a rejoin's welcome replaces what was known)."""
        with self._lock:
            return self._welcomes

    @property
    def refusals(self) -> tuple[int, str]:
        """How many refusals came, and the host's words of the last one."""
        with self._lock:
            return self._refusals, self._refusal

    def take_changes(self) -> list[tuple[dict[str, Any], dict[str, Any]]]:
        """The changes told since the last call (or welcome), oldest first,
        each as its log line and the seat's view after it."""
        with self._lock:
            taken, self._changes = self._changes, []
            return taken

    # What the screen does -----------------------------------------------------
    def play(self, move: str) -> None:
        """Send ``move`` (its text form) for the position on show; the host's
        answer arrives as news (the change, see :meth:`take_changes`, or a
        refusal, see :attr:`refusals`)."""
        asyncio.run_coroutine_threadsafe(self._client.play(move), self._loop)

    def ask_hint(self) -> None:
        asyncio.run_coroutine_threadsafe(self._client.ask_hint(), self._loop)

    def close(self, seconds: float = 5.0) -> None:
        """Leave (the seat stays this player's: its token rejoins it)."""
        if self._thread.is_alive():
            asyncio.run_coroutine_threadsafe(self._client.close(), self._loop)
            self._thread.join(seconds)
