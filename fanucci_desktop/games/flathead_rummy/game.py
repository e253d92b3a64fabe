"""The Flathead Rummy :class:`Game`: the deck, the deal and determinization."""

from __future__ import annotations

import random
from typing import Any, Mapping

from ...engine.cards import Card
from ...engine.protocol import Game, GameInfo, HandContext, Observation
from ...engine.rng import new_rng, shuffled
from ..match_length import match_length_option
from .codes import CARDS, CODE
from .observation import FlatheadObservation
from .state import TAKE_PHASE, FlatheadState
from ...i18n import N_

#: Cards dealt to each player.
HAND_SIZE = 10


class FlatheadGame(Game):
    """Flathead Rummy, 2-6 players, the 174-card Fanucci deck, match to 42.

    Options: the match length (``target``: to 42, 21 or one hand,
    :func:`match_length_option`); the rules and RULINGS.md leave no
    house-rule choices.
    """

    info = GameInfo(
        id="flathead-rummy", name="Flathead Rummy", min_players=2, max_players=6,
        deck=N_("Fanucci, 174 cards"),
        description=N_("Meld sets, flushes and one-colour runs; pick from the open discard tableau."),
        target_score=42,
    )
    options = (match_length_option(42, 21),)

    def deck(self) -> list[Card]:
        return list(CARDS)

    def new_hand(self, ctx: HandContext) -> FlatheadState:
        """Deal 10 cards each, one at a time from the dealer's left, then flip
        the next card to start the tableau; the rest is the draw pile (its top
        at the end). The player left of the dealer starts."""
        n = ctx.num_players
        cards = shuffled(range(len(CARDS)), new_rng(ctx.seed, "deal"))
        hands: list[list[int]] = [[] for _ in range(n)]
        for i in range(HAND_SIZE * n):
            hands[(ctx.dealer + 1 + i) % n].append(cards[i])
        flip = cards[HAND_SIZE * n]
        draw = cards[HAND_SIZE * n + 1:]
        draw.reverse()
        return FlatheadState(
            num_players=n, dealer=ctx.dealer, hand_number=ctx.hand_number, seed=ctx.seed,
            totals=tuple(ctx.totals) or (0,) * n, hands=[sorted(h) for h in hands], draw=draw,
            tableau=[flip], melds=[], owners=[], marks=[0] * n, phase=TAKE_PHASE,
            to_act=(ctx.dealer + 1) % n)

    def state_from_dict(self, data: Mapping[str, Any]) -> FlatheadState:
        return FlatheadState.from_dict(data)

    def sample_state(self, observation: Observation, rng: random.Random) -> FlatheadState:
        """Deal the cards ``observation.seat`` cannot see at random among the
        other hands and the draw pile. A card everyone saw the player to act
        take from the tableau this turn stays in that player's hand."""
        if not isinstance(observation, FlatheadObservation):
            raise TypeError("sample_state needs a Flathead Rummy observation")
        obs = observation
        seen = {CODE[c] for c in obs.hand} | {CODE[c] for c in obs.tableau}
        for meld in obs.melds:
            seen.update(CODE[c] for c in meld)
        known = None
        if (obs.taken is not None and obs.current_player is not None
                and obs.current_player != obs.seat and obs.phase != TAKE_PHASE
                and CODE[obs.taken] not in seen):
            known = obs.current_player, CODE[obs.taken]
            seen.add(known[1])
        pool = shuffled([c for c in range(len(CARDS)) if c not in seen], rng)
        hands: list[list[int]] = []
        for s, size in enumerate(obs.hand_sizes):
            if s == obs.seat:
                hands.append(sorted(CODE[c] for c in obs.hand))
                continue
            keep = [known[1]] if known is not None and known[0] == s else []
            take = size - len(keep)
            hands.append(sorted(keep + pool[:take]))
            del pool[:take]
        return FlatheadState(
            num_players=len(obs.hand_sizes), dealer=obs.dealer, hand_number=obs.hand_number,
            seed=rng.getrandbits(63), totals=obs.totals, hands=hands, draw=pool,
            tableau=[CODE[c] for c in obs.tableau], melds=[[CODE[c] for c in m] for m in obs.melds],
            owners=list(obs.meld_owners), marks=list(obs.marks), phase=obs.phase,
            to_act=obs.current_player, taken=None if obs.taken is None else CODE[obs.taken],
            pending=obs.must_play_taken, rebuilt=obs.rebuilt, winner=obs.winner, dead=obs.dead)


GAME = FlatheadGame()
