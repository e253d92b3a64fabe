"""Classic Gin Rummy: one test per rule point of the rules we play (the
common rules of Hoyle and of most gin apps; OpenSpiel's ``gin_rummy`` as
the house rule OpenSpiel's scoring)."""

from __future__ import annotations

import pytest

from fanucci_desktop.engine import HandContext, IllegalMove, Match, Move, parse_cards
from fanucci_desktop.games import get_game
from fanucci_desktop.games.gin_rummy import GinState, rules

GAME = get_game("gin-rummy")


def cards(text: str):
    return parse_cards(text)


def rest_of_deck(*used: list) -> list:
    """Every card not in ``used``, in deck order (a stock for a built state)."""
    taken = {c for group in used for c in group}
    return [c for c in rules.DECK if c not in taken]


def built(hand0: str, hand1: str, pile: str, *, phase: str = "take", to_act: int = 0,
          stock_size: int | None = None, **kw) -> GinState:
    """A state with the given hands and face-up pile (top last); the stock is
    the rest of the deck (cut to ``stock_size`` cards, the rest going under
    the pile's bottom card, which keeps every card in play)."""
    h0, h1, p = cards(hand0), cards(hand1), cards(pile)
    stock = rest_of_deck(h0, h1, p)
    if stock_size is not None:
        p = stock[stock_size:] + p
        stock = stock[:stock_size]
    return GinState(dealer=1, hands=[h0, h1], stock=stock, pile=p, phase=phase,
                    to_act=to_act, **kw)


MELDED = "AS 2S 3S 4S 5H 5D 5C 9H 10H JH"           # deadwood 0 (3 melds + 1 run)
KNOCKABLE = "AS 2S 3S 5H 5D 5C 9H 10H JH 4D"       # deadwood 4


def test_deal_ten_each_one_upcard_rest_stock():
    state = GAME.new_hand(HandContext(2, 1, 1, seed=7))
    zones = state.zones()
    assert len(GAME.deck()) == 52
    assert len(zones["hand:0"]) == len(zones["hand:1"]) == 10
    assert len(zones["discard"]) == 1 and len(zones["stock"]) == 31
    assert state.current_player == 0 and state.phase == "first_upcard"


def test_card_values_ace_one_pips_faces_ten():
    assert [rules.card_value(c) for c in cards("AS 2H 9D 10C JS QH KD")] == [1, 2, 9, 10, 10, 10, 10]


def test_melds_sets_of_three_or_four_runs_ace_low_only():
    assert rules.is_valid_meld(cards("7S 7H 7D"))
    assert rules.is_valid_meld(cards("7S 7H 7D 7C"))
    assert rules.is_valid_meld(cards("AH 2H 3H"))
    assert not rules.is_valid_meld(cards("QH KH AH"))
    assert not rules.is_valid_meld(cards("7S 8S 9H"))


def test_deadwood_is_least_over_all_arrangements():
    # 7S belongs to the set of sevens or to the run 7-8-9 of spades, never
    # both: the run leaves 43 (7H 7D KC QD 2C 3D 4H), the set 46.
    hand = cards("7S 7H 7D 8S 9S KC QD 2C 3D 4H")
    assert rules.deadwood(hand) == 7 + 7 + 10 + 10 + 2 + 3 + 4
    assert rules.deadwood(cards(MELDED)) == 0


def test_first_upcard_offer_nondealer_then_dealer():
    state = GAME.new_hand(HandContext(2, 1, 1, seed=3))
    assert state.current_player == 0
    assert set(state.legal_moves()) == {Move.parse("take discard"), Move("pass")}
    state.apply(Move("pass"))
    assert state.current_player == 1 and state.phase == "first_upcard"
    assert set(state.legal_moves()) == {Move.parse("take discard"), Move("pass")}
    state.apply(Move("pass"))
    assert state.current_player == 0 and state.legal_moves() == [Move("draw")]
    up = state.upcard
    state.apply(Move("draw"))
    assert state.phase == "discard" and state.upcard == up
    assert state.passed[0] == [up] and state.passed[1] == [up]


