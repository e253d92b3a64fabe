"""One word for a hand, the same at the table, in the pause menu and by
ear (issue 53: Trophy Case said "Deal 1" at the table and "hand 1" in the
pause menu; its stock said "Deal 1 of 3" beside a title "Deal 4"): a
numbered hand is the game's record's ``hand_word`` and the hand's number
("Deal 4"), written once (:func:`~fanucci_desktop.ui.tables.generic.hand_name`),
and nothing else is said as "<word> <number>". The games are the catalogue's."""

from __future__ import annotations

import re

import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.theme import DrawnText

#: A numbered hand, in any game's word, and what follows it.
NUMBERED = re.compile(r"\b(hand|deal) (\d+)", re.IGNORECASE)


def drawn_texts(app) -> list[str]:
    app.theme.drawn = []
    app.frame(dr.FRAME_S)
    texts = [d.text for d in app.theme.drawn if isinstance(d, DrawnText)]
    app.theme.drawn = None
    return texts


def numbered(texts: list[str]) -> list[tuple[str, str, str]]:
    """Each "<word> <number>" said, with what follows it (" of 3" or "")."""
    return [(m[1].lower(), m[2], text[m.end():m.end() + 5]) for text in texts for m in NUMBERED.finditer(text)]


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_a_hand_is_named_one_way_at_the_table_in_the_pause_menu_and_by_ear(app, game_id):
    info = next(i for i in GAMES if i.id == game_id)
    seats = [Seat("You"), Seat("Ada", "easy"), Seat("Basil", "easy"), Seat("Cleo", "easy")]
    table = dr.new_table(app, game_id, seats[:max(info.min_players, min(3, info.max_players))], seed=3)
    dr.Autopilot(app, table, seed=1).moves(3)
    assert app.stack.top is table
    said = numbered(drawn_texts(app))
    app.nav.pause(table)
    said += numbered(drawn_texts(app) + [app.stack.top.where()])
    app.stack.pop()
    said += numbered([table.speech.where()])
    word, n = info.hand_word.lower(), str(len(table.match.hands))
    assert said, "no text named the hand"
    assert all((w, number) == (word, n) and not after.startswith(" of ") for w, number, after in said), \
        (info.hand_word, n, said)
