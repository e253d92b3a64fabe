"""The tables' words in the pseudo-language and in real languages: the
lobby's open seats, the warnings of a statistics or a game that could not
be saved, the shared table words and the card names.

A word escapes translation here when it is two or more plain ASCII letters
outside the names (a stricter test than ``test_i18n_screens.escaped``,
which passes a whole line holding one pseudo-language letter: "Seat 2"
inside a translated sentence is caught here)."""

from __future__ import annotations

import re

import pytest

from fanucci_desktop.app import App
from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.match import Match
from fanucci_desktop.games import GAMES, get_game
from fanucci_desktop.i18n import N_, Message, load_language, said
from fanucci_desktop.session.seats import Seat
from fanucci_desktop.session.table_session import TableSession
from fanucci_desktop.storage import AppPaths, StorageError
from fanucci_desktop.ui import controls, pad_buttons
from fanucci_desktop.ui.scenes.lobby import seat_line

#: Names, never translated: the games', the seats' and the app's.
NAMES = sorted({info.name for info in GAMES} | {"Ada", "Basil", "Cleo", "Dmitri", "Esme", "Felix", "Gus",
                                                "Fanucci Desktop"}, key=len, reverse=True)
GAME = "gin-rummy"


def english_words(text: str) -> list[str]:
    """The words of ``text`` that escaped translation: runs of two or more
    plain ASCII letters once the names are taken out."""
    for name in NAMES:
        text = text.replace(name, "")
    return re.findall(r"[A-Za-z]{2,}", text)


def test_the_word_check_sees_english_inside_a_translated_sentence():
    pseudo, _ = load_language("qps")
    assert english_words(pseudo.gettext("{name}: joined", name="Seat 2")) == ["Seat"]
    assert english_words(pseudo.gettext("{name}: joined", name="Ada")) == []


def test_an_open_seat_of_the_lobby_is_said_in_the_language():
    pseudo, _ = load_language("qps")
    polish, _ = load_language("pl")
    seat = {"name": "Seat 2", "status": "open"}
    assert seat_line(seat, 2, False) == "Seat 2: waiting for a friend"
    assert english_words(seat_line(seat, 2, False, pseudo)) == []
    assert seat_line(seat, 2, False, polish).startswith("Miejsce 2")


def failing(what: str):
    """A store's method that fails as a full disk does, naming ``what``."""
    def fail(*_args, **_kwargs):
        raise StorageError(said(N_("{what} could not be saved in {folder}: {reason}."),
                                what=what, folder="/x", reason="full"), reason=None)
    return fail


@pytest.fixture
def pseudo_app(tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="qps")
    yield app
    app.shutdown()


def test_statistics_that_could_not_be_saved_are_said_in_the_language(pseudo_app, monkeypatch):
    from fanucci_desktop.ui.scenes import summary
    app = pseudo_app
    table = dr.new_table(app, GAME, dr.default_seats(GAME), seed=3)
    dr.Autopilot(app, table).finish_match()
    monkeypatch.setattr(app.stats, "record_match", failing("matches"))
    monkeypatch.setattr(summary.HandStatsStore, "record_hand", failing("hands"))
    app.toasts.clear()
    table.flow.count_match()
    summary.count_hand(app, table)
    said_ = [text for text, _ in app.toasts]
    assert len(said_) == 2 and said_[0].startswith("[Śţáţíśţíćś")
    assert [english_words(text) for text in said_] == [["matches", "full"], ["hands", "full"]]


def test_a_game_that_could_not_be_saved_is_said_in_the_language(pseudo_app):
    app = pseudo_app

    def store(_record):
        raise StorageError(said(N_("{what} could not be saved in {folder}: {reason}."),
                                what="match", folder="/x", reason="gone"), reason=None)

    session = TableSession(Match(get_game(GAME), 2, 1), [Seat("You", "human"), Seat("Ada", "easy")],
                           store=store, report=app.toast)
    session.autosave({})
    session.close()
    assert len(app.toasts) == 1 and app.toasts[0][0].startswith("[Ţĥé ĝáмé")
    assert english_words(app.toasts[0][0]) == ["match", "gone"]


# Card names -------------------------------------------------------------------------------
from fanucci_desktop.card_names import ALONE, SUBJECT, USES, card_name  # noqa: E402
from fanucci_desktop.engine.cards import fanucci_deck, parse_card, parse_cards, standard_deck  # noqa: E402
from fanucci_desktop.words import card_move, cards_said  # noqa: E402

