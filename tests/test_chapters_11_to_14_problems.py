"""The problems of chapters 11-14 (issue 33): CF 917B, CF 1033C, HDU 1404, CF 1537D,
CSLOJ 1497, CF 786A.

For each: the reference against an exact method written here, with no code
of the reference inside, on inputs spread over the judge's whole range (and a
planted wrong reference is caught), and that method against the search of the
game's rules on small inputs. The contest solutions are run by
tests/test_contest_solutions.py; the limits by tests/test_statement_limits.py.
"""

import functools
import itertools
import random

import pytest

from gamelib.contest.judging import Draw
from gamelib.contest.problems import PROBLEMS
from gamelib.engine.core import game_from
from gamelib.engine.loopy import loopy_outcomes
from gamelib.partizan.games import stalk, value

SLUGS = ["cf917b", "cf1033c", "hdu1404", "cf1537d", "csloj1497", "cf786a"]


# --- CF 917B: bottom-up over pairs of vertices, by topological rank ------------


def madmax_bottom_up(case):
    """win[c][a][b] filled pairs by falling rank(a) + rank(b), letters from 'z'.

    A move from (a, b) goes to (b, u) with u after a, so rank(b) + rank(u) is
    larger: the pairs in that order see their options already filled.
    """
    n, edges = case
    after = {v: [] for v in range(1, n + 1)}
    for v, u, c in edges:
        after[v].append((u, ord(c) - 97))
    rank, seen = {}, set()

    def visit(v):  # depth-first post-order: rank grows against the edges
        seen.add(v)
        for u, _ in after[v]:
            if u not in seen:
                visit(u)
        rank[v] = n - len(rank)

    for v in range(1, n + 1):
        if v not in seen:
            visit(v)
    pairs = sorted(
        ((a, b) for a in range(1, n + 1) for b in range(1, n + 1)),
        key=lambda p: -(rank[p[0]] + rank[p[1]]),
    )
    by_letter = {(v, c): [] for v in after for c in range(26)}
    for v in after:
        for u, c in after[v]:
            by_letter[v, c].append(u)
    win = [[[False] * (n + 1) for _ in range(n + 1)] for _ in range(27)]
    for c in range(25, -1, -1):
        above, here = win[c + 1], win[c]
        for a, b in pairs:
            here[a][b] = above[a][b] or any(not here[b][u] for u in by_letter[a, c])
    return [
        "".join("AB"[not win[0][i][j]] for j in range(1, n + 1))
        for i in range(1, n + 1)
    ]


# --- CF 1537D: the definition, by a table and by one step on large n -------------


