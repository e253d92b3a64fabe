"""Every table keeps its log strip in the same place (issue 53, "the log's
place"; issue 54, item 9: Fortune Rummy kept it right of the discard pile,
beside a seat's panel, where no other game does): at the foot of the
window, beside the viewer's hand, at 960x600, 1280x800 and 2560x1440."""

from __future__ import annotations

import dataclasses

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.theme import DrawnText
from test_legibility_tables import record_log_strip


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_the_log_strip_sits_at_the_foot_beside_the_hand(game_id, size, tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    app.settings = dataclasses.replace(app.settings, ai_pace="fast")
    try:
        info = next(i for i in GAMES if i.id == game_id)
        seats = [Seat("You")] + [Seat(n, "easy") for n in ("Ada", "Basil")][:max(2, info.min_players) - 1]
        table = dr.new_table(app, game_id, seats, seed=4)
        dr.Autopilot(app, table, seed=1).moves(4)
        spans = record_log_strip(table)
        app.theme.drawn = []
        app.frame(dr.FRAME_S)
        drawn = app.theme.drawn
        lines = [d for start, end in spans for d in drawn[start:end]
                 if isinstance(d, DrawnText) and d.rect is not None and d.text.strip()]
        assert lines, "no log line drawn"
        hand_top = table.hand_top()
        high = [f"{d.text!r} at {tuple(d.rect)}" for d in lines if d.rect.top < hand_top - table.card_h * 0.5]
        assert not high, f"log lines above the hand (its top at {hand_top:.0f}): {high}"
    finally:
        app.theme.drawn = None
        app.shutdown()
