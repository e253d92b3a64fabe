"""Dealing a gin hand, and dealing it again as one seat may imagine it
(``Game.sample_state``): the steps Gin Rummy and Fan Rummy share."""

from __future__ import annotations

import random
from typing import Any

from ...engine import Card, HandContext
from ...engine.rng import new_rng, shuffled
from ..gin_melds.melds import DECK
from .observation import GinFamilyObservation
from .state import GinFamilyState

#: Cards dealt to each player.
HAND_SIZE = 10


def deal_ten_each(ctx: HandContext, game_name: str) -> tuple[list[list[Card]], list[Card]]:
    """Shuffle the deck by ``ctx.seed`` and deal ten cards each, one at a
    time from the non-dealer. Returns the two hands and the cards left, in
    order. ValueError unless ``ctx`` has two players."""
    if ctx.num_players != 2:
        raise ValueError(f"{game_name} is for two players, not {ctx.num_players}")
    cards = shuffled(DECK, new_rng(ctx.seed, "deal"))
    hands: list[list[Card]] = [[], []]
    for i in range(2 * HAND_SIZE):
        hands[(ctx.dealer + 1 + i) % 2].append(cards[i])
    return hands, cards[2 * HAND_SIZE:]


def seen_facts(obs: GinFamilyObservation) -> dict[str, Any]:
    """The shared facts of a state agreeing with ``obs``, as constructor
    arguments. The opponent's hand is its shown hand, or else placeholders
    that give it its size, for :meth:`deal_hidden` to fill."""
    seat, opp = obs.seat, 1 - obs.seat
    hands: list[list[Card]] = [[], []]
    hands[seat] = list(obs.hand)
    hands[opp] = (list(obs.opponent_hand) if obs.opponent_hand is not None
                  else [DECK[0]] * obs.hand_sizes[opp])
    return {"dealer": obs.dealer, "hands": hands, "melds": [list(m) for m in obs.melds],
            "laid_off": list(obs.laid_off), "shown_deadwood": list(obs.shown_deadwood),
            "phase": obs.phase, "to_act": obs.current_player, "ending": obs.ending,
            "out_player": obs.out_player, "knocker_deadwood": obs.knocker_deadwood,
            "scores": list(obs.hand_scores), "details": list(obs.score_details),
            "totals": obs.totals}


def seen_cards(obs: GinFamilyObservation) -> set[Card]:
    """The cards ``obs`` shows in both games: its hand, the table and the
    opponent's hand once shown."""
    seen = set(obs.hand) | set(obs.shown_deadwood) | {c for m in obs.melds for c in m}
    return seen | set(obs.opponent_hand or ())


def deal_unseen(state: GinFamilyState, seat: int, seen: set[Card], known: list[Card],
                rng: random.Random) -> None:
    """Deal the cards ``seat`` has not ``seen`` into ``state``'s hidden
    places, the ``known`` ones (seen taken by the opponent) among the
    opponent's."""
    seen = seen | set(known)
    state.deal_hidden(seat, [c for c in DECK if c not in seen], known, rng)


__all__ = ["HAND_SIZE", "deal_ten_each", "deal_unseen", "seen_cards",
           "seen_facts"]
