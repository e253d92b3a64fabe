"""Fortune Rummy hand state: turns, taking the pile, melds, the Queen of Spades,
going out, the stock running out, scores, options and the observation."""

import json
from collections import Counter

import pytest

from fanucci_desktop.engine import HandContext, IllegalMove, Match, Move, parse_cards
from fanucci_desktop.engine.rng import new_rng, shuffled
from fanucci_desktop.games import get_game
from fanucci_desktop.games.fortune_rummy.state import FortuneState

GAME = get_game("fortune-rummy")
KEYS = {"sets_over_four", "aces_fifteen", "shuffle_discards", "four_card_sequences",
        "queen_of_spades_free"}


def texts(text):
    return [str(c) for c in parse_cards(text)]


def make(hands, *, stock="", pile="5C", melds=(), to_act=0, phase="play", options=None,
         fill=True, restocks=0, melded_since_restock=False, seed=7):
    """A state from card texts. ``stock`` and ``pile`` are bottom first; with
    ``fill`` every card not placed goes under the stock so all 104 are there."""
    used = Counter(parse_cards(" ".join(list(hands) + [stock, pile]
                                         + [m for _, m in melds])))
    rest = Counter(GAME.deck()) - used
    assert not used - Counter(GAME.deck()), "more than two copies of a card"
    stock_cards = (sorted(rest.elements()) if fill else []) + parse_cards(stock)
    data = {
        "game": "fortune-rummy", "num_players": len(hands), "dealer": len(hands) - 1,
        "hand_number": 1, "seed": seed,
        "options": {k: bool((options or {}).get(k, False)) for k in sorted(KEYS)},
        "hands": [texts(h) for h in hands], "stock": [str(c) for c in stock_cards],
        "discard": texts(pile),
        "melds": [{"owner": o, "cards": texts(m)} for o, m in melds],
        "seen_discards": [texts(pile)[-1:] for _ in hands],
        "to_act": to_act, "phase": phase, "restocks": restocks,
        "melded_since_restock": melded_since_restock, "totals": [0] * len(hands), "ended": None,
        "went_out": None,
    }
    return GAME.state_from_dict(data)


def mv(text):
    return Move.parse(text)


def hand_of(state, seat):
    return " ".join(state.observation(seat).to_dict()["hand"])


# -- the deal ----------------------------------------------------------------------------

@pytest.mark.parametrize("players", range(2, 9))
def test_ruling_two_decks_eleven_cards_each_and_an_up_card(players):
    deck = GAME.deck()
    assert len(deck) == 104 and all(n == 2 for n in Counter(deck).values())
    state = GAME.new_hand(HandContext(players, 0, 1, 99))
    zones = state.zones()
    assert [len(zones[f"hand:{s}"]) for s in range(players)] == [11] * players
    assert len(zones["discard"]) == 1
    assert len(zones["stock"]) == 104 - 11 * players - 1
    assert state.current_player == 1 and state.observation(1).phase == "take"
    deals = [e for e in state.opening_events() if e.kind == "deal"]
    assert sorted(e.dst for e in deals) == sorted(
        [f"hand:{s}" for s in range(players)] + ["discard"])


def test_deal_is_decided_by_the_seed():
    a = GAME.new_hand(HandContext(4, 2, 1, 1234))
    b = GAME.new_hand(HandContext(4, 2, 1, 1234))
    c = GAME.new_hand(HandContext(4, 2, 1, 1235))
    assert a == b and a != c


# -- taking ------------------------------------------------------------------------------

def test_a_turn_starts_by_taking():
    state = make(["5H 6H 7H KC", "9D 9S 3C"], phase="take")
    assert state.why_illegal(mv("meld 5H 6H 7H")).startswith("You must take a card first")
    assert state.why_illegal(mv("discard KC")).startswith("You must take a card first")
    top = state.zones()["stock"][-1]
    events = state.apply(mv("draw"))
    assert events[0].kind == "draw" and events[0].src == "stock" and events[0].dst == "hand:0"
    assert events[0].cards == (top,)
    assert state.observation(0).phase == "play"
    assert state.why_illegal(mv("draw")) == "You have already taken a card this turn."


