"""HDU 4642, Fliping game: Flipping game (chapter 9).

Every move flips the bottom-right coin: Alice wins exactly when it is up.
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    count,
    counted,
    pick,
    within,
)
from gamelib.engine.core import game_from

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu4642",
    ids=("HDU 4642",),
    title="Fliping game",
    english="Flipping game",
    chapter=9,
    theorem="coin turning: every move turns the corner coin",
    topic="coin turning, a strategy from one coin",
    difficulty=1,
    limits="T test cases; 1 <= N, M <= 100; each coin 0 (down) or 1 (up)",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=32768,  # KB, as the judge states them
    limits_from=("the HDU page (acm.hdu.edu.cn/showproblem.php?pid=4642)"),
)


def _read_board(t):
    n, m = t.ints(2, "N and M")
    return tuple(tuple(t.ints(m, "a coin")) for _ in range(n))


def _write(boards):
    rows = "".join(
        f"{len(b)} {len(b[0])}\n" + "".join(" ".join(map(str, r)) + "\n" for r in b)
        for b in boards
    )
    return f"{len(boards)}\n" + rows


def _flips(board):
    """Choose an up coin (x, y) and turn every coin of (x, y)-(n, m)."""
    n, m = len(board), len(board[0])
    found = []
    for x in range(n):
        for y in range(m):
            if board[x][y]:
                found.append(
                    tuple(
                        tuple(c ^ (i >= x and j >= y) for j, c in enumerate(board[i]))
                        for i in range(n)
                    )
                )
    return found


_BOARD = game_from(_flips, name="flipping game")


def _brute(board):
    return ["Alice" if brute_outcome(_BOARD, board) == "N" else "Bob"]


def _generate(d, size):
    boards = []
    for _ in range(count(d, size, 2, 20)):
        n = d.int(1, pick(size, 3, 100, 100), log=True)
        m = d.int(1, pick(size, 3, 100, 100), log=True)
        if size == "max":
            n = m = 100
        up = d.int(0, 4)  # how many coins in 4 are up: all down to all up
        boards.append(
            tuple(tuple(int(d.int(1, 4) <= up) for _ in range(m)) for _ in range(n))
        )
    return boards


def _valid(boards):
    for board in boards:
        within([len(board)], 1, 100, "N")
        within([len(board[0])], 1, 100, "M")
        for row in board:
            within(row, 0, 1, "a coin")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=counted(_read_board, "T"),
    answer=lambda board: ["Alice" if board[-1][-1] else "Bob"],
    write=_write,
    generate=_generate,
    edges=lambda: [
        [((0,),)],
        [((1,),)],
        [((0,) * 100,) * 100],
        [((1,) * 100,) * 100],
        [(((1,) * 100,) * 99 + ((1,) * 99 + (0,),))],
    ],
    brute_answer=_brute,
)
