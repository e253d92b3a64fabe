"""Issue 54, item 13: Q (the trick) says who played each card, who folded,
who is high and what beats the high card, not the cards alone."""

from __future__ import annotations


from ear_kit import cards_named
from fanucci_desktop.check import driver as dr
from fanucci_desktop.ui.controls import BINDINGS, Act


def test_q_says_who_played_each_card_who_folded_and_who_is_high(ear):
    table = dr.new_table(ear.app, "trophy-case", dr.default_seats("trophy-case"), seed=8)
    ear.table = table

    def a_trick_with_a_fold() -> bool:
        obs = table.sight.observation()
        return (table.session.human_turn and not table.busy and obs is not None
                and len(obs.trick) >= 2 and bool(obs.folded))
    dr.Autopilot(ear.app, table).play(a_trick_with_a_fold)
    dr.run_frames(ear.app, 2)
    dr.until_presses_count(ear.app)
    ear.new_lines()
    (said,) = ear.press(BINDINGS[Act.READ_TRICK].keys[0])
    obs = table.sight.observation()
    name = {s: ("you" if s == table.sight.you else seat.name) for s, seat in enumerate(table.seats)}
    for seat, card in zip(obs.trick_players, obs.trick):
        who = name[seat]
        assert f"{who} the {card.name}" in said, said
    assert all(table.seats[s].name in said.split(".")[1] or s == table.sight.you for s in obs.folded)
    assert "folded." in said
    high_seat = obs.trick_players[obs.high]
    high_name = "You are" if high_seat == table.sight.you else f"{table.seats[high_seat].name} is"
    assert f"{high_name} high with the {obs.trick[obs.high].name}: a trump beats it" in said
    assert sorted(cards_named(said.split(" high with")[0])) == sorted(obs.trick)
