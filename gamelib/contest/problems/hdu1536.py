"""HDU 1536 / POJ 2960, S-Nim: S-Nim (chapter 3).

Theorem 3.3 (Sprague-Grundy) on a subtraction game.
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    bare_row,
    brute_outcome,
    cases,
    counted,
    heap_game,
    pick,
    require,
    sized,
    subtraction_values,
    up_to_zero,
    within,
    xor,
)
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu1536",
    ids=("HDU 1536", "POJ 2960"),
    title="S-Nim",
    english="S-Nim",
    chapter=chapter_of("thm-3-3"),
    theorem=f"{cite('thm-3-3')} (Sprague-Grundy) on a subtraction game",
    topic="Sprague-Grundy, subtraction games",
    difficulty=1,
    limits="cases up to a 0; k <= 100 moves s <= 10^4; m <= 100 positions of "
    "0 < l <= 100 heaps <= 10^4",
)


def _read_game(t, k):
    moves = t.ints(k, "a move")
    return (moves, counted(sized("l", "a heap"), "m")(t))


def _snim(case):
    moves, positions = case
    values = subtraction_values(
        set(moves), max((max(p, default=0) for p in positions), default=0)
    )
    return ["".join("W" if xor(values[h] for h in p) else "L" for p in positions)]


def _snim_brute(case):
    moves, positions = case
    game = heap_game(lambda h: [(h - s,) for s in set(moves) if s <= h])
    return [
        "".join(
            "W" if brute_outcome(game, tuple(sorted(h for h in p if h))) == "N" else "L"
            for p in positions
        )
    ]


def _snim_case(d, size):
    top = pick(size, 6, 10000, 10000)
    moves = [
        d.int(1, top, log=True)
        for _ in range(d.int(1, pick(size, 3, 10, 100), log=True))
    ]
    positions = [
        [
            d.int(0, pick(size, 7, 2000, 10000), log=True)
            for _ in range(d.int(1, pick(size, 3, 10, 100), log=True))
        ]
        for _ in range(d.int(1, pick(size, 3, 10, 100), log=True))
    ]
    return (moves, positions)


def _valid(cases):
    for moves, positions in cases:
        require(1 <= len(moves) <= 100, f"k must be 1 to 100, got {len(moves)}")
        within(moves, 1, 10**4, "a move s")
        require(1 <= len(positions) <= 100, f"m must be 1 to 100, got {len(positions)}")
        for heaps in positions:
            require(0 < len(heaps) <= 100, f"l must be 1 to 100, got {len(heaps)}")
            within(heaps, 0, 10**4, "a heap")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=up_to_zero("k", _read_game),
    answer=_snim,
    write=lambda cases: (
        "".join(
            bare_row(s) + f"{len(p)}\n" + "".join(map(bare_row, p)) for s, p in cases
        )
        + "0\n"
    ),
    generate=cases(_snim_case, 2, 3),
    edges=lambda: [
        [([1], [[0], [1], [1, 1]])],
        [([10000], [[10000, 9999]])],
        [([2, 5], [[3, 12, 7], [2, 4, 7]])],
    ],
    brute_answer=_snim_brute,
)
