"""The worlds Gin Rummy's ``hard`` searches: the opponent's hidden hand
dealt as a hand that has been played, not as a blind deal.

A blind deal (the game's ``sample_state``) gives the opponent its hidden
cards at random. By mid-hand a real opponent has kept the better card of
every draw, so its deadwood is far lower than a random hand's (about 30
points against 56 after five draws), and a search against blind hands
thinks it has more time than it has. :func:`played_world` deals the
opponent's hidden cards as if, from that blind deal, it had drawn from the
stock as often as it has (:func:`opponent_stock_draws`), each time
throwing the card that leaves the least deadwood (the highest of equals),
never a card it took from the pile. The hand that comes out is kept with
the chance :func:`world_weight` gives it (a hand that could have knocked,
or melds what it let go, is doubtful); after :data:`TRIES` hands the
likeliest is kept. The cards thrown go back to the stock, which
is shuffled: only what the seat saw is fixed.
"""

from __future__ import annotations

import random

from ..engine.protocol import Game
from ..games.gin_rummy import GinObservation, GinState, rules
from .gin_hand import after_discards, least_deadwood
from .gin_reading import meld_pairs, opponent_discards

#: Played hands drawn at most for one world.
TRIES = 4
#: The most stock draws replayed for the opponent.
MAX_DRAWS = 12
#: The stock before the first draw: the deck less two hands and the upcard.
FULL_STOCK = len(rules.DECK) - 2 * rules.HAND_SIZE - 1
#: Weight of a hand that could have knocked when the opponent last
#: discarded (it played on: a player may wait for gin, but seldom does).
COULD_KNOCK = 0.15
#: Weight factor per upcard the opponent turned down, or card it threw,
#: that makes a meld with two cards of the hand.
MELDED_LET_GO = 0.3


def draws_made(obs: GinObservation) -> int:
    """How many cards both seats have drawn so far, from the stock and
    from the pile."""
    took = obs.took
    return FULL_STOCK - obs.stock_size + len(took[0]) + len(took[1])


def opponent_stock_draws(obs: GinObservation) -> int:
    """How many cards ``obs.seat``'s opponent has drawn from the stock, on
    the seat's own turn. Draws alternate from the first drawer on: the
    dealer when it took the first upcard the non-dealer passed (then
    exactly one seat passed it), else the non-dealer; the draws from the
    pile are the cards each seat took."""
    opp = 1 - obs.seat
    dealer_first = obs.upcard_passes == 1
    first_is_opp = (obs.dealer == opp) == dealer_first
    drawn_now = obs.phase in ("discard", "wall_knock")
    opp_draws = (draws_made(obs) + int(first_is_opp) - int(drawn_now)) // 2
    return max(0, opp_draws - len(obs.took[opp]))


def world_weight(obs: GinObservation, opp_hand: int) -> float:
    """How likely the opponent's hidden hand is ``opp_hand`` (a card mask),
    relative to a hand dealt blind, given what ``obs.seat`` saw it do: at
    most 1, times :data:`COULD_KNOCK` when the hand could have knocked at
    the opponent's last discard, times :data:`MELDED_LET_GO` for each card
    it turned down or threw that makes a meld with two of the hand's cards.
    Only for a world sampled on ``obs.seat``'s own turn (the opponent then
    holds ten cards, kept after its last discard once two draws are done)."""
    opp = 1 - obs.seat
    weight = 1.0
    knock = obs.knock_value
    if draws_made(obs) >= 2 and knock > 0 and least_deadwood(opp_hand) <= knock:
        weight *= COULD_KNOCK
    for card in list(obs.passed[opp]) + opponent_discards(obs):
        if any(opp_hand >> a & 1 and opp_hand >> b & 1
               for a, b in meld_pairs(rules.INDEX[card])):
            weight *= MELDED_LET_GO
    return weight


def played_world(game: Game, obs: GinObservation, rng: random.Random) -> GinState:
    """A world agreeing with ``obs`` in which the opponent's hidden cards
    are a played hand (see the module docstring). Before the opponent's
    first stock draw, and once someone went out, the blind deal itself."""
    world = game.sample_state(obs, rng)
    assert isinstance(world, GinState)
    draws = opponent_stock_draws(obs)
    if obs.phase == "layoff" or draws == 0:
        return world
    opp = 1 - obs.seat
    dealt, stock = world.hands[opp], world.stock
    draws = min(draws, MAX_DRAWS, len(stock))
    # a card taken, thrown straight back and taken again is listed twice
    kept = rules.mask_of({c for c in obs.took[opp] if c in dealt})
    dealt_mask = rules.mask_of(dealt)
    best: tuple[float, int, list] | None = None
    for _ in range(TRIES):
        order = list(stock)
        rng.shuffle(order)
        hand = dealt_mask
        for card in order[:draws]:
            hand |= rules.BIT[card]
            after = after_discards(hand)
            hand &= ~min((b for b in after if not b & kept),
                         key=lambda b: (after[b], -rules.VALUES[b.bit_length() - 1]))
        weight = world_weight(obs, hand)
        if rng.random() < weight:
            best = (weight, hand, order)
            break
        if best is None or weight > best[0]:
            best = (weight, hand, order)
    assert best is not None
    _, hand, order = best
    cards = list(dealt) + order[:draws]
    rest = [c for c in cards if not rules.BIT[c] & hand] + order[draws:]
    rng.shuffle(rest)
    world.redeal_hidden(obs.seat, [c for c in cards if rules.BIT[c] & hand], rest)
    return world
