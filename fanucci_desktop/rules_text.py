"""The shape of the rules text and the parts the games share.

Each game's record (``games/<game>/record.py``) holds its rules as a tuple
of :class:`Section` values, in reading order: how to play, the cards, melds
or tricks, scoring with a worked example, and every ruling of ``RULINGS.md``
for that game said plainly, ending with :data:`USING_THE_TABLE`. The two
Fanucci games share :data:`FANUCCI_DECK`. Cards are named in the project's
notation (``7 Zurfs``, ``∞ Tops``, ``Grue``, ``QS``, ``10H``). Every heading
and paragraph is a message, marked ``N_`` here and translated where the
rules screen shows it; the screen pictures the cards this English names, so
a translation names them as its language does. Pure data: no pygame, no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass

from .i18n import N_


@dataclass(frozen=True)
class Section:
    """One titled part of a game's rules: a heading and its paragraphs."""

    title: str
    paragraphs: tuple[str, ...]


FANUCCI_DECK = Section(N_("The Fanucci deck"), (
    N_("The deck has 174 cards. There are fifteen suits, and each suit has eleven cards: "
       "0, 1, 2 and so on up to 9, and then ∞ (infinity). The other nine cards, the "
       "trumps, are Beauty, Death, Granola, Grue, Jester, Light, Lobster, Snail and the "
       "Time trump. A trump has no rank, no suit and no colour."),
    N_("Each suit belongs to one of five colours, three suits to a colour. Black holds Bugs, "
       "Mazes and Inkblots; red holds Lamps, Fromps and Plungers; blue holds Rain, Zurfs and "
       "Tops; yellow holds Hives, Time and Faces; green holds Scythes, Ears and Books."),
    N_("Colour decides both Fanucci games, so every card shows its colour in two ways: by "
       "its hue and by a badge, a square for black, a circle for red, a triangle for blue, "
       "a diamond for yellow and a star for green. The badges alone are enough to play, so "
       "colour-blind players miss nothing (see the Colour badges setting)."),
    N_("Every suit has a pictogram of its own, and every trump a picture of its own."),
    N_("Card names: a suited card is written rank first, then suit, as in 7 Zurfs, 0 Bugs "
       "or ∞ Tops. A trump is written with its name alone, as in Grue. Time is both a "
       "yellow suit and a trump: 5 Time, with a rank, is a card of the Time suit, while the "
       "card named Time alone is the Time trump."),
))

USING_THE_TABLE = Section(N_("Using the table"), (
    N_("Click cards in your hand to pick them, and click a picked card again to put it "
       "back. The moves you can make with what you picked appear as buttons above your "
       "hand: click one to play it. You can also drag a card onto a pile, a column or a "
       "meld to play it there."),
    N_("Everything can be played with the keys too: they are listed under Keys at the end "
       "of these rules, and at the table behind the Keys button (or F1). Each key does the "
       "same thing in every game. F11 switches between a window and full screen."),
    N_("Hint suggests a move, worked out only from the cards you are allowed to see. Undo "
       "takes back your last move when the game still allows it. Log shows everything that "
       "has happened in the game so far."),
    N_("The game is saved after every move. If you quit, or the computer stops, choose "
       "Continue in the menu to carry on from exactly where you were."),
))
