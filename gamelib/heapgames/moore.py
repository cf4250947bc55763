"""Moore's Nim_k: Nim in which one move may take from up to k heaps at once.

A move chooses between 1 and k non-empty heaps and removes a positive number
of counters from each of them (different amounts allowed). Nim is the case
k = 1. Moore's theorem (1910): write the heaps in binary; the position is a
P-position if and only if, in every binary column, the number of 1s is a
multiple of k + 1.

Unlike Nim, Nim_k has no known formula for its Sprague-Grundy values, only
for its P-positions; so the closed form here answers ``sg`` on P-positions
(value 0) and leaves the other positions to the search, while ``outcome``
and ``winning_moves`` answer instantly for any heaps by the theorem, and
:func:`moore_construction` makes the one move of Moore's proof. All are
tested against the search over all small positions.
"""

from functools import reduce
from itertools import combinations, product
from math import comb, factorial, prod
from operator import xor

from gamelib.engine import args as arg
from gamelib.engine.args import MOST_SAMPLES, check_heaps, check_positive, check_size
from gamelib.engine.game import SearchLimitError
from gamelib.engine.heaps import HeapRow
from gamelib.engine.shapes import heap_rows

__all__ = ["MooreNim", "column_sums", "moore_construction", "whole_turns"]

#: pi to 60 decimals, as a fraction over 10**60 (pi lies in [_PI, _PI + 1] / 10**60).
_PI = 3_141592653589793238462643383279502884197169399375105820974944
_PI_SCALE = 10**60


def _check_heaps(position):
    return check_heaps(position, "Moore's Nim")


@arg.check_args(heaps=arg.heaps)
def column_sums(heaps):
    """Return the number of 1 bits in each binary column, least significant first.

    Examples
    --------
    >>> gl.heapgames.moore.column_sums((3, 5, 6))  # 011, 101, 110
    [2, 2, 2]
    >>> gl.heapgames.moore.column_sums(())
    []
    """
    heaps = _check_heaps(heaps)
    width = max(heaps, default=0).bit_length()
    return [sum(h >> bit & 1 for h in heaps) for bit in range(width)]


def _moore_outcome(heaps, k):
    """Moore's theorem: "P" exactly when every column count is a multiple of k + 1."""
    return "P" if all(s % (k + 1) == 0 for s in column_sums(heaps)) else "N"


@arg.check_args(heaps=arg.heaps, k=arg.positive)
def moore_construction(heaps, k):
    """Return the winning move that Moore's proof constructs, or None if there is none.

    A strategy in the sense of ``check(..., kind="move")``: one move to a
    P-position, or None from a P-position; ``gl.winning_moves(MooreNim(k),
    heaps)`` lists all of them.

    The construction of Moore's proof: go through the binary columns from the
    most significant one, keeping a set of *changed* heaps (at most k), whose
    lower bits are free because a higher bit has already gone from 1 to 0.
    In each column let s be the count of 1s among the unchanged heaps, modulo
    k + 1. If s heaps can join the changed ones (at most k in all), clear
    this bit in s unchanged heaps that have it; otherwise set it in
    ``k + 1 - s`` changed heaps. Every column then holds a multiple of k + 1.

    Examples
    --------
    >>> gl.heapgames.moore.moore_construction((3, 5, 6), 2)
    (3, 3, 3)
    >>> gl.outcome(gl.MooreNim(2), (3, 3, 3))
    'P'
    >>> gl.heapgames.moore.moore_construction((1, 2, 3, 4, 5, 6, 7), 3) is None
    True
    """
    heaps = _check_heaps(heaps)
    k = check_positive(k, "k (the most heaps one move may use)")
    if _moore_outcome(heaps, k) == "P":
        return None
    new = list(heaps)
    changed = []
    for bit in reversed(range(max(heaps).bit_length())):
        mask = 1 << bit
        ones = [i for i, h in enumerate(heaps) if i not in changed and h & mask]
        s = len(ones) % (k + 1)
        for i in changed:
            new[i] &= ~mask
        if len(changed) + s <= k:
            for i in ones[:s]:
                new[i] &= ~mask
            changed.extend(ones[:s])
        else:
            for i in changed[: k + 1 - s]:
                new[i] |= mask
    return tuple(new)


def _spend(budget, steps, position):
    """Take `steps` from the one-item list `budget`, or refuse when it is spent."""
    budget[0] -= steps
    if budget[0] < 0:
        raise SearchLimitError(
            f"{_short(position)} has too many winning moves to list (the search "
            "for them passed search_limit steps); "
            "gamelib.heapgames.moore.moore_construction "
            "gives one"
        )


