"""engine/fields.py: a state's declared fields give its dict, its rebuild
and its copy (issue 40: states declare their fields once)."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from fanucci_desktop.engine import Card, parse_card
from fanucci_desktop.engine.fields import (INT, MAYBE_INT, cached, card_codecs, copy, derived,
                                           dump, forget, load, saved)

CARDS = card_codecs(str, parse_card)


@dataclass(slots=True, kw_only=True, eq=False)
class Toy:
    """A small state: saved fields in an order that is not alphabetical."""

    seat: int = saved(INT)
    hands: list[list[Card]] = saved(CARDS.card_lists)
    winner: int | None = saved(MAYBE_INT, default=None)
    placed: list[tuple[Card, int]] = saved(CARDS.card_places, default_factory=list)
    size: int = derived()
    seen: list[int] = derived(list)
    moves: list[str] | None = cached()

    def __post_init__(self) -> None:
        self.size = sum(len(h) for h in self.hands)
        self.seen = [self.seat]


def toy() -> Toy:
    return Toy(seat=1, hands=[[parse_card("7H")], [parse_card("AS"), parse_card("10D")]],
               placed=[(parse_card("2C"), 0)])


def test_dump_writes_the_saved_fields_in_declaration_order():
    data = dump(toy())
    assert list(data) == ["seat", "hands", "winner", "placed"]
    assert json.loads(json.dumps(data)) == {"seat": 1, "hands": [["7H"], ["AS", "10D"]],
                                            "winner": None, "placed": [["2C", 0]]}


def test_load_rebuilds_what_dump_wrote_and_works_out_derived_fields():
    data = json.loads(json.dumps(dump(toy())))
    again = load(Toy, data)
    assert dump(again) == data
    assert again.hands[1] == [parse_card("AS"), parse_card("10D")]
    assert again.placed == [(parse_card("2C"), 0)] and again.size == 3
    with pytest.raises(KeyError):
        load(Toy, {k: v for k, v in data.items() if k != "winner"})


def test_copy_is_independent_but_shares_cached_values():
    state = toy()
    state.moves = ["draw"]
    other = copy(state)
    assert dump(other) == dump(state) and other.size == 3 and other.moves is state.moves
    other.hands[0].append(parse_card("8H"))
    other.placed.append((parse_card("3C"), 0))
    other.seen.append(0)
    assert dump(state) == dump(toy()) and state.seen == [1]


def test_forget_clears_cached_values_only():
    state = toy()
    state.moves = ["draw"]
    forget(state)
    assert state.moves is None and state.size == 3 and state.seen == [1]
