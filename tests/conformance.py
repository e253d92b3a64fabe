"""The conformance kit: protocol checks any game plugs into with a few lines.

Usage in a game's tests::

    from conformance import check_conformance
    def test_conformance():
        check_conformance(get_game("fan-rummy"), player_counts=[2], seeds=range(20))

Each check raises AssertionError with a message naming the game, seed and
move when the game breaks the protocol:

* random legal playouts of whole matches reach the end;
* every card of ``game.deck()`` is in exactly one zone after every move;
* ``to_dict`` is JSON-ready and ``from_dict`` gives an equal state mid-hand;
* an illegal move raises IllegalMove and changes nothing;
* an observation does not change when the cards hidden from its seat are
  dealt anew (so it contains none of them), and ``sample_state`` gives a
  state with the same observation and the same legal moves;
* every legal move's text form reads back to the move (its choice too);
* match totals are the sums of the hand scores.
"""

from __future__ import annotations

import json
import math
import random
from collections import Counter
from typing import Callable, Iterable

from fanucci_desktop.check.conservation import conservation_failure
from fanucci_desktop.engine import Game, IllegalMove, Match, Move, State
from fanucci_desktop.engine.rng import choice


def check_cards_conserved(game: Game, state: State, where: str = "") -> None:
    """Every card of the deck is in exactly one zone (the one conservation check)."""
    failure = conservation_failure(game, state)
    if failure:
        raise AssertionError(f"{game.info.id}{where}: {failure}")


def check_roundtrip(game: Game, state: State, where: str = "") -> None:
    """to_dict is JSON-ready and from_dict rebuilds an equal state."""
    data = state.to_dict()
    text = json.dumps(data)
    again = game.state_from_dict(json.loads(text))
    assert again == state, f"{game.info.id}{where}: from_dict(to_dict()) differs"
    assert again.to_dict() == data, f"{game.info.id}{where}: to_dict not stable"
    assert again.legal_moves() == state.legal_moves(), \
        f"{game.info.id}{where}: legal moves differ after a round trip"


def check_move_texts(game: Game, moves: Iterable[Move], where: str = "") -> None:
    """Every move's text form reads back (``game.parse_move``) to an equal
    move, its cards, zone and choice included."""
    for move in moves:
        again = game.parse_move(str(move))
        assert again == move, (f"{game.info.id}{where}: {move} reads back as {again!r}, "
                               f"not {move!r}")


def check_illegal_refused(game: Game, state: State, candidates: Iterable[Move],
                          where: str = "") -> int:
    """Every candidate that is not legal now raises IllegalMove and changes
    nothing. Returns how many illegal candidates were tried."""
    legal = set(state.legal_moves())
    tried = 0
    for move in candidates:
        if move in legal:
            continue
        before = state.to_dict()
        try:
            state.apply(move)
        except IllegalMove as exc:
            assert str(exc), f"{game.info.id}{where}: IllegalMove without a reason"
        else:
            raise AssertionError(f"{game.info.id}{where}: illegal move {move} was applied")
        assert state.to_dict() == before, \
            f"{game.info.id}{where}: refused move {move} changed the state"
        tried += 1
    return tried


def check_observations(game: Game, state: State, rng: random.Random, where: str = "") -> None:
    """Observations hide what their seat may not see; sample_state agrees."""
    for seat in range(state.num_players):
        obs = state.observation(seat)
        assert obs.seat == seat
        obs_dict = obs.to_dict()
        json.dumps(obs_dict)
        hidden = Counter()
        zones = state.zones()
        for name in state.hidden_zones(seat):
            hidden.update(zones[name])
        changed = False
        for _ in range(5):
            other = state.permute_hidden(seat, rng)
            check_cards_conserved(game, other, f"{where} (permuted for seat {seat})")
            assert other.observation(seat).to_dict() == obs_dict, (
                f"{game.info.id}{where}: seat {seat}'s observation changes when "
                f"cards hidden from it are dealt anew: it leaks hidden cards")
            changed = changed or other.to_dict() != state.to_dict()
        if _arrangements(hidden) >= 24:
            assert changed, (f"{game.info.id}{where}: permute_hidden({seat}) never "
                             f"moved a hidden card")
        sample = game.sample_state(obs, rng)
        check_cards_conserved(game, sample, f"{where} (sampled for seat {seat})")
        assert sample.observation(seat).to_dict() == obs_dict, (
            f"{game.info.id}{where}: sample_state for seat {seat} gives another observation")
        assert sample.current_player == state.current_player, \
            f"{game.info.id}{where}: sample_state changed the player to act"
        if state.current_player == seat:
            assert set(sample.legal_moves()) == set(state.legal_moves()), (
                f"{game.info.id}{where}: sample_state for the seat to act "
                f"changed its legal moves")
    check_stock_shuffle(game, state, rng, where)


