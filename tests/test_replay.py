"""Hand replay: every game's finished hand stepped forward to its end and
back to its deal, the table showing at every step exactly the engine's
position after that many moves; and replay offered only for hands that are over."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.engine.match import Match
from fanucci_desktop.games import GAMES
from fanucci_desktop.session.replay import HandReplay, finished_hands
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.session.perspective import hidden_from_everyone
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui import controls
from fanucci_desktop.ui.scenes.hand_list import HandList
from fanucci_desktop.ui.scenes.replay import ReplayScene
from fanucci_desktop.ui.scenes.summary import HandSummary
from table_fixtures import app_fixtures

shared_app, app = app_fixtures(
    lambda folder: App(paths=AppPaths.under(folder), size=(1280, 800), animation_speed="instant"), "replay")


def engine_after(record: dict, game, number: int, moves: int) -> Match:
    """The match replayed by the engine alone: hands before ``number`` whole,
    then ``moves`` moves of hand ``number``."""
    hands = [dict(h) for h in record["hands"][:number]]
    hands[-1].update(moves=hands[-1]["moves"][:moves], scores=None)
    data = {**record, "hands": hands, "snapshot": None}
    data.pop("totals")
    return Match.from_dict(data, game)


def shown_faces(table) -> dict[str, Counter]:
    """Zone -> the face-up cards the table's sprites show there."""
    faces: dict[str, Counter] = {}
    for s in table.sprites:
        if not s.dying and s.card is not None:
            faces.setdefault(s.zone, Counter())[s.card] += 1
    return faces


def expected_faces(table, match: Match) -> dict[str, Counter]:
    """Zone -> the cards a replay shows face up: every card but those no
    seat may see, as the table squares its piles (``conceal``)."""
    state = match.state
    hidden = hidden_from_everyone(state, match.num_players)
    faces = {}
    for zone, cards in state.zones().items():
        if zone not in hidden:
            up = Counter(c for c in table.sight.conceal(zone, list(cards)) if c is not None)
            if up:
                faces[zone] = up
    return faces


def check_step(scene: ReplayScene, record: dict, game, number: int) -> None:
    table = scene.table
    engine = engine_after(record, game, number, scene.step)
    assert table.match.state == engine.state, scene.step
    assert table.match.totals == engine.totals
    shown, expected = shown_faces(table), expected_faces(table, engine)
    for zone, cards in shown.items():       # nothing face up that is not there (a table may draw
        assert not cards - expected.get(zone, Counter()), (scene.step, zone)   # fewer of a pile)
    backs = {s.zone for s in table.sprites if not s.dying and s.card is None}
    hands = {zone for zone in engine.state.zones() if zone.startswith("hand:")}
    assert not backs & hands, scene.step                          # every hand is face up
    bottom = f"hand:{table.sight.bottom_seat}"                          # and the bottom one whole
    assert shown.get(bottom, Counter()) == expected.get(bottom, Counter()), scene.step
    assert table.line.text and table.line.text == table.log.lines[-1].text
    assert not table.session.human_turn and not table.session.thinking


def finished_table(app, game_id: str, humans: int = 1):
    table = dr.new_table(app, game_id, dr.default_seats(game_id, humans=humans), seed=9)
    assert dr.Autopilot(app, table).finish_hand()
    assert isinstance(app.stack.top, HandSummary)
    return table


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_a_finished_hand_replays_forward_and_back_as_the_engine_played_it(app, game_id):
    table = finished_table(app, game_id)
    record, game = table.match.to_dict(), table.match.game
    summary = app.stack.top
    summary.replay()
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    check = frame_check(app)
    dr.run_frames(app, 2)
    n = scene.replay.length
    assert n == len(record["hands"][0]["moves"]) > 0
    check_step(scene, record, game, 1)
    lines_at = {0: scene.table.log.texts()}
    for k in range(1, n + 1):
        dr.run_frames(app, 1, events=dr.key(pygame.K_RIGHT))
        check()
        assert scene.step == k
        check_step(scene, record, game, 1)
        lines_at[k] = scene.table.log.texts()
        assert len(lines_at[k]) > len(lines_at[k - 1])
    dr.run_frames(app, 1, events=dr.key(pygame.K_RIGHT))    # past the end: stays there
    assert scene.step == n
    for k in range(n - 1, -1, -1):
        dr.run_frames(app, 1, events=dr.key(pygame.K_LEFT))
        check()
        assert scene.step == k
        check_step(scene, record, game, 1)
        assert scene.table.log.texts() == lines_at[k]      # the log as it stood there
    # the real table under the replay is untouched, and Esc goes back to the summary
    assert table.match.to_dict() == record
    dr.run_frames(app, 1, events=dr.key(pygame.K_ESCAPE))
    assert app.stack.top is summary


