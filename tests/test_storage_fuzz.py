"""Hypothesis feeds the loaders random and mutated files: inside only
StorageError is ever raised, the public loaders return warnings instead of
raising, and no file is deleted or changed (unreadable ones are only renamed)."""

import json
import tempfile
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from fanucci_desktop.engine import Match
from fanucci_desktop.storage import AppPaths, Settings, StatsStore, load_settings, save_settings
from fanucci_desktop.storage.saves import AUTOSAVE_FORMAT, SaveStore
from fanucci_desktop.storage.errors import StorageError
from test_storage_saves import toy_games, toy_record
from fanucci_desktop.games.shed import GAME

FUZZ = settings(max_examples=80, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=12)


def _valid_envelopes():
    """One good file of each kind, made by the real writers."""
    with tempfile.TemporaryDirectory() as root:
        paths = AppPaths.under(root)
        SaveStore(paths, games=toy_games).autosave(toy_record(3))
        StatsStore(paths).record_match("fan-rummy", [{"name": "You", "kind": "human"},
                                                     {"name": "B", "kind": "hard"}], [0], [9, 1])
        save_settings(paths, Settings(volume=0.3))
        return {name: json.loads(path.read_text("utf-8")) for name, path in (
            ("autosave", paths.data_dir / f"match-{GAME.info.id}.json"),
            ("stats", paths.data_dir / "stats.json"),
            ("settings", paths.config_dir / "settings.json"))}


VALID = _valid_envelopes()


@st.composite
def mutated(draw, value):
    """``value`` with one spot in its tree replaced, removed or changed."""
    if isinstance(value, (dict, list)) and value and draw(st.booleans()):
        keys = sorted(value) if isinstance(value, dict) else list(range(len(value)))
        key = draw(st.sampled_from(keys))
        copy = dict(value) if isinstance(value, dict) else list(value)
        action = draw(st.sampled_from(["descend", "descend", "delete", "replace"]))
        if action == "delete":
            del copy[key]
        elif action == "replace":
            copy[key] = draw(json_values)
        else:
            copy[key] = draw(mutated(value[key]))
        return copy
    return draw(json_values | st.sampled_from([0, -1, 2, 10**6, "", "x", [], {}, None, True]))


def file_bytes(kind):
    """Bytes of a file of ``kind``: garbage, any JSON, a mutated good file,
    a truncated or byte-flipped good file, or the good file itself."""
    good = json.dumps(VALID[kind], indent=1).encode()
    truncated = st.integers(0, len(good) - 1).map(lambda n: good[:n])
    flipped = st.tuples(st.integers(0, len(good) - 1), st.integers(0, 255)).map(
        lambda p: good[:p[0]] + bytes([p[1]]) + good[p[0] + 1:])
    return st.one_of(
        st.binary(max_size=200),
        json_values.map(lambda v: json.dumps(v).encode()),
        mutated(VALID[kind]).map(lambda v: json.dumps(v).encode()),
        mutated(VALID[kind]).map(lambda v: json.dumps(v).encode()),
        truncated, flipped, st.just(good))


def _plant(folder: Path, name: str, main: bytes | None, backup: bytes | None) -> Counter:
    folder.mkdir(parents=True, exist_ok=True)
    for suffix, raw in ((".json", main), (".backup.json", backup)):
        if raw is not None:
            (folder / f"{name}{suffix}").write_bytes(raw)
    return _contents(folder)


def _contents(folder: Path) -> Counter:
    return Counter(p.read_bytes() for p in folder.iterdir())


@FUZZ
@given(main=st.none() | file_bytes("autosave"), backup=st.none() | file_bytes("autosave"))
def test_the_save_loader_only_raises_storage_errors_and_deletes_nothing(main, backup):
    for raw in (main, backup):
        if raw is not None:
            try:
                AUTOSAVE_FORMAT.decode(raw)
            except StorageError:
                pass
    with tempfile.TemporaryDirectory() as root:
        paths = AppPaths.under(root)
        before = _plant(paths.data_dir, f"match-{GAME.info.id}", main, backup)
        store = SaveStore(paths, games=toy_games, game_ids=(GAME.info.id,))
        summary = store.latest_summary()
        assert _contents(paths.data_dir) == before
        record, warnings = store.load_match(GAME.info.id)
        assert _contents(paths.data_dir) == before  # renamed at most, never lost
        assert all(isinstance(w, str) and w for w in warnings)
        assert (record is None) == (summary is None)
        if record is not None:
            Match.from_dict(record["match"], GAME)  # what loads also resumes
        store.autosave(toy_record(1))
        assert before - _contents(paths.data_dir) <= Counter(
            [raw for raw in (main, backup) if raw is not None and _usable(raw)])


def _usable(raw: bytes) -> bool:
    """Whether a file may be replaced by the backup rotation (only good
    files are ever rotated out of existence)."""
    try:
        AUTOSAVE_FORMAT.decode(raw)
    except StorageError:
        return False
    return True


@FUZZ
@given(main=st.none() | file_bytes("stats"), backup=st.none() | file_bytes("stats"))
def test_the_statistics_loader_never_raises_and_deletes_nothing(main, backup):
    with tempfile.TemporaryDirectory() as root:
        paths = AppPaths.under(root)
        before = _plant(paths.data_dir, "stats", main, backup)
        store = StatsStore(paths)
        summary = store.summary()
        assert isinstance(summary, dict)
        assert _contents(paths.data_dir) == before
        assert all(isinstance(w, str) for w in store.take_warnings())


@FUZZ
@given(main=st.none() | file_bytes("settings"), backup=st.none() | file_bytes("settings"))
def test_the_settings_loader_never_raises_and_deletes_nothing(main, backup):
    with tempfile.TemporaryDirectory() as root:
        paths = AppPaths.under(root)
        before = _plant(paths.config_dir, "settings", main, backup)
        loaded, warnings = load_settings(paths)
        assert isinstance(loaded, Settings)
        assert _contents(paths.config_dir) == before
        assert all(isinstance(w, str) for w in warnings)
