"""How a Trophy Case deal's end is worded at the table: who ran out of
cards is named, "you" to the seat the table speaks to and by name to
anyone else, in the summary's sentence and in the prompt (once)."""

from __future__ import annotations

import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.theme import DrawnText
from test_table_trophy_case_kit import make_app, rig
from table_fixtures import app_fixtures

#: Seat 1 plays its only card, the 6 of Rain, and the deal ends with it.
SEAT_1_RUNS_OUT = dict(hands=["5 Rain,7 Rain,1 Bugs", "6 Rain", "3 Lamps,4 Lamps"], to_act=0)
PLAY = ("lead 5 Rain", "play 6 Rain", "fold", "play 7 Rain")

shared_app, app = app_fixtures(make_app, "trophy_words")


def end_the_deal(app, seats: list[Seat], viewer: int):
    """A table of ``seats`` whose deal has just ended with seat 1 out of
    cards, seen by ``viewer``."""
    table = dr.new_table(app, "trophy-case", seats, seed=5)
    dr.run_frames(app, 3)
    rig(table, **SEAT_1_RUNS_OUT)
    for text in PLAY:
        table.match.apply(Move.parse(text))
    table.session.pass_to(viewer)
    table.sync([], animate=False)
    assert table.match.state.ran_out == [1]
    return table


def drawn_texts(app, table) -> list[str]:
    """Every text the table draws now (drawn without a frame, whose turn
    flow would go on to the summary and the next deal)."""
    app.theme.drawn = []
    table.draw(app.screen)
    drawn, app.theme.drawn = app.theme.drawn, None
    return [d.text for d in drawn if isinstance(d, DrawnText)]


@pytest.mark.parametrize("viewer, expected", [(1, "You ran out of cards: the deal is over."),
                                              (0, "Bo ran out of cards: the deal is over.")])
def test_pass_and_play_says_you_to_the_player_who_ran_out_and_names_them_to_others(
        app, viewer, expected):
    seats = [Seat("Ada", "human"), Seat("Bo", "human"), Seat("Cleo", "human")]
    table = end_the_deal(app, seats, viewer)
    assert table.sight.you == viewer
    assert table.words.hand_ending() == expected


def test_the_end_of_the_deal_is_drawn_once(app):
    """The prompt says why the deal ended; the strip above the (empty)
    trick does not say it again."""
    seats = [Seat("You", "human"), Seat("Ada", "easy"), Seat("Bo", "easy")]
    table = end_the_deal(app, seats, 0)
    ending = table.words.hand_ending()
    texts = drawn_texts(app, table)
    assert ending and sum(t.count(ending) for t in texts) == 1, texts


def end_the_match(app, seats: list[Seat], viewer: int):
    """A table of ``seats`` whose match has just ended, seat 0 (29 points
    before the deal) taking a 1-point trick, seen by ``viewer``."""
    table = dr.new_table(app, "trophy-case", seats, seed=5)
    dr.run_frames(app, 3)
    rig(table, hands=["9 Rain,1 Lamps", "8 Zurfs,2 Lamps", "3 Lamps,4 Lamps"], to_act=0)
    table.match.state.totals = (29, 0, 0)
    for text in ("lead 9 Rain", "fold", "fold"):
        table.match.apply(Move.parse(text))
    table.session.pass_to(viewer)
    table.sync([], animate=False)
    assert table.match.state.ending == "target"
    return table


@pytest.mark.parametrize("viewer, expected", [(0, "You reached 30 points: the match is over."),
                                              (1, "Ada reached 30 points: the match is over.")])
def test_the_end_of_the_match_says_who_reached_the_target(app, viewer, expected):
    """Ruling: the game ends after the trick in which someone reaches 30 --
    the table says who (the summary, the prompt and speech say hand_ending)."""
    seats = [Seat("Ada", "human"), Seat("Bo", "human"), Seat("Cleo", "human")]
    table = end_the_match(app, seats, viewer)
    assert table.words.hand_ending() == expected



@pytest.mark.parametrize("end, seats, viewer, sentence", [
    (end_the_deal, [Seat("You", "human"), Seat("Ada", "easy"), Seat("Bo", "easy")], 0,
     "Ada ran out of cards: the deal is over."),
    (end_the_match, [Seat("Ada", "easy"), Seat("You", "human"), Seat("Bo", "easy")], 1,
     "Ada reached 30 points: the match is over."),
], ids=["ran-out", "reached-the-target"])
def test_solo_the_computer_player_who_ended_the_deal_is_named_on_the_table(app, end, seats, viewer, sentence):
    table = end(app, seats, viewer)
    assert table.words.hand_ending() == sentence
    texts = drawn_texts(app, table)
    assert sentence in texts
    assert not [t for t in texts if "A player" in t or "Seat " in t]
