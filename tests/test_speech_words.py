"""Issue 54, item 17: words an ear can follow. A card that may be laid off
is told which melds it fits by their cards, never "on a lit meld" (a mark
only an eye sees)."""

from __future__ import annotations

import pytest

from ear_kit import cards_named
from fanucci_desktop.check import driver as dr


@pytest.fixture
def app(tmp_path):
    from fanucci_desktop.app import App
    from fanucci_desktop.storage import AppPaths
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    dr.run_frames(app, 2)
    yield app
    app.shutdown()


def test_flathead_names_the_melds_a_card_may_be_laid_off_on(app):
    table = dr.new_table(app, "flathead-rummy", dr.default_seats("flathead-rummy"), seed=4)

    def may_lay_off() -> bool:
        return (table.session.human_turn and not table.busy
                and any(m.action == "layoff" for m in table.match.legal_moves()))
    assert dr.Autopilot(app, table).play(may_lay_off, 20_000), "no lay-off came"
    table.selected = []
    move = next(m for m in table.match.legal_moves() if m.action == "layoff")
    sprite = next(s for s in table.hand_sprites() if s.card == move.cards[0])
    table.toggle(sprite)
    prompt = table.words.prompt()
    assert "lit" not in prompt.split(), prompt
    view = table.sight.view()
    meld = [c for c in view[f"meld:{move.index}"] if c is not None]
    assert set(meld) <= set(cards_named(prompt)), prompt