#: A move of each kind with one card, in Polish and in Russian: the
#: queen and the Jester go into the accusative after every verb (the
#: present tense, which needs no gender of the player's), the suits stay
#: as a card's name has them.
AGREEING = [
    ("draw", "You", "QS", "Dobierasz damę pik.", "Вы тянете даму пик."),
    ("discard", "Ada", "KH", "Ada odrzuca króla kier.", "Ada сбрасывает короля червей."),
    ("take", "Ada", "Jester", "Ada bierze Błazna.", "Ada берёт Шута."),
    ("meld", "You", "AD", "Wykładasz asa karo.", "Вы выкладываете туза бубен."),
    ("layoff", "Ada", "JC", "Ada dokłada waleta trefl.", "Ada подкладывает валета треф."),
]


@pytest.mark.parametrize("action, who, card, polish, russian", AGREEING)
def test_a_card_in_a_sentence_agrees_with_its_verb_in_polish_and_russian(action, who, card, polish, russian):
    said = {code: card_move(action, who, [parse_card(card)], load_language(code)[0]) for code in ("pl", "ru")}
    assert said == {"pl": polish, "ru": russian}


def test_a_card_alone_is_named_in_the_nominative_and_a_fanucci_card_with_its_suit_agreeing():
    polish, _ = load_language("pl")
    russian, _ = load_language("ru")
    queen, seven, jester = parse_card("QS"), parse_card("7 Zurfs"), parse_card("Jester")
    assert [card_name(c, ALONE, polish) for c in (queen, seven, jester)] == ["Dama pik", "7 Zurfów", "Błazen"]
    assert [card_name(c, ALONE, russian) for c in (queen, seven, jester)] == ["Дама пик", "7 Зурфов", "Шут"]
    assert card_move("draw", "Ada", [queen, seven, jester], polish) == "Ada dobiera damę pik, 7 Zurfów i Błazna."
    assert card_move("draw", "Ada", [queen, seven, jester], russian) == "Ada тянет даму пик, 7 Зурфов и Шута."


def test_in_english_every_card_keeps_its_own_name_and_a_sentence_its_words():
    english, _ = load_language("en")
    for card in fanucci_deck() + standard_deck():
        assert card_name(card, ALONE) == card.name
        assert {card_name(card, use, english) for use in USES[1:]} == {f"the {card.name}"}
    assert card_move("discard", "Ada", [parse_card("7H")]) == "Ada discarded the 7 of Hearts."
    assert card_move("meld", "You", parse_cards("AD QD KD")) == "You melded the Ace, Queen and King of Diamonds."
    assert cards_said(parse_cards("AD QD KD"), ALONE) == "Ace, Queen and King of Diamonds"


@pytest.mark.parametrize("code", ["de", "fr", "es", "it", "pt_BR"])
def test_the_article_of_a_card_follows_its_gender(code):
    language, _ = load_language(code)
    names = [card_name(parse_card(c), SUBJECT, language) for c in ("QS", "KS")]
    articles = {"de": ("die", "der"), "fr": ("la", "le"), "es": ("la", "el"), "it": ("la", "il"),
                "pt_BR": ("a", "o")}[code]
    assert tuple(name.split()[0] for name in names) == articles


def test_the_italian_article_of_a_numbered_card_follows_the_sound_of_its_number():
    italian, _ = load_language("it")
    said = [card_name(parse_card(c), use, italian).split(" di ")[0]
            for c in ("8H", "7H", "10H", "8 Zurfs", "1 Zurfs", "0 Zurfs", "∞ Zurfs") for use in USES[1:]]
    assert said == [n for n in ("l'8", "il 7", "il 10", "l'8", "l'1", "lo 0", "l'∞") for _ in USES[1:]]
    assert card_name(parse_card("8H"), ALONE, italian).startswith("8 di ")


def test_every_card_is_named_in_the_pseudo_language_in_every_use():
    pseudo, _ = load_language("qps")
    for card in fanucci_deck() + standard_deck():
        for use in USES:
            assert english_words(card_name(card, use, pseudo)) == [], (card, use)


