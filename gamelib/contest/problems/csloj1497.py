"""CSLOJ 1497, BR - Xanh và đỏ: Blue-Red Hackenbush strings (chapter 13).

Each row is a Blue-Red Hackenbush stalk, worth a dyadic number by
Berlekamp's rule (Theorem 13.5); the values add (Theorem 13.3), and Blue
(Left), moving first, wins exactly when the sum is positive (Theorem 13.1).
"""

from __future__ import annotations

from functools import cache

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import pick, require, within
from gamelib.partizan.games import PartizanGame, outcome_class
from gamelib.utils.citations import cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="csloj1497",
    ids=("CSLOJ 1497",),
    title="BR - Xanh và đỏ",
    english="Blue and red (Blue-Red Hackenbush strings)",
    chapter=13,
    theorem=f"{cite('thm-13-5')}, {cite('thm-13-3')} and {cite('thm-13-1')} "
    "(Berlekamp's rule, sums, outcome classes)",
    topic="Blue-Red Hackenbush, dyadic values",
    difficulty=2,
    limits="1 <= n <= 100 rows, each a string of 1 to 100 letters B and R",
)

SCALE = 100  # every value times 2^100 is an integer: no stalk has 101 edges


def scaled_value(row):
    """Berlekamp's rule times 2^SCALE: 1 an edge, then halves after a change."""
    weight, total, changed = 1 << SCALE, 0, False
    for i, colour in enumerate(row):
        if i and colour != row[i - 1]:
            changed = True
        if changed:
            weight //= 2
        total += weight if colour == "B" else -weight
    return total


def _parse(t):
    return [tuple(t.word("a row of B and R") for _ in range(t.int("n")))]


def _write(cases):
    ((rows,),) = [cases]
    return f"{len(rows)}\n" + "".join(r + "\n" for r in rows)


def _brute(rows):
    """Who wins when Blue starts, by gamelib's outcome search of the rules."""

    @cache
    def position(stalks):
        """The sum as a PartizanGame: a move cuts an edge and all above it."""
        left, right = [], []
        for k, row in enumerate(stalks):
            for i, colour in enumerate(row):
                after = tuple(sorted((*stalks[:k], row[:i], *stalks[k + 1 :])))
                (left if colour == "B" else right).append(position(after))
        return PartizanGame(left, right)

    start = position(tuple(sorted(rows)))
    return ["B" if outcome_class(start) in ("L", "N") else "R"]


def _row(d, size):
    length = d.int(1, pick(size, 4, 100, 100), log=size == "random")
    if size == "max":
        length = 100 - d.int(0, 1)
    kind = d.int(0, 3)
    if kind == 0:  # one colour change only
        cut = d.int(0, length)
        return (
            "B" * cut + "R" * (length - cut)
            if d.int(0, 1)
            else "R" * cut + "B" * (length - cut)
        )
    if kind == 1:  # alternating: the finest fractions
        first = d.int(0, 1)
        return "".join("BR"[(i + first) % 2] for i in range(length))
    return "".join("BR"[d.int(0, 1)] for _ in range(length))


def _generate(d, size):
    n = d.int(1, pick(size, 3, 100, 100), log=size == "random")
    if size == "max":
        n = 100
    rows = [_row(d, size) for _ in range(n)]
    if n > 1 and d.int(0, 2) == 0:  # plant a sum near 0: a row and its mirror
        mirror = rows[0].translate(str.maketrans("BR", "RB"))
        rows[-1] = mirror
    return [tuple(rows)]


def _valid(cases):
    ((rows,),) = [cases]
    within([len(rows)], 1, 100, "n")
    for row in rows:
        within([len(row)], 1, 100, "the length of a row")
        require(set(row) <= {"B", "R"}, f"the row {row[:20]!r} has letters not B, R")


def _alternating(first, length):
    return "".join("BR"[(i + first) % 2] for i in range(length))


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=_parse,
    answer=lambda rows: ["B" if sum(map(scaled_value, rows)) > 0 else "R"],
    write=_write,
    generate=_generate,
    edges=lambda: [
        [("B",)],
        [("R",)],
        [("BR", "R")],  # 1/2 - 1: Red
        [("BR", "BR", "R")],  # 0: the second player, Red, wins
        [(_alternating(0, 100), _alternating(1, 100))],  # exactly 0
        [(_alternating(0, 100), "R" + "B" * 99)],  # about 2/3 against -1/2
        [("B" * 100,) * 50 + ("R" * 100,) * 50],
        [("B" + "R" * 99,) * 100],
        [(_alternating(0, 100),) * 99 + ("R" * 100,)],
    ],
    brute_answer=_brute,
)
