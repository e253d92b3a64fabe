"""Issue 54, item 17: the same card in the same form everywhere: "4 of
Books", never "4 Books" (nor a card code, "4S"). Over a whole hand of every
game, played at a real table with speech on, the test collects every text
the table shows (each frame's drawn texts: log, prompt, buttons, plates) and
says (at each of the person's turns every key that asks: R, O, E, Q, U, I
and J; and every line the hand said by itself), and fails on a card named
in any other form than the app's one ("<rank> of <suit>", a trump by its name)."""

from __future__ import annotations

import re

import pytest

from ear_kit import Ear
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.cards import FANUCCI_SUITS, STANDARD_SUIT_NAMES
from fanucci_desktop.games import GAMES
from fanucci_desktop.ui.controls import BINDINGS, Act
from fanucci_desktop.ui.scenes.summary import HandSummary
from fanucci_desktop.ui.theme import DrawnText

_SUITS = "|".join(sorted([*FANUCCI_SUITS, *STANDARD_SUIT_NAMES.values()], key=len, reverse=True))
#: A card in another form than "<rank> of <suit>": "4 Books", "Queen Spades", "7S".
OTHER_FORM = re.compile(rf"(?<![\w∞])(?:Ace|Jack|Queen|King|10|\d|∞)\s+(?:{_SUITS})\b"
                        r"|\b(?:10|[2-9AJQKT])[SHDC]\b")
ASKING = (Act.READ_HAND, Act.READ_PILES, Act.READ_MELDS, Act.READ_TRICK, Act.READ_SCORES,
          Act.READ_TURN, Act.READ_LOG)


def test_the_check_knows_another_form():
    assert OTHER_FORM.search("You hold 4 Books")
    assert OTHER_FORM.search("Take the 5 Hearts")
    assert OTHER_FORM.search("Discard 7S")
    assert not OTHER_FORM.search("You drew the 4 of Books, 3 of 11, and 2 points.")
    assert not OTHER_FORM.search("10 cards in the stock; 3 and 4 of Spades")


def drawn(app) -> list[str]:
    app.theme.drawn = []
    dr.run_frames(app, 1)
    texts, app.theme.drawn = app.theme.drawn, None
    return [d.text for d in texts if isinstance(d, DrawnText)]


@pytest.mark.parametrize("game_id", [g.id for g in GAMES if g.id != "shed"])
def test_every_card_is_named_in_one_form(tmp_path, game_id):
    ear = Ear(tmp_path, size=(960, 600))
    try:
        app = ear.app
        dr.run_frames(app, 2)
        table = dr.new_table(app, game_id, dr.default_seats(game_id), seed=3)
        ear.table = table
        pilot = dr.Autopilot(app, table, seed=3)
        texts: list[str] = []
        for _ in range(400):
            if not pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table,
                              20_000):
                break
            texts += drawn(app)
            for act in ASKING:
                texts += ear.press(BINDINGS[act].keys[0])
            table.flow.play(pilot.choose())
        pilot.finish_hand()
        if isinstance(app.stack.top, HandSummary):
            texts += drawn(app)
        texts += table.log.texts() + ear.new_lines()
        texts += [h.text for h in ear.heard]
        assert len(texts) > 100
        wrong = sorted({t for t in texts if OTHER_FORM.search(t)})
        assert not wrong, wrong[:8]
    finally:
        ear.close()