def _completions(position, chosen, k, width, budget):
    """New sizes for the heaps `chosen`, all smaller, that leave a P-position.

    `budget` is a one-item list: the steps of the search left to all calls
    (a position of huge heaps has astronomically many completions).
    """
    others = [h for i, h in enumerate(position) if i not in chosen]
    need = [-sum(h >> bit & 1 for h in others) % (k + 1) for bit in range(width)]
    if any(r > len(chosen) for r in need):
        return
    old = [position[i] for i in chosen]
    # Each frame: the next bit (downwards), the sizes so far, which are smaller.
    stack = [(width - 1, (0,) * len(chosen), (False,) * len(chosen))]
    while stack:
        _spend(budget, 1, position)
        bit, sizes, smaller = stack.pop()
        if bit < 0:
            if all(smaller):
                yield sizes
            continue
        for ones in combinations(range(len(chosen)), need[bit]):
            new_sizes, new_smaller, legal = list(sizes), list(smaller), True
            for j in range(len(chosen)):
                mine, theirs = j in ones, old[j] >> bit & 1
                if not smaller[j] and mine and not theirs:
                    legal = False  # would grow past the old size
                    break
                new_smaller[j] = smaller[j] or (theirs and not mine)
                new_sizes[j] |= mine << bit
            if legal:
                stack.append((bit - 1, tuple(new_sizes), tuple(new_smaller)))


#: Most winning moves listed at once: a position of huge heaps may have more
#: than can be written down.
MOST_LISTED = 100_000


def _short(position, most=80):
    text = repr(position)
    return text if len(text) <= most else text[: most - 3] + "..."


