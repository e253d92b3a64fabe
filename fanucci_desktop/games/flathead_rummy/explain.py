"""Why a group of cards is not a meld, in words a player understands; and
how a hand scored, as a player reads it aloud.

:func:`meld_problem` returns None exactly when
:func:`.rules.is_valid_meld` is True; :func:`layoff_problem` returns None
exactly when :func:`.rules.can_lay_off` is True.
"""

from __future__ import annotations

from typing import Sequence

from ...engine.cards import INFINITY, Card
from ...i18n import N_, NN_, Message, said, said_n
from .codes import RANK_SIZE, SUIT_SIZE
from .rules import TWO_PLAYER_BONUS, can_lay_off, hand_score, is_valid_meld


def _names(cards: Sequence[Card]) -> str:
    return ", ".join(c.name for c in cards)


def _differ(naturals: Sequence[Card], key: str) -> tuple[Card, Card] | None:
    first = naturals[0]
    for card in naturals[1:]:
        if getattr(card, key) != getattr(first, key):
            return first, card
    return None


def _set_problem(naturals: Sequence[Card], wild: bool) -> str:
    pair = _differ(naturals, "rank")
    if pair:
        return f"not a set: {pair[0].name} and {pair[1].name} differ in rank"
    if wild and len(naturals) >= RANK_SIZE:
        return "not a set: every card of that rank is there, so the trump has nothing to stand for"
    return ""


def _flush_problem(naturals: Sequence[Card], wild: bool) -> str:
    pair = _differ(naturals, "suit")
    if pair:
        return f"not a flush: {pair[0].name} and {pair[1].name} differ in suit"
    if wild and len(naturals) >= SUIT_SIZE:
        return "not a flush: every card of that suit is there, so the trump has nothing to stand for"
    return ""


def _run_problem(naturals: Sequence[Card], wild: bool) -> str:
    pair = _differ(naturals, "color")
    if pair:
        a, b = pair
        return f"a run must be one colour: {a.name} is {a.color}, {b.name} is {b.color}"
    infinite = [c for c in naturals if c.rank == INFINITY]
    if infinite:
        return f"not a run: ∞ never takes part in a run (∞ does not come after 9): {infinite[0].name}"
    ranks = sorted(c.rank for c in naturals)  # type: ignore[type-var]
    for a, b in zip(ranks, ranks[1:]):
        if a == b:
            same = [c.name for c in naturals if c.rank == a]
            return f"not a run: a run holds each rank once ({same[0]} and {same[1]})"
    missing = [r for r in range(ranks[0], ranks[-1] + 1) if r not in ranks]
    if not wild and missing:
        return f"not a run: the ranks are not consecutive (no {', '.join(map(str, missing))})"
    if len(missing) > 1:
        return (f"not a run: a trump fills only one gap, and {', '.join(map(str, missing))} "
                f"are missing")
    if wild and not missing and ranks[-1] - ranks[0] >= 9:
        return "not a run: the run already runs from 0 to 9, so the trump has nowhere to go"
    return ""


def meld_problem(cards: Sequence[Card]) -> str | None:
    """None when ``cards`` are a valid meld, else the reason."""
    if is_valid_meld(cards):
        return None
    if len(set(cards)) != len(cards):
        return "A card is listed twice."
    if len(cards) < 3:
        return f"A meld needs at least three cards, not {len(cards)}."
    trumps = [c for c in cards if c.is_trump]
    if len(trumps) > 1:
        return f"A meld may hold only one trump: {_names(trumps)} are all trumps."
    naturals = [c for c in cards if not c.is_trump]
    wild = bool(trumps)
    reasons = [_set_problem(naturals, wild), _flush_problem(naturals, wild),
               _run_problem(naturals, wild)]
    return f"{_names(cards)} is not a meld: " + "; ".join(r for r in reasons if r) + "."


def layoff_problem(meld_cards: Sequence[Card], card: Card, meld_name: str = "that meld") -> str | None:
    """None when ``card`` may be laid off on ``meld_cards``, else the reason."""
    if can_lay_off(meld_cards, card):
        return None
    if card.is_trump and any(c.is_trump for c in meld_cards):
        held = next(c for c in meld_cards if c.is_trump)
        return f"{meld_name.capitalize()} already holds a trump ({held.name}); a meld may hold only one."
    reason = meld_problem(list(meld_cards) + [card]) or ""
    _, _, why = reason.partition(" is not a meld: ")
    return f"The {card.name} does not fit {meld_name} ({_names(meld_cards)}): {why or reason}"


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
