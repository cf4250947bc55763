"""HDU 2177, 取(2堆)石子游戏: Taking stones from two piles, with the winning moves.

Chapter 4.

Theorem 4.6 (all the winning moves of Wythoff's game).
"""

from __future__ import annotations

import math

from gamelib.contest.problems._record import Problem, Tokens
from gamelib.contest.problems._shared import (
    brute_outcome,
    count,
    lines,
    up_to_zeros,
    within,
)
from gamelib.contest.problems._wythoff import (
    is_cold,
    lower,
    wythoff_game,
    wythoff_pair,
)
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu2177",
    ids=("HDU 2177",),
    title="取(2堆)石子游戏",
    english="Taking stones from two piles, with the winning moves",
    chapter=chapter_of("thm-4-6"),
    theorem=f"{cite('thm-4-6')} (all the winning moves of Wythoff's game)",
    topic="Wythoff's game",
    difficulty=2,
    limits="pairs a <= b up to 0 0; b <= 10^6",
)


def _cold_partner(n):
    """The other number of the cold pair that holds n, in exact integers.

    Every n >= 1 is exactly one of a_k = floor(k phi) and b_k = a_k + k
    (Beatty's theorem; 0 is in the pair (0, 0)). k is estimated from
    n / phi = n (sqrt 5 - 1) / 2, or from n / phi^2 = n (3 - sqrt 5) / 2 for an
    upper number, with isqrt(5 n^2) = floor(n sqrt 5), then corrected by the
    growth of a_k and b_k: no floating point, so the answer is exact at any size.
    """
    root = math.isqrt(5 * n * n)
    k = _last_at_most(lower, n, (root - n) // 2)
    if lower(k) == n:
        return n + k
    j = _last_at_most(lambda j: lower(j) + j, n, (3 * n - root) // 2)
    return lower(j)


def _last_at_most(f, n, guess):
    """The largest i >= 0 with f(i) <= n, for an increasing f, from a close guess."""
    i = max(guess, 0)
    while i > 0 and f(i) > n:
        i -= 1
    while f(i + 1) <= n:
        i += 1
    return i


def _hdu2177(case):
    a, b = case
    if is_cold(a, b):
        return ["0"]
    output = ["1"]
    k = b - a
    low = lower(k)
    if a > low:
        output.append(f"{low} {low + k}")
    found = set()
    for x, other in ((a, b), (b, a)):
        p = _cold_partner(x)
        if p < other:
            found.add(tuple(sorted((x, p))))
    for pos in sorted(found):
        line = f"{pos[0]} {pos[1]}"
        if line not in output:
            output.append(line)
    return output


def _hdu2177_brute(case):
    a, b = case
    game = wythoff_game()
    wins = [q for q in game.options((a, b)) if brute_outcome(game, q) == "P"]
    if not wins:
        return ["0"]
    lines = ["1"]
    diag = list(dict.fromkeys(q for q in wins if a - q[0] == b - q[1] > 0))
    for q in diag:
        lines.append(f"{q[0]} {q[1]}")
    for q in sorted(set(wins) - set(diag)):
        line = f"{q[0]} {q[1]}"
        if line not in lines:
            lines.append(line)
    return lines


def _hdu2177_compare(given, expected, got):
    """Per case: the same verdict and set of positions, the move on both piles first."""

    def cases(text):
        found = []
        for line in text.split("\n"):
            numbers = tuple(int(t) for t in line.split())
            if len(numbers) == 1:
                found.append((numbers[0], []))
            elif len(numbers) == 2 and found:
                found[-1][1].append(numbers)
            elif numbers:
                raise ValueError(f"line {line!r} is neither a verdict nor a position")
        return found

    e = cases(expected)
    try:
        g = cases(got)
    except ValueError as error:
        return str(error)
    starts = up_to_zeros(2)(Tokens(given))
    if len(e) != len(g):
        return f"{len(g)} cases in the output, {len(e)} expected"
    for n, ((ve, pe), (vg, pg), (a, b)) in enumerate(
        zip(e, g, starts, strict=False), start=1
    ):
        if ve != vg:
            return f"case {n} ({a} {b}): verdict {vg}, expected {ve}"
        if sorted(pe) != sorted(pg) or len(set(pg)) != len(pg):
            return f"case {n} ({a} {b}): positions {pg}, expected {pe} in some order"
        diagonal = [p for p in pe if a - p[0] == b - p[1] > 0]
        if diagonal and pg[0] != diagonal[0]:
            return f"case {n} ({a} {b}): the move on both piles, {diagonal[0]}, first"
    return None


def _valid(cases):
    for a, b in cases:
        within([a], 0, b, "a (at most b)")
        within([b], 0, 10**6, "b")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=up_to_zeros(2),
    answer=_hdu2177,
    write=lambda cases: lines(*cases, (0, 0)),
    generate=lambda d, size: [
        tuple(sorted(wythoff_pair(d, size, 10**6)))
        for _ in range(count(d, size, 3, 100))
    ],
    edges=lambda: [[(1, 1)], [(1, 2)], [(2, 2)], [(0, 5)], [(10**6, 10**6)]],
    brute_answer=_hdu2177_brute,
    compare=_hdu2177_compare,
    notes="the statement does not fix the order of the single-pile moves: the "
    "output is compared case by case, as a set after the move on both piles",
)
