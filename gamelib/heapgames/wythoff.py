"""Wythoff's game: two piles, take from one pile or the same number from both.

The P-positions ("cold" positions) are the pairs ``(a_k, b_k)`` and
``(b_k, a_k)`` with ``a_k = floor(k * phi)`` and ``b_k = a_k + k``, where phi
is the golden ratio. Everything here decides positions with integer
arithmetic only: ``floor(k * phi) = (k + isqrt(5 * k * k)) // 2`` because
``k * phi = (k + k * sqrt(5)) / 2`` and ``isqrt(5 * k * k) = floor(k * sqrt(5))``.
So piles with hundreds of digits are decided exactly and instantly; no float
golden ratio is used in any decision (floats appear only in drawings).
"""

from math import isqrt

from gamelib.engine.args import MOST_SAMPLES, check_natural, check_size
from gamelib.engine.game import Game, SearchLimitError
from gamelib.engine.shapes import size, with_losses
from gamelib.utils.numeric import int_table

__all__ = [
    "Wythoff",
    "cold_positions",
    "is_cold",
    "partner",
    "sg_table",
    "wythoff_pair",
]


def _lower(k):
    """floor(k * phi) for an integer k >= 0, exactly."""
    return (k + isqrt(5 * k * k)) // 2


def check_pair(position):
    """Return a Wythoff position as a tuple ``(x, y)`` of two ints, else raise.

    Examples
    --------
    >>> gl.heapgames.wythoff.check_pair([3, 5])
    (3, 5)
    >>> gl.heapgames.wythoff.check_pair((1, 2, 3))
    Traceback (most recent call last):
    ...
    ValueError: a Wythoff position is a pair (x, y) of two pile sizes,
    got (1, 2, 3) (3 piles)
    """
    if not isinstance(position, (tuple, list)):
        raise TypeError(
            "a Wythoff position is a pair (x, y) of two pile sizes, "
            f"got {position!r} ({type(position).__name__})"
        )
    if len(position) != 2:
        raise ValueError(
            "a Wythoff position is a pair (x, y) of two pile sizes, "
            f"got {tuple(position)!r} ({len(position)} pile"
            f"{'' if len(position) == 1 else 's'})"
        )
    return tuple(check_natural(p, "a Wythoff pile") for p in position)


def wythoff_pair(k):
    """Return the k-th cold pair ``(a_k, b_k) = (floor(k phi), floor(k phi^2))``.

    Parameters
    ----------
    k : int
        A non-negative integer (``k = 0`` gives ``(0, 0)``); any size.

    Returns
    -------
    tuple of int
        ``(a_k, a_k + k)``, computed with integer square roots only.

    Raises
    ------
    TypeError, ValueError
        If `k` is not a non-negative integer.

    Examples
    --------
    >>> gl.heapgames.wythoff.wythoff_pair(4)
    (6, 10)
    >>> a, b = gl.heapgames.wythoff.wythoff_pair(10**100)
    >>> b - a == 10**100 and str(a)[:12]
    '161803398874'
    """
    k = check_natural(k, "the index k")
    a = _lower(k)
    return a, a + k


def cold_positions(count):
    """Return the first `count` cold pairs ``[(a_0, b_0), (a_1, b_1), ...]``.

    ``(a_k, b_k)`` with ``a_k <= b_k``; the mirror images ``(b_k, a_k)`` are
    cold too. Starts with ``(0, 0)``.

    Parameters
    ----------
    count : int
        How many pairs, a non-negative integer.

    Returns
    -------
    list of tuple of int

    Examples
    --------
    >>> gl.heapgames.wythoff.cold_positions(6)
    [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]
    >>> gl.heapgames.wythoff.cold_positions(-1)
    Traceback (most recent call last):
    ...
    ValueError: count must be a non-negative integer, got -1
    """
    count = check_size(count, "count", 10**6, "a million pairs take seconds")
    return [(a, a + k) for k in range(count) for a in [_lower(k)]]


def is_cold(position):
    """Return True if `position` is a P-position of Wythoff's game.

    ``(x, y)`` with ``x <= y`` is cold exactly when ``x == floor(k phi)`` for
    ``k = y - x``; computed with integer arithmetic, so any size is exact.

    Parameters
    ----------
    position : tuple of int
        ``(x, y)``, in either order.

    Returns
    -------
    bool

    Raises
    ------
    TypeError, ValueError
        If `position` is not a pair of non-negative integers.

    Examples
    --------
    >>> gl.heapgames.wythoff.is_cold((5, 3))
    True
    >>> gl.heapgames.wythoff.is_cold((10**100, 10**100 + 1))
    False
    >>> gl.heapgames.wythoff.is_cold(gl.heapgames.wythoff.wythoff_pair(3**500))
    True
    """
    x, y = sorted(check_pair(position))
    return _lower(y - x) == x


