"""The in-game rules: how to play each game, in this project's own words.

``RULES[game_id]`` is a list of :class:`Section` values, in reading order:
how to play, the cards, melds or tricks, scoring with a worked example, and
every ruling of ``RULINGS.md`` for that game said plainly, ending with
"Using the table". Cards are named in the project's notation (``7 Zurfs``,
``∞ Tops``, ``Grue``, ``QS``, ``10H``). Pure data: no pygame, no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Section:
    """One titled part of a game's rules: a heading and its paragraphs."""

    title: str
    paragraphs: tuple[str, ...]


FANUCCI_DECK = Section("The Fanucci deck", (
    "The deck has 174 cards. There are fifteen suits, and each suit has eleven cards: "
    "0, 1, 2 and so on up to 9, and then ∞ (infinity). The other nine cards, the "
    "trumps, are Beauty, Death, Granola, Grue, Jester, Light, Lobster, Snail and Time. A "
    "trump has no rank, no suit and no colour.",
    "Each suit belongs to one of five colours, three suits to a colour. Black holds Bugs, "
    "Mazes and Inkblots; red holds Lamps, Fromps and Plungers; blue holds Rain, Zurfs and "
    "Tops; yellow holds Hives, Time and Faces; green holds Scythes, Ears and Books. The "
    "printed rules only settle black, red and blue (through their examples); the yellow "
    "and green groups are this app's choice.",
    "Colour decides both Fanucci games, so every card shows its colour in two ways: by "
    "its hue and by a badge, a square for black, a circle for red, a triangle for blue, "
    "a diamond for yellow and a star for green. The badges alone are enough to play, so "
    "colour-blind players miss nothing (see the Colour badges setting).",
    "Every suit has a pictogram of its own, and every trump a picture of its own.",
    "Card names: a suited card is written rank first, then suit, as in 7 Zurfs, 0 Bugs "
    "or ∞ Tops. A trump is written with its name alone, as in Grue. Mind the two kinds "
    "of Time: 5 Time is a yellow suited card, while Time by itself is the trump.",
))

USING_THE_TABLE = Section("Using the table", (
    "Click cards in your hand to pick them, and click a picked card again to put it "
    "back. The moves you can make with what you picked appear as buttons above your "
    "hand: click one to play it. You can also drag a card onto a pile, a column or a "
    "meld to play it there.",
    "Everything can be played with the keys too: they are listed under Keys at the end "
    "of these rules, and at the table behind the Keys button (or F1). Each key does the "
    "same thing in every game. F11 switches between a window and full screen.",
    "Hint suggests a move, worked out only from the cards you are allowed to see. Undo "
    "takes back your last move when the game still allows it. Log shows everything that "
    "has happened in the game so far.",
    "The game is saved after every move. If you quit, or the computer stops, choose "
    "Continue in the menu to carry on from exactly where you were.",
))

