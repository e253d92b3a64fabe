"""Gin Rummy knowledge: deadwood, the upcard, safe discards, when to knock.

The three levels are three players: ``hard`` searches with the heuristic
of :class:`GinRummyKnowledge` below; ``normal`` plays the plain rules of
:class:`PlainGinKnowledge` (least deadwood, no reading of the opponent);
``easy`` plays those plain rules with noise and slips. (``normal`` with
the full heuristic played as well as ``hard``: hard won 49.2 % of the
ladder's hands against it.)

In the full heuristic a hand is judged by its least deadwood less what its live two-card starts
are worth: their points times their chance to be completed in the draws
the stock leaves (:func:`.gin_hand.start_value`). Cards known gone are the
discard pile under the upcard and the cards this seat saw the opponent
take and keep; the cards a draw may give are the others not in the hand.

* First upcard and the upcard: take it when the hand after the best
  discard beats the expected hand after a blind draw from the stock
  (averaged over the cards this seat has not seen), i.e. when it makes or
  extends a meld or saves enough deadwood; the first upcard only when it
  improves the hand clearly.
* Discard: the best few discards by the hand they leave are judged one
  draw ahead (the mean over the cards the stock may give, a hand that can
  knock then counting extra); a discard costs its chance of completing a
  meld of the opponent's, read from its picks and passes
  (:mod:`.gin_reading`).
* Gin and big gin always; knock as soon as the rules allow (discarding
  what leaves the least deadwood: the hand ends there), except with 2
  or less deadwood while the stock is deep (play on for gin: an undercut,
  which equal deadwood is too unless OpenSpiel's scoring is on, is
  unlikely); at the wall always take the upcard when it knocks.
* After a knock: lay off what leaves the least deadwood in the end, never
  a card out of a meld of the hand's own that needs it
  (:func:`.gin_hand.layoff_scores`).

``hard`` searches worlds in which the opponent holds a hand that has been
played, and that fits what it was seen to do (:mod:`.gin_worlds`), for its
discards, knocks and lay-offs. Whether to take the upcard it decides as
``normal`` does: there the exact mean over every card the stock may give
beats rollouts of a few sampled stocks. (Against OpenSpiel's simple bot,
on the same 1000 hands, with 128 rollouts: +3.3 points a hand searching
every decision, +4.7 not searching the upcard.)
"""

from __future__ import annotations

import random
from typing import Sequence

from ..engine.cards import Card
from ..engine.protocol import Game, Move, Observation, State
from ..games.gin_rummy import GinObservation, GinState, rules
from .gin_hand import (ALL_CARDS, Layoff, LayoffRule, Outlook, after_discards,
                       best_after_discard, best_layoff_move, bits, hand_value, layoff_scores,
                       outlook)
from .gin_reading import OpponentRead, read_opponent
from .gin_rollout import deadwood_margin, policy_move, take_gain, takes
from .gin_worlds import played_world
from .knowledge import Knowledge
from .search_budget import SearchBudget

#: Deadwood points a discard costs when the opponent surely melds it.
FEED_COST = 8.0
#: With this much deadwood or less and a deep stock, play on for gin (an
#: undercut of so low a hand is unlikely, and gin pays more).
WAIT_DEADWOOD = 2
#: The stock is deep while it holds more cards than this.
WAIT_STOCK = 10
#: Plain discards looked at one draw ahead.
LOOK = 4
#: Value, in deadwood points, of a hand that can knock after the next draw.
KNOCK_BONUS = 6.0
#: The phases that decide whether to take the upcard.
UPCARD_PHASES = ("first_upcard", "take")
#: The first upcard must improve the hand by this much (the taker gives up
#: its first blind draw and shows a card).
FIRST_UPCARD_MARGIN = 2.0
#: ``normal`` takes the upcard when it saves this many deadwood points.
PLAIN_TAKE_GAIN = 1