def test_taker_of_first_upcard_discards_and_play_passes_on():
    state = GAME.new_hand(HandContext(2, 1, 1, seed=3))
    state.apply(Move("pass"))
    up = state.upcard
    state.apply(Move.parse("take discard"))
    assert up in state.hands[1] and state.phase == "discard" and state.current_player == 1
    card = next(c for c in state.hands[1] if c != up)
    state.apply(Move("discard", (card,)))
    assert state.current_player == 0 and state.phase == "take" and state.upcard == card


def test_turn_take_upcard_or_stock_then_discard_face_up():
    state = built("AS 2S 3S 5H 5D 5C 9H 10H JH KC", "AH 2H 3H 4H 6C 7C 8C 9C QS QD", "4D")
    assert set(state.legal_moves()) == {Move("draw"), Move.parse("take discard")}
    top = state.stock[-1]
    state.apply(Move("draw"))
    assert top in state.hands[0] and len(state.hands[0]) == 11
    with pytest.raises(IllegalMove, match="already taken"):
        state.apply(Move("draw"))
    state.apply(Move("discard", (cards("KC")[0],)))
    assert state.pile == cards("4D KC") and state.current_player == 1


def test_only_the_top_discard_may_be_taken():
    state = built("AS 2S 3S 5H 5D 5C 9H 10H JH KC", "AH 2H 3H 4H 6C 7C 8C 9C QS QD", "8D 4D")
    state.apply(Move.parse("take discard"))
    assert cards("4D")[0] in state.hands[0] and state.pile == cards("8D")


def test_knock_needs_deadwood_at_most_the_knock_value():
    state = built(KNOCKABLE, "AH 2H 3H 4H 6C 7C 8C 9C QS QD", "KD", phase="discard",
                  to_act=0)
    state.hands[0].append(cards("KD")[0])
    state.pile = []
    moves = state.legal_moves()
    assert Move("knock", tuple(cards("KD"))) in moves
    assert Move("knock", tuple(cards("AS"))) not in moves      # breaks the run: 17 left
    with pytest.raises(IllegalMove, match="at most 10"):
        state.apply(Move("knock", tuple(cards("AS"))))


def test_knock_discards_face_down_and_lays_out_melds_and_deadwood():
    state = built(KNOCKABLE + " KD", "AH 2H 3H 4H 6C 7C 8C 9C QS QD", "", phase="discard")
    state.apply(Move("knock", tuple(cards("KD"))))
    assert state.knock_discard == cards("KD")[0] and "KD" not in str(state.pile)
    assert "knock_discard" in state.hidden_zones(1) and "knock_discard" not in state.hidden_zones(0)
    assert state.observation(1).knock_discard is None
    assert state.observation(0).knock_discard == cards("KD")[0]
    assert sorted(map(str, state.shown_deadwood)) == ["4D"] and state.knocker_deadwood == 4
    assert state.hands[0] == [] and len(state.melds) == 3
    assert state.phase == "layoff" and state.current_player == 1


def test_gin_is_a_knock_with_no_deadwood():
    state = built(MELDED + " KD", "AH 2H 3H 4H 6C 7C 8C 9C QS QD", "", phase="discard")
    moves = state.legal_moves()
    assert Move("gin", tuple(cards("KD"))) in moves
    assert Move("knock", tuple(cards("KD"))) not in moves
    with pytest.raises(IllegalMove, match="that is gin"):
        state.apply(Move("knock", tuple(cards("KD"))))
    state.apply(Move("gin", tuple(cards("KD"))))
    assert state.ending == "gin" and state.is_over


