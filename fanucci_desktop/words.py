"""The app's small rules of English, shared by every game and screen: a
count with its noun in the right number, a verb that agrees with a seat's
name (the person at the screen is "You": "You deal", "Ada deals"), the
line of a deal, and cards named in words (never in the engine's codes such
as ``7S``). Pure Python, no pygame."""

from __future__ import annotations

import re
from typing import Sequence

from .card_names import ALONE, DISCARDED, DRAWN, MELDED, SUBJECT, SUITS, TAKEN, card_name, card_said
from .engine.cards import STANDARD_SUIT_NAMES, Card, DeckKind
from .engine.protocol import Choice, ChoiceKind
from .i18n import N_, NP_, SOURCE, Language, Listed, Message, listed_said, said

#: The name the person at the screen plays under by default, as the app
#: keeps it (in saves, statistics and settings, whatever the language).
YOU = "You"
#: :data:`YOU` as a language shows it where a seat's name stands alone
#: (a plate, a score line, a list of names).
YOU_SHOWN = NP_("the person at the screen, as a name", "You")


def shown_name(name: str, language: Language = Language()) -> str:
    """Seat ``name`` as shown or spoken in ``language`` where it stands as
    a name: the language's word for the default name for :data:`YOU`
    ("Du" in German), any other name as it is."""
    return language.pgettext(*YOU_SHOWN) if name == YOU else name


def count(n: int, noun: str, plural: str | None = None) -> str:
    """``n`` and its noun: "1 trick", "2 tricks", "0 points"."""
    return f"{n} {noun if n == 1 else (plural or noun + 's')}"


def says(name: str, third: str, base: str) -> str:
    """``name`` and the verb that agrees with it: says("Ada", "deals",
    "deal") is "Ada deals"; for "You" it is "You deal"."""
    return f"{name} {base if name == YOU else third}"


def named(name: str) -> str:
    """A seat's name inside a sentence, past its first word: "you" for
    "You" ("12 for you"), else the name as it is ("12 for Ada")."""
    return "you" if name == YOU else name


def whose(name: str) -> str:
    """The possessive: "Your" for "You", else "Ada's"."""
    return "Your" if name == YOU else f"{name}'s"


_SEAT = re.compile(r"\b([Ss]eat|[Pp]layer) (\d+)\b( [a-z]+)?")
#: The verbs the rules' texts put after a seat, as they read after "You".
_AGREE = {"is": "are", "has": "have", "was": "were", "goes": "go", "passes": "pass",
          "folds": "fold", "shows": "show", "shuffles": "shuffle", "leads": "lead",
          "deals": "deal", "wins": "win", "takes": "take", "draws": "draw"}
_PLACE = re.compile(r"\b([Mm]eld|[Cc]olumn) (\d+)\b")


def engine_text(text: str, names: Sequence[str]) -> str:
    """A text the rules wrote (a refusal, why a hand ended) as the table
    says it: seats by name ("seat 2" -> "Cleo"; for the seat named "You",
    "you" inside a sentence and the verb that agrees: "Seat 0 leads" ->
    "You lead"), melds and columns counted
    from 1 as the table labels them ("meld 0" -> "meld 1")."""
    def name(m: re.Match) -> str:
        seat = int(m[2])
        if not 0 <= seat < len(names):
            return m[0]
        starts = not text[:m.start()].strip() or text[:m.start()].rstrip()[-1] in ".!?"
        word = (m[3] or "").strip()
        if names[seat] == YOU and word:
            word = _AGREE.get(word, word)
        return (names[seat] if starts else named(names[seat])) + (f" {word}" if word else "")

    text = _SEAT.sub(name, text)
    return _PLACE.sub(lambda m: f"{m[1]} {int(m[2]) + 1}", text)


class SeatNumber(int):
    """A seat named by its number in a message the rules make
    (:func:`~.i18n.said`), where no seat's name is known: "Player 2" as it
    stands (the engine's count, from 0), the seat's name once a table says
    the message (:func:`engine_said`)."""

    def __format__(self, spec: str) -> str:
        return f"Player {int(self)}"