class GinRummyKnowledge(Knowledge):
    """``hard``'s Gin Rummy: the heuristic of the module docstring, which
    orders and prunes its search (``easy`` and ``normal`` play
    :class:`PlainGinKnowledge`)."""

    margin_scale = 25.0
    #: Hard's search. 384 rollouts rather than 128 scored +0.58 +- 0.88
    #: points a hand more against OpenSpiel's simple bot on the same 2000
    #: hands (seeds 1 and 2), a gain within the noise; 384 made the p95
    #: decision 482 ms there (2000 hands, seed 4), above the 0.3 s a
    #: player should wait. 192 halves the work.
    budget = SearchBudget(rollouts=192, candidates=4, depth=24)

    def for_easy(self) -> "PlainGinKnowledge":
        """Easy plays the plain rules with noise and slips."""
        return PlainGinKnowledge()

    def for_normal(self) -> "PlainGinKnowledge":
        """Normal plays the plain rules (see the module docstring)."""
        return PlainGinKnowledge()

    # -- observation-side scoring ----------------------------------------------
    def score_moves(self, obs: Observation, moves: Sequence[Move],
                    rng: random.Random) -> list[float]:
        assert isinstance(obs, GinObservation)
        hand = rules.mask_of(obs.hand)
        read = read_opponent(obs)
        pile = obs.discard_pile
        dead = (rules.mask_of(pile[:-1]) | read.kept) & ~hand
        unseen = ALL_CARDS & ~(hand | dead | rules.mask_of(pile))
        look = outlook(obs.stock_size, bin(unseen).count("1"))
        phase = obs.phase
        if phase in ("discard", "wall_knock"):
            cands = rules.candidate_melds(hand)
            scores = [self._discard_score(obs, m, hand, dead, look, read, cands) for m in moves]
            return self._look_ahead(obs, moves, scores, hand, dead, unseen, look, read)
        if phase == "layoff":
            allowed = layoff_rule(obs.melds, obs.laid_off, openspiel=obs.openspiel)
            return layoff_scores(obs.hand, moves, allowed)
        if phase == "wall":
            return [100.0 if m.action == "take" else 0.0 for m in moves]
        draw_value = self._draw_value(hand, dead, unseen, look)
        up = rules.BIT[pile[-1]] if pile else 0
        take_value = best_after_discard(hand | up, dead, look) if up else draw_value
        if phase == "first_upcard":
            # A pass keeps a blind draw in prospect for the non-dealer (or the dealer
            # after the non-dealer draws): value it like a draw, with a margin.
            take_value -= FIRST_UPCARD_MARGIN
        return [take_value if m.action == "take" else draw_value for m in moves]

    def _draw_value(self, hand: int, dead: int, unseen: int, look: Outlook) -> float:
        """The expected hand value after a blind draw (one of the cards of
        ``unseen``) and the best discard."""
        draws = bits(unseen)
        if not draws:
            return hand_value(hand, dead, look)
        return sum(best_after_discard(hand | (1 << b), dead, look) for b in draws) / len(draws)

    def _discard_score(self, obs: GinObservation, move: Move, hand: int, dead: int,
                       look: Outlook, read: OpponentRead, cands: list[int]) -> float:
        if move.action == "big-gin":
            return 2000.0
        card = move.cards[0]
        bit = rules.BIT[card]
        value = (hand_value(hand & ~bit, dead | bit, look, cands) + rules.card_value(card) * 0.01
                 - FEED_COST * read.feeds(rules.INDEX[card]))
        if move.action == "gin":
            return 1000.0 + value
        if move.action == "knock":
            # the knock discard goes face down and the hand ends: only the
            # deadwood left counts (not live starts, not what it would feed)
            left = rules.deadwood_of_mask(hand & ~bit, cands)
            stock = obs.stock_size
            wait = left <= WAIT_DEADWOOD and stock > WAIT_STOCK
            return value - 0.5 if wait else 100.0 - left
        return value

    def _look_ahead(self, obs: GinObservation, moves: Sequence[Move], scores: list[float],
                    hand: int, dead: int, unseen: int, look: Outlook,
                    read: OpponentRead) -> list[float]:
        """Rescore the best few plain discards by the hand they leave one
        draw later (the mean over the cards the stock may give, each
        weighted by the chance the opponent does not hold it, of the value
        after the best discard then, a knock then counting extra); the
        other plain discards stay below them."""
        plain = [i for i, m in enumerate(moves) if m.action == "discard"]
        if LOOK <= 0 or len(plain) < 2:
            return scores
        top = sorted(plain, key=lambda i: -scores[i])[:LOOK]
        knock = obs.knock_value
        draws = [(b, 1.0 - read.holds(b)) for b in bits(unseen)]
        out = list(scores)
        for i in plain:
            if i not in top:
                out[i] = scores[i] - 1000.0
        for i in top:
            bit = rules.BIT[moves[i].cards[0]]
            left = hand & ~bit
            total = weight = 0.0
            for b, w in draws:
                total += w * best_after_discard(left | (1 << b), dead | bit, look, knock,
                                                KNOCK_BONUS)
                weight += w
            if weight:
                out[i] = total / weight - FEED_COST * read.feeds(rules.INDEX[moves[i].cards[0]])
        return out

    # -- world-side policy and evaluation ---------------------------------------
    def worth_searching(self, obs: Observation) -> bool:
        """Search discards, knocks and lay-offs; not whether to take the
        upcard (see the module docstring)."""
        assert isinstance(obs, GinObservation)
        return obs.phase not in UPCARD_PHASES

    def sample_world(self, game: Game, obs: Observation, rng: random.Random) -> State:
        """A world in which the opponent holds a played hand, not a blind
        deal (:func:`.gin_worlds.played_world`)."""
        assert isinstance(obs, GinObservation)
        return played_world(game, obs, rng)

    def rollout_move(self, state: State, rng: random.Random) -> Move:
        """The gin games' rollout policy (:mod:`.gin_rollout`): at the wall
        the upcard whenever it knocks, else an upcard that saves 4 or more."""
        assert isinstance(state, GinState)
        return policy_move(state, _rollout_offer)

    def evaluate(self, state: State, seat: int) -> float:
        """Half the deadwood difference (:func:`.gin_rollout.deadwood_margin`)."""
        assert isinstance(state, GinState)
        return deadwood_margin(state, seat)


