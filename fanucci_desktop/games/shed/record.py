"""Shed as the app knows it: its :class:`~fanucci_desktop.games.record.GameRecord`.

No table package and no AI knowledge of its own (the generic table, the
knowledge-free AI), no lesson; its three moves on the keys.
"""

from __future__ import annotations

from ...i18n import N_
from ...rules_text import USING_THE_TABLE, Section
from ..record import GameRecord
from .game import GAME

#: The rules, in reading order: how to play, the wild 6, scoring with a
#: worked example, then the table.
RULES: tuple[Section, ...] = (
    Section(N_("How to play"), (
        N_("Shed is for two or three players with eighteen cards: the ace to the 6 of "
           "Spades, of Hearts and of Diamonds. Each player is dealt 3 cards, and the rest "
           "are put face down as the draw pile. The player after the dealer starts, and "
           "the turn goes round from there."),
        N_("On your turn you play one card face up onto the pile. It has to agree with the card "
           "on top of the pile in suit or in rank: 3H may go on 5H or on 3S. Whoever plays "
           "first may play any card."),
        N_("Instead of playing you may draw the top card of the draw pile, as long as it "
           "has cards and you hold fewer than 5. If you can neither play nor draw, you "
           "pass."),
    )),
    Section(N_("The wild 6"), (
        N_("A 6 is wild: you may play it on any card, and as you play it you call one of "
           "the three suits. The next card must then be of the suit you called, or "
           "another 6. A 6 of Spades may call Hearts, so 2H follows it and 2S does not."),
    )),
    Section(N_("Scoring"), (
        N_("The hand ends as soon as somebody plays their last card. That player scores "
           "a point for every card still held by the others. If every player passes, one "
           "after another, the hand is blocked: it ends and nobody scores."),
        N_("Worked example: Ann plays her last card, 4D, on 4S. Bob still holds AH and 6D, "
           "and Cy holds 2S, so Ann scores 3 points. The first to reach 10 points wins the "
           "game."),
        N_("A shorter match may be chosen when a game is set up: one hand, which the first "
           "hand that scores decides, or play until somebody reaches 5."),
    )),
    USING_THE_TABLE,
)

RECORD = GameRecord(
    game=GAME,
    rules=RULES,
    keys=("play", "draw", "pass"),
    sample_cards="6S, 3H, 3D",
    reads=("read piles",),
)
