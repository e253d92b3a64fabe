"""The score of a gin hand that someone went out of (RULINGS.md, Gin Rummy
and Fan Rummy): the knock difference, the undercut, gin and big gin. Each
game adds its own: Fan Rummy doubles for a spade knock card, Gin Rummy's
house rule pays match bonuses."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Card
from ...i18n import N_, NN_, Message, said, said_n
from ...words import cards_kept

#: Bonus for gin (all ten melded after the discard).
GIN_BONUS = 25
#: Bonus for big gin (all eleven melded, no discard).
BIG_GIN_BONUS = 31
#: Bonus for an undercut (the defender's deadwood is no higher than the
#: knocker's in Gin Rummy, lower in Fan Rummy and under OpenSpiel's scoring).
UNDERCUT_BONUS = 25

#: Each kind of ending's score line ("Knock: 65 points, ...") and the line
#: of the seat that scores nothing by it.
KINDS: dict[str, tuple[tuple[str, str], str]] = {
    "Knock": (NN_("Knock: {n} point, {why}", "Knock: {n} points, {why}"),
              N_("No points for the hand: the opponent scores the knock")),
    "Undercut": (NN_("Undercut: {n} point, {why}", "Undercut: {n} points, {why}"),
                 N_("No points for the hand: the opponent scores the undercut")),
    "Gin": (NN_("Gin: {n} point, {why}", "Gin: {n} points, {why}"),
            N_("No points for the hand: the opponent scores the gin")),
    "Big gin": (NN_("Big gin: {n} point, {why}", "Big gin: {n} points, {why}"),
                N_("No points for the hand: the opponent scores the big gin")),
}


@dataclass(frozen=True)
class Deadwood:
    """A seat's deadwood as a score line counts it: its ``points`` and the
    ``cards`` that make them (its unmelded cards, at their least)."""

    points: int
    cards: tuple[Card, ...] = ()

    def said(self, with_cards: tuple[str, str], without: tuple[str, str]) -> Message:
        """The deadwood in the words of the plural message ``with_cards``
        (``{n}`` its points, ``{cards}`` the cards in words: "the knocker's
        1 deadwood (Ace of Clubs)"), or ``without`` when there are none."""
        if self.cards:
            return said_n(*with_cards, self.points, cards=cards_kept(sorted(self.cards)))
        return said_n(*without, self.points)

    def knocker(self) -> Message:
        """"the knocker's 1 deadwood (Ace of Clubs)"."""
        return self.said(NN_("the knocker's {n} deadwood ({cards})", "the knocker's {n} deadwood ({cards})"),
                         NN_("the knocker's {n} deadwood", "the knocker's {n} deadwood"))

    def opponent(self) -> Message:
        """"the opponent's 66 deadwood (...)"."""
        return self.said(NN_("the opponent's {n} deadwood ({cards})", "the opponent's {n} deadwood ({cards})"),
                         NN_("the opponent's {n} deadwood", "the opponent's {n} deadwood"))

    def against(self) -> Message:
        """The deadwood after "against": "12 (King of Clubs and 2 of Hearts)"."""
        if self.cards:
            return said(N_("{points} ({cards})"), points=self.points, cards=cards_kept(sorted(self.cards)))
        return said(N_("{points}"), points=self.points)

    def for_opponent(self) -> Message:
        """The points the opponent's deadwood gives: "33 for the opponent's deadwood (...)"."""
        return self.said(NN_("{n} for the opponent's deadwood ({cards})", "{n} for the opponent's deadwood ({cards})"),
                         NN_("{n} for the opponent's deadwood", "{n} for the opponent's deadwood"))


@dataclass(frozen=True)
class Award:
    """The hand's points to one seat: ``seat`` scores ``points`` for a
    ``kind`` of ending (a key of :data:`KINDS`: "Knock", "Undercut", "Gin",
    "Big gin"); ``why`` says where the points come from, with every number
    a player needs to check them and every card counted ("66 deadwood (...)
    against 1 (...)"), kept translatable."""

    seat: int
    points: int
    kind: str
    why: Message

    @property
    def how(self) -> Message:
        """The award as the score panel says it: "Knock: 65 points, the
        opponent's 66 deadwood (...) less the knocker's 1 deadwood (Ace of
        Clubs)"."""
        return said_n(*KINDS[self.kind][0], self.points, why=self.why)


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
    mine = out.knocker()
    if ending == "knock":
        if out.points < theirs.points:
            return Award(out_player, theirs.points - out.points, "Knock",
                         said(N_("{theirs} less {mine}"), theirs=theirs.opponent(), mine=mine))
        if out.points > theirs.points:
            return Award(1 - out_player, UNDERCUT_BONUS + out.points - theirs.points, "Undercut",
                         said(N_("{bonus} for the undercut and {difference} for {mine} against {theirs}"),
                              bonus=UNDERCUT_BONUS, difference=out.points - theirs.points, mine=mine,
                              theirs=theirs.against()))
        if equal_undercuts:
            return Award(1 - out_player, UNDERCUT_BONUS, "Undercut",
                         said(N_("{bonus} for the undercut, with equal deadwood: {mine} against {theirs}"),
                              bonus=UNDERCUT_BONUS, mine=mine, theirs=theirs.against()))
        return None
    if ending in ("gin", "big-gin"):
        bonus = GIN_BONUS if ending == "gin" else BIG_GIN_BONUS
        why = N_("{bonus} for gin and {theirs}") if ending == "gin" else N_("{bonus} for big gin and {theirs}")
        return Award(out_player, bonus + theirs.points, "Gin" if ending == "gin" else "Big gin",
                     said(why, bonus=bonus, theirs=theirs.for_opponent()))
    raise ValueError(f"no score for a hand ending {ending!r}")


def hand_points(won: Award | None, out: Deadwood, theirs: Deadwood
                ) -> tuple[list[int], list[str]]:
    """Each seat's points and how they were made (kept translatable), given
    the hand's :func:`award` (None: equal deadwood, the knocker's ``out``
    and the defender's ``theirs``, nobody scores)."""
    if won is None:
        text = (said(N_("Equal deadwood, {points} each: nobody scores (the knocker's ({mine}) and the "
                        "opponent's ({theirs}))"), points=theirs.points, mine=cards_kept(sorted(out.cards)),
                     theirs=cards_kept(sorted(theirs.cards))) if out.cards and theirs.cards else
                said(N_("Equal deadwood, {points} each: nobody scores"), points=theirs.points))
        return [0, 0], [text, text]
    scores, details = [0, 0], ["", ""]
    scores[won.seat] = won.points
    details[won.seat] = won.how
    details[1 - won.seat] = said(KINDS[won.kind][1])
    return scores, details
