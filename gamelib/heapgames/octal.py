"""Octal games (Kayles, Dawson's Kayles, Treblecross, ...) and Grundy's game.

In a *take-and-break* game a position is a row of heaps; a move takes some
counters from one heap and may leave the rest of that heap as zero, one or
two heaps. An *octal game* codes its rules as a string ``d0.d1d2d3...`` of
octal digits: digit ``dk`` says what a move taking k counters may leave,
as a sum of bits

- 1: nothing (the heap had exactly k counters),
- 2: one heap (the counters came from an end),
- 4: two non-empty heaps (the counters came from the middle).

Kayles is ``0.77``, Dawson's Kayles ``0.07``, Treblecross ``0.007``.
Grundy's game (split a heap into two *unequal* heaps) is not octal but has
the same shape. The value of a row is the nim-sum of the values of its heaps,
so everything rests on the *nim-sequence* G(0), G(1), ... of single heaps,
which :func:`gamelib.sg_sequence` computes by the sparse-space method (close
to linear time in practice, where the plain mex recurrence is quadratic; see
``_HeapGame.sg_sequence_closed_form``), and which :func:`gamelib.periodicity`
proves eventually periodic by the periodicity theorem of Guy and Smith
(``OctalGame.periodicity_closed_form``).
"""

from itertools import combinations_with_replacement
from typing import ClassVar

from gamelib.engine.args import MOST_SAMPLES, _short, check_natural, check_size
from gamelib.engine.game import SearchLimitError
from gamelib.engine.heaps import HeapRow
from gamelib.engine.shapes import heap_sum_shapes
from gamelib.heapgames.octal_values import (
    HEAP_COST,
    TABLE_LIMIT,
    MoveRule,
    nim_sequence,
    over_budget,
    prove_period,
)
from gamelib.theory.sequences import Periodicity
from gamelib.utils.citations import chapter_of, cite

__all__ = ["GrundyGame", "OctalGame"]

_BAD_CODE = (
    "an octal code is 0 or 4, a dot, then digits 0 to 7 "
    "(for example '0.77' or '4.07'), got {!r}"
)


#: The most digits after the dot: every known octal game needs far fewer, and
#: the work per heap grows with the most counters one move takes.
MOST_DIGITS = 32


def _parse_code(code):
    """Return the digits ``(d0, d1, ...)`` of an octal code, checking it."""
    if not isinstance(code, str):
        raise TypeError(
            f"an octal code is a string such as '0.77', got {code!r} "
            f"({type(code).__name__})"
        )
    text = code.strip()
    head, dot, tail = text.partition(".")
    if not dot or "." in tail or (head and not head.isdigit()):
        raise ValueError(_BAD_CODE.format(code))
    if head == "":
        raise ValueError(
            f"an octal code starts with 0 or 4 before the dot: write '0{text}', "
            f"got {code!r}"
        )
    if head not in ("0", "4"):
        raise ValueError(
            f"the digit before the dot must be 0 or 4, got {head!r} in {code!r}: "
            "4 lets a move split a heap in two without taking counters, and "
            "other digits would allow moves that take nothing and change nothing"
        )
    if not tail:
        raise ValueError(f"an octal code needs digits after the dot, got {code!r}")
    if len(tail.rstrip("0")) > MOST_DIGITS:
        raise ValueError(
            f"an octal code has at most {MOST_DIGITS} digits after the dot here (a "
            f"move may take up to {MOST_DIGITS} counters), got "
            f"{len(tail.rstrip('0')):,} in {code[:24]!r}..."
        )
    for ch in tail:
        if ch in "89":
            raise ValueError(f"octal digits are 0 to 7, got {ch!r} in {code!r}")
        if ch not in "01234567":
            raise ValueError(_BAD_CODE.format(code))
    return (int(head), *(int(ch) for ch in tail.rstrip("0") or "0"))


