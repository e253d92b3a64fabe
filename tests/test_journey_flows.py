"""Every flow of every game, as a person goes through it (``journey_kit``):
solo to the end of a hand and on, with keys in quick succession, a key at
the moment a screen changes and clicks on empty space; Replay from the
summary; Continue after quitting; pass-and-play, paused; Watch.

The first rule of issue 41 is checked at each edge: in a match a person
plays nothing moves past a hand's result by itself, and a press meant for
one screen never acts on the one that replaces it."""

from __future__ import annotations

import pygame
import pytest

from journey_kit import Person

from fanucci_desktop.games import GAMES
from fanucci_desktop.session.seats import HUMAN, make_ai
from fanucci_desktop.storage import HandStatsStore
from fanucci_desktop.ui.cardart import CARD_ASPECT
from fanucci_desktop.ui.scenes.summary import DEMO_NEXT_S
from fanucci_desktop.games import hand_word

GAME_IDS = [info.id for info in GAMES]


def open_set_up(person: Person, game_id: str) -> None:
    """From the menu, the game's tile ("Play ›"): its set-up screen, for the fewest players."""
    assert person.screen == "menu"
    tile = person.show_game(game_id)
    person.click(tile.rect.center)
    assert person.screen == "new_game" and person.reads(f"New game: {tile.info.name}")
    players = person.top.players
    for _ in range(len(players.options)):
        if players.index == 0:
            break
        person.click((players.rect.x + 8, players.rect.centery))    # left of the middle: one fewer
    assert players.index == 0, "the fewest players"


def deal(person: Person) -> None:
    person.click_button("Deal the cards")
    assert person.screen in ("table", "handoff"), person.screen


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_solo_a_hand_its_score_the_next_hand_replay_and_continue(game_id, tmp_path):
    person = Person(tmp_path)
    try:
        open_set_up(person, game_id)
        deal(person)
        table = person.table()
        word = hand_word(game_id)
        # Esc and Enter so fast that one frame sees both: the pause opens, and
        # the Enter made before it was seen does not press its Resume
        person.keys_quickly(pygame.K_ESCAPE, pygame.K_RETURN)
        assert person.screen == "pause"
        person.press(pygame.K_ESCAPE)
        assert person.top is table
        moves = len(table.match.hands[0].moves)
        person.click_empty()
        assert person.top is table and len(table.match.hands[0].moves) == moves
        person.play_until(person.hand_over)
        # Space for the table's "show the score", pressed the moment the summary comes
        person.press_when(lambda: person.screen == "hand_summary", pygame.K_SPACE, 60)
        assert person.screen == "hand_summary" and len(table.match.hands) == 1
        assert person.reads(f"{word} 1 is over")
        assert person.top.focus.focused.label == f"Play the next {word.lower()}"
        person.wait(DEMO_NEXT_S + 1)                  # nothing moves past the score by itself
        assert person.screen == "hand_summary" and len(table.match.hands) == 1
        assert not person.reads("by itself")
        person.click_empty()
        assert person.screen == "hand_summary"
        person.click_button(f"Replay this {word.lower()}")
        assert person.screen == "replay"
        person.press(pygame.K_ESCAPE)
        assert person.screen == "hand_summary"
        person.click_button(f"Play the next {word.lower()}")
        assert person.top is table and len(table.match.hands) == 2
        # quit from the pause menu, close the app, open it again, Continue: the very same match
        person.press(pygame.K_ESCAPE)
        person.click_button("Save and quit")
        assert person.screen == "menu"
        saved = table.match.to_dict()
        person.close()
        person = Person(tmp_path)
        assert person.reads(f"{word.lower()} 2") or person.reads(f"{word} 2")
        person.click_button("Continue")
        again = person.table()
        assert again.match.to_dict() == saved
        # the statistics count the hand played, before any match has ended
        person.press(pygame.K_ESCAPE)
        person.click_button("Save and quit")
        person.click_button("Statistics")
        person.click_button(table.info.name)
        assert person.reads(f"1 {word.lower()} played, ")
    finally:
        person.close()


