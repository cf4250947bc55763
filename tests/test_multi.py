"""Multi-SG (splitting heaps, Lasker's Nim) and Every-SG against brute force."""

import random
from functools import cache
from itertools import combinations_with_replacement, product

import pytest

import gamelib as gl
from gamelib.widgets import EverySGExplorer, LaskerExplorer
from gamelib.widgets.multi import TAKE_134
from tests.conftest import judge_samples, oeis, same_output

# --- independent brute force ---------------------------------------------


def lasker_moves(heaps):
    """Lasker's Nim on sorted tuples of non-empty heaps, written without gamelib."""
    result = set()
    for i, n in enumerate(heaps):
        rest = heaps[:i] + heaps[i + 1 :]
        for m in range(n):
            result.add(tuple(sorted(rest + ((m,) if m else ()))))
        for a in range(1, n):
            result.add(tuple(sorted((*rest, a, n - a))))
    return result


@cache
def brute_sg(heaps):
    values = {brute_sg(m) for m in lasker_moves(heaps)}
    return next(v for v in range(len(values) + 1) if v not in values)


def multi_sg_recurrence(heap_moves, count):
    """Heap values by mex over the nim-sums of the pieces (the Multi-SG rule)."""
    values = []
    for n in range(count):
        reached = set()
        for parts in heap_moves(n):
            total = 0
            for p in parts:
                total ^= values[p]
            reached.add(total)
        values.append(next(v for v in range(len(reached) + 1) if v not in reached))
    return values


def formula(n):
    """g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3, g(0) = 0."""
    if n == 0:
        return 0
    return {1: n, 2: n, 3: n + 1, 0: n - 1}[n % 4]


# --- Multi-SG and Lasker's Nim -------------------------------------------


def test_lasker_closed_form_matches_the_search_over_whole_positions():
    game = gl.LaskerNim()
    for n in range(13):
        assert gl.sg(game, (n,), closed_form=False) == brute_sg((n,) if n else ())
        assert gl.LaskerNim().heap_value(n) == formula(n) == brute_sg((n,) if n else ())
    for heaps in combinations_with_replacement(range(6), 3):
        assert gl.sg(game, heaps) == gl.sg(game, heaps, closed_form=False), heaps


def test_lasker_formula_matches_the_multi_sg_recurrence_far_out():
    def moves(n):
        return [(m,) for m in range(n)] + [(a, n - a) for a in range(1, n)]

    values = multi_sg_recurrence(moves, 400)
    assert values == [gl.LaskerNim().heap_value(n) for n in range(400)]
    assert values == [formula(n) for n in range(400)]


def test_lasker_winning_moves_formula_matches_the_search():
    game = gl.LaskerNim()
    for heaps in [*product(range(10), repeat=2), *product(range(5), repeat=3)]:
        moves = gl.winning_moves(game, heaps)
        assert moves == gl.winning_moves(game, heaps, closed_form=False), heaps
        assert all(brute_sg(tuple(sorted(h for h in m if h))) == 0 for m in moves)


def test_misere_lasker_is_anti_nim_on_the_values():
    game = gl.LaskerNim()
    for heaps in [*product(range(8), repeat=3), *product(range(5), repeat=4)]:
        assert gl.outcome(game, heaps, misere=True) == gl.outcome(
            game, heaps, misere=True, closed_form=False
        ), heaps
    assert gl.outcome(game, (10**100, 10**100 + 1), misere=True) == "N"


def test_lasker_huge_heaps():
    game = gl.LaskerNim()
    big = 4 * 10**99 + 3
    assert gl.sg(game, (big,)) == big + 1
    assert gl.outcome(game, (big, big + 1)) == "N"
    assert gl.outcome(game, (big, big)) == "P"
    assert gl.winning_moves(game, (big, 1)) == [(1, 1)]  # no split can win
    with pytest.raises(ValueError, match="splits of heap"):
        gl.winning_moves(game, (big - 1, 1))  # a split of big - 1 might


