"""Every table's player panels say a seat in one order and wording (QA
after issue 41: Gin "10 cards · human", Flathead "Human · 10 cards" and "AI
· normal", Fortune "melds 0 · AI normal"): the game's facts first, then
what plays the seat, "10 cards · normal AI", written once
(:func:`~fanucci_desktop.ui.tables.parts.plate.seat_caption`)."""

from __future__ import annotations

import re

import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.tables.parts.plate import seat_caption
from fanucci_desktop.ui.theme import DrawnText

KIND = r"(human|easy AI|normal AI|hard AI)"
#: A caption naming a seat's kind: facts, then the kind, last.
CAPTION = re.compile(rf"^([^·]+ · )*{KIND}$")
#: The old wordings: the kind first, "AI normal", "Human", "melds 0".
OLD = re.compile(r"\bAI · |\bAI (easy|normal|hard)\b|^Human\b|\bmelds \d")


def test_the_caption_puts_the_facts_first_and_the_kind_last():
    assert seat_caption(Seat("Ada", "normal"), "10 cards", "140 points melded") == [
        "10 cards · 140 points melded · normal AI", "10 cards · 140 points melded", "10 cards"]
    assert seat_caption(Seat("You"), "3 cards") == ["3 cards · human", "3 cards"]


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_every_table_says_a_seat_in_the_same_order_and_words(app, game_id):
    table = dr.new_table(app, game_id, [Seat("You"), Seat("Ada", "normal"), Seat("Basil", "easy")][
        :max(2, min(3, next(i.max_players for i in GAMES if i.id == game_id)))], seed=4)
    pilot = dr.Autopilot(app, table, seed=1)
    captions: set[str] = set()
    for _ in range(8):
        app.theme.drawn = []
        app.frame(dr.FRAME_S)
        texts = [d.text for d in app.theme.drawn if isinstance(d, DrawnText)]
        app.theme.drawn = None
        assert not [t for t in texts if OLD.search(t)], [t for t in texts if OLD.search(t)]
        captions |= {t for t in texts if re.search(KIND, t) and "·" in t}
        pilot.moves(1)
    assert captions, "no panel said what plays a seat"
    assert all(CAPTION.match(c) for c in captions), captions
