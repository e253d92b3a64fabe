"""The rollout policy and the evaluation the gin games' searches share
(Gin Rummy, Fan Rummy): the quick player every seat is in ``hard``'s
rollouts, and how a rollout cut off before the end is valued.

The policy looks only at what the player to act sees in the sampled world:
out as soon as the rules allow (big gin, gin, a knock, in that order),
else the discard that leaves the least deadwood (the highest of equals); a
card offered (an upcard, a column card, the knock card) only when it saves
:data:`TAKE_GAIN` points or more. Each game decides its own offers and
lay-offs (:func:`policy_move` takes them as ``offers``).
"""

from __future__ import annotations

from typing import Callable, Sequence, TypeVar

from ..engine.protocol import Move
from ..games.gin_family.state import GinFamilyState
from ..games.gin_melds import melds as rules
from .gin_hand import after_discards, least_deadwood

#: A card offered is worth taking in a rollout when it saves this much deadwood.
TAKE_GAIN = 4
#: The order in which a turn goes out: the first of these the rules allow.
GOING_OUT = ("big-gin", "gin", "knock")

S = TypeVar("S", bound=GinFamilyState)
#: A game's rollout choice where a card is offered, or of lay-offs:
#: ``offers(state, moves, seat, hand)`` with ``hand`` the seat's hand mask.
Offers = Callable[[S, list[Move], int, int], Move]


def policy_move(state: S, offers: Offers[S]) -> Move:
    """The rollout policy's move in ``state`` (see the module docstring):
    the only legal move; at the end of a turn :func:`turn_end`; else the
    game's ``offers``."""
    seat = state.current_player
    assert seat is not None, "a policy move in a finished hand"
    moves = state.legal_moves()
    if len(moves) == 1:
        return moves[0]
    hand = rules.mask_of(state.hands[seat])
    if moves[0].action in ("discard", *GOING_OUT):
        return turn_end(moves, hand)
    return offers(state, moves, seat, hand)


def turn_end(moves: Sequence[Move], hand: int) -> Move:
    """Of the ``moves`` that end a turn holding ``hand`` (a mask): the first
    that goes out in the order of :data:`GOING_OUT`, else the discard that
    leaves the least deadwood, the highest of equals (the first of those in
    ``moves``)."""
    going_out = {}
    for move in moves:
        if move.action != "discard":
            going_out.setdefault(move.action, move)
    for action in GOING_OUT:
        if action in going_out:
            return going_out[action]
    after = after_discards(hand)
    best, best_key = moves[0], None
    for move in moves:
        index = rules.INDEX[move.cards[0]]
        key = (-after[1 << index], rules.VALUES[index])
        if best_key is None or key > best_key:
            best, best_key = move, key
    return best


def take_gain(hand: int, card: int) -> int:
    """The deadwood points taking ``card`` (a bit) into ``hand`` (a mask)
    saves, after the best discard then."""
    return least_deadwood(hand) - min(after_discards(hand | card).values())


def takes(hand: int, card: int) -> bool:
    """True when the rollout policy takes ``card`` into ``hand``: it saves
    :data:`TAKE_GAIN` points or more (:func:`take_gain`)."""
    return take_gain(hand, card) >= TAKE_GAIN


def deadwood_margin(state: GinFamilyState, seat: int) -> float:
    """Half the deadwood ``seat``'s opponent holds more than ``seat`` (a hand
    of eleven cards counted after its best discard): the value of a rollout
    cut off before the hand ended."""
    deadwood = []
    for cards in state.hands:
        mask = rules.mask_of(cards)
        deadwood.append(min(after_discards(mask).values()) if len(cards) > 10
                        else least_deadwood(mask))
    return 0.5 * (deadwood[1 - seat] - deadwood[seat])
