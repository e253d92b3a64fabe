"""The Fortune Rummy game object: options, deck, deal and determinization."""

from __future__ import annotations

import random
from typing import Any, Mapping

from fanucci_desktop.engine import (Card, Game, GameInfo, HandContext, Observation, OptionSpec,
                                    standard_deck)
from fanucci_desktop.engine.rng import new_rng, shuffled
from fanucci_desktop.games.match_length import match_length_option

from .codes import CODE, NUM_CODES
from .observation import FortuneObservation
from .rules import HouseRules
from .state import TAKE, FortuneState
from fanucci_desktop.i18n import N_

HAND_SIZE = 11
_DECK: tuple[Card, ...] = tuple(standard_deck(2))


class FortuneRummy(Game):
    """Fortune Rummy: 2-8 players, two standard decks, 11 cards each, to 500.

    Options: ``target``, the match length (to 500, 250 or one hand,
    :func:`match_length_option`), and the house rules, booleans, all off by
    default:

    * ``sets_over_four``: a set may hold more than four cards;
    * ``aces_fifteen``: a natural ace in a set of aces scores 15, not 10;
    * ``shuffle_discards``: when the stock runs out, the discards (all but
      the top card) are shuffled into the new stock instead of turned over;
    * ``four_card_sequences``: a sequence holds at most four cards;
    * ``queen_of_spades_free``: the Queen of Spades may be discarded at any
      time, not only as the last card when going out.
    """

    info = GameInfo(
        id="fortune-rummy", name="Fortune Rummy", min_players=2, max_players=8,
        deck=N_("two standard decks, 104 cards"),
        description=N_("A scoring rummy: wild deuces and the 50-point Queen of Spades."),
        target_score=500,
    )
    options = (
        match_length_option(500, 250),
        OptionSpec("sets_over_four", N_("Sets may hold more than four cards"),
                   N_("A set of one rank may hold five cards or more.")),
        OptionSpec("aces_fifteen", N_("Aces score 15 in a set of aces"),
                   N_("Each ace melded in a set of aces scores 15 instead of 10.")),
        OptionSpec("shuffle_discards", N_("Shuffle the discards into a new stock"),
                   N_("An empty stock is rebuilt by shuffling, not turning over.")),
        OptionSpec("four_card_sequences", N_("Sequences of four cards at most"),
                   N_("A sequence meld may not grow beyond four cards.")),
        OptionSpec("queen_of_spades_free", N_("Discard the Queen of Spades freely"),
                   N_("On any turn, not only when going out.")),
    )

    def deck(self) -> list[Card]:
        return list(_DECK)

    def new_hand(self, ctx: HandContext) -> FortuneState:
        """Deal 11 cards to each player from the left of the dealer, turn up
        one card to start the discard pile; the rest is the stock. The player
        left of the dealer starts."""
        n = ctx.num_players
        if not self.info.min_players <= n <= self.info.max_players:
            raise ValueError(f"Fortune Rummy seats 2 to 8 players, not {n}")
        rules = HouseRules.of(self.resolve_options(ctx.options))
        cards = [CODE[c] for c in shuffled(self.deck(), new_rng(ctx.seed, "deal"))]
        hands = [[0] * NUM_CODES for _ in range(n)]
        for i in range(HAND_SIZE * n):
            hands[(ctx.dealer + 1 + i) % n][cards.pop()] += 1
        up = cards.pop()
        totals = tuple(ctx.totals) if ctx.totals else (0,) * n
        return FortuneState(
            num_players=n, dealer=ctx.dealer, hand_number=ctx.hand_number, seed=ctx.seed,
            rules=rules, hands=hands, stock=cards, pile=[up], melds=[], owners=[],
            memory=[[up] for _ in range(n)], to_act=(ctx.dealer + 1) % n, phase=TAKE,
            restocks=0, melded_since_restock=False, totals=totals, ended=None, went_out=None)

    def state_from_dict(self, data: Mapping[str, Any]) -> FortuneState:
        return FortuneState.from_dict(data)

    def sample_state(self, observation: Observation, rng: random.Random) -> FortuneState:
        """A full state agreeing with ``observation``: the discard pile is
        what the seat saw discarded, each other hand holds the cards known to
        be in it (taken with the pile) and the cards the seat cannot see are
        dealt at random to fill the other hands and the stock, each keeping
        its size.

        The pile is always the last ``discard_size`` cards of
        ``seen_discards``: discards only ever go on top, taking the pile
        empties it and a rebuilt stock leaves the top card alone."""
        if not isinstance(observation, FortuneObservation):
            raise TypeError("sample_state needs a Fortune Rummy observation")
        obs = observation
        n = len(obs.hand_sizes)
        pile = [CODE[c] for c in obs.seen_discards[len(obs.seen_discards) - obs.discard_size:]]
        known = [[CODE[c] for c in cards] for cards in obs.known_in_hands]
        known[obs.seat] = []
        unseen = [2] * NUM_CODES
        seen = list(obs.hand) + [c for _, meld in obs.melds for c in meld]
        for code in [CODE[c] for c in seen] + pile + [c for k in known for c in k]:
            unseen[code] -= 1
        pool = shuffled([c for c in range(NUM_CODES) for _ in range(unseen[c])], rng)
        hands = [[0] * NUM_CODES for _ in range(n)]
        for seat in range(n):
            if seat == obs.seat:
                dealt = [CODE[c] for c in obs.hand]
            else:
                size = obs.hand_sizes[seat] - len(known[seat])
                dealt, pool[:size] = known[seat] + pool[:size], []
            for code in dealt:
                hands[seat][code] += 1
        memory = [CODE[c] for c in obs.seen_discards]
        return FortuneState(
            num_players=n, dealer=obs.dealer, hand_number=obs.hand_number,
            seed=rng.getrandbits(64), rules=HouseRules.of(dict(obs.options)), hands=hands,
            stock=pool, pile=pile,
            melds=[sorted(CODE[c] for c in meld) for _, meld in obs.melds],
            owners=[owner for owner, _ in obs.melds],
            memory=[list(memory) for _ in range(n)], to_act=obs.current_player,
            phase=obs.phase, restocks=obs.restocks,
            melded_since_restock=obs.melded_since_restock, totals=tuple(obs.totals),
            ended=obs.ended, went_out=obs.went_out,
            known=[[CODE[c] for c in cards] for cards in obs.known_in_hands])


GAME = FortuneRummy()
