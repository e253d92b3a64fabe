"""Why a gin move is refused after the take, in plain words: the refusals
of a discard, a knock, gin or big gin, and of a lay-off; and how a knock
ended a hand. Each game words its own first phases and its knock rule.

A refusal is made where no language is known: it is a
:class:`~fanucci_desktop.i18n.Message` (English as it reads), which the
table says in the player's language (``TableWords.engine_words``)."""

from __future__ import annotations

from typing import Callable, Sequence

from ...card_names import ALONE, card_said
from ...engine import Card, Move
from ...i18n import N_, Language, Message, said
from ...words import YOU, PlaceNumber
from ..gin_melds.melds import deadwood


def not_held(card: Card) -> Message:
    """Why a move with ``card`` is refused to a player who does not hold it."""
    return said(N_("You do not hold the {card}."), card=card_said(card, ALONE))


def discard_reason(move: Move, hand: list[Card], card: Card | None, *,
                   knock_rule: Callable[[Card, int], Message], big_gin: bool = True,
                   at_wall: bool = False) -> Message:
    """Why ``move`` (with its one ``card``, if any) is refused when the
    player holding ``hand`` must end the turn, kept translatable (the rules
    know no language: :func:`~fanucci_desktop.i18n.said`).
    ``knock_rule(card, left)`` words a knock with ``card`` that would leave
    ``left`` in deadwood, over the limit; ``big_gin`` tells whether big gin
    is played; ``at_wall`` that the upcard taken at the wall allows no plain
    discard."""
    action = move.action
    if action in ("draw", "take"):
        return said(N_("You have already taken a card this turn: now discard."))
    if action == "big-gin":
        if not big_gin:
            return said(N_("Big gin is a house rule that is off in this match."))
        return said(N_("Big gin needs all eleven cards melded; you have {points} in deadwood."),
                    points=deadwood(hand))
    if action == "discard" and at_wall and card in hand:
        return said(N_("You took the upcard at the wall: you must knock or go gin with it."))
    if action not in ("discard", "knock", "gin") or card is None:
        return said(N_("Discard one card, or knock or go gin with it."))
    if card not in hand:
        return not_held(card)
    left = deadwood([c for c in hand if c != card])
    if action == "gin":
        return said(N_("Gin needs all ten cards melded; after that discard {points} is deadwood."), points=left)
    if left == 0:
        return said(N_("All ten cards would be melded: that is gin, so go gin instead."))
    return knock_rule(card, left)


#: What a set takes from the defender.
SET_RULE = N_("a set takes only the last card of its rank")


def layoff_reason(move: Move, hand: list[Card], card: Card | None,
                  melds: Sequence[Sequence[Card]], *, run_rule: Message,
                  meld_words: Callable[[Sequence[Card]], Message]) -> Message:
    """Why ``move`` is refused when the defender may lay off on ``melds``
    or say done, kept translatable; ``run_rule`` says what a run takes,
    ``meld_words`` names a meld's cards."""
    if move.action != "layoff" or card is None or move.zone != "meld":
        return said(N_("Lay off a card on one of the knocker's melds, or say you are done."))
    if card not in hand:
        return not_held(card)
    if move.index is None or not 0 <= move.index < len(melds):
        return said(N_("There is no meld {meld} on the table."),
                    meld=move.index if move.index is None else PlaceNumber(move.index))
    meld = melds[move.index]
    rule = said(SET_RULE) if len({c.rank for c in meld}) == 1 else run_rule
    return said(N_("The {card} does not fit meld {meld} ({cards}): {rule}."), card=card_said(card, ALONE),
                meld=PlaceNumber(move.index), cards=meld_words(meld), rule=rule)


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
