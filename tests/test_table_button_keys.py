"""Every move button of every table shows the key that plays its move, in
one form (issue 53, "every button shows its key"; the newcomer saw Gin's
"Draw  (D)" beside Flathead's "Draw a card" and Trophy Case's hand-made
"Fold  (F)"): "<the move>  (<its key>)", written once
(:func:`~fanucci_desktop.ui.tables.parts.keycaps.keyed_label`). A move that
its key plays only with a choice made first (Flathead's T takes the card
picked in the tableau, Fortune's A adds to the first meld that takes the
cards, Trophy Case's "Play a card" before a card is picked) shows that key:
it is the key that reaches the move. The games are the catalogue's, so a
game added to it (the toy game with ``FANUCCI_EXTRA_GAMES=toy``) is held to
it too."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.ui.controls import BINDINGS, game_moves

#: A label with its key: the move's words, two spaces, the key in brackets.
KEYED = re.compile(r"^(?P<words>\S.*\S)  \((?P<key>[^()]+)\)$")


def seats_for(info) -> list[Seat]:
    names = [Seat("You"), Seat("Ada", "easy"), Seat("Basil", "easy"), Seat("Cleo", "easy")]
    return names[:max(2, min(3, info.max_players)) if info.min_players <= 3 else info.min_players]


def pick(table, cards) -> list:
    """The sprites that show ``cards`` (one per card, hand cards first)."""
    want = Counter(cards)
    out = []
    for sprite in sorted(table.sprites, key=lambda s: not s.zone.startswith("hand:")):
        if sprite.card is not None and want[sprite.card] > 0 and not sprite.dying:
            want[sprite.card] -= 1
            out.append(sprite)
    return out if not +want else []


def labels_now(table) -> list[str]:
    """Every action-bar label the viewer can see this turn: with nothing
    picked, then with the cards of each legal move picked."""
    seen = []
    moves = list(table.match.legal_moves())
    for cards in [()] + [m.cards for m in moves if m.cards]:
        table.selected = pick(table, cards)
        if cards and not table.selected:
            continue
        table.refresh_actions()
        seen += [b.label for b in table.buttons.widgets]
    table.selected = []
    table.refresh_actions()
    return seen


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_every_move_button_shows_the_key_of_its_move(app, game_id):
    info = next(i for i in GAMES if i.id == game_id)
    table = dr.new_table(app, game_id, seats_for(info), seed=6)
    pilot = dr.Autopilot(app, table, seed=2)
    keys = {BINDINGS[act].caption for act in game_moves(game_id)}
    labels: set[str] = set()
    for _ in range(30):
        if not pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table):
            break
        labels |= set(labels_now(table))
        pilot.moves(1)
    assert len(labels) >= 3, labels
    bare = sorted(text for text in labels if not KEYED.match(text))
    assert not bare, f"buttons without their key: {bare}"
    wrong = sorted(text for text in labels if KEYED.match(text)["key"] not in keys)
    assert not wrong, f"buttons naming a key the game has no move on: {wrong}"
