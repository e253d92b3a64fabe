"""The in-game rules: every game covered, every ruling explained, our own words.

Each ruling bullet of RULINGS.md (under a game's heading, and the Fanucci
deck bullets for both Fanucci games) has key phrases that the game's rules
text must contain. The bullets are found by their opening words, so a new or
reworded ruling fails the test until its explanation is added. (The card
notation bullets at the top of RULINGS.md are about logs and files; the text
itself is checked to use that notation.)
"""

import dataclasses
import re
from pathlib import Path

import pytest

from fanucci_desktop.engine import parse_card
from fanucci_desktop.engine.cards import FANUCCI_SUITS, TRUMPS
from fanucci_desktop.games import GAMES, RECORDS, record
from fanucci_desktop.rules_text import Section

#: Every game's rules text, by game id (from the games' records).
RULES = {r.info.id: r.rules for r in RECORDS}

RULES_DIR = Path(__file__).resolve().parents[1].parent / "shared" / "rules"

FANUCCI_DECK = {
    "174 cards: 15 suits": ["174 cards", "Beauty, Death, Granola, Grue, Jester, Light, "
                            "Lobster, Snail and the Time trump", "no rank, no suit and no colour"],
    "Five colours, three suits each": [
        "black holds Bugs, Mazes and Inkblots", "red holds Lamps, Fromps and Plungers",
        "blue holds Rain, Zurfs and Tops", "yellow holds Hives, Time and Faces",
        "green holds Scythes, Ears and Books", "a square for black",
        "a circle for red", "a triangle for blue", "a diamond for yellow",
        "a star for green", "colour-blind"],
    "Each suit needs its own": ["pictogram of its own", "picture of its own"],
}