def test_ruling_take_pile_only_by_melding_top_card_with_two_hand_cards():
    state = make(["7S 7D 8H KC", "9D 9S 3C"], pile="3C 9D 7H", phase="take")
    legal = state.legal_moves()
    assert set(legal) == {mv("draw"), mv("take-pile 7S 7D")}
    assert "at least two cards" in state.why_illegal(mv("take-pile 7S"))
    assert "must go into a meld" in state.why_illegal(mv("take-pile 7S KC"))
    events = state.apply(mv("take-pile 7S 7D"))
    assert [(e.kind, e.src, e.dst) for e in events] == [
        ("take", "discard", "meld:0"), ("meld", "hand:0", "meld:0"),
        ("take", "discard", "hand:0")]
    zones = state.zones()
    assert sorted(map(str, zones["meld:0"])) == ["7D", "7H", "7S"]
    assert zones["discard"] == []
    assert sorted(hand_of(state, 0).split()) == sorted(["8H", "KC", "3C", "9D"])
    assert state.observation(1).melds[0][0] == 0
    assert state.why_illegal(mv("discard 8H")) is None


def test_the_cards_taken_with_the_pile_are_known_in_the_takers_hand_until_played():
    """Everyone saw the pile go into the taker's hand: the observation of
    every seat shows those cards there until the taker plays them, and a
    world sampled for another seat always deals them to the taker."""
    import random

    state = make(["7S 7D 8H KC", "9D 9S 3C"], pile="3C 9D 7H", phase="take")
    state.apply(mv("take-pile 7S 7D"))
    for seat in (0, 1):
        assert sorted(map(str, state.observation(seat).known_in_hands[0])) == ["3C", "9D"]
    assert state.observation(1).known_in_hands[1] == ()
    state.apply(mv("discard 9D"))
    assert [str(c) for c in state.observation(1).known_in_hands[0]] == ["3C"]
    for seed in range(20):
        world = GAME.sample_state(state.observation(1), random.Random(seed))
        assert "3C" in world.observation(0).to_dict()["hand"]
        assert world.observation(1).to_dict() == state.observation(1).to_dict()


def test_take_pile_with_a_deuce_on_top_and_with_deuces_from_hand():
    state = make(["9H 10H 4C", "3S 3D 3C"], pile="KS 2D", phase="take")
    assert mv("take-pile 9H 10H") in state.legal_moves()
    state = make(["9H 2C 4C", "3S 3D 3C"], pile="KS JH", phase="take")
    assert mv("take-pile 9H 2C") in state.legal_moves()
    # Moves have one canonical card order, and the reason shows it.
    assert state.why_illegal(mv("take-pile 2C 9H")) == \
        "Name the cards in their usual order: 9 of Hearts and 2 of Clubs."
    state = make(["4C 2C 9H", "3S 3D 3C"], pile="KS 2D", phase="take")
    assert "two natural" in state.why_illegal(mv("take-pile 2C 4C"))


def test_taking_the_pile_may_go_out_at_once():
    state = make(["8S 8D", "3S 3D 3C"], pile="4H 8C", phase="take")
    state.apply(mv("take-pile 8S 8D"))
    assert not state.is_over and hand_of(state, 0) == "4H"  # the rest of the pile joins
    state = make(["8S 8D", "3S 3D 3C"], pile="8C", phase="take")
    state.apply(mv("take-pile 8S 8D"))
    assert state.is_over and state.observation(1).went_out == 0


# -- melds and additions -------------------------------------------------------------------

def test_ruling_add_only_to_own_melds():
    state = make(["8H 9C QD", "KD KS 4C"], melds=[(1, "5H 6H 7H"), (0, "9S 9H 9D")])
    assert state.why_illegal(mv("add 8H -> meld 0")) == "You may add cards only to your own melds."
    assert state.why_illegal(mv("add 9C -> meld 1")) is None
    assert all(m.index != 0 for m in state.legal_moves() if m.action == "add")
    assert {m for m in state.legal_moves() if m.action == "add"} == {mv("add 9C -> meld 1")}
    events = state.apply(mv("add 9C -> meld 1"))
    assert events[0].kind == "layoff" and events[0].dst == "meld:1"
    assert sorted(map(str, state.zones()["meld:1"])) == ["9C", "9D", "9H", "9S"]


