"""Flathead Rummy rules as pure functions on cards (RULINGS.md, Flathead).

* :func:`is_valid_meld`: 3+ cards, at most one trump, and a set (one rank),
  flush (one suit) or run (consecutive ranks, one colour, ∞ never in a run;
  0 comes before 1). A trump stands for any one missing card; its role is
  never fixed, so a group is judged afresh as a whole every time.
* :func:`is_bonus_meld`: a colour set (one rank and one colour), a flush run
  (consecutive ranks of one suit) or infinity (3+ ∞); never with a trump.
* :func:`can_lay_off`: the meld with the card added is still valid.
* :func:`hand_score`: (cards left + 5 if two players) x max(1, 1 + winner's
  marks - all losers' marks).
* :func:`find_melds` / :func:`find_layoffs`: the meld finder (from
  :mod:`.melds`): every meld a hand can lay down, every lay-off it can make.

Why a group is no meld, in plain words: :mod:`.explain`.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from ...engine.cards import Card
from .codes import CODE, COLOUR, encode
from .melds import find_layoffs, find_melds
from .profile import INF, accepts, fits, profile

__all__ = ["TWO_PLAYER_BONUS", "bonus_codes", "can_lay_off", "find_layoffs", "find_melds",
           "hand_score", "is_bonus_meld", "is_valid_meld"]

#: Points added to the winner's card count in a two-player game.
TWO_PLAYER_BONUS = 5


def is_valid_meld(cards: Iterable[Card]) -> bool:
    """True when ``cards`` form a valid meld. Repeated cards never do."""
    codes = encode(cards)
    return len(set(codes)) == len(codes) and fits(profile(codes))


def is_bonus_meld(cards: Iterable[Card]) -> bool:
    """True when ``cards`` form a bonus meld: a valid meld without a trump that
    is a colour set, a flush run, or 3+ ∞ cards."""
    codes = encode(cards)
    if len(set(codes)) != len(codes):
        return False
    return bonus_codes(codes)


def bonus_codes(codes: Sequence[int]) -> bool:
    """:func:`is_bonus_meld` on distinct codes."""
    p = profile(codes)
    if p.trumps or not fits(p):
        return False
    if p.rank >= 0:  # a set: infinity, or a colour set
        return p.rank == INF or len({COLOUR[c] for c in codes}) == 1
    return p.suit >= 0 and p.colour >= 0 and p.hi - p.lo + 1 == p.naturals


def can_lay_off(meld_cards: Iterable[Card], card: Card) -> bool:
    """True when ``card`` may be added to the valid meld ``meld_cards``: the
    group with it is still a valid meld (its type may change)."""
    codes = encode(meld_cards)
    code = CODE.get(card)
    if code is None or code in codes or not fits(profile(codes)):
        return False
    return accepts(profile(codes), code)


def hand_score(cards_left: int, num_players: int, winner_marks: int, loser_marks: int) -> int:
    """The winner's points: ``(cards_left + 5 if two players) * max(1, 1 +
    winner_marks - loser_marks)``; ``loser_marks`` is all losers' marks together."""
    if cards_left < 0 or winner_marks < 0 or loser_marks < 0 or num_players < 2:
        raise ValueError("hand_score needs counts >= 0 and at least two players")
    count = cards_left + (TWO_PLAYER_BONUS if num_players == 2 else 0)
    return count * max(1, 1 + winner_marks - loser_marks)
