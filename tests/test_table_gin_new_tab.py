"""In the gin family the "new" tab on the card just drawn stands clear of
the bracket over the meld that card joins (issue 54, seen in a real window:
with the hand grouped by melds, the tab sat on the bracket's bar), at every
size, and clear of every caption the table draws; the bracket still spans
its meld."""

from __future__ import annotations

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.theme import DrawnText


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", ["gin-rummy", "fan-rummy"])
def test_the_new_tab_stands_clear_of_the_meld_bracket(tmp_path, game_id, size):
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    try:
        table = dr.new_table(app, game_id, dr.default_seats(game_id), seed=4)
        pilot = dr.Autopilot(app, table, seed=1)

        def in_a_meld() -> bool:
            if app.stack.top is not table or table.busy or table.new_mark.tab() is None:
                return False
            card = table.new_mark.card()
            return any(card in meld for meld in table.geo.hand_melds)

        seen = 0
        for _ in range(3):
            if not pilot.play(in_a_meld, max_frames=60_000):
                break
            app.theme.drawn = []
            app.frame(dr.FRAME_S)
            drawn, app.theme.drawn = app.theme.drawn, None
            seen += 1
            tab, marks = table.new_mark.tab(), table.painter.hand_marks()
            sprite = table.new_mark.sprite()
            run = next(r for r in marks.runs if sprite in r)
            band = marks.bands[marks.runs.index(run)]
            assert not tab.colliderect(band), (tab, band)
            for d in drawn:
                if isinstance(d, DrawnText) and d.rect is not None and d.text.strip() and d.text != "new":
                    assert not tab.colliderect(d.rect), (tab, d.text, d.rect)
            cards = [s.rect(table.card_w, CARD_ASPECT) for s in run]
            assert band.left <= cards[0].left + table.theme.px(6) and band.bottom < min(c.top for c in cards)
            while app.stack.top is table and table.new_mark.card() == sprite.card:
                if not pilot.moves(1):
                    break
        assert seen, "the card just drawn never joined a meld"
    finally:
        app.theme.drawn = None
        app.shutdown()
