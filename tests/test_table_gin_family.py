"""The Gin Rummy and Fan Rummy tables, one kit run on each game (a
:class:`Variant` says what differs): whole hands solo by mouse and
pass-and-play by keyboard, what each seat is shown face down, knock and gin
enabled only when allowed, lay-offs on a meld by click and their refusal,
the laid-out hands held before the score, the cards seen taken by the
opponent, and at 960x600 and 2560x1440 a layout where nothing overlaps or
leaves the window. What only one game has is in its own
``test_table_<game>_*`` files."""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable

import pygame
import pytest

import test_table_fan_rummy_kit as fan_kit
import test_table_gin_rummy_kit as gin_kit
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.ui.scenes.summary import HandSummary
from fanucci_desktop.ui.theme import DrawnText
from gin_family_table_kit import app  # noqa: F401  (the fixture)
from gin_family_table_kit import (button, card, click, elements, hand_card_pos, make_app, play_hand,
                                  press, quiet, sprite, wait_for_human)

#: Seat 1's hand wherever the test does not care.
OTHER_HAND = "2S 3S 4S 6H 7H 8D 9D QD QH KD"
#: Seat 0's eleven cards: discarding the King of Spades leaves the Ace of
#: Diamonds (1), discarding the Ace leaves the King (10).
KNOCK_HAND = "2H 3H 4H 5S 5D 5C 9C 10C JC AD KS"
#: Seat 0's eleven cards, ten of them melded whatever the King of Spades does.
GIN_HAND = "2H 3H 4H 5S 5D 5C 9C 10C JC QC KS"
#: Seat 0 after seat 1 knocked with these two melds: the 6 of Hearts fits
#: meld 0, the King of Diamonds nothing.
LAYOFF = dict(hands=["6H 9S KD 2C 3D 4S 8C QH JD 10S", ""], phase="layoff",
              melds=["3H 4H 5H", "7C 7D 7S"], deadwood="AC", out_player=1, knocker_deadwood=1)


def _names_the_upcard_and_the_discards(log: list[str]) -> None:
    assert any(line.startswith("The first upcard is the ") for line in log)
    assert any(line.startswith("You discarded the ") for line in log)


def _never_names_a_discard(log: list[str]) -> None:
    discards = [line for line in log if "discard" in line]           # face down: never named
    assert discards and all(line.endswith("discarded face down.") for line in discards)


@dataclass(frozen=True)
class Variant:
    """What the kit needs to know of one gin game's table.

    ``kit``: the game's table kit (``crafted``, ``play_by_mouse``,
    ``play_by_keys``, ``LAYOUT_STAGES``); ``knock_limit_3``: the ``crafted``
    arguments that make the knock limit 3 in a discard phase (Gin Rummy's
    knock value, Fan Rummy's knock card); ``knocked_with``: the rest of a
    lay-off phase's table (the upcard and the knocker's face-down discard;
    the knock card);
    ``mouse_moves``: the least moves a solo hand by mouse makes (enough to
    use every way the kit has); ``solo_log``: checks the log of that hand;
    ``opponent_cards``: the sizes of the hidden hand at the first turn;
    ``face_down``: zones every seat sees as backs; ``face_up``: the prefix
    of the zones of open cards; ``hidden_at_layoff``: zones the defender
    sees face down during and after lay-offs; ``layout_elements``: what
    the table draws besides the family's elements; ``layoff_log``: the log's
    line for the 6 of Hearts laid off on meld 0."""

    game_id: str
    kit: ModuleType
    knock_limit_3: dict[str, Any]
    knocked_with: dict[str, Any]
    mouse_moves: int
    solo_log: Callable[[list[str]], None]
    opponent_cards: tuple[int, ...]
    face_down: tuple[str, ...]
    face_up: str
    hidden_at_layoff: tuple[str, ...]
    layout_elements: Callable[[Any], dict[str, pygame.Rect]]
    layoff_log: str

    def __str__(self) -> str:
        return self.game_id


