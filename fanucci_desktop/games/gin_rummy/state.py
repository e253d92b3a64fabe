"""The Gin Rummy hand: :class:`GinState`.

Phases (``phase``) and the moves of the player to act:

* ``first_upcard``: the non-dealer, then the dealer, plays ``take
  discard`` (take the first upcard) or ``pass``; once both passed, the
  non-dealer's only move is ``draw``.
* ``take``: ``draw`` (the top of the stock) or ``take discard`` (the
  upcard, the top of the face-up discard pile).
* ``wall``: the stock is down to two cards. ``take discard`` only when the
  upcard makes a legal knock (or gin) possible, then ``pass``, which ends
  the hand dead.
* ``discard``: ``discard <card>`` (face up, it becomes the upcard);
  ``knock <card>`` (discard face down, then deadwood at most the knock
  value and not zero); ``gin <card>`` (discard face down, then all ten
  melded); ``big-gin`` (house rule: all eleven melded, no discard).
* ``wall_knock``: after taking the upcard at the wall, only ``knock``,
  ``gin`` or ``big-gin`` moves.
* ``layoff``: after a knock the defender plays ``layoff <card> -> meld
  <i>`` onto the knocker's melds any number of times, then ``done``; the
  cards they keep count at their least deadwood. The knocker's melds are
  laid out by :func:`rules.knock_arrangement` (least deadwood; among equal
  arrangements the one leaving the defender the most deadwood after their
  best lay-offs). Gin and big gin allow no lay-offs.
* ``over``: no moves. ``ending`` says how: ``knock``, ``gin``,
  ``big-gin`` or ``dead``. A hand is dead when the player at the wall
  passes; when both players in succession take the upcard and discard
  that same card at once; and when the upcard would be taken for the 50th
  time (takes of the first upcard and the knock at the wall not counted):
  that take does not happen.

Zones: ``stock`` (face down, last card on top), ``discard`` (face up, last
card on top), ``hand:<seat>``, ``knock_discard`` (the knocker's face-down
discard, hidden from the other seat), ``meld:<i>`` (the melds laid out by
the player who went out, with lay-offs) and ``deadwood`` (the knocker's
unmelded cards).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Mapping

from ...engine import Card, Event, Move, State, parse_card
from ...engine.rng import shuffled
from ..gin_melds.laying_out import lay_off, lay_out
from . import rules
from .explain import refusal
from .observation import GinObservation, card_texts
from .scoring import game_bonuses, score_hand

GAME_ID = "gin-rummy"
PHASES = ("first_upcard", "take", "wall", "discard", "wall_knock", "layoff", "over")
ENDINGS = ("knock", "gin", "big-gin", "dead")

# The fixed moves, built once (moves are immutable values).
DRAW, PASS, DONE, BIG_GIN = Move("draw"), Move("pass"), Move("done"), Move("big-gin")
TAKE_UPCARD = Move("take", (), "discard")
DISCARD = {c: Move("discard", (c,)) for c in rules.DECK}
KNOCK = {c: Move("knock", (c,)) for c in rules.DECK}
GIN = {c: Move("gin", (c,)) for c in rules.DECK}


class GinState(State):
    """One hand of Gin Rummy (two seats). Attributes are the plain facts:
    ``hands``, ``stock``, ``pile`` (the face-up discards, top last),
    ``took`` and ``passed`` (per seat, see :class:`GinObservation`),
    ``upcard_passes``, ``knock_value``, ``oklahoma``, ``big_gin``,
    ``game_bonuses``, ``target``, ``hands_won`` (before this hand),
    ``upcard_takes``, ``exchange_card``, ``exchange_repeated``, ``melds``,
    ``laid_off``, ``shown_deadwood``, ``knock_discard``, ``phase``,
    ``to_act``, ``ending``, ``out_player``, ``knocker_deadwood``,
    ``defender_deadwood``, ``scores``, ``details``, ``totals`` (the match
    totals before this hand) and ``winner`` (the seat that won the hand's
    points, once scored)."""

    game_id = GAME_ID
    num_players = 2

    def __init__(self, *, dealer: int, hands: list[list[Card]], stock: list[Card],
                 pile: list[Card], took: list[list[Card]] | None = None,
                 passed: list[list[Card]] | None = None, upcard_passes: int = 0,
                 knock_value: int = rules.KNOCK_VALUE, oklahoma: bool = False,
                 big_gin: bool = False, game_bonuses: bool = False, target: int = 100,
                 hands_won: tuple[int, int] = (0, 0), upcard_takes: int = 0,
                 exchange_card: Card | None = None, exchange_repeated: bool = False,
                 melds: list[list[Card]] | None = None,
                 laid_off: list[tuple[Card, int]] | None = None,
                 shown_deadwood: list[Card] | None = None,
                 knock_discard: Card | None = None,
                 phase: str = "first_upcard", to_act: int | None = None,
                 ending: str | None = None, out_player: int | None = None,
                 knocker_deadwood: int | None = None, defender_deadwood: int | None = None,
                 scores: list[int] | None = None, details: list[str] | None = None,
                 totals: tuple[int, ...] = (0, 0), winner: int | None = None) -> None:
        if phase not in PHASES:
            raise ValueError(f"unknown Gin Rummy phase {phase!r}")
        if ending is not None and ending not in ENDINGS:
            raise ValueError(f"unknown Gin Rummy ending {ending!r}")
        self.dealer = dealer
        self.hands = hands
        self.stock = stock
        self.pile = pile
        self.took = took if took is not None else [[], []]
        self.passed = passed if passed is not None else [[], []]
        self.upcard_passes = upcard_passes
        self.knock_value = knock_value
        self.oklahoma = oklahoma
        self.big_gin = big_gin
        self.game_bonuses = game_bonuses
        self.target = target
        self.hands_won = (int(hands_won[0]), int(hands_won[1]))
        self.upcard_takes = upcard_takes
        self.exchange_card = exchange_card
        self.exchange_repeated = exchange_repeated
        self.melds = melds if melds is not None else []
        self.laid_off = laid_off if laid_off is not None else []
        self.shown_deadwood = shown_deadwood if shown_deadwood is not None else []
        self.knock_discard = knock_discard
        self.phase = phase
        self.to_act = (dealer + 1) % 2 if to_act is None and phase != "over" else to_act
        self.ending = ending
        self.out_player = out_player
        self.knocker_deadwood = knocker_deadwood
        self.defender_deadwood = defender_deadwood
        self.scores = scores if scores is not None else [0, 0]
        self.details = details if details is not None else ["", ""]
        self.totals = tuple(totals)
        self.winner = winner
        self._moves: list[Move] | None = None

    # -- protocol basics ------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.to_act

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def upcard(self) -> Card | None:
        """The top of the discard pile, the card that may be taken."""
        return self.pile[-1] if self.pile else None

    def clone(self) -> "GinState":
        other = GinState.__new__(GinState)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.pile = list(self.pile)
        other.took = [list(t) for t in self.took]
        other.passed = [list(p) for p in self.passed]
        other.melds = [list(m) for m in self.melds]
        other.laid_off = list(self.laid_off)
        other.shown_deadwood = list(self.shown_deadwood)
        other.scores = list(self.scores)
        other.details = list(self.details)
        return other

    def keeps_dealer(self) -> bool:
        """After a dead hand the same player deals again."""
        return self.ending == "dead"

    def carry(self) -> dict[str, Any]:
        """The hands each seat has won, this one included (for the game
        bonuses at the end of the match)."""
        won = list(self.hands_won)
        if self.winner is not None:
            won[self.winner] += 1
        return {"hands_won": won}

    # -- legal moves ----------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        if self._moves is None:
            self._moves = self._generate()
        return list(self._moves)

    def _generate(self) -> list[Move]:
        seat = self.to_act
        if seat is None:
            return []
        hand = sorted(self.hands[seat], key=rules.INDEX.__getitem__)
        if self.phase == "first_upcard":
            return [TAKE_UPCARD, PASS] if self.upcard_passes < 2 else [DRAW]
        if self.phase == "take":
            return [DRAW, TAKE_UPCARD]
        if self.phase == "wall":
            return [TAKE_UPCARD, PASS] if self.can_knock_with_upcard() else [PASS]
        if self.phase in ("discard", "wall_knock"):
            return self._discard_moves(hand, plain=self.phase == "discard")
        spots = self.layoff_spots()
        moves = [Move("layoff", (c,), "meld", i) for c in hand
                 for i, spot in enumerate(spots) if c in spot]
        return moves + [DONE]

    def layoff_spots(self) -> list[set[Card]]:
        """For each table meld, the cards that may be laid off on it now
        (:func:`rules.layoff_spots` on the melds as laid out)."""
        return rules.layoff_spots(rules.laid_out(self.melds, self.laid_off),
                                  [c for c, _ in self.laid_off])

    def _discard_moves(self, hand: list[Card], plain: bool) -> list[Move]:
        whole, options = rules.discard_deadwoods(rules.mask_of(hand), self.knock_value)
        moves = [DISCARD[c] for c in hand] if plain else []
        for card in hand:
            left = options.get(rules.BIT[card])
            if left is not None:
                moves.append(GIN[card] if left == 0 else KNOCK[card])
        if whole == 0 and self.big_gin:
            moves.append(BIG_GIN)
        return moves

    def can_knock_with_upcard(self) -> bool:
        """True when the player to act, taking the upcard, could knock or go
        gin (the only reason to take it at the wall)."""
        seat, up = self.to_act, self.upcard
        if seat is None or up is None:
            return False
        mask = rules.mask_of(self.hands[seat] + [up])
        return bool(rules.discard_deadwoods(mask, self.knock_value)[1])

    def why_illegal(self, move: Move) -> str | None:
        if self.is_over:
            return "The hand is over."
        if move in self.legal_moves():
            return None
        return refusal(self, move)

    # -- applying moves ---------------------------------------------------------
    def _apply(self, move: Move) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        self._moves = None
        action = move.action
        if action == "pass":
            return self._pass(seat)
        if action == "take":
            return self._take(seat)
        if action == "draw":
            if self.phase == "take" and self.pile:
                self.passed[seat].append(self.pile[-1])
            card = self.stock.pop()
            self.hands[seat].append(card)
            self.exchange_card = None
            self.phase = "discard"
            return [Event("draw", seat, (card,), "stock", f"hand:{seat}")]
        if action == "layoff":
            return self._layoff(seat, move.cards[0], move.index)  # type: ignore[arg-type]
        if action == "done":
            return self._finish()
        if action == "big-gin":
            return self._go_out(seat, "big-gin")
        if action == "discard":
            return self._discard(seat, move.cards[0])
        card = move.cards[0]
        self.hands[seat].remove(card)
        self.knock_discard = card
        events = [Event("discard", seat, (card,), f"hand:{seat}", "knock_discard")]
        return events + self._go_out(seat, action)

    def _pass(self, seat: int) -> list[Event]:
        if self.phase == "wall":
            return self._dead("The stock reached the wall and the upcard made no knock")
        self.passed[seat].append(self.pile[-1])
        self.upcard_passes += 1
        self.to_act = 1 - seat
        return [Event("pass", seat, text=f"Seat {seat} passes the upcard.")]

    def _take(self, seat: int) -> list[Event]:
        if self.phase == "take":
            self.upcard_takes += 1
            if self.upcard_takes >= rules.MAX_UPCARD_TAKES:
                return self._dead(f"The upcard was taken {rules.MAX_UPCARD_TAKES} times")
        card = self.pile.pop()
        self.hands[seat].append(card)
        self.took[seat].append(card)
        self.exchange_card = card
        self.phase = "wall_knock" if self.phase == "wall" else "discard"
        return [Event("take", seat, (card,), "discard", f"hand:{seat}")]

    def _discard(self, seat: int, card: Card) -> list[Event]:
        self.hands[seat].remove(card)
        self.pile.append(card)
        events = [Event("discard", seat, (card,), f"hand:{seat}", "discard")]
        if card == self.exchange_card:
            if self.exchange_repeated:
                return events + self._dead("Both players took the upcard and threw it "
                                           "straight back")
            self.exchange_repeated = True
        else:
            self.exchange_repeated = False
        self.exchange_card = None
        self.to_act = 1 - seat
        self.phase = "wall" if len(self.stock) <= rules.WALL else "take"
        return events

    def _dead(self, why: str) -> list[Event]:
        self.phase, self.to_act, self.ending = "over", None, "dead"
        text = f"Dead hand: {why[0].lower()}{why[1:]}; nobody scores"
        self.details = [text, text]
        return [Event("dead_hand", text=text + ".")]

    def _go_out(self, seat: int, ending: str) -> list[Event]:
        melds, loose, deadwood, events = lay_out(self.hands[seat], self.hands[1 - seat], seat, ending)
        self.ending, self.out_player = ending, seat
        self.knocker_deadwood = deadwood
        self.melds = melds
        self.shown_deadwood = loose
        self.hands[seat] = []
        if ending == "knock":
            self.phase, self.to_act = "layoff", 1 - seat
            return events
        return events + self._finish()

    def _layoff(self, seat: int, card: Card, index: int) -> list[Event]:
        event = lay_off(self.hands[seat], self.melds, seat, card, index)
        self.laid_off.append((card, index))
        return [event]

    def _finish(self) -> list[Event]:
        out = self.out_player
        assert out is not None and self.ending is not None
        self.scores, self.details, self.defender_deadwood = score_hand(
            self.ending, out, self.knocker_deadwood or 0, self.hands[1 - out])
        self.phase, self.to_act = "over", None
        if max(self.scores):
            self.winner = self.scores.index(max(self.scores))
        self._add_game_bonuses()
        return [Event("score", s, value=self.scores[s], text=self.details[s]) for s in (0, 1)
                if s == self.winner or self.scores[s]]

    def _add_game_bonuses(self) -> None:
        """With the game bonuses house rule, the hand that ends the match
        also pays the bonuses (:func:`scoring.game_bonuses`)."""
        after = [t + s for t, s in zip(self.totals or (0, 0), self.scores)]
        if not self.game_bonuses or max(after) < self.target:
            return
        bonuses, texts = game_bonuses(after, self.carry()["hands_won"])
        for seat in (0, 1):
            self.scores[seat] += bonuses[seat]
            self.details[seat] = f"{self.details[seat]}; {texts[seat]}"

    # -- results ------------------------------------------------------------------
    def hand_scores(self) -> list[int]:
        return list(self.scores) if self.is_over else [0, 0]

    def score_details(self) -> list[str]:
        return list(self.details)

    def opening_events(self) -> list[Event]:
        events = [Event("deal", s, tuple(self.hands[s]), "stock", f"hand:{s}") for s in (0, 1)]
        if self.pile:
            text = f"Upcard {self.pile[0].name}."
            if self.oklahoma:
                text = (f"Upcard {self.pile[0].name}: knock with {self.knock_value} or less."
                        if self.knock_value else f"Upcard {self.pile[0].name}: gin only.")
            events.append(Event("flip", None, (self.pile[0],), "stock", "discard",
                                value=self.knock_value, text=text))
        return events

    # -- views --------------------------------------------------------------------
    def _hands_shown(self) -> bool:
        """True when both hands are face up: the hand was scored after a
        knock, gin or big gin (not after a dead hand)."""
        return self.phase == "over" and self.ending != "dead"

    def _visible_to(self, seat: int) -> set[Card]:
        """Every card ``seat`` can see now: its hand, the discard pile, the
        table, the opponent's hand once shown and its own knock discard."""
        seen = set(self.hands[seat]) | set(self.pile) | set(self.shown_deadwood)
        seen |= {c for m in self.melds for c in m}
        if self._hands_shown():
            seen |= set(self.hands[1 - seat])
        if self.knock_discard is not None and self.out_player == seat:
            seen.add(self.knock_discard)
        return seen

    def observation(self, seat: int) -> GinObservation:
        opp = 1 - seat
        return GinObservation(
            seat=seat, current_player=self.to_act, phase=self.phase, dealer=self.dealer,
            hand=tuple(sorted(self.hands[seat], key=rules.INDEX.__getitem__)),
            discard_pile=tuple(self.pile), stock_size=len(self.stock),
            hand_sizes=(len(self.hands[0]), len(self.hands[1])),
            took=(tuple(self.took[0]), tuple(self.took[1])),
            passed=(tuple(self.passed[0]), tuple(self.passed[1])),
            upcard_passes=self.upcard_passes, knock_value=self.knock_value,
            oklahoma=self.oklahoma, big_gin=self.big_gin, upcard_takes=self.upcard_takes,
            exchange_card=self.exchange_card, exchange_repeated=self.exchange_repeated,
            melds=tuple(tuple(m) for m in self.melds), laid_off=tuple(self.laid_off),
            shown_deadwood=tuple(self.shown_deadwood),
            knock_discard=self.knock_discard if self.out_player == seat else None,
            opponent_hand=tuple(sorted(self.hands[opp], key=rules.INDEX.__getitem__))
            if self._hands_shown() else None,
            ending=self.ending, out_player=self.out_player,
            knocker_deadwood=self.knocker_deadwood, defender_deadwood=self.defender_deadwood,
            winner=self.winner, hand_scores=(self.scores[0], self.scores[1]) if self.is_over else (0, 0),
            score_details=(self.details[0], self.details[1]), totals=self.totals,
            hands_won=self.hands_won, target=self.target, game_bonuses=self.game_bonuses)

    def zones(self) -> dict[str, list[Card]]:
        zones = {"stock": list(self.stock), "discard": list(self.pile),
                 "hand:0": list(self.hands[0]), "hand:1": list(self.hands[1]),
                 "knock_discard": [] if self.knock_discard is None else [self.knock_discard],
                 "deadwood": list(self.shown_deadwood)}
        zones.update((f"meld:{i}", list(m)) for i, m in enumerate(self.melds))
        return zones

    def hidden_zones(self, seat: int) -> set[str]:
        hidden = {"stock"}
        if not self._hands_shown():
            hidden.add(f"hand:{1 - seat}")
        if self.out_player != seat:
            hidden.add("knock_discard")
        return hidden

    def with_stock_shuffled(self, rng: random.Random) -> "GinState":
        other = self.clone()
        other.stock = shuffled(sorted(other.stock), rng)
        return other

    def permute_hidden(self, seat: int, rng: random.Random) -> "GinState":
        other = self.clone()
        seen = self._visible_to(seat)
        hidden = [c for c in rules.DECK if c not in seen]
        known = list(dict.fromkeys(c for c in self.took[1 - seat] if c not in seen))
        other.deal_hidden(seat, [c for c in hidden if c not in set(known)], known, rng)
        return other

    def deal_hidden(self, seat: int, unknown: list[Card], opponent_known: list[Card],
                    rng: random.Random) -> None:
        """Deal the cards hidden from ``seat`` anew, keeping zone sizes:
        ``opponent_known`` (cards seen taken by the opponent and not seen
        since) go to random places among the opponent's hidden cards (its
        hand, or its face-down knock discard); the ``unknown`` cards fill
        every other hidden place at random, the rest making the stock."""
        opp = 1 - seat
        n_hand = 0 if self._hands_shown() else len(self.hands[opp])
        n_down = 1 if self.knock_discard is not None and self.out_player == opp else 0
        slots = shuffled(range(n_hand + n_down), rng)[:len(opponent_known)]
        rest = shuffled(unknown, rng)
        places: list[Card | None] = [None] * (n_hand + n_down)
        for slot, card in zip(slots, opponent_known):
            places[slot] = card
        filled = [c if c is not None else rest.pop() for c in places]
        if n_hand:
            self.hands[opp] = filled[:n_hand]
        if n_down:
            self.knock_discard = filled[n_hand]
        self.stock = rest
        self._moves = None

    def redeal_hidden(self, seat: int, opponent_hand: list[Card], stock: list[Card]) -> None:
        """Give ``seat``'s opponent ``opponent_hand`` and make ``stock`` the
        stock (top last), for a world an AI searches: together they must be
        the very cards the two places held, else ValueError."""
        opp = 1 - seat
        if (len(opponent_hand) != len(self.hands[opp])
                or Counter(opponent_hand) + Counter(stock)
                != Counter(self.hands[opp]) + Counter(self.stock)):
            raise ValueError("a redeal must keep the opponent's hand and the stock's cards")
        self.hands[opp] = list(opponent_hand)
        self.stock = list(stock)
        self._moves = None

    # -- persistence --------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        def text(card: Card | None) -> str | None:
            return None if card is None else rules.TEXT[card]
        return {
            "dealer": self.dealer, "hands": [card_texts(h) for h in self.hands],
            "stock": card_texts(self.stock), "pile": card_texts(self.pile),
            "took": [card_texts(t) for t in self.took],
            "passed": [card_texts(p) for p in self.passed],
            "upcard_passes": self.upcard_passes, "knock_value": self.knock_value,
            "oklahoma": self.oklahoma, "big_gin": self.big_gin,
            "game_bonuses": self.game_bonuses, "target": self.target,
            "hands_won": list(self.hands_won), "upcard_takes": self.upcard_takes,
            "exchange_card": text(self.exchange_card),
            "exchange_repeated": self.exchange_repeated,
            "melds": [card_texts(m) for m in self.melds],
            "laid_off": [[rules.TEXT[c], i] for c, i in self.laid_off],
            "shown_deadwood": card_texts(self.shown_deadwood),
            "knock_discard": text(self.knock_discard),
            "phase": self.phase, "to_act": self.to_act, "ending": self.ending,
            "out_player": self.out_player, "knocker_deadwood": self.knocker_deadwood,
            "defender_deadwood": self.defender_deadwood,
            "scores": list(self.scores), "details": list(self.details),
            "totals": list(self.totals), "winner": self.winner,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "GinState":
        try:
            def card(text: str) -> Card:
                return rules.BY_TEXT.get(text) or parse_card(text)

            def cards(texts: Any) -> list[Card]:
                return [card(t) for t in texts]

            def maybe(text: str | None) -> Card | None:
                return None if text is None else card(text)
            return cls(
                dealer=int(data["dealer"]), hands=[cards(h) for h in data["hands"]],
                stock=cards(data["stock"]), pile=cards(data["pile"]),
                took=[cards(t) for t in data["took"]],
                passed=[cards(p) for p in data["passed"]],
                upcard_passes=int(data["upcard_passes"]),
                knock_value=int(data["knock_value"]), oklahoma=bool(data["oklahoma"]),
                big_gin=bool(data["big_gin"]), game_bonuses=bool(data["game_bonuses"]),
                target=int(data["target"]),
                hands_won=(int(data["hands_won"][0]), int(data["hands_won"][1])),
                upcard_takes=int(data["upcard_takes"]),
                exchange_card=maybe(data["exchange_card"]),
                exchange_repeated=bool(data["exchange_repeated"]),
                melds=[cards(m) for m in data["melds"]],
                laid_off=[(card(c), int(i)) for c, i in data["laid_off"]],
                shown_deadwood=cards(data["shown_deadwood"]),
                knock_discard=maybe(data["knock_discard"]),
                phase=data["phase"], to_act=data["to_act"], ending=data["ending"],
                out_player=data["out_player"], knocker_deadwood=data["knocker_deadwood"],
                defender_deadwood=data["defender_deadwood"],
                scores=[int(s) for s in data["scores"]], details=list(data["details"]),
                totals=tuple(int(t) for t in data["totals"]), winner=data["winner"])
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise ValueError(f"malformed Gin Rummy state: {exc!r}") from None


__all__ = ["GinState"]
