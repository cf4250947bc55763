"""HDU 1849, Rabbit and Grass: Rabbit and Grass (chapter 2).

Theorem 2.1 (Bouton): each chessman is a Nim heap of its square's number.
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    cases,
    lines,
    nim_brute,
    nim_heaps,
    require,
    up_to_zero,
    within,
    xor,
)
from gamelib.utils.citations import cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu1849",
    ids=("HDU 1849",),
    title="Rabbit and Grass",
    english="Rabbit and Grass",
    chapter=2,
    theorem=f"{cite('thm-2-1')} (Bouton)",
    topic="Nim",
    difficulty=1,
    limits="cases up to m = 0; 1 <= m <= 1000 chessmen, each on a square "
    "0 <= K_i <= 1000",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=32768,  # KB, as the judge states them
    limits_from="a public copy of the HDU page (553668.com/manong/238273.html)",
)


def _write(games):
    return lines(*(row for heaps in games for row in ([len(heaps)], heaps)), [0])


def _valid(cases):
    for squares in cases:
        require(1 <= len(squares) <= 1000, f"m must be 1 to 1000, got {len(squares)}")
        within(squares, 0, 1000, "a square K_i")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=up_to_zero("m", lambda t, m: t.ints(m, "a square")),
    answer=lambda heaps: ["Rabbit Win!" if xor(heaps) else "Grass Win!"],
    write=_write,
    generate=cases(lambda d, size: nim_heaps(d, size, 3, 1000, 1000), 3, 100),
    edges=lambda: [[[0]], [[1]], [[0] * 1000], [[1000] * 1000], [[1000] * 999]],
    brute_answer=lambda heaps: [
        "Rabbit Win!" if nim_brute(heaps) == "N" else "Grass Win!"
    ],
)