FLATHEAD_RUMMY = [
    Section("How to play", (
        "Flathead Rummy is for two to six players. Each player gets 10 cards. The rest "
        "of the deck lies face down as the draw pile, and its top card is turned up to "
        "begin the discard tableau: an open row of discards in which every card can be "
        "seen.",
        "Your turn has three steps. First, take one card. Next, if you want, put cards "
        "on the table: lay down new melds from your hand, or lay off cards onto any meld "
        "already there, yours or anyone else's. Finally, discard one card to the end of "
        "the tableau, unless you have just gone out.",
        "The first player to get rid of every card wins the hand and scores for the "
        "cards the others still hold. Hands continue until someone has 42 points or "
        "more, and that player wins the game.",
        "The dealer moves one seat to the left each hand, and the player sitting left "
        "of the dealer takes the first turn.",
    )),
    FANUCCI_DECK,
    Section("Taking a card", (
        "You may take the top card of the draw pile, the newest card of the tableau "
        "(the one at its end), or a card from deeper in the tableau.",
        "A buried card, meaning any tableau card except the newest, may be taken only "
        "if you can put it on the table during this same turn, in a new meld or as a "
        "lay-off; the table only offers it when such a play exists. Once you have it, "
        "you cannot finish your turn, neither by discarding nor by going out with a "
        "discard, until you have played that card to the table.",
        "Trumps lying in the tableau can never be picked up, not even the newest card. "
        "If the first card turned up is a trump, the first player has to draw.",
        "A card you took from the tableau cannot go straight back onto it: you may not "
        "discard it in the same turn.",
        "If the draw pile is empty when you want to draw, the tableau is gathered up, "
        "except for its newest card, and shuffled to make a fresh draw pile. That can "
        "happen only once in a hand. Should the draw pile run dry a second time, the "
        "hand stops at once as a dead hand, and nobody scores for it.",
    )),
    Section("Melds", (
        "A meld is a group of at least three cards with no more than one trump in it, "
        "and it has to fit one of three shapes, or more than one. A set: every card has "
        "the same rank (4 Bugs, 4 Rain, 4 Ears). A flush: every card has the same suit "
        "(2 Mazes, 7 Mazes, ∞ Mazes). A run: the ranks follow one another and every "
        "card has the same colour (3 Fromps, 4 Lamps, 5 Plungers are all red).",
        "In a run, 0 comes right before 1. The ∞ is never part of a run: it is not the "
        "card after 9, so 8 Zurfs, 9 Zurfs, ∞ Zurfs is no run (although, being three "
        "Zurfs, it is a flush).",
        "A trump fills a gap: it stands in for any one card the group is missing. Its "
        "part is not settled once and for all. In 5 Faces, 6 Faces, Grue, 8 Hives the "
        "Grue plays the yellow 7 of a run; if cards are added later, the Grue may end "
        "up standing for something else, as long as the whole group still works.",
        "A meld on the table has no fixed type either. You may lay off a card onto it "
        "whenever the group, with the new card, still meets the rule above, whichever "
        "shape it then has. Cards already on the table are never moved from one meld "
        "to another.",
        "Three shapes are bonus melds: a colour set (one rank, one colour: 3 Bugs, "
        "3 Mazes, 3 Inkblots), a flush run (following ranks in one suit: 1 Ears, "
        "2 Ears, 3 Ears) and an infinity (three or more ∞ cards). A group with a "
        "trump in it never counts as a bonus meld, even if the trump seems to "
        "complete one.",
        "Laying down a bonus meld earns you a bonus mark. Laying off never does, even "
        "when the meld you add to becomes a bonus shape. Marks belong to the hand they "
        "were earned in: everyone starts the next deal with none.",
    )),
    Section("Going out and scoring", (
        "You go out when your last card leaves your hand, whether you lay it down, lay "
        "it off or discard it. Then each other player, in turn order starting with the "
        "player to the winner's left, may lay off cards from their hand onto melds on "
        "the table. They may not lay down new melds.",
        "Only the winner scores. First count C: the cards still held by all the "
        "opponents together, with each trump counted as one card like any other, plus "
        "5 if only two play. The multiplier M is 1, plus the winner's bonus marks, "
        "minus the bonus marks of all the losers added together, but never below 1. "
        "The winner scores C times M.",
        "Worked example: four players. After the lay-offs the three losers hold 3, 2 "
        "and 2 cards, so C is 7. The winner laid down two bonus melds this hand and "
        "one loser laid down one, so M = 1 + 2 - 1 = 2 and the winner scores "
        "7 x 2 = 14. In a game of two, with the loser holding those 7 cards and that "
        "one mark, C is 7 + 5 = 12 and the winner scores 12 x 2 = 24. Had the losers "
        "held more marks than the winner, M would have stayed at 1.",
    )),
    USING_THE_TABLE,
]

