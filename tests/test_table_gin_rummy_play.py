"""The Gin Rummy table driven by synthetic mouse and keyboard input, where
it differs from Fan Rummy's (what both share is ``test_table_gin_family.py``):
the first-upcard offer, taking the upcard by dragging it, a hand only gin
ends, the wall and its dead hand, an undercut, undo after a take, and the
deadwood box beside the hint."""

from __future__ import annotations

import time

import pygame

from fanucci_desktop.check import driver as dr
from fanucci_desktop.check.invariants import frame_check
from fanucci_desktop.engine.protocol import Move
from fanucci_desktop.ui.theme import DrawnText

from gin_family_table_kit import app  # noqa: F401  (the fixture)
from gin_family_table_kit import button, card, center, click, press, quiet, sprite, wait_for_human
from test_table_gin_rummy_kit import HANDS, crafted, drag, hand_center, new_table


# -- the first upcard ---------------------------------------------------------------------------
def test_the_first_upcard_offer_says_whose_it_is_and_what_passing_does(app):
    table = new_table(app)
    crafted(table, hands=HANDS, pile="7C", stock=31, phase="first_upcard")
    assert table.words.prompt() == ("First upcard: take the 7 of Clubs (T), or pass (N) and the dealer, "
                              "Ada, may take it.")
    assert [b.label for b in table.buttons.widgets] == ["Take upcard  (T)", "Pass  (N)"]
    assert button(table, "Pass").subtitle == "then the dealer"
    press(app, pygame.K_n)
    assert table.match.hands[-1].moves[-1] == "pass"
    assert table.log.texts()[-1] == "You turned down the first upcard, the 7 of Clubs."


def test_the_dealer_is_offered_the_upcard_after_a_pass_then_the_non_dealer_draws(app):
    table = new_table(app)
    crafted(table, hands=HANDS, pile="7C", stock=31, phase="first_upcard", dealer=0,
            upcard_passes=1, to_act=0)
    assert table.words.prompt() == ("Ada passed the first upcard. Take the 7 of Clubs (T), or pass (N) "
                              "too and Ada draws first from the stock.")
    assert button(table, "Pass").subtitle == "then they draw"
    crafted(table, hands=HANDS, pile="7C", stock=31, phase="first_upcard", upcard_passes=2)
    assert table.words.prompt() == "You both passed the first upcard: draw from the stock (D) to begin."
    assert [b.label for b in table.buttons.widgets] == ["Draw  (D)"]
    before = table.match.to_dict()
    press(app, pygame.K_t)                                # taking it now is refused, with the reason
    assert table.line.text == "Both players passed the first upcard: draw from the stock."
    assert table.match.to_dict() == before
    click(app, table.geo.targets["stock"].center)
    assert table.match.hands[-1].moves[-1] == "draw"


def test_taking_the_upcard_by_dragging_it_to_the_hand(app):
    table = new_table(app)
    crafted(table, hands=HANDS, pile="7C", stock=31, phase="first_upcard")
    drag(app, center(table, sprite(table, "discard")), (400, 200))    # let go off the hand
    assert table.match.hands[-1].moves == [] or table.match.hands[-1].moves[-1] != "take discard"
    assert table.line.text == "Drop the card on your hand to take it."
    drag(app, center(table, sprite(table, "discard")), hand_center(table))
    assert table.match.hands[-1].moves[-1] == "take discard"
    assert card("7C") in table.my_cards()


# -- knock and gin ------------------------------------------------------------------------------
def test_gin_only_hand_says_so(app):
    table = new_table(app)
    crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD KS", HANDS[1]], pile="7C",
            phase="discard", knock_value=0)
    assert not button(table, "Knock").enabled
    assert button(table, "Knock").subtitle == "gin only this hand"
    assert table.words.prompt().endswith("only gin ends this hand.")


def test_a_knock_the_rules_refuse_because_the_hand_is_gin_says_to_go_gin(app):
    """The greyed Knock said "would leave 0, limit 10" for a discard that
    makes gin, as if 0 were over the limit."""
    table = new_table(app)
    crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC QC KS", HANDS[1]], pile="7C", phase="discard")
    click(app, center(table, sprite(table, "hand:0", card("KS"))))
    assert table.chosen() == card("KS")
    assert not button(table, "Knock").enabled and button(table, "Gin").enabled
    assert button(table, "Knock").subtitle == "this is gin: go gin"
    click(app, center(table, sprite(table, "hand:0", card("9C"))))
    assert table.chosen() == card("9C")
    assert button(table, "Knock").enabled and button(table, "Knock").subtitle == "deadwood 10 of 10"


