"""The words at the tables read as a player says them (issue 41, item 9).

* A seat named "You" is "you" past the first word of a sentence ("12 for
  you", "the dealer, you"), with the verb that agrees ("You lead"): every
  text drawn and every log line of a hand of every game is read.
* A knock speaks of lay-offs only when some were made.
* Every hint line has one form: "Hint: " and a lowercase verb, a card
  named with "the" (a trump, named as a person is, without).
"""

from __future__ import annotations

import re

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES, game_info
from fanucci_desktop.games.gin_family.explain import knock_result
from fanucci_desktop.session.seats import DEFAULT_NAMES, Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.scenes.summary import HandSummary
from fanucci_desktop.ui.theme import DrawnText
from fanucci_desktop.words import engine_text, named
from table_fixtures import app_fixtures

GAME_IDS = [info.id for info in GAMES]
#: "You" after a word or a comma: a capital in the middle of a sentence.
CAPITAL_YOU = re.compile(r"(?:[a-z0-9,;:)]|\bthe|\bfor) You\b")

shared_app, app = app_fixtures(
    lambda folder: App(paths=AppPaths.under(folder), size=(1280, 800), animation_speed="instant"), "words")


def seats_with_you(game_id: str) -> list[Seat]:
    """"You" and AIs, as many as the game seats at most (the most names)."""
    n = game_info(game_id).max_players
    return [Seat("You")] + [Seat(DEFAULT_NAMES[i], "easy") for i in range(1, n)]


def test_named_and_engine_text_lowercase_you_inside_a_sentence():
    assert named("You") == "you" and named("Ada") == "Ada"
    names = ["You", "Ada"]
    assert engine_text("Seat 0 leads.", names) == "You lead."
    assert engine_text("Deal 2 of this shuffle; seat 0 leads.", names) == "Deal 2 of this shuffle; you lead."
    assert engine_text("Seat 1 folds. Seat 0 is out of cards.", names) == "Ada folds. You are out of cards."


def test_a_knock_says_lay_offs_only_when_some_were_made():
    assert knock_result("Ada", "You", 7, 12, 0, False) == "Ada knocked with 7 deadwood against 12 for you."
    assert knock_result("Ada", "You", 7, 12, 2, False) == (
        "Ada knocked with 7 deadwood against 12 for you, after you laid off 2 cards.")
    assert knock_result("You", "Ada", 9, 5, 1, True) == (
        "Ada undercut you: 5 deadwood against 9, after Ada laid off 1 card.")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_capital_you_inside_a_sentence_in_a_whole_hand(app, game_id):
    table = dr.new_table(app, game_id, seats_with_you(game_id), seed=3)
    pilot = dr.Autopilot(app, table, seed=2)
    found: set[str] = set()
    seen = -1
    for _ in range(40_000):
        if isinstance(app.stack.top, HandSummary):
            break
        if app.stack.top is table and not table.busy and pilot.total_moves() != seen:
            seen = pilot.total_moves()
            app.theme.drawn = []
            app.frame(dr.FRAME_S)
            drawn, app.theme.drawn = app.theme.drawn, None
            found |= {d.text for d in drawn if isinstance(d, DrawnText)}
        pilot.step()
    else:
        raise AssertionError("the hand did not end")
    app.theme.drawn = []
    app.frame(dr.FRAME_S)                    # the summary, with its score lines
    found |= {d.text for d in app.theme.drawn if isinstance(d, DrawnText)}
    app.theme.drawn = None
    found |= set(table.log.texts()) | {table.words.hand_ending()}
    assert seen > 0 and [t for t in sorted(found) if CAPITAL_YOU.search(t)] == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_hint_line_has_one_form(app, game_id):
    table = dr.new_table(app, game_id, seats_with_you(game_id), seed=5)
    pilot = dr.Autopilot(app, table, seed=2)
    checked = 0
    for _ in range(40_000):
        if checked >= 3 or isinstance(app.stack.top, HandSummary):
            break
        if app.stack.top is table and table.session.human_turn and not table.busy:
            for move in table.match.legal_moves():
                said = "Hint: " + table.words.log_label(move)
                assert re.match(r"Hint: [a-z]", said), said
                natural = [c for c in move.cards if not c.is_trump]
                if natural and move.action != "meld":
                    assert " the " in said, said
            checked += 1
        pilot.step()
    assert checked > 0
