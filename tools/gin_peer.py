"""The OpenSpiel yardstick for Gin Rummy: one of our AI levels against
OpenSpiel's simple gin bot, on OpenSpiel's own ``gin_rummy`` game.

    pip install -e ".[peer]"
    python tools/gin_peer.py --level normal --hands 200 --seed 1 [--jobs 2] [--json]

OpenSpiel referees: every hand is a ``gin_rummy`` state with its default
parameters (those of our classic rules with the house rule "OpenSpiel's
scoring", which our side plays), so its rules, its legal moves and its
returns decide the result. Our level sees only what its seat may see,
through :mod:`gin_openspiel` (its docstring says how).

``--level oracle`` seats the ladder's oracle instead, for measurement
only: it is told the whole deal and sees both hands (its search still
shuffles the stock in every world). It is not a fair player: it shows how
much a level could win against the bot if it read the bot's hand perfectly.

Duplicate deals. The deals are ours: deal ``d`` is the seeded shuffle
``new_rng(seed, "gin-peer", d)`` of the 52 cards, forced into OpenSpiel's
chance nodes in the order they ask (ten cards to player 0, the non-dealer,
ten to player 1, the dealer, the upcard, then the stock from the top). Each
deal is played twice, our level first as player 0 and then as player 1, the
bot in the other seat: both sides get both hands of the deal and both roles,
and the luck of the cards cancels out. ``--hands`` is rounded up to even.

Reported (readable lines on stdout, or one JSON object with ``--json``):

* ``won``, ``lost``: hands in which our level or the bot scored. A hand in
  which nobody scores (a dead hand, or a knock with equal deadwood) is
  neither's: it is left out of the win rate and counted in ``ended``.
  ``win_rate`` is ``won / (won + lost)`` with its Wilson 95 % interval
  ``win_ci``;
* ``margin``: OpenSpiel's return of our seat per hand (the points we scored,
  negative when the bot scored: ours minus the bot's in a game where only
  one side scores), every hand counted, dead ones as 0, with a 95 %
  interval ``margin_ci`` over the deals (the deal is the independent unit);
* ``ended``: how the hands ended: ``knock``, ``gin``, ``undercut``,
  ``even`` (a knock with equal deadwood) and the dead hands: ``wall``
  (nobody could knock with two cards left in the stock), ``exchange`` (both
  players took the upcard and threw it straight back) and ``take limit``
  (the 50th take of the upcard);
* ``decision_ms``: ``p50``, ``p95``, ``max``, ``n`` of our level's
  decisions (wall time, ms);
* ``refused``: moves of our level that OpenSpiel did not allow (a correct
  translation has none; such a move is replaced by OpenSpiel's first legal
  action).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

import pyspiel

_TOOLS = Path(__file__).resolve().parent
sys.path[:0] = [str(_TOOLS.parent), str(_TOOLS)]      # this clone's package, then tools/

from gin_openspiel import DRAW_STOCK, DRAW_UPCARD, PASS, Seat, ai_seat  # noqa: E402

from fanucci_desktop.ai import APP_LEVELS  # noqa: E402
from fanucci_desktop.commands.ladder import _times, mean_interval, wilson  # noqa: E402
from fanucci_desktop.engine.rng import derive_seed, new_rng, shuffled  # noqa: E402

#: The levels that may play: the app's, and the oracle (measurement only).
LEVELS = (*APP_LEVELS, "oracle")
#: The dead hands among the endings.
DEAD = ("wall", "exchange", "take limit")


@dataclass(frozen=True)
class Setup:
    """What every deal of a run shares."""

    level: str
    seed: int


@dataclass
class DealResult:
    """One deal, played with our level in each seat."""

    returns: list[float] = field(default_factory=list)    # our seat's, per hand
    ended: dict[str, int] = field(default_factory=dict)
    ms: list[float] = field(default_factory=list)
    refused: int = 0


def deal_order(seed: int, deal: int) -> list[int]:
    """The 52 OpenSpiel cards of deal ``deal`` in the order the chance
    nodes take them."""
    return shuffled(range(52), new_rng(seed, "gin-peer", deal))


def ending(state: Any) -> str:
    """How a finished OpenSpiel hand ended (see the module docstring)."""
    knocked = state.knocked()
    if any(knocked):
        knocker = knocked.index(True)
        points = state.returns()[knocker]
        if state.deadwood()[knocker] == 0:
            return "gin"
        return "knock" if points > 0 else "undercut" if points < 0 else "even"
    last = state.history()[-1]
    if last == DRAW_UPCARD:
        return "take limit"
    return "wall" if last == PASS else "exchange"


def play_hand(game: Any, order: list[int], ours: int, seat: Seat,
              result: DealResult) -> Any:
    """Play one hand of ``order`` with ``seat`` as OpenSpiel player ``ours``
    and the simple bot as the other; return the final state.

    The seat is told only its own cards, the upcard, its own stock draws
    and the players' actions."""
    bot = pyspiel.make_simple_gin_rummy_bot(game.get_parameters(), 1 - ours)
    state = game.new_initial_state()
    cards = iter(order)
    drawer: int | None = None       # who waits for a card of the stock
    while not state.is_terminal():
        if state.is_chance_node():
            card = next(cards)
            state.apply_action(card)
            if drawer is not None:
                seat.observe(drawer, DRAW_STOCK, card if drawer == ours else None)
                drawer = None
            elif len(state.history()) == 21:
                seat.begin(ours, order[10 * ours:10 * ours + 10], card)
            continue
        player = state.current_player()
        legal = state.legal_actions()
        if player == ours:
            action = seat.act(legal)
            if action not in legal:
                result.refused += 1
                action = legal[0]
        else:
            action = bot.step(state)
        state.apply_action(action)
        if action == DRAW_STOCK:
            drawer = player
        else:
            seat.observe(player, action)
    return state