def test_house_rule_four_card_sequences_off_and_on_for_additions():
    melds = [(0, "5H 6H 7H 8H")]
    off = make(["9H 4C KS", "KD KS 4C"], melds=melds)
    on = make(["9H 4C KS", "KD KS 4C"], melds=melds, options={"four_card_sequences": True})
    assert off.why_illegal(mv("add 9H -> meld 0")) is None
    assert "at most four cards (house rule)" in on.why_illegal(mv("add 9H -> meld 0"))
    assert not [m for m in on.legal_moves() if m.action == "add"]


def test_an_addition_must_keep_the_meld_valid():
    state = make(["9C 10S 4C", "KD KS 4C"], melds=[(0, "9S 9H 9D 9S")])
    assert "at most four" in state.why_illegal(mv("add 9C -> meld 0"))
    assert state.why_illegal(mv("add 9C -> meld 5")) == "There is no meld 5."
    state = make(["9C 10S 4C", "KD KS 4C"], melds=[(0, "9S 9H 9D 9S")],
                 options={"sets_over_four": True})
    assert state.why_illegal(mv("add 9C -> meld 0")) is None


def test_legal_moves_lists_every_meld_once_and_nothing_twice():
    state = make(["5H 6H 7H 2C 2C KS", "KD KS 4C"])
    melds = {m for m in state.legal_moves() if m.action == "meld"}
    assert mv("meld 5H 6H 7H") in melds
    assert mv("meld 5H 6H 2C") in melds and mv("meld 5H 7H 2C") in melds
    assert mv("meld 5H 6H 7H 2C 2C") in melds
    assert mv("meld KS 2C 2C") not in melds
    moves = state.legal_moves()
    assert len(moves) == len(set(moves))


def test_every_legal_move_reads_back_from_its_text():
    state = make(["5H 6H 7H 2C 2D KS 9S", "KD KS 4C"], melds=[(0, "9D 9C 9H")])
    for move in state.legal_moves():
        assert Move.parse(str(move)) == move
        assert state.why_illegal(move) is None
    assert str(mv("add 2C 9S -> meld 0")) == "add 2C 9S -> meld 0"


# -- the Queen of Spades -----------------------------------------------------------------------

def test_ruling_queen_of_spades_discarded_only_when_going_out():
    state = make(["QS 5C 9D", "KD KS 4C"])
    assert state.why_illegal(mv("discard QS")) == \
        "The Queen of Spades can only be discarded when you go out."
    assert mv("discard QS") not in state.legal_moves()
    with pytest.raises(IllegalMove):
        state.apply(mv("discard QS"))
    last = make(["QS", "KD KS 4C"])
    assert mv("discard QS") in last.legal_moves()
    last.apply(mv("discard QS"))
    assert last.is_over and last.observation(0).went_out == 0


def test_house_rule_queen_of_spades_free_off_and_on():
    off = make(["QS 5C 9D", "KD KS 4C"], options={"queen_of_spades_free": False})
    on = make(["QS 5C 9D", "KD KS 4C"], options={"queen_of_spades_free": True})
    assert mv("discard QS") not in off.legal_moves()
    assert mv("discard QS") in on.legal_moves()
    on.apply(mv("discard QS"))
    assert on.zones()["discard"][-1] == parse_cards("QS")[0] and not on.is_over


def test_ruling_two_queens_of_spades_neither_fits_own_meld_one_may_be_discarded():
    state = make(["QS QS", "KD KS 4C"], melds=[(0, "7S 7H 7D")])
    assert state.legal_moves() == [mv("discard QS")]
    state.apply(mv("discard QS"))
    assert not state.is_over and state.current_player == 1


