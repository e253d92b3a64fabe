"""Fanucci Desktop: card games of the Fanucci deck and two standard-deck rummies."""

__version__ = "0.1.0"
