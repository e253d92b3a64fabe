"""Every lesson: its script is legal in its rigged position, its pointers
name zones and cards that are there, the coach's words hold no card codes
or other engine notation, and it is played to its end on the
real table, by following the coach with the mouse, by the keys it names and
by pressing Show me (its lines say what to do for mouse and keys alike).
A different legal move is held back with the coach's words; a lesson is
never saved, counted or allowed to touch a match in progress."""

from __future__ import annotations

import dataclasses
import random
import re
from collections import Counter

import pygame
import pytest
import test_table_fan_rummy_kit as fan_kit
import test_table_flathead_rummy_kit as flathead_kit
import test_table_fortune_rummy_kit as fortune_kit
import test_table_gin_rummy_kit as gin_kit
import test_table_trophy_case_kit as trophy_kit
from test_words_on_tables import engine_notation

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.engine.protocol import IllegalMove
from fanucci_desktop.session.lesson import LESSONS, Guide, lesson_match
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui import controls
from fanucci_desktop.ui.scenes.summary import HandSummary



def trophy_by_mouse(app, table, move) -> None:
    """Fold with its button; else click the card, then Lead or Play."""
    if move.action == "fold":
        trophy_kit.click_button(app, table, "Fold")
    else:
        trophy_kit.click_card(app, table, str(move.cards[0]))
        trophy_kit.click_button(app, table, move.action.capitalize() + " ")


def fortune_by_mouse(app, table, move) -> None:
    """The Fortune Rummy kit's mouse player, making the given move."""
    fortune_kit.EventPlayer(app, table, "mouse").make(move)


#: How the tests make a learner's move with the mouse, per game (the table kits' helpers).
BY_MOUSE = {
    "flathead-rummy": flathead_kit.play_by_mouse,
    "trophy-case": trophy_by_mouse,
    "fortune-rummy": fortune_by_mouse,
    "fan-rummy": lambda app, table, move: fan_kit.play_by_mouse(app, table, move, 0),
    "gin-rummy": lambda app, table, move: gin_kit.play_by_mouse(app, table, move, 1),   # as the coach says: click, double-click
}


def trophy_by_keys(app, table, move) -> None:
    """Fold with F; else Right to the card, Space, then P (lead or play)."""
    if move.action == "fold":
        trophy_kit.press(app, pygame.K_f)
        return
    for _ in range(30):
        if table.hover_sprite is not None and table.hover_sprite.card == move.cards[0]:
            break
        trophy_kit.press(app, pygame.K_RIGHT)
    trophy_kit.press(app, pygame.K_SPACE)
    trophy_kit.press(app, pygame.K_p)


def fortune_by_keys(app, table, move) -> None:
    """The Fortune Rummy kit's keyboard player; an addition: its cards
    chosen with Right and Space, then A (add to the meld it fits)."""
    if move.action != "add":
        fortune_kit.EventPlayer(app, table, "keys").make(move)
        return
    player = fortune_kit.EventPlayer(app, table, "keys")
    player.frame(dr.key(pygame.K_c))
    want = Counter(move.cards)
    for _ in range(40):
        if not sum(want.values()):
            break
        player.frame(dr.key(pygame.K_RIGHT))
        sprite = table.hand_sprites()[table.hand_cursor.index]
        if want[sprite.card] and sprite not in table.selected:
            player.frame(dr.key(pygame.K_SPACE))
            want[sprite.card] -= 1
    player.frame(dr.key(pygame.K_a))


#: How the tests make a learner's move with the keys alone, per game.
BY_KEYS = {
    "flathead-rummy": flathead_kit.play_by_keys,
    "trophy-case": trophy_by_keys,
    "fortune-rummy": fortune_by_keys,
    "fan-rummy": fan_kit.play_by_keys,
    "gin-rummy": gin_kit.play_by_keys,
}
#: Words that speak of the mouse, and a key a coach's line names ("or press D",
#: "press Up", "press Space").
MOUSE_WORDS = re.compile(r"\b(click|double-click|drag)", re.IGNORECASE)
NAMED_KEY = re.compile(r"\bpress (Space|Up|[A-Z0-9])\b")


def make_app(tmp_path) -> App:
    app = App(paths=AppPaths.under(str(tmp_path)), size=(1280, 800), animation_speed="instant")
    app.settings = dataclasses.replace(app.settings, ai_pace="fast")
    return app