RULINGS = {
    "flathead-rummy": {
        **FANUCCI_DECK,
        "Melds. A group on": ["at least three cards", "no more than one trump", "a set:",
                              "a flush:", "a run:", "0 comes right before 1",
                              "never part of a run", "5 Faces, 6 Faces, Grue, 8 Hives",
                              "not settled once and for all"],
        "A meld's type is not": ["no fixed type", "lay off a card onto it"],
        "Bonus melds: colour set (same": [
            "colour set", "flush run", "an infinity", "never counts as a bonus meld",
            "laying down a bonus meld earns you a bonus mark", "laying off never does",
            "starts the next deal with none"],
        "Taking a card: top of": [
            "top card of the draw pile", "newest card of the tableau", "a buried card",
            "until you have played that card to the table", "can never be picked up",
            "cannot go straight back"],
        "Draw pile empty when a": ["shuffled to make a fresh draw pile", "only once in a hand",
                                   "dead hand", "nobody scores"],
        "Going out: by laying down": [
            "lay it down, lay it off or discard it", "player to the winner's left",
            "may not lay down new melds"],
        "Score for the winner: C": [
            "each trump counted as one card", "plus 5 if only two play", "never below 1",
            "7 x 2 = 14", "12 x 2 = 24"],
        "Dealer rotates left; the player": [
            "one seat to the left", "left of the dealer takes the first turn",
            "42 points or more"],
    },
    "trophy-case": {
        **FANUCCI_DECK,
        "Deal 14 / 12 /": ["14 cards when three play", "12 with four", "11 with five",
                           "a single shuffle serves three deals",
                           "the fourth deal starts over from all 174",
                           "every deal counts"],
        "Lead: any suited card. A": ["you lead with any suited card", "trumps only",
                                     "every hand is thrown in", "you lead again"],
        "Ranking on a trick: trumps": [
            "trumps beat everything", "led suit is the lowest", "the third above both",
            "then ∞ highest", "out-of-colour"],
        "The high card is the": ["the high card is the best card", "high player",
                                 "has not folded"],
        "On your turn you play": ["play one card to the trick or fold", "follow colour",
                                  "only with none of that colour"],
        "If you are not the": ["take over as the high card", "not allowed to fold",
                               "play some card of the led colour anyway"],
        "The high player, on their": ["if you are the high player", "no need to beat anything",
                                      "or you may fold"],
        "A trump ends the trick": ["wins on the spot"],
        "A player who runs out": ["gray zero of mud", "cannot be forced to fold"],
        "The trick ends when all": [
            "everyone but one player has folded",
            "all the players still in, apart from the high player, have no cards left"],
        "Scoring: each 8 and 9": [
            "each 8 and each 9 is worth 1", "each ∞ is worth 2",
            "only if a trump was played", "trumps are worth nothing"],
        "After the trick the winner's": [
            "left of each trick's winner leads", "across new deals",
            "the deal is finished", "next dealer deals again"],
        "The game ends after the": ["30 points or more", "share the win"],
    },
    "fortune-rummy": {
        "Two 52-card decks (104 cards),": ["104 cards", "11 cards", "two to eight",
                                            "begin the discard pile"],
        "Melds: set of 3-4 cards": [
            "3 or 4 cards of one rank", "two cards of the same suit",
            "3 or more cards of one suit", "never wraps around", "deuces are wild",
            "at least two natural cards"],
        "A player may add cards": ["your own melds", "never to anyone else's"],
        "Taking the discard pile: all": [
            "the whole discard pile", "at least two cards from your hand",
            "rest of the pile joins your hand"],
        "Queen of Spades: may be": ["cannot be discarded except as your final card"],
        "Meld values: K-8 10, 7-3": [
            "worth 10 each", "7 down to 3 are worth 5", "in a set of aces",
            "5 at the bottom of a sequence", "queen of spades is worth 50",
            "scores 10, not 50", "as they finally stand", "whichever scores more"],
        "In hand at the end:": ["cost 10 each", "cost 5 each", "an ace costs 10",
                                "a deuce costs 10", "queen of spades costs 50",
                                "used only where the first is silent"],
        "Going out: empty the hand,": ["emptying your hand", "optional", "no bonus",
                                       "below zero"],
        "Queen of Spades held with nothing": [
            "two queens of spades", "you must add it there", "discarding it takes you out",
            "only when neither fits your melds"],
        "Stock empty: when a turn ends": ["without shuffling", "nothing to turn over",
                                          "scored as it stands", "before the following player"],
        "Stalemate: the first time the": [
            "always rebuilt from the discards the first time", "empties again",
            "melded or added a card in the meantime"],
        "Game to 500: ends after": ["reaches 500 or more", "highest total wins"],
        "House-rule options, off by default:": [
            "off unless you switch them on", "sets of more than four cards",
            "aces worth 15 in a set of aces", "shuffling the discards",
            "four cards on sequences", "discarded at any time"],
    },
    "fan-rummy": {
        "52 cards, 2 players. Deal": ["10 cards", "two columns of 10", "every card can be read",
                                      "the knock card", "remaining 11 cards"],
        "Deadwood values: ace 1, 2-10": [
            "ace 1", "j, q and k 10", "valued by the same scale", "1 or less", "aces are low only",
            "qs ks as is not", "3 or 4 cards of one rank"],
        "Non-dealer may take the knock": [
            "non-dealer decides", "the dealer has to take it", "one card face down",
            "the other player then has the first turn"],
        "Turn: take the top of": ["the draw pile's top card", "outer card", "discards stay hidden",
                                  "nobody can ever take one back"],
        "Ending: knock (deadwood <= knock": [
            "no more than the knock card's value", "gin: after your discard, all ten",
            "all eleven", "without discarding", "lay off their deadwood",
            "nobody may lay off against gin or big gin"],
        "Score: knock: opponent's deadwood -": [
            "opponent's deadwood minus their own", "undercut", "25 plus the difference",
            "equal, nobody scores", "31 plus", "is a spade", "doubled"],
        "Draw pile and both columns": ["both columns are used up", "the hand is dead",
                                       "deal alternates", "reach 100 points"],
    },
}

