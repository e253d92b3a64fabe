"""The OpenSpiel yardstick's translation (``tools/gin_openspiel.py``): our
Gin Rummy and OpenSpiel's ``gin_rummy``, dealt the same cards, offer the
same legal moves at every step and end with the same scores; the seat that
plays our AI on OpenSpiel's game sees what its seat may see.

Skipped when OpenSpiel is not installed (``pip install -e ".[peer]"``).
"""

from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel")

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import gin_openspiel as bridge  # noqa: E402
import gin_peer  # noqa: E402

from fanucci_desktop.ai import make_player  # noqa: E402
from fanucci_desktop.ai.search_budget import SearchBudget  # noqa: E402
from fanucci_desktop.engine import Card, Move, parse_card  # noqa: E402
from fanucci_desktop.games.gin_rummy import rules  # noqa: E402
from fanucci_desktop.games.gin_rummy.state import (  # noqa: E402
    DISCARD, DONE, DRAW, GIN, KNOCK, PASS)
from fanucci_desktop.games.gin_rummy.state import TAKE_UPCARD, GinState  # noqa: E402

GAME = pyspiel.load_game("gin_rummy")
UTILS = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)


def dealt(order: list[int]) -> Any:
    state = GAME.new_initial_state()
    for n in order[:21]:
        state.apply_action(n)
    return state


def test_cards_and_melds_read_as_openspiel_writes_them():
    assert len(set(bridge.CARDS)) == 52
    for n, card in enumerate(bridge.CARDS):
        rank = "A23456789TJQK"[card.rank - 1]
        assert UTILS.card_string(n) == rank + card.suit.lower()
        assert bridge.NUMBER[card] == n
    run = [c for c in rules.DECK if c.suit == "H" and c.rank <= 8]      # A-8 of hearts
    pieces = [bridge.meld_of(a) for a in bridge.meld_actions([run])]
    assert [len(p) for p in pieces] == [3, 5]
    assert sorted(c for p in pieces for c in p) == sorted(run)


def least_deadwood_discard(hand: list[Card], rng: random.Random) -> Move:
    return min((DISCARD[c] for c in hand),
               key=lambda m: (rules.deadwood([c for c in hand if c != m.cards[0]]), rng.random()))


def pick(state: GinState, moves: list[Move], rng: random.Random, style: str) -> Move:
    """A legal move in one of four styles, so that hands reach every ending:

    * ``random``: any legal move;
    * ``greedy``: takes only a useful upcard, discards to its least
      deadwood, goes gin when it can, knocks half the time it can and lays
      off most of what it can;
    * ``taker``: always takes the upcard and throws another card (the
      50th take ends the hand);
    * ``waller``: draws from the stock, discards to its least deadwood and
      knocks only at the wall.
    """
    seat = state.to_act
    assert seat is not None
    hand = state.hands[seat]
    outs = [m for m in moves if m.action in ("knock", "gin")]
    if style == "random" or state.phase in ("first_upcard", "layoff") and style != "greedy":
        return rng.choice(moves)
    if style == "taker":
        if TAKE_UPCARD in moves and state.phase == "take":
            return TAKE_UPCARD
        throws = [m for m in moves if m.action == "discard" and m.cards[0] != state.exchange_card]
        return rng.choice(throws or moves)
    if style == "waller":
        if state.phase in ("wall", "wall_knock"):
            return rng.choice(outs or [TAKE_UPCARD if TAKE_UPCARD in moves else PASS])
        if state.phase == "take":
            return DRAW
        return least_deadwood_discard(hand, rng)
    if state.phase == "take":
        take = min(rules.deadwood([c for c in hand + [state.upcard] if c != d]) for d in hand)
        return TAKE_UPCARD if take < rules.deadwood(hand) else DRAW
    if state.phase in ("discard", "wall_knock"):
        gins = [m for m in outs if m.action == "gin"]
        if gins or (outs and rng.random() < 0.5):
            return rng.choice(gins or outs)
        if state.phase == "discard":
            return least_deadwood_discard(hand, rng)
    if state.phase == "layoff" and len(moves) > 1 and rng.random() < 0.9:
        return rng.choice(moves[:-1])
    return rng.choice(moves)


