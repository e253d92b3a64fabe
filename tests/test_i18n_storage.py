"""Every kind of storage warning and error is toasted in the player's
language, and still reads as English where no language is known.

One Russian app is opened for the module; each test makes its warning with
the storage layer's own code, checks the English it reads as, toasts it and
checks the Russian shown (the translation is looked up, not glued: the
placeholders are filled in it).
"""

from __future__ import annotations

import json

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.engine import Match
from fanucci_desktop.games.shed import GAME
from fanucci_desktop.storage import AppPaths, StorageError
from fanucci_desktop.storage import document as document_module
from fanucci_desktop.storage import stats as stats_module
from fanucci_desktop.storage.document import DocumentFile
from fanucci_desktop.storage.saves import SaveStore
from fanucci_desktop.storage.settings import SETTINGS_FORMAT, Settings, load_settings, save_settings
from fanucci_desktop.storage.stats import StatsStore

SEATS = [{"name": "You", "kind": "human"}, {"name": "Ada", "kind": "normal"}]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    made = App(paths=AppPaths.under(tmp_path_factory.mktemp("app")), size=(960, 600),
               animation_speed="instant", language="ru")
    yield made
    made.shutdown()


def toasted(app, text) -> str:
    """What the toast of ``text`` shows."""
    app.toast(text, again=True)
    return app.toasts[-1][0]


def test_a_file_that_could_not_be_opened_is_said_in_the_language(app, tmp_path, monkeypatch):
    paths = AppPaths.under(tmp_path)
    save_settings(paths, Settings())

    def refuse(path, limit):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(document_module, "read_regular", refuse)
    _, warnings = load_settings(paths)
    main = paths.config_dir / "settings.json"
    assert warnings[0] == f"Your settings at {main} could not be opened (Permission denied); it was left where it is."
    assert toasted(app, warnings[0]) == (f"Ваши настройки ({main}): файл не открылся "
                                         f"(Permission denied); он остался на месте.")


def test_a_file_that_cannot_be_used_and_the_backup_used_instead_are_said_in_the_language(app, tmp_path):
    paths = AppPaths.under(tmp_path)
    save_settings(paths, Settings())
    save_settings(paths, Settings())                      # the first becomes the backup
    main = paths.config_dir / "settings.json"
    main.write_text("", encoding="utf-8")
    file = DocumentFile(paths.config_dir, "settings", SETTINGS_FORMAT)
    envelope, warnings = file.read(keep_aside=False)
    assert envelope is not None and len(warnings) == 2
    assert warnings[0] == f"Your settings at {main} cannot be used: the file is empty."
    assert warnings[1].startswith("The previous settings, from ") and warnings[1].endswith(", were used instead.")
    assert toasted(app, warnings[0]) == f"Ваши настройки ({main}): файл нельзя использовать (the file is empty)."
    when = warnings[1].removeprefix("The previous settings, from ").removesuffix(", were used instead.")
    assert toasted(app, warnings[1]) == f"Вместо них использованы предыдущие настройки от {when}."


def test_a_bad_setting_and_unknown_settings_are_said_in_the_language(app):
    _, warnings = Settings.from_dict({"volume": "loud", "sparkle": 1, "zoom": 2})
    bad, unknown = warnings
    assert unknown == "Unknown settings were ignored: sparkle, zoom."
    assert toasted(app, unknown) == "Неизвестные настройки пропущены: sparkle, zoom."
    assert bad.startswith("The setting volume = 'loud' was not used: it ")
    assert toasted(app, bad).startswith("Настройка volume = 'loud' не применена (")
    _, [none] = Settings.from_dict(["not", "settings"])
    assert none == "The settings file holds no settings; the defaults are used."
    assert toasted(app, none) == "Файл настроек не содержит настроек; используются значения по умолчанию."


