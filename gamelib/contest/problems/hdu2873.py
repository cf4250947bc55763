"""HDU 2873, Bomb Game: Bomb game (chapter 6).

Lemma 6.7 (bombs that cancel still add like Nim).
"""

from __future__ import annotations

from functools import cache

from gamelib.contest.problems._record import InputFormatError, Problem
from gamelib.contest.problems._shared import (
    board,
    brute_outcome,
    cases,
    pick,
    within,
    xor,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu2873",
    ids=("HDU 2873",),
    title="Bomb Game",
    english="Bomb game",
    chapter=chapter_of("lem-6-7"),
    theorem=f"{cite('lem-6-7')} (bombs that cancel still add like Nim)",
    topic="Multi-SG",
    difficulty=3,
    limits="boards up to 0 0; n, m <= 50",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=32768,  # KB, as the judge states them
    limits_from="the HDU page (acm.hdu.edu.cn/showproblem.php?pid=2873)",
)


def _parse_bombs(t):
    cases = []
    while (size := (t.int("n"), t.int("m"))) != (0, 0):
        rows = [t.word("a row of the board") for _ in range(size[0])]
        for row in rows:
            if len(row) != size[1] or set(row) - set(".#"):
                raise InputFormatError(
                    f"a row of the board is {size[1]} of '.' and '#', got {row!r}"
                )
        cases.append(tuple(rows))
    return cases


@cache
def _bomb_values():
    from gamelib.graphgames.grids import bomb_table

    return bomb_table(50, 50)


def _bomb_brute(rows):
    def moves(bombs):
        found = []
        for p, q in bombs:
            rest = bombs - {(p, q)}
            if p > 1 and q > 1:
                fills = [((u, q), (p, v)) for u in range(1, p) for v in range(1, q)]
            elif p == 1:
                fills = [((1, v),) for v in range(1, q)]
            else:
                fills = [((u, 1),) for u in range(1, p)]
            for fill in fills:
                after = set(rest)
                for cell in fill:
                    after ^= {cell}
                found.append(frozenset(after - {(1, 1)}))
        return found

    bombs = frozenset(
        (p, q)
        for p, row in enumerate(rows, 1)
        for q, c in enumerate(row, 1)
        if c == "#"
    ) - {(1, 1)}
    return brute_outcome(game_from(moves, name="bombs"), bombs) == "N"


def _bomb_gen(d, size):
    n, m = (
        d.int(1, pick(size, 3, 50, 50), log=True),
        d.int(1, pick(size, 3, 50, 50), log=True),
    )
    density = d.int(0, 4)
    return tuple(
        "".join("#" if d.int(0, 4) < density else "." for _ in range(m))
        for _ in range(n)
    )


def _valid(cases):
    for rows in cases:
        within([len(rows), len(rows[0])], 1, 50, "n or m")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=_parse_bombs,
    answer=lambda rows: [
        "John"
        if xor(
            _bomb_values()[p][q]
            for p, row in enumerate(rows, 1)
            for q, c in enumerate(row, 1)
            if c == "#"
        )
        else "Jack"
    ],
    write=lambda cases: "".join(map(board, cases)) + "0 0\n",
    generate=cases(_bomb_gen, 2, 10),
    edges=lambda: [
        [("#",)],
        [(".",)],
        [("#" * 50,) * 50],
        [("." * 50,) * 50],
        [("##", "##")],
    ],
    brute_answer=lambda rows: ["John" if _bomb_brute(rows) else "Jack"],
)