def test_ruling_two_queens_of_spades_one_fits_own_meld_must_be_added_then_out_by_discard():
    state = make(["QS QS", "KD KS 4C"], melds=[(0, "JS KS 2H")])
    assert mv("discard QS") not in state.legal_moves()
    assert state.why_illegal(mv("discard QS")).startswith("Add a Queen of Spades to your meld")
    with pytest.raises(IllegalMove):
        state.apply(mv("discard QS"))
    assert mv("add QS -> meld 0") in state.legal_moves()
    state.apply(mv("add QS -> meld 0"))
    assert mv("discard QS") in state.legal_moves()
    state.apply(mv("discard QS"))
    assert state.is_over and state.observation(0).went_out == 0


def test_ruling_two_queens_of_spades_a_meld_of_another_player_does_not_count():
    state = make(["QS QS", "KD KS 4C"], melds=[(1, "JS KS 2H")])
    assert mv("discard QS") in state.legal_moves()


# -- going out and scoring ----------------------------------------------------------------------

def test_ruling_going_out_by_meld_or_last_discard_with_no_bonus():
    by_meld = make(["5H 6H 7H", "KD KS 4C"])
    by_meld.apply(mv("meld 5H 6H 7H"))
    assert by_meld.is_over and by_meld.current_player is None
    assert by_meld.hand_scores() == [15, -25]
    by_discard = make(["9C", "KD KS 4C"], melds=[(0, "JH QH KH")])
    by_discard.apply(mv("discard 9C"))
    assert by_discard.is_over
    assert by_discard.hand_scores() == [30, -25]
    assert "no bonus" in by_discard.score_details()[0]


def test_ruling_hand_score_can_be_negative():
    state = make(["5H 6H 7H", "QS KD 4C"], melds=[(1, "3D 4D 5D")])
    state.apply(mv("meld 5H 6H 7H"))
    assert state.hand_scores()[1] == 15 - 50 - 10 - 5
    detail = state.score_details()[1]
    assert detail == ("Hand score -50: 15 for melds (15 for the 3, 4 and 5 of Diamonds), "
                      "less 65 for the Queen of Spades, King of Diamonds and 4 of Clubs left in hand")


def test_house_rule_aces_fifteen_reaches_the_hand_score():
    for options, expected in (({}, 30), ({"aces_fifteen": True}, 45)):
        state = make(["AS AH AD", "KD KS 4C"], options=options)
        state.apply(mv("meld AS AH AD"))
        assert state.hand_scores()[0] == expected


def test_ruling_meld_values_counted_at_the_end_on_the_melds_as_they_stand():
    state = make(["9H 4C 5C", "KD KS 4C"], melds=[(0, "7H 8H 2C")])
    assert state.observation(1).melded == (25, 0)
    state.apply(mv("add 9H -> meld 0"))
    assert state.observation(1).melded == (35, 0)


# -- the stock running out ------------------------------------------------------------------------

def test_ruling_stock_turned_over_not_shuffled():
    state = make(["9C KD", "4S 4D"], stock="6D", pile="3C 4C 5C", phase="take", fill=False)
    state.apply(mv("draw"))
    events = state.apply(mv("discard 9C"))
    assert events[-1].kind == "reshuffle" and events[-1].src == "discard" \
        and events[-1].dst == "stock" and "turned over" in events[-1].text
    zones = state.zones()
    assert [str(c) for c in zones["discard"]] == ["9C"]
    # The pile 3C 4C 5C (bottom first) turned face down: 3C is now on top of the stock.
    assert [str(c) for c in zones["stock"]] == ["5C", "4C", "3C"]
    state.apply(mv("draw"))
    assert "3C" in hand_of(state, 1)


def test_house_rule_shuffle_discards_off_and_on():
    under = "3C 4C 5C 6C 7C 8C 9C 10C"
    off = make(["9S KD", "4S 4D"], stock="6D", pile=under, phase="take", fill=False,
               options={"shuffle_discards": False}, seed=31)
    off.apply(mv("draw"))
    off.apply(mv("discard 9S"))
    assert off.zones()["stock"] == parse_cards(under)[::-1]
    state = make(["9S KD", "4S 4D"], stock="6D", pile=under, phase="take", fill=False,
                 options={"shuffle_discards": True}, seed=31)
    state.apply(mv("draw"))
    events = state.apply(mv("discard 9S"))
    assert "shuffled" in events[-1].text
    expected = shuffled(parse_cards(under), new_rng(31, "restock", 1))
    assert state.zones()["stock"] == expected
    assert expected != parse_cards(under)[::-1]
    assert state.observation(0).restocks == 1


