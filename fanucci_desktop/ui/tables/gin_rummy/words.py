"""The Gin Rummy table's words: the prompt that always says what can be
done now (whose first-upcard offer it is and what passing does, the wall),
how the hand ended, move labels for buttons, hint and undo, and the public
log line (a knock's face-down discard is never named).

:class:`GinRummyWords` is the table's words part (``table.words``), the gin
family's :class:`~..gin_family.words.GinFamilyWords` in this game's words;
it reads only public facts, the viewer's own cards and ``view()``.
"""

from __future__ import annotations

from ....engine.protocol import Move
from ....games.gin_family.explain import knock_result
from ....card_names import MELDED, SUBJECT, TAKEN, card_said
from ....i18n import N_, Message, said
from ....words import CARD_MOVES, YOU, says
from ...controls import Act
from ..frame.showing import Showing
from ..gin_family.shows import best_with
from ..gin_family.words import GinFamilyWords
from . import facts


#: The log's sentences of the moves that name no card, for the person at
#: the screen and for another seat (a pass at the wall is "wall", of the
#: first upcard "first").
LOGGED: dict[str, tuple[str, str]] = {
    "draw": (N_("You drew from the stock."), N_("{name} drew from the stock.")),
    "wall": (N_("You passed at the wall."), N_("{name} passed at the wall.")),
    "first": (N_("You turned down the first upcard."), N_("{name} turned down the first upcard.")),
    "knock": (N_("You knocked."), N_("{name} knocked.")),
    "gin": (N_("You went gin."), N_("{name} went gin.")),
    "big-gin": (N_("You went big gin."), N_("{name} went big gin.")),
    "done": (N_("You finished laying off."), N_("{name} finished laying off.")),
}
#: A move the log has no words of its own for.
MOVED = (N_("You moved."), N_("{name} moved."))
#: The log's sentences that name a card, as :data:`LOGGED`.
TOOK_UPCARD = (N_("You took {card} from the discard pile."), N_("{name} took {card} from the discard pile."))
TOOK_THE_UPCARD = (N_("You took the upcard from the discard pile."),
                   N_("{name} took the upcard from the discard pile."))
TURNED_DOWN = (N_("You turned down the first upcard, {card}."), N_("{name} turned down the first upcard, {card}."))
LAID_OFF = (N_("You laid off {card} on meld {meld}."), N_("{name} laid off {card} on meld {meld}."))


