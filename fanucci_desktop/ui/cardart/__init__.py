"""The card art: faces, backs, suit pictograms, colour badges, table and
icon, all composed from the project's own SVG parts under ``art/``."""

from .art import CardArt
from .layout import CARD_ASPECT

__all__ = ["CardArt", "CARD_ASPECT"]
