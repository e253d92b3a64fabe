"""The ``monkey`` command: a short run holds every invariant and prints one
JSON line of the promised shape; the checks catch planted defects (a hand
drawn face up, a card lost from the engine's zones, a seat with no move)."""

from __future__ import annotations

import json

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.cli import main
from fanucci_desktop.engine.match import Match
from fanucci_desktop.games import get_game
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import app_failures, engine_failures, handed_over_late, privacy_failures
from fanucci_desktop.check.gestures import SIZES, random_gesture, targets
from fanucci_desktop.check.monkey import Monkey
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.tables.base import Table
from fanucci_desktop.ui.tables.frame.sight import Sight

KEYS = {"events", "scenes_visited", "games_played", "hands_finished", "exceptions",
        "invariant_failures", "seconds"}


def test_short_monkey_run_prints_one_json_line_and_holds(capsys):
    code = main(["monkey", "--events", "200", "--seed", "20261122"])
    lines = [line for line in capsys.readouterr().out.splitlines() if line.startswith("{")]
    assert len(lines) == 1
    report = json.loads(lines[0])
    assert KEYS <= set(report)
    assert report["exceptions"] == 0 and report["invariant_failures"] == 0, report["failures"]
    assert code == 0
    assert report["events"] == 200 and report["seed"] == 20261122
    assert report["games_played"] >= 1            # the first gesture starts a match from the menu
    assert {"menu", "new_game", "table"} <= set(report["scenes_visited"])
    assert isinstance(report["seconds"], float) and report["seconds"] > 0


@pytest.fixture
def app(tmp_path):
    application = App(paths=AppPaths.under(str(tmp_path)), size=(1280, 800), animation_speed="instant")
    yield application
    application.shutdown()


def _solo_table(app, game_id: str = "fan-rummy") -> Table:
    seats = [Seat("You"), Seat("Ada", "easy")]
    table = dr.new_table(app, game_id, seats, seed=3)
    dr.run_frames(app, 3)
    return table


def test_privacy_check_catches_a_planted_leak(app):
    table = _solo_table(app)
    assert privacy_failures(app) == []
    hidden = table.sight.hidden_zones()
    backs = [s for s in table.sprites if s.zone in hidden]
    assert backs, "an opponent's hand should be drawn face down"
    state_cards = table.match.state.zones()[backs[0].zone]
    backs[0].card, backs[0].flip = state_cards[0], 1.0          # the planted leak
    failures = privacy_failures(app)
    assert failures and str(state_cards[0]) in failures[0]
    assert any(text.startswith("privacy:") for text in app_failures(app))


def test_privacy_check_catches_a_hand_left_up_for_the_next_human(app):
    seats = [Seat("Ann"), Seat("Bob")]
    table = dr.new_table(app, "fan-rummy", seats, seed=4)
    dr.run_frames(app, 3)
    app.stack.top.accept()                                       # the hand-off: Ann takes the device
    dr.run_frames(app, 2)
    seat = table.match.current_player
    assert privacy_failures(app) == [] and handed_over_late(app) is None
    table.session.pass_to(1 - seat)                              # planted: the other human's cards up
    table.sync([], animate=False)
    assert "is to act" in (handed_over_late(app) or "")


def test_engine_check_catches_a_lost_card_and_a_seat_with_no_move(monkeypatch):
    match = Match(get_game("fan-rummy"), 2, 11)
    match.deal()
    assert engine_failures(match) == []
    zones = match.state.zones()
    zone = next(z for z, cards in zones.items() if cards)
    lost = dict(zones)
    lost[zone] = zones[zone][1:]
    kind = type(match.state)            # a slotted state: its methods are patched on the class
    monkeypatch.setattr(kind, "zones", lambda self: lost)
    assert any("missing" in text for text in engine_failures(match))
    doubled = dict(zones)
    doubled[zone] = zones[zone] + zones[zone][:1]
    monkeypatch.setattr(kind, "zones", lambda self: doubled)
    assert any("extra" in text for text in engine_failures(match))
    monkeypatch.setattr(kind, "zones", lambda self: zones)
    monkeypatch.setattr(kind, "legal_moves", lambda self: [])
    assert any("no legal move" in text for text in engine_failures(match))


def test_monkey_reports_a_planted_leak_with_its_seed(monkeypatch, capsys):
    real_view = Sight.view

    def leaky_view(self):
        view = real_view(self)
        state = self.session.match.state
        return {zone: list(state.zones()[zone]) for zone in view} if state is not None else view

    monkeypatch.setattr(Sight, "view", leaky_view)
    code = main(["monkey", "--events", "20", "--seed", "5"])
    out, err = capsys.readouterr()
    report = json.loads(out.strip().splitlines()[-1])
    assert code == 1
    assert report["invariant_failures"] >= 1 and report["exceptions"] == 0
    assert report["failures"][0]["message"].startswith("privacy:")
    assert "--seed 5 --events" in err


def test_targets_are_the_scene_widgets_and_cards(app):
    table = _solo_table(app)
    rects = targets(table)
    assert table.menu_button.rect in rects
    pickable = [s for s in table.sprites if s.pickable]
    assert pickable and len(rects) >= len(table.sprites)


def test_gestures_are_reproducible_and_cover_every_kind(app):
    import random

    def labels(seed):
        rng = random.Random(seed)
        return [random_gesture(rng, app.stack.top, (1280, 800)).label for _ in range(600)]

    first = labels(8)
    assert first == labels(8)
    kinds = {label.split(" ")[0] for label in first}
    assert {"click", "double-click", "drag", "key", "type", "wheel", "resize", "focus", "minimise",
            "quit", "move", "button", "wait"} <= kinds
    assert (960, 600) in SIZES and (2560, 1440) in SIZES


def test_same_seed_same_run():
    first = Monkey(77).run(30).to_dict()
    second = Monkey(77).run(30).to_dict()
    for report in (first, second):
        report.pop("seconds")
        report.pop("max_rss_mb")
    assert first == second


def test_quitting_for_real_mid_match_loses_nothing(monkeypatch):
    monkey = Monkey(31)
    real_pick = monkey._pick

    def pick():
        return "relaunch" if monkey._event in (12, 24) else real_pick()

    monkeypatch.setattr(monkey, "_pick", pick)
    result = monkey.run(26)
    assert result.ok, [f.message for f in result.failures]
    assert result.relaunches == 2 and result.matches_kept >= 1


def test_a_lost_game_is_caught_at_relaunch(monkeypatch):
    from fanucci_desktop.storage.saves import SaveStore

    monkeypatch.setattr(SaveStore, "autosave", lambda self, record: [])     # planted: nothing is saved
    monkey = Monkey(31)
    real_pick = monkey._pick
    monkeypatch.setattr(monkey, "_pick", lambda: "relaunch" if monkey._event == 12 else real_pick())
    result = monkey.run(12)
    assert result.invariant_failures == 1
    assert result.failures[0].message.startswith("lost game")
