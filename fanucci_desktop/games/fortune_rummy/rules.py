"""Pure rules of Fortune Rummy: melds, meld values and hand penalties.

Meld rules (fortune-rummy.txt and RULINGS.md):

* a *set* is 3 or 4 cards of one rank (two copies of a card may both be in
  it); with the house rule ``sets_over_four`` a set may be any size;
* a *sequence* is 3 or more cards of one suit in consecutive ranks, no rank
  twice; the ace is low (A-2-3) or high (Q-K-A) but never both, so a
  sequence never goes around the corner and holds at most 13 cards; with the
  house rule ``four_card_sequences`` a sequence holds at most 4 cards;
* deuces are wild: each stands for any card that completes the meld; a meld
  holds at least two natural (non-deuce) cards. A deuce is never natural,
  even in its own place (2H in A-2-3 of hearts is a wild card).

Meld values are counted on the meld as it finally stands. Each deuce counts
as the card that scores most among those it can stand for: K-8 10, 7-3 5
(a deuce standing for the 2 of A-2-3 is 5), ace high 10, ace low 5, ace in
a set of aces 10; a deuce standing for the Queen of Spades is 10. The real
Queen of Spades is 50 in any meld. A natural ace in a set of aces is 10, or
15 with the house rule ``aces_fifteen`` (a deuce standing for an ace stays at
10: the ruling lists a deuce's value as "10 or 5").

Cards left in hand: K-8 -10, 7-3 -5, Queen of Spades -50, ace -10, deuce -10.

``options`` everywhere is the mapping of house-rule keys to booleans (None or
missing keys mean off).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from fanucci_desktop.engine.cards import Card
from fanucci_desktop.games.match_length import TARGET
from fanucci_desktop.card_names import ALONE, card_said
from fanucci_desktop.i18n import N_, NN_, Listed, Message, said, said_n
from fanucci_desktop.words import cards_kept

from .codes import CARDS, IS_DEUCE, QS, RANK, SUIT, codes_of

#: The house-rule option keys, all off by default.
OPTION_KEYS: tuple[str, ...] = (
    "sets_over_four", "aces_fifteen", "shuffle_discards", "four_card_sequences",
    "queen_of_spades_free",
)

#: Longest sequence possible: A-K or 2-A (the ace never both low and high).
MAX_SEQUENCE = 13


@dataclass(frozen=True, slots=True)
class HouseRules:
    """The house rules in force, read once from an options mapping."""

    sets_over_four: bool = False
    aces_fifteen: bool = False
    shuffle_discards: bool = False
    four_card_sequences: bool = False
    queen_of_spades_free: bool = False

    @classmethod
    def of(cls, options: "Mapping[str, object] | HouseRules | None") -> "HouseRules":
        """The house rules of ``options`` (a match's options: the match
        length, :data:`~..match_length.TARGET`, is no house rule and is
        passed over); unknown keys raise ValueError."""
        if isinstance(options, HouseRules):
            return options
        if not options:
            return _OFF
        unknown = sorted(set(options) - set(OPTION_KEYS) - {TARGET})
        if unknown:
            raise ValueError(f"unknown Fortune Rummy option(s): {', '.join(unknown)}")
        return cls(**{k: bool(options.get(k, False)) for k in OPTION_KEYS})

    @property
    def max_set(self) -> int | None:
        """Largest set allowed, None for no limit."""
        return None if self.sets_over_four else 4

    @property
    def max_sequence(self) -> int:
        return 4 if self.four_card_sequences else MAX_SEQUENCE

    def to_dict(self) -> dict[str, bool]:
        return {k: getattr(self, k) for k in OPTION_KEYS}


_OFF = HouseRules()

#: Value of a position in a sequence (1 = ace low, 14 = ace high).
POSITION_VALUE: tuple[int, ...] = (0, 5) + (5,) * 6 + (10,) * 6 + (10,)
#: Value of a rank when melded in a set, the Queen of Spades aside.
_SET_RANK_VALUE: tuple[int, ...] = (0, 10) + (5,) * 6 + (10,) * 6


def _natural_value(code: int) -> int:
    """Value of a natural card melded at its own rank (ace aside)."""
    return 50 if code == QS else POSITION_VALUE[RANK[code]]


# -- melds on codes (the fast core) -----------------------------------------------------

def placements(ranks: list[int]) -> list[list[int]]:
    """The ways to place distinct natural ranks (ace = 1) of one suit in a
    sequence: positions 1..14, the ace at 1 (low) or 14 (high). Sorted lists."""
    if ranks and ranks[0] == 1:
        return [ranks, ranks[1:] + [14]]
    return [ranks]


def sequence_fits(positions: list[int], deuces: int, max_len: int) -> bool:
    """True when naturals at ``positions`` (sorted, distinct) and ``deuces``
    wild cards make a sequence: the gaps are filled and it is not too long."""
    n = len(positions)
    gaps = positions[-1] - positions[0] + 1 - n
    return gaps <= deuces and 3 <= n + deuces <= max_len


def valid_codes(codes: list[int], rules: HouseRules) -> bool:
    """:func:`is_valid_meld` on card codes."""
    if len(codes) < 3:
        return False
    naturals = [c for c in codes if not IS_DEUCE[c]]
    if len(naturals) < 2:
        return False
    deuces = len(codes) - len(naturals)
    rank = RANK[naturals[0]]
    if all(RANK[c] == rank for c in naturals):
        return rules.max_set is None or len(codes) <= rules.max_set
    suit = SUIT[naturals[0]]
    if any(SUIT[c] != suit for c in naturals):
        return False
    ranks = sorted(RANK[c] for c in naturals)
    if len(set(ranks)) != len(ranks):
        return False
    return any(sequence_fits(p, deuces, rules.max_sequence) for p in placements(ranks))


def value_codes(codes: list[int], rules: HouseRules) -> int:
    """:func:`meld_value` on card codes of a valid meld."""
    naturals = [c for c in codes if not IS_DEUCE[c]]
    deuces = len(codes) - len(naturals)
    rank = RANK[naturals[0]]
    if all(RANK[c] == rank for c in naturals):
        if rank == 1:
            return len(naturals) * (15 if rules.aces_fifteen else 10) + deuces * 10
        return sum(_natural_value(c) for c in naturals) + deuces * _SET_RANK_VALUE[rank]
    ranks = sorted(RANK[c] for c in naturals)
    best = None
    for positions in placements(ranks):
        if not sequence_fits(positions, deuces, rules.max_sequence):
            continue
        value = sum(_natural_value(c) for c in naturals if RANK[c] != 1)
        if positions[-1] == 14:
            value += 10
        elif positions[0] == 1:
            value += 5
        lo, hi = positions[0], positions[-1]
        present = set(positions)
        value += sum(POSITION_VALUE[p] for p in range(lo, hi + 1) if p not in present)
        extra = deuces - (hi - lo + 1 - len(positions))
        low_end = 2 if hi == 14 else 1
        high_end = 13 if lo == 1 else 14
        ends = 0
        for left in range(extra + 1):
            start, stop = lo - left, hi + extra - left
            if start < low_end or stop > high_end:
                continue
            ends = max(ends, sum(POSITION_VALUE[p] for p in range(start, lo))
                       + sum(POSITION_VALUE[p] for p in range(hi + 1, stop + 1)))
        value += ends
        best = value if best is None else max(best, value)
    assert best is not None, "value_codes needs a valid meld"
    return best


def penalty_of(code: int) -> int:
    """What one card left in hand costs (zero or negative)."""
    if code == QS:
        return -50
    rank = RANK[code]
    return -5 if 3 <= rank <= 7 else -10


def penalty_codes(codes: Iterable[int]) -> int:
    """:func:`hand_penalty` on card codes."""
    return sum(penalty_of(c) for c in codes)


# -- the public API on cards --------------------------------------------------------------

def is_valid_meld(cards: Iterable[Card], options: Mapping[str, object] | None = None) -> bool:
    """True when ``cards`` form a legal meld (a set or a sequence, see the
    module docstring) under the house rules in ``options``."""
    return valid_codes(codes_of(cards), HouseRules.of(options))


def meld_value(cards: Iterable[Card], options: Mapping[str, object] | None = None) -> int:
    """Points the meld ``cards`` scores as it stands, each deuce counted as
    the card that scores most among those it can stand for. ValueError when
    ``cards`` is not a valid meld."""
    rules = HouseRules.of(options)
    codes = codes_of(cards)
    if not valid_codes(codes, rules):
        raise ValueError(f"not a meld: {' '.join(str(c) for c in cards)}")
    return value_codes(codes, rules)


def hand_penalty(cards: Iterable[Card]) -> int:
    """Points (zero or negative) that ``cards`` left in hand cost at the end
    of a hand: K-8 -10, 7-3 -5, Queen of Spades -50, ace -10, deuce -10."""
    return penalty_codes(codes_of(cards))


def _names(codes: Iterable[int]) -> Listed:
    return cards_kept([CARDS[c] for c in codes])


def meld_problem(codes: list[int], rules: HouseRules) -> Message | None:
    """Why the cards ``codes`` are not a meld, in plain words kept
    translatable (:func:`~fanucci_desktop.i18n.said`); None if they are."""
    if len(codes) < 3:
        return said(N_("A meld needs at least three cards."))
    naturals = [c for c in codes if not IS_DEUCE[c]]
    if len(naturals) < 2:
        return said(N_("A meld needs at least two natural cards: deuces are wild and cannot be melded alone."))
    deuces = len(codes) - len(naturals)
    rank = RANK[naturals[0]]
    if all(RANK[c] == rank for c in naturals):
        if rules.max_set is not None and len(codes) > rules.max_set:
            return said(N_("A set holds at most four cards, not {count}."), count=len(codes))
        return None
    suits = sorted({SUIT[c] for c in naturals})
    if len(suits) > 1:
        return said(N_("These cards are neither a set (all one rank) nor a sequence (all one suit): {cards}."),
                    cards=_names(sorted(naturals)))
    ranks = sorted(RANK[c] for c in naturals)
    for a, b in zip(ranks, ranks[1:]):
        if a == b:
            twice = next(c for c in naturals if RANK[c] == a)
            return said(N_("A sequence cannot hold the same card twice: {card}."), card=card_said(CARDS[twice], ALONE))
    if len(codes) > rules.max_sequence:
        if rules.four_card_sequences:
            return said(N_("A sequence holds at most four cards (house rule), not {count}."), count=len(codes))
        return said(N_("A sequence holds at most 13 cards, not {count}."), count=len(codes))
    if any(sequence_fits(p, deuces, rules.max_sequence) for p in placements(ranks)):
        return None
    need = min(p[-1] - p[0] + 1 - len(p) for p in placements(ranks))
    if ranks[0] == 1 and ranks[-1] == 13 and need > deuces:
        low = placements(ranks)[0]
        if low[-1] - low[0] + 1 - len(low) > deuces:
            return said(N_("An ace is high or low, never both: a sequence cannot go around the corner ({cards})."),
                        cards=_names(naturals))
    return said_n(*NN_("Those cards are too far apart for a sequence: the gaps need {n} deuce, you offer {offered}.",
                       "Those cards are too far apart for a sequence: the gaps need {n} deuces, you offer {offered}."),
                  need, offered=deuces)
