"""Staircase Nim: coins on the steps of a staircase, moved one step down.

Stairs are numbered 1, 2, ..., m from the floor up; a move takes any positive
number of coins from one stair j and puts them on stair j - 1. Coins that
reach the floor (stair 0) are out of play, and the player who cannot move
loses. A position is the tuple ``(c1, c2, ..., cm)`` of the coin counts of
stairs 1 to m, so stair j is ``position[j - 1]`` and the odd-numbered stairs
are ``position[0::2]``.

Closed form: the Sprague-Grundy value is the XOR of the odd-numbered stairs
(coins on even stairs do not count), tested against the search over all
small positions. The chessmen-on-a-strip game of POJ 1704 reduces to it.
"""

from functools import reduce
from itertools import pairwise, product
from operator import xor

from gamelib.engine.args import MOST_SAMPLES, check_natural, check_size
from gamelib.engine.heaps import HeapRow
from gamelib.engine.shapes import SMALL_VALUES, heap_rows, plant

__all__ = ["StaircaseNim", "chessmen_staircase", "jumping_staircase"]


def _move_down(stairs, i, moved):
    """The staircase after `moved` coins go from stair i + 1 one stair down."""
    after = list(stairs)
    after[i] -= moved
    if i:
        after[i - 1] += moved
    return tuple(after)


