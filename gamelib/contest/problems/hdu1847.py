"""HDU 1847, Good Luck in CET-4 Everybody!: Good luck in CET-4 (chapter 3).

Theorem 3.5 (powers of two: sg(n) = n mod 3).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    cases,
    lines,
    pick,
    to_end,
    within,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu1847",
    ids=("HDU 1847",),
    title="Good Luck in CET-4 Everybody!",
    english="Good luck in CET-4",
    chapter=chapter_of("thm-3-5"),
    theorem=f"{cite('thm-3-5')} (powers of two: sg(n) = n mod 3)",
    topic="Sprague-Grundy, subtraction games",
    difficulty=1,
    limits="values of n to the end of the input; 1 <= n <= 1000",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=32768,  # KB, as the judge states them
    limits_from=(
        "the HDU page's header quoted in github.com/viego1999/Leetcode-Pro, "
        "src/ojs/hdoj/P1847.java"
    ),
)


_POWERS = [2**i for i in range(10)]


def _valid(cases):
    within(cases, 1, 1000, "n")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=to_end(lambda t: t.int()),
    answer=lambda n: ["Kiki" if n % 3 else "Cici"],
    write=lambda cases: lines(*([n] for n in cases)),
    generate=cases(lambda d, size: d.int(1, pick(size, 30, 1000, 1000)), 3, 1000),
    edges=lambda: [[1], [2], [3], [999], [1000]],
    brute_answer=lambda n: [
        "Kiki"
        if brute_outcome(game_from(lambda k: [k - s for s in _POWERS if s <= k]), n)
        == "N"
        else "Cici"
    ],
)
