"""The guided first hand of Fan Rummy (see :mod:`fanucci_desktop.engine.lesson`).

You against Basil, who deals. The script shows the knock card offer (a
spade, so the hand counts double), a face-down discard, taking the outer
card of a column for a set and then for a run with the ace low, and what
deadwood is; it stops with your hand one discard away from a knock. The
rest of the hand is free play against easy AI, with tips on knocking, gin
and laying off.
"""

from __future__ import annotations

import random

from ...engine.cards import parse_cards
from ...engine.lesson import Lesson, LessonStep, Pointer, Tip
from ...engine.protocol import HandContext
from ...i18n import N_
from . import rules
from .state import FanState

#: Your ten cards: two spades for the knock card, a pair of nines, two low
#: clubs for a run, and loose cards to throw away.
YOURS = "5S 6S 9H 9D AC 2C KH QD 4D 8C"
#: Basil's ten: a pair of tens, the rest loose.
BASILS = "10S 10C JH 8D 6C 4H 2D KS QC 7D"
#: The knock card: a 7 (knock with 7 or less) and a spade (points doubled).
KNOCK = "7S"
#: The outer cards of the columns, the outermost last: column 0 ends with
#: the 9 of Clubs; column 1 with the 10 of Hearts, and the 3 of Clubs under it.
OUTER = ("9C", "3C 10H")


def deal(ctx: HandContext) -> FanState:
    """The rigged hand: the cards above; the rest of the deck shuffled, the
    first eighteen under the outer cards of the columns, the last eleven the
    draw pile."""
    named = [parse_cards(t) for t in (YOURS, BASILS, KNOCK) + OUTER]
    used = {c for group in named for c in group}
    rest = [c for c in rules.DECK if c not in used]
    random.Random(ctx.seed).shuffle(rest)
    outer = [list(parse_cards(t)) for t in OUTER]
    under = [10 - len(cards) for cards in outer]
    columns = [rest[:under[0]] + outer[0], rest[under[0]:under[0] + under[1]] + outer[1]]
    return FanState(
        dealer=ctx.dealer, hands=[list(named[0]), list(named[1])],
        draw=rest[under[0] + under[1]:], columns=columns, knock_card=named[2][0],
        totals=tuple(ctx.totals))


HAND = "hand:0"

#: The script, move by move: the learner's and the opponents' alike.
STEPS = (
    LessonStep(
        0, "take knock",
        N_("Welcome! Take the knock card, the 7 of Spades between the columns: click it "
           "(or press T)."),
        N_("You may take it or pass it to Basil. Its value, 7, is the most your unmatched cards "
           "may add up to when you end the hand. It is a spade, so this hand counts double. And "
           "it fits your 5 and 6 of Spades."),
        (Pointer("knock", "7S"), Pointer(HAND, "5S"), Pointer(HAND, "6S"))),
    LessonStep(
        0, "discard KH",
        N_("Discard the King of Hearts: double-click it (or select it and press X)."),
        N_("Your 5, 6 and 7 of Spades make a run: three or more cards of one suit in a row. Cards "
           "in no group are deadwood and count against you: a king, queen or jack 10, an ace 1, "
           "any other card its number. The king fits nothing."),
        (Pointer(HAND, "KH"), Pointer(HAND, "5S"), Pointer(HAND, "6S"), Pointer(HAND, "7S"))),
    LessonStep(1, "draw", N_("Basil draws the top card of the draw pile."),
               N_("You took the knock card, so Basil has the first turn.")),
    LessonStep(1, "discard KS", N_("Basil discards a card face down."),
               N_("Discards stay face down: nobody sees them, and nobody can take one back.")),
    LessonStep(
        0, "take column 0",
        N_("Take the 9 of Clubs at the end of the left column: click it (or press 1)."),
        N_("Each turn you take one card: the top of the draw pile, or the outer card of either "
           "column, the one lying fully in view. The 9 of Clubs joins your 9 of Hearts and 9 of "
           "Diamonds in a set: three or four cards of one rank."),
        (Pointer("column:0", "9C"), Pointer(HAND, "9H"), Pointer(HAND, "9D"))),
    LessonStep(
        0, "discard QD",
        N_("Discard the Queen of Diamonds."),
        N_("Your deadwood is now the Ace and 2 of Clubs, the Queen and 4 of Diamonds and the 8 of "
           "Clubs: 25 points. Throwing the queen takes it down to 15."),
        (Pointer(HAND, "QD"),)),
    LessonStep(1, "take column 1", N_("Basil takes the 10 of Hearts from the right column."),
               N_("You both saw that card go. He may be collecting tens or hearts: keep that in "
                  "mind before you throw one away."), (Pointer("column:1", "10H"),)),
    LessonStep(1, "discard QC", N_("Basil discards face down."),
               N_("A hand ends when a player knocks: after their discard, their deadwood is no "
                  "more than the knock card's value. With every card in a group it is gin, worth "
                  "a bonus of 25.")),
    LessonStep(
        0, "take column 1",
        N_("Take the 3 of Clubs, now the outer card of the right column: click it (or press 2)."),
        N_("With your Ace and 2 of Clubs it makes a run. An ace is always low: Ace, 2, 3 is a "
           "run, but Queen, King, Ace is not."),
        (Pointer("column:1", "3C"), Pointer(HAND, "AC"), Pointer(HAND, "2C"))),
)

#: Advice for the rest of the hand, played freely.
TIPS = (
    Tip("knock", N_("You may knock now: select a card whose discard leaves 7 or less in loose "
                    "cards, then press Knock (or K).")),
    Tip("knock", N_("When you knock, Basil may lay off his loose cards on your groups, a fourth "
                    "card on a set or the next card of a run. You score his deadwood minus yours.")),
    Tip("knock", N_("If Basil ends up with less deadwood than you, he undercuts you and scores 25 "
                    "plus the difference. Knock early while his hand is still full of loose cards.")),
    Tip("gin", N_("Every card is in a group: press Gin (or G) for 25 points plus Basil's deadwood. "
                  "Nobody may lay off against gin.")),
    Tip("layoff", N_("Basil has knocked. Lay off what you can on his groups: every card you "
                     "place is deadwood you no longer count. Press Done (or N) when you have finished.")),
    Tip("draw", N_("Take a column's outer card only when it helps you: Basil sees what you take.")),
    Tip("draw", N_("Throw high loose cards first: a king left in your hand costs 10 if Basil knocks.")),
)

LESSON = Lesson(game_id="fan-rummy", names=("You", "Basil"), dealer=1, deal=deal,
                steps=STEPS, tips=TIPS, after=N_("The rest of the hand is yours to play."))
