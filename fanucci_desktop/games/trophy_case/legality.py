"""Which cards a Trophy Case player may play, and why a card is refused.

Pure functions on card ids (:mod:`.deck`); the state passes the trick's
facts in. RULINGS.md, Trophy Case:

* Lead: any suited card (never a trump).
* Follow colour: holding any card of the led colour you must play one of
  them; only with none may you play an out-of-colour card or a trump.
* Not the high player: the card must beat the high card, except that a
  player holding the led suit (who may not fold) may play any card of the
  led colour.
* The high player may play any card allowed by the colour rule.
* Fold: allowed unless you hold a card of the led suit.
"""

from __future__ import annotations

from typing import Sequence

from fanucci_desktop.engine.cards import FANUCCI_COLORS, FANUCCI_SUITS

from fanucci_desktop.card_names import ALONE, SUITS, card_said
from fanucci_desktop.i18n import N_, NP_, Listed, Message, listed_said, said, said_as

from .deck import COLOUR, DECK, IS_TRUMP, NAME, SUIT
from .rules import card_key_id


def leadable(hand: Sequence[int]) -> list[int]:
    """The cards of ``hand`` that may be led: every suited card."""
    return [c for c in hand if not IS_TRUMP[c]]


def playable(hand: Sequence[int], led_colour: int, order: Sequence[int],
             high_key: int, is_high: bool) -> list[int]:
    """The cards of ``hand`` (sorted ids) that may be played on a trick led in
    ``led_colour`` whose in-colour suits appeared in ``order`` (led suit
    first), whose high card has key ``high_key``; ``is_high`` when the player
    is the high player. Result in hand order."""
    in_colour = [c for c in hand if COLOUR[c] == led_colour]
    if in_colour:
        if is_high or any(SUIT[c] == order[0] for c in in_colour):
            return in_colour
        return [c for c in in_colour if card_key_id(c, led_colour, order) > high_key]
    if is_high:
        return list(hand)
    return [c for c in hand if IS_TRUMP[c]]


def may_fold(hand: Sequence[int], led_suit: int) -> bool:
    """True unless ``hand`` holds a card of the led suit."""
    return not any(SUIT[c] == led_suit for c in hand)


#: A colour as the cards of a hand are called by it ("you hold blue cards").
CARDS_OF = {"black": NP_("cards of a colour", "black"), "red": NP_("cards of a colour", "red"),
            "blue": NP_("cards of a colour", "blue"), "yellow": NP_("cards of a colour", "yellow"),
            "green": NP_("cards of a colour", "green")}
#: A colour as the card to play is called by it ("play a higher blue card").
CARD_OF = {"black": NP_("a card of a colour, to play", "black"), "red": NP_("a card of a colour, to play", "red"),
           "blue": NP_("a card of a colour, to play", "blue"),
           "yellow": NP_("a card of a colour, to play", "yellow"),
           "green": NP_("a card of a colour, to play", "green")}


def named(card: int) -> Message:
    """The card ``card`` (an id) by its name, kept translatable."""
    return card_said(DECK[card], ALONE)


def named_list(cards: Sequence[int]) -> Listed:
    """Cards (ids) by name, parted by commas in every language."""
    return listed_said(", ".join(NAME[c] for c in cards), [named(c) for c in cards], ", ")


def why_not_fold(hand: Sequence[int], led_suit: int) -> Message:
    """Why folding is refused (the player holds the led suit), kept translatable."""
    held = [c for c in hand if SUIT[c] == led_suit]
    return said(N_("You cannot fold while you hold a card of the led suit, {suit} ({cards}): play a card."),
                suit=said_as(*SUITS[FANUCCI_SUITS[led_suit]]), cards=named_list(held))


def why_not_play(card: int, hand: Sequence[int], led_colour: int, order: Sequence[int],
                 high_key: int, is_high: bool, high_text: Message) -> Message:
    """Why ``card`` (held in ``hand``) may not be played now, kept
    translatable; ``high_text`` names the high card and its player. Only
    called for a refused card."""
    colour = str(FANUCCI_COLORS[led_colour])
    in_colour = [c for c in hand if COLOUR[c] == led_colour]
    if in_colour and COLOUR[card] != led_colour:
        names = {"colour": said_as(*CARDS_OF[colour]), "cards": named_list(in_colour)}
        if IS_TRUMP[card]:
            return said(N_("You must follow colour: you hold {colour} cards ({cards}), so you cannot play a trump."),
                        **names)
        return said(N_("You must follow colour: you hold {colour} cards ({cards}), so you cannot play {card}."),
                    card=named(card), **names)
    if not in_colour and not IS_TRUMP[card]:
        return said(N_("{card} is out of colour and never beats the high card, {high}: play a trump or fold."),
                    card=named(card), high=high_text)
    return said(N_("{card} does not beat the high card, {high}: play a higher {colour} card or fold."),
                card=named(card), high=high_text, colour=said_as(*CARD_OF[colour]))
