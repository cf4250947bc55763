"""Codeforces 1033C, Permutation Game: DP on a game DAG (chapter 11).

Theorem 11.1 (minimax values are P- and N-labels): the token only moves to
larger numbers, so the game graph is acyclic and the labels follow from the
largest number down; the moves from the cell holding a are the cells at a
multiple of a away, n / a of them, n log n in all.
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import brute_outcome, pick, require, within
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="cf1033c",
    ids=("Codeforces 1033C",),
    title="Permutation Game",
    english="Permutation game",
    chapter=chapter_of("thm-11-1"),
    theorem=f"{cite('thm-11-1')} (minimax values are P- and N-labels)",
    topic="DP on a game DAG",
    difficulty=2,
    limits="one board of 1 <= n <= 10^5 cells holding distinct numbers 1 to n",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=262144,  # KB, as the judge states them
    limits_from=(
        "the cfkit 0.0.30 wheel on PyPI (its copy of the Codeforces page, "
        "cfkit/_data/resources/problems/1033.txt)"
    ),
)


def permutation_game(case):
    """One line of A and B: does Alice, moving first from cell i, win?"""
    (cells,) = [case]
    n = len(cells)
    where = [0] * (n + 1)
    for i, a in enumerate(cells):
        where[a] = i
    win = [False] * n
    for a in range(n, 0, -1):  # larger numbers first: their labels are known
        i = where[a]
        win[i] = any(
            cells[j] > a and not win[j]
            for j in (*range(i % a, i, a), *range(i + a, n, a))
        )
    return ["".join("A" if w else "B" for w in win)]


def _brute(cells):
    """The same line by a search of the rules from each cell."""

    def moves(i):
        return [
            j
            for j in range(len(cells))
            if cells[j] > cells[i] and abs(i - j) % cells[i] == 0
        ]

    game = game_from(moves, name="permutation game")
    return [
        "".join(
            "A" if brute_outcome(game, i) == "N" else "B" for i in range(len(cells))
        )
    ]


def _generate(d, size):
    """A random permutation, or one with structure: sorted, reversed, blocks."""
    n = d.int(1, pick(size, 9, 10**5, 10**5), log=size == "random")
    if size == "max":
        n = 10**5
    shape = d.int(0, 3)
    cells = list(range(1, n + 1))
    if shape == 1:
        cells.reverse()
    elif shape >= 2:
        swaps = n if shape == 3 else d.int(0, 10)
        for _ in range(swaps):
            i, j = d.int(0, n - 1), d.int(0, n - 1)
            cells[i], cells[j] = cells[j], cells[i]
    return [tuple(cells)]


def _valid(cases):
    ((cells,),) = [cases]
    within([len(cells)], 1, 10**5, "n")
    require(sorted(cells) == list(range(1, len(cells) + 1)), "the numbers repeat")


def _interleaved(n):
    """Small numbers at the ends, large ones in the middle."""
    half = n // 2
    return tuple(range(1, half + 1)) + tuple(range(n, half, -1))


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=lambda t: [tuple(t.ints(t.int("n"), "a cell's number"))],
    write=lambda cases: f"{len(cases[0])}\n{' '.join(map(str, cases[0]))}\n",
    answer=permutation_game,
    generate=_generate,
    edges=lambda: [
        [(1,)],
        [(1, 2)],
        [(2, 1)],
        [tuple(range(1, 10**5 + 1))],
        [tuple(range(10**5, 0, -1))],
        [_interleaved(10**5)],
    ],
    brute_answer=_brute,
)