#: Gin Rummy's rule points (the bullets of gin-rummy.md, found by their
#: opening words) and the phrases of them the rules text must contain.
GIN_POINTS = {
    "Deck: 52 cards, 2 players": ["52-card deck", "10 cards", "upcard"],
    "Card values for deadwood:": ["ace 1", "j, q and k 10", "3 or 4 cards of one rank",
                                  "aces are low only",
                                  "king of spades and ace of spades do not",
                                  "only one meld", "leaves the least"],
    "First upcard: the non-dealer": ["non-dealer may take the upcard or pass",
                                     "the dealer gets the same choice",
                                     "non-dealer starts by drawing from the stock",
                                     "the other player goes next"],
    "A turn: take the upcard": ["the upcard or the top card of the stock",
                                "discard one card face up", "only its top card"],
    "Knocking: after drawing, a": ["10 or less", "face down", "laid out",
                                   "with no deadwood at all"],
    "Lay-offs: against a knock,": ["lays out their own melds", "lay off deadwood",
                                   "at either end, as many as fit",
                                   "nobody may lay off against gin"],
    "Scoring one hand:": ["opponent's deadwood minus their own",
                          "no more deadwood than the knocker, that is an undercut",
                          "difference plus a bonus of 25",
                          "with equal counts the difference is nothing, so the undercut scores 25",
                          "gin scores a bonus of 25 plus"],
    "The wall: when the stock": ["only two cards are left", "only if it lets them knock",
                                 "the hand is dead"],
    "Endless exchanges: if both players": ["throw that same card straight back",
                                           "taken 50 times", "nobody scores a dead hand"],
    "A match: hands to 100": ["reaches 100 points", "deal alternates",
                              "dealt a dead hand deals the next one too"],
    "House rules, off by default:": ["oklahoma", "an ace means only gin", "5 or less",
                                     "big gin", "31 plus", "100 to the winner",
                                     "20 to each player", "openspiel's scoring",
                                     "equal deadwood after a knock scores nothing",
                                     "at most two cards laid off at each end"],
}

def uses_the_fanucci_deck(game_id: str) -> bool:
    """Whether the game is played with Fanucci cards (its record's deck says)."""
    return any(card.is_fanucci for card in record(game_id).game.deck())


#: The games each heading of RULINGS.md is about: a game's own, by its
#: name, and the Fanucci deck's, every game played with it.
_HEADINGS = {"the fanucci deck": [r.info.id for r in RECORDS if uses_the_fanucci_deck(r.info.id)],
             **{r.info.name.lower(): [r.info.id] for r in RECORDS}}


def text_of(game_id: str) -> str:
    return " ".join(s.title + ". " + " ".join(s.paragraphs) for s in RULES[game_id])


def normal(text: str) -> str:
    return " ".join(text.replace("’", "'").lower().split())


def ruling_bullets() -> dict[str, list[str]]:
    """The opening words (as many as the table's key has) of every ruling
    bullet of RULINGS.md, by game."""
    bullets: dict[str, list[str]] = {game: [] for game in RULINGS}
    games: list[str] = []
    for line in (RULES_DIR / "RULINGS.md").read_text("utf-8").splitlines():
        if line.startswith("## "):
            heading = line[3:].lower()
            games = next((g for h, g in _HEADINGS.items() if heading.startswith(h)), [])
        elif line.startswith("- "):
            for game in games:
                bullets[game].append(" ".join(line[2:].split()))
    return bullets


def test_every_game_in_the_registry_has_its_rules():
    assert set(RULES) == {info.id for info in GAMES}


@pytest.mark.parametrize("game_id", sorted(RULES))
def test_each_game_has_how_to_play_a_worked_example_and_using_the_table(game_id):
    sections = RULES[game_id]
    assert all(isinstance(s, Section) and s.title and s.paragraphs for s in sections)
    assert all(isinstance(p, str) and p.strip() for s in sections for p in s.paragraphs)
    assert sections[0].title == "How to play" and sections[-1].title == "Using the table"
    titles = [s.title for s in sections]
    assert any("scor" in t.lower() for t in titles)
    assert any(p.startswith("Worked example") for s in sections for p in s.paragraphs)
    using = normal(text_of(game_id).split("Using the table.")[1])
    for word in ("click", "drag", "keys", "hint", "undo"):
        assert word in using


#: Words by which a rules text talks about the app instead of the game.
_APP_TALK = re.compile(r"\b(this app|the app|app's|our own|our choice|we|us|our)\b", re.IGNORECASE)


@pytest.mark.parametrize("game_id", sorted(RULES))
def test_the_rules_speak_of_the_game_not_the_app(game_id):
    """Issue 41: "in our own words", "this app's choice" are about the app.
    (Using the table, the last section, is about the app by its nature.)"""
    said = [p for s in RULES[game_id][:-1] for p in (s.title, *s.paragraphs) if _APP_TALK.search(p)]
    assert not said, said


def test_sections_are_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        RULES["fan-rummy"][0].title = "x"  # type: ignore[misc]


@pytest.mark.skipif(not (RULES_DIR / "RULINGS.md").exists(),
                    reason="RULINGS.md is not beside the repo")
