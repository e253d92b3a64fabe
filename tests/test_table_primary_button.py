"""The gold (primary) action button never disagrees with the advice on
show (QA after issue 41: "Hint: pass the first upcard" beside a gold
"Take upcard", "Hint: lay off the 5 of Lamps…" beside a gold "Done laying
off"). While a hint is shown the gold button is the hinted move's, and no
other; with no hint only a move that ends the hand for the player (gin,
knock, going out) may be gold: a first button is no advice."""

from __future__ import annotations

from collections import Counter

import pytest

from fanucci_desktop.games import RECORDS
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.session.seats import Seat

GAMES = [r.info.id for r in RECORDS]
FINISHING = {"knock", "gin", "big-gin"}


def button_moves(table) -> list[Move | None]:
    """The move of each action button, left to right."""
    if hasattr(table, "bar"):                   # the gin family's action bar
        return [a.move for a in table.bar.actions]
    if hasattr(table, "button_moves"):          # Trophy Case's play and fold buttons
        return table.button_moves
    return table.candidate_moves()[:5]


def gold(table) -> list[Move | None]:
    return [m for b, m in zip(table.buttons.widgets, button_moves(table)) if b.primary]


def finishing(table, move: Move | None) -> bool:
    """A move that ends the hand for the viewer: knock or gin, or one that
    plays every card left in the viewer's hand."""
    if move is None:
        return False
    hand = Counter(s.card for s in table.hand_sprites())
    return move.action in FINISHING or (bool(hand) and Counter(move.cards) == hand)


def ask_hint(app, table) -> Move | None:
    """Ask for a hint and run frames until it is shown."""
    table.hint.ask()
    for _ in range(200):
        table.hint.decider.settle(timeout=10.0)
        app.frame(dr.FRAME_S, draw=False)
        if not table.hint.pending:
            break
    return table.hint.move


@pytest.mark.parametrize("game_id", GAMES)
def test_the_gold_button_is_the_hinted_move_or_a_finishing_one(app, game_id):
    seats = [Seat("You"), Seat("Ada", "easy"), *([Seat("Basil", "easy")] if game_id == "trophy-case" else [])]
    table = dr.new_table(app, game_id, seats, seed=5)      # Trophy Case seats three or more
    pilot = dr.Autopilot(app, table, seed=3)
    plain = hinted = off_first = 0
    for _ in range(40):
        if not pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table):
            break
        if table.buttons.widgets:
            plain += 1
            assert all(finishing(table, m) for m in gold(table)), \
                f"{[b.label for b in table.buttons.widgets if b.primary]} gold with no hint"
            move = ask_hint(app, table)
            moves = button_moves(table)
            if move is not None:
                hinted += 1
                want = [move] if move in moves else []
                off_first += bool(want) and moves.index(move) > 0
                assert gold(table) == want, \
                    (f"hint {table.words.log_label(move)!r}, gold "
                     f"{[b.label for b in table.buttons.widgets if b.primary]}")
        pilot.moves(1)
    assert plain >= 5 and hinted >= 5, (plain, hinted)


def test_a_gin_knock_is_gold_when_allowed_and_no_hint_is_shown(app):
    """The one recommendation made without a hint: knock when allowed."""
    table = dr.new_table(app, "gin-rummy", [Seat("You"), Seat("Ada", "easy")], seed=5)
    pilot = dr.Autopilot(app, table, seed=3)
    seen = pilot.play(lambda: table.session.human_turn and not table.busy and any(
        a.label == "Knock" and a.enabled for a in table.bar.actions), max_frames=60_000)
    assert seen, "no knock came up"
    assert [m.action for m in gold(table)] == ["knock"] or \
        [m.action for m in gold(table)] in (["gin"], ["big-gin"])
