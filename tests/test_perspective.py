"""Whose eyes a table has: the three perspectives, without pygame."""

from __future__ import annotations

from fanucci_desktop.engine.match import Match
from fanucci_desktop.games import get_game
from fanucci_desktop.session.perspective import Perspective, hidden_from_everyone


def dealt(game_id: str = "gin-rummy", n: int = 2) -> Match:
    match = Match(get_game(game_id), n, seed=5)
    match.deal()
    return match


def test_one_seat_sees_and_is_spoken_to_through_the_device_holder():
    match, eyes = dealt(), Perspective.seat()
    for viewer in (0, 1):
        assert eyes.you(viewer) == eyes.holder(viewer) == viewer
        assert eyes.hidden_zones(match.state, 2, viewer) == match.state.hidden_zones(viewer)
        assert eyes.bottom_seat(viewer, [0, 1]) == viewer


def test_behind_a_hand_off_nobody_is_spoken_to_and_every_hand_is_down():
    match, eyes = dealt(), Perspective.seat()
    assert eyes.you(None) is None and eyes.holder(None) is None
    assert {"hand:0", "hand:1"} <= eyes.hidden_zones(match.state, 2, None)
    assert eyes.bottom_seat(None, [1]) == 1


def test_all_face_up_shows_every_hand_and_speaks_only_to_whom_it_was_told():
    match = dealt("fortune-rummy", 3)
    watch = Perspective.all_face_up()
    assert watch.face_up and watch.you(None) is None and watch.holder(2) is None
    assert watch.hidden_zones(match.state, 3, None) == hidden_from_everyone(match.state, 3)
    assert not {"hand:0", "hand:1", "hand:2"} & watch.hidden_zones(match.state, 3, None)
    replay = Perspective.all_face_up(bottom=1, spoken_to=1)
    assert replay.you(None) == 1 and replay.holder(1) is None and replay.bottom_seat(None, []) == 1


def test_the_learner_is_one_seat_with_a_coach():
    eyes = Perspective.learner()
    assert not eyes.face_up and eyes.you(0) == eyes.holder(0) == 0
