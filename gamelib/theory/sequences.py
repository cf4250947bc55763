"""Value sequences of heap games and their periodicity.

For a subtraction game with largest move k, the value of heap n >= k is the
mex of the values at ``n - m`` for the moves m, so it is a function of the
*window* of the k values just below n. If the window at i equals the window
at j > i, the sequence repeats with period ``j - i`` from ``i - k`` on: the
same window gives the same next value, and then the same next window,
forever. Values are at most the number of moves, so there are finitely many
windows and one must repeat: every subtraction game is eventually periodic.

This module computes the values on demand, and alongside looks for a
repeated window with Brent's cycle-finding method (windows are compared by a
rolling hash, and a hash match is confirmed by comparing the windows
themselves). Brent's method meets the cycle of windows at its exact length,
which is the smallest period; walking back from there gives the smallest
preperiod. That is a proof, not a guess, and it needs only the values
themselves in memory, never a table of windows.
"""

from bisect import bisect_right
from dataclasses import dataclass, field

from gamelib.engine import args as arg
from gamelib.engine.args import _short, check_natural
from gamelib.engine.core import SG, Budget, search
from gamelib.engine.game import Game, SearchLimitError
from gamelib.utils.numeric import IntArray, int_array, numpy

__all__ = [
    "Periodicity",
    "arithmetic_periodicity",
    "periodicity",
    "sg_sequence",
    "subtraction_values",
]


@dataclass(frozen=True)
class Periodicity:
    """A regularity of the values: g(n + period) = g(n) + saltus for n >= preperiod.

    What :func:`periodicity` proves and what :func:`arithmetic_periodicity`
    observes: saltus 0 is ordinary periodicity. Both numbers are the smallest.

    Attributes
    ----------
    preperiod, period : int
    saltus : int, default 0
    theorem : str or None
        The theorem that proves the pattern for every heap (``"Theorem 3.4"``,
        ...), or None when the pattern is only observed.
    reason : str
        The theorem with the hypothesis that was checked, or why nothing is
        proved; shown by ``str``.
    upto : int or None
        The number of heaps the pattern was checked or seen on.

    Examples
    --------
    >>> found = gl.periodicity(gl.SubtractionGame({2, 4, 7}))
    >>> found
    Periodicity(preperiod=8, period=3, theorem='Theorem 3.4')
    >>> found.proved, found.value([0, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2], 10**9)
    (True, 2)
    """

    preperiod: int
    period: int
    saltus: int = 0
    theorem: str | None = None
    reason: str = field(default="", compare=False)
    upto: int | None = field(default=None, compare=False)

    @property
    def proved(self):
        """True when a theorem proves the pattern for every heap."""
        return self.theorem is not None

    @property
    def kind(self):
        return "periodic" if self.saltus == 0 else "arithmetic periodic"

    def value(self, values, n):
        """Return g(n) for any heap n from `values`, the first values of the game."""
        n = check_natural(n, "a heap")
        start, period = self.preperiod, self.period
        if isinstance(values, (str, bytes, dict)) or not hasattr(values, "__len__"):
            raise TypeError(
                f"values must be a list of the first values, got {values!r}"
            )
        if len(values) < start + period:
            raise ValueError(
                f"values must hold the first preperiod + period = {start + period} "
                f"values, got {len(values)}"
            )
        if n < start + period:
            return values[n]
        laps, offset = divmod(n - start, period)
        return values[start + offset] + laps * self.saltus

    def __repr__(self):
        shown = f"preperiod={self.preperiod}, period={self.period}"
        if self.saltus:
            shown += f", saltus={self.saltus}"
        if self.theorem is not None:
            shown += f", theorem={self.theorem!r}"
        return f"Periodicity({shown})"

    def __str__(self):
        p, n0, s = self.period, self.preperiod, self.saltus
        if s == 0:
            rule = f"Periodic: g(n + {p}) = g(n) for every n ≥ {n0} "
            rule += f"(period {p}, preperiod {n0})."
        else:
            rule = f"Arithmetic periodic: g(n + {p}) = g(n) + {s} for every n ≥ {n0} "
            rule += f"(period {p}, saltus {s}, preperiod {n0})."
        if self.proved:
            return f"{rule}\nProved by {self.reason or self.theorem}."
        seen = "" if self.upto is None else f" on heaps 0 to {self.upto - 1}"
        because = f": {self.reason}" if self.reason else ""
        return f"{rule}\nObserved{seen} only, not proved{because}."


