"""The words of the Fortune Rummy table: button labels, the message line
(what the player to act can do now) and the reasons a move is refused, in
the engine's words where it gives them. :class:`FortuneWords` is an object
the :class:`~.table.FortuneTable` holds (``table.words``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ....engine.cards import Card
from ....engine.protocol import Move
from ....words import YOU, cards_counted, count, listed, rank_word, suit_word
from ...controls import Act
from ..frame.showing import Showing
from ..parts.keycaps import move_act
from ..parts.words import TableWords, waiting_words
from .facts import display_order, is_queen_of_spades, sorted_cards

if TYPE_CHECKING:
    from .facts import FortuneShows

#: Said after the engine's reason when the Queen of Spades may not be discarded.
QUEEN_HINT = "Meld it or add it to a meld: +50 melded, -50 left in hand."


#: Ordinals that tell apart two melds of one owner with the same name.
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")


def ranks_word(card: Card) -> str:
    """A rank in the plural: "Queens", "9s", "Aces"."""
    return rank_word(card) + "s"


#: The moves of the play phase as a prompt names them before their cards, by key.
ACT_VERBS = {Act.MELD: "meld", Act.LAY_OFF: "add", Act.DISCARD: "discard"}


def meld_kind(cards: Sequence[Card]) -> str:
    """A meld as a player names it: "set of Queens", "run of Spades from 10
    to King" (its natural cards, deuces being wild)."""
    ordered = display_order(cards)
    naturals = [c for c in ordered if c.rank != 2]
    if not naturals:
        return f"meld of {ranks_word(ordered[0])}" if ordered else "meld"
    if len({c.rank for c in naturals}) == 1:
        return f"set of {ranks_word(naturals[0])}"
    return f"run of {suit_word(naturals[0])} from {rank_word(naturals[0])} to {rank_word(naturals[-1])}"


