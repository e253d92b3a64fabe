"""The rules screen speaks of the game, not of the app (issue 41, item 9):
no paragraph of a game's rules says "app", "our", "we", "us", "this
version" or "in our own words" ("Using the table" is the one section about
the table, and it speaks to the player too). Nor does one speak of its
sources ("the printed rules settle ... through their examples"): it says
the game's facts."""

from __future__ import annotations

import re

from fanucci_desktop.games.catalog import RECORDS

ABOUT_THE_APP = re.compile(r"\b(app|apps|app's|our|ours|we|us|this version|own words)\b", re.IGNORECASE)
ABOUT_SOURCES = re.compile(r"\b(printed|rulebook|rule sheet|original rules|sources?|published|"
                           r"the rules (say|settle|leave|give)|through (their|its) examples)\b", re.IGNORECASE)


def test_no_rules_paragraph_speaks_of_the_app():
    said = [f"{record.game.info.id} / {section.title}: {paragraph}"
            for record in RECORDS for section in record.rules for paragraph in section.paragraphs
            if ABOUT_THE_APP.search(paragraph) or ABOUT_THE_APP.search(section.title)]
    assert said == []


def test_no_rules_paragraph_speaks_of_its_sources():
    said = [f"{record.game.info.id} / {section.title}: {paragraph}"
            for record in RECORDS for section in record.rules for paragraph in section.paragraphs
            if ABOUT_SOURCES.search(paragraph)]
    assert said == []


def test_the_check_finds_source_talk():
    assert ABOUT_SOURCES.search("The printed rules settle black, red and blue through their examples.")
    assert ABOUT_SOURCES.search("The rules leave open who deals first.")
    assert not ABOUT_SOURCES.search("Worked example: you knock with 6 deadwood.")


def test_the_check_finds_app_talk():
    assert ABOUT_THE_APP.search("Colours are this app's choice.")
    assert ABOUT_THE_APP.search("The rules in our own words.")
    assert not ABOUT_THE_APP.search("Your turn: apply the rule to yours.")