# The shared table words --------------------------------------------------------------------
from fanucci_desktop.ui.tables.parts.plate import plate_facts  # noqa: E402
from fanucci_desktop.ui.tables.parts.words import waiting_words  # noqa: E402
from test_i18n_screens import top_texts, whole_frame  # noqa: E402


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_tables_plates_and_waiting_line_in_the_pseudo_language_escape_nothing(size, tmp_path):
    from fanucci_desktop.ui.theme import DrawnText
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant", language="qps")
    try:
        table = dr.new_table(app, GAME, dr.default_seats(GAME), seed=4)
        dr.Autopilot(app, table).moves(3)
        dr.run_frames(app, 3)
        captions = {seat: plate_facts(table, seat).captions() for seat in range(len(table.seats))}
        drawn = [d for d in whole_frame(app) if isinstance(d, DrawnText)]
        shown = [d for d in drawn if any(d.text in forms for forms in captions.values())]
        assert len(shown) == len(table.seats) and not any(d.shortened for d in shown)
        assert [english_words(" ".join(forms)) for forms in captions.values()] == [[]] * len(table.seats)
        ai = table.seats[1]
        thinking = waiting_words(ai, table.words.doing("take"), app.language)
        assert thinking.startswith("[") and english_words(thinking) == []
        assert english_words(waiting_words(Seat("Ada", "human"), language=app.language)) == []
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_whole_pile_view_in_the_pseudo_language_escapes_nothing(size, tmp_path):
    from fanucci_desktop.ui.theme import DrawnText
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant", language="qps")
    try:
        table = dr.new_table(app, GAME, dr.default_seats(GAME), seed=11)
        assert english_words(table.pile_view.nothing()) == []
        pilot = dr.Autopilot(app, table, seed=2)
        for _ in range(40):
            pilot.moves(1)
            dr.run_frames(app, 2)
            if table.pile_view.face_up() and not table.busy:
                break
        assert table.pile_view.face_up()
        table.pile_view.toggle()
        assert table.pile_view.open
        texts = [d for d in whole_frame(app) if isinstance(d, DrawnText) and d.text.strip()]
        view = texts[-2:]                       # the last pile's title and the footer, drawn last
        assert [english_words(d.text) for d in view] == [[], []] and not any(d.shortened for d in view)
        assert english_words(table.pile_view.spoken()) == []
    finally:
        app.shutdown()


# Gin Rummy's log ------------------------------------------------------------------------
from fanucci_desktop.card_names import TAKEN  # noqa: E402
from fanucci_desktop.engine.protocol import Move  # noqa: E402


@pytest.mark.parametrize("code, discarded, laid_off, took", [
    ("pl", "Ada odrzuca damę pik.", "Ada dokłada króla kier do układu 2.", "Ada bierze {up} ze stosu odrzuconych."),
    ("ru", "Ada сбрасывает даму пик.", "Ada подкладывает короля червей к комбинации 2.", "Ada берёт {up} из сброса."),
])
def test_gin_rummys_log_names_each_card_in_the_case_its_verb_asks(code, discarded, laid_off, took, tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language=code)
    try:
        table = dr.new_table(app, GAME, [Seat("You", "human"), Seat("Ada", "normal")], seed=4)
        dr.run_frames(app, 2)
        def logged(seat, move):
            return app.language.said(table.words.logged_move(seat, move))

        assert logged(1, Move("discard", (parse_card("QS"),))) == discarded
        assert logged(1, Move("layoff", (parse_card("KH"),), "meld", 1)) == laid_off
        up = table.sight.observation().upcard
        assert logged(1, Move("take", (), "discard")) == took.format(up=card_name(up, TAKEN, app.language))
        assert logged(0, Move("draw")) in ("Dobierasz z talii.", "Вы тянете из колоды.")
        # what a save keeps is the English
        assert table.words.logged_move(1, Move("discard", (parse_card("QS"),))) == "Ada discarded the Queen of Spades."
    finally:
        app.shutdown()


def test_gin_rummys_log_in_the_pseudo_language_escapes_nothing(pseudo_app):
    app = pseudo_app
    table = dr.new_table(app, GAME, dr.default_seats(GAME), seed=4)
    lines = []
    pilot = dr.Autopilot(app, table, seed=3)
    for _ in range(30):
        seat, legal = table.match.current_player, table.legal
        lines += [app.language.said(table.words.logged_move(seat, m)) for m in legal]
        if not pilot.moves(1):
            break
    assert len(lines) > 20
    assert [line for line in lines if english_words(line)] == []
    moves = [app.language.said(line.text) for line in table.log.lines if line.seat is not None]
    assert len(moves) > 5 and [line for line in moves if english_words(line)] == []


