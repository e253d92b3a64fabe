"""Fortune Rummy as the app knows it: its :class:`~fanucci_desktop.games.record.GameRecord`
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
        N_("Fortune Rummy is for two to eight players, with two ordinary 52-card decks "
           "mixed together: 104 cards. Each player gets 11 cards. One card is turned face "
           "up to begin the discard pile, and the rest make the stock."),
        N_("On your turn: take cards, put melds on the table if you like, then discard one "
           "card on top of the discard pile. Only the top discard can be seen."),
        N_("Take either the top card of the stock or the whole discard pile. You may take "
           "the pile only when its top card goes at once into a new meld together with at "
           "least two cards from your hand: that meld goes down first, then the rest of "
           "the pile joins your hand."),
        N_("You may add cards to your own melds on the table, never to anyone else's."),
        N_("The Queen of Spades (QS) cannot be discarded except as your final card when "
           "you go out. Holding it, you either meld it or keep it until you can go out "
           "with it. If your whole hand is two Queens of Spades and one of them fits one "
           "of your own melds, you must add it there; your last card is then the second "
           "Queen, and discarding it takes you out. Only when neither fits your melds may "
           "you throw one away and carry on, since you could never end your turn otherwise."),
        N_("When the stock runs out, every discard but the top one is flipped face down "
           "as it lies, without shuffling, and becomes the new stock. If there is nothing to "
           "turn over, the hand stops and is scored as it stands. The pile is turned over "
           "at the end of the turn that emptied the stock, before the following player "
           "draws or takes the pile."),
        N_("So that every hand ends: the stock is always rebuilt from the discards the "
           "first time it runs dry. Once rebuilt, if it empties again without anyone "
           "having melded or added a card in the meantime, the hand stops there and is "
           "scored as it stands."),
        N_("You go out by emptying your hand: meld every card, or meld and then discard "
           "your final card (that last discard is optional). Going out earns no bonus."),
        N_("The game is played to 500: after the hand in which someone reaches 500 or "
           "more, the highest total wins."),
        N_("A shorter match may be chosen when a game is set up: one hand, which the first "
           "hand that scores decides, or play to 250."),
    )),
    Section(N_("Cards and melds"), (
        N_("Cards are named rank first, then suit letter: QS, 10H, AC, 2D. From low to "
           "high the ranks are A, 2 to 10, J, Q, K, and the ace again above the king. An "
           "ace may sit below the 2 (AH 2H 3H) or above the king (QH KH AH), but a "
           "sequence never wraps around: KH AH 2C 3H is not allowed (the deuce would have "
           "to be the 2 between the ace and the 3)."),
        N_("Deuces are wild: a 2 can stand for any card. Every meld needs at least two "
           "natural cards (cards that are not deuces), so three deuces, or one natural "
           "card with two deuces, is not a meld."),
        N_("A set is 3 or 4 cards of one rank; with two decks it may hold two cards of the "
           "same suit, such as 9H 9H 9C. A sequence is 3 or more cards of one suit in "
           "order, such as 5H 6H 7H 8H."),
    )),
    Section(N_("Scoring"), (
        N_("At the end of the hand your melds are counted as they finally stand. K, Q, J, "
           "10, 9 and 8 are worth 10 each, and 7 down to 3 are worth 5. An ace is worth 10 "
           "at the top of a sequence or in a set of aces, and 5 at the bottom of a "
           "sequence. The Queen of Spades is worth 50."),
        N_("A deuce is worth what the card it replaces is worth, 10 or 5, but a deuce "
           "standing in for the Queen of Spades scores 10, not 50. When a deuce could be "
           "more than one card, as in 7H 8H 2C where it might be the 6 or the 9, it "
           "counts as whichever scores more: here the 9, for 10."),
        N_("Cards still in your hand at the end count against you: K down to 8 cost 10 "
           "each, 7 down to 3 cost 5 each, an ace costs 10, a deuce costs 10, and the "
           "Queen of Spades costs 50."),
        N_("Your score for the hand is your melded value minus the value left in your "
           "hand, so it can be below zero."),
        N_("Worked example: when the hand ends your melds are KH KD KS (30), 5C 6C 2C "
           "(5 + 5 + 5 with the deuce as a 4 or a 7: 15) and QS QH QD (50 + 10 + 10 = 70), "
           "115 in all. You still hold 9D and 4S, which cost 10 + 5 = 15. Your score for "
           "the hand is 115 - 15 = 100."),
    )),
    Section(N_("House rules"), (
        N_("These options are off unless you switch them on when you start a game: sets "
           "of more than four cards; aces worth 15 in a set of aces; shuffling the "
           "discards, rather than turning them over, when the stock runs out; a limit of "
           "four cards on sequences; and letting the Queen of Spades be discarded at any "
           "time."),
    )),
    Section(N_("Where these rules come from"), (
        N_("Fortune Rummy comes in two rule texts. These rules follow the first; the second, "
           "a muddled retelling, is used only where the first is silent. That is where the "
           "penalties for an ace or a deuce left in hand come from."),
    )),
    USING_THE_TABLE,
)

RECORD = GameRecord(
    game=GAME,
    rules=RULES,
    keys=("draw", "take", "meld", "lay off", "discard"),
    key_words={"take": NP_("what a key does", "take the pile"),
               "lay off": NP_("what a key does", "add to a meld"),
               "read piles": NP_("what a key does", "read the open cards: the top of the discard pile")},
    reads=("read piles", "read melds"),
    sample_cards="2H, QS, QS, 9D, 10D",
    lesson=LESSON,
    knowledge="fortune_rummy",
    table="fortune_rummy",
    hold_s=3.2,
    undoable=True,
)
