"""The shared table parts' logic: the viewer's hand order, fair undo's book
and replay, where a drop lands, prompt wrapping, the sound-device probe, the
crash handler and the focus group's rebuilt buttons."""

from __future__ import annotations

import re
from collections import Counter

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fanucci_desktop import app as app_module
from fanucci_desktop import launch
from fanucci_desktop.engine.cards import fanucci_deck, parse_cards, standard_deck
from fanucci_desktop.engine.match import Match
from fanucci_desktop.games import get_game
from fanucci_desktop.storage import AppPaths
from fanucci_desktop.card_names import DISCARDED, card_name
from fanucci_desktop.check import driver as dr
from fanucci_desktop.i18n import N_, load_language, said
from fanucci_desktop.ui.tables.parts.drop import (TABLE, Carried, drop_map, landing_zones, place_said,
                                                  places_said, refusal)
from fanucci_desktop.ui.theme import DrawnText
from fanucci_desktop.ui.tables.parts.hand import SORT_MODES, HandOrder, sort_key
from fanucci_desktop.session.undo import UndoBook, match_without_moves, reveals, seen_cards
from fanucci_desktop.ui import theme as th
from fanucci_desktop.ui.widgets import Button, FocusGroup

DECK = fanucci_deck()


# Hand order ---------------------------------------------------------------------------
def test_sort_modes_order_by_suit_rank_and_colour_with_trumps_last():
    cards = parse_cards("7 Zurfs, 2 Rain, Grue, 7 Rain, 0 Zurfs")
    by_rank = sorted(cards, key=lambda c: sort_key(c, "rank"))
    assert [c.rank for c in by_rank[:4]] == [0, 2, 7, 7] and by_rank[-1].is_trump
    by_suit = sorted(cards, key=lambda c: sort_key(c, "suit"))
    suits = [c.suit for c in by_suit if c.suit]
    assert suits == sorted(suits, key=lambda s: [x.suit for x in DECK if x.suit].index(s))
    by_colour = sorted(cards, key=lambda c: sort_key(c, "colour"))
    colours = [str(c.color.value) for c in by_colour if c.color is not None]
    assert colours == sorted(colours) and by_colour[-1].is_trump


def test_the_sort_button_cycles_suit_rank_colour():
    order = HandOrder()
    assert [order.cycle() for _ in range(4)] == list(SORT_MODES) + [SORT_MODES[0]]


def test_a_manual_order_survives_new_and_lost_cards():
    a, b, c, d = parse_cards("1 Zurfs, 2 Zurfs, 3 Zurfs, 4 Zurfs")
    order = HandOrder()
    order.move([a, b, c], [c], 0)
    assert order.arrange([a, b, c]) == [c, a, b]
    assert order.arrange([b, d, c]) == [c, b, d], "a lost card leaves, a new card joins at the right"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(standard_deck(2)), min_size=1, max_size=14),
       st.data())
def test_moving_cards_keeps_the_hand_a_permutation_and_puts_them_together(cards, data):
    order = HandOrder()
    k = data.draw(st.integers(1, len(cards)))
    moving = data.draw(st.permutations(cards))[:k]
    index = data.draw(st.integers(0, len(cards)))
    out = order.move(cards, moving, index)
    assert Counter(out) == Counter(cards)
    start = min(index, len(cards) - k)
    assert out[start:start + k] == list(moving)
    assert order.arrange(list(reversed(cards))) == out, "the order is the viewer's, not the engine's"


# Undo book and replay -------------------------------------------------------------------
def test_undo_book_allows_a_move_that_showed_nothing_and_refuses_after_a_reveal():
    book = UndoBook()
    book.record(0, 1, 4, "take 7 Zurfs", [], True)
    assert book.check(0, 1) == ""
    book.record(0, 1, 5, "draw", parse_cards("3 Rain"), True)
    assert "new card" in book.check(0, 1) and "3 of Rain" in book.check(0, 1)
    assert book.check(1, 1) != "", "another seat never undoes this seat's moves"


def test_undo_book_closes_when_the_turn_ends():
    book = UndoBook()
    book.record(0, 1, 4, "take 7 Zurfs", [], True)
    book.record(0, 1, 5, "discard 2 Rain", [], False)
    assert "turn has ended" in book.check(0, 1)


