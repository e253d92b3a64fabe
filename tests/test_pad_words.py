"""Words that name keys, with a pad in hand (issue 57): a lesson's coach
("press Pass (or N)", "W shows you how", its Show me button) and Trophy
Case's help line ("F1 lists the keys") name the pad's buttons while a pad
was the device used last, and the keyboard's keys again once the keys are
used; drawn and, for the coach, said."""

from __future__ import annotations

import re

import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.session.lesson import LESSONS
from fanucci_desktop.ui.controls import Act, pad_way, pad_way_name
from fanucci_desktop.ui.pad_buttons import PAD_STYLES
from fanucci_desktop.ui.tables.parts.coach import Coach
from fanucci_desktop.ui.tables.parts.keycaps import pad_words, shown_keys
from fanucci_desktop.ui.tables.trophy_case import paint as trophy_paint
from fanucci_desktop.ui.theme import DrawnText

#: A keyboard key named in a coach's words: "press T", "(or N)", "press Space".
KEYBOARD_KEY = re.compile(r"(?:[Pp]ress |\(or )(Space|[A-Z0-9])(?=[).,\s])")


def hold(app, device: str, style: str = "playstation") -> None:
    pads = app.devices.pads
    pads.last, pads.style = device, style


def drawn_texts(app) -> list[str]:
    app.theme.drawn = []
    app.frame(dr.FRAME_S)
    texts = [d.text for d in app.theme.drawn if isinstance(d, DrawnText)]
    app.theme.drawn = None
    return texts


def lesson_texts(game_id: str) -> list[str]:
    lesson = LESSONS[game_id]
    return [t for step in lesson.steps for t in (step.say, step.why)] + \
        [tip.text for tip in lesson.tips] + [lesson.after]


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_lessons_words_name_the_pads_buttons_with_a_pad_and_the_keys_with_the_keys(app, game_id):
    """A PlayStation pad names no button with a letter or "Space": every
    key the coach's words name becomes the pad's way to it."""
    app.nav.learn(game_id)
    table = app.stack.top
    named = [text for text in lesson_texts(game_id) if KEYBOARD_KEY.search(text)]
    assert named, "the lesson names no key"
    hold(app, "pad")
    left = [pad_words(table, text) for text in named if KEYBOARD_KEY.search(pad_words(table, text))]
    assert left == []
    hold(app, "keys")
    assert [pad_words(table, text) for text in named] == named


@pytest.mark.parametrize("style", PAD_STYLES)
def test_the_coach_names_the_pads_way_to_a_move_in_each_pads_names(app, style):
    app.nav.learn("gin-rummy")
    table = app.stack.top
    hold(app, "pad", style)
    passing = pad_way_name(pad_way("gin-rummy", Act.PASS, lesson=True), style)
    selecting = pad_way_name(pad_way("gin-rummy", Act.SELECT, lesson=True), style)
    assert pad_words(table, "It does not help you: press Pass (or N).") == \
        f"It does not help you: press Pass (or {passing})."
    assert pad_words(table, "click it (or press Up to reach it, and press Space).") == \
        f"click it (or press Up to reach it, and press {selecting})."
    assert pad_words(table, "Press Done (or N) when you have finished.") == \
        f"Press Done (or {passing}) when you have finished."


def test_the_coach_panel_draws_and_says_the_pads_buttons_then_the_keys_again(app):
    app.nav.learn("gin-rummy")
    table = app.stack.top
    dr.run_frames(app, 30)
    coach = table.coach
    assert "press Pass (or N)" in coach.guide.words()[0]
    hold(app, "pad")
    passing = pad_way_name(pad_way("gin-rummy", Act.PASS, lesson=True), "playstation")
    shown = " ".join(drawn_texts(app))
    assert f"(or {passing})" in shown and "(or N)" not in shown
    assert coach.show_me.label == "Show me  (PS button)"
    said = Coach(table, coach.guide).news()                 # the line as said when it comes
    assert f"(or {passing})" in said and "PS button shows you how." in said
    hold(app, "keys")
    shown = " ".join(drawn_texts(app))
    assert "(or N)" in shown and f"(or {passing})" not in shown
    assert coach.show_me.label == "Show me  (W)"
    said = Coach(table, coach.guide).news()
    assert "(or N)" in said and "W shows you how." in said


def test_trophy_cases_help_line_names_the_pads_buttons_then_the_keys_again(app):
    table = dr.new_table(app, "trophy-case", dr.default_seats("trophy-case"), seed=3)
    for _ in range(2000):
        if table.session.human_turn and not table.busy:
            break
        dr.run_frames(app, 1)
    assert table.session.human_turn
    hold(app, "pad")
    shown = drawn_texts(app)
    move = table.card_action().capitalize()
    assert f"Pick a card with Left, Right and Cross, then {move} with Square  ·  Create lists the buttons" in shown
    mouse_help = trophy_paint.HELP["keys", table.card_action()]
    assert mouse_help not in shown
    hold(app, "keys")
    assert mouse_help in drawn_texts(app)


def test_a_prompts_keys_are_named_once_even_where_a_pads_name_is_a_keys(app):
    """On an Xbox pad Gin's draw is X, and X is also the keyboard's discard:
    the prompt's "(D)" becomes "(X)" and stays so (not discard's way)."""
    table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy"), seed=3)
    hold(app, "pad", "xbox")
    drawing = pad_way_name(pad_way("gin-rummy", Act.DRAW, lesson=True), "xbox")
    discarding = pad_way_name(pad_way("gin-rummy", Act.DISCARD, lesson=True), "xbox")
    assert drawing == "X" and discarding != "X"
    assert shown_keys(table, "draw from the stock (D), or discard (X)") == \
        f"draw from the stock (X), or discard ({discarding})"
