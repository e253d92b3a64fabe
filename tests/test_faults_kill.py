"""SIGKILL at each write point of a match's end, for every game (issue 42,
items 2 and 3): the result recorded (B), the final save (C), the save
cleared (D), and in the middle of writing the statistics or the save. After
each kill the next start (new stores on the folder) settles what was left,
the match is resumed and ended again if it was not over, and then the match
is counted exactly once and no file of it is left behind or lost.

``FANUCCI_RANDOM_KILLS=50`` adds that many kills at random moments of the
match's end for every game (slow; run by hand, not in CI)."""

import os
import random
import signal
import time

import pytest

from fanucci_desktop.engine import Match
from fanucci_desktop.games import GAMES, get_game
from fanucci_desktop.storage import AppPaths, StatsStore
from fanucci_desktop.storage.saves import SaveStore
from fanucci_desktop.storage import document
from fanucci_desktop.storage.atomic import sweep_temps

pytestmark = pytest.mark.skipif(not hasattr(os, "fork") or not hasattr(signal, "SIGKILL"),
                                reason="needs fork and SIGKILL")

GAME_IDS = [info.id for info in GAMES]
#: Moves that end a hand soon: a quick policy, so a whole match is short.
ENDERS = ("gin", "knock", "out", "go-out", "meld", "lay")
POINTS = ("mid-B", "after-B", "mid-C", "after-C", "after-D")
RANDOM_KILLS = int(os.environ.get("FANUCCI_RANDOM_KILLS", "0"))
#: CI kills each game at two of the points (every point is met twice over
#: the games); ``FANUCCI_ALL_KILL_POINTS=1`` kills every game at every point.
ALL_POINTS = os.environ.get("FANUCCI_ALL_KILL_POINTS") == "1"


def stores(root):
    saves = None
    stats = StatsStore(AppPaths.under(root), identify=lambda game_id: saves.match_id(game_id))
    saves = SaveStore(AppPaths.under(root), stats=stats)
    return saves, stats


def seats_of(match):
    return [{"name": "You", "kind": "human"}] + [{"name": f"Bot {i}", "kind": "easy"}
                                                 for i in range(1, match.num_players)]


_PLAYED: dict = {}


def before_last_move(game_id):
    """A match of ``game_id`` played up to its last move, and that move."""
    if game_id not in _PLAYED:
        info = next(i for i in GAMES if i.id == game_id)
        match = Match(get_game(game_id), max(2, info.min_players), seed=5)
        rng = random.Random(1)
        while True:
            if match.needs_deal:
                match.deal()
            legal = match.legal_moves()
            move = rng.choice([m for m in legal if str(m).split()[0] in ENDERS] or legal)
            trial = match.copy()
            trial.apply(move)
            if trial.is_over:
                _PLAYED[game_id] = (match.to_dict(), move)
                break
            match.apply(move)
    data, move = _PLAYED[game_id]
    return Match.from_dict(data, get_game(game_id)), move


def end_match(saves, stats, match, move, kill_at=None):
    """Play the last move and end the match as a table does: B, C, D. With
    ``kill_at`` (a child process) the process kills itself there."""
    def kill(point):
        if point == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)
    game_id = match.game.info.id
    match.apply(move)
    record = {"match": match.to_dict(), "seats": seats_of(match)}
    real_replace = document.os.replace
    writing = {"what": None}

    def replace(src, dst):                 # the rename that makes a write take effect
        kill(f"mid-{writing['what']}")
        real_replace(src, dst)
    document.os.replace = replace
    try:
        writing["what"] = "B"
        stats.record_match(game_id, record["seats"], match.winners, list(match.totals))
        kill("after-B")
        writing["what"] = "C"
        saves.autosave(record)
        kill("after-C")
        writing["what"] = None
        saves.clear_match(game_id)
        kill("after-D")
    finally:
        document.os.replace = real_replace


def start_again_and_check(root, game_id, move):
    """The next start, as App does it: sweep, settle; then end the match if needed."""
    sweep_temps(root / "data")
    saves, stats = stores(root)
    saves.settle_finished()
    saved, _ = saves.load_match(game_id)
    if saved is not None:                      # killed before the match was over on disk
        match = Match.from_dict(saved["match"], get_game(game_id))
        end_match(saves, stats, match, move)
    saves, stats = stores(root)
    assert saves.load_match(game_id)[0] is None
    figures = stats.summary()[game_id]["all"]
    assert figures["played"] == 1, figures
    left = sorted(p.name for p in (root / "data").iterdir() if "match-" in p.name)
    assert left == [], left


def run_child(root, game_id, kill_at=None, kill_after_s=None):
    """Start at the last move's save in ``root`` and end the match in a
    child process killed at ``kill_at`` (or after ``kill_after_s``)."""
    match, move = before_last_move(game_id)
    saves, _ = stores(root)
    saves.autosave({"match": match.to_dict(), "seats": seats_of(match)})
    pid = os.fork()
    if pid == 0:
        try:
            saves, stats = stores(root)
            end_match(saves, stats, match, move, kill_at)
        finally:
            os._exit(0)
    if kill_after_s is not None:
        time.sleep(kill_after_s)
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    _, status = os.waitpid(pid, 0)
    return move, status


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_kill_at_each_write_point_of_a_match_end_counts_it_once(tmp_path, game_id):
    n = GAME_IDS.index(game_id)
    for point in POINTS if ALL_POINTS else (POINTS[n % 5], POINTS[(n + 2) % 5]):
        root = tmp_path / point
        move, status = run_child(root, game_id, kill_at=point)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, point
        start_again_and_check(root, game_id, move)


@pytest.mark.skipif(RANDOM_KILLS == 0, reason="set FANUCCI_RANDOM_KILLS to run")
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_kills_at_a_match_end_count_it_once(tmp_path, game_id):
    rng = random.Random(game_id)
    killed = 0
    for n in range(RANDOM_KILLS):
        root = tmp_path / str(n)
        move, status = run_child(root, game_id, kill_after_s=rng.uniform(0.0, 0.25))
        killed += os.WIFSIGNALED(status)
        start_again_and_check(root, game_id, move)
    print(f"{game_id}: {RANDOM_KILLS} runs, {killed} killed mid-way, each counted once")
