"""Why a gin move is refused after the take, in plain words: the refusals
of a discard, a knock, gin or big gin, and of a lay-off; and how a knock
ended a hand. Each game words its own first phases and its knock rule."""

from __future__ import annotations

from typing import Callable, Sequence

from ...engine import Card, Move
from ...i18n import Language
from ...words import YOU
from ..gin_melds.melds import deadwood


def discard_reason(move: Move, hand: list[Card], card: Card | None, *,
                   knock_rule: Callable[[Card, int], str], big_gin: bool = True,
                   at_wall: bool = False) -> str:
    """Why ``move`` (with its one ``card``, if any) is refused when the
    player holding ``hand`` must end the turn. ``knock_rule(card, left)``
    words a knock with ``card`` that would leave ``left`` in deadwood, over
    the limit; ``big_gin`` tells whether big gin is played; ``at_wall``
    that the upcard taken at the wall allows no plain discard."""
    action = move.action
    if action in ("draw", "take"):
        return "You have already taken a card this turn: now discard."
    if action == "big-gin":
        if not big_gin:
            return "Big gin is a house rule that is off in this match."
        return (f"Big gin needs all eleven cards melded; you have "
                f"{deadwood(hand)} in deadwood.")
    if action == "discard" and at_wall and card in hand:
        return "You took the upcard at the wall: you must knock or go gin with it."
    if action not in ("discard", "knock", "gin") or card is None:
        return "Discard one card, or knock or go gin with it."
    if card not in hand:
        return f"You do not hold the {card.name}."
    left = deadwood([c for c in hand if c != card])
    if action == "gin":
        return f"Gin needs all ten cards melded; after that discard {left} is deadwood."
    if left == 0:
        return "All ten cards would be melded: that is gin, so go gin instead."
    return knock_rule(card, left)


def layoff_reason(move: Move, hand: list[Card], card: Card | None,
                  melds: Sequence[Sequence[Card]], *, run_rule: str,
                  meld_words: Callable[[Sequence[Card]], str]) -> str:
    """Why ``move`` is refused when the defender may lay off on ``melds``
    or say done; ``run_rule`` says what a run takes, ``meld_words`` names a
    meld's cards."""
    if move.action != "layoff" or card is None or move.zone != "meld":
        return "Lay off a card on one of the knocker's melds, or say you are done."
    if card not in hand:
        return f"You do not hold the {card.name}."
    if move.index is None or not 0 <= move.index < len(melds):
        return f"There is no meld {move.index} on the table."
    meld = melds[move.index]
    rule = ("a set takes only the last card of its rank" if len({c.rank for c in meld}) == 1
            else run_rule)
    return f"The {card.name} does not fit meld {move.index} ({meld_words(meld)}): {rule}."


def knock_result(knocker: str, defender: str, knocker_deadwood: int, defender_deadwood: int,
                 laid_off: int, undercut: bool, language: Language = Language()) -> str:
    """How a knock ended the hand, in one sentence of ``language`` that
    names the seats as a table does (a seat named "You" is spoken to): the
    knock or the undercut with both deadwoods, the defender's counted after
    the ``laid_off`` cards it laid off, which are said only when there were
    some ("Ada knocked with 7 deadwood against 12 for you, after you laid
    off 2 cards.")."""
    after = ""
    if laid_off:
        after = (language.ngettext(", after you laid off {n} card", ", after you laid off {n} cards", laid_off)
                 if defender == YOU else
                 language.ngettext(", after {name} laid off {n} card", ", after {name} laid off {n} cards",
                                   laid_off, name=defender))
    number = language.number
    names = {"after": after, "knocker": knocker, "defender": defender,
             "knocked": number(knocker_deadwood), "defended": number(defender_deadwood)}
    if undercut:
        if defender == YOU:
            return language.gettext("You undercut {knocker}: {defended} deadwood against {knocked}{after}.", **names)
        if knocker == YOU:
            return language.gettext("{defender} undercut you: {defended} deadwood against {knocked}{after}.",
                                    **names)
        return language.gettext("{defender} undercut {knocker}: {defended} deadwood against {knocked}{after}.",
                                **names)
    if knocker == YOU:
        return language.gettext("You knocked with {knocked} deadwood against {defended} for {defender}{after}.",
                                **names)
    if defender == YOU:
        return language.gettext("{knocker} knocked with {knocked} deadwood against {defended} for you{after}.",
                                **names)
    return language.gettext("{knocker} knocked with {knocked} deadwood against {defended} for {defender}{after}.",
                            **names)
