"""The messages of the Fanucci protocol: JSON objects over WebSocket, each
with a ``kind``. PROTOCOL.md at the repository's root documents them.

:func:`read` turns the text of one message into a :class:`Message` or raises
:class:`ProtocolError` in words (too long, not JSON, not an object, an
unknown kind, a field missing or of the wrong type); :func:`write` makes the
text of one. Both sides use them, so a message that one side writes is one
the other reads. Nothing here does any networking.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping

#: The version of the protocol this app speaks; the first message a client
#: sends (``hello``) says its version, and a host refuses another one.
PROTOCOL_VERSION = 1
#: The longest message either side accepts, in bytes of UTF-8.
MAX_MESSAGE_BYTES = 64 * 1024
#: The longest name a joiner may give.
MAX_NAME = 24

#: Close codes (besides WebSocket's own 1000 normal, 1001 going away,
#: 1007 malformed data, 1008 policy, 1009 too big) and what they mean.
CLOSE_VERSION = 4001
CLOSE_CODE = 4002
CLOSE_TOKEN = 4003
CLOSE_FULL = 4004
CLOSE_REPLACED = 4005
CLOSE_MALFORMED = 1007
CLOSE_POLICY = 1008
CLOSE_TOO_BIG = 1009

#: The kinds a client sends, each with its fields and their types
#: (a field whose type is a tuple may also be left out).
CLIENT_KINDS: dict[str, dict[str, Any]] = {
    "hello": {"protocol": int, "name": (str,), "code": (str,), "token": (str,)},
    "move": {"seq": int, "move": str},
    "hint": {},
    "leave": {},
}
#: The kinds a host sends.
HOST_KINDS: dict[str, dict[str, Any]] = {
    "welcome": {"protocol": int, "seat": int, "token": (str,), "view": dict},
    "moved": {"seq": int, "seat": (int,), "move": (str,), "action": str, "events": list,
              "view": dict},
    "seat": {"seat": int, "name": str, "status": str, "wait": (int,)},
    "hint": {"move": (str,)},
    "refused": {"about": str, "reason": str, "seq": (int,)},
    "closing": {"reason": str},
}


class ProtocolError(ValueError):
    """A message that breaks the protocol; the text says how, in words fit
    to send back. ``close`` is the WebSocket close code it calls for."""

    def __init__(self, reason: str, close: int = CLOSE_MALFORMED) -> None:
        super().__init__(reason)
        self.reason = reason
        self.close = close


@dataclass(frozen=True)
class Message:
    """One message: its ``kind`` and its other fields."""

    kind: str
    fields: Mapping[str, Any]

    def get(self, name: str, default: Any = None) -> Any:
        return self.fields.get(name, default)


def write(kind: str, **fields: Any) -> str:
    """The text of one message (fields that are None are left out)."""
    return json.dumps({"kind": kind, **{k: v for k, v in fields.items() if v is not None}},
                      separators=(",", ":"), ensure_ascii=False)


def _type_name(expected: Any) -> str:
    kinds = expected if isinstance(expected, tuple) else (expected,)
    return " or ".join({int: "a whole number", str: "a text", dict: "an object",
                        list: "a list"}[k] for k in kinds)


def read(text: str | bytes, kinds: Mapping[str, Mapping[str, Any]]) -> Message:
    """The message in ``text``, checked against ``kinds`` (:data:`CLIENT_KINDS`
    or :data:`HOST_KINDS`). Raises :class:`ProtocolError` in words."""
    size = len(text.encode("utf-8") if isinstance(text, str) else text)
    if size > MAX_MESSAGE_BYTES:
        raise ProtocolError(f"A message of {size} bytes is over the limit of "
                            f"{MAX_MESSAGE_BYTES} bytes.", CLOSE_TOO_BIG)
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("A message must be text in UTF-8.") from None
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise ProtocolError("A message must be one JSON object; this one is not JSON.") from None
    if not isinstance(data, dict):
        raise ProtocolError("A message must be a JSON object with a kind.")
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in kinds:
        known = ", ".join(sorted(kinds))
        raise ProtocolError(f"Unknown kind of message {str(kind)[:40]!r}; known: {known}.",
                            CLOSE_POLICY)
    spec = kinds[kind]
    for name, expected in spec.items():
        if name not in data:
            if isinstance(expected, tuple):
                continue
            raise ProtocolError(f"A {kind} message needs its field {name!r}.")
        value = data[name]
        allowed = expected if isinstance(expected, tuple) else (expected,)
        if isinstance(value, bool) or not isinstance(value, allowed):
            raise ProtocolError(f"The field {name!r} of a {kind} message must be "
                                f"{_type_name(expected)}.")
    extra = sorted(set(data) - set(spec) - {"kind"})
    if extra:
        raise ProtocolError(f"A {kind} message has no field {extra[0][:40]!r}.")
    return Message(kind, {k: v for k, v in data.items() if k != "kind"})


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")
