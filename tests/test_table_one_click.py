"""One click at a table works out what the table sees once.

A double-click discard at Gin Rummy (the click the issue measured) runs
through the table's input, words, layout and autosave; the new position's
observation and view are computed once, however many parts of the table
read them, and the old position's are not computed again."""

from __future__ import annotations

import pygame

from fanucci_desktop.engine.cards import parse_cards
from fanucci_desktop.games.gin_rummy.state import GinState
from fanucci_desktop.ui.tables.frame.sight import Sight
from test_table_gin_rummy_kit import crafted, hand_card_pos, make_app, new_table


def test_a_double_click_discard_computes_the_observation_and_the_view_once(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    try:
        table = new_table(app)
        crafted(table, hands=["AS 2S 3S 7H 8H 9H KD QC 5C 4D 6C", "AH 2H 3H 4H 5H 6S 7S 8S 9S TS"],
                pile="JD", phase="discard")
        app.frame(1 / 60)                               # drawn once: the position is seen
        pos = hand_card_pos(table, parse_cards("KD")[0])
        calls: list[int] = []
        real = GinState.observation
        monkeypatch.setattr(GinState, "observation",
                            lambda state, seat: calls.append(seat) or real(state, seat))
        views: list[int] = []
        work = Sight._worked_out_view
        monkeypatch.setattr(Sight, "_worked_out_view", lambda sight: views.append(1) or work(sight))
        click = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                 pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                 pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
        for event in click + click:
            table.handle(event)
        assert table.match.hands[-1].moves[-1] == "discard KD"
        assert calls == [0]
        assert len(views) == 1
    finally:
        app.shutdown()
