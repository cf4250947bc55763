"""HDU 2147, kiki's game: Kiki's game (chapter 1).

Theorem 0.2 (P- and N-positions): the P-positions are the odd-odd squares.
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    cases,
    lines,
    pick,
    up_to_zeros,
    within,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu2147",
    ids=("HDU 2147",),
    title="kiki's game",
    english="Kiki's game",
    chapter=1,
    theorem=f"{cite('thm-0-2')} (P- and N-positions)",
    topic="P- and N-positions",
    difficulty=1,
    limits="cases up to 0 0; 1 <= n, m <= 2000",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=10000,  # KB, as the judge states them
    limits_from=(
        "the HDU page's header quoted in a public blog post on GitHub "
        "(【博弈】HDU 2147 "
        "kiki's game)"
    ),
)


def _corner_moves(square):
    """The coin at (row, column) from the bottom-left (1, 1): left, down, or both."""
    row, column = square
    steps = [(row - 1, column), (row, column - 1), (row - 1, column - 1)]
    return [(r, c) for r, c in steps if r >= 1 and c >= 1]


_BOARD = game_from(_corner_moves, name="kiki's board")


def _kiki_brute(case):
    n, m = case
    return ["Wonderful!" if brute_outcome(_BOARD, (n, m)) == "N" else "What a pity!"]


def _valid(cases):
    for n, m in cases:
        within([n], 1, 2000, "n")
        within([m], 1, 2000, "m")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=up_to_zeros(2),
    answer=lambda c: ["What a pity!" if c[0] % 2 and c[1] % 2 else "Wonderful!"],
    write=lambda pairs: lines(*pairs, [0, 0]),
    generate=cases(
        lambda d, size: (
            d.int(1, pick(size, 12, 2000, 2000), log=True),
            d.int(1, pick(size, 12, 2000, 2000), log=True),
        ),
        3,
        1000,
    ),
    edges=lambda: [[(1, 1)], [(1, 2)], [(2000, 2000)], [(1999, 1999)], [(1, 2000)]],
    brute_answer=_kiki_brute,
)
