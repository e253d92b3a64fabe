"""The card model: Fanucci cards, trumps and standard cards, with their text form.

Notation (RULINGS.md):

* Fanucci suited card: rank then suit, ``7 Zurfs``, ``0 Bugs``, ``∞ Tops``
  (``inf Tops`` is accepted on input). Ranks 0-9 and ∞.
* Fanucci trump: its name alone, ``Grue``, ``Time``. ``Time`` is the trump,
  ``5 Time`` a card of the Time suit.
* Standard card: rank then suit letter, ``QS``, ``10H``, ``AC``, ``2D``.
* A list is separated by commas when any card in it contains a space,
  otherwise by white space.

Cards are small immutable values. Two copies of the same standard card are
equal: zones that hold both decks of Fortune Rummy are multisets.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Iterable


class TextEnum(str, enum.Enum):
    """An enum of words: each member is a str, and its text form
    (``str``, f-strings) is its value."""

    def __str__(self) -> str:
        return self.value


class Color(TextEnum):
    """A card colour. ``str(c)`` and ``c.name`` give the lowercase name."""

    black = "black"
    red = "red"
    blue = "blue"
    yellow = "yellow"
    green = "green"


class DeckKind(TextEnum):
    """Which family a card belongs to."""

    fanucci = "fanucci"
    standard = "standard"


#: The fifteen Fanucci suits, in the order of the deck guide (rows of five).
FANUCCI_SUITS: tuple[str, ...] = (
    "Bugs", "Lamps", "Rain", "Hives", "Scythes",
    "Mazes", "Fromps", "Zurfs", "Time", "Ears",
    "Inkblots", "Plungers", "Tops", "Faces", "Books",
)

#: The colour of each Fanucci suit (RULINGS.md: the columns of the deck guide).
FANUCCI_SUIT_COLOR: dict[str, Color] = {
    "Bugs": Color.black, "Mazes": Color.black, "Inkblots": Color.black,
    "Lamps": Color.red, "Fromps": Color.red, "Plungers": Color.red,
    "Rain": Color.blue, "Zurfs": Color.blue, "Tops": Color.blue,
    "Hives": Color.yellow, "Time": Color.yellow, "Faces": Color.yellow,
    "Scythes": Color.green, "Ears": Color.green, "Books": Color.green,
}

#: The five Fanucci colours in the order of the deck guide's columns.
FANUCCI_COLORS: tuple[Color, ...] = (
    Color.black, Color.red, Color.blue, Color.yellow, Color.green,
)

#: The nine trumps, alphabetical as the rules list them.
TRUMPS: tuple[str, ...] = (
    "Beauty", "Death", "Granola", "Grue", "Jester",
    "Light", "Lobster", "Snail", "Time",
)

#: Rank of the ∞ card of a Fanucci suit. It sorts after 9 but is NOT the rank
#: after 9: games that build runs must exclude it explicitly.
INFINITY = 10

#: Fanucci ranks in order, 0..9 then ∞.
FANUCCI_RANKS: tuple[int, ...] = tuple(range(10)) + (INFINITY,)

#: Standard suits as letters, in the order used for sorting (S, H, D, C).
STANDARD_SUITS: tuple[str, ...] = ("S", "H", "D", "C")
STANDARD_SUIT_NAMES: dict[str, str] = {
    "S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs",
}
STANDARD_SUIT_COLOR: dict[str, Color] = {
    "S": Color.black, "C": Color.black, "H": Color.red, "D": Color.red,
}

#: Standard ranks: ace is 1, jack 11, queen 12, king 13.
ACE, JACK, QUEEN, KING = 1, 11, 12, 13
STANDARD_RANKS: tuple[int, ...] = tuple(range(1, 14))
_STANDARD_RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card.

    * Fanucci suited card: ``deck=fanucci``, ``suit`` one of FANUCCI_SUITS,
      ``rank`` 0..9 or INFINITY, ``trump=None``.
    * Trump: ``deck=fanucci``, ``suit=None``, ``rank=None``, ``trump`` its name.
    * Standard card: ``deck=standard``, ``suit`` a letter S/H/D/C, ``rank`` 1..13.

    Build cards with :func:`fanucci_card`, :func:`trump`, :func:`standard_card`
    or :func:`parse_card`; the constructor validates its arguments.
    """

    deck: DeckKind
    suit: str | None
    rank: int | None
    trump: str | None = None
    #: A small int unique to this card value (0..173 Fanucci, 200..251
    #: standard); equality and hashing use it, so both are cheap.
    code: int = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if self.deck is DeckKind.fanucci:
            if self.trump is not None:
                if self.trump not in TRUMPS or self.suit is not None or self.rank is not None:
                    raise ValueError(f"not a trump: {self.trump!r}")
            elif self.suit not in FANUCCI_SUIT_COLOR or self.rank not in FANUCCI_RANKS:
                raise ValueError(f"not a Fanucci card: rank {self.rank!r} suit {self.suit!r}")
        elif self.deck is DeckKind.standard:
            if self.trump is not None or self.suit not in STANDARD_SUIT_COLOR \
                    or self.rank not in STANDARD_RANKS:
                raise ValueError(f"not a standard card: rank {self.rank!r} suit {self.suit!r}")
        else:  # pragma: no cover - DeckKind is closed
            raise ValueError(f"unknown deck {self.deck!r}")
        object.__setattr__(self, "code", _card_code(self.deck, self.suit, self.rank, self.trump))

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Card:
            return NotImplemented
        return self.code == other.code  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return self.code

    @property
    def is_trump(self) -> bool:
        """True for the nine Fanucci trumps."""
        return self.trump is not None

    @property
    def is_fanucci(self) -> bool:
        return self.deck is DeckKind.fanucci

    @property
    def is_infinity(self) -> bool:
        """True for a Fanucci ∞ card."""
        return self.deck is DeckKind.fanucci and self.rank == INFINITY

    @property
    def color(self) -> Color | None:
        """The card's colour; None for a trump (trumps have no colour)."""
        if self.trump is not None:
            return None
        if self.deck is DeckKind.fanucci:
            return FANUCCI_SUIT_COLOR[self.suit]  # type: ignore[index]
        return STANDARD_SUIT_COLOR[self.suit]  # type: ignore[index]

    @property
    def rank_text(self) -> str:
        """The rank as printed: ``7``, ``∞``, ``Q``, ``10``; empty for a trump."""
        if self.rank is None:
            return ""
        if self.deck is DeckKind.fanucci:
            return "∞" if self.rank == INFINITY else str(self.rank)
        return _STANDARD_RANK_TEXT.get(self.rank, str(self.rank))

    @property
    def name(self) -> str:
        """A long, human name: ``7 of Zurfs``, ``Grue``, ``Queen of Spades``."""
        if self.trump is not None:
            return self.trump
        if self.deck is DeckKind.fanucci:
            return f"{self.rank_text} of {self.suit}"
        long_rank = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}.get(self.rank, str(self.rank))  # type: ignore[arg-type]
        return f"{long_rank} of {STANDARD_SUIT_NAMES[self.suit]}"  # type: ignore[index]

    def sort_key(self) -> tuple:
        """A total order: Fanucci suited cards by suit then rank, then trumps;
        standard cards by suit (S, H, D, C) then rank."""
        if self.deck is DeckKind.fanucci:
            if self.trump is not None:
                return (0, 1, TRUMPS.index(self.trump), 0)
            return (0, 0, FANUCCI_SUITS.index(self.suit), self.rank)  # type: ignore[arg-type]
        return (1, 0, STANDARD_SUITS.index(self.suit), self.rank)  # type: ignore[arg-type]

    def __lt__(self, other: "Card") -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.sort_key() < other.sort_key()

    def __str__(self) -> str:
        if self.trump is not None:
            return self.trump
        if self.deck is DeckKind.fanucci:
            return f"{self.rank_text} {self.suit}"
        return f"{self.rank_text}{self.suit}"

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


