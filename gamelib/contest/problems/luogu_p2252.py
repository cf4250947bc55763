"""Luogu P2252, [SHOI2002] 取石子游戏|【模板】威佐夫博弈 (chapter 4).

Taking stones (Wythoff's game, one position).

Theorem 4.4 (Wythoff) and Lemma 4.5 (floor(k phi) in integers).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    lines,
    read_pair,
    within,
)
from gamelib.contest.problems._wythoff import (
    COLD_OR_NOT,
    wythoff_pair,
)

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="luogu_p2252",
    ids=("Luogu P2252",),
    title="[SHOI2002] 取石子游戏|【模板】威佐夫博弈",
    english="Taking stones (Wythoff's game, one position)",
    limits="one pair a b; 0 <= a, b <= 10^9",
)


def _valid(cases):
    for case in cases:
        within(case, 0, 10**9, "a or b")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=lambda t: [read_pair(t)],
    write=lambda cases: lines(*cases[:1]),
    generate=lambda d, size: [wythoff_pair(d, size, 10**9)],
    **COLD_OR_NOT,
    notes="HDU 1527 with a single position",
)