def test_ruling_hand_ends_when_nothing_can_be_turned_over():
    # Seat 0 has taken the pile earlier; the stock is empty: after the discard
    # the pile is one card, so nothing can be turned over and the hand ends.
    state = make(["9C KD", "4S 4D"], stock="", pile="", melds=[(0, "7S 7H 7D")],
                 fill=False)
    events = state.apply(mv("discard 9C"))
    assert state.is_over and state.observation(0).ended == "stock"
    assert "nothing can be turned over" in events[-1].text
    assert state.hand_scores() == [15 - 10, -10]


def test_stock_checked_at_the_end_of_each_turn_only():
    # The last stock card is drawn; the turn goes on; the pile turns over after the discard.
    state = make(["9C KD 5H 6H", "4S 4D"], stock="7H", pile="3C 4C", phase="take",
                 fill=False)
    state.apply(mv("draw"))
    assert state.zones()["stock"] == [] and not state.is_over
    state.apply(mv("meld 5H 6H 7H"))
    state.apply(mv("discard 9C"))
    assert [str(c) for c in state.zones()["stock"]] == ["4C", "3C"]


def test_ruling_stalemate_the_first_empty_stock_is_always_rebuilt():
    state = make(["9C KD", "4S 4D"], stock="", pile="3C 4C 5C", fill=False)
    events = state.apply(mv("discard 9C"))
    assert not state.is_over and events[-1].kind == "reshuffle"
    assert len(state.zones()["stock"]) == 3 and state.observation(1).restocks == 1
    assert not state.observation(1).melded_since_restock


def test_ruling_stalemate_a_rebuilt_stock_running_out_with_no_meld_since_ends_the_hand():
    state = make(["9C KD", "4S 4D"], stock="", pile="3C 4C 5C", fill=False, restocks=1)
    events = state.apply(mv("discard 9C"))
    assert state.is_over and state.observation(1).ended == "stalemate"
    assert "no card melded" in events[-1].text
    assert state.hand_scores() == [-10, -10]


def test_ruling_stalemate_a_meld_since_the_rebuild_lets_the_stock_be_rebuilt_again():
    state = make(["9C KD", "4S 4D"], stock="", pile="3C 4C 5C", fill=False, restocks=1,
                 melded_since_restock=True)
    state.apply(mv("discard 9C"))
    assert not state.is_over and state.observation(0).restocks == 2
    assert not state.observation(0).melded_since_restock
    # A meld in the very turn the rebuilt stock runs out counts too.
    state = make(["9C KD 5H 6H 7H", "4S 4D"], stock="", pile="3C 4C 5C", fill=False,
                 restocks=1)
    state.apply(mv("meld 5H 6H 7H"))
    state.apply(mv("discard 9C"))
    assert not state.is_over and state.observation(0).restocks == 2


def test_ruling_stalemate_every_hand_ends():
    # Random play (which melds) ends every hand: covered by the conformance kit's
    # playouts; here a hand with no meld at all ends at the second empty stock.
    state = make(["9C KD", "4S 4D"], stock="8H", pile="3C 4C 5C", phase="take", fill=False)
    for _ in range(200):
        if state.is_over:
            break
        legal = state.legal_moves()
        state.apply(next((m for m in legal if m.action in ("draw", "discard")), legal[0]))
    assert state.is_over and state.observation(0).ended == "stalemate"
    assert state.observation(0).restocks == 1


# -- the observation --------------------------------------------------------------------------------

def test_observation_shows_the_top_discard_only_and_remembers_what_was_seen():
    state = make(["9C KD 5H", "4S 4D 8C"], pile="3C 4C", phase="take")
    state.apply(mv("draw"))
    state.apply(mv("discard 9C"))
    state.apply(mv("draw"))
    state.apply(mv("discard 8C"))
    obs = state.observation(0).to_dict()
    assert obs["discard_top"] == "8C" and obs["discard_size"] == 4
    assert obs["seen_discards"] == ["4C", "9C", "8C"]
    assert "3C" not in json.dumps({k: v for k, v in obs.items() if k != "hand"})
    assert obs["hand_sizes"] == [3, 3] and obs["stock_size"] == len(state.zones()["stock"])
    assert "4S" not in obs["hand"]
    assert state.observation(1).to_dict()["seen_discards"] == obs["seen_discards"]