def test_reveals_lists_only_cards_not_seen_before():
    seen = seen_cards({"hand:0": parse_cards("1 Zurfs, 2 Zurfs"), "draw": [None, None]})
    after = seen_cards({"hand:0": parse_cards("1 Zurfs, 2 Zurfs, 5 Rain"), "draw": [None]})
    assert reveals(seen, after) == parse_cards("5 Rain")
    assert reveals(after, seen) == []


def test_match_without_moves_replays_to_the_earlier_position():
    match = Match(get_game("flathead-rummy"), 3, 11)
    match.deal()
    snapshots = [match.to_dict()]
    for _ in range(4):
        match.apply(match.legal_moves()[0])
        snapshots.append(match.to_dict())
    earlier = match_without_moves(match, 2)
    assert earlier.to_dict() == snapshots[2]
    with pytest.raises(ValueError):
        match_without_moves(match, 9)


# Where drops land -------------------------------------------------------------------------
def test_landing_zones_come_from_the_engine_and_leave_the_state_alone():
    match = Match(get_game("fan-rummy"), 2, 3)
    match.deal()
    state = match.state
    before = state.to_dict()
    first = state.legal_moves()[0]
    assert not first.cards and landing_zones(state, first) == set(), "a move without cards lands nowhere"
    while not any(m.action == "discard" for m in match.legal_moves()):
        match.apply(next(m for m in match.legal_moves() if not m.cards))
    discard = next(m for m in match.state.legal_moves() if m.action == "discard")
    assert landing_zones(match.state, discard) == {"discard"}
    assert match_without_moves(match, 0).state.to_dict() == before


def test_a_new_meld_lands_on_the_table_and_a_refusal_gives_the_engines_reason():
    game = get_game("flathead-rummy")
    for seed in range(40):
        match = Match(game, 2, seed)
        match.deal()
        match.apply(next(m for m in match.legal_moves() if m.action == "draw"))
        melds = [m for m in match.legal_moves() if m.action == "meld"]
        if melds:
            break
    else:
        pytest.skip("no meld dealt in 40 seeds")
    state = match.state
    meld = melds[0]
    assert meld in drop_map(state, meld.cards, state.legal_moves())[TABLE]
    reason = refusal(state, meld.cards[:1], TABLE)
    assert reason and reason == state.why_illegal(type(meld)("meld", meld.cards[:1]))


# Words, sound device, crash handler, focus group ------------------------------------------
def test_wrapped_text_keeps_every_word_and_each_line_within_width():
    pygame.font.init()
    text = "A run must be one colour: 3 of Rain is blue, 4 of Lamps is red"
    t = th.Theme((1280, 800))
    lines = t.wrap(text, 160, th.BODY, True)
    assert " ".join(lines) == text
    assert all(t.font(th.BODY, True).size(line)[0] <= 160 for line in lines) and len(lines) > 2


def test_no_sound_device_only_on_linux_without_devices_or_servers(tmp_path):
    assert app_module.no_sound_device({}, "linux", tmp_path)
    assert not app_module.no_sound_device({"SDL_AUDIODRIVER": "pulse"}, "linux", tmp_path)
    assert not app_module.no_sound_device({}, "darwin", tmp_path)
    assert not app_module.no_sound_device({"PULSE_SERVER": "x"}, "linux", tmp_path)
    (tmp_path / "run").mkdir()
    (tmp_path / "run" / "pipewire-0").touch()
    assert not app_module.no_sound_device({"XDG_RUNTIME_DIR": str(tmp_path / "run")}, "linux", tmp_path)
    (tmp_path / "dev" / "snd").mkdir(parents=True)
    assert not app_module.no_sound_device({}, "linux", tmp_path)


def test_the_crash_handler_survives_an_unwritable_log_folder_and_keeps_the_autosave(tmp_path, monkeypatch,
                                                                                    capsys):
    paths = AppPaths.under(tmp_path)
    paths.log_dir.parent.mkdir(parents=True, exist_ok=True)
    paths.log_dir.write_text("a file where the log folder should be")
    paths.data_dir.mkdir(parents=True, exist_ok=True)
    autosave = paths.data_dir / "keep-me.json"
    autosave.write_text("{}")
    monkeypatch.setattr(app_module.AppPaths, "default", classmethod(lambda cls: paths))

    def broken_loop(app, frames=None, on_frame=None):
        raise RuntimeError("a bug in a table")

    monkeypatch.setattr(app_module, "run_loop", broken_loop)     # the launcher loads it when it runs
    assert launch.run_app(type("Args", (), {"exit_after_frames": None})()) == 1
    err = capsys.readouterr().err
    assert "No crash log could be written" in err and "a bug in a table" in err
    assert autosave.read_text() == "{}"