_MODULUS = (1 << 61) - 1  # a prime: the rolling hash of a window lives mod it
_BASE = 1_000_003


def _format_moves(moves, most=8):
    """``{1, 3, 4}``, sorted, with the middle left out of long sets."""
    moves = sorted(moves)
    if len(moves) > most:
        moves = [*moves[: most - 2], "...", moves[-1]]
    return "{" + ", ".join(map(str, moves)) + "}"


class ValueSequence:
    """The values of a subtraction game, computed on demand, with their period.

    Values are computed from heap 0 upwards only as far as a question needs:
    ``value(n)`` for a small n costs n steps even when the period is long,
    and once the period is known every value is a lookup. Brent's method
    runs alongside the computation and finds the period as soon as the
    windows of the last k values start to cycle.

    Parameters
    ----------
    moves : sequence of int
        The subtraction set, positive integers in increasing order (not
        checked here; see :class:`gamelib.SubtractionGame`). Heap n
        examines only the moves up to n.

    Attributes
    ----------
    values : list of int
        The values computed so far, heaps ``0 .. len(values) - 1``.
    found : Periodicity or None
        The smallest preperiod and period, once known.

    Examples
    --------
    >>> seq = gl.theory.sequences.ValueSequence((1, 3, 4))
    >>> seq.value(9), seq.found is None
    (0, True)
    >>> seq.find(limit=1000)
    Periodicity(preperiod=0, period=7)
    >>> seq.value(10**100)
    2
    """

    def __init__(self, moves):
        self.moves = tuple(moves)
        self.k = max(self.moves)
        self.values = []
        self.found = None
        self._hash = 0  # hash of the window values[n - k : n], n = len(values)
        self._oldest_weight = pow(_BASE, self.k - 1, _MODULUS)
        self._tortoise = None  # (heap, window hash) of Brent's saved window
        self._power = 1

    def _append(self):
        values, k = self.values, self.k
        n = len(values)
        reachable = {values[n - m] for m in self.moves[: bisect_right(self.moves, n)]}
        value = 0
        while value in reachable:
            value += 1
        values.append(value)
        if n >= k:  # drop values[n - k] from the window, add values[n]
            self._hash = (
                (self._hash - values[n - k] * self._oldest_weight) * _BASE + value
            ) % _MODULUS
        else:
            self._hash = (self._hash * _BASE + value) % _MODULUS
        if n + 1 >= k:
            self._brent_step(n + 1)

    def _brent_step(self, n):
        """Compare the window ending below heap n with the saved one."""
        if self._tortoise is None:
            self._tortoise = (n, self._hash)
            return
        t, saved = self._tortoise
        values, k = self.values, self.k
        if saved == self._hash and values[t - k : t] == values[n - k : n]:
            period = n - t  # Brent: the first return is the cycle's length
            start = t - k  # periodic from here: the window at t repeats
            while start > 0 and values[start - 1] == values[start - 1 + period]:
                start -= 1
            self.found = Periodicity(start, period)
        elif n - t == self._power:
            self._tortoise = (n, self._hash)
            self._power *= 2

    def value(self, n):
        """Return the value of heap `n` (a non-negative int)."""
        values = self.values
        while self.found is None and len(values) <= n:
            self._append()
        if n < len(values):
            return values[n]
        start, period = self.found.preperiod, self.found.period
        return values[start + (n - start) % period]

    def find(self, limit):
        """Return the Periodicity, computing at most `limit` values to find it.

        Raises
        ------
        SearchLimitError
            If no window has repeated among the first `limit` values; at
            once, without computing any, if the largest move is at least
            `limit` (the first two windows end at heaps k and k + 1).
        """
        if self.found is None and self.k >= limit:
            # The first two windows end below heaps k and k + 1, so no window
            # can repeat among the first `limit` heaps: fail now, not later.
            self._give_up(limit)
        while self.found is None:
            if len(self.values) >= limit:
                self._give_up(limit)
            self._append()
        return self.found

    def _give_up(self, limit):
        raise SearchLimitError(
            f"the subtraction set {_format_moves(self.moves)} shows no "
            f"period within the first {limit:,} heaps (the values of "
            "smaller heaps are still exact); raise search_limit on the "
            "game to search further"
        )

    def array(self, n):
        """Return the values of heaps ``0 .. n - 1`` as a numpy int64 array.

        An :class:`~gamelib.utils.numeric.IntArray` (a list) where numpy is absent.
        """
        if n:
            self.value(n - 1)
        np = numpy()
        if self.found is None or n <= len(self.values):
            return int_array(self.values[:n])
        start, period = self.found.preperiod, self.found.period
        if np is None:
            cycle = self.values[start : start + period]
            return IntArray(
                self.values[i] if i < start else cycle[(i - start) % period]
                for i in range(n)
            )
        out = np.empty(n, dtype=np.int64)
        out[:start] = self.values[:start]
        cycle = np.array(self.values[start : start + period], dtype=np.int64)
        tail = out[start:]  # a view: filling it fills out
        whole = len(tail) // period * period
        tail[:whole].reshape(-1, period)[:] = cycle
        tail[whole:] = cycle[: len(tail) - whole]
        return out


