"""HDU 1404 / ZOJ 1104, Digital Deletions: DP on a game graph (chapter 11).

Theorem 0.2 (P- and N-positions), applied to the whole game graph at once:
every move makes the string smaller as a number (or leaves a leading 0, a
win for the mover), so the labels follow in increasing order, each
P-position marking its predecessors as N-positions.
"""

from __future__ import annotations

from functools import cache

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import brute_outcome, count, pick, require, to_end
from gamelib.engine.core import game_from
from gamelib.utils.citations import cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu1404",
    ids=("HDU 1404", "ZOJ 1104"),
    title="Digital Deletions",
    english="Digital deletions",
    chapter=11,
    theorem=f"{cite('thm-0-2')} (P- and N-positions), on the whole game graph",
    topic="DP over a game graph",
    difficulty=2,
    limits="strings of 1 to 6 digits, to the end of the input",
)

TOP = 10**6  # the strings of 1 to 6 digits with no leading 0 are 1 .. TOP - 1


@cache
def mover_wins_table():
    """win[v]: the string of the number v (no leading 0) is an N-position."""
    win = bytearray(TOP)
    for v in range(1, TOP):
        if win[v]:
            continue
        j = 1  # v is a P-position: raising any of its digits gives an N-position
        while j <= v:
            digit = v // j % 10
            for k in range(1, 10 - digit):
                win[v + k * j] = 1
            j *= 10
        j = 10  # and so does writing a 0 and anything after it
        while v * j < TOP:
            win[v * j : v * j + j // 10] = b"\x01" * (j // 10)
            j *= 10
    return win


def first_wins(digits):
    """A leading 0 is erased with everything: otherwise look the number up."""
    return digits[0] == "0" or bool(mover_wins_table()[int(digits)])


def _moves(digits):
    """Lower one digit, or erase a 0 and everything to its right."""
    found = [digits[:i] for i, d in enumerate(digits) if d == "0"]
    for i, d in enumerate(digits):
        found += [digits[:i] + str(e) + digits[i + 1 :] for e in range(int(d))]
    return found


_DELETIONS = game_from(_moves, name="digital deletions")


def _brute(digits):
    return ["Yes" if brute_outcome(_DELETIONS, digits) == "N" else "No"]


def _one(d, size):
    length = d.int(1, pick(size, 3, 6, 6))
    kind = d.int(0, 4)
    if kind == 0:  # a leading zero
        return "0" + "".join(str(d.int(0, 9)) for _ in range(length - 1))
    if kind == 1:  # few distinct digits: many P-positions among them
        return "".join(str(d.int(0, 2)) for _ in range(length))
    return "".join(str(d.int(0, 9)) for _ in range(length))


def _valid(cases):
    require(len(cases) >= 1, "at least one string is needed")
    for digits in cases:
        require(1 <= len(digits) <= 6, f"a string of {len(digits)} digits")
        require(digits.isdigit() and digits.isascii(), f"{digits!r} is not digits")


def _p_positions(limit):
    """The first `limit` P-positions of 6 digits (the hard cases)."""
    win = mover_wins_table()
    return [str(v) for v in range(10**5, TOP) if not win[v]][:limit]


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=to_end(lambda t: t.word("a string of digits")),
    answer=lambda digits: ["Yes" if first_wins(digits) else "No"],
    write=lambda cases: "".join(c + "\n" for c in cases),
    generate=lambda d, size: [_one(d, size) for _ in range(count(d, size, 8, 10**4))],
    edges=lambda: [
        ["0"],
        ["1"],
        ["9"],
        ["000000"],
        ["999999"],
        ["100000", "010000", "123456"],
        [str(v) for v in range(1, 1000)],
        _p_positions(2000),
    ],
    brute_answer=_brute,
)
