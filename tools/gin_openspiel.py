"""Between OpenSpiel's ``gin_rummy`` and our Gin Rummy: cards, moves, and
the seat through which one of our AI levels plays an OpenSpiel hand.

Cards. OpenSpiel numbers a card ``suit * 13 + rank - 1`` with the suits in
the order spades, clubs, diamonds, hearts; :data:`CARDS` is that list as our
cards and :data:`NUMBER` its inverse.

Moves. Our moves and OpenSpiel's actions differ in size at the end of a
hand. Our ``knock <card>`` (or ``gin <card>``) is one move: the engine lays
out the knocker's melds itself. OpenSpiel plays it as *knock*, the face-down
discard, one action per meld (it has no run longer than five cards, so a
longer run goes down in pieces) and *pass*. Our defender's ``done`` is
OpenSpiel's *pass* that ends the lay-offs, then the defender's melds and a
last *pass*; after gin, when our hand is simply over, OpenSpiel still asks
the defender for those melds and that pass. A take of the upcard at the wall
is OpenSpiel's *knock* there. :func:`actions_of` turns a move into its
actions, :func:`first_action` names the action that starts it, and
:func:`lay_out` gives the actions that lay out a hand at its least deadwood.

Rules. Every hand of ours here plays the house rule "OpenSpiel's scoring"
(``openspiel``: equal deadwood after a knock scores nothing, and a run takes
at most two lay-offs at each end), which is OpenSpiel's game; our default
rules make equal deadwood an undercut and let a run grow without limit.

The seat (:class:`MirrorSeat`) keeps a *mirror*: a hand of our engine played
in lock-step with OpenSpiel's, on which our AI decides exactly as it does in
the app (it is given ``mirror.observation(seat)`` and the legal moves). The
mirror is dealt our seat's ten cards and the upcard; every other card, which
our seat cannot see, starts at a random place among the opponent's hand and
the stock. The seat is told only the actions of both players, its own stock
draws and nothing else; when a card that was hidden shows (the opponent
discards or melds it, or our seat draws it) the mirror swaps it into place
with a card still hidden, which changes nothing our seat can observe. So
the observation our AI gets is the one our engine would give it holding the
same cards after the same public moves.

One thing OpenSpiel never shows the defender: the knocker's unmelded cards
(our rules lay them face up, OpenSpiel keeps them hidden until the score).
When OpenSpiel's player knocks, the mirror lays out OpenSpiel's melds as
laid and puts the lowest hidden cards that meld with nothing in place of the
unmelded ones: our level lays off believing the knocker's deadwood is as low
as it can be. Its lay-offs never depend on it (each one only lowers its own
deadwood), but it is an approximation, stated here.

Where the two games' rules differ (a move of ours OpenSpiel does not allow,
see the test of this module), the seat offers our AI only the moves that
OpenSpiel allows.
"""

from __future__ import annotations

import random
import time
from typing import Protocol

import pyspiel

from fanucci_desktop.ai import Player, make_player
from fanucci_desktop.ai.search import OraclePlayer
from fanucci_desktop.engine import Card, Move
from fanucci_desktop.engine.cards import standard_card
from fanucci_desktop.engine.rng import shuffled
from fanucci_desktop.games.gin_rummy import rules
from fanucci_desktop.games.gin_rummy.state import DISCARD, DRAW, GIN, KNOCK as KNOCK_MOVE
from fanucci_desktop.games.gin_rummy.state import PASS as PASS_MOVE
from fanucci_desktop.games.gin_rummy.state import TAKE_UPCARD, GinState

_GIN = pyspiel.gin_rummy
DRAW_UPCARD: int = _GIN.DRAW_UPCARD_ACTION
DRAW_STOCK: int = _GIN.DRAW_STOCK_ACTION
PASS: int = _GIN.PASS_ACTION
KNOCK: int = _GIN.KNOCK_ACTION
MELD_BASE: int = _GIN.MELD_ACTION_BASE
#: The longest run OpenSpiel has a meld action for.
LONGEST_RUN = 5
_UTILS = _GIN.GinRummyUtils(13, 4, rules.HAND_SIZE)

