"""The Fan Rummy table's layout where it differs from Gin Rummy's (that
nothing overlaps or leaves the window in any phase, and the columns show
every card's corner, is ``test_table_gin_family.py``): a long refusal is
shown whole at 960x600."""

from __future__ import annotations

import pygame

from fanucci_desktop.ui import theme as th

from gin_family_table_kit import card, click, hand_card_pos, make_app
from test_table_fan_rummy_kit import long_layoff_phase, new_table

SMALL = (960, 600)


def test_a_long_refusal_is_shown_whole_at_960x600(tmp_path):
    app = make_app(tmp_path, size=SMALL)
    try:
        table = new_table(app, seed=2)
        long_layoff_phase(table)
        click(app, hand_card_pos(table, card("QH")))
        click(app, table.geo.targets["meld:0"].center)
        assert "does not fit meld 1" in table.line.text and len(table.line.text) > 100
        lines, size = table.prompt_lines()
        assert " ".join(lines) == table.line.text and size < th.BODY
        assert pygame.Rect((0, 0), SMALL).contains(table.prompt_rect())
    finally:
        app.shutdown()