def _subtraction_set(value, what):
    """A subtraction set: positive integers, at least one; sorted, no repeats."""
    allowed = "a subtraction set (a collection of positive integers)"
    moves = arg.sequence_of(arg.positive, allowed)(value, what)
    if not moves:
        arg.refuse(what, allowed + ", not empty", value, ValueError)
    return sorted(set(moves))


@arg.check_args(moves=_subtraction_set, limit=arg.positive)
def subtraction_values(moves, limit=5_000_000):
    """Return ``(values, preperiod, period)`` for the subtraction set `moves`.

    `values` holds exactly ``preperiod + period`` values, and value(n) for
    larger n is ``values[preperiod + (n - preperiod) % period]``. Both numbers
    are the smallest possible.

    Parameters
    ----------
    moves : iterable of int
        Positive integers.
    limit : int, default 5,000,000
        Give up (SearchLimitError) if no period shows within this many heaps.

    Examples
    --------
    >>> values, preperiod, period = gl.theory.sequences.subtraction_values((1, 2))
    >>> values, preperiod, period
    ([0, 1, 2], 0, 3)
    >>> gl.theory.sequences.subtraction_values((2, 3))
    ([0, 0, 1, 1, 2], 0, 5)
    >>> gl.theory.sequences.subtraction_values((2, 4, 7))[1:]
    (8, 3)
    """
    seq = ValueSequence(moves)
    found = seq.find(limit)
    preperiod, period = found.preperiod, found.period
    return seq.values[: preperiod + period], preperiod, period