TROPHY_CASE = [
    Section("How to play", (
        "Trophy Case is a bluffing game of tricks for three to five players. A deal gives "
        "each player 14 cards when three play, 12 with four and 11 with five. The "
        "winner of a trick scores the points in it. As soon as a trick lifts somebody "
        "to 30 points or more, the game is over: the highest score wins, and players "
        "tied for the highest share the win.",
        "A single shuffle serves three deals in a row. The first, second and third "
        "deals all come out of it, each taking fresh cards while the cards of the "
        "earlier deals stay set aside; the fourth deal starts over from all 174 cards, "
        "newly shuffled, and so on. Every deal counts toward the three, even one that "
        "ended at once because the leader held nothing but trumps.",
        "The dealer moves one seat to the left with every deal.",
    )),
    FANUCCI_DECK,
    Section("Leading and playing", (
        "The player to the dealer's left leads the very first trick. After that, the "
        "player to the left of each trick's winner leads the next one, and that holds "
        "across new deals as well.",
        "You lead with any suited card. If it is your lead and you hold trumps only, "
        "you show them, every hand is thrown in, a new deal follows, and you lead "
        "again.",
        "Then the turn goes around the table. On your turn you either play one card to "
        "the trick or fold. Folding takes you out of this trick for good.",
        "Follow colour: if you hold any card of the colour that was led, the card you "
        "play must be one of them. Only with none of that colour may you play a card "
        "of another colour, or a trump.",
        "When someone else is the high player, any card you play has to take over as "
        "the high card: you beat it or you fold. The one exception: while you hold a card "
        "of the suit that was led you are not allowed to fold, so if you cannot beat "
        "the high card, or would rather not, you play some card of the led colour "
        "anyway and stay in.",
        "If you are the high player, on your turn you may play any card the colour "
        "rule allows and stay in, with no need to beat anything (this is how you shed "
        "cards of other colours while you are winning), or you may fold.",
        "A player with no cards left stays in the trick without playing, as if holding "
        "a gray Zero of Mud that never beats anything, and cannot be forced to fold.",
    )),
    Section("Ranking on a trick", (
        "Trumps beat everything. Below them come the cards of the led colour (the "
        "in-colour cards), and below those every other suited card (out-of-colour).",
        "Among in-colour cards, suits rank by the order in which they turned up on "
        "this trick: the led suit is the lowest, the second suit of that colour to be "
        "played ranks above it, and the third above both. Inside one suit the order "
        "is 0, 1, 2 and so on up to 9, then ∞ highest.",
        "The high card is the best card on the trick that belongs to a player who has "
        "not folded, and that player is the high player. Cards of players who folded "
        "cannot win.",
        "Example: 6 Rain is led, so blue is the colour. Someone plays 2 Zurfs: Zurfs "
        "is the second blue suit, so even a 2 beats the 6 Rain. Later ∞ Tops would "
        "beat both, since Tops came third. A 9 Bugs played on this trick is "
        "out-of-colour and beats none of them.",
    )),
    Section("End of a trick and scoring", (
        "A trick ends when everyone but one player has folded (that player wins), the "
        "moment anyone plays a trump (that player wins on the spot), or when all the "
        "players still in, apart from the high player, have no cards left (the high "
        "player wins).",
        "Points in a trick: each 8 and each 9 is worth 1, each ∞ is worth 2, and each "
        "0 is worth 1, but only if a trump was played on that trick. Trumps are worth "
        "nothing themselves.",
        "If any player has run out of cards when a trick ends, the deal is finished: "
        "the cards still in hands are thrown in, and the next dealer deals again.",
        "Worked example: 0 Rain is led, then come ∞ Rain, 8 Zurfs, 9 Tops and the "
        "Grue, each beating the card before. The Grue ends the trick and its player "
        "wins. The 8 and the 9 give 1 each, the ∞ gives 2, and the 0 gives 1 because a "
        "trump was played: 5 points. Had the trick ended without the Grue, the same "
        "four cards would be worth 4.",
    )),
    USING_THE_TABLE,
]

