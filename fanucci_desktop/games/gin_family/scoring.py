"""The score of a gin hand that someone went out of (RULINGS.md, Gin Rummy
and Fan Rummy): the knock difference, the undercut, gin and big gin. Each
game adds its own: Fan Rummy doubles for a spade knock card, Gin Rummy's
house rule pays match bonuses."""

from __future__ import annotations

from dataclasses import dataclass

#: Bonus for gin (all ten melded after the discard).
GIN_BONUS = 25
#: Bonus for big gin (all eleven melded, no discard).
BIG_GIN_BONUS = 31
#: Bonus for an undercut (the defender's deadwood is lower than the knocker's).
UNDERCUT_BONUS = 25


@dataclass(frozen=True)
class Award:
    """The hand's points to one seat: ``seat`` scores ``points``; ``how``
    says how, in words fit for the score panel."""

    seat: int
    points: int
    how: str


def award(ending: str, out_player: int, out_deadwood: int, theirs: int) -> Award | None:
    """Who scores a hand ``out_player`` ended with ``ending`` (``knock``,
    ``gin`` or ``big-gin``) holding ``out_deadwood`` against the
    defender's ``theirs`` (after lay-offs, at its least); None when nobody
    does.

    * knock: the knocker scores defender - knocker deadwood when that is
      positive; when negative (an undercut) the defender scores 25 plus the
      difference; equal deadwood scores nothing.
    * gin: 25 + the defender's deadwood; big gin: 31 + it.
    """
    if ending == "knock":
        if out_deadwood < theirs:
            points = theirs - out_deadwood
            return Award(out_player, points, f"Knock: deadwood {theirs} - {out_deadwood} "
                                             f"= {points}")
        if out_deadwood > theirs:
            points = UNDERCUT_BONUS + out_deadwood - theirs
            return Award(1 - out_player, points, f"Undercut: {UNDERCUT_BONUS} + deadwood "
                                                 f"{out_deadwood} - {theirs} = {points}")
        return None
    if ending in ("gin", "big-gin"):
        bonus = GIN_BONUS if ending == "gin" else BIG_GIN_BONUS
        name = "Gin" if ending == "gin" else "Big gin"
        points = bonus + theirs
        return Award(out_player, points, f"{name}: {bonus} + opponent's deadwood {theirs} "
                                         f"= {points}")
    raise ValueError(f"no score for a hand ending {ending!r}")


def hand_points(won: Award | None, theirs: int) -> tuple[list[int], list[str]]:
    """Each seat's points and how they were made, given the hand's
    :func:`award` (None: equal deadwood ``theirs``, nobody scores)."""
    if won is None:
        text = f"Equal deadwood ({theirs}): nobody scores"
        return [0, 0], [text, text]
    scores, details = [0, 0], ["", ""]
    scores[won.seat] = won.points
    details[won.seat] = won.how
    details[1 - won.seat] = f"0 ({won.how[0].lower()}{won.how[1:]} to the opponent)"
    return scores, details