# -- the wall -------------------------------------------------------------------------------------
def test_a_pass_at_the_wall_ends_the_hand_dead_and_says_so(app):
    table = new_table(app)
    state = crafted(table, hands=HANDS[::-1], pile="KH", stock=2, phase="wall")
    assert not state.can_knock_with_upcard()
    assert "The wall" in table.words.prompt() and "the hand is dead" in table.words.prompt()
    assert any(label.text == "The wall: 2 left" for label in table.geo.labels)
    assert not button(table, "Take upcard").enabled
    before = table.match.to_dict()
    press(app, pygame.K_d)
    assert table.line.text == state.why_illegal(Move("draw"))
    press(app, pygame.K_t)
    assert table.line.text == state.why_illegal(Move("take", (), "discard"))
    assert table.match.to_dict() == before
    click(app, button(table, "Pass").rect.center)
    assert table.match.state.ending == "dead"
    assert table.words.prompt() == ("Dead hand: the stock reached the wall and the upcard made no knock; "
                              "nobody scores.")
    assert table.log.texts()[-2:] == ["You passed at the wall.", table.words.prompt()]
    backs = [s for s in table.sprites if s.zone == "hand:1"]
    assert len(backs) == 10 and all(s.card is None for s in backs)   # a dead hand shows nothing
    frame_check(app)()


def test_taking_the_upcard_at_the_wall_must_knock(app):
    table = new_table(app)
    crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC KS", HANDS[1]], pile="AD", stock=2,
            phase="wall")
    assert button(table, "Take upcard").enabled
    press(app, pygame.K_t)
    assert table.match.state.phase == "wall_knock"
    assert [b.label.split("  ")[0] for b in table.buttons.widgets] == ["Knock", "Gin"]
    assert table.words.prompt().startswith("You took the upcard at the wall: you must knock or go gin.")
    press(app, pygame.K_k)
    assert table.match.hands[-1].moves[-1] == "knock KS"


# -- the end of the hand ------------------------------------------------------------------------
def test_an_undercut_is_said_plainly(app):
    table = new_table(app)
    crafted(table, hands=["3H 4H 5H 7C 7D 7S JS QS KS AC", ""], pile="9D", phase="layoff",
            melds=["9C 10C JC"], deadwood="2D 3D 4S 5C", knock_down="KD",
            out_player=1, knocker_deadwood=14)
    press(app, pygame.K_n)
    assert table.match.state.ending == "knock"
    assert table.words.prompt() == "You undercut Ada: 1 deadwood against 14. You: +38."


# -- undo ---------------------------------------------------------------------------------------
def test_undo_names_the_card_that_was_taken_not_the_one_under_it(app):
    table = new_table(app, seed=5)
    for _ in range(40):                                   # a turn where the upcard may be taken
        assert wait_for_human(app, table) == "human"
        legal = table.match.state.legal_moves()
        if any(m.action == "take" for m in legal) and len(table.match.state.pile) > 1:
            break
        table.flow.play(next(m for m in legal if m.action in ("pass", "draw", "discard")))
    upcard, under = table.match.state.pile[-1], table.match.state.pile[-2]
    table.flow.play(next(m for m in table.match.state.legal_moves() if m.action == "take"))
    assert table.undo.blocked() == ""
    dr.run_frames(app, 1, events=dr.key(pygame.K_z, mod=pygame.KMOD_CTRL))
    assert table.line.text == f"Taken back: take the {upcard.name}.", under


# -- the hint and the deadwood box ---------------------------------------------------------------
def drawn_texts(app) -> list[str]:
    """Every text one drawn frame put on the screen."""
    app.theme.drawn = []
    app.frame(dr.FRAME_S)
    drawn, app.theme.drawn = app.theme.drawn, None
    return [d.text for d in drawn if isinstance(d, DrawnText)]


def test_the_deadwood_box_speaks_of_the_hinted_discard_not_another(app):
    table = new_table(app)
    crafted(table, hands=["2H 3H 4H 5S 5D 5C 9C 10C JC AD KS", HANDS[1]], pile="7C",
            phase="discard", knock_value=3)
    texts = drawn_texts(app)
    assert "Best discard leaves" in texts and "1" in texts     # the King of Spades leaves the Ace
    table.hint.move = Move("discard", (card("AD"),))         # advice that keeps more deadwood
    table.line.text = "Hint: " + table.words.log_label(table.hint.move)
    texts = drawn_texts(app)
    assert "Hint: discard the Ace of Diamonds" in texts
    assert "Best discard leaves" not in texts, "the box must not contradict the hint"
    assert "The hint leaves" in texts and "10" in texts
    table.hint.clear()                                       # the AI's own hint agrees with the box
    press(app, pygame.K_h)
    for _ in range(300):                                     # the hint is thought on a worker
        if table.hint.move is not None:
            break
        time.sleep(0.01)
        quiet(app, 1)
    hinted = table.hint.move.cards[0]
    texts = drawn_texts(app)
    assert str(table.deadwood_info()[1][hinted]) in texts and "Best discard leaves" not in texts