def test_defender_lays_off_after_a_knock():
    state = built(KNOCKABLE + " KD", "6S 5S 7H 8H QC JC KS 6D 8D 2C", "", phase="discard")
    state.apply(Move("knock", tuple(cards("KD"))))
    layoffs = {m.cards[0] for m in state.legal_moves() if m.action == "layoff"}
    assert layoffs == set(cards("5S 8H"))      # the fourth five; the 8 below 9-10-J of hearts
    run = next(i for i, m in enumerate(state.melds) if cards("9H")[0] in m)
    state.apply(Move("layoff", tuple(cards("8H")), "meld", run))
    # The 8 laid off makes room for the 7 of hearts.
    assert Move("layoff", tuple(cards("7H")), "meld", run) in state.legal_moves()
    state.apply(Move("layoff", tuple(cards("7H")), "meld", run))
    state.apply(Move("done"))
    assert state.defender_deadwood == rules.deadwood(cards("6S 5S QC JC KS 6D 8D 2C"))


LONG_RUN_KNOCK = ("4D 5D 6D 10H JH QH KH 2S 3C AC", "7D 3D 2D AD 8D 9D 5C 6C JS QS")


def knocked_on_a_run(**kw) -> tuple[GinState, int]:
    """Seat 0 knocks with 4-5-6 of diamonds among its melds; seat 1 holds
    A-2-3 and 7-8-9 of diamonds. Returns the state and the run's meld."""
    state = built(*LONG_RUN_KNOCK, "", phase="discard", **kw)
    state.hands[0].append(cards("KS")[0])
    state.apply(Move("knock", tuple(cards("KS"))))
    return state, next(i for i, m in enumerate(state.melds) if cards("4D")[0] in m)


def test_a_run_takes_lay_offs_at_either_end_as_many_as_fit():
    state, run = knocked_on_a_run()
    for text in ("7D", "3D", "2D", "8D", "AD", "9D"):
        assert Move("layoff", tuple(cards(text)), "meld", run) in state.legal_moves(), text
        state.apply(Move("layoff", tuple(cards(text)), "meld", run))
    assert sorted(c.rank for c in state.melds[run]) == list(range(1, 10))
    state.apply(Move("done"))
    assert state.defender_deadwood == rules.deadwood(cards("5C 6C JS QS"))


def test_openspiel_scoring_grows_a_run_by_at_most_two_cards_at_each_end():
    state, run = knocked_on_a_run(openspiel=True)
    for text in ("7D", "3D", "2D", "8D"):
        state.apply(Move("layoff", tuple(cards(text)), "meld", run))
    moves = state.legal_moves()
    assert Move("layoff", tuple(cards("AD")), "meld", run) not in moves
    assert Move("layoff", tuple(cards("9D")), "meld", run) not in moves
    with pytest.raises(IllegalMove, match="at most two cards"):
        state.apply(Move("layoff", tuple(cards("AD")), "meld", run))


def test_no_layoffs_against_gin():
    state = built(MELDED + " KD", "6S 6H 6D 8H QC JC KS 6C 8D 2C", "", phase="discard")
    state.apply(Move("gin", tuple(cards("KD"))))
    assert state.is_over and state.laid_off == [] and state.legal_moves() == []
    assert state.defender_deadwood == rules.deadwood(cards("6S 6H 6D 8H QC JC KS 6C 8D 2C"))


def test_knock_scores_the_deadwood_difference():
    state = built(KNOCKABLE + " KD", "6H 6D 6C 8H QC JC KS 2D 3C 9C", "", phase="discard")
    state.apply(Move("knock", tuple(cards("KD"))))
    state.apply(Move("done"))
    theirs = rules.deadwood(cards("6H 6D 6C 8H QC JC KS 2D 3C 9C"))
    assert state.hand_scores() == [theirs - 4, 0]


def test_undercut_bonus_25():
    state = built("AS 2S 3S 5H 5D 5C 9H 10H JH 8D KD", "6H 6D 6C 7S 8S 9S 10S 2D AC 3C", "",
                  phase="discard")
    state.apply(Move("knock", tuple(cards("KD"))))
    assert state.knocker_deadwood == 8 and state.legal_moves() == [Move("done")]
    state.apply(Move("done"))
    assert state.defender_deadwood == 6
    assert state.hand_scores() == [0, 25 + 8 - 6]
    assert "Undercut" in state.score_details()[1]


