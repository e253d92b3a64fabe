"""The tables' prompts in the words of the device used last (issue 57): a
prompt that says "click", "double-click" or "Left/Right and Space" with the
mouse and keys in hand names the pad's buttons instead while a pad was used
last, and says "tap" while a finger was; drawn and said alike. One mechanism
does it for every table (``keycaps.device_words``), so every game of the
catalogue is held to it at its first turns. Trophy Case's help line names
the move as its Play button does ("Lead" on a trick's first card) on every
device."""

from __future__ import annotations

import re

import pygame
import pytest
from babel.messages.pofile import read_po

from ear_kit import Ear
from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.i18n import Message, available_languages, catalog_file, load_language
from fanucci_desktop.ui.controls import BINDINGS, LESSON, Act, game_acts, game_moves, key_names, pad_way, \
    pad_way_name
from fanucci_desktop.ui.pad_buttons import PAD_STYLES, PadInput, pad_name
from fanucci_desktop.session.lesson import LESSONS
from fanucci_desktop.ui.scenes.handoff import HandOff
from fanucci_desktop.ui.scenes.summary import HandSummary
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.tables.parts.coach import coach_said
from fanucci_desktop.ui.tables.parts.keycaps import KEY_NAMED, POINTING, device_words
from fanucci_desktop.ui.theme import DrawnText

from test_table_button_keys import each_choice, seats_for, turns

GAME_IDS = [info.id for info in GAMES]
#: Words that only a mouse or the keyboard's keys can do.
MOUSE_OR_KEYS = re.compile(r"click|\bSpace\b|\bEnter\b|\bF1\b|arrow keys", re.I)


def prompts_on(table, device: str, style: str = "playstation") -> str:
    """The prompt drawn and said while ``device`` was used last."""
    pads = table.app.devices.pads
    pads.last, pads.style = device, style
    try:
        return table.words.shown_prompt()
    finally:
        pads.last = "keys"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_games_first_prompts_name_the_pad_or_a_tap_never_a_click(app, game_id):
    info = next(i for i in GAMES if i.id == game_id)
    table = dr.new_table(app, game_id, seats_for(info), seed=6)
    ways = [f"({pad_way_name(way, 'playstation')})" for act in game_moves(game_id)
            if (way := pad_way(game_id, act)) is not None]
    clicked = 0
    for _ in turns(app, table, n=4):
        for _ in each_choice(table):
            keys = table.words.prompt()
            on_pad, on_touch = prompts_on(table, "pad"), prompts_on(table, "touch")
            assert not MOUSE_OR_KEYS.search(on_pad), f"with a pad: {on_pad!r} (keys: {keys!r})"
            assert "click" not in on_touch.lower(), f"with a finger: {on_touch!r} (keys: {keys!r})"
            if re.search(r"\([A-Z0-9]\)", keys):
                assert any(way in on_pad for way in ways), f"no pad button named: {on_pad!r}"
            if "click" in keys.lower():
                clicked += 1
                assert "tap" in on_touch, f"with a finger: {on_touch!r} (keys: {keys!r})"
            assert prompts_on(table, "keys") == keys
    assert clicked, "no prompt of the first turns named the mouse"


def test_trophy_cases_help_line_names_the_move_its_button_names_on_every_device(app):
    table = dr.new_table(app, "trophy-case", seats_for(next(i for i in GAMES if i.id == "trophy-case")), seed=6)
    pads = app.devices.pads
    verbs = set()
    for _ in turns(app, table, n=8):
        for _ in each_choice(table):
            verb = table.buttons.widgets[0].label.split()[0]
            verbs.add(verb)
            for device in ("keys", "pad", "touch"):
                pads.last = device
                line = table.painter.help_line()
                assert f"then {verb}" in line, f"{device}: the button says {verb!r}, the help line {line!r}"
                assert ("click" in line.lower()) == (device == "keys"), line
            pads.last = "keys"
    assert verbs == {"Lead", "Play"}