FORTUNE_RUMMY = [
    Section("How to play", (
        "Fortune Rummy is for two to eight players, with two ordinary 52-card decks "
        "mixed together: 104 cards. Each player gets 11 cards. One card is turned face "
        "up to begin the discard pile, and the rest make the stock.",
        "On your turn: take cards, put melds on the table if you like, then discard one "
        "card on top of the discard pile. Only the top discard can be seen.",
        "Take either the top card of the stock or the whole discard pile. You may take "
        "the pile only when its top card goes at once into a new meld together with at "
        "least two cards from your hand: that meld goes down first, then the rest of "
        "the pile joins your hand.",
        "You may add cards to your own melds on the table, never to anyone else's.",
        "The Queen of Spades (QS) cannot be discarded except as your final card when "
        "you go out. Holding it, you either meld it or keep it until you can go out "
        "with it. If your whole hand is two Queens of Spades and one of them fits one "
        "of your own melds, you must add it there; your last card is then the second "
        "Queen, and discarding it takes you out. Only when neither fits your melds may "
        "you throw one away and carry on, since you could never end your turn otherwise.",
        "When the stock runs out, every discard but the top one is flipped face down "
        "as it lies, without shuffling, and becomes the new stock. If there is nothing to "
        "turn over, the hand stops and is scored as it stands. The pile is turned over "
        "at the end of the turn that emptied the stock, before the following player "
        "draws or takes the pile.",
        "So that every hand ends: the stock is always rebuilt from the discards the "
        "first time it runs dry. Once rebuilt, if it empties again without anyone "
        "having melded or added a card in the meantime, the hand stops there and is "
        "scored as it stands.",
        "You go out by emptying your hand: meld every card, or meld and then discard "
        "your final card (that last discard is optional). Going out earns no bonus.",
        "The game is played to 500: after the hand in which someone reaches 500 or "
        "more, the highest total wins.",
    )),
    Section("Cards and melds", (
        "Cards are named rank first, then suit letter: QS, 10H, AC, 2D. From low to "
        "high the ranks are A, 2 to 10, J, Q, K, and the ace again above the king. An "
        "ace may sit below the 2 (AH 2H 3H) or above the king (QH KH AH), but a "
        "sequence never wraps around: KH AH 2C 3H is not allowed (the deuce would have "
        "to be the 2 between the ace and the 3).",
        "Deuces are wild: a 2 can stand for any card. Every meld needs at least two "
        "natural cards (cards that are not deuces), so three deuces, or one natural "
        "card with two deuces, is not a meld.",
        "A set is 3 or 4 cards of one rank; with two decks it may hold two cards of the "
        "same suit, such as 9H 9H 9C. A sequence is 3 or more cards of one suit in "
        "order, such as 5H 6H 7H 8H.",
    )),
    Section("Scoring", (
        "At the end of the hand your melds are counted as they finally stand. K, Q, J, "
        "10, 9 and 8 are worth 10 each, and 7 down to 3 are worth 5. An ace is worth 10 "
        "at the top of a sequence or in a set of aces, and 5 at the bottom of a "
        "sequence. The Queen of Spades is worth 50.",
        "A deuce is worth what the card it replaces is worth, 10 or 5, but a deuce "
        "standing in for the Queen of Spades scores 10, not 50. When a deuce could be "
        "more than one card, as in 7H 8H 2C where it might be the 6 or the 9, it "
        "counts as whichever scores more: here the 9, for 10.",
        "Cards still in your hand at the end count against you: K down to 8 cost 10 "
        "each, 7 down to 3 cost 5 each, an ace costs 10, a deuce costs 10, and the "
        "Queen of Spades costs 50.",
        "Your score for the hand is your melded value minus the value left in your "
        "hand, so it can be below zero.",
        "Worked example: when the hand ends your melds are KH KD KS (30), 5C 6C 2C "
        "(5 + 5 + 5 with the deuce as a 4 or a 7: 15) and QS QH QD (50 + 10 + 10 = 70), "
        "115 in all. You still hold 9D and 4S, which cost 10 + 5 = 15. Your score for "
        "the hand is 115 - 15 = 100.",
    )),
    Section("House rules", (
        "These options are off unless you switch them on when you start a game: sets "
        "of more than four cards; aces worth 15 in a set of aces; shuffling the "
        "discards, rather than turning them over, when the stock runs out; a limit of "
        "four cards on sequences; and letting the Queen of Spades be discarded at any "
        "time.",
    )),
    Section("Which text this app follows", (
        "Two rule texts exist for this game. The app follows the first; the second, a "
        "muddled retelling, is used only where the first is silent. That is where the "
        "penalties for an ace or a deuce left in hand come from.",
    )),
    USING_THE_TABLE,
]

FAN_RUMMY = [
    Section("How to play", (
        "Fan Rummy is a gin rummy for two players with one 52-card deck. Each player "
        "gets 10 cards. Twenty more are dealt face up into two columns of 10, "
        "overlapped so every card can be read. One card goes face up between the "
        "columns: the knock card. The remaining 11 cards form the face-down draw pile.",
        "Before play starts, the non-dealer decides whether to take the knock card. If "
        "they pass, the dealer has to take it. Whoever takes it adds it to their hand "
        "and discards one card face down to start the discard pile. The other player "
        "then has the first turn.",
        "On a turn you take one card, either the draw pile's top card or the outer "
        "card (the fully visible end card) of either column, and then discard one card "
        "face down. Discards stay hidden, and nobody can ever take one back.",
        "The deal alternates from hand to hand. The first player to reach 100 points "
        "wins the game.",
    )),
    Section("Melds and deadwood", (
        "Cards are named rank first, then suit letter: AH, 10D, KS. A run is 3 or more "
        "cards of one suit in a row. Aces are low only: AH 2H 3H is a run, QS KS AS is "
        "not. A set is 3 or 4 cards of one rank.",
        "Deadwood is every card that is not in a meld. Count it as ace 1, 2 to 10 their "
        "number, and J, Q and K 10 each.",
        "The knock card is valued by the same scale: with a 7 you may knock holding 7 "
        "or less deadwood, with a king 10 or less, and with an ace 1 or less.",
    )),
    Section("Ending a hand", (
        "Knock: after your discard, if your deadwood is no more than the knock card's "
        "value, you may end the hand and show your cards. Your opponent may then lay "
        "off their deadwood onto your melds before it is counted.",
        "Gin: after your discard, all ten of your cards form melds.",
        "Big gin: right after taking a card, all eleven of your cards form melds; you "
        "end the hand without discarding.",
        "Nobody may lay off against gin or big gin.",
        "If the draw pile and both columns are used up and nobody has ended the hand, "
        "the hand is dead and nobody scores.",
    )),
    Section("Scoring", (
        "After a knock, the knocker scores the opponent's deadwood minus their own. If "
        "the knocker has more deadwood than the opponent, the knocker is undercut and "
        "the opponent scores 25 plus the difference. If the two counts are equal, "
        "nobody scores.",
        "Gin scores 25 plus the opponent's deadwood; big gin scores 31 plus the "
        "opponent's deadwood.",
        "When the knock card is a spade, the points of that hand are doubled.",
        "Worked example: the knock card is 8S. You knock with 5 deadwood, and after "
        "laying off your opponent has 17. You score 17 - 5 = 12, doubled for the spade "
        "to 24. Had your opponent been left with 3 instead, you would be undercut: "
        "they would score 25 + 2 = 27, doubled to 54.",
    )),
    USING_THE_TABLE,
]