EQUAL_DEADWOOD = (KNOCKABLE + " KD", "6H 6D 6C 7S 8S 9S 10S JS AD 3C")


def test_equal_deadwood_after_a_knock_is_an_undercut():
    state = built(*EQUAL_DEADWOOD, "", phase="discard")
    state.apply(Move("knock", tuple(cards("KD"))))
    state.apply(Move("done"))
    assert state.knocker_deadwood == state.defender_deadwood == 4
    assert state.hand_scores() == [0, 25]
    assert state.score_details()[1] == (
        "Undercut: 25 points, 25 for the undercut, with equal deadwood: the knocker's 4 deadwood "
        "(4 of Diamonds) against 4 (Ace of Diamonds and 3 of Clubs)")
    assert state.winner == 1 and state.carry() == {"hands_won": [0, 1]}


def test_openspiel_scoring_equal_deadwood_scores_nothing():
    state = built(*EQUAL_DEADWOOD, "", phase="discard", openspiel=True)
    state.apply(Move("knock", tuple(cards("KD"))))
    state.apply(Move("done"))
    assert state.knocker_deadwood == state.defender_deadwood == 4
    assert state.hand_scores() == [0, 0] and "nobody scores" in state.score_details()[0]
    assert state.carry() == {"hands_won": [0, 0]}


def test_openspiel_scoring_is_a_house_rule_seen_by_both_seats():
    spec = next(o for o in GAME.options if o.key == "openspiel")
    assert spec.label == "OpenSpiel's scoring"
    on = GAME.new_hand(HandContext(2, 1, 1, seed=7, options={"openspiel": True}))
    assert on.openspiel and on.observation(0).openspiel and on.observation(1).openspiel


def test_the_rules_text_says_equal_deadwood_undercuts_and_runs_grow_without_limit():
    from fanucci_desktop.games.gin_rummy.record import RULES
    text = " ".join(p for section in RULES for p in section.paragraphs)
    assert "no more deadwood than the knocker, that is an undercut" in text
    assert "With equal counts nobody scores" not in text
    assert "as many as fit" in text and "two more at each end" not in text
    assert "OpenSpiel's scoring" in text and "equal deadwood after a knock scores nothing" in text


def test_gin_scores_25_plus_the_defenders_deadwood():
    state = built(MELDED + " KD", "6H 6D 6C 8H QC JC KS 2D 3C 9C", "", phase="discard")
    state.apply(Move("gin", tuple(cards("KD"))))
    theirs = rules.deadwood(cards("6H 6D 6C 8H QC JC KS 2D 3C 9C"))
    assert state.hand_scores() == [25 + theirs, 0]


def test_wall_two_cards_only_knock_with_upcard():
    state = built(KNOCKABLE, "AH 2H 3H 4H 6C 7C 8C 9C QS QD", "KD 7S", phase="discard",
                  to_act=1, stock_size=3)
    state.hands[1].append(state.stock.pop())
    state.apply(Move("discard", (state.hands[1][-1],)))
    assert len(state.stock) == 2 and state.phase == "wall" and state.current_player == 0
    assert set(state.legal_moves()) == {Move.parse("take discard"), Move("pass")}
    with pytest.raises(IllegalMove, match="last two cards"):
        state.apply(Move("draw"))
    state.apply(Move.parse("take discard"))
    assert state.phase == "wall_knock"
    assert {m.action for m in state.legal_moves()} <= {"knock", "gin"}


