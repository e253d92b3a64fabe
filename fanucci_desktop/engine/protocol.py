"""The game protocol every game plugs into.

Modelled on python-chess (small move values with a text form, legal-move
generation, apply) and OpenSpiel (game, state and observation kept apart;
randomness an explicit, seeded step).

* A :class:`Game` describes one game and starts hands from a
  :class:`HandContext` (which carries the seed: the deal is the chance step).
* A :class:`State` is one hand (one deal) and knows everything. Its
  :meth:`State.observation` is what one seat may know; an AI gets only that.
* A :class:`Move` is a small immutable value; ``str(move)`` is its text form
  and :meth:`Move.parse` reads it back. A choice the player makes with a
  move (the suit an 8 calls) is its :class:`Choice`, apart from its zone.
* :meth:`State.apply` returns :class:`Event` values for the UI to animate;
  an illegal move raises :class:`IllegalMove` and changes nothing.

Several hands make a match: see :mod:`fanucci_desktop.engine.match`.
"""

from __future__ import annotations

import random
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass, field, fields as dc_fields, is_dataclass, replace
from typing import Any, ClassVar, Mapping

from . import fields
from ..i18n import N_, said
from .cards import (FANUCCI_SUITS, STANDARD_SUITS, Card, TextEnum, format_cards, parse_card,
                    parse_cards)


class IllegalMove(ValueError):
    """A move that the rules do not allow now. The message says why in plain
    words, fit to show a player ("A run must be one colour: ...")."""


_ZONE_RE = re.compile(r"^([a-z][a-z_-]*)(?: (\d+))?$")


class MoveAction(TextEnum):
    """The closed vocabulary of move actions (a :class:`Move`'s ``action``
    is one of these words; a str, so ``move.action == "draw"`` reads as before)."""

    DRAW = "draw"
    TAKE = "take"
    TAKE_PILE = "take-pile"
    MELD = "meld"
    LAYOFF = "layoff"
    ADD = "add"
    DISCARD = "discard"
    DONE = "done"
    PASS = "pass"
    KNOCK = "knock"
    GIN = "gin"
    BIG_GIN = "big-gin"
    LEAD = "lead"
    PLAY = "play"
    FOLD = "fold"


#: Every move action word.
MOVE_ACTIONS: frozenset[str] = frozenset(a.value for a in MoveAction)


class EventKind(TextEnum):
    """The closed vocabulary of event kinds (an :class:`Event`'s ``kind``)."""

    DEAL = "deal"                   # cards from src to dst as a hand is dealt
    FLIP = "flip"                   # a card turned up from src to dst
    DRAW = "draw"
    TAKE = "take"
    PASS = "pass"
    MELD = "meld"
    LAYOFF = "layoff"
    DISCARD = "discard"
    PLAY = "play"
    FOLD = "fold"
    TRICK_WON = "trick_won"         # ``plays``: the trick in order; ``folded``: who folded
    RESHUFFLE = "reshuffle"
    MOVE = "move"                   # cards moved between zones
    BONUS_MARK = "bonus_mark"
    WENT_OUT = "went_out"           # ``how``: "out", "knock", "gin" or "big gin"
    DONE = "done"
    DEAD_HAND = "dead_hand"
    SCORE = "score"
    MESSAGE = "message"
    HAND_OVER = "hand_over"
    MATCH_OVER = "match_over"


#: Every event kind word.
EVENT_KINDS: frozenset[str] = frozenset(k.value for k in EventKind)


class ChoiceKind(TextEnum):
    """What a :class:`Choice` chooses: a suit (the suit an 8 calls) or a card
    (the card a wild stands for)."""

    SUIT = "suit"
    CARD = "card"


#: Every suit a choice may name: the Fanucci suits and the standard letters.
CHOICE_SUITS: frozenset[str] = frozenset(FANUCCI_SUITS) | frozenset(STANDARD_SUITS)


