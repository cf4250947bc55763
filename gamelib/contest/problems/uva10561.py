"""UVa 10561, Treblecross: Treblecross (chapter 10).

the octal game 0.007 (Theorem 3.3 on the stretches of safe cells).
"""

from __future__ import annotations

from functools import cache
from itertools import pairwise

from gamelib.contest.problems._record import InputFormatError, Problem
from gamelib.contest.problems._shared import (
    cases,
    pick,
    within,
    write_counted,
    xor,
)
from gamelib.engine.core import game_from, mex, sg
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="uva10561",
    ids=("UVa 10561",),
    title="Treblecross",
    english="Treblecross",
    chapter=chapter_of("thm-10-1"),
    theorem=f"the octal game 0.007 ({cite('thm-3-3')} on the stretches of safe cells)",
    topic="octal games",
    difficulty=3,
    limits="T boards of 3 to 200 cells '.' and 'X', no XXX yet",
)


@cache
def _treblecross_values(top=205):
    # octal game 0.007: take 3 counters, leaving up to two heaps
    values = []
    for n in range(top + 1):
        values.append(mex({values[a] ^ values[n - 3 - a] for a in range(0, n - 2)}))
    return values


def _treblecross_cells(board):
    empty = [i for i, c in enumerate(board) if c == "."]
    after = {i: board[:i] + "X" + board[i + 1 :] for i in empty}
    if wins := [i for i in empty if "XXX" in after[i]]:
        return wins
    values = _treblecross_values()
    found = []
    for i in empty:
        if "X" in board[max(0, i - 2) : i + 3]:
            continue
        xs = [-3, *(j for j, c in enumerate(after[i]) if c == "X"), len(board) + 2]
        if xor(values[b - a - 3] for a, b in pairwise(xs)) == 0:
            found.append(i)
    return found


def _treblecross(board):
    cells = _treblecross_cells(board)
    if not cells:
        return ["LOSING", ""]
    return ["WINNING", " ".join(str(i + 1) for i in cells), ""]


def _treblecross_brute(board):
    def options(b):
        if "XXX" in b:
            return []
        return [b[:i] + "X" + b[i + 1 :] for i, c in enumerate(b) if c == "."]

    game = game_from(options, name="Treblecross")
    cells = [
        i
        for i, c in enumerate(board)
        if c == "."
        and sg(game, board[:i] + "X" + board[i + 1 :], closed_form=False) == 0
    ]
    if not cells:
        return ["LOSING", ""]
    return ["WINNING", " ".join(str(i + 1) for i in cells), ""]


def _parse_treblecross(t):
    boards = [t.word("a board") for _ in range(t.int("the number of boards"))]
    for b in boards:
        if set(b) - set(".X") or "XXX" in b:
            raise InputFormatError(f"a board is '.' and 'X' with no XXX, got {b!r}")
    return boards


def _treblecross_gen(d, size):
    n = d.int(3, pick(size, 9, 200, 200), log=True)
    if size == "max":
        n = 200
    density = d.int(0, 3)
    cells = ["X" if d.int(0, 9) < density else "." for _ in range(n)]
    board = "".join(cells)
    while "XXX" in board:
        board = board.replace("XXX", "XX.", 1)
    return board


def _valid(cases):
    for board in cases:
        within([len(board)], 3, 200, "the length of a board")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=_parse_treblecross,
    answer=_treblecross,
    write=lambda cases: write_counted(cases, lambda b: b + "\n"),
    generate=cases(_treblecross_gen, 2, 50),
    edges=lambda: [
        ["..."],
        ["X.X"],
        ["XX."],
        ["." * 200],
        ["X" + "." * 199],
        ["..X.."],
    ],
    brute_answer=_treblecross_brute,
    notes="the judge wants a blank line after each case; tokens are compared, so "
    "blank lines do not matter here",
)
