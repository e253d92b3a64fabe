"""The autosave: resume where play stopped, replay checked, bad saves kept aside."""

import importlib
import json
import random
from pathlib import Path

import pytest

from fanucci_desktop.engine import Match
from fanucci_desktop.games import GAMES, get_game
from fanucci_desktop.storage import AppPaths, SaveStore
from toy_game import GAME

SEATS = [{"name": "You", "kind": "human"}, {"name": "Ada", "kind": "normal"}]


def toy_games(game_id):
    """The game lookup for saves of the toy game."""
    if game_id != GAME.info.id:
        raise KeyError(game_id)
    return GAME


def toy_match(moves, seed=3):
    """A toy match after ``moves`` moves (first legal move each time; deals as needed)."""
    match = Match(GAME, 2, seed=seed)
    match.deal()
    for _ in range(moves):
        if match.needs_deal:
            match.deal()
        match.apply(match.legal_moves()[-1])
    return match


def toy_record(moves, **extra):
    return {"match": toy_match(moves).to_dict(), "seats": SEATS, **extra}


@pytest.fixture
def store(tmp_path):
    return SaveStore(AppPaths.under(tmp_path), games=toy_games)


def data_files(tmp_path):
    return sorted(p.name for p in (tmp_path / "data").iterdir())


def test_a_save_mid_hand_resumes_to_an_equal_match(store):
    match = toy_match(3)
    store.autosave({"match": match.to_dict(), "seats": SEATS, "turn_clock": 12})
    record, warnings = store.load_autosave()
    assert warnings == []
    assert record["seats"] == SEATS and record["turn_clock"] == 12
    again = Match.from_dict(record["match"], GAME)
    assert again.to_dict() == match.to_dict()
    assert again.legal_moves() == match.legal_moves()
    assert again.current_player == match.current_player


def test_the_file_is_versioned_json_with_game_and_versions(store, tmp_path):
    store.autosave(toy_record(2))
    envelope = json.loads((tmp_path / "data" / "autosave.json").read_text("utf-8"))
    assert envelope["kind"] == "autosave" and envelope["schema"] == 2
    assert envelope["game"] == GAME.info.id and envelope["app_version"]
    match = envelope["data"]["match"]
    assert {"seed", "options", "hands", "snapshot", "first_dealer"} <= set(match)


def test_summary_names_game_time_hand_and_seats(store):
    assert store.latest_summary() is None
    store.autosave(toy_record(1))
    summary = store.latest_summary()
    assert summary["game"] == GAME.info.id and summary["hand"] == 1
    assert summary["seats"] == SEATS and summary["saved_at"].endswith("Z")


