"""Value sequences of heap games and their periodicity.

For a subtraction game with largest move k, the value of heap n is the mex of
the values at ``n - m`` for the moves m, so it is a function of the *window*
of the k values just below n. If the window at i equals the window at j > i,
the sequence repeats with period ``j - i`` from ``i - k`` on: the same window
gives the same next value, and then the same next window, forever. This
module finds the first repeated window, then shrinks the period and the
preperiod to the smallest ones; that is a proof, not a guess.
"""

from collections import namedtuple

import numpy as np

from gamelib.core import Game, check_natural, sg

__all__ = ["Periodicity", "periodicity", "sg_sequence"]

Periodicity = namedtuple("Periodicity", ["preperiod", "period"])
Periodicity.__doc__ = """Eventual periodicity of a value sequence.

value(n + period) == value(n) for all n >= preperiod; both are the smallest.
"""


def _next_value(values, moves):
    n = len(values)
    reachable = {values[n - m] for m in moves if m <= n}
    value = 0
    while value in reachable:
        value += 1
    return value


def subtraction_values(moves):
    """Return ``(values, preperiod, period)`` for the subtraction set `moves`.

    `values` holds at least ``preperiod + period`` values, and value(n) for
    larger n is ``values[preperiod + (n - preperiod) % period]``. Both numbers
    are the smallest possible.

    Examples
    --------
    >>> values, preperiod, period = gl.sequences.subtraction_values((1, 2))
    >>> values, preperiod, period
    ([0, 1, 2], 0, 3)
    >>> gl.sequences.subtraction_values((2, 3))
    ([0, 0, 1, 1, 2], 0, 5)
    """
    k = max(moves)
    values = []
    first_seen = {}
    while True:
        values.append(_next_value(values, moves))
        n = len(values)
        if n >= k:
            window = tuple(values[n - k :])
            if window in first_seen:
                start, period = first_seen[window] - k, n - first_seen[window]
                break
            first_seen[window] = n
    # The sequence is periodic with `period` from `start` on. Compute one more
    # period so every divisor can be checked against a full period.
    while len(values) < start + 2 * period:
        values.append(_next_value(values, moves))
    period = min(
        d
        for d in range(1, period + 1)
        if period % d == 0
        and all(values[n] == values[n + d] for n in range(start, start + period))
    )
    while start > 0 and values[start - 1] == values[start - 1 + period]:
        start -= 1
    return values[: start + period], start, period


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

    Examples
    --------
    >>> gl.periodicity(gl.SubtractionGame({1, 2}))
    Periodicity(preperiod=0, period=3)
    >>> gl.periodicity(gl.SubtractionGame({2, 3}))
    Periodicity(preperiod=0, period=5)
    """
    from gamelib.games import SubtractionGame

    if not isinstance(game, SubtractionGame):
        raise TypeError(
            f"periodicity is proved here for subtraction games only, got {game!r}"
        )
    _, preperiod, period = game._values
    return Periodicity(preperiod, period)


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

    Notes
    -----
    For a subtraction game the values come from its proven period, so a
    million values take milliseconds; other games use the generic search.

    Examples
    --------
    >>> gl.sg_sequence(gl.SubtractionGame({1, 3, 4}), 10).tolist()
    [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]
    """
    from gamelib.games import SubtractionGame

    n = check_natural(n, "the length n")
    if not isinstance(game, Game):
        raise TypeError(f"expected a game, got {game!r}")
    if isinstance(game, SubtractionGame):
        values, preperiod, period = game._values
        head = np.array(values[:preperiod], dtype=np.int64)
        cycle = np.array(values[preperiod : preperiod + period], dtype=np.int64)
        tail = np.resize(cycle, max(0, n - preperiod))
        return np.concatenate([head, tail])[:n]
    return np.fromiter((sg(game, i) for i in range(n)), dtype=np.int64, count=n)
