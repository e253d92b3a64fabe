"""Issue 54, item 8: the words the playtest tripped on outside the menu.

* a match of one hand ends with "Game over: a match of one hand", not
  "Game over after 1 hand · one hand", and its chart draws no "target 1";
* the statistics chart of a single hand is "your one hand so far", never
  "the latest 1 hand"; a game whose best hand scored nothing has no
  "best hand 0 points";
* the replay's stepping buttons say they step ("Step back", "Step
  forward"), not leave;
* a set-up screen has a focused control from the start, so Left and Right
  change it before any Tab.
"""

from __future__ import annotations

import re

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui import chart
from fanucci_desktop.ui.scenes.new_game import NewGame
from fanucci_desktop.ui.scenes.replay import ReplayScene
from fanucci_desktop.ui.scenes.statistics import chart_title, hands_line
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary
from fanucci_desktop.ui.theme import DrawnText
from fanucci_desktop.words import ONE_HAND


@pytest.fixture
def app(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant")
    yield app
    app.shutdown()


def texts_drawn(app, draw) -> list[str]:
    app.theme.drawn = []
    try:
        draw()
        return [d.text for d in app.theme.drawn if isinstance(d, DrawnText)]
    finally:
        app.theme.drawn = None


def test_a_one_hand_match_ends_as_a_match_of_one_hand_with_no_target_line(app):
    table = dr.new_table(app, "gin-rummy", dr.default_seats("gin-rummy"), seed=4,
                         options={"target": ONE_HAND})
    assert dr.Autopilot(app, table).finish_match()
    over = app.stack.top
    assert isinstance(over, GameOver)
    hands = len(table.match.hands)
    assert over.subtitle() == ("Game over: a match of one hand" if hands == 1 else
                               f"Game over: a match of one hand, decided in hand {hands}")
    said = texts_drawn(app, lambda: over.draw(app.screen))
    assert not [t for t in said if t.startswith("target")], said
    assert not [t for t in said if "after 1 hand" in t]


def test_the_chart_of_a_match_to_a_total_draws_its_target(app):
    surface = pygame.Surface((600, 300))
    said = texts_drawn(app, lambda: chart.draw_chart(surface, app.theme, surface.get_rect(),
                                                      [[10, 0], [0, 30]], ["Ann", "Bo"], 100))
    assert "target 100" in said


def test_the_statistics_name_one_hand_as_one_and_no_best_of_hands_lost():
    assert chart_title("hand", 1) == "Your points in the one hand so far (gold: won)"
    assert chart_title("hand", 12) == "Your points in the latest 12 hands (gold: won)"
    assert chart_title("deal", 0) == "Your deals will show here"
    assert "best" not in hands_line("gin-rummy", {"played": 1, "won": 0, "best": 0})
    assert hands_line("gin-rummy", {"played": 2, "won": 1, "best": 31}).endswith(
        "best hand 31 points")


def test_the_replay_steps_back_and_forward_in_words_that_step(app):
    table = dr.new_table(app, "fan-rummy", dr.default_seats("fan-rummy"), seed=9)
    assert dr.Autopilot(app, table).finish_hand()
    summary = app.stack.top
    assert isinstance(summary, HandSummary)
    summary.replay()
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    labels = [b.label for b in scene.steppers]
    assert labels == ["Start", "Step back", "Play", "Step forward", "End"]
    assert "Back" not in labels


@pytest.mark.parametrize("game_id", ["fortune-rummy", "trophy-case", "flathead-rummy"])
def test_a_set_up_screen_starts_with_a_control_focused_that_left_changes(app, game_id):
    form = NewGame(app, game_id)
    app.stack.push(form)
    assert form.focus.focused is form.players
    before = form.count
    form.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    form.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    form.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    assert form.count != before


def test_gin_rules_name_cards_in_words_and_caption_their_pictures(app):
    """Gin's rules taught the engine's notation ("AH, 10D, KS") over card
    pictures with no caption: they name the cards in words now, and the
    pictures a paragraph shows are captioned with the cards' names."""
    app.nav.rules("gin-rummy")
    scene = app.stack.top
    said = texts_drawn(app, scene.page)
    assert "Ace of Hearts, 2 of Hearts, 3 of Hearts, Queen of Spades, King of Spades and Ace " \
        "of Spades" in " ".join(said)
    assert not [t for t in said if re.search(r"\b(?:10|[2-9AJQK])[SHDC]\b", t)], said