@dataclass(frozen=True, slots=True)
class Choice:
    """A choice a player makes with a move, beside its cards and its place.

    ``kind`` says what is chosen; ``suit`` is set for a suit (a Fanucci
    suit's name or a standard suit's letter, ``Hearts`` is ``H``), ``card``
    for a card. Text form: ``suit H``, ``suit Zurfs``, ``card 7 Zurfs``;
    :meth:`parse` reads it back. Build one with :meth:`of_suit` or
    :meth:`of_card`; the constructor checks that exactly the field of its
    kind is set (ValueError otherwise).
    """

    kind: ChoiceKind
    suit: str | None = None
    card: Card | None = None

    def __post_init__(self) -> None:
        kind = ChoiceKind(self.kind)
        object.__setattr__(self, "kind", kind)
        if kind is ChoiceKind.SUIT and (self.suit not in CHOICE_SUITS or self.card is not None):
            raise ValueError(f"not a suit to choose: {self.suit!r}")
        if kind is ChoiceKind.CARD and (not isinstance(self.card, Card) or self.suit is not None):
            raise ValueError(f"not a card to choose: {self.card!r}")

    @classmethod
    def of_suit(cls, suit: str) -> "Choice":
        """The choice of ``suit`` (``"H"``, ``"Zurfs"``)."""
        return cls(ChoiceKind.SUIT, suit=suit)

    @classmethod
    def of_card(cls, card: Card) -> "Choice":
        """The choice of ``card`` (the card a wild stands for)."""
        return cls(ChoiceKind.CARD, card=card)

    def __str__(self) -> str:
        return f"{self.kind} {self.suit if self.kind is ChoiceKind.SUIT else self.card}"

    @classmethod
    def parse(cls, text: str) -> "Choice":
        """Read a choice's text form. Raises ValueError naming the text."""
        kind, _, value = text.strip().partition(" ")
        value = value.strip()
        if kind == ChoiceKind.SUIT:
            suit = {s.lower(): s for s in CHOICE_SUITS}.get(value.lower())
            if suit is None:
                raise ValueError(f"not a choice: {text!r} (no suit {value!r})")
            return cls.of_suit(suit)
        if kind == ChoiceKind.CARD:
            return cls.of_card(parse_card(value))
        raise ValueError(f"not a choice: {text!r} (a choice is 'suit ...' or 'card ...')")


@dataclass(frozen=True, slots=True)
class Move:
    """A move: an action word, the cards it uses, an optional target zone and
    an optional :class:`Choice` the player makes with it.

    Text form: ``action[ cards][ -> zone[ index]][ = choice]``; with no cards
    the arrow is left out (``take column 1``). Examples: ``draw``, ``take 7
    Zurfs``, ``meld 7 Zurfs, 8 Zurfs, 9 Rain``, ``layoff 6 Tops -> meld 3``,
    ``fold``, ``play 8S = suit H`` (an 8 that calls Hearts). A move without a
    choice has the text form it had before choices were added, so saved
    matches read as they did.
    Games keep the cards of a move in a canonical order (usually sorted) so
    that equal moves compare equal.
    """

    action: str
    cards: tuple[Card, ...] = ()
    zone: str | None = None
    index: int | None = None
    choice: Choice | None = None

    def __post_init__(self) -> None:
        if self.action not in MOVE_ACTIONS:
            raise ValueError(f"not a move action: {self.action!r}")
        if self.zone is not None and not re.fullmatch(r"[a-z][a-z_-]*", self.zone):
            raise ValueError(f"not a move zone: {self.zone!r}")
        if self.index is not None and self.zone is None:
            raise ValueError("a move index needs a zone")
        if self.choice is not None and not isinstance(self.choice, Choice):
            raise ValueError(f"not a move choice: {self.choice!r}")
        if not isinstance(self.cards, tuple):
            object.__setattr__(self, "cards", tuple(self.cards))

    def __str__(self) -> str:
        parts = [self.action]
        if self.cards:
            parts.append(format_cards(self.cards))
        if self.zone is not None:
            if self.cards:
                parts.append("->")
            parts.append(self.zone if self.index is None else f"{self.zone} {self.index}")
        if self.choice is not None:
            parts.extend(("=", str(self.choice)))
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> "Move":
        """Read a move's text form. Raises ValueError naming the text."""
        if not isinstance(text, str) or not text.strip():
            raise ValueError(f"not a move: {text!r}")
        action, _, rest = text.strip().partition(" ")
        rest, choice_text = rest.strip(), ""
        if " = " in f" {rest} ":
            rest, _, choice_text = f" {rest} ".partition(" = ")
            rest, choice_text = rest.strip(), choice_text.strip()
            if not choice_text:
                raise ValueError(f"not a move: {text!r} (nothing after =)")
        zone_text = ""
        if " -> " in f" {rest} ":
            rest, _, zone_text = f" {rest} ".partition(" -> ")
            rest, zone_text = rest.strip(), zone_text.strip()
            if not zone_text:
                raise ValueError(f"not a move: {text!r} (nothing after ->)")
        elif rest and _ZONE_RE.match(rest):
            try:
                parse_cards(rest)
            except ValueError:
                zone_text, rest = rest, ""
        try:
            cards = tuple(parse_cards(rest))
            zone, index = None, None
            if zone_text:
                m = _ZONE_RE.match(zone_text)
                if not m:
                    raise ValueError(f"not a zone: {zone_text!r}")
                zone = m.group(1)
                index = int(m.group(2)) if m.group(2) is not None else None
            choice = Choice.parse(choice_text) if choice_text else None
            return cls(action, cards, zone, index, choice)
        except ValueError as exc:
            raise ValueError(f"not a move: {text!r} ({exc})") from None


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the UI to animate and the log to show.

    ``kind`` is one of :class:`EventKind` (ValueError otherwise). Zones are
    named as in :meth:`State.zones` (``draw``, ``hand:2``, ``meld:0``, ...);
    ``cards`` move from ``src`` to ``dst``. ``cards`` may include cards
    hidden from some seats: the UI decides what to show face up from
    :meth:`State.hidden_zones`. A finished trick carries its ``plays``
    (seat, card) in order and the seats that ``folded``; going out carries
    ``how`` (``out``, ``knock``, ``gin``, ``big gin``), so a table never
    has to reconstruct them.
    """

    kind: str
    player: int | None = None
    cards: tuple[Card, ...] = ()
    src: str | None = None
    dst: str | None = None
    value: int | None = None
    text: str = ""
    plays: tuple[tuple[int, Card], ...] = ()
    folded: tuple[int, ...] = ()
    how: str = ""

    def __post_init__(self) -> None:
        if self.kind not in EVENT_KINDS:
            raise ValueError(f"not an event kind: {self.kind!r}")


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game. A switch (a house rule): a boolean, off by
    default unless ``default`` says otherwise. A choice, when ``choices``
    lists them: one of several whole numbers (``default`` is one), each
    with its label ("First to 100")."""

    key: str
    label: str
    description: str
    default: bool | int = False
    choices: tuple[tuple[int, str], ...] = ()

    def allows(self, value: Any) -> bool:
        """Whether ``value`` is a value of this option (a boolean for a
        switch, one of the choices for a choice)."""
        if self.choices:
            return not isinstance(value, bool) and value in [v for v, _ in self.choices]
        return isinstance(value, bool)


