"""Hostile and odd input is refused at the door (issue 42, items 4 to 6):
names and log lines with NUL, lone surrogates or two million letters are
cleaned where they are read; a window size no display has is refused; only
regular files under a size limit are read (a named pipe, a link to
/dev/zero, a 100 MB save are kept aside, unread); a crash while the app is
being built still writes a crash log."""

import json
import os
import sys
import threading
from pathlib import Path
from types import SimpleNamespace

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.launch import run_app
from fanucci_desktop.check import driver as dr
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.storage import AppPaths, load_settings
from fanucci_desktop.storage.saves import SaveStore
from fanucci_desktop.storage.document import MAX_FILE_BYTES
from fanucci_desktop.storage.settings import SETTINGS_FORMAT
from fanucci_desktop.storage.text import NAME_MAX, clean_name
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui.tables.base import Table

HOSTILE_NAMES = {"nul": "A\x00da", "surrogate": "Ba\ud800sil", "huge": "Z" * 2_000_000}


def make_app(root: Path) -> App:
    return App(paths=AppPaths.under(root), size=(1280, 800), animation_speed="instant")


def saved_match(root: Path, game_id: str, moves: int = 4) -> Path:
    """A real save of ``game_id`` after ``moves`` moves; its path."""
    app = make_app(root)
    table = dr.new_table(app, game_id, [Seat("You"), Seat("Ada", "easy"), Seat("Basil", "easy")]
                         if game_id == "trophy-case" else [Seat("You"), Seat("Ada", "easy")], seed=3)
    assert dr.Autopilot(app, table).moves(moves)
    app.shutdown()
    return app.saves.path(game_id)


def rewrite(path: Path, change) -> None:
    envelope = json.loads(path.read_text("utf-8"))
    change(envelope["data"])
    path.write_text(json.dumps(envelope), "utf-8")


def start_and_resume(root: Path, game_id: str) -> Table:
    """Start the app on ``root``, draw the menu, resume ``game_id`` and draw the table."""
    app = make_app(root)
    try:
        dr.run_frames(app, 2)
        menu = app.stack.top
        assert isinstance(menu, MainMenu) and game_id in menu.matches
        menu.resume(game_id)
        dr.run_frames(app, 3)
        table = app.stack.find(Table)
        assert table is not None and table.game_id == game_id
        return table
    finally:
        app.shutdown()


@pytest.mark.parametrize("kind", sorted(HOSTILE_NAMES))
def test_a_hostile_seat_name_in_a_save_is_cleaned_and_the_match_resumes(tmp_path, kind):
    path = saved_match(tmp_path, "gin-rummy")
    rewrite(path, lambda record: record["seats"][0].update(name=HOSTILE_NAMES[kind]))
    table = start_and_resume(tmp_path, "gin-rummy")
    name = table.seats[0].name
    assert name == clean_name(HOSTILE_NAMES[kind], "Player 1")
    assert len(name) <= NAME_MAX and name.isprintable()


def test_a_nul_in_a_log_line_is_cleaned_and_trophy_case_resumes(tmp_path):
    path = saved_match(tmp_path, "trophy-case")
    rewrite(path, lambda record: record["view"]["log"].append({"seat": 0, "text": "led\x00 \ud800"}))
    table = start_and_resume(tmp_path, "trophy-case")
    assert all(line.text.isprintable() for line in table.log.lines)
    assert "led " in [line.text for line in table.log.lines]


def write_settings(root: Path, data: dict) -> None:
    folder = AppPaths.under(root).config_dir
    folder.mkdir(parents=True, exist_ok=True)
    envelope = json.loads(SETTINGS_FORMAT.encode({}))
    envelope["data"] = data                    # escaped: a lone surrogate as a hand writes it
    (folder / "settings.json").write_text(json.dumps(envelope), "ascii")


def test_a_hostile_name_in_a_remembered_set_up_is_cleaned_not_dropped(tmp_path):
    seats = [{"name": "A\x00da", "kind": "human"}, {"name": "\ud800" + "B" * 100, "kind": "easy"}]
    write_settings(tmp_path, {"setups": {"gin-rummy": {"players": 2, "seats": seats, "options": {}}}})
    settings, warnings = load_settings(AppPaths.under(tmp_path))
    assert [s["name"] for s in settings.setups["gin-rummy"]["seats"]] == ["Ada", "B" * NAME_MAX]
    assert warnings == []


def test_a_window_size_no_display_has_is_refused(tmp_path):
    write_settings(tmp_path, {"window_size": [16384, 16384]})
    settings, warnings = load_settings(AppPaths.under(tmp_path))
    assert settings.window_size == (1280, 800)
    assert any("window_size" in w for w in warnings)


def load_in_thread(store: SaveStore, game_id: str, timeout: float = 10.0):
    """``store.load_match(game_id)`` run where a hang cannot stop the test."""
    out = []
    worker = threading.Thread(target=lambda: out.append(store.load_match(game_id)), daemon=True)
    worker.start()
    worker.join(timeout)
    return out[0] if out else None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_save_that_is_a_named_pipe_is_kept_aside_without_waiting(tmp_path):
    store = SaveStore(AppPaths.under(tmp_path))
    slot = store.path("gin-rummy")
    slot.parent.mkdir(parents=True)
    os.mkfifo(slot)
    try:
        result = load_in_thread(store, "gin-rummy")
    finally:
        try:                                   # let a reader stuck on the pipe go
            os.close(os.open(slot, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            pass
    assert result is not None, "reading a named pipe hung"
    record, warnings = result
    assert record is None and "named pipe" in " ".join(warnings)
    assert not slot.exists() and list(slot.parent.glob("match-gin-rummy.corrupt-*.json"))


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_save_that_links_to_dev_zero_is_kept_aside_unread(tmp_path):
    store = SaveStore(AppPaths.under(tmp_path))
    slot = store.path("gin-rummy")
    slot.parent.mkdir(parents=True)
    slot.symlink_to("/dev/zero")
    record, warnings = store.load_match("gin-rummy")
    assert record is None and "a device, not a file" in " ".join(warnings)
    assert not os.path.lexists(slot)


def test_a_save_too_big_is_kept_aside_unread(tmp_path):
    store = SaveStore(AppPaths.under(tmp_path))
    slot = store.path("gin-rummy")
    slot.parent.mkdir(parents=True)
    with open(slot, "wb") as handle:
        handle.truncate(100_000_000)           # sparse: 100 MB that takes no room
    record, warnings = store.load_match("gin-rummy")
    assert record is None and "the file is 100.0 MB, more than the 8 MB" in " ".join(warnings)
    kept = list(slot.parent.glob("match-gin-rummy.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].stat().st_size == 100_000_000
    assert MAX_FILE_BYTES < 100_000_000


def test_a_crash_while_the_app_is_built_writes_a_crash_log(tmp_path, monkeypatch, capsys):
    for name in ("DATA", "CONFIG", "STATE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(tmp_path / name.lower()))

    def broken(self, *args, **kwargs):
        raise MemoryError("no room to build the app")
    monkeypatch.setattr(App, "__init__", broken)
    assert run_app(SimpleNamespace(exit_after_frames=1)) == 1
    logs = list(AppPaths.default().log_dir.glob("crash-*.log"))
    assert len(logs) == 1 and "MemoryError: no room to build the app" in logs[0].read_text("utf-8")
    assert "could not start" in capsys.readouterr().err
