"""Every finished match is counted exactly once and never lost (issue 42,
items 2 and 3). A table ends a match in this order: the result is recorded
(B), the final save is written (C), the save is cleared (D). Here a restart
is new stores on the same folder: a kill between B and C, between C and D,
and a full disk at the end each leave the match counted once, and its save
is never removed before its result is in the statistics."""

import errno
import os

import pytest

from fanucci_desktop.engine import Match
from fanucci_desktop.storage import AppPaths, StatsStore
from fanucci_desktop.storage.saves import SaveStore
from fanucci_desktop.storage import atomic
from fanucci_desktop.storage.stats import STATS_FORMAT
from test_storage_saves import SEATS, TOY, toy_games
from fanucci_desktop.games.shed import GAME


def stores(root):
    """A fresh start of the app's two stores on ``root`` (as App wires them)."""
    saves = None
    stats = StatsStore(AppPaths.under(root), identify=lambda game_id: saves.match_id(game_id))
    saves = SaveStore(AppPaths.under(root), games=toy_games, game_ids=(TOY,), stats=stats)
    return saves, stats


def record(match):
    return {"match": match.to_dict(), "seats": SEATS}


def play_to_last_move(saves, seed=3):
    """A toy match played up to its last move (not played), saved at its
    first deal and before that last move."""
    match = Match(GAME, 2, seed=seed)
    match.deal()
    saves.autosave(record(match))
    while True:
        if match.needs_deal:
            match.deal()
        trial = match.copy()
        trial.apply(trial.legal_moves()[-1])
        if trial.is_over:
            saves.autosave(record(match))
            return match
        match.apply(match.legal_moves()[-1])


def finish(match, saves, stats, steps="BCD"):
    """Play the last move and end the match as a table does, up to ``steps``."""
    match.apply(match.legal_moves()[-1])
    assert match.is_over
    if "B" in steps:
        stats.record_match(TOY, SEATS, match.winners, list(match.totals))
    if "C" in steps:
        saves.autosave(record(match))
    if "D" in steps:
        saves.clear_match(TOY)


def played(stats):
    return stats.summary().get(TOY, {}).get("all", {}).get("played", 0)


def resume(saves):
    saved, warnings = saves.load_match(TOY)
    return Match.from_dict(saved["match"], GAME)


def test_the_same_match_recorded_twice_counts_once(tmp_path):
    stats = StatsStore(AppPaths.under(tmp_path))
    for _ in range(2):
        assert stats.record_match(TOY, SEATS, [0], [5, 1], match_id="match-1")
    stats.record_match(TOY, SEATS, [0], [5, 1], match_id="match-2")
    assert played(stats) == 2


def test_a_kill_between_the_result_and_the_final_save_counts_the_match_once(tmp_path):
    saves, stats = stores(tmp_path)
    match = play_to_last_move(saves)
    finish(match, saves, stats, steps="B")             # killed here
    saves, stats = stores(tmp_path)                    # the next start
    assert saves.settle_finished() == [] and played(stats) == 1
    finish(resume(saves), saves, stats)                # the last move is played again
    assert played(stats) == 1
    assert saves.load_match(TOY)[0] is None


def test_a_kill_after_the_final_save_is_settled_at_the_next_start(tmp_path):
    for steps in ("C", "BC"):
        root = tmp_path / steps
        saves, stats = stores(root)
        finish(play_to_last_move(saves), saves, stats, steps=steps)   # killed before D
        saves, stats = stores(root)
        saves.settle_finished()
        assert played(stats) == 1 and saves.load_match(TOY)[0] is None, steps


@pytest.fixture(params=[errno.ENOSPC, errno.EROFS], ids=["full disk", "read-only folder"])
def full_disk(monkeypatch, request):
    """No new file can be written: ENOSPC as on a full disk, or EROFS as in
    a folder made read-only; reading, renaming and removing still work."""
    real_open = os.open
    state = {"full": False}

    def open_(path, flags, *args, **kwargs):
        if state["full"] and flags & os.O_EXCL:
            raise OSError(request.param, os.strerror(request.param), str(path))
        return real_open(path, flags, *args, **kwargs)
    monkeypatch.setattr(atomic.os, "open", open_)
    return state


def test_a_full_disk_at_the_end_of_a_match_loses_neither_result_nor_match(tmp_path, full_disk):
    saves, stats = stores(tmp_path)
    match = play_to_last_move(saves)
    full_disk["full"] = True
    with pytest.raises(Exception):
        finish(match, saves, stats, steps="B")
    with pytest.raises(Exception):
        saves.autosave(record(match))
    warnings = saves.clear_match(TOY)
    assert warnings and "kept" in warnings[0]
    assert saves.load_match(TOY)[0] is not None        # the match is still there
    full_disk["full"] = False                          # room again; the next start
    saves, stats = stores(tmp_path)
    saves.settle_finished()
    finish(resume(saves), saves, stats)
    assert played(stats) == 1 and saves.load_match(TOY)[0] is None


def test_a_finished_match_saved_but_not_counted_is_counted_at_the_next_start(tmp_path, full_disk):
    saves, stats = stores(tmp_path)
    match = play_to_last_move(saves)
    match.apply(match.legal_moves()[-1])
    full_disk["full"] = True
    with pytest.raises(Exception):
        stats.record_match(TOY, SEATS, match.winners, list(match.totals))
    full_disk["full"] = False
    saves.autosave(record(match))                      # the final save made it
    saves.clear_match(TOY)
    assert saves.load_match(TOY)[0] is not None
    saves, stats = stores(tmp_path)
    saves.settle_finished()
    assert played(stats) == 1 and saves.load_match(TOY)[0] is None


def test_statistics_of_schema_2_gain_an_empty_list_of_counted_matches(tmp_path):
    old = {"played": 1, "won": 1, "best_score": 9, "streak": 1, "best_streak": 1, "abandoned": 0}
    envelope = STATS_FORMAT.decode(
        b'{"app": "FanucciDesktop", "kind": "stats", "schema": 2, "saved_at": "x",'
        b' "data": {"games": {"gin-rummy": {"all": {"played": 1, "won": 1, "best_score": 9,'
        b' "streak": 1, "best_streak": 1, "abandoned": 0}}}}}')
    assert envelope["data"] == {"games": {"gin-rummy": {"all": old}}, "counted": []}
