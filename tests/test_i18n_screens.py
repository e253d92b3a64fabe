"""The converted screens in the pseudo-language and in real languages.

In ``qps`` (tools/catalogs.py: accented, about 40 % longer, in brackets)
Settings, Statistics (with a finished match), the pause overlay and a
confirmation, the list of a match's hands and a hand's replay draw no
text that escaped translation (letters without one pseudo-language
letter, names aside) and shorten none, at 960x600, 1280x800 and
2560x1440 (each real language cuts and overlaps nothing there at the two
smaller sizes); so do the menu, the set-up screen of every game,
the on-screen keyboard, the lobby and the join screen at 960x600 and
1280x800 (each real language cuts nothing there). A language chosen in
Settings is spoken at once (the speech engine is asked for its voice),
and nothing the app keeps holds translated words: a match saved in German
resumes in French."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pygame
import pytest
from babel.messages.pofile import read_po

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.i18n import available_languages, catalog_file
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.theme import Cover, DrawnText
from fanucci_desktop.ui.widgets import Choice

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import catalogs  # noqa: E402  (tools/ is not a package)
from test_legibility import problems  # noqa: E402  (the legibility tour's checks of one frame)

SIZES = [(960, 600), (1280, 800), (2560, 1440)]
PSEUDO_LETTERS = {c for c in catalogs.ACCENTED.values() if not c.isascii()}
#: Names, never translated: the games' and the seats' (the AI players' too).
NAMES = {info.name for info in GAMES} | {"Ada", "Basil", "Cleo", "Dmitri", "Esme", "Felix", "Gus"}
GAME = "gin-rummy"


def whole_frame(app) -> list:
    """What one whole frame drew (``Theme.drawn``)."""
    app.theme.drawn = []
    app.draw()
    drawn, app.theme.drawn = app.theme.drawn, None
    return drawn


def top_texts(app) -> list[DrawnText]:
    """The texts of one whole frame that the top screen drew (after the
    last veil or backdrop over the whole window)."""
    drawn = whole_frame(app)
    window = pygame.Rect((0, 0), app.size)
    top = max((i for i, c in enumerate(drawn) if isinstance(c, Cover) and c.rect.contains(window)),
              default=0)
    return [d for d in drawn[top:] if isinstance(d, DrawnText) and d.text.strip()]


def escaped(text: str) -> bool:
    """True when ``text`` holds letters and none of the pseudo-language's,
    once the names are taken out."""
    for name in NAMES:
        text = text.replace(name, "")
    if re.fullmatch(r"\s*[A-Z]\s*", text):       # a lone capital: a seat's initial or the dealer's chip
        return False
    return bool(re.search(r"[A-Za-z]", text)) and not PSEUDO_LETTERS & set(text)


def test_the_escape_check_sees_english_and_passes_pseudo_language_and_names():
    assert escaped("Settings") and escaped("Rules of Gin Rummy")
    assert not escaped(catalogs.stretch("Settings")) and not escaped("Gin Rummy") and not escaped("80%")
    assert not escaped(catalogs.stretch("Rules of {game}").format(game="Gin Rummy"))


def screens(app):
    """Each converted screen in turn, by name, ready to draw: the list of
    the match's hands and a hand's replay last."""
    app.nav.settings()
    dr.run_frames(app, 3)
    yield "settings"
    app.stack.pop()
    app.nav.statistics()
    dr.run_frames(app, 3)
    yield "statistics"
    app.stack.pop()
    table = dr.new_table(app, GAME, dr.default_seats(GAME), seed=4)
    dr.Autopilot(app, table).moves(2)
    app.nav.pause(table)
    dr.run_frames(app, 3)
    yield "pause"
    gettext = app.language.gettext
    app.nav.confirm(gettext("Save and quit to menu"), gettext("Changes are saved at once."), lambda: None)
    dr.run_frames(app, 3)
    yield "confirm"
    app.stack.pop()
    app.stack.pop()
    assert dr.Autopilot(app, table).finish_hand()
    app.nav.hand_list(table)
    dr.run_frames(app, 3)
    yield "hand list"
    app.nav.replay_hand(table, 1)
    dr.run_frames(app, 3)
    yield "replay"
    for _ in range(3):
        dr.run_frames(app, 6, events=dr.key(pygame.K_RIGHT))
    yield "replay, three moves on"


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> Path:
    """A data folder with one finished match, so Statistics has figures."""
    folder = tmp_path_factory.mktemp("played")
    app = App(paths=AppPaths.under(folder), size=(1280, 800), animation_speed="instant")
    table = dr.new_table(app, GAME, dr.default_seats(GAME), seed=11)
    dr.Autopilot(app, table).finish_match()
    app.nav.main_menu()
    app.shutdown()
    return folder


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_converted_screens_in_the_pseudo_language_escape_nothing_and_shorten_nothing(size, played):
    app = App(paths=AppPaths.under(played), size=size, animation_speed="instant", language="qps")
    found = []
    try:
        for name in screens(app):
            texts = top_texts(app)
            assert texts, name
            found += [f"{name}: {line}" for line in problems(whole_frame(app), None, whole=True)]
            found += [f"{name}: {d.text!r} escaped translation" for d in texts if escaped(d.text)]
            found += [f"{name}: {d.text!r} was shortened" for d in texts if d.shortened]
    finally:
        app.shutdown()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", available_languages()[1:])
def test_converted_screens_in_each_language_cut_nothing_and_overlap_nothing(code, size, played):
    app = App(paths=AppPaths.under(played), size=size, animation_speed="instant", language=code)
    found = []
    try:
        for name in screens(app):
            found += [f"{name}: {line}" for line in problems(whole_frame(app), 12 if size == SIZES[0] else None,
                                                              whole=True)]
    finally:
        app.shutdown()
    assert not found, "\n".join(found)


def test_a_language_chosen_in_settings_is_spoken_at_once_and_saved(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="en")
    try:
        app.nav.settings()
        dr.run_frames(app, 2)
        scene = app.stack.top
        choice = next(w for w in scene.widgets_left if isinstance(w, Choice) and w.label == "Language")
        choice.index = choice.options.index("de")
        choice.on_change("de")
        texts = {d.text for d in top_texts(app)}
        assert {"Einstellungen", "Sprache", "Fertig"} <= texts and "Settings" not in texts
        assert app.language.code == "de"
        saved = json.loads((app.paths.config_dir / "settings.json").read_text(encoding="utf-8"))
        assert saved["data"]["language"] == "de"
    finally:
        app.shutdown()


def translated_words(code: str) -> set[str]:
    """The longer translations of ``code``'s catalog (words no file should
    hold), less those spelt as English data is ("normal": an AI's level in a
    save, a replay's speed in German)."""
    with catalog_file(code).open("rb") as handle:
        catalog = read_po(handle)
    texts = set()
    for message in catalog:
        if message.id:
            texts |= set(message.string if message.pluralizable else (message.string,))
    return {text for text in texts if len(text) > 4} - {"Normal", "normal", "Volume", "Fanucci Desktop: {games}."}


def test_a_match_saved_in_german_resumes_in_french_and_no_file_holds_translated_words(tmp_path):
    german = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="de")
    try:
        table = dr.new_table(german, GAME, dr.default_seats(GAME), seed=5)
        dr.Autopilot(german, table).moves(4)
        table.flow.autosave()
        record, _ = german.saves.load_match(GAME)
        saved = list(table.match.hands[-1].moves)
    finally:
        german.shutdown()
    words = translated_words("de")
    for path in Path(tmp_path).rglob("*.json"):
        text = path.read_text(encoding="utf-8")
        held = [w for w in words if w in text]
        assert not held, f"{path.name} holds {held}"
    french = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="fr")
    try:
        record, warnings = french.saves.load_match(GAME)
        assert record is not None and warnings == []
        french.nav.resume_match(record)
        dr.run_frames(french, 5)
        resumed = french.stack.top
        assert resumed.game_id == GAME and len(resumed.match.hands) >= 1
        assert resumed.match.hands[-1].moves[:len(saved)] == saved and len(saved) >= 3
        french.nav.pause(resumed)
        dr.run_frames(french, 2)
        assert "Reprendre" in {d.text for d in top_texts(french)}
    finally:
        french.shutdown()


