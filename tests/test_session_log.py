"""The game log (session/log.py): lines grouped into turns, what is new since
the viewer's own turn, an undone move's lines leaving with it, the save's
form, and the migration of a schema-4 save whose log lines were strings."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, strategies as st

from fanucci_desktop.session.log import LOG_KEPT, GameLog, LogLine
from fanucci_desktop.storage.saves import AUTOSAVE_FORMAT, log_lines_name_their_seat


def test_turns_group_consecutive_lines_of_one_seat_and_mark_what_is_new():
    log = GameLog()
    log.add(None, "Hand 1: Ada deals.")
    log.add(0, "You drew a card.")
    log.add(0, "You discarded the 7 of Hearts.")
    log.add(1, "Ada drew a card.")
    log.add(1, "Ada went out!")
    turns = log.turns(viewer=0)
    assert [(t.seat, len(t.lines), t.new) for t in turns] == [(None, 1, False), (0, 2, False), (1, 2, True)]
    assert not any(t.new for t in log.turns(viewer=None)), "nothing is new for nobody"
    assert not any(t.new for t in log.turns(viewer=2)), "a seat that never moved has no last turn"


def test_an_undone_move_takes_all_its_lines_with_it():
    log = GameLog()
    log.begin_move()
    log.add(0, "You drew a card.")
    log.begin_move()
    log.add(0, "You laid down a set (meld 1).")
    log.add(0, "You earned a bonus mark!")
    log.undo_move()
    assert log.texts() == ["You drew a card."]
    log.undo_move()
    assert log.texts() == []
    log.undo_move()                       # nothing left to take back: no harm
    assert log.texts() == []


@given(st.lists(st.tuples(st.one_of(st.none(), st.integers(0, 7)), st.text(min_size=1, max_size=20)),
                max_size=400))
def test_the_saved_log_reads_back_as_it_was(entries):
    log = GameLog()
    for seat, text in entries:
        log.add(seat, text)
    again = GameLog.from_record(json.loads(json.dumps(log.record())))
    assert again.lines == log.lines
    assert len(again) == min(len(entries), LOG_KEPT)
    assert again.lines == [LogLine(s, t) for s, t in entries][-LOG_KEPT:]


def test_a_log_that_does_not_read_is_left_out_not_fatal():
    assert GameLog.from_record("nonsense").lines == []
    assert GameLog.from_record([{"seat": "x", "text": "Ada drew."}, 7, {"text": 3}]).lines == \
        [LogLine(None, "Ada drew.")]


def test_a_schema_4_save_keeps_its_log_lines_as_the_tables_own():
    envelope = {"schema": 4, "data": {"view": {"log": ["Hand 1: You deal.", "You: draw"], "hand_orders": {}}}}
    out = log_lines_name_their_seat(envelope)
    assert out["data"]["view"]["log"] == [{"seat": None, "text": "Hand 1: You deal."},
                                          {"seat": None, "text": "You: draw"}]
    assert AUTOSAVE_FORMAT.schema >= 5 and AUTOSAVE_FORMAT.migrations[4] is log_lines_name_their_seat


def test_the_schema_3_fixture_migrates_to_a_readable_log():
    fixture = Path(__file__).parent / "data" / "autosave-schema3-fan-rummy.json"
    envelope = AUTOSAVE_FORMAT.decode(fixture.read_bytes())
    assert envelope["schema"] == AUTOSAVE_FORMAT.schema
    assert GameLog.from_record(envelope["data"]["view"]["log"]).lines == []
