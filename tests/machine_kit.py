"""A hypothesis state machine any game plugs into (issue 13, the engine part).

Usage in a game's tests::

    from machine_kit import machine_tests
    TestTrophy3, TestTrophy5 = machine_tests(get_game("trophy-case"), [3, 5])

Each returned class is a unittest TestCase that runs :class:`EngineMachine`
for one table size. The machine plays one :class:`Match` and mixes, in any
order hypothesis likes:

* ``legal_move``: a legal move, hypothesis drawing its index; first
  why_illegal must accept every listed move, and the move is played on a
  clone (the original must not change, the results must agree);
* ``play_on``: a burst of up to 40 legal moves, seeded random or the easy
  AI's (to reach the end of hands and matches, and the late phases random
  play seldom reaches, within a short run); both deal the next hand
  when one is due and start the next match (seed + 1) once the match is
  over, so every rule can always run;
* ``illegal_move``: a move built by mutating a legal one (see
  :data:`MUTATIONS`) and kept only if it is not in ``legal_moves()``: it
  must raise :class:`IllegalMove` with a reason, and the match (record,
  state, legal moves, observations) must be unchanged;
* ``hidden_cards_stay_hidden``: the cards hidden from a seat are dealt
  anew (``permute_hidden``) and its observation must not change;
* ``save_load``: ``Match.to_dict`` -> JSON -> ``Match.from_dict``, after
  which play goes on with the loaded match.

Every applied move must raise nothing and return events naming real seats
and zones. After every step it checks the invariants: every card of
``game.deck()`` in exactly one zone, the player to act has a legal move
unless the hand is over (and a hand is over only to be dealt the next or
because the match is), every other seat's hand is among a seat's hidden
zones while the hand is live, the text form of each legal move reads back,
observations, the state's dict and ``carry()`` are plain JSON data, and
totals are the sums of the recorded hand scores.

Every failure message ends with the replay recipe (game, players, seed,
options, first dealer and the moves of each hand as text), so a defect can
be replayed by feeding those moves to a fresh :class:`Match`.

``MACHINE_EXAMPLES`` in the environment multiplies the number of examples
for a deeper run by hand (default 1: the CI budget).
"""

from __future__ import annotations

import json
import os
import random
from types import MappingProxyType
from typing import Any, Callable, ClassVar, Mapping, Sequence

from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from fanucci_desktop.ai.factory import make_player
from fanucci_desktop.ai.players import Player
from fanucci_desktop.check.conservation import conservation_failure
from fanucci_desktop.engine import (Card, Event, Game, IllegalMove, Match, Move, State,
                                    fanucci_deck, standard_deck)
from fanucci_desktop.engine.rng import choice

#: Words a move may start with or name as a zone in one game or another,
#: plus some that no game uses; used to build moves of the wrong kind.
ACTION_WORDS = ("draw", "take", "take-pile", "discard", "meld", "layoff", "add", "done",
                "pass", "knock", "gin", "big-gin", "lead", "play", "fold")
ZONE_WORDS = ("meld", "column", "knock", "tableau", "draw", "stock", "discard", "hand",
              "trick", "nowhere")
INDEX_VALUES = (None, -1, 0, 1, 2, 3, 7, 99, 10**9)
#: Who picks the moves of a ``play_on`` burst.
DRIVERS = ("random", "easy")
#: Every card of both decks, by code: games draw their foreign cards from it.
ALL_CARDS: Mapping[int, Card] = MappingProxyType(
    {c.code: c for c in fanucci_deck() + standard_deck()})
#: How many moves of earlier states the machine remembers for mutations.
POOL_SIZE = 120


def _scale() -> int:
    try:
        return max(1, int(os.environ.get("MACHINE_EXAMPLES", "1")))
    except ValueError:
        return 1


