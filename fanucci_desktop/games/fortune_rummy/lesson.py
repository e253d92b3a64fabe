"""The guided first hand of Fortune Rummy (see :mod:`fanucci_desktop.engine.lesson`).

You against Basil; Basil deals, so you start. In two turns the hand shows
the two decks (a set holding two Kings of Spades), a deuce standing in for
a card, the Queen of Spades melded, taking the whole discard pile because
its top card goes straight into a new meld with two of your cards, and
adding to your own meld; Basil's turn between says what the Queen of Spades
costs in hand and how a hand ends. Then free play against easy AI, with
tips from the rules' advice.
"""

from __future__ import annotations

import random

from ...engine.cards import parse_cards
from ...engine.lesson import Lesson, LessonStep, Pointer, Tip
from ...engine.protocol import HandContext
from ...i18n import N_
from .codes import CODE, NUM_CODES
from .game import GAME
from .rules import HouseRules
from .state import FortuneState

#: Your eleven cards: three kings, two queens with the Queen of Spades, the
#: 5 and 6 of Hearts, loose cards.
YOURS = "KS KS KH QS QD 5H 6H JD 10C 4C 3S"
#: Basil's eleven: the 7 of Hearts he will throw, nothing that melds.
BASILS = "7H 3D 8S JS 4H 10D AD 6C QC KD 9S"
#: The card turned up to start the pile: it fits nothing you hold yet.
UP = "8H"
#: The top of the stock, the next card last: you draw the 2 of Clubs.
STOCK_TOP = "2C"


def _codes(texts: str) -> list[int]:
    return [CODE[c] for c in parse_cards(texts)]


def deal(ctx: HandContext) -> FortuneState:
    """The rigged hand: the cards above, the rest of both decks shuffled
    under the top of the stock."""
    named = _codes(" ".join((YOURS, BASILS, UP, STOCK_TOP)))
    left = [2] * NUM_CODES
    for code in named:
        left[code] -= 1
    rest = [code for code in range(NUM_CODES) for _ in range(left[code])]
    random.Random(ctx.seed).shuffle(rest)
    hands = [[0] * NUM_CODES for _ in range(ctx.num_players)]
    for seat, cards in enumerate((YOURS, BASILS)):
        for code in _codes(cards):
            hands[seat][code] += 1
    up = _codes(UP)
    return FortuneState(
        num_players=ctx.num_players, dealer=ctx.dealer, hand_number=ctx.hand_number, seed=ctx.seed,
        rules=HouseRules.of(GAME.resolve_options(ctx.options)), hands=hands,
        stock=rest + _codes(STOCK_TOP), pile=up, melds=[], owners=[],
        memory=[list(up) for _ in range(ctx.num_players)], to_act=(ctx.dealer + 1) % ctx.num_players,
        phase="take", restocks=0, melded_since_restock=False, totals=tuple(ctx.totals), ended=None,
        went_out=None)


HAND = "hand:0"

#: The script, move by move: the learner's and the opponents' alike.
STEPS = (
    LessonStep(
        0, "draw",
        N_("Welcome! Lay your cards on the table in groups, worth points, before Basil does. "
           "Start: draw from the stock (click it, or press D)."),
        N_("Two decks are mixed here, so every card comes twice: see your two Kings of Spades. "
           "The 8 of Hearts on the pile fits nothing you hold yet."),
        (Pointer("stock"), Pointer(HAND, "KS"))),
    LessonStep(
        0, "meld KS KS KH",
        N_("Lay down your three kings: select them, then press Meld (or M)."),
        N_("Three or four cards of one rank make a set, and with two decks two of them may be "
           "the very same card. Kings, queens, jacks, 10s, 9s and 8s are worth 10 points each on "
           "the table."),
        (Pointer(HAND, "KS"), Pointer(HAND, "KH"))),
    LessonStep(
        0, "meld QS QD 2C",
        N_("Lay down the Queen of Spades and the Queen of Diamonds with the 2 of Clubs you drew."),
        N_("Every 2 is wild: it stands for any card, here a third queen. A group needs at least "
           "two real cards besides. The Queen of Spades is worth 50 on the table."),
        (Pointer(HAND, "QS"), Pointer(HAND, "QD"), Pointer(HAND, "2C"))),
    LessonStep(
        0, "discard JD",
        N_("End your turn: discard the Jack of Diamonds."),
        N_("Each turn ends with one discard. Cards left in your hand when the hand ends cost you "
           "points, 10 for a jack, so throw the high loose ones."),
        (Pointer(HAND, "JD"), Pointer("discard"))),
    LessonStep(1, "draw", N_("Basil draws from the stock."),
               N_("Had you kept the Queen of Spades in your hand, it would cost you 50. You may "
                  "not discard it either, unless it is your very last card.")),
    LessonStep(1, "discard 7H", N_("Basil discards the 7 of Hearts."),
               N_("A hand ends when someone has no cards left. If the stock runs out, the pile "
                  "is turned over as a new stock; if that runs out too with nothing laid down "
                  "since, the hand ends there.")),
    LessonStep(
        0, "take-pile 5H 6H",
        N_("Take the whole pile: select your 5 and 6 of Hearts, then click the pile (or press T)."),
        N_("You may take the pile only when its top card, here the 7 of Hearts, goes straight "
           "into a new group with two of your cards. Then the rest of the pile joins your hand."),
        (Pointer("discard", "7H"), Pointer(HAND, "5H"), Pointer(HAND, "6H"))),
    LessonStep(
        0, "add 8H -> meld 2",
        N_("The 8 of Hearts came with the pile: add it to your run of Hearts. Select it, then "
           "click the run (or press A)."),
        N_("Three or more cards of one suit in order make a run. You may add cards only to "
           "your own groups, never to Basil's."),
        (Pointer(HAND, "8H"), Pointer("meld:2"))),
)

#: Advice for the rest of the hand, played freely.
TIPS = (
    Tip("meld", N_("Lay down groups as soon as you can: on the table they score, in your hand "
                   "they cost.")),
    Tip("meld", N_("Holding the Queen of Spades? Get it down: 50 on the table, minus 50 in your hand.")),
    Tip("meld", N_("A 2 kept in hand can complete a group with the Queen of Spades at any moment.")),
    Tip("discard", N_("When Basil has only a few cards left, throw your high cards first: kings "
                      "to 8s cost 10 each if he goes out.")),
    Tip("discard", N_("You go out when your hand is empty; your last card may be a discard.")),
    Tip("draw", N_("The pile is yours only when its top card makes a new group with two of your "
                   "cards. Watch for it: it brings every card under it too.")),
)

LESSON = Lesson(game_id="fortune-rummy", names=("You", "Basil"), dealer=1, deal=deal,
                steps=STEPS, tips=TIPS, after=N_("The rest of the hand is yours to play."))
