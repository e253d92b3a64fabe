"""The app's small rules of English, shared by every game and screen: a
count with its noun in the right number, a verb that agrees with a seat's
name (the person at the screen is "You": "You deal", "Ada deals"), and the
word each game uses for a hand. Pure Python, no pygame."""

from __future__ import annotations

#: The name the person at the screen plays under by default.
YOU = "You"
#: What each game calls one hand, where it is not "Hand".
HAND_WORDS: dict[str, str] = {"trophy-case": "Deal"}


def count(n: int, noun: str, plural: str | None = None) -> str:
    """``n`` and its noun: "1 trick", "2 tricks", "0 points"."""
    return f"{n} {noun if n == 1 else (plural or noun + 's')}"


def says(name: str, third: str, base: str) -> str:
    """``name`` and the verb that agrees with it: says("Ada", "deals",
    "deal") is "Ada deals"; for "You" it is "You deal"."""
    return f"{name} {base if name == YOU else third}"


def whose(name: str) -> str:
    """The possessive: "Your" for "You", else "Ada's"."""
    return "Your" if name == YOU else f"{name}'s"


def hand_word(game_id: str) -> str:
    """What ``game_id`` calls a hand: "Hand", or "Deal" in Trophy Case."""
    return HAND_WORDS.get(game_id, "Hand")
