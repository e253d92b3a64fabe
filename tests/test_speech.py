"""Speech without a window: the queue's rules (a new utterance cuts a stale
one, never an unheard event), the speaker's worker, the engines found on each
platform, and the transcript."""

from __future__ import annotations

import sys
import threading
import time

from fanucci_desktop.i18n import load_language
from fanucci_desktop.speech import Speaker, SpeechQueue, Transcript, Utterance, open_engine, sentences
from fanucci_desktop.speech.engines import Command, Engine


def test_a_new_utterance_drops_the_stale_ones_waiting_and_cuts_the_one_spoken():
    queue = SpeechQueue()
    queue.add(Utterance("Menu"), True)
    spoken = queue.take()
    queue.add(Utterance("Rules, button"), False)
    queue.add(Utterance("Settings, button"), True)
    assert spoken is not None and spoken.cut.is_set()
    assert [u.text for u in queue.waiting] == ["Settings, button"]


def test_an_event_not_yet_heard_is_never_dropped_nor_cut():
    queue = SpeechQueue()
    queue.add(Utterance("Ada draws.", event=True), False)
    spoken = queue.take()
    queue.add(Utterance("Basil takes the upcard.", event=True), False)
    queue.add(Utterance("7 of hearts, 3 of 10"), True)
    queue.add(Utterance("8 of hearts, 4 of 10"), True)
    assert spoken is not None and not spoken.cut.is_set()
    assert [u.text for u in queue.waiting] == ["Basil takes the upcard.", "8 of hearts, 4 of 10"]
    assert queue.unheard() == 2


def test_without_interrupt_an_utterance_waits_its_turn():
    queue = SpeechQueue()
    queue.add(Utterance("Settings"), True)
    spoken = queue.take()
    queue.add(Utterance("Sound, switch, on"), False)
    assert spoken is not None and not spoken.cut.is_set()
    assert [u.text for u in queue.waiting] == ["Sound, switch, on"]


class Voice(Engine):
    """A speaking engine that holds each utterance until released or cut."""

    def __init__(self) -> None:
        self.started: list[str] = []
        self.finished: list[tuple[str, bool]] = []
        self.release = threading.Semaphore(0)

    def speak(self, text, cut):
        self.started.append(text)
        while not self.release.acquire(timeout=0.01):
            if cut.is_set():
                self.finished.append((text, False))
                return
        self.finished.append((text, True))


def wait_for(condition, seconds: float = 5.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.005)


def test_the_speaker_speaks_on_a_worker_and_events_outlive_newer_words():
    voice = Voice()
    speaker = Speaker(voice, enabled=True)
    try:
        speaker.tell("Ada discards the 7 of hearts.")
        wait_for(lambda: voice.started == ["Ada discards the 7 of hearts."])
        assert speaker.unheard() == 1
        speaker.say("Your turn")
        speaker.say("Draw, button")        # the prompt is stale before it was said
        voice.release.release()             # the event ends in its own time
        wait_for(lambda: voice.started[-1:] == ["Draw, button"])
        assert speaker.unheard() == 0
        speaker.say("Take, button")         # cuts the button being said
        wait_for(lambda: voice.started[-1:] == ["Take, button"])
        voice.release.release()
        assert speaker.drain(5)
        assert voice.finished == [("Ada discards the 7 of hearts.", True), ("Draw, button", False),
                                  ("Take, button", True)]
    finally:
        speaker.close()


def test_repeat_last_says_the_last_utterance_again(tmp_path):
    path = tmp_path / "said.txt"
    speaker = Speaker(Transcript(path), enabled=True)
    speaker.say("Statistics")
    speaker.tell("Ada wins the trick.")
    speaker.repeat_last()
    speaker.close()
    assert path.read_text(encoding="utf-8").splitlines() == ["Statistics", "Ada wins the trick.",
                                                             "Ada wins the trick."]


