"""Pure rules of Trophy Case: card ranking on a trick, trick points, deal sizes.

Public API (issue 4): :func:`high_card`, :func:`trick_points`, :func:`deal_size`
on :class:`Card` values. The ``*_id`` helpers do the same on card ids
(:mod:`.deck`) for the state machine's hot path.

Ranking on a trick (RULINGS.md, Trophy Case): trumps above everything; cards
of the led colour ("in colour") above out-of-colour cards; among in-colour
cards the led suit is lowest, the next in-colour suit to appear on the trick
is higher, the third higher still; within a suit 0 < 1 < ... < 9 < ∞.
"""

from __future__ import annotations

from typing import Sequence

from fanucci_desktop.engine.cards import Card

from .deck import BASE_POINTS, CARD_ID, COLOUR, IS_TRUMP, IS_ZERO, RANK, SUIT

#: Key of a trump: above every suited card.
TRUMP_KEY = 1000
#: Key of an out-of-colour suited card: below every in-colour card.
OUT_OF_COLOUR_KEY = -1
#: Cards dealt to each player, by number of players.
DEAL_SIZES: dict[int, int] = {3: 14, 4: 12, 5: 11}


def deal_size(num_players: int) -> int:
    """Cards dealt to each player: 14, 12 or 11 for 3, 4 or 5 players.

    Raises ValueError for any other number of players.
    """
    try:
        return DEAL_SIZES[num_players]
    except KeyError:
        raise ValueError(f"Trophy Case is for 3 to 5 players, not {num_players}") from None


def card_key_id(card: int, led_colour: int, suit_order: Sequence[int]) -> int:
    """The strength of card id ``card`` on a trick led in colour ``led_colour``
    whose in-colour suits appeared in ``suit_order`` (led suit first).

    A suit not yet in ``suit_order`` ranks as the next one to appear (it is
    the suit this card would add). Higher key = higher card; all
    out-of-colour cards share the lowest key.
    """
    if IS_TRUMP[card]:
        return TRUMP_KEY
    if COLOUR[card] != led_colour:
        return OUT_OF_COLOUR_KEY
    suit = SUIT[card]
    position = suit_order.index(suit) if suit in suit_order else len(suit_order)
    return position * 11 + RANK[card]


def high_card_id(trick: Sequence[int]) -> int:
    """:func:`high_card` on card ids."""
    if not trick:
        raise ValueError("an empty trick has no high card")
    if IS_TRUMP[trick[0]]:
        raise ValueError("a trick is led with a suited card, not a trump")
    led_colour = COLOUR[trick[0]]
    order: list[int] = []
    best, best_key = 0, -2
    for index, card in enumerate(trick):
        key = card_key_id(card, led_colour, order)
        if COLOUR[card] == led_colour and SUIT[card] not in order:
            order.append(SUIT[card])
        if key > best_key:
            best, best_key = index, key
    return best


def trick_points_id(trick: Sequence[int]) -> int:
    """:func:`trick_points` on card ids."""
    trumped = any(IS_TRUMP[c] for c in trick)
    return sum(BASE_POINTS[c] + (1 if trumped and IS_ZERO[c] else 0) for c in trick)


def high_card(trick_cards: Sequence[Card]) -> int:
    """The index of the highest card of a trick given in play order (the first
    card is the lead and must be a suited card).

    Trumps beat everything (the first trump if there were several); then
    in-colour suits in order of first appearance, the led suit lowest; then
    rank 0..9, ∞; out-of-colour cards are below every in-colour card, so the
    lead always outranks them. Raises ValueError for an empty trick, a trump
    lead or a card that is not a Fanucci card.
    """
    try:
        ids = [CARD_ID[c] for c in trick_cards]
    except KeyError as exc:
        raise ValueError(f"not a Fanucci card: {exc.args[0]!r}") from None
    return high_card_id(ids)


def trick_points(trick_cards: Sequence[Card]) -> int:
    """Points of a trick: each 8 and 9 one point, each ∞ two points, each 0
    one point when a trump is on the trick; trumps score nothing."""
    try:
        ids = [CARD_ID[c] for c in trick_cards]
    except KeyError as exc:
        raise ValueError(f"not a Fanucci card: {exc.args[0]!r}") from None
    return trick_points_id(ids)
