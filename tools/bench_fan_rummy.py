"""Speed figures of the Fan Rummy engine, printed as JSON.

Usage: python tools/bench_fan_rummy.py [--hands N]

* ``deadwood_us``: microseconds per ``rules.deadwood`` call, on random 10-
  and 11-card hands from the whole deck, and on "dense" hands (three suits,
  ranks A-7, where melds overlap most: the search's worst case);
* ``deadwood_worst_us``: the slowest dense hand (each timed best of 5);
* ``best_arrangement_us``, ``discard_moves_us`` (legal moves of an
  11-card hand: every discard, knock and gin checked), ``clone_us``,
  ``apply_us`` and ``playout_moves_per_s`` (random playouts of whole hands);
* ``knock_arrangement_us``: laying out a knock (every tied arrangement,
  each scored by the defender's best lay-offs), on dense hands.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), os.pardir))

from fanucci_desktop.engine import HandContext  # noqa: E402
from fanucci_desktop.engine.rng import choice  # noqa: E402
from fanucci_desktop.games.fan_rummy import GAME, FanState, rules  # noqa: E402

DENSE = [c for c in rules.DECK if c.suit in "SHD" and c.rank <= 7]


def per_call_us(fn, items) -> float:
    start = time.perf_counter()
    for item in items:
        fn(item)
    return (time.perf_counter() - start) / len(items) * 1e6


def slowest_us(fn, items, repeats: int = 5) -> float:
    """The slowest item's time, each item timed as the best of ``repeats``
    calls (so a pause of the machine is not taken for a slow hand)."""
    worst = 0.0
    for item in items:
        best = float("inf")
        for _ in range(repeats):
            start = time.perf_counter()
            fn(item)
            best = min(best, time.perf_counter() - start)
        worst = max(worst, best)
    return worst * 1e6


def discard_state(hand) -> FanState:
    rest = [c for c in rules.DECK if c not in set(hand)]
    return FanState(dealer=1, hands=[list(hand), rest[:10]], draw=rest[10:],
                    columns=[[], []], knock_card=rules.DECK[9], knock_up=False,
                    knock_taker=1, phase="discard", to_act=0)


def playout_rate(seconds: float, rng: random.Random) -> tuple[float, float, float]:
    """Random hands for ``seconds``: (moves/s, us per apply, us per clone)."""
    moves = 0
    apply_time = clone_time = 0.0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = GAME.new_hand(HandContext(2, seed % 2, 1, seed))
        seed += 1
        while not state.is_over:
            move = choice(state.legal_moves(), rng)
            t0 = time.perf_counter()
            state.clone()
            t1 = time.perf_counter()
            state.apply(move)
            t2 = time.perf_counter()
            clone_time += t1 - t0
            apply_time += t2 - t1
            moves += 1
    elapsed = time.perf_counter() - start
    return moves / elapsed, apply_time / moves * 1e6, clone_time / moves * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000)
    args = parser.parse_args()
    rng = random.Random(1)
    n = args.hands
    whole10 = [rng.sample(rules.DECK, 10) for _ in range(n)]
    whole11 = [rng.sample(rules.DECK, 11) for _ in range(n)]
    dense11 = [rng.sample(DENSE, 11) for _ in range(n)]
    states = [discard_state(h) for h in whole11[:1000]]
    dense_states = [discard_state(h) for h in dense11[:1000]]
    pairs = []
    for _ in range(500):
        cards = rng.sample(DENSE, 20)
        pairs.append((cards[:10], cards[10:]))
    apply_rate, apply_us, clone_us = playout_rate(2.0, rng)
    print(json.dumps({
        "python": sys.version.split()[0],
        "hands": n,
        "deadwood_us": {
            "random_10": round(per_call_us(rules.deadwood, whole10), 1),
            "random_11": round(per_call_us(rules.deadwood, whole11), 1),
            "dense_11": round(per_call_us(rules.deadwood, dense11), 1),
        },
        "deadwood_worst_us": round(slowest_us(rules.deadwood, dense11), 1),
        "best_arrangement_us": {
            "random_11": round(per_call_us(rules.best_arrangement, whole11[:1000]), 1),
            "dense_11": round(per_call_us(rules.best_arrangement, dense11[:1000]), 1),
        },
        "discard_moves_us": {
            "random_11": round(per_call_us(FanState._generate, states), 1),
            "dense_11": round(per_call_us(FanState._generate, dense_states), 1),
        },
        "knock_arrangement_us": round(
            per_call_us(lambda pair: rules.knock_arrangement(*pair), pairs), 1),
        "clone_us": round(clone_us, 1),
        "apply_us": round(apply_us, 1),
        "playout_moves_per_s": round(apply_rate),
    }, indent=2))


if __name__ == "__main__":
    main()
