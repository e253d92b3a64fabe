"""Every screen reachable from the menu speaks, walked by keyboard alone with
the transcript engine: its title, then its focused control, then each control
Tab reaches; typing is echoed, the rules are read by paragraph.

The tables themselves (their events, prompts and keys that ask) are not
checked here: a table has no title, its first words are its news (the deal,
or in a lesson the coach's words). A hand summary, its replay and the game
over screen are reached by the driver's autopilot playing the hand, then
walked by keys; the dialog that confirms the end of a turn by a move made
by keys with that setting on."""

from __future__ import annotations

import pygame
import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.session.lesson import LESSONS
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.speech import SpeechSwitch, one_line
from fanucci_desktop.storage import AppPaths, load_settings
from fanucci_desktop.ui.scenes.handoff import HandOff
from fanucci_desktop.ui.tables.base import Table

GAME = "trophy-case"


class Ear:
    """The app with speech written to a transcript, and the keys to press."""

    def __init__(self, tmp_path) -> None:
        self.said = tmp_path / "said.txt"
        self.app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant",
                       speech=SpeechSwitch(on=True, transcript=self.said))
        self.read = 0
        self.screens: dict[str, str] = {}

    def new_lines(self) -> list[str]:
        lines = self.said.read_text(encoding="utf-8").splitlines()
        fresh, self.read = lines[self.read:], len(lines)
        return fresh

    def press(self, key: int, text: str = "", mod: int = 0) -> list[str]:
        """Press ``key`` once the screen on top takes presses (as a person
        would, after seeing it); what was said since."""
        dr.until_presses_count(self.app)
        dr.run_frames(self.app, 2, events=dr.key(key, mod=mod, text=text))
        return self.new_lines()

    def screen(self, lines: list[str], name: str) -> None:
        """The top scene is ``name``; ``lines`` said its title, then its
        focused control; Tab then says every control in turn."""
        top = self.app.stack.top
        assert top.name == name, (top.name, name)
        if name == "replay":                # a replay then says the step it shows: the deal
            lines, news = lines[:2], lines[2:]
            assert news and news[0].startswith("The deal. Deal 1: "), news
        title = one_line(top.spoken_title())
        assert title and lines[0] == title, (name, lines)
        group = top.focus_group()
        if name == "handoff":               # one thing to do there, said in its title
            assert group is None and len(lines) == 1
        else:
            assert lines[1:] == [one_line(group.focused.spoken())], (name, lines)
            live = [w for w in group.widgets if w.visible and w.enabled]
            for _ in live:
                assert self.press(pygame.K_TAB) == [one_line(group.focused.spoken())], name
        self.screens[name] = title

    def tab_to(self, words: str) -> None:
        """Tab until the focused control's words start with ``words``."""
        group = self.app.stack.top.focus_group()
        for _ in range(len(group.widgets) + 1):
            if group.focused is not None and group.focused.spoken().startswith(words):
                return
            self.press(pygame.K_TAB)
        raise AssertionError(f"no control {words!r} on {self.app.stack.top.name}")

    def open(self, words: str, name: str) -> None:
        """Tab to ``words``, press Enter, and check the screen it opens."""
        self.tab_to(words)
        self.screen(self.press(pygame.K_RETURN), name)

    def back(self, name: str) -> None:
        """Esc, and the screen under is said again."""
        self.screen(self.press(pygame.K_ESCAPE), name)


@pytest.fixture
def ear(tmp_path):
    ear = Ear(tmp_path)
    yield ear
    ear.app.shutdown()


