"""Flathead Rummy as the app knows it: its :class:`~fanucci_desktop.games.record.GameRecord`
(the engine, the rules text, the keys, the lesson, where its AI and table are)."""

from __future__ import annotations

from ...i18n import N_, NP_
from ...rules_text import FANUCCI_DECK, Section, USING_THE_TABLE
from ..record import GameRecord
from .game import GAME
from .lesson import LESSON

#: The rules, in reading order: how to play, the cards, melds or tricks,
#: scoring with a worked example, every ruling of RULINGS.md said plainly.
RULES: tuple[Section, ...] = (
    Section(N_("How to play"), (
        N_("Flathead Rummy is for two to six players. Each player gets 10 cards. The rest "
           "of the deck lies face down as the draw pile, and its top card is turned up to "
           "begin the discard tableau: an open row of discards in which every card can be "
           "seen."),
        N_("Your turn has three steps. First, take one card. Next, if you want, put cards "
           "on the table: lay down new melds from your hand, or lay off cards onto any meld "
           "already there, yours or anyone else's. Finally, discard one card to the end of "
           "the tableau, unless you have just gone out."),
        N_("The first player to get rid of every card wins the hand and scores for the "
           "cards the others still hold. Hands continue until someone has 42 points or "
           "more, and that player wins the game."),
        N_("A shorter match may be chosen when a game is set up: one hand, which the first "
           "hand that scores decides, or play until somebody reaches 21."),
        N_("The dealer moves one seat to the left each hand, and the player sitting left "
           "of the dealer takes the first turn."),
    )),
    FANUCCI_DECK,
    Section(N_("Taking a card"), (
        N_("You may take the top card of the draw pile, the newest card of the tableau "
           "(the one at its end), or a card from deeper in the tableau."),
        N_("A buried card, meaning any tableau card except the newest, may be taken only "
           "if you can put it on the table during this same turn, in a new meld or as a "
           "lay-off; the table only offers it when such a play exists. Once you have it, "
           "you cannot finish your turn, neither by discarding nor by going out with a "
           "discard, until you have played that card to the table."),
        N_("Trumps lying in the tableau can never be picked up, not even the newest card. "
           "If the first card turned up is a trump, the first player has to draw."),
        N_("A card you took from the tableau cannot go straight back onto it: you may not "
           "discard it in the same turn."),
        N_("If the draw pile is empty when you want to draw, the tableau is gathered up, "
           "except for its newest card, and shuffled to make a fresh draw pile. That can "
           "happen only once in a hand. Should the draw pile run dry a second time, the "
           "hand stops at once as a dead hand, and nobody scores for it."),
    )),
    Section(N_("Melds"), (
        N_("A meld is a group of at least three cards with no more than one trump in it, "
           "and it has to fit one of three shapes, or more than one. A set: every card has "
           "the same rank (4 Bugs, 4 Rain, 4 Ears). A flush: every card has the same suit "
           "(2 Mazes, 7 Mazes, ∞ Mazes). A run: the ranks follow one another and every "
           "card has the same colour (3 Fromps, 4 Lamps, 5 Plungers are all red)."),
        N_("In a run, 0 comes right before 1. The ∞ is never part of a run: it is not the "
           "card after 9, so 8 Zurfs, 9 Zurfs, ∞ Zurfs is no run (although, being three "
           "Zurfs, it is a flush)."),
        N_("A trump fills a gap: it stands in for any one card the group is missing. Its "
           "part is not settled once and for all. In 5 Faces, 6 Faces, Grue, 8 Hives the "
           "Grue plays the yellow 7 of a run; if cards are added later, the Grue may end "
           "up standing for something else, as long as the whole group still works."),
        N_("A meld on the table has no fixed type either. You may lay off a card onto it "
           "whenever the group, with the new card, still meets the rule above, whichever "
           "shape it then has. Cards already on the table are never moved from one meld "
           "to another."),
        N_("Three shapes are bonus melds: a colour set (one rank, one colour: 3 Bugs, "
           "3 Mazes, 3 Inkblots), a flush run (following ranks in one suit: 1 Ears, "
           "2 Ears, 3 Ears) and an infinity (three or more ∞ cards). A group with a "
           "trump in it never counts as a bonus meld, even if the trump seems to "
           "complete one."),
        N_("Laying down a bonus meld earns you a bonus mark. Laying off never does, even "
           "when the meld you add to becomes a bonus shape. Marks belong to the hand they "
           "were earned in: everyone starts the next deal with none."),
    )),
    Section(N_("Going out and scoring"), (
        N_("You go out when your last card leaves your hand, whether you lay it down, lay "
           "it off or discard it. Then each other player, in turn order starting with the "
           "player to the winner's left, may lay off cards from their hand onto melds on "
           "the table. They may not lay down new melds."),
        N_("Only the winner scores. First count C: the cards still held by all the "
           "opponents together, with each trump counted as one card like any other, plus "
           "5 if only two play. The multiplier M is 1, plus the winner's bonus marks, "
           "minus the bonus marks of all the losers added together, but never below 1. "
           "The winner scores C times M."),
        N_("Worked example: four players. After the lay-offs the three losers hold 3, 2 "
           "and 2 cards, so C is 7. The winner laid down two bonus melds this hand and "
           "one loser laid down one, so M = 1 + 2 - 1 = 2 and the winner scores "
           "7 x 2 = 14. In a game of two, with the loser holding those 7 cards and that "
           "one mark, C is 7 + 5 = 12 and the winner scores 12 x 2 = 24. Had the losers "
           "held more marks than the winner, M would have stayed at 1."),
    )),
    USING_THE_TABLE,
)

RECORD = GameRecord(
    game=GAME,
    rules=RULES,
    keys=("draw", "take", "meld", "lay off", "discard", "pass"),
    key_words={"take": NP_("what a key does", "take the top discard"),
               "up": NP_("what a key does", "move between hand, tableau and melds"),
               "down": NP_("what a key does", "move between hand, tableau and melds"),
               "pass": NP_("what a key does", "done laying off"),
               "read piles": NP_("what a key does", "read the open cards: the discard tableau"),
               "see piles": NP_("what a key does", "see the whole discard tableau")},
    reads=("read piles", "read melds", "see piles"),
    sample_cards="7 Zurfs, 8 Zurfs, 9 Rain, Grue, ∞ Lamps",
    lesson=LESSON,
    knowledge="flathead_rummy",
    table="flathead_rummy",
    hold_s=3.2,
    undoable=True,
)
