"""Trophy Case as the app knows it: its :class:`~fanucci_desktop.games.record.GameRecord`
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
        N_("Trophy Case is a bluffing game of tricks for three to five players. A deal gives "
           "each player 14 cards when three play, 12 with four and 11 with five. The "
           "winner of a trick scores the points in it. As soon as a trick lifts somebody "
           "to 30 points or more, the game is over: the highest score wins, and players "
           "tied for the highest share the win."),
        N_("A shorter match may be chosen when a game is set up: one deal, played to its "
           "end, which decides the match if anybody scored in it, or play until somebody "
           "reaches 15."),
        N_("A single shuffle serves three deals in a row. The first, second and third "
           "deals all come out of it, each taking fresh cards while the cards of the "
           "earlier deals stay set aside; the fourth deal starts over from all 174 cards, "
           "newly shuffled, and so on. Every deal counts toward the three, even one that "
           "ended at once because the leader held nothing but trumps."),
        N_("The dealer moves one seat to the left with every deal."),
    )),
    FANUCCI_DECK,
    Section(N_("Leading and playing"), (
        N_("The player to the dealer's left leads the very first trick. After that, the "
           "player to the left of each trick's winner leads the next one, and that holds "
           "across new deals as well."),
        N_("You lead with any suited card. If it is your lead and you hold trumps only, "
           "you show them, every hand is thrown in, a new deal follows, and you lead "
           "again."),
        N_("Then the turn goes around the table. On your turn you either play one card to "
           "the trick or fold. Folding takes you out of this trick for good."),
        N_("Follow colour: if you hold any card of the colour that was led, the card you "
           "play must be one of them. Only with none of that colour may you play a card "
           "of another colour, or a trump."),
        N_("When someone else is the high player, any card you play has to take over as "
           "the high card: you beat it or you fold. The one exception: while you hold a card "
           "of the suit that was led you are not allowed to fold, so if you cannot beat "
           "the high card, or would rather not, you play some card of the led colour "
           "anyway and stay in."),
        N_("If you are the high player, on your turn you may play any card the colour "
           "rule allows and stay in, with no need to beat anything (this is how you shed "
           "cards of other colours while you are winning), or you may fold."),
        N_("A player with no cards left stays in the trick without playing, as if holding "
           "a gray Zero of Mud that never beats anything, and cannot be forced to fold."),
    )),
    Section(N_("Ranking on a trick"), (
        N_("Trumps beat everything. Below them come the cards of the led colour (the "
           "in-colour cards), and below those every other suited card (out-of-colour)."),
        N_("Among in-colour cards, suits rank by the order in which they turned up on "
           "this trick: the led suit is the lowest, the second suit of that colour to be "
           "played ranks above it, and the third above both. Inside one suit the order "
           "is 0, 1, 2 and so on up to 9, then ∞ highest."),
        N_("The high card is the best card on the trick that belongs to a player who has "
           "not folded, and that player is the high player. Cards of players who folded "
           "cannot win."),
        N_("Example: 6 Rain is led, so blue is the colour. Someone plays 2 Zurfs: Zurfs "
           "is the second blue suit, so even a 2 beats the 6 Rain. Later ∞ Tops would "
           "beat both, since Tops came third. A 9 Bugs played on this trick is "
           "out-of-colour and beats none of them."),
    )),
    Section(N_("End of a trick and scoring"), (
        N_("A trick ends when everyone but one player has folded (that player wins), the "
           "moment anyone plays a trump (that player wins on the spot), or when all the "
           "players still in, apart from the high player, have no cards left (the high "
           "player wins)."),
        N_("Points in a trick: each 8 and each 9 is worth 1, each ∞ is worth 2, and each "
           "0 is worth 1, but only if a trump was played on that trick. Trumps are worth "
           "nothing themselves."),
        N_("If any player has run out of cards when a trick ends, the deal is finished: "
           "the cards still in hands are thrown in, and the next dealer deals again."),
        N_("Worked example: 0 Rain is led, then come ∞ Rain, 8 Zurfs, 9 Tops and the "
           "Grue, each beating the card before. The Grue ends the trick and its player "
           "wins. The 8 and the 9 give 1 each, the ∞ gives 2, and the 0 gives 1 because a "
           "trump was played: 5 points. Had the trick ended without the Grue, the same "
           "four cards would be worth 4."),
    )),
    USING_THE_TABLE,
)

RECORD = GameRecord(
    game=GAME,
    rules=RULES,
    keys=("play", "fold"),
    key_words={"see piles": NP_("what a key does", "see the tricks won and the cards of earlier deals")},
    reads=("read trick", "see piles"),
    sample_cards="3 Books, ∞ Faces, Time, 9 Fromps, Jester",
    lesson=LESSON,
    knowledge="trophy_case",
    table="trophy_case",
    hold_s=3.2,
    undoable=True,
)