def test_the_prompt_is_said_as_it_is_drawn_with_a_pad(tmp_path):
    """A card picked by the pad: the new prompt is said in the pad's words,
    the words drawn ("Lead the 4 of Bugs (Square)", not "(P): press the
    key or the button, or click the trick")."""
    ear = Ear(tmp_path)
    try:
        table = dr.new_table(ear.app, "trophy-case", dr.default_seats("trophy-case", humans=1, level="easy"),
                             seed=3)
        ear.table = table
        pilot = dr.Autopilot(ear.app, table)
        assert pilot.play(lambda: table.session.human_turn and not table.busy and ear.app.stack.top is table, 20_000)
        dr.run_frames(ear.app, 5)
        ear.app.devices.pads.style = "playstation"
        dr.run_frames(ear.app, 2, events=dr.pad_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT))
        ear.new_lines()
        dr.run_frames(ear.app, 3, events=dr.pad_button(pygame.CONTROLLER_BUTTON_A))
        heard = " ".join(ear.new_lines())
        drawn = table.words.shown_prompt()
        assert table.selected and "click" not in drawn and drawn in heard, (drawn, heard)
    finally:
        ear.close()


@pytest.mark.parametrize("code", available_languages()[1:])
def test_in_each_language_a_sentence_holds_its_mouse_words_as_they_are_translated(code):
    """The device's words are found in the sentence as it is said in the
    table's language: a translated sentence that says a mouse's words in
    English says them as their own message translates them, or a pad and
    a finger would still read "click" there."""
    language, _ = load_language(code)
    with catalog_file(code).open("rb") as handle:
        catalog = read_po(handle)
    broken = [(message.id, mouse) for message in catalog
              if isinstance(message.id, str) and message.string and not message.fuzzy
              for mouse, _, _ in POINTING
              if mouse in message.id and mouse != message.id
              and language.gettext(mouse) not in message.string]
    assert broken == []


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_lessons_coach_says_no_click_with_a_pad_or_a_finger(app, game_id):
    """The coach's words as drawn and said: with a pad the mouse's half of
    "click it (or press D)" goes and the key is the pad's ("press Square");
    with a finger it says "tap it"."""
    app.nav.learn(game_id)
    table = app.stack.top
    lesson = LESSONS[game_id]
    texts = [t for step in lesson.steps for t in (step.say, step.why)] + [tip.text for tip in lesson.tips]
    for text in texts:
        on_pad, on_touch = prompts_on_text(table, text, "pad"), prompts_on_text(table, text, "touch")
        assert "click" not in on_pad and not re.search(r"\(or press [A-Z0-9]\)|press [A-Z0-9]\b", on_pad), on_pad
        assert "click" not in on_touch, on_touch
        if "click" in text:
            assert "tap" in on_touch, on_touch


def named_keys(language) -> re.Pattern:
    """The keys a table binds that are named in words, each as ``language``
    names it in the Keys panel ("Leertaste", "Eingabe", "Strg+Z"), less
    the names a pad of any kind gives its own inputs ("Links" is the
    D-pad's too), as one pattern of whole words."""
    acts = {act for game_id in GAME_IDS for act in game_acts(game_id)} | set(LESSON)
    names = {language.said(name) for act in acts for name in key_names(BINDINGS[act].caption)
             if isinstance(name, Message)}
    pads = {language.said(pad_name(pad_input, style)) for style in PAD_STYLES for pad_input in PadInput}
    return re.compile("|".join(rf"(?<![\w+]){re.escape(name)}(?![\w+])"
                               for name in sorted(names - pads, key=len, reverse=True)))


