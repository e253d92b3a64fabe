"""Small pure pieces of the UI: deal numbers, seats, chart totals, card
names in rules text, time phrases, bench percentiles."""

from datetime import datetime, timezone

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.commands.bench import percentile
from fanucci_desktop.engine.cards import parse_cards
from fanucci_desktop.session.seats import Seat, seated
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.chart import nice_ticks, running_totals
from fanucci_desktop.ui.scenes.common import time_ago
from fanucci_desktop.ui.scenes.new_game import NewGame, parse_deal_number, seats_from
from fanucci_desktop.ui.scenes.rules import cards_named
from fanucci_desktop.ui.tables.frame.board import seat_order


def test_deal_number_empty_means_random_and_digits_are_read():
    assert parse_deal_number("  ") is None
    assert parse_deal_number("0042") == 42
    for bad in ("12a", "-3", "1000000000"):
        with pytest.raises(ValueError):
            parse_deal_number(bad)


def test_seats_from_the_form_fill_empty_names():
    seats = seats_from(["Zoe", "  "], ["human", "hard"])
    assert seats == [Seat("Zoe", "human"), Seat("Player 2", "hard")]
    with pytest.raises(ValueError):
        Seat("X", "oracle")


def test_running_totals_start_at_zero_and_add_each_hand():
    assert running_totals([[3, 0], [-1, 5]], 2) == [[0, 3, 2], [0, 0, 5]]


def test_cards_named_in_rules_text_in_order_without_repeats():
    text = ("Meld 7 Zurfs, 8 Zurfs and ∞ Lamps; the QS counts 50, 10H and 7 Zurfs again. "
            "12 Zurfs is no card; the Grue ends it, but Time alone is a suit.")
    assert cards_named(text) == parse_cards("7 Zurfs, 8 Zurfs, ∞ Lamps, QS, 10H, Grue")


def test_time_ago_phrases():
    now = datetime(2026, 11, 22, 12, 0, tzinfo=timezone.utc)
    assert time_ago("2026-11-22T11:59:30.000000Z", now) == "just now"
    assert time_ago("2026-11-22T11:55:00.000000Z", now) == "5 minutes ago"
    assert time_ago("2026-11-21T11:00:00.000000Z", now) == "yesterday"
    assert time_ago("not a time", now) == ""


def test_seat_order_puts_the_viewer_first_then_clockwise():
    assert seat_order(2, 4) == [2, 3, 0, 1]


def test_percentile_by_nearest_rank():
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.5) in (50.0, 51.0)
    assert percentile(values, 0.99) == 99.0
    assert percentile([], 0.5) == 0.0


@pytest.mark.parametrize("lo, hi, ticks", [
    (0, 42, [0, 10, 20, 30, 40, 50]),
    (0, 7, [0, 2, 4, 6, 8]),
    (-30, 500, [-100, 0, 100, 200, 300, 400, 500]),
    (0, 0, [0, 1]),
    (-120, 42, [-150, -100, -50, 0, 50]),
])
def test_chart_grid_lines_fall_on_round_numbers_covering_every_total(lo, hi, ticks):
    assert nice_ticks(lo, hi) == ticks


def test_with_two_or_more_people_nobody_plays_as_you():
    seats = seats_from(["You", "Ada", "Basil"], ["human", "human", "easy"])
    assert [s.name for s in seats] == ["Player 1", "Ada", "Basil"]
    assert seats_from(["You", "Ada"], ["human", "easy"])[0].name == "You"


def test_the_new_game_form_renames_you_when_a_second_person_sits_down(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    try:
        form = NewGame(app, "fan-rummy")
        assert form.names[0].value == "You"
        while form.kinds[1].value != "human":          # as the arrows do
            form.kinds[1].step(-1)
        assert form.names[0].value == "Player 1" and form.names[1].value == "Ada"
    finally:
        app.shutdown()


def test_only_the_person_playing_alone_is_you_however_it_is_typed():
    assert [s.name for s in seated([Seat(" you "), Seat("Ada", "easy")])] == ["You", "Ada"]
    assert [s.name for s in seated([Seat("Zoe"), Seat("YOU", "easy")])] == ["Zoe", "Player 2"]
    assert [s.name for s in seated([Seat("Zoe"), Seat("you")])] == ["Zoe", "Player 2"]
    assert [s.name for s in seated([Seat("You", "easy"), Seat("Ada", "hard")])] == ["Player 1", "Ada"]
    assert [s.kind for s in seated([Seat("Zoe"), Seat("You", "hard")])] == ["human", "hard"]
    assert [s.name for s in seats_from(["you", "Ada"], ["human", "easy"])] == ["You", "Ada"]


def test_the_new_game_form_refuses_you_for_the_computer_and_in_pass_and_play(tmp_path):
    """A name "You" typed where the table would say it to the wrong person
    is refused in plain words, and nothing is dealt."""
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    try:
        form = NewGame(app, "gin-rummy")
        app.stack.push(form)
        form.names[0].value, form.names[1].value = "Zoe", "you"       # seat 2 is the computer
        form.begin()
        assert form.error == 'Seat 2 is the computer: give it a name other than "You".'
        while form.kinds[1].value != "human":
            form.kinds[1].step(-1)
        form.names[0].value, form.names[1].value = "You", "Ada"        # typed after the second person sat down
        form.begin()
        assert form.error == 'Pass-and-play: give seat 1 a name of its own, not "You".'
        assert app.stack.top is form and app.saves.in_progress() == []
        form.names[0].value = "Zoe"
        form.begin()
        assert app.stack.top is not form
        assert [s.name for s in app.stack.top.seats] == ["Zoe", "Ada"]
    finally:
        app.shutdown()


def test_a_remembered_pass_and_play_set_up_comes_back_without_you(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    try:
        seats = [{"name": "You", "kind": "human"}, {"name": "Ada", "kind": "human"}]
        app.update_settings(setups={"gin-rummy": {"players": 2, "seats": seats, "options": {}}})
        form = NewGame(app, "gin-rummy")
        assert [f.value for f in form.names[:2]] == ["Player 1", "Ada"]
    finally:
        app.shutdown()
