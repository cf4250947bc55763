"""Multi-SG: heap games in which a move may split a heap into several heaps.

A position is a tuple of heap sizes, and a move replaces one heap by a tuple
of smaller heaps: one heap (an ordinary take), none, or several (a split).
A position of several heaps is the disjunctive sum of its heaps, so by the
Sprague-Grundy theorem its value is the nim-sum of the heap values, and the
value of one heap is the mex, over its moves, of the nim-sum of the pieces it
leaves (the *Multi-SG* rule). :class:`SplitGame` computes the heap values by
that rule, bottom up, which is exponentially faster than a search over all
the collections of heaps (still available with ``closed_form=False``).

:class:`LaskerNim` (take any number from a heap, or split a heap into two
non-empty heaps) has the closed form of chapter 6, proved there:
g(0) = 0, g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3.
"""

from itertools import combinations_with_replacement

from gamelib.engine import args as arg
from gamelib.engine.args import (
    MOST_SAMPLES,
    _count,
    check_natural,
    check_positive,
    check_size,
)
from gamelib.engine.core import mex
from gamelib.engine.game import SearchLimitError
from gamelib.engine.heaps import HeapRow
from gamelib.engine.shapes import heap_sum_shapes
from gamelib.theory.misere import sj_outcome
from gamelib.theory.sequences import Periodicity
from gamelib.utils.citations import chapter_of, cite
from gamelib.utils.numeric import int_array, numpy

__all__ = ["LaskerNim", "SplitGame"]


