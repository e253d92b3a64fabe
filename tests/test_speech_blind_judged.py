"""Issue 54, "Done when": a blind player plays a whole hand of every game
and can say, from the transcript alone at every turn, the cards it holds,
the card it drew, the scores and whose turn it is.

The player (:class:`Judge`, a :class:`ear_kit.BlindPlayer`) decides only
from what it hears. At the start of each of its turns it asks by the keys
that ask (I whose turn, R its hand, U the scores), and after each draw it
listens for the card drawn; the test then checks what was heard against
the true state. The state is read only to verify, never to decide."""

from __future__ import annotations

from collections import Counter

import pytest

from ear_kit import BlindPlayer, Ear, cards_named
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.games.gin_melds.melds import deadwood
from fanucci_desktop.ui import controls
from fanucci_desktop.ui.controls import BINDINGS, Act
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary
from fanucci_desktop.words import count

GAME_IDS = [g.id for g in GAMES if g.id != "shed"]
STUCK = 40


def held(table) -> Counter:
    return Counter(c for c in table.sight.view()[f"hand:{table.sight.viewer}"] if c is not None)


def points(names: list[str], figures) -> str:
    return ", ".join(f"{n} {count(p, 'point')}" for n, p in zip(names, figures))


def hand_so_far(game_id: str, table, names: list[str]) -> str:
    """The words the scores key owes for the hand being played, from the true state."""
    pub = table.sight.observation()
    if game_id == "trophy-case":
        return f"This deal so far: {points(names, pub.deal_points)}."
    if game_id == "fortune-rummy":
        return f"Melded this hand: {points(names, pub.melded)}"
    if game_id == "flathead-rummy":
        return "This hand so far: " + ", ".join(f"{n} {count(m, 'bonus mark')}" for n, m in zip(names, pub.marks))
    if game_id in ("gin-rummy", "fan-rummy"):
        return f"This hand scores when it ends. Your deadwood now: {deadwood(list(held(table).elements()))}."
    return "This hand scores when it ends."


class Judge(BlindPlayer):
    """A blind player whose every turn is judged: what it heard against the truth."""

    def __init__(self, *args, table, game_id: str, turn_at: dict[str, int | None], **kwargs) -> None:
        """``turn_at``: whose turn it was as each line was said (the ear's witness fills it)."""
        super().__init__(*args, **kwargs)
        self.table = table
        self.game_id = game_id
        self.turn_at = turn_at
        self.judged = 0
        self.draws = 0

    def ask(self, act: Act) -> list[str]:
        return self.press(BINDINGS[act].keys[0])

    def my_turn(self) -> bool:
        said = self.ask(Act.READ_TURN)
        mine = any(line.startswith("Your turn.") for line in said)
        table = self.table
        if mine:
            assert table.match.current_player == table.sight.viewer, said
            self.judge()
        for line in said:
            if line.endswith(" turn.") or " turn. " in line:
                seat = self.turn_at[line]          # whose turn it was as the words were said
                owner = "Your" if seat == table.sight.you else f"{table.seats[seat].name}'s"
                assert line.startswith(f"{owner} turn."), (line, owner)
        return mine

    def judge(self) -> None:
        table = self.table
        (hand,) = [line for line in self.ask(Act.READ_HAND) if line.startswith("Your hand")]
        assert Counter(cards_named(hand)) == held(table), (hand, held(table))
        (scores,) = [line for line in self.ask(Act.READ_SCORES) if line.startswith("Scores: ")]
        names = ["You" if s == table.sight.you else seat.name for s, seat in enumerate(table.seats)]
        assert scores.startswith(f"Scores: {points(names, table.match.totals)}."), scores
        assert hand_so_far(self.game_id, table, names) in scores, scores
        self.judged += 1

    def press(self, name) -> list[str]:
        """Press as the player does; a line naming the card drawn must name
        the card the hand gained, and be heard by its owner."""
        before = held(self.table)
        said = super().press(name)
        drawn = [line for line in said if line.startswith("You drew the ")]
        if drawn:
            (card,) = list(held(self.table) - before)
            assert f"You drew the {card.name}." in drawn, (drawn, card)
            self.draws += 1
        return said


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_blind_player_can_say_its_hand_draw_scores_and_turn_at_every_turn(tmp_path, game_id):
    turn_at: dict[str, int | None] = {}

    def witness(heard) -> None:
        turn_at[heard.text] = ear.table.match.current_player if ear.table is not None else None
    ear = Ear(tmp_path, witness=witness)
    try:
        dr.run_frames(ear.app, 2)
        seats = dr.default_seats(game_id, humans=1)
        table = dr.new_table(ear.app, game_id, seats, seed=11)
        ear.table = table

        def run(frames: int) -> None:
            for _ in range(frames):
                if table.session.thinking:
                    table.session.decider.settle(timeout=10.0)
                ear.app.frame(dr.FRAME_S, (), draw=False)

        player = Judge(ear, "You", run, controls.help_items(game_id), table=table,
                       game_id=game_id, turn_at=turn_at)
        stuck = 0
        for _ in range(5_000):
            if isinstance(ear.app.stack.top, (HandSummary, GameOver)):
                break
            run(3)
            ear.new_lines()
            if player.turn() is False:
                stuck += 1
                assert stuck < STUCK, ear.transcript.read_text().splitlines()[-30:]
        else:
            raise AssertionError("the hand never ended")
        assert player.judged > 2 and player.moves > 0, (player.judged, player.moves)
        if game_id != "trophy-case":
            assert player.draws > 0
    finally:
        ear.close()
