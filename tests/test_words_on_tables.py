"""What the Fortune Rummy table says names cards in words: buttons, hints,
prompts, log lines and the hand's score details never show the engine's
card codes (``7S``, ``10C``) at any table size from 2 to 8 players."""

from __future__ import annotations

import re

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.storage import AppPaths

#: A standard card or a move in the engine's notation.
CODE = re.compile(r"\b(10|[2-9AJQK])[SHDC]\b|<[a-z]|->")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    application = App(paths=AppPaths.under(tmp_path_factory.mktemp("words")), size=(1280, 800),
                      animation_speed="instant")
    yield application
    application.shutdown()


@pytest.mark.parametrize("players", [2, 5, 8])
def test_fortune_rummy_names_cards_in_words(app, players):
    seats = [Seat("You")] + [Seat(f"P{i}", "easy") for i in range(1, players)]
    table = dr.new_table(app, "fortune-rummy", seats, seed=players)
    pilot = dr.Autopilot(app, table)
    said: list[str] = []
    for _ in range(12):
        if not pilot.play(lambda: table.human_turn and not table.busy and app.stack.top is table,
                          20_000):
            break
        said += [table.move_label(m) for m in table.match.legal_moves()]
        said += [table.log_label(m) for m in table.match.legal_moves()]
        said += [table.prompt(), *(b.label for b in table.buttons.widgets)]
        said += [table.match.state.why_illegal(m) or "" for m in
                 (Move("discard"), Move("add", pilot.choose().cards[:1]), Move("take-pile"))]
        table.apply(pilot.choose())
    pilot.finish_hand()
    said += table.log.texts() + table.match.state.score_details()
    assert len(said) > 20
    coded = [text for text in said if CODE.search(text)]
    assert not coded, coded[:5]