def test_every_game_has_a_lesson_and_a_way_to_play_it_by_mouse():
    assert set(LESSONS) == set(BY_MOUSE) == set(BY_KEYS)


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_coach_line_that_speaks_of_the_mouse_names_the_key_too(game_id):
    lesson = LESSONS[game_id]
    texts = [step.say for step in lesson.steps if step.seat == 0] + [tip.text for tip in lesson.tips]
    mouse_only = [text for text in texts if MOUSE_WORDS.search(text) and not NAMED_KEY.search(text)]
    assert mouse_only == []


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_every_scripted_move_is_legal_and_every_pointer_is_there(game_id):
    lesson = LESSONS[game_id]
    match = lesson_match(lesson)
    guide = Guide(lesson, match)
    assert match.current_player == lesson.steps[0].seat
    for number, step in enumerate(lesson.steps):
        assert guide.step() is step
        assert match.current_player == step.seat, f"step {number}: {step.move}"
        legal = [str(m) for m in match.legal_moves()]
        assert step.move in legal, f"step {number}: {step.move} is not among {legal}"
        assert step.say.strip()
        zones = match.state.zones()
        for pointer in step.pointers:
            assert pointer.zone in zones, f"step {number}: no zone {pointer.zone}"
            if pointer.card:        # a card pointed at is one the learner sees
                assert pointer.zone not in match.state.hidden_zones(0), f"step {number}: {pointer.zone}"
                assert pointer.card in [str(c) for c in zones[pointer.zone]], \
                    f"step {number}: no {pointer.card} in {pointer.zone}"
        match.apply(match.game.parse_move(step.move))
    assert guide.step() is None


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_every_coach_word_is_in_words(game_id):
    lesson = LESSONS[game_id]
    texts = [t for step in lesson.steps for t in (step.say, step.why)]
    texts += [tip.text for tip in lesson.tips] + [lesson.after]
    assert {text: engine_notation(text) for text in texts if engine_notation(text)} == {}


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_different_legal_move_is_held_back_with_the_coach_words(game_id, tmp_path):
    app = make_app(tmp_path)
    app.nav.learn(game_id)
    table = app.stack.top
    dr.run_frames(app, 3)
    guide = table.coach.guide
    while len(table.match.legal_moves()) < 2:   # on to the first step that has another way
        assert guide.learner_step() is not None and table.coach.play_step()
        dr.run_frames(app, 3)
    step = guide.learner_step()
    other = next(m for m in table.match.legal_moves() if str(m) != step.move)
    moves = len(table.match.hands[0].moves)
    assert not table.flow.play(other)
    assert len(table.match.hands[0].moves) == moves
    assert step.say in table.line.text and table.coach.guide.refused == table.line.text
    with pytest.raises(IllegalMove):
        table.session.play(other)
    assert table.flow.play(table.match.game.parse_move(step.move))
    assert table.coach.guide.refused == ""
    app.shutdown()


def drive(app, table, learner_move) -> None:
    """Play the lesson to the end of its hand: ``learner_move(step)`` makes
    each scripted learner move; after the script the normal AI's hint plays
    for the learner. Checks the invariants after every frame."""
    guide = table.coach.guide
    check = frame_check(app)
    for _ in range(4000):
        if guide.finished:
            break
        dr.run_frames(app, 1)
        check()
        if not table.session.human_turn or table.busy or app.stack.top is not table:
            continue
        step = guide.learner_step()
        before = len(table.match.hands[0].moves)
        if step is not None:
            learner_move(step)
            assert table.match.hands[0].moves[before:before + 1] == [step.move], f"{step.move} not played"
        else:
            assert guide.words()[0] == guide.lesson.after
            table.flow.play(table.hint.player.decide(table.sight.observation(), table.match.legal_moves(),
                                                 random.Random(before)))
    assert guide.finished
    dr.run_frames(app, 5)
    assert isinstance(app.stack.top, HandSummary)
    assert [b.label for b in app.stack.top.buttons] == ["Back to the menu", "Play the lesson again"]


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_lesson_is_played_to_its_end_by_the_keys_the_coach_names(game_id, tmp_path):
    """Each scripted step made with the keys alone; every key its line names
    ("or press T") is one that making the move took."""
    app = make_app(tmp_path)
    app.nav.learn(game_id)
    table = app.stack.top
    pressed: list[str] = []
    handle = table.handle

    def recording(event) -> bool:
        if event.type == pygame.KEYDOWN:
            pressed.append(pygame.key.name(event.key))
        return handle(event)

    table.handle = recording
    named: dict[str, set[str]] = {}

    def by_keys(step) -> None:
        pressed.clear()
        BY_KEYS[game_id](app, table, table.match.game.parse_move(step.move))
        said = {key.lower() for key in NAMED_KEY.findall(step.say)}
        named[step.move] = said - set(pressed)

    drive(app, table, by_keys)
    assert {move: keys for move, keys in named.items() if keys} == {}
    app.shutdown()


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_lesson_is_played_to_its_end_by_following_the_coach(game_id, tmp_path):
    app = make_app(tmp_path)
    app.nav.learn(game_id)
    table = app.stack.top
    drive(app, table, lambda step: BY_MOUSE[game_id](app, table, table.match.game.parse_move(step.move)))
    assert app.settings.lessons_done == (game_id,)
    assert app.stats.summary() == {} and app.saves.in_progress() == []
    app.shutdown()


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_lesson_is_played_to_its_end_by_pressing_show_me(game_id, tmp_path):
    app = make_app(tmp_path)
    match_table = dr.new_table(app, game_id, dr.default_seats(game_id), seed=4)
    dr.Autopilot(app, match_table).moves(2)
    app.nav.main_menu()
    saved = app.saves.in_progress()
    assert [s["game"] for s in saved] == [game_id]
    app.nav.learn(game_id)
    table = app.stack.top

    def show_me(step):
        dr.run_frames(app, 1, events=dr.click(table.coach.show_me.rect.center))

    drive(app, table, show_me)
    app.stack.top.buttons[1].on_click()            # play the lesson again
    again = app.stack.top
    assert again is not table and again.coach is not None and again.coach.guide.index == 0
    app.nav.main_menu()
    assert app.saves.in_progress() == saved        # the match in progress is as it was
    assert app.stats.summary() == {}
    app.shutdown()


