"""HDU 3595, GG and MM: GG and MM (Euclid's game, Every-SG) (chapter 6).

Theorem 6.4 (Every-SG) with the steps of Theorem 6.5.
"""

from __future__ import annotations

from itertools import product

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    count,
    counted,
    euclid_moves,
    pair_block,
    pick,
    require,
    to_end,
    within,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu3595",
    ids=("HDU 3595",),
    title="GG and MM",
    english="GG and MM (Euclid's game, Every-SG)",
    chapter=chapter_of("thm-6-4"),
    theorem=f"{cite('thm-6-4')} (Every-SG) with the steps of {cite('thm-6-5')}",
    topic="Every-SG",
    difficulty=3,
    limits="at most 100 cases to the end of the input; N <= 1000 games, piles 1 to "
    "1000",
)


def _euclid_step(a, b):
    """Theorem 6.5: the step of Euclid's game at (a, b), by the recursion."""
    chain = []
    a, b = max(a, b), min(a, b)
    while b > 0:
        chain.append(a // b)
        a, b = b, a % b
    s = 0
    for q in reversed(chain):
        s = s + 1 if q == 1 else s + 1 + (s % 2 == 1)
        # the least odd number greater than s: s + 1 if s is even, else s + 2
    return s


def _every_sg_brute(games):
    def moves(position):
        live = [i for i, p in enumerate(position) if euclid_moves(p)]
        if not live:
            return []
        choices = [euclid_moves(position[i]) for i in live]
        found = []
        for picked in product(*choices):
            after = list(position)
            for i, q in zip(live, picked, strict=True):
                after[i] = q
            found.append(tuple(after))
        return found

    game = game_from(moves, name="Every-SG of Euclid's games")
    return brute_outcome(game, tuple(games)) == "N"


_OWN_3595 = "2\n3 2\n7 3\n2\n3 2\n5 4\n3\n5 4\n1 1\n8 3\n1\n6 4\n"


def _valid(cases):
    require(1 <= len(cases) <= 100, f"at most 100 cases, got {len(cases)}")
    for games in cases:
        require(1 <= len(games) <= 1000, f"N must be 1 to 1000, got {len(games)}")
        for game in games:
            within(game, 1, 1000, "a pile")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=to_end(counted(lambda t: tuple(t.ints(2, "a pile")), "N")),
    answer=lambda games: [
        "MM" if max(_euclid_step(a, b) for a, b in games) % 2 else "GG"
    ],
    write=lambda cases: "".join(map(pair_block, cases)),
    generate=lambda d, size: [
        [
            (
                d.int(1, pick(size, 7, 1000, 1000), log=True),
                d.int(1, pick(size, 7, 1000, 1000), log=True),
            )
            for _ in range(d.int(1, pick(size, 2, 30, 1000), log=True))
        ]
        for _ in range(count(d, size, 2, 100))
    ],
    edges=lambda: [
        [[(1, 1)]],
        [[(1, 1000)]],
        [[(1000, 999)]],
        [[(610, 987)]],
        [[(1000, 1000)] * 1000],
    ],
    brute_answer=lambda games: ["MM" if _every_sg_brute(games) else "GG"],
    notes="no official sample is known; the book's own input is checked by the "
    "search of the whole Every-SG game",
    own_examples=(_OWN_3595,),
)