def test_off_the_speaker_says_nothing_and_starts_no_thread():
    voice = Voice()
    speaker = Speaker(voice, enabled=False)
    before = threading.active_count()
    speaker.say("Menu")
    speaker.tell("Ada draws.")
    assert voice.started == [] and speaker._worker is None and threading.active_count() == before
    speaker.set_enabled(True)
    speaker.say("Menu")
    wait_for(lambda: voice.started == ["Menu"])
    speaker.set_enabled(False)              # off cuts what is being said
    wait_for(lambda: voice.finished == [("Menu", False)])
    speaker.close()


def test_the_transcript_writes_each_utterance_on_one_line_at_once(tmp_path):
    path = tmp_path / "deep" / "said.txt"
    speaker = Speaker(Transcript(path), enabled=True)
    speaker.say("Pass to Ada\nshe plays next")
    assert path.read_text(encoding="utf-8") == "Pass to Ada she plays next\n"   # flushed, no close
    speaker.say("   ")
    speaker.say("Gin Rummy · hand 3")
    speaker.close()
    assert path.read_text(encoding="utf-8") == "Pass to Ada she plays next\nGin Rummy, hand 3\n"


def test_a_command_engine_gets_the_text_and_is_cut_by_a_newer_utterance(tmp_path):
    out = tmp_path / "heard.txt"
    script = ("import sys, time; text = sys.stdin.read(); "
              f"open({str(out)!r}, 'a').write(text + '\\n'); time.sleep(float(text.split()[-1]))")
    engine = Command("test", [sys.executable, "-c", script], stdin=True)
    cut = threading.Event()
    engine.speak("quick 0", cut)

    def cut_once_it_speaks():               # a newer utterance arrives while it speaks
        wait_for(lambda: "slow 30" in out.read_text(), 60)
        cut.set()

    threading.Thread(target=cut_once_it_speaks, daemon=True).start()
    began = time.monotonic()
    engine.speak("slow 30", cut)
    assert time.monotonic() - began < 25
    assert out.read_text().splitlines() == ["quick 0", "slow 30"]


def test_the_engine_found_on_each_platform():
    none: dict[str, str] = {}
    found = {"spd-say": "/usr/bin/spd-say", "espeak-ng": "/usr/bin/espeak-ng", "say": "/usr/bin/say"}
    engine, why = open_engine(platform="linux", which=found.get)
    assert why == "" and engine is not None and engine.name in ("speech-dispatcher",)
    engine, why = open_engine(platform="linux", which={"espeak-ng": "/usr/bin/espeak-ng"}.get)
    assert engine is not None and engine.name == "espeak-ng" and engine.argv[0] == "espeak-ng"
    engine, why = open_engine(platform="darwin", which=found.get)
    assert engine is not None and engine.name == "say"
    engine, why = open_engine(platform="darwin", which=none.get)
    assert engine is None and "silently" in why
    if "speechd" not in sys.modules:
        engine, why = open_engine(platform="linux", which=none.get)
        assert engine is None and "espeak-ng" in why


def test_a_transcript_that_cannot_be_written_is_said_in_words(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    engine, why = open_engine(transcript=blocker / "said.txt")
    assert engine is None and "cannot be written" in why


def test_a_speaker_with_no_engine_stays_silent():
    speaker = Speaker(None, enabled=True)
    speaker.say("Menu")
    assert not speaker.audible and speaker._worker is None


def test_sentences_end_in_one_full_stop_each():
    assert sentences("Hand 1 is over", "You knocked.", "", "You win!") == \
        "Hand 1 is over. You knocked. You win!"


def test_why_no_engine_speaks_is_said_in_the_players_language():
    engine, why = open_engine(platform="darwin", which={}.get)
    assert engine is None
    german = load_language("de")[0].said(why)
    assert german.startswith("Die Sprachausgabe ist an") and german.endswith("Das Spiel läuft stumm weiter.")
