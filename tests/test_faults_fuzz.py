"""Hypothesis feeds the app's own start mutated saves, settings and
statistics (issue 42): hostile texts in names and log lines, odd values in
every field, whole parts replaced. The app starts, draws its menu and
resumes what it offers without an error, and no file is deleted (an
unusable one is only renamed). CI runs a few examples;
``FANUCCI_FUZZ_EXAMPLES=1000`` runs more."""

import hashlib
import json
import os
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.storage.settings import SETTINGS_FORMAT
from fanucci_desktop.storage.stats import STATS_FORMAT
from fanucci_desktop.ui.scenes.menu import MainMenu

EXAMPLES = int(os.environ.get("FANUCCI_FUZZ_EXAMPLES", "5"))
GAME = "gin-rummy"

hostile_text = st.one_of(
    st.text(max_size=30),
    st.text(st.characters(codec=None, categories=("Cc", "Cs", "Cf", "Co", "Zl", "Zp")), max_size=10),
    st.builds(lambda n, c: c * n, st.integers(0, 100_000), st.sampled_from("Z\x00\ud800 ")))
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False)
    | hostile_text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(hostile_text, inner, max_size=4),
    max_leaves=10)


@pytest.fixture(scope="module")
def base_folder(tmp_path_factory):
    """A data folder with a Gin Rummy match in progress, settings and statistics."""
    root = tmp_path_factory.mktemp("fuzz-base")
    app = App(paths=AppPaths.under(root), size=(1280, 800), animation_speed="instant")
    app.stats.record_match(GAME, [{"name": "You", "kind": "human"}, {"name": "B", "kind": "easy"}],
                           [0], [100, 20], match_id="earlier")
    app.update_settings(volume=0.5)
    table = dr.new_table(app, GAME, [Seat("You"), Seat("Ada", "easy")], seed=8)
    assert dr.Autopilot(app, table).moves(5)
    app.shutdown()
    return root


def paths_in(doc):
    """Every (container, key) in a JSON document."""
    found = []
    stack = [doc]
    while stack:
        node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            found.append((node, key))
            stack.append(value)
    return found


def mutate(path: Path, data, picks) -> None:
    envelope = json.loads(path.read_text("utf-8"))
    places = paths_in(envelope)
    for index, value in picks:
        node, key = places[index % len(places)]
        node[key] = value
    path.write_text(json.dumps(envelope), "ascii")     # escaped, as a hand would write it


def digests(root: Path) -> list[str]:
    return sorted(hashlib.sha256(p.read_bytes()).hexdigest() for p in root.rglob("*.json"))


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                 HealthCheck.data_too_large])
@given(which=st.sets(st.sampled_from(["save", "settings", "stats"]), min_size=1),
       picks=st.lists(st.tuples(st.integers(0, 10_000), json_values), min_size=1, max_size=4),
       names=st.lists(hostile_text, min_size=2, max_size=2))
def test_the_app_starts_on_mutated_files_and_deletes_nothing(base_folder, which, picks, names):
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        shutil.copytree(base_folder, root, dirs_exist_ok=True)
        paths = AppPaths.under(root)
        save = paths.data_dir / f"match-{GAME}.json"
        files = {"save": save, "settings": paths.config_dir / "settings.json",
                 "stats": paths.data_dir / "stats.json"}
        if "save" in which:
            envelope = json.loads(save.read_text("utf-8"))
            for seat, name in zip(envelope["data"]["seats"], names):
                seat["name"] = name
            save.write_text(json.dumps(envelope), "ascii")
        for kind in sorted(which):
            mutate(files[kind], None, picks)
        before = digests(root)
        app = App(paths=paths, size=(1280, 800), animation_speed="instant")
        try:
            dr.run_frames(app, 2)
            assert isinstance(app.stack.top, MainMenu)
            assert set(before) <= set(digests(root)), "a file was deleted or changed"
            if GAME in app.stack.top.matches:
                app.stack.top.resume(GAME)
                dr.run_frames(app, 3)
        finally:
            app.shutdown()
