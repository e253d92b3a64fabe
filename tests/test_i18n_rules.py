"""The rules of every game in the player's language, with the same card
pictures as in English.

Every paragraph of a game's rules is a message: the rules screen shows and
reads it translated, takes the cards it pictures from the English (the
message), so every language shows the same cards, and captions them with
the cards' names in the language (:mod:`fanucci_desktop.card_names`). In the
pseudo-language no paragraph, caption or line the page draws is English,
the gamepad's and keys' items too (each a message made of messages: the
keys' and buttons' names and what they do)."""

from __future__ import annotations

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.card_names import ALONE, card_name
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.cards import parse_cards
from fanucci_desktop.games import GAMES
from fanucci_desktop.games.catalog import record
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.scenes.rules import picture_caption
from fanucci_desktop.ui.theme import DrawnText
from test_i18n_screens import escaped

GAME_IDS = [info.id for info in GAMES]


def opened(app, game_id: str) -> tuple[object, list[str]]:
    """The rules screen of ``game_id`` in ``app`` and every text its first
    frame drew (the whole page is drawn then, once)."""
    app.nav.rules(game_id)
    app.theme.drawn = []
    dr.run_frames(app, 1)
    drawn, app.theme.drawn = app.theme.drawn, None
    return app.stack.top, [d.text for d in drawn if isinstance(d, DrawnText)]


@pytest.fixture(scope="module")
def apps(tmp_path_factory):
    """An app in English and one in German."""
    made = {code: App(paths=AppPaths.under(tmp_path_factory.mktemp(code)), size=(1280, 800),
                      animation_speed="instant", language=code) for code in ("en", "de")}
    yield made
    for app in made.values():
        app.shutdown()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_rules_in_german_are_german_paragraphs_with_the_same_card_pictures(apps, game_id):
    english, _ = opened(apps["en"], game_id)
    german, drawn = opened(apps["de"], game_id)
    try:
        theirs, ours = english.pictured(), german.pictured()
        assert [len(paragraphs) for _, paragraphs in theirs] == [len(paragraphs) for _, paragraphs in ours]
        pairs = [(en, de) for (_, en_paragraphs), (_, de_paragraphs) in zip(theirs, ours)
                 for en, de in zip(en_paragraphs, de_paragraphs)]
        assert [en[1] for en, _ in pairs] == [de[1] for _, de in pairs]       # the same pictures
        assert sum(len(en[1]) for en, _ in pairs) >= 6
        untranslated = [de[0] for en, de in pairs if de[0] == en[0]]
        assert not untranslated
        language = apps["de"].language
        shown = [picture_caption(cards, language) for _, (_, cards) in pairs if cards]
        assert shown and all(caption in drawn for caption in shown if len(caption) < 60)
        names = [card_name(card, ALONE, language) for _, (_, cards) in pairs for card in cards]
        assert all(name in " ".join(drawn) for name in names)
    finally:
        apps["en"].stack.pop()
        apps["de"].stack.pop()


def test_a_german_caption_names_the_cards_in_german_and_an_english_one_as_before(apps):
    cards = parse_cards("AH, 2H, 3H")
    assert picture_caption(cards) == "Ace of Hearts, 2 of Hearts and 3 of Hearts"
    assert picture_caption(cards, apps["de"].language) == "Herz-Ass, Herz-2 und Herz-3"
    assert picture_caption(parse_cards("7 Zurfs, Grue"), apps["de"].language) == "Zurfs-7 und Grue"


def test_the_german_deck_paragraph_names_the_suits_as_the_glossary_does(apps):
    scene, _ = opened(apps["de"], "flathead-rummy")
    try:
        deck = next(section for section in scene.sections() if section.title == "Das Fanucci-Blatt")
        assert any("Zu Schwarz gehören Käfer, Labyrinthe und Tintenkleckse" in p for p in deck.paragraphs)
        said = scene.paragraphs()
        assert said[0].startswith("So wird gespielt. Flathead Rummy ist für zwei bis sechs Spieler.")
    finally:
        apps["de"].stack.pop()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_paragraph_caption_and_line_of_the_rules_is_translated_in_the_pseudo_language(game_id, tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="qps")
    try:
        scene, drawn = opened(app, game_id)
        said = scene.paragraphs()
        pad, keys = scene.controls_help()
        written = sum(len(section.paragraphs) for section in record(game_id).rules)
        assert len(said) >= written + len(pad) + len(keys) and not [p for p in said if escaped(p)]
        captions = [picture_caption(cards, app.language) for _, paragraphs in scene.pictured()
                    for _, cards in paragraphs if cards]
        assert captions and not [c for c in captions if escaped(c)]
        english = [text for text in drawn if escaped(text)]
        assert not english
    finally:
        app.shutdown()


def test_the_german_keys_and_gamepad_sections_name_the_keys_and_buttons_as_german_players_see_them(apps):
    scene, _ = opened(apps["de"], "gin-rummy")
    try:
        sections = {section.title: section.paragraphs for section in scene.sections()}
        assert "Leertaste oder Eingabe: eine Karte wählen (oder den gewählten Knopf drücken)" in sections["Tasten"]
        assert {"Strg+Z: rückgängig machen", "Bild auf: im offenen Verlauf zurückblättern",
                "T: die offene Karte nehmen"} <= set(sections["Tasten"])
        assert "Oben/Unten/Links/Rechts: das Steuerkreuz oder der linke Stick" in sections["Gamepad"]
        assert "Ansicht: diese Tasten zeigen oder verbergen" in sections["Gamepad"]
    finally:
        apps["de"].stack.pop()
