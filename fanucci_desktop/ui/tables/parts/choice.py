"""A move with a choice, offered by mouse, keys and speech.

A move may carry a :class:`~fanucci_desktop.engine.protocol.Choice` (the
suit a wild card calls). Whatever a person uses to pick such a move (its
button, its key, a drop, a double-click) names the move without its
choice; :func:`choose_among` then asks which choice, in a small overlay
(:meth:`fanucci_desktop.ui.navigator.Navigator.choose_one`: a button per
answer, the number keys, Enter, and the words spoken as every screen's are),
and plays the move with the answer picked. A move without a choice, or
with its only one, is played at once (``Table.choose``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Sequence

from ....engine.protocol import Move
from ....words import choice_name, choice_question

if TYPE_CHECKING:
    from ..base import Table


def without_choice(move: Move) -> Move:
    """``move`` with no choice: what the person picked before choosing."""
    return replace(move, choice=None) if move.choice is not None else move


def choices_of(table: Table, move: Move) -> list[Move]:
    """The legal moves that are ``move`` with some choice, in the rules' order."""
    bare = without_choice(move)
    return [m for m in table.match.legal_moves()
            if m.choice is not None and without_choice(m) == bare]


def distinct(moves: Sequence[Move]) -> list[Move]:
    """``moves`` with the ones that differ only by their choice given once."""
    seen: set[Move] = set()
    out = []
    for move in moves:
        if without_choice(move) not in seen:
            seen.add(without_choice(move))
            out.append(move)
    return out


def choose_among(table: Table, move: Move) -> None:
    """A person picked ``move`` (its choice, if any, not yet made): ask
    which choice when the rules offer more than one, else play it."""
    options = choices_of(table, move)
    if len(options) < 2:
        table.choose(options[0] if options else move)
        return
    first = options[0].choice
    assert first is not None
    language = table.app.language
    table.app.nav.choose_one(
        choice_question(first.kind, move.cards, language),
        [(choice_name(m.choice, language), lambda m=m: table.choose(m)) for m in options])  # type: ignore[arg-type]
