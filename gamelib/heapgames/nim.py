"""Nim by Bouton's theorem: winning moves, their number, and the binary columns.

The ruleset itself is :class:`gamelib.Nim`, which the generic engine analyses
like any other game. This module answers the questions of chapter 2 directly
from the heap sizes, with exact integer arithmetic, so heaps of a hundred
digits cost nothing:

- a Nim position is a P-position exactly when the *nim-sum* (bitwise XOR) ``s``
  of its heaps is 0 (Bouton's theorem);
- otherwise the winning moves are exactly "reduce a heap ``h`` to ``h ^ s``",
  for the heaps with ``h ^ s < h``, which are the heaps that have a 1 in the
  leading binary column of ``s``.

The winning moves themselves are ``gl.winning_moves(gl.Nim(), heaps)``, the
positions they leave, like every game's; :class:`NimMove` describes a move
for display as ``(index, take, leave)``: which heap (counted from 0), how
many counters are taken, how many are left.
"""

from collections import namedtuple
from dataclasses import dataclass
from functools import reduce
from operator import xor

from gamelib.engine import args as arg
from gamelib.heapgames.games import Nim

__all__ = [
    "NimMove",
    "NimTable",
    "nim_table",
    "nim_winning_move_count",
]

_RULES = Nim()  # used only to validate positions; it holds no cache here


def _heaps(heaps):
    """Validate a Nim position given by a reader and return it as a tuple."""
    return _RULES.check(heaps)


class NimMove(namedtuple("NimMove", ["index", "take", "leave"])):
    """How a Nim move reads: take `take` counters from heap `index`, leaving `leave`.

    A description for display, not a position: the winning moves themselves
    come from ``gl.winning_moves(gl.Nim(), heaps)``, as the positions they
    leave, and :meth:`between` describes one of them. `index` counts heaps
    from 0, as Python does; the heap had ``take + leave`` counters.

    Examples
    --------
    >>> after = gl.winning_moves(gl.Nim(), (3, 4, 5))[0]
    >>> move = gl.heapgames.nim.NimMove.between((3, 4, 5), after)
    >>> after, move, str(move)
    ((1, 4, 5), NimMove(index=0, take=2, leave=1), 'heap 1: 3 → 1 (take 2)')
    """

    __slots__ = ()

    @classmethod
    def between(cls, heaps, after):
        """Describe the move from the Nim position `heaps` to `after`.

        Raises
        ------
        ValueError
            If `after` is not reached from `heaps` by one move of Nim.

        Examples
        --------
        >>> gl.heapgames.nim.NimMove.between((3, 4, 5), (3, 4, 6))  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        ValueError: (3, 4, 6) is not one move of Nim from (3, 4, 5): ...
        """
        heaps, after = _heaps(heaps), _heaps(after)
        changed = [i for i, h in enumerate(heaps[: len(after)]) if h != after[i]]
        if len(heaps) != len(after) or len(changed) != 1:
            problem = "a move changes exactly one heap"
        elif after[changed[0]] > heaps[changed[0]]:
            problem = "a move takes counters, it never adds them"
        else:
            i = changed[0]
            return cls(i, heaps[i] - after[i], after[i])
        raise ValueError(f"{after!r} is not one move of Nim from {heaps!r}: {problem}")

    def __str__(self):
        before = self.take + self.leave
        return f"heap {self.index + 1}: {before} → {self.leave} (take {self.take})"


@arg.check_args(heaps=arg.heaps)
def nim_winning_move_count(heaps):
    """Return how many winning moves a Nim position has (0 for a P-position).

    It is the number of heaps with a 1 in the leading binary column of the
    nim-sum, so it is odd for every N-position.

    Parameters
    ----------
    heaps : tuple or list of int

    Returns
    -------
    int
        Odd for an N-position, 0 for a P-position.

    Raises
    ------
    TypeError, ValueError
        If `heaps` is not a Nim position: a tuple or list of non-negative
        integers (floats, strings and bools are refused).

    Examples
    --------
    >>> gl.heapgames.nim.nim_winning_move_count((5, 7, 9))
    1
    >>> gl.heapgames.nim.nim_winning_move_count((3, 5, 6, 7))
    3
    >>> gl.heapgames.nim.nim_winning_move_count((4, 4))
    0
    """
    _, moves = _nim_sum_and_moves(_heaps(heaps))
    return len(moves)


def _nim_sum_and_moves(heaps):
    """The nim-sum s of `heaps` and the winning moves: each heap h with h ^ s < h."""
    total = reduce(xor, heaps, 0)
    moves = tuple(
        NimMove(i, h - (h ^ total), h ^ total)
        for i, h in enumerate(heaps)
        if h ^ total < h
    )
    return total, moves


