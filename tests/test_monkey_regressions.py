"""Defects the monkey found, each replayed.

1. Card art kept every render of every size forever. Found by
   ``python -m fanucci_desktop monkey --events 4000 --seed 99 --any-size --keep-going``
   (peak memory 1.7 GB by event 3,750, still growing; a table at 60 window
   sizes held 709 MB of felts and faces). Replayed here by a resize storm
   at a table, quicker than the 4,000-event run.
"""

from __future__ import annotations

import random

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.engine.cards import parse_card
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.check import driver as dr
from fanucci_desktop.ui.cardart import CardArt
from fanucci_desktop.session.seats import Seat

MB = 1024 * 1024


@pytest.fixture
def app(tmp_path):
    application = App(paths=AppPaths.under(str(tmp_path)), size=(1280, 800), animation_speed="instant")
    yield application
    application.shutdown()


def test_monkey_resize_storm_keeps_card_art_within_its_budget(app):
    app.art = CardArt(cache_mb=24)
    table = dr.new_table(app, "fan-rummy", [Seat("You"), Seat("Ada", "easy")], seed=3)
    dr.run_frames(app, 3)
    rng = random.Random(99)
    for _ in range(10):                        # every size a new felt and new card widths
        app.resize((rng.randint(960, 2560), rng.randint(600, 1440)))
        dr.run_frames(app, 2)
        assert app.art.cache_bytes <= 24 * MB
    table.warmer.stop()
    assert app.art.cache_bytes <= 24 * MB
    before = app.last_frame.copy()
    dr.run_frames(app, 1)                      # still draws what it dropped, on demand
    assert app.last_frame.get_size() == before.get_size()


def test_card_art_drops_the_least_recently_used_past_its_budget():
    art = CardArt(cache_mb=1)
    card = parse_card("7 Zurfs")
    first = art.face(card, 120)
    kept = art.face(card, 60)
    for width in range(121, 141):              # 20 more widths: far past 1 MB
        art.face(card, width)
        assert art.face(card, 60) is kept      # used just now: kept
    assert art.cache_bytes <= 1 * MB
    assert art.face(card, 120) is not first    # the oldest was dropped and drawn again
