"""Flathead Rummy's label over each meld says what kind of meld it is at
every size, and whose it is by name where the melds leave room ("1 Basil ·
run", else "1 run" beside the owner's disc) (issue 54, seen in a real window
at 960x600: the labels read "3 Basil" and "2", the kind dropped for want
of room): the layout makes each meld's box as wide as its label; with two
players, the whole label."""

from __future__ import annotations

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.session.seats import DEFAULT_NAMES, Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.tables.flathead_rummy.paint import tag_words
from fanucci_desktop.ui.tables.flathead_rummy.words import meld_kind
from fanucci_desktop.ui.theme import DrawnText


@pytest.mark.parametrize("players", [2, 6])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_meld_label_says_its_owner_and_its_kind(tmp_path, size, players):
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    try:
        seats = [Seat("You")] + [Seat(DEFAULT_NAMES[i], "easy") for i in range(1, players)]
        table = dr.new_table(app, "flathead-rummy", seats, seed=5)
        pilot = dr.Autopilot(app, table, seed=3)
        looked = 0
        for _ in range(120):
            if not pilot.moves(1) or app.stack.top is not table:
                break
            pub = table.sight.observation()
            if table.busy or pub is None or not pub.melds:
                continue
            app.theme.drawn = []
            app.frame(dr.FRAME_S)
            drawn, app.theme.drawn = app.theme.drawn, None
            texts = [d.text for d in drawn if isinstance(d, DrawnText) and d.rect is not None]
            for i, meld in enumerate(pub.melds):
                forms = tag_words(table.words.name_of(pub.meld_owners[i]), meld_kind(list(meld)))
                said = [form for form in forms if form in texts]
                assert said, f"meld {i + 1}'s label reads none of {forms} at {size}"
                assert players > 2 or said[0] == forms[0], f"meld {i + 1}'s label is not whole at {size}"
            looked += 1
        assert looked, "no meld was laid down"
    finally:
        app.theme.drawn = None
        app.shutdown()
