"""Fibonacci Nim: one pile; each move may take at most twice the previous move.

The first player takes any number of counters but not the whole pile; after
that, a move takes at least one counter and at most twice what the opponent
just took. Whoever takes the last counter wins. A position is the pair
``(pile, most)``: the counters left and the most the player to move may take
(already capped at the pile). The game starts at ``(n, n - 1)``, see
:meth:`FibonacciNim.start`.

Closed form (Whinihan, 1963): write the pile as a sum of non-consecutive
Fibonacci numbers (its *Zeckendorf representation*) and let z be the
smallest of them; ``(pile, most)`` with a non-empty pile is an N-position
exactly when ``z <= most``, and taking z is a winning move. So the start
``(n, n - 1)`` is lost for the first player exactly when n is a Fibonacci
number. Every winning move is a sum of the smallest few Zeckendorf terms;
all of them are listed without search. The Sprague-Grundy values have no
simple formula, so ``sg`` gets a closed form on P-positions only (value 0),
and ``outcome`` (Whinihan's rule) answers for any position instantly.
"""

from gamelib.engine.args import (
    MOST_SAMPLES,
    _short,
    check_natural,
    check_positive,
    check_size,
)
from gamelib.engine.game import Game, SearchLimitError
from gamelib.engine.shapes import size, with_losses

__all__ = [
    "FibonacciNim",
    "fibonacci_nim_values",
    "fibonacci_numbers",
    "is_fibonacci",
    "zeckendorf",
]


#: The most binary digits of a number written in Fibonacci numbers (about
#: 6,000 decimal digits): the Fibonacci numbers below a number of b bits
#: take about 0.72 b² bits, some 36 MB here.
MOST_BITS = 20_000


def fibonacci_numbers(limit):
    """Return the distinct Fibonacci numbers 1, 2, 3, 5, 8, ... up to `limit`.

    Examples
    --------
    >>> gl.heapgames.fibonacci.fibonacci_numbers(40)
    [1, 2, 3, 5, 8, 13, 21, 34]
    """
    limit = check_natural(limit, "the limit")
    if limit.bit_length() > MOST_BITS:
        raise ValueError(
            f"the limit has {limit.bit_length():,} binary digits, more than the "
            f"{MOST_BITS:,} allowed here (the Fibonacci numbers below it would fill "
            "the memory)"
        )
    numbers, a, b = [], 1, 2
    while a <= limit:
        numbers.append(a)
        a, b = b, a + b
    return numbers


def zeckendorf(n):
    """Return the Zeckendorf representation of n: non-consecutive Fibonacci numbers.

    Greedy: take the largest Fibonacci number that fits, then repeat on the
    rest. The terms come largest first; 0 has the empty representation.

    Examples
    --------
    >>> gl.heapgames.fibonacci.zeckendorf(100)
    [89, 8, 3]
    >>> gl.heapgames.fibonacci.zeckendorf(0)
    []
    >>> gl.heapgames.fibonacci.zeckendorf(-5)
    Traceback (most recent call last):
    ...
    ValueError: n must be a non-negative integer, got -5
    """
    n = check_natural(n, "n")
    if n.bit_length() > MOST_BITS:
        raise ValueError(
            f"n has {n.bit_length():,} binary digits, more than the {MOST_BITS:,} "
            "allowed here (its Fibonacci numbers would fill the memory)"
        )
    terms = []
    for f in reversed(fibonacci_numbers(n)):
        if f <= n:
            terms.append(f)
            n -= f
    return terms


def is_fibonacci(n):
    """Return True if n is a (positive) Fibonacci number.

    Examples
    --------
    >>> [n for n in range(30) if gl.heapgames.fibonacci.is_fibonacci(n)]
    [1, 2, 3, 5, 8, 13, 21]
    """
    return len(zeckendorf(n)) == 1


#: The largest pile :func:`fibonacci_nim_values` tabulates: the table has
#: about piles**2 / 2 entries (12.5 million here, some seconds of work).
MOST_TABLE_PILE = 5_000


def fibonacci_nim_values(piles):
    """Return the Sprague-Grundy values g(n, m) of every position with n <= `piles`.

    Row n lists ``g(n, 0), g(n, 1), ..., g(n, n)``. The options of (n, m)
    are those of (n, m - 1) and one more, the take of m counters, so the
    row is computed left to right with one growing set of option values and
    its mex: about piles**2 / 2 steps in all, where the search of one
    N-position alone examines about pile**3 / 6 moves.

    Parameters
    ----------
    piles : int
        The largest pile, at most ``MOST_TABLE_PILE`` (5,000).

    Returns
    -------
    list of list of int

    Examples
    --------
    >>> values = gl.heapgames.fibonacci.fibonacci_nim_values(6)
    >>> values[4], values[6]
    ([0, 1, 1, 3, 3], [0, 1, 1, 1, 1, 4, 4])
    """
    piles = check_size(piles, "piles", MOST_TABLE_PILE, "the table grows as piles**2")
    rows = [[0]]
    for pile in range(1, piles + 1):
        row, seen, least = [0], set(), 0
        for take in range(1, pile + 1):
            left = pile - take
            seen.add(rows[left][min(2 * take, left)])
            while least in seen:
                least += 1
            row.append(least)
        rows.append(row)
    return rows