def check_stock_shuffle(game: Game, state: State, rng: random.Random, where: str = "") -> None:
    """``with_stock_shuffled`` (the oracle's worlds) reorders only cards
    hidden from every seat, each within its zone, and changes nothing any
    seat sees or may do; with room to move (see below) it moves a card."""
    hidden_from_all = set.intersection(*(state.hidden_zones(s)
                                         for s in range(state.num_players)))
    zones = state.zones()
    changed = False
    for _ in range(5):
        other = state.with_stock_shuffled(rng)
        check_cards_conserved(game, other, f"{where} (stock shuffled)")
        for name, cards in other.zones().items():
            if name in hidden_from_all:
                assert Counter(cards) == Counter(zones[name]), (
                    f"{game.info.id}{where}: with_stock_shuffled moved cards out of {name}")
            else:
                assert cards == zones[name], (
                    f"{game.info.id}{where}: with_stock_shuffled changed {name}, "
                    f"which a seat sees")
        for seat in range(state.num_players):
            assert other.observation(seat).to_dict() == state.observation(seat).to_dict(), (
                f"{game.info.id}{where}: with_stock_shuffled changed seat {seat}'s observation")
        assert other.current_player == state.current_player
        assert other.legal_moves() == state.legal_moves()
        changed = changed or other.to_dict() != state.to_dict()
    # Other zones may be hidden from every seat too (Fan Rummy's face-down
    # discards, each seen by its discarder): the stock surely has room to
    # move when every such zone does.
    room = min((_arrangements(Counter(zones[name])) for name in hidden_from_all), default=1)
    if room >= 24:
        assert changed, f"{game.info.id}{where}: with_stock_shuffled never moved a card"


def _arrangements(cards: Counter) -> int:
    """How many distinct orders a multiset of cards has."""
    total = math.factorial(sum(cards.values()))
    for count in cards.values():
        total //= math.factorial(count)
    return total


#: Chooses a move: ``policy(state, legal_moves, rng) -> Move``.
Policy = Callable[[State, list[Move], random.Random], Move]


def uniform_policy(state: State, moves: list[Move], rng: random.Random) -> Move:
    """Any legal move, uniformly at random."""
    return choice(moves, rng)


def random_match(game: Game, num_players: int, seed: int, *, max_moves: int = 50_000,
                 check_every: int = 0, move_pool: list[Move] | None = None,
                 options: dict | None = None, policy: Policy = uniform_policy) -> Match:
    """Play a whole match with moves chosen by ``policy`` (uniformly random
    legal moves by default; a game whose random play rarely ends a hand may
    pass a policy that prefers ending moves).

    With ``check_every`` k > 0, every k-th state is put through all the state
    checks; ``move_pool`` collects the moves played (for illegal-move checks
    in later states). Fails if the match does not end within ``max_moves``.
    """
    rng = random.Random(seed)
    match = Match(game, num_players, seed, options)
    pool = move_pool if move_pool is not None else []
    steps = 0
    while not match.is_over:
        if match.needs_deal:
            match.deal()
            check_cards_conserved(game, match.state, f" seed {seed} after deal")
            continue
        state = match.state
        moves = state.legal_moves()
        assert moves, (f"{game.info.id} seed {seed}: seat {state.current_player} "
                       f"has no legal move in a live hand")
        assert len(set(moves)) == len(moves), \
            f"{game.info.id} seed {seed}: legal_moves lists a move twice"
        where = f" seed {seed} hand {len(match.hands)} move {len(match.hands[-1].moves)}"
        check_move_texts(game, moves, where)
        if check_every and steps % check_every == 0:
            check_roundtrip(game, state, where)
            check_observations(game, state, rng, where)
            check_illegal_refused(game, state, pool[-40:] + [Move("big-gin"), Move("fold")], where)
        move = policy(state, moves, rng)
        assert move in moves, f"{game.info.id} seed {seed}: the policy chose an illegal move"
        pool.append(move)
        match.apply(move)
        check_cards_conserved(game, state, f"{where} after {move}")
        steps += 1
        assert steps <= max_moves, f"{game.info.id} seed {seed}: no end after {max_moves} moves"
    totals = [sum(h.scores[i] for h in match.hands if h.scores) for i in range(num_players)]
    assert totals == match.totals, f"{game.info.id} seed {seed}: totals do not add up"
    assert match.winners, f"{game.info.id} seed {seed}: a finished match has no winner"
    return match


def check_replay(game: Game, match: Match) -> None:
    """A match replays from its record to an equal match."""
    again = Match.from_dict(json.loads(json.dumps(match.to_dict())), game)
    assert again.to_dict() == match.to_dict(), f"{game.info.id}: replay differs"


def check_conformance(game: Game, player_counts: Iterable[int], seeds: Iterable[int],
                      *, check_every: int = 3, max_moves: int = 50_000,
                      options: dict | None = None,
                      policy: Policy = uniform_policy) -> list[Match]:
    """Run every check of the kit over random matches; returns the matches."""
    matches = []
    pool: list[Move] = []
    for n in player_counts:
        for seed in seeds:
            match = random_match(game, n, seed, max_moves=max_moves, check_every=check_every,
                                 move_pool=pool, options=options, policy=policy)
            check_replay(game, match)
            matches.append(match)
    return matches