def test_a_full_disk_is_said_in_the_language_with_the_systems_words(app, tmp_path, monkeypatch):
    paths = AppPaths.under(tmp_path)

    def full(folder, name, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(document_module, "write_temp", full)
    with pytest.raises(StorageError) as caught:
        save_settings(paths, Settings())
    assert str(caught.value) == (f"Your settings could not be saved in {paths.config_dir}: "
                                 f"No space left on device.")
    assert toasted(app, str(caught.value)) == (f"Ваши настройки: не удалось сохранить файл в "
                                               f"{paths.config_dir} (No space left on device).")


def test_statistics_that_could_not_be_locked_are_said_in_the_language(app, tmp_path, monkeypatch):
    paths = AppPaths.under(tmp_path)

    def busy(path):
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(stats_module, "locked", busy)
    with pytest.raises(StorageError) as caught:
        StatsStore(paths).record_abandoned("m1", SEATS)
    assert str(caught.value).startswith("Your statistics could not be locked in ")
    assert toasted(app, str(caught.value)).startswith("Не удалось заблокировать вашу статистику в ")


def finished_record() -> dict:
    match = Match(GAME, 2, seed=3)
    while not match.is_over:
        if match.needs_deal:
            match.deal()
        match.apply(match.legal_moves()[-1])
    return {"match": match.to_dict(), "seats": SEATS}


def test_a_finished_save_kept_aside_is_said_in_the_language(app, tmp_path, monkeypatch):
    paths = AppPaths.under(tmp_path)
    stats = StatsStore(paths)
    store = SaveStore(paths, games=lambda game_id: GAME, game_ids=(GAME.info.id,), stats=stats)
    store.autosave(finished_record())

    def refused(*args, **kwargs):
        raise StorageError("the disk is read-only", None)

    monkeypatch.setattr(stats, "record_match", refused)
    warnings = store.settle_finished()
    path = store.path(GAME.info.id)
    assert warnings == [f"A finished match could not be counted yet (the disk is read-only); "
                        f"it is kept in {path}."]
    assert toasted(app, warnings[0]) == (f"Законченную партию пока не удалось учесть "
                                         f"(the disk is read-only); она хранится в {path}.")


def test_an_older_save_kept_aside_is_said_in_the_language(app, tmp_path):
    from pathlib import Path
    fixture = Path(__file__).parent / "data" / "autosave-schema2-single-slot.json"
    data = tmp_path / "data"
    data.mkdir(parents=True)
    (data / "autosave.json").write_text(fixture.read_text("utf-8"), "utf-8")
    old = json.loads(fixture.read_text("utf-8"))
    store = SaveStore(AppPaths.under(tmp_path))
    store.autosave(old["data"])                           # a newer match of that game
    warnings = store.migrate_single_slot()
    assert warnings == ["An older saved game of flathead-rummy was kept aside: "
                        "a newer match of that game is in progress."]
    assert toasted(app, warnings[0]) == ("Более старая сохранённая игра flathead-rummy отложена: "
                                         "идёт более новая партия этой игры.")


def test_settings_that_could_not_be_saved_are_toasted_wholly_in_the_language(app, monkeypatch):
    """The app's own wrapper says the storage error inside it in the
    language too (it is not flattened to English first)."""
    def full(folder, name, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(document_module, "write_temp", full)
    app.update_settings(volume=app.settings.volume)
    assert app.toasts[-1][0] == (f"Не удалось сохранить настройки: Ваши настройки: не удалось "
                                 f"сохранить файл в {app.paths.config_dir} (No space left on device).")


def test_a_finished_match_not_counted_yet_is_said_kept_in_the_language(app, tmp_path):
    paths = AppPaths.under(tmp_path)
    store = SaveStore(paths, games=lambda game_id: GAME, game_ids=(GAME.info.id,), stats=StatsStore(paths))
    store.autosave(finished_record())
    path = store.path(GAME.info.id)
    [kept] = store.clear_match(GAME.info.id)            # its result is not in the statistics
    assert kept == (f"The finished match is kept in {path} until its result is in the statistics: "
                    f"it is counted at the next start.")
    assert toasted(app, kept) == (f"Завершённая партия хранится в {path}, пока её результат не попадёт в "
                                  f"статистику: она будет учтена при следующем запуске.")
    assert path.exists()
