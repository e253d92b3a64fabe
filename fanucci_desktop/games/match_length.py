"""How long a match lasts, the one option every game offers: a match of one
hand, a short one and the standard one (the rules' target), chosen when a
game is set up and saved with the match's options under ``target``.

Each game lists :func:`match_length_option` among its ``options``;
:meth:`fanucci_desktop.engine.protocol.Game.target_score` reads the choice.
"""

from __future__ import annotations

from ..engine.protocol import OptionSpec
from ..words import ONE_HAND, listed, match_length

#: The option's key in a match's options.
TARGET = "target"


def match_length_option(standard: int, other: int, hand_word: str = "hand") -> OptionSpec:
    """The match length of a game whose rules play to ``standard``, with
    the ``other`` length it offers (shorter, or longer as Gin's 250), and a
    match of one ``hand_word`` ("hand", "deal"): the first one anyone scores
    in decides it. The standard length is the default."""
    lengths = sorted({standard, other})
    said = listed([str(n) for n in lengths]).replace(" and ", " or ")
    return OptionSpec(TARGET, "Match length",
                      f"One {hand_word} (the first {hand_word} that scores wins), or play to {said}.",
                      default=standard,
                      choices=((ONE_HAND, f"One {hand_word}"),
                               *((v, match_length(v)) for v in lengths)))