def knock_misjudged(os_state: Any, ours: GinState) -> bool:
    """OpenSpiel's one known departure: it offers to knock (also at the
    wall) when its own figure for the eleven cards' deadwood is at most the
    knock value, and that figure (the melds of most value, less the highest
    unmelded card) is now and then above the least deadwood after a discard."""
    seat = ours.to_act
    eleven = ours.hands[seat] + ([ours.upcard] if ours.phase == "wall" else [])  # type: ignore
    return UTILS.min_deadwood([bridge.NUMBER[c] for c in eleven]) > ours.knock_value


STYLES = ("random", "greedy", "taker", "waller")


def play_both(order: list[int], rng: random.Random, seen: Counter) -> None:
    """Play one hand on both games with random legal moves of ours, checking
    OpenSpiel's legal actions against ours at every step and the returns
    against our scores at the end."""
    style = rng.choices(STYLES, weights=(2, 14, 1, 3))[0]
    state, ours = dealt(order), bridge.dealt_hand(order)
    stock = iter(order[21:])
    plan: list[int] = []
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(next(stock))
            continue
        legal = set(state.legal_actions())
        if not plan and ours.is_over:          # the defender lays out after gin
            plan = bridge.lay_out(ours.hands[1 - ours.out_player])  # type: ignore[operator]
        if plan:
            assert plan[0] in legal, (plan, sorted(legal), str(state))
            state.apply_action(plan.pop(0))
            continue
        phase, moves = ours.phase, ours.legal_moves()
        offered = {bridge.first_action(phase, m) for m in moves}
        if offered - legal == {bridge.KNOCK} and knock_misjudged(state, ours):
            seen["knock misjudged"] += 1
            moves = [m for m in moves if bridge.first_action(phase, m) != bridge.KNOCK]
            offered.discard(bridge.KNOCK)
        assert offered == legal, (phase, sorted(offered), sorted(legal), str(state))
        move = pick(ours, moves, rng, style)
        seen["wall knock" if phase == "wall" and move == TAKE_UPCARD else move.action] += 1
        ours.apply(move)
        first, *plan = bridge.actions_of(phase, move, ours)
        state.apply_action(first)
        if first == bridge.KNOCK and phase == "discard":
            knocks = {bridge.NUMBER[m.cards[0]] for m in moves if m.action in ("knock", "gin")}
            assert set(state.legal_actions()) == knocks
    assert ours.is_over
    scores = ours.hand_scores()
    assert state.returns() == [scores[0] - scores[1], scores[1] - scores[0]]
    ending = gin_peer.ending(state)
    seen[ending] += 1
    assert (ours.ending == "dead") == (ending in gin_peer.DEAD)
    assert ours.ending != "gin" or ending == "gin"


def test_random_hands_keep_every_openspiel_rule():
    rng = random.Random(2024)
    seen: Counter = Counter()
    for deal in range(300):
        play_both(gin_peer.deal_order(11, deal), rng, seen)
    # The run reached every part of the rules it checks.
    for what in ("knock", "gin", "undercut", "wall", "exchange", "take limit", "wall knock",
                 "layoff", "take", "pass"):
        assert seen[what] > 0, (what, seen)


class Scripted:
    """A player that makes the moves it is given and keeps the moves it was offered."""

    def __init__(self, moves: list[Move]) -> None:
        self.script, self.offered = list(moves), []

    def decide(self, observation: Any, legal: list[Move], rng: random.Random) -> Move:
        self.offered.append(legal)
        return self.script.pop(0)