VARIANTS = [
    Variant("gin-rummy", gin_kit, knock_limit_3=dict(pile="7C", knock_value=3),
            knocked_with=dict(pile="9D", knock_down="2D"), mouse_moves=6,
            solo_log=_names_the_upcard_and_the_discards, opponent_cards=(10, 11),
            face_down=("stock",), face_up="discard", hidden_at_layoff=("knock_discard",),
            layout_elements=lambda table: {},
            layoff_log="You laid off the 6 of Hearts on meld 1."),
    Variant("fan-rummy", fan_kit, knock_limit_3=dict(knock="3D"), knocked_with=dict(knock="9D"),
            mouse_moves=3, solo_log=_never_names_a_discard, opponent_cards=(10,),
            face_down=("draw", "discard"), face_up="column:", hidden_at_layoff=(),
            layout_elements=fan_kit.layout_elements, layoff_log="You laid off the 6 of Hearts."),
]
SIZES = [(960, 600), (2560, 1440)]

pytestmark = pytest.mark.parametrize("variant", VARIANTS, ids=str)


def discard_phase(variant: Variant, table, hand: str = KNOCK_HAND, took: str = ""):
    """Seat 0 to discard from ``hand``, the knock limit 3."""
    return variant.kit.crafted(table, hands=[hand, OTHER_HAND], phase="discard", took=took,
                               **variant.knock_limit_3)


def layoff_phase(variant: Variant, table):
    return variant.kit.crafted(table, **LAYOFF, **variant.knocked_with)


# -- whole hands ------------------------------------------------------------------------------------
def test_solo_hand_by_mouse_alone_every_way(variant, app):
    table = variant.kit.new_table(app, humans=1, seed=4)
    made = play_hand(app, table, variant.kit.play_by_mouse, None, seed=1)
    assert made >= variant.mouse_moves                    # every way was used at least once
    assert isinstance(app.stack.top, HandSummary)
    assert table.match.hands[-1].scores is not None
    variant.solo_log(table.log.texts())


def test_pass_and_play_hand_by_keyboard_alone(variant, app):
    table = variant.kit.new_table(app, humans=2, seed=8)
    made = play_hand(app, table, None, variant.kit.play_by_keys, seed=2)
    assert made >= 4
    assert isinstance(app.stack.top, HandSummary)


def test_pass_and_play_names_each_player_to_the_other_never_you(variant, app):
    """Issue 41: a pass-and-play seat left as "You" was shown to the other
    player as "You passed the first upcard ... and You draw first". Seat 0
    (named "You", as the set-up screen offers) passes the first offer; all
    that is drawn for seat 1 then names seat 0 by a name of its own."""
    table = variant.kit.new_table(app, humans=2, seed=8)
    assert [seat.name for seat in table.seats] == ["Player 1", "Ada"]
    assert wait_for_human(app, table) == "human" and table.sight.viewer == 0
    press(app, pygame.K_n)
    assert table.match.hands[-1].moves == ["pass"]
    assert wait_for_human(app, table) == "human" and table.sight.viewer == 1
    texts = drawn_texts(app)
    assert table.words.prompt().startswith("Player 1 passed the ")
    assert table.words.prompt() in texts
    assert not [t for t in texts if re.match(r"You (passed|passes|draw|deal)\b", t)]


def drawn_texts(app) -> list[str]:
    """Every text one drawn frame put on the screen."""
    app.theme.drawn = []
    app.frame(dr.FRAME_S)
    drawn, app.theme.drawn = app.theme.drawn, None
    return [d.text for d in drawn if isinstance(d, DrawnText)]


def test_the_opponents_hand_and_the_closed_piles_are_backs_the_open_cards_face_up(variant, app):
    table = variant.kit.new_table(app, humans=1, seed=6)
    wait_for_human(app, table)
    assert table.sight.viewer == 0
    backs = [s for s in table.sprites if s.zone == "hand:1"]
    assert len(backs) in variant.opponent_cards and all(s.card is None for s in backs)
    assert all(s.card is None for s in table.sprites if s.zone in variant.face_down)
    shown = [s for s in table.sprites if s.zone.startswith(variant.face_up)]
    assert shown and all(s.card is not None for s in shown)


