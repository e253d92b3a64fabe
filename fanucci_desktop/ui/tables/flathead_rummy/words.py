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
from ....card_names import ALONE, DISCARDED, MELDED, SUBJECT, TAKEN, card_name, card_said
from ....i18n import N_, NN_, Language, Message, said
from ....words import CARD_MOVES, YOU, cards_kept, cards_said
from ... import theme as th
from ...controls import Act
from ..frame.board import seat_order
from ..parts.speech import seats_counted
from ..parts.words import TableWords, waiting_words

if TYPE_CHECKING:
    from .facts import FlatheadShows

#: The button that ends the lay-offs after a player went out, as it reads (its key apart).
DONE_LABEL = N_("Done laying off")
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


#: Each kind of meld with its article, as a sentence names it ("a set", "an infinity").
WITH_ARTICLE = {"set": N_("a set"), "flush": N_("a flush"), "run": N_("a run"), "colour set": N_("a colour set"),
                "flush run": N_("a flush run"), "infinity": N_("an infinity")}


def capital(text: str) -> str:
    """``text`` with its first letter a capital (a card's name that starts a sentence)."""
    return text[:1].upper() + text[1:]


def meld_ordered(cards: list[Card]) -> tuple[Card, ...]:
    """Cards in the order the engine lists a meld (by rank, then suit)."""
    return tuple(sorted(cards, key=lambda c: MELD_KEY[CODE[c]]))


def marks_legend(buried: bool, language: Language = Language()) -> str:
    """What the tableau's marks mean, in ``language``, added to the prompt
    the first turn they show; ``buried``: the prompt names the outline
    already (a card outlined deeper in the tableau may be taken), so only
    the dimmed ones are told."""
    if buried:
        return language.gettext("Dimmed: you could not play it this turn.")
    return language.gettext("Outlined in {mark}: you may take it. Dimmed: you could not play it this turn.",
                            mark=language.gettext(th.MARK_WORD))


