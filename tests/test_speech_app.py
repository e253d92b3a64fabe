"""Speech in the app: the setting (off by default), the ``--speech`` switch,
F2 anywhere, and what the widgets and the focus say."""

from __future__ import annotations

import json
import subprocess
import sys

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.cli import build_parser
from fanucci_desktop.games import GAMES
from fanucci_desktop.speech import SpeechSwitch
from fanucci_desktop.storage import AppPaths, Settings, load_settings
from fanucci_desktop.ui import controls
from fanucci_desktop.ui.widgets import Button, Choice, FocusGroup, Slider, TextField, Toggle


def heard(path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


@pytest.fixture
def said(tmp_path):
    return tmp_path / "said.txt"


def make_app(tmp_path, speech: SpeechSwitch | None):
    return App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", speech=speech)


def test_speech_is_off_by_default_and_a_settings_file_without_it_reads_off(tmp_path):
    assert Settings().speech is False
    paths = AppPaths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    envelope = {"app": "FanucciDesktop", "kind": "settings", "schema": 2, "app_version": "0.1.0",
                "saved_at": "2026-01-01T00:00:00Z", "data": {"sound": False}}
    (paths.config_dir / "settings.json").write_text(json.dumps(envelope))
    assert load_settings(paths) == (Settings(sound=False), [])
    (paths.config_dir / "settings.json").write_text(json.dumps({**envelope, "data": {"speech": "loud"}}))
    settings, warnings = load_settings(paths)
    assert settings.speech is False and "speech" in warnings[0]


def test_the_switch_reads_off_on_and_a_transcript_and_refuses_the_rest_in_words():
    parse = build_parser().parse_args
    assert parse(["--speech", "on"]).speech == SpeechSwitch(on=True)
    assert parse(["--speech", "off"]).speech == SpeechSwitch(on=False)
    assert parse([]).speech is None
    switch = parse(["--speech", "transcript:/tmp/x/said.txt"]).speech
    assert switch.on is True and str(switch.transcript) == "/tmp/x/said.txt"
    out = subprocess.run([sys.executable, "-m", "fanucci_desktop", "--speech", "loud"],
                         capture_output=True, text=True)
    assert out.returncode == 2 and "--speech takes off, on or transcript:FILE" in out.stderr


def test_the_app_off_by_default_says_nothing_and_starts_no_speech_thread(tmp_path, said):
    app = make_app(tmp_path, None)
    try:
        dr.run_frames(app, 3, events=dr.key(pygame.K_TAB))
        assert not app.speaker.enabled and app.speaker.engine is None and app.speaker._worker is None
    finally:
        app.shutdown()


def test_f2_turns_speech_on_and_off_anywhere_and_the_setting_remembers(tmp_path, said):
    app = make_app(tmp_path, SpeechSwitch(on=False, transcript=said))
    try:
        dr.run_frames(app, 2)
        assert heard(said) == []
        dr.run_frames(app, 2, events=dr.key(pygame.K_F2))
        assert app.speaker.enabled and app.settings.speech
        assert heard(said)[:2] == ["Speech on", "Fanucci Desktop. Choose a game; Tab moves on, Enter opens."]
        assert load_settings(app.paths)[0].speech is True
        dr.run_frames(app, 2, events=dr.key(pygame.K_F2))
        lines = len(heard(said))
        dr.run_frames(app, 2, events=dr.key(pygame.K_TAB))
        assert not app.speaker.enabled and len(heard(said)) == lines
        assert load_settings(app.paths)[0].speech is False
    finally:
        app.shutdown()


def test_speech_on_with_no_engine_says_so_once_and_the_app_plays_on(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path / "nothing"))
    monkeypatch.setitem(sys.modules, "speechd", None)
    app = make_app(tmp_path, SpeechSwitch(on=True))
    try:
        dr.run_frames(app, 3, events=dr.key(pygame.K_TAB))
        assert [t for t, _ in app.toasts if "no speech engine" in t] != []
        assert app.speaker.engine is None and app.speaker._worker is None
    finally:
        app.shutdown()


def test_the_speech_key_is_in_every_key_help():
    for game_id in (info.id for info in GAMES):
        assert "F2: speech on or off (on every screen)" in controls.help_items(game_id)
    pressed = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F2, mod=0)
    assert controls.act_for(pressed, controls.ANYWHERE) is controls.Act.SPEECH


def test_each_widget_says_its_name_kind_and_state():
    assert Button(label="Rules").spoken() == "Rules, button"
    assert Choice(label="Players", options=["2", "3"], index=1).spoken() == "Players: 3, button"
    assert Toggle(label="Oklahoma").spoken() == "Oklahoma, switch, off"
    assert Slider(label="Volume", value=0.8).spoken() == "Volume, slider, 80 percent"
    assert TextField(placeholder="Player 2", value="Ada").spoken() == "Player 2, text field, Ada"
    assert TextField(spoken_as="Deal number").spoken() == "Deal number, text field, empty"
    assert Button(label="Continue", enabled=False).spoken() == "Continue, button, unavailable"


def test_the_focus_tells_a_move_in_full_then_only_what_changed():
    sound, name = Toggle(label="Sound", value=True), TextField(spoken_as="Seat 1 name", value="Al")
    group = FocusGroup([sound, name])
    group.focus = 0
    assert group.news() == "Sound, switch, on"
    assert group.news() == ""
    sound.activate()
    assert group.news() == "Sound: off"          # issue 54: a change says its label and value
    group.move(1)
    assert group.news() == "Seat 1 name, text field, Al"
    name.value = "Ali"
    assert group.news() == "i"
    name.value = "A"
    assert group.news() == "li, deleted"
    name.value = ""
    assert group.news() == "A, deleted, empty"
    assert group.news(whole=True) == "Seat 1 name, text field, empty"


def test_a_setting_changed_says_its_label_and_value():
    """Issue 54, item 17: "Computer pace: Fast", not "Fast" alone."""
    from fanucci_desktop.ui.widgets import Choice
    pace = Choice(label="Computer pace", options=["Slow", "Normal", "Fast"], index=1)
    group = FocusGroup([pace])
    group.focus = 0
    assert group.news() == "Computer pace: Normal, button"
    pace.step(1)
    assert group.news() == "Computer pace: Fast"
