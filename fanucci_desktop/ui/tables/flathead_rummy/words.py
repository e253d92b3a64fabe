"""The words of the Flathead Rummy table: what a meld is called, the
message line (what the player to act can do now, with the keys), the turn
steps panel and the end-of-hand recap. :class:`FlatheadWords` is an
object the :class:`~.table.FlatheadTable` holds (``table.words``); it
reads only public facts and, on the viewer's own turn, the legal moves."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ....engine.cards import Card
from ....engine.protocol import Event, Move
from ....games.flathead_rummy.codes import CODE, MELD_KEY
from ....games.flathead_rummy.rules import is_bonus_meld
from ....i18n import N_
from ....words import YOU, a_or_an, cards_in_words, count, possessive, says, whose
from ... import theme as th
from ...controls import Act
from ..frame.board import seat_order
from ..parts.words import TableWords, waiting_words

if TYPE_CHECKING:
    from .facts import FlatheadShows

#: The button that ends the lay-offs after a player went out, as it reads (its key apart).
DONE_LABEL = "Done laying off"
#: Events about the table rather than one seat (the log files them under no one).
TABLE_EVENTS = frozenset({"deal", "flip", "reshuffle", "dead_hand"})


def printable(text: str) -> str:
    """``text`` with the characters the UI font cannot draw spelled out (an
    arrow becomes "to"; the theme draws the ∞ rank itself)."""
    return text.replace(" → ", " to ").replace("→", " to ")


def meld_kind(cards: list[Card]) -> str:
    """What a valid meld is, in a word or two: ``set``, ``flush``, ``run``,
    or for a bonus meld ``colour set``, ``flush run``, ``infinity`` (English
    words that are messages: a label says them in the player's language)."""
    naturals = [c for c in cards if not c.is_trump]
    bonus = is_bonus_meld(cards)
    if naturals and len({c.rank for c in naturals}) == 1:
        if bonus:
            return N_("infinity") if naturals[0].is_infinity else N_("colour set")
        return N_("set")
    if naturals and len({c.suit for c in naturals}) == 1:
        return N_("flush run") if bonus else N_("flush")
    return N_("run")


def meld_ordered(cards: list[Card]) -> tuple[Card, ...]:
    """Cards in the order the engine lists a meld (by rank, then suit)."""
    return tuple(sorted(cards, key=lambda c: MELD_KEY[CODE[c]]))


def marks_legend(buried: bool) -> str:
    """What the tableau's marks mean, added to the prompt the first turn
    they show; ``buried``: the prompt names the outline already (a card
    outlined deeper in the tableau may be taken), so only the dimmed ones are told."""
    dimmed = "Dimmed: you could not play it this turn."
    return dimmed if buried else f"Outlined in {th.MARK_WORD}: you may take it. {dimmed}"


class FlatheadWords(TableWords):
    """Prompt, turn steps and recap texts of one table."""

    table: FlatheadShows

    def hand_so_far(self, names: Sequence[str]) -> str:
        """The bonus marks of the hand, the only thing counted before
        someone goes out (the winner then scores the cards left)."""
        pub = self.table.sight.observation()
        if pub is None:
            return "No hand is under way."
        marks = ", ".join(f"{name} {count(n, 'bonus mark')}" for name, n in zip(names, pub.marks))
        return (f"This hand so far: {marks}; whoever goes out scores the cards the others "
                "still hold.")

    def prompt(self) -> str:
        if self.table.line.text:
            return self.table.line.text
        pub = self.table.sight.observation()
        if pub is None:
            return ""
        seat = self.table.match.current_player
        if seat is None:
            if pub.dead:
                return "Dead hand: nobody scores."
            if pub.winner is not None:
                return f"{self.name_of(pub.winner)} went out. The score comes next."
            return ""
        name = self.name_of(seat)
        if not self.table.session.human_turn:
            if pub.phase == "final_layoffs":
                return f"{self.name_of(pub.winner)} went out: {name} lays off what they can…"
            return waiting_words(self.table.seats[seat], language=self.table.app.language)
        return self.prompt_for_turn()

    def take_prompt(self, top: Card | None) -> str:
        """The prompt of a turn's start: draw, or take ``top`` or a card deeper in the tableau."""
        k = self.keyed
        buried = bool(self.table.takeable - {top})
        if top is None or top.is_trump:
            text = f"Your turn: {k('draw a card', Act.DRAW)} (a trump on the tableau can never be taken)"
            return text + (f", or take a card outlined in {th.MARK_WORD} from the tableau." if buried else ".")
        text = f"Your turn: {k('draw a card', Act.DRAW)} or {k(f'take the {top.name}', Act.TAKE)}"
        return text + (f" or a card outlined in {th.MARK_WORD} deeper in the tableau." if buried else ".")

    def prompt_for_turn(self) -> str:
        """What the player to act can do now, in plain words with the keys
        (:meth:`keyed`)."""
        k = self.keyed
        pub = self.table.sight.observation()
        if pub is None:
            return ""
        top = pub.tableau[-1] if pub.tableau else None
        if pub.phase == "take":
            text = self.take_prompt(top)
            marked = bool(self.table.takeable) and len(pub.tableau) > 1
            if self.table.marks_explained or not marked:
                return text
            return f"{text} {marks_legend(bool(self.table.takeable - {top}))}"
        cards = self.table.selected_cards()
        if pub.phase == "final_layoffs":
            if len(cards) == 1:
                if self.table.layoff_targets():
                    return (f"{k(f'Lay the {cards[0].name} off on {self.fitting_melds()}', Act.LAY_OFF)}, "
                            f"or press {self.done_key()} when finished.")
                return f"The {cards[0].name} fits no meld on the table; press {self.done_key()} when finished."
            return self.final_layoffs_line()
        if pub.must_play_taken and pub.taken is not None and not cards:
            return (f"Put the {pub.taken.name} you took on the table this turn: "
                    f"{k('lay it down in a meld', Act.MELD)} or {k('lay it off', Act.LAY_OFF)}.")
        if not cards:
            return (f"Select cards: 3+ to {k('lay down', Act.MELD)}, one to {k('lay off', Act.LAY_OFF)} "
                    f"or {k('discard', Act.DISCARD)} (double-click discards).")
        if not self.table.buttons.widgets:
            if len(cards) >= 2:
                reason = self.why_not(Move("meld", meld_ordered(cards)))
                if reason:
                    return reason
            return f"No move uses just the {cards[0].name}."
        if len(cards) == 1:
            if not self.table.layoff_targets():
                return f"The {cards[0].name}: {k('discard it', Act.DISCARD)}."
            return (f"The {cards[0].name}: {k('discard it', Act.DISCARD)} or "
                    f"{k(f'lay it off on {self.fitting_melds()}', Act.LAY_OFF)}.")
        cap = a_or_an(meld_kind(cards))
        return f"{cap[:1].upper()}{cap[1:]}: {k('lay it down', Act.MELD)}."

    def fitting_melds(self) -> str:
        """The melds the one card selected may be laid off on, named by
        their cards, as an ear needs them ("the 4, 5 and 6 of Mazes or the 7
        of Bugs, Mazes and Zurfs"), never by a mark only an eye sees."""
        view = self.table.sight.view()
        return " or ".join(f"the {cards_in_words([c for c in view.get(f'meld:{i}', []) if c is not None])}"
                           for i in self.table.layoff_targets())

    def turn_steps(self) -> tuple[str, list[str], int | None]:
        """Heading, steps and the current step of the side panel."""
        pub = self.table.sight.observation()
        seat = self.table.match.current_player
        if pub is None or seat is None:
            if pub is not None and pub.winner is not None:
                return (f"{self.name_of(pub.winner)} went out",
                        ["Others laid off", "Cards left count", "Score"], 2)
            return ("Hand over", ["", "", ""], None)
        who = "Your turn" if self.table.session.human_turn else f"{whose(self.name_of(seat))} turn"
        if pub.phase == "final_layoffs":
            return (who, [f"{self.name_of(pub.winner)} went out", "Lay off on melds", "Done"], 1)
        step = 0 if pub.phase == "take" else 1
        return (who, ["Take a card", "Lay down, lay off", "Discard (or go out)"], step)

    def recap_lines(self) -> tuple[str, list[str]]:
        """The end-of-hand recap: who went out, each other player's
        lay-offs and cards left (all public)."""
        pub = self.table.sight.observation()
        if pub is None:
            return "", []
        if pub.dead:
            return "Dead hand", ["The draw pile ran out a second time.", "Nobody scores this hand."]
        w = pub.winner
        lines = []
        for seat in seat_order(w if w is not None else 0, self.table.match.num_players)[1:]:
            cards = [c for s, c in self.table.late_layoffs if s == seat]
            marks = pub.marks[seat]
            laid = f"laid off the {cards_in_words(cards)}" if cards else "laid off nothing"
            lines.append(printable(f"{self.name_of(seat)} {laid} · {count(pub.hand_sizes[seat], 'card')} left")
                         + (f" · {count(marks, 'bonus mark')}" if marks else ""))
        marks = pub.marks[w] if w is not None else 0
        if marks:
            lines.insert(0, f"{says(self.name_of(w), 'has', 'have')} {count(marks, 'bonus mark')}")
        return f"{self.name_of(w)} went out!", lines

    def final_layoffs_line(self) -> str:
        """What the players left may do once one went out, said the same in
        the prompt and when another move is refused."""
        pub = self.table.sight.observation()
        winner = self.name_of(pub.winner if pub is not None else None)
        return f"{winner} went out: lay off what you can on the melds, then press {self.done_key()}."

    def why_not(self, move: Move) -> str | None:
        """The base's reason; once a player went out, any move but a lay-off
        or done is refused with :meth:`final_layoffs_line`."""
        pub = self.table.sight.observation()
        if pub is not None and pub.phase == "final_layoffs" and move.action not in ("layoff", "done"):
            return self.final_layoffs_line()
        return super().why_not(move)

    def hand_ending(self) -> str:
        """How the hand ended: who went out, or a dead hand."""
        pub = self.table.sight.observation()
        if pub is None:
            return ""
        language = self.table.app.language
        if pub.dead:
            return language.gettext("Dead hand: the draw pile ran out again, so nobody scores.")
        if pub.winner is not None:
            others = [seat for seat in range(self.table.match.num_players) if seat != pub.winner]
            winner = self.name_of(pub.winner)
            if len(others) > 1:
                return (language.gettext("You went out; then the others could lay off cards.") if winner == YOU else
                        language.gettext("{name} went out; then the others could lay off cards.", name=winner))
            other = self.name_of(others[0])
            if winner == YOU:
                return language.gettext("You went out; then {name} could lay off cards.", name=other)
            if other == YOU:
                return language.gettext("{name} went out; then you could lay off cards.", name=winner)
            return language.gettext("{name} went out; then {other} could lay off cards.", name=winner, other=other)
        return ""

    def done_key(self) -> str:
        """The Done button as a prompt names it, with its key: "Done laying off (N)"."""
        return self.keyed(DONE_LABEL, Act.PASS)

    def name_of(self, seat: int | None) -> str:
        """A seat's name ("" for none)."""
        return "" if seat is None else self.table.seats[seat].name

    def move_label(self, move: Move) -> str:
        """A button label, its cards named as the prompt names them ("Take
        the 9 of Scythes"), a lay-off's meld with its owner."""
        a = move.action
        if a == "draw":
            return "Draw a card"
        if a == "done":
            return DONE_LABEL
        if a in ("take", "discard"):
            return printable(f"{a.capitalize()} the {move.cards[0].name}")
        if a == "layoff":
            owner = self.meld_owner(move.index)
            owner_word = whose(owner) if owner else ""
            owner_word = "your" if owner_word == "Your" else owner_word
            return f"Lay off on {owner_word + ' ' if owner_word else ''}meld {(move.index or 0) + 1}"
        if a == "meld":
            kind = meld_kind(list(move.cards))
            return f"Bonus {kind}!" if is_bonus_meld(move.cards) else f"Lay down a {kind}"
        return super().move_label(move)

    def log_label(self, move: Move) -> str:
        """``move`` in full words (hint, undo): the cards by name, a meld's
        kind and a lay-off's meld and owner."""
        a = move.action
        names = cards_in_words(move.cards)
        if a == "take":
            return printable(f"take the {names} from the tableau")
        if a == "discard":
            return printable(f"discard the {names}")
        if a == "layoff":
            owner = self.meld_owner(move.index)
            return printable(f"lay off the {names} on meld {(move.index or 0) + 1}"
                                + (f" ({possessive(owner)})" if owner else ""))
        if a == "meld":
            kind = meld_kind(list(move.cards))
            bonus = " for a bonus mark" if is_bonus_meld(move.cards) else ""
            return printable(f"lay down {names} ({a_or_an(kind)}{bonus})")
        return self.move_label(move).lower()

    def logged_move(self, seat: int | None, move: Move) -> str:
        """Nothing: the log says the move's events (the table's ``note``)."""
        return ""

    def meld_owner(self, index: int | None) -> str:
        pub = self.table.sight.observation()
        if pub is None or index is None or not 0 <= index < len(pub.meld_owners):
            return ""
        return self.name_of(pub.meld_owners[index])

    def event_line(self, ev: Event) -> str:
        """What the log says of an event, in the past tense ("" for nothing:
        the deal is said by the table)."""
        who = self.name_of(ev.player)
        card = printable(ev.cards[0].name) if ev.cards else ""
        kind = ev.kind
        if kind == "take":
            buried = ev.value is not None and self.table.geo is not None \
                and ev.value < len(self.table.geo.tableau.centers) - 1
            return f"{who} took the {card}{' from deep in the tableau' if buried else ''}."
        if kind == "meld":
            return (f"{who} laid down the {printable(cards_in_words(list(ev.cards)))}, "
                    f"{a_or_an(meld_kind(list(ev.cards)))} (meld {(ev.value or 0) + 1}).")
        if kind == "layoff":
            return f"{who} laid off the {card} on meld {(ev.value or 0) + 1}."
        return {
            "flip": f"The {card} started the tableau.",
            "draw": f"{who} drew a card.",
            "reshuffle": "The tableau but its last card became the new draw pile.",
            "bonus_mark": f"{who} earned a bonus mark!",
            "discard": f"{who} discarded the {card}.",
            "went_out": f"{who} went out!",
            "done": f"{who} finished laying off.",
            "dead_hand": "Dead hand: the draw pile ran out again. Nobody scores.",
        }.get(kind, "")