#: OpenSpiel's cards 0-51 as our cards.
CARDS: tuple[Card, ...] = tuple(standard_card(rank, suit) for suit in "SCDH"
                                for rank in range(1, 14))
#: The OpenSpiel number of each of our cards.
NUMBER: dict[Card, int] = {card: n for n, card in enumerate(CARDS)}


def meld_actions(melds: list[list[Card]]) -> list[int]:
    """OpenSpiel's actions laying ``melds``; a run longer than five goes
    down in pieces of three from its low end, the last piece 3 to 5 long."""
    actions = []
    for meld in melds:
        numbers = sorted(NUMBER[c] for c in meld)
        while len(numbers) > LONGEST_RUN:
            actions.append(MELD_BASE + _UTILS.meld_to_int(numbers[:3]))
            numbers = numbers[3:]
        actions.append(MELD_BASE + _UTILS.meld_to_int(numbers))
    return actions


def meld_of(action: int) -> list[Card]:
    """The cards of an OpenSpiel meld action."""
    return [CARDS[n] for n in _UTILS.int_to_meld[action - MELD_BASE]]


def lay_out(hand: list[Card]) -> list[int]:
    """The actions that lay out ``hand`` at its least deadwood, then pass:
    the defender's last actions in OpenSpiel."""
    return meld_actions(rules.best_arrangement(hand)[0]) + [PASS]


def first_action(phase: str, move: Move) -> int:
    """The OpenSpiel action that starts ``move``, played in ``phase``."""
    if move == TAKE_UPCARD:
        return KNOCK if phase == "wall" else DRAW_UPCARD
    if move == DRAW:
        return DRAW_STOCK
    if move.action in ("pass", "done"):
        return PASS
    if move.action in ("knock", "gin") and phase == "discard":
        return KNOCK
    return NUMBER[move.cards[0]]


def actions_of(phase: str, move: Move, after: GinState) -> list[int]:
    """Every OpenSpiel action of ``move``, played in ``phase``; ``after`` is
    our hand once the move is made (it holds the melds a knock laid out and
    the cards the defender keeps)."""
    start = first_action(phase, move)
    if move.action in ("knock", "gin"):
        tail = [NUMBER[move.cards[0]]] if start == KNOCK else []
        return [start] + tail + meld_actions(after.melds) + [PASS]
    if move.action == "done":
        defender = 1 - after.out_player  # type: ignore[operator]
        return [PASS] + lay_out(after.hands[defender])
    return [start]


class Seat(Protocol):
    """A player of OpenSpiel's gin in one seat, told only what it may see."""

    #: Wall time of each decision, ms.
    times: list[float]

    def begin(self, player: int, hand: list[int], upcard: int) -> None:
        """A new hand: our OpenSpiel player number, our ten cards, the upcard."""

    def observe(self, player: int, action: int, drawn: int | None = None) -> None:
        """``player`` played ``action``; ``drawn`` is the card of our own
        stock draw (None for the opponent's)."""

    def act(self, legal: list[int]) -> int:
        """Our action among OpenSpiel's ``legal`` ones."""


