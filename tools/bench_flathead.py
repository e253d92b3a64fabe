"""Speed figures of the Flathead Rummy engine, printed as JSON.

    python tools/bench_flathead.py [--hands N] [--playouts N]

* ``melds_12_*``: listing every meld of a random 12-card hand (the brief's
  bar: under 1 ms), code level (what the engine uses) and card level;
* ``melds_12_dense_us``: a crowded 12-card hand (one colour, two trumps);
* ``legal_moves_us``, ``apply_us``, ``clone_us``, ``why_illegal_us``: per
  call over random playouts of whole hands (2-6 players).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from fanucci_desktop.engine import HandContext, parse_cards
from fanucci_desktop.engine.rng import choice
from fanucci_desktop.games.flathead_rummy import GAME, find_melds
from fanucci_desktop.games.flathead_rummy.codes import CARDS, CODE
from fanucci_desktop.games.flathead_rummy.melds import find_meld_codes

DENSE = ("0 Bugs, 1 Bugs, 2 Mazes, 2 Inkblots, 3 Bugs, 3 Mazes, 4 Inkblots, 5 Bugs, "
         "5 Mazes, 6 Bugs, Grue, Time")


def _per_call_us(fn, args_list) -> list[float]:
    times = []
    for args in args_list:
        start = time.perf_counter()
        fn(args)
        times.append((time.perf_counter() - start) * 1e6)
    return times


def _summary(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {"median": round(statistics.median(ordered), 1),
            "mean": round(statistics.fmean(ordered), 1),
            "p99": round(ordered[int(len(ordered) * 0.99) - 1], 1),
            "max": round(ordered[-1], 1)}


def bench_melds(n: int, rng: random.Random) -> dict:
    hands = [sorted(rng.sample(range(len(CARDS)), 12)) for _ in range(n)]
    card_hands = [[CARDS[c] for c in h] for h in hands]
    dense = sorted(CODE[c] for c in parse_cards(DENSE))
    return {
        "melds_12_codes_us": _summary(_per_call_us(find_meld_codes, hands)),
        "melds_12_cards_us": _summary(_per_call_us(find_melds, card_hands)),
        "melds_12_dense_us": _summary(_per_call_us(find_meld_codes, [dense] * 200)),
        "melds_12_dense_count": len(find_meld_codes(dense)),
    }


def bench_playouts(n: int, rng: random.Random) -> dict:
    legal, apply, clone, why = [], [], [], []
    moves_played = 0
    for i in range(n):
        players = 2 + i % 5
        state = GAME.new_hand(HandContext(players, 0, 1, rng.getrandbits(32)))
        while not state.is_over:
            t0 = time.perf_counter()
            moves = state.legal_moves()
            t1 = time.perf_counter()
            state.clone()
            t2 = time.perf_counter()
            move = choice(moves, rng)
            state.why_illegal(move)
            t3 = time.perf_counter()
            state._apply(move)
            t4 = time.perf_counter()
            legal.append((t1 - t0) * 1e6)
            clone.append((t2 - t1) * 1e6)
            why.append((t3 - t2) * 1e6)
            apply.append((t4 - t3) * 1e6)
            moves_played += 1
    return {"playout_hands": n, "playout_moves": moves_played,
            "legal_moves_us": _summary(legal), "clone_us": _summary(clone),
            "why_illegal_us": _summary(why), "apply_us": _summary(apply)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000, help="random 12-card hands")
    parser.add_argument("--playouts", type=int, default=50, help="random hands played out")
    args = parser.parse_args()
    rng = random.Random(2026)
    result = bench_melds(args.hands, rng)
    result.update(bench_playouts(args.playouts, rng))
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
