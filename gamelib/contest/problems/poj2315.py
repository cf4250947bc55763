"""POJ 2315, Football Game: Football game (chapter 9).

Moore's Nim_k (Theorem 9.4) on the turns mod (k + 1): the judge's formula, not a
theorem.
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    cases,
    pick,
    require,
    to_end,
    within,
)
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="poj2315",
    ids=("POJ 2315",),
    title="Football Game",
    english="Football game",
    chapter=chapter_of("thm-9-4"),
    theorem=f"Moore's Nim_k ({cite('thm-9-4')}) on the turns mod (k + 1): the judge's "
    "formula, not a theorem",
    topic="Moore's Nim",
    difficulty=3,
    limits="cases to the end of the input; N <= 30 balls at S < 10^8 cm",
)


def _read_shots(t):
    n, most, length, radius = t.ints(4)
    return (most, length, radius, t.ints(n, "a distance"))


def _moore_wins(heaps, k):
    """Moore's rule: a P-position iff every binary column sum is 0 mod k + 1."""
    top = max(heaps, default=0).bit_length()
    return any(sum(h >> bit & 1 for h in heaps) % (k + 1) for bit in range(top))


def _football(case):
    from gamelib.heapgames.moore import whole_turns

    most, length, radius, distances = case
    cap = whole_turns(length, radius)
    balls = [(whole_turns(s, radius) + 1) % (cap + 1) for s in distances]
    return ["Alice" if _moore_wins(balls, most) else "Bob"]


def _football_gen(d, size):
    n = d.int(1, pick(size, 3, 30, 30), log=True)
    radius = d.int(1, pick(size, 3, 10**4, 10**4), log=True)
    length = d.int(1, pick(size, 50, 10**8 - 1, 10**8 - 1), log=True)
    return (
        d.int(1, n),
        length,
        radius,
        [d.int(1, pick(size, 60, 10**8 - 1, 10**8 - 1), log=True) for _ in range(n)],
    )


def _valid(cases):
    for most, length, radius, distances in cases:
        require(1 <= len(distances) <= 30, f"N must be 1 to 30, got {len(distances)}")
        within(distances, 1, 10**8 - 1, "a distance S")
        within([most], 1, len(distances), "the balls of one shot")
        within([length, radius], 1, 10**8 - 1, "L or R")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=to_end(_read_shots),
    answer=_football,
    write=lambda cases: "".join(
        f"{len(s)} {most} {length} {radius}\n{' '.join(map(str, s))}\n"
        for most, length, radius, s in cases
    ),
    generate=cases(_football_gen, 2, 20),
    edges=lambda: [
        [(1, 7, 1, [6])],
        [(2, 7, 1, [6, 6, 6, 12])],
        [(30, 10**8 - 1, 1, [10**8 - 1] * 30)],
    ],
    brute_answer=None,
    notes="the judge's data follow the formula, which the game's rules contradict "
    "(e.g. at 1, 1, 1 and 2 turns with two balls a shot and one turn each): the "
    "reference is the judge's formula and there is no brute force to agree with",
)
