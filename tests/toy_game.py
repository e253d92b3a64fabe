"""A tiny game that exists to prove the conformance kit.

Shed: 12 standard cards (A-6 of spades and hearts), 2-3 players, 3 cards
each, the rest a face-down draw pile. On a turn a player plays a card face up
to the pile, or draws (when the draw pile is not empty and they hold fewer
than 5 cards). The first player to empty their hand scores the number of
cards left in the other hands. Target 5.

:data:`RECORD` declares it to the app as a game's ``record.py`` does; a test
registers it by putting the record in the catalogue (``test_toy_record.py``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

from fanucci_desktop.engine import (Card, Event, Game, GameInfo, HandContext, Move,
                                    Observation, State, parse_cards, standard_card)
from fanucci_desktop.engine.rng import new_rng, shuffled
from fanucci_desktop.games.record import GameRecord
from fanucci_desktop.rules_text import USING_THE_TABLE, Section

INFO = GameInfo(id="toy-shed", name="Shed", min_players=2, max_players=3, deck="12 cards",
                description="A toy for the tests.", target_score=5)
DECK = [standard_card(r, s) for s in "SH" for r in range(1, 7)]


def _text(cards: list[Card]) -> list[str]:
    return [str(c) for c in cards]


@dataclass(frozen=True)
class ShedObservation(Observation):
    seat: int
    hand: tuple[Card, ...]
    played: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    draw_size: int
    to_act: int | None

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "hand": _text(list(self.hand)),
                "played": _text(list(self.played)), "hand_sizes": list(self.hand_sizes),
                "draw_size": self.draw_size, "to_act": self.to_act}


class ShedState(State):
    game_id = INFO.id

    def __init__(self, hands: list[list[Card]], draw: list[Card], played: list[Card],
                 to_act: int | None) -> None:
        self.num_players = len(hands)
        self.hands = hands
        self.draw = draw
        self.played = played
        self.to_act = to_act

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
        moves = [Move("play", (c,)) for c in sorted(set(hand))]
        if self.draw and len(hand) < 5:
            moves.append(Move("draw"))
        return moves

    def _apply(self, move: Move) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        if move.action == "draw":
            card = self.draw.pop()
            self.hands[seat].append(card)
            events = [Event("draw", seat, (card,), "draw", f"hand:{seat}")]
        else:
            card = move.cards[0]
            self.hands[seat].remove(card)
            self.played.append(card)
            events = [Event("play", seat, (card,), f"hand:{seat}", "played")]
        self.to_act = None if not self.hands[seat] else (seat + 1) % self.num_players
        return events

    def hand_scores(self) -> list[int]:
        if not self.is_over:
            return [0] * self.num_players
        left = sum(len(h) for h in self.hands)
        return [left if not h else 0 for h in self.hands]

    def observation(self, seat: int) -> ShedObservation:
        return ShedObservation(seat, tuple(sorted(self.hands[seat])), tuple(self.played),
                               tuple(len(h) for h in self.hands), len(self.draw), self.to_act)

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
        pool = shuffled([c for name in hidden for c in other._zone(name)], rng)
        for name in hidden:
            zone = other._zone(name)
            size = len(zone)
            zone[:] = pool[:size]
            del pool[:size]
        return other

    def _zone(self, name: str) -> list[Card]:
        if name == "draw":
            return self.draw
        if name == "played":
            return self.played
        return self.hands[int(name.split(":")[1])]

    def to_dict(self) -> dict[str, Any]:
        return {"hands": [_text(h) for h in self.hands], "draw": _text(self.draw),
                "played": _text(self.played), "to_act": self.to_act}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "ShedState":
        return cls([parse_cards(" ".join(h)) for h in data["hands"]],
                   parse_cards(" ".join(data["draw"])), parse_cards(" ".join(data["played"])),
                   data["to_act"])


class ShedGame(Game):
    info = INFO
    state_class: type[ShedState] = ShedState

    def deck(self) -> list[Card]:
        return list(DECK)

    def new_hand(self, ctx: HandContext) -> ShedState:
        cards = shuffled(DECK, new_rng(ctx.seed, "deal"))
        n = ctx.num_players
        hands = [cards[i * 3:(i + 1) * 3] for i in range(n)]
        return self.state_class(hands, cards[n * 3:], [], (ctx.dealer + 1) % n)

    def state_from_dict(self, data: Mapping[str, Any]) -> ShedState:
        return self.state_class.from_dict(data)

    def sample_state(self, observation: Observation, rng: random.Random) -> ShedState:
        assert isinstance(observation, ShedObservation)
        seen = list(observation.hand) + list(observation.played)
        unseen = list(DECK)
        for card in seen:
            unseen.remove(card)
        unseen = shuffled(unseen, rng)
        hands: list[list[Card]] = []
        for seat, size in enumerate(observation.hand_sizes):
            if seat == observation.seat:
                hands.append(list(observation.hand))
            else:
                hands.append(unseen[:size])
                del unseen[:size]
        return self.state_class(hands, unseen, list(observation.played), observation.to_act)


GAME = ShedGame()

#: Shed as the app knows it: no table package and no AI knowledge of its own
#: (the generic table, the knowledge-free AI), its two moves on the keys.
RECORD = GameRecord(
    game=GAME,
    rules=(Section("How to play", (
        "Shed is for two or three players with twelve cards, the ace to the 6 of Spades and "
        "of Hearts. Each player gets 3 cards; the rest is the draw pile.",
        "On your turn play a card face up, or draw one while you hold fewer than 5. The "
        "first to play their last card scores a point for every card left in the other "
        "hands; the first to 5 points wins.",
    )), USING_THE_TABLE),
    keys=("play", "draw"),
    sample_cards="AS, 2H, 3S",
)