def _rollout_offer(state: GinState, moves: list[Move], seat: int, hand: int) -> Move:
    """The rollout policy's choice of the upcard and of lay-offs."""
    phase = state.phase
    if phase in UPCARD_PHASES:
        assert state.upcard is not None, "an upcard phase with no upcard"
        take = takes(hand, rules.BIT[state.upcard])
        return next((m for m in moves if (m.action == "take") == take), moves[0])
    if phase == "wall":
        return next(m for m in moves if m.action == "take")
    allowed = layoff_rule(state.melds, state.laid_off, openspiel=state.openspiel)
    return best_layoff_move(state.hands[seat], moves, allowed)


class PlainGinKnowledge(Knowledge):
    """``normal``'s Gin Rummy (and, with noise, ``easy``'s): a plain player
    who counts only the deadwood in hand. It reads nothing of the opponent
    and values no two-card start.

    * The upcard (first and later): take it when it lowers the least
      deadwood after the best discard by :data:`PLAIN_TAKE_GAIN` or more.
    * Discard: the card that leaves the least deadwood, the highest of
      equals.
    * Gin and big gin always; knock as soon as the rules allow, leaving the
      least deadwood; at the wall always take the upcard when it knocks.
    * After a knock: the lay-offs of :func:`.gin_hand.layoff_scores`.

    On the ladder (300 duplicate deals, seed 45) hard, searching 192
    rollouts, won 57.2 % [53.2, 61.1] of 600 hands against it, +4.5 points
    a hand (with 384 rollouts, seed 31: 58.8 % [54.8, 62.6]); it won 76.4 %
    [72.9, 79.6] against easy (seed 46, 600 hands).
    """

    margin_scale = 25.0
    easy_noise = 4.0
    easy_blunder = 0.08

    def score_moves(self, obs: Observation, moves: Sequence[Move],
                    rng: random.Random) -> list[float]:
        assert isinstance(obs, GinObservation)
        hand = rules.mask_of(obs.hand)
        phase = obs.phase
        if phase in ("discard", "wall_knock"):
            after = after_discards(hand)
            return [_plain_discard_score(m, after) for m in moves]
        if phase == "layoff":
            allowed = layoff_rule(obs.melds, obs.laid_off, openspiel=obs.openspiel)
            return layoff_scores(obs.hand, moves, allowed)
        if phase == "wall":
            return [100.0 if m.action == "take" else 0.0 for m in moves]
        pile = obs.discard_pile
        gain = take_gain(hand, rules.BIT[pile[-1]]) if pile else 0
        # integer gains: the take scores above 0 exactly when it saves enough
        take = gain - PLAIN_TAKE_GAIN + 0.5
        return [take if m.action == "take" else 0.0 for m in moves]


def _plain_discard_score(move: Move, after: dict[int, int]) -> float:
    """Minus the deadwood ``move`` leaves (``after``: per card bit), a
    hundredth of the card's points added (the highest of equals goes); gin
    and knocking first."""
    if move.action == "big-gin":
        return 2000.0
    card = move.cards[0]
    left = after[rules.BIT[card]]
    if move.action == "gin":
        return 1000.0
    if move.action == "knock":
        return 100.0 - left
    return -left + rules.card_value(card) * 0.01


def layoff_rule(table: Sequence[Sequence[Card]], laid_off: Sequence[Layoff], *,
                openspiel: bool) -> LayoffRule:
    """Gin's lay-off rule on ``table`` (the table melds, lay-offs included)
    after the lay-offs ``laid_off`` (:func:`rules.layoff_spots`: a run grows
    at either end by as many cards as fit, by at most two at each end under
    the house rule ``openspiel``)."""
    melds = rules.laid_out(table, laid_off)
    before = tuple(c for c, _ in laid_off)

    def allowed(made: tuple[Layoff, ...]) -> list[Layoff]:
        spots = rules.layoff_spots(melds, before + tuple(c for c, _ in made),
                                   openspiel=openspiel)
        return [(c, i) for i, spot in enumerate(spots) for c in spot]
    return allowed


KNOWLEDGE = GinRummyKnowledge()