def _card_code(deck: DeckKind, suit: str | None, rank: int | None, trump_name: str | None) -> int:
    if deck is DeckKind.fanucci:
        if trump_name is not None:
            return 165 + TRUMPS.index(trump_name)
        return FANUCCI_SUITS.index(suit) * 11 + rank  # type: ignore[arg-type,operator]
    return 200 + STANDARD_SUITS.index(suit) * 13 + rank - 1  # type: ignore[arg-type,operator]


def fanucci_card(rank: int, suit: str) -> Card:
    """A Fanucci suited card; rank 0..9 or INFINITY."""
    return Card(DeckKind.fanucci, suit, rank)


def trump(name: str) -> Card:
    """The trump with this name."""
    return Card(DeckKind.fanucci, None, None, name)


def standard_card(rank: int, suit: str) -> Card:
    """A standard card; rank 1 (ace) .. 13 (king), suit letter S/H/D/C."""
    return Card(DeckKind.standard, suit, rank)


_SUIT_BY_LOWER = {s.lower(): s for s in FANUCCI_SUITS}
_TRUMP_BY_LOWER = {t.lower(): t for t in TRUMPS}
_FANUCCI_RANK_WORDS = {**{str(r): r for r in range(10)}, "∞": INFINITY, "inf": INFINITY}
_STANDARD_RANK_WORDS = {
    **{str(r): r for r in range(2, 11)}, "a": ACE, "j": JACK, "q": QUEEN, "k": KING,
    "t": 10,
}


