"""Drag and drop: which zone a move's cards land in, and what a drop means.

A card dragged onto a zone plays the legal move that puts those very cards
there. Where a move's cards land is learnt from the engine itself: the move
is applied to a clone of the state and its events say where the cards went
(``meld:3``, ``discard``, ``tableau``, ``trick`` ...). A zone that did not
exist before the move (a new meld) is the table itself: :data:`TABLE`.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Sequence

from ...engine.cards import Card
from ...engine.protocol import IllegalMove, Move, State

#: The pseudo-zone "the table": where new melds are laid down.
TABLE = "table"


def landing_zones(state: State, move: Move) -> set[str]:
    """Zones the cards of ``move`` land in when it is played (applied to a
    clone; the state is not changed). Empty for a move without cards."""
    if not move.cards:
        return set()
    before = set(state.zones())
    try:
        events = state.clone().apply(move)
    except IllegalMove:
        return set()
    moving = set(move.cards)
    out: set[str] = set()
    for ev in events:
        if ev.dst is None or ev.dst.startswith("hand:"):
            continue
        if ev.cards and not moving & set(ev.cards):
            continue
        out.add(ev.dst if ev.dst in before else TABLE)
    return out


def moves_with(cards: Sequence[Card], legal: Iterable[Move]) -> list[Move]:
    """Legal moves that use exactly ``cards``."""
    want = Counter(cards)
    return [m for m in legal if m.cards and Counter(m.cards) == want]


def drop_map(state: State, cards: Sequence[Card], legal: Iterable[Move]) -> dict[str, list[Move]]:
    """Zone -> the legal moves dropping ``cards`` there plays."""
    out: dict[str, list[Move]] = {}
    for move in moves_with(cards, legal):
        for zone in sorted(landing_zones(state, move)):
            out.setdefault(zone, []).append(move)
    return out


def guessed_moves(cards: Sequence[Card], zone: str) -> list[Move]:
    """Moves a player most likely meant by dropping ``cards`` on ``zone``
    when no legal move fits (asked of the engine for its reason)."""
    cards = tuple(sorted(cards))
    name, _, index = zone.partition(":")
    if index.isdigit():
        return [Move(a, cards, name, int(index)) for a in ("layoff", "add")]
    if zone == TABLE:
        return [Move("meld", cards)]
    if zone == "trick":
        return [Move("play", cards)]
    return [Move("discard", cards), Move("take", cards)]


def refusal(state: State, cards: Sequence[Card], zone: str, places: Iterable[str] = ()) -> str:
    """Why ``cards`` cannot be dropped on ``zone``, in plain words: the
    engine's reason for the likeliest move, else where they can go."""
    for move in guessed_moves(cards, zone):
        reason = state.why_illegal(move)
        if reason and not any(w in reason.lower() for w in ("unknown", "not a move", "legal move now")):
            return reason
    where = sorted(set(places))
    if where:
        return "Those cards cannot go there; they can go to " + ", ".join(
            zone_words(z) for z in where) + "."
    if len(cards) == 1:
        return f"The {cards[0]} cannot be played there now."
    return "Those cards cannot be played there now."


def zone_words(zone: str) -> str:
    """A zone name in words: ``meld:3`` -> ``meld 4``, ``table`` -> ``the table``."""
    name, _, index = zone.partition(":")
    if index.isdigit():
        return f"{name} {int(index) + 1}"
    return "the table" if zone == TABLE else f"the {name.replace('-', ' ')}"
