"""``ladder``: how much stronger one AI level is than another, measured
fairly, with intervals.

    python -m fanucci_desktop ladder --game fortune-rummy --subject hard \\
        --field normal --players 2 --deals 300 --seed 1 [--jobs 2] [--games]

One subject (a level) plays against a field (every other seat at one
level). Duplicate deals, each played from every seat: deal ``d`` (its own
seed, its dealer ``d mod players``) is played ``players`` times, the subject
in seat 0, then 1, and so on, the field in the others. So the subject gets
every hand of the deal and every place relative to the dealer, and luck of
the cards cancels out. With ``--games`` a "deal" is a whole match from that
seed instead of one hand.

Reported (a readable table on stderr, one JSON object as the last line of
stdout):

* ``hands``: hands played; ``win_rate``: the subject's share of hand wins (a
  hand is won by the top score of the hand, a tie shared), with its Wilson
  95 % interval ``win_ci``; ``fair_share``: 1 / players, what an equal
  player would get;
* ``margin``: the subject's score minus the mean of the field's, per hand,
  with a 95 % interval over the deals (``margin_ci``; the deal is the
  independent unit, its rotations averaged);
* ``game_wins``, ``games`` with ``--games``: matches won by the subject (ties
  shared) and played;
* ``decision_ms``: per level, ``p50``, ``p95``, ``max``, ``n`` of the wall
  time of each decision;
* ``ended``: for games whose hands end in more than one way (Fortune Rummy:
  ``out``, ``stock``, ``stalemate``), how many hands ended each way;
* ``illegal_moves`` (moves refused and replaced by the first legal one; a
  fair AI has none) and ``unfinished`` (hands cut at the move cap).

The ``oracle`` level (it sees every card in every hand; only the order of
the stock is hidden from it, as it is from everyone) may be the subject, as
the ceiling a fair level is measured against; it is never seated in the app.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from typing import Any, Sequence

from ..ai import LEVELS, OraclePlayer, Player, SearchBudget, make_player
from ..ai.factory import knowledge_for
from ..engine import Match
from ..engine.rng import derive_seed
from ..games import get_game

#: Moves after which a hand is cut off as unfinished.
MOVE_CAP = 20_000
#: The z of a two-sided 95 % interval.
Z95 = 1.959964


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, help="game id, e.g. fortune-rummy")
    parser.add_argument("--subject", required=True, help=f"level measured ({', '.join(LEVELS)})")
    parser.add_argument("--field", required=True, help="level of every other seat")
    parser.add_argument("--players", type=int, default=2, help="seats at the table (default 2)")
    parser.add_argument("--deals", type=int, required=True,
                        help="duplicate deals; each is played once from every seat")
    parser.add_argument("--seed", type=int, default=1, help="seed of the run (default 1)")
    parser.add_argument("--games", action="store_true",
                        help="a deal is a whole match, not one hand")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play deals in")
    parser.add_argument("--options", default="{}", help="house-rule options as a JSON object")
    parser.add_argument("--max-seconds", type=float, default=None,
                        help="wall-clock cap of a hard/oracle decision (default: the app's)")


@dataclass(frozen=True)
class Setup:
    """What every deal of a run shares."""

    game: str
    subject: str
    field: str
    players: int
    seed: int
    whole_games: bool
    options: dict[str, Any]
    max_seconds: float | None = None


@dataclass
class DealResult:
    """One deal played from every seat."""

    margins: list[float] = field(default_factory=list)     # per hand, subject - field mean
    wins: float = 0.0                                      # hand wins (ties shared)
    hands: int = 0
    game_wins: float = 0.0
    games: int = 0
    ended: dict[str, int] = field(default_factory=dict)
    ms: dict[str, list[float]] = field(default_factory=dict)
    illegal: int = 0
    unfinished: int = 0


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (0, 1 for n = 0)."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """Mean and normal-approximation 95 % interval of ``values``."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = sum(values) / n
    if n == 1:
        return mean, mean, mean
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = z * sd / math.sqrt(n)
    return mean, mean - half, mean + half