def test_every_screen_from_the_menu_says_its_title_and_its_focused_control(ear):
    dr.run_frames(ear.app, 2)
    ear.screen(ear.new_lines(), "menu")
    ear.open("Statistics", "statistics")
    ear.back("menu")
    ear.open("Settings", "settings")
    ear.tab_to("Sound")
    assert ear.press(pygame.K_RETURN) == ["Sound: off"]
    ear.back("menu")
    ear.open("Rules", "rules")
    rules = ear.app.stack.top
    first, second = rules.paragraphs()[:2]
    assert ear.press(pygame.K_RIGHT) == [f"First paragraph. {first}"]
    assert ear.press(pygame.K_RIGHT) == [second]
    assert ear.press(pygame.K_LEFT) == [f"First paragraph. {first}"]
    ear.tab_to("Gin Rummy")
    assert ear.press(pygame.K_RETURN)[0].startswith("Rules of Gin Rummy. Right reads the next paragraph")
    ear.back("menu")

    # Set-up with two people: the name is typed, the second seat made human.
    ear.open("Trophy Case", "new_game")
    ear.tab_to("Seat 1 name")
    for _ in "You":
        ear.press(pygame.K_BACKSPACE)
    assert ear.press(pygame.K_b, "B") == ["B"] and ear.press(pygame.K_o, "o") == ["o"]
    assert ear.press(pygame.K_BACKSPACE) == ["o, deleted"]
    ear.tab_to("Seat 2:")
    assert ear.press(pygame.K_LEFT) == ["Seat 2: AI, easy"]      # the screen's "AI · easy"
    assert ear.press(pygame.K_LEFT) == ["Seat 2: Human"]
    ear.tab_to("Deal the cards")
    lines = ear.press(pygame.K_RETURN)
    assert isinstance(ear.app.stack.top, HandOff)
    ear.screen(lines, "handoff")
    assert ear.app.stack.top.player == "B" and lines == ["Pass to B. B, press Enter to show your cards."]
    # the table then tells what happened behind the hand-off, and its prompt
    assert ear.press(pygame.K_RETURN)[:1] == ["Deal 1: Basil deals."]
    assert isinstance(ear.app.stack.top, Table)
    ear.screen(ear.press(pygame.K_ESCAPE), "pause")
    ear.open("Replay a", "hand_list")
    ear.back("pause")
    ear.tab_to("Save and quit")
    ear.screen(ear.press(pygame.K_RETURN), "menu")

    # The game has a match in progress now: its tile resumes it, and its
    # New match pill opens the set-up screen, which says dealing abandons it.
    ear.open("New match", "new_game")
    ear.back("menu")
    ear.tab_to("Watch")
    said = ear.press(pygame.K_RETURN)
    # its title and its one button, then the news of the table it shows (which plays on)
    demo = ear.app.stack.top
    assert demo.name == "demo" and said[:2] == [one_line(demo.spoken_title()), "Stop watching, button"]
    assert said[2].startswith("Hand 1: ") and said[2].endswith(" deals.")
    ear.screens["demo"] = said[0]
    said = ear.press(pygame.K_ESCAPE)
    ear.screen(said[said.index(one_line(ear.app.stack.top.spoken_title())):], "menu")

    # A lesson's table, like a match's, has no title: the coach's first words come first.
    ear.tab_to("Learn Trophy Case")
    said = ear.press(pygame.K_RETURN)
    assert ear.app.stack.top.name == "lesson"
    assert said and said[0].startswith(one_line(LESSONS[GAME].steps[0].say)), said
    ear.screens["lesson"] = said[0]
    ear.screen(ear.press(pygame.K_ESCAPE), "pause")
    ear.open("Leave the lesson", "menu")
    assert set(ear.screens) == {"menu", "statistics", "settings", "rules", "new_game", "handoff", "pause",
                                "hand_list", "demo", "lesson"}


def test_the_dialog_that_confirms_the_end_of_a_turn_says_its_question_and_its_buttons(ear):
    dr.run_frames(ear.app, 2)
    ear.new_lines()
    ear.open("Settings", "settings")
    ear.tab_to("Confirm before ending a turn")
    assert ear.press(pygame.K_RETURN) == ["Confirm before ending a turn: on"]
    ear.back("menu")
    ear.open("Gin Rummy", "new_game")
    ear.tab_to("Deal the cards")
    ear.press(pygame.K_RETURN)
    table = ear.app.stack.top
    for _ in range(200):                # by ear: until "I" says it is the person's turn
        if any(line.startswith("Your turn.") for line in ear.press(pygame.K_i)):
            break
        if table.session.thinking:
            table.session.decider.settle(timeout=10.0)
    said = ear.press(pygame.K_n)        # pass the first upcard, or ...
    if not said or ear.app.stack.top.name != "confirm":
        ear.press(pygame.K_d)           # ... draw, choose a card and discard it
        ear.press(pygame.K_RIGHT)
        ear.press(pygame.K_SPACE)
        said = ear.press(pygame.K_x)
    ear.screen(said, "confirm")
    assert said[0].endswith("This ends your turn.")
    moves = len(table.match.hands[-1].moves)
    ear.press(pygame.K_ESCAPE)
    assert ear.app.stack.top is table and len(table.match.hands[-1].moves) == moves


def test_the_end_of_a_hand_and_of_a_match_say_the_scores_and_their_buttons(ear):
    dr.run_frames(ear.app, 2)
    table = dr.new_table(ear.app, GAME, [Seat("You"), Seat("Ada", "easy"), Seat("Basil", "easy")], seed=4)
    pilot = dr.Autopilot(ear.app, table)
    assert pilot.finish_hand()
    lines = ear.new_lines()[-2:]            # the summary's title and button, the last said
    ear.screen(lines, "hand_summary")
    assert "Ada: " in lines[0] and " in all" in lines[0]
    ear.open("Replay this", "replay")
    ear.back("hand_summary")
    assert pilot.finish_match()
    ear.screen(ear.new_lines()[-2:], "game_over")


def test_how_long_the_computer_waits_for_speech_is_chosen_by_ear_and_saved(ear):
    dr.run_frames(ear.app, 2)
    ear.new_lines()
    ear.open("Settings", "settings")
    ear.tab_to("AI waits for speech")
    assert ear.app.stack.top.focus_group().focused.spoken() == \
        "AI waits for speech: Until it is said, button"
    assert ear.press(pygame.K_RIGHT) == ["AI waits for speech: Up to 10 seconds"]
    assert [ear.press(pygame.K_RIGHT) for _ in range(3)] == [
        ["AI waits for speech: Up to 5 seconds"], ["AI waits for speech: Up to 2 seconds"],
        ["AI waits for speech: Don't wait"]]
    assert ear.app.settings.speech_wait == "none"
    assert load_settings(ear.app.paths)[0].speech_wait == "none"
