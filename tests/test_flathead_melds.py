"""The Flathead Rummy meld finder agrees with the meld rule on every subset
(hypothesis against brute force), and the "can this card be played this
turn" test agrees with a brute-force search of plays."""

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from fanucci_desktop.engine import parse_cards
from fanucci_desktop.games.flathead_rummy import (can_lay_off, find_layoffs, find_melds,
                                                  is_valid_meld)
from fanucci_desktop.games.flathead_rummy.codes import CARDS, CODE, FIRST_TRUMP, meld_order
from fanucci_desktop.games.flathead_rummy.melds import can_meld_with, can_play, find_meld_codes
from fanucci_desktop.games.flathead_rummy.profile import accepts, fits, profile

# A small corner of the deck (two colours, two trumps) makes dense hands full
# of sets, flushes and runs; the whole deck keeps the finder honest too.
DENSE = [CODE[c] for c in parse_cards(
    "0 Bugs, 1 Bugs, 2 Bugs, 3 Bugs, 4 Bugs, 5 Bugs, 9 Bugs, ∞ Bugs, "
    "1 Mazes, 2 Mazes, 3 Mazes, 4 Mazes, 6 Mazes, ∞ Mazes, 2 Inkblots, 3 Inkblots, "
    "2 Lamps, 3 Lamps, 4 Fromps, 8 Plungers, 9 Plungers, Grue, Time")]
ANY = list(range(len(CARDS)))


def hands(pool, min_size, max_size):
    return st.lists(st.sampled_from(pool), min_size=min_size, max_size=max_size,
                    unique=True).map(sorted)


def brute_melds(hand):
    return {combo for k in range(3, len(hand) + 1) for combo in combinations(hand, k)
            if fits(profile(combo))}


@settings(max_examples=150, deadline=None)
@given(st.one_of(hands(DENSE, 3, 11), hands(ANY, 3, 12)))
def test_finder_lists_exactly_the_valid_subsets_once(hand):
    found = find_meld_codes(hand)
    assert all(list(m) == meld_order(m) for m in found)
    as_sets = [tuple(sorted(m)) for m in found]
    assert len(as_sets) == len(set(as_sets))
    assert set(as_sets) == brute_melds(hand)


@settings(max_examples=100, deadline=None)
@given(hands(DENSE + ANY[:44], 3, 9), st.lists(st.sampled_from(DENSE + ANY), max_size=8))
def test_accepts_is_fits_of_the_grown_meld(hand, extra):
    for meld in find_meld_codes(hand)[:20]:
        base = profile(meld)
        for code in extra + hand:
            if code not in meld:
                assert accepts(base, code) == fits(profile(meld + (code,))), (meld, code)


@settings(max_examples=100, deadline=None)
@given(hands(DENSE, 1, 9))
def test_can_meld_with_is_exact(hand):
    melds = brute_melds(hand)
    for code in hand:
        if code < FIRST_TRUMP:
            others = [c for c in hand if c != code]
            assert can_meld_with(code, others) == any(code in m for m in melds)


def test_card_api_of_the_finder():
    hand = parse_cards("7 Zurfs, 8 Zurfs, 9 Rain, 9 Zurfs, ∞ Tops, Grue")
    melds = find_melds(hand)
    assert tuple(parse_cards("7 Zurfs, 8 Zurfs, 9 Rain")) in melds
    assert tuple(parse_cards("7 Zurfs, 8 Zurfs, 9 Zurfs")) in melds
    assert tuple(parse_cards("9 Rain, 9 Zurfs, Grue")) in melds
    assert all(is_valid_meld(m) for m in melds)
    assert tuple(parse_cards("9 Zurfs, ∞ Tops, Grue")) not in melds   # ∞ never after 9
    table = [parse_cards("6 Tops, 7 Tops, 8 Tops"), parse_cards("9 Bugs, 9 Mazes, 9 Inkblots")]
    layoffs = find_layoffs(hand, table)
    expected = {(c, i) for c in hand for i, m in enumerate(table) if can_lay_off(m, c)}
    assert set(layoffs) == expected
    assert (parse_cards("9 Rain")[0], 1) in expected and (parse_cards("∞ Tops")[0], 0) in expected


