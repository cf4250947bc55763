"""Positions of every shape, for the ``sample_shapes`` hooks of :func:`gamelib.check`.

A guess that is right on small positions can still be wrong on a shape the
small ones never show: many heaps, a huge heap, a zero beside two equal large
heaps, (a, a, b, b), six equal heaps, a P-position far from the origin, a
position of value 7. These helpers *generate* such positions for the samplers
of the rulesets, drawing every part at random inside strata that together
cover every kind: heap sizes by *scale* (from 0 to far beyond 2**53, where a
float cannot hold an integer), rows of 1 to 64 heaps of one scale or mixed,
zeros at random places, a heap repeated 2 to 16 times beside others, and
*planted* positions of every small value the family has, made by completing
a row with one last heap.
"""

from functools import reduce
from operator import xor

from gamelib.engine.game import SearchLimitError

#: The scales of a heap size: 0, small (1-8), medium (8-100), large (2000-6000,
#: beyond Kayles' irregular values), a million, 10**18, 2**53 give or take a
#: few, and 2**64 and beyond.
SCALES = range(8)
#: The most heaps (stairs, heads) a sampled row has, before planting.
MOST_HEAPS = 64
#: The numbers of heaps a round of rows visits: every count to 12, then more.
COUNTS = (*range(1, 13), 16, 24, 32, 48, 64)
#: How many times one heap is repeated in a row, beside other heaps.
MULTIPLICITIES = (*range(2, 10), 12, 16)
#: The values planted rows are completed to, where the family has them.
SMALL_VALUES = range(32)


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


def row_rounds(rng, most_scale=7, most_heaps=MOST_HEAPS):
    """Generate rows (tuples of heap sizes) forever, one shuffled round at a time.

    Each round draws one random row from every stratum: for every count of
    `COUNTS` up to `most_heaps`, a row of each scale alone and one of mixed
    scales with zeros at random places; for every multiplicity m of
    `MULTIPLICITIES`, a heap repeated m times among up to three others and a
    zero; and a zero beside two equal heaps, anywhere in the row, (a, a, b, b)
    and (a, b, a, b). Sizes, places and the order of the round are random.
    """
    scales = range(most_scale + 1)
    big = scales[2:] or scales[1:]
    counts = [n for n in COUNTS if n <= most_heaps]

    def mixed(n):
        row = [size(rng, rng.choice(scales[1:] or scales)) for _ in range(n)]
        for i in rng.sample(range(n), rng.randint(0, n // 2)):
            row[i] = 0
        return tuple(row)

    def repeated(m):
        a = size(rng, rng.choice(big))
        others = [size(rng, rng.choice(scales)) for _ in range(rng.randint(0, 3))]
        row = [a] * m + others + [0] * rng.randint(0, 1)
        rng.shuffle(row)
        return tuple(row[:most_heaps])

    def paired():
        a, b = size(rng, rng.choice(big)), size(rng, rng.choice(big))
        zero_beside = [0, a, a]
        rng.shuffle(zero_beside)
        return [tuple(zero_beside), (a, a, b, b), (a, b, a, b), (0, 0, a, a, b, b)]

    while True:
        makers = [
            lambda n=n, s=s: tuple(size(rng, s) for _ in range(n))
            for n in counts
            for s in scales
        ]
        makers += [lambda n=n: mixed(n) for n in counts]
        makers += [lambda m=m: repeated(m) for m in MULTIPLICITIES if m <= most_heaps]
        round_ = [make() for make in makers] + paired()
        rng.shuffle(round_)
        yield round_


def heap_rows(rng, most_scale=7, most_heaps=MOST_HEAPS):
    """One round of :func:`row_rounds`: a list of rows of every shape."""
    return next(row_rounds(rng, most_scale, most_heaps))


def plant(rows, value_of_row, complete, rng, values=(0, 1, 2, 3)):
    """Each row, and rows of planted values made from it.

    `value_of_row(row)` is the row's value (or None if unknown); `complete(row,
    want)` returns a row of value `want` made from `row` by changing or adding
    one heap (or None if it cannot). For each row: the row, its completion to
    value 0 (a P-position) and to the next of `values` in turn; then, for each
    of `values`, a row of five or more heaps (where there is one) completed to
    it, so that every value is planted on a long row.
    """
    values = list(values)
    out = []
    for turn, row in enumerate(rows, 1):
        out.append(row)
        wants = {0, values[turn % len(values)]} if values else {0}
        out += _completed(row, value_of_row, complete, sorted(wants))
    long = [row for row in rows if len(row) >= 5] or list(rows)
    for want in values if long else ():
        # a row whose coins or heaps cannot reach `want` by one change is
        # followed by others (one random row left value 4 of Mock Turtles out)
        for row in rng.sample(long, min(len(long), 8)):
            made = _completed(row, value_of_row, complete, [want])[:1]
            if made:
                out += made
                break
    return out


def _completed(row, value_of_row, complete, wants):
    """`row` completed to each of `wants`, by adding a heap and by changing
    its last one, where `complete` can (none where the row's value is unknown)."""
    made = []
    try:
        if value_of_row(row) is None:
            return made
        for want in wants:
            for done in (complete(row, want), complete(row[:-1], want)):
                if done is not None:
                    made.append(done)
    except SearchLimitError:
        pass
    return made


def heap_sum_shapes(game, rng, most_scale, inverse=None):
    """Shapes of a game whose row is the sum of its heaps (``heap_value``).

    Planted rows end with a heap whose value completes the nim-sum, to 0 and
    to every value below 32 that a heap of the game has: for Nim the heap
    itself; otherwise one found among heaps of known value, of the row's own
    scale where possible; `inverse(v)`, if given, is a heap of value v.
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

    small = [v for v in SMALL_VALUES if inverse is not None or v in known]
    rows = heap_rows(rng, most_scale)
    return [
        r
        for r in plant(rows, row_value, complete, rng, small)
        if row_value(r) is not None
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
