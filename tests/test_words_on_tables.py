"""What every table says is in words, never the engine's notation.

Random hands of every game at every seat count are played through the real
app at 960x600. At each of the person's turns the test reads everything the
frame drew (buttons, prompt, log strip, plates; ``Theme.drawn``), every
move's label and log sentence, the hint, and the refusal of moves the
person could try now (the legal moves of earlier turns, and this turn's
moves with other cards); at the end of the hand the summary screen and the
whole log, with its panel open. None of it may hold a card code (``7S``,
``10C``), ``Inf``, a ``<...>`` placeholder, ``->``, a meld or column
numbered from 0, "Seat N", "You's", "(s)", or a verb that does not agree
with "You"; and no refusal is cut short.
"""

from __future__ import annotations

import random
import re

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.cards import FANUCCI_SUITS
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.games import GAMES
from fanucci_desktop.session.seats import DEFAULT_NAMES, Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.scenes.summary import HandSummary
from fanucci_desktop.ui.theme import Cut, DrawnText
from table_fixtures import app_fixtures

#: Engine notation and broken grammar, each with what it means.
NOTATION = {
    "a card code": re.compile(r"\b(10|[2-9AJQKT])[SHDC]\b"),
    "a Fanucci card code": re.compile(r"(?<!of )(?<![\w∞])(\d|∞) (" + "|".join(FANUCCI_SUITS) + r")\b"),
    "Inf": re.compile(r"\bInf\b"),
    "a placeholder": re.compile(r"<[a-z]"),
    "an arrow": re.compile(r"->"),
    "a number from 0": re.compile(r"\b([Mm]eld|[Cc]olumn) 0\b"),
    "a seat number": re.compile(r"\b([Ss]eat|[Pp]layer) \d"),
    "You's": re.compile(r"\bYou's\b"),
    "(s)": re.compile(r"\w\(s\)"),
    "a verb for one with You": re.compile(r"\bYou (has|is|was|takes|draws|discards|goes|plays|leads|"
                                          r"folds|wins|deals|trumps|lays|earns|knocks|passes|melds|"
                                          r"leads|shows|holds)\b"),
    "a before a vowel": re.compile(r"\ba (?!one\b|one-|uni|use)[aeiou8]\w*", re.IGNORECASE),
}


def engine_notation(text: str) -> list[str]:
    return [what for what, pattern in NOTATION.items() if pattern.search(text)]


def test_the_check_knows_notation_when_it_sees_it():
    assert engine_notation("Take: 7S 7C") == ["a card code"]
    assert engine_notation("Take Inf Hives") == ["Inf"]
    assert engine_notation("∞ Bugs does not beat 9 Bugs") == ["a Fanucci card code"]
    assert engine_notation("The ∞ of Bugs does not beat the 9 of Bugs, 1 Lamps") == ["a Fanucci card code"]
    assert "an arrow" in engine_notation("'layoff <card> -> meld <i>'")
    assert engine_notation("does not fit meld 0") == ["a number from 0"]
    assert engine_notation("Seat 2 had only trumps") == ["a seat number"]
    assert engine_notation("You's turn") == ["You's"]
    assert engine_notation("2 trick(s)") == ["(s)"]
    assert engine_notation("You trumps the trick") == ["a verb for one with You"]
    assert engine_notation("Ada lays down a infinity") == ["a before a vowel"]
    assert engine_notation("You laid off the ∞ of Hives on meld 1.") == []


def seatings() -> list[tuple[str, int]]:
    return [(info.id, n) for info in GAMES for n in range(info.min_players, info.max_players + 1)]


shared_app, app = app_fixtures(
    lambda folder: App(paths=AppPaths.under(folder), size=(960, 600), animation_speed="instant"), "words")


def drawn_frame(app) -> tuple[list[str], list[str]]:
    """What one frame drew, and what it cut with no way to read it whole."""
    app.theme.drawn = []
    dr.run_frames(app, 1)
    drawn, app.theme.drawn = app.theme.drawn, None
    return ([d.text for d in drawn if isinstance(d, DrawnText)],
            [d.text for d in drawn if isinstance(d, Cut)])


def other_cards(move: Move, hand: list, rng: random.Random) -> Move | None:
    """``move`` with other cards of the hand (a move the person could try)."""
    if not move.cards or len(hand) < len(move.cards):
        return None
    return Move(move.action, tuple(rng.sample(hand, len(move.cards))), move.zone, move.index)


@pytest.mark.parametrize("game_id,players", seatings(), ids=lambda v: str(v))
def test_every_label_is_in_words(app, game_id, players):
    seats = [Seat("You")] + [Seat(DEFAULT_NAMES[i], "normal") for i in range(1, players)]
    table = dr.new_table(app, game_id, seats, seed=100 + players)
    pilot = dr.Autopilot(app, table, seed=players)
    rng = random.Random(players)
    said: list[str] = []
    cut: list[str] = []
    tried: list[Move] = []
    for _ in range(8):
        if not pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table,
                          20_000):
            break
        texts, lost = drawn_frame(app)
        said += texts
        legal = table.match.legal_moves()
        said += [table.words.move_label(m) for m in legal] + [table.words.log_label(m) for m in legal]
        said += [table.words.logged_move(table.match.current_player, m) for m in legal]
        hand = [c for c in table.sight.view()[f"hand:{table.sight.viewer}"] if c is not None]
        tries = [other_cards(m, hand, rng) for m in rng.sample(legal, min(8, len(legal)))]
        tries += rng.sample(tried, min(12, len(tried)))
        for move in tries:
            reason = table.words.why_not(move) if move is not None else None
            if reason:
                table.line.refuse(reason)
                texts, lost = drawn_frame(app)
                said += [reason] + texts
                cut += lost
        table.line.text = ""
        table.hint.ask()
        for _ in range(2_000):
            if not table.hint.pending:
                break
            dr.run_frames(app, 1)
        said.append(table.line.text)
        tried = (tried + legal)[-200:]
        table.flow.play(pilot.choose())
    pilot.finish_hand()
    if isinstance(app.stack.top, HandSummary):
        said += drawn_frame(app)[0]
        said.append(table.words.hand_ending())
    table.side.toggle("log")
    said += table.log.texts() + table.side.lines()[1]
    assert len(said) > 40
    wrong = {text: engine_notation(text) for text in said if engine_notation(text)}
    assert not wrong, list(wrong.items())[:6]
    assert not cut, f"refusals cut short: {cut[:4]}"
