"""Chapter 3: mex, the Sprague-Grundy function, sums, subtraction games, samples.

Every expected value here comes from an independent computation (the plain
recurrence of the classic write-ups, a brute-force period search, the generic
search over a product space) or from published data in notebooks/data.
"""

import random
from itertools import combinations, product

import pytest

import gamelib as gl
from gamelib.widgets import SpragueGrundyExplorer
from tests.conftest import judge_samples, oeis, same_output


def _pair(found):
    """(preperiod, period) of a Periodicity."""
    return found.preperiod, found.period


def seed_values(moves, n):
    """The classic seed algorithm: per heap, clear a boolean array, scan for the mex."""
    values = [0] * n
    for i in range(n):
        seen = [False] * (len(moves) + 1)
        for m in moves:
            if m <= i:
                seen[values[i - m]] = True
        j = 0
        while seen[j]:
            j += 1
        values[i] = j
    return values


def brute_force_periodicity(values, k):
    """Smallest (preperiod, period) of values, by trying every period in turn.

    For a period p, the smallest start s with values[n] == values[n + p] for
    all n in [s, len - p) is found by scanning from the end. The first p whose
    run is long enough (at least half the horizon, and at least k + p, so the
    window argument makes it hold forever) is the answer.
    """
    horizon = len(values)
    for p in range(1, horizon // 2):
        s = horizon - p
        while s > 0 and values[s - 1] == values[s - 1 + p]:
            s -= 1
        if horizon - p - s >= max(horizon // 2, k + p):
            return s, p
    raise AssertionError("horizon too short")


# --- mex and the SG function on game graphs ---------------------------------


def test_mex_is_the_least_missing_number():
    for size in range(5):
        for values in product(range(5), repeat=size):
            expected = next(v for v in range(6) if v not in values)
            assert gl.mex(values) == expected


def random_dag_game(seed, size=12):
    """A game on positions 0..size-1 where each move goes to a smaller number."""
    rng = random.Random(seed)
    edges = {v: sorted(rng.sample(range(v), rng.randint(0, v))) for v in range(size)}
    return gl.game_from(lambda v: edges[v], name=f"dag{seed}")


@pytest.mark.parametrize("seed", range(20))
def test_sg_is_mex_of_options_and_zero_exactly_at_p_positions(seed):
    game = random_dag_game(seed)
    label = {}
    for v in range(12):  # P/N by the three rules of chapter 0, bottom up
        label[v] = "N" if any(label[o] == "P" for o in game.options(v)) else "P"
    for v in range(12):
        values = {gl.sg(game, o) for o in game.options(v)}
        g = gl.sg(game, v)
        assert g not in values  # no move keeps the value
        assert set(range(g)) <= values  # every smaller value is one move away
        assert (g == 0) == (label[v] == "P")


def test_game_graph_carries_the_sg_labels():
    graph = gl.game_graph(gl.SubtractionGame({1, 3, 4}), 9)
    for node in graph:
        options = [graph.nodes[o]["sg"] for o in graph.successors(node)]
        assert graph.nodes[node]["sg"] == gl.mex(options)


# --- the Sprague-Grundy theorem ---------------------------------------------


def divisor_game():
    return gl.game_from(lambda n: [n - d for d in range(1, n) if n % d == 0])


def test_sum_of_different_games_is_nim_on_their_values():
    parts = (gl.SubtractionGame({1, 3, 4}), gl.Bash(2), divisor_game())
    total = gl.Sum(*parts)
    nim = gl.Nim()
    for position in product(range(9), range(7), range(1, 9)):
        values = tuple(
            gl.sg(g, p, closed_form=False) for g, p in zip(parts, position, strict=True)
        )
        by_search = gl.sg(total, position, closed_form=False)
        assert by_search == gl.nim_sum(values) == gl.sg(nim, values, closed_form=False)
        assert gl.sg(total, position) == by_search


def test_every_game_is_a_nim_heap_in_disguise():
    """G + *v is a P-position exactly when v is the SG value of G."""
    for game, positions in [
        (gl.SubtractionGame({2, 5}), range(15)),
        (divisor_game(), range(1, 15)),
        (random_dag_game(7), range(12)),
    ]:
        plus_heap = gl.Sum(game, gl.Nim())
        for p in positions:
            for v in range(6):
                verdict = gl.outcome(plus_heap, (p, (v,)), closed_form=False)
                assert (verdict == "P") == (v == gl.sg(game, p, closed_form=False))


# --- subtraction games: values and periodicity ------------------------------


@pytest.mark.parametrize(
    ("moves", "expected"),
    [({1, 2}, (0, 3)), ({1, 3}, (0, 2)), ({1}, (0, 2)), ({2}, (0, 4))],
)
def test_small_periods_by_hand(moves, expected):
    # {1, 2}: 0 1 2 0 1 2 ...; {1, 3}: 0 1 0 1 ...; {1}: 0 1 ...; {2}: 0 0 1 1 ...
    assert _pair(gl.periodicity(gl.SubtractionGame(moves))) == expected


def test_periodicity_is_smallest_for_every_subset_of_one_to_eight():
    for r in range(1, 9):
        for moves in combinations(range(1, 9), r):
            values = seed_values(moves, 400)
            expected = brute_force_periodicity(values, max(moves))
            game = gl.SubtractionGame(moves)
            assert _pair(gl.periodicity(game)) == expected, moves


def test_periodicity_is_smallest_on_random_sets_up_to_twenty():
    rng = random.Random(2024)
    for _ in range(150):
        moves = sorted(rng.sample(range(1, 21), rng.randint(1, 6)))
        values = seed_values(moves, 1200)
        expected = brute_force_periodicity(values, max(moves))
        game = gl.SubtractionGame(moves)
        assert _pair(gl.periodicity(game)) == expected, moves
        assert gl.sg_sequence(game, 1200).tolist() == values, moves


def test_sg_sequence_matches_seed_algorithm_and_generic_search():
    rng = random.Random(11)
    for _ in range(30):
        moves = sorted(rng.sample(range(1, 16), rng.randint(1, 5)))
        values = seed_values(moves, 300)
        assert gl.sg_sequence(gl.SubtractionGame(moves), 300).tolist() == values
        fresh = gl.SubtractionGame(moves)
        searched = [gl.sg(fresh, n, closed_form=False) for n in range(300)]
        assert searched == values


def test_million_values_with_max_move_twenty_are_exact():
    moves = [4, 5, 10, 15, 17, 20]  # preperiod 125, period 50
    values = gl.sg_sequence(gl.SubtractionGame(moves), 10**6)
    prefix = seed_values(moves, 5000)
    assert values[:5000].tolist() == prefix
    for n in (10**6 - 1, 777_777, 5001):
        assert values[n] == prefix[125 + (n - 125) % 50]


def test_huge_heap_in_a_periodic_subtraction_game():
    moves = [2, 4, 7]
    values = seed_values(moves, 200)
    preperiod, period = brute_force_periodicity(values, 7)
    game = gl.SubtractionGame(moves)
    for n in (10**100, 10**100 + 1, 3**200):
        expected = values[preperiod + (n - preperiod) % period]
        assert gl.sg(game, n) == expected
        assert gl.outcome(game, n) == ("P" if expected == 0 else "N")
    assert all(gl.sg(game, w) == 0 for w in gl.winning_moves(game, 10**100))


def test_small_heaps_do_not_need_the_period():
    game = gl.SubtractionGame([604, 1321, 4287, 7947, 9402])  # period shows late
    game.search_limit = 100_000  # moves examined: 20,000 heaps of 5 moves
    values = seed_values(game.moves, 12_000)
    assert [gl.sg(game, n) for n in (0, 603, 604, 11_999)] == [
        values[n] for n in (0, 603, 604, 11_999)
    ]
    assert gl.sg_sequence(game, 12_000).tolist() == values
    with pytest.raises(gl.SearchLimitError, match="no period within the first 20,000"):
        gl.periodicity(game)
    with pytest.raises(gl.SearchLimitError, match="raise search_limit"):
        gl.sg(game, 10**100)


# --- judge samples ----------------------------------------------------------


def s_nim(text, closed_form=True):
    """HDU 1536 / POJ 2960: a line of W/L per test case."""
    tokens = iter(int(t) for t in text.split())
    lines = []
    while (k := next(tokens)) != 0:
        game = gl.SubtractionGame([next(tokens) for _ in range(k)])
        verdicts = []
        for _ in range(next(tokens)):
            heaps = tuple(next(tokens) for _ in range(next(tokens)))
            total = gl.Sum(*[game] * len(heaps))
            verdicts.append(
                "W" if gl.outcome(total, heaps, closed_form=closed_form) == "N" else "L"
            )
        lines.append("".join(verdicts))
    return "\n".join(lines)


@pytest.mark.parametrize("closed_form", [True, False])
def test_s_nim_samples(closed_form):
    for given, expected in judge_samples("hdu1536"):  # HDU 1536 and POJ 2960
        assert same_output(s_nim(given, closed_form), expected)


def cet4(text, closed_form=True):
    """HDU 1847: Kiki moves first; powers of two."""
    game = gl.SubtractionGame([2**i for i in range(11)])
    return "\n".join(
        "Kiki" if gl.outcome(game, int(n), closed_form=closed_form) == "N" else "Cici"
        for n in text.split()
    )


@pytest.mark.parametrize("closed_form", [True, False])
def test_hdu1847_samples(closed_form):
    for given, expected in judge_samples("hdu1847"):
        assert same_output(cet4(given, closed_form), expected)


def test_powers_of_two_are_n_mod_3_on_the_whole_judge_range():
    terms = oeis("A010872")  # n mod 3, from n = 0
    game = gl.SubtractionGame([2**i for i in range(11)])
    assert gl.sg_sequence(game, len(terms)).tolist() == terms
    assert all(gl.sg(game, n) == terms[n % 3] for n in range(1001))
    fresh = gl.SubtractionGame([2**i for i in range(11)])
    assert all(gl.sg(fresh, n, closed_form=False) == n % 3 for n in range(1001))


def fibonacci_moves(limit=1000):
    fib = oeis("A000045")  # 0, 1, 1, 2, 3, 5, ...
    return sorted({f for f in fib if 1 <= f <= limit})


def fibo(text, closed_form=True):
    """HDU 1848: three heaps, take a Fibonacci number; first player 'Fibo'."""
    game = gl.SubtractionGame(fibonacci_moves())
    total = gl.Sum(game, game, game)
    numbers = [int(t) for t in text.split()]
    lines = []
    for heaps in zip(numbers[::3], numbers[1::3], numbers[2::3], strict=True):
        if heaps == (0, 0, 0):
            break
        kind = gl.outcome(total, heaps, closed_form=closed_form)
        lines.append("Fibo" if kind == "N" else "Nacci")
    return "\n".join(lines)


@pytest.mark.parametrize("closed_form", [True, False])
def test_hdu1848_samples(closed_form):
    for given, expected in judge_samples("hdu1848"):
        assert same_output(fibo(given, closed_form), expected)


def test_fibonacci_game_values_match_seed_algorithm_up_to_1000():
    game = gl.SubtractionGame(fibonacci_moves())
    assert fibonacci_moves()[:6] == [1, 2, 3, 5, 8, 13]
    assert gl.sg_sequence(game, 1001).tolist() == seed_values(fibonacci_moves(), 1001)


# --- bad input ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("heap", "error", "words"),
    [
        (-1, ValueError, "got -1"),
        (2.5, TypeError, r"got 2\.5"),
        (True, TypeError, "bool"),
        ("7", TypeError, "got '7'"),
        (-(10**100), ValueError, "non-negative integer"),
    ],
)
def test_bad_heaps(heap, error, words):
    game = gl.SubtractionGame({1, 3, 4})
    with pytest.raises(error, match=words):
        gl.sg(game, heap)
    with pytest.raises(error, match=words):
        gl.sg(gl.Sum(game, game), (3, heap))


@pytest.mark.parametrize(
    ("moves", "error", "words"),
    [
        ([], ValueError, "at least one positive integer, got none"),
        ([1, 0], ValueError, "positive integers, got 0"),
        ([3, -2], ValueError, "positive integers, got -2"),
        ([1, 2.0], TypeError, r"positive integers, got 2\.0 \(float\)"),
        ([1, "2"], TypeError, r"got '2' \(str\)"),
        ([False], TypeError, r"got False \(bool\)"),
        (5, TypeError, "collection of positive integers, got 5"),
    ],
)
def test_bad_move_sets(moves, error, words):
    with pytest.raises(error, match=words):
        gl.SubtractionGame(moves)


# --- the explorer -------------------------------------------------------------


def test_explorer_defaults_and_period_marks():
    explorer = SpragueGrundyExplorer()
    assert explorer.game.moves == (1, 3, 4)
    assert _pair(explorer.periodicity) == (0, 7)
    assert explorer.values == seed_values([1, 3, 4], 60)
    assert set(explorer.graph.nodes) <= set(range(10))
    assert "period <b>7</b>" in explorer.status.value
    # a tick at every period start: heaps 0, 7, ..., 56
    assert explorer.picture.value.count('stroke-width="2"/>') == 9


def test_explorer_follows_the_move_box_and_sliders():
    explorer = SpragueGrundyExplorer(moves="2 4 7", heap=10)
    assert _pair(explorer.periodicity) == brute_force_periodicity(
        seed_values([2, 4, 7], 300), 7
    )
    explorer.moves.value = "1, 2"
    assert explorer.game.moves == (1, 2) and _pair(explorer.periodicity) == (0, 3)
    assert "winning moves: take 1" in explorer.status.value  # 10 % 3 == 1
    explorer.heap.value = 9
    assert "P-position" in explorer.status.value
    assert 'stroke="#d7191c"' not in explorer.picture.value
    explorer.shown.value = 100
    assert explorer.values == seed_values([1, 2], 100)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "at least one positive integer"),
        ("1 0", "got 0"),
        ("1 -3", "got -3"),
        ("1 2.5", "cannot read &#x27;2.5&#x27;"),
        ("one", "cannot read &#x27;one&#x27;"),
    ],
)
def test_explorer_reports_bad_move_sets_and_keeps_the_last_good_one(text, words):
    explorer = SpragueGrundyExplorer(moves="1 2")
    explorer.moves.value = text
    assert words in explorer.status.value
    assert "Not a move set" in explorer.status.value
    assert explorer.game.moves == (1, 2)
    assert explorer.error is not None
    explorer.moves.value = "1 3"
    assert explorer.error is None and _pair(explorer.periodicity) == (0, 2)