def partner(n):
    """Return the pile m for which ``(n, m)`` is cold (unique; 0 for n = 0).

    Every positive integer is in exactly one cold pair, either as the
    smaller pile ``a_k`` (then the partner is ``b_k = n + k``) or as the
    larger pile ``b_k`` (then it is ``a_k = n - k``).

    Parameters
    ----------
    n : int
        A non-negative integer, any size.

    Returns
    -------
    int

    Notes
    -----
    n is some ``a_k`` exactly when ``n < k phi < n + 1``, that is when
    ``k = floor((n + 1) / phi) = floor((n + 1) phi) - (n + 1)`` satisfies
    ``floor(k phi) == n``. Otherwise ``n = b_j`` with
    ``j = floor((n + 1) / phi^2) = 2 (n + 1) - floor((n + 1) phi) - 1``.

    Examples
    --------
    >>> [gl.heapgames.wythoff.partner(n) for n in range(8)]
    [0, 2, 1, 5, 7, 3, 10, 4]
    """
    n = check_natural(n, "a Wythoff pile")
    if n == 0:
        return 0
    top = _lower(n + 1)
    k = top - (n + 1)
    if _lower(k) == n:
        return n + k
    return n - (2 * (n + 1) - top - 1)


def sg_table(rows, columns=None):
    """Return the Sprague-Grundy values of Wythoff's game as a ``rows x columns`` array.

    Entry ``[x, y]`` is the value of the position ``(x, y)``: the mex of the
    values to its left in its row, below it in its column and on its
    diagonal. Each row, column and diagonal keeps the values seen so far as
    the bits of one Python integer, so the mex is one bit trick
    (``~m & (m + 1)``) instead of a scan.

    Parameters
    ----------
    rows : int
        Number of rows (values of the first pile 0 .. rows - 1).
    columns : int, optional
        Number of columns; `rows` by default.

    Returns
    -------
    numpy.ndarray
        Integer array of shape ``(rows, columns)``.

    Examples
    --------
    >>> gl.heapgames.wythoff.sg_table(4).tolist()
    [[0, 1, 2, 3], [1, 2, 0, 4], [2, 0, 1, 5], [3, 4, 5, 6]]
    """
    rows = check_size(rows, "rows", 1000, "the table has rows × columns cells")
    columns = rows if columns is None else check_size(columns, "columns", 1000)
    table = [[0] * columns for _ in range(rows)]
    row_seen = [0] * rows
    column_seen = [0] * columns
    diagonal_seen = [0] * (rows + columns)
    for x in range(rows):
        for y in range(columns):
            d = y - x + rows
            seen = row_seen[x] | column_seen[y] | diagonal_seen[d]
            bit = ~seen & (seen + 1)
            table[x][y] = bit.bit_length() - 1
            row_seen[x] |= bit
            column_seen[y] |= bit
            diagonal_seen[d] |= bit
    return int_table(table)


