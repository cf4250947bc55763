"""Wythoff's game: every closed form against the search, OEIS and the judges."""

from decimal import Decimal, localcontext
from itertools import product
from math import sqrt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamelib as gl
from gamelib.heapgames.wythoff import is_cold, partner, sg_table
from tests.conftest import judge_samples, needs, oeis, same_output

GAME = gl.Wythoff()


def mex_pairs(count):
    """The cold pairs by Wythoff's mex rule, independent of heapgames.wythoff."""
    pairs, used, a = [], set(), 0
    for k in range(count):
        while a in used:  # the mex only grows as numbers get used
            a += 1
        pairs.append((a, a + k))
        used |= {a, a + k}
    return pairs


def legal(position, option):
    """Is `option` one move from `position`? Checked from the rules, not options()."""
    (x, y), (u, v) = position, option
    if min(u, v) < 0 or (u, v) == (x, y):
        return False
    return (u == x and v < y) or (v == y and u < x) or (x - u == y - v > 0)


def decimal_floor(k, power=1):
    """floor(k phi^power) (power 1 or 2) in decimal arithmetic, no isqrt.

    Uses 40 guard digits and refuses to answer when k phi^power is within
    10^-20 of an integer (it never is for the k tested here).
    """
    if k == 0:
        return 0
    with localcontext() as context:
        context.prec = len(str(k)) + 40
        phi = (1 + Decimal(5).sqrt()) / 2
        value = k * (phi if power == 1 else phi + 1)
        whole = int(value)
        assert Decimal("1e-20") < value - whole < 1 - Decimal("1e-20"), k
        return whole


# --- cold positions ----------------------------------------------------------


def test_cold_positions_match_the_generic_search():
    fresh = gl.Wythoff()
    for x, y in product(range(45), repeat=2):
        searched = gl.sg(fresh, (x, y), closed_form=False) == 0
        assert is_cold((x, y)) == searched, (x, y)
        assert (gl.outcome(GAME, (x, y)) == "P") == searched


def test_sg_closed_form_matches_search_on_small_positions():
    fresh = gl.Wythoff()
    for x, y in product(range(25), repeat=2):
        assert gl.sg(GAME, (x, y)) == gl.sg(fresh, (x, y), closed_form=False)


def test_cold_positions_follow_the_mex_rule():
    assert gl.heapgames.wythoff.cold_positions(3000) == mex_pairs(3000)


def test_cold_positions_match_oeis_lower_and_upper_wythoff():
    lower, upper = oeis("A000201"), oeis("A001950")  # both start at n = 1
    count = min(len(lower), len(upper))
    pairs = gl.heapgames.wythoff.cold_positions(count + 1)[1:]
    assert [a for a, _ in pairs] == lower[:count]
    assert [b for _, b in pairs] == upper[:count]
    assert count >= 60


def test_wythoff_pair_is_exact_for_huge_indices():
    for k in [10**50, 10**100 + 7, 3**600, 2**1000 - 1]:
        a, b = gl.heapgames.wythoff.wythoff_pair(k)
        assert a == decimal_floor(k)
        assert b == decimal_floor(k, power=2)


def test_lower_and_upper_sequences_are_complementary():
    pairs = gl.heapgames.wythoff.cold_positions(2000)
    numbers = sorted([a for a, _ in pairs[1:]] + [b for _, b in pairs[1:]])
    assert numbers[: 2 * 1000] == list(range(1, 2001))


def test_partner_pairs_every_number():
    pairs = gl.heapgames.wythoff.cold_positions(1000)
    expected = {}
    for a, b in pairs:
        expected[a], expected[b] = b, a
    assert all(partner(n) == expected[n] for n in range(1500))


def test_partner_and_is_cold_for_huge_piles():
    for k in [10**80, 5**300 + 1]:
        a, b = a_b = gl.heapgames.wythoff.wythoff_pair(k)
        assert (partner(a), partner(b)) == (b, a)
        assert is_cold(a_b) and is_cold((b, a))
        assert not is_cold((a, b + 1)) and not is_cold((a + 1, b))


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 10**200))
def test_is_cold_agrees_with_decimal_golden_ratio(k):
    a = decimal_floor(k)
    assert is_cold((a, a + k))
    assert not is_cold((a + 1, a + 1 + k))


# --- winning moves -------------------------------------------------------------


