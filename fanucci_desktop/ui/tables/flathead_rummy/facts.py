"""What the Flathead Rummy table knows besides the viewer's observation:
facts any player at the table could work out from the public move record
(which melds were bonus melds, who laid off what after someone went out)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, Sequence

import pygame

from ....engine.cards import Card, parse_cards
from ....engine.match import Match
from ....engine.protocol import HandContext
from ....games.flathead_rummy.rules import is_bonus_meld
from ..frame.showing import TableShows

if TYPE_CHECKING:
    from .layout import Frame, Geometry


def bonus_melds(moves: Sequence[str]) -> set[int]:
    """Indexes of the melds of a hand's move record laid down as bonus melds."""
    melds = [parse_cards(text[5:]) for text in moves if text.startswith("meld ")]
    return {i for i, cards in enumerate(melds) if is_bonus_meld(cards)}


def late_layoffs(match: Match) -> list[tuple[int, Card]]:
    """(seat, card) of each lay-off made after someone went out in the
    current hand, in order, found by replaying its move record (so a resumed
    table shows the same recap as one that saw the lay-offs happen)."""
    state = match.state
    if state is None or not match.hands or getattr(state, "winner", None) is None:
        return []
    record = match.hands[-1]
    totals = tuple(t - s for t, s in zip(match.totals, record.scores or [0] * match.num_players))
    replay = match.game.new_hand(HandContext(match.num_players, record.dealer, record.number,
                                             record.seed, dict(match.options), totals))
    late: list[tuple[int, Card]] = []
    for text in record.moves:
        move = match.game.parse_move(text)
        seat = replay.current_player
        if move.action == "layoff" and replay.phase == "final_layoffs" and seat is not None:
            late.append((seat, move.cards[0]))
        replay.apply(move)
    return late


class FlatheadShows(TableShows, Protocol):
    """What Flathead's painter and words read of its table (the table's own facts
    besides the shared ones)."""

    cursor: tuple[str, int] | None
    geo: Geometry | None
    late_layoffs: list[tuple[int, Card]]
    peek: int | None
    takeable: set[Card]
    #: False until the person's first turn with the tableau's marks is over
    #: (the prompt explains the marks until then).
    marks_explained: bool

    def area_items(self, area: str) -> list[pygame.Rect]: ...

    def bonus_melds(self) -> set[int]: ...

    def frame(self) -> Frame: ...

    def layoff_targets(self) -> list[int]: ...

    def selected_cards(self) -> list[Card]: ...

    def top_discard(self) -> Card | None: ...
