"""HDU 3389, Game: cards moved between boxes (chapter of staircase Nim).

Cards go from box A to a smaller box B with A + B = 3 (mod 6), so the boxes
split into chains by residue mod 6 (0 with 3, 1 with 2, 4 with 5) that end
in boxes 3, 1 and 4.  Each chain is a staircase whose odd stairs are the boxes
with residue 0, 2 or 5: the first player wins when their cards XOR to nonzero.
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    count,
    pick,
    require,
    within,
    xor,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu3389",
    ids=("HDU 3389",),
    title="Game",
    english="Cards moved between boxes",
    chapter=chapter_of("thm-9-3"),
    theorem=f"{cite('thm-9-3')} (staircase Nim)",
    topic="staircase Nim",
    difficulty=2,
    limits="T <= 100 cases; 1 <= n <= 10^4 boxes, 0 <= cards <= 100 in each",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=32768,  # KB, as the judge states them
    limits_from=(
        "a public copy of the HDU page (blog.tabris.top/acm/2016-08-12-52190898/)"
    ),
)


def odd_stairs(boxes):
    """The XOR of the cards in the boxes an odd number of moves from a chain's end."""
    return xor([c for i, c in enumerate(boxes, 1) if i % 6 in (0, 2, 5)])


def _verdict(i, won):
    return [f"Case {i}: {'Alice' if won else 'Bob'}"]


def _parse(t):
    cases = []
    for i in range(t.int("T")):
        n = t.int("n")
        cases.append((i + 1, tuple(t.ints(n, "the cards in a box"))))
    return cases


def _write(cases):
    body = "".join(f"{len(b)}\n{' '.join(map(str, b))}\n" for _, b in cases)
    return f"{len(cases)}\n" + body


def _box_moves(boxes):
    """Move 1 or more cards from a box A to a box B < A, (A + B) odd and 3 | A + B."""
    found = set()
    for a in range(1, len(boxes) + 1):
        for b in range(1, a):
            if (a + b) % 2 == 1 and (a + b) % 3 == 0:
                for k in range(1, boxes[a - 1] + 1):
                    moved = list(boxes)
                    moved[a - 1] -= k
                    moved[b - 1] += k
                    found.add(tuple(moved))
    return found


_BOXES = game_from(_box_moves, name="cards in boxes")


def _brute(case):
    i, boxes = case
    return _verdict(i, brute_outcome(_BOXES, tuple(boxes)) == "N")


def _generate(d, size):
    cases = []
    for i in range(count(d, size, 3, 100)):
        n = d.int(1, pick(size, 7, 10**4, 10**4), log=True)
        top = pick(size, 2, 100, 100)
        cases.append((i + 1, tuple(d.int(0, top) for _ in range(n))))
    return cases


def _valid(cases):
    require(len(cases) <= 100, f"T <= 100 cases, got {len(cases)}")
    for _, boxes in cases:
        within([len(boxes)], 1, 10**4, "n")
        within(boxes, 0, 100, "the cards in a box")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=_parse,
    answer=lambda c: _verdict(c[0], odd_stairs(c[1]) != 0),
    write=_write,
    generate=_generate,
    edges=lambda: [
        [(1, (0,))],
        [(1, (100,))],
        [(1, (0, 1))],
        [(1, (5, 0, 7, 9))],
        [(1, (100,) * 10**4)],
        [(i + 1, tuple((i * j) % 101 for j in range(1, 10**4 + 1))) for i in range(3)],
    ],
    brute_answer=_brute,
)
