"""The score of a gin hand that someone went out of (RULINGS.md, Gin Rummy
and Fan Rummy): the knock difference, the undercut, gin and big gin. Each
game adds its own: Fan Rummy doubles for a spade knock card, Gin Rummy's
house rule pays match bonuses."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Card
from ...words import cards_in_words, count

#: Bonus for gin (all ten melded after the discard).
GIN_BONUS = 25
#: Bonus for big gin (all eleven melded, no discard).
BIG_GIN_BONUS = 31
#: Bonus for an undercut (the defender's deadwood is no higher than the
#: knocker's in Gin Rummy, lower in Fan Rummy and under OpenSpiel's scoring).
UNDERCUT_BONUS = 25


@dataclass(frozen=True)
class Deadwood:
    """A seat's deadwood as a score line counts it: its ``points`` and the
    ``cards`` that make them (its unmelded cards, at their least)."""

    points: int
    cards: tuple[Card, ...] = ()

    @property
    def named(self) -> str:
        """The cards in words, in brackets after the count they make
        (" (King of Clubs and 9 of Spades)"); nothing when there are none."""
        return f" ({cards_in_words(sorted(self.cards))})" if self.cards else ""


@dataclass(frozen=True)
class Award:
    """The hand's points to one seat: ``seat`` scores ``points`` for a
    ``kind`` of ending ("Knock", "Undercut", "Gin", "Big gin"); ``why``
    says where the points come from, with every number a player needs to
    check them and every card counted ("66 deadwood (...) against 1 (...)")."""

    seat: int
    points: int
    kind: str
    why: str

    @property
    def how(self) -> str:
        """The award as the score panel says it: "Knock: 65 points, the
        opponent's 66 deadwood (...) less the knocker's 1 deadwood (Ace of
        Clubs)"."""
        return f"{self.kind}: {count(self.points, 'point')}, {self.why}"


def award(ending: str, out_player: int, out: Deadwood, theirs: Deadwood, *,
          equal_undercuts: bool) -> Award | None:
    """Who scores a hand ``out_player`` ended with ``ending`` (``knock``,
    ``gin`` or ``big-gin``) holding the deadwood ``out`` against the
    defender's ``theirs`` (after lay-offs, at its least); None when nobody
    does. The words name every card counted.

    * knock: the knocker scores defender - knocker deadwood when that is
      positive; when it is negative (an undercut) the defender scores 25
      plus the difference. Equal deadwood is an undercut too (25) when
      ``equal_undercuts`` (Gin Rummy's common rules), and scores nothing
      otherwise (Fan Rummy, and Gin Rummy under OpenSpiel's scoring).
    * gin: 25 + the defender's deadwood; big gin: 31 + it.
    """
    mine = f"the knocker's {out.points} deadwood{out.named}"
    if ending == "knock":
        if out.points < theirs.points:
            return Award(out_player, theirs.points - out.points, "Knock",
                         f"the opponent's {theirs.points} deadwood{theirs.named} less {mine}")
        if out.points > theirs.points:
            return Award(1 - out_player, UNDERCUT_BONUS + out.points - theirs.points, "Undercut",
                         f"{UNDERCUT_BONUS} for the undercut and {out.points - theirs.points} "
                         f"for {mine} against {theirs.points}{theirs.named}")
        if equal_undercuts:
            return Award(1 - out_player, UNDERCUT_BONUS, "Undercut",
                         f"{UNDERCUT_BONUS} for the undercut, with equal deadwood: {mine} "
                         f"against {theirs.points}{theirs.named}")
        return None
    if ending in ("gin", "big-gin"):
        bonus = GIN_BONUS if ending == "gin" else BIG_GIN_BONUS
        name = "Gin" if ending == "gin" else "Big gin"
        return Award(out_player, bonus + theirs.points, name,
                     f"{bonus} for {name.lower()} and {theirs.points} for the opponent's "
                     f"deadwood{theirs.named}")
    raise ValueError(f"no score for a hand ending {ending!r}")


def hand_points(won: Award | None, out: Deadwood, theirs: Deadwood
                ) -> tuple[list[int], list[str]]:
    """Each seat's points and how they were made, given the hand's
    :func:`award` (None: equal deadwood, the knocker's ``out`` and the
    defender's ``theirs``, nobody scores)."""
    if won is None:
        text = (f"Equal deadwood, {theirs.points} each: nobody scores (the knocker's"
                f"{out.named or ' none'} and the opponent's{theirs.named or ' none'})")
        return [0, 0], [text, text]
    scores, details = [0, 0], ["", ""]
    scores[won.seat] = won.points
    details[won.seat] = won.how
    details[1 - won.seat] = f"No points for the hand: the opponent scores the {won.kind.lower()}"
    return scores, details
