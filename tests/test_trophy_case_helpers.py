"""Helpers shared by the Trophy Case tests (no tests here): build a deal from
given hands and play moves by their text."""

from __future__ import annotations

from fanucci_desktop.engine import Move, parse_cards
from fanucci_desktop.games import get_game

GAME = get_game("trophy-case")


def deal(*hands: str, leader: int = 0, totals: tuple[int, ...] = ()):
    """A deal in progress: seat ``i`` holds ``hands[i]`` (card texts separated
    by commas), ``leader`` to lead, every other card in the stock."""
    n = len(hands)
    held = [parse_cards(h) for h in hands]
    used = {c for h in held for c in h}
    stock = [c for c in GAME.deck() if c not in used]
    data = {
        "num_players": n, "dealer": (leader - 1) % n, "deal_number": 1, "cycle_deal": 1,
        "totals": list(totals), "target": 30, "stock": [str(c) for c in stock],
        "set_aside": [], "discarded": [], "hands": [[str(c) for c in h] for h in held],
        "tricks": [], "leader": leader, "trick": [], "trick_players": [], "folded": [],
        "ending": "", "shown_by": None, "to_act": leader,
    }
    return GAME.state_from_dict(data)


def act(state, *moves: str) -> list:
    """Apply each move text in turn; returns all events."""
    events = []
    for text in moves:
        events.extend(state.apply(Move.parse(text)))
    return events


def legal(state) -> list[str]:
    """The legal moves as text."""
    return [str(m) for m in state.legal_moves()]
