"""Luogu P2575, 高手过招: Masters at play (chapter 9).

Theorem 9.3 (staircase Nim), on the empty cells.
"""

from __future__ import annotations

from functools import cache

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    bare_row,
    cases,
    counted,
    pick,
    require,
    sized,
    within,
    write_counted,
    xor,
)
from gamelib.engine.core import game_from, sg
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="luogu_p2575",
    ids=("Luogu P2575",),
    title="高手过招",
    english="Masters at play",
    chapter=chapter_of("thm-9-3"),
    theorem=f"{cite('thm-9-3')} (staircase Nim), on the empty cells",
    topic="staircase Nim",
    difficulty=3,
    limits="T games; n rows of 20 cells, m <= 20 pieces a row",
)


def _row_value(pieces, width=20):
    from gamelib.heapgames.staircase import jumping_staircase

    return xor(jumping_staircase(pieces, width)[0::2])  # the odd stairs


@cache
def _jumping_row():
    def options(pieces):
        taken, found = set(pieces), []
        for p in pieces:
            empty = next((c for c in range(p + 1, 21) if c not in taken), None)
            if empty is not None:
                found.append(tuple(sorted(taken - {p} | {empty})))
        return found

    return game_from(options, name="a row of 20 cells")


def _masters_gen(d, size):
    rows = []
    for _ in range(d.int(1, pick(size, 3, 30, 1000), log=True)):
        count = d.int(0, pick(size, 3, 20, 20))
        cells = set()
        low = 1 if size != "small" else 14
        while len(cells) < count:
            cells.add(d.int(low, 20))
        rows.append(sorted(cells))
    return rows


def _valid(cases):
    for rows in cases:
        for cells in rows:
            require(len(cells) <= 20, f"m must be at most 20, got {len(cells)}")
            within(cells, 1, 20, "a cell")
            require(len(set(cells)) == len(cells), "two pieces on one cell")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=counted(counted(sized("m", "a cell"), "n")),
    answer=lambda rows: ["YES" if xor(_row_value(r) for r in rows) else "NO"],
    write=lambda cases: write_counted(
        cases, lambda rows: f"{len(rows)}\n" + "".join(map(bare_row, rows))
    ),
    generate=cases(_masters_gen, 2, 10),
    edges=lambda: [
        [[[]]],
        [[[20]]],
        [[[1]]],
        [[list(range(1, 21))]],
        [[list(range(1, 20))]],
    ],
    brute_answer=lambda rows: [
        "YES"
        if xor(sg(_jumping_row(), tuple(r), closed_form=False) for r in rows)
        else "NO"
    ],
)