def play_deal(setup: Setup, deal: int) -> DealResult:
    """Play deal ``deal`` twice: our level as player 0, then as player 1."""
    game = pyspiel.load_game("gin_rummy")
    order = deal_order(setup.seed, deal)
    result = DealResult()
    for ours in (0, 1):
        rng = random.Random(derive_seed(setup.seed, "gin-peer", deal, "seat", ours))
        seat = ai_seat(setup.level, rng, order)
        state = play_hand(game, order, ours, seat, result)
        result.ms.extend(seat.times)
        result.returns.append(state.returns()[ours])
        how = ending(state)
        result.ended[how] = result.ended.get(how, 0) + 1
    return result


def _deals(setup: Setup, deals: int, jobs: int) -> Iterator[DealResult]:
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            yield from pool.map(play_deal, [setup] * deals, range(deals))
    else:
        for deal in range(deals):
            yield play_deal(setup, deal)


def measure(setup: Setup, hands: int, jobs: int = 1,
            progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """Play ``hands`` hands (rounded up to whole deals) and return the
    figures of the module docstring."""
    if setup.level not in LEVELS:
        raise ValueError(f"unknown level {setup.level!r}; known: {', '.join(LEVELS)}")
    if hands < 1:
        raise ValueError("at least one hand")
    deals = (hands + 1) // 2
    started = time.perf_counter()
    results: list[DealResult] = []
    for res in _deals(setup, deals, jobs):
        results.append(res)
        if progress is not None:
            won = sum(r > 0 for d in results for r in d.returns)
            progress(f"deal {len(results)}/{deals}: {setup.level} won {won} of "
                     f"{2 * len(results)} hands")
    return summarise(setup, results, time.perf_counter() - started)


def summarise(setup: Setup, results: list[DealResult], seconds: float) -> dict[str, Any]:
    """The run's figures from its deals."""
    returns = [r for d in results for r in d.returns]
    won = sum(r > 0 for r in returns)
    lost = sum(r < 0 for r in returns)
    low, high = wilson(won, won + lost)
    margin, m_low, m_high = mean_interval([sum(d.returns) / len(d.returns) for d in results])
    ended: dict[str, int] = {}
    for d in results:
        for how, count in d.ended.items():
            ended[how] = ended.get(how, 0) + count
    return {
        "level": setup.level, "opponent": "openspiel-simple", "seed": setup.seed,
        "deals": len(results), "hands": len(returns), "won": won, "lost": lost,
        "dead": sum(ended.get(how, 0) for how in DEAD),
        "win_rate": round(won / (won + lost), 4) if won + lost else 0.0,
        "win_ci": [round(low, 4), round(high, 4)],
        "margin": round(margin, 2), "margin_ci": [round(m_low, 2), round(m_high, 2)],
        "ended": ended,
        "decision_ms": _times([ms for d in results for ms in d.ms]),
        "refused": sum(d.refused for d in results),
        "seconds": round(seconds, 1),
    }


def describe(result: dict[str, Any]) -> str:
    """The figures as a few readable lines."""
    t = result["decision_ms"]
    decided = result["won"] + result["lost"]
    return "\n".join([
        f"gin_rummy (OpenSpiel): {result['level']} against OpenSpiel's simple bot, "
        f"{result['deals']} deals from both seats, {result['hands']} hands",
        f"  hands won {result['won']} of {decided} decided: {100 * result['win_rate']:.1f} % "
        f"(95 % interval {100 * result['win_ci'][0]:.1f} to {100 * result['win_ci'][1]:.1f}); "
        f"{result['hands'] - decided} scored nothing ({result['dead']} dead)",
        f"  points margin per hand {result['margin']:+.1f} (95 % interval "
        f"{result['margin_ci'][0]:+.1f} to {result['margin_ci'][1]:+.1f})",
        "  hands ended: " + ", ".join(f"{how} {n}" for how, n in sorted(result["ended"].items())),
        f"  {result['level']} decisions: p50 {t['p50']:.1f} ms, p95 {t['p95']:.1f} ms, "
        f"max {t['max']:.0f} ms ({t['n']})",
        f"  moves refused by OpenSpiel {result['refused']}, {result['seconds']:.0f} s",
    ])


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", required=True, choices=LEVELS,
                        help="our AI level (oracle: sees both hands, a ceiling)")
    parser.add_argument("--hands", type=int, required=True,
                        help="hands to play (rounded up to even: each deal is played twice)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play deals in")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    try:
        result = measure(Setup(args.level, args.seed), args.hands, max(1, args.jobs),
                         progress=lambda line: print(line, file=sys.stderr, flush=True))
    except ValueError as exc:
        print(f"gin_peer: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result) if args.json else describe(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