class PlaceNumber(int):
    """A meld or a column named by its index in a message the rules make:
    the index as it stands (from 0, as the moves count), counted from 1 once
    a table says the message (:func:`engine_said`), as the table labels them."""


def engine_said(text: str, names: Sequence[str], language: Language = Language()) -> str:
    """A text of the rules as a table says it, in ``language``: a message the
    rules made (:class:`~.i18n.Message`) with each :class:`SeatNumber` said by
    the seat's name (``names``, "you" for the seat named "You") and each
    :class:`PlaceNumber` counted from 1; any other text through
    :func:`engine_text` (English, as an older save or a host wrote it)."""
    if not isinstance(text, Message):
        return engine_text(text, names)

    def name(value: object) -> object:
        if isinstance(value, SeatNumber) and 0 <= value < len(names):
            return language.pgettext("a seat in a list", "you") if names[value] == YOU else names[value]
        if isinstance(value, PlaceNumber):
            return int(value) + 1
        return value
    return language.said(text.renamed(name))


#: The log's line for a deal, by what the game calls a hand and whether
#: the person at the screen deals.
DEAL_LINES = {("Hand", True): N_("Hand {number}: You deal."), ("Hand", False): N_("Hand {number}: {name} deals."),
              ("Deal", True): N_("Deal {number}: You deal."), ("Deal", False): N_("Deal {number}: {name} deals.")}


def deal_line(hand_word: str, number: int, dealer: str) -> Message:
    """The log's line for a deal, ``hand_word`` being what the game calls a
    hand (its ``GameInfo.hand_word``), kept translatable: "Hand 3: Ada
    deals.", "Deal 1: You deal."."""
    return said(DEAL_LINES[(hand_word, dealer == YOU)], number=number, name=dealer)


#: The target of a match of one hand: the first hand anyone scores in ends it.
ONE_HAND = 1


def match_length(target: int) -> str:
    """How long a match lasts, as a label: "First to 100", or "One hand"
    for a match that the first hand anyone scores in decides."""
    return "One hand" if target == ONE_HAND else f"First to {target}"


def listed(words: Sequence[str]) -> str:
    """Words in a list: "a", "a and b", "a, b and c"."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"


def rank_word(card: Card) -> str:
    """A card's rank as a player says it: "Ace", "7", "Queen", "∞"."""
    if card.deck is DeckKind.fanucci:
        return card.rank_text
    return {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}.get(card.rank, str(card.rank))


def suit_word(card: Card) -> str:
    """A card's suit in full: "Spades", "Zurfs"."""
    if card.deck is DeckKind.fanucci:
        return str(card.suit)
    return STANDARD_SUIT_NAMES[card.suit]  # type: ignore[index]


def cards_in_words(cards: Sequence[Card]) -> str:
    """Cards as a player names them, as briefly as is clear: "Queen of
    Spades", "Ace, Queen and King of Diamonds", "7 of Spades and Clubs",
    else each card by name ("2 of Clubs, 7 of Hearts and Grue"; a rank held
    twice in one suit, as two decks allow: "King of Spades, King of Spades
    and King of Hearts")."""
    cards = list(cards)
    if len(cards) == 1 or any(c.trump is not None for c in cards):
        return listed([c.name for c in cards])
    suits = {suit_word(c) for c in cards}
    if len(suits) == 1:
        return f"{listed([rank_word(c) for c in cards])} of {suits.pop()}"
    if len({c.rank for c in cards}) == 1 and len(suits) == len(cards):
        return f"{rank_word(cards[0])} of {listed([suit_word(c) for c in cards])}"
    return listed([c.name for c in cards])


