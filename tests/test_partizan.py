"""Partizan games: every closed form against a search from the rules of play.

The brute force here (`mover_wins`) plays Blue-Red Hackenbush on strings,
with no game objects and no formula inside; the library's generic searches
(outcome, Conway's order, canonical forms) are compared with it, and the
closed forms (Berlekamp's stalk rule, the simplicity rule, birthdays, nimber
sums) with both.
"""

import contextlib
from fractions import Fraction
from functools import cache
from itertools import combinations_with_replacement, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamelib as gl
from gamelib import partizan as P
from gamelib.widgets import PartizanExplorer

STALKS = ["".join(p) for n in range(7) for p in product("BR", repeat=n)]
SHORT = [s for s in STALKS if len(s) <= 3]


@cache
def mover_wins(stalks, left_to_move):
    """True if the player to move wins the sum of stalks (a sorted tuple)."""
    mine = "B" if left_to_move else "R"
    for i, s in enumerate(stalks):
        for j, edge in enumerate(s):
            if edge == mine:
                rest = tuple(
                    sorted(t for t in (*stalks[:i], s[:j], *stalks[i + 1 :]) if t)
                )
                if not mover_wins(rest, not left_to_move):
                    return True
    return False


def brute_outcome(stalks):
    stalks = tuple(sorted(s for s in stalks if s))
    key = mover_wins(stalks, True), mover_wins(stalks, False)
    return {(True, False): "L", (False, True): "R", (True, True): "N"}.get(key, "P")


def dyadics(bound, denominator):
    """The dyadic rationals in [-bound, bound] with the given denominator."""
    return [
        Fraction(m, denominator)
        for m in range(-bound * denominator, bound * denominator + 1)
    ]


# -- the generic searches against play --------------------------------------


@pytest.mark.parametrize("pair", list(combinations_with_replacement(SHORT, 2)))
def test_outcome_search_plays_like_the_brute_force(pair):
    assert P.outcome_class(P.stalks(pair)) == brute_outcome(pair)


def test_order_agrees_with_play_on_differences():
    # G >= H exactly when Right, moving first in G - H, loses.
    for g, h in product(SHORT, repeat=2):
        red_h = h.translate(str.maketrans("BR", "RB"))  # -H: colours swapped
        right_first_loses = not mover_wins(
            tuple(sorted(x for x in (g, red_h) if x)), False
        )
        assert (P.stalk(g) >= P.stalk(h)) == right_first_loses


def test_outcome_class_is_the_sign_of_a_comparison_with_zero():
    zero = P.PartizanGame()
    games = [P.stalks(p) for p in product(SHORT[:7], repeat=2)] + [
        P.nimber(n) + P.number(Fraction(k, 2)) for n in range(3) for k in range(-2, 3)
    ]
    for g in games:
        expected = {">": "L", "<": "R", "=": "P", "||": "N"}[P.compare(g, zero)]
        assert P.outcome_class(g) == expected


def test_every_game_has_exactly_one_outcome_class():
    for g in [P.stalk(s) for s in SHORT] + [P.nimber(n) for n in range(4)]:
        left_first = not P._loses_first(g, "L")
        right_first = not P._loses_first(g, "R")
        classes = [
            left_first and not right_first,
            right_first and not left_first,
            left_first and right_first,
            not left_first and not right_first,
        ]
        assert sum(classes) == 1


# -- closed forms against the searches ---------------------------------------


@pytest.mark.parametrize("s", STALKS)
def test_stalk_rule_equals_the_game(s):
    rule = P.stalk_value(s)
    assert P.stalk(s).equals(P.number(rule))  # Conway's order, no formula
    assert P.value(P.stalk(s)) == rule  # canonical form


def test_stalk_rule_decides_sums_of_stalks_by_play():
    for pair in product(SHORT, repeat=2):
        total = sum(map(P.stalk_value, pair))
        assert brute_outcome(pair) == ("L" if total > 0 else "R" if total < 0 else "P")


def test_small_blue_red_trees_are_numbers_and_add_at_the_ground():
    # A tree with two branches on one stalk: "B" under the branches "x" and "y".
    for trunk, x, y in product(["", "B", "R"], SHORT[1:7], SHORT[1:7]):
        game = _tree(trunk, x, y)
        assert P.value(game) is not None and not isinstance(P.value(game), P.Nimber)
        if not trunk:  # two stalks on the ground: a sum
            assert P.value(game) == P.stalk_value(x) + P.stalk_value(y)


