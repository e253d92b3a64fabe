"""Trophy Case's won panel says its figures whole: at 960x600 "3 tricks ·
12 pts" was cut with an ellipsis. In every language and at every size the
lines fit the panel's width and stay inside it."""

from __future__ import annotations

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.i18n import available_languages
from fanucci_desktop.storage import AppPaths


@pytest.mark.parametrize("code", available_languages())
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (2560, 1440)])
def test_the_won_panels_figures_fit_it(tmp_path, code, size):
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant", language=code)
    try:
        table = dr.new_table(app, "trophy-case", dr.default_seats("trophy-case"), seed=3)
        dr.run_frames(app, 3)
        panel, painter, t = table.geometry().won_panel, table.painter, table.theme
        _, width = painter.won_text_room(panel)
        for tricks, points in ((0, 0), (1, 1), (3, 12), (12, 125)):
            lines = painter.won_lines(tricks, points, width)
            for line, text_size, bold in lines:
                assert t.width(line, text_size, bold) <= width, (code, size, line)
            height = sum(t.font(text_size, bold).get_linesize() for _, text_size, bold in lines)
            assert height <= panel.h, (code, size, lines)
    finally:
        app.shutdown()
