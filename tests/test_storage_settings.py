"""Settings: defaults, round trip, bad values fall back field by field."""

import json
from pathlib import Path

import pytest

from fanucci_desktop.session.pace import EAR_WAITS
from fanucci_desktop.storage import AppPaths, Settings, load_settings, save_settings
from fanucci_desktop.storage.settings import SPEECH_WAITS, add_speech


@pytest.fixture
def paths(tmp_path):
    return AppPaths.under(tmp_path)


def write_raw(paths, data):
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    envelope = {"app": "FanucciDesktop", "kind": "settings", "schema": 1,
                "app_version": "0.1.0", "saved_at": "2026-01-01T00:00:00Z", "data": data}
    (paths.config_dir / "settings.json").write_text(json.dumps(envelope))


def test_no_file_gives_the_defaults_without_warnings(paths):
    assert load_settings(paths) == (Settings(), [])


def test_defaults_are_the_documented_ones():
    s = Settings()
    assert (s.sound, s.volume, s.animation_speed, s.ai_pace, s.card_back, s.table_color,
            s.color_badges, s.four_color_deck, s.confirm_end_turn, s.fullscreen,
            s.window_size) == (True, 0.8, "normal", "normal", "", "green", True, False,
                               False, False, (1280, 800))


def test_saved_settings_load_back_equal_and_land_in_the_config_dir(paths):
    chosen = Settings(sound=False, volume=0.25, animation_speed="instant", ai_pace="fast",
                      card_back="waves", table_color="blue", color_badges=False,
                      four_color_deck=True, confirm_end_turn=True, fullscreen=True,
                      window_size=(1920, 1080))
    assert save_settings(paths, chosen) == []
    assert (paths.config_dir / "settings.json").exists()
    assert load_settings(paths) == (chosen, [])


def test_a_bad_value_falls_back_to_its_default_and_keeps_the_others(paths):
    write_raw(paths, {"volume": 7, "ai_pace": "fast", "window_size": [10, 10],
                      "sound": "yes", "animation_speed": "warp", "four_color_deck": True})
    settings, warnings = load_settings(paths)
    assert settings == Settings(ai_pace="fast", four_color_deck=True)
    assert len(warnings) == 4
    assert any("volume" in w and "0.8" in w for w in warnings)


def test_unknown_fields_are_ignored_with_a_warning(paths):
    write_raw(paths, {"volume": 0.5, "theme": "dark"})
    settings, warnings = load_settings(paths)
    assert settings == Settings(volume=0.5)
    assert warnings == ["Unknown settings were ignored: theme."]


def test_settings_data_that_is_not_a_table_gives_defaults(paths):
    write_raw(paths, [1, 2])
    settings, warnings = load_settings(paths)
    assert settings == Settings() and len(warnings) == 1


def test_an_unreadable_settings_file_is_kept_aside_and_the_defaults_used(paths):
    paths.config_dir.mkdir(parents=True)
    (paths.config_dir / "settings.json").write_bytes(b"\x00\x00\x00")
    settings, warnings = load_settings(paths)
    assert settings == Settings()
    kept = list(paths.config_dir.glob("settings.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"\x00\x00\x00"
    assert str(kept[0]) in warnings[0]


@pytest.mark.parametrize("field, value", [
    ("volume", -0.1), ("volume", True), ("volume", float("nan")), ("sound", 1),
    ("animation_speed", "Normal"), ("ai_pace", "instant"), ("table_color", ""),
    ("window_size", (100, 800)), ("window_size", (1280, 800, 1)), ("card_back", 5),
])
def test_constructing_settings_with_a_bad_value_raises(field, value):
    with pytest.raises(ValueError, match=field):
        Settings(**{field: value})


def load_settings_written_by(paths, fixture_name: str):
    """:func:`load_settings` of the settings file ``tests/data/<fixture_name>``
    (one an older app wrote), put where the app keeps its settings."""
    paths.config_dir.mkdir(parents=True, exist_ok=True)
    fixture = Path(__file__).parent / "data" / fixture_name
    (paths.config_dir / "settings.json").write_text(fixture.read_text("utf-8"), "utf-8")
    return load_settings(paths)


def test_a_schema_1_file_written_by_the_older_app_migrates_with_no_lesson_done(paths):
    settings, warnings = load_settings_written_by(paths, "settings-schema1.json")
    assert warnings == []
    assert settings == Settings(ai_pace="fast", table_color="blue", volume=0.5, lessons_done=())
    save_settings(paths, settings)
    assert json.loads((paths.config_dir / "settings.json").read_text("utf-8"))["schema"] == 3


def test_a_schema_2_file_migrates_keeping_its_speech_and_waiting_until_it_is_said(paths):
    settings, warnings = load_settings_written_by(paths, "settings-schema2.json")
    assert warnings == []
    assert settings == Settings(animation_speed="fast", lessons_done=("gin-rummy",), speech=True,
                                speech_wait="said")
    save_settings(paths, settings)
    saved = json.loads((paths.config_dir / "settings.json").read_text("utf-8"))
    assert saved["schema"] == 3 and saved["data"]["speech_wait"] == "said"


def test_the_schema_2_migration_adds_the_speech_settings_a_file_lacks():
    envelope = {"schema": 2, "data": {"ai_pace": "fast"}}
    assert add_speech(envelope)["data"] == {"ai_pace": "fast", "speech": False, "speech_wait": "said"}
    kept = {"schema": 2, "data": {"speech": True, "speech_wait": "none"}}
    assert add_speech(kept)["data"] == {"speech": True, "speech_wait": "none"}


def test_the_speech_wait_round_trips_and_a_bad_one_falls_back_with_a_warning(paths):
    for wait in SPEECH_WAITS:
        save_settings(paths, Settings(speech_wait=wait))
        assert load_settings(paths) == (Settings(speech_wait=wait), [])
    write_raw(paths, {"speech_wait": "forever"})
    settings, warnings = load_settings(paths)
    assert settings.speech_wait == "said" and len(warnings) == 1 and "speech_wait" in warnings[0]


def test_every_speech_wait_has_its_seconds_for_the_pace():
    assert set(EAR_WAITS) == set(SPEECH_WAITS) and EAR_WAITS["none"] == 0.0


def test_lessons_done_round_trip_once_each_and_a_bad_list_falls_back(paths):
    chosen = Settings(lessons_done=("trophy-case", "flathead-rummy", "trophy-case"))
    assert chosen.lessons_done == ("trophy-case", "flathead-rummy")
    save_settings(paths, chosen)
    assert load_settings(paths) == (chosen, [])
    write_raw(paths, {"lessons_done": "flathead-rummy"})
    settings, warnings = load_settings(paths)
    assert settings.lessons_done == () and len(warnings) == 1
