"""The rules' refusals said in the player's language.

The engine words why a move is refused where no language is known: a
refusal is a message kept translatable (``fanucci_desktop.i18n.said``),
English as it reads, which a table says in its language, the cards named
by their own messages, a seat by its name and a meld counted from 1 as the
table labels it (``fanucci_desktop.words.engine_said``)."""

from __future__ import annotations

from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine import Move
from fanucci_desktop.i18n import N_, load_language, said
from fanucci_desktop.words import PlaceNumber, SeatNumber, engine_said
from test_fan_rummy_state import KNOCKER, M, table
from test_i18n_tables import english_words

NAMES = ["You", "Ada"]


def refusals():
    """A Fan Rummy knocker's refusals: a card not held, gin that is not
    gin, and (once knocked) a lay-off on a meld that is not there."""
    state = table(KNOCKER, "5S 6S 7S 8D 9D 10D KS KH QD QH", "7D")
    said_ = [state.why_illegal(M("discard KH")), state.why_illegal(M("gin 2D"))]
    state.apply(M("knock 2D"))
    return said_ + [state.why_illegal(M("layoff KS -> meld 7"))]


def test_a_refusal_reads_as_english_until_a_table_says_it():
    assert refusals() == ["You do not hold the King of Hearts.",
                          "Gin needs all ten cards melded; after that discard 7 is deadwood.",
                          "There is no meld 7 on the table."]
    english, _ = load_language("en")
    assert engine_said(refusals()[2], NAMES, english) == "There is no meld 8 on the table."


def test_a_refusal_is_said_in_german_its_card_named_in_german_and_its_meld_counted_from_one():
    german, _ = load_language("de")
    assert [engine_said(r, NAMES, german) for r in refusals()] == [
        "Du hast die Karte Herz-König nicht.",
        "Gin braucht alle zehn Karten in Kombinationen; nach diesem Abwurf bleiben 7 Restpunkte.",
        "Auf dem Tisch gibt es keine Kombination 8."]


def test_a_refusal_that_names_a_seat_says_its_name():
    german, _ = load_language("de")
    went_out = said(N_("{player} went out: you may only lay off, never lay down a new meld."),
                    player=SeatNumber(1))
    assert went_out.startswith("Player 1 went out")
    assert engine_said(went_out, NAMES, german).startswith("Ada hat ausgemacht: ")
    no_meld = said(N_("There is no meld {meld} on the table."), meld=PlaceNumber(0))
    assert engine_said(no_meld, NAMES, german) == "Auf dem Tisch gibt es keine Kombination 1."


def test_a_refusal_in_the_pseudo_language_holds_no_english_word():
    pseudo, _ = load_language("qps")
    for reason in refusals():
        said_ = engine_said(reason, NAMES, pseudo)
        assert said_.startswith("[") and english_words(said_) == [], said_


def test_a_table_in_the_pseudo_language_refuses_in_it(tmp_path):
    from fanucci_desktop.app import App
    from fanucci_desktop.storage import AppPaths
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="qps")
    try:
        for game_id in ("gin-rummy", "flathead-rummy", "trophy-case", "fortune-rummy"):
            table = dr.new_table(app, game_id, dr.default_seats(game_id), seed=5)
            state = table.match.state
            seat = table.match.current_player
            held = set(state.observation(seat).hand) if hasattr(state.observation(seat), "hand") else set()
            stranger = next(c for c in table.match.game.deck() if c not in held)
            reasons = [table.words.why_not(move)
                       for move in (Move("discard", (stranger,)), Move("play", (stranger,)), Move("fold"))]
            assert any(reasons) and all(english_words(r or "") == [] for r in reasons), (game_id, reasons)
    finally:
        app.shutdown()


def test_the_tables_own_refusals_and_news_are_said_in_the_pseudo_language(tmp_path):
    """Each table's keys pressed on the player's own turn with no card
    chosen (sort, play the hint no one asked for, undo, then each move key)
    answer on the message line in the pseudo-language, never in English."""
    import pygame

    from fanucci_desktop.app import App
    from fanucci_desktop.storage import AppPaths
    from test_table_base_play import my_turn, solo
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="qps")
    keys = [(pygame.K_s, 0), (pygame.K_h, pygame.KMOD_LSHIFT), (pygame.K_z, pygame.KMOD_LCTRL),
            (pygame.K_m, 0), (pygame.K_a, 0), (pygame.K_x, 0), (pygame.K_p, 0)]
    try:
        for game_id in ("gin-rummy", "fan-rummy", "flathead-rummy", "trophy-case", "fortune-rummy"):
            table = solo(app, game_id)
            my_turn(app, table)
            heard = []
            for key, mod in keys:
                table.selected = []
                table.line.text = ""
                dr.run_frames(app, 1, events=dr.key(key, mod))
                heard.append(table.line.text)
            assert sum(bool(text) for text in heard) >= 4, (game_id, heard)
            assert [text for text in heard if english_words(text)] == [], (game_id, heard)
            app.stack.pop()
    finally:
        app.shutdown()


def test_a_move_that_showed_a_new_card_stands_and_says_the_card_in_words():
    from fanucci_desktop.engine.cards import parse_card
    from fanucci_desktop.session.undo import UndoBook
    book = UndoBook()
    book.record(0, 1, 4, "draw", [parse_card("7S")], turn_goes_on=True)
    german, _ = load_language("de")
    english, _ = load_language("en")
    assert english.said(book.check(0, 1)) == "You have seen a new card since, 7 of Spades: that move stands."
    assert german.said(book.check(0, 1)) == "Du hast seitdem eine neue Karte gesehen, Pik-7: Dieser Zug gilt."
