"""Laying out a hand that goes out, and laying off on its melds: the same
in both gin games, with the same events (each game's state keeps the
results in its own fields)."""

from __future__ import annotations

from ...engine import Card, Event
from .arrangement import best_arrangement, knock_arrangement
from .melds import INDEX, card_value


def lay_out(hand: list[Card], other: list[Card], seat: int,
            ending: str) -> tuple[list[list[Card]], list[Card], int, list[Event]]:
    """``seat`` goes out (``knock``, ``gin`` or ``big-gin``) holding ``hand``
    against ``other``: its melds (for a knock the arrangement that leaves the
    defender most deadwood after lay-offs, else the least deadwood), its
    loose cards, their deadwood, and the events that lay them out."""
    if ending == "knock":
        melds, loose = knock_arrangement(hand, other)
    else:
        melds, loose = best_arrangement(hand)
    events = [Event("went_out", seat, text=f"Seat {seat}: {ending}.", how=ending.replace("-", " "))]
    events.extend(Event("meld", seat, tuple(m), f"hand:{seat}", f"meld:{i}")
                  for i, m in enumerate(melds))
    if loose:
        events.append(Event("move", seat, tuple(loose), f"hand:{seat}", "deadwood"))
    return melds, loose, sum(card_value(c) for c in loose), events


def lay_off(hand: list[Card], melds: list[list[Card]], seat: int, card: Card,
            index: int) -> Event:
    """Move ``card`` from ``seat``'s ``hand`` onto meld ``index`` (kept in
    deck order); the event that shows it."""
    hand.remove(card)
    melds[index].append(card)
    melds[index].sort(key=INDEX.__getitem__)
    return Event("layoff", seat, (card,), f"hand:{seat}", f"meld:{index}")
