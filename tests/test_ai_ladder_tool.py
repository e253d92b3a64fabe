"""tools/ai_ladder.py: hard's share of the oracle's margin and its interval."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import ai_ladder  # noqa: E402


def _run(margin: float, low: float, high: float) -> dict:
    return {"margin": margin, "margin_ci": [low, high]}


def test_the_oracle_share_is_the_ratio_of_margins_with_an_interval_around_it() -> None:
    share, low, high = ai_ladder.oracle_share(_run(2.22, 2.04, 2.39), _run(3.22, 3.05, 3.39))
    assert abs(share - 2.22 / 3.22) < 1e-9
    assert 0.61 < low < 0.63 and 0.75 < high < 0.77


def test_a_wider_margin_interval_widens_the_share_interval() -> None:
    narrow = ai_ladder.oracle_share(_run(2.0, 1.9, 2.1), _run(4.0, 3.9, 4.1))
    wide = ai_ladder.oracle_share(_run(2.0, 1.0, 3.0), _run(4.0, 3.9, 4.1))
    assert narrow[0] == wide[0] == 0.5
    assert wide[1] < narrow[1] < 0.5 < narrow[2] < wide[2]


def test_a_hard_level_no_better_than_easy_gets_an_interval_around_zero() -> None:
    share, low, high = ai_ladder.oracle_share(_run(0.0, -0.5, 0.5), _run(4.0, 3.5, 4.5))
    assert share == 0.0
    assert abs(low + 0.125) < 1e-9 and abs(high - 0.125) < 1e-9


def test_every_standard_run_has_its_oracle_pair_on_the_same_deals() -> None:
    for name, (game, _subject, _field, players, deals, seed) in ai_ladder.RUNS.items():
        if name.endswith("-hard-easy"):
            pair = ai_ladder.RUNS[name.replace("-hard-", "-oracle-")]
            assert (pair[0], pair[3], pair[4], pair[5]) == (game, players, deals, seed)
