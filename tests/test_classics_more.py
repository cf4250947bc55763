"""More of the classic training list (issue 33): POJ 1740, HDU 5795, CF 1194D,
ABC 206 F, HDU 3980, CF 603C.

For each problem the reference is compared with an exact method written here
with no formula of the reference inside, on inputs spread over the judge's
range (a table computed from the rules and its period checked before it is
extended, gamelib's octal-game engine, a search of the rules on the largest
inputs it can follow, and positions of planted structure whose winner is
known); a planted wrong reference is caught. The statements' limits are
checked by tests/test_statement_limits.py and the contest solutions by
tests/test_contest_solutions.py.
"""

import itertools
import random
from functools import cache

import pytest

from gamelib.contest.judging import Draw
from gamelib.contest.problems import PROBLEMS
from gamelib.engine.core import sg
from gamelib.heapgames import OctalGame

# --- exact methods ----------------------------------------------------------------


@cache
def split_nim_table(top=160):
    """sg of a heap, Nim plus a split into three non-empty heaps: a mex table."""
    value = [0] * (top + 1)
    for h in range(1, top + 1):
        seen = set(value[:h])
        for a in range(1, h):
            for b in range(1, h - a):
                seen.add(value[a] ^ value[b] ^ value[h - a - b])
        value[h] = next(v for v in range(len(seen) + 1) if v not in seen)
    return value


def split_nim_value(x):
    """The table, extended by its period 8 in x - sg(x), checked on 8..160 first."""
    table = split_nim_table()
    shift = {r: table[8 + r] - (8 + r) for r in range(8)}
    assert all(table[x] - x == shift[x % 8] for x in range(8, len(table)))
    return table[x] if x < len(table) else x + shift[x % 8]


def simple_nim_exact(heaps):
    total = 0
    for h in heaps:
        total ^= split_nim_value(h)
    return "First player wins." if total else "Second player wins."


@cache
def strip_outcomes(k):
    """Wins of the strip 0..4(k + 1) (moves 1, 2, k), and the table's period."""
    top = 4 * (k + 1)
    wins = [False] * (top + 1)
    for n in range(1, top + 1):
        wins[n] = any(not wins[n - s] for s in (1, 2, k) if s <= n)
    start = top - 2 * (k + 1)  # the last two periods at most: do they repeat?
    period = next(
        p for p in range(1, k + 2) if wins[start:] == wins[start - p : top + 1 - p]
    )
    return wins, period