class MirrorSeat:
    """Our AI in one OpenSpiel seat, deciding on a mirror of our engine (see
    the module docstring)."""

    def __init__(self, player: Player, rng: random.Random) -> None:
        self.player = player
        self.rng = rng
        self.times: list[float] = []
        self.ours = 0
        self.mirror = GinState(dealer=1, hands=[[], []], stock=[], pile=[], openspiel=True)
        self.plan: list[int] = []
        self.knock: list[int] | None = None      # the opponent's knock, as it is laid
        self.wall_knock = False

    def begin(self, player: int, hand: list[int], upcard: int) -> None:
        self.ours = player
        known = {CARDS[n] for n in hand} | {CARDS[upcard]}
        hidden = shuffled([c for c in CARDS if c not in known], self.rng)
        hands: list[list[Card]] = [[], []]
        hands[player] = [CARDS[n] for n in hand]
        hands[1 - player] = hidden[:rules.HAND_SIZE]
        # OpenSpiel's player 0 is the non-dealer; our stock has its top last.
        self.mirror = GinState(dealer=1, hands=hands, stock=hidden[rules.HAND_SIZE:],
                               pile=[CARDS[upcard]], openspiel=True)
        self.plan, self.knock, self.wall_knock = [], None, False

    # -- what the seat is told ----------------------------------------------------
    def observe(self, player: int, action: int, drawn: int | None = None) -> None:
        if player == self.ours:
            if drawn is not None:
                self._show([CARDS[drawn]], top_of_stock=True)
                self.mirror.apply(DRAW)
            return
        if self.knock is not None:
            self.knock.append(action)
            if action == PASS:
                self._opponent_knocks()
            return
        if self.mirror.phase in ("layoff", "over"):
            return      # after our knock: we have nothing left to decide
        if action == KNOCK:
            self.knock, self.wall_knock = [], self.mirror.phase == "wall"
        elif action == DRAW_UPCARD:
            self.mirror.apply(TAKE_UPCARD)
        elif action == DRAW_STOCK:
            self.mirror.apply(DRAW)
        elif action == PASS:
            self.mirror.apply(PASS_MOVE)
        else:
            self._show([CARDS[action]])
            self.mirror.apply(DISCARD[CARDS[action]])

    def _show(self, cards: list[Card], top_of_stock: bool = False) -> None:
        """Cards hidden until now show: put them where they are seen (the
        opponent's hand, or the top of the stock for our draw), each swapped
        with a card still hidden from us."""
        opp = 1 - self.ours
        data = self.mirror.to_dict()
        hand = [rules.BY_TEXT[t] for t in data["hands"][opp]]
        stock = [rules.BY_TEXT[t] for t in data["stock"]]
        taken = set(self.mirror.took[opp])
        for card in cards:
            if top_of_stock:
                place, at = stock, len(stock) - 1
            elif card in hand:
                continue
            else:
                place = hand
                at = next(i for i, c in enumerate(hand) if c not in cards and c not in taken)
            other = place[at]
            if card in stock:
                stock[stock.index(card)] = other
            else:
                hand[hand.index(card)] = other
            place[at] = card
        data["hands"][opp] = [rules.TEXT[c] for c in hand]
        data["stock"] = [rules.TEXT[c] for c in stock]
        self.mirror = GinState.from_dict(data)

    def _opponent_knocks(self) -> None:
        """The opponent laid out its knock (``self.knock``: the discard, the
        melds, the pass): play it on the mirror with OpenSpiel's melds."""
        assert self.knock is not None
        discard = CARDS[self.knock[0]]
        melds = [meld_of(a) for a in self.knock[1:-1]]
        melded = [c for m in melds for c in m]
        upcard = self.mirror.upcard if self.wall_knock else None
        self._show([c for c in [discard] + melded if c != upcard])
        self._fill_deadwood(discard, melded, upcard)
        if self.wall_knock:
            self.mirror.apply(TAKE_UPCARD)
        left = [c for c in self.mirror.hands[1 - self.ours] if c != discard]
        if rules.deadwood(left) > self.mirror.knock_value:
            # OpenSpiel's eleven-card deadwood figure let the bot knock where our
            # rules would not (see the test of this module): let the mirror accept it.
            data = self.mirror.to_dict()
            data["knock_value"] = rules.deadwood(left)
            self.mirror = GinState.from_dict(data)
        self.mirror.apply((GIN if rules.deadwood(left) == 0 else KNOCK_MOVE)[discard])
        self.knock = None
        if self.mirror.phase == "layoff":
            data = self.mirror.to_dict()
            loose = [c for c in left if c not in melded]
            data["melds"] = [[rules.TEXT[c] for c in sorted(m, key=rules.INDEX.__getitem__)]
                             for m in melds]
            data["shown_deadwood"] = [rules.TEXT[c] for c in loose]
            data["knocker_deadwood"] = sum(rules.card_value(c) for c in loose)
            self.mirror = GinState.from_dict(data)

    def _fill_deadwood(self, discard: Card, melded: list[Card], upcard: Card | None) -> None:
        """Make the opponent's unmelded hidden cards the lowest hidden cards
        that meld with nothing (see the module docstring)."""
        opp = 1 - self.ours
        held = self.mirror.hands[opp] + ([upcard] if upcard is not None else [])
        keep = [c for c in held if c != discard
                and (c in melded or c in self.mirror.took[opp] or c == upcard)]
        free = [c for c in held if c != discard and c not in keep]
        chosen: list[Card] = []
        pool = sorted(free + self.mirror.stock, key=lambda c: (rules.card_value(c), NUMBER[c]))
        for card in pool:
            if len(chosen) == len(free):
                break
            trial = keep + chosen + [card]
            if rules.deadwood(trial) == rules.deadwood(keep + chosen) + rules.card_value(card):
                chosen.append(card)
        data = self.mirror.to_dict()
        stock = [rules.BY_TEXT[t] for t in data["stock"]]
        for old, new in zip([c for c in free if c not in chosen],
                            [c for c in chosen if c not in free]):
            stock[stock.index(new)] = old
            data["hands"][opp][data["hands"][opp].index(rules.TEXT[old])] = rules.TEXT[new]
        data["stock"] = [rules.TEXT[c] for c in stock]
        self.mirror = GinState.from_dict(data)

    # -- deciding -----------------------------------------------------------------
    def _decide(self, moves: list[Move]) -> Move:
        """Our AI's move among ``moves``, from the seat's observation."""
        return self.player.decide(self.mirror.observation(self.ours), moves, self.rng)

    def act(self, legal: list[int]) -> int:
        if not self.plan and self.mirror.is_over:
            self.plan = lay_out(self.mirror.hands[self.ours])   # the defender after gin
        if self.plan:
            return self.plan.pop(0)
        phase = self.mirror.phase
        moves = [m for m in self.mirror.legal_moves() if first_action(phase, m) in legal]
        started = time.perf_counter()
        move = self._decide(moves)
        self.times.append((time.perf_counter() - started) * 1000)
        after = self.mirror.clone()
        after.apply(move)
        if move != DRAW:            # our draw waits for the card OpenSpiel deals
            self.mirror = after
        first, *self.plan = actions_of(phase, move, after)
        return first