def test_wall_without_a_knock_the_hand_is_dead():
    dead = built("AS 3S 5S 7S 9S JS KH QH 2D 4D", "AH 2H 3H 4H 6C 7C 8C 9C QS QD", "8D 6D",
                 phase="wall", to_act=0, stock_size=2)
    assert dead.legal_moves() == [Move("pass")]
    with pytest.raises(IllegalMove, match="only to knock"):
        dead.apply(Move.parse("take discard"))
    dead.apply(Move("pass"))
    assert dead.is_over and dead.ending == "dead" and dead.hand_scores() == [0, 0]
    assert dead.keeps_dealer()


def test_wall_knock_with_the_upcard():
    state = built(KNOCKABLE, "AH 2H 3H 4H 6C 7C 8C 9C QS QD", "KD 6D", phase="wall",
                  to_act=0, stock_size=2)
    assert set(state.legal_moves()) == {Move.parse("take discard"), Move("pass")}
    state.apply(Move.parse("take discard"))
    with pytest.raises(IllegalMove, match="must knock"):
        state.apply(Move("discard", tuple(cards("6D"))))
    state.apply(Move("knock", tuple(cards("6D"))))
    assert state.ending == "knock" and state.phase == "layoff"


def test_endless_exchange_is_a_dead_hand():
    state = built("AS 2S 3S 5H 5D 5C 9H 10H JH KC", "AH 2H 3H 4H 6C 7C 8C 9C QS QD", "8D")
    state.apply(Move.parse("take discard"))
    state.apply(Move("discard", tuple(cards("8D"))))
    assert state.exchange_repeated and not state.is_over
    state.apply(Move.parse("take discard"))
    state.apply(Move("discard", tuple(cards("8D"))))
    assert state.is_over and state.ending == "dead" and state.hand_scores() == [0, 0]


def test_one_exchange_then_another_card_keeps_the_hand_alive():
    state = built("AS 2S 3S 5H 5D 5C 9H 10H JH KC", "AH 2H 3H 4H 6C 7C 8C 9C QS QD", "8D")
    state.apply(Move.parse("take discard"))
    state.apply(Move("discard", tuple(cards("8D"))))
    state.apply(Move.parse("take discard"))
    state.apply(Move("discard", tuple(cards("QS"))))
    assert not state.is_over and not state.exchange_repeated


def test_fifty_upcard_takes_kill_the_hand():
    state = built("AS 2S 3S 5H 5D 5C 9H 10H JH KC", "AH 2H 3H 4H 6C 7C 8C 9C QS QD", "8D",
                  upcard_takes=48)
    state.apply(Move.parse("take discard"))
    state.apply(Move("discard", tuple(cards("KC"))))
    assert state.upcard_takes == 49 and not state.is_over
    state.apply(Move.parse("take discard"))
    assert state.is_over and state.ending == "dead" and state.upcard == cards("KC")[0]


def _play_hand(match: Match, *, dead: bool) -> None:
    """End the current hand of ``match``: dead at the wall, or by a knock."""
    state = match.state
    while not state.is_over:
        moves = state.legal_moves()
        if dead:
            pick = next((m for m in moves if m.action in ("draw", "pass")), moves[0])
            if state.phase == "discard":
                pick = next(m for m in moves if m.action == "discard")
        else:
            pick = next((m for m in moves if m.action in ("gin", "knock", "done")), None) \
                or next((m for m in moves if m.action in ("draw", "pass")), None) \
                or min((m for m in moves if m.action == "discard"),
                       key=lambda m: rules.deadwood([c for c in state.hands[state.to_act]
                                                     if c != m.cards[0]]))
        match.apply(pick)


def test_match_to_100_deal_alternates_dead_hand_same_dealer():
    match = Match(GAME, 2, seed=5)
    match.deal()
    first = match.dealer
    _play_hand(match, dead=True)
    if match.state.ending == "dead":
        match.deal()
        assert match.dealer == first                # a dead hand: the same dealer again
    dealers = [match.dealer]
    while not match.is_over and len(match.hands) < 400:
        if match.needs_deal:
            before = match.state.ending
            previous = match.dealer
            match.deal()
            assert match.dealer == (previous if before == "dead" else 1 - previous)
            dealers.append(match.dealer)
            continue
        _play_hand(match, dead=False)
    assert match.is_over and max(match.totals) >= 100 == GAME.info.target_score


