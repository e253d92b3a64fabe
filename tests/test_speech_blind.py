"""A blind player plays a whole hand of each game at a real table, headless,
by keys alone, choosing its moves only from what the transcript says (see
:class:`ear_kit.BlindPlayer`): solo against the AI, and in pass-and-play
with two such players. Every hand reaches its summary.

The harness only runs the app's frames (waiting for an AI deciding, which
takes wall time) and stops at the summary; it never moves for the players."""

from __future__ import annotations

import pytest

from ear_kit import BlindPlayer, Ear, hand_off_to
from fanucci_desktop.check import driver as dr
from fanucci_desktop.games import GAMES
from fanucci_desktop.i18n import PSEUDO
from fanucci_desktop.ui import controls
from fanucci_desktop.ui.scenes.summary import GameOver, HandSummary

GAME_IDS = [g.id for g in GAMES]
#: The most turns-that-found-no-move a hand may take before the test gives up.
STUCK = 40


@pytest.mark.parametrize("language", [None, PSEUDO], ids=["system", "pseudo"])
@pytest.mark.parametrize("humans", [1, 2], ids=["solo", "pass-and-play"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_blind_player_plays_a_whole_hand_by_ear(tmp_path, game_id, humans, language):
    ear = Ear(tmp_path, language=language)
    try:
        dr.run_frames(ear.app, 2)
        seats = dr.default_seats(game_id, humans=humans)
        table = dr.new_table(ear.app, game_id, seats, seed=11)
        ear.table = table

        def run(frames: int) -> None:
            for _ in range(frames):
                if table.session.thinking:
                    table.session.decider.settle(timeout=10.0)
                ear.app.frame(dr.FRAME_S, (), draw=False)

        keys = controls.help_items(game_id)         # what the Keys panel says
        players = {s.name: BlindPlayer(ear, s.name, run, keys) for s in seats if s.is_human}
        holder = "You"
        answered = 0                                # the transcript's lines up to the last hand-off answered
        stuck = 0
        for _ in range(5_000):
            if isinstance(ear.app.stack.top, (HandSummary, GameOver)):
                break
            run(3)
            ear.new_lines()
            said = ear.lines()
            name = hand_off_to(said[max(answered, len(said) - 3):])
            if name is not None:                    # the named player takes the device
                answered = len(said)
                holder = name
                players[holder].press("return")
                continue
            if players[holder].turn() is False:
                stuck += 1
                assert stuck < STUCK, (game_id, ear.lines()[-30:])
        else:
            raise AssertionError("the hand never ended")
        assert isinstance(ear.app.stack.top, (HandSummary, GameOver))
        assert all(p.moves > 0 for p in players.values()), {n: p.moves for n, p in players.items()}
        escaped = sorted({line for line, _ in ear.escaped})
        assert not escaped, "said in English:\n" + "\n".join(escaped)   # in the pseudo-language
    finally:
        ear.close()
