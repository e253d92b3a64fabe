"""The Fan Rummy :class:`FanGame`: dealing and sampling hidden cards."""

from __future__ import annotations

import random
from typing import Any, Mapping

from ...engine import Card, Game, GameInfo, HandContext, Observation
from ..gin_family.dealing import deal_ten_each, deal_unseen, seen_cards, seen_facts
from ..match_length import match_length_option
from . import rules
from .observation import FanObservation
from .state import FanState
from ...i18n import N_


class FanGame(Game):
    """Fan Rummy for two seats, one 52-card deck. Its one option is the match
    length (``target``: to 100, 50 or one hand, :func:`match_length_option`);
    no house rules."""

    info = GameInfo(
        id="fan-rummy", name="Fan Rummy", min_players=2, max_players=2,
        deck=N_("one standard deck, 52 cards"),
        description=N_("Gin rummy from open columns: two face-up columns to draw from and a knock card."),
        target_score=100,
    )
    options = (match_length_option(100, 50),)

    def deck(self) -> list[Card]:
        return list(rules.DECK)

    def new_hand(self, ctx: HandContext) -> FanState:
        """Deal ten each one at a time from the non-dealer, two face-up
        columns of ten, the knock card; the eleven left are the draw pile
        (its last card on top)."""
        hands, cards = deal_ten_each(ctx, "Fan Rummy")
        totals = tuple(ctx.totals) if ctx.totals else (0, 0)
        return FanState(dealer=ctx.dealer, hands=hands, draw=cards[21:],
                        columns=[cards[:10], cards[10:20]], knock_card=cards[20],
                        totals=totals)

    def state_from_dict(self, data: Mapping[str, Any]) -> FanState:
        return FanState.from_dict(data)

    def sample_state(self, observation: Observation, rng: random.Random) -> FanState:
        """A state agreeing with ``observation``: the cards the seat cannot
        see are dealt at random, those it saw the opponent take going to the
        opponent's hand or discards."""
        if not isinstance(observation, FanObservation):
            raise TypeError("sample_state needs a Fan Rummy observation")
        obs = observation
        seat, opp = obs.seat, 1 - obs.seat
        discards: list[list[Card]] = [[], []]
        discards[seat] = list(obs.own_discards)
        # Placeholders give the opponent's discards their number; deal_hidden
        # fills them, and the draw pile gets the cards left over.
        discards[opp] = [rules.DECK[0]] * (obs.discard_size - len(obs.own_discards))
        took: list[list[Card]] = [[], []]
        took[seat] = list(obs.own_took)
        took[opp] = list(obs.opponent_took)
        state = FanState(
            **seen_facts(obs), draw=[], columns=[list(obs.columns[0]), list(obs.columns[1])],
            knock_card=obs.knock_card, knock_up=obs.knock_up,
            knock_taker=obs.knock_taker, knock_passed=obs.knock_passed,
            discards=discards, took=took)
        seen = seen_cards(obs) | set(obs.own_discards)
        seen |= {c for col in obs.columns for c in col}
        if obs.knock_up:
            seen.add(obs.knock_card)
        deal_unseen(state, seat, seen, [c for c in obs.opponent_took if c not in seen], rng)
        return state

GAME = FanGame()