def cards_counted(cards: Sequence[Card]) -> str:
    """Cards as :func:`cards_in_words` names them, except that a card held
    twice (two decks) is said once with its count and each other card with
    "the": "two 9s of Spades and the 2 of Hearts" (a caller puts no "the"
    before it then)."""
    counts: dict[Card, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    if max(counts.values(), default=1) == 1:
        return "the " + cards_in_words(cards)
    times = {2: "two", 3: "three", 4: "four"}
    return listed([f"{times.get(n, str(n))} {rank_word(card)}s of {suit_word(card)}" if n > 1
                   else f"the {card.name}" for card, n in counts.items()])


def cards_said(cards: Sequence[Card], use: str = ALONE, language: Language = Language()) -> str:
    """``cards`` named in ``language`` as ``use`` (a use of
    :mod:`.card_names`) asks. English says them as briefly as is clear
    (:func:`cards_in_words`, and in a sentence with "the":
    :func:`cards_counted`); another language names each card in the form
    its sentence asks for, in one list of the language's ("A, B i C")."""
    if language.code == SOURCE:
        return cards_in_words(cards) if use == ALONE else cards_counted(cards)
    return language.listed([card_name(card, use, language) for card in cards])


def cards_kept(cards: Sequence[Card], use: str = ALONE, english: str | None = None) -> Listed:
    """``cards`` named as :func:`cards_said` names them, kept translatable
    (:class:`~.i18n.Listed`: a score line keeps them so, and says them in
    the language where it is shown); ``english`` says them otherwise in
    English than :func:`cards_said` does."""
    if english is None:
        english = cards_in_words(cards) if use == ALONE else cards_counted(cards)
    return listed_said(english, [card_said(card, use) for card in cards])


#: The sentence for a move that names its cards, for the person at the
#: screen and for another seat, and the use its cards are named in.
CARD_MOVES: dict[str, tuple[str, str, str]] = {
    "draw": (N_("You drew {cards}."), N_("{name} drew {cards}."), DRAWN),
    "discard": (N_("You discarded {cards}."), N_("{name} discarded {cards}."), DISCARDED),
    "take": (N_("You took {cards}."), N_("{name} took {cards}."), TAKEN),
    "meld": (N_("You melded {cards}."), N_("{name} melded {cards}."), MELDED),
    "layoff": (N_("You laid off {cards}."), N_("{name} laid off {cards}."), MELDED),
}


def card_move(action: str, name: str, cards: Sequence[Card], language: Language = Language()) -> str:
    """The sentence for seat ``name`` making the move ``action`` (a key of
    :data:`CARD_MOVES`) with ``cards``, in ``language``, the cards agreeing
    with its verb: "Ada discarded the 7 of Hearts.", "Ada odrzuca damę pik."."""
    you, other, use = CARD_MOVES[action]
    said = cards_said(cards, use, language)
    return language.gettext(you, cards=said) if name == YOU else language.gettext(other, name=name, cards=said)


def choice_name(choice: Choice, language: Language = Language()) -> str:
    """What a move's choice chooses, by name, in ``language``, as an answer
    on a button says it: "Hearts", "Zurfs" (the suit as a card's name says
    it, its first letter a capital), "6 of Hearts"."""
    if choice.kind is ChoiceKind.SUIT:
        suit = language.pgettext(*SUITS[str(choice.suit)])
        return suit[:1].upper() + suit[1:]
    return card_name(choice.card, ALONE, language)  # type: ignore[arg-type]


#: The question a choice asks, by its kind (``{cards}``: the cards the move plays).
CHOICE_QUESTIONS = {ChoiceKind.SUIT: N_("Which suit does {cards} call?"),
                    ChoiceKind.CARD: N_("Which card does {cards} stand for?")}


def choice_question(kind: ChoiceKind, cards: Sequence[Card], language: Language = Language()) -> str:
    """The question a choice of ``kind`` made with ``cards`` asks, in
    ``language``: "Which suit does the 6 of Spades call?"."""
    return language.gettext(CHOICE_QUESTIONS[kind], cards=cards_said(cards, SUBJECT, language))
