"""Speed figures of the Fortune Rummy engine, printed as JSON.

Usage: python tools/bench_fortune_rummy.py [--players N] [--matches K]

Measures, over random playouts of whole matches through the Match layer (no
checks): moves and matches a second. Then, on states sampled from those
matches: ``legal_moves`` (uncached: the cache is cleared before each call),
``clone``, ``why_illegal``, ``observation`` + ``sample_state`` a second, and
random playouts from a clone to the end of the hand (the AI's inner loop).
Last, the meld finder on 30-card hands holding four deuces.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from fanucci_desktop.engine import Match
from fanucci_desktop.engine.rng import choice
from fanucci_desktop.games import get_game
from fanucci_desktop.games.fortune_rummy.codes import DEUCES
from fanucci_desktop.games.fortune_rummy.melds import find_melds
from fanucci_desktop.games.fortune_rummy.rules import HouseRules


def _rate(count: int, seconds: float) -> float:
    return round(count / seconds, 1) if seconds > 0 else float("inf")


def _timed(fn, items, repeat: int = 3) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        for item in items:
            fn(item)
    return _rate(repeat * len(items), time.perf_counter() - start)


def _uncached_legal(state) -> None:
    state._legal = None  # measure generation, not the per-state cache
    state.legal_moves()


def _big_hands(count: int, rng: random.Random) -> list[list[int]]:
    deck = [c for c in range(52) if c not in DEUCES for _ in range(2)]
    hands = []
    for _ in range(count):
        counts = [0] * 52
        for c in rng.sample(deck, 26) + list(DEUCES):
            counts[c] += 1
        hands.append(counts)
    return hands


def bench(players: int, matches: int) -> dict:
    """Play ``matches`` random matches of ``players`` and time the engine."""
    game = get_game("fortune-rummy")
    rng = random.Random(0)
    states = []
    moves = hands = 0
    start = time.perf_counter()
    for seed in range(matches):
        match = Match(game, players, seed)
        while not match.is_over:
            match.deal()
            hands += 1
            while not match.state.is_over:
                if len(states) < 2000 and rng.random() < 0.1:
                    states.append(match.state.clone())
                match.apply(choice(match.state.legal_moves(), rng))
                moves += 1
    playout = time.perf_counter() - start
    first = [(s, s.legal_moves()[-1]) for s in states]
    why_rate = _timed(lambda pair: pair[0].why_illegal(pair[1]), first)
    t = time.perf_counter()
    playout_moves = 0
    for s in states[:500]:
        copy = s.clone()
        while not copy.is_over:
            copy.apply(choice(copy.legal_moves(), rng))
            playout_moves += 1
    hand_playouts = time.perf_counter() - t
    sample_rate = _timed(lambda s: game.sample_state(s.observation(s.current_player), rng),
                         states[:300], repeat=1)
    big = _big_hands(20, rng)
    rules = HouseRules()
    t = time.perf_counter()
    found = [len(find_melds(h, rules)) for h in big]
    finder = time.perf_counter() - t
    return {
        "game": "fortune-rummy", "players": players, "matches": matches, "hands": hands,
        "moves": moves, "playout_seconds": round(playout, 3),
        "moves_per_second": _rate(moves, playout),
        "matches_per_second": _rate(matches, playout),
        "sampled_states": len(states),
        "legal_moves_per_second": _timed(_uncached_legal, [s.clone() for s in states]),
        "clones_per_second": _timed(lambda s: s.clone(), states),
        "why_illegal_per_second": why_rate,
        "observation_and_sample_per_second": sample_rate,
        "hand_playouts_per_second": _rate(min(500, len(states)), hand_playouts),
        "playout_moves_per_second": _rate(playout_moves, hand_playouts),
        "meld_finder_30_cards_per_second": _rate(len(big), finder),
        "meld_finder_30_cards_mean_melds": round(sum(found) / len(found), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="*", default=[2, 4, 8])
    parser.add_argument("--matches", type=int, default=5)
    args = parser.parse_args()
    print(json.dumps([bench(n, args.matches) for n in args.players], indent=2))


if __name__ == "__main__":
    main()