# -- knock and gin --------------------------------------------------------------------------------
def test_knock_enabled_only_for_a_discard_that_allows_it(variant, app):
    table = variant.kit.new_table(app)
    state = discard_phase(variant, table)
    assert button(table, "Knock").enabled                 # with no card chosen: the best knock
    assert button(table, "Knock").subtitle == "discard King of Spades"
    assert table.words.prompt().startswith("You may knock (K): discard the King of Spades, leaving 1.")
    click(app, hand_card_pos(table, card("AD")))          # discarding AD leaves KS: 10 > 3
    knock = button(table, "Knock")
    assert not knock.enabled
    before = table.match.to_dict()
    click(app, knock.rect.center)                         # a disabled button explains
    assert table.line.text == state.why_illegal(Move("knock", (card("AD"),)))
    assert "at most 3" in table.line.text and "you would have 10" in table.line.text
    assert table.match.to_dict() == before
    assert not button(table, "Gin").enabled
    click(app, hand_card_pos(table, card("KS")))          # leaves AD: 1 <= 3
    assert button(table, "Knock").enabled
    assert "deadwood 1 of 3" in button(table, "Knock").subtitle
    press(app, pygame.K_k)
    assert table.match.hands[-1].moves[-1] == "knock KS"
    assert table.log.texts()[-1] == "You knocked."        # the face-down discard is not named


def test_gin_enabled_when_all_ten_meld(variant, app):
    table = variant.kit.new_table(app)
    discard_phase(variant, table, GIN_HAND)
    assert button(table, "Gin").enabled                   # with no card chosen: the best discard
    assert "King of Spades" in button(table, "Gin").subtitle
    click(app, hand_card_pos(table, card("2H")))
    assert not button(table, "Gin").enabled
    click(app, hand_card_pos(table, card("KS")))
    click(app, button(table, "Gin").rect.center)
    assert table.match.hands[-1].moves[-1] == "gin KS"
    assert table.match.state.ending == "gin"
    assert table.words.prompt().startswith("You went gin! You: +")


# -- lay-offs and the end of the hand ---------------------------------------------------------------
def test_layoff_by_clicking_a_meld_and_refusal_for_a_card_that_does_not_fit(variant, app):
    table = variant.kit.new_table(app)
    state = layoff_phase(variant, table)
    assert all(sprite(table, zone).card is None for zone in variant.hidden_at_layoff)
    before = table.match.to_dict()
    click(app, hand_card_pos(table, card("KD")))
    click(app, table.geo.targets["meld:0"].center)
    reason = state.why_illegal(Move("layoff", (card("KD"),), "meld", 0))
    assert "does not fit meld 0" in reason                # the rules count melds from 0,
    assert table.line.text == reason.replace("meld 0", "meld 1")   # the table from 1
    assert table.match.to_dict() == before
    click(app, hand_card_pos(table, card("6H")))
    click(app, table.geo.targets["meld:0"].center)
    assert table.match.hands[-1].moves[-1] == "layoff 6H -> meld 0"
    assert [str(c) for c in table.match.state.melds[0]] == ["3H", "4H", "5H", "6H"]
    assert table.log.texts()[-1] == variant.layoff_log


def test_hands_stay_laid_out_before_the_score(variant, app):
    app.settings = dataclasses.replace(app.settings, animation_speed="normal")
    table = variant.kit.new_table(app)
    table.tweens.speed = app.anim_speed
    layoff_phase(variant, table)
    click(app, hand_card_pos(table, card("6H")))
    click(app, table.geo.targets["meld:0"].center)
    quiet(app, 40)
    click(app, button(table, "Done").rect.center)
    assert table.match.state.is_over
    quiet(app, 60)                                        # one second: still showing the hands
    assert app.stack.top is table
    assert table.words.prompt() == ("Ada knocked with 1 deadwood against 66 for you, after you "
                                    "laid off 1 card. Ada: +65.")
    laid = [s for s in table.sprites if s.zone == "meld:0" and s.card == card("6H")]
    assert laid and laid[0].y < min(s.y for s in table.sprites if s.zone == "meld:0"
                                    and s.card != card("6H"))   # the lay-off stands out
    groups = {s.zone for s in table.sprites if s.zone.startswith(("meld:", "deadwood", "hand:"))}
    assert {"meld:0", "meld:1", "deadwood", "hand:0"} <= groups
    assert all(sprite(table, zone).card is None for zone in variant.hidden_at_layoff)
    press(app, pygame.K_RETURN)                           # any key shows the score now
    quiet(app, 30)
    assert isinstance(app.stack.top, HandSummary)


