"""Speed figures of the Trophy Case engine, printed as JSON.

Usage: python tools/bench_trophy_case.py [--players N] [--matches K]

Measures, over random playouts of whole matches through the Match layer
(no checks): moves and matches a second. Then, on states sampled from those
matches: ``legal_moves``, ``clone``, ``why_illegal`` and ``observation`` +
``sample_state`` calls a second, and random playouts from a clone to the end
of the deal (the AI's inner loop: ``legal_moves`` + ``apply``) a second.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from fanucci_desktop.engine import Match
from fanucci_desktop.engine.rng import choice
from fanucci_desktop.games import get_game


def _rate(count: int, seconds: float) -> float:
    return round(count / seconds, 1) if seconds > 0 else float("inf")


def bench(players: int, matches: int) -> dict:
    """Play ``matches`` random matches and time the state operations."""
    game = get_game("trophy-case")
    rng = random.Random(0)
    states = []
    moves = deals = 0
    start = time.perf_counter()
    for seed in range(matches):
        match = Match(game, players, seed)
        while not match.is_over:
            match.deal()
            deals += 1
            while not match.state.is_over:
                if len(states) < 2000 and rng.random() < 0.2:
                    states.append(match.state.clone())
                match.apply(choice(match.state.legal_moves(), rng))
                moves += 1
    playout = time.perf_counter() - start

    def timed(fn, repeat: int = 5) -> float:
        t = time.perf_counter()
        for _ in range(repeat):
            for s in states:
                fn(s)
        return _rate(repeat * len(states), time.perf_counter() - t)

    first_moves = [s.legal_moves()[0] for s in states]
    t = time.perf_counter()
    for s, m in zip(states, first_moves):
        s.why_illegal(m)
    why_rate = _rate(len(states), time.perf_counter() - t)
    t = time.perf_counter()
    playout_moves = 0
    for s in states:
        copy = s.clone()
        while not copy.is_over:
            copy.apply(choice(copy.legal_moves(), rng))
            playout_moves += 1
    deal_playout_seconds = time.perf_counter() - t
    t = time.perf_counter()
    for s in states[:300]:
        game.sample_state(s.observation(s.current_player), rng)
    sample_rate = _rate(min(300, len(states)), time.perf_counter() - t)
    return {
        "game": "trophy-case", "players": players, "matches": matches, "deals": deals,
        "moves": moves, "playout_seconds": round(playout, 3),
        "moves_per_second": _rate(moves, playout),
        "matches_per_second": _rate(matches, playout),
        "legal_moves_per_second": timed(lambda s: s.legal_moves()),
        "clones_per_second": timed(lambda s: s.clone()),
        "why_illegal_per_second": why_rate,
        "deal_playouts_per_second": _rate(len(states), deal_playout_seconds),
        "state_moves_per_second": _rate(playout_moves, deal_playout_seconds),
        "observe_and_sample_per_second": sample_rate,
        "states_sampled": len(states),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--matches", type=int, default=20)
    args = parser.parse_args()
    print(json.dumps(bench(args.players, args.matches), indent=2))


if __name__ == "__main__":
    main()