def periodicity(game, *, limit=None):
    """Prove that the values of single heaps are eventually periodic, and how.

    The one entry point for every heap game with a periodicity theorem; the
    game's ``periodicity_closed_form`` hook says which theorem applies:

    - a subtraction game (Bash's game included): the window theorem
      (Theorem 3.4), with the smallest preperiod and period;
    - an octal game: the periodicity theorem of Guy and Smith (Theorem 10.1);
    - Lasker's Nim: its closed form (Theorem 6.2), arithmetic periodic;
    - Nim: g(n) = n, arithmetic periodic with period 1 and saltus 1.

    Parameters
    ----------
    game : Game
    limit : int, optional
        The most heaps to compute while looking for the proof; by default
        the game's own (``search_limit`` for a subtraction game, 2**14 heaps
        for an octal game).

    Returns
    -------
    Periodicity
        ``preperiod``, ``period`` and ``saltus``, each the smallest, with
        the ``theorem`` that proves them and the hypothesis checked
        (``reason``).

    Raises
    ------
    TypeError
        For a game that no theorem in gamelib covers (Grundy's game, a rule
        of your own): :func:`gamelib.analyse` reports what it observes.
    SearchLimitError
        If the theorem's hypothesis does not show within `limit` heaps.

    Examples
    --------
    >>> gl.periodicity(gl.SubtractionGame({1, 2}))
    Periodicity(preperiod=0, period=3, theorem='Theorem 3.4')
    >>> gl.periodicity(gl.OctalGame("0.07"))  # Dawson's Kayles
    Periodicity(preperiod=53, period=34, theorem='Theorem 10.1')
    >>> gl.periodicity(gl.LaskerNim())
    Periodicity(preperiod=1, period=4, saltus=4, theorem='Theorem 6.2')
    >>> gl.periodicity(gl.GrundyGame())  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    TypeError: no periodicity theorem in gamelib covers Grundy's game ...
    """
    if not isinstance(game, Game):
        raise TypeError(f"periodicity needs a game, got {game!r}")
    if limit is not None:
        limit = check_natural(limit, "limit")
    found = game.periodicity_closed_form(limit)
    if found is None:
        raise TypeError(
            f"no periodicity theorem in gamelib covers {game.name} ({game!r}); "
            "gamelib.analyse reports the pattern its values show, unproved"
        )
    return found


#: The longest sequence sg_sequence returns (an int64 array of 800 MB).
MOST_VALUES = 10**8


def sg_sequence(game, n):
    """Return the Sprague-Grundy values of heaps ``0, 1, ..., n - 1``.

    Parameters
    ----------
    game : Game
        A game whose positions are heap sizes (non-negative integers).
    n : int
        How many values.

    Returns
    -------
    numpy.ndarray
        Integer array of length `n` (an :class:`~gamelib.utils.numeric.IntArray`,
        a list of ints with ``tolist()``, where numpy is absent).

    Raises
    ------
    ValueError
        If `n` is above ``MOST_VALUES`` (10**8, an 800 MB array): ask for the
        value of a single huge heap with :func:`gamelib.sg` instead.

    Notes
    -----
    Each game uses its fastest exact method, its ``sg_sequence_closed_form``
    hook: a subtraction game runs its recurrence until the period shows and
    repeats it (a million values in milliseconds), an octal game its
    sparse-space engine, a splitting game the Multi-SG rule, Lasker's Nim
    and Nim their formulas. Other games fall back on the search, heap by
    heap.

    Examples
    --------
    >>> gl.sg_sequence(gl.SubtractionGame({1, 3, 4}), 10).tolist()
    [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]
    >>> gl.sg_sequence(gl.OctalGame("0.77"), 12).tolist()  # Kayles
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    >>> gl.sg_sequence(gl.LaskerNim(), 9).tolist()
    [0, 1, 2, 4, 3, 5, 6, 8, 7]
    """
    n = check_natural(n, "the length n")
    if n > MOST_VALUES:
        raise ValueError(
            f"sg_sequence holds its values in memory: n = {_short(n)} is more than "
            f"{MOST_VALUES:,}; for one huge heap use sg(game, heap), which a "
            "periodic game answers at once"
        )
    if not isinstance(game, Game):
        raise TypeError(f"expected a game, got {game!r}")
    values = game.sg_sequence_closed_form(n)
    if values is not None:
        return values
    return _searched_sequence(game, n)


