"""What a game declares to the app: :class:`GameRecord`.

Each game's package holds its record in ``record.py`` (``RECORD``), and
:mod:`.catalog` lists the records; every central table of the app (the
menu, the rules screen, the keys, the lessons, the AI, the table) reads
them from there. The record is plain data of the games layer: where it must
name a part that lives in a higher layer (the AI's knowledge, the table),
it names that part's module, and the layer that owns the part looks it up
(:func:`fanucci_desktop.ai.factory.knowledge_for`,
:func:`fanucci_desktop.ui.tables.table_class`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from ..engine.lesson import Lesson
from ..engine.protocol import Game, GameInfo
from ..rules_text import Section


@dataclass(frozen=True)
class GameRecord:
    """Everything the app needs about one game.

    * ``game``: the engine; its ``info`` is the menu's entry (:attr:`info`).
    * ``rules``: the rules screen's text, in reading order.
    * ``keys``: the move keys the game's table binds besides the ones every
      table has, by their act's name in :class:`fanucci_desktop.ui.controls.Act`
      (``"draw"``, ``"lay off"``); ``key_words``: the help's words where this
      game says an act differently, each marked as a message in the context
      "what a key does" (``{"take": NP_("what a key does", "take the upcard")}``).
    * ``reads``: the keys that read a thing only some games have, which
      this game has, by their act's name (``"read piles"``: open cards;
      ``"read melds"``: melds on the table; ``"read trick"``: a trick). The
      key help lists only these; every table binds them all, and one pressed
      where its game lacks the thing says so in words.
    * ``sample_cards``: a few cards that show off the deck on the menu tile,
      by their text form.
    * ``lesson``: the guided first hand behind Learn (None: the game has none).
    * ``knowledge``: the module under ``fanucci_desktop/ai/`` whose
      ``KNOWLEDGE`` is how the AI judges this game (None: the AI plays with
      no knowledge of the game, legally).
    * ``table``: the package under ``fanucci_desktop/ui/tables/`` whose
      ``table.TABLE`` is the game's table (None: the generic table).
    * ``hold_s``: how long the hand's final table stays on screen before
      the score where nobody plays (Watch, the demo), in seconds at normal
      speed (0: the score opens at once; where a person plays, a held table
      waits for a key or a click).
    * ``undoable``: whether the game has a move its player may take back:
      one after which the same player is still to act and sees no card they
      had not seen (False: every move ends the turn or shows a new card, so
      Undo never has anything to take back).
    """

    game: Game
    rules: tuple[Section, ...]
    keys: tuple[str, ...]
    sample_cards: str
    key_words: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    reads: tuple[str, ...] = ()
    lesson: Lesson | None = None
    knowledge: str | None = None
    table: str | None = None
    hold_s: float = 0.0
    undoable: bool = False

    @property
    def info(self) -> GameInfo:
        """The game's name, player counts, deck and target (its engine's)."""
        return self.game.info