@pytest.mark.parametrize("game_id", sorted(RULINGS))
def test_every_ruling_bullet_of_rulings_md_has_its_key_phrases_listed(game_id):
    found = ruling_bullets()[game_id]
    keys = list(RULINGS[game_id])
    matched = [next((k for k in keys if bullet.startswith(k)), None) for bullet in found]
    assert None not in matched, f"rulings with no key phrases: " \
        f"{[b[:40] for b, m in zip(found, matched) if m is None]}"
    assert sorted(matched) == sorted(keys), "a listed ruling is not in RULINGS.md"


@pytest.mark.parametrize("game_id, ruling", [(g, r) for g in RULINGS for r in RULINGS[g]])
def test_ruling_is_explained_in_the_rules_text(game_id, ruling):
    text = normal(text_of(game_id))
    missing = [p for p in RULINGS[game_id][ruling] if normal(p) not in text]
    assert not missing, f"{game_id}: ruling {ruling!r} lacks {missing}"


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9∞']+", text.replace("’", "'").lower())


#: Runs made only of card names (the list of trumps, say) are names, not prose.
_NAMES = {w.lower() for w in (*FANUCCI_SUITS, *TRUMPS)} | {"and"}


def _runs(words: list[str], n: int = 8) -> set[tuple[str, ...]]:
    runs = {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}
    return {run for run in runs if not set(run) <= _NAMES}


@pytest.mark.skipif(not RULES_DIR.is_dir(), reason="the rule texts are not beside the repo")
def test_the_text_is_our_own_no_eight_word_run_shared_with_the_rule_texts():
    theirs: set[tuple[str, ...]] = set()
    for path in sorted(RULES_DIR.iterdir()):
        if path.suffix in (".txt", ".md"):
            theirs |= _runs(_words(path.read_text("utf-8")))
    for game_id, sections in RULES.items():
        ours = set().union(*(_runs(_words(p)) for s in sections for p in s.paragraphs))
        shared = ours & theirs
        assert not shared, f"{game_id} copies: {[' '.join(r) for r in sorted(shared)]}"


_FANUCCI_NAME = re.compile(r"(?<![\w-])([0-9]|∞) (" + "|".join(FANUCCI_SUITS) + r")\b")
_STANDARD_WORDS = re.compile(r"\b(?:Ace|King|Queen|Jack|10|[2-9]) of (?:Spades|Hearts|Diamonds|Clubs)\b")
_STANDARD_NAME = re.compile(r"(?<![\w-])(10|[2-9AJQK])([SHDC])\b")


@pytest.mark.parametrize("game_id", sorted(RULES))
def test_cards_are_named_in_our_notation(game_id):
    text = text_of(game_id)
    assert not re.search(r"\b([0-9]|∞) of (" + "|".join(FANUCCI_SUITS) + ")", text)
    fanucci = _FANUCCI_NAME.findall(text)
    standard = _STANDARD_NAME.findall(text)
    for rank, suit in fanucci:
        assert str(parse_card(f"{rank} {suit}")) == f"{rank} {suit}"
    for rank, suit in standard:
        assert str(parse_card(rank + suit)) == rank + suit
    if uses_the_fanucci_deck(game_id):
        assert len(fanucci) >= 8
    elif game_id == "gin-rummy":        # issue 54: Gin's rules name cards in words only
        assert not standard and len(_STANDARD_WORDS.findall(text)) >= 6
    else:
        assert len(standard) >= 8


@pytest.mark.skipif(not (RULES_DIR / "gin-rummy.md").exists(),
                    reason="gin-rummy.md is not beside the repo")
def test_every_gin_rummy_rule_point_has_its_key_phrases_listed():
    lines = (RULES_DIR / "gin-rummy.md").read_text("utf-8").splitlines()
    found = [" ".join(line[2:].split()) for line in lines if line.startswith("- ")]
    matched = [next((k for k in GIN_POINTS if point.startswith(k)), None) for point in found]
    assert None not in matched, [p[:40] for p, m in zip(found, matched) if m is None]
    assert sorted(matched) == sorted(GIN_POINTS)


@pytest.mark.parametrize("point", sorted(GIN_POINTS))
def test_gin_rummy_rule_point_is_explained_in_the_rules_text(point):
    text = normal(text_of("gin-rummy"))
    missing = [p for p in GIN_POINTS[point] if normal(p) not in text]
    assert not missing, f"gin-rummy: rule point {point!r} lacks {missing}"