class Wythoff(Game):
    """Wythoff's game: take from one pile, or the same number from both.

    A position is a pair ``(x, y)`` of pile sizes (a list is accepted and
    turned into a tuple). A move takes any positive number of counters from
    one pile, or the same positive number from both piles; the player who
    cannot move (facing ``(0, 0)``) loses.

    Closed forms: a position is cold (value 0) exactly when it is
    ``(a_k, b_k)`` or ``(b_k, a_k)`` (see :func:`is_cold`), and the winning
    moves are found directly: at most one by taking from both piles (the
    difference is kept, so the target is the cold pair with that difference)
    and at most one from each pile (to the partner of the other pile, see
    :func:`partner`). Both are instant for piles of any size. The values of
    hot positions have no known formula; they come from the generic search,
    which refuses at once positions whose search would examine more than
    ``search_limit`` moves (about ``(x + 1) * (y + 1) * (x + y + min(x, y)) / 2``):
    use :func:`sg_table` for a table.

    Examples
    --------
    >>> game = gl.Wythoff()
    >>> game.options((1, 2))
    [(0, 1), (0, 2), (1, 0), (1, 1)]
    >>> gl.winning_moves(game, (5, 8))
    [(4, 7), (5, 3)]
    >>> gl.winning_moves(game, (10**100, 10**100))
    [(0, 0)]
    >>> gl.sg(game, (3, 5))
    0
    >>> gl.sg(game, (3, 4))
    2
    >>> gl.sg(game, (3, -1))
    Traceback (most recent call last):
    ...
    ValueError: sg(): position: a Wythoff pile must be a non-negative integer, got -1
    """

    name = "Wythoff's game"
    #: The generic search visits every position below the start, and each has
    #: about x + y + min(x, y) options: most moves it may examine (about ten
    #: seconds of work).
    search_limit = 10_000_000

    def check(self, position):
        return check_pair(position)

    def options(self, position):
        x, y = position
        if x + y + min(x, y) > self.search_limit:
            raise SearchLimitError(
                f"the position {position!r} has {x + y + min(x, y):,} options, more "
                f"than search_limit = {self.search_limit:,}: too many to list "
                "(is_cold and winning_moves are exact at any size)"
            )
        both = [(x - t, y - t) for t in range(min(x, y), 0, -1)]
        return [*both, *((i, y) for i in range(x)), *((x, j) for j in range(y))]

    def key(self, position):
        x, y = position
        return (x, y) if x <= y else (y, x)

    def sample_positions(self, bound):
        """Return the first `bound` positions, by total size, for :func:`gamelib.check`.

        Ordered by ``x + y``, then by ``x``: ``(0, 0), (0, 1), (1, 0), (0, 2)``,
        and so on; 2000 positions reach piles of 62.

        Examples
        --------
        >>> gl.Wythoff().sample_positions(6)
        [(0, 0), (0, 1), (1, 0), (0, 2), (1, 1), (2, 0)]
        >>> wrong = gl.check(lambda x, y: x != y, gl.Wythoff())  # the Nim rule
        >>> print(wrong.counterexamples[0])
        at (1, 1): your guess False, truth True: moving to 0,0 leaves a P-position,
        so the player to move wins
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        bound = check_natural(bound, "bound")
        positions, total = [], 0
        while len(positions) < bound:
            positions.extend((x, total - x) for x in range(total + 1))
            total += 1
        return positions[:bound]

    def sample_large_positions(self, count, rng):
        """`count` random huge positions for :func:`gamelib.check`: cold ones,
        their neighbours, and random pairs, with up to thirty digits.

        Their outcomes and winning moves are exact by the integer formulas;
        their Sprague-Grundy values (unknown for hot positions) are not asked.

        Examples
        --------
        >>> import random
        >>> sample = gl.Wythoff().sample_large_positions(3, random.Random(1))
        >>> [gl.outcome(gl.Wythoff(), p) for p in sample]
        ['P', 'N', 'N']
        """
        count = check_size(count, "count", MOST_SAMPLES)
        count = check_natural(count, "count")
        positions = []
        for i in range(count):
            k = rng.randrange(10**6, 10**30)
            a, b = wythoff_pair(k)
            cold = (a, b) if rng.random() < 0.5 else (b, a)
            shift = rng.choice([(1, 0), (0, 1), (1, 1), (-1, 0), (0, -1)])
            near = (cold[0] + shift[0], cold[1] + shift[1])
            pair = (rng.randrange(10**30), rng.randrange(10**30))
            positions.append((cold, near, pair)[i % 3])
        return positions

    def sample_shapes(self, rng):
        """Pairs of every size class (0 to beyond 2**64), equal piles, an empty
        pile, each followed by a winning move from it (a cold position)."""
        pairs = []
        for s in range(8):
            for t in range(8):
                pairs.append((size(rng, s), size(rng, t)))
            a = size(rng, s)
            pairs += [(a, a), (0, a), (a, 0)]
        return with_losses(self, pairs, rng)

    def sg_closed_form(self, position):
        if is_cold(position):
            return 0
        x, y = position
        moves = (x + 1) * (y + 1) * (x + y + min(x, y)) // 2
        if moves > self.search_limit:
            raise SearchLimitError(
                f"the Sprague-Grundy value of the hot position {position!r} has no "
                f"known formula, and the search would examine about {moves:,} "
                f"moves, more than search_limit = {self.search_limit:,}: use "
                "gamelib.heapgames.wythoff.sg_table for a table of values (or raise "
                "search_limit); is_cold and winning_moves are exact at any size"
            )
        return None

    def outcome_closed_form(self, position):
        return "P" if is_cold(position) else "N"

    def winning_moves_closed_form(self, position):
        x, y = position
        moves = []
        low, _ = wythoff_pair(abs(y - x))
        if min(x, y) > low:
            t = min(x, y) - low
            moves.append((x - t, y - t))
        if (i := partner(y)) < x:
            moves.append((i, y))
        if (j := partner(x)) < y:
            moves.append((x, j))
        return moves

    def describe_move(self, position, option):
        (x, y), (u, v) = position, option
        if x != u and y != v:
            return f"take {x - u} from both"
        if x != u:
            return f"pile 1: {x} → {u}"
        return f"pile 2: {y} → {v}"
