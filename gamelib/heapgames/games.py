"""Heap games: Nim, subtraction games and Bash's game.

Each ruleset defines ``options`` (so the generic engine in :mod:`gamelib.engine.core`
can analyse it) and, where the theory gives one, a closed form that the tests
compare with the generic search on every small position.
"""

from functools import reduce
from itertools import combinations_with_replacement, product
from math import isqrt
from operator import index, xor

from gamelib.engine.args import MOST_SAMPLES, _short, check_positive, check_size
from gamelib.engine.game import Game, SearchLimitError
from gamelib.engine.heaps import HeapRow, _rows_within_memory, check_one_heap
from gamelib.engine.shapes import heap_sum_shapes, size, with_losses
from gamelib.theory.sequences import (
    Periodicity,
    ValueSequence,
    arithmetic_periodicity,
)
from gamelib.utils.citations import chapter_of, cite
from gamelib.utils.numeric import arange, int_array

__all__ = ["AllButSubtraction", "Bash", "Nim", "SubtractionGame"]


class Nim(HeapRow):
    """Nim: remove any positive number of counters from one heap.

    A position is a tuple of heap sizes, e.g. ``(3, 4, 5)``; a list is
    accepted and turned into a tuple. Bouton's theorem gives the closed form:
    the Sprague-Grundy value is the XOR of the heaps.

    Examples
    --------
    >>> nim = gl.Nim()
    >>> nim.options((1, 2))
    [(0, 2), (1, 0), (1, 1)]
    >>> gl.sg(nim, (1, 2, 3))
    0
    >>> gl.winning_moves(nim, (10**100, 1))
    [(1, 1)]
    >>> gl.sg(nim, 5), gl.winning_moves(nim, 5), gl.winning_moves(nim, (5,))
    (5, [0], [(0,)])
    """

    name = "Nim"

    def row_options(self, position):
        if sum(position) > self.search_limit:
            raise SearchLimitError(
                f"the Nim position {position!r} has {sum(position):,} "
                f"options, more than search_limit = {self.search_limit:,}: too many "
                "to list (normal-play sg, outcome and winning_moves are exact at any "
                "size; misère ones of a row of heaps too)"
            )
        return [
            (*position[:i], smaller, *position[i + 1 :])
            for i, heap in enumerate(position)
            for smaller in range(heap)
        ]

    def key(self, position):
        return tuple(sorted(h for h in position if h))

    def heap_value(self, heap):
        return heap

    def sg_closed_form(self, position):
        return reduce(xor, position, 0)

    def sg_sequence_closed_form(self, n):
        return arange(n)

    def periodicity_closed_form(self, limit):
        reason = (
            "chapter 3: a heap of n has the options 0, 1, ..., n − 1, so by "
            "induction g(n) = n"
        )
        return Periodicity(0, 1, 1, "g(n) = n", reason, 1)

    def describe_rules(self):
        return "take any number of counters from one heap"

    def winning_moves_closed_form(self, position):
        total = reduce(xor, position, 0)
        count = sum(heap ^ total < heap for heap in position)
        _rows_within_memory(self, position, count)
        return [
            (*position[:i], heap ^ total, *position[i + 1 :])
            for i, heap in enumerate(position)
            if heap ^ total < heap
        ]

    def describe_move(self, position, option):
        i = next(
            i for i, (a, b) in enumerate(zip(position, option, strict=True)) if a != b
        )
        return f"heap {i + 1}: {position[i]} → {option[i]}"

    def sample_positions(self, bound):
        """Positions of one to three heaps below ``min(bound, 8)``, smallest first.

        Smallest first means fewest counters, then fewest heaps, then in
        tuple order; :func:`gamelib.check` and :class:`gamelib.Sum` use it.

        Examples
        --------
        >>> gl.Nim().sample_positions(3)[:6]
        [(0,), (0, 0), (0, 0, 0), (1,), (0, 1), (1, 0)]
        >>> len(gl.Nim().sample_positions(2000))
        584
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        top = min(check_positive(bound, "bound"), 8)
        heaps = [p for size in (1, 2, 3) for p in product(range(top), repeat=size)]
        return sorted(heaps, key=lambda p: (sum(p), len(p), p))

    def misere_outcome_closed_form(self, position):
        """The Anti-Nim rule: N iff (a heap > 1) == (nim-sum != 0)."""
        big = any(h > 1 for h in position)
        return "N" if (reduce(xor, position, 0) != 0) == big else "P"

    def misere_winning_moves_closed_form(self, position):
        """The winning moves of misère Nim by the Anti-Nim rule, in option order."""
        big = [i for i, h in enumerate(position) if h > 1]
        total = reduce(xor, position, 0)
        if len(big) >= 2:  # as in normal play: every option keeps a heap above 1
            return self.winning_moves_closed_form(position)
        if len(big) == 1:  # leave an odd number of heaps of size 1, nothing else
            i = big[0]
            keep = 1 - (sum(position) - position[i]) % 2  # 1 iff the other 1s are even
            return [(*position[:i], keep, *position[i + 1 :])]
        if total:  # an odd number of 1s: every move leaves an even number
            return []
        return [
            (*position[:i], 0, *position[i + 1 :])
            for i, h in enumerate(position)
            if h == 1
        ]

    def sample_shapes(self, rng):
        """Rows of 1 to 10 heaps from 0 to beyond 2**64, repeated heaps, zeros
        beside large heaps, and rows completed to nim-sum 0, 1, 2 or 3."""
        return heap_sum_shapes(self, rng, 7, inverse=lambda value: value)

    def misere_sample_positions(self, bound):
        """Sorted tuples of up to four non-empty heaps below ``min(bound, 8)``.

        The misère rule turns on heaps of 1, so four heaps of 1 matter; heaps
        of 0 add nothing. The empty position comes first.
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        sizes = range(1, min(check_positive(bound, "bound"), 8))
        heaps = [p for n in range(5) for p in combinations_with_replacement(sizes, n)]
        return sorted(heaps, key=lambda p: (sum(p), len(p), p))

    def sample_large_positions(self, count, rng):
        """`count` random positions of one to four heaps below 10**12."""
        count = check_size(count, "count", MOST_SAMPLES)
        return [
            tuple(rng.randrange(10**12) for _ in range(rng.randint(1, 4)))
            for _ in range(count)
        ]


