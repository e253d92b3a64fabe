"""The autosave: resume where play stopped, replay checked, bad saves kept aside."""

import json
import random
from pathlib import Path

import pytest

from fanucci_desktop.engine import Match
from fanucci_desktop.games import GAMES, get_game
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.storage.saves import AUTOSAVE_FORMAT, SaveStore
from fanucci_desktop.games.shed import GAME

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


TOY = GAME.info.id
SLOT = f"match-{TOY}"


@pytest.fixture
def store(tmp_path):
    return SaveStore(AppPaths.under(tmp_path), games=toy_games, game_ids=(TOY,))


def data_files(tmp_path):
    return sorted(p.name for p in (tmp_path / "data").iterdir())


def test_a_save_mid_hand_resumes_to_an_equal_match(store):
    match = toy_match(3)
    store.autosave({"match": match.to_dict(), "seats": SEATS, "turn_clock": 12})
    record, warnings = store.load_match(TOY)
    assert warnings == []
    assert record["seats"] == SEATS and record["turn_clock"] == 12
    again = Match.from_dict(record["match"], GAME)
    assert again.to_dict() == match.to_dict()
    assert again.legal_moves() == match.legal_moves()
    assert again.current_player == match.current_player


def test_the_file_is_versioned_json_with_game_and_versions(store, tmp_path):
    store.autosave(toy_record(2))
    envelope = json.loads((tmp_path / "data" / f"{SLOT}.json").read_text("utf-8"))
    assert envelope["kind"] == "autosave" and envelope["schema"] == AUTOSAVE_FORMAT.schema == 11
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
    record, warnings = store.load_match(TOY)
    assert record["n"] == 1
    kept = list((tmp_path / "data").glob(f"{SLOT}.mismatch-*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["data"] == bad
    assert "do not play back the same way" in warnings[0] and str(kept[0]) in warnings[0]


def test_a_save_of_an_unknown_game_is_kept_aside_as_foreign(store, tmp_path):
    record = toy_record(1)
    record["match"]["game"] = "poker"
    poker = SaveStore(AppPaths.under(tmp_path), games=get_game, game_ids=("poker",))
    poker.autosave(record)
    assert poker.load_match("poker")[0] is None and poker.in_progress() == []
    assert len(list((tmp_path / "data").glob("match-poker.foreign-*.json"))) == 1


def test_summary_moves_no_file_even_when_the_save_is_bad(store, tmp_path):
    store.autosave(toy_record(1))
    path = tmp_path / "data" / f"{SLOT}.json"
    path.write_text(path.read_text()[:50])
    assert store.latest_summary() is None
    assert data_files(tmp_path) == [f"{SLOT}.json"]


def test_truncated_save_falls_back_to_the_one_before(store, tmp_path):
    store.autosave(toy_record(1, n=1))
    store.autosave(toy_record(2, n=2))
    path = tmp_path / "data" / f"{SLOT}.json"
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 2])
    record, warnings = store.load_match(TOY)
    assert record["n"] == 1 and "cut short" in warnings[0]
    kept = list((tmp_path / "data").glob(f"{SLOT}.corrupt-*.json"))
    assert kept[0].read_bytes() == raw[: len(raw) // 2]


def test_clear_forgets_the_saved_match(store, tmp_path):
    store.autosave(toy_record(1))
    store.autosave(toy_record(2))
    assert store.clear_match(TOY) == []
    assert store.load_match(TOY) == (None, [])
    assert data_files(tmp_path) == []


def test_a_record_without_match_or_seats_is_refused(store):
    with pytest.raises(ValueError):
        store.autosave({"seats": []})
    with pytest.raises(ValueError):
        store.autosave({"match": toy_match(0).to_dict()})


# -- every game: a save made mid-turn resumes to an equal state ------------------
def _mid_turn_match(game, seed):
    """A match stopped in the middle of a hand, some way in: right after a
    move (the 20th or later) that left the same seat to act (mid-turn) if one
    comes within 300 moves, else after the 20th move or the first one after it
    that leaves a hand in progress (a match over by then, as a short one
    may be, is stopped there)."""
    rng = random.Random(seed)
    match = Match(game, game.info.min_players, seed)
    fallback = None
    for step in range(300):
        if match.is_over:
            break
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
    game = get_game(game_id)
    store = SaveStore(AppPaths.under(tmp_path))
    for seed in (1, 2):
        match = _mid_turn_match(game, seed)
        assert not match.needs_deal and match.hands[-1].moves  # a hand in progress
        seats = [{"name": f"P{i}", "kind": "human" if i == 0 else "hard"}
                 for i in range(match.num_players)]
        store.autosave({"match": match.to_dict(), "seats": seats})
        record, warnings = store.load_match(game_id)
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
    record, warnings = store.load_match(TOY)
    assert record is None and "seats" in warnings[0]
    assert len(list((tmp_path / "data").glob(f"{SLOT}.corrupt-*.json"))) == 1


def plant_single_slot(tmp_path, fixture_name):
    """The single-slot save of an older version, as it lay in the data folder."""
    fixture = Path(__file__).parent / "data" / fixture_name
    data = tmp_path / "data"
    data.mkdir(parents=True, exist_ok=True)
    (data / "autosave.json").write_text(fixture.read_text("utf-8"), "utf-8")
    return json.loads(fixture.read_text("utf-8"))


def test_a_schema_1_fortune_rummy_save_from_before_the_stalemate_ruling_migrates_and_resumes(tmp_path):
    """A save written by the version before the Fortune stalemate ruling
    (tests/data, made by that version's own code) loads, replays and resumes
    at the same move, with the new field in its hand state."""
    old = plant_single_slot(tmp_path, "autosave-schema1-fortune-rummy.json")
    assert old["schema"] == 1 and "quiet_turns" in old["data"]["match"]["snapshot"]
    store = SaveStore(AppPaths.under(tmp_path), games=get_game)
    assert store.migrate_single_slot() == []
    record, warnings = store.load_match("fortune-rummy")
    assert record is not None, warnings
    match = Match.from_dict(record["match"], get_game("fortune-rummy"))
    assert len(match.hands) == len(old["data"]["match"]["hands"])
    assert [len(h.moves) for h in match.hands] == \
        [len(h["moves"]) for h in old["data"]["match"]["hands"]]
    snapshot = match.state.to_dict()
    assert "melded_since_restock" in snapshot and "quiet_turns" not in snapshot
    old_snapshot = old["data"]["match"]["snapshot"]
    assert snapshot["hands"] == old_snapshot["hands"] and snapshot["stock"] == old_snapshot["stock"]


def test_the_single_slot_save_of_schema_2_moves_into_its_games_slot_and_resumes(tmp_path):
    """Today's format before one slot per game (tests/data, written by that
    version's own code): on the first start it becomes Flathead Rummy's match
    in progress, exactly as it was; the old file is kept aside, not deleted."""
    old = plant_single_slot(tmp_path, "autosave-schema2-single-slot.json")
    assert old["schema"] == 2 and old["game"] == "flathead-rummy"
    store = SaveStore(AppPaths.under(tmp_path), games=get_game)
    assert store.migrate_single_slot() == []
    record, warnings = store.load_match("flathead-rummy")
    match = {**old["data"]["match"], "options": {"target": 42, **old["data"]["match"]["options"]}}
    assert warnings == [] and record == {**old["data"], "match": match,
                                         "view": {"log": [], "hand_orders": {}}}
    [summary] = store.in_progress()
    assert summary["game"] == "flathead-rummy" and summary["hand"] == 2
    assert not summary["between_hands"] and len(summary["totals"]) == 3
    data = tmp_path / "data"
    assert not (data / "autosave.json").exists()
    assert len(list(data.glob("autosave.migrated-*.json"))) == 1
    assert store.migrate_single_slot() == []          # once only: nothing left to move
    assert store.load_match("flathead-rummy")[0] == record


def test_the_single_slot_save_never_overwrites_a_newer_match_of_its_game(tmp_path):
    old = plant_single_slot(tmp_path, "autosave-schema2-single-slot.json")
    store = SaveStore(AppPaths.under(tmp_path), games=get_game)
    newer = dict(old["data"], seats=[dict(s, name=s["name"] + "2") for s in old["data"]["seats"]])
    store.autosave(newer)
    warnings = store.migrate_single_slot()
    assert "kept aside" in warnings[0]
    assert store.load_match("flathead-rummy")[0]["seats"] == newer["seats"]
    assert len(list((tmp_path / "data").glob("autosave.migrated-*.json"))) == 1


def test_two_games_keep_a_match_each_and_the_latest_comes_first(tmp_path):
    games = {"flathead-rummy": get_game("flathead-rummy"), "trophy-case": get_game("trophy-case")}
    store = SaveStore(AppPaths.under(tmp_path), games=get_game)
    records = {}
    for game_id, game in games.items():
        match = _mid_turn_match(game, 1)
        seats = [{"name": f"P{i}", "kind": "human" if i == 0 else "easy"}
                 for i in range(match.num_players)]
        records[game_id] = {"match": match.to_dict(), "seats": seats}
        store.autosave(records[game_id])
    for game_id in games:
        assert store.load_match(game_id)[0] == records[game_id]
    assert [s["game"] for s in store.in_progress()] == ["trophy-case", "flathead-rummy"]
    assert store.latest_summary()["game"] == "trophy-case"
    store.clear_match("trophy-case")
    assert [s["game"] for s in store.in_progress()] == ["flathead-rummy"]


def test_an_abandoned_match_is_kept_aside_not_deleted(store, tmp_path):
    store.autosave(toy_record(1, n=1))
    store.autosave(toy_record(2, n=2))
    kept = store.abandon_match(TOY)
    assert len(kept) == 2 and all(".abandoned-" in p.name for p in kept)
    assert store.load_match(TOY) == (None, []) and store.in_progress() == []
    assert sorted(json.loads(p.read_text())["data"]["n"] for p in kept) == [1, 2]


def test_between_hands_once_a_hand_is_scored(store):
    match = toy_match(0)
    while not match.needs_deal:
        match.apply(match.legal_moves()[-1])
    store.autosave({"match": match.to_dict(), "seats": SEATS})
    [summary] = store.in_progress()
    assert summary["between_hands"] and summary["hand"] == 1


def old_save(tmp_path: Path, name: str, game_id: str) -> tuple[dict, dict, SaveStore]:
    """An older app's save of ``game_id`` (``tests/data/NAME``, written by
    that version's own code) put where the store looks, then loaded: its
    JSON as written, the record the store gives (with no warning) and the store."""
    text = (Path(__file__).parent / "data" / name).read_text("utf-8")
    data = tmp_path / "data"
    data.mkdir(parents=True)
    (data / f"match-{game_id}.json").write_text(text, "utf-8")
    store = SaveStore(AppPaths.under(tmp_path), games=get_game)
    record, warnings = store.load_match(game_id)
    assert warnings == [] and record is not None
    return json.loads(text), record, store


def test_a_schema_3_save_gains_an_empty_view_and_resumes_at_the_same_move(tmp_path):
    """A save written by the version before the table's view was kept
    (tests/data, made by that version's own code) loads with an empty log
    and no hand order, and replays to the same move."""
    old, record, store = old_save(tmp_path, "autosave-schema3-fan-rummy.json", "fan-rummy")
    assert old["schema"] == 3 and "view" not in old["data"]
    assert record["view"] == {"log": [], "hand_orders": {}}
    old_match = old["data"]["match"]
    assert record["match"] == {**old_match, "options": {"target": 100, **old_match["options"]}}
    assert record["seats"] == old["data"]["seats"]


def test_a_schema_5_fortune_rummy_save_from_before_known_cards_migrates_and_resumes(tmp_path):
    """A save written by the version before a Fortune hand knew which cards
    each player took with the pile (tests/data, made by that version's own
    code, just after a pile was taken) loads, replays to the same move and
    now knows the taken cards."""
    old, record, store = old_save(tmp_path, "autosave-schema5-fortune-rummy.json", "fortune-rummy")
    assert old["schema"] == 5 and "known_in_hands" not in old["data"]["match"]["snapshot"]
    match = Match.from_dict(record["match"], get_game("fortune-rummy"))
    assert match.hands[-1].moves == old["data"]["match"]["hands"][-1]["moves"]
    snapshot, old_snapshot = match.state.to_dict(), old["data"]["match"]["snapshot"]
    assert snapshot["hands"] == old_snapshot["hands"] and snapshot["stock"] == old_snapshot["stock"]
    taker = match.state.current_player
    assert snapshot["known_in_hands"][taker], "the pile's cards are known in the taker's hand"


@pytest.mark.parametrize("game_id", ["gin-rummy", "fan-rummy"])
def test_a_schema_6_gin_save_between_hands_migrates_and_resumes(tmp_path, game_id):
    """A save written by the version before the match length and the score
    lines in sentences (tests/data, made by that version's own code, just
    after hand 1 was scored) loads: a Gin match is one to 100, the hand
    replays to the same scores (its details in today's words) and the next
    hand deals; the match keeps its identity when it is saved again."""
    old, record, store = old_save(tmp_path, f"autosave-schema6-{game_id}.json", game_id)
    assert old["schema"] == 6 and "target" not in old["data"]["match"]["options"]
    assert old["data"]["match"]["snapshot"]["phase"] == "over"
    match = Match.from_dict(record["match"], get_game(game_id))
    assert match.target == 100 and match.totals == old["data"]["match"]["totals"]
    assert [h.scores for h in match.hands] == [h["scores"] for h in old["data"]["match"]["hands"]]
    assert " = " not in " ".join(match.hands[0].details)
    if game_id == "gin-rummy":
        assert match.options["target"] == 100 and match.state.target == 100
    assert match.needs_deal
    match.deal()
    store.autosave({**record, "match": match.to_dict()})
    assert store.match_id(game_id) == old["match_id"]


def test_a_schema_8_gin_save_keeps_openspiels_scoring_it_was_played_by(tmp_path):
    """A Gin save written by the version before equal deadwood was an
    undercut (tests/data, made by that version's own code: hand 1 a knock
    with 9 deadwood each, which scored nothing, hand 2 under way) loads with
    the house rule OpenSpiel's scoring on, replays to the same scores and
    moves, and keeps its identity when it is saved again."""
    old, record, store = old_save(tmp_path, "autosave-schema8-gin-rummy.json", "gin-rummy")
    old_match = old["data"]["match"]
    assert old["schema"] == 8 and "openspiel" not in old_match["options"]
    assert "openspiel" not in old_match["snapshot"]
    assert old_match["hands"][0]["scores"] == [0, 0]
    assert record["match"]["options"]["openspiel"] is True
    match = Match.from_dict(record["match"], get_game("gin-rummy"))
    assert [h.scores for h in match.hands][:1] == [[0, 0]] and match.state.openspiel
    assert match.state.to_dict() == {**old_match["snapshot"], "openspiel": True}
    store.autosave({**record, "match": match.to_dict()})
    assert store.match_id("gin-rummy") == old["match_id"]


@pytest.mark.parametrize("game_id", ["gin-rummy", "fan-rummy"])
def test_a_schema_9_gin_save_between_hands_replays_to_score_lines_that_name_the_cards(
        tmp_path, game_id):
    """A save written by the version before a gin hand's score named the
    deadwood cards it counts (tests/data, made by that version's own code,
    just after hand 1 was scored by a knock) loads: the hand replays to the
    same scores, its lines now naming the cards, and the next hand deals."""
    old, record, store = old_save(tmp_path, f"autosave-schema9-{game_id}.json", game_id)
    old_match = old["data"]["match"]
    assert old["schema"] == 9 and old_match["snapshot"]["phase"] == "over"
    assert " (" not in old_match["hands"][0]["details"][1].replace("(the", "")
    match = Match.from_dict(record["match"], get_game(game_id))
    assert [h.scores for h in match.hands] == [h["scores"] for h in old_match["hands"]]
    assert "deadwood (" in " ".join(match.hands[0].details)
    assert match.needs_deal
    match.deal()
    store.autosave({**record, "match": match.to_dict()})
    assert store.match_id(game_id) == old["match_id"]


@pytest.mark.parametrize("game_id, target", [("fortune-rummy", 500), ("trophy-case", 30),
                                             ("flathead-rummy", 42), ("fan-rummy", 100)])
def test_a_schema_10_save_gains_its_games_standard_match_length(tmp_path, game_id, target):
    """A save written by the version before every game had a choice of match
    length (tests/data, made by that version's own code, a few moves into
    hand 1) loads as a match to its rules' target, replays to the same
    move, and keeps its identity when it is saved again."""
    old, record, store = old_save(tmp_path, f"autosave-schema10-{game_id}.json", game_id)
    old_match = old["data"]["match"]
    assert old["schema"] == 10 and "target" not in old_match["options"]
    assert record["match"]["options"] == {"target": target, **old_match["options"]}
    match = Match.from_dict(record["match"], get_game(game_id))
    assert match.target == target and match.options["target"] == target
    assert match.hands[-1].moves == old_match["hands"][-1]["moves"]
    store.autosave({**record, "match": match.to_dict()})
    assert store.match_id(game_id) == old["match_id"]


def test_a_schema_7_trophy_case_save_of_a_deal_ended_by_running_out_names_who_ran_out(tmp_path):
    """A save written by the version before a Trophy Case deal remembered
    who ran out of cards (tests/data, made by that version's own code, just
    after a deal ended that way) loads, replays to the same scores and now
    names who ran out; the match keeps its identity when it is saved again."""
    old, record, store = old_save(tmp_path, "autosave-schema7-trophy-case-ended.json", "trophy-case")
    snapshot = old["data"]["match"]["snapshot"]
    assert old["schema"] == 7 and "ran_out" not in snapshot
    assert snapshot["ending"] == "out_of_cards"
    match = Match.from_dict(record["match"], get_game("trophy-case"))
    assert [h.scores for h in match.hands] == [h["scores"] for h in old["data"]["match"]["hands"]]
    state = match.state
    assert state.ending == "out_of_cards" and state.ran_out
    assert state.ending_text().startswith("Seat ") and "A player" not in state.ending_text()
    store.autosave({**record, "match": match.to_dict()})
    assert store.match_id("trophy-case") == old["match_id"]


def test_a_schema_7_trophy_case_save_mid_deal_keeps_its_snapshot_check(tmp_path):
    """A Trophy Case save of that version in the middle of a deal (tests/data)
    loads with its snapshot kept and still checked against the replay: the
    snapshot gains an empty ``ran_out``, as the replayed deal has."""
    old, record, store = old_save(tmp_path, "autosave-schema7-trophy-case-mid.json", "trophy-case")
    assert old["schema"] == 7 and not old["data"]["match"]["snapshot"]["ending"]
    snapshot = record["match"]["snapshot"]
    assert snapshot == {**old["data"]["match"]["snapshot"], "ran_out": []}
    match = Match.from_dict(record["match"], get_game("trophy-case"))
    assert match.state.to_dict() == snapshot
