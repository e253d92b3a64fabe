"""A question is asked whole: its title and its detail wrap, the panel grows."""

from __future__ import annotations

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.theme import DrawnText


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (2560, 1440)])
def test_a_long_question_and_its_detail_are_drawn_whole(size, tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant")
    question = "Flathead Rummy: a match is in progress, started yesterday at the kitchen table"
    detail = ("Hand 3, played 5 minutes ago: You 42 · Ada 30 · Basil 12 · Dmitri 7 · Esme 3 · "
              "Felix 0. Dealing a new match puts this one aside as abandoned.")
    try:
        app.nav.confirm(question, detail, lambda: None, yes_label="Deal a new match",
                        no_label="Keep playing this one")
        dialog = app.stack.top
        app.theme.drawn = []
        dr.run_frames(app, 1)
        texts = [d for d in app.theme.drawn if isinstance(d, DrawnText)]
        assert not [d.text for d in texts if d.shortened]
        shown = " ".join(d.text for d in texts)
        assert all(word in shown for word in (question + " " + detail).split())
        assert all(dialog.panel.contains(d.rect) for d in texts if d.text in shown and d.rect is not None
                   and d.text in dialog.question_lines + dialog.detail_lines)
        assert all(dialog.panel.contains(b.rect) for b in dialog.buttons)
    finally:
        app.theme.drawn = None
        app.shutdown()
