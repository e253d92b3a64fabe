"""Every game marks the card its viewer just drew "new", the same way
(issue 53, "the 'new' mark on a drawn card": only Gin and Fan Rummy did):
a gold tab with the word on the top edge of that card in the hand, drawn by
the shared part (:mod:`fanucci_desktop.ui.tables.parts.new_mark`)."""

from __future__ import annotations

import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.protocol import EventKind
from fanucci_desktop.games import GAMES
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.theme import DrawnText


def seats_for(game_id: str) -> list[Seat]:
    info = next(i for i in GAMES if i.id == game_id)
    return [Seat("You")] + [Seat(n, "easy") for n in ("Ada", "Basil")][:max(2, info.min_players) - 1]


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_the_card_the_viewer_just_drew_is_marked_new_in_every_game(app, game_id):
    table = dr.new_table(app, game_id, seats_for(game_id), seed=3)
    dr.run_frames(app, 20)
    pilot = dr.Autopilot(app, table, seed=1)
    drawn = None
    noted = table.sync

    def noting(events, *args, **kwargs):
        nonlocal drawn
        for ev in events:
            if ev.kind in (EventKind.DRAW, EventKind.TAKE) and ev.player == 0 and ev.cards:
                drawn = ev.cards[-1]
        noted(events, *args, **kwargs)

    table.sync = noting
    for _ in range(60):
        drawn = None
        pilot.moves(1)
        if drawn is not None and table.sight.viewer == 0:
            break
    dr.run_frames(app, 3)
    app.theme.drawn = []
    app.frame(dr.FRAME_S)
    tabs = [d for d in app.theme.drawn if isinstance(d, DrawnText) and d.text == "new" and d.rect is not None]
    app.theme.drawn = None
    if drawn is None:               # a game whose every card is dealt (Trophy Case): nothing is new
        assert not tabs, "a 'new' mark in a game where the viewer drew nothing"
        return
    sprite = next(s for s in table.sprites if s.zone == "hand:0" and s.card == drawn and not s.dying)
    card = sprite.rect(table.card_w, CARD_ASPECT)
    assert tabs, f"no 'new' mark on the {drawn} just drawn"
    assert any(abs(d.rect.bottom - card.top) <= table.theme.px(8) and card.left <= d.rect.centerx <= card.right
               for d in tabs), f"the 'new' mark is not on the {drawn}: {[tuple(d.rect) for d in tabs]} {tuple(card)}"