GIN_RUMMY = [
    Section("How to play", (
        "Gin Rummy is the classic two-player rummy, played with one 52-card deck. Each "
        "player gets 10 cards; the next card is turned face up beside the stock to start "
        "the discard pile. The top card of that pile is called the upcard.",
        "First the non-dealer may take the upcard or pass. After a pass the dealer gets "
        "the same choice. If both pass, the non-dealer starts by drawing from the stock. "
        "Whoever takes the first upcard discards a card, and the other player goes next.",
        "On a turn you take one card, either the upcard or the top card of the stock, and "
        "then discard one card face up onto the pile. The whole pile stays in view, but "
        "only its top card may ever be taken.",
        "Hands are played until somebody reaches 100 points. The deal alternates from hand "
        "to hand, except that whoever dealt a dead hand deals the next one too.",
    )),
    Section("Melds and deadwood", (
        "Cards are named rank first, then suit letter: AH, 10D, KS. A set is 3 or 4 cards "
        "of one rank. A run is 3 or more cards of one suit in sequence; aces are low only, "
        "so AH 2H 3H is a run but QS KS AS is not.",
        "A card can count in only one meld. Your deadwood is the value of every card left "
        "out of your melds, arranged in whichever way leaves the least: ace 1, 2 to 10 "
        "their number, and J, Q and K 10 each.",
    )),
    Section("Ending a hand", (
        "Knock: after taking a card, if you can discard so that your deadwood is 10 or "
        "less, you may knock. Your discard goes face down, and your melds and deadwood are "
        "laid out on the table.",
        "Gin: you knock with no deadwood at all, every one of your ten cards in a meld.",
        "After a knock, your opponent lays out their own melds and may lay off deadwood on "
        "your melds: the fourth card of a set of three, or cards extending a run, at most "
        "two more at each end of it. Nobody may lay off against gin.",
        "The wall: once only two cards are left in the stock, nobody draws them. The player "
        "to move may take the upcard only if it lets them knock at once; otherwise they "
        "pass and the hand is dead.",
        "A hand is also dead when both players, one after the other, take the upcard and "
        "throw that same card straight back, and when the upcard has been taken 50 times. "
        "Nobody scores a dead hand.",
    )),
    Section("Scoring", (
        "After a knock, the knocker scores the opponent's deadwood minus their own. If the "
        "opponent ends with less deadwood than the knocker, that is an undercut: the "
        "opponent scores the difference plus a bonus of 25. With equal counts nobody "
        "scores.",
        "Gin scores a bonus of 25 plus the opponent's deadwood.",
        "Worked example: you knock with 6 deadwood and your opponent, after laying off, "
        "holds 19. You score 19 - 6 = 13. Had they been left with 4, they would have "
        "undercut you and scored 25 + 2 = 27.",
        "House rules, all off unless you switch them on when starting a game: Oklahoma (the "
        "first upcard's value is the most deadwood you may knock with, and an ace means "
        "only gin ends the hand); knocking with 5 or less instead of 10; big gin (all "
        "eleven cards melded right after taking a card scores 31 plus the opponent's "
        "deadwood, with no discard); and game bonuses when the match ends (100 to the "
        "winner and 20 to each player for every hand they won).",
    )),
    USING_THE_TABLE,
]

#: The rules of every game, by game id.
RULES: dict[str, list[Section]] = {
    "flathead-rummy": FLATHEAD_RUMMY,
    "trophy-case": TROPHY_CASE,
    "fortune-rummy": FORTUNE_RUMMY,
    "fan-rummy": FAN_RUMMY,
    "gin-rummy": GIN_RUMMY,
}
