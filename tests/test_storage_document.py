"""Versioned envelopes: atomic writes, the backup, moving bad files aside, migrations."""

import json
import os

import pytest

from fanucci_desktop import __version__
from fanucci_desktop.storage.atomic import move_aside
from fanucci_desktop.storage.document import DocumentFile, DocumentFormat
from fanucci_desktop.storage.errors import StorageError

FMT = DocumentFormat(kind="notes", label="notes", schema=1)


def doc(tmp_path, fmt=FMT):
    return DocumentFile(tmp_path, "notes", fmt)


def names(folder):
    return sorted(p.name for p in folder.iterdir())


def test_write_then_read_gives_the_payload_in_an_envelope(tmp_path):
    assert doc(tmp_path).write({"n": 1}, header={"game": "x"}) == []
    envelope, warnings = doc(tmp_path).read()
    assert warnings == []
    assert envelope["data"] == {"n": 1} and envelope["game"] == "x"
    assert envelope["app"] == "FanucciDesktop" and envelope["kind"] == "notes"
    assert envelope["schema"] == 1 and envelope["app_version"] == __version__
    assert envelope["saved_at"].endswith("Z")


def test_previous_good_file_becomes_the_backup_and_no_temp_files_remain(tmp_path):
    d = doc(tmp_path)
    for n in range(3):
        d.write({"n": n})
    assert names(tmp_path) == ["notes.backup.json", "notes.json"]
    assert json.loads(d.backup.read_text())["data"] == {"n": 1}
    assert json.loads(d.main.read_text())["data"] == {"n": 2}


def test_a_missing_main_file_falls_back_to_the_backup_silently(tmp_path):
    d = doc(tmp_path)
    d.write({"n": 1})
    d.write({"n": 2})
    d.main.unlink()  # as after a kill between the two renames of a write
    envelope, warnings = d.read()
    assert envelope["data"] == {"n": 1} and warnings == []


@pytest.mark.parametrize("raw, reason, words", [
    (b"", "corrupt", "empty"),
    (b'{"app": "FanucciDesktop", "kind": "no', "corrupt", "cut short"),
    (b"\xff\xfe\x00garbage", "corrupt", "damaged: it holds bytes that are not text"),
    (b"[1, 2, }", "corrupt", "damaged: its text is out of order at line 1"),
    (b'{"app": "Other", "kind": "notes", "schema": 1, "data": {}}', "foreign", "not written"),
    (b'{"app": "FanucciDesktop", "kind": "stats", "schema": 1, "data": {}}', "foreign",
     "not notes"),
    (b'{"app": "FanucciDesktop", "kind": "notes", "schema": 7, "app_version": "9.0", '
     b'"data": {}}', "newer", "newer Fanucci Desktop (version 9.0)"),
    (b'{"app": "FanucciDesktop", "kind": "notes", "schema": 1, "data": NaN}', "corrupt",
     "damaged: it holds what no saved file holds"),
    (b'{"app": "FanucciDesktop", "kind": "notes", "schema": 1}', "corrupt", "no data"),
])
def test_an_unreadable_file_is_moved_aside_under_a_name_saying_why(tmp_path, raw, reason, words):
    d = doc(tmp_path)
    d.write({"n": 1})
    d.write({"n": 2})
    d.main.write_bytes(raw)
    envelope, warnings = d.read()
    assert envelope["data"] == {"n": 1}  # the backup
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(f"notes.{reason}-")]
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    assert words in warnings[0] and str(kept[0]) in warnings[0]
    assert "was used instead" in warnings[-1]
    with pytest.raises(StorageError) as caught:
        FMT.decode(raw)
    assert caught.value.reason == reason


def test_with_both_files_unreadable_read_gives_none_and_keeps_both(tmp_path):
    d = doc(tmp_path)
    tmp_path.joinpath("notes.json").write_bytes(b"junk 1")
    tmp_path.joinpath("notes.backup.json").write_bytes(b"junk 2")
    envelope, warnings = d.read()
    assert envelope is None and len(warnings) == 2
    assert sorted(p.read_bytes() for p in tmp_path.iterdir()) == [b"junk 1", b"junk 2"]
    assert not d.main.exists() and not d.backup.exists()


def test_read_without_keeping_aside_moves_nothing(tmp_path):
    d = doc(tmp_path)
    d.main.parent.mkdir(exist_ok=True)
    d.main.write_bytes(b"junk")
    envelope, warnings = d.read(keep_aside=False)
    assert envelope is None and "cannot be used" in warnings[0]
    assert names(tmp_path) == ["notes.json"]


def test_writing_over_an_unreadable_main_file_keeps_it_aside_and_the_backup(tmp_path):
    d = doc(tmp_path)
    d.write({"n": 1})
    d.write({"n": 2})
    d.main.write_bytes(b"junk")
    warnings = d.write({"n": 3})
    assert "kept, unchanged" in warnings[0]
    assert json.loads(d.backup.read_text())["data"] == {"n": 1}
    assert json.loads(d.main.read_text())["data"] == {"n": 3}
    assert [p.read_bytes() for p in tmp_path.glob("notes.corrupt-*.json")] == [b"junk"]


