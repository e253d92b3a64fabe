"""Every "you" a table says is said to the eyes it has (its perspective).

Every game is shown as a player meets it -- live against the computer,
pass-and-play, a lesson, the replay of a finished hand and the demo table
(Watch) -- and the test reads every text each frame drew (``Theme.drawn``).
An owner word ("you", "your", "yours") may only be drawn while the table's
perspective speaks to a seat (:attr:`.Sight.you`): never at the demo table,
never at the replay of a pass-and-play match, never at a pass-and-play table
whose hands are turned down between two players. A face-down card the
table calls "Yours" must be the spoken-to seat's own.
"""

from __future__ import annotations

import re

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES, game_info
from fanucci_desktop.session.lesson import LESSONS
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.scenes.demo import DemoScene
from fanucci_desktop.ui.scenes.replay import ReplayScene
from fanucci_desktop.ui.scenes.summary import HandSummary
from fanucci_desktop.ui.tables.base import Table
from fanucci_desktop.ui.theme import DrawnText
from table_fixtures import app_fixtures

#: The words that say whose something is, or who acts, to the person at the screen.
OWNER = re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE)
GAME_IDS = [info.id for info in GAMES]

shared_app, app = app_fixtures(
    lambda folder: App(paths=AppPaths.under(folder), size=(1280, 800), animation_speed="instant"), "owner")


def frame_texts(app) -> list[str]:
    """Every text one drawn frame put on the screen."""
    app.theme.drawn = []
    app.frame(dr.FRAME_S)
    drawn, app.theme.drawn = app.theme.drawn, None
    return [d.text for d in drawn if isinstance(d, DrawnText)]


def wrong_owner_words(table: Table, texts: list[str]) -> list[str]:
    """The texts whose owner words do not match ``table``'s perspective."""
    if table.sight.you is None:
        return [t for t in texts if OWNER.search(t)]
    state = table.match.state
    knocker = getattr(state, "out_player", None)
    return [t for t in texts if t.startswith("Yours, face down") and knocker != table.sight.you]


def people_and_computer(game_id: str, people: int) -> list[Seat]:
    """``people`` people named Ada, Bo... (nobody is "You"), then easy AIs."""
    info = game_info(game_id)
    n = max(info.min_players, people)
    names = ["Ada", "Bo", "Cleo", "Dmitri", "Esme"]
    return [Seat(names[i], "human" if i < people else "easy") for i in range(n)]


def play_a_hand(app, table: Table, checked: list[str]) -> None:
    """Play ``table``'s first hand to its summary, reading every frame the
    table is on top after each move (and at the end of the hand)."""
    pilot = dr.Autopilot(app, table, seed=2)
    guide = table.session.guide
    seen = -1
    for _ in range(40_000):
        if isinstance(app.stack.top, HandSummary) or guide is not None and guide.finished:
            return
        if app.stack.top is table and not table.busy and pilot.total_moves() != seen:
            seen = pilot.total_moves()
            checked += wrong_owner_words(table, frame_texts(app))
        if guide is not None and guide.learner_step() is not None and table.session.human_turn and not table.busy:
            assert table.flow.play(guide.expected())        # the lesson's script, as Show me plays it
        pilot.step()
    raise AssertionError("the hand did not end")


def test_the_check_finds_an_owner_word_said_to_nobody(app):
    """The check itself: a text with "Your" at a table that speaks to nobody."""
    app.nav.demo(GAME_IDS[0], seed=1)
    table = app.stack.top.table
    assert table.sight.you is None
    assert wrong_owner_words(table, ["Your melds · 30 points", "Ada's melds"]) == ["Your melds · 30 points"]
    assert wrong_owner_words(table, ["Ada drew.", "Youth"]) == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_watch_says_you_to_nobody(app, game_id):
    app.nav.demo(game_id, seed=5)
    scene = app.stack.top
    assert isinstance(scene, DemoScene) and scene.table.sight.you is None
    wrong: list[str] = []
    made = -1
    for _ in range(40_000):
        moves = sum(len(h.moves) for h in scene.table.match.hands)
        if moves >= 12 or scene.table.match.hands and scene.table.match.hands[0].scores is not None:
            break
        if app.stack.top is scene and not scene.table.busy and moves != made:
            made = moves
            wrong += wrong_owner_words(scene.table, frame_texts(app))
        if scene.session.thinking:
            scene.session.decider.settle(timeout=10.0)
        app.frame(dr.FRAME_S, draw=False)
    assert made > 0 and wrong == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_replay_of_pass_and_play_says_you_to_nobody(app, game_id):
    table = dr.new_table(app, game_id, people_and_computer(game_id, 2), seed=11)
    wrong: list[str] = []
    play_a_hand(app, table, wrong)
    assert wrong == [], "pass-and-play"
    app.nav.replay_hand(table, 1)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene) and scene.table.sight.you is None
    for step in range(scene.replay.length + 1):
        scene.go_to(step)
        wrong += wrong_owner_words(scene.table, frame_texts(app))
    assert wrong == [], "replay"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_live_play_and_its_replay_say_you_to_the_player_only(app, game_id):
    seats = [Seat("You")] + people_and_computer(game_id, 0)[1:]
    table = dr.new_table(app, game_id, seats, seed=12)
    wrong: list[str] = []
    play_a_hand(app, table, wrong)
    app.nav.replay_hand(table, 1)
    scene = app.stack.top
    assert scene.table.sight.you == 0
    for step in range(scene.replay.length + 1):
        scene.go_to(step)
        wrong += wrong_owner_words(scene.table, frame_texts(app))
    assert wrong == []


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_lesson_says_you_to_the_learner(app, game_id):
    app.nav.learn(game_id)
    table = app.stack.top
    assert isinstance(table, Table) and table.sight.you == 0
    wrong: list[str] = []
    play_a_hand(app, table, wrong)
    assert wrong == []
