"""The catalogs in locale/: current with the sources, complete, with CLDR's
plural forms, placeholders kept, every character drawn by the app's font,
and each language's glossary followed. Plural forms are checked on real
messages for Polish and Russian at 0, 1, 2, 5, 22 and 25."""

from __future__ import annotations

import re
import string
import sys
from pathlib import Path

import pygame
import pytest
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from fanucci_desktop.i18n import PSEUDO, available_languages, catalog_file, load_language
from fanucci_desktop.resources import locale_path
from fanucci_desktop.ui.theme import Theme

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import catalogs  # noqa: E402  (tools/ is not a package)

#: Every language with a catalog (test_i18n.py checks that the seven are there).
LANGUAGES = available_languages()[1:]


def read(code: str):
    with catalog_file(code).open("rb") as handle:
        return read_po(handle)


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_the_template_the_catalogs_and_the_pseudo_language_are_current():
    stale = [str(path.relative_to(ROOT)) for path, text in catalogs.wanted().items()
             if not path.is_file() or path.read_text(encoding="utf-8") != text]
    assert not stale, f"run python tools/catalogs.py: {stale} are not current"


def test_every_language_has_a_catalog_and_the_template_has_messages():
    assert all(catalog_file(code).is_file() for code in (*LANGUAGES, PSEUDO))
    assert len([m for m in catalogs.extract() if m.id]) > 50


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_catalog_declares_cldrs_plural_forms(code):
    expected = get_plural(code)
    catalog = read(code)
    assert (catalog.num_plurals, catalog.plural_expr) == (expected.num_plurals, expected.plural_expr)


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_catalog_is_complete_and_keeps_every_placeholder(code):
    catalog = read(code)
    wrong = []
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if message.pluralizable else (message.id,)
        strings = message.string if message.pluralizable else (message.string,)
        if message.fuzzy or not all(strings):
            wrong.append(f"{ids[0]!r} is not translated")
            continue
        allowed = set().union(*(placeholders(i) for i in ids)) | ({"n"} if message.pluralizable else set())
        needed = placeholders(ids[0]) - ({"n"} if message.pluralizable else set())
        for text in strings:
            if not placeholders(text) <= allowed or not needed <= placeholders(text):
                wrong.append(f"{text!r} does not keep the placeholders of {ids[0]!r}")
    assert not wrong, "\n".join(wrong)


#: (count, Polish, Russian) for a real message of the statistics.
PLURALS = [
    (0, "0 rozdań", "0 раздач"),
    (1, "1 rozdanie", "1 раздача"),
    (2, "2 rozdania", "2 раздачи"),
    (5, "5 rozdań", "5 раздач"),
    (22, "22 rozdania", "22 раздачи"),
    (25, "25 rozdań", "25 раздач"),
]


@pytest.mark.parametrize("n, polish, _russian", PLURALS)
def test_polish_plural_forms(n, polish, _russian):
    language, _ = load_language("pl")
    assert language.ngettext("{n} hand", "{n} hands", n) == polish


@pytest.mark.parametrize("n, _polish, russian", PLURALS)
def test_russian_plural_forms(n, _polish, russian):
    language, _ = load_language("ru")
    assert language.ngettext("{n} hand", "{n} hands", n) == russian


def test_plural_forms_reach_the_points_of_the_best_hand():
    polish, _ = load_language("pl")
    russian, _ = load_language("ru")
    best = {n: (polish.ngettext("best hand: {n} point", "best hand: {n} points", n),
                russian.ngettext("best hand: {n} point", "best hand: {n} points", n)) for n in (1, 22, 25)}
    assert best[1] == ("najlepsze rozdanie: 1 punkt", "лучшая раздача: 1 очко")
    assert best[22] == ("najlepsze rozdanie: 22 punkty", "лучшая раздача: 22 очка")
    assert best[25] == ("najlepsze rozdanie: 25 punktów", "лучшая раздача: 25 очков")


def characters(code: str) -> set[str]:
    """Every character the catalog's translations use (placeholders' names aside)."""
    found: set[str] = set()
    for message in read(code):
        if not message.id:
            continue
        for text in (message.string if message.pluralizable else (message.string,)):
            found |= set(re.sub(r"\{[^{}]*\}", "", text))
    return found - {" ", "\n"}


def missing_glyphs(font: pygame.font.Font, chars: set[str]) -> list[str]:
    """The characters ``font`` draws as its box for a missing glyph."""
    box = pygame.image.tobytes(font.render("\ue000", True, (255, 255, 255)), "RGBA")
    return sorted(c for c in chars
                  if pygame.image.tobytes(font.render(c, True, (255, 255, 255)), "RGBA") == box)


