"""The Trophy Case state machine: one DEAL of the match (the Match's "hand").

Zones (every one of the 174 cards is in exactly one):

* ``stock``: undealt cards of the current shuffle, face down (hidden).
* ``hand:<seat>``: a player's hand (hidden from the other seats).
* ``trick``: the cards on the current trick, in play order (public).
* ``won:<seat>``: cards the seat won on tricks IN THIS DEAL (public).
* ``set_aside``: public cards of earlier deals of this shuffle: cards won on
  their tricks and a trump-only hand that was shown (public).
* ``discarded``: hands thrown in face down when a deal ended, in this
  shuffle (hidden from everyone).

Flow. The leader leads a suited card (``lead <card>``); then players act in
turn from the leader's left with ``play <card>`` or ``fold`` (see
:mod:`.legality`). Players out of cards are skipped: they stay in (the gray
Zero of Mud). The trick ends when all but one player have folded, when a
trump is played (its player wins at once), or when every player still in
other than the high player is out of cards (the high player wins). The
winner's cards go to ``won:<winner>`` and their left neighbour leads next.

The deal ends after a trick when any player is out of cards, or when a
player's match total (``totals`` before the deal + this deal's points)
reaches the target (not in a match of one deal, ``ONE_HAND``: that deal is
played out, and the match ends after it); or when the player to lead holds only trumps (they show
them; the tricks already won in the deal keep their points, the show scores
nothing). Remaining hands go to ``discarded`` (a shown hand to
``set_aside``); ``ran_out`` remembers who had run out of cards, as the
hands are then all empty. :meth:`TrophyState.carry` hands the rest of the shuffle,
the deal counter and the next leader to the next deal.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar, Mapping

from fanucci_desktop.engine import fields
from fanucci_desktop.engine.cards import FANUCCI_COLORS, FANUCCI_SUITS, Card
from fanucci_desktop.engine.fields import (INT, INT_TUPLE, INTS, MAYBE_INT, Codec, card_codecs,
                                           derived, saved)
from fanucci_desktop.engine.protocol import Event, Move, State
from fanucci_desktop.engine.rng import shuffled
from fanucci_desktop.card_names import ALONE, SUBJECT, card_said
from fanucci_desktop.i18n import N_, NN_, Message, listed_said, said, said_n
from fanucci_desktop.words import ONE_HAND, SeatNumber, count, listed

from .deck import (ALL_IDS, BASE_POINTS, CARD_ID, COLOUR, DECK, IS_TRUMP, IS_ZERO, NAME, SUIT, TEXT,
                   cards_of, ids_from_texts, texts)
from .legality import leadable, may_fold, playable, why_not_fold, why_not_play
from .observation import TrickRecord, TrophyObservation
from .rules import card_key_id, trick_points_id

GAME_ID = "trophy-case"
#: Why a deal ended, by code, in plain words (``{seat}``, ``{target}`` and
#: ``{seats}``, who reached the target: "Seat 0", "Seat 0 and seat 2", filled in).
ENDINGS = {
    "out_of_cards": "A player ran out of cards: the deal is over.",
    "target": "{seats} reached {target} points: the match is over.",
    "trump_only": "Seat {seat} had only trumps to lead and showed them: new deal.",
}
#: How the deal ended when the state knows who ran out of cards
#: (``{seats}``: "Seat 0", "Seat 0 and seat 2"); ``ENDINGS["out_of_cards"]``
#: is for a state saved before it did.
RAN_OUT = "{seats} ran out of cards: the deal is over."

_Trick = tuple[int, tuple[int, ...], tuple[int, ...], int, bool]


def seats_words(seats: list[int]) -> str:
    """Seats as a sentence's subject: "Seat 0", "Seat 0 and seat 2"."""
    words = listed([f"seat {seat}" for seat in seats])
    return words[:1].upper() + words[1:]


