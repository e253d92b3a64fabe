"""Fan Rummy as the app knows it: its :class:`~fanucci_desktop.games.record.GameRecord`
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
        N_("Fan Rummy is a gin rummy for two players with one 52-card deck. Each player "
           "gets 10 cards. Twenty more are dealt face up into two columns of 10, "
           "overlapped so every card can be read. One card goes face up between the "
           "columns: the knock card. The remaining 11 cards form the face-down draw pile."),
        N_("Before play starts, the non-dealer decides whether to take the knock card. If "
           "they pass, the dealer has to take it. Whoever takes it adds it to their hand "
           "and discards one card face down to start the discard pile. The other player "
           "then has the first turn."),
        N_("On a turn you take one card, either the draw pile's top card or the outer "
           "card (the fully visible end card) of either column, and then discard one card "
           "face down. Discards stay hidden, and nobody can ever take one back."),
        N_("The deal alternates from hand to hand. The first player to reach 100 points "
           "wins the game."),
        N_("A shorter match may be chosen when a game is set up: one hand, which the first "
           "hand that scores decides, or play until somebody reaches 50."),
    )),
    Section(N_("Melds and deadwood"), (
        N_("Cards are named rank first, then suit letter: AH, 10D, KS. A run is 3 or more "
           "cards of one suit in a row. Aces are low only: AH 2H 3H is a run, QS KS AS is "
           "not. A set is 3 or 4 cards of one rank."),
        N_("Deadwood is every card that is not in a meld. Count it as ace 1, 2 to 10 their "
           "number, and J, Q and K 10 each."),
        N_("The knock card is valued by the same scale: with a 7 you may knock holding 7 "
           "or less deadwood, with a king 10 or less, and with an ace 1 or less."),
    )),
    Section(N_("Ending a hand"), (
        N_("Knock: after your discard, if your deadwood is no more than the knock card's "
           "value, you may end the hand and show your cards. Your opponent may then lay "
           "off their deadwood onto your melds before it is counted."),
        N_("Gin: after your discard, all ten of your cards form melds."),
        N_("Big gin: right after taking a card, all eleven of your cards form melds; you "
           "end the hand without discarding."),
        N_("Nobody may lay off against gin or big gin."),
        N_("If the draw pile and both columns are used up and nobody has ended the hand, "
           "the hand is dead and nobody scores."),
    )),
    Section(N_("Scoring"), (
        N_("After a knock, the knocker scores the opponent's deadwood minus their own. If "
           "the knocker has more deadwood than the opponent, the knocker is undercut and "
           "the opponent scores 25 plus the difference. If the two counts are equal, "
           "nobody scores."),
        N_("Gin scores 25 plus the opponent's deadwood; big gin scores 31 plus the "
           "opponent's deadwood."),
        N_("When the knock card is a spade, the points of that hand are doubled."),
        N_("Worked example: the knock card is 8S. You knock with 5 deadwood, and after "
           "laying off your opponent has 17. You score 17 - 5 = 12, doubled for the spade "
           "to 24. Had your opponent been left with 3 instead, you would be undercut: "
           "they would score 25 + 2 = 27, doubled to 54."),
    )),
    USING_THE_TABLE,
)

RECORD = GameRecord(
    game=GAME,
    rules=RULES,
    keys=("draw", "take column 1", "take column 2", "take", "pass", "knock", "gin", "big gin",
          "lay off", "discard"),
    key_words={"take": NP_("what a key does", "take the knock card"),
               "pass": NP_("what a key does", "pass or finish laying off"),
               "read piles": NP_("what a key does", "read the columns, the knock card and the discard pile"),
               "see piles": NP_("what a key does", "see both columns whole")},
    reads=("read piles", "read melds", "see piles"),
    sample_cards="6C, 7C, 8C, KH, AS",
    lesson=LESSON,
    knowledge="fan_rummy",
    table="fan_rummy",
    hold_s=6.0,
    undoable=True,
)
