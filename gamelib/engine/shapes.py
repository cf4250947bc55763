"""Positions of every shape, for the ``sample_shapes`` hooks of :func:`gamelib.check`.

A guess that is right on small positions can still be wrong on a shape the
small ones never show: many heaps, a huge heap, a zero beside two equal large
heaps, (a, a, b, b), a P-position far from the origin. These helpers make such
positions for the samplers of the rulesets: heap sizes by *scale* (from 0 to
far beyond 2**53, where a float cannot hold an integer), rows of 1 to 9 heaps
of one scale or mixed, repeated heaps, and *planted* positions of a given
value, made by completing the row with one last heap.
"""

from functools import reduce
from operator import xor

from gamelib.engine.game import SearchLimitError

#: The scales of a heap size: 0, small (1-8), medium (8-100), large (2000-6000,
#: beyond Kayles' irregular values), a million, 10**18, 2**53 give or take a
#: few, and 2**64 and beyond.
SCALES = range(8)
#: The most heaps (stairs, heads) a sampled row has, before planting.
MOST_HEAPS = 9


def size(rng, scale):
    """A random heap size of the given scale (0 to 7)."""
    if scale == 0:
        return 0
    if scale == 1:
        return rng.randint(1, 8)
    if scale == 2:
        return rng.randint(8, 100)
    if scale == 3:
        return rng.randint(2000, 6000)
    if scale == 4:
        return rng.randint(10**6, 2 * 10**6)
    if scale == 5:
        return 10**18 + rng.randrange(-1000, 1000)
    if scale == 6:
        return 2**53 + rng.randrange(-3, 4)
    return rng.choice([2**64, 10**30, 2**100]) + rng.randrange(1000)


def heap_rows(rng, most_scale=7, most_heaps=MOST_HEAPS):
    """Rows (tuples) of 1 to `most_heaps` heaps of scales up to `most_scale`.

    For each number of heaps: a row of each scale alone (all zeros
    included), and rows of mixed scales; then repeated heaps of every scale
    from 8 up: (a, a), (0, a, a), (a, a, b, b), (a, b, a, b), (0, 0, a, a, b, b),
    (a, a, a, a), (a, a, a, b), and a zero beside large heaps.
    """
    scales = range(most_scale + 1)
    rows = []
    for n in range(1, most_heaps + 1):
        rows += [tuple(size(rng, s) for _ in range(n)) for s in scales]
        rows += [
            tuple(size(rng, rng.choice(scales)) for _ in range(n)) for _ in range(3)
        ]
    for s in scales[2:]:
        a, b = size(rng, s), size(rng, rng.choice(scales[2:]))
        rows += [
            (a, a),
            (0, a, a),
            (a, a, b, b),
            (a, b, a, b),
            (0, 0, a, a, b, b),
            (a, a, a, a),
            (a, a, a, b),
            (0, a, b),
            (a, 0, b, 0),
        ]
    return rows


def plant(rows, value_of_row, complete, rng, values=(0, 1, 2, 3)):
    """Each row, and rows of planted values made from it.

    `value_of_row(row)` is the row's value (or None if unknown); `complete(row,
    want)` returns a row of value `want` made from `row` by changing or adding
    one heap (or None if it cannot). For each row: the row, its completion to
    value 0 (a P-position), and to one other small value.
    """
    out = []
    for row in rows:
        out.append(row)
        try:
            if value_of_row(row) is None:
                continue
            for want in (0, rng.choice(values[1:])) if len(values) > 1 else values:
                for made in (complete(row, want), complete(row[:-1], want)):
                    if made is not None:
                        out.append(made)
        except SearchLimitError:
            continue
    return out


def heap_sum_shapes(game, rng, most_scale, inverse=None):
    """Shapes of a game whose row is the sum of its heaps (``heap_value``).

    Planted rows end with a heap whose value completes the nim-sum: for Nim
    the heap itself; otherwise one found among heaps of known value, of the
    row's own scale where possible; `inverse(v)`, if given, is a heap of value v.
    """

    def value(heap):
        try:
            return game.heap_value(heap)
        except SearchLimitError:
            return None

    known = {}  # value -> heaps of that value, small ones first, then large
    for heaps in (range(0, 200), range(2000, 2400) if most_scale >= 3 else ()):
        for h in heaps:
            v = value(h)
            if v is not None:
                known.setdefault(v, []).append(h)

    def row_value(row):
        values = [value(h) for h in row]
        return None if None in values else reduce(xor, values, 0)

    def complete(row, want):
        total = row_value(row)
        if total is None:
            return None
        need = total ^ want
        if inverse is not None:
            return (*row, inverse(need))
        heaps = known.get(need)
        if not heaps:
            return None
        large = [h for h in heaps if h >= 2000]
        return (
            *row,
            rng.choice(large if large and max(row, default=0) >= 2000 else heaps),
        )

    rows = heap_rows(rng, most_scale)
    return [
        r for r in plant(rows, row_value, complete, rng) if row_value(r) is not None
    ]


def with_losses(game, positions, rng):
    """`positions`, each followed by one of its winning moves (a P-position)
    where the game's formula lists them."""
    out = []
    for p in positions:
        out.append(p)
        try:
            moves = game.winning_moves_closed_form(game.check(p))
        except (SearchLimitError, ValueError, TypeError):
            continue
        if moves:
            out.append(rng.choice(moves))
    return out
