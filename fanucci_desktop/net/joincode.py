"""The join code: a secret the host reads out to its friends, and seat tokens.

A join code is 50 bits from :mod:`secrets`, written as ten characters of
:data:`ALPHABET` (the ten digits and 22 letters: no I, L, O or U, which look
or sound like others), in two groups of five
("K7QM2-XPD9B"). A code typed back is read leniently: case, spaces and
dashes do not matter, and O, I and L are read as 0, 1 and 1.

A seat token is a longer secret the host gives a client that joined; the
host keeps only its hash (:func:`token_hash`), so that a saved match holds
no token.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

#: 32 characters (5 bits each): the digits and the letters but I, L, O, U.
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
#: Characters in a code (10 x 5 = 50 bits).
CODE_LENGTH = 10
#: Bits of secret in a join code.
CODE_BITS = CODE_LENGTH * 5
_READ_AS = {"O": "0", "I": "1", "L": "1"}


def new_code() -> str:
    """A new join code, in its spoken form (two groups of five)."""
    raw = "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))
    return spoken(raw)


def spoken(code: str) -> str:
    """``code`` as it is shown and read out: ``K7QM2-XPD9B``."""
    plain = normal(code)
    return f"{plain[:5]}-{plain[5:]}"


def normal(typed: str) -> str:
    """``typed`` as the characters of a code: upper case, without spaces or
    dashes, O, I and L read as 0, 1, 1. Anything else is kept (and so fails
    to match)."""
    kept = "".join(c for c in typed.upper() if c not in " -_\t")
    return "".join(_READ_AS.get(c, c) for c in kept)


def same_code(typed: str, code: str) -> bool:
    """True when ``typed`` is ``code`` (compared in constant time)."""
    return hmac.compare_digest(normal(typed[:64]).encode(), normal(code).encode())


def new_token() -> str:
    """A new seat token (192 bits)."""
    return secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    """What the host keeps of a token: its SHA-256, in hex."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def same_token(token: str, kept_hash: str) -> bool:
    """True when ``token`` is the one whose hash is ``kept_hash``."""
    return hmac.compare_digest(token_hash(token[:256]), kept_hash)
