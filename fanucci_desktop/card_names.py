"""A card's name in every language, in the grammatical form its sentence
asks for.

A card is named by one message per *use* (its message context: the
object of "drew", of "discarded" and so on), so that a language whose nouns
change with their place in a sentence (Polish and Russian: "you drew the
queen" wants the accusative) and one whose article follows the card's
gender (German, French: "den Pik-König", "la dame de pique") can make the
name agree: the rank and its article are one message, the suit a message
of its own put in where the rank's message says (the suit's word does not
change with the case: "damę pik", "даму пик").

English reads as the cards' own names (``Card.name``), with "the" in a
sentence: "Queen of Spades", "the 7 of Zurfs", "the Grue". Pure Python,
no pygame.
"""

from __future__ import annotations

import re

from .engine.cards import ACE, JACK, KING, QUEEN, Card, DeckKind
from .i18n import NP_, Language, Message, said_as

#: A card's name standing alone (a label, a button's second line): "Queen of Spades".
ALONE = "card, alone"
#: A card as the subject of a sentence, or after "is": "the Queen of Spades fits no meld".
SUBJECT = "card, subject"
#: A card as what a seat drew: "You drew the Queen of Spades".
DRAWN = "card, object of draw"
#: A card as what a seat discarded: "Ada discarded the Queen of Spades".
DISCARDED = "card, object of discard"
#: A card as what a seat took: "Ada took the Queen of Spades".
TAKEN = "card, object of take"
#: A card as what a seat melded or laid off: "Ada laid off the Queen of Spades".
MELDED = "card, object of meld or lay off"
#: Every use, in the order above.
USES = (ALONE, SUBJECT, DRAWN, DISCARDED, TAKEN, MELDED)

