"""HDU 1846, Brave Game: Brave game (chapter 1).

Theorem 1.1 (Bash's game).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    cases,
    counted,
    lines,
    pick,
    read_pair,
    require,
    within,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu1846",
    ids=("HDU 1846",),
    title="Brave Game",
    english="Brave game",
    chapter=chapter_of("thm-1-1"),
    theorem=f"{cite('thm-1-1')} (Bash's game)",
    topic="Bash's game",
    difficulty=1,
    limits="C <= 100 test cases; 1 <= n, m <= 1000",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=32768,  # KB, as the judge states them
    limits_from="a public copy of the HDU page (u72.net/daima/0ffh.html)",
)


def _bash_brute(case):
    n, m = case
    game = game_from(lambda k: range(max(k - m, 0), k), name="Bash")
    return ["first" if brute_outcome(game, n) == "N" else "second"]


def _valid(cases):
    require(len(cases) <= 100, f"C <= 100 cases, got {len(cases)}")
    for n, m in cases:
        within([n], 1, 1000, "n")
        within([m], 1, 1000, "m")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=counted(read_pair, "the number of cases"),
    answer=lambda c: ["first" if c[0] % (c[1] + 1) else "second"],
    write=lambda cases: lines([len(cases)], *cases),
    generate=cases(
        lambda d, size: (
            d.int(1, pick(size, 14, 1000, 1000)),
            d.int(1, pick(size, 6, 1000, 1000)),
        ),
        3,
        100,
    ),
    edges=lambda: [[(1, 1)], [(2, 1)], [(1000, 1000)], [(1000, 1)], [(1000, 999)]],
    brute_answer=_bash_brute,
)
