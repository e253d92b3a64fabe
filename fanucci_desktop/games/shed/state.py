"""One hand of Shed: what is on the table, the legal moves, and what a seat may know.

The rules (the record's rules text says them to the player): 18 cards, the
ace to the 6 of Spades, Hearts and Diamonds; 3 cards to each of 2 or 3
players, the rest a face-down draw pile. A card played must match the
suit or the rank of the pile's top card (any card starts the pile); after a
6 it must be of the suit that 6 called, or another 6. A 6 may always be
played, and its player calls a suit with it. A player may draw instead,
while the draw pile has cards and they hold fewer than 5; one who can
neither play nor draw passes. The first to play their last card scores a
point for every card left in the other hands; when every player in turn
has passed, the hand is blocked and nobody scores.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

from ...engine import Card, Choice, Event, Move, Observation, State, parse_cards, standard_card
from ...engine.cards import STANDARD_SUIT_NAMES
from ...engine.rng import shuffled
from ...card_names import ALONE, SUITS as SUITS_SAID, card_said
from ...i18n import N_, NN_, said, said_as, said_n

GAME_ID = "toy-shed"
#: The suits of the deck, in the order a 6 offers them.
SUITS: tuple[str, ...] = ("S", "H", "D")
SUIT_NAMES: dict[str, str] = {s: STANDARD_SUIT_NAMES[s] for s in SUITS}
#: The rank that is wild and calls a suit.
WILD = 6
#: A player may draw while holding fewer cards than this.
HAND_LIMIT = 5
DECK: tuple[Card, ...] = tuple(standard_card(r, s) for s in SUITS for r in range(1, WILD + 1))


def _text(cards: list[Card] | tuple[Card, ...]) -> list[str]:
    return [str(c) for c in cards]


@dataclass(frozen=True)
class ShedObservation(Observation):
    """What ``seat`` may know: its own hand, the played pile, the suit a 6
    called (``called``), how many cards each hand and the draw pile hold,
    who acts, and how many players in a row have passed."""

    seat: int
    hand: tuple[Card, ...]
    played: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    draw_size: int
    to_act: int | None
    called: str | None = None
    passes: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "hand": _text(self.hand), "played": _text(self.played),
                "hand_sizes": list(self.hand_sizes), "draw_size": self.draw_size,
                "to_act": self.to_act, "called": self.called, "passes": self.passes}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "ShedObservation":
        return cls(data["seat"], tuple(parse_cards(" ".join(data["hand"]))),
                   tuple(parse_cards(" ".join(data["played"]))), tuple(data["hand_sizes"]),
                   data["draw_size"], data["to_act"], data["called"], data["passes"])


def playable(card: Card, played: list[Card] | tuple[Card, ...], called: str | None) -> bool:
    """Whether ``card`` may go on the played pile: a 6 always; else any card
    on an empty pile, a card of the called suit after a 6, or a card of the
    top card's suit or rank."""
    if card.rank == WILD or not played:
        return True
    top = played[-1]
    if called is not None:
        return card.suit == called
    return card.suit == top.suit or card.rank == top.rank