def _card_reaches_table(code, hand, table):
    """Brute force: can ``code`` (in ``hand``) get onto the table by a
    sequence of melds and lay-offs from ``hand``?"""
    seen = set()

    def search(hand, table):
        key = (hand, table)
        if key in seen:
            return False
        seen.add(key)
        if code not in hand:
            return True
        for k in range(3, len(hand) + 1):
            for combo in combinations(hand, k):
                if fits(profile(combo)):
                    rest = tuple(c for c in hand if c not in combo)
                    if search(rest, table + (tuple(sorted(combo)),)):
                        return True
        for c in hand:
            for i, meld in enumerate(table):
                if fits(profile(meld + (c,))):
                    grown = table[:i] + (tuple(sorted(meld + (c,))),) + table[i + 1:]
                    if search(tuple(x for x in hand if x != c), grown):
                        return True
        return False

    return search(tuple(hand), tuple(tuple(m) for m in table))


TABLES = [
    [parse_cards("3 Lamps, 4 Lamps, 5 Plungers")],
    [parse_cards("0 Bugs, 5 Bugs, 9 Bugs")],
    [parse_cards("5 Tops, 6 Tops, Grue")],
    [parse_cards("2 Mazes, 2 Bugs, 2 Inkblots"), parse_cards("6 Bugs, 7 Mazes, 8 Inkblots")],
]
NEAR = [CODE[c] for c in parse_cards(
    "1 Bugs, 3 Bugs, 4 Bugs, 6 Mazes, 7 Bugs, 8 Mazes, 1 Mazes, 3 Inkblots, 4 Inkblots, "
    "6 Lamps, 7 Lamps, 8 Fromps, 2 Lamps, 7 Rain, 8 Rain, 4 Tops, ∞ Tops, 2 Plungers, Time")]


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(range(len(TABLES))), hands(NEAR, 1, 5))
def test_can_play_agrees_with_a_search_of_plays(table_index, hand):
    table = [[CODE[c] for c in m] for m in TABLES[table_index]]
    used = {c for m in table for c in m}
    hand = [c for c in hand if c not in used]
    profiles = [profile(m) for m in table]
    for code in hand:
        if code < FIRST_TRUMP:
            others = [c for c in hand if c != code]
            assert can_play(code, others, profiles) == _card_reaches_table(code, hand, table), \
                (CARDS[code], [str(CARDS[c]) for c in hand])


CHAINS = [
    ("3 Lamps, 4 Lamps, 5 Plungers", "6 Fromps, 1 Bugs", "7 Lamps"),
    ("5 Tops, 6 Tops, Grue", "8 Rain, 1 Bugs", "9 Rain"),
    ("6 Bugs, 7 Mazes, 8 Inkblots", "Time, 1 Lamps", "4 Bugs"),
    ("6 Bugs, 7 Mazes, 8 Inkblots", "5 Mazes, 1 Lamps", "4 Bugs"),
]


def test_can_play_finds_cards_that_fit_only_after_other_lay_offs():
    for meld_text, hand_text, card_text in CHAINS:
        meld = [CODE[c] for c in parse_cards(meld_text)]
        others = [CODE[c] for c in parse_cards(hand_text)]
        code = CODE[parse_cards(card_text)[0]]
        assert not accepts(profile(meld), code) and not can_meld_with(code, others)
        assert can_play(code, others, [profile(meld)]), card_text
        assert _card_reaches_table(code, others + [code], [meld])
        # without the helping card it cannot be played
        assert not can_play(code, others[1:], [profile(meld)])


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(DENSE + ANY[100:130]), min_size=1, max_size=6, unique=True))
def test_meld_problem_names_a_reason_exactly_when_the_group_is_no_meld(group):
    from fanucci_desktop.games.flathead_rummy.explain import meld_problem
    cards = [CARDS[c] for c in group]
    reason = meld_problem(cards)
    assert (reason is None) == is_valid_meld(cards)
    assert reason is None or (reason.endswith(".") and "not a meld: ." not in reason)