class FortuneWords(TableWords):
    """Labels, the message line and refusals of one table."""

    table: FortuneShows

    def hand_so_far(self, names: Sequence[str]) -> str:
        """Each seat's melded value so far; the cards left in hand count
        against it when the hand ends."""
        obs = self.table.sight.observation()
        if obs is None:
            return "No hand is under way."
        melded = ", ".join(f"{name} {count(points, 'point')}"
                           for name, points in zip(names, obs.melded))
        return f"Melded this hand: {melded}; the cards left in hand count against it at the end."

    def move_label(self, move: Move) -> str:
        """A button label, its cards named as a sentence names them ("Take
        the pile with the 5 and 6 of Hearts", "Meld two 9s of Spades and
        the 2 of Hearts")."""
        cards = cards_counted(move.cards)
        if move.action == "draw":
            return "Draw"
        if move.action == "take-pile":
            return f"Take the pile with {cards}"
        if move.action == "meld":
            return f"Meld {cards}"
        if move.action == "add" and move.index is not None:
            return f"Add {cards} to {self.meld_name(move.index)}"
        if move.action == "discard":
            return f"Discard {cards}"
        return super().move_label(move)

    def log_label(self, move: Move) -> str:
        """The move inside a sentence: "discard the 7 of Clubs", "draw a card"."""
        if move.action == "draw":
            return "draw a card"
        label = self.move_label(move)
        return label[:1].lower() + label[1:]

    def meld_name(self, index: int, you: int | None = None) -> str:
        """Meld ``index`` as a player finds it on the table: its owner and
        its kind ("your set of Queens", "Ada's run of Spades from 10 to
        King"; "your" said to seat ``you``, by default the table's "you");
        an owner's two melds of one name are told apart by order ("your
        second set of Queens")."""
        you = self.table.sight.you if you is None else you
        obs = self.table.sight.observation()
        melds = list(obs.melds) if obs is not None else []
        if not 0 <= index < len(melds):
            return "the meld"
        owner = melds[index][0]
        shows = Showing.of(self.table)
        kind = meld_kind(display_order(shows.cards_of(f"meld:{index}")))
        alike = [i for i, (o, _) in enumerate(melds) if o == owner
                 and meld_kind(display_order(shows.cards_of(f"meld:{i}"))) == kind]
        if len(alike) > 1:
            kind = f"{ORDINALS[min(alike.index(index), len(ORDINALS) - 1)]} {kind}"
        whose = "your" if owner == you else f"{self.table.seats[owner].name}'s"
        return f"{whose} {kind}"

    def logged_move(self, seat: int | None, move: Move) -> str:
        """The base's sentence, with an addition's meld named as on the table
        ("You added the Jack of Spades to your run of Spades from 10 to Queen.")."""
        if move.action != "add" or move.index is None or seat is None:
            return super().logged_move(seat, move)
        name = self.table.seats[seat].name          # as the base names the player
        you = seat if name == YOU else -1
        return f"{name} added {cards_counted(move.cards)} to {self.meld_name(move.index, you)}."

    def why_not(self, move: Move) -> str | None:
        """The engine's reason ``move`` may not be played (cards put in
        the engine's order first; the Queen of Spades rule spelled out) in
        the table's words, None when it may."""
        state = self.table.match.state
        if state is None:
            return "The hand is over."
        move = Move(move.action, sorted_cards(move.cards), move.zone, move.index)
        reason = state.why_illegal(move)
        if reason is not None and move.action == "discard" and \
                any(is_queen_of_spades(c) for c in move.cards):
            reason = f"{reason} {QUEEN_HINT}"
        return None if reason is None else self.engine_words(reason)

    def pile_refusal(self, cards: Sequence[Card], zone: str) -> str:
        """Why ``cards`` dropped on the stock or the pile play nothing."""
        if zone == "stock":
            return "The stock only gives cards: click it (or press D) to draw."
        take = self.table.phase == "take"
        move = Move("take-pile" if take else "discard", tuple(cards))
        return self.why_not(move) or "Those cards cannot go on the discard pile now."

    def hand_ending(self) -> str:
        """How the hand ended: who went out, or how the stock ran out."""
        obs = self.table.sight.observation()
        if obs is None or obs.ended is None:
            return ""
        language = self.table.app.language
        if obs.ended == "out" and obs.went_out is not None:
            name = self.table.seats[obs.went_out].name
            return language.gettext("You went out.") if name == YOU else language.gettext("{name} went out.", name=name)
        if obs.ended == "stalemate":
            return language.gettext("The rebuilt stock ran out with nothing melded or added since, "
                                    "so the hand ended as it stood.")
        return language.gettext("The stock ran out with no discards to rebuild it, so the hand ended as it stood.")

    def prompt(self) -> str:
        if self.table.line.text:
            return self.table.line.text
        seat = self.table.match.current_player
        if self.table.hold.holding:
            return f"{self.hand_ending()} The score is next: click or press a key."
        if seat is None:
            return ""
        who = self.table.seats[seat]
        if not self.table.session.human_turn:
            return waiting_words(who, language=self.table.app.language)
        k = self.keyed
        shows = Showing.of(self.table)
        top = shows.top("discard")
        top_name = top.name if top is not None else "top card"
        chosen = shows.chosen
        state = self.table.match.state
        draw, take = k("draw from the stock", Act.DRAW), k("take the pile", Act.TAKE)
        if shows.phase == "take":
            if not chosen:
                if any(m.action == "take-pile" for m in shows.legal):
                    return (f"Your turn: {draw}, or {take} by melding the "
                            f"{top_name} with cards from your hand")
                return f"Your turn: {draw} (no meld of yours takes the {top_name})"
            if self.table.buttons.widgets:
                return f"{take[:1].upper()}{take[1:]}: the {top_name} goes into a meld with your cards"
            if len(chosen) < 2:
                return f"Select at least two cards that meld with the {top_name}, then {take}"
            reason = state.why_illegal(Move("take-pile", sorted_cards(chosen)))
            return reason or f"{take[:1].upper()}{take[1:]}, or click it"
        if not chosen:
            return (f"{k('Meld', Act.MELD)} or {k('add', Act.LAY_OFF)} cards, then "
                    f"{k('discard', Act.DISCARD)}: double-click a card to discard it")
        if len(chosen) == 1 and is_queen_of_spades(chosen[0]):
            reason = state.why_illegal(Move("discard", chosen))
            if reason:
                return f"{reason} {QUEEN_HINT}"
        if self.table.buttons.widgets:
            acts = dict.fromkeys(move_act(self.table, m) for m in self.table.candidate_moves())
            said = listed([k(ACT_VERBS[act], act) for act in acts if act in ACT_VERBS])
            obs = self.table.sight.observation()
            if obs is not None and any(owner == seat for owner, _ in obs.melds):
                return f"{said[:1].upper()}{said[1:]}: press the key, click a button, or click one of your melds to add to it"
            return f"{said[:1].upper()}{said[1:]} {'this card' if len(chosen) == 1 else 'these cards'}: press the key or click the button"
        if len(chosen) >= 3:
            reason = state.why_illegal(Move("meld", sorted_cards(chosen)))
            if reason:
                return reason
        if len(chosen) == 2:
            return "A meld needs three cards or more; add one to a meld of yours, or discard one"
        return "No move uses exactly these cards"
