"""Fan Rummy knowledge: deadwood, the knock card, column cards, when to knock.

A hand is judged by its least deadwood (the engine's exact bit-mask search)
less what the live two-card starts among its loose cards are worth (a pair
whose other two cards are not known to be gone, two suited cards one or two
apart with a filler still live): their points times their chance to be
completed in the draws the draw pile leaves (:func:`.gin_hand.start_value`).
Cards this seat discarded face down and cards it saw the opponent take are
known not to come.

* Knock card: take it when it improves the hand clearly (the taker also
  gives up the first turn).
* Take: a column's outer card is worth taking when the hand after the best
  discard beats the expected hand after a blind draw (averaged over the
  cards this seat has not seen); taking uncovers the next column card for
  the opponent, so a card that fits what they took costs a little.
* Discard: keep the hand with the best value; gin and big gin always;
  knock whenever the rules allow, leaving the least deadwood (``hard``'s
  search decides when waiting for gin is worth more).
* After a knock: lay off what leaves the least deadwood in the end, never
  a card out of a meld of the hand's own that needs it
  (:func:`.gin_hand.layoff_scores`).
"""

from __future__ import annotations

import random
from typing import Sequence

from ..engine.cards import Card
from ..engine.protocol import Move, Observation, State
from ..games.fan_rummy import FanObservation, FanState, rules
from .gin_hand import (ALL_CARDS, Layoff, LayoffRule, Outlook, best_after_discard,
                       best_layoff_move, bits, fits_cards, hand_value, layoff_scores, outlook)
from .gin_rollout import TAKE_GAIN, deadwood_margin, policy_move, take_gain, takes
from .knowledge import Knowledge
from .search_budget import SearchBudget

class FanRummyKnowledge(Knowledge):
    margin_scale = 25.0
    easy_noise = 4.0
    easy_blunder = 0.08
    budget = SearchBudget(rollouts=480, candidates=6, depth=24)

    def __init__(self, draw_samples: int | None = None) -> None:
        #: Unseen cards tried to value a blind draw (None: all of them).
        self.draw_samples = draw_samples

    def for_easy(self) -> "FanRummyKnowledge":
        return FanRummyKnowledge(draw_samples=6)

    # -- observation-side scoring ----------------------------------------------
    def score_moves(self, obs: Observation, moves: Sequence[Move],
                    rng: random.Random) -> list[float]:
        assert isinstance(obs, FanObservation)
        hand = rules.mask_of(obs.hand)
        dead = (rules.mask_of(obs.own_discards)
                | _mask_known(obs.opponent_took, hand))
        unseen = ALL_CARDS & ~_seen(obs, hand, dead)
        look = outlook(obs.draw_size, bin(unseen).count("1"))
        phase = obs.phase
        if phase in ("discard", "knock_discard"):
            cands = rules.candidate_melds(hand)
            return [self._discard_score(m, hand, dead, look, cands) for m in moves]
        if phase == "take":
            return self._take_scores(obs, moves, hand, dead, unseen, look, rng)
        if phase == "knock_card":
            knock = rules.BIT[obs.knock_card]
            gain = best_after_discard(hand | knock, dead, look) - hand_value(hand, dead, look)
            return [gain - 3.0 if m.action == "take" else 0.0 for m in moves]
        # lay-offs after a knock: what leaves the least deadwood in the end
        allowed = layoff_rule(obs.melds, obs.hand)
        return layoff_scores(obs.hand, moves, allowed)

    def _discard_score(self, move: Move, hand: int, dead: int, look: Outlook,
                       cands: list[int]) -> float:
        if move.action == "big-gin":
            return 2000.0
        bit = rules.BIT[move.cards[0]]
        value = (hand_value(hand & ~bit, dead | bit, look, cands)
                 + rules.card_value(move.cards[0]) * 0.01)
        if move.action == "gin":
            return 1000.0 + value
        if move.action == "knock":
            # the hand ends: only the deadwood left counts, not live starts
            return 100.0 - rules.deadwood_of_mask(hand & ~bit, cands)
        return value

    def _take_scores(self, obs: FanObservation, moves: Sequence[Move], hand: int, dead: int,
                     unseen: int, look: Outlook, rng: random.Random) -> list[float]:
        columns = obs.columns
        draws = bits(unseen)
        if self.draw_samples is not None and len(draws) > self.draw_samples:
            draws = [draws[int(rng.random() * len(draws))] for _ in range(self.draw_samples)]
        draw_value = (sum(best_after_discard(hand | (1 << b), dead, look) for b in draws)
                      / len(draws) if draws else hand_value(hand, dead, look))
        opp_took = rules.mask_of(obs.opponent_took)
        scores = []
        for move in moves:
            if move.action == "draw":
                scores.append(draw_value)
                continue
            assert move.index is not None, "a take names its column"
            column = columns[move.index]
            card = rules.BIT[column[-1]]
            value = best_after_discard(hand | card, dead, look)
            if len(column) > 1:
                value -= 1.5 * fits_cards(rules.INDEX[column[-2]], opp_took)
            scores.append(value)
        return scores

    # -- world-side policy and evaluation ---------------------------------------
    def rollout_move(self, state: State, rng: random.Random) -> Move:
        """The gin games' rollout policy (:mod:`.gin_rollout`): the column
        card that saves most, if it saves 4 or more; the knock card when it
        saves 4 or more."""
        assert isinstance(state, FanState)
        return policy_move(state, _rollout_offer)

    def evaluate(self, state: State, seat: int) -> float:
        """Half the deadwood difference, doubled under a spade knock card."""
        assert isinstance(state, FanState)
        double = 2 if state.knock_card.suit == "S" else 1
        return deadwood_margin(state, seat) * double


