"""The SVG parts under art/ are complete and composable."""

from __future__ import annotations

import pytest

from fanucci_desktop.engine.cards import FANUCCI_COLORS, FANUCCI_SUITS, TRUMPS
from fanucci_desktop.resources import art_path
from fanucci_desktop.ui.cardart.glyphs import GLYPHS, glyph_svg
from fanucci_desktop.ui.cardart.layout import PIP_LAYOUTS, pip_centres
from fanucci_desktop.ui.cardart.sources import ArtSources, parse_part

REQUIRED = (
    [f"suits/fanucci/{s.lower()}" for s in FANUCCI_SUITS]
    + [f"suits/standard/{s}" for s in ("spades", "hearts", "diamonds", "clubs")]
    + [f"trumps/{t.lower()}" for t in TRUMPS]
    + [f"badges/{c.value}" for c in FANUCCI_COLORS]
    + ["courts/jack", "courts/queen", "courts/king", "table", "icon"]
)


@pytest.mark.parametrize("name", REQUIRED)
def test_every_part_exists_and_parses(name):
    part = ArtSources().part(name)
    assert part.box[2] > 0 and part.box[3] > 0 and part.body


def test_suit_pictograms_use_the_replaceable_ink():
    for suit in FANUCCI_SUITS:
        assert "#1a1a1a" in art_path("suits", "fanucci", f"{suit.lower()}.svg").read_text()


def test_ids_are_prefixed_so_parts_can_share_a_document():
    part = parse_part("trumps/x", '<svg viewBox="0 0 10 10"><defs><linearGradient id="g"/>'
                      '</defs><rect fill="url(#g)"/></svg>')
    assert 'id="trumps-x-g"' in part.body and "url(#trumps-x-g)" in part.body


def test_part_without_viewbox_is_refused():
    with pytest.raises(ValueError):
        parse_part("bad", '<svg width="10"><rect/></svg>')


def test_placed_part_is_scaled_into_its_box():
    part = parse_part("p", '<svg viewBox="0 0 100 50"><rect/></svg>')
    assert "translate(10.00 20.00) scale(0.5000 2.0000)" in part.placed(10, 20, 50, 100)


def test_glyphs_cover_every_rank_text():
    for text in [str(r) for r in range(10)] + ["∞", "A", "J", "Q", "K", "10"]:
        assert text in GLYPHS
        assert "<path" in glyph_svg(text, 0, 0, 50, "#000")
    with pytest.raises(KeyError):
        glyph_svg("Z", 0, 0, 50, "#000")


@pytest.mark.parametrize("count", sorted(PIP_LAYOUTS))
def test_pip_layouts_have_the_right_count_and_no_overlap(count):
    pips = pip_centres(count, 32, 60, 290)
    assert len(pips) == count
    spots = {(round(x), round(y)) for x, y, _ in pips}
    assert len(spots) == count