def _positive_integers(values, collection, each, most=None):
    """The distinct positive integers of `values` (at most `most`), sorted.

    The one check of a set of move sizes: `collection` names the whole in the
    message for a non-collection, `each` begins the message for a bad member.
    """
    if isinstance(values, (str, bytes)) or not hasattr(values, "__iter__"):
        raise TypeError(
            f"{collection} must be a collection of positive integers, got {values!r}"
        )
    checked = set()
    for m in values:
        if isinstance(m, bool) or not hasattr(type(m), "__index__"):
            raise TypeError(f"{each} positive integers, got {m!r} ({type(m).__name__})")
        number = index(m)
        if number < 1 or (most is not None and number > most):
            bound = "" if most is None else f" up to {most:,}"
            raise ValueError(f"{each} positive integers{bound}, got {_short(number)}")
        checked.add(number)
    return tuple(sorted(checked))


class SubtractionGame(Game):
    """One heap; a move removes a number of counters that lies in `moves`.

    Parameters
    ----------
    moves : iterable of int
        The subtraction set: a finite, non-empty set of positive integers.

    Raises
    ------
    TypeError, ValueError
        If `moves` is empty, not a collection of integers, or holds a number
        that is not positive.

    Notes
    -----
    The value of heap n depends only on the values of the ``max(moves)``
    heaps below it, so the value sequence is eventually periodic. The closed
    form computes values by that recurrence, without recursion, only as far
    as it must: until the heap asked for, or until the period is proved
    (see :func:`gamelib.periodicity`), after which any heap, however huge,
    is a lookup in the period. A small heap is instant even when the period
    is long; a huge heap needs the period, and a set whose period does not
    show among the first ``search_limit`` heaps raises SearchLimitError.

    Examples
    --------
    >>> game = gl.SubtractionGame({1, 3, 4})
    >>> [gl.sg(game, n) for n in range(10)]
    [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]
    >>> gl.sg(game, 10**100)  # the period is 7 and 10**100 % 7 == 4
    2
    >>> game
    SubtractionGame({1, 3, 4})
    >>> gl.SubtractionGame({0, 1})
    Traceback (most recent call last):
    ...
    ValueError: a subtraction set must hold positive integers, got 0
    >>> gl.SubtractionGame([2, 1.5])
    Traceback (most recent call last):
    ...
    TypeError: a subtraction set must hold positive integers, got 1.5 (float)
    """

    name = "subtraction game"

    def __init__(self, moves):
        checked = _positive_integers(
            moves, "a subtraction set", "a subtraction set must hold"
        )
        if not checked:
            raise ValueError(
                "a subtraction set must hold at least one positive integer, got none"
            )
        self.moves = checked

    def check(self, position):
        return check_one_heap(position, self.name)

    def written_like(self, given, position):
        """Answer ``(m,)`` to a reader who wrote the heap as ``(n,)``."""
        return (position,) if isinstance(given, (tuple, list)) else position

    def options(self, position):
        heap = self.check(position)  # n or (n,), answered in the same form
        return [self.written_like(position, heap - m) for m in self.moves if m <= heap]

    @property
    def _sequence(self):
        return self.memo("values", lambda: ValueSequence(self.moves))

    def _heaps_in_budget(self):
        """How many heaps search_limit pays for: heap n examines the moves <= n.

        Heaps 0 .. h - 1 examine at most h * min(|S|, h) moves, so a large set
        is refused at once instead of computing for hours.
        """
        budget, size = self.search_limit, len(self.moves)
        root = isqrt(budget)
        return root if root <= size else budget // size

    def _grow(self, heap):
        """Values up to `heap`, or SearchLimitError if that is over the budget."""
        seq = self._sequence
        if seq.found is None and heap >= self._heaps_in_budget():
            seq.find(self._heaps_in_budget())
        return seq

    def sg_sequence_closed_form(self, n):
        return self._grow(n).array(n)

    def periodicity_closed_form(self, limit):
        limit = self._heaps_in_budget() if limit is None else limit
        found = self._sequence.find(limit)
        n0, p, k = found.preperiod, found.period, self.moves[-1]
        reason = (
            f"{cite('thm-3-4')} (chapter {chapter_of('thm-3-4')}): g(n) depends "
            "only on the window of the "
            f"max(S) = {k} values below n, and the window at heaps {n0} to "
            f"{n0 + k - 1} reappears at heaps {n0 + p} to {n0 + p + k - 1}"
        )
        return Periodicity(n0, p, 0, cite("thm-3-4"), reason, n0 + p + k)

    def describe_rules(self):
        moves = ", ".join(map(str, self.moves))
        return f"take a number of counters in {{{moves}}} from one heap"

    def _pattern_upto(self, heap):
        """How many heaps to look at for the heaps of value 0 below `heap`."""
        return heap if heap < self.proof_limit else self._pattern.upto

    def _value(self, heap):
        return self._grow(heap).value(heap)

    def sg_closed_form(self, position):
        return self._value(position)

    def winning_moves_closed_form(self, position):
        value = self._value
        return [
            position - m
            for m in self.moves
            if m <= position and not value(position - m)
        ]

    def describe_move(self, position, option):
        return f"take {position - option}"

    def sample_positions(self, bound):
        """The heaps ``0, 1, ..., bound - 1``.

        Examples
        --------
        >>> list(gl.SubtractionGame({1, 3, 4}).sample_positions(5))
        [0, 1, 2, 3, 4]
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        return range(check_positive(bound, "bound"))

    def sample_shapes(self, rng):
        """Heaps of every size class (0 to beyond 2**64 when the period is
        known, else up to 100), each followed by a winning move from it."""
        most = 7 if self.sample_large_positions(1, rng) else 2
        heaps = [size(rng, s) for s in range(most + 1) for _ in range(6)]
        return with_losses(self, heaps, rng)

    def sample_large_positions(self, count, rng):
        """`count` random heaps from 10**6 to 10**15, or none without a period.

        Large heaps are answered through the period; a set whose period does
        not show within ``search_limit`` heaps offers no large heaps.

        Examples
        --------
        >>> import random
        >>> game = gl.SubtractionGame({2, 5})
        >>> heaps = game.sample_large_positions(3, random.Random(0))
        >>> len(heaps), all(10**6 <= h < 10**15 for h in heaps)
        (3, True)
        """
        count = check_size(count, "count", MOST_SAMPLES)
        try:
            self._sequence.find(self.search_limit)
        except SearchLimitError:
            return []
        return [rng.randrange(10**6, 10**15) for _ in range(count)]

    def __repr__(self):
        return f"SubtractionGame({{{', '.join(map(str, self.moves))}}})"


class Bash(SubtractionGame):
    """Bash's game: take 1 to `max_take` counters from one heap.

    The subtraction game with moves ``{1, ..., max_take}``. Closed form: the
    Sprague-Grundy value of heap n is ``n % (max_take + 1)``, so the
    P-positions are the multiples of ``max_take + 1``.

    Parameters
    ----------
    max_take : int
        The most counters one move may take; a positive integer.

    Examples
    --------
    >>> game = gl.Bash(3)
    >>> [n for n in range(13) if gl.outcome(game, n) == "P"]
    [0, 4, 8, 12]
    >>> gl.winning_moves(game, 10**100 + 2)
    [10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000]
    >>> gl.Bash(0)
    Traceback (most recent call last):
    ...
    ValueError: max_take must be a positive integer, got 0
    """

    name = "Bash's game"

    def __init__(self, max_take):
        self.max_take = check_positive(max_take, "max_take")
        self.moves = range(1, self.max_take + 1)

    def options(self, position):
        given, position = position, self.check(position)
        most = min(self.max_take, position)
        if most > self.search_limit:
            raise SearchLimitError(
                f"a heap of {position:,} in {self!r} has {most:,} options, more than "
                f"search_limit = {self.search_limit:,}: too many to list "
                "(normal-play sg, outcome and winning_moves are exact at any size)"
            )
        return [self.written_like(given, position - k) for k in range(1, most + 1)]

    def sg_closed_form(self, position):
        return position % (self.max_take + 1)

    def winning_moves_closed_form(self, position):
        remainder = position % (self.max_take + 1)
        return [position - remainder] if remainder else []

    def misere_outcome_closed_form(self, position):
        """Misère Bash: the player to move loses iff the heap is 1 mod max_take + 1."""
        return "P" if position % (self.max_take + 1) == 1 else "N"

    def misere_winning_moves_closed_form(self, position):
        """The one move to a heap of 1 mod max_take + 1, if the rule allows it."""
        take = (position - 1) % (self.max_take + 1)
        return [position - take] if position and take else []

    def sample_large_positions(self, count, rng):
        """`count` random heaps from 10**6 to 10**15 (no period needed here)."""
        count = check_size(count, "count", MOST_SAMPLES)
        return [rng.randrange(10**6, 10**15) for _ in range(count)]

    def __repr__(self):
        return f"Bash({self.max_take})"


#: The largest number an all-but subtraction game may exclude: the values are
#: computed at least that far before a pattern can show.
MOST_EXCLUDED = 10_000


class AllButSubtraction(Game):
    """One heap; a move removes any number of counters except those in `excluded`.

    An *all-but subtraction game*: the subtraction set is every positive
    integer but the finitely many in `excluded` (with none excluded, this is
    Nim on one heap).

    Parameters
    ----------
    excluded : iterable of int
        The numbers of counters a move may not take: positive integers up to
        ``MOST_EXCLUDED`` (10,000); empty for Nim.

    Raises
    ------
    TypeError, ValueError
        If `excluded` is not a collection of such integers.

    Notes
    -----
    With M the largest excluded number, a heap of n >= M can move to every
    heap below n - M, and to the heaps n - i, 1 <= i <= M, for the i not
    excluded. The values grow without bound; Angela Siegel (2005) proved
    that they are always arithmetic periodic, g(n + p) = g(n) + s from some
    heap on. :meth:`periodicity_closed_form` proves the pattern of a given
    game by the window theorem of chapter 10 (Theorem 10.3), whose
    hypothesis it checks on finitely many values; beyond ``proof_limit``
    heaps, ``sg`` reads any heap, however huge, off the proved pattern.

    Examples
    --------
    >>> game = gl.AllButSubtraction({2})
    >>> game.options(5)
    [4, 2, 1, 0]
    >>> gl.sg_sequence(game, 10).tolist()
    [0, 1, 0, 1, 2, 3, 2, 3, 4, 5]
    >>> gl.periodicity(game)
    Periodicity(preperiod=0, period=4, saltus=2, theorem='Theorem 10.3')
    >>> gl.sg(game, 10**30 + 1)
    500000000000000000000000000001
    >>> gl.AllButSubtraction({0})
    Traceback (most recent call last):
    ...
    ValueError: the excluded numbers must be positive integers up to 10,000, got 0
    """

    name = "all-but subtraction game"
    #: The most heaps computed one by one; beyond, the proved pattern answers.
    proof_limit = 1 << 15

    def __init__(self, excluded):
        self.excluded = _positive_integers(
            excluded,
            "the excluded numbers",
            "the excluded numbers must be",
            MOST_EXCLUDED,
        )
        self.window = self.excluded[-1] if self.excluded else 0

    def check(self, position):
        return check_one_heap(position, self.name)

    def written_like(self, given, position):
        """Answer ``(m,)`` to a reader who wrote the heap as ``(n,)``."""
        return (position,) if isinstance(given, (tuple, list)) else position

    def options(self, position):
        heap = self.check(position)
        if heap > self.search_limit:
            raise SearchLimitError(
                f"a heap of {_short(heap)} of {self.name} has about that many "
                f"options, more than search_limit = {self.search_limit:,}: too many "
                "to list (sg, outcome and winning_moves answer through the "
                "proved pattern at any size)"
            )
        skip = set(self.excluded)
        return [
            self.written_like(position, heap - k)
            for k in range(1, heap + 1)
            if k not in skip
        ]

    def _values(self, n):
        """g(0), ..., g(n - 1), extended on demand: g(n) is the mex of the
        values of the heaps below n - M (all options) and of the allowed
        heaps among the M just below n."""
        if n > self.proof_limit:
            raise SearchLimitError(
                f"{_short(n)} values of {self!r} are more than proof_limit = "
                f"{self.proof_limit:,} heaps computed one by one: ask for fewer, "
                "or raise game.proof_limit"
            )
        state = self.memo("values", lambda: {"values": [], "far": set(), "low": 0})
        values, far, window = state["values"], state["far"], self.window
        allowed = [i for i in range(1, window + 1) if i not in self.excluded]
        while len(values) < n:
            heap = len(values)
            if heap > window:  # the heap heap - M - 1 is now far below
                far.add(values[heap - window - 1])
                while state["low"] in far:
                    state["low"] += 1
            near = {values[heap - i] for i in allowed if i <= heap}
            value = state["low"]
            while value in far or value in near:
                value += 1
            values.append(value)
        return values

    def sg_sequence_closed_form(self, n):
        return int_array(self._values(n)[:n], count=n)

    def _certificate(self, values, found):
        """The first heap a from the observed preperiod on where the hypothesis
        of Theorem 10.3 holds on `values`, or None.

        (ii) compares the set of values below a + p with the values below a
        shifted by s, plus 0 .. s - 1; both sets only grow with a, so the
        number of values in one and not the other is kept up to date.
        """
        p, s, window, start = found.period, found.saltus, self.window, found.preperiod
        if s < 1:
            return None
        upper, shifted = set(values[: start + p]), set(range(s))
        shifted |= {v + s for v in values[:start]}
        differ = len(upper ^ shifted)
        for a in range(start, len(values) - p - window + 1):
            if a > start:  # heap a + p - 1 joins the one set, heap a - 1 the other
                for value, mine, other in (
                    (values[a + p - 1], upper, shifted),
                    (values[a - 1] + s, shifted, upper),
                ):
                    if value not in mine:
                        mine.add(value)
                        differ += -1 if value in other else 1
            window_holds = all(
                values[n + p] == values[n] + s for n in range(a, a + window)
            )
            if window_holds and differ == 0:
                return a
        return None

    def periodicity_closed_form(self, limit):
        limit = self.proof_limit if limit is None else min(limit, self.proof_limit)
        count = min(max(256, 4 * self.window), limit)
        while True:
            values = self._values(count)
            found = arithmetic_periodicity(values)
            a = None if found is None else self._certificate(values, found)
            if a is not None:
                return self._proved(found, a)
            if count >= limit:
                raise SearchLimitError(
                    f"the values of {self!r} show no arithmetic period that "
                    f"{cite('thm-10-3')} proves within {count:,} heaps: raise the "
                    "limit"
                )
            count = min(2 * count, limit)

    def _proved(self, found, a):
        n0, p, s, window = found.preperiod, found.period, found.saltus, self.window
        below = (
            f"those of the heaps below {a} plus {s}, and 0 to {s - 1}"
            if a
            else f"0 to {s - 1}"
        )
        reason = (
            f"{cite('thm-10-3')} (chapter {chapter_of('thm-10-3')}): with M = "
            f"{window} the largest number excluded, g(n + {p}) = g(n) + {s} for "
            f"{a} ≤ n < {a + window}, and the values of the heaps below {a + p} "
            f"are {below}"
        )
        return Periodicity(n0, p, s, cite("thm-10-3"), reason, a + p + window)

    @property
    def _pattern(self):
        found = self.memo("pattern", dict)
        if "proved" not in found:
            found["proved"] = self.periodicity_closed_form(None)
        return found["proved"]

    def _pattern_upto(self, heap):
        """How many heaps to look at for the heaps of value 0 below `heap`."""
        return heap if heap < self.proof_limit else self._pattern.upto

    def _value(self, heap):
        if heap < self.proof_limit:
            return self._values(heap + 1)[heap]
        pattern = self._pattern
        return pattern.value(self._values(pattern.upto), heap)

    def sg_closed_form(self, position):
        return self._value(position)

    def winning_moves_closed_form(self, position):
        # a heap of value 0 lies below n0 + p: beyond, values grow by s >= 1
        below = self._pattern_upto(position)
        zeros = [j for j, v in enumerate(self._values(below)[:below]) if v == 0]
        skip = set(self.excluded)
        return [j for j in reversed(zeros) if position - j not in skip]

    def describe_rules(self):
        if not self.excluded:
            return "take any number of counters from one heap"
        numbers = ", ".join(map(str, self.excluded))
        return f"take any number of counters but {{{numbers}}} from one heap"

    def describe_move(self, position, option):
        return f"take {position - option}"

    def sample_positions(self, bound):
        """The heaps ``0, 1, ..., bound - 1``.

        Examples
        --------
        >>> list(gl.AllButSubtraction({2, 5}).sample_positions(4))
        [0, 1, 2, 3]
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        return range(check_positive(bound, "bound"))

    def sample_shapes(self, rng):
        """Heaps of every size class, 0 to beyond 2**64, each followed by a
        winning move from it."""
        heaps = [size(rng, s) for s in range(8) for _ in range(6)]
        return with_losses(self, heaps, rng)

    def sample_large_positions(self, count, rng):
        """`count` random heaps from 10**6 to 10**15, answered by the pattern."""
        count = check_size(count, "count", MOST_SAMPLES)
        return [rng.randrange(10**6, 10**15) for _ in range(count)]

    def __repr__(self):
        return f"AllButSubtraction({{{', '.join(map(str, self.excluded))}}})"