def test_cards_seen_taken_by_the_opponent_are_shown_newest_last(variant, app):
    table = variant.kit.new_table(app, seed=2)
    discard_phase(variant, table, took="QH 8D")
    assert [str(c) for c, _ in table.geo.took] == ["QH", "8D"]
    assert any(label.text == "Ada took" for label in table.geo.labels)
    variant.kit.discard_phase(table)                      # more than there is room for
    took = ["QH", "8D", "2S", "7H", "QD", "9D", "6H", "KD"]
    shown = [str(c) for c, _ in table.geo.took]
    assert shown and shown == took[-len(shown):]
    assert any(label.text == "Ada took" for label in table.geo.labels)


# -- the layout -------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_overlaps_or_leaves_the_window(variant, size, tmp_path):
    """In every stage of the kit's ``LAYOUT_STAGES`` (and its own check there)."""
    app = make_app(tmp_path, size=size)
    try:
        table = variant.kit.new_table(app, seed=2)
        screen = pygame.Rect((0, 0), size)
        for stage, check in variant.kit.LAYOUT_STAGES:
            stage(table)
            quiet(app, 25)                                # lifts settle
            assert app.stack.top is table
            if check is not None:
                check(table)
            parts = elements(table) | variant.layout_elements(table)
            for name, rect in parts.items():
                assert screen.contains(rect), \
                    f"{stage.__name__} {size}: {name} {rect} leaves the window"
            names = sorted(parts)
            for i, a in enumerate(names):
                for b in names[i + 1:]:
                    assert not parts[a].colliderect(parts[b]), \
                        f"{stage.__name__} {size}: {a} {parts[a]} overlaps {b} {parts[b]}"
    finally:
        app.shutdown()


def test_a_seat_that_went_out_counts_the_cards_it_laid_out(variant, app):
    """QA after issue 41: after a knock the knocker's plate read "0 cards
    · easy AI" while its cards lay on the table. Ada laid out seven cards
    (two melds and the Ace of Clubs); the 6 of Hearts the viewer lays off
    on them is not hers."""
    table = variant.kit.new_table(app)
    layoff_phase(variant, table)
    quiet(app, 5)
    ada = f"7 laid out · {table.seats[1].kind} AI"
    assert ada in drawn_texts(app)
    click(app, hand_card_pos(table, card("6H")))
    click(app, table.geo.targets["meld:0"].center)
    quiet(app, 5)
    texts = drawn_texts(app)
    assert ada in texts and "9 cards · human" in texts
    assert not [t for t in texts if t.startswith("0 cards")]


def test_a_lesson_says_it_is_one_hand_not_a_match_to_100(variant, app):
    """QA after issue 41: the lesson's table header said "First to 100"
    for a lesson of one hand."""
    app.nav.learn(variant.game_id)
    quiet(app, 3)
    texts = drawn_texts(app)
    assert any(t.startswith("Lesson  ·  ") for t in texts), texts
    assert not [t for t in texts if t.startswith("First to")]


#: Seat 0's hand in ``LAYOFF``, every card melded and none fitting Ada's melds.
ALL_MELDED = "JS QS KS 8H 8D 8C 2C 3C 4C 5C"


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_deadwood_box_says_what_is_left_to_do_after_a_knock(variant, size, tmp_path):
    """QA after issue 41: with no deadwood the box said "lay off to lower
    it"; once the hand was over it read "Deadwood / over" at 960x600."""
    app = make_app(tmp_path, size)
    try:
        table = variant.kit.new_table(app)
        variant.kit.crafted(table, **dict(LAYOFF, hands=[ALL_MELDED, ""]), **variant.knocked_with)
        quiet(app, 3)
        texts = drawn_texts(app)
        assert not {"lay off to lower it", "lay off"} & set(texts)
        assert {"nothing to lay off", "all melded"} & set(texts), texts
        click(app, button(table, "Done").rect.center)
        assert table.match.state.is_over
        quiet(app, 3)
        texts = drawn_texts(app)
        assert "over" not in texts
        assert {"the hand is over", "hand over"} & set(texts), texts
    finally:
        app.shutdown()
