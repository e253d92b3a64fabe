"""Every move button of every table shows the key that plays its move, in
one form (issue 53, "every button shows its key"; the newcomer saw Gin's
"Draw  (D)" beside Flathead's "Draw a card" and Trophy Case's hand-made
"Fold  (F)"): "<the move>  (<its key>)", written once
(:func:`~fanucci_desktop.ui.tables.parts.keycaps.keyed_label`). A move that
its key plays only with a choice made first (Flathead's T takes the card
picked in the tableau, Fortune's A adds to the first meld that takes the
cards, Trophy Case's "Play a card" before a card is picked) shows that key:
it is the key that reaches the move. The games are the catalogue's, so a
game added to it (the toy game with ``FANUCCI_EXTRA_GAMES=toy``) is held to
it too."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.ui.controls import BINDINGS, game_moves
from fanucci_desktop.ui.theme import DrawnText

#: A label with its key: the move's words, two spaces, the key in brackets.
KEYED = re.compile(r"^(?P<words>\S.*\S)  \((?P<key>[^()]+)\)$")


def seats_for(info) -> list[Seat]:
    names = [Seat("You"), Seat("Ada", "easy"), Seat("Basil", "easy"), Seat("Cleo", "easy")]
    return names[:max(2, min(3, info.max_players)) if info.min_players <= 3 else info.min_players]


def pick(table, cards) -> list:
    """The sprites that show ``cards`` (one per card, hand cards first)."""
    want = Counter(cards)
    out = []
    for sprite in sorted(table.sprites, key=lambda s: not s.zone.startswith("hand:")):
        if sprite.card is not None and want[sprite.card] > 0 and not sprite.dying:
            want[sprite.card] -= 1
            out.append(sprite)
    return out if not +want else []


def each_choice(table):
    """Put the table, in turn, in each state of the viewer's choosing this
    turn: nothing picked, then the cards of each legal move picked (the
    action bar rebuilt, the message line cleared); yields the cards picked."""
    moves = list(table.match.legal_moves())
    for cards in dict.fromkeys([()] + [m.cards for m in moves if m.cards]):
        table.selected = pick(table, cards)
        if cards and not table.selected:
            continue
        table.line.text = ""
        table.refresh_actions()
        yield cards
    table.selected = []
    table.refresh_actions()


def labels_now(table) -> list[str]:
    """Every action-bar label the viewer can see this turn."""
    return [b.label for _ in each_choice(table) for b in table.buttons.widgets]


def turns(app, table, n: int = 30):
    """Play ``table`` on (the computer choosing the viewer's moves too),
    stopping at each of the viewer's next ``n`` turns."""
    pilot = dr.Autopilot(app, table, seed=2)
    for _ in range(n):
        if not pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table):
            return
        yield
        pilot.moves(1)


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_every_move_button_shows_the_key_of_its_move(app, game_id):
    info = next(i for i in GAMES if i.id == game_id)
    table = dr.new_table(app, game_id, seats_for(info), seed=6)
    keys = {BINDINGS[act].caption for act in game_moves(game_id)}
    labels: set[str] = set()
    for _ in turns(app, table):
        labels |= set(labels_now(table))
    assert len(labels) >= 3, labels
    bare = sorted(text for text in labels if not KEYED.match(text))
    assert not bare, f"buttons without their key: {bare}"
    wrong = sorted(text for text in labels if KEYED.match(text)["key"] not in keys)
    assert not wrong, f"buttons naming a key the game has no move on: {wrong}"