def _tree(trunk, x, y):
    """Blue-Red picture: stalk `trunk`, with stalks `x` and `y` on its top."""
    built = {}
    todo = [(trunk, x, y)]
    while todo:
        key = todo[-1]
        if key in built:
            todo.pop()
            continue
        t, a, b = key
        moves = {"B": [], "R": []}
        for j, e in enumerate(t):
            moves[e].append((t[:j], "", ""))
        for j, e in enumerate(a):
            moves[e].append((t, a[:j], b))
        for j, e in enumerate(b):
            moves[e].append((t, a, b[:j]))
        missing = [m for ms in moves.values() for m in ms if m not in built]
        if missing:
            todo.extend(missing)
            continue
        built[key] = P.PartizanGame(
            [built[m] for m in moves["B"]], [built[m] for m in moves["R"]]
        )
        todo.pop()
    return built[trunk, x, y]


def test_simplicity_rule_against_the_game():
    points = dyadics(2, 4)
    for a, b in product(points, repeat=2):
        if a < b:
            game = P.PartizanGame([P.number(a)], [P.number(b)])
            assert game.equals(P.number(P.simplest_between(a, b)))
    for a in points:
        assert P.PartizanGame([P.number(a)]).equals(P.number(P.simplest_between(a)))
        assert P.PartizanGame([], [P.number(a)]).equals(
            P.number(P.simplest_between(None, a))
        )


def test_simplest_is_born_first():
    grid = dyadics(3, 8)
    born = {x: P.birthday(P.number(x)) for x in grid}  # heights of the forms
    for a, b in product(dyadics(2, 4), repeat=2):
        inside = [x for x in grid if a < x < b]
        if inside:
            first = min(born[x] for x in inside)
            simplest = [x for x in inside if born[x] == first]
            assert simplest == [P.simplest_between(a, b)]


def test_birthday_closed_form_is_the_height_of_the_canonical_form():
    for x in dyadics(3, 8):
        assert P.birthday(x) == P.birthday(P.number(x))


def test_numbers_born_by_day_against_all_subsets():
    # Day 2 from every pair of subsets of the numbers born by day 1.
    old = [P.number(x) for x in (-1, 0, 1)]
    subsets = [
        [g for g, keep in zip(old, mask, strict=True) if keep]
        for mask in product((0, 1), repeat=3)
    ]
    made = set()
    for left, right in product(subsets, repeat=2):
        if all(x < y for x in left for y in right):
            made.add(P.value(P.PartizanGame(left, right)))
    assert sorted(made) == P.numbers_born_by(2)
    assert [len(P.numbers_born_by(d)) for d in range(5)] == [1, 3, 7, 15, 31]


def test_sums_and_negatives_of_numbers_are_numbers():
    points = dyadics(1, 4)
    for a, b in product(points, repeat=2):
        assert P.value(P.number(a) + P.number(b)) == a + b
        assert P.value(P.number(a) - P.number(b)) == a - b
        assert P.compare(P.number(a), P.number(b)) == (
            ">" if a > b else "<" if a < b else "="
        )
    for a in points:
        assert P.value(-P.number(a)) == -a


def test_nimber_sums_are_nim_sums():
    for a, b in product(range(6), repeat=2):
        total = P.nimber(a) + P.nimber(b)
        assert total.equals(P.nimber(a ^ b))
        assert P.outcome_class(total) == ("P" if a == b else "N")


def test_nimbers_are_confused_with_zero_and_not_numbers():
    zero = P.PartizanGame()
    for n in range(1, 6):
        assert P.nimber(n).fuzzy(zero)
        assert P.value(P.nimber(n)) == P.Nimber(n)
        for x in dyadics(1, 4):  # *n is no number
            assert not P.nimber(n).equals(P.number(x))
    assert P.value(P.nimber(0)) == 0


def test_sprague_grundy_theorem_on_small_nim_positions():
    for heaps in product(range(4), repeat=3):
        g = gl.sg(gl.Nim(), heaps, closed_form=False)
        assert P.from_impartial(gl.Nim(), heaps).equals(P.nimber(g))


def test_neither_is_reported_honestly():
    one_star = P.number(1) + P.nimber(1)
    hot = P.PartizanGame([P.number(1)], [P.number(-1)])
    for game in (one_star, hot):
        assert P.value(game) is None
        assert P.describe(game) == "neither a number nor a nimber"
    assert P.outcome_class(hot) == "N" and P.outcome_class(one_star) == "L"


def test_a_game_equal_to_a_number_whose_options_are_not():
    # {*1 |}: Left's move to *1 is reversible through 0, so it equals 0.
    assert P.value(P.PartizanGame([P.nimber(1)])) == 0


def test_deep_games_do_not_recurse():
    assert P.value(P.number(2_000)) == 2_000
    assert P.outcome_class(P.stalk("B" * 200)) == "L"
    assert P.stalk("BR" * 100).equals(P.number(P.stalk_value("BR" * 100)))


