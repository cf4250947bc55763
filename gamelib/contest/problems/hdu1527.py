"""HDU 1527 / POJ 1067, 取石子游戏: Taking stones (Wythoff's game) (chapter 4).

Theorem 4.4 (Wythoff) and Lemma 4.5 (floor(k phi) in integers).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    cases,
    lines,
    read_pair,
    to_end,
    within,
)
from gamelib.contest.problems._wythoff import (
    COLD_OR_NOT,
    wythoff_pair,
)

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu1527",
    ids=("HDU 1527", "POJ 1067"),
    title="取石子游戏",
    english="Taking stones (Wythoff's game)",
    limits="pairs a b to the end of the input; 0 <= a, b <= 10^9",
)


def _valid(cases):
    for case in cases:
        within(case, 0, 10**9, "a or b")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=to_end(read_pair),
    write=lambda cases: lines(*cases),
    generate=cases(lambda d, size: wythoff_pair(d, size, 10**9), 3, 1000),
    **COLD_OR_NOT,
    notes="the double-precision formula floor(k * (1 + sqrt 5) / 2) is first wrong "
    "at k = F_40 = 102,334,155, inside the judge's range",
)