def test_the_crash_screen_names_the_log(tmp_path):
    lines = launch.crash_lines(tmp_path / "crash-1.log", "")
    assert any(str(tmp_path / "crash-1.log") in line for line in lines)
    assert any("kept" in line for line in lines)


def test_focus_group_survives_a_click_that_rebuilds_fewer_buttons():
    pygame.init()
    group = FocusGroup()
    b = [Button(label=f"B{i}") for i in range(3)]
    for i, button in enumerate(b):
        button.rect = pygame.Rect(i * 100, 0, 90, 40)
    b[2].on_click = lambda: group.set([Button(label="only", rect=pygame.Rect(0, 0, 90, 40))])
    group.set(b)
    assert group.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(250, 10), button=1))
    assert group.focus is None and group.focused is None
    group.focus = 5          # even a stale index draws
    assert group.focused is None


def test_the_places_a_drop_names_are_said_in_the_players_language():
    places = places_said(["table", "meld:1", "discard"])
    assert places == "the discard pile, meld 2 and the table"
    german = load_language("de")[0]
    assert german.said(places) == "der Ablagestapel, Kombination 2 und der Tisch"
    refused = said(N_("Those cards cannot go there; they can go to {places}."), places=places)
    assert german.said(refused) == \
        "Diese Karten passen dort nicht hin; sie passen hierhin: der Ablagestapel, Kombination 2 und der Tisch."
    assert load_language("pl")[0].said(place_said("trick")) == "lewa"
    assert german.said(place_said("won:2")) == "ein anderer Platz"      # a zone of no known name


def test_a_drop_refused_for_one_card_names_the_card_in_the_players_language():
    class NoReason:                      # a state whose rules give no reason of their own
        def why_illegal(self, move):
            return ""
    card = parse_cards("QS")[0]
    reason = refusal(NoReason(), [card], "won:0")           # no move goes there, no place is named
    assert reason == "Not now: the Queen of Spades has no place there."
    russian = load_language("ru")[0].said(reason)
    assert russian.startswith("Не сейчас: ") and russian.endswith(" туда не подходит.")
    assert not re.search("[A-Za-z]{2}", russian), russian
    assert refusal(NoReason(), [card], "won:0", ["trick"]) == \
        "Those cards cannot go there; they can go to the trick."


def test_the_lit_table_says_drop_here_in_the_players_language(app):
    app.update_settings(language="de")
    table = dr.new_table(app, "flathead-rummy", dr.default_seats("flathead-rummy", humans=1, level="easy"), seed=2)
    dr.run_frames(app, 5)
    sprite = table.hand_sprites()[0]
    for targets, said_there in (({TABLE: []}, "Hier loslassen, um auszulegen"),
                                ({"meld:3": []}, "Hier loslassen: Kombination 4")):
        table.drag.carrying = Carried([sprite], [(0.0, 0.0)], targets, (10, 10))
        app.theme.drawn = []
        try:
            table.drag.draw(app.screen)
            texts = [d.text for d in app.theme.drawn if isinstance(d, DrawnText)]
        finally:
            app.theme.drawn = None
        assert said_there in texts, texts
    table.drag.carrying = None


@pytest.mark.parametrize("game_id, zone, words", [
    ("flathead-rummy", TABLE, "Pudło: upuść {card} na stół odrzuconych"),
    ("fortune-rummy", "stock", "Talia tylko daje karty"),
])
def test_a_tables_own_drop_refusals_are_said_in_the_players_language(app, game_id, zone, words):
    table = dr.new_table(app, game_id, dr.default_seats(game_id, humans=1, level="easy"), seed=2)
    dr.run_frames(app, 5)
    card = table.hand_sprites()[0].card
    polish = load_language("pl")[0]
    said_there = polish.said(table.drag.refusal([card], zone, []))
    assert said_there.startswith(words.format(card=card_name(card, DISCARDED, polish))), said_there