def test_observation_carries_melds_owners_scores_totals_and_options():
    ctx = HandContext(3, 0, 2, 5, {"aces_fifteen": True}, (120, -40, 75))
    state = GAME.new_hand(ctx)
    obs = state.observation(2).to_dict()
    assert obs["totals"] == [120, -40, 75] and obs["dealer"] == 0 and obs["hand_number"] == 2
    assert obs["options"]["aces_fifteen"] is True and obs["melded"] == [0, 0, 0]
    assert obs["phase"] == "take" and obs["current_player"] == 1


# -- options and the match ----------------------------------------------------------------------------

def test_ruling_house_rules_are_options_off_by_default():
    house = [o for o in GAME.options if o.key != "target"]      # the match length besides
    assert {o.key for o in house} == KEYS
    assert all(o.default is False and o.label and o.description for o in house)
    assert all(key in type(GAME).__doc__ for key in KEYS)
    state = GAME.new_hand(HandContext(2, 1, 1, 3))
    assert state.to_dict()["options"] == {k: False for k in KEYS}


def test_options_reach_the_state_and_the_saved_match():
    options = {"shuffle_discards": True, "four_card_sequences": True}
    match = Match(GAME, 3, 77, options)
    match.deal()
    assert match.state.to_dict()["options"] == {k: k in options for k in KEYS}
    saved = json.loads(json.dumps(match.to_dict()))
    assert saved["options"] == {"target": 500, **{k: k in options for k in KEYS}}
    again = Match.from_dict(saved, GAME)
    assert again.state.rules.four_card_sequences and again.state.rules.shuffle_discards
    with pytest.raises(ValueError):
        Match(GAME, 3, 77, {"jokers": True})


def test_ruling_match_to_500():
    from conformance import random_match
    assert GAME.info.target_score == 500
    match = random_match(GAME, 3, 11)
    running = [0, 0, 0]
    for number, hand in enumerate(match.hands, 1):
        running = [t + s for t, s in zip(running, hand.scores)]
        assert (max(running) >= 500) == (number == len(match.hands))
    assert match.winners == [s for s in range(3) if running[s] == max(running)]


# -- protocol details ------------------------------------------------------------------------------------

def test_clone_is_independent():
    state = make(["5H 6H 7H KS", "KD KS 4C"])
    copy = state.clone()
    copy.apply(mv("meld 5H 6H 7H"))
    assert state.zones()["hand:0"] != copy.zones()["hand:0"]
    assert "meld:0" not in state.zones() and copy == copy.clone()


def test_plain_words_for_unknown_and_malformed_moves():
    state = make(["5H 6H 7H KS", "KD KS 4C"])
    assert "not a move of Fortune Rummy" in state.why_illegal(mv("knock"))
    assert state.why_illegal(mv("discard 9D")) == "You do not hold those cards."
    assert state.why_illegal(mv("discard 5H 6H")) == "Discard exactly one card."
    assert state.why_illegal(mv("add 5H")) == "Say which cards go to which meld."
    with pytest.raises(ValueError):
        FortuneState.from_dict({"game": "fortune-rummy"})


def test_a_meld_with_a_card_held_twice_is_scored_in_the_words_of_its_button():
    """The details said "20 for the 4 of Hearts, 4 of Hearts, 4 of Clubs and
    4 of Clubs" where the button had said "Meld two 4s of Hearts and two 4s
    of Clubs" (two decks: one card twice)."""
    state = make(["5H 6H 7H", "QS KD 9C"], melds=[(1, "4H 4H 4C 4C")])
    state.apply(mv("meld 5H 6H 7H"))
    assert "20 for two 4s of Hearts and two 4s of Clubs" in state.score_details()[1]
