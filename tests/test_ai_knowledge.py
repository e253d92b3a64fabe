"""The game knowledge makes the plays its strategy notes call for, found in
positions reached by seeded random play."""

from __future__ import annotations

import random

from test_ai_helpers import landed_game

from fanucci_desktop.ai import make_player
from fanucci_desktop.engine import Match, State


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
    for game, state in _first("fan-rummy", 2, range(40),
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
