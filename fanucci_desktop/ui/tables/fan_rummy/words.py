"""The Fan Rummy table's words: the prompt that always says what can be
done now, how the hand ended, move labels for buttons, hint and undo, and
the public log line (a face-down discard is never named).

:class:`FanRummyWords` is the table's words part (``table.words``), the gin
family's :class:`~..gin_family.words.GinFamilyWords` in this game's words;
it reads only public facts, the viewer's own cards and ``view()``.
"""

from __future__ import annotations

from ....card_names import DISCARDED, MELDED, TAKEN, card_name, card_said
from ....engine.protocol import Move
from ....i18n import N_, Message, said
from ....words import YOU
from ....games.fan_rummy import rules
from ....games.gin_family.explain import knock_result
from ...controls import Act
from ..gin_family.shows import best_with
from ..parts.keycaps import key_caption
from ..gin_family.words import GinFamilyWords
from . import facts


#: The log's sentences of the moves that name no card, for the person at
#: the screen and for another seat (a take of the knock card is "take knock").
LOGGED: dict[str, tuple[str, str]] = {
    "draw": (N_("You drew from the pile."), N_("{name} drew from the pile.")),
    "pass": (N_("You passed the knock card."), N_("{name} passed the knock card.")),
    "take knock": (N_("You took the knock card."), N_("{name} took the knock card.")),
    "take": (N_("You took a card."), N_("{name} took a card.")),
    "discard": (N_("You discarded face down."), N_("{name} discarded face down.")),
    "knock": (N_("You knocked."), N_("{name} knocked.")),
    "gin": (N_("You went gin."), N_("{name} went gin.")),
    "big-gin": (N_("You went big gin."), N_("{name} went big gin.")),
    "done": (N_("You finished laying off."), N_("{name} finished laying off.")),
}
#: A move the log has no words of its own for.
MOVED = (N_("You moved."), N_("{name} moved."))
#: The log's sentences that name a card, as :data:`LOGGED`.
TOOK_FROM_COLUMN = (N_("You took {card} from column {column}."), N_("{name} took {card} from column {column}."))
LAID_OFF = (N_("You laid off {card}."), N_("{name} laid off {card}."))


class FanRummyWords(GinFamilyWords):
    """Prompt, result line and move words of one table."""

    #: What a player is deciding in each phase (shown while an AI thinks).
    AI_DOING = {"knock_card": N_("the knock card"), "knock_discard": N_("a discard"), "take": N_("taking a card"),
                "discard": N_("a discard, or going out"), "layoff": N_("laying off")}

    def move_label(self, move: Move) -> str:
        gettext = self.table.app.language.gettext
        a = move.action
        if a == "draw":
            return gettext("Draw from the pile")
        if a == "pass":
            return gettext("Pass the knock card")
        if a == "take" and move.zone == "knock":
            return gettext("Take the knock card")
        if a == "take":
            return gettext("Take from column {number}", number=(move.index or 0) + 1)
        return self.card_move_label(move, False)

    def logged_move(self, seat: int | None, move: Move) -> Message:
        """What everybody at the table saw ``seat`` do, one sentence kept
        translatable (a save keeps its English, the log says it in the
        player's language), never naming a face-down card."""
        name: str = self.table.seats[seat].name if seat is not None else said(N_("The table"))
        state = self.table.sight.observation()
        a = move.action

        def pick(you: str, other: str, **names) -> Message:
            return said(you, **names) if name == YOU else said(other, name=name, **names)

        if a == "take" and move.zone == "column" and state is not None and move.index is not None:
            col = self.table.sight.view()[f"column:{move.index}"]
            if col:
                return pick(*TOOK_FROM_COLUMN, card=card_said(col[-1], TAKEN), column=move.index + 1)
            return pick(*LOGGED["take"])
        if a == "layoff" and move.cards:
            return pick(*LAID_OFF, card=card_said(move.cards[0], MELDED))
        return pick(*LOGGED.get("take knock" if a == "take" else a, MOVED))

    def turn_prompt(self, state) -> str:
        """What the viewer, whose turn it is, can do now, with the keys, in
        the table's language (each move with its key one placeholder)."""
        k, language = self.keyed, self.table.app.language
        gettext = language.gettext
        other = self.table.seats[1 - state.seat].name
        limit = language.number(facts.knock_limit(state))
        card = self.table.chosen()
        phase = state.phase
        take_it, pass_ = k(gettext("take it"), Act.TAKE), k(gettext("pass"), Act.PASS)
        if phase == "knock_card":
            if state.knock_passed:
                return gettext("{name} passed the knock card: you must {take} and discard one card.",
                               name=other, take=take_it)
            return gettext("The knock card allows knocking with {limit} or less: {take} and discard, or {pass_}.",
                           limit=limit, take=take_it, pass_=pass_)
        if phase == "knock_discard":
            if card is None:
                face_down = k(gettext("discard it face down"), Act.DISCARD)
                return gettext("You took the knock card: choose a card, then {discard}.", discard=face_down)
            discard = k(gettext("Discard {card} face down", card=card_name(card, DISCARDED, language)), Act.DISCARD)
            return gettext("{discard}, double-click it or click the discard pile.", discard=discard)
        if phase == "take":
            draw = k(gettext("draw from the pile"), Act.DRAW)
            keys = f"{key_caption(self.table, Act.TAKE_COLUMN_1)}, {key_caption(self.table, Act.TAKE_COLUMN_2)}"
            return gettext("Your turn: {draw} or take a column's outer card ({keys}) — or click it.",
                           draw=draw, keys=keys)
        if phase == "discard":
            _, after = self.table.deadwood_info()
            if card is None:
                best = best_with(self.table, "gin") or best_with(self.table, "knock")
                if best is not None:
                    word = k(gettext("go gin"), Act.GIN) if best.action == "gin" else k(gettext("knock"), Act.KNOCK)
                    return gettext("You may {move}: discard {card}, leaving {left}. Or choose a card to discard.",
                                   move=word, card=card_name(best.cards[0], DISCARDED, language),
                                   left=language.number(after.get(best.cards[0], 0)))
                knock = k(gettext("Knock"), Act.KNOCK)
                return gettext("Choose a card to discard (Left/Right and Space, or click). {knock} with {limit} or less.",
                               knock=knock, limit=limit)
            discard = k(gettext("discard it"), Act.DISCARD)
            return gettext("Discarding {card} leaves {left} deadwood: {discard} or double-click the card.",
                           card=card_name(card, DISCARDED, language), left=language.number(after.get(card, 0)),
                           discard=discard)
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
        ending = knock_result(self.table.seats[state.out_player].name,
                            self.table.seats[1 - state.out_player].name,
                            state.knocker_deadwood, theirs, len(state.laid_off), undercut,
                            self.table.app.language)
        return self.table.app.language.gettext("{ending} {points}", ending=ending, points=tail)
