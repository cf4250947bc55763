"""POJ 2311, Cutting Game: Cutting game (chapter 6).

Lemma 6.1 (Multi-SG) on the game without cuts that leave a strip.
"""

from __future__ import annotations

from functools import cache

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    cases,
    lines,
    pick,
    read_pair,
    to_end,
    within,
)
from gamelib.engine.core import mex
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="poj2311",
    ids=("POJ 2311",),
    title="Cutting Game",
    english="Cutting game",
    chapter=chapter_of("lem-6-1"),
    theorem=f"{cite('lem-6-1')} (Multi-SG) on the game without cuts that leave a strip",
    topic="Multi-SG",
    difficulty=3,
    limits="lines W H to the end of the input; 2 <= W, H <= 200",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=65536,  # KB, as the judge states them
    limits_from=(
        "the POJ page's header, in Chinese, quoted in "
        "github.com/viego1999/Leetcode-Pro, src/ojs/poj/P2311.java"
    ),
)


@cache
def _cutting(size):
    table = [[0] * (size + 1) for _ in range(size + 1)]
    for w in range(4, size + 1):
        for h in range(2, w + 1):
            reached = {table[h][a] ^ table[h][w - a] for a in range(2, w // 2 + 1)}
            reached.update(table[w][b] ^ table[w][h - b] for b in range(2, h // 2 + 1))
            table[w][h] = table[h][w] = mex(reached)
    return table


def _cutting_value(w, h):
    size = 8
    while size < max(w, h):
        size *= 5
    return _cutting(min(size, 200) if max(w, h) <= 200 else max(w, h))[w][h]


@cache
def _cutter_wins(pieces):
    for i, (w, h) in enumerate(pieces):
        rest = pieces[:i] + pieces[i + 1 :]
        cuts = [((a, h), (w - a, h)) for a in range(1, w)]
        cuts += [((w, b), (w, h - b)) for b in range(1, h)]
        for cut in cuts:
            if (1, 1) in cut or not _cutter_wins(tuple(sorted(rest + cut))):
                return True
    return False


def _valid(cases):
    for case in cases:
        within(case, 2, 200, "W or H")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=to_end(read_pair),
    answer=lambda c: ["WIN" if _cutting_value(*c) else "LOSE"],
    write=lambda cases: lines(*cases),
    generate=cases(
        lambda d, size: (
            d.int(2, pick(size, 6, 200, 200)),
            d.int(2, pick(size, 6, 200, 200)),
        ),
        3,
        1000,
    ),
    edges=lambda: [[(2, 2)], [(2, 3)], [(3, 2)], [(4, 4)], [(200, 200)], [(2, 200)]],
    brute_answer=lambda c: ["WIN" if _cutter_wins((c,)) else "LOSE"],
    notes="the stated game ends with a winning move (cutting out a 1 x 1); the "
    "brute force plays it so, with every cut allowed",
)
