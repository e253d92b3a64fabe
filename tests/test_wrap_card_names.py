"""A line wrap keeps a card's name on one line where it fits on one
(issue 54, seen in a real window: the log panel read "Basil played the 9 of"
over "Hives.", a rank cut from its suit), in every language the app
speaks and in every use of a card's name: the wrapper of the app's theme
breaks before or after the name, never inside it, at every width the name
fits, and the name's words keep their order and spacing."""

from __future__ import annotations

import pytest

from fanucci_desktop.card_names import USES, card_name
from fanucci_desktop.engine.cards import fanucci_card, standard_card, trump
from fanucci_desktop.i18n import available_languages
from fanucci_desktop.ui import theme as th

CARDS = [standard_card(5, "D"), standard_card(10, "H"), standard_card(12, "S"),
         fanucci_card(9, "Hives"), fanucci_card(0, "Tops"), trump("Grue")]


@pytest.mark.parametrize("code", available_languages())
def test_a_wrap_never_cuts_a_card_name_that_fits_on_a_line(app, code):
    app.update_settings(language=code)
    t = app.theme
    for use in USES:
        for card in CARDS:
            name = card_name(card, use, app.language)
            if " " not in name:
                continue
            text = f"Basil, played, {name}. Ada then folded and Cleo won"
            for width in range(t.width(f"{name}.", th.SMALL), t.width(text, th.SMALL) + 1, 3):
                lines = t.wrap(text, width, th.SMALL)
                assert any(name in line for line in lines), (code, use, width, lines)
                assert " ".join(lines) == text


def test_a_name_wider_than_the_line_is_still_wrapped_between_its_words(app):
    t = app.theme
    lines = t.wrap("Basil played the 9 of Hives.", t.width("played the"), th.SMALL)
    assert all(t.width(line, th.SMALL) <= t.width("played the") for line in lines if " " in line)
    assert " ".join(lines) == "Basil played the 9 of Hives."


def test_a_text_that_must_fit_some_lines_breaks_a_name_rather_than_take_one_more(app):
    t = app.theme
    text = "Basil laid down the 1 of Fromps, 2 of Fromps and 3 of Fromps."
    width = t.width("Basil laid down the 1 of", th.SMALL)
    kept, short = t.wrap(text, width, th.SMALL), t.wrap(text, width, th.SMALL, most=3)
    assert kept == ["Basil laid down", "the 1 of Fromps,", "2 of Fromps and", "3 of Fromps."]
    assert short == ["Basil laid down the 1 of", "Fromps, 2 of Fromps", "and 3 of Fromps."]
    assert t.wrap(text, width, th.SMALL, most=4) == kept
