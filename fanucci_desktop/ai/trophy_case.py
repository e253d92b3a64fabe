"""Trophy Case knowledge: which suit to lead, when to stay in, when to fold,
when to trump and how many points a trick is worth.

* A card's points: 8 and 9 one, ∞ two, a 0 one when a trump is on the trick.
* Leading: lead a strong card without points from a colour in which the
  hand is long and also holds high cards of another suit (the strategy
  notes: those may become the "third suit" and win); point cards are kept
  back from the lead. Trumps cannot be led.
* Staying in: a card that becomes the high card is worth the trick's points
  times the chance nobody still to act beats it, less the points it gives
  away when it is beaten. The chance comes from the unseen cards that beat
  it (higher cards of its suit, every card of an in-colour suit not yet on
  the trick, the unseen trumps) and how many cards the players still to act
  hold.
* Trumping: a trump wins at once, and makes the zeros count; it is spent
  only on a trick worth more than folding by :data:`TRUMP_WORTH` points.
* Folding gives up the trick. Cards still in hand when someone runs out
  are thrown in worthless, so staying in that risks no points is preferred
  (:data:`FOLD_SCORE`, below any play that gives away no point card). The
  high player stays in: it banks point cards on a trick it will likely keep
  (a point card is worth its points times 2p - 1, p the chance nobody still
  to act beats the high card), else plays its cheapest card.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..engine.cards import INFINITY, Card, fanucci_deck
from ..engine.protocol import Move, Observation, State
from ..games.trophy_case import TrophyObservation, TrophyState
from ..games.trophy_case.deck import (BASE_POINTS, COLOUR, IS_TRUMP, IS_ZERO, RANK, SUIT)
from ..games.trophy_case.legality import may_fold, playable
from ..games.trophy_case.rules import card_key_id, trick_points_id
from .knowledge import Knowledge
from .search_budget import SearchBudget

DECK: tuple[Card, ...] = tuple(fanucci_deck())
#: What a trump kept for later is worth, in points: a trump is played when
#: the trick's points less this beat folding (:data:`FOLD_SCORE`). 3.5
#: against 2.0: +2.2% of the points against three-seat normal.
TRUMP_WORTH = 3.5
#: Worth of winning a trick beyond its points (the lead passes on, the
#: cards played shorten the deal for everyone).
WIN_BONUS = 0.3
#: Weight of the rank of a led card (negative: lead low).
LEAD_RANK = 0.3
#: Weight of the points of a led card (negative: keep point cards back).
LEAD_POINTS = -2.0
#: Score of folding: below every play that gives away no point card, so a
#: seat stays in with a cheap card rather than fold (cards left in hand
#: when someone runs out are worth nothing, and every card played brings
#: the end of the deal nearer); measured against random seats, folding
#: at -0.5 won about 3% fewer hands.
FOLD_SCORE = -3.0
#: Chance that a player who can beat the high card does.
BEAT_WILL = 0.7
#: What holding a card is worth for later tricks, by rank (high cards win).
_KEEP = {r: 0.04 * r for r in range(10)} | {INFINITY: 0.5}


def points(card: Card, trumped: bool) -> int:
    """The card's points on a trick (``trumped``: a trump is on it)."""
    if card.is_trump:
        return 0
    if card.rank == INFINITY:
        return 2
    if card.rank in (8, 9):
        return 1
    return 1 if trumped and card.rank == 0 else 0


def key(card: Card, led_colour: str | None, order: Sequence[str]) -> int:
    """The strength of ``card`` on a trick (higher wins): trumps 1000,
    out-of-colour -1, else suit position (order of appearance) * 11 + rank."""
    if card.is_trump:
        return 1000
    if led_colour is None or str(card.color) != led_colour:
        return -1
    pos = order.index(card.suit) if card.suit in order else len(order)
    return pos * 11 + card.rank  # type: ignore[operator]


