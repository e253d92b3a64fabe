"""Speech at a table: every log line told in order, then the prompt; a
refusal in the table's words; the keys that ask say what the table shows;
the hand cursor says each card, its place and whether it is selected; the
AI's move waits for the ear."""

from __future__ import annotations

import re
import time
from collections import Counter

import pygame
import pytest

from ear_kit import Ear, cards_named
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.session.pace import EarPace
from fanucci_desktop.ui.controls import ASK, BINDINGS, Act
from fanucci_desktop.ui.scenes.summary import HandSummary

GAME_IDS = [g.id for g in GAMES]


def open_table(ear: Ear, game_id: str, humans: int = 1, seed: int = 3):
    table = dr.new_table(ear.app, game_id, dr.default_seats(game_id, humans=humans), seed=seed)
    ear.table = table
    return table


def my_turn(ear: Ear, table, more=lambda: True) -> None:
    """Play until the person's turn (and ``more``), let the news be said, and forget it."""
    dr.Autopilot(ear.app, table).play(lambda: table.session.human_turn and not table.busy and more())
    dr.run_frames(ear.app, 2)
    ear.new_lines()


def press_act(ear: Ear, act: Act) -> list[str]:
    return ear.press(BINDINGS[act].keys[0])


def is_subsequence(part: list[str], whole: list[str]) -> bool:
    it = iter(whole)
    return all(any(line == said for said in it) for line in part)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_log_line_of_a_hand_is_told_in_order_and_the_summary_follows(ear, game_id):
    table = open_table(ear, game_id)
    pilot = dr.Autopilot(ear.app, table)
    pilot.play(lambda: table.session.human_turn and not table.busy and len(table.log) > 1)
    dr.run_frames(ear.app, 2)
    assert ear.transcript.read_text().splitlines()[-1] == table.words.prompt()    # the prompt, last
    assert pilot.finish_hand()
    said = ear.new_lines()
    log = table.log.texts()
    assert len(log) > 3 and is_subsequence(log, said), (log, said)
    summary = ear.app.stack.top
    assert isinstance(summary, HandSummary)
    assert said.index(log[-1]) < len(said) - 1          # the summary's words come after the last event


def test_a_refusal_is_said_in_the_words_the_table_shows(ear):
    table = open_table(ear, "fortune-rummy")
    my_turn(ear, table)
    said = press_act(ear, Act.DISCARD)          # nothing chosen, nothing drawn
    assert table.line.text and said == [table.line.text]
    assert press_act(ear, Act.DISCARD) == [table.line.text]    # said again when refused again


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_keys_that_ask_say_what_the_table_shows(ear, game_id):
    table = open_table(ear, game_id)
    my_turn(ear, table, lambda: len(table.log) > 2)
    view = table.sight.view()
    hand = [c for c in view[f"hand:{table.sight.viewer}"]]
    (said,) = press_act(ear, Act.READ_HAND)
    assert said.startswith(f"Your hand, {len(hand)} cards.")
    assert Counter(cards_named(said)) == Counter(hand)
    (said,) = press_act(ear, Act.READ_TURN)
    assert said.startswith("Your turn.")
    stock = next(z for z in ("stock", "draw") if z in view)
    assert f"{len(view[stock])} cards in the stock" in said
    (said,) = press_act(ear, Act.READ_SCORES)
    assert said.startswith("Scores: You ") and all(s.name in said for s in table.seats[1:])
    (said,) = press_act(ear, Act.READ_LOG)
    assert said == " ".join(table.log.texts()[-5:])
    (said,) = press_act(ear, Act.READ_PILES)
    shown = [c for zone in ("tableau", "column:0", "column:1", "knock", "knock_discard")
             for c in view.get(zone, []) if c is not None]
    top = view.get("discard", [None])[-1] if view.get("discard") else None
    if top is not None:
        assert said.startswith(f"The discard pile: {top.name} on top")
    assert Counter(cards_named(said)) == Counter(shown + ([top] if top is not None else []))
    (said,) = press_act(ear, Act.READ_TRICK)
    if "trick" in view:          # each card once as played, the high one again after
        played = re.split(r" (?:is|are) high with ", said)[0]
        assert Counter(cards_named(played)) == Counter(view["trick"])
    else:
        assert said == f"{table.info.name} has no tricks."
    (said,) = press_act(ear, Act.READ_MELDS)
    melds = [c for zone, cards in view.items() if zone.startswith("meld:") for c in cards]
    assert Counter(cards_named(said)) == Counter(melds + view.get("deadwood", []))
    assert press_act(ear, Act.REPEAT) == [said]
    # every key that asks is bound at this table, and says something
    assert set(ASK) <= set(table.key_actions())


