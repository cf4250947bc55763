"""Codeforces 786A / 787C, Berzerk: a game on a circle that may never end (chapter 14).

Theorem 14.1 (retrograde analysis): label the positions (whose turn, where
the monster is) from the black hole backwards; whatever is left unlabelled is
a draw, the judge's "Loop".
"""

from __future__ import annotations

from collections import deque

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import pick, require, within
from gamelib.engine.core import game_from
from gamelib.engine.loopy import loopy_outcomes
from gamelib.utils.citations import chapter_of, cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="cf786a",
    ids=("Codeforces 786A", "Codeforces 787C"),
    title="Berzerk",
    english="Berzerk (a monster on a circle)",
    chapter=chapter_of("thm-14-1"),
    theorem=f"{cite('thm-14-1')} (retrograde analysis)",
    topic="win, lose or draw by retrograde analysis",
    difficulty=2,
    limits="one circle of 2 <= n <= 7000 objects; 1 <= k_i <= n - 1 distinct "
    "steps from 1 to n - 1 for each player",
    time_limit=4,  # CPU seconds, as the judge states them
    judge_memory=262144,  # KB, as the judge states them
    limits_from=(
        "the cfkit 0.0.30 wheel on PyPI (its copy of the Codeforces page, "
        "cfkit/_data/resources/problems/786.txt)"
    ),
)

WORD = {1: "Win", -1: "Lose", 0: "Loop"}


def _parse(t):
    n = t.int("n")
    rick = tuple(t.ints(t.int("k1"), "one of Rick's steps"))
    morty = tuple(t.ints(t.int("k2"), "one of Morty's steps"))
    return [(n, rick, morty)]


def _write(cases):
    ((n, rick, morty),) = cases
    return f"{n}\n" + "".join(
        " ".join(map(str, (len(s), *s))) + "\n" for s in (rick, morty)
    )


def berzerk(case):
    """Two rows: Rick first, then Morty first, each monster start 2..n."""
    n, *steps = case
    # result[p][x]: player p to move, the monster at x (0 the black hole)
    result = [[0] * n for _ in range(2)]
    left = [[len(steps[p])] * n for p in range(2)]  # moves not yet refuted
    queue = deque()
    for p in range(2):
        for s in steps[p]:  # a step onto the black hole wins at once
            x = (n - s) % n
            if x and not result[p][x]:
                result[p][x] = 1
                queue.append((p, x))
    undecided = [_bits(x for x in range(1, n) if not result[p][x]) for p in range(2)]
    back = [_bits((n - s) % n for s in steps[p]) for p in range(2)]
    while queue:
        q, y = queue.popleft()
        p = 1 - q  # the player who moved the monster to y
        near = _rotate(back[p], y, n) & undecided[p]
        if not near:
            continue
        if result[q][y] == -1:  # a move onto a lost position wins
            undecided[p] ^= near
            for x in _ones(near):
                result[p][x] = 1
                queue.append((p, x))
            continue
        counts = left[p]
        for x in _ones(near):
            counts[x] -= 1
            if not counts[x]:  # every move goes to a won position
                result[p][x] = -1
                undecided[p] ^= 1 << x
                queue.append((p, x))
    return [" ".join(WORD[v] for v in result[p][1:]) for p in range(2)]


def _bits(positions):
    """The set of positions as an integer's bits."""
    mask = 0
    for x in positions:
        mask |= 1 << x
    return mask


def _rotate(mask, y, n):
    """The positions of `mask` moved y places round the circle of n."""
    return ((mask << y) | (mask >> (n - y))) & ((1 << n) - 1)


def _ones(mask):
    """The positions in `mask`, lowest first (one pass over its binary digits)."""
    digits = bin(mask)[:1:-1]
    found, i = [], digits.find("1")
    while i >= 0:
        found.append(i)
        i = digits.find("1", i + 1)
    return found


def _brute(case):
    """The same rows by gamelib's loopy solver on the game's rules."""
    n, *steps = case

    def moves(position):
        p, x = position
        if x == 0:
            return []  # the monster reached the black hole: the mover lost
        return [(1 - p, (x + s) % n) for s in steps[p]]

    game = game_from(moves, name="berzerk")
    word = {"N": "Win", "P": "Lose", "D": "Loop"}
    rows = []
    for p in range(2):
        labels = [loopy_outcomes(game, (p, x))[(p, x)] for x in range(1, n)]
        rows.append(" ".join(word[v] for v in labels))
    return rows


def _steps(d, n, size):
    """A set of distinct steps: few, half, all but one, or multiples of a divisor."""
    kind = d.int(0, 4)
    if kind == 0 or n == 2:
        chosen = {d.int(1, n - 1) for _ in range(d.int(1, min(n - 1, 4)))}
    elif kind == 1:
        chosen = {s for s in range(1, n) if d.int(0, 1)}
    elif kind == 2:  # all but a few
        gone = {d.int(1, n - 1) for _ in range(d.int(1, 3))}
        chosen = set(range(1, n)) - gone
    elif kind == 3:  # multiples of a divisor of n: whole orbits never meet 1
        g = next((g for g in range(2, n) if n % g == 0), 1)
        chosen = {s for s in range(g, n, g) if d.int(0, 2)}
    else:
        chosen = set(range(1, n))
    chosen = chosen or {d.int(1, n - 1)}
    order = sorted(chosen)
    for i in range(len(order) - 1, 0, -1):
        j = d.int(0, i)
        order[i], order[j] = order[j], order[i]
    return tuple(order)


def _generate(d, size):
    n = d.int(2, pick(size, 9, 7000, 7000), log=size != "max")
    if size == "max":
        n = 7000 - d.int(0, 1) * 2  # 7000, or 6998 = 2 * 3499
    return [(n, _steps(d, n, size), _steps(d, n, size))]


def _valid(cases):
    ((n, rick, morty),) = cases
    within([n], 2, 7000, "n")
    for steps, who in ((rick, "Rick"), (morty, "Morty")):
        within([len(steps)], 1, n - 1, f"{who}'s k")
        within(steps, 1, n - 1, f"{who}'s steps")
        require(len(set(steps)) == len(steps), f"{who}'s steps must be distinct")


def _half(n):
    """Every other step: the adversarial case for the count of refuted moves."""
    return tuple(range(1, n, 2))


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=_parse,
    answer=berzerk,
    write=_write,
    generate=_generate,
    edges=lambda: [
        [(2, (1,), (1,))],
        [(3, (1,), (2,))],
        [(4, (2,), (2,))],
        [(7000, tuple(range(1, 7000)), tuple(range(1, 7000)))],
        [(7000, (1,), (1,))],
        [(7000, _half(7000), _half(7000))],
        [(7000, tuple(range(2, 7000, 2)), (1,))],
        [(6999, tuple(range(1, 3500)), tuple(range(3500, 6999)))],
    ],
    brute_answer=_brute,
)