def test_winning_moves_formula_matches_search():
    fresh = gl.Wythoff()
    for position in product(range(30), repeat=2):
        assert gl.winning_moves(GAME, position) == gl.winning_moves(
            fresh, position, closed_form=False
        ), position


def test_at_most_three_winning_moves_and_where_three_happen():
    counts = {
        p: len(gl.winning_moves(GAME, p, closed_form=False))
        for p in product(range(25), repeat=2)
    }
    assert max(counts.values()) == 3
    assert counts[(10, 13)] == 3


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**150), st.integers(0, 10**150))
def test_winning_moves_on_huge_positions_are_legal_and_cold(x, y):
    moves = gl.winning_moves(GAME, (x, y))
    assert all(legal((x, y), m) for m in moves)
    for u, v in moves:  # cold, checked with a decimal golden ratio
        low, high = sorted((u, v))
        assert decimal_floor(high - low) == low
    assert bool(moves) != is_cold((x, y))


def test_huge_hot_position_has_the_three_kinds_of_moves():
    k = 10**100
    a, b = gl.heapgames.wythoff.wythoff_pair(k)
    x, y = b, b + (b - a)  # x = b_k: move y to a_k; and both piles share diff
    moves = gl.winning_moves(GAME, (x, y))
    assert (x, a) in moves
    assert all(legal((x, y), m) and is_cold(m) for m in moves)


# --- SG table ------------------------------------------------------------------


def antidiagonals(table, count):
    """Read table[n - k, k] by antidiagonals n = 0, 1, ..., as OEIS does."""
    terms = []
    n = 0
    while len(terms) < count:
        terms.extend(int(table[n - k, k]) for k in range(n + 1))
        n += 1
    return terms[:count]


def test_sg_table_matches_oeis_a004481():
    published = oeis("A004481")
    table = sg_table(60)
    assert antidiagonals(table, len(published)) == published
    assert len(published) >= 90


def test_sg_table_matches_the_generic_search():
    fresh = gl.Wythoff()
    table = sg_table(30, 40)
    assert table.shape == (30, 40)
    for x, y in product(range(30), range(40)):
        assert table[x, y] == gl.sg(fresh, (x, y), closed_form=False)


def test_sg_table_zeros_are_the_cold_positions():
    table = sg_table(200)
    zeros = {
        (x, y)
        for x, row in enumerate(table.tolist())
        for y, v in enumerate(row)
        if not v
    }
    expected = {
        cell
        for a, b in gl.heapgames.wythoff.cold_positions(200)
        for cell in ((a, b), (b, a))
        if max(cell) < 200
    }
    assert zeros == expected


# --- the float formula of the classic write-ups ------------------------------


def classic_lower(k):
    """floor(k phi) as the classic write-ups compute it, in double precision."""
    return int(k * (sqrt(5) + 1) / 2)


def test_float_formula_first_fails_at_fibonacci_40_by_brute_force():
    # Exact test without square roots: a = floor(k phi) iff
    # (2a - k)^2 < 5 k^2 < (2a + 2 - k)^2; every k up to F(40) in int64.
    first_failure = oeis("A000045")[40]
    assert first_failure == 102334155
    np = needs("numpy")  # 10**8 values of k: vectorised or not at all
    c = sqrt(5) + 1
    for start in range(1, first_failure + 1, 2_000_000):
        k = np.arange(start, min(first_failure + 1, start + 2_000_000), dtype=np.int64)
        a = (k * c / 2).astype(np.int64)
        low, n5 = 2 * a - k, 5 * k * k
        ok = (low * low < n5) & (n5 < (low + 2) ** 2)
        bad = k[~ok].tolist()
        assert bad in ([], [first_failure]), bad[:3]
    assert (
        classic_lower(first_failure)
        == gl.heapgames.wythoff.wythoff_pair(first_failure)[0] + 1
    )
    assert (
        decimal_floor(first_failure)
        == gl.heapgames.wythoff.wythoff_pair(first_failure)[0]
    )


def test_float_variant_with_reciprocal_is_wrong_from_the_start():
    wrong = [int(k * (sqrt(5) - 1) / 2) for k in range(1, 50)]
    right = [a for a, _ in gl.heapgames.wythoff.cold_positions(50)[1:]]
    assert wrong[0] == 0 and right[0] == 1
    assert [r - w for w, r in zip(wrong, right, strict=True)] == list(range(1, 50))


