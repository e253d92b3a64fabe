"""Speech output: what the app says, through the player's screen reader, the
system's speech engine or a transcript file (:mod:`.speaker`, :mod:`.engines`).
No pygame here: the rules of what is heard when are tested without a window."""

from .engines import Engine, Transcript, open_engine
from .speaker import Speaker, SpeechQueue, SpeechSwitch, Utterance, one_line, sentences

__all__ = ["Engine", "Speaker", "SpeechQueue", "SpeechSwitch", "Transcript", "Utterance", "one_line", "open_engine", "sentences"]
