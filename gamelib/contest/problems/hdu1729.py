"""HDU 1729, Stone Game: Stone game (boxes) (chapter 3).

Theorem 3.6 (the value of a box).
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    cases,
    pair_block,
    pick,
    require,
    up_to_zero,
    within,
    xor,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu1729",
    ids=("HDU 1729",),
    title="Stone Game",
    english="Stone game (boxes)",
    chapter=chapter_of("thm-3-6"),
    theorem=f"{cite('thm-3-6')} (the value of a box)",
    topic="Sprague-Grundy, a closed form",
    difficulty=3,
    limits="cases up to N = 0; N <= 50 boxes, 0 <= c <= s <= 10^6",
)


def _box(s, c):
    from gamelib.heapgames.boxes import box_value

    return box_value(s, c)


def _boxes_gen(d, size):
    boxes = []
    for _ in range(d.int(1, pick(size, 3, 50, 50), log=True)):
        s = d.int(0, pick(size, 8, 10**6, 10**6), log=True)
        boxes.append((s, d.int(0, s, log=True)))
    return boxes


def _box_brute(boxes):
    def moves(position):
        found = set()
        for i, (s, c) in enumerate(position):
            for k in range(c + 1, min(s, c + c * c) + 1):
                found.add(tuple(sorted((*position[:i], (s, k), *position[i + 1 :]))))
        return found

    return brute_outcome(game_from(moves), tuple(sorted(boxes))) == "N"


_read_boxes = up_to_zero(
    "N", lambda t, n: [tuple(t.ints(2, "s or c")) for _ in range(n)]
)


def _valid(cases):
    for _, boxes in cases:
        require(1 <= len(boxes) <= 50, f"N must be 1 to 50 boxes, got {len(boxes)}")
        for s, c in boxes:
            within([s], 0, 10**6, "s")
            within([c], 0, s, "c")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=lambda t: list(enumerate(_read_boxes(t), start=1)),
    answer=lambda kc: [
        f"Case {kc[0]}:",
        "Yes" if xor(_box(s, c) for s, c in kc[1]) else "No",
    ],
    write=lambda cases: (
        "".join(pair_block(c[1] if isinstance(c, tuple) else c) for c in cases) + "0\n"
    ),
    generate=cases(_boxes_gen, 2, 20),
    edges=lambda: [
        [[(0, 0)]],
        [[(1, 0)]],
        [[(1, 1)]],
        [[(10**6, 0)]],
        [[(10**6, 999)]],
        [[(10**6, 10**6)] * 50],
    ],
    brute_answer=lambda kc: [f"Case {kc[0]}:", "Yes" if _box_brute(kc[1]) else "No"],
)