class ShedState(State):
    """A hand of Shed. ``called`` is the suit the 6 on top of the pile
    called (None when no 6 is on top); ``passes`` counts the players who
    passed in a row; ``to_act`` is None once the hand is over."""

    game_id = GAME_ID

    def __init__(self, hands: list[list[Card]], draw: list[Card], played: list[Card],
                 to_act: int | None, called: str | None = None, passes: int = 0) -> None:
        self.num_players = len(hands)
        self.hands = hands
        self.draw = draw
        self.played = played
        self.to_act = to_act
        self.called = called
        self.passes = passes

    @property
    def current_player(self) -> int | None:
        return self.to_act

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    def legal_moves(self) -> list[Move]:
        if self.to_act is None:
            return []
        hand = self.hands[self.to_act]
        moves: list[Move] = []
        for card in sorted(set(hand)):
            if card.rank == WILD:
                moves.extend(Move("play", (card,), choice=Choice.of_suit(s)) for s in SUITS)
            elif playable(card, self.played, self.called):
                moves.append(Move("play", (card,)))
        if self.draw and len(hand) < HAND_LIMIT:
            moves.append(Move("draw"))
        return moves or [Move("pass")]

    def why_illegal(self, move: Move) -> str | None:
        if self.is_over:
            return said(N_("The hand is over."))
        if move in self.legal_moves():
            return None
        hand = self.hands[self.to_act]  # type: ignore[index]
        if move.action == "play" and len(move.cards) == 1 and move.zone is None:
            card = move.cards[0]
            if card not in hand:
                return said(N_("You do not hold the {card}."), card=card_said(card, ALONE))
            if card.rank == WILD:
                return said(N_("The {card} is wild: call one of the suits with it."), card=card_said(card, ALONE))
            if move.choice is not None:
                return said(N_("Only a {rank} calls a suit."), rank=WILD)
            if self.called is not None:
                return said(N_("The {rank} on the pile called {suit}."), rank=WILD,
                            suit=said_as(*SUITS_SAID[self.called]))
            return said(N_("The {card} shares neither the suit nor the rank of the card on the pile."),
                        card=card_said(card, ALONE))
        if move == Move("draw"):
            if not self.draw:
                return said(N_("The draw pile is empty."))
            return said(N_("You may draw only while you hold fewer than {limit} cards."), limit=HAND_LIMIT)
        if move == Move("pass"):
            return said(N_("You can play or draw, so you may not pass."))
        return said(N_("Shed's moves are a play, a draw and a pass."))

    def _apply(self, move: Move) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        if move.action == "pass":
            self.passes += 1
            blocked = self.passes >= self.num_players
            self.to_act = None if blocked else (seat + 1) % self.num_players
            return [Event("pass", seat)]
        self.passes = 0
        if move.action == "draw":
            card = self.draw.pop()
            self.hands[seat].append(card)
            events = [Event("draw", seat, (card,), "draw", f"hand:{seat}")]
        else:
            card = move.cards[0]
            self.hands[seat].remove(card)
            self.played.append(card)
            self.called = move.choice.suit if move.choice is not None else None
            events = [Event("play", seat, (card,), f"hand:{seat}", "played")]
        self.to_act = None if not self.hands[seat] else (seat + 1) % self.num_players
        return events

    def opening_events(self) -> list[Event]:
        """Each hand dealt from the draw pile."""
        return [Event("deal", seat, tuple(hand), "draw", f"hand:{seat}")
                for seat, hand in enumerate(self.hands)]

    def hand_scores(self) -> list[int]:
        if not self.is_over:
            return [0] * self.num_players
        left = sum(len(h) for h in self.hands)
        return [left if not h else 0 for h in self.hands]

    def score_details(self) -> list[str]:
        """Each seat's end of the hand, kept translatable: "went out", "2 cards left"."""
        if not self.is_over:
            return ["" for _ in self.hands]
        return [said(N_("went out")) if not h else said_n(*NN_("{n} card left", "{n} cards left"), len(h))
                for h in self.hands]

    def observation(self, seat: int) -> ShedObservation:
        return ShedObservation(seat, tuple(sorted(self.hands[seat])), tuple(self.played),
                               tuple(len(h) for h in self.hands), len(self.draw), self.to_act,
                               self.called, self.passes)

    def zones(self) -> dict[str, list[Card]]:
        zones = {f"hand:{i}": list(h) for i, h in enumerate(self.hands)}
        zones["draw"] = list(self.draw)
        zones["played"] = list(self.played)
        return zones

    def hidden_zones(self, seat: int) -> set[str]:
        return {f"hand:{i}" for i in range(self.num_players) if i != seat} | {"draw"}

    def with_stock_shuffled(self, rng: random.Random) -> "ShedState":
        other = self.clone()
        other.draw = shuffled(sorted(other.draw), rng)
        return other

    def permute_hidden(self, seat: int, rng: random.Random) -> "ShedState":
        other = self.clone()
        hidden = sorted(self.hidden_zones(seat))
        pool = shuffled([c for name in hidden for c in other.zone(name)], rng)
        for name in hidden:
            zone = other.zone(name)
            size = len(zone)
            zone[:] = pool[:size]
            del pool[:size]
        return other

    def zone(self, name: str) -> list[Card]:
        """The list that holds zone ``name``'s cards (the state's own, not a copy)."""
        if name == "draw":
            return self.draw
        if name == "played":
            return self.played
        return self.hands[int(name.split(":")[1])]

    def to_dict(self) -> dict[str, Any]:
        return {"hands": [_text(h) for h in self.hands], "draw": _text(self.draw),
                "played": _text(self.played), "to_act": self.to_act, "called": self.called,
                "passes": self.passes}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "ShedState":
        try:
            called = data["called"]
            if called is not None and called not in SUITS:
                raise ValueError(f"not a suit of Shed: {called!r}")
            return cls([parse_cards(" ".join(h)) for h in data["hands"]],
                       parse_cards(" ".join(data["draw"])), parse_cards(" ".join(data["played"])),
                       data["to_act"], called, int(data["passes"]))
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"malformed {GAME_ID} state: {exc!r}") from None