@pytest.mark.parametrize("code", available_languages()[1:])
def test_in_each_language_a_lessons_coach_names_the_pads_buttons_and_taps(tmp_path, code):
    """The coach's words and the prompts' words that name a key (each of
    :data:`POINTING`'s, and each message that holds one) said in the
    table's language, with a pad in hand: no mouse's words that a pad says
    otherwise are left, and no key named as the language names a key to
    press ("drücke D", "(ou N)") is left a keyboard's letter; with a pad
    or a finger no key is left named as the language's Keys panel names
    it ("Leertaste", "Strg+Z"); with a finger no mouse's words that a tap
    says otherwise are left."""
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language=code)
    try:
        language = app.language
        for_pad = [language.gettext(mouse) for mouse, pad, _ in POINTING if pad is not None]
        for_touch = [language.gettext(mouse) for mouse, _, touch in POINTING if touch is not None]
        keyboard_key = re.compile("|".join(
            re.escape(before) + "[A-Z0-9]" + (re.escape(after) if after else r"\b")
            for before, _, after in (language.translations.pgettext(*named).partition("{key}")
                                     for named in KEY_NAMED)), re.I)
        key_word = named_keys(language)
        with catalog_file(code).open("rb") as handle:
            prompts = [language.translations.gettext(message.id) for message in read_po(handle)
                       if isinstance(message.id, str) and not message.context
                       and any(mouse in message.id for mouse, _, _ in POINTING)]
        for game_id in sorted(LESSONS):
            app.nav.learn(game_id)
            table = app.stack.top
            lesson = LESSONS[game_id]
            texts = [t for step in lesson.steps for t in (step.say, step.why)] + \
                [tip.text for tip in lesson.tips] + [lesson.after]
            for text in (coach_said(language, t) for t in texts if t):
                on_pad, on_touch = prompts_on_text(table, text, "pad"), prompts_on_text(table, text, "touch")
                assert not [m for m in for_pad if m in on_pad] and not keyboard_key.search(on_pad), on_pad
                assert not [m for m in for_touch if m in on_touch], on_touch
                assert not key_word.search(f"{on_pad} {on_touch}"), (on_pad, on_touch)
        for text in prompts:        # at the last lesson's table: its keys named in words are every table's
            on_pad, on_touch = prompts_on_text(table, text, "pad"), prompts_on_text(table, text, "touch")
            assert not key_word.search(f"{on_pad} {on_touch}"), (on_pad, on_touch)
    finally:
        app.shutdown()


def prompts_on_text(table, text: str, device: str) -> str:
    """``text`` as the coach draws and says it while ``device`` was used last."""
    pads = table.app.devices.pads
    pads.last, pads.style = device, "playstation"
    try:
        return device_words(table, text)
    finally:
        pads.last = "keys"


def test_the_hand_off_names_the_pads_button_or_a_tap(app):
    """The pass-and-play hand-off says how to show the cards on the device in hand."""
    table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy", humans=2), seed=3)
    handoff = HandOff(app, table, 1)
    app.stack.push(handoff)
    pads = app.devices.pads
    heard = {}
    for device in ("keys", "pad", "touch"):
        pads.last, pads.style = device, "playstation"
        app.theme.drawn = []
        handoff.draw(app.screen)
        shown = " ".join(d.text for d in app.theme.drawn if isinstance(d, DrawnText))
        app.theme.drawn = None
        heard[device] = f"{handoff.spoken_title()} {handoff.waiting_for()} {shown}"
    assert "Enter" in heard["keys"] and "Click" in heard["keys"]
    assert not MOUSE_OR_KEYS.search(heard["pad"]) and "Press Cross" in heard["pad"], heard["pad"]
    assert not MOUSE_OR_KEYS.search(heard["touch"]) and "Tap anywhere" in heard["touch"], heard["touch"]


def test_the_new_game_screen_says_how_to_read_an_option_on_the_device_in_hand(app):
    app.nav.new_game("gin-rummy")
    screen = app.stack.top
    dr.run_frames(app, 3)
    screen.focus.focus = None
    pads = app.devices.pads
    said = {}
    for device in ("keys", "pad", "touch"):
        pads.last = device
        said[device] = " ".join(screen.about_lines()[0])
    assert "Tab" in said["keys"]
    assert "Up and Down" in said["pad"] and not MOUSE_OR_KEYS.search(said["pad"]) and "Tab" not in said["pad"]
    assert "Touch and hold" in said["touch"] and "Tab" not in said["touch"]


def test_the_hands_summary_asked_names_the_pads_button_for_its_focused_button(tmp_path):
    ear = Ear(tmp_path)
    try:
        app = ear.app
        table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy"), seed=3)
        ear.table = table
        dr.Autopilot(app, table, seed=3).finish_hand()
        summary = app.stack.top
        assert isinstance(summary, HandSummary)
        dr.run_frames(app, 5)
        summary.focus.focus = 0
        app.devices.pads.last, app.devices.pads.style = "pad", "playstation"
        ear.new_lines()
        summary.answer(Act.READ_TURN)
        dr.run_frames(app, 2)
        heard = " ".join(ear.new_lines())
        assert f"Cross: {summary.focus.focused.label}." in heard and "Enter" not in heard, heard
    finally:
        ear.close()