def _rollout_offer(state: FanState, moves: list[Move], seat: int, hand: int) -> Move:
    """The rollout policy's choice of a column card, the knock card and
    lay-offs."""
    if state.phase == "take":
        # integer gains: one above TAKE_GAIN - 0.5 saves TAKE_GAIN or more
        best, choice = TAKE_GAIN - 0.5, moves[0]
        for m in moves:
            if m.action == "take":
                assert m.index is not None, "a take names its column"
                gain = take_gain(hand, rules.BIT[state.columns[m.index][-1]])
                if gain > best:
                    best, choice = gain, m
        return choice
    if state.phase == "knock_card":
        take = takes(hand, rules.BIT[state.knock_card])
        return next(m for m in moves if (m.action == "take") == take)
    allowed = layoff_rule(state.melds, state.hands[seat])
    return best_layoff_move(state.hands[seat], moves, allowed)


def _seen(obs: FanObservation, hand: int, dead: int) -> int:
    """The cards this seat knows are not in the draw pile: its hand, ``dead``
    (its own discards, what it saw the opponent take) and the columns."""
    seen = hand | dead | rules.mask_of(obs.opponent_took)
    for col in obs.columns:
        seen |= rules.mask_of(col)
    return seen


def _mask_known(cards: Sequence[Card], hand: int) -> int:
    """Cards the opponent took, minus any now in our own hand."""
    return rules.mask_of(cards) & ~hand


def layoff_rule(table: Sequence[Sequence[Card]], hand: Sequence[Card]) -> LayoffRule:
    """Fan Rummy's lay-off rule for the cards of ``hand`` on ``table`` (the
    table melds, lay-offs included): a card goes on any meld it fits as the
    meld has grown (:func:`rules.fits`)."""
    def allowed(made: tuple[Layoff, ...]) -> list[Layoff]:
        return [(c, i) for i, meld in enumerate(table)
                for c in hand if rules.fits(c, list(meld) + [x for x, j in made if j == i])]
    return allowed


KNOWLEDGE = FanRummyKnowledge()
