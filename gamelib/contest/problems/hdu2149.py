"""HDU 2149, Public Sale: an auction that is Bash's game (chapter 1).

The price starts at 0 and each raise is 1 to N; the bidder who brings it to M
or more wins. With r still to reach, the bidder to move loses exactly when
N + 1 divides r (Theorem 1.1), so Lele's winning first bids are M mod (N + 1)
when M > N (none when that is 0), and every bid from M to N when M <= N.
"""

from __future__ import annotations

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import (
    brute_outcome,
    cases,
    lines,
    pick,
    read_pair,
    to_end,
    within,
)
from gamelib.engine.core import game_from
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu2149",
    ids=("HDU 2149",),
    title="Public Sale",
    english="Public sale (an auction)",
    chapter=chapter_of("thm-1-1"),
    theorem=f"{cite('thm-1-1')} (Bash's game)",
    topic="Bash's game",
    difficulty=2,
    limits="pairs M N to the end of the input; 0 < M, N < 1100",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=32768,  # KB, as the judge states them
    limits_from=(
        "the HDU page's header quoted in a public solution on GitHub "
        "(jtahstu's hduoj 2149.cpp)"
    ),
)

#: The largest M and N the judge allows (M, N < 1100).
TOP = 1099


def first_bids(m, n):
    """Lele's winning first bids: M to N when M <= N, else M mod (N + 1) if not 0."""
    if m <= n:
        return list(range(m, n + 1))
    return [m % (n + 1)] if m % (n + 1) else []


def _line(bids):
    return [" ".join(map(str, bids)) if bids else "none"]


def auction(m, n):
    """The game of the rules: the price p, raised by 1 to n until p >= m."""
    return game_from(
        lambda p: [] if p >= m else range(p + 1, p + n + 1),
        name=f"auction to {m}, raises 1 to {n}",
    )


def _brute(case):
    """A first bid wins when it leaves Yueyue a P-position of the search."""
    m, n = case
    game = auction(m, n)
    return _line([b for b in range(1, n + 1) if brute_outcome(game, b) == "P"])


def _case(d, size):
    top = pick(size, 30, TOP, TOP)
    n = d.int(1, top, log=True)
    shape = d.int(0, 2)  # 0: any M, 1: M next to a multiple of N + 1, 2: M <= N
    if shape == 0:
        m = d.int(1, top, log=True)
    elif shape == 1:
        k = d.int(1, max(1, top // (n + 1)))
        m = min(top, max(1, k * (n + 1) + d.int(0, 2) - 1))
    else:
        m = d.int(1, n)
    return (m, n)


def _valid(pairs):
    for m, n in pairs:
        within([m], 1, TOP, "M")
        within([n], 1, TOP, "N")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=to_end(read_pair),
    answer=lambda c: _line(first_bids(*c)),
    write=lambda pairs: lines(*pairs),
    generate=cases(_case, 3, 1000),
    edges=lambda: [
        [(1, 1)],
        [(2, 1)],
        [(1, TOP)],
        [(TOP, 1)],
        [(TOP, TOP)],
        [(TOP, TOP - 1)],
        [(TOP - 1, TOP)],
        [(1098, 1)],
        [(4, 2), (3, 2), (3, 5)],
        [(m, n) for m in range(1, 31) for n in range(1, 31)],
        [(1, TOP)] * 1000,
    ],
    brute_answer=_brute,
)