#: A card named in a label or a prompt ("9 of Scythes", "King of Spades").
CARD = re.compile(r"\b(\d+|Ace|Jack|Queen|King|∞) of [A-Z]")
#: Cards named as a sentence names them: "the 9 of Scythes", "two 9s of Spades".
SAID = re.compile(r"\b(the|two|three|four) (\d+|Ace|Jack|Queen|King|∞)")


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_every_prompt_names_the_key_of_a_move_it_asks_for(app, game_id):
    """The prompt on the viewer's turn asks for a move with its key, in the
    buttons' form "(K)" (issue 54 item 17: Fan's knock said no K), and the
    buttons name their cards as the prompt does, "the 9 of Scythes" (issue
    53: Flathead's prompt said "take the 9 of Scythes (T)" over a button
    "Take 9 of Scythes")."""
    info = next(i for i in GAMES if i.id == game_id)
    table = dr.new_table(app, game_id, seats_for(info), seed=6)
    keys = "|".join(re.escape(BINDINGS[act].caption) for act in game_moves(game_id))
    named = re.compile(rf"\((?:{keys})\)")
    bare, seen = [], 0
    for _ in turns(app, table):
        for _cards in each_choice(table):
            if not table.buttons.widgets:
                continue            # a refusal's reason asks for no move
            prompt = table.words.prompt()
            seen += 1
            if not named.search(prompt):
                bare.append(prompt)
            for b in table.buttons.widgets:
                assert not CARD.search(b.label) or SAID.search(b.label), \
                    f"{b.label!r} names a card as no sentence does (the prompt: {prompt!r})"
    assert seen >= 3
    assert not bare, f"prompts naming no key of a move: {sorted(set(bare))}"


@pytest.fixture
def small_app(tmp_path):
    application = App(paths=AppPaths.under(tmp_path), size=(960, 600), animation_speed="instant")
    yield application
    application.shutdown()


def button_texts(app, table) -> list[tuple[str, bool]]:
    """Each action button's words as drawn this frame (its lines joined),
    and whether any of them was cut."""
    app.theme.drawn = []
    app.frame(dr.FRAME_S)
    drawn = [d for d in app.theme.drawn if isinstance(d, DrawnText) and d.rect is not None]
    app.theme.drawn = None
    out = []
    for b in table.buttons.widgets:
        inside = [d for d in drawn if b.rect.inflate(0, 8).contains(d.rect)]
        out.append((" ".join(" ".join(d.text for d in inside).split()), any(d.shortened for d in inside)))
    return out


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_every_choice_reads_whole_and_apart_from_its_neighbours_at_960x600(small_app, game_id):
    """At the smallest window no action button is cut and no two read the
    same (issue 54 item 2: Fortune's "Take the pile with 5 of…" twice)."""
    app = small_app
    info = next(i for i in GAMES if i.id == game_id)
    table = dr.new_table(app, game_id, seats_for(info), seed=6)
    rows = 0
    for _ in turns(app, table, 12):
        for _cards in each_choice(table):
            texts = button_texts(app, table)
            rows += bool(texts)
            assert not [t for t, cut in texts if cut], texts
            assert len({t for t, _ in texts}) == len(texts), texts
            assert [t for t, _ in texts] == [" ".join(f"{b.label} {b.subtitle}".split())
                                             for b in table.buttons.widgets]
    assert rows >= 3


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_with_a_pad_in_hand_a_button_names_the_pads_button(app, game_id):
    """While a pad was the device used last, a move the pad has a button for
    (X: the game's first move key, :func:`.controls.pad_acts`) shows that
    button in the pad's own name ("Square" on a PlayStation pad), and the
    keyboard's key again once the keys are used (issue 57, "glyphs that match
    the pad"), through the one caption of every table."""
    info = next(i for i in GAMES if i.id == game_id)
    table = dr.new_table(app, game_id, seats_for(info), seed=6)
    first = BINDINGS[game_moves(game_id)[0]].caption
    pads = app.devices.pads
    seen = 0
    for _ in turns(app, table):
        pads.last, pads.style = "pad", "playstation"
        app.frame(dr.FRAME_S)
        on_pad = labels_now(table)
        pads.last = "keys"
        app.frame(dr.FRAME_S)
        on_keys = [b.label for b in table.buttons.widgets]
        assert not [label for label in on_pad if label.endswith(f"  ({first})")], on_pad
        seen += sum(label.endswith("  (Square)") for label in on_pad)
        assert not [label for label in on_keys if label.endswith("  (Square)")], on_keys
    assert seen, f"no button of the first move ({first}) was seen"