def test_the_rules_screens_own_words_are_translated_and_its_keys_heading(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="de")
    try:
        app.nav.rules(GAME)
        dr.run_frames(app, 3)
        texts = {d.text for d in top_texts(app)}
        assert {"Regeln", "So spielt man Gin Rummy", "Zurück", "Spielend lernen"} <= texts
        assert app.stack.top.sections()[-2].title == "Tasten"
        assert app.stack.top.spoken_title().startswith("Regeln: Gin Rummy. Rechts liest")
    finally:
        app.shutdown()


def test_the_first_start_follows_the_systems_language_and_the_command_line_wins(tmp_path, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "pl:de")
    app = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="instant")
    try:
        assert app.settings.language == "" and app.language.code == "pl"
        app.nav.settings()
        dr.run_frames(app, 2)
        assert "Ustawienia" in {d.text for d in top_texts(app)}
    finally:
        app.shutdown()
    app = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="instant", language="ru")
    try:
        assert app.language.code == "ru" and app.settings.language == ""
    finally:
        app.shutdown()


def test_back_from_settings_in_another_language_the_pause_speaks_it(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="en")
    try:
        table = dr.new_table(app, GAME, dr.default_seats(GAME), seed=6)
        dr.run_frames(app, 3)
        app.nav.pause(table)
        dr.run_frames(app, 2)
        pause = app.stack.top
        assert "Resume" in {d.text for d in top_texts(app)}
        app.nav.settings()
        dr.run_frames(app, 2)
        app.stack.top.set_language("it")
        dr.run_frames(app, 2)
        app.stack.pop()
        dr.run_frames(app, 2)
        assert app.stack.top is pause
        texts = {d.text for d in top_texts(app)}
        assert {"Riprendi", "Impostazioni"} <= texts and "Resume" not in texts
    finally:
        app.shutdown()


