"""Gin Rummy as the app knows it: its :class:`~fanucci_desktop.games.record.GameRecord`
(the engine, the rules text, the keys, the lesson, where its AI and table are)."""

from __future__ import annotations

from ...i18n import N_, NP_
from ...rules_text import Section, USING_THE_TABLE
from ..record import GameRecord
from .game import GAME
from .lesson import LESSON

#: The rules, in reading order: how to play, the cards, melds or tricks,
#: scoring with a worked example, every ruling of RULINGS.md said plainly.
RULES: tuple[Section, ...] = (
    Section(N_("How to play"), (
        N_("Gin Rummy is the classic two-player rummy, played with one 52-card deck. Each "
           "player gets 10 cards; the next card is turned face up beside the stock to start "
           "the discard pile. The top card of that pile is called the upcard."),
        N_("First the non-dealer may take the upcard or pass. After a pass the dealer gets "
           "the same choice. If both pass, the non-dealer starts by drawing from the stock. "
           "Whoever takes the first upcard discards a card, and the other player goes next."),
        N_("On a turn you take one card, either the upcard or the top card of the stock, and "
           "then discard one card face up onto the pile. The whole pile stays in view, but "
           "only its top card may ever be taken."),
        N_("Hands are played until somebody reaches 100 points. The deal alternates from hand "
           "to hand, except that whoever dealt a dead hand deals the next one too."),
        N_("A shorter or longer match may be chosen when a game is set up: one hand, which the "
           "first hand that scores decides, or play until somebody reaches 250."),
    )),
    Section(N_("Melds and deadwood"), (
        N_("A set is 3 or 4 cards of one rank. A run is 3 or more cards of one suit in "
           "sequence; aces are low only, so the Ace of Hearts, 2 of Hearts and 3 of Hearts "
           "make a run, but the Queen of Spades, King of Spades and Ace of Spades do not."),
        N_("A card can count in only one meld. Your deadwood is the value of every card left "
           "out of your melds, arranged in whichever way leaves the least: ace 1, 2 to 10 "
           "their number, and J, Q and K 10 each."),
    )),
    Section(N_("Ending a hand"), (
        N_("Knock: after taking a card, if you can discard so that your deadwood is 10 or "
           "less, you may knock. Your discard goes face down, and your melds and deadwood are "
           "laid out on the table."),
        N_("Gin: you knock with no deadwood at all, every one of your ten cards in a meld."),
        N_("After a knock, your opponent lays out their own melds and may lay off deadwood on "
           "your melds: the fourth card of a set of three, or cards extending a run at either "
           "end, as many as fit, one after another. Nobody may lay off against gin."),
        N_("The wall: once only two cards are left in the stock, nobody draws them. The player "
           "to move may take the upcard only if it lets them knock at once; otherwise they "
           "pass and the hand is dead."),
        N_("A hand is also dead when both players, one after the other, take the upcard and "
           "throw that same card straight back, and when the upcard has been taken 50 times. "
           "Nobody scores a dead hand."),
    )),
    Section(N_("Scoring"), (
        N_("After a knock, the knocker scores the opponent's deadwood minus their own. If the "
           "opponent ends with no more deadwood than the knocker, that is an undercut: the "
           "opponent scores the difference plus a bonus of 25. With equal counts the "
           "difference is nothing, so the undercut scores 25."),
        N_("Gin scores a bonus of 25 plus the opponent's deadwood."),
        N_("Worked example: you knock with 6 deadwood and your opponent, after laying off, "
           "holds 19. You score 19 - 6 = 13. Had they been left with 4, they would have "
           "undercut you and scored 25 + 2 = 27; left with 6, like you, they would have "
           "undercut you and scored 25."),
        N_("House rules, all off unless you switch them on when starting a game: Oklahoma (the "
           "first upcard's value is the most deadwood you may knock with, and an ace means "
           "only gin ends the hand); knocking with 5 or less instead of 10; big gin (all "
           "eleven cards melded right after taking a card scores 31 plus the opponent's "
           "deadwood, with no discard); game bonuses when the match ends (100 to the "
           "winner and 20 to each player for every hand they won); and OpenSpiel's scoring, "
           "the rules of OpenSpiel's Gin Rummy, where equal deadwood after a knock scores "
           "nothing and a run takes at most two cards laid off at each end."),
    )),
    USING_THE_TABLE,
)

RECORD = GameRecord(
    game=GAME,
    rules=RULES,
    keys=("draw", "take", "pass", "knock", "gin", "big gin", "lay off", "discard"),
    key_words={"take": NP_("what a key does", "take the upcard"),
               "pass": NP_("what a key does", "pass or finish laying off"),
               "read piles": NP_("what a key does", "read the open cards: the discard pile"),
               "see piles": NP_("what a key does", "see the whole discard pile")},
    reads=("read piles", "read melds", "see piles"),
    sample_cards="9H, 9S, 9D, QC, KC",
    lesson=LESSON,
    knowledge="gin_rummy",
    table="gin_rummy",
    hold_s=6.0,
    undoable=True,
)
