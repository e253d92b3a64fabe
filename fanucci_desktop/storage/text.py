"""Texts read from a file, cleaned at the door.

A name or a line of the game log read from a save or the settings may hold
anything a hand or a broken disk put there: control characters, NUL, lone
surrogates, two million letters. Every such text is cleaned once, where it
is read, so nothing past storage ever sees it: characters that are not
printable are dropped (:func:`is_clean_char`, the same test the name field
applies to keys) and the length is capped.
"""

from __future__ import annotations

from typing import Any

#: The longest seat name: the name field's own limit.
NAME_MAX = 14
#: The longest line of the game log kept from a save.
LOG_LINE_MAX = 400


def is_clean_char(ch: str) -> bool:
    """True for a character fit to show: printable, so no control character,
    NUL, format character, lone surrogate or unassigned code point."""
    return ch.isprintable()


def clean_text(value: Any, limit: int) -> str:
    """``value`` as a string of clean characters, at most ``limit`` long
    (anything that is not a string gives "")."""
    if not isinstance(value, str):
        return ""
    # Only the first few times ``limit`` characters are looked at: a huge
    # text costs no more than a short one.
    return "".join(ch for ch in value[:limit * 8] if is_clean_char(ch))[:limit]


def clean_name(value: Any, fallback: str) -> str:
    """A seat name: clean, at most :data:`NAME_MAX` long, spaces trimmed;
    ``fallback`` when nothing is left."""
    return clean_text(value, NAME_MAX * 4).strip()[:NAME_MAX] or fallback