#: Each use's messages: a standard card's name by its rank, a trump's by
#: its name, and a card whose rank is written as a number (of either deck):
#: standing alone by one message (None), in a sentence by one message per
#: rank, so that a language whose article follows the number's sound can
#: say it ("l'8", "il 7" in Italian; ∞ is the placeholder ``{infinity}``,
#: a sign the catalogs leave to the app).
NAMES: dict[str, dict[int | str | None, tuple[str, str]]] = {
    ALONE: {
        ACE: NP_("card, alone", "Ace of {suit}"),
        JACK: NP_("card, alone", "Jack of {suit}"),
        QUEEN: NP_("card, alone", "Queen of {suit}"),
        KING: NP_("card, alone", "King of {suit}"),
        None: NP_("card, alone", "{rank} of {suit}"),
        "Beauty": NP_("card, alone", "Beauty"),
        "Death": NP_("card, alone", "Death"),
        "Granola": NP_("card, alone", "Granola"),
        "Grue": NP_("card, alone", "Grue"),
        "Jester": NP_("card, alone", "Jester"),
        "Light": NP_("card, alone", "Light"),
        "Lobster": NP_("card, alone", "Lobster"),
        "Snail": NP_("card, alone", "Snail"),
        "Time": NP_("card, alone", "Time"),
    },
    SUBJECT: {
        ACE: NP_("card, subject", "the Ace of {suit}"),
        JACK: NP_("card, subject", "the Jack of {suit}"),
        QUEEN: NP_("card, subject", "the Queen of {suit}"),
        KING: NP_("card, subject", "the King of {suit}"),
        "0": NP_("card, subject", "the 0 of {suit}"),
        "1": NP_("card, subject", "the 1 of {suit}"),
        "2": NP_("card, subject", "the 2 of {suit}"),
        "3": NP_("card, subject", "the 3 of {suit}"),
        "4": NP_("card, subject", "the 4 of {suit}"),
        "5": NP_("card, subject", "the 5 of {suit}"),
        "6": NP_("card, subject", "the 6 of {suit}"),
        "7": NP_("card, subject", "the 7 of {suit}"),
        "8": NP_("card, subject", "the 8 of {suit}"),
        "9": NP_("card, subject", "the 9 of {suit}"),
        "10": NP_("card, subject", "the 10 of {suit}"),
        "∞": NP_("card, subject", "the {infinity} of {suit}"),
        "Beauty": NP_("card, subject", "the Beauty"),
        "Death": NP_("card, subject", "the Death"),
        "Granola": NP_("card, subject", "the Granola"),
        "Grue": NP_("card, subject", "the Grue"),
        "Jester": NP_("card, subject", "the Jester"),
        "Light": NP_("card, subject", "the Light"),
        "Lobster": NP_("card, subject", "the Lobster"),
        "Snail": NP_("card, subject", "the Snail"),
        "Time": NP_("card, subject", "the Time"),
    },
    DRAWN: {
        ACE: NP_("card, object of draw", "the Ace of {suit}"),
        JACK: NP_("card, object of draw", "the Jack of {suit}"),
        QUEEN: NP_("card, object of draw", "the Queen of {suit}"),
        KING: NP_("card, object of draw", "the King of {suit}"),
        "0": NP_("card, object of draw", "the 0 of {suit}"),
        "1": NP_("card, object of draw", "the 1 of {suit}"),
        "2": NP_("card, object of draw", "the 2 of {suit}"),
        "3": NP_("card, object of draw", "the 3 of {suit}"),
        "4": NP_("card, object of draw", "the 4 of {suit}"),
        "5": NP_("card, object of draw", "the 5 of {suit}"),
        "6": NP_("card, object of draw", "the 6 of {suit}"),
        "7": NP_("card, object of draw", "the 7 of {suit}"),
        "8": NP_("card, object of draw", "the 8 of {suit}"),
        "9": NP_("card, object of draw", "the 9 of {suit}"),
        "10": NP_("card, object of draw", "the 10 of {suit}"),
        "∞": NP_("card, object of draw", "the {infinity} of {suit}"),
        "Beauty": NP_("card, object of draw", "the Beauty"),
        "Death": NP_("card, object of draw", "the Death"),
        "Granola": NP_("card, object of draw", "the Granola"),
        "Grue": NP_("card, object of draw", "the Grue"),
        "Jester": NP_("card, object of draw", "the Jester"),
        "Light": NP_("card, object of draw", "the Light"),
        "Lobster": NP_("card, object of draw", "the Lobster"),
        "Snail": NP_("card, object of draw", "the Snail"),
        "Time": NP_("card, object of draw", "the Time"),
    },
    DISCARDED: {
        ACE: NP_("card, object of discard", "the Ace of {suit}"),
        JACK: NP_("card, object of discard", "the Jack of {suit}"),
        QUEEN: NP_("card, object of discard", "the Queen of {suit}"),
        KING: NP_("card, object of discard", "the King of {suit}"),
        "0": NP_("card, object of discard", "the 0 of {suit}"),
        "1": NP_("card, object of discard", "the 1 of {suit}"),
        "2": NP_("card, object of discard", "the 2 of {suit}"),
        "3": NP_("card, object of discard", "the 3 of {suit}"),
        "4": NP_("card, object of discard", "the 4 of {suit}"),
        "5": NP_("card, object of discard", "the 5 of {suit}"),
        "6": NP_("card, object of discard", "the 6 of {suit}"),
        "7": NP_("card, object of discard", "the 7 of {suit}"),
        "8": NP_("card, object of discard", "the 8 of {suit}"),
        "9": NP_("card, object of discard", "the 9 of {suit}"),
        "10": NP_("card, object of discard", "the 10 of {suit}"),
        "∞": NP_("card, object of discard", "the {infinity} of {suit}"),
        "Beauty": NP_("card, object of discard", "the Beauty"),
        "Death": NP_("card, object of discard", "the Death"),
        "Granola": NP_("card, object of discard", "the Granola"),
        "Grue": NP_("card, object of discard", "the Grue"),
        "Jester": NP_("card, object of discard", "the Jester"),
        "Light": NP_("card, object of discard", "the Light"),
        "Lobster": NP_("card, object of discard", "the Lobster"),
        "Snail": NP_("card, object of discard", "the Snail"),
        "Time": NP_("card, object of discard", "the Time"),
    },
    TAKEN: {
        ACE: NP_("card, object of take", "the Ace of {suit}"),
        JACK: NP_("card, object of take", "the Jack of {suit}"),
        QUEEN: NP_("card, object of take", "the Queen of {suit}"),
        KING: NP_("card, object of take", "the King of {suit}"),
        "0": NP_("card, object of take", "the 0 of {suit}"),
        "1": NP_("card, object of take", "the 1 of {suit}"),
        "2": NP_("card, object of take", "the 2 of {suit}"),
        "3": NP_("card, object of take", "the 3 of {suit}"),
        "4": NP_("card, object of take", "the 4 of {suit}"),
        "5": NP_("card, object of take", "the 5 of {suit}"),
        "6": NP_("card, object of take", "the 6 of {suit}"),
        "7": NP_("card, object of take", "the 7 of {suit}"),
        "8": NP_("card, object of take", "the 8 of {suit}"),
        "9": NP_("card, object of take", "the 9 of {suit}"),
        "10": NP_("card, object of take", "the 10 of {suit}"),
        "∞": NP_("card, object of take", "the {infinity} of {suit}"),
        "Beauty": NP_("card, object of take", "the Beauty"),
        "Death": NP_("card, object of take", "the Death"),
        "Granola": NP_("card, object of take", "the Granola"),
        "Grue": NP_("card, object of take", "the Grue"),
        "Jester": NP_("card, object of take", "the Jester"),
        "Light": NP_("card, object of take", "the Light"),
        "Lobster": NP_("card, object of take", "the Lobster"),
        "Snail": NP_("card, object of take", "the Snail"),
        "Time": NP_("card, object of take", "the Time"),
    },
    MELDED: {
        ACE: NP_("card, object of meld or lay off", "the Ace of {suit}"),
        JACK: NP_("card, object of meld or lay off", "the Jack of {suit}"),
        QUEEN: NP_("card, object of meld or lay off", "the Queen of {suit}"),
        KING: NP_("card, object of meld or lay off", "the King of {suit}"),
        "0": NP_("card, object of meld or lay off", "the 0 of {suit}"),
        "1": NP_("card, object of meld or lay off", "the 1 of {suit}"),
        "2": NP_("card, object of meld or lay off", "the 2 of {suit}"),
        "3": NP_("card, object of meld or lay off", "the 3 of {suit}"),
        "4": NP_("card, object of meld or lay off", "the 4 of {suit}"),
        "5": NP_("card, object of meld or lay off", "the 5 of {suit}"),
        "6": NP_("card, object of meld or lay off", "the 6 of {suit}"),
        "7": NP_("card, object of meld or lay off", "the 7 of {suit}"),
        "8": NP_("card, object of meld or lay off", "the 8 of {suit}"),
        "9": NP_("card, object of meld or lay off", "the 9 of {suit}"),
        "10": NP_("card, object of meld or lay off", "the 10 of {suit}"),
        "∞": NP_("card, object of meld or lay off", "the {infinity} of {suit}"),
        "Beauty": NP_("card, object of meld or lay off", "the Beauty"),
        "Death": NP_("card, object of meld or lay off", "the Death"),
        "Granola": NP_("card, object of meld or lay off", "the Granola"),
        "Grue": NP_("card, object of meld or lay off", "the Grue"),
        "Jester": NP_("card, object of meld or lay off", "the Jester"),
        "Light": NP_("card, object of meld or lay off", "the Light"),
        "Lobster": NP_("card, object of meld or lay off", "the Lobster"),
        "Snail": NP_("card, object of meld or lay off", "the Snail"),
        "Time": NP_("card, object of meld or lay off", "the Time"),
    },
}

