"""HDU 1517 / POJ 2505 / UVa 847, A Multiplication Game (chapter 11).

Theorem 11.1 (minimax values are the P- and N-positions): Stan wins exactly
when n lies in (18^k, 9 * 18^k] for some k >= 0.
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    cases,
    lines,
    pick,
    to_end,
    within,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu1517",
    ids=("HDU 1517", "POJ 2505", "UVa 847"),
    title="A Multiplication Game",
    english="A multiplication game",
    chapter=11,
    theorem=f"{cite('thm-11-1')} (minimax values are P- and N-positions)",
    topic="minimax on a game tree",
    difficulty=2,
    limits="values of n to the end of the input; 1 < n < 4294967295",
)

#: The largest n the judge allows.
TOP = 4294967294


def stan_wins(n):
    """Fold n onto (1, 18]: Stan wins exactly when the result is at most 9."""
    while n > 18:
        n = (n + 17) // 18
    return n <= 9


def multiplication_game(n):
    """The game of the rules: p, multiplied by 2 to 9 until p >= n; p = 1 first."""
    return game_from(
        lambda p: [] if p >= n else [p * k for k in range(2, 10)],
        name=f"multiplication game to {n}",
    )


def _brute(n):
    won = brute_outcome(multiplication_game(n), 1) == "N"
    return ["Stan wins." if won else "Ollie wins."]


def _powers_of_18():
    return [18**k * f + d for k in range(8) for f in (1, 9) for d in (-1, 0, 1)]


def _valid(cases):
    within(cases, 2, TOP, "n")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=to_end(lambda t: t.int("n")),
    answer=lambda n: ["Stan wins." if stan_wins(n) else "Ollie wins."],
    write=lambda values: lines(*([n] for n in values)),
    generate=cases(
        lambda d, size: d.int(
            2,
            pick(size, 400, TOP, TOP),
            log=True,
            special=[v for v in _powers_of_18() if 2 <= v <= TOP],
        ),
        3,
        1000,
    ),
    edges=lambda: [[2], [9], [10], [18], [19], [162], [163], [TOP], [2, TOP]],
    brute_answer=_brute,
)