def machine_settings(max_examples: int, steps: int) -> settings:
    """Settings for one table size: ``max_examples`` runs (times
    ``MACHINE_EXAMPLES``) of up to ``steps`` steps, no deadline."""
    return settings(max_examples=max_examples * _scale(), stateful_step_count=steps,
                    deadline=None, print_blob=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# -- JSON-readiness ------------------------------------------------------------

def json_problem(value: Any) -> str | None:
    """None when ``value`` is plain JSON data that reads back equal (dicts
    with str keys, lists, str, int, finite float, bool, None), else what
    differs after a JSON round trip."""
    try:
        again = json.loads(json.dumps(value, allow_nan=False))
    except (TypeError, ValueError) as exc:
        return f"json.dumps fails: {exc}"
    if again == value:
        return None
    return _first_difference(value, again, "")


def _first_difference(value: Any, again: Any, path: str) -> str:
    """Where ``value`` and its JSON round trip ``again`` first differ."""
    if isinstance(value, dict) and isinstance(again, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                return f"{path}: key {key!r} is a {type(key).__name__}, not a str"
            if again.get(key) != item:
                return _first_difference(item, again.get(key), f"{path}.{key}")
    if isinstance(value, list) and isinstance(again, list):
        for i, (a, b) in enumerate(zip(value, again)):
            if a != b:
                return _first_difference(a, b, f"{path}[{i}]")
    return f"{path}: {type(value).__name__} {value!r} reads back as {again!r}"


# -- illegal moves ---------------------------------------------------------------

class Mutator:
    """Builds would-be moves from a legal one. ``rng`` picks the details.

    Each mutation returns a move or None (when it does not apply to this
    move). The caller throws away any result that is in ``legal_moves()``.
    """

    def __init__(self, game: Game, state: State | None, pool: Sequence[Move],
                 rng: random.Random) -> None:
        self.rng = rng
        self.pool = pool
        self.state = state
        zones = state.zones() if state is not None else {}
        seat = state.current_player if state is not None else None
        deck = set(game.deck())
        self.foreign = [c for c in ALL_CARDS.values() if c not in deck]
        own = f"hand:{seat}"
        self.held = list(zones.get(own, []))
        self.others = [c for name, cards in zones.items()
                       if name.startswith("hand:") and name != own for c in cards]
        self.unheld = [c for name, cards in zones.items() if name != own for c in cards
                       if c not in self.held]

    def _pick(self, items: Sequence[Any]) -> Any:
        return choice(items, self.rng) if items else None

    def _replace_card(self, move: Move, source: Sequence[Card]) -> Move | None:
        card = self._pick(source)
        if not move.cards or card is None:
            return None
        cards = list(move.cards)
        cards[self.rng.randrange(len(cards))] = card
        return Move(move.action, tuple(cards), move.zone, move.index)

    def swap_action(self, move: Move) -> Move | None:
        word = self._pick([w for w in ACTION_WORDS if w != move.action])
        return Move(word, move.cards, move.zone, move.index)

    def foreign_card(self, move: Move) -> Move | None:
        """A card that is not in this game's deck at all."""
        if not move.cards:
            return Move(move.action, (self._pick(self.foreign),), move.zone, move.index)
        return self._replace_card(move, self.foreign)

    def unheld_card(self, move: Move) -> Move | None:
        """A card of the deck that the player to act does not hold."""
        if not move.cards:
            card = self._pick(self.unheld)
            return None if card is None else Move(move.action, (card,), move.zone, move.index)
        return self._replace_card(move, self.unheld)

    def other_hand(self, move: Move) -> Move | None:
        """A card from another player's hand."""
        return self._replace_card(move, self.others)

    def extra_card(self, move: Move) -> Move | None:
        card = self._pick(self.held + self.unheld)
        if card is None:
            return None
        return Move(move.action, move.cards + (card,), move.zone, move.index)

    def drop_card(self, move: Move) -> Move | None:
        if not move.cards:
            return None
        cards = list(move.cards)
        del cards[self.rng.randrange(len(cards))]
        return Move(move.action, tuple(cards), move.zone, move.index)

    def duplicate_card(self, move: Move) -> Move | None:
        if not move.cards:
            return None
        return Move(move.action, move.cards + (self._pick(move.cards),), move.zone, move.index)

    def reorder(self, move: Move) -> Move | None:
        """The same cards in another order (moves have one canonical order)."""
        if len(set(move.cards)) < 2:
            return None
        cards = list(move.cards)
        while tuple(cards) == move.cards:
            self.rng.shuffle(cards)
        return Move(move.action, tuple(cards), move.zone, move.index)

    def garbage_zone(self, move: Move) -> Move | None:
        zone = self._pick(ZONE_WORDS)
        return Move(move.action, move.cards, zone, self._pick(INDEX_VALUES))

    def drop_zone(self, move: Move) -> Move | None:
        if move.zone is None:
            return None
        return Move(move.action, move.cards)

    def shift_index(self, move: Move) -> Move | None:
        if move.zone is None:
            return None
        base = move.index if move.index is not None else 0
        return Move(move.action, move.cards, move.zone,
                    self._pick([base - 1, base + 1, base + 50, -1 - base]))

    def no_cards(self, move: Move) -> Move | None:
        if not move.cards:
            return None
        return Move(move.action, (), move.zone, move.index)

    def earlier_move(self, move: Move) -> Move | None:
        """A move that was legal earlier: another player's, another phase's."""
        return self._pick(self.pool)

    def other_player(self, move: Move) -> Move | None:
        """A move another seat could make if it were its turn: the legal
        moves of a copy of the state with ``to_act`` set to that seat (for
        games that keep the player to act in ``to_act``, as all ours do)."""
        state = self.state
        if state is None or state.is_over or not hasattr(state, "to_act"):
            return None
        seat = self._pick([s for s in range(state.num_players) if s != state.current_player])
        twin = state.clone()
        twin.to_act = seat  # type: ignore[attr-defined]
        try:
            moves = twin.legal_moves()
        except Exception:  # noqa: BLE001 - the twin need not be a reachable state
            return None
        return self._pick(moves)


#: The names of the :class:`Mutator` methods, drawn by hypothesis.
MUTATIONS = ("swap_action", "foreign_card", "unheld_card", "other_hand", "extra_card",
             "drop_card", "duplicate_card", "reorder", "garbage_zone", "drop_zone",
             "shift_index", "no_cards", "earlier_move", "other_player")


# -- the machine ---------------------------------------------------------------

class EngineMachine(RuleBasedStateMachine):
    """Plays one match of ``game`` at ``num_players`` (set by
    :func:`machine_class`) with legal and illegal moves and save/load trips."""

    game: ClassVar[Game]
    num_players: ClassVar[int]

    def __init__(self) -> None:
        super().__init__()
        self.match: Match | None = None
        self.pool: list[Move] = []
        self._player: Player | None = None

    # -- set-up -------------------------------------------------------------
    def start(self, seed: int, options: dict[str, bool], first_dealer: int) -> None:
        """Begin the match and deal its first hand."""
        self.match = Match(self.game, self.num_players, seed, options, first_dealer)
        self.match.deal()

    # -- reporting ----------------------------------------------------------
    def recipe(self) -> str:
        """How to replay the match so far: its inputs and every move as text."""
        m = self.match
        if m is None:
            return "(no match yet)"
        hands = [h.moves for h in m.hands]
        return (f"\n  replay: game={self.game.info.id!r} players={m.num_players} "
                f"seed={m.seed} options={m.options} first_dealer={m.first_dealer}"
                f"\n  moves by hand: {json.dumps(hands)}")

    def fail(self, text: str) -> None:
        """Fail naming the game and the defect, with the replay recipe."""
        raise AssertionError(f"{self.game.info.id}: {text}{self.recipe()}")

    def check(self, ok: bool, text: str | Callable[[], str]) -> None:
        """:meth:`fail` with ``text`` (or what it returns) unless ``ok``."""
        if not ok:
            self.fail(text() if callable(text) else text)

    # -- rules --------------------------------------------------------------
    def live(self) -> bool:
        """True while a hand is being played."""
        return self.match is not None and self.match.state is not None \
            and not self.match.state.is_over

    def ready(self) -> Match:
        """The match with a hand in play: deals the next hand when one is due,
        and starts the next match (seed + 1) once the match is over."""
        m = self.match
        assert m is not None
        if m.is_over:
            m = self.match = Match(self.game, m.num_players, m.seed + 1, m.options,
                                   m.first_dealer)
            event("new match")
        while m.needs_deal:
            self.check_events("the deal", m.deal(), set())
            event(f"deal: hand {len(m.hands)}")
            self.check_cards()
            if m.is_over:  # a deal can end at once, and with it the match
                return self.ready()
        return m

    @rule(index=st.integers(min_value=0, max_value=10**6))
    def legal_move(self, index: int) -> None:
        """A legal move, hypothesis drawing its index (dealing when needed).
        why_illegal must accept every move legal_moves() lists. The move is
        played on a clone first: the original must not change, and
        then the real move must give the same state (clones are what the AI
        searches with, so they must share nothing)."""
        m = self.ready()
        moves = m.legal_moves()
        move = moves[index % len(moves)]
        state = m.state
        assert state is not None
        before = state.to_dict()
        for other in moves:
            reason = state.why_illegal(other)
            self.check(reason is None, lambda: f"why_illegal refuses '{other}', which "
                                               f"legal_moves() lists: {reason!r}")
        twin = state.clone()
        try:
            twin.apply(move)
        except Exception as exc:  # noqa: BLE001 - any exception here is the finding
            self.fail(f"legal move '{move}' raised {type(exc).__name__} on a clone: {exc}")
        self.check(state.to_dict() == before,
                   f"playing '{move}' on a clone changed the original state")
        self.play(move)
        self.check(state.to_dict() == twin.to_dict(),
                   f"'{move}' gives another state on a clone than on the original")

    @rule(steps=st.integers(min_value=1, max_value=40),
          seed=st.integers(min_value=0, max_value=2**32 - 1), driver=st.sampled_from(DRIVERS))
    def play_on(self, steps: int, seed: int, driver: str) -> None:
        """Up to ``steps`` legal moves, stopping when the hand ends, chosen
        uniformly (``random``) or by the easy AI, which steers play into the
        late phases random moves seldom reach (knocks, lay-offs, going out)."""
        rng = random.Random(seed)
        self.ready()
        for _ in range(steps):
            if not self.live():
                return
            m = self.match
            assert m is not None and m.state is not None
            moves = m.legal_moves()
            if driver == "random":
                move = choice(moves, rng)
            else:
                move = self.player().decide(m.state.observation(m.current_player), moves, rng)
                self.check(move in moves, f"the easy AI chose '{move}', not a legal move")
            self.play(move)
            self.check_cards()
            self.check_turn()

    def player(self) -> Player:
        """The easy AI of this game (made on first use)."""
        if self._player is None:
            self._player = make_player("easy", self.game)
        return self._player

    def play(self, move: Move) -> None:
        """Apply a legal move; any exception is a defect."""
        m = self.match
        assert m is not None
        zones_before = set(m.state.zones())  # type: ignore[union-attr]
        reason = m.state.why_illegal(move)  # type: ignore[union-attr]
        self.check(reason is None, lambda: f"why_illegal refuses the legal move '{move}': "
                                           f"{reason!r}")
        try:
            events = m.apply(move)
        except Exception as exc:  # noqa: BLE001 - any exception here is the finding
            self.fail(f"legal move '{move}' raised {type(exc).__name__}: {exc}")
        self.check(isinstance(events, list), f"apply('{move}') returned {events!r}, not a list")
        self.check_events(move, events, zones_before)
        self.pool.append(move)
        del self.pool[:-POOL_SIZE]

    def check_events(self, move: Move | str, events: list, zones_before: set[str]) -> None:
        """Events name seats and zones that exist (the UI animates them)."""
        m = self.match
        assert m is not None and m.state is not None
        zones = zones_before | set(m.state.zones())
        for e in events:
            self.check(isinstance(e, Event), f"'{move}' gave {e!r}, not an Event")
            event(f"event kind: {e.kind}")
            self.check(e.player is None or 0 <= e.player < m.num_players,
                       f"'{move}' gave an event for seat {e.player}: {e}")
            for name in (e.src, e.dst):
                self.check(name is None or name in zones,
                           f"'{move}' gave an event naming zone {name!r}, which is not "
                           f"in zones() ({sorted(zones)}): {e}")

    @rule(base=st.integers(min_value=0, max_value=10**6), mutation=st.sampled_from(MUTATIONS),
          pick=st.integers(min_value=0, max_value=2**32 - 1))
    def illegal_move(self, base: int, mutation: str, pick: int) -> None:
        """A mutated move not in legal_moves() is refused and changes nothing."""
        m = self.match
        assert m is not None
        legal = m.legal_moves()
        source = legal or self.pool or [Move("fold")]
        state = m.state
        mutator = Mutator(self.game, state, self.pool, random.Random(pick))
        move = getattr(mutator, mutation)(source[base % len(source)])
        if move is None or move in legal:
            event("illegal_move: mutation gave no illegal move")
            return
        event(f"illegal_move: {mutation}")
        before = self.snapshot()
        try:
            m.apply(move)
        except IllegalMove as exc:
            self.check(bool(str(exc).strip()), f"IllegalMove for '{move}' gives no reason")
        except Exception as exc:  # noqa: BLE001 - any other type is the finding
            self.fail(f"illegal move '{move}' ({mutation} of "
                      f"'{source[base % len(source)]}') raised {type(exc).__name__}: {exc} "
                      f"instead of IllegalMove")
        else:
            self.fail(f"illegal move '{move}' ({mutation} of "
                      f"'{source[base % len(source)]}') was accepted; legal moves were "
                      f"{[str(x) for x in legal][:12]}")
        after = self.snapshot()
        for key in before:
            self.check(before[key] == after[key],
                       f"refusing '{move}' ({mutation}) changed the {key}")
        if state is not None and not state.is_over:
            reason = state.why_illegal(move)
            self.check(isinstance(reason, str) and bool(reason.strip()),
                       f"why_illegal('{move}') is {reason!r} for a refused move")

    def snapshot(self) -> dict[str, Any]:
        """What a refused move must leave alone (see :func:`refusal_snapshot`)."""
        assert self.match is not None
        return refusal_snapshot(self.match)

    @rule(seat=st.integers(min_value=0, max_value=7),
          pick=st.integers(min_value=0, max_value=2**32 - 1))
    def hidden_cards_stay_hidden(self, seat: int, pick: int) -> None:
        """Dealing the cards hidden from ``seat`` anew leaves its observation
        as it was (the observation holds none of them)."""
        m = self.match
        assert m is not None
        if m.state is None:
            return
        seat %= m.num_players
        other = m.state.permute_hidden(seat, random.Random(pick))
        self.check(other.observation(seat).to_dict() == m.state.observation(seat).to_dict(),
                   f"seat {seat}'s observation changes when the cards hidden from it are "
                   f"dealt anew: it shows hidden cards")

    @rule()
    def save_load(self) -> None:
        """Save through JSON, load by replay, and go on with the loaded match."""
        m = self.match
        assert m is not None
        text = json.dumps(m.to_dict())
        try:
            again = Match.from_dict(json.loads(text), self.game)
        except Exception as exc:  # noqa: BLE001 - a save that does not load is the finding
            self.fail(f"the saved match does not load: {type(exc).__name__}: {exc}")
        self.check(again.to_dict() == m.to_dict(), "the loaded match records differently")
        self.check(again.legal_moves() == m.legal_moves(),
                   "the loaded match has other legal moves")
        self.check(again.current_player == m.current_player,
                   "the loaded match has another player to act")
        if m.state is not None:
            state_again = self.game.state_from_dict(json.loads(json.dumps(m.state.to_dict())))
            self.check(state_again == m.state, "state_from_dict(to_dict()) differs")
            for seat in range(m.num_players):
                self.check(state_again.observation(seat).to_dict()
                           == m.state.observation(seat).to_dict(),
                           f"seat {seat}'s observation differs after a state round trip")
        self.match = again

    # -- invariants ---------------------------------------------------------
    def check_cards(self) -> None:
        """Every card of the deck in exactly one zone (the one conservation check)."""
        state = self.match.state if self.match is not None else None
        if state is None:
            return
        failure = conservation_failure(self.game, state)
        if failure:
            self.fail(failure)

    def check_turn(self) -> None:
        """The player to act has a legal move; a hand is over only for the
        next deal or because the match is over."""
        m = self.match
        if m is None:
            return
        if m.state is None:
            self.check(m.needs_deal, "no hand and no deal due")
            return
        if m.state.is_over:
            self.check(m.current_player is None and m.legal_moves() == [],
                       "a finished hand still offers moves")
            self.check(m.is_over or m.needs_deal, "a finished hand, no deal due, match not over")
            return
        seat = m.state.current_player
        self.check(isinstance(seat, int) and 0 <= seat < m.num_players,
                   f"the player to act is {seat!r}, not a seat")
        moves = m.legal_moves()
        self.check(bool(moves), f"seat {seat} has no legal move in a live hand")
        self.check(len(set(moves)) == len(moves), "legal_moves lists a move twice")

    @invariant()
    def cards_conserved(self) -> None:
        self.check_cards()

    @invariant()
    def player_to_act_can_move(self) -> None:
        self.check_turn()

    @invariant()
    def moves_read_back(self) -> None:
        """The text form of every legal move reads back to the same move
        (saves record moves as text)."""
        if self.match is None:
            return
        for move in self.match.legal_moves():
            self.check(self.game.parse_move(str(move)) == move,
                       f"legal move '{move}' does not read back from its text")

    @invariant()
    def observations_json_ready(self) -> None:
        m = self.match
        if m is None or m.state is None:
            return
        for seat in range(m.num_players):
            obs = m.state.observation(seat)
            self.check(obs.seat == seat, f"observation({seat}) is for seat {obs.seat}")
            problem = json_problem(obs.to_dict())
            self.check(problem is None, f"seat {seat}'s observation is not JSON-ready: {problem}")
        problem = json_problem(m.state.to_dict())
        self.check(problem is None, f"the state's to_dict is not JSON-ready: {problem}")

    @invariant()
    def other_hands_hidden(self) -> None:
        """While a hand is live, every seat's hidden zones exist and include
        every other seat's hand (the UI shows face up what is not hidden)."""
        m = self.match
        if m is None or m.state is None or m.state.is_over:
            return
        names = set(m.state.zones())
        for seat in range(m.num_players):
            hidden = m.state.hidden_zones(seat)
            self.check(hidden <= names, f"hidden_zones({seat}) names zones not in zones(): "
                                        f"{sorted(hidden - names)}")
            shown = {f"hand:{p}" for p in range(m.num_players) if p != seat} - hidden
            self.check(not shown, f"seat {seat} may see {sorted(shown)}")
        self.check(f"hand:{m.state.current_player}" not in
                   m.state.hidden_zones(m.state.current_player),
                   "the player to act may not see their own hand")

    @invariant()
    def totals_add_up(self) -> None:
        m = self.match
        if m is None:
            return
        n = m.num_players
        sums = [0] * n
        for record in m.hands:
            if record.scores is None:
                continue
            self.check(len(record.scores) == n and all(type(s) is int for s in record.scores),
                       f"hand {record.number} scores {record.scores!r}")
            sums = [a + b for a, b in zip(sums, record.scores)]
        self.check(sums == m.totals, f"totals {m.totals} are not the hand sums {sums}")
        if m.state is not None and m.state.is_over:
            self.check(m.hands[-1].scores == list(m.state.hand_scores()),
                       "the recorded scores of the finished hand differ from hand_scores()")
            details = m.state.score_details()
            self.check(len(details) == n and all(isinstance(d, str) for d in details),
                       f"score_details() is {details!r}, not one text a seat")
            problem = json_problem(m.state.carry())
            self.check(problem is None, f"carry() is not JSON-ready: {problem}")
        if m.is_over:
            self.check(bool(m.winners) and max(m.totals) >= m.target,
                       "a match over without a winner at the target")


def machine_class(game: Game, num_players: int) -> type[EngineMachine]:
    """The state machine of ``game`` at ``num_players``: seeds, first dealer
    and house-rule options are drawn by hypothesis."""
    options = st.fixed_dictionaries({o.key: st.sampled_from([v for v, _ in o.choices]) if o.choices
                                     else st.booleans() for o in game.options})

    class Machine(EngineMachine):
        @initialize(seed=st.integers(min_value=0, max_value=2**63 - 1), options=options,
                    first_dealer=st.integers(min_value=0, max_value=num_players - 1))
        def begin(self, seed: int, options: dict[str, bool], first_dealer: int) -> None:
            self.start(seed, options, first_dealer)

    Machine.game = game
    Machine.num_players = num_players
    Machine.__name__ = Machine.__qualname__ = (
        "".join(w.title() for w in game.info.id.split("-")) + f"Machine{num_players}")
    return Machine


def machine_tests(game: Game, player_counts: Sequence[int], *, max_examples: int = 10,
                  steps: int = 40) -> list[type]:
    """One TestCase a table size, each with its own settings."""
    cases = []
    for n in player_counts:
        machine = machine_class(game, n)
        case = machine.TestCase
        case.settings = machine_settings(max_examples, steps)
        case.__name__ = case.__qualname__ = f"Test{machine.__name__}"
        cases.append(case)
    return cases


# -- replays -------------------------------------------------------------------

def play_until(game: Game, num_players: int, seed: int, wanted: Callable[[State], bool],
               *, limit: int = 20_000) -> Match:
    """A match of ``game`` played by seeded random legal moves (``seed`` for
    the match and the moves), stopped at the first live hand state for which
    ``wanted(state)`` holds: the set-up of a replay test. AssertionError if
    no such state comes within ``limit`` moves."""
    rng = random.Random(seed)
    match = Match(game, num_players, seed)
    for _ in range(limit):
        if match.is_over:
            break
        if match.needs_deal:
            match.deal()
            continue
        assert match.state is not None
        if wanted(match.state):
            return match
        match.apply(choice(match.legal_moves(), rng))
    raise AssertionError(f"{game.info.id} seed {seed}: no wanted state within {limit} moves")


def refusal_snapshot(match: Match) -> dict[str, Any]:
    """What a refused move must leave alone: the match record (with the
    state's dict), the legal moves and every seat's observation."""
    state = match.state
    return {"match record": match.to_dict(), "legal moves": match.legal_moves(),
            "observations": [state.observation(s).to_dict() for s in range(match.num_players)]
            if state is not None else []}
