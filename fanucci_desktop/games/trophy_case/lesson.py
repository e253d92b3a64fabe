"""The guided first deal of Trophy Case (see :mod:`fanucci_desktop.engine.lesson`).

You, Ada and Basil. Three scripted tricks show following colour, how the
suits of a colour climb in the order they are played, beating or folding,
the rule that you may not fold while holding the led suit, a trump ending
a trick at once, and what scores; then the deal goes on against easy AI.
"""

from __future__ import annotations

import random

from ...engine.lesson import Lesson, LessonStep, Pointer, Tip
from ...engine.protocol import HandContext
from ...i18n import N_
from .deck import ALL_IDS, ids_from_texts
from .game import TrophyCaseGame
from .state import TrophyState

#: Your fourteen cards: blue Zurfs to lead low, blue Tops high, two trumps,
#: and no red or green card at all.
YOURS = ("2 Zurfs", "3 Zurfs", "9 Tops", "∞ Tops", "Lobster", "Snail", "1 Bugs", "4 Mazes",
         "7 Inkblots", "8 Hives", "2 Time", "5 Faces", "6 Bugs", "3 Inkblots")
#: Ada's: no Zurfs and a single Ears card, so she may fold when the script folds.
ADAS = ("5 Rain", "1 Rain", "9 Lamps", "2 Lamps", "6 Ears", "3 Books", "7 Scythes", "4 Hives",
        "6 Time", "1 Faces", "8 Bugs", "5 Mazes", "2 Inkblots", "Death")
#: Basil's: no Zurfs either.
BASILS = ("0 Fromps", "4 Fromps", "7 Ears", "2 Ears", "6 Rain", "8 Plungers", "3 Scythes", "9 Hives",
          "0 Time", "7 Faces", "4 Bugs", "1 Mazes", "6 Inkblots", "Jester")


def deal(ctx: HandContext) -> TrophyState:
    """The rigged first deal: the hands above, the rest of the deck the stock; you lead."""
    hands = [sorted(ids_from_texts(h)) for h in (YOURS, ADAS, BASILS)]
    dealt = {c for h in hands for c in h}
    stock = [c for c in ALL_IDS if c not in dealt]
    random.Random(ctx.seed).shuffle(stock)
    state = TrophyState(
        num_players=ctx.num_players, dealer=ctx.dealer, deal_number=1, cycle_deal=1,
        totals=tuple(ctx.totals), target=TrophyCaseGame.info.target_score, stock=stock,
        set_aside=[], discarded=[], hands=hands, tricks=[], leader=0, trick=[], trick_players=[],
        folded=[False] * ctx.num_players)
    state.start_lead()
    return state


HAND = "hand:0"

#: The script, move by move: the learner's and the opponents' alike.
STEPS = (
    LessonStep(
        0, "lead 2 Zurfs",
        N_("Welcome! You lead the first trick: play the 2 of Zurfs. Select it, then press Lead "
           "(or P)."),
        N_("Zurfs, Rain and Tops are the three blue suits. Lead a low card of a colour in which you "
           "hold high cards of another suit: here your 9 and ∞ of Tops."),
        (Pointer(HAND, "2 Zurfs"), Pointer(HAND, "9 Tops"), Pointer(HAND, "∞ Tops"))),
    LessonStep(
        1, "play 5 Rain", N_("Ada plays the 5 of Rain."),
        N_("Each player must play a card of the led colour if they have one, and it must beat the "
           "high card. Rain is the second blue suit played, so every Rain card now beats every Zurfs card."),
        (Pointer("trick"),)),
    LessonStep(
        2, "fold", N_("Basil folds."),
        N_("Folding drops you out of this trick. You keep your cards, but you cannot win it."),
        (Pointer("trick"),)),
    LessonStep(
        0, "play 9 Tops",
        N_("Play the 9 of Tops: Tops is the third blue suit, so it beats the Rain."),
        N_("You could not fold anyway: you still hold the 3 of Zurfs, a card of the suit that was "
           "led, and nobody may fold while holding the led suit."),
        (Pointer(HAND, "9 Tops"), Pointer(HAND, "3 Zurfs"), Pointer("trick", "5 Rain"))),
    LessonStep(
        1, "fold", N_("Ada cannot beat the 9 of Tops, so she folds."),
        N_("Everyone else has folded: the trick is yours. It scores 1 point for the 9. Eights and "
           "nines are worth 1 point, ∞ cards 2."),
        (Pointer("trick", "9 Tops"),)),
    LessonStep(
        1, "lead 9 Lamps", N_("Ada, on the winner's left, leads the 9 of Lamps."),
        N_("The player left of the trick's winner always leads the next one.")),
    LessonStep(
        2, "play 0 Fromps", N_("Basil beats it with the 0 of Fromps."),
        N_("Fromps is the second red suit played, so even its 0 beats the 9 of Lamps.")),
    LessonStep(
        0, "play Lobster",
        N_("Play the Lobster, a trump: it wins this trick at once."),
        N_("You hold no red card, so you may play a trump. A trump ends the trick on the spot, "
           "and when a trump ends it, zeros score too: 1 for the 9, 1 for the 0."),
        (Pointer(HAND, "Lobster"), Pointer("trick"))),
    LessonStep(
        1, "lead 6 Ears", N_("Ada leads the 6 of Ears, a green card."), ""),
    LessonStep(
        2, "play 7 Ears", N_("Basil beats it with the 7 of Ears."), ""),
    LessonStep(
        0, "fold",
        N_("Fold this one: press Fold (or F)."),
        N_("You have no green card, so only your last trump could win it, and this trick holds "
           "no points at all. Save the Snail for a trick worth having."),
        (Pointer("trick"), Pointer(HAND, "Snail"))),
    LessonStep(
        1, "fold", N_("Ada folds too, and Basil wins an empty trick."),
        N_("You lead next, as the player on Basil's left.")),
)

#: Advice for the rest of the hand, played freely.
TIPS = (
    Tip("lead", N_("When you lead, pick a colour where you hold low cards of one suit and high "
                   "cards of another: lead the low ones.")),
    Tip("lead", N_("Lead a 0 with care: if someone trumps the trick, zeros score for them.")),
    Tip("fold", N_("You may fold whenever you hold no card of the led suit. A card kept is a "
                   "card to win a later trick with.")),
    Tip("play", N_("A card out of colour never wins. Play one only when you are already winning "
                   "or hold a trump in reserve.")),
    Tip("play", N_("Trumps end a trick at once: save them for tricks with 8s, 9s or ∞ cards in them.")),
)

LESSON = Lesson(game_id="trophy-case", names=("You", "Ada", "Basil"), dealer=2, deal=deal,
                steps=STEPS, tips=TIPS, after=N_("The rest of the deal is yours to play."))