class TrophyCaseKnowledge(Knowledge):
    """Trophy Case move scores (module docstring). ``easy`` plays them with
    noise 1.5 and a random move one time in four, so that ``normal`` clearly
    beats it; ``hard`` searches 6 candidates with 240 rollouts of 24 moves
    before :meth:`evaluate`."""

    margin_scale = 4.0
    easy_noise = 1.5
    easy_blunder = 0.25
    budget = SearchBudget(rollouts=240, candidates=6, depth=24)

    def score_moves(self, obs: Observation, moves: Sequence[Move],
                    rng: random.Random) -> list[float]:
        assert isinstance(obs, TrophyObservation)
        hand = obs.hand
        if not obs.trick:
            return [self._lead_score(m.cards[0], hand) for m in moves]
        unseen = _unseen(obs)
        return [self._play_score(obs, m, hand, unseen) for m in moves]

    # -- leading ----------------------------------------------------------------
    @staticmethod
    def _lead_score(card: Card, hand: Sequence[Card]) -> float:
        same_colour = [c for c in hand if c.color == card.color and c != card]
        other_suit_high = max((c.rank for c in same_colour if c.suit != card.suit
                               and c.rank is not None), default=-1)
        score = LEAD_POINTS * points(card, False) + LEAD_RANK * card.rank  # type: ignore[operator]
        score += 0.25 * (other_suit_high + 1) + 0.3 * len(same_colour)
        return score

    # -- playing on a trick -------------------------------------------------------
    def _play_score(self, obs: TrophyObservation, move: Move, hand: Sequence[Card],
                    unseen: list[Card]) -> float:
        trick = obs.trick
        trumped = any(c.is_trump for c in trick)
        worth = sum(points(c, trumped) for c in trick)
        if move.action == "fold":
            return FOLD_SCORE
        card = move.cards[0]
        if card.is_trump:
            value = sum(points(c, True) for c in trick)
            return value - TRUMP_WORTH
        seat = obs.seat
        led, order = obs.led_colour, obs.suit_order
        high = obs.high
        assert high is not None, "a trick with cards has a high card"
        mine = key(card, led, order)
        high_key = key(trick[high], led, order)
        if obs.high_player == seat and mine <= high_key:
            # staying in as the high player: bank point cards on a trick
            # likely to be won, else the cheapest card
            p_keep = _hold_chance(obs, trick[high], unseen)
            return -0.2 + (2 * p_keep - 1) * points(card, False) \
                - _KEEP[card.rank]  # type: ignore[index]
        if mine <= high_key:
            # a led-suit holder who cannot beat: give away as little as possible
            return -0.5 - 1.5 * points(card, False) - _KEEP[card.rank]  # type: ignore[index]
        p_hold = _hold_chance(obs, card, unseen)
        gain = worth + points(card, False)
        return p_hold * (gain + WIN_BONUS) - (1 - p_hold) * points(card, False) \
            - _KEEP[card.rank] * (1 - p_hold)  # type: ignore[index]

    # -- search support ------------------------------------------------------------
    def rollout_move(self, state: State, rng: random.Random) -> Move:
        """The move :meth:`score_moves` would pick, computed on card ids from
        what the player to act may see (its hand, the trick, the public
        cards, the hand sizes): about ten times cheaper than building its
        observation, so the search fits many more rollouts in its time."""
        assert isinstance(state, TrophyState)
        seat = state.to_act
        assert seat is not None, "rollout_move on a finished deal"
        hand = state.hands[seat]
        trick = state.trick
        if not trick:
            return _ID_LEAD[_fast_lead(hand)]
        led = state.led_colour
        order = state.order
        high = state.high
        high_key = state.keys[high]
        is_high = state.trick_players[high] == seat
        cards = playable(hand, led, order, high_key, is_high)
        best_score = FOLD_SCORE if may_fold(hand, order[0]) else -1e9
        best = -1
        worth = sum(BASE_POINTS[c] for c in trick)
        ctx = None
        for c in cards:
            if IS_TRUMP[c]:
                score = worth + sum(1 for x in trick if IS_ZERO[x]) - TRUMP_WORTH
            else:
                mine = card_key_id(c, led, order)
                if mine <= high_key:
                    if is_high:
                        if ctx is None:
                            ctx = _FastContext(state, seat)
                        p = ctx.hold(trick[high])
                        score = -0.2 + (2 * p - 1) * BASE_POINTS[c] - _KEEP_ID[c]
                    else:
                        score = -0.5 - 1.5 * BASE_POINTS[c] - _KEEP_ID[c]
                else:
                    if ctx is None:
                        ctx = _FastContext(state, seat)
                    p = ctx.hold(c)
                    pts = BASE_POINTS[c]
                    score = p * (worth + pts + WIN_BONUS) - (1 - p) * (pts + _KEEP_ID[c])
            if score > best_score:
                best_score, best = score, c
        return _ID_FOLD if best < 0 else _ID_PLAY[best]

    def evaluate(self, state: State, seat: int) -> float:
        """``seat``'s margin over the best other seat of: points of the deal
        so far, the points on the trick in progress credited to its high
        player, half a point per trump held."""
        assert isinstance(state, TrophyState)
        est = [float(p) for p in state.hand_scores()]
        for p, h in enumerate(state.hands):
            est[p] += 0.5 * sum(IS_TRUMP[c] for c in h)
        high = state.high_player
        if high is not None:
            est[high] += trick_points_id(state.trick)
        others = [e for i, e in enumerate(est) if i != seat]
        return est[seat] - max(others)


