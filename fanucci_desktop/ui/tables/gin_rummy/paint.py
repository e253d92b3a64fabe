"""How the Gin Rummy table draws what is its own: the knock panel (the
knock value of the hand, gin only, set by the first upcard under the
Oklahoma house rule; the wall once the stock is down to it). The rest
(plates, deadwood, prompt, log, laid-off cards, the places to click and the
place a hint points at) is the gin family's :mod:`..gin_family.paint`.

:class:`GinRummyPainter` is the table's painter (``table.painter``); it draws
only public facts.
"""

from __future__ import annotations

from ... import theme as th
from ..gin_family.paint import GinPainter, InfoLine
from . import facts


class GinRummyPainter(GinPainter):
    """The gin family's painter with this game's knock panel."""

    def info_lines(self, state) -> list[InfoLine]:
        """The knock value of the hand (or gin only), where it comes from,
        and the wall once the stock is down to it."""
        limit = facts.knock_limit(state)
        gettext = self.table.app.language.gettext
        if limit:
            lines = [InfoLine((gettext("KNOCK WITH"),), th.TINY, th.MUTED, bold=True, gap=8),
                     InfoLine((str(limit),), th.HEADING, th.ACCENT, bold=True),
                     InfoLine((gettext("or less"),), th.TINY, th.MUTED)]
        else:
            lines = [InfoLine((gettext("GIN ONLY"),), th.BODY, th.ACCENT, bold=True, gap=10),
                     InfoLine((gettext("no knocking"),), th.TINY, th.MUTED)]
        if facts.at_wall(state):
            lines.append(InfoLine((gettext("At the wall"),), th.TINY, th.ACCENT, bold=True, gap=6))
        elif state.oklahoma:
            lines.append(InfoLine((gettext("set by the first upcard"), gettext("set")), th.TINY, th.MUTED, gap=6))
        return lines
