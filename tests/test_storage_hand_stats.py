"""Hand statistics: hands played and won, the best hand and the latest
hands, counted once per hand, kept safe like every document."""

import json

import pytest

from fanucci_desktop.storage import AppPaths, HandStatsStore
from fanucci_desktop.storage.stats import RECENT_HANDS, hand_result

HUMAN = {"name": "You", "kind": "human"}
ADA = {"name": "Ada", "kind": "normal"}


@pytest.fixture
def hands(tmp_path):
    return HandStatsStore(AppPaths.under(tmp_path))


def test_a_hand_is_won_with_the_tables_best_points_and_not_in_a_hand_nobody_scored():
    assert hand_result([HUMAN, ADA], [25, 0]) == (25, True)
    assert hand_result([HUMAN, ADA], [0, 25]) == (0, False)
    assert hand_result([HUMAN, ADA], [0, 0]) == (0, False)                 # a dead hand
    assert hand_result([HUMAN, HUMAN, ADA], [3, 9, 9]) == (9, True)        # a tie for the best counts
    assert hand_result([ADA, ADA], [3, 9]) is None


def test_hands_played_won_best_and_the_latest_hands(hands):
    for n, scores in enumerate([[25, 0], [0, 31], [40, 0], [0, 0]]):
        assert hands.record_hand("gin-rummy", [HUMAN, ADA], scores, f"7:{n + 1}:12")
    figures = hands.summary()["gin-rummy"]
    assert figures["all"] == figures["normal"] == {"played": 4, "won": 2, "best": 40}
    assert hands.recent("gin-rummy") == [(25, True), (0, False), (40, True), (0, False)]


def test_the_same_hand_counts_once(hands):
    assert hands.record_hand("fan-rummy", [HUMAN, ADA], [12, 0], "3:1:20")
    assert not hands.record_hand("fan-rummy", [HUMAN, ADA], [12, 0], "3:1:20")   # its summary again
    assert hands.summary()["fan-rummy"]["all"]["played"] == 1


def test_only_the_latest_hands_are_kept_for_the_chart(hands):
    for n in range(RECENT_HANDS + 5):
        hands.record_hand("trophy-case", [HUMAN, ADA], [n, 0], f"1:{n}")
    recent = hands.recent("trophy-case")
    assert len(recent) == RECENT_HANDS and recent[-1] == (RECENT_HANDS + 4, True)
    assert hands.summary()["trophy-case"]["all"]["played"] == RECENT_HANDS + 5


def test_a_corrupt_file_is_kept_aside_and_counting_starts_again(hands, tmp_path):
    hands.record_hand("gin-rummy", [HUMAN, ADA], [5, 0], "1:1")
    path = tmp_path / "data" / "hands.json"
    envelope = json.loads(path.read_text("utf-8"))
    envelope["data"]["games"]["gin-rummy"]["all"]["won"] = 9        # more won than played
    path.write_text(json.dumps(envelope), "utf-8")
    (tmp_path / "data" / "hands.json.bak").unlink(missing_ok=True)
    assert hands.summary() == {}
    assert any("hand statistics" in text for text in hands.take_warnings())
    assert list((tmp_path / "data").glob("hands*.json*")) != [path]                   # kept aside