def test_split_game_matches_published_kayles_and_grundy_values():
    kayles = gl.SplitGame(
        lambda n: [(a, n - k - a) for k in (1, 2) for a in range(n - k + 1)],
        name="Kayles",
    )
    grundy = gl.SplitGame(
        lambda n: [(a, n - a) for a in range(1, (n + 1) // 2)], name="Grundy"
    )
    for game, terms in [(kayles, oeis("A002186")), (grundy, oeis("A002188"))]:
        assert [game.heap_value(n) for n in range(len(terms))] == terms
    for heaps in combinations_with_replacement(range(7), 3):
        assert gl.sg(kayles, heaps) == gl.sg(kayles, heaps, closed_form=False)
        assert gl.sg(grundy, heaps) == gl.sg(grundy, heaps, closed_form=False)


def test_split_game_moves_and_descriptions():
    game = gl.LaskerNim()
    assert game.describe_move((4, 5), (4, 2, 3)) == "heap 2: split 5 into 2 + 3"
    assert game.describe_move((4, 5), (1, 5)) == "heap 1: 4 → 1"
    assert gl.winning_moves(game, (3, 1, 2)) == [(1, 2, 1, 2)]
    assert gl.LaskerNim().key((0, 3, 1)) == (1, 3)


@pytest.mark.parametrize(
    ("call", "error", "words"),
    [
        (lambda: gl.sg(gl.LaskerNim(), (3, -1)), ValueError, "got -1"),
        (lambda: gl.sg(gl.LaskerNim(), "3"), TypeError, "tuple of heap sizes"),
        (lambda: gl.LaskerNim().heap_value(2.0), TypeError, "got 2.0"),
        (lambda: gl.SplitGame(), TypeError, "needs heap_options"),
        (lambda: gl.SplitGame(5), TypeError, "must be a function"),
        (
            lambda: gl.SplitGame(lambda n: [(n,)]).heap_value(3),
            ValueError,
            "smaller than 0",
        ),
    ],
)
def test_multi_bad_input(call, error, words):
    with pytest.raises(error, match=words):
        call()


def test_sample_positions_for_check():
    positions = gl.LaskerNim().sample_positions(2000)
    assert positions[0] == () and len(positions) == len(set(positions)) == 1771
    assert all(len(p) <= 3 and all(0 < h <= 20 for h in p) for p in positions)
    assert [sum(p) for p in positions] == sorted(sum(p) for p in positions)
    large = gl.LaskerNim().sample_large_positions(100, random.Random(1))
    assert len(large) == 100 and all(1000 <= h < 10_000 for p in large for h in p)
    with pytest.raises(ValueError, match="bound"):
        gl.LaskerNim().sample_positions(0)


def test_check_refutes_lasker_as_nim_and_accepts_theorem_6_2():
    by_rule = gl.SplitGame(
        lambda n: [(m,) for m in range(n)] + [(a, n - a) for a in range(1, n // 2 + 1)]
    )  # the Multi-SG rule, no formula
    as_nim = gl.check(lambda heaps: gl.nim_sum(heaps) != 0, by_rule)
    assert as_nim.counterexamples[0].position == (1, 2, 3)
    assert not gl.check(lambda heaps: gl.nim_sum(heaps) != 0, gl.LaskerNim())

    def lasker_rule(heaps):
        return gl.nim_sum(formula(n) for n in heaps) != 0

    # every small position, then the shapes (and the large ones for LaskerNim)
    assert gl.check(lasker_rule, by_rule).checked >= 1771
    assert gl.check(lasker_rule, gl.LaskerNim()).checked >= 1771 + 200


def test_check_lasker_winning_moves_on_large_heaps():
    game = gl.LaskerNim()

    def first_move(heaps):
        moves = gl.winning_moves(game, heaps, closed_form=False)
        return moves[0] if moves else None

    def lasker_move(heaps):
        total = gl.nim_sum(formula(n) for n in heaps)
        for i, n in enumerate(heaps):
            smaller = formula(formula(n) ^ total)
            if total and smaller < n:
                return (*heaps[:i], smaller, *heaps[i + 1 :])
        for i, n in enumerate(heaps):
            for a in range(1, n // 2 + 1):
                if total and formula(a) ^ formula(n - a) == formula(n) ^ total:
                    return (*heaps[:i], a, n - a, *heaps[i + 1 :])
        return None

    small = list(combinations_with_replacement(range(1, 7), 3))
    assert gl.check(first_move, game, kind="move", positions=small)
    assert gl.check(lasker_move, game, kind="move")  # random four-digit heaps too
    nim_move = gl.check(
        lambda heaps: (gl.winning_moves(gl.Nim(), heaps) or [None])[0],
        game,
        kind="move",
    )
    assert nim_move.counterexamples[0].position == (1, 2, 3)


def test_check_three_way_split_values():
    def three_way_moves(n):
        splits = [
            (a, b, n - a - b)
            for a in range(1, n)
            for b in range(a, n)
            if n - a - b >= b
        ]
        return [(m,) for m in range(n)] + splits

    three_way = gl.SplitGame(three_way_moves)
    values = multi_sg_recurrence(three_way_moves, 120)

    def guess(heaps):
        return gl.nim_sum(n + {7: 1, 0: -1}.get(n % 8, 0) if n else 0 for n in heaps)

    assert [guess((n,)) for n in range(120)] == values
    assert gl.check(guess, three_way, kind="sg")
    assert not gl.check(lambda heaps: gl.nim_sum(heaps), three_way, kind="sg")


def test_split_game_refuses_huge_heaps_without_a_formula():
    game = gl.SplitGame(lambda n: [(a, n - a) for a in range(1, n)])
    with pytest.raises(gl.SearchLimitError, match="search_limit"):
        game.heap_value(10**100)


def solve_hdu3032(text, closed_form=True):
    numbers = iter(map(int, text.split()))
    game, lines = gl.LaskerNim(), []
    for _ in range(next(numbers)):
        heaps = tuple(next(numbers) for _ in range(next(numbers)))
        won = gl.outcome(game, heaps, closed_form=closed_form) == "N"
        lines.append("Alice" if won else "Bob")
    return "\n".join(lines)


@pytest.mark.parametrize("closed_form", [True, False])
def test_hdu3032_sample(closed_form):
    for given, expected in judge_samples("hdu3032"):
        assert same_output(solve_hdu3032(given, closed_form), expected)


def test_hdu3032_largest_heaps_are_instant():
    text = f"1\n3\n{2**31 - 1} {2**31 - 2} {2**31 - 3}\n"
    # 2**31 - 1 = 4k + 3, 2**31 - 2 = 4k + 2, 2**31 - 3 = 4k + 1
    expected = "Alice" if (2**31) ^ (2**31 - 2) ^ (2**31 - 3) else "Bob"
    assert solve_hdu3032(text) == expected


# --- Every-SG --------------------------------------------------------------


def every_sg_brute(options, position):
    """Every-SG by the definition, independent of gamelib: N iff the mover wins."""

    @cache
    def wins(pos):
        choices = [options(p) or [p] for p in pos]
        if not any(options(p) for p in pos):
            return False
        return any(not wins(c) for c in product(*choices))

    return wins(position)


def sub134(n):
    return [n - k for k in (1, 3, 4) if k <= n]


def euclid(pair):
    a, b = pair
    if not (a and b):
        return []
    a, b = max(a, b), min(a, b)
    return [(a - k * b, b) for k in range(1, a // b + 1)]


def steps_by_definition(options, n, prolong_wins=True):
    """Step values by recursion; prolong_wins=False is the reversed variant."""

    @cache
    def wins(p):
        return any(not wins(o) for o in options(p))

    @cache
    def step(p):
        opts = options(p)
        if not opts:
            return 0
        if wins(p):
            good = [step(o) for o in opts if not wins(o)]
            return 1 + (max(good) if prolong_wins else min(good))
        rest = [step(o) for o in opts]
        return 1 + (min(rest) if prolong_wins else max(rest))

    return step(n)


def test_step_search_matches_the_definition():
    game = gl.SubtractionGame({1, 3, 4})
    for n in range(60):
        assert gl.step(game, n) == steps_by_definition(sub134, n)
        assert gl.step(game, n) % 2 == (gl.outcome(game, n) == "N")


def test_every_sg_theorem_on_all_small_positions():
    game = gl.SubtractionGame({1, 3, 4})
    every = gl.EverySG(game, game, game)
    for position in combinations_with_replacement(range(9), 3):
        expected = "N" if every_sg_brute(sub134, position) else "P"
        assert gl.outcome(every, position) == expected, position
        assert gl.outcome(every, position, closed_form=False) == expected


def test_the_reversed_step_rule_is_wrong():
    wrong = right = 0
    for x, y in combinations_with_replacement(range(12), 2):
        truth = every_sg_brute(sub134, (x, y))
        for rule in (True, False):
            top = max(
                steps_by_definition(sub134, x, rule),
                steps_by_definition(sub134, y, rule),
            )
            if (top % 2 == 1) != truth:
                wrong, right = wrong + (not rule), right + rule
    assert right == 0 and wrong > 0
    assert not every_sg_brute(sub134, (0, 2)) and every_sg_brute(sub134, (2, 3))


def test_every_sg_move_wins_and_lines_last_step_moves():
    game = gl.SubtractionGame({1, 3, 4})
    every = gl.EverySG(game, game)
    for position in product(range(10), repeat=2):
        line = [gl.heapgames.every_sg.optimal_line(game, p) for p in position]
        assert [len(x) - 1 for x in line] == [gl.step(game, p) for p in position]
        if any(position):
            move = gl.heapgames.every_sg.every_sg_move(every, position)
            assert move in every.options(position)
            if gl.outcome(every, position) == "N":
                assert not every_sg_brute(sub134, move)
    assert gl.heapgames.every_sg.every_sg_move(every, (2, 3)) == (1, 2)


def test_mixed_components():
    every = gl.EverySG(gl.Nim(), gl.EuclidGame(), gl.SubtractionGame({1, 3, 4}))
    for a, pair, c in product(range(3), [(2, 1), (3, 2), (4, 3), (5, 2)], range(6)):
        position = ((a,), pair, c)
        assert gl.outcome(every, position) == gl.outcome(
            every, position, closed_form=False
        )


# --- Euclid's game and HDU 3595 -------------------------------------------


def test_euclid_closed_forms_match_the_search():
    game = gl.EuclidGame()
    for a, b in product(range(40), repeat=2):
        assert gl.step(game, (a, b)) == gl.step(game, (a, b), closed_form=False)
        assert gl.step(game, (a, b)) == steps_by_definition(euclid, (a, b))
        assert gl.winning_moves(game, (a, b)) == gl.winning_moves(
            game, (a, b), closed_form=False
        ), (a, b)


def test_euclid_huge_piles_are_instant():
    game = gl.EuclidGame()
    fib = [1, 1]
    while len(fib) < 400:
        fib.append(fib[-1] + fib[-2])
    # consecutive Fibonacci numbers: every quotient is 1 but the last
    assert gl.step(game, (fib[-1], fib[-2])) == 398
    assert gl.winning_moves(game, (fib[-1], fib[-2])) == []
    assert gl.winning_moves(game, (3 * 10**100 + 1, 10**100)) == [
        (10**100 + 1, 10**100)
    ]


def test_euclid_sg_search_gives_up_quickly_on_huge_piles():
    with pytest.raises(gl.SearchLimitError, match="more than search_limit = 1,000,000"):
        gl.sg(gl.EuclidGame(), (10**100, 1))


def solve_hdu3595(text):
    numbers = list(map(int, text.split()))
    game, lines, i = gl.EuclidGame(), [], 0
    while i < len(numbers):
        n = numbers[i]
        flat = numbers[i + 1 : i + 1 + 2 * n]
        pairs = list(zip(flat[::2], flat[1::2], strict=True))
        i += 1 + 2 * n
        top = max(gl.step(game, p) for p in pairs)
        lines.append("MM" if top % 2 else "GG")
    return "\n".join(lines)


def test_hdu3595_against_brute_force():
    rng = random.Random(3595)
    cases, expected = [], []
    for _ in range(60):
        pairs = [
            (rng.randint(0, 9), rng.randint(0, 9)) for _ in range(rng.randint(1, 3))
        ]
        cases.append(f"{len(pairs)}\n" + "".join(f"{p} {q}\n" for p, q in pairs))
        expected.append("MM" if every_sg_brute(euclid, tuple(pairs)) else "GG")
    assert solve_hdu3595("".join(cases)).split() == expected
    assert set(expected) == {"MM", "GG"}


def test_hdu3595_full_size_input():
    rng = random.Random(1)
    pairs = [(rng.randint(1, 1000), rng.randint(1, 1000)) for _ in range(1000)]
    text = "1000\n" + "".join(f"{p} {q}\n" for p, q in pairs)
    game = gl.EuclidGame()
    top = max(gl.step(game, p, closed_form=False) for p in pairs)
    assert solve_hdu3595(text) == ("MM" if top % 2 else "GG")


@pytest.mark.parametrize(
    ("call", "error", "words"),
    [
        (lambda: gl.EverySG(), ValueError, "at least one"),
        (lambda: gl.EverySG(gl.Nim(), 3), TypeError, "expected a game"),
        (
            lambda: gl.outcome(gl.EverySG(gl.Nim()), ("1",)),
            TypeError,
            "tuple of heap sizes",
        ),
        (
            lambda: gl.outcome(gl.EverySG(gl.Nim()), ((1,), (2,))),
            ValueError,
            "tuple of 1 component",
        ),
        (
            lambda: gl.heapgames.every_sg.every_sg_move(gl.Nim(), (1,)),
            TypeError,
            "Every-SG game",
        ),
        (
            lambda: gl.heapgames.every_sg.every_sg_move(gl.EverySG(gl.Nim()), ((0,),)),
            ValueError,
            "every component is finished",
        ),
        (lambda: gl.step(gl.EuclidGame(), (3,)), TypeError, "pair of piles"),
        (lambda: gl.step(gl.EuclidGame(), (3, 2.5)), TypeError, "pile"),
        (lambda: gl.step(gl.EuclidGame(), (-3, 2)), ValueError, "got -3"),
    ],
)
def test_every_sg_bad_input(call, error, words):
    with pytest.raises(error, match=words):
        call()


def test_step_search_refuses_loops():
    loop = gl.game_from(lambda n: [(n + 1) % 4], name="loop")
    with pytest.raises(gl.LoopyGameError):
        gl.step(loop, 0)


# --- explorers -------------------------------------------------------------


def test_lasker_explorer_shows_the_mex_step_of_the_proof():
    explorer = LaskerExplorer()
    for n in range(explorer.heap.max + 1):
        explorer.heap.value = n
        assert explorer.mex == formula(n)
        assert explorer.values[n] == formula(n)
    explorer.heap.value = 3
    assert explorer.split_values == {3} and explorer.take_values == {0, 1, 2}
    assert "g(3) = <b>4</b>" in explorer.status.value


def test_every_sg_explorer():
    explorer = EverySGExplorer()
    assert explorer.components == [(3, 2), (5, 4), (7, 3), (8, 3)]
    assert explorer.steps == [2, 2, 3, 3]
    assert explorer.winner == "first"
    assert [len(line) for line in explorer.lines] == [3, 3, 4, 4]
    explorer.kind.value = TAKE_134
    explorer.text.value = "0, 2"
    assert explorer.steps == [0, 2] and explorer.winner == "second"
    explorer.text.value = "2, x"
    assert "Cannot read" in explorer.status.value and explorer.winner == ""
    explorer.text.value = "2 3"
    assert explorer.steps == [2, 3] and explorer.winner == "first"
    assert explorer.picture.value.count('class="N"') == 1 + 2
