"""HDU 3404, Switch lights: Switch lights (chapter 9).

the Tartan theorem: a light (x, y) is worth the nim-product x (*) y.
"""

from __future__ import annotations

from itertools import product

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    cases,
    counted,
    pair_block,
    pick,
    require,
    within,
    write_counted,
    xor,
)
from gamelib.engine.core import game_from

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu3404",
    ids=("HDU 3404",),
    title="Switch lights",
    english="Switch lights",
    chapter=9,
    theorem="the Tartan theorem: a light (x, y) is worth the nim-product x (*) y",
    topic="coins on a grid, nim multiplication",
    difficulty=3,
    limits="at most 100 cases; at most 1000 lights, coordinates 1 to 10^4, no two "
    "in one place",
)


def _nim_product(a, b):
    from gamelib.theory.nimbers import nim_product

    return nim_product(a, b)


def _switch_brute(lights):
    def moves(on):
        return [
            on ^ {(a, b), (a, y), (x, b), (x, y)}
            for x, y in on
            for a, b in product(range(1, x + 1), range(1, y + 1))
        ]

    return (
        brute_outcome(game_from(moves, name="Switch lights"), frozenset(lights)) == "N"
    )


def _switch_gen(d, size):
    top = pick(size, 3, 10**4, 10**4)
    lights = {
        (d.int(1, top, log=True), d.int(1, top, log=True))
        for _ in range(d.int(1, pick(size, 3, 50, 1000), log=True))
    }
    return sorted(lights)


_WIN_3404, _LOSE_3404 = "Have a try, lxhgww.", "Don't waste your time."


def _valid(cases):
    require(1 <= len(cases) <= 100, f"at most 100 cases, got {len(cases)}")
    for lights in cases:
        require(1 <= len(lights) <= 1000, f"1 to 1000 lights, got {len(lights)}")
        for light in lights:
            within(light, 1, 10**4, "a coordinate")
        require(len(set(lights)) == len(lights), "two lights in one place")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=counted(counted(lambda t: tuple(t.ints(2, "a coordinate")), "n")),
    answer=lambda lights: [
        _WIN_3404 if xor(_nim_product(x, y) for x, y in lights) else _LOSE_3404
    ],
    write=lambda cases: write_counted(cases, pair_block),
    generate=cases(_switch_gen, 2, 10),
    edges=lambda: [
        [[(1, 1)]],
        [[(1, 1), (2, 2)]],
        [[(2, 3), (3, 2)]],
        [[(10**4, 10**4)]],
    ],
    brute_answer=lambda lights: [_WIN_3404 if _switch_brute(lights) else _LOSE_3404],
    notes="no official sample is known (the public copies show it garbled); the "
    "book's own input is checked by the search of the judge's game",
    own_examples=("2\n2 1 1 2 2\n2 2 3 3 2\n",),
)
