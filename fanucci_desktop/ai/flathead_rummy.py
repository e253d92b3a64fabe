"""Flathead Rummy knowledge: meld potential, when to lay down or hold, which
discards feed an opponent given the open tableau, taking buried cards.

* Meld potential: the cards a hand can cover with disjoint melds (greedy,
  biggest meld first, using the engine's meld finder) count most; loose
  cards count by their links -- other cards they could meld with (same rank,
  same suit, or same colour within two ranks; ∞ never in a run; a trump
  links to everything).
* Laying down or holding (the strategy notes): a meld that lets the hand go
  out this turn is laid down at once; a bonus meld earns a mark, so it goes
  down too; otherwise melds are held back -- they would give the others
  places to lay off -- until an opponent is close to going out (few cards)
  or the draw pile runs low, when cards on the table limit the loss.
* Laying off is always welcome: one card fewer, nothing new shown.
* Discards: the card that adds least to the hand, less the danger of
  feeding the next players: a card that fits a table meld, or that makes a
  pair with tableau cards they could pull back (the strategy notes' 1 of
  Bugs beside a buried 1 of Books).
* Taking: the last tableau card when it adds more than a blind draw; a
  buried card when it goes straight into a meld or onto the table.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..engine.cards import INFINITY, Card
from ..engine.protocol import Move, Observation, State
from ..games.flathead_rummy import (FlatheadObservation, FlatheadState, find_melds,
                                    is_bonus_meld)
from ..games.flathead_rummy.codes import CARDS
from ..games.flathead_rummy.rules import can_lay_off
from .knowledge import Knowledge, best_move
from .search_budget import SearchBudget

#: What a blind draw is expected to add to the hand's value.
DRAW_VALUE = 0.6
#: Extra worth of taking a buried tableau card: it goes onto the table this
#: very turn (one card fewer to go out, and it leaves the others' reach).
#: Measured: 1.5 rather than 0.5 won about 1.5% more two-player hands and
#: about 7% more 4-player hands against random seats.
BURIED_BONUS = 1.5
#: Opponent hand size at or under which melds go down rather than wait.
THREAT_SIZE = 4
#: Score of laying down a meld that neither ends the turn out nor is urgent.
HOLD_SCORE = -5.0


def linked(a: Card, b: Card) -> bool:
    """True when ``a`` and ``b`` could sit in one meld together."""
    if a.is_trump or b.is_trump:
        return True
    if a.rank == b.rank or a.suit == b.suit:
        return True
    return (a.color == b.color and a.rank is not None and b.rank is not None
            and a.rank != INFINITY and b.rank != INFINITY and abs(a.rank - b.rank) <= 2)


def links(card: Card, others: Sequence[Card]) -> int:
    """How many of ``others`` (``card`` itself excluded) link with ``card``."""
    return sum(1 for o in others if o is not card and o != card and linked(card, o))


def cover(hand: Sequence[Card]) -> tuple[int, list[Card]]:
    """Cards coverable by disjoint melds, chosen greedily (biggest meld
    first, then melds without a trump): (count, the cards left over)."""
    left = list(hand)
    covered = 0
    while len(left) >= 3:
        melds = find_melds(left)
        if not melds:
            break
        best = max(melds, key=lambda m: (len(m), not any(c.is_trump for c in m)))
        covered += len(best)
        for c in best:
            left.remove(c)
    return covered, left


def hand_value(hand: Sequence[Card], use_cover: bool = True) -> float:
    """Higher is better: covered cards, plus links of the loose ones."""
    if use_cover:
        covered, loose = cover(hand)
    else:
        covered, loose = 0, list(hand)
    return 2.0 * covered + sum(0.35 * min(links(c, hand), 3) for c in loose)


def feed_danger(card: Card, tableau: Sequence[Card], melds: Sequence[Sequence[Card]]) -> float:
    """How much discarding ``card`` may help the next players."""
    danger = 0.0
    if any(can_lay_off(m, card) for m in melds):
        danger += 3.0
    pairs = sum(1 for t in tableau if not t.is_trump and linked(card, t))
    return danger + 0.6 * min(pairs, 4)


class FlatheadKnowledge(Knowledge):
    margin_scale = 15.0
    easy_noise = 1.5
    easy_blunder = 0.05
    budget = SearchBudget(rollouts=120, candidates=4, depth=12)

    def __init__(self, use_cover: bool = True) -> None:
        #: Judge hands by their greedy meld cover (False: by links only, cheaper).
        self.use_cover = use_cover

    def for_easy(self) -> "FlatheadKnowledge":
        return FlatheadKnowledge(use_cover=False)

    def score_moves(self, obs: Observation, moves: Sequence[Move],
                    rng: random.Random) -> list[float]:
        assert isinstance(obs, FlatheadObservation)
        hand = list(obs.hand)
        phase = obs.phase
        if phase == "take":
            return self._take_scores(obs, moves, hand)
        if phase == "final_layoffs":
            return [0.0 if m.action == "done" else 1.0 + len(m.cards) for m in moves]
        return self._play_scores(obs, moves, hand)

    def _take_scores(self, obs: FlatheadObservation, moves: Sequence[Move],
                     hand: list[Card]) -> list[float]:
        base = hand_value(hand, self.use_cover)
        tableau = obs.tableau
        scores = []
        for m in moves:
            if m.action == "draw":
                scores.append(DRAW_VALUE)
                continue
            card = m.cards[0]
            gain = hand_value(hand + [card], self.use_cover) - base
            if tableau and card != tableau[-1]:
                gain += BURIED_BONUS
            scores.append(gain)
        return scores

    def _play_scores(self, obs: FlatheadObservation, moves: Sequence[Move],
                     hand: list[Card]) -> list[float]:
        tableau = obs.tableau
        melds = obs.melds
        sizes = obs.hand_sizes
        threat = min(s for i, s in enumerate(sizes) if i != obs.seat) <= THREAT_SIZE \
            or obs.draw_size <= 10
        base = hand_value(hand, self.use_cover)
        scores = []
        for m in moves:
            if m.action == "discard":
                card = m.cards[0]
                if len(hand) == 1:
                    scores.append(1000.0)
                    continue
                rest = [c for c in hand if c != card]
                keep = base - hand_value(rest, self.use_cover)
                scores.append(10.0 - keep - feed_danger(card, tableau, melds))
            elif m.action == "layoff":
                rest = [c for c in hand if c != m.cards[0]]
                if not rest:
                    scores.append(1000.0)
                    continue
                keep = base - hand_value(rest, self.use_cover)
                scores.append(20.0 - 0.5 * keep)
            else:  # meld
                rest = [c for c in hand if c not in m.cards]
                if len(rest) <= 1:
                    scores.append(900.0 + len(m.cards))
                    continue
                covered, loose = cover(rest) if self.use_cover else (0, rest)
                table = list(melds) + [m.cards]
                loose = [c for c in loose if not any(can_lay_off(t, c) for t in table)]
                if len(loose) <= 1:
                    scores.append(500.0 + len(m.cards))
                elif is_bonus_meld(m.cards):
                    scores.append(15.0 + len(m.cards))
                elif threat:
                    scores.append(12.0 + len(m.cards))
                else:
                    scores.append(HOLD_SCORE + len(m.cards))
        return scores

    # -- search support -------------------------------------------------------------
    def rollout_move(self, state: State, rng: random.Random) -> Move:
        """A quick policy on the sampled world for the player to act (own
        hand, table and tableau only): take the last tableau card when it
        links twice, meld the biggest meld, lay off, discard the card with
        the fewest links."""
        assert isinstance(state, FlatheadState)
        seat = state.current_player
        assert seat is not None, "rollout_move on a finished hand"
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        hand = _hand_cards(state, seat)
        phase = state.phase
        if phase == "take":
            tableau = state.tableau
            if tableau:
                top = Move("take", (CARDS[tableau[-1]],))
                if top in moves and links(CARDS[tableau[-1]], hand) >= 2:
                    return top
            return moves[0]
        best_meld = max((m for m in moves if m.action == "meld"),
                        key=lambda m: len(m.cards), default=None)
        if best_meld is not None:
            return best_meld
        layoff = next((m for m in moves if m.action == "layoff"), None)
        if layoff is not None:
            return layoff
        discards = [m for m in moves if m.action == "discard"]
        if not discards:
            return moves[-1]
        scores = [-links(m.cards[0], hand) - (5 if m.cards[0].is_trump else 0) for m in discards]
        return best_move(discards, scores, rng)

    def evaluate(self, state: State, seat: int) -> float:
        """Who is nearest going out: loose cards (links only) decide; the
        nearest scores about the cards the others hold."""
        assert isinstance(state, FlatheadState)
        n = state.num_players
        hands = [_hand_cards(state, s) for s in range(n)]
        dist = [sum(1 for c in h if links(c, h) < 2) + 0.3 * len(h) for h in hands]
        mine = dist[seat]
        best_other = min(d for i, d in enumerate(dist) if i != seat)
        stake = sum(len(h) for h in hands) / n + (5 if n == 2 else 0)
        return max(-1.0, min(1.0, (best_other - mine) / 3.0)) * stake


def _hand_cards(state: FlatheadState, seat: int) -> list[Card]:
    """The cards of ``seat``'s hand in a sampled world."""
    return [CARDS[c] for c in state.hands[seat]]


KNOWLEDGE = FlatheadKnowledge()
