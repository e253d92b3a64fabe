"""How long a match lasts, the one option every game offers: a match of one
hand, a short one and the standard one (the rules' target), chosen when a
game is set up and saved with the match's options under ``target``.

Each game lists :func:`match_length_option` among its ``options``;
:meth:`fanucci_desktop.engine.protocol.Game.target_score` reads the choice.
"""

from __future__ import annotations

from ..engine.protocol import OptionSpec
from ..i18n import N_, Language
from ..words import ONE_HAND, listed, match_length

#: The option's key in a match's options.
TARGET = "target"
#: The option's name.
LABEL = N_("Match length")
#: A choice of a length to play to.
FIRST_TO = N_("First to {target}")
#: The choice of a match of one hand, by what the game calls a hand.
ONE = {"hand": N_("One hand"), "deal": N_("One deal")}
#: What the option offers, by what the game calls a hand (``{lengths}``: the
#: lengths to play to, as alternatives).
OFFERS = {"hand": N_("One hand (the first hand that scores wins), or play to {lengths}."),
          "deal": N_("One deal (the first deal that scores wins), or play to {lengths}.")}


def match_length_option(standard: int, other: int, hand_word: str = "hand") -> OptionSpec:
    """The match length of a game whose rules play to ``standard``, with
    the ``other`` length it offers (shorter, or longer as Gin's 250), and a
    match of one ``hand_word`` ("hand", "deal"): the first one anyone scores
    in decides it. The standard length is the default."""
    lengths = sorted({standard, other})
    said = listed([str(n) for n in lengths]).replace(" and ", " or ")
    return OptionSpec(TARGET, LABEL, OFFERS[hand_word].format(lengths=said), default=standard,
                      choices=((ONE_HAND, ONE[hand_word]), *((v, match_length(v)) for v in lengths)))


def option_words(spec: OptionSpec, language: Language) -> tuple[str, str, list[str]]:
    """An option of a game in ``language``: its name, its description and
    its choices' labels. A house rule's texts are messages as the game
    declares them (``N_``); the match length's are made here again in the
    language (its lengths are numbers of the language, listed as
    alternatives)."""
    gettext = language.gettext
    if spec.key != TARGET:
        return gettext(spec.label), gettext(spec.description), [gettext(label) for _, label in spec.choices]
    word = next(w for w, one in ONE.items() if (ONE_HAND, one) in spec.choices)
    lengths = [v for v, _ in spec.choices if v != ONE_HAND]
    labels = [gettext(ONE[word]) if v == ONE_HAND else gettext(FIRST_TO, target=language.number(v))
              for v, _ in spec.choices]
    offers = gettext(OFFERS[word], lengths=language.alternatives([language.number(v) for v in lengths]))
    return gettext(LABEL), offers, labels