def test_explorer_with_a_long_period_still_shows_exact_values():
    explorer = SpragueGrundyExplorer(moves="604 1321 4287 7947 9402", shown=300)
    assert explorer.periodicity is None
    assert "no period among the first" in explorer.status.value
    assert explorer.values == seed_values([604, 1321, 4287, 7947, 9402], 300)


# --- chapter 3's guesses, checked by check() ----------------------------------------


def test_ordinary_sum_guess_is_refuted_and_xor_accepted_by_search():
    s134, bash2 = gl.SubtractionGame({1, 3, 4}), gl.Bash(2)
    pair = gl.Sum(s134, bash2)
    added = gl.check(lambda a, b: gl.sg(s134, a) + gl.sg(bash2, b), pair, kind="sg")
    assert not added
    first = added.counterexamples[0]
    assert (first.position, first.guess, first.truth) == ((1, 1), 2, 0)
    by_search = gl.game_from(pair.options)  # no formula: the search decides
    xor_rule = gl.check(
        lambda a, b: seed_values([1, 3, 4], a + 1)[a] ^ (b % 3),
        by_search,
        kind="sg",
        positions=pair.sample_positions(600),
    )
    assert xor_rule and xor_rule.checked == 600


def test_exercise_rules_accepted_and_placeholders_refuted():
    game_2_3 = gl.SubtractionGame({2, 3})
    assert not gl.check(lambda n: n % 2, game_2_3, kind="sg")
    assert gl.check(lambda n: [0, 0, 1, 1, 2][n % 5], game_2_3, kind="sg")
    game_3_5_9 = gl.SubtractionGame({3, 5, 9})
    assert not gl.check(lambda n: n % 2 == 1, game_3_5_9)
    rule = gl.check(
        lambda n: n not in (0, 1, 2, 8, 12) and (n < 14 or n % 2 == 1), game_3_5_9
    )
    assert rule and rule.checked >= 2000 + 200  # + the shapes of sample_shapes
    divisors = divisor_game()
    assert not gl.check(
        lambda n: 1 - n % 2, divisors, kind="sg", positions=range(1, 301)
    )
    trailing = gl.check(
        lambda n: (n & -n).bit_length() - 1,
        divisors,
        kind="sg",
        positions=range(1, 301),
    )
    assert trailing