def test_speech_turned_on_is_said_and_shown_in_the_language(tmp_path):
    from fanucci_desktop.speech import SpeechSwitch
    transcript = tmp_path / "said.txt"
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="pl",
              speech=SpeechSwitch.parse(f"transcript:{transcript}"))
    try:
        assert app.speaker.enabled          # a transcript turns speech on
        app.toggle_speech()
        assert app.toasts[-1][0] == "Mowa wyłączona"
        app.toggle_speech()
        assert app.toasts[-1][0] == "Mowa włączona"
        dr.run_frames(app, 5)
    finally:
        app.shutdown()
    assert "Mowa włączona" in transcript.read_text(encoding="utf-8").splitlines()


#: Names the screens below show as they are: the seats' (the form's
#: defaults, and the open seat the host names) and the examples of an
#: address and a code.
MENU_NAMES = {"Fanucci Desktop", "Basil", "Ada", "Cleo", "Dmitri", "Esme", "Felix", "Gus", "OpenSpiel"}


def escaped_here(text: str) -> bool:
    """:func:`escaped`, the names of :data:`MENU_NAMES` and the join code
    aside; a single letter or digit (a key of the keyboard) is no word."""
    for name in MENU_NAMES:
        text = text.replace(name, "")
    text = re.sub(r"\b[0-9A-Z]{5}-[0-9A-Z]{5}\b", "", text)
    return len(text.strip()) > 1 and escaped(text)


def menu_screens(app):
    """The menu (with a match in progress), the set-up screen of every
    game, the join screen, the lobby and the on-screen keyboard, each by
    name, ready to draw."""
    from fanucci_desktop.ui.scenes.keyboard import OnScreenKeyboard
    table = dr.new_table(app, GAME, dr.default_seats(GAME), seed=4)
    dr.Autopilot(app, table).moves(2)
    table.flow.autosave()
    app.nav.main_menu()
    dr.run_frames(app, 3)
    yield "menu"
    for info in GAMES:
        app.nav.new_game(info.id)
        dr.run_frames(app, 3)
        yield f"new game of {info.id}"
        if info.id != GAME:
            app.stack.pop()
    form = app.stack.top
    app.stack.push(OnScreenKeyboard(app, form.names[0]))
    dr.run_frames(app, 3)
    yield "keyboard"
    app.stack.pop()
    form.kinds[1].set_value("online")
    form.names[0].value = "Basil"
    dr.run_frames(app, 1)
    form.begin()
    dr.run_frames(app, 3)
    lobby = app.stack.top
    for _ in range(500):
        if lobby.seats():
            break
        dr.run_frames(app, 1)
        pygame.time.wait(5)
    assert lobby.seats(), lobby.error
    yield "lobby"
    lobby.leave_screen()
    app.nav.main_menu()
    app.nav.join()
    dr.run_frames(app, 3)
    yield "join"
    scene = app.stack.top
    scene.join()                 # nothing typed: it asks for the address in words
    dr.run_frames(app, 1)
    yield "join, asking"