def test_the_hosts_stand_in_button_and_its_line_are_said_in_the_language(pseudo_app):
    from fanucci_desktop.ui.tables.parts.connection import StandInButton

    class Away:
        """A hosted session whose seat 1 is away."""
        hosting_here = True
        handed: list[int] = []

        def away(self):
            return [1]

        def hand_to_computer(self, seat):
            self.handed.append(seat)

    table = dr.new_table(pseudo_app, GAME, [Seat("You", "human"), Seat("Ada", "normal")], seed=4)
    part = StandInButton(table, Away())
    part.update(0.0)
    words, _, key = part.button.label.rpartition("  (")
    shift_v = pseudo_app.language.said(controls.BINDINGS[controls.Act.STAND_IN].caption)
    assert part.button.visible and english_words(words) == [] and key == f"{shift_v})"   # the key by its name
    assert shift_v != "Shift+V" and english_words(shift_v) == []
    assert english_words(part.button.spoken_as) == []
    part.hand_over()
    assert Away.handed == [1] and english_words(table.line.text) == []


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_gin_rummys_action_bar_in_the_pseudo_language_escapes_nothing(size, tmp_path):
    from fanucci_desktop.ui.theme import DrawnText
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant", language="qps")
    try:
        table = dr.new_table(app, GAME, dr.default_seats(GAME), seed=4)
        pilot = dr.Autopilot(app, table, seed=5)
        seen, found = set(), []
        for _ in range(60):
            dr.run_frames(app, 1)
            for action in table.bar.actions:
                seen.add(table.phase)
                found += [f"{table.phase}: {text!r}" for text in (action.label, action.subtitle)
                          if english_words(text)]
            labels = {a.subtitle for a in table.bar.actions}
            found += [f"{d.text!r} was shortened" for d in whole_frame(app)
                      if isinstance(d, DrawnText) and d.text in labels and d.shortened]
            if not pilot.moves(1) or app.stack.top is not table:
                break
        assert {"take", "discard"} <= seen, seen
        assert not found, "\n".join(found)
    finally:
        app.shutdown()


def test_the_tool_buttons_speak_the_language_and_follow_a_change_at_once(pseudo_app):
    table = dr.new_table(pseudo_app, GAME, dr.default_seats(GAME), seed=4)
    dr.run_frames(pseudo_app, 2)
    assert [english_words(b.label) for b in table.tools.buttons] == [[]] * 5
    pseudo_app.update_settings(language="de")
    dr.run_frames(pseudo_app, 2)
    labels = [b.label for b in table.tools.buttons]
    assert labels[:2] == ["Tipp", "Rückgängig"]
    from fanucci_desktop.ui.tables.generic import button_width
    t = pseudo_app.theme
    assert [b.rect.w for b in table.tools.buttons] == [button_width(t, label, minimum=t.px(64)) for label in labels]


# The hand's summary and the game's end ---------------------------------------------------
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary  # noqa: E402

GAME_IDS = [info.id for info in GAMES]


def summary_problems(app, table, shown) -> list[str]:
    """What the summary on top escaped or shortened, its spoken title too."""
    texts = top_texts(app)
    found = [f"{shown.name}: {d.text!r}" for d in texts if english_words(d.text)]
    found += [f"{shown.name}: {d.text!r} was shortened" for d in texts if d.shortened]
    found += [f"{shown.name} said: {line!r}" for line in [shown.spoken_title()] if english_words(line)]
    return found


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hands_summary_and_the_games_end_in_the_pseudo_language_escape_nothing(game_id, tmp_path):
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="qps")
    try:
        found, shown = [], 0
        for seed in (3, 8):
            table = dr.new_table(app, game_id, dr.default_seats(game_id), seed=seed)
            pilot = dr.Autopilot(app, table, seed=seed)
            assert pilot.finish_hand()
            for scene in (HandSummary(app, table), GameOver(app, table)):
                app.stack.push(scene)
                dr.run_frames(app, 1)
                app.toasts.clear()              # a save's warning is no part of the summary
                found += summary_problems(app, table, scene)
                shown += 1
                app.stack.pop()
        assert shown == 4 and not found, "\n".join(found)
    finally:
        app.shutdown()


