"""The set-up screen's names: "You" goes when a second person sits down and
comes back when the match is solo again, unless the player typed a name."""

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.scenes.new_game import NewGame


@pytest.fixture
def form(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    yield NewGame(app, "fan-rummy")
    app.shutdown()


def set_kind(form: NewGame, seat: int, kind: str) -> None:
    """As the arrows do, one step at a time."""
    while form.kinds[seat].value != kind:
        form.kinds[seat].step(-1)


def test_a_seat_renamed_from_you_is_you_again_when_the_match_is_solo_again(form):
    assert form.names[0].value == "You"
    set_kind(form, 1, "human")
    assert form.names[0].value == "Player 1"
    set_kind(form, 1, "normal")
    assert [f.value for f in form.names[:2]] == ["You", "Ada"]


def test_a_name_the_player_typed_stays_when_the_match_is_solo_again(form):
    set_kind(form, 1, "human")
    form.names[0].value = "Zoe"
    set_kind(form, 1, "normal")
    assert form.names[0].value == "Zoe"


def test_in_german_the_default_name_reads_du_and_a_typed_du_is_you(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="de")
    try:
        form = NewGame(app, "fan-rummy")
        assert form.names[0].value == "Du"
        form.names[0].value = " du "
        assert form.kept_names()[0] == "You" and form.setup()["seats"][0]["name"] == "You"
        set_kind(form, 1, "human")
        assert form.names[0].value == "Player 1"
        set_kind(form, 1, "normal")
        assert form.names[0].value == "Du"
    finally:
        app.shutdown()
