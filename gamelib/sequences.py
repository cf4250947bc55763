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

from collections import namedtuple
from dataclasses import dataclass
from operator import index

import numpy as np

from gamelib.core import Game, SearchLimitError, check_natural, sg

__all__ = [
    "Pattern",
    "Periodicity",
    "arithmetic_periodicity",
    "periodicity",
    "sg_sequence",
    "subtraction_values",
]

Periodicity = namedtuple("Periodicity", ["preperiod", "period"])
Periodicity.__doc__ = """Eventual periodicity of a value sequence.

value(n + period) == value(n) for all n >= preperiod; both are the smallest.
"""

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
        The subtraction set, positive integers (not checked here; see
        :class:`gamelib.SubtractionGame`).

    Attributes
    ----------
    values : list of int
        The values computed so far, heaps ``0 .. len(values) - 1``.
    found : Periodicity or None
        The smallest preperiod and period, once known.

    Examples
    --------
    >>> seq = gl.sequences.ValueSequence((1, 3, 4))
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
        reachable = {values[n - m] for m in self.moves if m <= n}
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
        start, period = self.found
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
        """Return the values of heaps ``0 .. n - 1`` as a numpy int64 array."""
        if n:
            self.value(n - 1)
        if self.found is None or n <= len(self.values):
            return np.array(self.values[:n], dtype=np.int64)
        start, period = self.found
        out = np.empty(n, dtype=np.int64)
        out[:start] = self.values[:start]
        cycle = np.array(self.values[start : start + period], dtype=np.int64)
        tail = out[start:]  # a view: filling it fills out
        whole = len(tail) // period * period
        tail[:whole].reshape(-1, period)[:] = cycle
        tail[whole:] = cycle[: len(tail) - whole]
        return out


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
    >>> values, preperiod, period = gl.sequences.subtraction_values((1, 2))
    >>> values, preperiod, period
    ([0, 1, 2], 0, 3)
    >>> gl.sequences.subtraction_values((2, 3))
    ([0, 0, 1, 1, 2], 0, 5)
    >>> gl.sequences.subtraction_values((2, 4, 7))[1:]
    (8, 3)
    """
    seq = ValueSequence(sorted(set(moves)))
    preperiod, period = seq.find(index(limit))
    return seq.values[: preperiod + period], preperiod, period


def periodicity(game):
    """Return the exact preperiod and smallest period of a subtraction game.

    Parameters
    ----------
    game : SubtractionGame
        A subtraction game (Bash's game included).

    Returns
    -------
    Periodicity
        ``(preperiod, period)``, both as small as possible.

    Raises
    ------
    TypeError
        For games whose periodicity is not guaranteed by this method.
    SearchLimitError
        If no period shows among the first ``game.search_limit`` heaps.

    Examples
    --------
    >>> gl.periodicity(gl.SubtractionGame({1, 2}))
    Periodicity(preperiod=0, period=3)
    >>> gl.periodicity(gl.SubtractionGame({2, 3}))
    Periodicity(preperiod=0, period=5)
    >>> gl.periodicity(gl.SubtractionGame({2, 4, 7}))
    Periodicity(preperiod=8, period=3)
    """
    from gamelib.games import SubtractionGame

    if not isinstance(game, SubtractionGame):
        raise TypeError(
            f"periodicity is proved here for subtraction games only, got {game!r}"
        )
    return game._sequence.find(game.search_limit)


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
        Integer array of length `n`.

    Raises
    ------
    ValueError
        If `n` is above ``MOST_VALUES`` (10**8, an 800 MB array): ask for the
        value of a single huge heap with :func:`gamelib.sg` instead.

    Notes
    -----
    For a subtraction game the values are computed by the recurrence until
    the period shows (or n is reached) and the rest is the period repeated,
    so a million values take milliseconds; other games use the generic
    search.

    Examples
    --------
    >>> gl.sg_sequence(gl.SubtractionGame({1, 3, 4}), 10).tolist()
    [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]
    """
    from gamelib.games import SubtractionGame

    n = check_natural(n, "the length n")
    if n > MOST_VALUES:
        raise ValueError(
            f"sg_sequence holds its values in memory: n = {n:,} is more than "
            f"{MOST_VALUES:,}; for one huge heap use sg(game, heap), which a "
            "periodic game answers at once"
        )
    if not isinstance(game, Game):
        raise TypeError(f"expected a game, got {game!r}")
    if isinstance(game, SubtractionGame):
        return game._sequence.array(n)
    return np.fromiter((sg(game, i) for i in range(n)), dtype=np.int64, count=n)


def arithmetic_periodicity(values, *, repeats=3):
    """Find the regularity of a finite run of values: ``(preperiod, period, saltus)``.

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
    tuple of int, or None
        None when no pattern fits.

    Examples
    --------
    >>> gl.lab.arithmetic_periodicity([gl.multi.lasker_sg(n) for n in range(40)])
    (1, 4, 4)
    >>> gl.lab.arithmetic_periodicity([0, 5, 1, 2, 1, 2, 1, 2, 1, 2])
    (2, 2, 0)
    >>> gl.lab.arithmetic_periodicity([0, 1, 0, 2, 0, 3]) is None
    True
    >>> gl.lab.arithmetic_periodicity([0, 1.5, 0, 1.5])
    Traceback (most recent call last):
    ...
    TypeError: the values must be integers, got 1.5 (float)
    """
    if isinstance(values, (str, bytes)):
        raise TypeError(f"the values must be a list of integers, got {values!r}")
    for value in values:
        if isinstance(value, bool) or not hasattr(type(value), "__index__"):
            raise TypeError(
                f"the values must be integers, got {value!r} ({type(value).__name__})"
            )
    run = np.asarray([index(v) for v in values], dtype=np.int64)
    repeats = check_natural(repeats, "repeats")
    total = len(run)
    for period in range(1, total // max(repeats, 2) + 1):
        steps = run[period:] - run[:-period]
        saltus = int(steps[-1])
        differ = np.flatnonzero(steps != saltus)
        start = int(differ[-1]) + 1 if len(differ) else 0
        if saltus >= 0 and total - start >= repeats * period and 2 * start <= total:
            return start, period, saltus
    return None


@dataclass(frozen=True)
class Pattern:
    """A regularity of the values: g(n + period) = g(n) + saltus for n >= preperiod.

    Attributes
    ----------
    preperiod, period, saltus : int
    proved : bool
        True when a theorem proves the pattern for every heap.
    reason : str
        The theorem and the hypothesis checked, or why nothing is proved.
    upto : int
        The number of heaps the pattern was seen or checked on.
    """

    preperiod: int
    period: int
    saltus: int
    proved: bool
    reason: str
    upto: int

    @property
    def kind(self):
        return "periodic" if self.saltus == 0 else "arithmetic periodic"

    def value(self, values, n):
        """Return g(n) for any heap n from `values`, the first values of the game."""
        n = check_natural(n, "a heap")
        start, period = self.preperiod, self.period
        if n < start + period:
            return values[n]
        laps, offset = divmod(n - start, period)
        return values[start + offset] + laps * self.saltus

    def __str__(self):
        p, n0, s = self.period, self.preperiod, self.saltus
        if s == 0:
            rule = f"Periodic: g(n + {p}) = g(n) for every n ≥ {n0} "
            rule += f"(period {p}, preperiod {n0})."
        else:
            rule = f"Arithmetic periodic: g(n + {p}) = g(n) + {s} for every n ≥ {n0} "
            rule += f"(period {p}, saltus {s}, preperiod {n0})."
        if self.proved:
            return f"{rule}\nProved by {self.reason}."
        return (
            f"{rule}\nObserved on heaps 0 to {self.upto - 1} only, not proved: "
            f"{self.reason}."
        )