def walk_a_hand(game_id: str, size: tuple[int, int], code: str, tmp_path, english: bool) -> None:
    """Play a whole hand of ``game_id`` in language ``code`` at ``size`` and
    read every frame: no text shortened with an ellipsis, cut or
    overlapping another (``test_legibility.problems``), and with
    ``english`` none left in English."""
    from fanucci_desktop.ui.theme import DrawnText
    from test_legibility import problems
    app = App(paths=AppPaths.under(tmp_path), size=size, animation_speed="instant", language=code)
    try:
        table = dr.new_table(app, game_id, dr.default_seats(game_id), seed=5)
        pilot = dr.Autopilot(app, table, seed=5)
        found, frames = set(), 0
        for _ in range(400):
            dr.run_frames(app, 1)
            app.toasts.clear()
            drawn = whole_frame(app)
            if english:
                found |= {d.text for d in drawn if isinstance(d, DrawnText) and english_words(d.text)}
            found |= set(problems(drawn, None, whole=True))
            frames += 1
            if app.stack.top is not table or not pilot.moves(1):
                break
        assert frames > 20 and not found, "\n".join(sorted(found))
    finally:
        app.shutdown()


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_whole_hand_in_the_pseudo_language_shows_no_english(game_id, size, tmp_path):
    """Every frame of a hand: the title and its line, the deadwood and knock
    panels, the piles' captions, the action bar, the prompt and the log;
    at every size none shortened with an ellipsis, none cut or overlapping
    another."""
    walk_a_hand(game_id, size, "qps", tmp_path, english=True)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("code", ["de", "fr", "es", "it", "pl", "pt_BR", "ru"])
def test_a_whole_hand_in_each_language_is_whole_at_960x600(code, game_id, tmp_path):
    """The same walk in each real language at the smallest window (German
    and Polish once cut a step of Flathead Rummy's turn panel there)."""
    walk_a_hand(game_id, (960, 600), code, tmp_path, english=False)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_tables_title_lines_are_said_in_the_language(game_id, tmp_path):
    from fanucci_desktop.ui.tables.generic import hand_name, title_facts
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="qps")
    try:
        table = dr.new_table(app, game_id, dr.default_seats(game_id), seed=4)
        dr.Autopilot(app, table).moves(2)
        dr.run_frames(app, 2)
        lines = [hand_name(table), title_facts(table)]
        drawn = {d.text for d in whole_frame(app) if hasattr(d, "text")}
        assert any(lines[0] in text for text in drawn) and any(lines[1] in text for text in drawn)
        assert [english_words(line) for line in lines] == [[], []]
        app.update_settings(language="de")
        assert title_facts(table).endswith(("verteilt", "Du verteilst"))
    finally:
        app.shutdown()


def test_the_connection_words_are_kept_as_messages_and_said_in_the_language():
    from fanucci_desktop.net.client import RemoteView
    from fanucci_desktop.net.remote_table import SENT
    pseudo, _ = load_language("qps")
    german, _ = load_language("de")
    view = RemoteView()
    view.welcome({"seats": [{"name": "You", "status": "here", "kind": "human"},
                            {"name": "Ada", "status": "away", "kind": "remote"},
                            {"name": "Basil", "status": "ai", "kind": "remote"}], "you": 0})
    said = view.waiting_words()
    assert said == ["Ada lost the connection: waiting", "Basil lost the connection: the computer plays for now"]
    assert [english_words(pseudo.said(line)) for line in [*said, SENT]] == [[], [], []]
    assert german.said(said[0]).startswith("Ada hat die Verbindung verloren")


#: The keys and the pad's inputs named by a letter or a number (no message: the same in every language).
LETTERED = {name for name in [*(binding.caption for binding in controls.BINDINGS.values()),
                              *(name for names in pad_buttons.PAD_NAMES.values() for name in names.values())]
            if not isinstance(name, Message)}


@pytest.mark.parametrize("device", ["keys", "xbox", "playstation", "nintendo", "deck", "generic"])
@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_the_keys_panel_in_the_pseudo_language_names_every_key_and_button_and_what_it_does(
        pseudo_app, game_id, device):
    """The Keys panel (F1) lists the keys, or with a pad in hand the pad's
    inputs, each named and said in the language: nothing but a key's letter
    (D, F1, LB, R2) is left in English, in the rows, the panel's title and
    hint as drawn, or the lines said."""
    from fanucci_desktop.ui.theme import DrawnText
    app = pseudo_app
    table = dr.new_table(app, game_id, dr.default_seats(game_id), seed=4)
    dr.run_frames(app, 2)
    pads = app.devices.pads
    if device != "keys":
        pads.last, pads.style = "pad", device
    table.side.toggle("keys")
    dr.run_frames(app, 1)
    rows = table.side.keys_rows(app.theme, 400)
    title, lines = table.side.lines()
    letters = "|".join(re.escape(name) for name in sorted(LETTERED, key=len, reverse=True))

    def english(text: str) -> list[str]:
        return english_words(re.sub(rf"(?<![\w])({letters})(?![\w])", "", text))

    found = [f"{head!r}: {words!r}" for head, words, *_ in rows if english(head) or english(words)]
    found += [line for line in [title, *lines, table.side.spoken(None)] if english(line)]
    found += [f"drawn: {d.text!r}" for d in whole_frame(app) if isinstance(d, DrawnText) and d.rect is not None
              and table.side.rect.contains(d.rect) and english(d.text)]
    assert rows and lines and not found, "\n".join(found)
    items = table.side.items()
    assert len(lines) == len(items) and all(isinstance(item, Message) for item in items)


