"""The Fan Rummy :class:`FanGame`: dealing and sampling hidden cards."""

from __future__ import annotations

import random
from typing import Any, Mapping

from ...engine import Card, Game, GameInfo, HandContext, Observation
from ...engine.rng import new_rng, shuffled
from . import rules
from .observation import FanObservation
from .state import FanState


class FanGame(Game):
    """Fan Rummy for two seats, one 52-card deck. No house-rule options."""

    info = GameInfo(
        id="fan-rummy", name="Fan Rummy", min_players=2, max_players=2,
        deck="one standard deck, 52 cards",
        description="Gin rummy with two open columns to draw from and a knock card.",
        target_score=100,
    )
    options = ()

    def deck(self) -> list[Card]:
        return list(rules.DECK)

    def new_hand(self, ctx: HandContext) -> FanState:
        """Deal ten each one at a time from the non-dealer, two face-up
        columns of ten, the knock card; the eleven left are the draw pile
        (its last card on top)."""
        if ctx.num_players != 2:
            raise ValueError(f"Fan Rummy is for two players, not {ctx.num_players}")
        cards = shuffled(rules.DECK, new_rng(ctx.seed, "deal"))
        hands: list[list[Card]] = [[], []]
        for i in range(20):
            hands[(ctx.dealer + 1 + i) % 2].append(cards[i])
        totals = tuple(ctx.totals) if ctx.totals else (0, 0)
        return FanState(dealer=ctx.dealer, hands=hands, draw=cards[41:],
                        columns=[cards[20:30], cards[30:40]], knock_card=cards[40],
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
        hands: list[list[Card]] = [[], []]
        hands[seat] = list(obs.hand)
        shown = obs.opponent_hand is not None
        if shown:
            hands[opp] = list(obs.opponent_hand or ())
        discards: list[list[Card]] = [[], []]
        discards[seat] = list(obs.own_discards)
        took: list[list[Card]] = [[], []]
        took[seat] = list(obs.own_took)
        took[opp] = list(obs.opponent_took)
        state = FanState(
            dealer=obs.dealer, hands=hands, draw=[],
            columns=[list(obs.columns[0]), list(obs.columns[1])],
            knock_card=obs.knock_card, knock_up=obs.knock_up,
            knock_taker=obs.knock_taker, knock_passed=obs.knock_passed,
            discards=discards, took=took, melds=[list(m) for m in obs.melds],
            laid_off=list(obs.laid_off), shown_deadwood=list(obs.shown_deadwood),
            phase=obs.phase, to_act=obs.current_player, ending=obs.ending,
            out_player=obs.out_player, knocker_deadwood=obs.knocker_deadwood,
            scores=list(obs.hand_scores), details=list(obs.score_details), totals=obs.totals)
        # Placeholders give the hidden places their sizes; deal_hidden fills
        # them, and the draw pile gets the cards left over.
        if not shown:
            state.hands[opp] = [rules.DECK[0]] * obs.hand_sizes[opp]
        state.discards[opp] = [rules.DECK[0]] * (obs.discard_size - len(obs.own_discards))
        seen = set(state.hands[seat]) | set(discards[seat]) | set(state.shown_deadwood)
        seen |= {c for col in state.columns for c in col} | {c for m in state.melds for c in m}
        if shown:
            seen |= set(hands[opp])
        if state.knock_up:
            seen.add(state.knock_card)
        known = [c for c in obs.opponent_took if c not in seen]
        seen.update(known)
        unknown = [c for c in rules.DECK if c not in seen]
        state.deal_hidden(seat, unknown, known, rng)
        return state


GAME = FanGame()