# --- judge samples -------------------------------------------------------------


def solve_hdu1527(text, closed_form=True):
    numbers = [int(t) for t in text.split()]
    game = gl.Wythoff()
    return "\n".join(
        "1" if gl.outcome(game, (a, b), closed_form=closed_form) == "N" else "0"
        for a, b in zip(numbers[::2], numbers[1::2], strict=True)
    )


def solve_hdu2177(text, closed_form=True):
    numbers = [int(t) for t in text.split()]
    game = gl.Wythoff()
    lines = []
    for a, b in zip(numbers[::2], numbers[1::2], strict=True):
        if (a, b) == (0, 0):
            break
        moves = gl.winning_moves(game, (a, b), closed_form=closed_form)
        lines.append("1" if moves else "0")
        both = [m for m in moves if a - m[0] == b - m[1]]
        one_pile = sorted(tuple(sorted(m)) for m in moves if m not in both)
        shown = dict.fromkeys([*both, *one_pile])
        lines.extend(f"{u} {v}" for u, v in shown)
    return "\n".join(lines)


@pytest.mark.parametrize("closed_form", [True, False])
def test_hdu1527_and_poj1067_samples(closed_form):
    samples = judge_samples("hdu1527")
    assert len(samples) == 2  # the HDU 1527 and POJ 1067 copies
    for given_input, expected in samples:
        assert same_output(solve_hdu1527(given_input, closed_form), expected)


def hdu2177_cases(text):
    """An HDU 2177 output as (verdict, list of positions) per case."""
    cases = []
    for line in text.strip().splitlines():
        numbers = tuple(int(t) for t in line.split())
        if len(numbers) == 1:
            cases.append((numbers[0], []))
        else:
            cases[-1][1].append(numbers)
    return cases


def same_hdu2177_answers(given_input, got, expected):
    """Same verdicts and sets of positions; a both-piles position comes first.

    The statement fixes only that the position left by taking from both
    piles is printed first; the order of the others is free.
    """
    numbers = [int(t) for t in given_input.split()]
    starts = list(zip(numbers[::2], numbers[1::2], strict=True))
    starts = starts[: starts.index((0, 0))]
    ours, theirs = hdu2177_cases(got), hdu2177_cases(expected)
    if [(v, set(p)) for v, p in ours] != [(v, set(p)) for v, p in theirs]:
        return False
    return all(
        a - u != b - v
        for (a, b), (_, p), (_, q) in zip(starts, ours, theirs, strict=True)
        for u, v in p[1:] + q[1:]
    )


@pytest.mark.parametrize("closed_form", [True, False])
def test_hdu2177_sample(closed_form):
    for given_input, expected in judge_samples("hdu2177"):
        got = solve_hdu2177(given_input, closed_form)
        assert same_hdu2177_answers(given_input, got, expected)


def test_hdu2177_comparison_ignores_only_the_free_order():
    given = "10 13\n0 0"
    assert same_hdu2177_answers(given, "1\n4 7\n6 10\n8 13", "1\n4 7\n8 13\n6 10")
    assert not same_hdu2177_answers(given, "1\n6 10\n4 7\n8 13", "1\n4 7\n6 10\n8 13")
    assert not same_hdu2177_answers(given, "1\n4 7\n6 10", "1\n4 7\n6 10\n8 13")
    assert not same_hdu2177_answers(given, "0", "1\n4 7\n6 10\n8 13")


def test_hdu2177_prints_three_moves_when_there_are_three():
    # our reading: the both-piles move first, then the others in increasing order
    assert solve_hdu2177("10 13\n0 0") == "1\n4 7\n6 10\n8 13"


# --- check(): the chapter's guesses ------------------------------------------


def test_sample_positions_are_the_smallest_first():
    positions = GAME.sample_positions(2000)
    assert len(positions) == len(set(positions)) == 2000
    sums = [x + y for x, y in positions]
    assert sums == sorted(sums) and positions[:3] == [(0, 0), (0, 1), (1, 0)]
    every = {(x, y) for x, y in product(range(62), repeat=2) if x + y <= 61}
    assert every <= set(positions)  # all positions with x + y <= 61
    with pytest.raises(ValueError, match="bound"):
        GAME.sample_positions(-1)


