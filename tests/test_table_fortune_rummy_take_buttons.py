"""Fortune Rummy's take-the-pile buttons read whole and apart at every
size (issue 54 item 2: at 960x600 they were cut, and two read the same,
"Take the pile with 5 of…"): a label too long for its share of the row goes
onto two lines, and each names its cards as a sentence does."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.check import driver as dr

from test_table_button_keys import button_texts
from test_table_fortune_rummy_kit import make_app, rig, settle, start


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (2560, 1440)])
def test_take_the_pile_buttons_are_whole_and_differ_at_every_size(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = start(app)
        rig(table, ["7S", "7D", "7C", "5H", "6H", "8H", "9H", "4H", "QS", "9C", "KD"], ["2C", "9D", "7H"])
        settle(app, table)
        labels = [b.label for b in table.buttons.widgets]
        takes = [label for label in labels if label.startswith("Take the pile with the ")]
        assert len(takes) >= 3, labels
        texts = button_texts(app, table)
        assert not [text for text, cut in texts if cut], texts
        shown = [text for text, _ in texts]
        assert shown == [" ".join(label.split()) for label in labels]
        assert len(set(shown)) == len(shown)
        for button in table.buttons.widgets:
            assert button.rect.right <= size[0] and button.rect.left >= 0
    finally:
        app.shutdown()


#: A hand met in a real window at 960x600: three ways to take the 4 of
#: Spades, the longest with five cards of the hand ("Take the pile with the
#: Ace of Spades, two 2s of Spades, the 5 of Spades and the 2 of Diamonds"),
#: which an equal share of the row cut ("Take the pile with the Ace of…").
LONG_TAKE = (["AS", "2S", "2S", "5S", "10S", "2D", "6D", "10D", "6C", "7C", "9C"], ["4S"])


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_a_long_take_the_pile_button_reads_whole_beside_short_ones(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        table = start(app)
        rig(table, *LONG_TAKE)
        settle(app, table)
        labels = [b.label for b in table.buttons.widgets]
        assert any(label.count(" of ") >= 3 for label in labels if label.startswith("Take the pile")), labels
        texts = button_texts(app, table)
        assert not [text for text, cut in texts if cut], texts
        assert [text for text, _ in texts] == [" ".join(label.split()) for label in labels]
    finally:
        app.shutdown()


def test_t_plays_the_first_take_the_pile_button(tmp_path):
    """With no card selected every take-the-pile button shows T: T plays
    the first of them, as a move key does at every table."""
    app = make_app(tmp_path)
    try:
        table = start(app)
        rig(table, ["7S", "7D", "7C", "5H", "6H", "8H", "9H", "4H", "QS", "9C", "KD"], ["2C", "9D", "7H"])
        settle(app, table)
        first = next(m for m in table.candidate_moves() if m.action == "take-pile")
        dr.run_frames(app, 1, events=dr.key(pygame.K_t))
        settle(app, table)
        assert table.match.hands[-1].moves[-1] == str(first)
    finally:
        app.shutdown()
