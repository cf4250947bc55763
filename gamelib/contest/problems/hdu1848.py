"""HDU 1848, Fibonacci again and again: Fibonacci again and again (chapter 3).

Theorem 3.3 (Sprague-Grundy) on a subtraction game.
"""

from __future__ import annotations

from functools import cache

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    count,
    fibonacci_upto,
    heap_game,
    lines,
    pick,
    subtraction_values,
    up_to_zeros,
    within,
    xor,
)
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu1848",
    ids=("HDU 1848",),
    title="Fibonacci again and again",
    english="Fibonacci again and again",
    chapter=chapter_of("thm-3-3"),
    theorem=f"{cite('thm-3-3')} (Sprague-Grundy) on a subtraction game",
    topic="Sprague-Grundy, subtraction games",
    difficulty=1,
    limits="lines m n p up to 0 0 0; 1 <= m, n, p <= 1000",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=32768,  # KB, as the judge states them
    limits_from=(
        "the HDU page's header quoted in a public blog post on GitHub "
        "(【博弈】HDU 1848 "
        "Fibonacci again and again)"
    ),
)


_FIBONACCI_1000 = fibonacci_upto(1000)


@cache
def _fibonacci_values():
    return subtraction_values(_FIBONACCI_1000, 1000)


def _valid(cases):
    for case in cases:
        within(case, 1, 1000, "m, n or p")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=up_to_zeros(3),
    answer=lambda c: ["Fibo" if xor(_fibonacci_values()[x] for x in c) else "Nacci"],
    write=lambda cases: lines(*cases, (0, 0, 0)),
    generate=lambda d, size: [
        tuple(d.int(1, pick(size, 8, 1000, 1000)) for _ in range(3))
        for _ in range(count(d, size, 2, 1000))
    ],
    edges=lambda: [[(1, 1, 1)], [(1000, 1000, 1000)], [(1, 2, 3)]],
    brute_answer=lambda c: [
        "Fibo"
        if brute_outcome(
            heap_game(lambda h: [(h - s,) for s in _FIBONACCI_1000 if s <= h]),
            tuple(sorted(c)),
        )
        == "N"
        else "Nacci"
    ],
)
