"""Why a group of cards is not a meld, in words a player understands; and
how a hand scored, as a player reads it aloud.

:func:`meld_problem` returns None exactly when
:func:`.rules.is_valid_meld` is True; :func:`layoff_problem` returns None
exactly when :func:`.rules.can_lay_off` is True.
"""

from __future__ import annotations

from typing import Sequence

from ...card_names import ALONE, card_said
from ...engine.cards import INFINITY, Card
from ...i18n import N_, NN_, NP_, Listed, Message, listed_said, said, said_as, said_n
from ...words import PlaceNumber
from .codes import RANK_SIZE, SUIT_SIZE
from .rules import TWO_PLAYER_BONUS, can_lay_off, hand_score, is_valid_meld

#: A card's colour as a reason names it ("the 4 of Lamps is red").
COLOURS = {"black": NP_("a card's colour", "black"), "red": NP_("a card's colour", "red"),
           "blue": NP_("a card's colour", "blue"), "yellow": NP_("a card's colour", "yellow"),
           "green": NP_("a card's colour", "green")}


def _names(cards: Sequence[Card]) -> Listed:
    """Cards by name, parted by commas in every language ("1 of Bugs, 2 of Bugs")."""
    return listed_said(", ".join(c.name for c in cards), [card_said(c, ALONE) for c in cards], ", ")


def _ranks(ranks: Sequence[int]) -> str:
    """Ranks as numbers, parted by commas ("4, 6")."""
    return ", ".join(map(str, ranks))


def _differ(naturals: Sequence[Card], key: str) -> tuple[Card, Card] | None:
    first = naturals[0]
    for card in naturals[1:]:
        if getattr(card, key) != getattr(first, key):
            return first, card
    return None


def _set_problem(naturals: Sequence[Card], wild: bool) -> Message | None:
    pair = _differ(naturals, "rank")
    if pair:
        return said(N_("not a set: {a} and {b} differ in rank"), a=card_said(pair[0], ALONE),
                    b=card_said(pair[1], ALONE))
    if wild and len(naturals) >= RANK_SIZE:
        return said(N_("not a set: every card of that rank is there, so the trump has nothing to stand for"))
    return None


def _flush_problem(naturals: Sequence[Card], wild: bool) -> Message | None:
    pair = _differ(naturals, "suit")
    if pair:
        return said(N_("not a flush: {a} and {b} differ in suit"), a=card_said(pair[0], ALONE),
                    b=card_said(pair[1], ALONE))
    if wild and len(naturals) >= SUIT_SIZE:
        return said(N_("not a flush: every card of that suit is there, so the trump has nothing to stand for"))
    return None


def _run_problem(naturals: Sequence[Card], wild: bool) -> Message | None:
    pair = _differ(naturals, "color")
    if pair:
        a, b = pair
        return said(N_("a run must be one colour: {a} is {a_colour}, {b} is {b_colour}"),
                    a=card_said(a, ALONE), a_colour=said_as(*COLOURS[str(a.color)]),
                    b=card_said(b, ALONE), b_colour=said_as(*COLOURS[str(b.color)]))
    infinite = [c for c in naturals if c.rank == INFINITY]
    if infinite:
        return said(N_("not a run: ∞ never takes part in a run (∞ does not come after 9): {card}"),
                    card=card_said(infinite[0], ALONE))
    ranks = sorted(c.rank for c in naturals)  # type: ignore[type-var]
    for a, b in zip(ranks, ranks[1:]):
        if a == b:
            same = [c for c in naturals if c.rank == a]
            return said(N_("not a run: a run holds each rank once ({a} and {b})"), a=card_said(same[0], ALONE),
                        b=card_said(same[1], ALONE))
    missing = [r for r in range(ranks[0], ranks[-1] + 1) if r not in ranks]
    if not wild and missing:
        return said(N_("not a run: the ranks are not consecutive (no {ranks})"), ranks=_ranks(missing))
    if len(missing) > 1:
        return said(N_("not a run: a trump fills only one gap, and {ranks} are missing"), ranks=_ranks(missing))
    if wild and not missing and ranks[-1] - ranks[0] >= 9:
        return said(N_("not a run: the run already runs from 0 to 9, so the trump has nowhere to go"))
    return None


def _problems(cards: Sequence[Card]) -> Message:
    """Why ``cards``, three or more with at most one trump, are no meld:
    why they are not a set, not a flush and not a run, parted by
    semicolons in every language."""
    naturals = [c for c in cards if not c.is_trump]
    wild = len(naturals) < len(cards)
    reasons = [r for r in (_set_problem(naturals, wild), _flush_problem(naturals, wild),
                           _run_problem(naturals, wild)) if r is not None]
    return listed_said("; ".join(reasons), reasons, "; ")