def test_where_openspiel_misjudges_a_knock_the_seat_offers_only_what_it_allows():
    """5-6-7 of clubs and of diamonds, 5S 7S AS 2S 2D: knocking with 7S
    leaves 10, but OpenSpiel counts 11 (its melds of most value are the
    fives and sevens) and does not offer the knock."""
    dealer_hand = [bridge.NUMBER[parse_card(t)] for t in "5S 5D 7C 6C 5C 2D 2S 6D 7D AS".split()]
    upcard = bridge.NUMBER[parse_card("7S")]
    rest = [n for n in range(52) if n not in dealer_hand and n != upcard]
    order = rest[:10] + dealer_hand + [upcard] + rest[10:]
    state, ours = dealt(order), bridge.dealt_hand(order)
    for action, move in ((bridge.PASS, PASS), (bridge.DRAW_UPCARD, TAKE_UPCARD)):
        state.apply_action(action)
        ours.apply(move)
    assert KNOCK[parse_card("7S")] in ours.legal_moves()
    assert bridge.KNOCK not in state.legal_actions() and knock_misjudged(state, ours)

    player = Scripted([TAKE_UPCARD, DISCARD[parse_card("AS")]])
    seat = bridge.MirrorSeat(player, random.Random(1))      # type: ignore[arg-type]
    seat.begin(1, dealer_hand, upcard)
    seat.observe(0, bridge.PASS)
    assert seat.act([bridge.DRAW_UPCARD, bridge.PASS]) == bridge.DRAW_UPCARD
    seat.observe(1, bridge.DRAW_UPCARD)
    assert seat.act(state.legal_actions()) == bridge.NUMBER[parse_card("AS")]
    assert {m.action for m in player.offered[-1]} == {"discard"}
    assert len(player.offered[-1]) == 11


class Referee:
    """Our engine dealt every card truly, kept in step with an OpenSpiel
    hand from its actions: the observation our seat should get."""

    def __init__(self, order: list[int], seat: int) -> None:
        self.state = bridge.dealt_hand(order)
        self.seat = seat
        self.knock: list[int] | None = None
        self.at_wall = False

    def bot_played(self, action: int) -> None:
        state = self.state
        if self.knock is not None:
            self.knock.append(action)
            if action == bridge.PASS:
                if self.at_wall:
                    state.apply(TAKE_UPCARD)
                card = bridge.CARDS[self.knock[0]]
                left = [c for c in state.hands[state.to_act] if c != card]  # type: ignore
                state.apply((GIN if rules.deadwood(left) == 0 else KNOCK)[card])
                self.knock = None
        elif state.phase == "layoff" and state.to_act != self.seat:
            if action == bridge.PASS:
                state.apply(DONE)       # the bot never lays off
        elif state.phase in ("layoff", "over"):
            return
        elif action == bridge.KNOCK:
            self.knock, self.at_wall = [], state.phase == "wall"
        else:
            state.apply({bridge.DRAW_UPCARD: TAKE_UPCARD, bridge.DRAW_STOCK: DRAW,
                         bridge.PASS: PASS}.get(action) or DISCARD[bridge.CARDS[action]])


#: What the mirror cannot know after OpenSpiel's player knocks: how our
#: engine would have laid out those melds, and the unmelded cards.
KNOCKER_LAYOUT = ("melds", "laid_off", "shown_deadwood", "knocker_deadwood")


class CheckingPlayer:
    """Decides at random (greedily most of the time) and checks, at each
    decision, that the mirror's observation is the referee's."""

    def __init__(self, referee: Referee, seat: int, rng: random.Random) -> None:
        self.referee, self.seat, self.rng = referee, seat, rng
        self.checked = Counter()

    def decide(self, observation: Any, legal: list[Move], rng: random.Random) -> Move:
        truth = self.referee.state
        mine, want = observation.to_dict(), truth.observation(self.seat).to_dict()
        if truth.phase == "layoff":
            assert sorted(c for m in mine["melds"] for c in m) == \
                sorted(c for m in want["melds"] for c in m)
            for key in KNOCKER_LAYOUT:
                mine.pop(key), want.pop(key)
            self.checked["layoff"] += 1
        assert mine == want
        self.checked[truth.phase] += 1
        # After OpenSpiel's knock our engine may have laid the melds otherwise: no lay-offs.
        move = DONE if truth.phase == "layoff" else pick(truth, legal, self.rng, "greedy")
        truth.apply(move)
        return move


class RefereedSeat(bridge.MirrorSeat):
    """The mirror seat, with the referee told every action (the bot's here;
    ours as the checking player makes them)."""

    def __init__(self, referee: Referee, player: CheckingPlayer) -> None:
        super().__init__(player, random.Random(3))      # type: ignore[arg-type]
        self.referee = referee

    def observe(self, player: int, action: int, drawn: int | None = None) -> None:
        super().observe(player, action, drawn)
        if player != self.ours:
            self.referee.bot_played(action)


