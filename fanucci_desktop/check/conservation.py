"""The card-conservation invariant, without pygame: every card of the game's
deck is in exactly one zone of a hand (as a multiset: Fortune Rummy's two
decks hold each card twice). The monkey, the selftest and the tests all
check it through :func:`conservation_failure`."""

from __future__ import annotations

from collections import Counter

from ..engine.protocol import Game, State


def conservation_failure(game: Game, state: State) -> str | None:
    """What breaks conservation in ``state`` (None when every card is in
    exactly one zone): the missing and the extra cards."""
    placed: Counter = Counter()
    for cards in state.zones().values():
        placed.update(cards)
    deck = Counter(game.deck())
    if placed == deck:
        return None
    missing = sorted(map(str, (deck - placed).elements()))
    extra = sorted(map(str, (placed - deck).elements()))
    return f"cards not in exactly one zone: missing {missing[:8]}, extra {extra[:8]}"
