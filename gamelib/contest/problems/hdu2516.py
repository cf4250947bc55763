"""HDU 2516, 取石子游戏: Take stones (Fibonacci Nim) (chapter 9).

Theorem 9.5 (Fibonacci Nim: the second player wins iff n is a Fibonacci number).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    F,
    brute_outcome,
    cases,
    fibonacci_upto,
    lines,
    pick,
    up_to_zero,
    within,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu2516",
    ids=("HDU 2516",),
    title="取石子游戏",
    english="Take stones (Fibonacci Nim)",
    chapter=chapter_of("thm-9-5"),
    theorem=f"{cite('thm-9-5')} (Fibonacci Nim: the second player wins iff n is a "
    "Fibonacci number)",
    topic="Fibonacci Nim",
    difficulty=2,
    limits="values of n up to a 0; 2 <= n < 2^31",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=32768,  # KB, as the judge states them
    limits_from=(
        "a public copy of the HDU page (runxinzhi.com/lxm940130740-p-3272012.html)"
    ),
)


def _fibonacci_nim_brute(n):
    def moves(position):
        pile, most = position
        return [(pile - t, min(2 * t, pile - t)) for t in range(1, min(most, pile) + 1)]

    return brute_outcome(game_from(moves, name="Fibonacci Nim"), (n, n - 1)) == "N"


_FIB_31 = set(fibonacci_upto(2**31))


def _valid(cases):
    within(cases, 2, 2**31 - 1, "n")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=up_to_zero("n"),
    answer=lambda n: ["Second win" if n in _FIB_31 else "First win"],
    write=lambda cases: lines(*([n] for n in cases), [0]),
    generate=cases(
        lambda d, size: d.int(
            2, pick(size, 25, 2**31 - 1, 2**31 - 1), log=True, special=F[3:47]
        ),
        3,
        1000,
    ),
    edges=lambda: [[2], [3], [4], [F[46]], [F[46] + 1], [2**31 - 1]],
    brute_answer=lambda n: ["First win" if _fibonacci_nim_brute(n) else "Second win"],
)