def test_a_validator_refusal_moves_the_file_aside_with_its_reason(tmp_path):
    d = doc(tmp_path)
    d.write({"n": 1})

    def refuse(envelope):
        raise StorageError("it does not replay", "mismatch")
    envelope, warnings = d.read(refuse)
    assert envelope is None
    assert len(list(tmp_path.glob("notes.mismatch-*.json"))) == 1
    assert "it does not replay" in warnings[0]


def test_payload_that_is_not_json_is_refused_and_nothing_changes(tmp_path):
    d = doc(tmp_path)
    d.write({"n": 1})
    before = d.main.read_bytes()
    for bad in ({"x": float("nan")}, {"x": object()}):
        with pytest.raises(StorageError) as caught:
            d.write(bad)
        assert caught.value.reason is None
    assert d.main.read_bytes() == before and names(tmp_path) == ["notes.json"]


def test_a_failed_write_leaves_the_files_as_they_were(tmp_path, monkeypatch):
    d = doc(tmp_path)
    d.write({"n": 1})
    real_replace = os.replace

    def failing_replace(src, dst):
        if str(dst) == str(d.main):
            raise OSError(28, "No space left on device")
        return real_replace(src, dst)
    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(StorageError, match="No space left"):
        d.write({"n": 2})
    monkeypatch.undo()
    assert not list(tmp_path.glob(".*.tmp"))
    envelope, _ = d.read()
    assert envelope["data"] == {"n": 1}


def test_move_aside_never_overwrites(tmp_path):
    from datetime import datetime, timezone
    now = datetime(2026, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
    kept = []
    for n in range(3):
        path = tmp_path / "notes.json"
        path.write_text(str(n))
        kept.append(move_aside(path, "corrupt", now))
    assert [p.name for p in kept] == ["notes.corrupt-20260102T030405.000000Z.json",
                                      "notes.corrupt-20260102T030405.000000Z-2.json",
                                      "notes.corrupt-20260102T030405.000000Z-3.json"]
    assert [p.read_text() for p in kept] == ["0", "1", "2"]


def test_clear_removes_good_files_and_keeps_a_bad_one_aside(tmp_path):
    d = doc(tmp_path)
    d.write({"n": 1})
    d.write({"n": 2})
    d.backup.write_bytes(b"junk")
    warnings = d.clear()
    assert len(warnings) == 1
    assert [p.read_bytes() for p in tmp_path.iterdir()] == [b"junk"]


# -- migrations -----------------------------------------------------------------
def _v1_to_v2(envelope):
    data = envelope["data"]
    envelope["data"] = {"title": data["name"], "count": data["n"]}
    return envelope


def _v2_to_v3(envelope):
    envelope["data"]["count"] *= 10
    return envelope


FMT3 = DocumentFormat(kind="notes", label="notes", schema=3, migrations={1: _v1_to_v2,
                                                                          2: _v2_to_v3})


def test_a_file_of_an_older_schema_is_migrated_step_by_step(tmp_path):
    DocumentFile(tmp_path, "notes", FMT).write({"name": "a", "n": 4})  # schema 1
    envelope, warnings = doc(tmp_path, FMT3).read()
    assert warnings == []
    assert envelope["schema"] == 3 and envelope["data"] == {"title": "a", "count": 40}


def test_a_migration_that_fails_on_bad_data_gives_a_storage_error(tmp_path):
    DocumentFile(tmp_path, "notes", FMT).write({"unexpected": True})
    envelope, warnings = doc(tmp_path, FMT3).read()
    assert envelope is None and "brought up to date" in warnings[0]
    assert len(list(tmp_path.glob("notes.corrupt-*.json"))) == 1


def test_a_format_must_have_a_migration_from_every_older_schema():
    with pytest.raises(ValueError, match="migration from every schema"):
        DocumentFormat(kind="notes", label="notes", schema=3, migrations={1: _v1_to_v2})


def test_an_unreadable_backup_is_kept_aside_not_replaced_by_the_rotation(tmp_path):
    d = doc(tmp_path)
    d.write({"n": 1})
    d.backup.write_bytes(b"")
    warnings = d.write({"n": 2})
    assert "empty" in warnings[0]
    assert [p.read_bytes() for p in tmp_path.glob("notes.backup.corrupt-*.json")] == [b""]
    assert json.loads(d.backup.read_text())["data"] == {"n": 1}


def test_stale_temp_files_of_a_killed_write_are_swept_fresh_ones_kept(tmp_path):
    d = doc(tmp_path)
    stale = tmp_path / ".notes.json.999.dead.tmp"
    fresh = tmp_path / ".notes.json.998.live.tmp"
    other = tmp_path / ".stats.json.997.dead.tmp"
    for path in (stale, fresh, other):
        path.write_bytes(b'{"half')
    old = os.stat(stale).st_mtime - 3600
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    d.write({"n": 1})
    assert not stale.exists() and fresh.exists() and other.exists()