def hand_pixels(person: Person, table) -> list[tuple[int, int]]:
    """Points on the viewer's face-up cards that no panel of the pause menu covers."""
    panel = person.top.panel
    points = []
    for sprite in table.sprites:
        if sprite.zone == f"hand:{table.sight.viewer}" and sprite.card is not None:
            rect = sprite.rect(table.card_w, CARD_ASPECT)
            for point in (rect.center, (rect.centerx, rect.top + rect.h // 4)):
                if not panel.collidepoint(point) and person.app.screen.get_rect().collidepoint(point):
                    points.append(point)
    return points


@pytest.mark.parametrize("game_id", ["gin-rummy", "flathead-rummy", "fortune-rummy", "trophy-case"])
def test_the_hands_on_show_after_a_hand_wait_for_the_person_at_normal_speed(game_id, tmp_path):
    """The laid-out hands (Gin), the recap (Flathead) and the final table
    (Fortune, Trophy Case) hold the table after a hand until the person
    presses: the score never opens by itself under a key meant for "Show
    the score", and that key shows the score, no more."""
    person = Person(tmp_path, speed="normal")
    try:
        open_set_up(person, game_id)
        deal(person)
        table = person.table()
        person.play_until(person.hand_over)
        person.until(lambda: not table.busy, 30, what="the hand's last animation")
        person.wait(30)
        assert person.top is table and table.session.summary_due, "the score opened by itself"
        person.press(pygame.K_SPACE)
        person.until(lambda: person.screen == "hand_summary", 10, what="the score")
        assert len(table.match.hands) == 1, "the key meant for the score dealt the next hand"
    finally:
        person.close()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_pass_and_play_hides_the_hand_at_the_pause_menu(game_id, tmp_path):
    person = Person(tmp_path)
    try:
        open_set_up(person, game_id)
        kind = person.top.kinds[1]
        for _ in range(len(kind.options)):
            if kind.value == HUMAN:
                break
            person.click((kind.rect.right - 12, kind.rect.centery))
        assert kind.value == HUMAN
        deal(person)
        person.until(lambda: person.screen == "handoff", 30, person.my_move, "a hand-off")
        person.press(pygame.K_SPACE)
        # the turn goes round; Space pressed the moment the next hand-off comes is not taken
        person.press_when(lambda: person.screen == "handoff" or person.hand_over(), pygame.K_SPACE, 60,
                          act=person.my_move)
        if not person.hand_over():
            assert person.screen == "handoff" and person.table().sight.viewer is None
            person.press(pygame.K_SPACE)
        table = person.table()
        seat = table.sight.viewer
        assert person.top is table and seat is not None
        person.texts()
        shown = {p: person.app.screen.get_at(p) for p in hand_pixels_on_table(table)}
        assert shown, "the viewer's cards are on show at the table"
        person.press(pygame.K_ESCAPE)
        assert person.screen == "pause"
        person.texts()
        background = pygame.Surface(person.app.size)
        person.app.theme.background(background)
        person.app.theme.dim(background, person.top.dim_alpha)
        covered = [p for p in hand_pixels(person, table)]
        assert covered and all(person.app.screen.get_at(p) == background.get_at(p) for p in covered), \
            "under the pause menu only the backdrop shows, no card"
        person.press(pygame.K_ESCAPE)                 # Resume: the device goes back to its player
        assert person.screen == "handoff" and person.top.seat == seat and table.sight.viewer is None
        person.press(pygame.K_SPACE)
        assert person.top is table and table.sight.viewer == seat
    finally:
        person.close()


def hand_pixels_on_table(table) -> list[tuple[int, int]]:
    return [s.rect(table.card_w, CARD_ASPECT).center for s in table.sprites
            if s.zone == f"hand:{table.sight.viewer}" and s.card is not None]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_watch_moves_on_by_itself_and_esc_stops(game_id, tmp_path):
    person = Person(tmp_path)
    try:
        index = [t.info.id for t in person.top.tiles].index(game_id)
        person.show_game(game_id)
        person.click(person.top.watch[index].rect.center)
        assert person.screen == "demo"
        demo = person.top
        for seat in demo.session.ai_players:        # quick players: the flow is tested, not the AI
            demo.session.ai_players[seat] = make_ai("easy", game_id)
        person.until(lambda: person.screen == "hand_summary", 120, what="the demo's summary")
        assert person.reads("follows by itself")
        person.wait(DEMO_NEXT_S + 0.5)
        assert len(demo.table.match.hands) >= 2, "the demo dealt the next hand by itself"
        assert person.top is demo or demo.table.match.is_over     # a short game's may be over already
        person.press(pygame.K_ESCAPE)
        assert person.screen == "menu"
        assert HandStatsStore(person.app.paths).summary() == {}, "a demo is never counted"
    finally:
        person.close()
