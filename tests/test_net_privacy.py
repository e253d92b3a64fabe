"""Every message each client was told, in every game, checked against what
its seat may see: no card hidden from it, no order of the stock, no seed.

A hand of every game is hosted on 127.0.0.1 and played by real clients over
real WebSockets. Then the host's match is replayed here, position by
position, and each message a client heard is read at the position it
belongs to: every card it names (in events, moves, legal moves, words) must
be one the seat could see just before that change or just after it (or,
once a hand is over, a card left in a hand: the hands are shown to be
scored, and the hand's summary names them); its
observation must be exactly the engine's observation of that seat there
(the engine's conformance kit shows those leak nothing); cards said to go
where the seat cannot see must come sorted, not in the order they lie in;
and no number of the match's seeds may appear anywhere.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any, Iterator

import pytest

from fanucci_desktop.engine.cards import parse_cards
from fanucci_desktop.engine.match import Match
from fanucci_desktop.engine.protocol import Move, State
from fanucci_desktop.engine.rng import derive_seed
from fanucci_desktop.commands.selftest_online import online_seats
from fanucci_desktop.games import GAMES, get_game
from net_kit import play_hand, run

def seeable(state: State | None, seat: int) -> Counter:
    """The cards ``seat`` sees in ``state``, by name (worked out here, not by the host)."""
    if state is None:
        return Counter()
    hidden = state.hidden_zones(seat)
    return Counter(str(c) for zone, cards in state.zones().items() if zone not in hidden
                   for c in cards)


class Positions:
    """The host's match replayed: at each position, what each seat could see."""

    def __init__(self, record: dict[str, Any]) -> None:
        game = get_game(record["game"])
        match = Match(game, record["num_players"], record["seed"], record["options"],
                      record["first_dealer"])
        n = match.num_players
        self.seeds = {record["seed"]}
        self.seen: dict[int, list[Counter]] = {}
        self.hidden_after: dict[int, list[set[str]]] = {}
        self.observation: dict[int, list[Any]] = {}
        seq = 0
        for hand in record["hands"]:
            steps: list[str | None] = [None] + list(hand["moves"])
            for number, text in enumerate(steps):
                before = [seeable(match.state, s) for s in range(n)]
                self.seeds.add(derive_seed(record["seed"], "ai", len(match.hands), number))
                if text is None:
                    match.deal()
                    self.seeds.add(match.hands[-1].seed)
                else:
                    match.apply(game.parse_move(text))
                seq += 1
                self.seen[seq] = [before[s] | seeable(match.state, s) for s in range(n)]
                if match.state.is_over:      # the hands are shown to be scored
                    shown = Counter(str(c) for zone, cards in match.state.zones().items()
                                    if zone.startswith("hand:") for c in cards)
                    self.seen[seq] = [seen | shown for seen in self.seen[seq]]
                self.hidden_after[seq] = [match.state.hidden_zones(s) for s in range(n)]
                self.observation[seq] = [match.state.observation(s).to_dict() for s in range(n)]
        deck = game.deck()
        self.names = sorted({str(c) for c in deck}, key=len, reverse=True)
        self.long_names = {str(c): c.name for c in deck}
        suits = {c.name.split(" of ")[-1] for c in deck if c.trump is None}
        said = sorted({c.name for c in deck if c.name not in suits}, key=len, reverse=True)
        self.by_name = {c.name: str(c) for c in deck}
        self.words = re.compile("|".join(rf"(?<![\w∞]){re.escape(name)}(?!\w)"
                                         for name in said + self.names))


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def numbers(value: Any) -> Iterator[int]:
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, dict):
        assert not {"seed", "snapshot", "stock_order"} & set(value), f"a secret's key in {value}"
        for item in value.values():
            yield from numbers(item)
    elif isinstance(value, list):
        for item in value:
            yield from numbers(item)


def named_cards(value: Any, positions: Positions) -> set[str]:
    """Every card a JSON value names: card lists, moves, and words."""
    named: set[str] = set()
    for text in strings(value):
        try:
            named.update(str(c) for c in parse_cards(text))
            continue
        except ValueError:
            pass
        try:
            named.update(str(c) for c in Move.parse(text).cards)
            continue
        except ValueError:
            pass
        named.update(positions.by_name.get(found, found) for found in positions.words.findall(text))
    return named