def test_house_rules_are_off_by_default():
    assert GAME.resolve_options({}) == {"target": 100, "oklahoma": False, "low_knock": False,
                                        "big_gin": False, "game_bonuses": False,
                                        "openspiel": False}
    state = GAME.new_hand(HandContext(2, 1, 1, seed=2))
    assert state.knock_value == 10 and not state.big_gin and not state.game_bonuses
    assert not state.openspiel


def test_oklahoma_upcard_sets_the_knock_value_ace_demands_gin():
    seen = {}
    for seed in range(60):
        state = GAME.new_hand(HandContext(2, 1, 1, seed, {"oklahoma": True}))
        seen[state.upcard.rank] = state.knock_value
    assert seen[1] == 0 and seen[7] == 7 and seen[12] == 10
    assert rules.oklahoma_knock_value(cards("AS")[0]) == 0
    gin_only = built(KNOCKABLE + " KD", "AH 2H 3H 4H 6C 7C 8C 9C QS QD", "", phase="discard",
                     knock_value=0)
    assert not [m for m in gin_only.legal_moves() if m.action == "knock"]
    with pytest.raises(IllegalMove, match="only gin"):
        gin_only.apply(Move("knock", tuple(cards("KD"))))


def test_low_knock_house_rule_knocks_with_five_or_less():
    state = GAME.new_hand(HandContext(2, 1, 1, seed=2, options={"low_knock": True}))
    assert state.knock_value == 5
    six = built("AS 2S 3S 5H 5D 5C 9H 10H JH 6D KD", "AH 2H 3H 4H 6C 7C 8C 9C QS QD", "",
                phase="discard", knock_value=5)
    assert not [m for m in six.legal_moves() if m.action == "knock"]


def test_big_gin_house_rule_31_plus_deadwood_no_discard():
    hand = cards("AS 2S 3S 4S 5H 5D 5C 9H 10H JH QH")
    other = cards("6H 6C 8H QC JC KS 2D 3C 9C 4H")
    plain = GinState(dealer=1, hands=[list(hand), list(other)], stock=rest_of_deck(hand, other),
                     pile=[], phase="discard", to_act=0)
    assert Move("big-gin") not in plain.legal_moves()
    with pytest.raises(IllegalMove, match="house rule"):
        plain.apply(Move("big-gin"))
    big = GinState(dealer=1, hands=[list(hand), list(other)], stock=rest_of_deck(hand, other),
                   pile=[], phase="discard", to_act=0, big_gin=True)
    big.apply(Move("big-gin"))
    assert big.ending == "big-gin" and big.knock_discard is None
    assert big.hand_scores() == [31 + rules.deadwood(other), 0]


def test_game_bonuses_house_rule_at_the_end_of_the_match():
    other = cards("6H 6D 6C 8H QC JC KS 2D 3C 9C")
    hand = cards(MELDED + " KD")
    state = GinState(dealer=1, hands=[list(hand), list(other)], stock=rest_of_deck(hand, other),
                     pile=[], phase="discard", to_act=0, game_bonuses=True, totals=(90, 40),
                     hands_won=(3, 2))
    state.apply(Move("gin", tuple(cards("KD"))))
    gin = 25 + rules.deadwood(other)
    assert state.hand_scores() == [gin + 100 + 20 * 4, 20 * 2]
    assert "Match bonuses" in state.score_details()[1]
    quiet = GinState(dealer=1, hands=[list(hand), list(other)], stock=rest_of_deck(hand, other),
                     pile=[], phase="discard", to_act=0, game_bonuses=True, totals=(0, 0))
    quiet.apply(Move("gin", tuple(cards("KD"))))
    assert quiet.hand_scores() == [gin, 0]
    assert quiet.carry() == {"hands_won": [1, 0]}
