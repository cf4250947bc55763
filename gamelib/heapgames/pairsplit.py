"""E&D (Luogu P2148, SDOI 2009): remove one pile of a pair, split the other.

The piles come in pairs. A move picks a pair ``(a, b)``, throws one of its
two piles away and splits the other into two non-empty piles, which become
the new pair: ``(a, b)`` goes to ``(x, y)`` with ``x + y = a`` or
``x + y = b`` and ``x, y >= 1``. A pair of two single stones cannot move. A
position of :class:`PairSplit` is one pair; a game of several pairs is a
:class:`gamelib.Sum` of pairs.

The value of a pair (Theorem 3.7 of chapter 3) is the position of the lowest
0 bit of ``(a - 1) | (b - 1)``: splitting ``a`` can reach exactly the values
``k`` whose bit is 1 in ``a - 1``, so the options of the pair reach the bits
of ``(a - 1) | (b - 1)`` and the mex is its lowest missing bit.
"""

from gamelib.engine.args import MOST_SAMPLES, check_natural, check_size
from gamelib.engine.game import Game, SearchLimitError

__all__ = ["PairSplit", "lowest_zero_bit", "pair_value"]


def lowest_zero_bit(n):
    """Return the position of the lowest 0 bit of ``n >= 0`` (its trailing 1s).

    Examples
    --------
    >>> from gamelib.heapgames.pairsplit import lowest_zero_bit
    >>> [lowest_zero_bit(n) for n in (0, 1, 2, 3, 7, 11)]
    [0, 1, 0, 2, 3, 2]
    """
    n = check_natural(n, "n")
    return ((n + 1) & -(n + 1)).bit_length() - 1


def check_pair_of_piles(position):
    """Return `position` as a pair ``(a, b)`` of positive integers, or raise.

    Examples
    --------
    >>> from gamelib.heapgames.pairsplit import check_pair_of_piles
    >>> check_pair_of_piles((0, 3))
    Traceback (most recent call last):
    ...
    ValueError: a pile of E&D must be a positive integer, got 0
    """
    if not isinstance(position, tuple) or len(position) != 2:
        raise TypeError(
            f"a position of E&D is a pair (a, b) of pile sizes, got {position!r}"
        )
    a, b = (check_natural(p, "a pile of E&D") for p in position)
    for pile in (a, b):
        if pile < 1:
            raise ValueError(f"a pile of E&D must be a positive integer, got {pile}")
    return (a, b)


def pair_value(a, b):
    """Return the Sprague-Grundy value of the E&D pair ``(a, b)``.

    It is the position of the lowest 0 bit of ``(a - 1) | (b - 1)``; exact for
    piles of any size.

    Examples
    --------
    >>> from gamelib.heapgames.pairsplit import pair_value
    >>> pair_value(1, 1), pair_value(1, 2), pair_value(3, 1), pair_value(4, 6)
    (0, 1, 0, 3)
    """
    a, b = check_pair_of_piles((a, b))
    return lowest_zero_bit((a - 1) | (b - 1))


class PairSplit(Game):
    """One pair of piles of E&D: a position is ``(a, b)``, both at least 1.

    A move throws one pile away and splits the other into two non-empty
    piles. ``sg_closed_form`` is :func:`pair_value`; ``closed_form=False``
    searches.

    Examples
    --------
    >>> game = gl.heapgames.pairsplit.PairSplit()
    >>> game.options((1, 4))
    [(1, 3), (2, 2)]
    >>> gl.sg(game, (1, 4)), gl.sg(game, (1, 4), closed_form=False)
    (2, 2)
    """

    name = "E&D"

    def check(self, position):
        return check_pair_of_piles(position)

    def options(self, position):
        a, b = position
        if a + b > 2 * self.search_limit:
            raise SearchLimitError(
                f"the pair {position!r} has about {(a + b) // 2:,} options, more than "
                f"search_limit = {self.search_limit:,} (pair_value is exact at any "
                "size)"
            )
        splits = {(x, n - x) for n in {a, b} for x in range(1, n // 2 + 1)}
        return sorted(splits)

    def key(self, position):
        return tuple(sorted(position))

    def describe_move(self, position, option):
        return f"split into {option[0]} and {option[1]}"

    def describe_rules(self):
        return "throw one pile of the pair away, split the other into two piles"

    def sg_closed_form(self, position):
        return pair_value(*position)

    def sample_positions(self, bound):
        """Return the first `bound` pairs, by ``a + b``, then by ``a``.

        Examples
        --------
        >>> gl.heapgames.pairsplit.PairSplit().sample_positions(4)
        [(1, 1), (1, 2), (2, 1), (1, 3)]
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        found = []
        total = 2
        while len(found) < bound:
            found += [(a, total - a) for a in range(1, total)]
            total += 1
        return found[:bound]

    def sample_large_positions(self, count, rng):
        """`count` random pairs with up to thirty digits (exact by formula)."""
        count = check_size(count, "count", MOST_SAMPLES)
        return [
            (rng.randrange(1, 10**30), rng.randrange(1, 10**30)) for _ in range(count)
        ]

    def sample_shapes(self, rng):
        """Large positions (as for the random check) of every size, for check."""
        return list(self.sample_large_positions(60, rng))

    def __repr__(self):
        return "PairSplit()"
