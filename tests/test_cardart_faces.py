"""Every card face renders at the asked size, distinct cards look distinct,
and the other pictures of CardArt (backs, icons, badges, table) work."""

from __future__ import annotations

import hashlib
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from fanucci_desktop.engine.cards import (
    FANUCCI_COLORS, FANUCCI_SUITS, STANDARD_SUITS, fanucci_deck, parse_card, standard_deck,
)
from fanucci_desktop.ui.cardart import CARD_ASPECT, CardArt

pygame.init()


@pytest.fixture(scope="module")
def art() -> CardArt:
    return CardArt()


def _digest(surface: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surface, "RGBA")).hexdigest()


def test_card_aspect_is_height_over_width():
    assert CARD_ASPECT == pytest.approx(1.4)


@pytest.mark.parametrize("width", [60, 97])
def test_every_card_renders_at_the_asked_size(art, width):
    size = (width, round(width * CARD_ASPECT))
    for card in fanucci_deck() + standard_deck():
        assert art.face(card, width).get_size() == size, card


def test_large_sizes_render_exactly(art):
    for text in ("∞ Tops", "Grue", "KH", "0 Bugs"):
        assert art.face(parse_card(text), 200).get_size() == (200, 280)


def test_all_fanucci_faces_are_distinct(art):
    deck = fanucci_deck()
    assert len({_digest(art.face(card, 80)) for card in deck}) == len(deck) == 174


def test_all_standard_faces_are_distinct_and_four_colour_differs(art):
    deck = standard_deck()
    two = {_digest(art.face(card, 80)) for card in deck}
    assert len(two) == 52
    four = CardArt(four_color=True)
    assert _digest(four.face(parse_card("5C"), 80)) != _digest(art.face(parse_card("5C"), 80))
    assert _digest(four.face(parse_card("5D"), 80)) != _digest(art.face(parse_card("5D"), 80))
    assert _digest(four.face(parse_card("5S"), 80)) == _digest(art.face(parse_card("5S"), 80))


def test_colour_badges_can_be_turned_off():
    plain = CardArt(color_badges=False)
    card = parse_card("4 Rain")
    assert _digest(plain.face(card, 80)) != _digest(CardArt().face(card, 80))


def test_faces_are_cached_per_card_and_size(art):
    card = parse_card("7 Zurfs")
    assert art.face(card, 70) is art.face(card, 70)
    assert art.face(card, 71) is not art.face(card, 70)


def test_cards_are_not_blank(art):
    face = art.face(parse_card("9 Books"), 100)
    colours = {tuple(face.get_at((x, y))) for x in range(0, 100, 5) for y in range(0, 140, 5)}
    assert len(colours) > 10


def test_at_least_two_backs_each_distinct(art):
    names = art.back_names()
    assert len(names) >= 2
    digests = {_digest(CardArt(back=name).back(90)) for name in names}
    assert len(digests) == len(names)
    assert art.back(90).get_size() == (90, 126)


def test_unknown_or_no_back_falls_back_to_the_first(art):
    first = art.back_names()[0]
    assert CardArt(back="no-such-back").back_name == first
    assert CardArt(back=None).back_name == first
    assert CardArt(back=art.back_names()[-1]).back_name == art.back_names()[-1]


def test_faces_render_with_a_window_open_and_keep_alpha():
    pygame.display.set_mode((64, 64))
    try:
        face = CardArt().face(parse_card("3 Ears"), 40)
        assert face.get_size() == (40, 56)
        assert face.get_flags() & pygame.SRCALPHA
        assert face.get_at((0, 0)).a < 255  # the rounded corner stays see-through
    finally:
        pygame.display.quit()
        pygame.display.init()


def test_suit_icons_for_every_suit(art):
    digests = set()
    for suit in FANUCCI_SUITS + STANDARD_SUITS:
        icon = art.suit_icon(suit, 16)
        assert icon.get_size() == (16, 16)
        digests.add(_digest(art.suit_icon(suit, 48)))
    assert len(digests) == len(FANUCCI_SUITS) + len(STANDARD_SUITS)
    with pytest.raises(ValueError):
        art.suit_icon("Spoons", 16)


def test_badges_for_every_colour(art):
    digests = {_digest(art.badge(color, 24)) for color in FANUCCI_COLORS}
    assert len(digests) == 5
    assert art.badge("red", 24).get_size() == (24, 24)


def test_table_colours_and_sizes(art):
    colors = art.table_colors()
    assert len(colors) >= 3
    tables = [art.table((160, 90), c) for c in colors]
    assert all(t.get_size() == (160, 90) for t in tables)
    assert len({_digest(t) for t in tables}) == len(colors)
    assert _digest(art.table((160, 90), "tartan")) == _digest(tables[0])
    for odd_shape in ((400, 100), (90, 300), (1, 1)):
        assert art.table(odd_shape, colors[0]).get_size() == odd_shape
    with pytest.raises(ValueError):
        art.table((0, 10))


def test_icon(art):
    """The icon's files for each platform: tests/test_packaging_icons.py."""
    assert art.icon(64).get_size() == (64, 64)


def test_gallery_sheet_size(art):
    sheet = art.gallery(standard_deck()[:13], 50, 13)
    cw, ch = 50, 70
    gap = 4
    assert sheet.get_size() == (gap + 13 * (cw + gap), gap + ch + gap)
