"""Luogu P2197, 【模板】Nim 游戏: Nim game (the template problem) (chapter 2).

Theorem 2.1 (Bouton).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    cases,
    counted_lists,
    nim_brute,
    nim_heaps,
    require,
    within,
    xor,
)
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="luogu_p2197",
    ids=("Luogu P2197",),
    title="【模板】Nim 游戏",
    english="Nim game (the template problem)",
    chapter=chapter_of("thm-2-1"),
    theorem=f"{cite('thm-2-1')} (Bouton)",
    topic="Nim",
    difficulty=1,
    limits="T <= 10 cases; n <= 10^4 heaps, each <= 10^9",
)


def _valid(cases):
    require(1 <= len(cases) <= 10, f"T must be 1 to 10 cases, got {len(cases)}")
    for heaps in cases:
        require(1 <= len(heaps) <= 10**4, f"n must be 1 to 10^4, got {len(heaps)}")
        within(heaps, 0, 10**9, "a heap")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    **counted_lists("n", "a heap"),
    answer=lambda heaps: ["Yes" if xor(heaps) else "No"],
    generate=cases(lambda d, size: nim_heaps(d, size, 3, 10**4, 10**9), 3, 10),
    edges=lambda: [[[0]], [[1]], [[0, 0]], [[10**9] * 3], [[1, 2, 3]]],
    brute_answer=lambda heaps: ["Yes" if nim_brute(heaps) == "N" else "No"],
)
