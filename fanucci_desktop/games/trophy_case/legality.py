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

from .deck import COLOUR, IS_TRUMP, NAME, SUIT
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


def _colour_name(colour: int) -> str:
    return str(FANUCCI_COLORS[colour])


def why_not_fold(hand: Sequence[int], led_suit: int) -> str:
    """Why folding is refused (the player holds the led suit)."""
    held = [NAME[c] for c in hand if SUIT[c] == led_suit]
    return (f"You cannot fold while you hold a card of the led suit, "
            f"{FANUCCI_SUITS[led_suit]} ({', '.join(held)}): play a card.")


def why_not_play(card: int, hand: Sequence[int], led_colour: int, order: Sequence[int],
                 high_key: int, is_high: bool, high_text: str) -> str:
    """Why ``card`` (held in ``hand``) may not be played now; ``high_text``
    names the high card and its player. Only called for a refused card."""
    colour = _colour_name(led_colour)
    in_colour = [c for c in hand if COLOUR[c] == led_colour]
    if in_colour and COLOUR[card] != led_colour:
        what = "a trump" if IS_TRUMP[card] else f"{NAME[card]}"
        return (f"You must follow colour: you hold {colour} cards "
                f"({', '.join(NAME[c] for c in in_colour)}), so you cannot play {what}.")
    if not in_colour and not IS_TRUMP[card]:
        return (f"{NAME[card]} is out of colour and never beats the high card, "
                f"{high_text}: play a trump or fold.")
    return (f"{NAME[card]} does not beat the high card, {high_text}: "
            f"play a higher {colour} card or fold.")
