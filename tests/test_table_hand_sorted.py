"""Every game shows the viewer's hand sorted its way from the deal on, and
a card drawn goes into its sorted place (issue 53, "the hand sorted the
game's way from the deal on"; issue 54, item 9: Fortune Rummy and Trophy
Case dealt unsorted hands and Fortune put a drawn card at the end). The
game's way is a sort: the order shown never depends on the order the
engine keeps the hand in."""

from __future__ import annotations

import random

import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.session.seats import Seat


def shown_hand(table) -> list:
    """The viewer's hand as the table shows it, left to right."""
    zone = f"hand:{table.sight.viewer}"
    return [s.card for s in sorted((s for s in table.sprites if s.zone == zone and not s.dying),
                                   key=lambda s: s.x)]


def arranged_the_same_from_any_order(table, cards: list) -> bool:
    """Whether the table's way with a hand puts ``cards`` in the order shown
    whatever order they come in."""
    default = table.orders.of(table.sight.viewer).default
    rng = random.Random(5)
    for _ in range(6):
        mixed = list(cards)
        rng.shuffle(mixed)
        if default(mixed) != cards:
            return False
    return True


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_every_hand_is_sorted_from_the_deal_and_a_drawn_card_goes_into_its_place(app, game_id):
    info = next(i for i in GAMES if i.id == game_id)
    seats = [Seat("You")] + [Seat(name, "easy") for name in ("Ada", "Basil", "Cleo")][:max(2, info.min_players) - 1]
    table = dr.new_table(app, game_id, seats, seed=3)
    dr.run_frames(app, 30)
    hand = shown_hand(table)
    assert hand and None not in hand
    assert arranged_the_same_from_any_order(table, hand), f"dealt unsorted: {hand}"
    pilot = dr.Autopilot(app, table, seed=1)
    grown = 0
    for _ in range(40):
        before = len(shown_hand(table))
        pilot.moves(1)
        dr.run_frames(app, 3)
        after = shown_hand(table)
        if table.sight.viewer is not None and len(after) > before:
            grown += 1
            assert arranged_the_same_from_any_order(table, after), f"the card drawn is out of place: {after}"
        if grown >= 2:
            break