def test_check_refutes_the_reciprocal_formula_and_accepts_theorem_4_4():
    def reciprocal_rule(x, y):
        return min(x, y) != int(abs(x - y) * (sqrt(5) - 1) / 2)

    wrong = gl.check(reciprocal_rule, gl.Wythoff())
    assert not wrong
    first = wrong.counterexamples[0]
    assert (first.position, first.guess, first.truth) == ((0, 1), False, True)

    def exact_rule(x, y):
        return min(x, y) != gl.heapgames.wythoff.wythoff_pair(abs(x - y))[0]

    by_search = gl.game_from(GAME.options, name="by search only")
    assert gl.check(exact_rule, by_search, positions=GAME.sample_positions(2000))
    # the small positions, 200 huge random ones and the shapes of sample_shapes
    assert gl.check(exact_rule, gl.Wythoff()).checked > 2000 + 200


def test_check_cannot_see_the_float_failure_at_f40():
    # the chapter's point: a passing check is evidence, not proof
    def classic_rule(x, y):
        return min(x, y) != classic_lower(abs(x - y))

    game = gl.Wythoff()
    assert gl.check(classic_rule, game, positions=game.sample_positions(2000))
    huge = gl.check(classic_rule, game)  # pairs beside 2**53, thirty-digit ones
    assert not huge and min(huge.counterexamples[0].position) > 2**52
    a, b = gl.heapgames.wythoff.wythoff_pair(102334155)
    assert classic_rule(a, b) and is_cold((a, b))  # calls the cold pair hot


def test_check_winning_moves_of_exercise_4_1():
    def winning_move(x, y):
        low = gl.heapgames.wythoff.wythoff_pair(abs(y - x))[0]
        if min(x, y) > low:
            return (x - (min(x, y) - low), y - (min(x, y) - low))
        if partner(y) < x:
            return (partner(y), y)
        return (x, partner(x)) if partner(x) < y else None

    assert gl.check(winning_move, gl.Wythoff(), kind="move")
    naive = gl.check(lambda x, y: (x, y - 1) if y else None, gl.Wythoff(), kind="move")
    assert naive.counterexamples[0].position == (1, 0)


# --- the ruleset -------------------------------------------------------------


def test_options_follow_the_rules():
    for position in product(range(7), repeat=2):
        options = GAME.options(position)
        expected = {
            (u, v) for u, v in product(range(7), repeat=2) if legal(position, (u, v))
        }
        assert set(options) == expected
        assert len(options) == len(expected)


def test_describe_move():
    assert GAME.describe_move((5, 8), (4, 7)) == "take 1 from both"
    assert GAME.describe_move((5, 8), (5, 3)) == "pile 2: 8 → 3"
    assert GAME.describe_move((5, 8), (2, 8)) == "pile 1: 5 → 2"


@pytest.mark.parametrize(
    ("position", "error", "words"),
    [
        ((3, -1), ValueError, "got -1"),
        ((2.5, 1), TypeError, "got 2.5"),
        ((True, 1), TypeError, "bool"),
        ((1, 2, 3), ValueError, r"got \(1, 2, 3\) \(3 piles\)"),
        ((4,), ValueError, r"\(1 pile\)"),
        (5, TypeError, "pair"),
        ("ab", TypeError, "pair"),
        (None, TypeError, "pair"),
    ],
)
def test_bad_positions(position, error, words):
    with pytest.raises(error, match=words):
        gl.sg(GAME, position)
    with pytest.raises(error, match=words):
        gl.winning_moves(GAME, position)
    with pytest.raises(error, match=words):
        is_cold(position)


@pytest.mark.parametrize(
    ("call", "error", "words"),
    [
        (lambda: gl.heapgames.wythoff.cold_positions(-1), ValueError, "count must be"),
        (lambda: gl.heapgames.wythoff.cold_positions(2.0), TypeError, "count must be"),
        (lambda: gl.heapgames.wythoff.wythoff_pair(-3), ValueError, "index k"),
        (lambda: gl.heapgames.wythoff.wythoff_pair("3"), TypeError, "index k"),
        (lambda: partner(-1), ValueError, "pile"),
        (lambda: sg_table(-2), ValueError, "rows"),
        (lambda: sg_table(3, 1.5), TypeError, "columns"),
    ],
)
def test_bad_arguments(call, error, words):
    with pytest.raises(error, match=words):
        call()


