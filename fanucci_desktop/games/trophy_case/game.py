"""The Trophy Case :class:`Game`: dealing (with the shuffle kept across three
deals) and sampling full states from an observation for the AI."""

from __future__ import annotations

import random
from typing import Any, Mapping

from fanucci_desktop.engine.cards import Card
from fanucci_desktop.engine.protocol import Game, GameInfo, HandContext, Observation
from fanucci_desktop.engine.rng import new_rng, shuffled
from fanucci_desktop.games.match_length import match_length_option

from .deck import ALL_IDS, DECK, ids_from_texts, ids_of
from .observation import TrophyObservation
from .rules import deal_size
from .state import TrophyState
from fanucci_desktop.i18n import N_

#: Deals that share one shuffle of the deck.
DEALS_PER_SHUFFLE = 3


class TrophyCaseGame(Game):
    """Trophy Case for 3-5 players, to 30 points (or 15, or one deal: the
    option ``target``, :func:`match_length_option`). No house rules.

    One :class:`TrophyState` is one deal. ``HandContext.carry`` (from the
    previous deal's :meth:`TrophyState.carry`) gives the rest of the current
    shuffle, the deal counter and the next leader; deals 1-3 of a shuffle
    come from one shuffle, deal 4 shuffles all 174 cards again with
    ``new_rng(ctx.seed, "deal")``. The first deal of a match is led by the
    player left of the dealer.
    """

    info = GameInfo(
        id="trophy-case", name="Trophy Case", min_players=3, max_players=5,
        deck=N_("Fanucci, 174 cards"),
        description=N_("A bluffing trick game: beat the high card or fold; trumps end the trick."),
        target_score=30, hand_word="Deal",
    )
    options = (match_length_option(30, 15, "deal"),)

    def deck(self) -> list[Card]:
        return list(DECK)

    def new_hand(self, ctx: HandContext) -> TrophyState:
        n = ctx.num_players
        size = deal_size(n)
        carry: Mapping[str, Any] | None = ctx.carry
        if carry is None:
            deal_number, cycle_deal, leader = 1, 1, (ctx.dealer + 1) % n
        else:
            deal_number = int(carry["deal"]) + 1
            cycle_deal = int(carry["cycle_deal"]) % DEALS_PER_SHUFFLE + 1
            leader = int(carry["leader"])
        if cycle_deal == 1:
            stock = shuffled(list(ALL_IDS), new_rng(ctx.seed, "deal"))
            set_aside: list[int] = []
        else:
            stock = ids_from_texts(carry["stock"])  # type: ignore[index]
            set_aside = ids_from_texts(carry["set_aside"])  # type: ignore[index]
        hands: list[list[int]] = [[] for _ in range(n)]
        for i in range(size * n):
            hands[(ctx.dealer + 1 + i) % n].append(stock.pop())
        for hand in hands:
            hand.sort()
        known = set(stock) | set(set_aside) | {c for h in hands for c in h}
        discarded = [c for c in ALL_IDS if c not in known]
        state = TrophyState(
            num_players=n, dealer=ctx.dealer, deal_number=deal_number, cycle_deal=cycle_deal,
            totals=tuple(ctx.totals), target=self.target_score(self.resolve_options(ctx.options)),
            stock=stock,
            set_aside=set_aside, discarded=discarded, hands=hands, tricks=[], leader=leader,
            trick=[], trick_players=[], folded=[False] * n)
        state.start_lead()
        return state

    def state_from_dict(self, data: Mapping[str, Any]) -> TrophyState:
        return TrophyState.from_dict(data)

    def sample_state(self, observation: Observation, rng: random.Random) -> TrophyState:
        """A full state agreeing with ``observation``: the cards its seat cannot
        see (other hands, stock, discarded hands) dealt at random."""
        if not isinstance(observation, TrophyObservation):
            raise TypeError("sample_state needs a Trophy Case observation")
        obs = observation
        n = len(obs.hand_sizes)
        tricks = [(t.winner, tuple(ids_of(t.cards)), tuple(t.players), t.points, t.trumped)
                  for t in obs.tricks]
        hand = ids_of(obs.hand)
        trick = ids_of(obs.trick)
        set_aside = ids_of(obs.set_aside)
        known = set(hand) | set(trick) | set(set_aside) | {c for t in tricks for c in t[1]}
        pool = shuffled([c for c in ALL_IDS if c not in known], rng)
        hands: list[list[int]] = []
        for seat, size in enumerate(obs.hand_sizes):
            if seat == obs.seat:
                hands.append(sorted(hand))
            else:
                hands.append(sorted(pool[:size]))
                del pool[:size]
        stock = pool[:obs.stock_size]
        discarded = pool[obs.stock_size:]
        if len(discarded) != obs.discarded_size:
            raise ValueError("the observation's card counts do not add up to the deck")
        state = TrophyState(
            num_players=n, dealer=obs.dealer, deal_number=obs.deal_number,
            cycle_deal=obs.cycle_deal, totals=tuple(obs.totals), target=obs.target,
            stock=stock, set_aside=set_aside, discarded=discarded, hands=hands,
            tricks=tricks, leader=obs.leader, trick=trick,
            trick_players=list(obs.trick_players),
            folded=[p in obs.folded for p in range(n)], ending=obs.ending,
            shown_by=obs.shown_by, to_act=obs.current_player)
        return state


GAME = TrophyCaseGame()