def share_of_top(scores: Sequence[float], seat: int) -> float:
    """``seat``'s share of the win: 1 / k if it is one of k top scores."""
    top = max(scores)
    return 1 / sum(1 for s in scores if s == top) if scores[seat] == top else 0.0


def _players(setup: Setup) -> dict[str, Player]:
    budget: SearchBudget | None = None
    if setup.max_seconds:
        budget = replace(knowledge_for(setup.game).budget, max_seconds=setup.max_seconds)
    return {level: make_player(level, setup.game, budget=budget)
            for level in {setup.subject, setup.field}}


def play_deal(setup: Setup, deal: int) -> DealResult:
    """Play deal ``deal`` once with the subject in each seat."""
    game = get_game(setup.game)
    players = _players(setup)
    n = setup.players
    result = DealResult(ms={level: [] for level in players})
    seed = derive_seed(setup.seed, "deal", deal)
    for subject_seat in range(n):
        levels = [setup.subject if s == subject_seat else setup.field for s in range(n)]
        rngs = [random.Random(derive_seed(seed, "seat", subject_seat, s)) for s in range(n)]
        match = Match(game, n, seed, setup.options, first_dealer=deal % n)
        while not match.is_over:
            if match.needs_deal:
                if match.hands and not setup.whole_games:
                    break
                match.deal()
            if not _play_hand(match, levels, players, rngs, result):
                break
            record = match.hands[-1]
            assert record.scores is not None
            scores = record.scores
            field_mean = (sum(scores) - scores[subject_seat]) / (n - 1)
            result.margins.append(scores[subject_seat] - field_mean)
            result.wins += share_of_top(scores, subject_seat)
            result.hands += 1
            how = getattr(match.state, "ended", None)   # Fortune Rummy names how a hand ended
            if isinstance(how, str):
                result.ended[how] = result.ended.get(how, 0) + 1
        if setup.whole_games and match.is_over:
            result.games += 1
            result.game_wins += share_of_top(match.totals, subject_seat)
    return result


def _play_hand(match: Match, levels: list[str], players: dict[str, Player],
               rngs: list[random.Random], result: DealResult) -> bool:
    """Play the hand in progress to its end; False if cut off at the cap."""
    state = match.state
    assert state is not None
    for _ in range(MOVE_CAP):
        if state.is_over:
            return True
        seat = state.current_player
        assert seat is not None
        legal = state.legal_moves()
        player = players[levels[seat]]
        started = time.perf_counter()
        if isinstance(player, OraclePlayer):
            move = player.decide_with_full_state(state.clone(), rngs[seat])
        else:
            move = player.decide(state.observation(seat), list(legal), rngs[seat])
        result.ms[levels[seat]].append((time.perf_counter() - started) * 1000)
        if move not in legal:
            result.illegal += 1
            move = legal[0]
        match.apply(move)
    result.unfinished += 1
    return False


def ladder(setup: Setup, deals: int, jobs: int = 1, progress=None) -> dict[str, Any]:
    """Play ``deals`` duplicate deals and return the figures of the module
    docstring."""
    info = get_game(setup.game).info
    if not info.min_players <= setup.players <= info.max_players:
        raise ValueError(f"{info.name} seats {info.min_players} to {info.max_players}, "
                         f"not {setup.players}")
    for level in (setup.subject, setup.field):
        if level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r}; known: {', '.join(LEVELS)}")
    if deals < 1:
        raise ValueError("at least one deal")
    started = time.perf_counter()
    results: list[DealResult] = []
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            for res in pool.map(play_deal, [setup] * deals, range(deals)):
                results.append(res)
                if progress is not None:
                    progress(_progress_line(results, deals))
    else:
        for deal in range(deals):
            results.append(play_deal(setup, deal))
            if progress is not None:
                progress(_progress_line(results, deals))
    return summarise(setup, results, time.perf_counter() - started)


def _progress_line(results: list[DealResult], deals: int) -> str:
    hands = sum(r.hands for r in results)
    wins = sum(r.wins for r in results)
    return f"deal {len(results)}/{deals}: subject won {wins:g} of {hands} hands"