class FlatheadWords(TableWords):
    """Prompt, turn steps and recap texts of one table."""

    table: FlatheadShows

    def hand_so_far(self, names: Sequence[str]) -> str:
        """The bonus marks of the hand, the only thing counted before
        someone goes out (the winner then scores the cards left)."""
        language = self.table.app.language
        pub = self.table.sight.observation()
        if pub is None:
            return language.gettext("No hand is under way.")
        marks = seats_counted(language, names, pub.marks, NN_("You {n} bonus mark", "You {n} bonus marks"),
                              NN_("{name} {n} bonus mark", "{name} {n} bonus marks"))
        return language.gettext("This hand so far: {marks}; whoever goes out scores the cards the others still "
                                "hold.", marks=marks)

    def prompt(self) -> str:
        if self.table.line.text:
            return self.table.line.text
        pub = self.table.sight.observation()
        if pub is None:
            return ""
        seat = self.table.match.current_player
        gettext = self.table.app.language.gettext
        if seat is None:
            if pub.dead:
                return gettext("Dead hand: nobody scores.")
            if pub.winner is not None:
                winner = self.name_of(pub.winner)
                return (gettext("You went out. The score comes next.") if winner == YOU else
                        gettext("{name} went out. The score comes next.", name=winner))
            return ""
        name = self.name_of(seat)
        if not self.table.session.human_turn:
            if pub.phase == "final_layoffs":
                winner = self.name_of(pub.winner)
                return (gettext("You went out: {name} lays off what they can", name=name) if winner == YOU else
                        gettext("{winner} went out: {name} lays off what they can", winner=winner, name=name))
            return waiting_words(self.table.seats[seat], language=self.table.app.language)
        return self.prompt_for_turn()

    def take_prompt(self, top: Card | None) -> str:
        """The prompt of a turn's start: draw, or take ``top`` or a card deeper in the tableau."""
        k, language = self.keyed, self.table.app.language
        gettext = language.gettext
        buried = bool(self.table.takeable - {top})
        mark = gettext(th.MARK_WORD)
        draw = k(gettext("draw a card"), Act.DRAW)
        if top is None or top.is_trump:
            if buried:
                return gettext("Your turn: {draw} (a trump on the tableau can never be taken), or take a card "
                               "outlined in {mark} from the tableau.", draw=draw, mark=mark)
            return gettext("Your turn: {draw} (a trump on the tableau can never be taken).", draw=draw)
        take = k(gettext("take {card}", card=card_name(top, TAKEN, language)), Act.TAKE)
        if buried:
            return gettext("Your turn: {draw} or {take} or a card outlined in {mark} deeper in the tableau.",
                           draw=draw, take=take, mark=mark)
        return gettext("Your turn: {draw} or {take}.", draw=draw, take=take)

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
            return f"{text} {marks_legend(bool(self.table.takeable - {top}), self.table.app.language)}"
        cards = self.table.selected_cards()
        language = self.table.app.language
        gettext = language.gettext
        if pub.phase == "final_layoffs":
            if len(cards) == 1:
                if self.table.layoff_targets():
                    lay = k(gettext("Lay {card} off on {melds}", card=card_name(cards[0], MELDED, language),
                                    melds=self.fitting_melds()), Act.LAY_OFF)
                    return gettext("{lay_off}, or press {done} when finished.", lay_off=lay, done=self.done_key())
                return gettext("{card} fits no meld on the table; press {done} when finished.",
                               card=capital(card_name(cards[0], SUBJECT, language)), done=self.done_key())
            return self.final_layoffs_line()
        if pub.must_play_taken and pub.taken is not None and not cards:
            down, off = k(gettext("lay it down in a meld"), Act.MELD), k(gettext("lay it off"), Act.LAY_OFF)
            return gettext("Put {card} you took on the table this turn: {meld} or {lay_off}.",
                           card=card_name(pub.taken, MELDED, language), meld=down, lay_off=off)
        if not cards:
            down, off, discard = (k(gettext("lay down"), Act.MELD), k(gettext("lay off"), Act.LAY_OFF),
                                  k(gettext("discard"), Act.DISCARD))
            return gettext("Select cards: 3+ to {meld}, one to {lay_off} or {discard} (double-click discards).",
                           meld=down, lay_off=off, discard=discard)
        if not self.table.buttons.widgets:
            if len(cards) >= 2:
                reason = self.why_not(Move("meld", meld_ordered(cards)))
                if reason:
                    return reason
            return gettext("No move uses just {card}.", card=card_name(cards[0], SUBJECT, language))
        discard = k(gettext("discard it"), Act.DISCARD)
        if len(cards) == 1:
            card = capital(card_name(cards[0], SUBJECT, language))
            if not self.table.layoff_targets():
                return gettext("{card}: {discard}.", card=card, discard=discard)
            off = k(gettext("lay it off on {melds}", melds=self.fitting_melds()), Act.LAY_OFF)
            return gettext("{card}: {discard} or {lay_off}.", card=card, discard=discard, lay_off=off)
        kind = gettext(meld_kind(cards))
        lay_down = k(gettext("lay it down"), Act.MELD)
        return gettext("{kind}: {meld}.", kind=capital(kind), meld=lay_down)

    def fitting_melds(self) -> str:
        """The melds the one card selected may be laid off on, named by
        their cards, as an ear needs them ("the 4, 5 and 6 of Mazes or the 7
        of Bugs, Mazes and Zurfs"), never by a mark only an eye sees."""
        view = self.table.sight.view()
        language = self.table.app.language
        return language.alternatives([cards_said([c for c in view.get(f"meld:{i}", []) if c is not None], MELDED,
                                                 language) for i in self.table.layoff_targets()])

    def turn_steps(self) -> tuple[str, list[str], int | None]:
        """Heading, steps and the current step of the side panel."""
        pub = self.table.sight.observation()
        seat = self.table.match.current_player
        gettext = self.table.app.language.gettext

        def went_out(name: str) -> str:
            return gettext("You went out") if name == YOU else gettext("{name} went out", name=name)

        if pub is None or seat is None:
            if pub is not None and pub.winner is not None:
                return (went_out(self.name_of(pub.winner)),
                        [gettext("Others laid off"), gettext("Cards left count"), gettext("Score")], 2)
            return (gettext("Hand over"), ["", "", ""], None)
        name = self.name_of(seat)
        who = (gettext("Your turn") if self.table.session.human_turn or name == YOU
               else gettext("{name}'s turn", name=name))
        if pub.phase == "final_layoffs":
            return (who, [went_out(self.name_of(pub.winner)), gettext("Lay off on melds"), gettext("Done")], 1)
        step = 0 if pub.phase == "take" else 1
        return (who, [gettext("Take a card"), gettext("Lay down, lay off"), gettext("Discard (or go out)")], step)

    def recap_lines(self) -> tuple[str, list[str]]:
        """The end-of-hand recap: who went out, each other player's
        lay-offs and cards left (all public)."""
        pub = self.table.sight.observation()
        if pub is None:
            return "", []
        language = self.table.app.language
        gettext = language.gettext
        if pub.dead:
            return gettext("Dead hand"), [gettext("The draw pile ran out a second time."),
                                          gettext("Nobody scores this hand.")]
        w = pub.winner
        lines = []
        for seat in seat_order(w if w is not None else 0, self.table.match.num_players)[1:]:
            cards = [c for s, c in self.table.late_layoffs if s == seat]
            marks = pub.marks[seat]
            name = self.name_of(seat)
            if cards:
                named_ = cards_said(cards, MELDED, language)
                laid = (gettext("You laid off {cards}", cards=named_) if name == YOU else
                        gettext("{name} laid off {cards}", name=name, cards=named_))
            else:
                laid = gettext("You laid off nothing") if name == YOU else gettext("{name} laid off nothing", name=name)
            parts = [laid, language.ngettext("{n} card left", "{n} cards left", pub.hand_sizes[seat])]
            if marks:
                parts.append(language.ngettext("{n} bonus mark", "{n} bonus marks", marks))
            lines.append(printable(" · ".join(parts)))
        marks = pub.marks[w] if w is not None else 0
        winner = self.name_of(w)
        if marks:
            lines.insert(0, language.ngettext("You have {n} bonus mark", "You have {n} bonus marks", marks)
                         if winner == YOU else
                         language.ngettext("{name} has {n} bonus mark", "{name} has {n} bonus marks", marks, name=winner))
        return (gettext("You went out!") if winner == YOU else gettext("{name} went out!", name=winner)), lines

    def final_layoffs_line(self) -> str:
        """What the players left may do once one went out, said the same in
        the prompt and when another move is refused."""
        pub = self.table.sight.observation()
        winner = self.name_of(pub.winner if pub is not None else None)
        return self.table.app.language.gettext("{name} went out: lay off what you can on the melds, then press {done}.",
                                               name=winner, done=self.done_key())

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
        return self.keyed(self.table.app.language.gettext(DONE_LABEL), Act.PASS)

    def name_of(self, seat: int | None) -> str:
        """A seat's name ("" for none)."""
        return "" if seat is None else self.table.seats[seat].name

    def move_label(self, move: Move) -> str:
        """A button label, its cards named as the prompt names them ("Take
        the 9 of Scythes"), a lay-off's meld with its owner."""
        language = self.table.app.language
        gettext = language.gettext
        a = move.action
        if a == "draw":
            return gettext("Draw a card")
        if a == "done":
            return gettext(DONE_LABEL)
        if a == "take":
            return gettext("Take {card}", card=card_name(move.cards[0], TAKEN, language))
        if a == "discard":
            return gettext("Discard {card}", card=card_name(move.cards[0], DISCARDED, language))
        if a == "layoff":
            owner, meld = self.meld_owner(move.index), (move.index or 0) + 1
            if not owner:
                return gettext("Lay off on meld {meld}", meld=meld)
            return (gettext("Lay off on your meld {meld}", meld=meld) if owner == YOU else
                    gettext("Lay off on {name}'s meld {meld}", name=owner, meld=meld))
        if a == "meld":
            kind = gettext(meld_kind(list(move.cards)))
            if is_bonus_meld(move.cards):
                return gettext("Bonus {kind}!", kind=kind)
            return gettext("Lay down {kind}", kind=gettext(WITH_ARTICLE[meld_kind(list(move.cards))]))
        return super().move_label(move)

    def log_label(self, move: Move) -> str:
        """``move`` in full words inside a sentence (hint, undo), in the
        table's language: the cards by name, a meld's kind and a lay-off's
        meld and owner."""
        language = self.table.app.language
        gettext = language.gettext
        a = move.action
        if a == "take":
            return printable(gettext("take {cards} from the tableau", cards=cards_said(move.cards, TAKEN, language)))
        if a == "discard":
            return printable(gettext("discard {cards}", cards=cards_said(move.cards, DISCARDED, language)))
        if a == "layoff":
            cards, meld = cards_said(move.cards, MELDED, language), (move.index or 0) + 1
            owner = self.meld_owner(move.index)
            if not owner:
                return printable(gettext("lay off {cards} on meld {meld}", cards=cards, meld=meld))
            return printable(gettext("lay off {cards} on your meld {meld}", cards=cards, meld=meld) if owner == YOU
                             else gettext("lay off {cards} on {name}'s meld {meld}", cards=cards, name=owner,
                                          meld=meld))
        if a == "meld":
            cards = cards_said(move.cards, MELDED, language)
            kind = gettext(WITH_ARTICLE[meld_kind(list(move.cards))])
            return printable(gettext("lay down {cards} ({kind} for a bonus mark)", cards=cards, kind=kind)
                             if is_bonus_meld(move.cards) else
                             gettext("lay down {cards} ({kind})", cards=cards, kind=kind))
        return super().log_label(move)

    def logged_move(self, seat: int | None, move: Move) -> str:
        """Nothing: the log says the move's events (the table's ``note``)."""
        return ""

    def meld_owner(self, index: int | None) -> str:
        pub = self.table.sight.observation()
        if pub is None or index is None or not 0 <= index < len(pub.meld_owners):
            return ""
        return self.name_of(pub.meld_owners[index])

    def event_line(self, ev: Event) -> str:
        """What the log says of an event, kept translatable (a save keeps its
        English): "" for nothing (the deal is said by the table)."""
        who = self.name_of(ev.player)
        mine = who == YOU
        kind = ev.kind

        def pick(you: str, other: str, **names) -> Message:
            return said(you, **names) if mine else said(other, name=who, **names)

        if kind == "take":
            buried = ev.value is not None and self.table.geo is not None \
                and ev.value < len(self.table.geo.tableau.centers) - 1
            card = card_said(ev.cards[0], TAKEN)
            if buried:
                return pick(N_("You took {card} from deep in the tableau."),
                            N_("{name} took {card} from deep in the tableau."), card=card)
            return pick(N_("You took {card}."), N_("{name} took {card}."), card=card)
        if kind == "meld":
            return pick(N_("You laid down {cards}, {kind} (meld {meld})."),
                        N_("{name} laid down {cards}, {kind} (meld {meld})."),
                        cards=cards_kept(list(ev.cards), MELDED), kind=said(WITH_ARTICLE[meld_kind(list(ev.cards))]),
                        meld=(ev.value or 0) + 1)
        if kind == "layoff":
            return pick(N_("You laid off {card} on meld {meld}."), N_("{name} laid off {card} on meld {meld}."),
                        card=card_said(ev.cards[0], MELDED), meld=(ev.value or 0) + 1)
        if kind == "flip":
            return said(N_("The {card} started the tableau."), card=card_said(ev.cards[0], ALONE))
        if kind == "discard":
            you, other, use = CARD_MOVES["discard"]
            return pick(you, other, cards=card_said(ev.cards[0], use))
        lines = {
            "draw": (N_("You drew a card."), N_("{name} drew a card.")),
            "bonus_mark": (N_("You earned a bonus mark!"), N_("{name} earned a bonus mark!")),
            "went_out": (N_("You went out!"), N_("{name} went out!")),
            "done": (N_("You finished laying off."), N_("{name} finished laying off.")),
        }
        if kind in lines:
            return pick(*lines[kind])
        if kind == "reshuffle":
            return said(N_("The tableau but its last card became the new draw pile."))
        if kind == "dead_hand":
            return said(N_("Dead hand: the draw pile ran out again. Nobody scores."))
        return ""
