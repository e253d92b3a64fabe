"""The viewer's own order of their hand: sorting and reordering.

The engine keeps a hand in its own order; what a player sees is theirs to
arrange. :class:`HandOrder` remembers one seat's arrangement (a sort mode or
an order made by dragging) and applies it to whatever cards the hand holds
now, so the order survives redraws, draws and discards. Cards may repeat
(two standard decks): orders are multisets.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from ...engine.cards import Card

#: Sort modes in the order the Sort button cycles through them.
SORT_MODES: tuple[str, ...] = ("suit", "rank", "colour")
SORT_LABELS: dict[str, str] = {"suit": "by suit", "rank": "by rank", "colour": "by colour"}


def sort_key(card: Card, mode: str) -> tuple:
    """The key ``mode`` sorts ``card`` by; trumps (no rank, no colour) go last
    in every mode."""
    base = card.sort_key()
    if mode == "suit":
        return base
    if mode == "rank":
        return (card.rank is None, card.rank if card.rank is not None else 0, base)
    if mode == "colour":
        colour = card.color
        return (colour is None, str(colour.value) if colour is not None else "", base)
    raise ValueError(f"unknown sort mode {mode!r}")


class HandOrder:
    """One seat's arrangement of its hand.

    ``mode`` set: the hand is shown sorted that way (new cards fall into
    place). ``mode`` None: cards keep the order last arranged; cards new to
    the hand join at the right end.
    """

    def __init__(self) -> None:
        self.mode: str | None = None
        self.order: list[Card] = []

    def arrange(self, cards: Sequence[Card]) -> list[Card]:
        """``cards`` (the hand now, engine order) in this seat's order."""
        if self.mode is not None:
            out = sorted(cards, key=lambda c: sort_key(c, self.mode))  # type: ignore[arg-type]
        else:
            left = Counter(cards)
            out = []
            for card in self.order:
                if left[card] > 0:
                    left[card] -= 1
                    out.append(card)
            for card in cards:
                if left[card] > 0:
                    left[card] -= 1
                    out.append(card)
        self.order = list(out)
        return out

    def cycle(self) -> str:
        """Switch to the next sort mode; returns it."""
        i = SORT_MODES.index(self.mode) + 1 if self.mode in SORT_MODES else 0
        self.mode = SORT_MODES[i % len(SORT_MODES)]
        return self.mode

    def move(self, cards: Sequence[Card], moving: Sequence[Card], index: int) -> list[Card]:
        """Put ``moving`` (cards of the hand, kept in their order) before the
        card now at ``index`` of the hand without them; the arrangement
        becomes manual. Returns the new order."""
        current = self.arrange(cards)
        rest = list(current)
        for card in moving:
            rest.remove(card)
        index = max(0, min(len(rest), index))
        self.order = rest[:index] + list(moving) + rest[index:]
        self.mode = None
        return list(self.order)