def summarise(setup: Setup, results: list[DealResult], seconds: float) -> dict[str, Any]:
    """The run's figures from its deals."""
    hands = sum(r.hands for r in results)
    wins = sum(r.wins for r in results)
    low, high = wilson(wins, hands)
    per_deal = [sum(r.margins) / len(r.margins) for r in results if r.margins]
    margin, m_low, m_high = mean_interval(per_deal)
    ms: dict[str, list[float]] = {}
    ended: dict[str, int] = {}
    for r in results:
        for level, values in r.ms.items():
            ms.setdefault(level, []).extend(values)
        for how, count in r.ended.items():
            ended[how] = ended.get(how, 0) + count
    out: dict[str, Any] = {
        "game": setup.game, "subject": setup.subject, "field": setup.field,
        "players": setup.players, "seed": setup.seed, "deals": len(results), "hands": hands,
        "win_rate": round(wins / hands, 4) if hands else 0.0,
        "win_ci": [round(low, 4), round(high, 4)],
        "fair_share": round(1 / setup.players, 4),
        "margin": round(margin, 2), "margin_ci": [round(m_low, 2), round(m_high, 2)],
        "decision_ms": {level: _times(values) for level, values in ms.items()},
        "ended": ended,
        "illegal_moves": sum(r.illegal for r in results),
        "unfinished": sum(r.unfinished for r in results),
        "seconds": round(seconds, 1),
    }
    if setup.whole_games:
        out["games"] = sum(r.games for r in results)
        out["game_wins"] = round(sum(r.game_wins for r in results), 2)
    return out


def _times(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    if not ordered:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0, "n": 0}

    def rank(q: float) -> float:
        return ordered[max(0, math.ceil(len(ordered) * q / 100) - 1)]

    return {"p50": round(rank(50), 2), "p95": round(rank(95), 2),
            "max": round(ordered[-1], 2), "n": len(ordered)}


def describe(result: dict[str, Any]) -> str:
    """The figures as a few readable lines."""
    lines = [
        f"{result['game']}, {result['players']} players: {result['subject']} against "
        f"{result['field']}, {result['deals']} deals from every seat, {result['hands']} hands",
        f"  hands won {100 * result['win_rate']:.1f} % (95 % interval "
        f"{100 * result['win_ci'][0]:.1f} to {100 * result['win_ci'][1]:.1f}; "
        f"fair share {100 * result['fair_share']:.1f} %)",
        f"  points margin per hand {result['margin']:+.1f} (95 % interval "
        f"{result['margin_ci'][0]:+.1f} to {result['margin_ci'][1]:+.1f})",
    ]
    if "games" in result:
        lines.append(f"  matches won {result['game_wins']:g} of {result['games']}")
    for level, t in result["decision_ms"].items():
        lines.append(f"  {level} decisions: p50 {t['p50']:.1f} ms, p95 {t['p95']:.1f} ms, "
                     f"max {t['max']:.0f} ms ({t['n']})")
    if result["ended"]:
        lines.append("  hands ended: " + ", ".join(
            f"{how} {count}" for how, count in sorted(result["ended"].items())))
    lines.append(f"  illegal moves {result['illegal_moves']}, unfinished hands "
                 f"{result['unfinished']}, {result['seconds']:.0f} s")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    try:
        options = json.loads(args.options)
        if not isinstance(options, dict):
            raise ValueError("--options must be a JSON object")

        options = get_game(args.game).resolve_options(options)
        setup = Setup(args.game, args.subject, args.field, args.players, args.seed,
                      args.games, options, args.max_seconds)
        result = ladder(setup, args.deals, max(1, args.jobs),
                        progress=lambda line: print(line, file=sys.stderr, flush=True))
    except (KeyError, ValueError) as exc:
        print(f"ladder: {exc}", file=sys.stderr)
        return 2
    print(describe(result), file=sys.stderr)
    print(json.dumps(result))
    return 0