class GinRummyWords(GinFamilyWords):
    """Prompt, result line and move words of one table."""

    #: What a player is deciding in each phase (shown while an AI thinks).
    AI_DOING = {"first_upcard": N_("the first upcard"), "take": N_("taking a card"),
                "wall": N_("the wall"), "discard": N_("a discard, or going out"),
                "wall_knock": N_("knocking at the wall"), "layoff": N_("laying off")}

    def upcard_name(self) -> str:
        """The upcard in words ("the 7 of Hearts"), or "the upcard"."""
        obs = self.table.sight.observation()
        up = obs.upcard if obs is not None else None
        return f"the {up.name}" if up is not None else "the upcard"

    def move_label(self, move: Move) -> str:
        """A button label for ``move`` (the upcard by name)."""
        a = move.action
        if a == "draw":
            return "Draw from the stock"
        if a == "take":
            return f"Take {self.upcard_name()}"
        if a == "pass":
            return "Pass at the wall" if self.table.phase == "wall" else "Pass the first upcard"
        return self.card_move_label(move, " face down")

    def public_label(self, move: Move, seat: int | None) -> str:
        """Not said alone at this table: :meth:`logged_move` says each move whole."""
        raise NotImplementedError("Gin Rummy logs whole sentences (logged_move)")

    def logged_move(self, seat: int | None, move: Move) -> Message:
        """What everybody at the table saw ``seat`` do, one sentence kept
        translatable (:class:`~....i18n.Message`: the log and speech say it
        in the player's language, a save keeps its English): "Ada discarded
        the 7 of Hearts."; never names a face-down card (a knock's discard)."""
        name: str = self.table.seats[seat].name if seat is not None else said(N_("The table"))
        a = move.action
        if a in ("discard", "layoff") and move.cards:
            if a == "discard":
                you, other, use = CARD_MOVES["discard"]
                return self._said(you, other, name, cards=card_said(move.cards[0], use))
            return self._said(*LAID_OFF, name, card=card_said(move.cards[0], MELDED), meld=(move.index or 0) + 1)
        obs = self.table.sight.observation()
        up = obs.upcard if obs is not None else None
        if a == "take":
            if up is None:
                return self._said(*TOOK_THE_UPCARD, name)
            return self._said(*TOOK_UPCARD, name, card=card_said(up, TAKEN))
        if a == "pass" and self.table.phase != "wall":
            if up is None:
                return self._said(*LOGGED["first"], name)
            return self._said(*TURNED_DOWN, name, card=card_said(up, SUBJECT))
        key = "wall" if a == "pass" else a
        return self._said(*LOGGED.get(key, MOVED), name)

    @staticmethod
    def _said(you: str, other: str, name: str, **names) -> Message:
        """The sentence ``you`` for the person at the screen, else ``other`` for ``name``."""
        return said(you, **names) if name == YOU else said(other, name=name, **names)

    def turn_prompt(self, state) -> str:
        """What the viewer, whose turn it is, can do now, with the keys."""
        k = self.keyed
        other = self.table.seats[1 - state.seat].name
        up = self.upcard_name()
        card = self.table.chosen()
        phase = state.phase
        if phase == "first_upcard":
            if state.upcard_passes >= 2:
                return f"You both passed the first upcard: {k('draw from the stock', Act.DRAW)} to begin."
            if facts.offer_passes_to_dealer(state):
                return (f"First upcard: {k(f'take {up}', Act.TAKE)}, or {k('pass', Act.PASS)} and the "
                        f"dealer, {other}, may take it.")
            return (f"{other} passed the first upcard. {k(f'Take {up}', Act.TAKE)}, or {k('pass', Act.PASS)} too and "
                    f"{says(other, 'draws', 'draw')} first from the stock.")
        if phase == "take":
            return f"Your turn: {k('draw from the stock', Act.DRAW)} or {k(f'take {up}', Act.TAKE)}, or click it."
        if phase == "wall":
            if Move("take", (), "discard") in Showing.of(self.table).legal:
                return (f"The wall: nobody draws the last two cards. {k(f'Take {up}', Act.TAKE)} to knock "
                        f"with it, or {k('pass', Act.PASS)} and the hand is dead.")
            return (f"The wall: nobody draws the last two cards, and {up} makes no knock for "
                    f"you. {k('Pass', Act.PASS)}: the hand is dead.")
        if phase in ("discard", "wall_knock"):
            return self.discard_prompt(card, phase == "wall_knock")
        if phase == "layoff":
            return self.layoff_prompt(card, other)
        return ""

    def discard_prompt(self, card, wall: bool) -> str:
        """The prompt after taking a card: going out when allowed, else the discard."""
        limit = self.table.knock_limit()
        _, after = self.table.deadwood_info()
        if card is not None:
            verb = (f"{self.keyed('discard it', Act.DISCARD)} or double-click the card" if not wall else
                    f"{self.keyed('knock', Act.KNOCK)} or {self.keyed('go gin', Act.GIN)}")
            return f"Discarding the {card.name} leaves {after.get(card, 0)} deadwood: {verb}."
        best = best_with(self.table, "gin") or best_with(self.table, "knock")
        if best is not None:
            word = self.keyed("go gin", Act.GIN) if best.action == "gin" else self.keyed("knock", Act.KNOCK)
            head = "You took the upcard at the wall: you must knock or go gin. " if wall else ""
            return (f"{head}You may {word}: discard the {best.cards[0].name}, leaving "
                    f"{after.get(best.cards[0], 0)}." + ("" if wall else " Or choose a card to discard."))
        rule = "only gin ends this hand" if limit == 0 else f"{self.keyed('knock', Act.KNOCK)} with {limit} or less"
        return f"Choose a card to discard (Left/Right and Space, or click); {rule}."

    def dead_hand_words(self, state) -> str:
        """Why the hand is dead, in the rules' words."""
        return f"{self.table.app.language.said(state.score_details[0])}."

    def knock_words(self, state, winner: int, tail: str) -> str:
        """How a knock ended the hand: the knock, or the undercut."""
        undercut = bool(state.hand_scores[winner]) and winner != state.out_player
        said = knock_result(self.table.seats[state.out_player].name,
                            self.table.seats[1 - state.out_player].name,
                            state.knocker_deadwood, state.defender_deadwood, len(state.laid_off),
                            undercut, self.table.app.language)
        return self.table.app.language.gettext("{ending} {points}", ending=said, points=tail)
