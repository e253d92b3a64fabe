"""The game knowledge makes the plays its strategy notes call for, found in
positions reached by seeded random play."""

from __future__ import annotations

import random

import pytest
from test_ai_helpers import landed_game

from fanucci_desktop.ai import make_player
from fanucci_desktop.ai.factory import knowledge_for
from fanucci_desktop.ai.gin_rummy import WAIT_DEADWOOD
from fanucci_desktop.engine import Match, State, parse_card, parse_cards
from fanucci_desktop.games.fan_rummy import FanState
from fanucci_desktop.games.gin_melds.melds import deadwood


def _positions(game_id: str, num_players: int, seeds: range, level: str):
    """Every position of one seeded hand per seed, played by ``level``."""
    game = landed_game(game_id)
    player = make_player(level, game)
    for seed in seeds:
        rng = random.Random(seed)
        match = Match(game, num_players, seed)
        match.deal()
        state = match.state
        while not state.is_over:
            yield game, state.clone()
            seat = state.current_player
            state.apply(player.decide(state.observation(seat), state.legal_moves(), rng))


def _normal_choice(game, state: State):
    seat = state.current_player
    player = make_player("normal", game)
    return player.decide(state.observation(seat), state.legal_moves(), random.Random(0))


def _first(game_id, n, seeds, wanted, limit=5, level="random"):
    """Up to ``limit`` positions where ``wanted`` holds (at least one)."""
    found = []
    for game, state in _positions(game_id, n, seeds, level):
        if wanted(state):
            found.append((game, state))
            if len(found) >= limit:
                break
    assert found, "no such position in the seeded hands: widen the seeds"
    return found


def test_fan_rummy_normal_goes_gin_when_it_can():
    for game, state in _first("fan-rummy", 2, range(100),
                              lambda s: any(m.action in ("gin", "big-gin")
                                            for m in s.legal_moves()), level="easy"):
        assert _normal_choice(game, state).action in ("gin", "big-gin")


def test_fan_rummy_normal_knocks_when_the_rules_allow():
    for game, state in _first("fan-rummy", 2, range(40),
                              lambda s: any(m.action == "knock" for m in s.legal_moves())
                              and not any(m.action in ("gin", "big-gin")
                                          for m in s.legal_moves())):
        assert _normal_choice(game, state).action == "knock"


def test_fan_rummy_normal_lays_off_after_a_knock():
    for game, state in _first("fan-rummy", 2, range(60),
                              lambda s: any(m.action == "layoff" for m in s.legal_moves()),
                              level="easy"):
        assert _normal_choice(game, state).action == "layoff"


def _knock_leaves(state: State, move) -> int:
    """The deadwood the player to act keeps after knocking with ``move``."""
    held = state.hands[state.current_player]  # type: ignore[attr-defined]
    return deadwood([c for c in held if c != move.cards[0]])


@pytest.mark.parametrize("game_id, plays_on_at", [("gin-rummy", WAIT_DEADWOOD),
                                                  ("fan-rummy", -1)])
def test_normal_knocks_leaving_the_least_deadwood(game_id, plays_on_at):
    # the knock discard goes face down and the hand ends: live starts and
    # feeding no longer count (gin's normal plays on for gin at or under
    # WAIT_DEADWOOD)
    def knock_to_choose(state: State) -> bool:
        knocks = [m for m in state.legal_moves() if m.action == "knock"]
        if not knocks or any(m.action in ("gin", "big-gin") for m in state.legal_moves()):
            return False
        left = {_knock_leaves(state, m) for m in knocks}
        return len(left) > 1 and min(left) > plays_on_at
    for game, state in _first(game_id, 2, range(400), knock_to_choose, limit=60):
        knocks = [m for m in state.legal_moves() if m.action == "knock"]
        move = _normal_choice(game, state)
        assert move.action == "knock"
        assert _knock_leaves(state, move) == min(_knock_leaves(state, m) for m in knocks)


def test_fan_rummy_normal_knocks_with_2_deadwood_not_10_kept_as_four_live_starts():
    cards = parse_cards
    state = FanState(dealer=1, hands=[cards("2S 3S 8S 9S 8H 9H 8D 9D 2C 3C 4C"),
                                      cards("AS 4S 5S AH 2H 3H 4H 5H AD 2D")],
                     draw=cards("6S 7S 10S JS QS KS"), columns=[[], []],
                     knock_card=parse_card("10H"), knock_up=False, knock_taker=1,
                     phase="discard", to_act=0)
    game = landed_game("fan-rummy")
    move = _normal_choice(game, state)
    assert move.action == "knock" and _knock_leaves(state, move) == 2


def _least_deadwood_by_play(state: State, seat: int) -> int:
    """The least deadwood ``seat`` can end the lay-offs with, over every
    order of the legal lay-off moves (tried on clones of the state)."""
    best = deadwood(state.hands[seat])  # type: ignore[attr-defined]
    for move in state.legal_moves():
        if move.action == "layoff":
            after = state.clone()
            after.apply(move)
            best = min(best, _least_deadwood_by_play(after, seat))
    return best