def test_exercise_sum_value_against_the_search():
    three = gl.Sum(gl.SubtractionGame({1, 3, 4}), gl.Bash(3), gl.Nim())
    assert not gl.check(lambda a, b, heaps: a + b + sum(heaps), three, kind="sg")

    def value(a, b, heaps):
        return seed_values([1, 3, 4], a + 1)[a] ^ (b % 4) ^ gl.nim_sum(heaps)

    by_search = gl.game_from(three.options)
    result = gl.check(
        value, by_search, kind="sg", positions=three.sample_positions(300)
    )
    assert result and result.checked == 300


# --- speed paths stay exact ----------------------------------------------------------


def test_slowest_set_with_max_move_twenty_is_exact_at_a_million():
    # the largest preperiod + period of all 2**20 - 1 sets with max move <= 20
    # (found by benchmarks/bench_sprague_grundy.py --exhaustive)
    moves = [2, 5, 6, 7, 8, 10, 11, 12, 13, 14, 17, 18, 20]
    prefix = seed_values(moves, 6000)
    expected = brute_force_periodicity(prefix, 20)
    game = gl.SubtractionGame(moves)
    assert expected == (761, 792) == _pair(gl.periodicity(game))
    values = gl.sg_sequence(gl.SubtractionGame(moves), 10**6)
    assert values[:6000].tolist() == prefix
    pre, period = expected
    for n in (10**6 - 1, 654_321, 6000, 10**100):
        truth = prefix[pre + (n - pre) % period]
        assert gl.sg(game, n) == truth
        if n < 10**6:
            assert values[n] == truth


