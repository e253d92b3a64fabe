"""One hand of Flathead Rummy: the state machine.

Zones (every card of the 174-card deck is in exactly one):

* ``draw``: the face-down draw pile; its top is the end of the list.
* ``tableau``: the discard tableau, public and ordered, index 0 the oldest.
* ``hand:<seat>``: a player's hand, kept sorted.
* ``meld:<i>``: the i-th meld laid down (from 0), kept in meld order (by
  rank, then suit, a trump last); owners in the observation.

Turn: phase ``take`` (``draw``, or ``take <card>``: the last tableau card, or
a buried one that can be played this turn; never a trump), then phase
``play`` (``meld``, ``layoff``, and ``discard`` to end the turn). A buried
card taken must be on the table before the turn can end, so no move that
would leave it unplayable is legal; the card taken from the tableau may not
be discarded that turn, and no move may leave it as the only card unless it
can be laid off. Going out (the last card melded, laid off or discarded)
starts phase ``final_layoffs``: each other player from the winner's left lays
off (never melds) and then plays ``done``; then the hand is ``over``.

Drawing from an empty pile rebuilds it once per hand from the tableau but its
last card (shuffled with ``new_rng(seed, "rebuild")``); the second time, or
with nothing to rebuild, the hand is dead and scores nothing.

Event kinds: ``deal``, ``flip``, ``draw``, ``reshuffle``, ``take``, ``meld``,
``bonus_mark``, ``layoff``, ``discard``, ``went_out``, ``done``, ``dead_hand``.
"""

from __future__ import annotations

import random
from bisect import insort
from dataclasses import dataclass
from typing import ClassVar

from ...engine.cards import Card, parse_card
from ...engine.fields import (BOOL, INT, INT_TUPLE, INTS, MAYBE_INT, PLAIN, Codec, card_codecs,
                              derived, saved)
from ...engine.protocol import Event, Move, State
from ...engine.rng import new_rng, shuffled
from ...card_names import ALONE, card_said
from ...i18n import N_, NN_, Message, said, said_n
from ...words import PlaceNumber, SeatNumber, cards_kept
from .codes import CARDS, CODE, FIRST_TRUMP, MELD_KEY, decode, meld_order
from .explain import cards_left_words, layoff_problem, meld_problem, went_out_words
from .melds import can_play, find_meld_codes
from .moves import DISCARD, DONE, DRAW, TAKE, layoff_move, meld_move
from .observation import FlatheadObservation
from .profile import Profile, accepts, profile
from .rules import bonus_codes, hand_score

TAKE_PHASE = "take"
PLAY_PHASE = "play"
FINAL_PHASE = "final_layoffs"
OVER = "over"
PHASES = (TAKE_PHASE, PLAY_PHASE, FINAL_PHASE, OVER)

_CODE_BY_TEXT = {str(card): code for code, card in enumerate(CARDS)}


def _code_of(text: str) -> int:
    code = _CODE_BY_TEXT.get(text)
    if code is None:
        code = CODE[parse_card(text)]
    return code


#: The codecs of card fields: a card is its code, saved as its text.
CODES = card_codecs(lambda code: str(CARDS[code]), _code_of)
#: Hands are kept sorted, melds in meld order.
HANDS = Codec(CODES.card_lists.dump, lambda data: [sorted(_code_of(t) for t in h) for h in data],
              CODES.card_lists.copy)
MELDS = Codec(CODES.card_lists.dump, lambda data: [meld_order(_code_of(t) for t in m) for m in data],
              CODES.card_lists.copy)