def _unseen(obs: TrophyObservation) -> list[Card]:
    """Cards this seat has not seen since the last shuffle (in other hands,
    the stock or thrown-in hands)."""
    known = set(obs.seen) | set(obs.hand)
    return [c for c in DECK if c not in known]


def _hold_chance(obs: TrophyObservation, card: Card, unseen: list[Card]) -> float:
    """Chance that ``card``, played now as the high card, is not beaten by
    the players still in who act after this seat."""
    led, order = obs.led_colour, obs.suit_order
    suit = card.suit
    if suit is not None and suit not in order and str(card.color) == led:
        order = tuple(order) + (suit,)
    mine = key(card, led, order)
    if not unseen:
        return 1.0
    beaters = sum(1 for c in unseen if key(c, led, order) > mine)
    frac = beaters / len(unseen)
    n = len(obs.hand_sizes)
    folded = set(obs.folded)
    p = 1.0
    for step in range(1, n):
        other = (obs.seat + step) % n
        if other in folded:
            continue
        held = obs.hand_sizes[other]
        p *= (1 - BEAT_WILL * (1 - (1 - frac) ** held))
    return p


_ID_LEAD = {c: Move("lead", (card,)) for c, card in enumerate(DECK)}
_ID_PLAY = {c: Move("play", (card,)) for c, card in enumerate(DECK)}
_ID_FOLD = Move("fold")
_KEEP_ID = tuple(0.0 if IS_TRUMP[c] else _KEEP[RANK[c]] for c in range(len(DECK)))
#: The suits of each colour, by colour index.
_COLOUR_SUITS: dict[int, tuple[int, ...]] = {}
for _c in range(len(DECK)):
    if not IS_TRUMP[_c] and SUIT[_c] not in _COLOUR_SUITS.setdefault(COLOUR[_c], ()):
        _COLOUR_SUITS[COLOUR[_c]] += (SUIT[_c],)
#: Card ids by suit index, rank order.
_SUIT_CARDS: dict[int, list[int]] = {}
for _c in range(len(DECK)):
    if not IS_TRUMP[_c]:
        _SUIT_CARDS.setdefault(SUIT[_c], []).append(_c)
_TRUMPS = tuple(c for c in range(len(DECK)) if IS_TRUMP[c])


def _fast_lead(hand: Sequence[int]) -> int:
    """:meth:`TrophyCaseKnowledge._lead_score`'s best card, on ids."""
    best, best_score = -1, -1e9
    for c in hand:
        if IS_TRUMP[c]:
            continue
        col, suit = COLOUR[c], SUIT[c]
        other_high, same = -1, 0
        for x in hand:
            if x != c and COLOUR[x] == col:
                same += 1
                if SUIT[x] != suit and RANK[x] > other_high:
                    other_high = RANK[x]
        score = (LEAD_POINTS * BASE_POINTS[c] + LEAD_RANK * RANK[c]
                 + 0.25 * (other_high + 1) + 0.3 * same)
        if score > best_score:
            best, best_score = c, score
    return best


class _FastContext:
    """:func:`_hold_chance` on ids for the player to act in a search world,
    from what that player may see."""

    def __init__(self, state: TrophyState, seat: int) -> None:
        self.state = state
        self.seat = seat
        known = set(state.set_aside)
        for t in state.tricks:
            known.update(t[1])
        known.update(state.trick)
        known.update(state.hands[seat])
        self.known = known
        self.unseen = len(DECK) - len(known)

    def hold(self, card: int) -> float:
        st = self.state
        if self.unseen <= 0:
            return 1.0
        led, order = st.led_colour, st.order
        suit = SUIT[card]
        pos = order.index(suit) if suit in order else len(order)
        known = self.known
        beaters = sum(1 for x in _TRUMPS if x not in known)
        for x in _SUIT_CARDS[suit]:
            if RANK[x] > RANK[card] and x not in known:
                beaters += 1
        for s in _COLOUR_SUITS[led]:
            if s == suit:
                continue
            spos = order.index(s) if s in order else len(order) + (pos == len(order))
            if spos > pos:
                beaters += sum(1 for x in _SUIT_CARDS[s] if x not in known)
        frac = beaters / self.unseen
        n = st.num_players
        folded, hands = st.folded, st.hands
        p = 1.0
        for step in range(1, n):
            other = (self.seat + step) % n
            if folded[other]:
                continue
            p *= 1 - BEAT_WILL * (1 - (1 - frac) ** len(hands[other]))
        return p


KNOWLEDGE = TrophyCaseKnowledge()