def strip_exact(case):
    n, k = case
    wins, period = strip_outcomes(k)
    top = len(wins) - 1
    while n > top:
        n -= ((n - top) // period + 1) * period
    return "Alice" if wins[n] else "Bob"


@cache
def octal_row(m):
    """A row where a move paints m in a row: gamelib's octal game 0.0...07."""
    return OctalGame("0." + "0" * (m - 1) + "7")


def paint_exact(case):
    """The row of n - m by gamelib's octal engine (m <= 32), else by hand.

    A row shorter than m has no move (worth 0); one shorter than 3m only
    moves to pieces shorter than m (worth 1).
    """
    i, n, m = case
    if m <= 32:
        first = n >= m and sg(octal_row(m), (n - m,)) == 0
    else:
        assert n - m < 3 * m
        first = m <= n < 2 * m
    return f"Case #{i}: {'aekdycoin' if first else 'abcdxyzk'}"


@cache
def cow_table(odd_k, top=3000):
    """sg of piles 0..top: take one, or split 2x into k piles of x (a mex table).

    The k equal piles are worth sg(x) XOR'd k times: sg(x) for odd k, else 0.
    """
    value = [0] * (top + 1)
    for a in range(1, top + 1):
        seen = {value[a - 1]}
        if a % 2 == 0:
            seen.add(value[a // 2] if odd_k else 0)
        value[a] = next(v for v in range(3) if v not in seen)
    return value


def lieges_exact(case):
    k, piles = case
    table = cow_table(k % 2 == 1)
    return "Kevin" if _xor(table[a] for a in piles) else "Nicky"


def brute_line(case, slug):
    return PROBLEMS[slug].brute_answer(case)[0]


EXACT = {
    "hdu5795": simple_nim_exact,
    "cf1194d": strip_exact,
    "hdu3980": paint_exact,
    "cf603c": lieges_exact,
    "poj1740": lambda piles: brute_line(piles, "poj1740"),
    "abc206f": lambda intervals: brute_line(intervals, "abc206f"),
}


# --- inputs over the judges' ranges -------------------------------------------------


def generated(slug, sizes=("random", "random", "max")):
    rng = random.Random(slug)
    found = []
    for size in sizes:
        found += PROBLEMS[slug].generate(Draw(random.Random(rng.random())), size)
    return found


def spread_cases(slug):
    """Cases for the exact method of each problem: the range it can follow."""
    rng = random.Random(slug)
    edges = [case for cases in PROBLEMS[slug].edges() for case in cases]
    if slug == "hdu5795":
        found = [c[:50] for c in generated(slug)] + edges
        found += [[rng.randint(1, 10**9) for _ in range(9)] for _ in range(300)]
        for _ in range(300):  # a plain-Nim P-position with a heap 8k + 7 or 8k + 8
            a, b = (
                8 * rng.randint(0, 10**8 - 1) + rng.choice((7, 8)),
                rng.randint(1, 10**9),
            )
            found.append([a, b, a ^ b] if a ^ b else [a, b])
        return found + [[x] for x in range(1, 500)]
    if slug == "cf1194d":
        found = [(n, k) for n, k in generated(slug) + edges if k <= 600]
        found += [(rng.randint(0, 10**9), rng.randint(3, 600)) for _ in range(300)]
        return found + [(n, k) for k in range(3, 40) for n in range(0, 200)]
    if slug == "hdu3980":
        found = [c for c in generated(slug) + edges if c[2] <= 32 or c[1] < 4 * c[2]]
        return found + [(1, n, m) for m in range(1, 9) for n in range(1, 1001, 7)]
    if slug == "cf603c":  # piles the table reaches, any k, many piles
        found = [
            (k, tuple(a for a in piles if a <= 3000))
            for k, piles in generated(slug, ("random",) * 3)
        ]
        for _ in range(300):
            k = rng.choice((1, 2, 3, rng.randint(1, 10**9)))
            found.append((k, tuple(rng.randint(1, 3000) for _ in range(9))))
        return [c for c in found if c[1]] + [
            (k, (a,)) for k in (1, 2) for a in range(1, 3001)
        ]
    if slug == "poj1740":  # every box the search can follow, then planted pairs
        found = [[a] for a in range(1, 9)]
        found += [[a, b] for a in range(1, 7) for b in range(1, 7)]
        found += [
            [a, b, c] for a in range(1, 5) for b in range(1, 5) for c in range(1, 5)
        ]
        return found + [[a, b, c, d] for a, b, c, d in _boxes(4, 3)]
    found = []  # abc206f: up to 7 intervals anywhere in [1, 100]
    for _ in range(150):
        found.append([_interval(rng) for _ in range(rng.randint(1, 7))])
    return found


def _boxes(count, top):
    if count == 0:
        yield ()
        return
    for first in range(1, top + 1):
        for rest in _boxes(count - 1, top):
            yield (first, *rest)


def _interval(rng):
    left = rng.randint(1, 99)
    return (left, rng.randint(left + 1, min(100, left + rng.choice((1, 3, 30, 99)))))


def mismatch(slug, answer=None):
    """The first case where the reference (or `answer`) and the exact method differ."""
    answer = answer or PROBLEMS[slug].answer
    for case in spread_cases(slug):
        if answer(case) != [EXACT[slug](case)]:
            return case
    return None


SLUGS = ["poj1740", "hdu5795", "cf1194d", "abc206f", "hdu3980", "cf603c"]


@pytest.mark.parametrize("slug", SLUGS)
def test_reference_is_exact_over_the_range(slug):
    assert mismatch(slug) is None


def test_planted_structure_at_the_largest_sizes():
    # POJ 1740: 10 piles up to 100 that pair off lose; a pair split by one wins
    stone = PROBLEMS["poj1740"]
    rng = random.Random(1740)
    for _ in range(300):
        half = [rng.randint(1, 100) for _ in range(5)]
        assert stone.answer(half + half) == ["0"]
        broken = half + half
        broken[0] = broken[0] % 100 + 1
        assert stone.answer(broken) == ["1"]
    # ABC 206 F: 100 disjoint stretches, copies allowed, each worth *1; and
    # intervals through a common point, one move in all
    line = PROBLEMS["abc206f"]
    for _ in range(100):
        cuts = sorted(rng.sample(range(1, 101), rng.randint(2, 40)))
        pieces = list(itertools.pairwise(cuts))
        chosen = rng.sample(pieces, rng.randint(1, len(pieces)))
        intervals = [rng.choice(chosen) for _ in range(100)]
        odd = len(set(intervals)) % 2 == 1
        assert line.answer(intervals) == ["Alice" if odd else "Bob"]
        point = rng.randint(2, 99)
        through = [(rng.randint(1, point - 1), rng.randint(point + 1, 100))]
        through *= 100
        assert line.answer(through) == ["Alice"]


def test_a_planted_wrong_reference_is_caught():
    wrong = {
        # the mirror pairing read as "n even"
        "poj1740": lambda piles: ["0" if len(piles) % 2 == 0 else "1"],
        # plain Nim: the split moves forgotten
        "hdu5795": lambda heaps: [
            "First player wins." if _xor(heaps) else "Second player wins."
        ],
        # k taken as always harmless: n mod 3 only
        "cf1194d": lambda c: ["Alice" if c[0] % 3 else "Bob"],
        # N < M forgotten: the first player is given the empty row's 0
        "hdu3980": lambda c: [
            f"Case #{c[0]}: "
            f"{'aekdycoin' if c[1] < c[2] else paint_exact(c).split()[-1]}"
        ],
        # the split forgotten: a pile worth its parity
        "cf603c": lambda c: ["Kevin" if sum(c[1]) % 2 else "Nicky"],
        # the number of intervals' parity
        "abc206f": lambda intervals: ["Alice" if len(intervals) % 2 else "Bob"],
    }
    for slug, answer in wrong.items():
        assert mismatch(slug, answer) is not None, slug


def _xor(values):
    total = 0
    for v in values:
        total ^= v
    return total


def test_exact_methods_agree_with_the_search_of_the_rules():
    assert all(
        [simple_nim_exact([x])] == PROBLEMS["hdu5795"].brute_answer([x])
        for x in range(1, 13)
    )
    assert all(
        [strip_exact((n, k))] == PROBLEMS["cf1194d"].brute_answer((n, k))
        for k in range(3, 15)
        for n in range(0, 60)
    )
    assert all(
        [lieges_exact((k, (a,)))] == PROBLEMS["cf603c"].brute_answer((k, (a,)))
        for k in (1, 2, 3, 4)
        for a in range(1, 9)
    )
    assert all(
        [paint_exact((1, n, m))] == PROBLEMS["hdu3980"].brute_answer((1, n, m))
        for n in range(1, 12)
        for m in range(1, 6)
    )
