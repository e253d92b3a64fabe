"""Statistics: per game and opponent level, from the humans' point of view."""

import pytest

from fanucci_desktop.storage import AppPaths, StatsStore
from fanucci_desktop.storage.stats import STATS_FORMAT

HUMAN = {"name": "You", "kind": "human"}


def ai(level, name="Bot"):
    return {"name": name, "kind": level}


@pytest.fixture
def stats(tmp_path):
    return StatsStore(AppPaths.under(tmp_path))


def test_no_matches_no_figures(stats):
    assert stats.summary() == {}


def test_wins_losses_rate_best_score_and_streaks(stats):
    results = [True, True, False, True, True, True, False, True]
    for n, won in enumerate(results):
        stats.record_match("fan-rummy", [HUMAN, ai("hard")], [0] if won else [1],
                           [100 + n if won else 40, 60])
    figures = stats.summary()["fan-rummy"]["hard"]
    assert figures == {"played": 8, "won": 6, "win_rate": 0.75, "best_score": 107,
                       "streak": 1, "best_streak": 3, "abandoned": 0}
    assert stats.summary()["fan-rummy"]["all"] == figures


def test_a_match_counts_under_its_hardest_ai_and_under_all(stats):
    stats.record_match("trophy-case", [HUMAN, ai("easy"), ai("normal")], [1], [10, 31, 5])
    stats.record_match("trophy-case", [HUMAN, ai("easy"), ai("easy")], [0], [30, 2, 5])
    summary = stats.summary()["trophy-case"]
    assert set(summary) == {"all", "normal", "easy"}
    assert (summary["normal"]["played"], summary["normal"]["won"]) == (1, 0)
    assert (summary["easy"]["played"], summary["easy"]["won"]) == (1, 1)
    assert summary["all"]["played"] == 2 and summary["all"]["streak"] == 1


def test_pass_and_play_and_shared_wins_count_for_the_humans(stats):
    stats.record_match("fortune-rummy", [HUMAN, {"name": "Bo", "kind": "human"}], [1],
                       [-20, 510])
    stats.record_match("fortune-rummy", [HUMAN, ai("normal")], [0, 1], [500, 500])
    summary = stats.summary()["fortune-rummy"]
    assert summary["pass-and-play"]["won"] == 1
    assert summary["pass-and-play"]["best_score"] == 510
    assert summary["normal"]["won"] == 1


def test_a_match_without_humans_is_not_counted(stats):
    stats.record_match("fan-rummy", [ai("easy"), ai("hard")], [0], [100, 3])
    assert stats.summary() == {}


def test_malformed_results_are_refused(stats):
    with pytest.raises(ValueError):
        stats.record_match("fan-rummy", [HUMAN, {"name": "X", "kind": "wizard"}], [0], [1, 2])
    with pytest.raises(ValueError):
        stats.record_match("fan-rummy", [HUMAN, ai("easy")], [5], [1, 2])
    with pytest.raises(ValueError):
        stats.record_match("fan-rummy", [HUMAN, ai("easy")], [0], [1])


def test_statistics_survive_a_new_store_and_a_corrupt_file_uses_the_backup(tmp_path):
    paths = AppPaths.under(tmp_path)
    StatsStore(paths).record_match("fan-rummy", [HUMAN, ai("easy")], [0], [100, 0])
    StatsStore(paths).record_match("fan-rummy", [HUMAN, ai("easy")], [0], [120, 0])
    (paths.data_dir / "stats.json").write_text('{"app": "FanucciDesktop", "kind": "st')
    store = StatsStore(paths)
    assert store.summary()["fan-rummy"]["all"]["played"] == 1
    warnings = store.take_warnings()
    assert "cut short" in warnings[0] and store.take_warnings() == []
    store.record_match("fan-rummy", [HUMAN, ai("easy")], [0], [90, 0])
    assert store.summary()["fan-rummy"]["all"]["played"] == 2
    assert len(list(paths.data_dir.glob("stats.corrupt-*.json"))) == 1


def test_figures_that_do_not_add_up_are_refused(tmp_path):
    paths = AppPaths.under(tmp_path)
    StatsStore(paths).record_match("fan-rummy", [HUMAN, ai("easy")], [0], [100, 0])
    path = paths.data_dir / "stats.json"
    path.write_text(path.read_text().replace('"won": 1', '"won": 5'))
    store = StatsStore(paths)
    assert store.summary() == {}
    assert "do not add up" in store.take_warnings()[0]


def test_statistics_of_schema_1_gain_an_abandoned_count_and_keep_every_figure(tmp_path):
    """A schema-1 file (no abandoned counter, as the previous version wrote
    it) loads with abandoned 0 beside the figures it had; counting an
    abandoned match then writes schema 2."""
    import json

    data = tmp_path / "data"
    data.mkdir(parents=True)
    old = {"played": 3, "won": 2, "best_score": 61, "streak": 1, "best_streak": 2}
    (data / "stats.json").write_text(json.dumps({
        "app": "FanucciDesktop", "kind": "stats", "schema": 1, "app_version": "0.1.0",
        "saved_at": "2026-11-22T02:30:00.000000Z",
        "data": {"games": {"fan-rummy": {"all": dict(old), "hard": dict(old)}}}}), "utf-8")
    stats = StatsStore(AppPaths.under(tmp_path))
    figures = stats.summary()["fan-rummy"]
    assert figures["hard"] == dict(old, abandoned=0, win_rate=2 / 3)
    assert stats.take_warnings() == []
    stats.record_abandoned("fan-rummy", [HUMAN, ai("hard")])
    assert stats.summary()["fan-rummy"]["all"]["abandoned"] == 1
    assert json.loads((data / "stats.json").read_text("utf-8"))["schema"] == STATS_FORMAT.schema
