"""The one error type of the storage layer."""

from __future__ import annotations

#: Why a file could not be used; also the tag in the name it is kept under.
REASONS = ("corrupt", "newer", "foreign", "mismatch")


class StorageError(Exception):
    """A file could not be read or written.

    ``reason`` is one of :data:`REASONS` for a file that was read but cannot
    be used (``corrupt``: not valid JSON or not the expected shape;
    ``newer``: written by a newer version; ``foreign``: not ours, or a game
    this version does not know; ``mismatch``: a saved match that does not
    replay), and ``None`` for an input/output failure. The message is plain
    words, fit to show a player; ``str()`` of the error is the message as
    given, so a :class:`~..i18n.Message` stays one (shown in the player's
    language where it is shown).
    """

    def __init__(self, message: str, reason: str | None = "corrupt") -> None:
        super().__init__(message)
        if reason is not None and reason not in REASONS:
            raise ValueError(f"unknown storage error reason {reason!r}")
        self.reason = reason

    def __str__(self) -> str:
        """The message as given (a :class:`~..i18n.Message` is not flattened)."""
        return self.args[0]
