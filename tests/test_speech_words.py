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


def test_fans_open_cards_key_says_which_end_of_each_column_may_be_taken(tmp_path):
    from ear_kit import Ear
    from fanucci_desktop.ui.controls import BINDINGS, Act
    ear = Ear(tmp_path)
    try:
        table = dr.new_table(ear.app, "fan-rummy", dr.default_seats("fan-rummy"), seed=3)
        ear.table = table
        dr.Autopilot(ear.app, table).play(lambda: table.session.human_turn and not table.busy)
        dr.run_frames(ear.app, 2)
        ear.new_lines()
        (said,) = ear.press(BINDINGS[Act.READ_PILES].keys[0])
        view = table.sight.view()
        for i in (0, 1):
            column = [c for c in view[f"column:{i}"] if c is not None]
            assert f"Column {i + 1}, {len(column)} cards: the outer card, the one that may be taken, " \
                   f"is the {column[-1].name}" in said, said
            inner = said.split(f"is the {column[-1].name}")[1].split(".")[0]
            assert [c.name for c in cards_named(inner)] == [c.name for c in reversed(column[:-1])], said
    finally:
        ear.close()


def test_flathead_says_the_cards_of_a_meld_laid_down(app):
    """"Ann laid down the 4, 5 and 6 of Mazes, a run (meld 1).": the log (and
    so the ear) names every card of a meld as it is laid down."""
    table = dr.new_table(app, "flathead-rummy", dr.default_seats("flathead-rummy"), seed=4)
    pilot = dr.Autopilot(app, table)
    assert pilot.play(lambda: any(" laid down " in t for t in table.log.texts()), 20_000)
    line = next(t for t in table.log.texts() if " laid down " in t)
    melds = [cards for zone, cards in table.sight.view().items() if zone.startswith("meld:")]
    assert any(cards and set(cards_named(line)) == set(cards) for cards in melds), line
