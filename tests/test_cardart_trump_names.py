"""The nine trumps bear their names in the player's language, in capitals,
drawn whole on their strip and their band; a new language renames them at
once, and no other face is drawn again for it."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.card_names import ALONE, NAMES, card_name
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.cards import TRUMPS, parse_card, trump
from fanucci_desktop.i18n import Language, load_language
from fanucci_desktop.ui.cardart import CardArt
from fanucci_desktop.ui.cardart.compose import FaceStyle, face_spec
from fanucci_desktop.ui.cardart.layout import CARD_W
from fanucci_desktop.ui.cardart.render import LabelPainter
from fanucci_desktop.ui.cardart.sources import ArtSources
from fanucci_desktop.ui.sprites import SpriteImages

CODES = ("en", "de", "fr", "es", "it", "pl", "pt_BR", "ru", "qps")
#: Card widths: a small card in a hand, the usual table, a large window.
WIDTHS = (60, 120, 240)


@pytest.fixture(scope="module")
def painter() -> LabelPainter:
    pygame.font.init()
    return LabelPainter()


@pytest.mark.parametrize("code", CODES)
def test_every_trump_bears_its_name_in_the_language_in_capitals_drawn_whole(code, painter):
    language = load_language(code)[0]
    src = ArtSources()
    for name in TRUMPS:
        card = trump(name)
        called = language.pgettext(*NAMES[ALONE][name])
        spec = face_spec(card, src, FaceStyle(), card_name(card, language=language))
        assert [label.text for label in spec.labels] == [called.upper()] * 2
        for width in WIDTHS:
            scale = width / CARD_W
            for label in spec.labels:
                px = painter.size_for(label, scale)
                font = painter.font(px)
                assert all(glyph is not None for glyph in font.metrics(label.text)), label.text
                image = painter.text_image(label, scale)
                along = image.get_height() if label.vertical else image.get_width()
                box = (label.box[3] if label.vertical else label.box[2]) * scale
                assert along == font.size(label.text)[0], f"{label.text} narrowed at {width}"
                assert along <= box, f"{label.text} longer than its box at {width}"


def test_a_name_too_long_for_the_smallest_size_is_narrowed_to_its_box_not_cut(painter):
    spec = face_spec(trump("Beauty"), ArtSources(), FaceStyle(), "Schönheit der Schnecke")
    scale = 20 / CARD_W
    for label in spec.labels:
        image = painter.text_image(label, scale)
        along = image.get_height() if label.vertical else image.get_width()
        assert 0 < along <= (label.box[3] if label.vertical else label.box[2]) * scale


def test_the_art_names_trumps_as_it_is_told_at_the_time_and_keeps_other_faces():
    spoken = {"language": Language()}
    art = CardArt(trump_name=lambda card: card_name(card, language=spoken["language"]))
    lobster, queen, zurf = trump("Lobster"), parse_card("QS"), parse_card("7 Zurfs")
    english = art.face(lobster, 120)
    others = [art.face(queen, 120), art.face(zurf, 120)]
    spoken["language"] = load_language("de")[0]
    assert not art.has_face(lobster, 120)
    german = art.face(lobster, 120)
    assert german is not english
    assert pygame.image.tobytes(german, "RGBA") != pygame.image.tobytes(english, "RGBA")
    assert all(a is b for a, b in zip([art.face(queen, 120), art.face(zurf, 120)], others))  # kept
    spoken["language"] = Language()
    assert art.face(lobster, 120) is english                            # still kept


def test_without_a_namer_trumps_bear_their_english_names():
    spec = face_spec(trump("Snail"), ArtSources(), FaceStyle())
    assert [label.text for label in spec.labels] == ["SNAIL", "SNAIL"]


def test_a_table_back_from_settings_in_another_language_shows_the_new_names(app):
    table = dr.new_table(app, "trophy-case", dr.default_seats("trophy-case"))
    dr.run_frames(app, 2)
    art = app.art
    grue, queen, width = trump("Grue"), parse_card("QS"), table.card_w
    before = table.images.base(grue, width)
    kept = table.images.base(queen, width)
    app.nav.settings()
    app.update_settings(language="ru")
    app.stack.pop()
    assert app.art is art                               # no art made anew for a language
    assert app.stack.top is table
    after = table.images.base(grue, width)
    assert after is not before and after is art.face(grue, width)
    assert table.images.base(queen, width) is kept
    label = face_spec(grue, ArtSources(), FaceStyle(), card_name(grue, language=app.language)).labels[0]
    assert label.text == "ГРЮ"


def test_sprite_images_named_in_another_language_forget_only_trumps():
    images = SpriteImages(CardArt())
    images.set_card_width(80)
    time, ace = trump("Time"), parse_card("AS")
    english, german = Language(), load_language("de")[0]
    images.name_trumps_in(english)
    images.image(time, 80, 10)
    images.image(ace, 80, 10)
    images.name_trumps_in(english)
    assert ("rot", time, 80, 10) in images.cache
    images.name_trumps_in(german)
    assert not any(time in key for key in images.cache)
    assert ("base", ace, 80) in images.cache and ("rot", ace, 80, 10) in images.cache