class _HeapGame(HeapRow):
    """Shared machinery: positions are tuples of heaps; values from a nim-sequence."""

    #: The budget of work of the table of values (nim-sequence), whatever its
    #: length: options examined, plus 3,000 per heap (about 3 * 10**8 units a
    #: second with numpy). The cost depends on the game: 10**5 values of
    #: Kayles cost about 3 * 10**8 (a second), 2**16 of Dawson's Kayles about
    #: 1.5 * 10**9 (5 s), 2 * 10**5 of Dawson's Kayles would cost about
    #: 10**10 and are refused at once. Raise it on an instance.
    table_limit = TABLE_LIMIT
    #: Smaller heaps are always computed; beyond, an octal game first tries
    #: to prove a period on this many heaps.
    period_search_limit = 2**12

    def _rules(self):
        raise NotImplementedError

    @property
    def _sequence(self):
        return self.memo("values", lambda: nim_sequence(self._rules()))

    def _table(self, target):
        """The values of heaps below `target`, under the game's table_limit."""
        return self._sequence.grow(
            target, self.table_limit, who=self.name, owner="the game"
        )

    def key(self, position):
        return tuple(sorted(h for h in position if h))

    def heap_options(self, heap):
        """Return what one move can leave of `heap`: tuples of 0, 1 or 2 heaps."""
        raise NotImplementedError

    def row_options(self, position):
        return [
            (*position[:i], *rest, *position[i + 1 :])
            for i, heap in enumerate(position)
            for rest in self.heap_options(heap)
        ]

    def sample_positions(self, bound):
        """Positions for :func:`gamelib.check`, fewest counters first.

        Single heaps ``(n,)`` for n below `bound`, every pair of heaps below
        16 and every triple of heaps from 1 to 9, as sorted tuples. (A guess
        is called with the tuple of heaps, single heaps included.)

        Examples
        --------
        >>> gl.OctalGame("0.77").sample_positions(2000)[:6]
        [(0,), (1,), (2,), (1, 1), (3,), (1, 2)]
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        positions = {(n,) for n in range(bound)}
        positions.update(combinations_with_replacement(range(1, 16), 2))
        positions.update(combinations_with_replacement(range(1, 10), 3))
        return sorted(positions, key=lambda p: (sum(p), len(p), p))

    def heap_value(self, heap):
        """The nim-value G(heap): from the sequence, or a proved period."""
        seq = self._sequence
        if heap < seq.length:
            return int(seq.values[heap])
        if heap >= self.period_search_limit:
            found = self._period()
            if found is not None:
                values, (n0, p) = seq.values, found
                return int(values[heap if heap < n0 else n0 + (heap - n0) % p])
        try:  # by doubling where the budget allows, else just far enough
            self._table(max(heap + 1, 2 * seq.length))
        except SearchLimitError as error:
            if seq.length <= heap:
                try:
                    self._table(heap + 1)
                except SearchLimitError:
                    raise SearchLimitError(
                        f"heap {_short(heap)} of {self.name}: no period is proved, "
                        f"so its value needs the table of all smaller heaps; {error}"
                    ) from None
        return int(seq.values[heap])

    def _period(self):
        return None

    def sg_sequence_closed_form(self, n):
        """G(0), ..., G(n - 1) by the sparse-space method, period unused.

        G(h) is the mex of the values of the options of one heap h, where an
        option left as two heaps a and b has value G(a) XOR G(b).

        Raises
        ------
        SearchLimitError
            If the work of `n` values is over the game's ``table_limit`` (a
            budget of options examined, about 10 s of CPU unless raised): at
            once when the work projected from the first values is, else as
            soon as the work spent is.

        Notes
        -----
        The plain recurrence examines every split of every heap, about
        n**2 / 4 pairs. The *sparse-space* method (Winning Ways, ch. 4;
        Flammenkamp) cuts that down. Pick a bit mask and call a value *rare*
        if it has an even number of 1 bits under the mask, *common*
        otherwise. Parity of bits is additive under XOR, so a split of two
        common (or two rare) heaps has a rare value, and a split with a
        common value needs a heap whose value is rare. For these games rare
        values turn up at only a handful of heaps, so:

        1. the splits that involve a rare heap are all examined (few);
        2. the common values among the options are then known exactly, so
           if the mex so far is common, it is the answer;
        3. otherwise the remaining splits are scanned in growing chunks,
           only until the smallest missing value is common (or all are).

        Every step is exact whatever the mask, so the method never guesses;
        the mask (re-chosen as the sequence doubles, by a Walsh-Hadamard
        transform of the value counts) only decides the speed. Kayles and
        Grundy's game take a few seconds for 10**5 values, in roughly linear
        time. Values are cached on the game, so later calls extend the same
        sequence.

        Examples
        --------
        >>> gl.sg_sequence(gl.GrundyGame(), 10).tolist()
        [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]
        >>> gl.sg_sequence(gl.GrundyGame(), 10**7)  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        gamelib.engine.game.SearchLimitError: Grundy's game: 10000000 values would \
cost about ... units of work (an option examined is 1, a heap 3,000), more than \
table_limit = 3.0e+09 (about 10 s of CPU; the cost depends on the game): ask for \
fewer values, or raise table_limit on the game if you mean it
        """
        return self._table(n).astype("int64")

    def describe_move(self, position, option):
        i = next(
            (i for i, h in enumerate(position) if i >= len(option) or option[i] != h),
            0,
        )
        rest = option[i : i + len(option) - len(position) + 1]
        return f"heap {i + 1}: {self._describe(position[i], rest)}"

    def _describe(self, heap, rest):
        taken = heap - sum(rest)
        if not rest:
            return f"take all {heap}"
        left = " + ".join(map(str, rest))
        return f"take {taken} of {heap}, leave {left}"


class OctalGame(_HeapGame):
    """The octal game with the given code, such as ``OctalGame("0.77")`` (Kayles).

    Parameters
    ----------
    code : str
        ``"0."`` or ``"4."`` followed by octal digits ``d1 d2 ...``: digit dk
        is a sum of 1 (a move may take a whole heap of k), 2 (take k from a
        larger heap, leaving one heap) and 4 (take k from the middle of a
        heap, leaving two non-empty heaps). The prefix ``4.`` adds the move
        "split a heap into two non-empty heaps, taking nothing"; prefixes 1,
        2, 3 would allow moves that change nothing, so they are refused.
        Trailing zeros are dropped: ``"0.770"`` is Kayles.

    Raises
    ------
    TypeError
        If `code` is not a string (``0.77`` as a float would lose digits).
    ValueError
        If `code` is malformed: the message says what is allowed.

    Notes
    -----
    A *position* is a tuple of heap sizes, a row of heaps played side by
    side: ``(5, 3)``. A single integer ``n`` is accepted for the heap
    ``(n,)``. A move replaces one heap, in place, by what is left of it, so
    ``(5, 3)`` can go to ``(1, 2, 3)`` in Kayles; the cache key sorts the
    heaps and drops empty ones.

    The closed form is the Sprague-Grundy theorem: the value of a position is
    the nim-sum of the G(heap) of its heaps. G is read from
    :func:`gamelib.sg_sequence` for heaps below ``period_search_limit`` (4096);
    larger heaps use the period proved by :func:`gamelib.periodicity` on that
    many heaps, so huge heaps are instant. Without a period, the sequence is
    computed on up to ``table_limit`` heaps, and larger heaps raise
    SearchLimitError.

    Examples
    --------
    >>> kayles = gl.OctalGame("0.77")
    >>> kayles
    OctalGame('0.77')
    >>> kayles.heap_options(4)
    [(3,), (1, 2), (2,), (1, 1)]
    >>> [gl.sg(kayles, n) for n in range(12)]
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    >>> gl.sg(kayles, (10**100, 3))  # 10**100 % 12 == 4, so G = G(76) = 1
    2
    >>> gl.winning_moves(kayles, (4, 4, 1))
    [(1, 1, 4, 1), (4, 1, 1, 1), (4, 4)]
    >>> gl.OctalGame("0.78")
    Traceback (most recent call last):
    ...
    ValueError: octal digits are 0 to 7, got '8' in '0.78'
    >>> gl.OctalGame(0.77)
    Traceback (most recent call last):
    ...
    TypeError: an octal code is a string such as '0.77', got 0.77 (float)
    """

    #: Names of classic octal games, by code.
    NAMES: ClassVar[dict[str, str]] = {
        "0.77": "Kayles",
        "0.07": "Dawson's Kayles",
        "0.137": "Dawson's Chess",
        "0.007": "Treblecross",
    }

    def __init__(self, code):
        self.digits = _parse_code(code)
        head, *tail = self.digits
        self.code = f"{head}." + "".join(map(str, tail))
        self.name = self.NAMES.get(self.code, f"octal game {self.code}")
        nonzero = [k for k, d in enumerate(self.digits) if d]
        #: The most counters one move can take: the t of the periodicity theorem.
        self.max_take = max(nonzero, default=0)

    def _rules(self):
        return [
            MoveRule(
                k, bool(d & 1) and k > 0, bool(d & 2) and k > 0, bool(d & 4), False
            )
            for k, d in enumerate(self.digits)
            if d
        ]

    def heap_options(self, heap):
        heap = check_natural(heap, f"a heap of {self.name}")
        splits = sum(
            (heap - k) // 2 for k, d in enumerate(self.digits[: heap + 1]) if d & 4
        )
        if splits > self.search_limit:
            self._too_many_options(self.search_limit, heap)
        result = []
        for k, d in enumerate(self.digits[: heap + 1]):
            rest = heap - k
            if rest == 0:
                if d & 1 and k:
                    result.append(())
                continue
            if d & 2 and k:
                result.append((rest,))
            if d & 4:
                result.extend((a, rest - a) for a in range(1, rest // 2 + 1))
        return result

    def describe_rules(self):
        """Return the rules in words, a clause for each digit that allows a move.

        Examples
        --------
        >>> gl.OctalGame("0.07").describe_rules()
        'take 2: a whole heap of 2, or from an end, or from the middle'
        >>> gl.OctalGame("4.1").describe_rules()
        'split a heap into two non-empty heaps; take 1: a whole heap of 1'
        """
        lines = []
        for k, d in enumerate(self.digits):
            if k == 0:
                if d & 4:
                    lines.append("split a heap into two non-empty heaps")
                continue
            ways = [
                words
                for bit, words in ((1, f"a whole heap of {k}"), (2, "from an end"))
                if d & bit
            ]
            if d & 4:
                ways.append("from the middle")
            if ways:
                lines.append(f"take {k}: " + ", or ".join(ways))
        return "; ".join(lines) or "no moves at all"

    def _period(self):
        try:
            found = self.periodicity_closed_form(self.period_search_limit)
        except SearchLimitError:
            return None
        return found.preperiod, found.period

    def periodicity_closed_form(self, limit):
        """Prove the nim-sequence periodic by the theorem of Guy and Smith.

        **Theorem** (Guy and Smith, 1956). Let t be the most counters a move
        of the octal game can take (its code has finitely many digits). If
        G(n + p) = G(n) for every n with n0 <= n < 2 n0 + p + t, and
        n0 >= 1, then G(n + p) = G(n) for every n >= n0.

        The values are computed up to `limit` heaps (2**14 if None), a
        candidate period is found, and the hypothesis is checked with
        max(n0, 1) for n0: the proof maps a split (a, b) of heap n + p,
        a <= b, to the split (a, b - p) of heap n, which is the same kind
        of move only if b - p >= 1, and b - p >= n0 guarantees that when
        n0 >= 1; periodicity at heap 0 is checked directly. Once period p is
        proved from n0, any smaller period divides p and is checked on one
        full period; the preperiod for the smallest period is then the heap
        after the last disagreement. So the *exceptional* values are at
        heaps below n0, the last at n0 - 1 (Winning Ways reports that heap).

        Raises
        ------
        SearchLimitError
            If no period is proved within `limit` heaps (some octal games
            have periods or preperiods in the millions, many are unsolved).

        Examples
        --------
        >>> gl.periodicity(gl.OctalGame("0.77"))  # Kayles
        Periodicity(preperiod=71, period=12, theorem='Theorem 10.1')
        """
        limit = 2**14 if limit is None else limit
        if HEAP_COST * limit > self.table_limit:  # more than any table can cost
            raise over_budget(
                self.name,
                "the game",
                limit,
                HEAP_COST * limit,
                self.table_limit,
                measured=False,
            )
        memo = self.memo("periodicity")
        if "found" in memo:
            return memo["found"]
        if memo.get("failed", -1) >= limit:
            self._no_period(limit)
        size = 256
        while True:
            size = min(size, limit)
            proved = prove_period(self._table(size), self.max_take)
            if proved is not None:
                memo["found"] = self._certified(*proved)
                return memo["found"]
            if size >= limit:
                memo["failed"] = limit
                self._no_period(limit)
            size *= 2

    def _certified(self, n0, p):
        first = max(n0, 1)
        last = 2 * first + p + self.max_take  # the hypothesis: first <= n < last
        reason = (
            "the periodicity theorem of Guy and Smith "
            f"({cite('thm-10-1')}, chapter {chapter_of('thm-10-1')}): "
            f"g(n + {p}) = g(n) for {first} ≤ n < 2·{first} + {p} + t = {last}, "
            f"where t = {self.max_take} is the most counters a move takes"
        )
        if n0 < first:  # the theorem needs n0 >= 1: heap 0 is a computed value
            reason += f"; and g(0 + {p}) = g(0) = 0, read off the computed values"
        return Periodicity(n0, p, 0, cite("thm-10-1"), reason, last + p)

    def _no_period(self, limit):
        raise SearchLimitError(
            f"no period of {self!r} is proved by the first {limit:,} heaps; "
            "it may still come later: pass a larger limit"
        )

    def sample_shapes(self, rng):
        """Rows of 1 to 10 heaps, repeated heaps, zeros, and rows completed to
        value 0 to 3 by one more heap: up to 6000 counters, or beyond 2**64
        where the period is proved (Kayles: from heap 71 on, period 12)."""
        return heap_sum_shapes(self, rng, 7 if self._period() is not None else 3)

    def __repr__(self):
        return f"OctalGame({self.code!r})"


class GrundyGame(_HeapGame):
    """Grundy's game: split one heap into two non-empty heaps of different sizes.

    Positions are as in :class:`OctalGame`: a tuple of heaps, or one heap
    ``n`` for ``(n,)``. Heaps of 1 and 2 cannot be split, so they are dead.
    No period is known (Mike Guy computed ten million values without
    finding one; see OEIS A002188), so the closed form reads G(heap) from
    :func:`gamelib.sg_sequence`, computed up to ``table_limit``, and
    :func:`gamelib.periodicity` refuses it.

    Examples
    --------
    >>> grundy = gl.GrundyGame()
    >>> grundy.heap_options(7)
    [(1, 6), (2, 5), (3, 4)]
    >>> [gl.sg(grundy, n) for n in range(10)]
    [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]
    >>> grundy.describe_move((2, 7), (2, 3, 4))
    'heap 2: split 7 into 3 + 4'
    """

    name = "Grundy's game"

    def _rules(self):
        return [MoveRule(0, False, False, True, True)]

    def heap_options(self, heap):
        heap = check_natural(heap, f"a heap of {self.name}")
        if (heap - 1) // 2 > self.search_limit:
            self._too_many_options(self.search_limit, heap)
        return [(a, heap - a) for a in range(1, (heap - 1) // 2 + 1)]

    def _describe(self, heap, rest):
        return f"split {heap} into {rest[0]} + {rest[1]}"

    def describe_rules(self):
        return "split a heap into two unequal heaps"

    def sample_shapes(self, rng):
        """Rows of 1 to 10 heaps of up to 6000 counters, repeated heaps, zeros, and rows
        completed to value 0 to 3 by one more heap (for :func:`gamelib.check`)."""
        return heap_sum_shapes(self, rng, 3)

    def __repr__(self):
        return "GrundyGame()"