def test_a_save_that_does_not_replay_is_kept_aside_and_the_previous_save_used(store, tmp_path):
    store.autosave(toy_record(1, n=1))
    bad = toy_record(2, n=2)
    bad["match"]["seed"] += 1  # another deal: the recorded moves and snapshot no longer follow
    store.autosave(bad)
    record, warnings = store.load_autosave()
    assert record["n"] == 1
    kept = list((tmp_path / "data").glob("autosave.mismatch-*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["data"] == bad
    assert "do not replay" in warnings[0] and str(kept[0]) in warnings[0]


def test_a_save_of_an_unknown_game_is_kept_aside_as_foreign(store, tmp_path):
    record = toy_record(1)
    record["match"]["game"] = "poker"
    SaveStore(AppPaths.under(tmp_path), games=get_game).autosave(record)
    assert store.load_autosave()[0] is None
    assert len(list((tmp_path / "data").glob("autosave.foreign-*.json"))) == 1


def test_summary_moves_no_file_even_when_the_save_is_bad(store, tmp_path):
    store.autosave(toy_record(1))
    path = tmp_path / "data" / "autosave.json"
    path.write_text(path.read_text()[:50])
    assert store.latest_summary() is None
    assert data_files(tmp_path) == ["autosave.json"]


def test_truncated_save_falls_back_to_the_one_before(store, tmp_path):
    store.autosave(toy_record(1, n=1))
    store.autosave(toy_record(2, n=2))
    path = tmp_path / "data" / "autosave.json"
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2])
    record, warnings = store.load_autosave()
    assert record["n"] == 1 and "cut short" in warnings[0]
    kept = list((tmp_path / "data").glob("autosave.corrupt-*.json"))
    assert kept[0].read_bytes() == raw[: len(raw) // 2]


def test_clear_forgets_the_saved_match(store, tmp_path):
    store.autosave(toy_record(1))
    store.autosave(toy_record(2))
    assert store.clear_autosave() == []
    assert store.load_autosave() == (None, [])
    assert data_files(tmp_path) == []


def test_a_record_without_match_or_seats_is_refused(store):
    with pytest.raises(ValueError):
        store.autosave({"seats": []})
    with pytest.raises(ValueError):
        store.autosave({"match": toy_match(0).to_dict()})


# -- every game: a save made mid-turn resumes to an equal state ------------------
def _engine_ready(game_id):
    info = next(i for i in GAMES if i.id == game_id)
    try:
        module = importlib.import_module(f"fanucci_desktop.games.{info.module}")
    except ImportError:
        return False
    return hasattr(module, "GAME")


def _mid_turn_match(game, seed):
    """A match stopped in the middle of a hand, some way in: right after a
    move (the 20th or later) that left the same seat to act (mid-turn) if one
    comes within 300 moves, else after the 20th move or the first one after it
    that leaves a hand in progress."""
    rng = random.Random(seed)
    match = Match(game, game.info.min_players, seed)
    fallback = None
    for step in range(300):
        if match.needs_deal:
            match.deal()
        mover = match.current_player
        match.apply(rng.choice(match.legal_moves()))
        if match.needs_deal:
            continue
        if step >= 19 and match.current_player == mover:
            return match
        if step >= 19 and fallback is None:
            fallback = match.to_dict()
    return Match.from_dict(fallback, game)


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_a_save_made_mid_turn_in_each_game_resumes_to_an_equal_state(tmp_path, game_id):
    if not _engine_ready(game_id):
        pytest.skip(f"the {game_id} engine has not landed yet")
    game = get_game(game_id)
    store = SaveStore(AppPaths.under(tmp_path))
    for seed in (1, 2):
        match = _mid_turn_match(game, seed)
        assert not match.needs_deal and match.hands[-1].moves  # a hand in progress
        seats = [{"name": f"P{i}", "kind": "human" if i == 0 else "hard"}
                 for i in range(match.num_players)]
        store.autosave({"match": match.to_dict(), "seats": seats})
        record, warnings = store.load_autosave()
        assert warnings == []
        again = Match.from_dict(record["match"], game)
        assert again.to_dict() == match.to_dict()
        assert again.state == match.state
        assert again.legal_moves() == match.legal_moves()


@pytest.mark.parametrize("seats", [
    [1, 2], [SEATS[0]], [SEATS[0], {"name": 3, "kind": "easy"}],
    [SEATS[0], {"name": "B", "kind": "god"}]])
def test_a_save_whose_seats_cannot_be_seated_is_kept_aside(store, tmp_path, seats):
    store.autosave({"match": toy_match(1).to_dict(), "seats": seats})
    record, warnings = store.load_autosave()
    assert record is None and "seats" in warnings[0]
    assert len(list((tmp_path / "data").glob("autosave.corrupt-*.json"))) == 1


def test_a_schema_1_fortune_rummy_save_from_before_the_stalemate_ruling_migrates_and_resumes(tmp_path):
    """A save written by the version before the Fortune stalemate ruling
    (tests/data, made by that version's own code) loads, replays and resumes
    at the same move, with the new field in its hand state."""
    fixture = Path(__file__).parent / "data" / "autosave-schema1-fortune-rummy.json"
    old = json.loads(fixture.read_text("utf-8"))
    assert old["schema"] == 1 and "quiet_turns" in old["data"]["match"]["snapshot"]
    data = tmp_path / "data"
    data.mkdir(parents=True)
    (data / "autosave.json").write_text(fixture.read_text("utf-8"), "utf-8")
    record, warnings = SaveStore(AppPaths.under(tmp_path), games=get_game).load_autosave()
    assert record is not None, warnings
    match = Match.from_dict(record["match"], get_game("fortune-rummy"))
    assert len(match.hands) == len(old["data"]["match"]["hands"])
    assert [len(h.moves) for h in match.hands] == \
        [len(h["moves"]) for h in old["data"]["match"]["hands"]]
    snapshot = match.state.to_dict()
    assert "melded_since_restock" in snapshot and "quiet_turns" not in snapshot
    old_snapshot = old["data"]["match"]["snapshot"]
    assert snapshot["hands"] == old_snapshot["hands"] and snapshot["stock"] == old_snapshot["stock"]
    assert not list(data.glob("autosave.*-*.json")), "nothing was moved aside"