def test_gin_reads_the_hand_as_melds_and_deadwood(ear):
    table = open_table(ear, "gin-rummy")
    my_turn(ear, table)
    (said,) = press_act(ear, Act.READ_HAND)
    groups = table.words.spoken_groups([c for c in table.sight.view()[f"hand:{table.sight.viewer}"]])
    assert said.count("Meld: ") == sum(label == "Meld" for label, _ in groups)
    assert ("Deadwood: " in said) == any(label == "Deadwood" for label, _ in groups)


def test_moving_through_the_hand_says_each_card_its_place_and_whether_it_is_selected(ear):
    table = open_table(ear, "trophy-case")
    my_turn(ear, table)
    hand = table.hand_sprites()
    n = len(hand)
    playable = [i for i, s in enumerate(hand) if s.card in table.legal_cards()]
    first = playable[0] if playable else 0      # the first step lands on a card that may be played
    colour = table.speech.group_at(hand, first)     # a colour is named as the cursor comes into it
    assert colour == str(hand[first].card.color).capitalize() or hand[first].card.color is None
    assert ear.press(pygame.K_RIGHT) == [f"{colour}: {hand[first].card.name}, {first + 1} of {n}"]
    nxt = (first + 1) % n
    group = table.speech.group_at(hand, nxt)
    named = f"{group}: " if group != colour else ""
    assert ear.press(pygame.K_RIGHT) == [f"{named}{hand[nxt].card.name}, {nxt + 1} of {n}"]
    said = ear.press(pygame.K_SPACE)
    assert said[-1] == f"{hand[nxt].card.name}, {nxt + 1} of {n}, selected"


def test_with_speech_off_nothing_is_said_and_turning_it_on_never_reads_the_past(ear):
    ear.app.toggle_speech()
    assert not ear.app.speaker.enabled
    ear.new_lines()
    table = open_table(ear, "trophy-case")
    dr.Autopilot(ear.app, table).moves(4)
    assert ear.new_lines() == []
    past = table.log.texts()
    ear.app.toggle_speech()
    dr.run_frames(ear.app, 3)
    since = table.log.texts()[len(past):]
    if table.session.thinking:
        table.session.decider.settle(timeout=10.0)
    dr.run_frames(ear.app, 1)           # a line added in the last frame is told in the next
    said = ear.new_lines()
    assert said[0] == "Speech on" and not set(said) & (set(past) - set(since))
    assert is_subsequence(since, said)


def test_the_ai_waits_until_the_events_before_its_move_are_heard(ear):
    table = open_table(ear, "trophy-case")
    unheard = [1]
    table.speech.pace = EarPace(lambda: unheard[0], lambda: 0.0)
    pilot = dr.Autopilot(ear.app, table)
    pilot.play(lambda: not table.session.human_turn and table.session.thinking)
    table.session.decider.settle(timeout=10.0)
    moves = pilot.total_moves()
    dr.run_frames(ear.app, 30)
    assert pilot.total_moves() == moves and table.speech.wake_in() is not None      # held, and polling
    unheard[0] = 0
    dr.run_frames(ear.app, 30)
    assert pilot.total_moves() > moves


@pytest.mark.parametrize("wait", ["none", "10s"])
def test_the_ai_waits_for_the_ear_no_longer_than_the_setting_says(ear, monkeypatch, wait):
    ahead = [0.0]                       # the clock, put forward by the test
    real = time.monotonic
    monkeypatch.setattr(time, "monotonic", lambda: real() + ahead[0])
    table = open_table(ear, "trophy-case")
    ear.app.update_settings(speech_wait=wait)
    monkeypatch.setattr(ear.app.speaker, "unheard", lambda: 1)       # a voice that never ends
    pilot = dr.Autopilot(ear.app, table)
    pilot.play(lambda: not table.session.human_turn and table.session.thinking)
    table.session.decider.settle(timeout=10.0)
    moves = pilot.total_moves()
    dr.run_frames(ear.app, 30)
    if wait == "10s":                   # held until 10 seconds have passed
        assert pilot.total_moves() == moves and table.speech.pace.holding
        ahead[0] = 10.0
        dr.run_frames(ear.app, 30)
    assert pilot.total_moves() > moves


def test_the_pace_lets_a_move_go_after_the_longest_wait():
    now = [0.0]
    pace = EarPace(lambda: 3, lambda: now[0], longest=lambda: 5.0)
    assert pace.hold() and pace.holding
    now[0] = 4.9
    assert pace.hold()
    now[0] = 5.0
    assert not pace.hold() and not pace.holding