def test_a_move_beyond_the_search_limit_fails_at_once():
    game = gl.SubtractionGame({1, 10**100})
    assert gl.sg(game, 12) == 0  # small heaps are still exact
    game = gl.SubtractionGame({1, 10**100})
    with pytest.raises(gl.SearchLimitError, match="no period within the first"):
        gl.periodicity(game)
    assert game._sequence.values == []  # gave up without computing values
    with pytest.raises(gl.SearchLimitError, match="raise search_limit"):
        gl.sg(game, 10**100)


def test_explorer_refuses_more_than_a_hundred_moves_and_searches_less_with_many():
    explorer = SpragueGrundyExplorer(moves="1 2")
    explorer.moves.value = " ".join(map(str, range(1, 102)))
    assert "at most 100 different moves, got 101" in explorer.status.value
    assert explorer.game.moves == (1, 2)
    assert explorer.searched == 5_000
    explorer.moves.value = " ".join(map(str, range(1000, 1100)))  # 100 moves
    assert explorer.searched == 1_000 and explorer.periodicity is None
    assert "no period among the first 1,000 heaps" in explorer.status.value
    assert explorer.values == seed_values(range(1000, 1100), 60)


def test_sg_sequence_refuses_an_array_too_big_for_memory():
    game = gl.SubtractionGame({1, 3, 4})
    with pytest.raises(ValueError, match=r"sg\(game, heap\)"):
        gl.sg_sequence(game, 10**10)
    # {1, 3, 4} repeats 0 1 0 1 2 3 2 from heap 0 (period 7).
    assert gl.sg(game, 10**10) == [0, 1, 0, 1, 2, 3, 2][10**10 % 7]