#: The most binary columns nim_table writes out.
MOST_COLUMNS = 4096


def _column_label(power):
    return str(1 << power) if power < 10 else f"2^{power}"


@dataclass(frozen=True)
class NimTable:
    """The heaps of a Nim position written in binary, one column per power of 2.

    Made by :func:`nim_table`; ``str(table)`` is the table as text.

    Attributes
    ----------
    heaps : tuple of int
        The position.
    width : int
        The number of binary columns (at least 1).
    rows : tuple of tuple of int
        ``rows[i][j]`` is the bit of heap ``i`` in column ``j``; column 0 is
        the most significant, worth ``2 ** (width - 1)``.
    total : int
        The nim-sum of the heaps.
    total_row : tuple of int
        The bits of `total`: the parity of each column.
    leading : int or None
        The column of the leading 1 of `total` (None when `total` is 0).
    moves : tuple of NimMove
        The winning moves: the heaps with a 1 in column `leading`.
    """

    heaps: tuple
    width: int
    rows: tuple
    total: int
    total_row: tuple
    leading: int | None
    moves: tuple

    @property
    def powers(self):
        """The value of each column, most significant first."""
        return tuple(1 << (self.width - 1 - j) for j in range(self.width))

    def __str__(self):
        labels = [_column_label(self.width - 1 - j) for j in range(self.width)]
        size_width = max(4, *(len(str(h)) for h in (*self.heaps, self.total)))
        name_width = max(4, len(str(len(self.heaps))))

        def line(name, size, bits, note=""):
            cells = " ".join(
                f"{b:>{len(lab)}}" for b, lab in zip(bits, labels, strict=True)
            )
            text = f"{name:>{name_width}}  {size:>{size_width}} | {cells}"
            return f"{text}  {note}".rstrip()

        moves = {move.index: move for move in self.moves}
        lines = [line("heap", "size", labels)]
        for i, (h, bits) in enumerate(zip(self.heaps, self.rows, strict=True)):
            note = ""
            if i in moves:
                note = f"← winning move: {h} → {moves[i].leave}"
            lines.append(line(i + 1, h, bits, note))
        lines.append(line("xor", self.total, self.total_row))
        if self.leading is not None:
            offset = name_width + size_width + 5
            offset += sum(len(lab) + 1 for lab in labels[: self.leading])
            offset += len(labels[self.leading]) - 1
            lines.append(" " * offset + "^ leading column of the nim-sum")
        return "\n".join(lines)


@arg.check_args(heaps=arg.heaps)
def nim_table(heaps):
    """Return the binary columns of a Nim position, its nim-sum and winning moves.

    Bouton's theorem in one picture: a column has an odd number of 1s exactly
    where the nim-sum has a 1; the winning moves are on the heaps with a 1 in
    the leading column of the nim-sum.

    Parameters
    ----------
    heaps : tuple or list of int
        A Nim position, checked as by :func:`nim_winning_move_count`.

    Returns
    -------
    NimTable

    Raises
    ------
    ValueError
        If a heap has more than ``MOST_COLUMNS`` binary digits, besides the
        refusals of :func:`nim_winning_move_count`.

    Examples
    --------
    >>> table = gl.heapgames.nim.nim_table((3, 4, 5))
    >>> table.rows, table.total_row, table.leading
    (((0, 1, 1), (1, 0, 0), (1, 0, 1)), (0, 1, 0), 1)
    >>> print(table)
    heap  size | 4 2 1
       1     3 | 0 1 1  ← winning move: 3 → 1
       2     4 | 1 0 0
       3     5 | 1 0 1
     xor     2 | 0 1 0
                   ^ leading column of the nim-sum
    """
    heaps = _heaps(heaps)
    total, moves = _nim_sum_and_moves(heaps)
    width = max(1, *(h.bit_length() for h in heaps)) if heaps else 1
    if width > MOST_COLUMNS:
        raise ValueError(
            f"a heap has {width:,} binary digits: the table writes at most "
            f"{MOST_COLUMNS:,} columns (gl.winning_moves(gl.Nim(), heaps) answers "
            "for heaps of any size)"
        )

    def bits(n):
        return tuple((n >> (width - 1 - j)) & 1 for j in range(width))

    return NimTable(
        heaps=heaps,
        width=width,
        rows=tuple(bits(h) for h in heaps),
        total=total,
        total_row=bits(total),
        leading=width - total.bit_length() if total else None,
        moves=moves,
    )