def test_huge_hot_sg_is_refused_not_searched():
    big = 10**100
    with pytest.raises(gl.SearchLimitError, match="no known formula"):
        gl.sg(GAME, (big, big + 1))
    with pytest.raises(gl.SearchLimitError, match="too many to list"):
        gl.sg(GAME, (big, 1), closed_form=False)
    assert (
        gl.sg(GAME, gl.heapgames.wythoff.wythoff_pair(big)) == 0
    )  # cold: exact and instant
    small_budget = gl.Wythoff()
    small_budget.search_limit = 2000
    with pytest.raises(gl.SearchLimitError):
        gl.sg(small_budget, (80, 80), closed_form=False)


def test_positions_are_normalised_and_cache_shared():
    assert GAME.check([3, 5]) == (3, 5)
    fresh = gl.Wythoff()
    assert gl.sg(fresh, (7, 3), closed_form=False) == gl.sg(
        fresh, (3, 7), closed_form=False
    )
    assert GAME.key((7, 3)) == GAME.key((3, 7)) == (3, 7)


# --- the explorer --------------------------------------------------------------


def test_explorer_steps_through_the_mex_construction():
    from gamelib.widgets import WythoffExplorer

    explorer = WythoffExplorer()
    assert (explorer.pair, explorer.used) == ((6, 10), [0, 1, 2, 3, 4, 5, 7])
    for k in range(explorer.step.max + 1):
        explorer.step.value = k
        a, b = explorer.pair
        assert a == (gl.mex(explorer.used) if k else 0) and b - a == k
        assert explorer.pair not in explorer.hot_cells  # a new pair is never hot
        assert (
            f"b<sub>{k}</sub> = a<sub>{k}</sub> + {k} = {b}" in explorer.status.value
            or k == 0
        )


def test_explorer_cold_view_is_complete_once_the_pairs_in_view_are_found():
    from gamelib.widgets import WythoffExplorer

    explorer = WythoffExplorer(limit=20, step=9)  # b_8 = 20 is the last pair in view
    cells = set(product(range(21), repeat=2))
    assert explorer.cold_cells | explorer.hot_cells == cells
    assert not explorer.cold_cells & explorer.hot_cells
    fresh = gl.Wythoff()
    assert explorer.cold_cells == {
        c for c in cells if gl.sg(fresh, c, closed_form=False) == 0
    }
    assert explorer.picture.value.count(f'fill="{gl.draw.palette.P_COLOR}"') >= 17


def test_explorer_sg_view_and_zoom():
    from gamelib.widgets import WythoffExplorer

    explorer = WythoffExplorer(view="sg", limit=10, step=3)
    assert explorer.table.shape == (11, 11)
    assert explorer.table.tolist() == sg_table(11).tolist()
    assert explorer.picture.value.count('class="mark"') == 2 * 3 - 1 + 2
    explorer.limit.value = 63
    assert explorer.table.shape == (64, 64)
    explorer.view.value = "cold"
    assert "Zoom out" not in explorer.status.value
    explorer.limit.value = 7
    explorer.step.value = 6
    assert "Zoom out to piles ≤ 15" in explorer.status.value
    assert explorer.last_update_seconds is not None


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"view": "heat"}, "view must be"),
        ({"limit": 3}, "limit must be between 7 and 63"),
        ({"step": 40}, "step must be between 0 and 39"),
        ({"limit": 2.5}, "limit must be a non-negative integer"),
    ],
)
def test_explorer_bad_arguments(kwargs, words):
    from gamelib.widgets import WythoffExplorer

    with pytest.raises((TypeError, ValueError), match=words):
        WythoffExplorer(**kwargs)


def test_outcome_by_formula_matches_the_search_and_works_at_any_size():
    fresh = gl.Wythoff()
    for x in range(30):
        for y in range(30):
            searched = gl.outcome(fresh, (x, y), closed_form=False)
            assert gl.outcome(gl.Wythoff(), (x, y)) == searched, (x, y)
    a, b = gl.heapgames.wythoff.wythoff_pair(10**40)
    assert gl.outcome(gl.Wythoff(), (a, b)) == "P"
    assert gl.outcome(gl.Wythoff(), (a, b + 1)) == "N"
