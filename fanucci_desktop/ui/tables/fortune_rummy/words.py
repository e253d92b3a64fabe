"""The words of the Fortune Rummy table: button labels, the message line
(what the player to act can do now) and the reasons a move is refused, in
the engine's words where it gives them. :class:`FortuneWords` is an object
the :class:`~.table.FortuneTable` holds (``table.words``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ....card_names import DISCARDED, MELDED, SUBJECT, SUITS, TAKEN, card_name
from ....engine.cards import ACE, JACK, KING, QUEEN, Card
from ....engine.protocol import Move
from ....i18n import N_, NP_, Message, said, said_as
from ....words import CARD_MOVES, YOU, cards_kept, cards_said
from ...controls import Act
from ..frame.showing import Showing
from ..parts.keycaps import move_act
from ..parts.speech import seats_points
from ..parts.words import TableWords, waiting_words
from .facts import display_order, is_queen_of_spades, sorted_cards

if TYPE_CHECKING:
    from .facts import FortuneShows

#: Said after the engine's reason when the Queen of Spades may not be discarded.
QUEEN_HINT = N_("Meld it or add it to a meld: +50 melded, -50 left in hand.")


#: A named rank in the plural ("set of Queens") and alone ("from 10 to Queen").
RANKS = {ACE: NP_("ranks", "Aces"), JACK: NP_("ranks", "Jacks"), QUEEN: NP_("ranks", "Queens"),
         KING: NP_("ranks", "Kings")}
RANK = {ACE: NP_("rank", "Ace"), JACK: NP_("rank", "Jack"), QUEEN: NP_("rank", "Queen"), KING: NP_("rank", "King")}


def ranks_said(card: Card) -> Message:
    """A rank in the plural, kept translatable: "Queens", "9s", "Aces"."""
    return said_as(*RANKS[card.rank]) if card.rank in RANKS else said(N_("{rank}s"), rank=card.rank)


def rank_said(card: Card) -> Message:
    """A rank alone, kept translatable: "Ace", "7", "Queen"."""
    return said_as(*RANK[card.rank]) if card.rank in RANK else said(N_("{rank}"), rank=card.rank)


#: The moves of the play phase as a prompt names them before their cards, by key.
ACT_VERBS = {Act.MELD: N_("meld"), Act.LAY_OFF: N_("add"), Act.DISCARD: N_("discard")}


def meld_said(cards: Sequence[Card]) -> Message:
    """A meld as a player names it, kept translatable: "set of Queens",
    "run of Spades from 10 to King" (its natural cards, deuces being wild)."""
    ordered = display_order(cards)
    naturals = [c for c in ordered if c.rank != 2]
    if not naturals:
        return said(N_("meld of {ranks}"), ranks=ranks_said(ordered[0])) if ordered else said(N_("meld"))
    if len({c.rank for c in naturals}) == 1:
        return said(N_("set of {ranks}"), ranks=ranks_said(naturals[0]))
    return said(N_("run of {suit} from {low} to {high}"), suit=said_as(*SUITS[str(naturals[0].suit)]),
                low=rank_said(naturals[0]), high=rank_said(naturals[-1]))


def meld_kind(cards: Sequence[Card]) -> str:
    """A meld's name in English (:func:`meld_said`): "set of Queens"."""
    return str(meld_said(cards))


