"""Prompt and ending sentences a player reads whole (QA after issue 41):
Gin and Fan Rummy's discard prompt said "X discards, double-click too.";
Flathead with two players said "the others laid off what they could", and
its lay-off step had two different prompts, one naming a "Done (N)" button
that reads "Done laying off"."""

from __future__ import annotations

import pytest

from fanucci_desktop.check import driver as dr
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.session.seats import Seat


@pytest.mark.parametrize("game_id", ["gin-rummy", "fan-rummy"])
def test_the_discard_prompt_is_a_sentence_naming_the_key_and_the_double_click(app, game_id):
    table = dr.new_table(app, game_id, [Seat("You"), Seat("Ada", "easy")], seed=5)
    pilot = dr.Autopilot(app, table, seed=3)
    said = []
    for _ in range(20):
        if not pilot.play(lambda: table.session.human_turn and not table.busy, max_frames=60_000):
            break
        discards = [m.cards[0] for m in table.match.legal_moves() if m.action == "discard"]
        if discards:
            table.select(next(s for s in table.hand_sprites() if s.card == discards[0]))
            said += [p for p in [table.words.prompt()] if " deadwood" in p]
            table.select(None)
        pilot.moves(1)
    assert said
    for prompt in said:
        assert prompt.endswith("deadwood: discard it (X) or double-click the card."), prompt


def test_flathead_lay_offs_after_going_out_are_said_one_way_with_the_button_as_it_reads(app):
    for seed in range(1, 15):
        table = dr.new_table(app, "flathead-rummy", [Seat("You"), Seat("Ada", "easy")], seed=seed)
        pilot = dr.Autopilot(app, table, seed=1)
        if pilot.play(lambda: table.session.human_turn and not table.busy and app.stack.top is table
                      and table.sight.observation().phase == "final_layoffs", max_frames=80_000):
            break
        app.stack.pop()
    else:
        raise AssertionError("Ada never went out first")
    table.selected = []
    table.refresh_actions()
    winner = table.seats[table.sight.observation().winner].name
    line = f"{winner} went out: lay off what you can on the melds, then press Done laying off (N)."
    assert table.words.prompt() == line
    assert table.words.why_not(Move("draw")) == line
    assert "Done laying off  (N)" in [b.label for b in table.buttons.widgets] or not table.buttons.widgets


def test_flathead_with_two_players_names_the_other_at_the_hand_end(app):
    table = dr.new_table(app, "flathead-rummy", [Seat("You"), Seat("Ada", "easy")], seed=3)
    pilot = dr.Autopilot(app, table, seed=1)
    assert pilot.play(lambda: table.sight.observation() is not None and table.sight.observation().winner is not None,
                      max_frames=200_000)
    ending = table.words.hand_ending()
    assert "the others" not in ending, ending
    other = "you" if table.sight.observation().winner == 1 else "Ada"
    assert ending.endswith(f"went out; then {other} could lay off cards."), ending
