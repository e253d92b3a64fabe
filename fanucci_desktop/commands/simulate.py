"""``simulate``: play AI against AI with no window and print the results.

    python -m fanucci_desktop simulate --game fan-rummy --seats hard,normal \\
        --hands 400 --seed 1 [--options '{"key": true}'] [--rollouts N] [--max-seconds T]

Seat ``i`` plays at the i-th level of ``--seats`` throughout; the first
dealer moves one seat left from game to game, so the starting seat rotates.
With ``--games K`` whole matches are played; with ``--hands K`` matches are
played one after another until K hands (deals) are done. Progress goes to
stderr; the last line of stdout is one JSON object:

* ``game``, ``seats``, ``seed``, ``games`` or ``hands`` (the number asked for),
  ``hands_played``, ``games_finished``;
* ``wins``: per seat. A hand is won by the seat scoring most in it and a game
  by the seat(s) with the highest total; a win shared by k seats gives each
  1/k. With ``--games`` it counts games (``hand_wins`` counts hands), with
  ``--hands`` it counts hands;
* ``points``: per seat, the sum of hand scores; ``points_share``: each seat's
  part of all positive points;
* ``illegal_moves``: moves a player returned that were not legal (a legal
  move is played instead); ``unfinished``: hands cut off by the move cap
  (their game is then not finished either);
* ``decision_ms``: per level, ``p50``, ``p95``, ``max`` and ``n`` of the time
  each decision took (decisions with a single legal move included), wall
  clock; ``decision_cpu_ms`` the same in CPU time of the deciding thread
  (what a decision costs when other programs load the machine);
* ``seconds``: wall-clock time of the whole run.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any, Callable, Mapping, Sequence

from ..ai import LEVELS, OraclePlayer, Player, SearchBudget, make_player
from ..ai.factory import knowledge_for
from ..ai.knowledge import Knowledge
from ..engine import Game, Match
from ..engine.rng import derive_seed
from ..games import get_game

#: Moves after which a hand is abandoned as unfinished.
MOVE_CAP = 20_000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, help="game id, e.g. fan-rummy")
    parser.add_argument("--seats", required=True,
                        help=f"comma-separated levels, one per seat ({', '.join(LEVELS)})")
    count = parser.add_mutually_exclusive_group(required=True)
    count.add_argument("--games", type=int, metavar="K", help="play K whole games")
    count.add_argument("--hands", type=int, metavar="K", help="play K hands")
    parser.add_argument("--seed", type=int, required=True, help="seed of the whole run")
    parser.add_argument("--options", default="{}", help="house-rule options as a JSON object")
    parser.add_argument("--rollouts", type=int, default=None,
                        help="rollouts per decision of hard/oracle (default: the app's)")
    parser.add_argument("--max-seconds", type=float, default=None,
                        help="wall-clock cap of a hard/oracle decision (default: the app's); "
                             "raise it on a loaded machine so the cap does not cut the search")


def run(args: argparse.Namespace) -> int:
    try:
        game = get_game(args.game)
        options = json.loads(args.options)
        if not isinstance(options, dict):
            raise ValueError("--options must be a JSON object")
        seats = [s.strip() for s in args.seats.split(",")]
        budget = None
        if args.rollouts or args.max_seconds:
            from dataclasses import replace

            budget = knowledge_for(game.info.id).budget
            if args.rollouts:
                budget = replace(budget, rollouts=args.rollouts)
            if args.max_seconds:
                budget = replace(budget, max_seconds=args.max_seconds)
        result = simulate(game, seats, games=args.games, hands=args.hands, seed=args.seed,
                          options=options, budget=budget, progress=_stderr)
    except (KeyError, ValueError) as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0


def _stderr(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def _percentile(sorted_values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile of sorted values (0 for none)."""
    if not sorted_values:
        return 0.0
    rank = max(1, -(-len(sorted_values) * q // 100))
    return sorted_values[int(rank) - 1]


def _split_win(scores: Sequence[float], wins: list[float]) -> None:
    top = max(scores)
    best = [i for i, s in enumerate(scores) if s == top]
    for i in best:
        wins[i] += 1 / len(best)


def simulate(game: Game, seats: Sequence[str], *, seed: int, games: int | None = None,
             hands: int | None = None, options: Mapping[str, Any] | None = None,
             budget: SearchBudget | None = None, knowledge: Knowledge | None = None,
             progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Play the run described in the module docstring and return its result.

    Exactly one of ``games`` and ``hands`` is given. ValueError for a bad
    level, seat count or count.
    """
    if (games is None) == (hands is None):
        raise ValueError("give exactly one of games and hands")
    wanted = games if games is not None else hands
    assert wanted is not None
    if wanted < 1:
        raise ValueError("the number of games or hands must be at least 1")
    n = len(seats)
    info = game.info
    if not info.min_players <= n <= info.max_players:
        raise ValueError(f"{info.name} seats {info.min_players} to {info.max_players}, not {n}")
    options = game.resolve_options(options)
    players = [make_player(level, game, budget=budget, knowledge=knowledge) for level in seats]
    times: dict[str, list[float]] = {level: [] for level in seats}
    cpu: dict[str, list[float]] = {level: [] for level in seats}
    wins = [0.0] * n
    hand_wins = [0.0] * n
    points = [0] * n
    illegal = unfinished = hands_played = games_finished = 0
    started = time.perf_counter()
    match_index = 0
    while ((games is not None and match_index < games)
           or (hands is not None and hands_played < hands)):
        match = Match(game, n, derive_seed(seed, "match", match_index), options,
                      first_dealer=(n - 1 + match_index) % n)
        rngs = [random.Random(derive_seed(seed, "seat", match_index, s)) for s in range(n)]
        cut_off = False
        while not match.is_over:
            if match.needs_deal:
                if hands is not None and hands_played >= hands:
                    break
                match.deal()
                moves_in_hand = 0
                continue
            if moves_in_hand >= MOVE_CAP:
                cut_off = True
                unfinished += 1
                break
            state = match.state
            assert state is not None
            seat = state.current_player
            assert seat is not None
            legal = state.legal_moves()
            t0, c0 = time.perf_counter(), time.thread_time()
            move = _decide(players[seat], state, seat, legal, rngs[seat])
            times[seats[seat]].append((time.perf_counter() - t0) * 1000)
            cpu[seats[seat]].append((time.thread_time() - c0) * 1000)
            if move not in legal:
                illegal += 1
                move = legal[0]
            match.apply(move)
            moves_in_hand += 1
            if state.is_over:
                record = match.hands[-1]
                assert record.scores is not None
                hands_played += 1
                for i, p in enumerate(record.scores):
                    points[i] += p
                _split_win(record.scores, hand_wins)
                if progress is not None and hands is not None:
                    progress(f"hand {hands_played}/{hands}: scores {record.scores}")
        if match.is_over and not cut_off:
            games_finished += 1
            _split_win(match.totals, wins)
        if progress is not None and games is not None:
            progress(f"game {match_index + 1}/{games}: totals {match.totals}"
                     + (" (unfinished)" if cut_off or not match.is_over else ""))
        match_index += 1
    positive = sum(max(p, 0) for p in points) or 1
    result: dict[str, Any] = {
        "game": info.id, "seats": list(seats), "seed": seed,
        ("games" if games is not None else "hands"): wanted,
        "hands_played": hands_played, "games_finished": games_finished,
        "wins": [round(w, 3) for w in (wins if games is not None else hand_wins)],
        "hand_wins": [round(w, 3) for w in hand_wins],
        "points": points,
        "points_share": [round(max(p, 0) / positive, 4) for p in points],
        "illegal_moves": illegal, "unfinished": unfinished,
        "decision_ms": {level: _summary(ms) for level, ms in times.items()},
        "decision_cpu_ms": {level: _summary(ms) for level, ms in cpu.items()},
        "seconds": round(time.perf_counter() - started, 2),
    }
    return result


def _decide(player: Player, state: Any, seat: int, legal: list, rng: random.Random) -> Any:
    """Ask ``player`` for a move: the oracle gets a copy of the whole state,
    every other level only its seat's observation."""
    if isinstance(player, OraclePlayer):
        return player.decide_with_full_state(state.clone(), rng)
    return player.decide(state.observation(seat), list(legal), rng)


def _summary(ms: list[float]) -> dict[str, float]:
    values = sorted(ms)
    return {"p50": round(_percentile(values, 50), 2), "p95": round(_percentile(values, 95), 2),
            "max": round(values[-1], 2) if values else 0.0, "n": len(values)}
