"""Words set into lines: one greedy filler for every wrap of the app
(the theme's text and the prompts with key glyphs), given how a line is
measured."""

from __future__ import annotations

from typing import Callable


def fill_lines(words: list[str], width: int, measure: Callable[[str], int]) -> list[str]:
    """``words`` (one paragraph's, in order) set into lines greedily, each
    no wider than ``width`` as ``measure`` says unless it holds one word
    alone; one empty line for no words."""
    lines: list[str] = []
    line = ""
    for word in words:
        trial = f"{line} {word}".strip()
        if line and measure(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    lines.append(line)
    return lines