def test_the_seat_sees_exactly_what_its_seat_may_see():
    """Hands against OpenSpiel's bot from both seats: at every decision the
    mirror's observation equals the one our engine, dealt the true cards,
    gives that seat (after OpenSpiel's player knocks, up to how the
    knocker's cards are laid out); no move is refused."""
    checked: Counter = Counter()
    for deal in range(12):
        order = gin_peer.deal_order(3, deal)
        for ours in (0, 1):
            referee = Referee(order, ours)
            player = CheckingPlayer(referee, ours, random.Random(deal))
            result = gin_peer.DealResult()
            state = gin_peer.play_hand(GAME, order, ours, RefereedSeat(referee, player), result)
            assert state.is_terminal() and result.refused == 0
            truth = referee.state
            assert truth.is_over
            scores = truth.hand_scores()
            if truth.ending == "gin" and truth.out_player == ours:
                # OpenSpiel's simple bot lays out nothing against gin: its whole hand counts.
                bot_hand = truth.hands[1 - ours]
                scores = [25 + sum(rules.card_value(c) for c in bot_hand)] * 2
                scores[1 - ours] = 0
            assert state.returns()[ours] == scores[ours] - scores[1 - ours]
            checked.update(player.checked)
    assert checked["take"] and checked["discard"] and checked["layoff"]


def test_the_report_counts_every_hand_once():
    result = gin_peer.summarise(gin_peer.Setup("normal", 1), [
        gin_peer.DealResult(returns=[12.0, -30.0], ended={"knock": 1, "undercut": 1}, ms=[1.0]),
        gin_peer.DealResult(returns=[0.0, 27.0], ended={"wall": 1, "gin": 1}, ms=[2.0, 3.0]),
    ], seconds=1.0)
    assert (result["hands"], result["won"], result["lost"], result["dead"]) == (4, 2, 1, 1)
    assert result["win_rate"] == pytest.approx(2 / 3, abs=1e-4)
    assert result["margin"] == pytest.approx((12 - 30 + 0 + 27) / 4)
    assert result["win_ci"][0] < 2 / 3 < result["win_ci"][1]
    assert result["decision_ms"]["n"] == 3
    assert "hands ended: gin 1, knock 1, undercut 1, wall 1" in gin_peer.describe(result)


class RefereedOracle(bridge.OracleSeat):
    """The oracle seat (a small search), with the referee told every action
    and checking, at each of its decisions, that the mirror holds every
    card where the true hand holds it."""

    def __init__(self, referee: Referee, order: list[int]) -> None:
        oracle = make_player("oracle", "gin-rummy",
                             budget=SearchBudget(rollouts=8, candidates=2, depth=8))
        super().__init__(oracle, random.Random(5), order)  # type: ignore[arg-type]
        self.referee = referee
        self.checked = 0

    def observe(self, player: int, action: int, drawn: int | None = None) -> None:
        super().observe(player, action, drawn)
        if player != self.ours:
            self.referee.bot_played(action)

    def _decide(self, moves: list[Move]) -> Move:
        truth = self.referee.state
        if truth.phase != "layoff":
            assert [sorted(h, key=rules.INDEX.__getitem__) for h in self.mirror.hands] == \
                [sorted(h, key=rules.INDEX.__getitem__) for h in truth.hands]
            assert self.mirror.stock == truth.stock and self.mirror.pile == truth.pile
            self.checked += 1
        move = super()._decide(moves)
        if truth.phase != "layoff":
            truth.apply(move)
        return move


def test_the_oracle_seat_is_told_the_deal_and_plays_only_allowed_moves():
    """``--level oracle`` (measurement only): at each decision the oracle's
    mirror holds both true hands, the true stock and pile; no move is
    refused and every hand ends."""
    assert isinstance(bridge.ai_seat("oracle", random.Random(1), list(range(52))),
                      bridge.OracleSeat)
    checked = 0
    for deal in range(3):
        order = gin_peer.deal_order(5, deal)
        for ours in (0, 1):
            seat = RefereedOracle(Referee(order, ours), order)
            result = gin_peer.DealResult()
            state = gin_peer.play_hand(GAME, order, ours, seat, result)
            assert state.is_terminal() and result.refused == 0
            checked += seat.checked
    assert checked > 20