def _check_position(position):
    if not isinstance(position, tuple) or len(position) != 2:
        raise TypeError(
            "a Fibonacci Nim position is a pair (pile, most): the counters left and "
            f"the most the next move may take, got {position!r}; "
            "use FibonacciNim.start(n) for the start of a game with n counters"
        )
    pile = check_natural(position[0], "the pile")
    most = check_natural(position[1], "the most one may take")
    if most > pile:
        raise ValueError(
            f"the most one may take ({most}) cannot exceed the pile ({pile}): "
            f"write ({pile}, {pile})"
        )
    return pile, most


class FibonacciNim(Game):
    """Fibonacci Nim; a position is ``(pile, most)``, the start is ``(n, n - 1)``.

    Notes
    -----
    ``sg`` of an N-position needs the search, which examines about
    ``pile**3 / 6`` moves; beyond ``search_moves_limit`` (about a second of
    work) ``sg`` raises :class:`gamelib.SearchLimitError` at once instead.
    ``outcome`` (by Whinihan's rule) and ``winning_moves`` answer for any pile.
    ``closed_form=False`` always searches.

    Examples
    --------
    >>> game = gl.FibonacciNim()
    >>> game.options((5, 2))  # take 1 (then at most 2) or take 2 (then at most 3)
    [(4, 2), (3, 3)]
    >>> [n for n in range(1, 30) if gl.outcome(game, game.start(n)) == "P"]
    [1, 2, 3, 5, 8, 13, 21]
    >>> gl.outcome(game, (10**100, 10**100 - 1))
    'N'
    >>> gl.winning_moves(game, game.start(100))  # 100 = 89 + 8 + 3: take 3 or 11
    [(97, 6), (89, 22)]
    >>> gl.sg(game, (5, 7))
    Traceback (most recent call last):
    ...
    ValueError: sg(): position: the most one may take (7) cannot exceed the pile (5):
    write (5, 5)
    """

    name = "Fibonacci Nim"
    #: Largest estimated number of moves ``sg`` may examine (see Notes).
    search_moves_limit = 20_000_000

    @staticmethod
    def start(n):
        """Return the start position of a pile of n counters: ``(n, n - 1)``."""
        n = check_positive(n, "the starting pile")
        return (n, n - 1)

    def check(self, position):
        return _check_position(position)

    def options(self, position):
        pile, most = self.check(position)
        if most > self.search_limit:
            raise SearchLimitError(
                f"the Fibonacci Nim position of {_short(pile)} counters (take at most "
                f"{_short(most)}) has more options than search_limit = "
                f"{self.search_limit:,}: ask about a smaller one, or raise the "
                f"budget on the game: game.search_limit = {10 * self.search_limit:,}"
            )
        return [(pile - t, min(2 * t, pile - t)) for t in range(1, most + 1)]

    def outcome_closed_form(self, position):
        """Whinihan's rule: N iff the smallest Zeckendorf term is at most `most`."""
        pile, most = position
        return "N" if pile and zeckendorf(pile)[-1] <= most else "P"

    def sg_closed_form(self, position):
        if self.outcome_closed_form(position) == "P":
            return 0
        moves = position[0] ** 3 // 6
        if moves > self.search_moves_limit:
            raise SearchLimitError(
                "Fibonacci Nim has no formula for the Sprague-Grundy value of an "
                f"N-position, and the search from {position!r} would examine about "
                f"{moves:,} moves (search_moves_limit is {self.search_moves_limit:,}); "
                "outcome() and winning_moves() answer instantly, or raise "
                "search_moves_limit on the game to search anyway"
            )
        return None

    def winning_moves_closed_form(self, position):
        pile, most = position
        terms = zeckendorf(pile)
        moves = []
        taken = 0
        for i in reversed(range(len(terms))):
            taken += terms[i]
            if taken > most:
                break
            if i == 0 or 2 * taken < terms[i - 1]:
                moves.append((pile - taken, min(2 * taken, pile - taken)))
        return moves

    def sample_positions(self, bound):
        """Every position ``(pile, most)`` with the smallest piles, about `bound`.

        The positions :func:`gamelib.check` tries: piles 0, 1, 2, ... with
        every ``most`` from 0 to the pile, until there are `bound` of them
        (piles up to 62 for the default 2000). There are no random large
        positions: the Sprague-Grundy values of N-positions need the search.

        Examples
        --------
        >>> gl.FibonacciNim().sample_positions(6)
        [(0, 0), (1, 0), (1, 1), (2, 0), (2, 1), (2, 2)]
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        positions, pile = [], 0
        while len(positions) < bound:
            positions += [(pile, most) for most in range(pile + 1)]
            pile += 1
        return positions

    def describe_move(self, position, option):
        return f"take {position[0] - option[0]}"

    def sample_shapes(self, rng):
        """Piles of every size class up to 10**18 with every kind of limit on
        the next take, each followed by a winning move from it (for check)."""
        positions = []
        for s in range(6):
            pile = size(rng, s)
            for most in {0, 1, 2, pile // 3, pile // 2, pile - 1, pile}:
                if 0 <= most <= pile:
                    positions.append((pile, most))
        return with_losses(self, positions, rng)

    def __repr__(self):
        return "FibonacciNim()"
