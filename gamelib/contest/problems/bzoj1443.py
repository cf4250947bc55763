"""BZOJ 1443, [JSOI2009] 游戏Game: The board game (JSOI 2009) (chapter 8).

Theorem 8.2 (the losing starts: cells some maximum matching misses).
"""

from __future__ import annotations

from gamelib.contest.problems._record import InputFormatError, Problem
from gamelib.contest.problems._shared import (
    board,
    brute_outcome,
    pick,
    within,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="bzoj1443",
    ids=("BZOJ 1443", "Luogu P4055"),
    title="[JSOI2009] 游戏Game",
    english="The board game (JSOI 2009)",
    chapter=chapter_of("thm-8-2"),
    theorem=f"{cite('thm-8-2')} (the losing starts: cells some maximum matching "
    "misses)",
    topic="vertex geography, matchings",
    difficulty=3,
    limits="one board of N, M <= 100 rows and columns of '.' and '#'",
    time_limit=10,  # CPU seconds, as the judge states them
    judge_memory=165888,  # KB, as the judge states them
    limits_from="an archive of the BZOJ pages (github.com/AStogov/bzojch, p/1443.html)",
)


def _parse_board_game(t):
    n, m = t.int("N"), t.int("M")
    rows = [t.word("a row of the board") for _ in range(n)]
    for row in rows:
        if len(row) != m or set(row) - set(".#"):
            raise InputFormatError(
                f"a row of the board is {m} characters '.' or '#', got {row!r}"
            )
    return [tuple(rows)]


def _board_game(rows):
    from gamelib.graphgames.boards import winning_placements

    if not any("." in row for row in rows):
        return ["LOSE"]
    cells = winning_placements(rows)
    if not cells:
        return ["LOSE"]
    return ["WIN", *(f"{r + 1} {c + 1}" for r, c in cells)]


def _board_brute(rows):
    free = {(r, c) for r, row in enumerate(rows) for c, x in enumerate(row) if x == "."}

    def moves(position):
        (r, c), seen = position
        return [
            (cell, seen | {cell})
            for cell in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
            if cell in free and cell not in seen
        ]

    game = game_from(moves, name="the board game")
    cells = sorted(
        cell for cell in free if brute_outcome(game, (cell, frozenset([cell]))) == "P"
    )
    if not cells:
        return ["LOSE"]
    return ["WIN", *(f"{r + 1} {c + 1}" for r, c in cells)]


def _board_gen(d, size):
    n, m = (
        d.int(1, pick(size, 3, 100, 100), log=True),
        d.int(1, pick(size, 4, 100, 100), log=True),
    )
    if size == "max":
        n = m = 100
    blocked = d.int(0, 3)  # 0: no obstacle (a perfect matching when n * m is even)
    rows = [
        "".join("#" if d.int(0, 5) < blocked else "." for _ in range(m))
        for _ in range(n)
    ]
    if not any("." in row for row in rows):  # at least one free cell
        rows[0] = "." + rows[0][1:]
    return tuple(rows)


def _valid(cases):
    ((rows),) = cases
    within([len(rows), len(rows[0])], 1, 100, "N or M")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=_parse_board_game,
    answer=_board_game,
    write=lambda cases: board(cases[0]),
    generate=lambda d, size: [_board_gen(d, size)],
    edges=lambda: [
        [("..",)],
        [(".",)],
        [("#.",)],
        [("..", "..")],
        [("...",)],
        [("." * 100,) * 100],
        [("#" * 100,) * 100],
    ],
    brute_answer=_board_brute,
    notes="a board with a perfect matching is LOSE: the answer is never WIN "
    "with an empty list",
)