#: The codecs of card fields: a card is its id, saved as its text.
IDS = card_codecs(TEXT.__getitem__, lambda text: ids_from_texts([text])[0])
#: Hands are kept sorted.
HANDS = Codec(IDS.card_lists.dump, lambda data: [sorted(ids_from_texts(h)) for h in data],
              IDS.card_lists.copy)
#: The tricks won this deal, each saved as a dict.
TRICKS = Codec(
    lambda tricks: [{"winner": w, "cards": texts(cs), "players": list(ps), "points": pts,
                     "trumped": tr} for w, cs, ps, pts, tr in tricks],
    lambda data: [(int(t["winner"]), tuple(ids_from_texts(t["cards"])),
                   tuple(int(p) for p in t["players"]), int(t["points"]), bool(t["trumped"]))
                  for t in data],
    list)
#: Who folded from the current trick: a flag a seat, saved as the folded
#: seats (read back as flags up to the last folded seat; the state pads them).
FOLDED = Codec(lambda flags: [p for p, folded in enumerate(flags) if folded],
               lambda data: [p in {int(s) for s in data} for p in range(max(data, default=-1) + 1)],
               list)


@dataclass(slots=True, kw_only=True, eq=False)
class TrophyState(State):
    """One deal of Trophy Case with complete knowledge (see module docstring).

    Cards are held as ids (:mod:`.deck`); hands are sorted lists of ids.
    ``leader`` is the player who leads (or led) the current trick; once the
    deal is over it is the player who leads the next deal. ``ran_out``
    lists the seats out of cards when that ended the deal (ending
    ``out_of_cards``), else it is empty; data saved before the field
    existed reads as empty, and the deal's ending is then worded without
    names.

    Fields are declared in the order they are saved. ``points`` (each
    seat's trick points this deal) and the facts of the current trick
    (``led_colour``, ``order``, ``keys``, ``high``) are derived from them.
    """

    game_id: ClassVar[str] = GAME_ID

    num_players: int = saved(INT)
    dealer: int = saved(INT)
    deal_number: int = saved(INT)
    cycle_deal: int = saved(INT)
    totals: tuple[int, ...] = saved(INT_TUPLE)
    target: int = saved(INT)
    stock: list[int] = saved(IDS.cards)
    set_aside: list[int] = saved(IDS.cards)
    discarded: list[int] = saved(IDS.cards)
    hands: list[list[int]] = saved(HANDS)
    tricks: list[_Trick] = saved(TRICKS)
    leader: int = saved(INT)
    trick: list[int] = saved(IDS.cards)
    trick_players: list[int] = saved(INTS)
    folded: list[bool] = saved(FOLDED)
    ending: str = saved(Codec(str, str), default="")
    shown_by: int | None = saved(MAYBE_INT, default=None)
    to_act: int | None = saved(MAYBE_INT, default=None)
    ran_out: list[int] = saved(INTS, default_factory=list)
    points: list[int] = derived(list)
    led_colour: int = derived()
    order: list[int] = derived(list)
    keys: list[int] = derived(list)
    high: int = derived()

    def __post_init__(self) -> None:
        """Pad ``folded`` to a flag a seat; work out the derived facts."""
        self.folded = [p < len(self.folded) and self.folded[p]
                       for p in range(self.num_players)]
        self.points = [0] * self.num_players
        for winner, _cards, _players, pts, _trumped in self.tricks:
            self.points[winner] += pts
        self._rebuild_trick()

    # -- derived trick facts ------------------------------------------------
    def _rebuild_trick(self) -> None:
        """Recompute led colour, suit order, card keys and the high card."""
        self.led_colour = COLOUR[self.trick[0]] if self.trick else -1
        self.order = []
        self.keys = []
        for card in self.trick:
            self.keys.append(card_key_id(card, self.led_colour, self.order))
            if COLOUR[card] == self.led_colour and SUIT[card] not in self.order:
                self.order.append(SUIT[card])
        self._find_high()

    def _find_high(self) -> None:
        """The high card: the highest card of a player still in (-1: none)."""
        self.high = -1
        best = -2
        for i, key in enumerate(self.keys):
            if key > best and not self.folded[self.trick_players[i]]:
                self.high, best = i, key

    @property
    def high_player(self) -> int | None:
        """The seat holding the high card, None with no trick."""
        return self.trick_players[self.high] if self.high >= 0 else None

    # -- protocol -------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.to_act

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    def legal_moves(self) -> list[Move]:
        seat = self.to_act
        if seat is None:
            return []
        hand = self.hands[seat]
        if not self.trick:
            return [_LEAD[c] for c in leadable(hand)]
        moves = [_PLAY[c] for c in playable(hand, self.led_colour, self.order,
                                             self.keys[self.high], self.high_player == seat)]
        if may_fold(hand, self.order[0]):
            moves.append(_FOLD)
        return moves

    def why_illegal(self, move: Move) -> str | None:
        seat = self.to_act
        if seat is None:
            return said(N_("The deal is over."))
        if move.zone is not None:
            return said(N_("In Trophy Case a card is only led or played to the trick, never put elsewhere."))
        hand = self.hands[seat]
        if move.action == "fold":
            if move.cards:
                return said(N_("Folding plays no card."))
            if not self.trick:
                return said(N_("You are leading: lead a suited card; you cannot fold before the lead."))
            if not may_fold(hand, self.order[0]):
                return why_not_fold(hand, self.order[0])
            return None
        if move.action not in ("lead", "play"):
            return said(N_("In Trophy Case you lead a card, play a card or fold."))
        if len(move.cards) != 1:
            return said(N_("Play exactly one card at a time."))
        card = CARD_ID.get(move.cards[0])
        named = card_said(move.cards[0], ALONE)
        if card is None or card not in hand:
            return said(N_("You do not hold the {card}."), card=named)
        if not self.trick:
            if move.action != "lead":
                return said(N_("You are leading this trick: lead the {card}."), card=named)
            if IS_TRUMP[card]:
                return said(N_("You cannot lead a trump ({card}): lead a suited card."), card=named)
            return None
        if move.action != "play":
            return said(N_("The trick has been led already: play the {card}, or fold."), card=named)
        high_key = self.keys[self.high]
        is_high = self.high_player == seat
        if card in playable(hand, self.led_colour, self.order, high_key, is_high):
            return None
        high_text = said(N_("{card} ({player})"), card=card_said(DECK[self.trick[self.high]], ALONE),
                         player=SeatNumber(self.high_player))
        return why_not_play(card, hand, self.led_colour, self.order, high_key, is_high,
                            high_text)

    def _apply(self, move: Move) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        if move.action == "fold":
            self.folded[seat] = True
            if self.high_player == seat:
                self._find_high()
            events = [Event("fold", seat, text=f"Seat {seat} folds.")]
        else:
            card = CARD_ID[move.cards[0]]
            self.hands[seat].remove(card)
            self.keys.append(card_key_id(card, self.led_colour if self.trick else COLOUR[card],
                                         self.order))
            if not self.trick:
                self.led_colour = COLOUR[card]
            if COLOUR[card] == self.led_colour and SUIT[card] not in self.order:
                self.order.append(SUIT[card])
            self.trick.append(card)
            self.trick_players.append(seat)
            if self.high < 0 or self.keys[-1] > self.keys[self.high]:
                self.high = len(self.trick) - 1
            verb = "leads" if move.action == "lead" else "plays"
            events = [Event("play", seat, (DECK[card],), f"hand:{seat}", "trick",
                            text=f"Seat {seat} {verb} {NAME[card]}.")]
            if not self.hands[seat]:
                events.append(Event("message", seat, text=(
                    f"Seat {seat} is out of cards and stays in the trick "
                    f"(a gray Zero of Mud).")))
            if IS_TRUMP[card]:
                return events + self._finish_trick(seat)
        return events + self._next_turn(seat)

    def _next_turn(self, seat: int) -> list[Event]:
        """After ``seat`` acted: end the trick if it is decided, else pass the
        turn to the next player still in who holds cards."""
        n = self.num_players
        still_in = [p for p in range(n) if not self.folded[p]]
        if len(still_in) == 1:
            return self._finish_trick(still_in[0])
        high = self.high_player
        if all(not self.hands[p] for p in still_in if p != high):
            return self._finish_trick(high)  # type: ignore[arg-type]
        for step in range(1, n + 1):
            p = (seat + step) % n
            if not self.folded[p] and self.hands[p]:
                self.to_act = p
                return []
        raise AssertionError("a live trick with nobody to act")  # pragma: no cover

    def _finish_trick(self, winner: int) -> list[Event]:
        """Give the trick to ``winner``, then start the next trick or end the deal."""
        cards = tuple(self.trick)
        trumped = any(IS_TRUMP[c] for c in cards)
        points = trick_points_id(cards)
        self.tricks.append((winner, cards, tuple(self.trick_players), points, trumped))
        self.points[winner] += points
        how = "trumps the trick" if trumped else "wins the trick"
        plays = tuple(zip(self.trick_players, cards_of(cards)))
        folded = tuple(p for p in range(self.num_players) if self.folded[p])
        events = [Event("trick_won", winner, cards_of(cards), "trick", f"won:{winner}",
                        value=points, text=f"Seat {winner} {how}: {count(points, 'point')}.",
                        plays=plays, folded=folded)]
        self.trick, self.trick_players = [], []
        self.folded = [False] * self.num_players
        self._rebuild_trick()
        self.leader = (winner + 1) % self.num_players
        totals = self.totals or (0,) * self.num_players
        # a match of one deal plays the deal out (the match ends after it)
        if self.target != ONE_HAND and any(t + p >= self.target
                                           for t, p in zip(totals, self.points)):
            return events + self._end_deal("target")
        if any(not h for h in self.hands):
            return events + self._end_deal("out_of_cards")
        return events + self.start_lead()

    def start_lead(self) -> list[Event]:
        """Give the turn to the leader; if they hold only trumps they show them
        and the deal ends (returns the events)."""
        if any(not IS_TRUMP[c] for c in self.hands[self.leader]):
            self.to_act = self.leader
            return []
        return self._end_deal("trump_only")

    def _end_deal(self, ending: str) -> list[Event]:
        """End the deal: hands thrown in (a shown trump-only hand set aside)."""
        self.to_act = None
        self.ending = ending
        if ending == "out_of_cards":
            self.ran_out = [seat for seat, hand in enumerate(self.hands) if not hand]
        events = []
        for seat, hand in enumerate(self.hands):
            if not hand:
                continue
            if ending == "trump_only" and seat == self.leader:
                self.shown_by = seat
                self.set_aside.extend(hand)
                events.append(Event("move", seat, cards_of(hand), f"hand:{seat}", "set_aside",
                                    text=f"Seat {seat} shows a hand of trumps only."))
            else:
                self.discarded.extend(hand)
                events.append(Event("move", seat, cards_of(hand), f"hand:{seat}", "discarded"))
            self.hands[seat] = []
        return events + [Event("message", text=self.ending_text())]

    def ending_text(self) -> str:
        """Why the deal ended, in plain words; empty while it goes on."""
        if not self.ending:
            return ""
        if self.ending == "out_of_cards" and self.ran_out:
            return RAN_OUT.format(seats=seats_words(self.ran_out))
        totals = self.totals or (0,) * self.num_players
        reached = [seat for seat, (total, points) in enumerate(zip(totals, self.points))
                   if total + points >= self.target]
        return ENDINGS[self.ending].format(seat=self.shown_by, target=self.target,
                                           seats=seats_words(reached))

    def opening_events(self) -> list[Event]:
        events = []
        if self.cycle_deal == 1:
            events.append(Event("reshuffle", self.dealer,
                                text=f"Seat {self.dealer} shuffles all {len(DECK)} cards."))
        for seat, hand in enumerate(self.hands):
            events.append(Event("deal", seat, cards_of(hand), "stock", f"hand:{seat}"))
        if self.to_act is None:
            events.append(Event("message", text=self.ending_text()))
        else:
            events.append(Event("message", self.leader, text=(
                f"Deal {self.cycle_deal} of this shuffle; seat {self.leader} leads.")))
        return events

    # -- scores -----------------------------------------------------------------
    def hand_scores(self) -> list[int]:
        return list(self.points)

    def score_details(self) -> list[str]:
        """How each seat scored its tricks, kept translatable: "7 points from
        2 tricks won (3 and 4): the Grue and the 9 of Books."."""
        details = []
        for seat in range(self.num_players):
            won = [t for t in self.tricks if t[0] == seat]
            text: Message
            if not won:
                text = said(N_("No trick won, no points."))
            elif not self.points[seat]:
                text = said_n(*NN_("{n} trick won, worth no points.", "{n} tricks won, worth no points."), len(won))
            else:
                scoring = [(c, t[4] and IS_ZERO[c]) for t in won for c in t[1] if BASE_POINTS[c] or (t[4] and IS_ZERO[c])]
                cards = [said(N_("{card} (trump on the trick)"), card=card_said(DECK[c], SUBJECT)) if zero
                         else card_said(DECK[c], SUBJECT) for c, zero in scoring]
                each = listed_said(listed([str(t[3]) for t in won]), [said(N_("{points}"), points=t[3]) for t in won])
                tricks = said_n(*NN_("{n} trick won", "{n} tricks won ({each})"), len(won), each=each)
                english = listed(["the " + NAME[c] + (" (trump on the trick)" if zero else "") for c, zero in scoring])
                text = (said_n(*NN_("{n} point from {tricks}: {cards}.", "{n} points from {tricks}: {cards}."),
                               self.points[seat], tricks=tricks, cards=listed_said(english, cards)) if cards else
                        said_n(*NN_("{n} point from {tricks}.", "{n} points from {tricks}."), self.points[seat],
                               tricks=tricks))
            if self.ending == "trump_only":
                text = said(N_("{score} {ending} The show scores nothing."), score=text, ending=self.ending_text())
            details.append(text)
        return details

    def carry(self) -> dict[str, Any]:
        """For the next deal: the deal counter, which deal of the shuffle this
        was, who leads next, and what is left of the shuffle (``stock`` in
        order, top last; ``set_aside`` the public cards of this shuffle)."""
        won = [c for t in self.tricks for c in t[1]]
        return {"deal": self.deal_number, "cycle_deal": self.cycle_deal,
                "leader": self.leader, "stock": texts(self.stock),
                "set_aside": texts(self.set_aside + won + self.trick)}

    # -- observation ------------------------------------------------------------
    def observation(self, seat: int) -> TrophyObservation:
        phase = "over" if self.to_act is None else ("play" if self.trick else "lead")
        records = tuple(TrickRecord(w, cards_of(cs), ps, pts, tr)
                        for w, cs, ps, pts, tr in self.tricks)
        seen = sorted(self.set_aside + [c for t in self.tricks for c in t[1]] + self.trick)
        return TrophyObservation(
            seat=seat, current_player=self.to_act, phase=phase, dealer=self.dealer,
            deal_number=self.deal_number, cycle_deal=self.cycle_deal, leader=self.leader,
            hand=cards_of(self.hands[seat]), hand_sizes=tuple(len(h) for h in self.hands),
            stock_size=len(self.stock), discarded_size=len(self.discarded),
            trick=cards_of(self.trick), trick_players=tuple(self.trick_players),
            folded=tuple(p for p in range(self.num_players) if self.folded[p]),
            high=self.high if self.high >= 0 else None,
            led_colour=str(FANUCCI_COLORS[self.led_colour]) if self.trick else None,
            suit_order=tuple(FANUCCI_SUITS[s] for s in self.order),
            tricks=records, set_aside=cards_of(self.set_aside), seen=cards_of(seen),
            deal_points=tuple(self.points), totals=tuple(self.totals), target=self.target,
            ending=self.ending, ending_text=self.ending_text(), shown_by=self.shown_by)

    # -- zones --------------------------------------------------------------------
    def zones(self) -> dict[str, list[Card]]:
        zones = {"stock": list(cards_of(self.stock)), "set_aside": list(cards_of(self.set_aside)),
                 "discarded": list(cards_of(self.discarded)), "trick": list(cards_of(self.trick))}
        for seat in range(self.num_players):
            zones[f"hand:{seat}"] = list(cards_of(self.hands[seat]))
            zones[f"won:{seat}"] = [DECK[c] for t in self.tricks if t[0] == seat for c in t[1]]
        return zones

    def hidden_zones(self, seat: int) -> set[str]:
        return {"stock", "discarded"} | {f"hand:{p}" for p in range(self.num_players)
                                         if p != seat}

    def with_stock_shuffled(self, rng: random.Random) -> "TrophyState":
        other = self.clone()
        other.stock = shuffled(sorted(other.stock), rng)
        return other

    def permute_hidden(self, seat: int, rng: random.Random) -> "TrophyState":
        other = self.clone()
        hands = [p for p in range(self.num_players) if p != seat]
        pool = other.stock + other.discarded + [c for p in hands for c in other.hands[p]]
        pool = shuffled(pool, rng)
        other.stock = pool[:len(self.stock)]
        del pool[:len(self.stock)]
        other.discarded = pool[:len(self.discarded)]
        del pool[:len(self.discarded)]
        for p in hands:
            size = len(self.hands[p])
            other.hands[p] = sorted(pool[:size])
            del pool[:size]
        return other

    # -- persistence ---------------------------------------------------------------
    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "TrophyState":
        """Rebuild a state; ValueError when the data is malformed or does not
        hold every card of the deck exactly once. Data without ``ran_out``
        (saved before the field existed) reads as nobody named."""
        try:
            n = int(data["num_players"])
            if n not in (3, 4, 5):
                raise ValueError(f"Trophy Case is for 3 to 5 players, not {n}")
            state = fields.load(cls, {"ran_out": [], **data})
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"malformed Trophy Case state: {exc!r}") from None
        state.check()
        return state

    def check(self) -> None:
        """ValueError unless the state is well formed: every card once, the
        right number of hands, trick and players matching, seats in range, the
        player to act still in the trick with cards, a high card on a trick,
        seats named out of cards only when that ended the deal."""
        n = self.num_players
        everything = (self.stock + self.set_aside + self.discarded + self.trick
                      + [c for h in self.hands for c in h] + [c for t in self.tricks for c in t[1]])
        if sorted(everything) != list(ALL_IDS):
            raise ValueError("a Trophy Case state must hold every card exactly once")
        seats = [self.dealer, self.leader, *self.trick_players,
                 *(t[0] for t in self.tricks)]
        if self.to_act is not None:
            seats.append(self.to_act)
        if len(self.hands) != n or any(not 0 <= s < n for s in seats):
            raise ValueError("a seat number is out of range")
        if len(self.trick) != len(self.trick_players) or (self.trick and IS_TRUMP[self.trick[0]]):
            raise ValueError("the trick is malformed")
        if self.to_act is not None and (self.folded[self.to_act] or not self.hands[self.to_act]
                                        or (self.trick and self.high < 0)):
            raise ValueError("the player to act must be in the trick and hold cards")
        if self.ending and self.ending not in ENDINGS:
            raise ValueError(f"unknown ending {self.ending!r}")
        if self.ran_out and (self.ending != "out_of_cards"
                             or any(not 0 <= s < n or self.hands[s] for s in self.ran_out)):
            raise ValueError("only a deal ended by a player out of cards names who ran out")
        if len(self.totals) not in (0, n):
            raise ValueError("totals must have one entry a seat")


_LEAD = {c: Move("lead", (DECK[c],)) for c in ALL_IDS}
_PLAY = {c: Move("play", (DECK[c],)) for c in ALL_IDS}
_FOLD = Move("fold")