@dataclass(frozen=True)
class GameInfo:
    """What the menu knows of a game: its name, player counts, deck and
    target, and what it calls one hand (``hand_word``: "Deal" in Trophy Case)."""

    id: str
    name: str
    min_players: int
    max_players: int
    deck: str
    description: str
    target_score: int
    hand_word: str = "Hand"

    @property
    def calls_hands_deals(self) -> bool:
        """True when this game calls one hand a deal (its ``hand_word`` is
        "Deal"), so its screens say "deal" where others say "hand"."""
        return self.hand_word == "Deal"


@dataclass(frozen=True)
class HandContext:
    """Everything a game needs to start one hand (one deal) of a match.

    ``seed`` determines the deal; ``carry`` is what the previous hand's
    :meth:`State.carry` returned (None for the first hand); ``totals`` are
    the match scores before this hand.
    """

    num_players: int
    dealer: int
    hand_number: int
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)
    totals: tuple[int, ...] = ()
    carry: Mapping[str, Any] | None = None


def _frozen(value: Any) -> Any:
    """``value`` with every list in it made a tuple."""
    return tuple(_frozen(v) for v in value) if isinstance(value, list) else value


class Observation(ABC):
    """What one seat may know. An AI is given this and nothing else.

    Contract: it holds no card that ``seat`` may not see (its own hand,
    public zones, and what the seat saw and may remember), and two states
    that differ only in cards hidden from ``seat`` give equal observations.
    """

    seat: int

    def to_dict(self) -> dict[str, Any]:
        """A plain, JSON-ready dict of everything in the observation; by
        default the fields it declares with :func:`.fields.saved`, in
        declaration order."""
        return fields.dump(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Observation":
        """The observation :meth:`to_dict` wrote (a client of a hosted match
        reads its seat's so); a class that writes its own dict reads it too.
        Lists come back as tuples, as the observation holds them."""
        loaded = fields.load(cls, data)
        return replace(loaded, **{f.name: _frozen(getattr(loaded, f.name)) for f in dc_fields(loaded)})


class State(ABC):
    """One hand of a game, with complete knowledge.

    Contract:

    * ``current_player`` is the seat to act, None once the hand is over.
    * ``legal_moves()`` lists every legal move of the current player; every
      one of them applies.
    * ``apply(move)`` returns events; an illegal move raises
      :class:`IllegalMove` with a reason and changes nothing.
    * every card of ``game.deck()`` is in exactly one zone of ``zones()``.
    * ``to_dict()`` is plain JSON-ready data and ``from_dict`` rebuilds an
      equal state; states compare equal when their dicts are equal.
    """

    __slots__ = ()

    game_id: ClassVar[str]
    num_players: int

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The seat to act, or None when the hand is over."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """True once the hand has ended and hand_scores() are final."""

    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """Every legal move of the current player; empty once over."""

    def why_illegal(self, move: Move) -> str | None:
        """None when ``move`` is legal now, else the reason in plain words
        (a :class:`~fanucci_desktop.i18n.Message`, which a table says in
        the player's language).

        Games override this to explain refusals precisely; the default
        checks membership in :meth:`legal_moves`.
        """
        if self.is_over:
            return said(N_("The hand is over."))
        if move in self.legal_moves():
            return None
        return said(N_("'{move}' is not a legal move now."), move=str(move))

    def apply(self, move: Move) -> list["Event"]:
        """Play ``move`` for the current player and return what happened."""
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMove(reason)
        return self._apply(move)

    @abstractmethod
    def _apply(self, move: Move) -> list[Event]:
        """Apply a move already known to be legal."""

    def opening_events(self) -> list[Event]:
        """Events describing the deal, for the UI to animate a new hand."""
        return []

    @abstractmethod
    def hand_scores(self) -> list[int]:
        """Points each seat makes in this hand (final once ``is_over``)."""

    def score_details(self) -> list[str]:
        """For each seat, how its hand score was made, in plain words."""
        return ["" for _ in range(self.num_players)]

    def keeps_dealer(self) -> bool:
        """True when the next hand of the match is dealt by this hand's
        dealer again (Gin Rummy, after a dead hand); by default the deal
        passes on."""
        return False

    def carry(self) -> dict[str, Any] | None:
        """What the next hand of the match needs from this one (plain data)."""
        return None

    @abstractmethod
    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now."""

    @abstractmethod
    def zones(self) -> dict[str, list[Card]]:
        """Every zone's cards (copies), e.g. ``draw``, ``hand:0``, ``meld:3``."""

    @abstractmethod
    def hidden_zones(self, seat: int) -> set[str]:
        """Names of the zones whose cards ``seat`` may not see."""

    @abstractmethod
    def with_stock_shuffled(self, rng: random.Random) -> "State":
        """A copy in which the face-down cards still to be drawn (the
        stock, which no seat has seen) lie in a fresh random order; every
        other card stays where it is. The new order depends on the stock's
        cards and ``rng`` only, never on the old order. The order of the
        stock is chance still to come, not information: the oracle searches
        such copies."""

    @abstractmethod
    def permute_hidden(self, seat: int, rng: random.Random) -> "State":
        """A copy in which the cards hidden from ``seat`` are dealt anew at
        random among the hidden zones, each zone keeping its size. Used to
        test that observations leak nothing."""

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data from which :meth:`from_dict` rebuilds the
        state. By default the fields the state declares with
        :func:`.fields.saved`, in declaration order; a state that does not
        declare its fields so overrides this, :meth:`from_dict` and
        :meth:`clone`."""
        return fields.dump(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "State":
        """Rebuild a state from :meth:`to_dict` output; ValueError if malformed."""
        try:
            return fields.load(cls, data)
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise ValueError(f"malformed {cls.game_id} state: {exc!r}") from None

    def clone(self) -> "State":
        """An independent copy: :func:`.fields.copy` of a state that declares
        its fields, else a round trip through :meth:`to_dict`."""
        if is_dataclass(self):
            return fields.copy(self)
        return type(self).from_dict(self.to_dict())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return type(self) is type(other) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


class Game(ABC):
    """One game: its description, options and how to start a hand."""

    info: GameInfo
    options: tuple[OptionSpec, ...] = ()

    @abstractmethod
    def deck(self) -> list[Card]:
        """Every card the game is played with (the conservation invariant)."""

    @abstractmethod
    def new_hand(self, ctx: HandContext) -> State:
        """Deal a new hand from ``ctx`` (the seed decides the deal)."""

    @abstractmethod
    def state_from_dict(self, data: Mapping[str, Any]) -> State:
        """Rebuild a hand state from its dict."""

    @abstractmethod
    def sample_state(self, observation: Observation, rng: random.Random) -> State:
        """A full state whose observation for ``observation.seat`` equals
        ``observation``, with hidden cards drawn at random consistently with
        it: the determinization an AI searches over."""

    def parse_move(self, text: str) -> Move:
        """Read a move's text form."""
        return Move.parse(text)

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, bool | int]:
        """Every option key with its value: defaults filled in; unknown keys
        and values an option does not allow (:meth:`OptionSpec.allows`)
        refused with ValueError."""
        specs = {o.key: o for o in self.options}
        given = dict(options or {})
        unknown = sorted(set(given) - set(specs))
        if unknown:
            raise ValueError(f"unknown option(s) for {self.info.id}: {', '.join(unknown)}")
        for key, value in given.items():
            if not specs[key].allows(value):
                allowed = ([str(v) for v, _ in specs[key].choices] if specs[key].choices
                           else ["true", "false"])
                raise ValueError(f"option {key} must be one of {', '.join(allowed)}, not {value!r}")
        return {**{k: o.default for k, o in specs.items()}, **given}

    def target_score(self, options: Mapping[str, Any]) -> int:
        """The total that ends a match played with ``options`` (resolved):
        the match length chosen (option ``target``), or ``info.target_score``
        for a game that offers no choice."""
        return int(options.get("target", self.info.target_score))
