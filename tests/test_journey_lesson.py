"""A lesson to its end, as a person takes it: the summary ends the lesson
(back to the menu or the lesson again) and never deals a second hand."""

from __future__ import annotations

import pygame
import pytest

from journey_kit import Person

from fanucci_desktop.session.lesson import LESSONS
from fanucci_desktop.storage import HandStatsStore
from fanucci_desktop.ui.scenes.summary import DEMO_NEXT_S


def guide_words(table) -> list[str]:
    """The first words the coach says now."""
    return table.coach.guide.words()[0].split()


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_a_lesson_ends_at_its_summary(game_id, tmp_path):
    person = Person(tmp_path)
    try:
        assert person.screen == "menu"
        index = [t.info.id for t in person.top.tiles].index(game_id)
        person.click(person.top.learn_buttons[index].rect.center)
        table = person.table()
        assert table.coach is not None and person.reads(" ".join(guide_words(table)[:2]))
        guide = table.coach.guide

        def follow() -> None:            # Show me (W) at each step, then the hint's move
            if person.screen != table.name or not table.session.human_turn or table.busy:
                return
            if guide.learner_step() is not None:
                person.post_key(pygame.K_w)
            else:
                person.my_move()
        person.until(lambda: person.screen == "hand_summary", 120, follow, "the lesson's summary")
        shown = " ".join(person.texts())
        assert "Back to the menu" in shown and "Play the lesson again" in shown
        assert "follows by itself" not in shown and "next hand" not in shown.lower()
        person.wait(DEMO_NEXT_S + 2)                         # nothing moves by itself
        assert person.screen == "hand_summary" and len(table.match.hands) == 1
        person.click_empty()
        assert person.screen == "hand_summary" and len(table.match.hands) == 1
        person.click_button("Back to the menu")
        assert person.screen == "menu"
        assert HandStatsStore(person.app.paths).summary() == {}, "a lesson is never counted"
    finally:
        person.close()
