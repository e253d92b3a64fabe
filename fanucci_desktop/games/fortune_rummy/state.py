"""One hand of Fortune Rummy: the state machine.

Zones (every card of the 104 is in exactly one):

* ``stock``: the face-down stock, last card on top;
* ``discard``: the squared discard pile, bottom first; only its top card is
  visible, the cards under it are hidden from every seat;
* ``hand:<seat>``: a player's hand;
* ``meld:<i>``: table melds numbered in the order laid down; each has an
  owner (the observation names it).

A turn: take (``draw``, or ``take-pile <hand cards>``: the pile's top card
and those hand cards at once form a new meld of the taker, then the rest of
the pile joins the hand), then any number of ``meld <cards>`` and
``add <cards> -> meld <i>`` (own melds only), then ``discard <card>``.
Emptying the hand by a meld, an addition or the last discard goes out and
ends the hand. The Queen of Spades may be discarded only as the last card
(going out) -- unless the house rule ``queen_of_spades_free`` is on. A hand of
only two Queens of Spades (the ruling): if one can be added to an own meld,
it must be (then the other is discarded to go out); only when neither can be
added may one be discarded without going out.

The stock running out (our reading of "immediately"): when a turn ends and
the stock is empty, before the next player takes a card, the discard pile
minus its top card is turned over as the new stock without shuffling (house
rule ``shuffle_discards``: shuffled with ``new_rng(seed, "restock", n)``,
``n`` counting restocks from 1). If the pile is only its top card, nothing
can be turned over: the hand ends there and is scored as it stands.
Stalemate (the ruling): the first time the stock runs out it is always
rebuilt; the hand ends as it stands only when a rebuilt stock runs out again
and nobody has melded or added a card since it was rebuilt. Each rebuilt
stock so costs the table a melded card, and every hand ends.

Scores: each seat's melds are valued as they finally stand (see
:mod:`.rules`); cards left in hand cost their penalty. No going-out bonus.

Events (``Event(kind, player, cards, src, dst)``): ``deal`` (stock to each
hand, then the up-card to ``discard``), ``draw`` (stock to hand), ``take``
(the top discard to the new meld, then the rest of the pile to the hand),
``meld`` (hand to ``meld:<i>``), ``layoff`` (an addition, hand to
``meld:<i>``), ``discard`` (hand to ``discard``), ``reshuffle`` (the pile
under its top card to ``stock``; its text says turned over or shuffled) and
``message`` (going out, or the hand ending with the stock).
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from fanucci_desktop.engine import Card, Event, Move, State, parse_card
from fanucci_desktop.engine.rng import new_rng, shuffled
from fanucci_desktop.card_names import ALONE, MELDED, card_said
from fanucci_desktop.i18n import N_, Message, listed_said, said
from fanucci_desktop.words import PlaceNumber, cards_kept

from .codes import CARDS, CODE, CODE_OF_TEXT, NUM_CODES, QS, TEXT
from .melds import find_additions, find_melds, find_melds_with
from .observation import FortuneObservation
from .rules import HouseRules, meld_problem, penalty_codes, value_codes

GAME_ID = "fortune-rummy"
TAKE, PLAY, OVER = "take", "play", "over"
_ACTIONS = ("draw", "take-pile", "meld", "add", "discard")


def _cards(codes: list[int] | tuple[int, ...]) -> tuple[Card, ...]:
    return tuple(CARDS[c] for c in codes)


def _texts(codes: list[int] | tuple[int, ...]) -> list[str]:
    return [TEXT[c] for c in codes]


def _read(texts: list[str]) -> list[int]:
    """Codes of card texts; texts in another spelling (``qs``) go through
    the full parser."""
    out = []
    for text in texts:
        code = CODE_OF_TEXT.get(text)
        out.append(CODE[parse_card(text)] if code is None else code)
    return out


def hand_codes(counts: list[int]) -> list[int]:
    """The sorted codes of a count vector."""
    return [code for code in range(NUM_CODES) if counts[code] for _ in range(counts[code])]


class FortuneState(State):
    """A hand of Fortune Rummy with complete knowledge (see the module doc).

    Hands are count vectors over card codes; the stock and the pile are code
    lists (top last); melds are sorted code lists with their owners.
    """

    game_id = GAME_ID

    def __init__(self, *, num_players: int, dealer: int, hand_number: int, seed: int,
                 rules: HouseRules, hands: list[list[int]], stock: list[int],
                 pile: list[int], melds: list[list[int]], owners: list[int],
                 memory: list[list[int]], to_act: int | None, phase: str, restocks: int,
                 melded_since_restock: bool, totals: tuple[int, ...], ended: str | None,
                 went_out: int | None, known: list[list[int]] | None = None) -> None:
        self.num_players = num_players
        self.dealer = dealer
        self.hand_number = hand_number
        self.seed = seed
        self.rules = rules
        self.hands = hands
        self.sizes = [sum(h) for h in hands]
        self.stock = stock
        self.pile = pile
        self.melds = melds
        self.owners = owners
        self.memory = memory
        self.to_act = to_act
        self.phase = phase
        self.restocks = restocks
        self.melded_since_restock = melded_since_restock
        self.totals = totals
        self.ended = ended
        self.went_out = went_out
        self.known = known if known is not None else [[] for _ in range(num_players)]
        self._legal: list[Move] | None = None
        self._values = [value_codes(m, rules) for m in melds]

    # -- protocol: flow ------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        return self.to_act

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_moves(self) -> list[Move]:
        if self._legal is None:
            self._legal = self._generate()
        return list(self._legal)

    def _generate(self) -> list[Move]:
        seat = self.to_act
        if seat is None:
            return []
        hand = self.hands[seat]
        rules = self.rules
        if self.phase == TAKE:
            moves = [Move("draw")] if self.stock else []
            if self.pile:
                for part in sorted(find_melds_with(hand, self.pile[-1], rules)):
                    moves.append(Move("take-pile", _cards(part)))
            return moves
        moves = [Move("meld", _cards(m)) for m in sorted(find_melds(hand, rules))]
        for i, meld in enumerate(self.melds):
            if self.owners[i] == seat:
                for extra in sorted(find_additions(hand, meld, rules)):
                    moves.append(Move("add", _cards(extra), "meld", i))
        moves.extend(Move("discard", (CARDS[c],)) for c in range(NUM_CODES)
                     if hand[c] and self._may_discard(seat, c))
        return moves

    def _may_discard(self, seat: int, code: int) -> bool:
        """The Queen of Spades goes only as the last card (going out), unless
        the house rule frees it; a hand of only Queens of Spades may discard
        one without going out only when none can be added to an own meld."""
        if code != QS or self.rules.queen_of_spades_free or self.sizes[seat] == 1:
            return True
        if self.hands[seat][QS] != self.sizes[seat]:
            return False
        return not any(QS in extra for i, meld in enumerate(self.melds) if self.owners[i] == seat
                       for extra in find_additions(self.hands[seat], meld, self.rules))

    def why_illegal(self, move: Move) -> str | None:
        if self.phase == OVER or self.to_act is None:
            return said(N_("The hand is over."))
        if move.action not in _ACTIONS:
            return said(N_("That is not a move of Fortune Rummy: draw, take the pile, meld, add to a meld or "
                           "discard."))
        try:
            given = [CODE[c] for c in move.cards]
        except KeyError:
            return said(N_("That names a card that is not in this game."))
        codes = sorted(given)
        if given != codes:
            return said(N_("Name the cards in their usual order: {cards}."), cards=cards_kept(_cards(codes)))
        seat = self.to_act
        if move.action in ("draw", "take-pile"):
            if self.phase != TAKE:
                return said(N_("You have already taken a card this turn."))
            if move.zone is not None:
                return said(N_("Drawing or taking the pile puts cards in your hand, not on a meld."))
            return self._why_not_take(move, codes)
        if self.phase != PLAY:
            return said(N_("You must take a card first: draw from the stock or take the discard pile."))
        if not self._holds(seat, codes):
            return said(N_("You do not hold those cards."))
        if move.action == "discard":
            if len(codes) != 1 or move.zone is not None:
                return said(N_("Discard exactly one card."))
            if not self._may_discard(seat, codes[0]):
                if self.hands[seat][QS] == self.sizes[seat]:
                    return said(N_("Add a Queen of Spades to your meld first: it fits there, so it cannot be "
                                   "discarded."))
                return said(N_("The Queen of Spades can only be discarded when you go out."))
            return None
        if move.action == "meld":
            if move.zone is not None:
                return said(N_("A new meld goes on the table by itself; to add cards to a meld, say which meld."))
            return meld_problem(codes, self.rules)
        if move.zone != "meld" or move.index is None or not codes:
            return said(N_("Say which cards go to which meld."))
        if not 0 <= move.index < len(self.melds):
            return said(N_("There is no meld {meld}."), meld=PlaceNumber(move.index))
        if self.owners[move.index] != seat:
            return said(N_("You may add cards only to your own melds."))
        problem = meld_problem(sorted(self.melds[move.index] + codes), self.rules)
        return None if problem is None else said(N_("That addition breaks the meld. {problem}"), problem=problem)

    def _why_not_take(self, move: Move, codes: list[int]) -> Message | None:
        if move.action == "draw":
            if codes:
                return said(N_("Drawing takes the top card of the stock; name no cards."))
            return None if self.stock else said(N_("The stock is empty."))
        if not self.pile:
            return said(N_("The discard pile is empty."))
        if len(codes) < 2:
            return said(N_("To take the discard pile, meld its top card at once with at least two cards from your "
                           "hand."))
        if not self._holds(self.to_act, codes):  # type: ignore[arg-type]
            return said(N_("You do not hold those cards."))
        problem = meld_problem(sorted(codes + [self.pile[-1]]), self.rules)
        if problem is None:
            return None
        return said(N_("The {card} on top of the pile must go into a meld with them. {problem}"),
                    card=card_said(CARDS[self.pile[-1]], ALONE), problem=problem)

    def _holds(self, seat: int, codes: list[int]) -> bool:
        hand = self.hands[seat]
        need: dict[int, int] = {}
        for c in codes:
            need[c] = need.get(c, 0) + 1
        return all(hand[c] >= n for c, n in need.items())

    # -- protocol: moves -----------------------------------------------------
    def _apply(self, move: Move) -> list[Event]:
        self._legal = None
        seat = self.to_act
        assert seat is not None
        codes = sorted(CODE[c] for c in move.cards)
        where = f"hand:{seat}"
        action = move.action
        if action == "draw":
            card = self.stock.pop()
            self._give(seat, [card])
            self.phase = PLAY
            return [Event("draw", seat, (CARDS[card],), "stock", where)]
        if action == "take-pile":
            top = self.pile.pop()
            rest, self.pile = self.pile, []
            index = self._new_meld(seat, codes + [top])
            self._take(seat, codes)
            self._give(seat, rest)
            self.known[seat].extend(rest)
            self.phase = PLAY
            events = [Event("take", seat, (CARDS[top],), "discard", f"meld:{index}"),
                      Event("meld", seat, _cards(codes), where, f"meld:{index}")]
            if rest:
                events.append(Event("take", seat, _cards(rest), "discard", where))
            return events + self._after_play(seat)
        if action == "meld":
            index = self._new_meld(seat, codes)
            self._take(seat, codes)
            return [Event("meld", seat, _cards(codes), where, f"meld:{index}")] \
                + self._after_play(seat)
        if action == "add":
            index = move.index
            assert index is not None
            self.melds[index] = sorted(self.melds[index] + codes)
            self._values[index] = value_codes(self.melds[index], self.rules)
            self._take(seat, codes)
            return [Event("layoff", seat, _cards(codes), where, f"meld:{index}")] \
                + self._after_play(seat)
        card = codes[0]
        self._take(seat, codes)
        self.pile.append(card)
        for seen in self.memory:
            seen.append(card)
        events = [Event("discard", seat, (CARDS[card],), where, "discard")]
        if self.sizes[seat] == 0:
            return events + self._go_out(seat)
        return events + self._next_turn(seat)

    def _give(self, seat: int, codes: list[int]) -> None:
        hand = self.hands[seat]
        for c in codes:
            hand[c] += 1
        self.sizes[seat] += len(codes)

    def _take(self, seat: int, codes: list[int]) -> None:
        hand, known = self.hands[seat], self.known[seat]
        for c in codes:
            hand[c] -= 1
            if c in known:
                known.remove(c)
        self.sizes[seat] -= len(codes)

    def _new_meld(self, seat: int, codes: list[int]) -> int:
        self.melds.append(sorted(codes))
        self.owners.append(seat)
        self._values.append(value_codes(self.melds[-1], self.rules))
        return len(self.melds) - 1

    def _after_play(self, seat: int) -> list[Event]:
        self.melded_since_restock = True
        return self._go_out(seat) if self.sizes[seat] == 0 else []

    def _go_out(self, seat: int) -> list[Event]:
        self._end("out", seat)
        return [Event("went_out", seat, text=f"Seat {seat} goes out.", how="out")]

    def _end(self, how: str, went_out: int | None) -> None:
        self.phase, self.to_act, self.ended, self.went_out = OVER, None, how, went_out

    def _next_turn(self, seat: int) -> list[Event]:
        self.to_act = (seat + 1) % self.num_players
        self.phase = TAKE
        if self.stock:
            return []
        if len(self.pile) < 2:
            self._end("stock", None)
            return [Event("message", text="The stock is empty and nothing can be turned "
                                          "over: the hand ends as it stands.")]
        if self.restocks and not self.melded_since_restock:
            self._end("stalemate", None)
            return [Event("message", text="The rebuilt stock ran out with no card melded "
                                          "since: the hand ends as it stands.")]
        under = self.pile[:-1]
        self.pile = self.pile[-1:]
        self.restocks += 1
        self.melded_since_restock = False
        if self.rules.shuffle_discards:
            self.stock = shuffled(under, new_rng(self.seed, "restock", self.restocks))
            text = "The discard pile, all but its top card, is shuffled into a new stock."
        else:
            self.stock = under[::-1]
            text = "The discard pile, all but its top card, is turned over as the new stock."
        return [Event("reshuffle", None, _cards(under), "discard", "stock", text=text)]

    def opening_events(self) -> list[Event]:
        """The deal: each hand from the stock, from the dealer's left, then
        the up-card from the stock to the discard pile."""
        n = self.num_players
        events = [Event("deal", s, _cards(hand_codes(self.hands[s])), "stock", f"hand:{s}")
                  for s in ((self.dealer + 1 + i) % n for i in range(n))]
        events.append(Event("deal", None, _cards(self.pile[:1]), "stock", "discard"))
        return events

    # -- protocol: scores ----------------------------------------------------
    def melded_values(self) -> list[int]:
        """Each seat's melds valued as they stand now."""
        values = [0] * self.num_players
        for owner, value in zip(self.owners, self._values):
            values[owner] += value
        return values

    def hand_scores(self) -> list[int]:
        """Melded value minus the penalty of the cards in hand (as it stands
        now; final once the hand is over). Can be negative."""
        melded = self.melded_values()
        return [melded[s] + penalty_codes(hand_codes(self.hands[s]))
                for s in range(self.num_players)]

    def score_details(self) -> list[str]:
        """How each seat's hand score was made, kept translatable: "Hand
        score 12: 15 for melds (10 for the ...; 5 for the ...), less 3 for
        the 7 of Hearts left in hand"."""
        details = []
        for seat in range(self.num_players):
            mine = [i for i, owner in enumerate(self.owners) if owner == seat]
            parts = [said(N_("{points} for {cards}"), points=self._values[i],
                          cards=cards_kept(_cards(self.melds[i]), MELDED)) for i in mine]
            melded = sum(self._values[i] for i in mine)
            left = hand_codes(self.hands[seat])
            penalty = penalty_codes(left)
            names = {"score": melded + penalty, "melded": melded, "penalty": -penalty,
                     "melds": listed_said("; ".join(parts), parts, "; "),
                     "cards": cards_kept(_cards(left), MELDED)}
            if left:
                text = (N_("Hand score {score}: {melded} for melds ({melds}), less {penalty} for {cards} left in hand")
                        if parts else N_("Hand score {score}: no melds, less {penalty} for {cards} left in hand"))
            elif self.went_out == seat:
                text = (N_("Hand score {score}: {melded} for melds ({melds}); went out (going out earns no bonus)")
                        if parts else N_("Hand score {score}: no melds; went out (going out earns no bonus)"))
            else:
                text = N_("Hand score {score}: {melded} for melds ({melds})") if parts else \
                    N_("Hand score {score}: no melds")
            details.append(said(text, **names))
        return details

    # -- protocol: views -----------------------------------------------------
    def observation(self, seat: int) -> FortuneObservation:
        return FortuneObservation(
            seat=seat, current_player=self.to_act, phase=self.phase, dealer=self.dealer,
            hand_number=self.hand_number, hand=_cards(hand_codes(self.hands[seat])),
            melds=tuple((o, _cards(m)) for o, m in zip(self.owners, self.melds)),
            discard_top=CARDS[self.pile[-1]] if self.pile else None,
            discard_size=len(self.pile), seen_discards=_cards(self.memory[seat]),
            stock_size=len(self.stock), hand_sizes=tuple(self.sizes),
            melded=tuple(self.melded_values()), totals=tuple(self.totals),
            restocks=self.restocks, melded_since_restock=self.melded_since_restock,
            options=tuple(self.rules.to_dict().items()),
            ended=self.ended, went_out=self.went_out,
            known_in_hands=tuple(_cards(sorted(k)) for k in self.known))

    def zones(self) -> dict[str, list[Card]]:
        zones = {"stock": list(_cards(self.stock)), "discard": list(_cards(self.pile))}
        for seat, hand in enumerate(self.hands):
            zones[f"hand:{seat}"] = list(_cards(hand_codes(hand)))
        for i, meld in enumerate(self.melds):
            zones[f"meld:{i}"] = list(_cards(meld))
        return zones

    def hidden_zones(self, seat: int) -> set[str]:
        """The stock and the other hands. The discard pile is shown by its
        top card only: the cards under it are hidden from every seat too
        (:meth:`permute_hidden` deals them anew)."""
        return {"stock"} | {f"hand:{s}" for s in range(self.num_players) if s != seat}

    def with_stock_shuffled(self, rng: random.Random) -> "FortuneState":
        other = self.clone()
        other.stock = shuffled(sorted(other.stock), rng)
        return other

    def permute_hidden(self, seat: int, rng: random.Random) -> "FortuneState":
        other = self.clone()
        others = [s for s in range(self.num_players) if s != seat]
        pool = list(other.stock) + other.pile[:-1]
        for s in others:
            hidden = hand_codes(other.hands[s])
            for c in other.known[s]:
                hidden.remove(c)
            pool.extend(hidden)
        other.redeal(seat, shuffled(pool, rng))
        return other

    def redeal(self, seat: int, pool: list[int]) -> None:
        """Deal ``pool`` (already in random order) to the places hidden from
        ``seat``, each keeping its size: other hands (each keeps the cards
        known to be in it, taken with the pile), stock, pile under its top."""
        for s in range(self.num_players):
            if s != seat:
                size = self.sizes[s] - len(self.known[s])
                self.hands[s] = [0] * NUM_CODES
                self.sizes[s] = 0
                self._give(s, self.known[s] + pool[:size])
                del pool[:size]
        under = len(self.pile) - 1 if self.pile else 0
        self.pile = pool[:under] + self.pile[-1:]
        self.stock = pool[under:]
        self._legal = None

    def clone(self) -> "FortuneState":
        other = FortuneState.__new__(FortuneState)
        other.__dict__.update(self.__dict__)
        other.hands = [list(h) for h in self.hands]
        other.sizes = list(self.sizes)
        other.stock = list(self.stock)
        other.pile = list(self.pile)
        other.melds = [list(m) for m in self.melds]
        other.owners = list(self.owners)
        other.memory = [list(m) for m in self.memory]
        other.known = [list(k) for k in self.known]
        other._values = list(self._values)
        return other

    # -- persistence ---------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "game": GAME_ID, "num_players": self.num_players, "dealer": self.dealer,
            "hand_number": self.hand_number, "seed": self.seed,
            "options": self.rules.to_dict(),
            "hands": [_texts(hand_codes(h)) for h in self.hands],
            "stock": _texts(self.stock), "discard": _texts(self.pile),
            "melds": [{"owner": o, "cards": _texts(m)} for o, m in zip(self.owners, self.melds)],
            "seen_discards": [_texts(m) for m in self.memory],
            "to_act": self.to_act, "phase": self.phase, "restocks": self.restocks,
            "melded_since_restock": self.melded_since_restock, "totals": list(self.totals),
            "ended": self.ended, "went_out": self.went_out,
            "known_in_hands": [_texts(sorted(k)) for k in self.known],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "FortuneState":
        try:
            if data.get("game", GAME_ID) != GAME_ID:
                raise ValueError(f"not a Fortune Rummy state: {data.get('game')!r}")
            hands = []
            for texts in data["hands"]:
                counts = [0] * NUM_CODES
                for c in _read(texts):
                    counts[c] += 1
                hands.append(counts)
            phase = data["phase"]
            if phase not in (TAKE, PLAY, OVER):
                raise ValueError(f"unknown phase {phase!r}")
            return cls(
                num_players=int(data["num_players"]), dealer=int(data["dealer"]),
                hand_number=int(data["hand_number"]), seed=int(data["seed"]),
                rules=HouseRules.of(data.get("options") or {}), hands=hands,
                stock=_read(data["stock"]), pile=_read(data["discard"]),
                melds=[sorted(_read(m["cards"])) for m in data["melds"]],
                owners=[int(m["owner"]) for m in data["melds"]],
                memory=[_read(m) for m in data["seen_discards"]],
                to_act=data["to_act"], phase=phase, restocks=int(data["restocks"]),
                melded_since_restock=bool(data["melded_since_restock"]),
                totals=tuple(int(t) for t in data["totals"]), ended=data["ended"],
                went_out=data["went_out"],
                known=[_read(k) for k in data["known_in_hands"]] if "known_in_hands" in data
                else None)
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"malformed Fortune Rummy state: {exc!r}") from None