class StaircaseNim(HeapRow):
    """Staircase Nim; a position is the tuple of coin counts of stairs 1, 2, ...

    Examples
    --------
    >>> game = gl.StaircaseNim()
    >>> game.options((1, 2))  # stair 1 -> floor, or 1 or 2 coins stair 2 -> 1
    [(0, 2), (2, 1), (3, 0)]
    >>> gl.sg(game, (3, 9, 5))  # odd stairs 1 and 3: 3 ^ 5
    6
    >>> gl.winning_moves(game, (3, 9, 5))  # 2 coins stair 2 -> 1, or stair 3 -> 2
    [(5, 7, 5), (3, 11, 3)]
    >>> gl.sg(game, (3, -1))
    Traceback (most recent call last):
    ...
    ValueError: sg(): position: the coins on a stair of staircase Nim must be a
    non-negative integer,
    got -1
    """

    name = "staircase Nim"
    heap_word = "the coins on a stair"

    def row_options(self, position):
        if sum(position) > self.search_limit:  # one move per coin of each stair
            self._too_many_options(self.search_limit)
        moves = []
        for i, coins in enumerate(position):
            for moved in range(1, coins + 1):
                moves.append(_move_down(position, i, moved))
        return moves

    def key(self, position):
        end = len(position)
        while end and not position[end - 1]:
            end -= 1
        return position[:end]

    def sg_closed_form(self, position):
        return reduce(xor, position[0::2], 0)

    def winning_moves_closed_form(self, position):
        total = self.sg_closed_form(position)
        if total == 0:
            return []
        moves = []
        for i, coins in enumerate(position):
            if i % 2 == 0 and coins ^ total < coins:  # odd stair: a Nim move
                moved = coins - (coins ^ total)
            elif (
                i % 2 == 1 and 0 < (position[i - 1] ^ total) - position[i - 1] <= coins
            ):
                moved = (position[i - 1] ^ total) - position[i - 1]  # fill stair below
            else:
                continue
            moves.append(_move_down(position, i, moved))
        return moves

    def sample_positions(self, bound):
        """Small staircases for :func:`gamelib.check`, fewest coins first.

        Every staircase of up to 4 stairs with at most 4 coins on each (the
        `bound` is not used: that is already 781 positions).

        Examples
        --------
        >>> gl.StaircaseNim().sample_positions(2000)[:5]
        [(), (0,), (0, 0), (0, 0, 0), (0, 0, 0, 0)]
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        stairs = [p for m in range(5) for p in product(range(5), repeat=m)]
        return sorted(stairs, key=lambda p: (sum(p), len(p), p))

    def sample_shapes(self, rng):
        """Staircases of 1 to 10 stairs from 0 to beyond 2**64 coins, repeated
        stairs, and staircases completed to values 0 to 31 on an odd stair."""

        def complete(row, want):
            if not row:
                return None
            last = (len(row) - 1) // 2 * 2  # the highest odd-numbered stair
            rest = reduce(xor, row[0:last:2], 0)
            return (*row[:last], rest ^ want, *row[last + 1 :])

        return plant(heap_rows(rng), self.sg_closed_form, complete, rng, SMALL_VALUES)

    def sample_large_positions(self, count, rng):
        """`count` random staircases of 1 to 6 stairs with up to 10**9 coins each."""
        count = check_size(count, "count", MOST_SAMPLES)
        return [
            tuple(rng.randrange(10**9) for _ in range(rng.randint(1, 6)))
            for _ in range(count)
        ]

    def describe_move(self, position, option):
        j = max(
            i for i, (a, b) in enumerate(zip(position, option, strict=True)) if a != b
        )
        target = f"stair {j}" if j else "the floor"
        return f"{position[j] - option[j]} from stair {j + 1} to {target}"


def chessmen_staircase(cells):
    """Return the staircase of the chessmen game of POJ 1704 ("Georgia and Bob").

    Chessmen stand on distinct cells 1, 2, 3, ... of a strip; a move slides
    one chessman to the left, over empty cells only (never onto or past
    another chessman or off the strip). The gaps between neighbours behave
    like stairs: moving a chessman left by d takes d from the gap before it
    and adds d to the gap after it. The gap before the rightmost chessman is
    stair 1, the gap before the next one stair 2, and so on, and the empty
    cells before the leftmost chessman are the top stair.

    Parameters
    ----------
    cells : iterable of int
        The occupied cells, positive and distinct, in any order.

    Returns
    -------
    tuple of int
        A :class:`StaircaseNim` position with the same game graph shape.

    Raises
    ------
    TypeError, ValueError
        If a cell is not a positive integer or two chessmen share a cell.

    Examples
    --------
    >>> gl.heapgames.staircase.chessmen_staircase([1, 5, 6, 7, 9, 12, 14, 17])
    (2, 1, 2, 1, 0, 0, 3, 0)
    >>> gl.heapgames.staircase.chessmen_staircase([3, 3])
    Traceback (most recent call last):
    ...
    ValueError: two chessmen on cell 3: the cells must be distinct
    """
    if isinstance(cells, (str, bytes)) or not hasattr(cells, "__iter__"):
        raise TypeError(
            f"cells must be a collection of positive integers, got {cells!r}"
        )
    occupied = sorted(check_natural(c, "a chessman's cell") for c in cells)
    for before, after in pairwise(occupied):
        if before == after:
            raise ValueError(
                f"two chessmen on cell {after}: the cells must be distinct"
            )
    if occupied and occupied[0] == 0:
        raise ValueError("the cells of the strip are numbered from 1, got cell 0")
    gaps = [b - a - 1 for a, b in pairwise([0, *occupied])]
    return tuple(reversed(gaps))


def jumping_staircase(pieces, width=20):
    """Return the staircase of a row of Luogu P2575 ("高手过招").

    Pieces stand on distinct cells 1 to `width` of a row; a move takes one
    piece to the nearest empty cell on its right, jumping over the pieces in
    between (a piece with no empty cell to its right cannot move). Number the
    empty cells from the right: stair j holds the pieces between the j-th
    and the (j + 1)-th empty cell, and the pieces right of the first empty
    cell are on the floor. A piece jumping into the j-th empty cell leaves
    its own cell empty in its place: the pieces it jumped over, and itself,
    go one stair down, and any number of them from 1 to all of stair j may
    go, as in staircase Nim.

    Parameters
    ----------
    pieces : iterable of int
        The occupied cells, distinct, from 1 to `width`.
    width : int, default 20
        The length of the row.

    Returns
    -------
    tuple of int
        The stairs from 1 up, as :func:`chessmen_staircase` returns them.

    Raises
    ------
    TypeError, ValueError
        If a cell is not an integer from 1 to `width` or two pieces share one.

    Examples
    --------
    >>> gl.heapgames.staircase.jumping_staircase([19, 20])  # both on the floor
    ()
    >>> gl.heapgames.staircase.jumping_staircase([2, 3, 6], width=8)  # .xx..x..
    (0, 1, 0, 2)
    >>> gl.heapgames.staircase.jumping_staircase([21])
    Traceback (most recent call last):
    ...
    ValueError: a piece stands on a cell 1 to 20, got 21
    """
    width = check_size(width, "width", 10**6, "the row has one cell per unit")
    if isinstance(pieces, (str, bytes)) or not hasattr(pieces, "__iter__"):
        raise TypeError(f"pieces must be a collection of cells, got {pieces!r}")
    occupied = set()
    for cell in pieces:
        cell = check_natural(cell, "a piece's cell")
        if not 1 <= cell <= width:
            raise ValueError(f"a piece stands on a cell 1 to {width}, got {cell}")
        if cell in occupied:
            raise ValueError(f"two pieces on cell {cell}: the cells must be distinct")
        occupied.add(cell)
    stairs, run = [], 0
    for cell in range(width, 0, -1):  # from the right end
        if cell in occupied:
            run += 1
        else:
            stairs.append(run)  # the pieces right of this empty cell
            run = 0
    stairs.append(run)
    while len(stairs) > 1 and stairs[-1] == 0:
        stairs.pop()  # empty stairs at the top change nothing
    return tuple(stairs[1:])  # stairs[0] is the floor
