"""The set-up screen explains every option of every game at every size:
where a rule's description fits under it, it is drawn there; where the
rules are shown without theirs (Gin Rummy's five house rules at 960x600
and 1280x800, played in a real window: Oklahoma, Big gin and OpenSpiel's
scoring explained nowhere), the description of the option pointed at, or
focused, is drawn whole under the rules (over the words on the levels
where those are under the rules), and before either how to read one
where the room under the rules holds it. In English every such frame is legible as the legibility tour reads
it (the other languages' set-up screens are not all legible yet at
960x600: German's deal-number caption runs into its note)."""

from __future__ import annotations

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.i18n import available_languages
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui import theme as th
from fanucci_desktop.ui.theme import DrawnText
from test_legibility import SIZES, problems


def drawn_words(app) -> str:
    """The words of every text the next frame draws, in the order drawn."""
    app.theme.drawn = []
    app.draw(whole=True)
    drawn, app.theme.drawn = app.theme.drawn, None
    found = problems(drawn, 12 if app.size == (960, 600) else None, whole=True)
    assert not found, found
    return " ".join(d.text for d in drawn if isinstance(d, DrawnText))


@pytest.mark.parametrize("code", available_languages())
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_option_of_every_set_up_is_explained_on_screen(tmp_path, size, code):
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant", language=code)
    try:
        for info in GAMES:
            app.nav.new_game(info.id)
            dr.run_frames(app, 2)
            form = app.stack.top
            hint = app.language.gettext("Point at an option, or Tab to it, to read what it does.")
            for widget, (_label, description) in zip(form.options, form.option_words):
                widget.hovered = True
                assert description in drawn_words(app), (info.id, size, code, description)
                widget.hovered = False
            theme = app.theme
            if form.about.w and len(theme.wrap(hint, form.about.w, th.TINY)) * \
                    theme.font(th.TINY).get_linesize() <= form.about.h:
                assert hint in drawn_words(app), (info.id, size, code)
            app.stack.pop()
    finally:
        app.shutdown()