def dealt_hand(order: list[int]) -> GinState:
    """Our hand dealt exactly as OpenSpiel's chance nodes take ``order``
    (OpenSpiel card numbers): ten to player 0 (the non-dealer), ten to
    player 1 (the dealer), the upcard, then the stock from the top (our
    stock has its top last)."""
    cards = [CARDS[n] for n in order]
    return GinState(dealer=1, hands=[cards[:10], cards[10:20]],
                    stock=cards[:20:-1], pile=[cards[20]], openspiel=True)


class OracleSeat(MirrorSeat):
    """Measurement only: our ``oracle`` in one OpenSpiel seat. It is told
    the whole deal (``order``, as :func:`play_hand` deals it), so its mirror
    holds every card where it is and it decides on the mirror itself, as
    the oracle does on our ladder: it sees both hands, while its search
    shuffles the stock in every world (the order of the stock, chance
    still to come, is never used). It shows what seeing the opponent's
    hand is worth against the bot: a ceiling, not a fair player. The
    oracle searches every move our rules allow; where it picks one that
    OpenSpiel does not (see the module docstring), the seat plays the
    first move OpenSpiel allows instead."""

    def __init__(self, player: OraclePlayer, rng: random.Random, order: list[int]) -> None:
        super().__init__(player, rng)
        self.oracle = player
        self.order = order

    def begin(self, player: int, hand: list[int], upcard: int) -> None:
        self.ours = player
        self.mirror = dealt_hand(self.order)
        self.plan, self.knock, self.wall_knock = [], None, False

    def _fill_deadwood(self, discard: Card, melded: list[Card], upcard: Card | None) -> None:
        """Nothing to fill in: the mirror holds the knocker's true cards."""

    def _decide(self, moves: list[Move]) -> Move:
        move = self.oracle.decide_with_full_state(self.mirror, self.rng)
        return move if move in moves else moves[0]


def ai_seat(level: str, rng: random.Random, order: list[int]) -> MirrorSeat:
    """A seat played by our AI of ``level`` (an app level, or ``oracle``,
    which is told the deal ``order``)."""
    if level == "oracle":
        oracle = make_player("oracle", "gin-rummy")
        assert isinstance(oracle, OraclePlayer)
        return OracleSeat(oracle, rng, order)
    return MirrorSeat(make_player(level, "gin-rummy"), rng)