def _searched_sequence(game, n):
    """sg of heaps 0 .. n - 1, by formula or search, under one budget for all."""
    if n > game.search_limit:
        raise SearchLimitError(
            f"{_short(n)} values of {game!r} are more than search_limit = "
            f"{game.search_limit:,} heaps computed one by one: ask for fewer, or "
            "raise game.search_limit"
        )
    budget = Budget(game.search_limit)
    values = [0] * n
    for heap in range(n):
        position = game.check(heap)
        value = game.sg_closed_form(position)
        if value is None:
            try:
                value = search(game, position, SG, budget=budget)
            except SearchLimitError:
                raise SearchLimitError(
                    f"the values of heaps 0 to {n - 1} of {game!r} need more than "
                    f"search_limit = {game.search_limit:,} moves in all (heap "
                    f"{heap} was reached): ask for fewer values, or raise "
                    f"game.search_limit"
                ) from None
        values[heap] = value
    return int_array(values, count=n)


@arg.check_args(values=arg.integers, repeats=arg.natural)
def arithmetic_periodicity(values, *, repeats=3):
    """Find the regularity that a finite run of values shows, unproved.

    Returns the smallest period p, then the smallest preperiod n0 and the
    saltus s >= 0 such that ``values[n + p] == values[n] + s`` for every
    n >= n0 in the run. To count, the pattern must fill at least `repeats`
    periods and the second half of the run. Saltus 0 is ordinary
    periodicity.

    This is *detection*, not proof: it says what the values shown do, not
    what the values beyond them do.

    Parameters
    ----------
    values : sequence of int
    repeats : int, default 3

    Returns
    -------
    Periodicity or None
        Unproved (``theorem`` None), seen on ``upto = len(values)`` heaps;
        None when no pattern fits.

    Examples
    --------
    >>> gl.tools.lab.arithmetic_periodicity(gl.sg_sequence(gl.LaskerNim(), 40))
    Periodicity(preperiod=1, period=4, saltus=4)
    >>> gl.tools.lab.arithmetic_periodicity([0, 5, 1, 2, 1, 2, 1, 2, 1, 2])
    Periodicity(preperiod=2, period=2)
    >>> gl.tools.lab.arithmetic_periodicity([0, 1, 0, 2, 0, 3]) is None
    True
    >>> gl.tools.lab.arithmetic_periodicity([0, 1.5, 0, 1.5])
    Traceback (most recent call last):
    ...
    TypeError: arithmetic_periodicity(): values[1] must be an integer, got 1.5 (float)
    """
    run = values
    total = len(run)
    np = numpy()
    if np is not None and all(-(2**62) < v < 2**62 for v in run):
        fast = np.asarray(run, dtype=np.int64)  # no overflow: |differences| < 2**63
    else:
        fast = None  # no numpy, or values beyond int64: plain integers
    # The pattern must hold on the second half of the run, so a period is
    # first tried on a few places there (most periods fail at once; trying
    # every period on the whole run would be quadratic).
    probes = sorted({total - 1 - (total // 2) * k // 16 for k in range(17)})
    for period in range(1, total // max(repeats, 2) + 1):
        saltus = run[-1] - run[-1 - period]
        if any(
            i - period >= total // 2 and run[i] - run[i - period] != saltus
            for i in probes
        ):
            continue
        if fast is None:
            start = next(
                (
                    i + 1
                    for i in range(total - period - 1, -1, -1)
                    if run[i + period] - run[i] != saltus
                ),
                0,
            )
        else:
            steps = fast[period:] - fast[:-period]
            differ = np.flatnonzero(steps != saltus)
            start = int(differ[-1]) + 1 if len(differ) else 0
        if saltus >= 0 and total - start >= repeats * period and 2 * start <= total:
            return Periodicity(start, period, saltus, upto=total)
    return None