def test_the_menu_tile_marks_a_finished_lesson_and_opens_it(tmp_path):
    app = make_app(tmp_path)
    app.update_settings(lessons_done=("flathead-rummy",))
    app.nav.main_menu()
    dr.run_frames(app, 3)
    menu = app.stack.top
    labels = {tile.info.id: b.label for tile, b in zip(menu.tiles, menu.learn_buttons) if b.visible}
    assert labels["flathead-rummy"] == "Learn again"
    assert all(label == "Learn" for game, label in labels.items() if game != "flathead-rummy")
    learn = menu.learn_buttons[0]
    dr.run_frames(app, 1, events=dr.click(learn.rect.center))
    assert app.stack.top.coach is not None and app.stack.top.game_id == menu.tiles[0].info.id
    app.shutdown()


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_show_me_key_plays_the_step_and_the_keys_panel_lists_it(game_id, tmp_path):
    app = make_app(tmp_path)
    app.nav.learn(game_id)
    table = app.stack.top
    assert table.side.key_help == controls.help_items(game_id) + ["W: show me: the coach plays the step"]
    dr.run_frames(app, 1, events=dr.key(pygame.K_F1))
    assert table.side.lines() == ("Keys", table.side.key_help)
    drive(app, table, lambda step: dr.run_frames(app, 1, events=dr.key(pygame.K_w)))
    app.shutdown()


def test_the_show_me_key_does_nothing_at_a_real_table(tmp_path):
    app = make_app(tmp_path)
    table = dr.new_table(app, "fan-rummy", dr.default_seats("fan-rummy"), seed=4)
    dr.run_frames(app, 3)
    assert table.coach is None and "W: show me: the coach plays the step" not in table.side.key_help
    before = table.match.to_dict()
    dr.run_frames(app, 1, events=dr.key(pygame.K_w))
    assert table.match.to_dict() == before
    app.shutdown()


@pytest.mark.parametrize("game_id", sorted(g for g in LESSONS if g in ("gin-rummy", "fan-rummy")))
def test_the_glowing_default_button_is_the_coachs_advised_move(game_id, tmp_path):
    app = make_app(tmp_path)
    app.nav.learn(game_id)
    table = app.stack.top
    guide = table.coach.guide
    checked = 0
    for _ in range(4000):
        if guide.finished or guide.learner_step() is None and guide.step() is None:
            break
        dr.run_frames(app, 1)
        if not table.session.human_turn or table.busy or app.stack.top is not table:
            continue
        if guide.learner_step() is None:
            break
        want = guide.expected()
        buttons = [b for b in table.buttons.widgets if b.visible]
        if any(a.move == want and a.enabled for a in table.bar.actions):
            glowing = [a.move for a, b in zip(table.bar.actions, buttons) if b.primary]
            assert glowing == [want], (guide.words(), [b.label for b in buttons if b.primary])
            checked += 1
            before = len(table.match.hands[0].moves)
            dr.run_frames(app, 1, events=dr.key(pygame.K_RETURN))     # Enter does what glows
            assert table.match.hands[0].moves[before:before + 1] == [str(want)], table.line.text
            continue
        assert table.coach.play_step()
    assert checked >= 2
    app.shutdown()
