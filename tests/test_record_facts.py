"""What a game's record says of it holds of its engine: the facts the tests
read from the record (``undoable``, ``lesson``, the knock among its keys)
instead of keeping a table of their own by game id."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from fanucci_desktop.engine import Match, State
from fanucci_desktop.games import catalog
from fanucci_desktop.games.record import GameRecord

#: Every record the app knows, the extra games included.
ALL = catalog.BUILT_IN + tuple(catalog.EXTRA.values())


def seen(state: State, seat: int) -> Counter:
    """The cards face up for ``seat``."""
    hidden = state.hidden_zones(seat)
    return Counter(c for name, cards in state.zones().items() if name not in hidden for c in cards)


def first_undoable(record: GameRecord, matches: int, moves: int) -> str | None:
    """The first move, in random play of up to ``matches`` matches of up to
    ``moves`` moves, after which its player is still to act and sees no card
    they had not seen (a move Undo could take back); None if none came."""
    for seed in range(matches):
        rng = random.Random(seed)
        match = Match(record.game, record.info.min_players, seed)
        for _ in range(moves):
            if match.is_over:
                break
            if match.needs_deal:
                match.deal()
                continue
            state = match.state
            seat = state.current_player
            before = seen(state, seat)
            move = rng.choice(state.legal_moves())
            match.apply(move)
            after = match.state
            if not after.is_over and after.current_player == seat and not seen(after, seat) - before:
                return str(move)
    return None


@pytest.mark.parametrize("game", ALL, ids=lambda r: r.info.id)
def test_a_record_says_truly_whether_its_game_has_a_move_to_take_back(game):
    found = first_undoable(game, matches=8, moves=400)
    if game.undoable:
        assert found is not None, f"{game.info.id}: no move could be taken back"
    else:
        assert found is None, f"{game.info.id}: {found} could be taken back"


def test_shed_has_no_lesson_no_knock_no_hold_and_nothing_to_take_back():
    shed = catalog.EXTRA["toy"]
    assert shed.lesson is None and "knock" not in shed.keys
    assert shed.hold_s == 0 and not shed.undoable and shed.table is None
