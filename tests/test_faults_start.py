"""What a start cleans up and says (issue 42, item 8): temporary files of a
killed write are swept at once; a failure says so once, not after every
move; a corrupt main save is announced on the menu, not only on resume."""

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.storage import AppPaths, StorageError
from fanucci_desktop.ui.scenes.menu import MainMenu


def make_app(root) -> App:
    return App(paths=AppPaths.under(root), size=(1280, 800), animation_speed="instant")


def test_temporary_files_of_a_killed_write_are_swept_at_start(tmp_path):
    paths = AppPaths.under(tmp_path)
    left = [paths.data_dir / ".match-gin-rummy.json.4242.0badf00d.tmp",
            paths.data_dir / ".stats.json.4242.0badf00d.tmp",
            paths.config_dir / ".settings.json.4242.0badf00d.tmp"]
    for tmp in left:
        tmp.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(b'{"half": ')             # written a moment ago
    make_app(tmp_path).shutdown()
    assert not any(tmp.exists() for tmp in left)


def test_a_save_that_fails_after_every_move_says_so_once(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    shown = []
    real = app.toast

    def toast(text, seconds=4.0):
        before = len(app.toasts)
        real(text, seconds)
        if len(app.toasts) > before:
            shown.append(text)

    def full(record):
        raise StorageError("Could not save the saved game: No space left on device.", None)
    monkeypatch.setattr(app, "toast", toast)
    monkeypatch.setattr(app.saves, "autosave", full)
    table = dr.new_table(app, "gin-rummy", [Seat("You"), Seat("Ada", "easy")], seed=4)
    assert dr.Autopilot(app, table).moves(12)
    app.shutdown()
    failures = [text for text in shown if "could not be saved" in text]
    assert len(failures) == 1


def test_a_corrupt_main_save_is_announced_on_the_menu(tmp_path):
    app = make_app(tmp_path)
    table = dr.new_table(app, "gin-rummy", [Seat("You"), Seat("Ada", "easy")], seed=4)
    assert dr.Autopilot(app, table).moves(4)
    app.shutdown()
    main = app.saves.path("gin-rummy")
    assert main.with_name("match-gin-rummy.backup.json").exists()
    main.write_text('{"app": "FanucciDesktop", "kind": "autos', "utf-8")
    again = make_app(tmp_path)
    try:
        dr.run_frames(again, 2)
        assert isinstance(again.stack.top, MainMenu) and "gin-rummy" in again.stack.top.matches
        said = " ".join(text for text, _ in again.toasts)
        assert "saved game could not be read" in said and "cut short" in said
    finally:
        again.shutdown()


def test_an_unusable_statistics_file_is_announced_at_start(tmp_path):
    stats = AppPaths.under(tmp_path).data_dir / "stats.json"
    stats.parent.mkdir(parents=True)
    with open(stats, "wb") as handle:
        handle.truncate(100_000_000)
    app = make_app(tmp_path)
    try:
        said = " ".join(text for text, _ in app.toasts)
        assert ("Your statistics could not be read: the file is 100.0 MB, more than the 8 MB "
                "Fanucci Desktop reads. It was kept, unchanged, as") in said
        assert not stats.exists() and list(stats.parent.glob("stats.corrupt-*.json"))
    finally:
        app.shutdown()
