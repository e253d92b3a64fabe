"""Flathead Rummy's label over the card taken from the tableau ("taken:
can't discard", "play it this turn") and the "new" tab on the same card
both read whole: the label stands clear of the tab (played in a real
window at 2560x1440, the tab covered the middle of the label, "take[new]n't
discard"), at every size."""

from __future__ import annotations

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.storage import AppPaths


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (2560, 1440)])
def test_the_taken_label_stands_clear_of_the_new_tab(tmp_path, size):
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    try:
        table = dr.new_table(app, "flathead-rummy", dr.default_seats("flathead-rummy"), seed=5)
        pilot = dr.Autopilot(app, table, seed=3)

        def both_shown() -> bool:
            return (app.stack.top is table and table.session.human_turn and not table.busy
                    and table.painter.taken_label() is not None and table.new_mark.tab() is not None)

        assert pilot.play(both_shown, max_frames=60_000), "the person never took from the tableau"
        _text, _color, pill = table.painter.taken_label()
        tab = table.new_mark.tab()
        assert not pill.colliderect(tab), (pill, tab)
        assert pill.top >= 0 and pill.bottom <= tab.top
    finally:
        app.shutdown()
