"""How the gin games write a card: its text form (``7H``, ``10S``), in
saved states and in observations."""

from __future__ import annotations

from ...engine import Card, parse_card
from ...engine.fields import card_codecs
from ..gin_melds.melds import BY_TEXT, TEXT


def read_card(text: str) -> Card:
    """The card of a text form (the 52 looked up fast)."""
    return BY_TEXT.get(text) or parse_card(text)


#: The codecs of card fields of the gin games' states and observations.
CARDS = card_codecs(TEXT.__getitem__, read_card)