#: Each suit's name inside a card's name (after the rank's "of").
SUITS: dict[str, tuple[str, str]] = {
    "S": NP_("suit, in a card's name", "Spades"),
    "H": NP_("suit, in a card's name", "Hearts"),
    "D": NP_("suit, in a card's name", "Diamonds"),
    "C": NP_("suit, in a card's name", "Clubs"),
    "Bugs": NP_("suit, in a card's name", "Bugs"),
    "Lamps": NP_("suit, in a card's name", "Lamps"),
    "Rain": NP_("suit, in a card's name", "Rain"),
    "Hives": NP_("suit, in a card's name", "Hives"),
    "Scythes": NP_("suit, in a card's name", "Scythes"),
    "Mazes": NP_("suit, in a card's name", "Mazes"),
    "Fromps": NP_("suit, in a card's name", "Fromps"),
    "Zurfs": NP_("suit, in a card's name", "Zurfs"),
    "Time": NP_("suit, in a card's name", "Time"),
    "Ears": NP_("suit, in a card's name", "Ears"),
    "Inkblots": NP_("suit, in a card's name", "Inkblots"),
    "Plungers": NP_("suit, in a card's name", "Plungers"),
    "Tops": NP_("suit, in a card's name", "Tops"),
    "Faces": NP_("suit, in a card's name", "Faces"),
    "Books": NP_("suit, in a card's name", "Books"),
}


def card_said(card: Card, use: str = ALONE) -> Message:
    """``card``'s name as ``use`` (one of :data:`USES`) asks, kept
    translatable (:class:`~.i18n.Message`: English as it reads, said in a
    language where it is shown): "Queen of Spades" alone, "the Queen of
    Spades" in a sentence."""
    if card.trump is not None:
        return said_as(*NAMES[use][card.trump])
    rank = card.rank_text if card.deck is DeckKind.fanucci else str(card.rank)
    named = card.deck is DeckKind.standard and card.rank in (ACE, JACK, QUEEN, KING)
    key = card.rank if named else None if use == ALONE else rank
    return said_as(*NAMES[use][key], rank=rank, infinity=rank, suit=said_as(*SUITS[str(card.suit)]))


def card_name(card: Card, use: str = ALONE, language: Language = Language()) -> str:
    """``card``'s name in ``language`` as ``use`` (one of :data:`USES`) asks:
    in English ``card.name`` alone, with "the" in a sentence."""
    return language.said(card_said(card, use))


def names_pattern(language: Language = Language()) -> re.Pattern[str]:
    """What every card's name of more than one word looks like in
    ``language``, in every use and either deck ("5 of Diamonds", "the Queen
    of Spades", "the Grue"; case aside): a text wrapped into lines keeps a
    name it finds on one line (see ``Theme.wrap``)."""
    rank, suit = "\ue001", "\ue002"          # stand-ins no message holds (private use)
    suits = sorted({language.pgettext(*marked) for marked in SUITS.values()}, key=len, reverse=True)
    forms = {language.pgettext(*marked, rank=rank, infinity=rank, suit=suit)
             for use in NAMES.values() for marked in use.values()}
    alternatives = sorted((re.escape(form).replace(rank, r"(?:10|[0-9]|∞)")
                           .replace(suit, "(?:" + "|".join(map(re.escape, suits)) + ")")
                           for form in forms if " " in form.strip()), key=len, reverse=True)
    return re.compile("|".join(alternatives), re.IGNORECASE)
