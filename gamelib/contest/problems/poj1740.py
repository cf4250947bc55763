"""POJ 1740, A New Stone Game: A new stone game (chapter 2).

The second player wins exactly when the piles pair off (every size occurs an
even number of times): the mirror answers every move, and from any other
position one move reaches such a pairing.
"""

from __future__ import annotations

from collections import Counter

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    cases,
    lines,
    pick,
    require,
    up_to_zero,
    within,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="poj1740",
    ids=("POJ 1740",),
    title="A New Stone Game",
    english="A new stone game",
    chapter=2,
    theorem=f"{cite('thm-0-2')} (P- and N-positions) with a mirror strategy",
    topic="pairing strategy",
    difficulty=2,
    limits="cases up to n = 0; 1 <= n <= 10 piles, each of at most 100 stones",
)


def paired(piles):
    """Does every pile size occur an even number of times?"""
    return all(c % 2 == 0 for c in Counter(piles).values())


def _spread(extra, others):
    """Every way to add `extra` stones to the piles `others` (a tuple)."""
    if not others:
        if extra == 0:
            yield ()
        return
    for k in range(extra + 1):
        for rest in _spread(extra - k, others[1:]):
            yield (others[0] + k, *rest)


def _moves(piles):
    """Take >= 1 from a pile, then move any of what is left to other piles."""
    found = set()
    for i, h in enumerate(piles):
        others = piles[:i] + piles[i + 1 :]
        for kept in range(h):  # stones still in play from pile i
            for left in range(kept + 1):  # of them, left in pile i
                for spread in _spread(kept - left, others):
                    found.add(tuple(sorted(p for p in (*spread, left) if p)))
    return found


_PILES = game_from(_moves, name="new stone game")


def _brute(piles):
    won = brute_outcome(_PILES, tuple(sorted(p for p in piles if p))) == "N"
    return ["1" if won else "0"]


def _valid(games):
    for piles in games:
        require(1 <= len(piles) <= 10, f"n must be 1 to 10, got {len(piles)}")
        within(piles, 1, 100, "a pile")


def _generate_one(d, size):
    """Piles, often paired off (the P-positions), up to 10 of up to 100."""
    n = d.int(1, pick(size, 4, 10, 10), special=(1, 2, 10))
    top = pick(size, 3, 100, 100)
    if n % 2 == 0 and d.int(0, 2) == 0:  # a planted pairing
        half = [d.int(1, top, log=True) for _ in range(n // 2)]
        piles = half + half
        if d.int(0, 1):  # one pile off by one: a near miss
            piles[-1] = max(1, piles[-1] - 1) if piles[-1] > 1 else 2
        return piles
    return [d.int(1, top, log=True) for _ in range(n)]


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=up_to_zero("n", lambda t, n: t.ints(n, "a pile")),
    answer=lambda piles: ["0" if paired(piles) else "1"],
    write=lambda games: lines(*(r for p in games for r in ([len(p)], p)), [0]),
    generate=cases(_generate_one, 3, 1000),
    edges=lambda: [
        [[1]],
        [[1, 1]],
        [[100, 100]],
        [[100] * 10],
        [[100] * 9 + [99]],
        [[1, 2, 3, 4, 5, 5, 4, 3, 2, 1]],
        [[7] * 9],
    ],
    brute_answer=_brute,
)