@pytest.mark.parametrize("game_id", ["gin-rummy", "fan-rummy"])
def test_normal_lays_off_to_the_least_deadwood_any_order_reaches(game_id):
    for game, state in _first(game_id, 2, range(150),
                              lambda s: any(m.action == "layoff" for m in s.legal_moves()),
                              limit=12, level="easy"):
        seat = state.current_player
        least = _least_deadwood_by_play(state, seat)
        while state.phase == "layoff":
            state.apply(_normal_choice(game, state))
        assert deadwood(state.hands[seat]) == least  # type: ignore[attr-defined]


def test_fan_rummy_normal_keeps_its_own_meld_rather_than_lay_off_from_it():
    # 8S fits the knocker's 5S 6S 7S, but it also makes this hand's set of
    # 8s: laid off, it would leave 8D 8C loose (32 deadwood instead of 16).
    cards = parse_cards
    state = FanState(dealer=1, hands=[cards("3S 8S 2D 3D 4D 8D 2C 5C 6C 8C"), []], draw=[],
                     columns=[[], []], knock_card=parse_card("9H"),
                     melds=[cards("5S 6S 7S"), cards("QH QD QC"), cards("AS AD AC")],
                     shown_deadwood=cards("2H"), phase="layoff", to_act=0, ending="knock",
                     out_player=1, knocker_deadwood=2)
    assert [m.action for m in state.legal_moves()] == ["layoff", "done"]
    game = landed_game("fan-rummy")
    assert str(_normal_choice(game, state)) == "done"
    assert str(knowledge_for("fan-rummy").rollout_move(state, random.Random(0))) == "done"


def _ends_hand_or_turn_out(state: State, move) -> bool:
    probe = state.clone()
    seat = probe.current_player
    probe.apply(move)
    return probe.is_over or len(probe.observation(seat).hand) == 0


def test_flathead_normal_goes_out_when_one_move_does_it():
    def can_go_out(s):
        return s.observation(s.current_player).phase == "play" and any(
            _ends_hand_or_turn_out(s, m) for m in s.legal_moves())
    for game, state in _first("flathead-rummy", 2, range(30), can_go_out):
        assert _ends_hand_or_turn_out(state, _normal_choice(game, state))


def test_fortune_normal_melds_the_queen_of_spades_at_once():
    def qs_meld(s):
        return any(m.action == "meld" and any(c.rank == 12 and c.suit == "S" for c in m.cards)
                   for m in s.legal_moves())
    for game, state in _first("fortune-rummy", 3, range(30), qs_meld):
        move = _normal_choice(game, state)
        assert any(c.rank == 12 and c.suit == "S" for c in move.cards), str(move)


def test_trophy_case_normal_trumps_a_rich_trick_rather_than_fold():
    from fanucci_desktop.ai.trophy_case import points

    def rich_trump_choice(s):
        obs = s.observation(s.current_player)
        moves = s.legal_moves()
        return (obs.trick and obs.high_player != obs.seat
                and any(m.cards and m.cards[0].is_trump for m in moves)
                and sum(points(c, True) for c in obs.trick) >= 3)
    for game, state in _first("trophy-case", 3, range(40), rich_trump_choice):
        move = _normal_choice(game, state)
        assert move.cards and move.cards[0].is_trump, str(move)


def test_fortune_normal_leaves_the_pile_when_the_stock_is_nearly_out():
    from fanucci_desktop.ai.fortune_rummy import pile_kept_below

    def late_pile(s):
        return (s.phase == "take" and len(s.stock) <= pile_kept_below(s.num_players)
                and any(m.action == "take-pile" for m in s.legal_moves()))
    for game, state in _first("fortune-rummy", 6, range(40), late_pile, level="normal"):
        assert _normal_choice(game, state).action == "draw"


def test_fortune_normal_holds_a_meld_back_for_the_next_stock():
    from fanucci_desktop.ai.fortune_rummy import holds_back

    def can_hold(s):
        hand = len(s.observation(s.current_player).hand)
        return (s.phase == "play" and holds_back(s.observation(s.current_player))
                and any(m.action in ("meld", "add") and hand - len(m.cards) > 1
                        and not any(c.rank == 12 and c.suit == "S" for c in m.cards)
                        for m in s.legal_moves()))
    for game, state in _first("fortune-rummy", 8, range(40), can_hold, level="normal"):
        hand = len(state.observation(state.current_player).hand)
        move = _normal_choice(game, state)
        assert not (move.action in ("meld", "add") and hand - len(move.cards) > 1), str(move)


def test_fortune_normal_tables_rarely_stall_at_six_and_eight_players():
    """The stalemate ruling ends a hand when a rebuilt stock runs out with
    nothing melded since; all-normal tables keep hands alive (before the
    hold-back play, 59 of 100 eight-player hands stalled)."""
    game = landed_game("fortune-rummy")
    player = make_player("normal", game)
    for players in (6, 8):
        stalled = 0
        for seed in range(100):
            match = Match(game, players, seed)
            match.deal()
            state, rng = match.state, random.Random(seed)
            while not state.is_over:
                seat = state.current_player
                state.apply(player.decide(state.observation(seat), state.legal_moves(), rng))
            stalled += state.ended == "stalemate"
        assert stalled <= 5, (players, stalled)
