"""The guided first hand of Gin Rummy (see :mod:`fanucci_desktop.engine.lesson`).

You against Nora, who deals. The script shows the offer of the first
upcard (you pass, Nora passes, so you draw from the stock), a run with the
ace low, a face-up discard that Nora could take, taking the upcard for a
set, what deadwood is, and Nora taking one of your discards. It stops on
your turn with two melds and 22 points of deadwood; the next card of the
stock makes a third meld and lets you knock. The rest of the hand is free
play against easy AI, with tips on what to take and throw, knocking, gin,
laying off, undercuts and the wall.
"""

from __future__ import annotations

import random

from ...engine.cards import parse_cards
from ...engine.lesson import Lesson, LessonStep, Pointer, Tip
from ...engine.protocol import HandContext
from ...i18n import N_
from . import rules
from .state import GinState

#: Your ten cards: the Ace and 2 of Diamonds and a pair of eights to build
#: on, the 4 and 6 of Clubs waiting for the 5, and loose cards.
YOURS = "AD 2D 8H 8S 4C 6C KS QH 7H 5S"
#: Nora's ten: two queens (she takes your Queen of Hearts), the 8 of
#: Diamonds and the Jack of Spades to throw, the rest loose.
NORAS = "QC QD 8D JS 7C 10S 10H 3H 9C KD"
#: The first upcard: it fits neither hand.
UPCARD = "6D"
#: The top of the stock, the next card last: you draw the 3 of Diamonds,
#: Nora the 2 of Hearts, then the 5 of Clubs waits for you.
STOCK_TOP = "5C 2H 3D"


def deal(ctx: HandContext) -> GinState:
    """The rigged hand: the cards above; the rest of the deck shuffled
    under the top of the stock."""
    named = [parse_cards(t) for t in (YOURS, NORAS, UPCARD, STOCK_TOP)]
    used = {c for group in named for c in group}
    rest = [c for c in rules.DECK if c not in used]
    random.Random(ctx.seed).shuffle(rest)
    return GinState(dealer=ctx.dealer, hands=[list(named[0]), list(named[1])],
                    stock=rest + list(named[3]), pile=list(named[2]),
                    totals=tuple(ctx.totals) if ctx.totals else (0, 0))


HAND = "hand:0"

#: The script, move by move: the learner's and the opponents' alike.
STEPS = (
    LessonStep(
        0, "pass",
        N_("Welcome to Gin! Nora dealt and turned up the 6 of Diamonds. It does not help you: "
           "press Pass (or N)."),
        N_("This first upcard is offered to you first. If you pass, Nora may take it. If she "
           "passes too, you begin by drawing from the stock."),
        (Pointer("discard", "6D"),)),
    LessonStep(1, "pass", N_("Nora passes too."),
               N_("Nobody took the first upcard, so you play first, from the stock.")),
    LessonStep(
        0, "draw",
        N_("Draw the top card of the stock: click the stock (or press D)."),
        N_("Each turn you take one card, then discard one. Your aim is melds: a set is three or "
           "four cards of one rank, a run three or more cards in a row in one suit."),
        (Pointer("stock"),)),
    LessonStep(
        0, "discard KS",
        N_("You drew the 3 of Diamonds. Now discard the King of Spades: double-click it (or select "
           "it and press X)."),
        N_("The 3 makes a run with your Ace and 2 of Diamonds. An ace is low: Queen, King, Ace "
           "is no run. The king fits nothing. It goes face up on the pile, where Nora may take it."),
        (Pointer(HAND, "KS"), Pointer(HAND, "AD"), Pointer(HAND, "2D"), Pointer(HAND, "3D"))),
    LessonStep(1, "draw", N_("Nora draws from the stock."),
               N_("She left your king on the pile. What a player takes, and what they leave, "
                  "tells you something about their hand."),
               (Pointer("discard", "KS"),)),
    LessonStep(1, "discard 8D", N_("Nora discards the 8 of Diamonds."),
               N_("Discards stay face up on the pile. Only the top one, the upcard, may be taken.")),
    LessonStep(
        0, "take discard",
        N_("Take the 8 of Diamonds, the upcard: click the pile (or press T)."),
        N_("It makes a set with your 8 of Hearts and 8 of Spades. You may take the upcard "
           "instead of drawing, but Nora sees what you take."),
        (Pointer("discard", "8D"), Pointer(HAND, "8H"), Pointer(HAND, "8S"))),
    LessonStep(
        0, "discard QH",
        N_("Discard the Queen of Hearts."),
        N_("Cards in no meld are deadwood. They count against you: a king, queen or jack 10, an "
           "ace 1, any other card its number. Without the queen, yours is 22. The box at the "
           "bottom right keeps the count."),
        (Pointer(HAND, "QH"),)),
    LessonStep(1, "take discard", N_("Nora takes your Queen of Hearts."),
               N_("So she keeps queens, or hearts next to the queen. Throw her no more of those."),
               (Pointer("discard", "QH"),)),
    LessonStep(1, "discard JS", N_("Nora discards the Jack of Spades."),
               N_("When your deadwood after a discard is 10 or less, you may knock: the hand "
                  "ends and both hands are laid out. No deadwood at all is gin.")),
)

#: Advice for the rest of the hand, played freely.
TIPS = (
    Tip("knock", N_("Knock now rather than wait for gin: early in a hand, a few points of "
                    "deadwood are a safe bet.")),
    Tip("knock", N_("To knock, select the card to throw and press Knock (or K). It goes face down, and "
                    "both hands are laid out.")),
    Tip("knock", N_("Nora may then lay off loose cards on your melds. If her deadwood ends up no "
                    "higher than yours, she undercuts you and scores 25 more.")),
    Tip("gin", N_("Every card but one fits a meld: select that card and press Gin (or G). Gin scores 25 "
                  "plus Nora's deadwood, and she may not lay off.")),
    Tip("draw", N_("Take the upcard only when it makes or grows a meld. A card from the stock "
                   "tells Nora nothing.")),
    Tip("draw", N_("Watch what Nora takes from the pile, like the Queen of Hearts, and do not "
                   "throw her cards that fit it.")),
    Tip("discard", N_("Throw high loose cards first: a king still in your hand costs 10 if Nora "
                      "knocks.")),
    Tip("discard", N_("Has Nora been taking upcards? She may be close to knocking. Keep your low "
                      "cards and throw the high ones.")),
    Tip("done", N_("Nora knocked. Lay off what you can: select a card, then click her meld it "
                   "fits (or press A). Press Done (or N) when you have finished.")),
    Tip("done", N_("If your deadwood ends up no higher than Nora's, you undercut her: you score "
                   "the difference plus 25.")),
    Tip("pass", N_("Two cards are left in the stock: the wall. Take the upcard only to knock with "
                   "it. Otherwise pass, and the hand ends with no score.")),
)

LESSON = Lesson(game_id="gin-rummy", names=("You", "Nora"), dealer=1, deal=deal,
                steps=STEPS, tips=TIPS,
                after=N_("Play on. Knock as soon as your deadwood is 10 or less."))