def parse_card(text: str) -> Card:
    """Read one card in our notation. Raises ValueError naming the text.

    Suit and trump names and standard letters are read case-insensitively.
    """
    if not isinstance(text, str):
        raise ValueError(f"not a card: {text!r}")
    words = text.strip().split()
    if len(words) == 1:
        word = words[0].lower()
        if word in _TRUMP_BY_LOWER:
            return trump(_TRUMP_BY_LOWER[word])
        if len(word) >= 2 and word[-1] in "shdc":
            rank = _STANDARD_RANK_WORDS.get(word[:-1])
            if rank is not None:
                return standard_card(rank, word[-1].upper())
    elif len(words) == 2:
        rank = _FANUCCI_RANK_WORDS.get(words[0].lower())
        suit = _SUIT_BY_LOWER.get(words[1].lower())
        if rank is not None and suit is not None:
            return fanucci_card(rank, suit)
    raise ValueError(f"not a card: {text!r}")


def parse_cards(text: str) -> list[Card]:
    """Read a list of cards: comma-separated, or separated by white space.

    With white space, a Fanucci rank followed by a suit name is read as one
    card, so ``7 Zurfs 8 Zurfs`` and ``7H 7S 10D`` both read. An empty or
    blank text is the empty list. Unknown text raises ValueError naming it.
    """
    if not isinstance(text, str):
        raise ValueError(f"not a list of cards: {text!r}")
    if not text.strip():
        return []
    if "," in text:
        return [parse_card(part) for part in text.split(",")]
    words = text.split()
    cards: list[Card] = []
    i = 0
    while i < len(words):
        if (i + 1 < len(words) and words[i].lower() in _FANUCCI_RANK_WORDS
                and words[i + 1].lower() in _SUIT_BY_LOWER):
            cards.append(parse_card(f"{words[i]} {words[i + 1]}"))
            i += 2
        else:
            cards.append(parse_card(words[i]))
            i += 1
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    """The text form of a list of cards; :func:`parse_cards` reads it back."""
    texts = [str(c) for c in cards]
    sep = ", " if any(" " in t for t in texts) else " "
    return sep.join(texts)


def fanucci_deck() -> list[Card]:
    """The 174-card Fanucci deck in canonical order: suits by the deck guide,
    ranks 0..9, ∞ within a suit, then the nine trumps."""
    cards = [fanucci_card(r, s) for s in FANUCCI_SUITS for r in FANUCCI_RANKS]
    cards.extend(trump(t) for t in TRUMPS)
    return cards


def standard_deck(copies: int = 1) -> list[Card]:
    """``copies`` standard 52-card decks in canonical order (52 cards a copy)."""
    if copies < 1:
        raise ValueError(f"copies must be at least 1, not {copies}")
    one = [standard_card(r, s) for s in STANDARD_SUITS for r in STANDARD_RANKS]
    return one * copies
