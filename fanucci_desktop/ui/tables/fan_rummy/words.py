"""The Fan Rummy table's words: the prompt that always says what can be
done now, how the hand ended, move labels for buttons, hint and undo, and
the public log line (a face-down discard is never named).

:class:`FanRummyWords` is the table's words part (``table.words``), the gin
family's :class:`~..gin_family.words.GinFamilyWords` in this game's words;
it reads only public facts, the viewer's own cards and ``view()``.
"""

from __future__ import annotations

from ....engine.protocol import Move
from ....i18n import N_
from ....games.fan_rummy import rules
from ....games.gin_family.explain import knock_result
from ...controls import Act
from ..gin_family.shows import best_with
from ..parts.keycaps import key_caption
from ..gin_family.words import GinFamilyWords
from . import facts


class FanRummyWords(GinFamilyWords):
    """Prompt, result line and move words of one table."""

    #: What a player is deciding in each phase (shown while an AI thinks).
    AI_DOING = {"knock_card": N_("the knock card"), "knock_discard": N_("a discard"), "take": N_("taking a card"),
                "discard": N_("a discard, or going out"), "layoff": N_("laying off")}

    def move_label(self, move: Move) -> str:
        a = move.action
        if a == "draw":
            return "Draw from the pile"
        if a == "pass":
            return "Pass the knock card"
        if a == "take" and move.zone == "knock":
            return "Take the knock card"
        if a == "take":
            return f"Take from column {(move.index or 0) + 1}"
        return self.card_move_label(move, "")

    def public_label(self, move: Move, seat: int | None) -> str:
        """What everybody at the table saw ``seat`` do, in the past tense
        (it follows any name, 'You' too), never naming a face-down card."""
        state = self.table.sight.observation()
        a = move.action
        if a == "take" and move.zone == "column" and state is not None and move.index is not None:
            col = self.table.sight.view()[f"column:{move.index}"]
            return f"took the {col[-1].name} from column {move.index + 1}" if col else "took"
        return {"draw": "drew from the pile", "pass": "passed the knock card",
                "take": "took the knock card", "discard": "discarded face down",
                "knock": "knocked", "gin": "went gin", "big-gin": "went big gin",
                "done": "finished laying off"}.get(
            a, f"laid off the {move.cards[0].name}" if move.cards else a)

    def turn_prompt(self, state) -> str:
        """What the viewer, whose turn it is, can do now, with the keys."""
        k = self.keyed
        other = self.table.seats[1 - state.seat].name
        limit = facts.knock_limit(state)
        card = self.table.chosen()
        phase = state.phase
        if phase == "knock_card":
            if state.knock_passed:
                return f"{other} passed the knock card: you must {k('take it', Act.TAKE)} and discard one card."
            return (f"The knock card allows knocking with {limit} or less: {k('take it', Act.TAKE)} and "
                    f"discard, or {k('pass', Act.PASS)}.")
        if phase == "knock_discard":
            if card is None:
                return f"You took the knock card: choose a card, then {k('discard it face down', Act.DISCARD)}."
            return (f"{k(f'Discard the {card.name} face down', Act.DISCARD)}, double-click it or click "
                    f"the discard pile.")
        if phase == "take":
            return (f"Your turn: {k('draw from the pile', Act.DRAW)} or take a column's outer card "
                    f"({key_caption(self.table, Act.TAKE_COLUMN_1)}, {key_caption(self.table, Act.TAKE_COLUMN_2)})"
                    f" — or click it.")
        if phase == "discard":
            if card is None:
                best = best_with(self.table, "gin") or best_with(self.table, "knock")
                if best is not None:
                    _, after = self.table.deadwood_info()
                    word = k("go gin", Act.GIN) if best.action == "gin" else k("knock", Act.KNOCK)
                    return (f"You may {word}: discard the {best.cards[0].name}, leaving "
                            f"{after.get(best.cards[0], 0)}. Or choose a card to discard.")
                return (f"Choose a card to discard (Left/Right and Space, or click). "
                        f"{k('Knock', Act.KNOCK)} with {limit} or less.")
            _, after = self.table.deadwood_info()
            return (f"Discarding the {card.name} leaves {after.get(card, 0)} deadwood: "
                    f"{k('discard it', Act.DISCARD)} or double-click the card.")
        if phase == "layoff":
            return self.layoff_prompt(card, other)
        return ""

    def dead_hand_words(self, state) -> str:
        """Why the hand is dead."""
        return self.table.app.language.gettext("Dead hand: nothing is left to take, nobody scores.")

    def knock_words(self, state, winner: int, tail: str) -> str:
        """How a knock ended the hand (the defender's deadwood from their shown hand)."""
        shown = self.table.sight.view()[f"hand:{1 - state.out_player}"]    # face up once scored
        theirs = rules.deadwood([c for c in shown if c is not None])
        undercut = bool(state.hand_scores[winner]) and winner != state.out_player
        said = knock_result(self.table.seats[state.out_player].name,
                            self.table.seats[1 - state.out_player].name,
                            state.knocker_deadwood, theirs, len(state.laid_off), undercut,
                            self.table.app.language)
        return self.table.app.language.gettext("{ending} {points}", ending=said, points=tail)
