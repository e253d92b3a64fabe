"""Shed's engine: the deal and the states an AI searches."""

from __future__ import annotations

import random
from typing import Any, Mapping

from ...engine import Card, Game, GameInfo, HandContext, Observation
from ...engine.rng import new_rng, shuffled
from ..match_length import match_length_option
from .state import DECK, GAME_ID, ShedObservation, ShedState
from ...i18n import N_

INFO = GameInfo(id=GAME_ID, name="Shed", min_players=2, max_players=3, deck=N_("18 cards"),
                description=N_("Play the same suit or rank, or a wild 6 and call a suit."),
                target_score=10)
#: Cards dealt to each player.
HAND_SIZE = 3


class ShedGame(Game):
    """Shed: deals ``HAND_SIZE`` cards each from a seeded shuffle; the
    player after the dealer starts; a match plays to 10, 5 or one hand
    (:func:`match_length_option`). ``state_class`` is the state it makes
    (a test gives a broken one)."""

    info = INFO
    options = (match_length_option(INFO.target_score, 5),)
    state_class: type[ShedState] = ShedState

    def deck(self) -> list[Card]:
        return list(DECK)

    def new_hand(self, ctx: HandContext) -> ShedState:
        cards = shuffled(DECK, new_rng(ctx.seed, "deal"))
        n = ctx.num_players
        hands = [cards[i * HAND_SIZE:(i + 1) * HAND_SIZE] for i in range(n)]
        return self.state_class(hands, cards[n * HAND_SIZE:], [], (ctx.dealer + 1) % n)

    def state_from_dict(self, data: Mapping[str, Any]) -> ShedState:
        return self.state_class.from_dict(data)

    def sample_state(self, observation: Observation, rng: random.Random) -> ShedState:
        assert isinstance(observation, ShedObservation)
        unseen = list(DECK)
        for card in list(observation.hand) + list(observation.played):
            unseen.remove(card)
        unseen = shuffled(unseen, rng)
        hands: list[list[Card]] = []
        for seat, size in enumerate(observation.hand_sizes):
            if seat == observation.seat:
                hands.append(list(observation.hand))
            else:
                hands.append(unseen[:size])
                del unseen[:size]
        return self.state_class(hands, unseen, list(observation.played), observation.to_act,
                                observation.called, observation.passes)


GAME = ShedGame()
