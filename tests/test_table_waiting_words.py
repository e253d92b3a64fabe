"""The prompt while another seat decides says so the same way in every game
(``parts/words.waiting_words``), in a whole sentence: never an ellipsis."""

from __future__ import annotations

from pathlib import Path

from fanucci_desktop.session.seats import FRIEND, Seat
from fanucci_desktop.ui.tables.parts.words import waiting_words

TABLES = Path(__file__).resolve().parent.parent / "fanucci_desktop" / "ui" / "tables"


def test_the_computer_thinks_a_friend_is_waited_for_and_a_person_here_gets_the_device():
    assert waiting_words(Seat("Ada", "normal")) == "Ada is thinking."
    assert waiting_words(Seat("Ada", "hard"), "the knock card") == "Ada is thinking about the knock card."
    assert waiting_words(Seat("Bob", FRIEND)) == "Waiting for Bob to play."
    assert waiting_words(Seat("Cleo")) == "Pass the device on."


def test_no_table_words_module_writes_its_own_thinking_line():
    own = [str(path.relative_to(TABLES)) for path in TABLES.rglob("*.py")
           if "is thinking" in path.read_text(encoding="utf-8") and path != TABLES / "parts" / "words.py"]
    assert not own, f"a thinking line of its own in {own}: use parts.words.waiting_words"
