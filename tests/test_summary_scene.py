"""The hand's summary by keyboard: the focus is on its default when it is
shown and when it comes back (from its Replay); Left and Right move along its
row of buttons; Esc at a demo's summary stops watching. A lesson's summary
speaks of one hand, not of a match's running totals and target."""

import pygame

from fanucci_desktop.check import driver as dr
from fanucci_desktop.session.lesson import LESSONS
from fanucci_desktop.ui.tables.opening import lesson_table
from fanucci_desktop.ui.theme import DrawnText
from fanucci_desktop.ui.scene import Scene
from fanucci_desktop.ui.scenes.demo import DemoScene
from fanucci_desktop.ui.scenes.menu import MainMenu
from fanucci_desktop.ui.scenes.summary import HandSummary

GAME = "gin-rummy"


def summary_over_a_table(app) -> HandSummary:
    table = dr.new_table(app, GAME, dr.default_seats(GAME), seed=3)
    summary = HandSummary(app, table)
    app.stack.push(summary)
    dr.run_frames(app, 1)
    return summary


def focused(summary: HandSummary) -> str:
    return summary.focus.focused.label


def test_back_from_a_screen_over_it_the_summary_focuses_its_default(app):
    summary = summary_over_a_table(app)
    assert focused(summary) == "Play the next hand"
    summary.focus.focus = summary.buttons.index(next(b for b in summary.buttons if b.label.startswith("Replay")))
    app.stack.push(Scene(app))                  # its Replay, say
    app.stack.pop()
    dr.run_frames(app, 1)
    assert focused(summary) == "Play the next hand"


def test_left_and_right_move_along_the_row_of_buttons_as_they_are_drawn(app):
    summary = summary_over_a_table(app)
    by_x = sorted(summary.buttons, key=lambda b: b.rect.x)
    assert by_x[-1].label == "Play the next hand"      # the default sits at the right
    for key, expected in ((pygame.K_LEFT, by_x[-2]), (pygame.K_LEFT, by_x[-3]),
                          (pygame.K_RIGHT, by_x[-2]), (pygame.K_RIGHT, by_x[-1])):
        dr.run_frames(app, 1, events=dr.key(key))
        assert summary.focus.focused is expected, pygame.key.name(key)


def test_escape_at_a_demo_summary_stops_watching(app):
    app.nav.demo(GAME, seed=3)
    demo = app.stack.top
    assert isinstance(demo, DemoScene)
    app.stack.push(HandSummary(app, demo.table))
    dr.run_frames(app, 1)
    dr.run_frames(app, 1, events=dr.key(pygame.K_ESCAPE))
    assert isinstance(app.stack.top, MainMenu)


def test_a_lessons_summary_shows_no_running_totals_and_no_target(app):
    table = lesson_table(app, LESSONS[GAME])
    app.stack.reset(table)
    summary = HandSummary(app, table)
    app.stack.push(summary)
    dr.run_frames(app, 1)
    app.theme.drawn = []
    try:
        dr.run_frames(app, 1)
        said = " / ".join(d.text for d in app.theme.drawn if isinstance(d, DrawnText))
    finally:
        app.theme.drawn = None
    assert "That was the whole lesson" in said
    assert "Running totals" not in said and "target" not in said.lower(), said


def test_the_summary_says_who_leads_and_never_names_one_leader_of_a_tie(app):
    """A Trophy Case deal played online ended 5, 5, 0 and the summary said
    "Hugo leads" (the first of the tied)."""
    table = dr.new_table(app, "trophy-case", dr.default_seats("trophy-case"), seed=3)
    names = [s.name for s in table.seats]
    summary = HandSummary(app, table)
    assert names[0] == "You"
    for totals, said in (([5, 5, 0], f"{names[1]} and you lead"),
                         ([0, 7, 7], f"{names[1]} and {names[2]} lead"),
                         ([2, 9, 0], f"{names[1]} leads"),
                         ([4, 4, 4], "Level at 4"),
                         ([0, 0, 0], "Nobody has scored yet")):
        table.match.totals = totals
        assert summary.subtitle().split(" · ")[0] == said
