"""Issue 54, items 14 and 16: the hand cursor by ear, the same in every game.
Right at the end of the hand wraps round to its first card; walking the hand
meets its cards in the order the hand key (R) reads them; Shift+Left/Right
go from group to group (suit, colour in Trophy Case, meld in the gin games),
the groups R reads, and Trophy Case's R names its colours; a card selected
says whether the one selected before stays selected."""

from __future__ import annotations

import re

import pygame
import pytest

from ear_kit import Ear, cards_named
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.ui.controls import BINDINGS, Act

GAME_IDS = [g.id for g in GAMES]
#: A card said under the cursor: its group's name when it comes into one, the card, its place.
POINTED = re.compile(r"^(?:(?P<group>[A-Z][a-z]+): )?(?P<name>.+?), (?P<at>\d+) of (?P<of>\d+)"
                     r"(?P<chosen>, selected.*)?$")


def my_turn(ear: Ear, game_id: str, seed: int = 3):
    """A table of ``game_id`` at the person's turn, what was said forgotten."""
    table = dr.new_table(ear.app, game_id, dr.default_seats(game_id), seed=seed)
    ear.table = table
    dr.Autopilot(ear.app, table).play(lambda: table.session.human_turn and not table.busy
                                      and len(table.hand_sprites()) > 2)
    dr.run_frames(ear.app, 2)
    ear.new_lines()
    return table


def pointed(said: list[str]) -> re.Match:
    """The last card said under the cursor in ``said``."""
    found = [m for m in map(POINTED.match, said) if m]
    assert found, said
    return found[-1]


def press(ear: Ear, act: Act) -> list[str]:
    mod = pygame.KMOD_LSHIFT if BINDINGS[act].shift else 0
    return ear.press(BINDINGS[act].keys[0], mod=mod)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_right_at_the_end_of_the_hand_wraps_round_in_every_game(ear, game_id):
    table = my_turn(ear, game_id)
    n = len(table.hand_sprites())
    start = pointed(press(ear, Act.LEFT))
    places = [int(pointed(press(ear, Act.RIGHT))["at"]) for _ in range(n)]
    assert sorted(places) == list(range(1, n + 1)), places
    assert places[-1] == int(start["at"])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_cursor_meets_the_cards_in_the_order_the_hand_key_reads_them(ear, game_id):
    table = my_turn(ear, game_id)
    for _ in range(2):                      # sorted by rank: no game's own groups
        press(ear, Act.SORT)
    (hand,) = press(ear, Act.READ_HAND)
    n = len(table.hand_sprites())
    names = {}
    for _ in range(n):
        m = pointed(press(ear, Act.RIGHT))
        names[int(m["at"])] = m["name"]
    assert [names[i] for i in range(1, n + 1)] == [c.name for c in cards_named(hand)], hand


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_shift_and_the_arrows_go_from_group_to_group_as_the_hand_key_reads_them(ear, game_id):
    table = my_turn(ear, game_id)
    cards = [s.card for s in table.hand_sprites()]
    groups = table.words.spoken_groups(cards)
    starts = [sum(len(g) for _, g in groups[:i]) + 1 for i in range(len(groups))]
    went = [pointed(press(ear, Act.GROUP_RIGHT)) for _ in range(len(groups) + 1)]
    assert [int(m["at"]) for m in went] == starts + starts[:1]
    if len(groups) > 1:
        assert [m["group"] or "" for m in went[:len(groups)]] == [label for label, _ in groups]
        back = pointed(press(ear, Act.GROUP_LEFT))
        assert int(back["at"]) == starts[-1]


def test_trophy_case_reads_the_hand_by_colour(ear):
    table = my_turn(ear, "trophy-case")
    (hand,) = press(ear, Act.READ_HAND)
    colours = {str(s.card.color).capitalize() for s in table.hand_sprites() if s.card.color is not None}
    assert colours and all(f"{colour}: " in hand for colour in colours), hand


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_second_card_selected_says_whether_the_first_stays_selected(ear, game_id):
    table = my_turn(ear, game_id)
    hand = table.hand_sprites()
    press(ear, Act.LEFT)
    press(ear, Act.SELECT)
    first = [s.card for s in table.selected]
    assert first, "no card was selected"
    said = pointed(press(ear, Act.LEFT))
    assert not said["chosen"]
    said = pointed(press(ear, Act.SELECT))
    stays = [c for c in first if c in [s.card for s in table.selected]]
    shown = " and ".join(c.name for c in first)
    if stays:
        assert said["chosen"].startswith(", selected, with the "), said.group(0)
    else:
        assert said["chosen"].startswith(", selected instead of the "), said.group(0)
    assert set(cards_named(said["chosen"])) == set(first), (said.group(0), shown)
    assert len(hand) == len(table.hand_sprites())