def test_the_glyph_check_finds_a_missing_glyph():
    pygame.font.init()
    font = Theme((1280, 800)).font(20)
    assert missing_glyphs(font, {"一", "∞", "a"}) == ["∞", "一"]


#: What the theme draws itself, where the font has no glyph (the rules' ∞, as two loops).
DRAWN_BY_THE_THEME = {"∞"}


@pytest.mark.parametrize("code", (*LANGUAGES, PSEUDO))
def test_the_apps_font_draws_every_character_of_the_catalog(code):
    pygame.font.init()
    theme = Theme((1280, 800))
    for bold in (False, True):
        assert missing_glyphs(theme.font(20, bold), characters(code) - DRAWN_BY_THE_THEME) == [], code


def test_the_theme_draws_an_infinity_the_font_lacks():
    pygame.font.init()
    theme = Theme((1280, 800))
    font = theme.font(20)
    assert missing_glyphs(font, DRAWN_BY_THE_THEME) == sorted(DRAWN_BY_THE_THEME)
    loops = theme.text("∞", 20, (255, 255, 255)).get_bounding_rect()
    box = font.render("\ue000", True, (255, 255, 255)).get_bounding_rect()
    assert loops.w > loops.h and box.w < box.h          # two loops side by side, not the box


GLOSSARY_ROW = re.compile(r"^\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|\s*$")


def glossary(code: str) -> dict[str, tuple[str, list[str]]]:
    """The glossary of ``code``: English term -> (its translation, the stems
    a message that uses the term must hold one of)."""
    rows = {}
    for line in (locale_path(code) / "GLOSSARY.md").read_text(encoding="utf-8").splitlines():
        match = GLOSSARY_ROW.match(line)
        if match and not set(match.group(1)) <= set("-: ") and match.group(1) != "English":
            rows[match.group(1)] = (match.group(2), [s.strip() for s in match.group(3).split(",")])
    return rows


#: The terms every glossary fixes (the games' words and the Fanucci deck's names).
TERMS = ("meld", "lay off", "knock", "deadwood", "gin", "undercut", "trick", "fold", "trump", "hand",
         "deal", "match", "lesson", "Bugs", "Lamps", "Rain", "Hives", "Scythes", "Mazes", "Fromps", "Zurfs",
         "Time", "Ears", "Inkblots", "Plungers", "Tops", "Faces", "Books", "Beauty", "Death",
         "Granola", "Grue", "Jester", "Light", "Lobster", "Snail")


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_glossary_fixes_every_term(code):
    assert set(TERMS) <= set(glossary(code)), set(TERMS) - set(glossary(code))


#: (English message, term): a message whose English has a term's word in
#: another sense, which no glossary's word for the term translates. Flathead's
#: coach says a card "matches" another (it fits it), not a match of hands.
NOT_THE_TERM = frozenset({
    ("Be careful what you discard: a card that matches one deeper in the tableau lets the next player pull that "
     "one out and play it.", "match"),
})


def glossary_breaks(terms: dict[str, tuple[str, list[str]]], catalog) -> list[str]:
    """Each message of ``catalog`` whose English says a term of ``terms``
    (placeholders aside; :data:`NOT_THE_TERM` aside) and whose translation
    holds none of its stems."""
    wrong = []
    for message in catalog:
        if not message.id:
            continue
        english = re.sub(r"\{[^{}]*\}", "", message.id[0] if message.pluralizable else message.id)
        texts = message.string if message.pluralizable else (message.string,)
        for term, (_word, stems) in terms.items():
            if (message.id, term) in NOT_THE_TERM:
                continue
            if re.search(rf"\b{re.escape(term)}(s|es)?\b", english, flags=0 if term[0].isupper() else re.I):
                for text in texts:
                    if not any(stem.lower() in text.lower() for stem in stems):
                        wrong.append(f"{english!r} says {term!r}: {text!r} holds none of {stems}")
    return wrong


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_catalog_follows_its_glossary(code):
    wrong = glossary_breaks(glossary(code), read(code))
    assert not wrong, "\n".join(wrong)


def test_the_glossary_check_catches_a_term_said_another_way():
    catalog = read("de")
    catalog["Replay a hand"].string = "Ein Blatt nachspielen"
    catalog["Start the lesson again"].string = "Die Übung neu beginnen"
    wrong = glossary_breaks(glossary("de"), catalog)
    assert len(wrong) == 2 and "'hand'" in wrong[0] + wrong[1] and "'lesson'" in wrong[0] + wrong[1]


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_apps_font_draws_the_numbers_and_lists_each_language_writes(code):
    language, _ = load_language(code)
    written = language.number(1234567.5) + language.percent(0.42) + language.listed(["A", "B", "C"])
    pygame.font.init()
    assert missing_glyphs(Theme((1280, 800)).font(20), set(written) - {" "}) == []