class FortuneWords(TableWords):
    """Labels, the message line and refusals of one table."""

    table: FortuneShows

    def hand_so_far(self, names: Sequence[str]) -> str:
        """Each seat's melded value so far; the cards left in hand count
        against it when the hand ends."""
        language = self.table.app.language
        obs = self.table.sight.observation()
        if obs is None:
            return language.gettext("No hand is under way.")
        return language.gettext("Melded this hand: {melded}; the cards left in hand count against it at the end.",
                                melded=seats_points(language, names, obs.melded))

    def move_label(self, move: Move) -> str:
        """A button label in the table's language, its cards named as a
        sentence names them ("Take the pile with the 5 and 6 of Hearts",
        "Meld two 9s of Spades and the 2 of Hearts")."""
        language = self.table.app.language
        gettext = language.gettext
        if move.action == "draw":
            return gettext("Draw")
        if move.action == "take-pile":
            return gettext("Take the pile with {cards}", cards=cards_said(move.cards, TAKEN, language))
        if move.action == "meld":
            return gettext("Meld {cards}", cards=cards_said(move.cards, MELDED, language))
        if move.action == "add" and move.index is not None:
            return gettext("Add {cards} to {meld}", cards=cards_said(move.cards, MELDED, language),
                           meld=language.said(self.meld_name(move.index)))
        if move.action == "discard":
            return gettext("Discard {cards}", cards=cards_said(move.cards, DISCARDED, language))
        return super().move_label(move)

    def log_label(self, move: Move) -> str:
        """The move inside a sentence: "discard the 7 of Clubs", "draw a card"."""
        if move.action == "draw":
            return self.table.app.language.gettext("draw a card")
        return super().log_label(move)

    def meld_name(self, index: int, you: int | None = None) -> Message:
        """Meld ``index`` as a player finds it on the table, kept
        translatable: its owner and its kind ("your set of Queens", "Ada's
        run of Spades from 10 to King"; "your" said to seat ``you``, by
        default the table's "you"); an owner's two melds of one name are
        told apart by their number ("your set of Queens (2)")."""
        you = self.table.sight.you if you is None else you
        obs = self.table.sight.observation()
        melds = list(obs.melds) if obs is not None else []
        if not 0 <= index < len(melds):
            return said(N_("the meld"))
        owner = melds[index][0]
        shows = Showing.of(self.table)
        kind = meld_said(display_order(shows.cards_of(f"meld:{index}")))
        alike = [i for i, (o, _) in enumerate(melds) if o == owner
                 and meld_kind(display_order(shows.cards_of(f"meld:{i}"))) == str(kind)]
        name = self.table.seats[owner].name
        if len(alike) > 1:
            number = alike.index(index) + 1
            return (said(N_("your {kind} ({number})"), kind=kind, number=number) if owner == you else
                    said(N_("{name}'s {kind} ({number})"), name=name, kind=kind, number=number))
        return said(N_("your {kind}"), kind=kind) if owner == you else said(N_("{name}'s {kind}"), name=name, kind=kind)

    def logged_move(self, seat: int | None, move: Move) -> str:
        """The log's sentence for ``move``, kept translatable (a save keeps
        its English), an addition's meld named as on the table ("You added
        the Jack of Spades to your run of Spades from 10 to Queen.")."""
        name: str = self.table.seats[seat].name if seat is not None else said(N_("The table"))
        mine = name == YOU

        def pick(you: str, other: str, **names) -> Message:
            return said(you, **names) if mine else said(other, name=name, **names)

        a = move.action
        if a == "draw":
            return pick(N_("You drew."), N_("{name} drew."))
        if a == "take-pile":
            return pick(N_("You took the pile with {cards}."), N_("{name} took the pile with {cards}."),
                        cards=cards_kept(move.cards, TAKEN))
        if a == "add" and move.index is not None and seat is not None:
            meld = self.meld_name(move.index, seat if mine else -1)
            return pick(N_("You added {cards} to {meld}."), N_("{name} added {cards} to {meld}."),
                        cards=cards_kept(move.cards, MELDED), meld=meld)
        if a in CARD_MOVES:
            you, other, use = CARD_MOVES[a]
            return pick(you, other, cards=cards_kept(move.cards, use))
        return pick(N_("You moved."), N_("{name} moved."))

    def why_not(self, move: Move) -> str | None:
        """The engine's reason ``move`` may not be played (cards put in
        the engine's order first; the Queen of Spades rule spelled out) in
        the table's words, None when it may."""
        state = self.table.match.state
        gettext = self.table.app.language.gettext
        if state is None:
            return gettext("The hand is over.")
        move = Move(move.action, sorted_cards(move.cards), move.zone, move.index)
        reason = state.why_illegal(move)
        if reason is None:
            return None
        if move.action == "discard" and any(is_queen_of_spades(c) for c in move.cards):
            return f"{self.engine_words(reason)} {gettext(QUEEN_HINT)}"
        return self.engine_words(reason)

    def pile_refusal(self, cards: Sequence[Card], zone: str) -> str:
        """Why ``cards`` dropped on the stock or the pile play nothing."""
        if zone == "stock":
            return said(N_("The stock only gives cards: click it (or press D) to draw."))
        take = self.table.phase == "take"
        move = Move("take-pile" if take else "discard", tuple(cards))
        return self.why_not(move) or said(N_("Those cards cannot go on the discard pile now."))

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
        language = self.table.app.language
        gettext = language.gettext
        if self.table.hold.holding:
            return gettext("{ending} The score is next: click or press a key.", ending=self.hand_ending())
        if seat is None:
            return ""
        who = self.table.seats[seat]
        if not self.table.session.human_turn:
            return waiting_words(who, language=language)
        k = self.keyed
        shows = Showing.of(self.table)
        top = shows.top("discard")
        chosen = shows.chosen
        state = self.table.match.state
        draw, take = k(gettext("draw from the stock"), Act.DRAW), k(gettext("take the pile"), Act.TAKE)
        if shows.phase == "take":
            melded = card_name(top, MELDED, language) if top is not None else gettext("the top card")
            if not chosen:
                if any(m.action == "take-pile" for m in shows.legal):
                    return gettext("Your turn: {draw}, or {take} by melding {card} with cards from your hand",
                                   draw=draw, take=take, card=melded)
                return gettext("Your turn: {draw}; no meld of yours takes {card}", draw=draw,
                               card=card_name(top, TAKEN, language) if top is not None else gettext("the top card"))
            take_up = k(gettext("Take the pile"), Act.TAKE)
            subject = card_name(top, SUBJECT, language) if top is not None else gettext("the top card")
            if self.table.buttons.widgets:
                return gettext("{take}: {card} goes into a meld with your cards", take=take_up, card=subject)
            if len(chosen) < 2:
                return gettext("Select at least two cards that meld with {card}, then {take}", card=melded, take=take)
            reason = state.why_illegal(Move("take-pile", sorted_cards(chosen)))
            return self.engine_words(reason) if reason else gettext("{take}, or click it", take=take_up)
        if not chosen:
            meld, add, discard = (k(gettext("Meld"), Act.MELD), k(gettext("add"), Act.LAY_OFF),
                                  k(gettext("discard"), Act.DISCARD))
            return gettext("{meld} or {add} cards, then {discard}: double-click a card to discard it",
                           meld=meld, add=add, discard=discard)
        if len(chosen) == 1 and is_queen_of_spades(chosen[0]):
            reason = state.why_illegal(Move("discard", chosen))
            if reason:
                return f"{self.engine_words(reason)} {gettext(QUEEN_HINT)}"
        if self.table.buttons.widgets:
            acts = dict.fromkeys(move_act(self.table, m) for m in self.table.candidate_moves())
            moves = language.listed([k(gettext(ACT_VERBS[act]), act) for act in acts if act in ACT_VERBS])
            obs = self.table.sight.observation()
            if obs is not None and any(owner == seat for owner, _ in obs.melds):
                line = gettext("{moves}: press the key, click a button, or click one of your melds to add to it",
                               moves=moves)
            else:
                line = (gettext("{moves} this card: press the key or click the button", moves=moves)
                        if len(chosen) == 1 else
                        gettext("{moves} these cards: press the key or click the button", moves=moves))
            return line[:1].upper() + line[1:]
        if len(chosen) >= 3:
            reason = state.why_illegal(Move("meld", sorted_cards(chosen)))
            if reason:
                return self.engine_words(reason)
        if len(chosen) == 2:
            return gettext("A meld needs three cards or more; add one to a meld of yours, or discard one")
        return gettext("No move uses exactly these cards")
