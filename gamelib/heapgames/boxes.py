"""Stone boxes (HDU 1729): fill a box, adding at most the square of its stones.

A *box* of capacity ``s`` holds ``c`` stones, ``0 <= c <= s``. A move adds
between 1 and ``c**2`` stones to one box, never more than fit: from ``c`` the
box can go to any ``c'`` with ``c < c' <= min(s, c + c**2)``. An empty box
cannot move (``0**2 = 0``) and a full box cannot either. A position of
:class:`StoneBox` is one box, the pair ``(s, c)``; a row of boxes is a
:class:`gamelib.Sum` of boxes, whose value is the XOR of the boxes' values
(chapter 3).

The value of a box follows from ``t``, the largest number with
``t + t**2 < s`` (Theorem 3.6 of chapter 3):

- if ``c > t``, one move can fill the box, every count above ``c`` is an
  option, and the value is ``s - c``;
- if ``c == t``, every option lies above ``t`` with a positive value: 0;
- if ``c < t``, the value is that of ``c`` in a box of capacity ``t``.

:func:`box_value` follows the last case in a loop, not a recursion, and finds
``t`` with :func:`math.isqrt`, so it is exact for capacities of any size and
takes a handful of steps (``s`` drops to about its square root each time).
"""

from math import isqrt

from gamelib.engine.args import MOST_SAMPLES, check_natural, check_size
from gamelib.engine.game import Game, SearchLimitError

__all__ = ["StoneBox", "box_value", "largest_safe_count"]


def check_box(position):
    """Return `position` as a pair ``(s, c)`` of integers with ``0 <= c <= s``.

    Raises
    ------
    TypeError
        If `position` is not a pair of integers.
    ValueError
        If a number is negative or the box holds more stones than it can.

    Examples
    --------
    >>> from gamelib.heapgames.boxes import check_box
    >>> check_box((6, 2))
    (6, 2)
    >>> check_box((3, 5))
    Traceback (most recent call last):
    ...
    ValueError: a box of capacity 3 cannot hold 5 stones: need 0 <= c <= s
    """
    if not isinstance(position, tuple) or len(position) != 2:
        raise TypeError(
            "a position of a stone box is a pair (s, c) of its capacity and "
            f"its stones, got {position!r}"
        )
    s = check_natural(position[0], "the capacity s of a box")
    c = check_natural(position[1], "the stones c in a box")
    if c > s:
        raise ValueError(
            f"a box of capacity {s} cannot hold {c} stones: need 0 <= c <= s"
        )
    return (s, c)


def largest_safe_count(s):
    """Return the largest ``t >= 0`` with ``t + t**2 < s`` (needs ``s >= 1``).

    From ``t`` stones one move cannot fill the box; from ``t + 1`` it can.
    Exact for any size: ``t`` comes from the integer square root of
    ``4 s + 1``, never from a float.

    Examples
    --------
    >>> from gamelib.heapgames.boxes import largest_safe_count
    >>> [largest_safe_count(s) for s in range(1, 14)]
    [0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3]
    """
    s = check_natural(s, "the capacity s of a box")
    if s < 1:
        raise ValueError("a box of capacity 0 has no t with t + t**2 < 0")
    t = (isqrt(4 * s + 1) - 1) // 2  # the largest t with t + t**2 <= s
    return t - 1 if t + t * t == s else t


def box_value(s, c):
    """Return the Sprague-Grundy value of a box of capacity `s` holding `c` stones.

    Parameters
    ----------
    s, c : int
        The capacity and the stones, ``0 <= c <= s``; any size.

    Returns
    -------
    int
        0 exactly when the box is a P-position.

    Raises
    ------
    TypeError, ValueError
        If the box is not a pair of integers with ``0 <= c <= s``.

    Examples
    --------
    >>> from gamelib.heapgames.boxes import box_value
    >>> box_value(6, 2), box_value(3, 3), box_value(2, 0), box_value(10**30, 5)
    (4, 0, 0, 3)
    """
    s, c = check_box((s, c))
    while s > 0:
        t = largest_safe_count(s)
        if c > t:
            return s - c
        if c == t:
            return 0
        s = t  # c < t: the same value as in a box of capacity t
    return 0  # an empty box of capacity 0


class StoneBox(Game):
    """One box of HDU 1729's Stone Game: a position is ``(s, c)``.

    A move adds between 1 and ``c**2`` stones, at most up to the capacity.
    ``sg_closed_form`` is :func:`box_value`; ``sg(..., closed_form=False)``
    searches the box instead.

    Examples
    --------
    >>> box = gl.heapgames.boxes.StoneBox()
    >>> box.options((6, 2))
    [(6, 3), (6, 4), (6, 5), (6, 6)]
    >>> gl.sg(box, (6, 2)), gl.sg(box, (6, 2), closed_form=False)
    (4, 4)
    """

    name = "stone box"

    def check(self, position):
        return check_box(position)

    def options(self, position):
        s, c = position
        top = min(s, c + c * c)
        if top - c > self.search_limit:
            raise SearchLimitError(
                f"the box {position!r} has {top - c:,} options, more than "
                f"search_limit = {self.search_limit:,} (box_value is exact at any size)"
            )
        return [(s, d) for d in range(c + 1, top + 1)]

    def describe_move(self, position, option):
        return f"add {option[1] - position[1]} to the box ({option[1]} of {option[0]})"

    def describe_rules(self):
        return "add 1 to c**2 stones to a box holding c stones, up to its capacity s"

    def sg_closed_form(self, position):
        return box_value(*position)

    def sample_positions(self, bound):
        """Return the first `bound` boxes, smallest capacity first.

        Ordered by capacity, then by stones: ``(0, 0), (1, 0), (1, 1), (2, 0)``.

        Examples
        --------
        >>> gl.heapgames.boxes.StoneBox().sample_positions(4)
        [(0, 0), (1, 0), (1, 1), (2, 0)]
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        found = []
        s = 0
        while len(found) < bound:
            found += [(s, c) for c in range(s + 1)]
            s += 1
        return found[:bound]

    def sample_large_positions(self, count, rng):
        """`count` random boxes with capacities up to 10**30 (exact by formula)."""
        count = check_size(count, "count", MOST_SAMPLES)
        found = []
        for _ in range(count):
            s = rng.randrange(1, 10**30)
            found.append((s, rng.choice([rng.randrange(s + 1), largest_safe_count(s)])))
        return found

    def sample_shapes(self, rng):
        """Large positions (as for the random check) of every size, for check."""
        return list(self.sample_large_positions(60, rng))

    def __repr__(self):
        return "StoneBox()"