def meld_problem(cards: Sequence[Card]) -> Message | None:
    """None when ``cards`` are a valid meld, else the reason, kept
    translatable (the rules know no language: :func:`~fanucci_desktop.i18n.said`)."""
    if is_valid_meld(cards):
        return None
    if len(set(cards)) != len(cards):
        return said(N_("A card is listed twice."))
    if len(cards) < 3:
        return said(N_("A meld needs at least three cards, not {count}."), count=len(cards))
    trumps = [c for c in cards if c.is_trump]
    if len(trumps) > 1:
        return said(N_("A meld may hold only one trump: {cards} are all trumps."), cards=_names(trumps))
    return said(N_("{cards} is not a meld: {reasons}."), cards=_names(cards), reasons=_problems(cards))


def layoff_problem(meld_cards: Sequence[Card], card: Card, meld: int | None = None) -> Message | None:
    """None when ``card`` may be laid off on ``meld_cards``, else the
    reason, kept translatable; ``meld`` is the meld's index on the table
    (None: "that meld")."""
    if can_lay_off(meld_cards, card):
        return None
    names = {"card": card_said(card, ALONE), "cards": _names(meld_cards)}
    if meld is not None:
        names["meld"] = PlaceNumber(meld)
    if card.is_trump and any(c.is_trump for c in meld_cards):
        held = card_said(next(c for c in meld_cards if c.is_trump), ALONE)
        return (said(N_("That meld already holds a trump ({trump}); a meld may hold only one."), trump=held)
                if meld is None else
                said(N_("Meld {meld} already holds a trump ({trump}); a meld may hold only one."), trump=held,
                     meld=names["meld"]))
    grown = list(meld_cards) + [card]
    why = meld_problem(grown)
    if why is None or why.message == "{cards} is not a meld: {reasons}.":      # not a set, flush or run
        names["reasons"] = _problems(grown)
        return (said(N_("The {card} does not fit that meld ({cards}): {reasons}."), **names) if meld is None
                else said(N_("The {card} does not fit meld {meld} ({cards}): {reasons}."), **names))
    names["why"] = why                                                          # a sentence of its own
    return (said(N_("The {card} does not fit that meld ({cards}): {why}"), **names) if meld is None else
            said(N_("The {card} does not fit meld {meld} ({cards}): {why}"), **names))


def went_out_words(cards_left: int, num_players: int, winner_marks: int, loser_marks: int) -> Message:
    """The score line of the player who went out, with every number that
    makes it (:func:`.rules.hand_score`), kept translatable: "Went out: 5
    points, 1 for each of the 5 cards left in the others' hands"; with two
    players the 5 for going out; with bonus marks, the multiplier they make
    ("times 2 for bonus marks, 2 against the others' 1"). The others' lines
    (:func:`cards_left_words`) count them for each hand."""
    total = hand_score(cards_left, num_players, winner_marks, loser_marks)
    times = max(1, 1 + winner_marks - loser_marks)
    if num_players == 2:
        base = said_n(*NN_("{bonus} for going out and {n} for the {n} card left in the other's hand",
                           "{bonus} for going out and {n} for the {n} cards left in the other's hand"),
                      cards_left, bonus=TWO_PLAYER_BONUS)
        marks = said(N_("{mine} against the other's {theirs}"), mine=winner_marks, theirs=loser_marks)
    else:
        base = said_n(*NN_("1 for the {n} card left in the others' hands",
                           "1 for each of the {n} cards left in the others' hands"), cards_left)
        marks = said(N_("{mine} against the others' {theirs}"), mine=winner_marks, theirs=loser_marks)
    if times > 1:
        return said_n(*NN_("Went out: {n} point, {base}, times {times} for bonus marks, {marks}",
                           "Went out: {n} points, {base}, times {times} for bonus marks, {marks}"),
                      total, base=base, times=times, marks=marks)
    if winner_marks or loser_marks:
        return said_n(*NN_("Went out: {n} point, {base} (bonus marks {marks}: no multiplier)",
                           "Went out: {n} points, {base} (bonus marks {marks}: no multiplier)"),
                      total, base=base, marks=marks)
    return said_n(*NN_("Went out: {n} point, {base}", "Went out: {n} points, {base}"), total, base=base)


def cards_left_words(cards_left: int, marks: int) -> Message:
    """The score line of a player who did not go out, kept translatable: no
    points, and how many cards left the winner's score counts ("No points:
    7 cards left, 1 bonus mark"). The winner's score counts the cards, not
    which they are, and the hands stay hidden after the hand, so no card is
    named."""
    if marks:
        return said_n(*NN_("No points: {n} card left, {marks}", "No points: {n} cards left, {marks}"),
                      cards_left, marks=said_n(*NN_("{n} bonus mark", "{n} bonus marks"), marks))
    return said_n(*NN_("No points: {n} card left", "No points: {n} cards left"), cards_left)
