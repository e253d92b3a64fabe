"""Fanucci Desktop: card games of the Fanucci deck and two standard-deck rummies."""

import os

__version__ = "0.1.0"

# pygame prints a banner when first imported unless this is set; set here, the
# package's first line to run, it holds whatever module imports pygame first.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