@dataclass(slots=True, kw_only=True, eq=False)
class FlatheadState(State):
    """A hand of Flathead Rummy with complete knowledge (see the module
    docstring). Fields are declared in the order they are saved; cards are
    codes (:mod:`.codes`). ``profiles`` (what each meld accepts) is worked
    out from ``melds`` and kept up to date with them."""

    game_id: ClassVar[str] = "flathead-rummy"

    num_players: int = saved(INT)
    dealer: int = saved(INT)
    hand_number: int = saved(INT)
    seed: int = saved(INT)
    totals: tuple[int, ...] = saved(INT_TUPLE)
    hands: list[list[int]] = saved(HANDS)
    draw: list[int] = saved(CODES.cards)
    tableau: list[int] = saved(CODES.cards)
    melds: list[list[int]] = saved(MELDS)
    owners: list[int] = saved(INTS)
    marks: list[int] = saved(INTS)
    phase: str = saved(PLAIN)
    to_act: int | None = saved(MAYBE_INT)
    taken: int | None = saved(CODES.maybe_card, default=None)
    pending: bool = saved(BOOL, default=False)
    rebuilt: bool = saved(BOOL, default=False)
    winner: int | None = saved(MAYBE_INT, default=None)
    dead: bool = saved(BOOL, default=False)
    profiles: list[Profile] = derived(list)

    def __post_init__(self) -> None:
        if self.phase not in PHASES:
            raise ValueError(f"unknown phase {self.phase!r}")
        self.totals = tuple(self.totals)
        self.profiles = [profile(m) for m in self.melds]

    # -- protocol basics ----------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.to_act

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    # -- legality -----------------------------------------------------------
    def _turn_can_end(self, hand_after: list[int], profiles_after: list[Profile],
                      pending_after: bool) -> bool:
        """Whether the player, left with ``hand_after`` and these table melds,
        can still finish the turn: go out, or put a pending buried card on the
        table, and discard something other than the card taken."""
        if not hand_after:
            return True
        taken = self.taken
        if pending_after:
            others = [c for c in hand_after if c != taken]
            return can_play(taken, others, profiles_after)  # type: ignore[arg-type]
        if taken is not None and hand_after == [taken]:
            return any(accepts(p, taken) for p in profiles_after)
        return True

    def _needs_check(self, left: int) -> bool:
        return self.pending or (self.taken is not None and left == 1)

    def legal_moves(self) -> list[Move]:
        seat = self.to_act
        if seat is None:
            return []
        hand = self.hands[seat]
        if self.phase == TAKE_PHASE:
            moves = [DRAW]
            last = len(self.tableau) - 1
            for i, c in enumerate(self.tableau):
                if c < FIRST_TRUMP and (i == last or can_play(c, hand, self.profiles)):
                    moves.append(TAKE[c])
            return moves
        moves = []
        if self.phase == PLAY_PHASE:
            for combo in find_meld_codes(hand):
                if not self._needs_check(len(hand) - len(combo)) or self._meld_keeps_turn(hand, combo):
                    moves.append(meld_move(combo))
        profiles = self.profiles
        for c in hand:
            for i, p in enumerate(profiles):
                if accepts(p, c) and (self.phase == FINAL_PHASE
                                      or not self._needs_check(len(hand) - 1)
                                      or self._layoff_keeps_turn(hand, c, i)):
                    moves.append(layoff_move(c, i))
        if self.phase == FINAL_PHASE:
            moves.append(DONE)
        elif not self.pending:
            moves.extend(DISCARD[c] for c in hand if c != self.taken)
        return moves

    def _meld_keeps_turn(self, hand: list[int], combo: tuple[int, ...]) -> bool:
        after = [c for c in hand if c not in combo]
        pending = self.pending and self.taken not in combo
        return self._turn_can_end(after, self.profiles + [profile(combo)], pending)

    def _layoff_keeps_turn(self, hand: list[int], code: int, index: int) -> bool:
        after = [c for c in hand if c != code]
        profiles = self.profiles[:]
        profiles[index] = profiles[index].add(code)
        return self._turn_can_end(after, profiles, self.pending and code != self.taken)

    def why_illegal(self, move: Move) -> str | None:
        if self.phase == OVER:
            return said(N_("The hand is over."))
        check = {
            "draw": self._why_draw, "take": self._why_take, "meld": self._why_meld,
            "layoff": self._why_layoff, "discard": self._why_discard, "done": self._why_done,
        }.get(move.action)
        if check is None:
            return said(N_("That is not a move of Flathead Rummy: the moves are draw, take, lay down, lay off, "
                           "discard and done."))
        return check(move)

    def _shape(self, move: Move, cards: int | None, zone: str | None) -> str | None:
        """A reason when the move has the wrong number of cards or target, or
        names a card that is not in this game."""
        if cards is not None and len(move.cards) != cards:
            return (said(N_("That move takes no cards.")) if cards == 0 else
                    said_n(*NN_("That move takes exactly {n} card.", "That move takes exactly {n} cards."), cards))
        if move.zone != zone or (zone is None and move.index is not None):
            return (said(N_("That move goes to no place on the table.")) if zone is None
                    else said(N_("Say which meld the card goes on.")))
        for card in move.cards:
            if card not in CODE:
                return said(N_("{card} is not a card of the Fanucci deck."), card=str(card))
        return None

    def _not_held(self, cards: tuple[Card, ...]) -> str | None:
        hand = self.hands[self.to_act]  # type: ignore[index]
        for card in cards:
            if CODE[card] not in hand:
                return said(N_("You do not hold the {card}."), card=card_said(card, ALONE))
        return None

    def _after_going_out(self) -> Message:
        return said(N_("{player} went out: you may only lay off cards on the table, then say done."),
                    player=SeatNumber(self.winner))

    def _why_draw(self, move: Move) -> str | None:
        if self.phase == FINAL_PHASE:
            return self._after_going_out()
        if self.phase == PLAY_PHASE:
            return said(N_("You have already taken a card this turn."))
        return self._shape(move, 0, None)

    def _why_take(self, move: Move) -> str | None:
        if self.phase == FINAL_PHASE:
            return self._after_going_out()
        if self.phase == PLAY_PHASE:
            return said(N_("You have already taken a card this turn."))
        shape = self._shape(move, 1, None)
        if shape:
            return shape
        card = move.cards[0]
        code = CODE[card]
        if code not in self.tableau:
            return said(N_("The {card} is not in the discard tableau."), card=card_said(card, ALONE))
        if card.is_trump:
            return said(N_("Trumps in the discard tableau can never be taken."))
        if code != self.tableau[-1] and not can_play(code, self.hands[self.to_act], self.profiles):  # type: ignore[index]
            return said(N_("You may take the {card} from deeper in the tableau only if you can play it this turn, "
                           "and you cannot: no meld or lay-off uses it."), card=card_said(card, ALONE))
        return None

    def _take_first(self) -> Message:
        return said(N_("You must take a card first: draw, or take a card from the discard tableau."))

    def _why_meld(self, move: Move) -> str | None:
        if self.phase == TAKE_PHASE:
            return self._take_first()
        if self.phase == FINAL_PHASE:
            return said(N_("{player} went out: you may only lay off, never lay down a new meld."),
                        player=SeatNumber(self.winner))
        shape = self._shape(move, None, None) or self._not_held(move.cards)
        if shape:
            return shape
        problem = meld_problem(move.cards)
        if problem:
            return problem
        combo = tuple(CODE[c] for c in move.cards)
        if list(combo) != meld_order(combo):
            return said(N_("List the meld's cards in order: {cards}."),
                        cards=cards_kept(meld_move(meld_order(combo)).cards))
        hand = self.hands[self.to_act]  # type: ignore[index]
        if self._needs_check(len(hand) - len(combo)) and not self._meld_keeps_turn(hand, combo):
            return self._stuck_reason()
        return None

    def _why_layoff(self, move: Move) -> str | None:
        if self.phase == TAKE_PHASE:
            return self._take_first()
        shape = self._shape(move, 1, "meld") or self._not_held(move.cards)
        if shape:
            return shape
        index = move.index
        if index is None or not 0 <= index < len(self.melds):
            return (said(N_("There is no meld {meld} on the table."), meld=PlaceNumber(index)) if index is not None
                    else said(N_("Say which meld the card goes on.")))
        card = move.cards[0]
        code = CODE[card]
        if not accepts(self.profiles[index], code):
            return layoff_problem(decode(self.melds[index]), card, index)
        hand = self.hands[self.to_act]  # type: ignore[index]
        if (self.phase == PLAY_PHASE and self._needs_check(len(hand) - 1)
                and not self._layoff_keeps_turn(hand, code, index)):
            return self._stuck_reason()
        return None

    def _stuck_reason(self) -> Message:
        card = card_said(CARDS[self.taken], ALONE)  # type: ignore[index]
        if self.pending:
            return said(N_("That would leave no way to play the {card} you took from the tableau, and it must go "
                           "on the table this turn."), card=card)
        return said(N_("That would leave you holding only the {card} you took from the tableau, which you may not "
                       "discard this turn and cannot lay off."), card=card)

    def _why_discard(self, move: Move) -> str | None:
        if self.phase == TAKE_PHASE:
            return self._take_first()
        if self.phase == FINAL_PHASE:
            return self._after_going_out()
        shape = self._shape(move, 1, None) or self._not_held(move.cards)
        if shape:
            return shape
        code = CODE[move.cards[0]]
        if self.pending:
            return said(N_("You must put the {card} you took from the tableau on the table before your turn ends."),
                        card=card_said(CARDS[self.taken], ALONE))  # type: ignore[index]
        if code == self.taken:
            return said(N_("You took the {card} from the tableau this turn; you may not discard it again."),
                        card=card_said(move.cards[0], ALONE))
        return None

    def _why_done(self, move: Move) -> str | None:
        if self.phase != FINAL_PHASE:
            return (said(N_("Done ends your lay-offs after another player has gone out; now you must take a card."))
                    if self.phase == TAKE_PHASE else
                    said(N_("Done ends your lay-offs after another player has gone out; now end your turn with a "
                            "discard, or go out.")))
        return self._shape(move, 0, None)

    # -- applying -----------------------------------------------------------
    def _apply(self, move: Move) -> list[Event]:
        seat = self.to_act
        assert seat is not None
        action = move.action
        if action == "draw":
            return self._draw(seat)
        if action == "take":
            return self._take(seat, CODE[move.cards[0]])
        if action == "meld":
            return self._meld(seat, [CODE[c] for c in move.cards])
        if action == "layoff":
            return self._layoff(seat, CODE[move.cards[0]], move.index)  # type: ignore[arg-type]
        if action == "discard":
            return self._discard(seat, CODE[move.cards[0]])
        return self._done(seat)

    def _draw(self, seat: int) -> list[Event]:
        events: list[Event] = []
        if not self.draw:
            if self.rebuilt or len(self.tableau) <= 1:
                self.dead = True
                self.phase = OVER
                self.to_act = None
                return [Event("dead_hand", seat, text="The draw pile ran out "
                              + ("a second time" if self.rebuilt else "with nothing to rebuild it")
                              + ": a dead hand, nobody scores.")]
            pile = self.tableau[:-1]
            del self.tableau[:-1]
            self.draw = shuffled(pile, new_rng(self.seed, "rebuild"))
            self.rebuilt = True
            events.append(Event("reshuffle", seat, decode(pile), "tableau", "draw",
                                text="The tableau but its last card is shuffled into a new "
                                     "draw pile."))
        code = self.draw.pop()
        insort(self.hands[seat], code)
        self.phase = PLAY_PHASE
        events.append(Event("draw", seat, (CARDS[code],), "draw", f"hand:{seat}"))
        return events

    def _take(self, seat: int, code: int) -> list[Event]:
        index = self.tableau.index(code)
        self.pending = index != len(self.tableau) - 1
        del self.tableau[index]
        insort(self.hands[seat], code)
        self.taken = code
        self.phase = PLAY_PHASE
        return [Event("take", seat, (CARDS[code],), "tableau", f"hand:{seat}", value=index)]

    def _meld(self, seat: int, codes: list[int]) -> list[Event]:
        hand = self.hands[seat]
        for c in codes:
            hand.remove(c)
        index = len(self.melds)
        self.melds.append(codes)
        self.owners.append(seat)
        self.profiles.append(profile(codes))
        if self.taken in codes:
            self.pending = False
        events = [Event("meld", seat, decode(codes), f"hand:{seat}", f"meld:{index}", value=index)]
        if bonus_codes(codes):
            self.marks[seat] += 1
            events.append(Event("bonus_mark", seat, decode(codes), value=self.marks[seat],
                                text=f"Player {seat} laid down a bonus meld: a bonus mark."))
        if not hand:
            events.extend(self._go_out(seat))
        return events

    def _layoff(self, seat: int, code: int, index: int) -> list[Event]:
        hand = self.hands[seat]
        hand.remove(code)
        insort(self.melds[index], code, key=MELD_KEY.__getitem__)
        self.profiles[index] = self.profiles[index].add(code)
        if code == self.taken:
            self.pending = False
        events = [Event("layoff", seat, (CARDS[code],), f"hand:{seat}", f"meld:{index}", value=index)]
        if not hand and self.phase == PLAY_PHASE:
            events.extend(self._go_out(seat))
        return events

    def _discard(self, seat: int, code: int) -> list[Event]:
        self.hands[seat].remove(code)
        self.tableau.append(code)
        events = [Event("discard", seat, (CARDS[code],), f"hand:{seat}", "tableau")]
        self.taken = None
        if not self.hands[seat]:
            events.extend(self._go_out(seat))
        else:
            self.phase = TAKE_PHASE
            self.to_act = (seat + 1) % self.num_players
        return events

    def _go_out(self, seat: int) -> list[Event]:
        self.winner = seat
        self.taken = None
        self.pending = False
        self.phase = FINAL_PHASE
        self.to_act = (seat + 1) % self.num_players
        return [Event("went_out", seat, text=f"Player {seat} went out; the others may lay off.",
                      how="out")]

    def _done(self, seat: int) -> list[Event]:
        nxt = (seat + 1) % self.num_players
        if nxt == self.winner:
            self.phase = OVER
            self.to_act = None
        else:
            self.to_act = nxt
        return [Event("done", seat)]

    # -- scoring ------------------------------------------------------------
    def _losers(self) -> list[int]:
        return [s for s in range(self.num_players) if s != self.winner]

    def hand_scores(self) -> list[int]:
        scores = [0] * self.num_players
        if self.phase == OVER and not self.dead and self.winner is not None:
            losers = self._losers()
            scores[self.winner] = hand_score(sum(len(self.hands[s]) for s in losers),
                                             self.num_players, self.marks[self.winner],
                                             sum(self.marks[s] for s in losers))
        return scores

    def score_details(self) -> list[str]:
        n = self.num_players
        if self.phase != OVER:
            return [""] * n
        if self.dead:
            return [said(N_("Dead hand: nobody scores."))] * n
        w = self.winner
        assert w is not None
        losers = self._losers()
        left = sum(len(self.hands[s]) for s in losers)
        won = went_out_words(left, n, self.marks[w], sum(self.marks[s] for s in losers))
        return [won if s == w else cards_left_words(len(self.hands[s]), self.marks[s])
                for s in range(n)]

    # -- views ----------------------------------------------------------------
    def observation(self, seat: int) -> FlatheadObservation:
        return FlatheadObservation(
            seat=seat, current_player=self.to_act, phase=self.phase, dealer=self.dealer,
            hand_number=self.hand_number, hand=decode(self.hands[seat]),
            melds=tuple(decode(m) for m in self.melds), meld_owners=tuple(self.owners),
            tableau=decode(self.tableau), hand_sizes=tuple(len(h) for h in self.hands),
            draw_size=len(self.draw), marks=tuple(self.marks), totals=self.totals,
            taken=None if self.taken is None else CARDS[self.taken],
            must_play_taken=self.pending, rebuilt=self.rebuilt, winner=self.winner,
            dead=self.dead, hand_scores=tuple(self.hand_scores()),
            score_details=tuple(self.score_details()))

    def opening_events(self) -> list[Event]:
        events = [Event("deal", s, decode(h), "draw", f"hand:{s}")
                  for s, h in enumerate(self.hands)]
        events.append(Event("flip", None, decode(self.tableau[-1:]), "draw", "tableau"))
        return events

    def zones(self) -> dict[str, list[Card]]:
        zones = {"draw": list(decode(self.draw)), "tableau": list(decode(self.tableau))}
        for s, h in enumerate(self.hands):
            zones[f"hand:{s}"] = list(decode(h))
        for i, m in enumerate(self.melds):
            zones[f"meld:{i}"] = list(decode(m))
        return zones

    def hidden_zones(self, seat: int) -> set[str]:
        return {"draw"} | {f"hand:{s}" for s in range(self.num_players) if s != seat}

    def known_holder(self) -> tuple[int, int] | None:
        """(seat, card code) for the card everyone saw the player to act take
        from the tableau this turn and still holds; None if there is none."""
        if self.taken is not None and self.to_act is not None \
                and self.taken in self.hands[self.to_act]:
            return self.to_act, self.taken
        return None

    def with_stock_shuffled(self, rng: random.Random) -> "FlatheadState":
        other = self.clone()
        other.draw = shuffled(sorted(other.draw), rng)
        return other

    def permute_hidden(self, seat: int, rng: random.Random) -> "FlatheadState":
        other = self.clone()
        known = self.known_holder()
        if known is not None and known[0] == seat:
            known = None
        pool = list(other.draw)
        for s in range(self.num_players):
            if s != seat:
                pool.extend(c for c in other.hands[s] if known is None or c != known[1])
        pool = shuffled(pool, rng)
        for s in range(self.num_players):
            if s == seat:
                continue
            keep = [known[1]] if known is not None and known[0] == s else []
            size = len(other.hands[s]) - len(keep)
            other.hands[s] = sorted(keep + pool[:size])
            del pool[:size]
        other.draw = pool
        return other