# -- bad input ------------------------------------------------------------------


@pytest.mark.parametrize(
    "call, error, words",
    [
        (lambda: P.stalk("BXR"), ValueError, "'X' at position 1"),
        (lambda: P.stalk(["B"]), TypeError, "string of 'B'"),
        (lambda: P.stalk("B" * 201), ValueError, "at most 200"),
        (lambda: P.number(Fraction(1, 3)), ValueError, "dyadic"),
        (lambda: P.number(0.5), TypeError, "exact"),
        (lambda: P.number(True), TypeError, "int or a fractions.Fraction"),
        (lambda: P.number(10**6), ValueError, "too large"),
        (lambda: P.nimber(-1), ValueError, "0 <= n"),
        (lambda: P.nimber("3"), TypeError, "int n >= 0"),
        (lambda: P.simplest_between(1, 1), ValueError, "low < high"),
        (lambda: P.simplest_between(Fraction(1, 3), 1), ValueError, "dyadic"),
        (lambda: P.PartizanGame([0]), TypeError, "PartizanGame"),
        (lambda: P.PartizanGame(P.PartizanGame()), TypeError, "iterable"),
        (lambda: P.stalks("BR"), TypeError, "list of stalks"),
        (lambda: P.parse_stalks("BR Q"), ValueError, "'Q'"),
        (lambda: P.compare(P.PartizanGame(), 0), TypeError, "PartizanGame"),
        (lambda: P.numbers_born_by(9), ValueError, "0 to 6"),
        (
            lambda: P.from_impartial(gl.game_from(lambda n: [1 - n]), 0),
            gl.LoopyGameError,
            "cycle",
        ),
    ],
)
def test_bad_input_is_named(call, error, words):
    with pytest.raises(error, match=words.replace("(", r"\(")):
        call()


HOSTILE = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**12), 10**12),
    st.floats(allow_nan=True),
    st.fractions(),
    st.text(max_size=30),
    st.text(alphabet="BRbr ,", max_size=300),
    st.lists(st.integers(), max_size=3),
)


@settings(max_examples=150, deadline=3000)
@given(HOSTILE)
def test_hostile_values_are_answered_or_refused(value):
    calls = [
        lambda: P.stalk(value),
        lambda: P.stalk_value(value),
        lambda: P.number(value),
        lambda: P.nimber(value),
        lambda: P.birthday(value),
        lambda: P.simplest_between(value, None),
        lambda: P.simplest_between(None, value),
        lambda: P.parse_stalks(value),
        lambda: P.numbers_born_by(value),
        lambda: P.PartizanGame(value),
    ]
    for call in calls:
        with contextlib.suppress(TypeError, ValueError):
            call()


def test_from_impartial_refuses_what_is_not_a_game():
    with pytest.raises(TypeError, match="expected a game"):
        P.from_impartial("Nim", (1, 2))
    with pytest.raises(TypeError, match="hashable"):
        P.from_impartial(gl.game_from(lambda n: []), [1, 2])


# -- the explorer ----------------------------------------------------------------


def test_explorer_values_and_outcome():
    explorer = PartizanExplorer("BR BR R")
    assert explorer.values == [Fraction(1, 2), Fraction(1, 2), Fraction(-1)]
    assert explorer.total == 0 and explorer.outcome == explorer.searched == "P"
    assert explorer.picture.value.count('class="edge"') == 5
    explorer.text.value = "bbr, rrb rb"
    assert explorer.stalks == ("BBR", "RRB", "RB")
    assert explorer.total == Fraction(-1, 2) and explorer.outcome == "R"
    assert (
        "Right (Red) wins" in explorer.status.value
        and "agrees" in explorer.status.value
    )


def test_explorer_outcome_matches_search_on_small_pictures():
    explorer = PartizanExplorer("")
    for pair in combinations_with_replacement(SHORT[1:], 2):
        explorer.text.value = " ".join(pair)
        assert explorer.outcome == explorer.searched == brute_outcome(pair)


def test_explorer_shows_bad_input_as_a_message():
    explorer = PartizanExplorer("BR")
    explorer.text.value = "BR B2"
    assert "'2' at position 1" in explorer.error
    assert "Cannot read that" in explorer.status.value
    assert "Traceback" not in explorer.status.value and explorer.picture.value == ""
    explorer.text.value = "BR Bq"  # the message quotes what was typed
    assert "'q' at position 1 of 'Bq'" in explorer.error
    explorer.text.value = ""
    assert explorer.total == 0 and explorer.outcome == "P"
