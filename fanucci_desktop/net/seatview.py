"""What one seat may be told: the one place that decides what leaves the
host for a client.

* :func:`visible_cards` -- the cards a seat sees on the table now (its hand
  and the open zones), from the state's own :meth:`State.hidden_zones`;
* :func:`told_event` -- an event as a seat may hear it: cards it saw before
  the move or sees after it are named; any other card is only counted; cards
  going where the seat cannot see them are named sorted, never in the order
  they lie in (a stock rebuilt from the discards keeps its new order secret);
* :func:`told_move` -- a move's text form when the seat saw every card of it,
  else the move without its cards;
* :func:`seat_view` -- the whole view of a seat: its observation (the
  engine's, which holds nothing it may not know), whose turn it is, its
  legal moves when it is its turn, the scores and the seats. Never a seed,
  never the stock, never another seat's hidden card.

Nothing here touches the network.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Sequence

from ..engine.cards import Card
from ..engine.match import Match
from ..engine.protocol import Event, Move, State

#: Counts of cards by their text form.
Cards = Counter


def visible_cards(state: State | None, seat: int) -> Cards:
    """The cards ``seat`` sees in ``state`` (every zone not hidden from it)."""
    if state is None:
        return Counter()
    hidden = state.hidden_zones(seat)
    seen: Cards = Counter()
    for name, cards in state.zones().items():
        if name not in hidden:
            seen.update(str(c) for c in cards)
    return seen


def _within(cards: Iterable[Card], seen: Cards) -> bool:
    return not (Counter(str(c) for c in cards) - seen)


def told_event(event: Event, seen: Cards, hidden_after: set[str]) -> dict[str, Any]:
    """``event`` as JSON for a seat that saw ``seen`` (the cards it could
    see before the move or after it), the zones hidden from it after the
    move being ``hidden_after``."""
    told: dict[str, Any] = {"kind": event.kind}
    if event.player is not None:
        told["player"] = event.player
    for name in ("src", "dst"):
        if getattr(event, name) is not None:
            told[name] = getattr(event, name)
    for name in ("value", "text", "how"):
        value = getattr(event, name)
        if value not in (None, ""):
            told[name] = value
    if event.folded:
        told["folded"] = list(event.folded)
    if event.cards:
        if not _within(event.cards, seen):
            told["count"] = len(event.cards)
        elif event.dst is not None and event.dst in hidden_after:
            told["cards"] = sorted(str(c) for c in event.cards)
        else:
            told["cards"] = [str(c) for c in event.cards]
    if event.plays:
        played = [c for _, c in event.plays]
        if _within(played, seen):
            told["plays"] = [[p, str(c)] for p, c in event.plays]
        else:
            told["plays"] = [[p, None] for p, _ in event.plays]
    return told


def told_move(move: Move, seen: Cards) -> str:
    """``move``'s text form for a seat that saw ``seen``; when a card of it
    was hidden from the seat before the move and after it, the move without
    its cards ("discard": the action, and where it went), so the seat's log
    can say what was done and never which card."""
    if _within(move.cards, seen):
        return str(move)
    return str(Move(move.action, (), move.zone, move.index))


def match_seq(match: Match) -> int:
    """The number of the last change to ``match``: every deal and every
    move counts one. A client names the number it saw with its move, so a
    move sent twice, late or after a reconnect is refused, never applied
    twice."""
    return sum(1 + len(hand.moves) for hand in match.hands)


def seat_view(match: Match, seat: int, seats: Sequence[dict[str, Any]],
              log: Sequence[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Everything ``seat`` may know of ``match``, as JSON: the seats (each
    ``{"name", "kind", "status"}``, a computer's with its ``level``), the
    hand, whose turn, its legal moves (its turn only), its observation, the
    scores; with ``log``, the moves as it was told them."""
    state = match.state
    turn = match.current_player
    last = match.hands[-1] if match.hands else None
    view: dict[str, Any] = {
        "game": match.game.info.id,
        "seq": match_seq(match),
        "you": seat,
        "seats": [dict(s) for s in seats],
        "hand": len(match.hands),
        "dealer": match.dealer,
        "turn": turn,
        "totals": list(match.totals),
        "target": match.target,
        "hand_over": state is not None and state.is_over,
        "match_over": match.is_over,
        "winners": list(match.winners),
        "legal": [str(m) for m in match.legal_moves()] if turn == seat else [],
        "observation": state.observation(seat).to_dict() if state is not None else None,
    }
    if last is not None and last.scores is not None:
        view["scores"] = list(last.scores)
        view["details"] = list(last.details or [])
    if log is not None:
        view["log"] = list(log)
    return view
