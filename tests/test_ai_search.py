"""The determinized search: it keeps the knowledge's favourite unless the
rollouts show a clear gain, and it stops at its wall-clock cap."""

from __future__ import annotations

import random
import threading

from test_ai_helpers import midhand_match
from fanucci_desktop.games.shed import GAME as TOY

from fanucci_desktop.ai import SearchBudget
from fanucci_desktop.ai import search as search_module
from fanucci_desktop.ai.knowledge import Knowledge
from fanucci_desktop.ai.search import SearchPlayer, _clearly_better, search
from fanucci_desktop.engine.protocol import Move

#: How long the cap test waits for the search before calling it stuck: a
#: guard against a hang, far above the moment the cap ends it (not a timing).
GUARD_S = 60.0


class _Favour(Knowledge):
    """Scores the last legal move highest, and values every position by
    how few cards the seat holds (so rollouts have an opinion)."""

    def score_moves(self, obs, moves, rng):
        return [float(i) for i in range(len(moves))]

    def evaluate(self, state, seat):
        return -len(state.hands[seat])


def test_clearly_better_needs_a_significant_paired_gain():
    steady = {w: 0.5 for w in range(10)}
    base = {w: 0.0 for w in range(10)}
    assert _clearly_better(steady, base, 1.0)
    noisy = {w: (0.5 if w % 2 else -0.45) for w in range(10)}
    assert not _clearly_better(noisy, base, 1.0)
    assert not _clearly_better({0: 1.0}, {0: 0.0}, 1.0)


def test_an_unreachable_confidence_keeps_the_knowledge_favourite():
    state = midhand_match(TOY, 2, 5, 2).state
    seat, moves = state.current_player, state.legal_moves()
    know = _Favour()
    prior = know.score_moves(None, moves, None)
    budget = SearchBudget(rollouts=30, candidates=len(moves), depth=6, confidence=1e9)
    pick = search(lambda r: TOY.sample_state(state.observation(seat), r), seat, moves, prior,
                  know, random.Random(1), budget)
    assert pick == moves[-1]


def test_search_stops_at_its_wall_clock_cap(monkeypatch):
    """10**8 rollouts would take days: on a clock that ticks a millisecond
    a look, the 0.2 s cap ends the search with one of the moves. The search
    runs in a thread so that a search the cap fails to end fails the test
    (after a generous guard, not a timing) rather than hanging it; the
    thread is then told to stop."""

    class Ticking:
        now = 0.0

        def perf_counter(self) -> float:
            self.now += 0.001
            return self.now

    monkeypatch.setattr(search_module, "time", Ticking())
    state = midhand_match(TOY, 3, 6, 2).state
    seat, moves = state.current_player, state.legal_moves()
    budget = SearchBudget(rollouts=10**8, candidates=len(moves), depth=20, max_seconds=0.2)
    picks: list[Move] = []
    stop = threading.Event()
    thread = threading.Thread(target=lambda: picks.append(search(
        lambda r: TOY.sample_state(state.observation(seat), r), seat, moves,
        [0.0] * len(moves), Knowledge(), random.Random(2), budget, stop)), daemon=True)
    thread.start()
    thread.join(timeout=GUARD_S)
    stop.set()
    assert not thread.is_alive(), f"the search ran past its cap for {GUARD_S} s"
    assert len(picks) == 1 and picks[0] in moves


class _RulesOutAllButFirst(_Favour):
    """Favours the last move but rules out every move except the first."""

    def ruled_out(self, obs, moves):
        return [i > 0 for i in range(len(moves))]


def test_the_search_never_tries_a_ruled_out_move():
    state = midhand_match(TOY, 2, 6, 2).state
    seat, moves = state.current_player, state.legal_moves()
    assert len(moves) > 1
    player = SearchPlayer(TOY, _RulesOutAllButFirst(),
                          SearchBudget(rollouts=30, candidates=len(moves), depth=6))
    assert player.decide(state.observation(seat), moves, random.Random(1)) == moves[0]