def test_jumps_turns_the_slider_and_play_reach_the_engines_positions(app):
    game_id = GAMES[0].id
    table = finished_table(app, game_id)
    record, game = table.match.to_dict(), table.match.game
    app.stack.top.replay()
    scene = app.stack.top
    n = scene.replay.length
    dr.run_frames(app, 1, events=dr.key(pygame.K_END))
    assert scene.step == n
    check_step(scene, record, game, 1)
    dr.run_frames(app, 1, events=dr.key(pygame.K_HOME))
    assert scene.step == 0
    dr.run_frames(app, 1, events=dr.key(pygame.K_DOWN))
    starts = scene.replay.turn_starts()
    assert scene.step == starts[1]
    check_step(scene, record, game, 1)
    dr.run_frames(app, 1, events=dr.key(pygame.K_UP))
    assert scene.step == 0
    track = scene.track
    dr.run_frames(app, 1, events=dr.click((track.x + track.w // 2, track.centery)))
    assert scene.step == round(n / 2)
    check_step(scene, record, game, 1)
    dr.run_frames(app, 1, events=dr.key(pygame.K_SPACE))
    assert scene.playing
    frames = 0
    while scene.playing and frames < 50 * n:
        dr.run_frames(app, 1)
        frames += 1
    assert not scene.playing and scene.step == n       # played to the end, then stopped
    check_step(scene, record, game, 1)


def test_the_keys_panel_of_a_replay_lists_the_replay_keys(app):
    game_id = GAMES[0].id
    finished_table(app, game_id)
    app.stack.top.replay()
    scene = app.stack.top
    dr.run_frames(app, 1, events=dr.key(pygame.K_F1))
    title, lines = scene.table.side.lines()
    assert title == "Keys" and "Left: one move back" in lines and "Esc: leave the replay" in lines
    assert set(scene.key_actions()) == set(controls.REPLAY)


def test_replay_is_offered_only_for_hands_that_are_over_in_pass_and_play(app):
    game_id = GAMES[0].id
    seats = [Seat("Ada"), Seat("Basil")] + dr.default_seats(game_id)[2:]
    table = dr.new_table(app, game_id, seats, seed=4)
    pilot = dr.Autopilot(app, table)
    assert pilot.moves(4)
    assert finished_hands(table.match) == []
    with pytest.raises(ValueError):
        HandReplay(table.match.to_dict(), table.match.game, 1)
    table.app.nav.pause(table)
    app.stack.top.buttons[3].on_click()
    hand_list = app.stack.top
    assert isinstance(hand_list, HandList) and hand_list.rows == []
    app.stack.pop()
    app.stack.pop()
    assert pilot.finish_hand()
    summary = app.stack.top
    assert isinstance(summary, HandSummary) and table.sight.viewer is None
    assert any(b.label.startswith("Replay this") for b in summary.buttons)
    summary.next_hand()
    assert pilot.moves(2)
    assert finished_hands(table.match) == [1]
    table.app.nav.pause(table)
    app.stack.top.buttons[3].on_click()
    hand_list = app.stack.top
    assert hand_list.numbers == [1]                          # not the hand being played
    hand_list.rows[0].on_click()
    assert isinstance(app.stack.top, ReplayScene) and app.stack.top.replay.number == 1