class Reader:
    """Reads the messages one seat heard against the replayed positions."""

    def __init__(self, positions: Positions, seat: int) -> None:
        self.positions = positions
        self.seat = seat
        self.seq = 0

    def check_seen(self, value: Any, seq: int, what: str) -> None:
        if seq == 0:
            assert not named_cards(value, self.positions), f"cards named before the deal: {what}"
            return
        extra = {name for name in named_cards(value, self.positions)
                 if not self.positions.seen[seq][self.seat][name]}
        assert not extra, f"seat {self.seat} was told {sorted(extra)} it may not see, at {seq}: {what}"

    def check_entry(self, entry: dict[str, Any]) -> None:
        seq = entry["seq"]
        self.check_seen(entry, seq, json.dumps(entry)[:300])
        for event in entry["events"]:
            if "cards" in event and event.get("dst") in self.positions.hidden_after[seq][self.seat]:
                assert event["cards"] == sorted(event["cards"]), f"hidden cards in order: {event}"

    def check_view(self, view: dict[str, Any]) -> None:
        seq = view["seq"]
        self.seq = seq
        assert view["you"] == self.seat
        if seq:
            assert view["observation"] == self.positions.observation[seq][self.seat]
        rest = {k: v for k, v in view.items() if k not in ("observation", "log")}
        self.check_seen(rest, seq, json.dumps(rest)[:300])
        for entry in view.get("log", []):
            self.check_entry(entry)

    def read(self, text: str) -> None:
        message = json.loads(text)
        leaked = set(numbers(message)) & self.positions.seeds
        assert not leaked, f"a seed was sent to seat {self.seat}: {message['kind']}"
        kind = message["kind"]
        if kind == "welcome":
            self.check_view(message["view"])
        elif kind == "moved":
            self.check_entry({k: v for k, v in message.items() if k not in ("kind", "view")})
            self.check_view(message["view"])
        else:
            self.check_seen(message, self.seq, text[:300])


@pytest.mark.parametrize("info", GAMES, ids=lambda info: info.id)
def test_no_client_is_told_a_card_its_seat_may_not_see_nor_a_seed(info):
    hosted, friends = run(play_hand(info.id, online_seats(info), seed=7_000_000_041))
    positions = Positions(hosted.match.to_dict())
    assert hosted.match.hands[0].scores is not None
    for friend in friends:
        seat = friend.client.remote.view["you"]
        reader = Reader(positions, seat)
        assert len(friend.heard) > 10
        for text in friend.heard:
            reader.read(text)
        counted = [e for line in friend.client.remote.log for e in line["events"]
                   if "count" in e and e.get("player") != seat]
        assert counted, "no card of another seat was ever kept from this seat"


@pytest.mark.parametrize("game_id", ["flathead-rummy", "trophy-case"])
def test_pass_and_play_seats_at_the_host_are_kept_from_the_friends_online(game_id):
    kinds = ["local", "remote", "local", "remote"]
    hosted, friends = run(play_hand(game_id, kinds, seed=7_000_000_047))
    positions = Positions(hosted.match.to_dict())
    assert hosted.match.hands[0].scores is not None
    assert hosted.match.hands[0].moves
    for friend in friends:
        reader = Reader(positions, friend.client.remote.view["you"])
        for text in friend.heard:
            reader.read(text)
        assert [s["status"] for s in friend.client.remote.view["seats"]][::2] == ["here", "here"]


def test_the_reader_catches_a_hidden_card_and_a_seed():
    hosted, friends = run(play_hand("gin-rummy", ["remote", "remote"], seed=7_000_000_043))
    positions = Positions(hosted.match.to_dict())
    seat = friends[0].client.remote.view["you"]
    unseen = next(name for name in positions.names if name not in positions.seen[1][seat])
    reader = Reader(positions, seat)
    reader.seq = 1
    with pytest.raises(AssertionError, match="may not see"):
        reader.read(json.dumps({"kind": "hint", "move": f"discard {unseen}"}))
    with pytest.raises(AssertionError, match="may not see"):
        reader.read(json.dumps({"kind": "refused", "about": "move", "reason": f"Not {unseen}."}))
    with pytest.raises(AssertionError, match="seed"):
        reader.read(json.dumps({"kind": "refused", "about": "x", "reason": "y",
                                "seq": hosted.match.seed}))