def divisor_table(top):
    """P/N by the definition for every n <= top: a sieve of the divisors."""
    wins = [False] * (top + 1)
    divisors = [[] for _ in range(top + 1)]
    for d in range(2, top // 2 + 1):
        for m in range(2 * d, top + 1, d):
            divisors[m].append(d)
    for n in range(1, top + 1):
        wins[n] = any(not wins[n - d] for d in divisors[n])
    return wins


def proper_divisors(n):
    """The divisors d of n with 1 < d < n, by trial division."""
    found = set()
    d = 2
    while d * d <= n:
        if n % d == 0:
            found.update({d, n // d})
        d += 1
    return sorted(found - {n})


def locally_consistent(answer, n):
    """The label of n is N iff some move reaches a P-label (Theorem 0.2's rule)."""
    label = answer(n) == ["Alice"]
    return label == any(answer(n - d) == ["Bob"] for d in proper_divisors(n))


# --- CF 1033C: reversed edges and a queue of labelled cells (Kahn's order) ------


def permutation_by_queue(case):
    """Label the DAG from its sinks: a cell is N once a lost cell is reachable."""
    cells = case
    n = len(cells)
    into = [[] for _ in range(n)]  # into[j]: the cells that can move to j
    left = [0] * n  # unlabelled moves of each cell
    for i, a in enumerate(cells):
        for j in range(n):
            if j != i and abs(i - j) % a == 0 and cells[j] > a:
                into[j].append(i)
                left[i] += 1
    win = [None] * n
    queue = [i for i in range(n) if left[i] == 0]
    for i in queue:
        win[i] = bool(win[i])
        for k in into[i]:
            if not win[i]:
                win[k] = True
            left[k] -= 1
            if left[k] == 0:
                queue.append(k)
    return ["".join("A" if w else "B" for w in win)]


def right_moves_only(cells):
    """A wrong reference: the moves to the left forgotten."""
    n = len(cells)
    win = [False] * n
    for a in range(n, 0, -1):
        i = cells.index(a)
        win[i] = any(cells[j] > a and not win[j] for j in range(i + a, n, a))
    return ["".join("A" if w else "B" for w in win)]


def permutation_cases():
    rng = random.Random(1033)
    entry = PROBLEMS["cf1033c"]
    found = []
    for size in ("random",) * 30:
        (cells,) = entry.generate(Draw(random.Random(rng.random())), size)
        if len(cells) <= 2000:
            found.append(cells)
    for n in (1, 2, 3, 10, 100, 1500):
        cells = list(range(1, n + 1))
        rng.shuffle(cells)
        found += [tuple(cells), tuple(range(1, n + 1)), tuple(range(n, 0, -1))]
    return found


# --- HDU 1404: Theorem 0.2's rule at every string up to 4 digits, and sampled --------


def deletion_moves(digits):
    """Lower one digit, or erase a 0 and everything to its right (the rules)."""
    found = [digits[:i] for i, d in enumerate(digits) if d == "0"]
    for i, d in enumerate(digits):
        found += [digits[:i] + str(e) + digits[i + 1 :] for e in range(int(d))]
    return found


def deletions_mismatch(answer):
    """A string whose label breaks the rule N iff some move reaches a P-label."""

    def label(digits):
        if digits == "":
            return False  # the previous player removed the last digit
        return answer(digits) == ["Yes"]

    rng = random.Random(1404)
    strings = [
        "".join(p)
        for n in range(1, 5)
        for p in itertools.product("0123456789", repeat=n)
    ]
    strings += [
        "".join(rng.choice("0123456789") for _ in range(rng.randint(5, 6)))
        for _ in range(20_000)
    ]
    strings += [str(v) for v in range(10**5, 10**6, 997)]
    for digits in strings:
        if label(digits) != any(not label(m) for m in deletion_moves(digits)):
            return digits
    return None


# --- CSLOJ 1497: gamelib's value of each stalk, from its game (no Berlekamp) ----


def hackenbush_by_values(rows):
    """Blue first wins iff the sum of the stalks' values is positive (Thm 13.1)."""
    total = sum(value(stalk(row)) for row in rows)
    return ["B" if total > 0 else "R"]


def hackenbush_cases():
    rng = random.Random(1497)
    entry = PROBLEMS["csloj1497"]
    found = [c for cases in entry.edges() for c in cases]
    for size in ("random",) * 20 + ("max",) * 5:
        found += entry.generate(Draw(random.Random(rng.random())), size)
    for _ in range(100):  # a random row against its near-mirror: sums near 0
        row = "".join(rng.choice("BR") for _ in range(rng.randint(1, 100)))
        mirror = row.translate(str.maketrans("BR", "RB"))
        found.append((row, mirror[:-1] + rng.choice("BR")))
    return found


# --- CF 786A: gamelib's retrograde solver on the rules ---------------------------


def berzerk_by_loopy_solver(case):
    n, *steps = case

    def moves(position):
        p, x = position
        return [] if x == 0 else [(1 - p, (x + s) % n) for s in steps[p]]

    game = game_from(moves)
    game.search_limit = 10**8
    word = {"N": "Win", "P": "Lose", "D": "Loop"}
    labels = {}
    for p in range(2):
        for x in range(1, n):
            if (p, x) not in labels:
                labels.update(loopy_outcomes(game, (p, x), max_nodes=10**6))
    return [" ".join(word[labels[(p, x)]] for x in range(1, n)) for p in range(2)]


# --- the cases over the range ------------------------------------------------------


def spread_cases(slug):
    rng = random.Random(slug)
    entry = PROBLEMS[slug]
    found = []
    sizes = ("random",) * 2 + ("max",) if slug == "cf917b" else ()
    for size in sizes:
        found += entry.generate(Draw(random.Random(rng.random())), size)
    if slug == "cf917b":
        found += [c for cases in entry.edges()[:4] for c in cases]
    elif slug == "cf786a":
        for _ in range(12):  # the whole range of n, few steps: the solver keeps up
            n = rng.choice([rng.randint(2, 7000), 7000, 6998, rng.randint(2, 50)])
            found.append(
                (
                    n,
                    tuple(rng.sample(range(1, n), min(n - 1, rng.randint(1, 3)))),
                    tuple(rng.sample(range(1, n), min(n - 1, rng.randint(1, 3)))),
                )
            )
        for _ in range(30):  # small circles, every shape of step set
            found += entry.generate(Draw(random.Random(rng.random())), "small")
        found += [c for cases in entry.edges()[:3] for c in cases]
    return found


def mismatch(slug, answer=None):
    """The first case where the reference (or `answer`) and the exact method differ."""
    answer = answer or PROBLEMS[slug].answer
    if slug == "cf1537d":
        return _divisors_mismatch(answer)
    if slug == "hdu1404":
        return deletions_mismatch(answer)
    if slug == "csloj1497":
        cases, exact = hackenbush_cases(), hackenbush_by_values
    elif slug == "cf1033c":
        cases, exact = permutation_cases(), permutation_by_queue
    else:
        cases = spread_cases(slug)
        exact = madmax_bottom_up if slug == "cf917b" else berzerk_by_loopy_solver
    for case in cases:
        if answer(case) != exact(case):
            return case
    return None


def _divisors_mismatch(answer):
    table = divisor_table(20_000)
    for n in range(1, 20_001):
        if answer(n) != ["Alice" if table[n] else "Bob"]:
            return n
    rng = random.Random(1537)
    large = [rng.randint(1, 10**9) for _ in range(60)]
    large += [2**k for k in range(15, 30)] + [3 * 2**k for k in range(15, 28)]
    large += [n for n in PROBLEMS["cf1537d"].generate(Draw(rng), "random")][:40]
    for n in large:
        if not locally_consistent(answer, n):
            return n
    return None


@pytest.mark.parametrize("slug", SLUGS)
def test_reference_is_exact_over_the_whole_range(slug):
    assert mismatch(slug) is None


def test_a_planted_wrong_reference_is_caught():
    madmax = PROBLEMS["cf917b"].answer
    berzerk = PROBLEMS["cf786a"].answer
    wrong = {
        # the marbles' table transposed: Lucas's marble read as Max's
        "cf917b": lambda c: ["".join(r) for r in zip(*madmax(c), strict=True)],
        # every power of two taken as a win for Alice
        "cf1537d": lambda n: ["Alice" if n % 2 == 0 else "Bob"],
        # the token only moved to the right
        "cf1033c": right_moves_only,
        # a leading 0 read as a number: "05" looked up as 5
        "hdu1404": lambda s: PROBLEMS["hdu1404"].answer(s.lstrip("0") or "0"),
        # a sum of 0 given to Blue, who moves first
        "csloj1497": lambda rows: (
            ["B"] if sum(value(stalk(r)) for r in rows) >= 0 else ["R"]
        ),
        # draws reported as losses
        "cf786a": lambda c: [row.replace("Loop", "Lose") for row in berzerk(c)],
    }
    for slug, answer in wrong.items():
        assert mismatch(slug, answer) is not None, slug


def test_exact_methods_agree_with_the_search_of_the_rules():
    rng = random.Random(11)
    for slug in ("cf917b", "cf786a"):
        entry = PROBLEMS[slug]
        exact = madmax_bottom_up if slug == "cf917b" else berzerk_by_loopy_solver
        for _ in range(30):
            (case,) = entry.generate(Draw(random.Random(rng.random())), "small")
            assert exact(case) == entry.brute_answer(case), case

    @functools.cache
    def wins(digits):  # the rules, searched here without gamelib
        return digits != "" and any(not wins(m) for m in deletion_moves(digits))

    for n in range(1, 4):
        for digits in map("".join, itertools.product("0123456789", repeat=n)):
            expected = ["Yes" if wins(digits) else "No"]
            assert PROBLEMS["hdu1404"].brute_answer(digits) == expected, digits
    rng = random.Random(13)
    for _ in range(200):
        rows = tuple(
            "".join(rng.choice("BR") for _ in range(rng.randint(1, 4)))
            for _ in range(rng.randint(1, 3))
        )
        assert hackenbush_by_values(rows) == PROBLEMS["csloj1497"].brute_answer(rows)
    for _ in range(100):
        (cells,) = PROBLEMS["cf1033c"].generate(
            Draw(random.Random(rng.random())), "small"
        )
        assert permutation_by_queue(cells) == PROBLEMS["cf1033c"].brute_answer(cells)
    table = divisor_table(200)
    for n in range(1, 201):
        assert PROBLEMS["cf1537d"].brute_answer(n) == ["Alice" if table[n] else "Bob"]
