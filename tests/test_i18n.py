"""The language mechanism (fanucci_desktop/i18n.py): messages looked up whole
with named placeholders, English for anything a catalog lacks, plural forms
by the catalog's header, numbers and lists by the language's rules, the
system's language where we have it, and the language chosen in the settings
or on the command line, applied at once."""

from __future__ import annotations

from pathlib import Path

import pytest

from fanucci_desktop.cli import build_parser, help_language
from fanucci_desktop.i18n import (Language, available_languages, check_code, load_language,
                                  system_language)
from fanucci_desktop.storage import Settings

PO = '''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"

msgid "Rules of {game}"
msgstr "Zasady gry {game}"

msgctxt "accusative"
msgid "the seven of Zurfs"
msgstr "siódemkę Zurfów"

msgid "the seven of Zurfs"
msgstr "siódemka Zurfów"

msgid "{n} hand"
msgid_plural "{n} hands"
msgstr[0] "{n} rozdanie"
msgstr[1] "{n} rozdania"
msgstr[2] "{n} rozdań"

#, fuzzy
msgid "Done"
msgstr "Zrobione?"

msgid "Back"
msgstr ""
'''


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "locale" / "pl" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "fanucci.po").write_text(PO, encoding="utf-8")
    return tmp_path / "locale"


def test_a_message_is_looked_up_whole_and_its_placeholders_filled(root):
    polish, warnings = load_language("pl", root)
    assert warnings == []
    assert polish.gettext("Rules of {game}", game="Gin Rummy") == "Zasady gry Gin Rummy"


def test_a_context_gives_one_english_text_a_translation_per_use(root):
    polish, _ = load_language("pl", root)
    assert polish.pgettext("accusative", "the seven of Zurfs") == "siódemkę Zurfów"
    assert polish.gettext("the seven of Zurfs") == "siódemka Zurfów"


def test_missing_empty_and_fuzzy_messages_fall_back_to_english(root):
    polish, _ = load_language("pl", root)
    assert polish.gettext("Sound") == "Sound"
    assert polish.gettext("Back") == "Back"
    assert polish.gettext("Done") == "Done"
    assert polish.pgettext("nominative", "Rules of {game}", game="X") == "Rules of X"


def test_plural_forms_follow_the_catalogs_header(root):
    polish, _ = load_language("pl", root)
    said = {n: polish.ngettext("{n} hand", "{n} hands", n) for n in (1, 2, 5, 22, 25)}
    assert said == {1: "1 rozdanie", 2: "2 rozdania", 5: "5 rozdań", 22: "22 rozdania", 25: "25 rozdań"}


def test_a_language_with_no_catalog_or_an_unreadable_one_is_english_with_a_warning(root, tmp_path):
    english, warnings = load_language("sv", root)
    assert english.code == "en" and english.gettext("Sound") == "Sound" and "sv" in warnings[0]
    broken = root / "de" / "LC_MESSAGES"
    broken.mkdir(parents=True)
    (broken / "fanucci.po").write_bytes(b'msgid "a"\nmsgid "b"\nmsgstr "x"\n')
    english, warnings = load_language("de", root)
    assert english.code == "en" and "could not be read" in warnings[0]


def test_numbers_and_lists_are_written_for_the_language():
    assert Language("de").number(1234) == "1.234"
    assert Language("en").number(1234) == "1,234"
    assert Language("pl").listed(["A", "B", "C"]) == "A, B i C"
    assert Language("de").listed(["A", "B", "C"]) == "A, B und C"
    assert Language("ru").listed(["A", "B"]) == "A и B"


def test_the_system_language_is_followed_where_we_have_it():
    have = ("en", "de", "pt_BR", "ru")
    assert system_language(have, {"LANG": "de_AT.UTF-8"}) == "de"
    assert system_language(have, {"LANGUAGE": "sv:ru", "LANG": "de_DE.UTF-8"}) == "ru"
    assert system_language(have, {"LC_ALL": "pt_BR.UTF-8"}) == "pt_BR"
    assert system_language(have, {"LANG": "pt_PT.UTF-8"}) == "pt_BR"
    assert system_language(have, {"LANG": "ja_JP.UTF-8"}) == "en"
    assert system_language(have, {"LANG": "C"}) == "en"
    assert system_language(have, {}) == "en"


def test_the_seven_languages_are_available():
    assert set(available_languages()) >= {"en", "de", "fr", "es", "it", "pl", "pt_BR", "ru"}
    assert "qps" not in available_languages()


def test_the_language_setting_holds_a_code_and_nothing_else():
    assert Settings().language == ""
    assert Settings(language="pt_BR").to_dict()["language"] == "pt_BR"
    for bad in ("Deutsch", "de-DE", 7, "../../etc"):
        with pytest.raises(ValueError):
            check_code(bad)
    settings, warnings = Settings.from_dict({"language": "Français"})
    assert settings.language == "" and "language" in warnings[0]


def test_the_command_line_takes_a_language_and_refuses_a_bad_one(capsys):
    assert build_parser().parse_args(["--language", "de"]).language == "de"
    assert build_parser("screenshots").parse_args(["screenshots", "out", "--language", "ru"]).language == "ru"
    assert build_parser("screenshots").parse_args(["--language", "fr", "screenshots", "out"]).language == "fr"
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--language", "Deutsch"])
    assert "language code" in capsys.readouterr().err


def test_the_help_speaks_the_language_given():
    german = help_language(["--help", "--language", "de"])
    assert german.code == "de"
    text = build_parser(language=german).format_help()
    assert "Bildschirmfotos" in text or "Screenshots" in text


def test_a_label_inside_a_sentence_starts_small_but_where_nouns_keep_their_capital():
    assert Language("fr").inside_sentence("Piocher une carte") == "piocher une carte"
    assert Language("en").inside_sentence("Draw a card") == "draw a card"
    assert Language("de").inside_sentence("Karte ziehen") == "Karte ziehen"