class SplitGame(HeapRow):
    """Heaps that a move replaces by smaller heaps (possibly several, or none).

    Parameters
    ----------
    heap_options : callable, optional
        ``heap_options(n)`` returns the moves of a single heap of size n, each
        a tuple of the heap sizes that replace it: ``(m,)`` leaves one heap of
        m, ``(a, b)`` splits it in two, ``()`` removes it. Every part must be
        smaller than n (so play ends). Subclasses may define the method
        instead.
    name : str, optional

    Notes
    -----
    A position is a tuple of heap sizes; a list is accepted. ``sg`` uses the
    Multi-SG rule: the nim-sum of the heap values, each computed once, bottom
    up, and kept on the instance (:meth:`heap_value`).

    Examples
    --------
    Split a heap into two non-empty unequal heaps (Grundy's game):

    >>> grundy = gl.SplitGame(
    ...     lambda n: [(a, n - a) for a in range(1, (n + 1) // 2)], name="Grundy")
    >>> gl.sg_sequence(grundy, 10).tolist()
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]
    >>> gl.sg(grundy, 9), grundy.heap_value(9)
    (1, 1)
    >>> gl.sg(grundy, (5, 6)), gl.sg(grundy, (5, 6), closed_form=False)
    (3, 3)
    """

    name = "split game"

    @arg.check_args(
        heap_options=arg.optional(arg.function), name=arg.optional(arg.text)
    )
    def __init__(self, heap_options=None, name=None):
        if heap_options is None and type(self).heap_options is SplitGame.heap_options:
            raise TypeError(
                "SplitGame needs heap_options, a function n -> tuples of heaps "
                "(e.g. lambda n: [(a, n - a) for a in range(1, n)])"
            )
        if heap_options is not None:
            if not callable(heap_options):
                raise TypeError(
                    "heap_options must be a function n -> tuples of heaps, "
                    f"got {heap_options!r}"
                )
            self._heap_options = heap_options
        if name is not None:
            self.name = name

    def heap_options(self, n):
        """The moves of one heap of size `n`, as tuples of the heaps left."""
        return self._heap_options(n)

    def key(self, position):
        return tuple(sorted(h for h in position if h))

    def row_options(self, position):
        for i, heap in enumerate(position):
            for parts in self.heap_options(heap):
                yield (*position[:i], *parts, *position[i + 1 :])

    def heap_value(self, n):
        """Return the SG value of one heap of size `n` by the Multi-SG rule.

        The mex over the moves of the heap of the nim-sum of the parts' values.

        Raises
        ------
        ValueError
            If a move of some heap m leaves a part that is not smaller than m.
        SearchLimitError
            If the table of heap values, from heap 0 up, would take more than
            ``search_limit`` moves in all (raise it on the game to go on).
        """
        n = check_natural(n, "a heap")
        values = self.memo("heap values", list)
        spent = self.memo("heap moves", lambda: [0])  # moves the table has cost
        budget = self.search_limit
        if n >= budget:
            raise SearchLimitError(
                f"computing the value of heap {_count(n)} needs the values of all "
                f"{_count(n)} "
                f"smaller heaps, more than search_limit = {budget:,}"
            )
        while len(values) <= n:
            m = len(values)
            reachable = []
            for parts in self.heap_options(m):
                total = 0
                for part in parts:
                    part = check_natural(part, f"a part left by a move of heap {m}")
                    if not part < m:
                        raise ValueError(
                            f"a move of heap {m} must leave heaps smaller than {m}, "
                            f"got the parts {tuple(parts)!r}"
                        )
                    total ^= values[part]
                reachable.append(total)
            spent[0] += len(reachable) + 1
            if spent[0] > budget:
                raise SearchLimitError(
                    f"gave up at heap {m}: the values of heaps 0 to {m} take more "
                    f"than search_limit = {budget:,} moves in all; raise "
                    "search_limit on the game"
                )
            values.append(mex(reachable))
        return values[n]

    def sample_positions(self, bound):
        """Return small positions for :func:`gamelib.check`, smallest first.

        The sorted tuples of up to three non-empty heaps below
        ``min(bound, 21)`` (1,771 positions with the empty one), ordered by
        the number of counters, then of heaps.

        Examples
        --------
        >>> gl.LaskerNim().sample_positions(3)
        [(), (1,), (2,), (1, 1), (1, 2), (1, 1, 1), (2, 2), (1, 1, 2), (1, 2, 2),
         (2, 2, 2)]
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        sizes = range(1, min(check_positive(bound, "bound"), 21))
        heaps = [p for n in range(4) for p in combinations_with_replacement(sizes, n)]
        return sorted(heaps, key=lambda p: (sum(p), len(p), p))

    def describe_move(self, position, option):
        i = 0
        while i < len(position) and i < len(option) and position[i] == option[i]:
            i += 1
        extra = len(option) - len(position)
        parts = option[i : i + extra + 1]
        if len(parts) == 1:
            return f"heap {i + 1}: {position[i]} → {parts[0]}"
        pieces = " + ".join(map(str, parts)) if parts else "nothing"
        return f"heap {i + 1}: split {position[i]} into {pieces}"

    def __repr__(self):
        return f"SplitGame(name={self.name!r})"


class LaskerNim(SplitGame):
    """Lasker's Nim: take any number from one heap, or split it into two.

    A move removes any positive number of counters from one heap, or splits a
    heap into two non-empty heaps. A position is a tuple of heap sizes.

    Notes
    -----
    ``sg`` uses the closed form of chapter 6 on every heap (Theorem 6.2:
    g(0) = 0, g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4,
    g(4k+4) = 4k+3), so positions with heaps of any size are instant.
    ``winning_moves`` uses the formula as well, and lists the winning splits
    too: when a split of a heap might win (its
    value mod 4 allows it, see chapter 6) the splits are scanned, which it
    refuses for heaps above ``split_scan_limit`` (``sg`` and ``outcome`` have
    no limit).

    Misère play has a closed form too (``outcome(..., misere=True)``): the
    Anti-Nim rule read on the heaps' values. The proof of Theorem 5.1 goes
    through: a heap can be reduced to any smaller heap, every move changes
    the nim-sum of the values, a heap of 1 can only disappear, and g(n) > 1
    exactly when n > 1 (chapter 6, Exercise 6.5).

    Examples
    --------
    >>> game = gl.LaskerNim()
    >>> list(game.options((3,)))
    [(0,), (1,), (2,), (1, 2)]
    >>> gl.sg(game, (2, 2, 3)), gl.sg(game, (2, 2, 3), closed_form=False)
    (4, 4)
    >>> gl.winning_moves(game, (3, 1, 2))  # the only winning move is a split
    [(1, 2, 1, 2)]
    >>> gl.sg(game, (10**100, 3)) == 10**100 - 1 ^ 4
    True
    >>> gl.outcome(game, (2, 2, 3), misere=True), gl.outcome(
    ...     game, (2, 2, 3), misere=True, closed_form=False)
    ('N', 'N')
    """

    name = "Lasker's Nim"
    #: The largest heap whose splits winning_moves scans.
    split_scan_limit = 10**6

    def heap_options(self, n):
        yield from ((m,) for m in range(n))
        yield from ((a, n - a) for a in range(1, n // 2 + 1))

    def heap_value(self, n):
        n = check_natural(n, "a heap")
        return n + {0: -1 if n else 0, 1: 0, 2: 0, 3: 1}[n % 4]

    def sg_sequence_closed_form(self, n):
        np = numpy()
        if np is None:
            return int_array(map(self.heap_value, range(n)))
        heaps = np.arange(n, dtype=np.int64)
        return heaps + np.array([-1, 0, 0, 1], dtype=np.int64)[heaps % 4] * (heaps > 0)

    def periodicity_closed_form(self, limit):
        reason = (
            f"{cite('thm-6-2')} (chapter {chapter_of('thm-6-2')}): g(4k+1) = 4k+1, "
            "g(4k+2) = 4k+2, "
            "g(4k+3) = 4k+4 and g(4k+4) = 4k+3"
        )
        # g(n + 4) = g(n) + 4 for n >= 1, and not at n = 0 (g(4) = 3).
        return Periodicity(1, 4, 4, cite("thm-6-2"), reason, 5)

    def describe_rules(self):
        return "take any number from a heap, or split it into two heaps"

    def misere_outcome_closed_form(self, position):
        return sj_outcome(self.heap_value(heap) for heap in position)

    def sample_large_positions(self, count, rng):
        """Return `count` random positions of one to four heaps of four digits.

        Large enough to leave the small cases far behind, small enough that
        ``winning_moves`` can still scan the splits of every heap quickly
        (``check(..., kind="move")`` lists every winning move).

        Examples
        --------
        >>> import random
        >>> positions = gl.LaskerNim().sample_large_positions(50, random.Random(0))
        >>> len(positions), all(1000 <= h < 10_000 for p in positions for h in p)
        (50, True)
        """
        count = check_size(count, "count", MOST_SAMPLES)
        return [
            tuple(rng.randrange(1000, 10_000) for _ in range(rng.randint(1, 4)))
            for _ in range(check_natural(count, "count"))
        ]

    def winning_moves_closed_form(self, position):
        total = 0
        for heap in position:
            total ^= self.heap_value(heap)
        if total == 0:
            return []
        moves = []
        for i, heap in enumerate(position):
            # A winning move leaves this heap's part with value g(heap) ^ total,
            # which may be larger than g(heap): g(4) = 3, yet 4 -> 3 has g = 4.
            target = self.heap_value(heap) ^ total
            before, after = position[:i], position[i + 1 :]
            smaller = self.heap_value(target)  # g swaps 4k+3 and 4k+4: g(g(n)) = n
            if smaller < heap:
                moves.append((*before, smaller, *after))
            if not self._split_may_reach(heap, target):
                continue
            if heap > self.split_scan_limit:
                raise ValueError(
                    f"listing every winning move would scan the {heap // 2:,} "
                    f"splits of heap {heap}; winning_moves handles heaps up to "
                    f"{self.split_scan_limit:,} here (sg and outcome have no limit)"
                )
            moves.extend(
                (*before, a, heap - a, *after)
                for a in range(1, heap // 2 + 1)
                if self.heap_value(a) ^ self.heap_value(heap - a) == target
            )
        return moves

    @staticmethod
    def _split_may_reach(heap, target):
        """False when no split of `heap` has value `target` (see chapter 6).

        A split a + b = heap has g(a) ^ g(b) <= g(a) + g(b) <= heap + 2, and
        its residue mod 4 is fixed by heap mod 4 (the table of the proof).
        """
        residues = {0: {0, 1}, 1: {2}, 2: {0, 1}, 3: {3}}[heap % 4]
        return heap >= 2 and target <= heap + 2 and target % 4 in residues

    def sample_shapes(self, rng):
        """Rows of 1 to 10 heaps up to 6000, repeated heaps, zeros, and rows
        completed to value 0 to 3 by one more heap (for :func:`gamelib.check`).

        Not larger: a reader's move rule may try every split of a heap, as
        chapter 6's does; the random large positions go beyond."""
        return heap_sum_shapes(self, rng, 3)

    def __repr__(self):
        return "LaskerNim()"