@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_menu_set_up_join_lobby_and_keyboard_in_the_pseudo_language_escape_nothing(size, tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant", language="qps")
    found = []
    try:
        for name in menu_screens(app):
            texts = top_texts(app)
            assert texts, name
            found += [f"{name}: {line}" for line in problems(whole_frame(app), None, whole=True)]
            found += [f"{name}: {d.text!r} escaped translation" for d in texts if escaped_here(d.text)]
            found += [f"{name}: {d.text!r} was shortened" for d in texts if d.shortened]
            said = app.stack.top.spoken_title()
            if escaped_here(said):
                found.append(f"{name}: its title {said!r} is said in English")
    finally:
        app.shutdown()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("code", available_languages()[1:])
def test_the_menu_set_up_join_lobby_and_keyboard_in_each_language_cut_nothing(code, tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language=code)
    found = []
    try:
        for name in menu_screens(app):
            found += [f"{name}: {line}" for line in problems(whole_frame(app), None, whole=True)]
    finally:
        app.shutdown()
    assert not found, "\n".join(found)


def test_the_menu_speaks_a_language_chosen_in_settings_on_the_way_back(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="en")
    try:
        dr.run_frames(app, 2)
        assert "Join a match" in {d.text for d in top_texts(app)}
        app.nav.settings()
        dr.run_frames(app, 2)
        app.stack.top.set_language("de")
        app.stack.pop()
        dr.run_frames(app, 2)
        texts = {d.text for d in top_texts(app)}
        assert {"Einer Partie beitreten", "Weiterspielen", "Zusehen"} <= texts and "Join a match" not in texts
    finally:
        app.shutdown()


def test_a_pads_notice_and_a_file_kept_aside_are_shown_in_the_language(tmp_path):
    from fanucci_desktop.i18n import N_, said
    (tmp_path / "config").mkdir(parents=True, exist_ok=True)
    app = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="instant", language="ru")
    try:
        notice = said(N_("Controller connected: {name}"), name="Pad 7")
        assert notice == "Controller connected: Pad 7"          # English where no language is known
        app.toast(notice)
        assert app.toasts[-1][0] == "Контроллер подключён: Pad 7"
        settings = app.paths.config_dir / "settings.json"
        settings.write_text("{not json", encoding="utf-8")
        from fanucci_desktop.storage.settings import load_settings
        _, warnings = load_settings(app.paths)
        assert warnings and warnings[0].startswith("Your settings could not be read")
        app.toast(warnings[0])
        assert app.toasts[-1][0].startswith("Ваши настройки: файл не прочитан")
    finally:
        app.shutdown()


def test_the_speech_engine_is_asked_for_the_languages_voice_when_the_language_changes(tmp_path):
    from fanucci_desktop.speech.engines import (Command, Engine, SpeechDispatcher, espeak_voice,
                                                spd_say_language)

    class Listening(Engine):
        """An engine that keeps the languages it was asked for (says nothing)."""
        instant = True

        def __init__(self):
            self.languages = []

        def speak(self, text, cut):
            pass

        def set_language(self, code):
            self.languages.append(code)

    app = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="instant", language="en")
    try:
        engine = Listening()
        app.speaker.engine = engine
        app.update_settings(language="pt_BR")
        app.update_settings(language="qps")           # the pseudo-language is spoken in English
        assert engine.languages == ["pt_BR", "en"]
    finally:
        app.shutdown()
    espeak = Command("espeak-ng", ["espeak-ng", "--stdin"], stdin=True, voice=espeak_voice)
    espeak.set_language("pt_BR")
    assert espeak.command_line("Olá") == ["espeak-ng", "-v", "pt-br", "--stdin"]
    spd = Command("speech-dispatcher", ["spd-say", "--wait", "--"], voice=spd_say_language)
    spd.set_language("ru")
    assert spd.command_line("Привет") == ["spd-say", "-l", "ru", "--wait", "--", "Привет"]

    asked: list[str] = []

    class Client:
        """speechd's client, keeping the languages it is asked for."""

        def __init__(self, _name):
            pass

        def set_language(self, code):
            asked.append(code)

    class Speechd:
        SSIPClient = Client

    SpeechDispatcher(Speechd).set_language("pt_BR")
    assert asked == ["pt-BR"]


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_every_heading_of_a_games_rules_is_translated_in_the_pseudo_language(game_id, tmp_path):
    """The headings of each game's rules (its own, the shared ones, Gamepad,
    Keys, Play by ear) as the rules screen shows and reads them: none in
    English (the paragraphs: tests/test_i18n_rules.py)."""
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="qps")
    try:
        app.nav.rules(game_id)
        dr.run_frames(app, 2)
        titles = [section.title for section in app.stack.top.sections()]
        assert titles and not [t for t in titles if escaped(t)]
        assert app.stack.top.paragraphs()[0].startswith(titles[0] + ". ")
    finally:
        app.shutdown()


def test_the_demo_says_what_it_is_in_the_players_language(tmp_path):
    from fanucci_desktop.engine.match import Match
    from fanucci_desktop.games import get_game
    from fanucci_desktop.session.seats import Seat
    from fanucci_desktop.ui.scenes.demo import DemoScene

    app = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="instant", language="de")
    try:
        scene = DemoScene(app, Match(get_game("gin-rummy"), 2, 4), [Seat("Ada", "easy"), Seat("Basil", "easy")])
        app.stack.reset(scene)
        dr.run_frames(app, 10)
        app.theme.drawn = []
        try:
            app.draw()
            texts = [d.text for d in app.theme.drawn if isinstance(d, DrawnText)]
        finally:
            app.theme.drawn = None
        assert "Vorführung: Der Computer spielt jeden Platz, jede Hand offen" in texts, texts
        assert scene.spoken_title().startswith("Zuschauen bei Gin Rummy. Vorführung: ")
        assert "Demonstration" not in " ".join(texts) + scene.spoken_title()
    finally:
        app.shutdown()
