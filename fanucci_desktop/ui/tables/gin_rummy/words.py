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
from ....card_names import DISCARDED, MELDED, SUBJECT, TAKEN, card_name, card_said
from ....i18n import N_, Message, said
from ....words import CARD_MOVES, YOU
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

    def move_label(self, move: Move) -> str:
        """A button label for ``move`` (the upcard by name)."""
        gettext = self.table.app.language.gettext
        a = move.action
        if a == "draw":
            return gettext("Draw from the stock")
        if a == "take":
            return gettext("Take {card}", card=self.upcard_taken())
        if a == "pass":
            return gettext("Pass at the wall") if self.table.phase == "wall" else gettext("Pass the first upcard")
        return self.card_move_label(move, True)

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

    def upcard_taken(self) -> str:
        """The upcard named as what a move takes, in the table's language
        ("the 7 of Hearts", "damę pik"), or "the upcard"."""
        language = self.table.app.language
        obs = self.table.sight.observation()
        up = obs.upcard if obs is not None else None
        return card_name(up, TAKEN, language) if up is not None else language.pgettext("card, object of take", "the upcard")

    def turn_prompt(self, state) -> str:
        """What the viewer, whose turn it is, can do now, with the keys, in
        the table's language (each move with its key a placeholder of one
        message)."""
        k, gettext = self.keyed, self.table.app.language.gettext
        other = self.table.seats[1 - state.seat].name
        up = self.upcard_taken()
        card = self.table.chosen()
        phase = state.phase
        take = k(gettext("take {card}", card=up), Act.TAKE)
        take_up = k(gettext("Take {card}", card=up), Act.TAKE)
        draw = k(gettext("draw from the stock"), Act.DRAW)
        pass_ = k(gettext("pass"), Act.PASS)
        if phase == "first_upcard":
            if state.upcard_passes >= 2:
                return gettext("You both passed the first upcard: {draw} to begin.", draw=draw)
            if facts.offer_passes_to_dealer(state):
                return gettext("First upcard: {take}, or {pass_} and the dealer, {name}, may take it.",
                               take=take, pass_=pass_, name=other)
            return gettext("{name} passed the first upcard. {take}, or {pass_} too and {name} draws first from the stock.",
                           name=other, take=take_up, pass_=pass_)
        if phase == "take":
            return gettext("Your turn: {draw} or {take}, or click it.", draw=draw, take=take)
        if phase == "wall":
            pass_up = k(gettext("Pass"), Act.PASS)
            if Move("take", (), "discard") in Showing.of(self.table).legal:
                return gettext("The wall: nobody draws the last two cards. {take} to knock with it, or {pass_} and "
                               "the hand is dead.", take=take_up, pass_=pass_)
            return gettext("The wall: nobody draws the last two cards, and {card} makes no knock for you. "
                           "{pass_}: the hand is dead.", card=self.upcard_subject(), pass_=pass_up)
        if phase in ("discard", "wall_knock"):
            return self.discard_prompt(card, phase == "wall_knock")
        if phase == "layoff":
            return self.layoff_prompt(card, other)
        return ""

    def upcard_subject(self) -> str:
        """The upcard as a sentence's subject, in the table's language."""
        language = self.table.app.language
        obs = self.table.sight.observation()
        up = obs.upcard if obs is not None else None
        return card_name(up, SUBJECT, language) if up is not None else language.pgettext("card, subject", "the upcard")

    def discard_prompt(self, card, wall: bool) -> str:
        """The prompt after taking a card: going out when allowed, else the
        discard, in the table's language."""
        k, language = self.keyed, self.table.app.language
        gettext = language.gettext
        limit = self.table.knock_limit()
        _, after = self.table.deadwood_info()
        if card is not None:
            left = language.number(after.get(card, 0))
            named_ = card_name(card, DISCARDED, language)
            knock, gin, discard = (k(gettext("knock"), Act.KNOCK), k(gettext("go gin"), Act.GIN),
                                   k(gettext("discard it"), Act.DISCARD))
            if wall:
                return gettext("Discarding {card} leaves {left} deadwood: {knock} or {gin}.", card=named_, left=left,
                               knock=knock, gin=gin)
            return gettext("Discarding {card} leaves {left} deadwood: {discard} or double-click the card.",
                           card=named_, left=left, discard=discard)
        best = best_with(self.table, "gin") or best_with(self.table, "knock")
        if best is not None:
            word = k(gettext("go gin"), Act.GIN) if best.action == "gin" else k(gettext("knock"), Act.KNOCK)
            names = {"move": word, "card": card_name(best.cards[0], DISCARDED, language),
                     "left": language.number(after.get(best.cards[0], 0))}
            if wall:
                return gettext("You took the upcard at the wall: you must knock or go gin. You may {move}: discard "
                               "{card}, leaving {left}.", **names)
            return gettext("You may {move}: discard {card}, leaving {left}. Or choose a card to discard.", **names)
        if limit == 0:
            return gettext("Choose a card to discard (Left/Right and Space, or click); only gin ends this hand.")
        knock = k(gettext("knock"), Act.KNOCK)
        return gettext("Choose a card to discard (Left/Right and Space, or click); {knock} with {limit} or less.",
                       knock=knock, limit=language.number(limit))

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
