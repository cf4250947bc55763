"""What a position of a heap game is, decided once for every heap game.

A position of a heap game is a row of heaps: a tuple of heap sizes, such as
``(3, 4, 5)``. A bare integer ``n`` is accepted everywhere as the one-heap
row ``(n,)``, and answers keep the reader's way of writing: the winning moves
from ``7`` are written as integers where they leave one heap (``0`` where
they leave none), from ``(7,)`` as tuples. So ``sg``, ``outcome`` and
``winning_moves`` agree on ``7`` and ``(7,)`` for every heap game.

:class:`HeapRow` is the base of the games whose positions are rows of heaps
(Nim, octal games, splitting games, Lasker's Nim, the lab's rule games,
staircase Nim, Moore's Nim); the games of one heap (subtraction games and
Bash's game) are written as integers and accept ``(n,)`` through
:func:`check_one_heap`. Both use :func:`check_heaps`, the one place where a
row of heaps is validated.
"""

from gamelib.engine.args import _is_heap_size, _short, check_heaps, check_natural
from gamelib.engine.game import Game, SearchLimitError
from gamelib.engine.shapes import heap_rows, heap_sum_shapes
from gamelib.utils.numeric import int_array

__all__ = ["HeapRow", "check_one_heap"]


def check_one_heap(position, name="this game"):
    """Return the heap of a one-heap game, written ``n`` or ``(n,)``.

    Examples
    --------
    >>> from gamelib.engine.heaps import check_one_heap
    >>> check_one_heap(7), check_one_heap((7,))
    (7, 7)
    >>> check_one_heap((3, 4), "Bash's game")
    Traceback (most recent call last):
    ...
    ValueError: a position of Bash's game is one heap, n or (n,), got (3, 4)
    """
    if isinstance(position, (tuple, list)):
        if len(position) != 1:
            raise ValueError(
                f"a position of {name} is one heap, n or (n,), got {tuple(position)!r}"
            )
        (position,) = position
    return check_natural(position, f"a heap of {name}")


def _rows_within_memory(game, position, count):
    """Refuse an answer of `count` rows as long as `position` past search_memory.

    Winning moves are copies of the row: a row of a million heaps with a
    million winning moves would be 10**12 heaps. Called before they are made.

    Examples
    --------
    >>> from gamelib.engine.heaps import _rows_within_memory
    >>> _rows_within_memory(gl.Nim(), (3, 4, 5), 1)
    """
    size = count * (8 * len(position) + 56)
    if size > game.search_memory:
        raise SearchLimitError(
            f"the answer for a row of {len(position):,} heaps of {game.name} is "
            f"{count:,} rows of as many heaps, more than search_memory = "
            f"{game.search_memory:,} bytes hold: ask about fewer heaps (for Nim, "
            "nim_winning_move_count counts them), or raise the budget on the "
            f"game: game.search_memory = {4 * game.search_memory:,}"
        )


class HeapRow(Game):
    """Base of the games whose positions are rows of heaps (see the module).

    ``check`` accepts a tuple (or list) of heap sizes or a bare integer for
    one heap, and ``written_like`` writes answers back in the reader's form.

    A ruleset gives ``row_options``. When a row is the disjunctive sum of its
    heaps (Nim, octal games, splitting games; not staircase Nim or Moore's
    Nim), it may also give ``heap_value(n)``, the value of one heap by its
    own method; then the value of a row is the nim-sum of its heaps' values
    (Theorem 3.3) and :func:`gamelib.sg_sequence` lists the heaps' values.
    """

    #: What one heap is called in error messages.
    heap_word = "a heap"

    def check(self, position):
        return check_heaps(position, self.name, self.heap_word)

    def options(self, position):
        """The options of a row of heaps (or of one heap written as an integer).

        Listing them counts against ``search_limit``: a heap of ``10**18``
        with a move to every smaller heap is refused with
        :class:`SearchLimitError` instead of filling the memory.
        """
        if _is_heap_size(position):
            row = self.row_options(check_heaps(position, self.name, self.heap_word))
            return [self.written_like(position, o) for o in self._counted(row)]
        return list(self._counted(self.row_options(position)))

    def _counted(self, options):
        most = self.search_limit
        for count, option in enumerate(options, 1):
            if count > most:
                self._too_many_options(most)
            yield option

    def _too_many_options(self, most, heap=None):
        """Raise :class:`SearchLimitError`: more options than `most` to list."""
        where = f"a heap of {_short(heap)}" if heap is not None else "this position"
        raise SearchLimitError(
            f"{where} of {self.name} has more options than search_limit = "
            f"{most:,}: ask about smaller heaps, or raise the budget on the game: "
            f"game.search_limit = {10 * most:,}"
        )

    def row_options(self, row):
        """Return the rows reachable from the row of heaps `row` in one move."""
        raise NotImplementedError(f"{type(self).__name__} must define row_options()")

    def heap_value(self, heap):
        """Return the value of one heap by the ruleset's own method, or None."""
        return None

    def sg_closed_form(self, position):
        total = 0
        for heap in position:
            value = self.heap_value(heap)
            if value is None:
                return None
            total ^= value
        return total

    def sg_sequence_closed_form(self, n):
        if n and self.heap_value(0) is None:
            return None
        if n > self.search_limit:
            raise SearchLimitError(
                f"{n:,} heap values of {self.name} are more than search_limit = "
                f"{self.search_limit:,} computed one by one: ask for fewer, or "
                "raise search_limit on the game"
            )
        return int_array(map(self.heap_value, range(n)), count=n)

    def sample_shapes(self, rng):
        """Rows of 1 to 9 heaps of up to 100 counters, for :func:`gamelib.check`.

        All heaps of one size class and mixed, zeros, repeated heaps such as
        (a, a, b, b), and, for a sum of heaps, rows completed to value 0 (a
        P-position) and to a small value by one more heap. Rulesets whose
        heap values are known for huge heaps offer larger ones.
        """
        if self.heap_value(0) is None:  # not a sum of heaps
            return heap_rows(rng, 1)
        return heap_sum_shapes(self, rng, 2)

    def written_like(self, given, position):
        """Write a one-heap row as an integer when the reader wrote an integer."""
        if _is_heap_size(given) and isinstance(position, tuple) and len(position) < 2:
            return position[0] if position else 0
        return position
