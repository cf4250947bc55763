"""POJ 2234, Matches Game: Matches game (chapter 2).

Theorem 2.1 (Bouton).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    bare_row,
    cases,
    heap_lists,
    nim_brute,
    nim_heaps,
    require,
    within,
    xor,
)
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="poj2234",
    ids=("POJ 2234",),
    title="Matches Game",
    english="Matches game",
    chapter=chapter_of("thm-2-1"),
    theorem=f"{cite('thm-2-1')} (Bouton)",
    topic="Nim",
    difficulty=1,
    limits="games to the end of the input; M <= 20 heaps, each <= 10^7",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=65536,  # KB, as the judge states them
    limits_from="the POJ page's header quoted in a public solution on GitHub",
)


def _valid(cases):
    for heaps in cases:
        require(1 <= len(heaps) <= 20, f"M must be 1 to 20 heaps, got {len(heaps)}")
        within(heaps, 0, 10**7, "a heap")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=heap_lists,
    answer=lambda heaps: ["Yes" if xor(heaps) else "No"],
    write=lambda cases: "".join(map(bare_row, cases)),
    generate=cases(lambda d, size: nim_heaps(d, size, 3, 20, 10**7, 1), 3, 100),
    edges=lambda: [[[1]], [[1, 1]], [[10**7] * 20], [[5] * 19]],
    brute_answer=lambda heaps: ["Yes" if nim_brute(heaps) == "N" else "No"],
)