# The default name and the going-out banner in German ----------------------------------------------
def test_in_german_the_plate_the_hands_score_line_and_its_summary_show_du_and_the_banner_klopfen(tmp_path):
    """The default name "You" is shown as the language's name for the
    player (``words.shown_name``: "Du"), and the gin family's going-out
    banner is said in the glossary's words ("Klopfen")."""
    from fanucci_desktop.ui.theme import DrawnText
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="de")
    try:
        table = dr.new_table(app, GAME, [Seat("You", "human"), Seat("Ada", "easy")], seed=1)
        banners: list[str] = []
        table.banner = banners.append               # at instant speed no pop-up is drawn: what it says
        dr.run_frames(app, 2)
        drawn = [d.text for d in whole_frame(app) if isinstance(d, DrawnText)]
        assert plate_facts(table, 0).name == "Du" and "Du" in drawn
        assert not [text for text in drawn if "You" in text]
        assert dr.Autopilot(app, table, seed=1).finish_hand()
        assert banners == ["Du: Klopfen!"]          # seed 1: the player knocks and wins the hand
        ending = table.words.hand_ending()
        assert ending.endswith("Du: +16.") and "You" not in ending
        assert isinstance(app.stack.top, HandSummary)
        shown = [d.text for d in top_texts(app)]
        assert "Du" in shown and not [text for text in shown if "You" in text]
    finally:
        app.shutdown()


@pytest.mark.parametrize("code, knock", [("de", "Klopfen"), ("fr", "Frapper"), ("es", "Tocar"), ("it", "Bussata"),
                                         ("pl", "Pukanie"), ("pt_BR", "Batida"), ("ru", "Стук")])
def test_the_going_out_banner_and_pop_ups_are_said_in_each_language(code, knock):
    from fanucci_desktop.ui.tables.gin_family.table import GOING_OUT
    language, _ = load_language(code)
    said_ = {how: language.pgettext(*words, name="Ada") for how, words in GOING_OUT.items()}
    assert knock in said_["knock"] and said_["knock"].startswith("Ada")
    assert len(set(said_.values())) == 3 and not [text for text in said_.values() if "Knock" in text]
    popped = [language.pgettext("a pop-up over a plate", words) for words in ("Out!", "Bonus mark!")]
    assert popped[0] != "Out!" and popped[1] != "Bonus mark!"      # Flathead Rummy's pop-ups too


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_hint_the_moves_words_and_a_refused_drop_in_the_pseudo_language_escape_nothing(game_id, tmp_path):
    """On the person's first turns at every table: the hint's line, every
    legal move in the words the hint and undo use, and the refusal of each
    hand card dropped on the bare felt (the walk of a hand asks for no hint
    and drags nothing, which is how Flathead's hint stayed English)."""
    from fanucci_desktop.ui.tables.parts.drop import TABLE
    app = App(paths=AppPaths.under(tmp_path), size=(1280, 800), animation_speed="instant", language="qps")
    try:
        table = dr.new_table(app, game_id, dr.default_seats(game_id), seed=7)
        pilot = dr.Autopilot(app, table, seed=7)
        found, turns = set(), 0
        for _ in range(3000):
            dr.run_frames(app, 1)
            if app.stack.top is not table:
                break
            if not (table.session.human_turn and not table.busy):
                continue
            table.hint.ask()
            for _ in range(200):
                if not table.hint.pending:
                    break
                table.hint.decider.settle(timeout=5.0)
                dr.run_frames(app, 1)
            said = [table.line.text] + [table.words.log_label(m) for m in table.match.legal_moves()]
            said += [table.app.language.said(table.drag.refusal([s.card], TABLE, []))
                     for s in table.hand_sprites() if s.card is not None]
            found |= {text for text in said if english_words(text)}
            turns += 1
            if turns == 4 or not pilot.moves(1):
                break
        assert turns >= 2 and not found, "\n".join(sorted(found))
    finally:
        app.shutdown()
