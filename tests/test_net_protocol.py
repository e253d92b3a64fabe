"""The protocol's messages, the join code and the hosted match, without a network."""

from __future__ import annotations

import json
import math
import random

import pytest

from fanucci_desktop.net import joincode, wire
from fanucci_desktop.net.authority import HostedMatch, Refused
from fanucci_desktop.net.seatview import match_seq


def test_a_message_round_trips_and_its_fields_are_checked():
    text = wire.write("move", seq=3, move="draw")
    assert wire.read(text, wire.CLIENT_KINDS).fields == {"seq": 3, "move": "draw"}
    for bad, words in [("{", "not JSON"), ("[1]", "JSON object"), ('{"kind": "dance"}', "Unknown kind"),
                       ('{"kind": "move", "seq": 1}', "needs its field 'move'"),
                       ('{"kind": "move", "seq": true, "move": "draw"}', "whole number"),
                       ('{"kind": "move", "seq": 1, "move": "draw", "x": 1}', "no field 'x'"),
                       ('{"kind": "move", "seq": NaN, "move": "draw"}', "not JSON")]:
        with pytest.raises(wire.ProtocolError, match=words):
            wire.read(bad, wire.CLIENT_KINDS)


def test_a_message_over_64_kib_is_refused_with_close_1009():
    text = wire.write("move", seq=1, move="x" * wire.MAX_MESSAGE_BYTES)
    with pytest.raises(wire.ProtocolError) as refused:
        wire.read(text, wire.CLIENT_KINDS)
    assert refused.value.close == wire.CLOSE_TOO_BIG and "over the limit" in refused.value.reason


def test_a_join_code_holds_at_least_40_bits_and_reads_back_leniently():
    assert joincode.CODE_BITS >= 40 and math.log2(len(joincode.ALPHABET)) == 5
    code = joincode.new_code()
    assert len(code) == 11 and code[5] == "-"
    assert set(code.replace("-", "")) <= set(joincode.ALPHABET)
    assert not set("ILOU") & set(joincode.ALPHABET)
    typed = code.lower().replace("-", " ").replace("0", "o").replace("1", "l")
    assert joincode.same_code(typed, code)
    assert not joincode.same_code(code[:-1] + ("0" if code[-1] != "0" else "1"), code)
    assert len({joincode.new_code() for _ in range(200)}) == 200


def test_only_a_seats_own_token_rejoins_it():
    hosted = HostedMatch.new("gin-rummy", ["remote", "remote"], 5)
    with pytest.raises(Refused, match="not this match's"):
        hosted.join("Ada", "WRONG-CODE0")
    ada, ada_token = hosted.join("Ada", hosted.code)
    basil, basil_token = hosted.join("Basil", hosted.code)
    with pytest.raises(Refused, match="taken"):
        hosted.join("Cleo", hosted.code)
    assert (hosted.rejoin(ada_token), hosted.rejoin(basil_token)) == (ada, basil)
    with pytest.raises(Refused, match="not one of this match's seats"):
        hosted.rejoin(ada_token[:-1] + ("A" if ada_token[-1] != "A" else "B"))
    assert ada_token not in json.dumps(hosted.record())


def test_a_move_is_played_once_whatever_number_it_is_sent_with():
    hosted = HostedMatch.new("gin-rummy", ["remote", "remote"], 5)
    hosted.join("Ada", hosted.code)
    hosted.join("Basil", hosted.code)
    hosted.deal()
    seat = hosted.match.current_player
    seq = hosted.seq
    move = hosted.match.legal_moves()[0]
    with pytest.raises(Refused, match="not your turn"):
        hosted.play(1 - seat, seq, str(move))
    with pytest.raises(Refused, match="already played or came late"):
        hosted.play(seat, seq - 1, str(move))
    with pytest.raises(Refused, match="not a move"):
        hosted.play(seat, seq, "dance the polka")
    hosted.play(seat, seq, str(move))
    assert match_seq(hosted.match) == seq + 1
    moves = list(hosted.match.hands[-1].moves)
    for sent in (seq, seq, seq + 5):        # the same move again, twice, and one from the future
        with pytest.raises(Refused):
            hosted.play(seat, sent, str(move))
    assert hosted.match.hands[-1].moves == moves


def test_a_match_hosted_again_keeps_its_tokens_its_position_and_each_seats_log():
    hosted = HostedMatch.new("fortune-rummy", ["remote", "easy", "remote"], 9)
    _, token = hosted.join("Ada", hosted.code)
    hosted.join("Basil", hosted.code)
    hosted.deal()
    rng = random.Random(2)
    for _ in range(12):
        seat = hosted.match.current_player
        hosted.play(seat, hosted.seq, str(rng.choice(hosted.match.legal_moves())))
    again = HostedMatch.from_record(json.loads(json.dumps(hosted.record())))
    assert again.rejoin(token) == 0 and again.seq == hosted.seq
    assert again.logs == hosted.logs
    assert again.view(0, with_log=True) == hosted.view(0, with_log=True)


def test_a_saved_match_whose_online_part_is_broken_is_refused_in_words():
    hosted = HostedMatch.new("gin-rummy", ["remote", "remote"], 5)
    record = json.loads(json.dumps(hosted.record()))
    del record["online"]["seats"][1]["kind"]
    with pytest.raises(ValueError, match="online seats are not readable"):
        HostedMatch.from_record(record)
    record["online"]["seats"] = record["online"]["seats"][:1]
    with pytest.raises(ValueError, match="online seats are not readable"):
        HostedMatch.from_record(record)
    del record["online"]
    with pytest.raises(ValueError, match="not hosted online"):
        HostedMatch.from_record(record)
