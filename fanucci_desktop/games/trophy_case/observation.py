"""What one Trophy Case seat may know: :class:`TrophyObservation`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, NamedTuple

from fanucci_desktop.engine.cards import Card, parse_card
from fanucci_desktop.engine.protocol import Observation


class TrickRecord(NamedTuple):
    """A finished trick: who won it, its cards and players in play order,
    its points and whether a trump ended it."""

    winner: int
    cards: tuple[Card, ...]
    players: tuple[int, ...]
    points: int
    trumped: bool

    def to_dict(self) -> dict[str, Any]:
        return {"winner": self.winner, "cards": [str(c) for c in self.cards],
                "players": list(self.players), "points": self.points,
                "trumped": self.trumped}


def _texts(cards: tuple[Card, ...]) -> list[str]:
    return [str(c) for c in cards]


def _cards(texts: list[str]) -> tuple[Card, ...]:
    return tuple(parse_card(t) for t in texts)


@dataclass(frozen=True)
class TrophyObservation(Observation):
    """Everything ``seat`` may know, enough to draw the whole table.

    * ``phase``: ``lead`` (the leader must lead), ``play`` (a trick is on) or
      ``over`` (the deal has ended; ``ending`` is why: ``out_of_cards``,
      ``target`` or ``trump_only``, and ``ending_text`` says it in words).
    * ``deal_number`` counts deals in the match; ``cycle_deal`` is 1, 2 or 3:
      which deal of the current shuffle this is.
    * The current trick: ``trick`` cards and ``trick_players`` in play order,
      ``folded`` seats, ``high`` (index into ``trick`` of the high card, None
      with no trick), ``led_colour`` and ``suit_order`` (in-colour suits in
      the order they appeared, led suit first: the ranking of the trick).
    * ``tricks``: the tricks finished in this deal (so ``won(seat)`` cards);
      ``set_aside``: cards played in earlier deals of this shuffle and a
      trump-only hand shown; ``seen``: every card seen since the last
      shuffle (set aside, won this deal, on the trick), canonical order.
    * ``hand_sizes``, ``stock_size`` and ``discarded_size`` (hands thrown in
      face down) are counts only.
    * ``deal_points`` are this deal's trick points; ``totals`` the match
      totals before this deal; ``target`` the score that ends the match.
    """

    seat: int
    current_player: int | None
    phase: str
    dealer: int
    deal_number: int
    cycle_deal: int
    leader: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    discarded_size: int
    trick: tuple[Card, ...]
    trick_players: tuple[int, ...]
    folded: tuple[int, ...]
    high: int | None
    led_colour: str | None
    suit_order: tuple[str, ...]
    tricks: tuple[TrickRecord, ...]
    set_aside: tuple[Card, ...]
    seen: tuple[Card, ...]
    deal_points: tuple[int, ...]
    totals: tuple[int, ...]
    target: int
    ending: str
    ending_text: str
    shown_by: int | None

    @property
    def high_player(self) -> int | None:
        """The seat of the high card's player, None with no trick."""
        return None if self.high is None else self.trick_players[self.high]

    def won(self, seat: int) -> tuple[Card, ...]:
        """Cards ``seat`` has won in this deal, in the order won."""
        return tuple(c for t in self.tricks if t.winner == seat for c in t.cards)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "current_player": self.current_player, "phase": self.phase,
            "dealer": self.dealer, "deal_number": self.deal_number,
            "cycle_deal": self.cycle_deal, "leader": self.leader,
            "hand": _texts(self.hand), "hand_sizes": list(self.hand_sizes),
            "stock_size": self.stock_size, "discarded_size": self.discarded_size,
            "trick": _texts(self.trick), "trick_players": list(self.trick_players),
            "folded": list(self.folded), "high": self.high, "led_colour": self.led_colour,
            "suit_order": list(self.suit_order),
            "tricks": [t.to_dict() for t in self.tricks],
            "won": [_texts(self.won(s)) for s in range(len(self.hand_sizes))],
            "set_aside": _texts(self.set_aside), "seen": _texts(self.seen),
            "deal_points": list(self.deal_points), "totals": list(self.totals),
            "target": self.target, "ending": self.ending,
            "ending_text": self.ending_text, "shown_by": self.shown_by,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "TrophyObservation":
        """The observation :meth:`to_dict` wrote (``won`` is worked out from
        ``tricks`` again); a client reads its seat's so."""
        return cls(
            seat=data["seat"], current_player=data["current_player"], phase=data["phase"],
            dealer=data["dealer"], deal_number=data["deal_number"], cycle_deal=data["cycle_deal"],
            leader=data["leader"], hand=_cards(data["hand"]), hand_sizes=tuple(data["hand_sizes"]),
            stock_size=data["stock_size"], discarded_size=data["discarded_size"],
            trick=_cards(data["trick"]), trick_players=tuple(data["trick_players"]),
            folded=tuple(data["folded"]), high=data["high"], led_colour=data["led_colour"],
            suit_order=tuple(data["suit_order"]),
            tricks=tuple(TrickRecord(t["winner"], _cards(t["cards"]), tuple(t["players"]),
                                     t["points"], t["trumped"]) for t in data["tricks"]),
            set_aside=_cards(data["set_aside"]), seen=_cards(data["seen"]),
            deal_points=tuple(data["deal_points"]), totals=tuple(data["totals"]),
            target=data["target"], ending=data["ending"], ending_text=data["ending_text"],
            shown_by=data["shown_by"])