class MooreNim(HeapRow):
    """Moore's Nim_k: take from at least one and at most `k` heaps in one move.

    Parameters
    ----------
    k : int
        The most heaps one move may use; a positive integer (1 gives Nim).

    Notes
    -----
    ``sg`` of an N-position needs the search, which examines every move of
    every position below it: about ``search_moves_limit`` moves take a
    second. Beyond that ``sg`` raises :class:`gamelib.SearchLimitError` at
    once (raise the attribute on an instance to search anyway); ``outcome``
    and ``winning_moves`` follow Moore's theorem and answer at once for
    large heaps. ``closed_form=False`` always searches.

    Examples
    --------
    >>> game = gl.MooreNim(2)
    >>> game.options((1, 1))
    [(0, 1), (1, 0), (0, 0)]
    >>> gl.outcome(game, (1, 2, 3)), gl.outcome(gl.Nim(), (1, 2, 3))
    ('N', 'P')
    >>> gl.winning_moves(game, (1, 2, 3))  # take from heaps 2 and 3 at once
    [(1, 1, 1)]
    >>> gl.winning_moves(game, (300, 500, 700))  # by the theorem, at once
    [(300, 300, 300)]
    >>> gl.MooreNim(0)
    Traceback (most recent call last):
    ...
    ValueError: k (the most heaps one move may use) must be a positive integer, got 0
    """

    name = "Moore's Nim"
    #: Largest estimated number of moves ``sg`` may examine (see Notes).
    search_moves_limit = 2_000_000

    def __init__(self, k):
        self.k = check_positive(k, "k (the most heaps one move may use)")

    def row_options(self, position):
        nonempty = [i for i, h in enumerate(position) if h]
        # count first: the moves are the products of the chosen heaps' sizes
        most, total = self.search_limit, 0
        for size in range(1, self.k + 1):
            total += comb(len(nonempty), size)
            if total > most:
                self._too_many_options(most)
        for size in range(1, self.k + 1):
            for chosen in combinations(nonempty, size):
                total += prod(position[i] for i in chosen)
                if total > most:
                    self._too_many_options(most)
        moves = []
        for size in range(1, self.k + 1):
            for chosen in combinations(nonempty, size):
                for smaller in product(*(range(position[i]) for i in chosen)):
                    heaps = list(position)
                    for i, h in zip(chosen, smaller, strict=True):
                        heaps[i] = h
                    moves.append(tuple(heaps))
        return moves

    def key(self, position):
        return tuple(sorted(h for h in position if h))

    def outcome_closed_form(self, position):
        return _moore_outcome(position, self.k)

    def winning_moves_closed_form(self, position):
        """Every winning move, by Moore's theorem, without listing the options.

        A move changes a set S of at most k heaps, each to a smaller size, so
        that every binary column of the result holds a multiple of k + 1 ones:
        in each column the heaps of S must hold exactly r ones, where r is
        what the other heaps need modulo k + 1. For each S the new sizes are
        found bit by bit from the top, keeping for each heap whether it is
        already smaller than before (below that, any bit is allowed). At most
        ``search_limit`` moves are listed (a huge position may have more than
        can be written down: SearchLimitError then).
        """
        k, width = self.k, max(position, default=0).bit_length()
        nonempty = [i for i, h in enumerate(position) if h]
        found, budget = {}, [self.search_limit]
        most = min(self.search_limit, MOST_LISTED)
        for size in range(1, min(k, len(nonempty)) + 1):
            for chosen in combinations(nonempty, size):
                _spend(budget, len(position) * (width + 1), position)
                for sizes in _completions(position, chosen, k, width, budget):
                    heaps = list(position)
                    for i, h in zip(chosen, sizes, strict=True):
                        heaps[i] = h
                    found[tuple(heaps)] = None
                    if len(found) > most:
                        raise SearchLimitError(
                            f"{_short(position)} has more than {most:,} "
                            "winning moves, too many to list; "
                            "gamelib.heapgames.moore.moore_construction gives one"
                        )
        return list(found)

    def sg_closed_form(self, position):
        if self.k == 1:
            return reduce(xor, position, 0)  # Nim: Bouton's theorem
        if _moore_outcome(position, self.k) == "P":
            return 0
        heaps = [h for h in position if h]
        positions = prod(h + 1 for h in heaps) // factorial(len(heaps))
        moves = sum(
            prod(chosen)
            for size in range(1, self.k + 1)
            for chosen in combinations(heaps, size)
        )
        if positions * moves > self.search_moves_limit:
            raise SearchLimitError(
                f"Moore's Nim has no formula for the Sprague-Grundy value of an "
                f"N-position, and the search from {position!r} would examine about "
                f"{positions * moves:,} moves (search_moves_limit is "
                f"{self.search_moves_limit:,}); outcome() and "
                "winning_moves() answer instantly, or raise search_moves_limit "
                "on the game to search anyway"
            )
        return None

    def sample_positions(self, bound):
        """Small positions for :func:`gamelib.check`, fewest counters first.

        Every position of 1 to 3 heaps below 6 and of 4 heaps below 4 (the
        `bound` is not used). There are no random large positions: the
        Sprague-Grundy values of N-positions need the search.

        Examples
        --------
        >>> gl.MooreNim(2).sample_positions(2000)[:4]
        [(0,), (0, 0), (0, 0, 0), (0, 0, 0, 0)]
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        heaps = [p for m in (1, 2, 3) for p in product(range(6), repeat=m)]
        heaps += product(range(4), repeat=4)
        return sorted(heaps, key=lambda p: (sum(p), len(p), p))

    def sample_shapes(self, rng):
        """Rows of 1 to 9 heaps from 0 to beyond 2**64, repeated heaps, and
        planted P-positions: each binary column given a multiple of k + 1 ones."""
        rows = heap_rows(rng)
        for n in range(1, 10):
            for bits in (3, 8, 21, 64, 70):
                heaps = [0] * n
                for b in range(bits):
                    ones = rng.randrange(0, n // (self.k + 1) + 1) * (self.k + 1)
                    for i in rng.sample(range(n), ones):
                        heaps[i] |= 1 << b
                rows.append(tuple(heaps))
        return rows

    def describe_move(self, position, option):
        changes = [
            f"heap {i + 1}: {a} → {b}"
            for i, (a, b) in enumerate(zip(position, option, strict=True))
            if a != b
        ]
        return ", ".join(changes)

    def __repr__(self):
        return f"MooreNim({self.k})"


def whole_turns(length, radius):
    """Return the number of whole turns a ball of `radius` makes over `length`.

    That is floor(length / (2 pi radius)), computed exactly with integers: pi
    is known to 60 decimals, which decides the floor for every length and
    radius below 10**20 (the quotient would have to lie within 10**-40 of a
    whole number for the two bounds on pi to disagree; then this raises
    rather than guess). POJ 2315 measures distances in whole turns: a ball
    at distance S needs ``whole_turns(S, R) + 1`` turns to reach the goal
    (S / (2 pi R) is never a whole number, pi being irrational), and a shot
    goes at most ``whole_turns(L, R)`` turns.

    Raises
    ------
    TypeError, ValueError
        If `length` is negative, `radius` is not positive, either is not an
        integer, or either is 10**20 or more.

    Examples
    --------
    >>> whole_turns = gl.heapgames.moore.whole_turns
    >>> whole_turns(30, 1), whole_turns(6, 1)  # 2 pi = 6.28...
    (4, 0)
    >>> whole_turns(10**8, 1)  # 10**8 / 6.283185307... = 15915494.30...
    15915494
    """
    length = check_size(length, "length", 10**20 - 1, "pi is stored to 60 decimals")
    radius = check_size(radius, "radius", 10**20 - 1, "pi is stored to 60 decimals")
    radius = check_positive(radius, "radius")
    low = length * _PI_SCALE // (2 * radius * (_PI + 1))
    high = length * _PI_SCALE // (2 * radius * _PI)
    if low != high:  # pragma: no cover - the quotient within 1e-40 of a whole number
        raise ValueError(
            f"cannot decide floor({length} / (2 pi {radius})) with 60 decimals of pi"
        )
    return low
