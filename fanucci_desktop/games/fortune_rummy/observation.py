"""What one seat of Fortune Rummy may know."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from fanucci_desktop.engine import Card, Observation

from .codes import CARDS, CODE, CODE_OF_TEXT, TEXT


def _texts(cards: tuple[Card, ...]) -> list[str]:
    return [TEXT[CODE[c]] for c in cards]


def _cards(texts: list[str]) -> tuple[Card, ...]:
    return tuple(CARDS[CODE_OF_TEXT[t]] for t in texts)


@dataclass(frozen=True)
class FortuneObservation(Observation):
    """One seat's view of a hand.

    ``phase`` is ``take`` (the seat to act must draw or take the pile),
    ``play`` (meld, add, discard) or ``over``. ``melds`` are
    ``(owner, cards)`` in the order laid down (meld ``i`` is zone
    ``meld:i``). Of the discard pile only ``discard_top`` and
    ``discard_size`` show; ``seen_discards`` is this seat's memory of every
    card it saw on top of the pile, oldest first. ``melded`` is each seat's
    melded value so far (penalties for cards in hand are hidden until the
    end). ``totals`` are the match scores before this hand. ``restocks``
    counts the times the stock was rebuilt from the pile;
    ``melded_since_restock`` whether a card was melded or added since the
    last rebuild (or the deal; the stalemate rule of :mod:`.state`).
    ``ended`` is ``out``,
    ``stock`` (the stock ran out with nothing to turn over) or ``stalemate``
    once the hand is over, ``went_out`` the seat that went out.
    ``known_in_hands`` holds, per seat, the cards every seat knows are in
    that hand: those it took with the pile and has not played since.
    """

    seat: int
    current_player: int | None
    phase: str
    dealer: int
    hand_number: int
    hand: tuple[Card, ...]
    melds: tuple[tuple[int, tuple[Card, ...]], ...]
    discard_top: Card | None
    discard_size: int
    seen_discards: tuple[Card, ...]
    stock_size: int
    hand_sizes: tuple[int, ...]
    melded: tuple[int, ...]
    totals: tuple[int, ...]
    restocks: int
    melded_since_restock: bool
    options: tuple[tuple[str, bool], ...]
    ended: str | None
    went_out: int | None
    known_in_hands: tuple[tuple[Card, ...], ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "current_player": self.current_player, "phase": self.phase,
            "dealer": self.dealer, "hand_number": self.hand_number,
            "hand": _texts(self.hand),
            "melds": [{"owner": owner, "cards": _texts(cards)} for owner, cards in self.melds],
            "discard_top": None if self.discard_top is None else str(self.discard_top),
            "discard_size": self.discard_size, "seen_discards": _texts(self.seen_discards),
            "stock_size": self.stock_size, "hand_sizes": list(self.hand_sizes),
            "melded": list(self.melded), "totals": list(self.totals),
            "restocks": self.restocks, "melded_since_restock": self.melded_since_restock,
            "options": dict(self.options),
            "ended": self.ended, "went_out": self.went_out,
            "known_in_hands": [_texts(k) for k in self.known_in_hands],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "FortuneObservation":
        """The observation :meth:`to_dict` wrote (a client reads its seat's so)."""
        top = data["discard_top"]
        return cls(
            seat=data["seat"], current_player=data["current_player"], phase=data["phase"],
            dealer=data["dealer"], hand_number=data["hand_number"], hand=_cards(data["hand"]),
            melds=tuple((m["owner"], _cards(m["cards"])) for m in data["melds"]),
            discard_top=None if top is None else CARDS[CODE_OF_TEXT[top]],
            discard_size=data["discard_size"], seen_discards=_cards(data["seen_discards"]),
            stock_size=data["stock_size"], hand_sizes=tuple(data["hand_sizes"]),
            melded=tuple(data["melded"]), totals=tuple(data["totals"]), restocks=data["restocks"],
            melded_since_restock=data["melded_since_restock"],
            options=tuple(data["options"].items()), ended=data["ended"], went_out=data["went_out"],
            known_in_hands=tuple(_cards(k) for k in data["known_in_hands"]))
