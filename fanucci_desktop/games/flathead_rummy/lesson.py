"""The guided first hand of Flathead Rummy (see :mod:`fanucci_desktop.engine.lesson`).

You against Basil. In two turns the script shows a set, a one-colour run,
a discard to the open tableau, a card taken from deep in the tableau that
must be played at once, laying off and a bonus meld. Then the hand is the
learner's: the last card is a trump, and the tips say how it stands in for
a missing card, how going out ends the hand, and that Basil may still lay
off before the count. Basil holds nothing that melds.
"""

from __future__ import annotations

import random

from ...engine.cards import parse_card
from ...engine.lesson import Lesson, LessonStep, Pointer, Tip
from ...engine.protocol import HandContext
from ...i18n import N_
from .codes import CARDS, CODE
from .state import TAKE_PHASE, FlatheadState

#: The learner's ten cards.
YOURS = ("2 Zurfs", "3 Tops", "4 Hives", "5 Hives", "6 Hives", "7 Bugs", "7 Lamps", "7 Zurfs",
         "0 Faces", "Grue")
#: Basil's ten cards: no set, flush or run among them.
BASILS = ("0 Bugs", "2 Lamps", "4 Ears", "6 Time", "8 Inkblots", "1 Tops", "3 Mazes", "5 Plungers",
          "9 Fromps", "∞ Scythes")
#: The card turned up to start the tableau.
FLIP = "5 Rain"
#: The top of the draw pile, the next card last: Basil draws the 8 of Books after you draw the 4 of Rain.
PILE_TOP = ("8 Books", "4 Rain")


def _codes(texts) -> list[int]:
    return [CODE[parse_card(t)] for t in texts]


def deal(ctx: HandContext) -> FlatheadState:
    """The rigged hand: the cards above, the rest of the deck shuffled under
    the top of the draw pile."""
    named = set(_codes(YOURS + BASILS + (FLIP,) + PILE_TOP))
    rest = [code for code in range(len(CARDS)) if code not in named]
    random.Random(ctx.seed).shuffle(rest)
    return FlatheadState(
        num_players=ctx.num_players, dealer=ctx.dealer, hand_number=ctx.hand_number, seed=ctx.seed,
        totals=tuple(ctx.totals), hands=[sorted(_codes(YOURS)), sorted(_codes(BASILS))],
        draw=rest + _codes(PILE_TOP), tableau=_codes((FLIP,)), melds=[], owners=[], marks=[0, 0],
        phase=TAKE_PHASE, to_act=0)


HAND = "hand:0"

#: The script, move by move: the learner's and the opponents' alike.
STEPS = (
    LessonStep(
        0, "draw",
        N_("Welcome! Your goal is to get rid of all your cards. Start your turn: draw a card from the pile (click it, or press D)."),
        N_("Each turn starts with one card: the top of the face-down pile, or a card from the open "
           "discard tableau. The 5 of Rain there fits nothing you hold yet."),
        (Pointer("draw"),)),
    LessonStep(
        0, "meld 7 Bugs, 7 Lamps, 7 Zurfs",
        N_("Lay down your three 7s: select them, then press Lay down (or M)."),
        N_("Three or more cards of one rank make a set, whatever their suits. Cards laid on the "
           "table no longer count against you."),
        (Pointer(HAND, "7 Bugs"), Pointer(HAND, "7 Lamps"), Pointer(HAND, "7 Zurfs"))),
    LessonStep(
        0, "meld 2 Zurfs, 3 Tops, 4 Rain",
        N_("Now lay down the 2 of Zurfs, the 3 of Tops and the 4 of Rain you just drew."),
        N_("Zurfs, Tops and Rain are all blue suits. Three ranks in a row of one colour make a run: "
           "the suits may differ, the colour may not. A card's colour is the colour of its suit."),
        (Pointer(HAND, "2 Zurfs"), Pointer(HAND, "3 Tops"), Pointer(HAND, "4 Rain"))),
    LessonStep(
        0, "discard 0 Faces",
        N_("End your turn: discard the 0 of Faces."),
        N_("Every turn ends with a discard to the end of the tableau. Choose with care: every card "
           "there stays in view, and a player may pull out a buried one if they can play it at once."),
        (Pointer(HAND, "0 Faces"), Pointer("tableau"))),
    LessonStep(1, "draw", N_("Basil draws a card."), N_("Watch what he throws away.")),
    LessonStep(1, "discard 9 Fromps", N_("Basil discards the 9 of Fromps."),
               N_("Your 0 of Faces and the 5 of Rain are now buried under it.")),
    LessonStep(
        0, "take 5 Rain",
        N_("Take the 5 of Rain from deep in the tableau: click it (or press Up to reach the tableau, "
           "move to it with Left and Right, and press Space)."),
        N_("Only the last card of the tableau is free to take. A buried card may be taken too, "
           "but only if you play it on the table this same turn. The 5 of Rain goes on your blue run."),
        (Pointer("tableau", "5 Rain"), Pointer("meld:1"))),
    LessonStep(
        0, "layoff 5 Rain -> meld 1",
        N_("Lay the 5 of Rain off on your blue run: select it, then drag it onto the run "
           "(or press A)."),
        N_("Adding cards to a meld on the table is laying off; you may lay off on anyone's meld. "
           "A buried card you took must be played before your turn can end."),
        (Pointer(HAND, "5 Rain"), Pointer("meld:1"))),
    LessonStep(
        0, "meld 4 Hives, 5 Hives, 6 Hives",
        N_("Lay down the 4, 5 and 6 of Hives."),
        N_("A run all in one suit is a bonus meld, and so are a set all of one colour and a set of "
           "∞ cards. Each earns a bonus mark, and bonus marks multiply the points of the player "
           "who goes out."),
        (Pointer(HAND, "4 Hives"), Pointer(HAND, "5 Hives"), Pointer(HAND, "6 Hives"))),
)

#: Advice for the rest of the hand, played freely. The tip shown turns over
#: with the moves; at the learner's first free turn (after nine scripted
#: moves) the second that fits is the Grue's.
TIPS = (
    Tip("discard", N_("Be careful what you discard: a card that matches one deeper in the "
                      "tableau lets the next player pull that one out and play it.")),
    Tip("layoff", N_("The Grue in your hand is a trump: it stands in for any card a meld lacks, "
                     "here a fourth 7, but a meld holds only one trump. Lay it on your 7s: your "
                     "last card played ends the hand and you go out. Basil may still lay off "
                     "before the count, and each card he sheds is a point less for you.")),
    Tip("take", N_("A buried card is yours only if you play it this same turn.")),
    Tip("draw", N_("Keep cards that build toward a one-colour run or a set: bonus melds "
                   "multiply your points when you go out.")),
)

LESSON = Lesson(game_id="flathead-rummy", names=("You", "Basil"), dealer=1, deal=deal,
                steps=STEPS, tips=TIPS,
                after=N_("The rest of the hand is yours: play your last card to go out."))
