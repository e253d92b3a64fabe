"""Property tests of the card renderer: any card at any width comes out at
exactly that width and CARD_ASPECT times as tall, with a see-through
rounded corner and an opaque centre."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
from hypothesis import given, settings, strategies as st

from fanucci_desktop.engine.cards import fanucci_deck, standard_deck
from fanucci_desktop.ui.cardart import CARD_ASPECT, CardArt

pygame.init()
ART = CardArt()
ALL_CARDS = fanucci_deck() + standard_deck()


@settings(max_examples=40, deadline=None)
@given(card=st.sampled_from(ALL_CARDS), width=st.integers(min_value=24, max_value=260))
def test_any_card_any_width_has_the_exact_size_and_a_card_shape(card, width):
    face = ART.face(card, width)
    assert face.get_size() == (width, round(width * CARD_ASPECT))
    assert face.get_at((0, 0)).a < 128
    assert face.get_at((width // 2, face.get_height() // 2)).a == 255


@settings(max_examples=15, deadline=None)
@given(width=st.integers(min_value=24, max_value=260))
def test_backs_have_the_face_size(width):
    assert ART.back(width).get_size() == ART.face(ALL_CARDS[0], width).get_size()
