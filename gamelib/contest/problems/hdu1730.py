"""HDU 1730, Northcott Game: Northcott's game (chapter 2).

Theorem 2.5 (Northcott's game is Nim on the gaps).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    cases,
    lines,
    pick,
    require,
    to_end,
    within,
    xor,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu1730",
    ids=("HDU 1730",),
    title="Northcott Game",
    english="Northcott's game",
    chapter=chapter_of("thm-2-5"),
    theorem=f"{cite('thm-2-5')} (Northcott's game is Nim on the gaps)",
    topic="Nim with reversible moves",
    difficulty=2,
    limits="cases to the end of the input; n <= 1000 rows, 2 <= m <= 100 columns",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=32768,  # KB, as the judge states them
    limits_from=(
        "a public copy of the HDU page "
        "(blog.youkuaiyun.com/weixin_30835933/article/details/99375738)"
    ),
)


def _read_board(t):
    n, width = t.int("n"), t.int("m")
    return (width, [tuple(t.ints(2, "a column")) for _ in range(n)])


def _northcott_brute(case):
    from gamelib.engine.loopy import loopy_outcomes

    width, rows = case

    def moves(position):
        rows, mover = position
        found = []
        for i, row in enumerate(rows):
            mine, theirs = row[mover], row[1 - mover]
            low, high = (1, theirs - 1) if mine < theirs else (theirs + 1, width)
            for square in range(low, high + 1):
                new = (square, theirs) if mover == 0 else (theirs, square)
                if square != mine:
                    found.append(((*rows[:i], new, *rows[i + 1 :]), 1 - mover))
        return found

    start = (tuple(rows), 0)
    label = loopy_outcomes(game_from(moves, name="Northcott"), start)[start]
    return ["I WIN!" if label == "N" else "BAD LUCK!"]


def _northcott_rows(d, size):
    width = d.int(2, pick(size, 4, 100, 100), log=True)
    rows = []
    for _ in range(d.int(1, pick(size, 2, 30, 1000), log=True)):
        tom, jerry = d.int(1, width), d.int(1, width - 1)
        rows.append((tom, jerry + (jerry >= tom)))
    return (width, rows)


def _valid(cases):
    for width, rows in cases:
        require(1 <= len(rows) <= 1000, f"n must be 1 to 1000 rows, got {len(rows)}")
        within([width], 2, 100, "m (the columns)")
        for tom, jerry in rows:
            within((tom, jerry), 1, width, "a column")
            require(tom != jerry, f"two pieces share the column {tom}")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=to_end(_read_board),
    answer=lambda c: [
        "I WIN!" if xor(abs(a - b) - 1 for a, b in c[1]) else "BAD LUCK!"
    ],
    write=lambda cases: "".join(
        f"{len(rows)} {w}\n" + lines(*rows) for w, rows in cases
    ),
    generate=cases(_northcott_rows, 2, 20),
    edges=lambda: [
        [(2, [(1, 2)])],
        [(3, [(1, 3)])],
        [(100, [(1, 100)] * 1000)],
        [(100, [(100, 1)] * 999)],
    ],
    brute_answer=_northcott_brute,
)
