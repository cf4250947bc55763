"""Coin-turning games: a row of coins, and a move turns some of them over.

A position is a row of coins, each heads (``H``) or tails (``T``), written as
a string such as ``"THHT"``; the coins carry labels ``first, first + 1, ...``
from left to right. A move picks a heads coin x, turns it to tails, and turns
over (either way) a set S of coins to its left that the *rule* of the game
allows; x is the rightmost coin turned. Reading the row as a binary number
with the rightmost coin as the most significant bit, every move decreases it,
so every play ends.

Because the rule depends only on the labels, never on which coins show heads,
a heads coin is a game of its own: the Sprague-Grundy value of a row is the
XOR of the values ``g(x)`` of the rows with a single heads coin at x (the
closed form here, tested against the search over all small rows).
"""

import itertools
from functools import reduce
from itertools import product
from operator import index, xor

from gamelib.engine import args as arg
from gamelib.engine.args import MOST_SAMPLES, _short, check_natural, check_size
from gamelib.engine.core import mex
from gamelib.engine.game import Game, SearchLimitError
from gamelib.engine.shapes import plant
from gamelib.theory.nimbers import nim_product

__all__ = [
    "CoinTurningGame",
    "CoinTurningProduct",
    "MockTurtles",
    "RulerGame",
    "TurningTurtles",
]


def _flip(row, labels, first):
    coins = bytearray(row, "ascii")  # copied in C: a long row costs little
    for label in labels:
        coins[label - first] ^= _H_XOR_T
    return coins.decode("ascii")


_H_XOR_T = ord("H") ^ ord("T")  # turns an H byte into a T byte and back


class CoinTurningGame(Game):
    """A coin-turning game given by the sets of coins a move may turn with x.

    Parameters
    ----------
    turns : callable
        ``turns(x)`` returns the sets S (tuples or other collections of coin
        labels, each between `first` and ``x - 1``) that a move may turn over
        together with the heads coin x. ``()`` means "turn x alone".
    first : int, default 1
        The label of the leftmost coin (Ferguson labels Mock Turtles from 0).
    name : str, optional
        A name for messages.

    Raises
    ------
    TypeError
        If `turns` is not callable.

    Notes
    -----
    A position is a string of ``H`` and ``T``; its i-th character (from 0) is
    the coin labelled ``first + i``. Trailing tails change nothing, so rows
    that differ only by them share one cache entry. :meth:`coin_value` is
    the value g(x) of a row whose only heads coin is x, computed by the
    recursion ``g(x) = mex{ XOR of g(s) for s in S : S in turns(x) }``.

    Examples
    --------
    Turn one coin, or two adjacent coins (x and x - 1):

    >>> game = gl.CoinTurningGame(lambda x: [(), (x - 1,)] if x > 1 else [()])
    >>> game.options("THH")
    ['TTH', 'HTH', 'THT', 'TTT']
    >>> [game.coin_value(x) for x in range(1, 8)]
    [1, 2, 1, 2, 1, 2, 1]
    >>> gl.sg(game, "THH"), gl.sg(game, "THH", closed_form=False)
    (3, 3)
    >>> gl.sg(game, "THX")
    Traceback (most recent call last):
    ...
    ValueError: sg(): position: a row of coins is a string of H (heads) and T (tails),
    got 'X' in 'THX'
    """

    name = "coin-turning game"

    def __init__(self, turns, *, first=1, name=None):
        if not callable(turns):
            raise TypeError(
                f"turns must be a function x -> sets of coins turned with x, "
                f"got {turns!r}"
            )
        self._turns = turns
        self.first = check_natural(first, "the first coin's label")
        if name is not None:
            self.name = name
        self._values = []

    @arg.check_args(x=arg.natural)
    def turns(self, x):
        """Return the sets S the rule allows with coin x, checked, as tuples.

        Listing them counts against ``search_limit`` (a set costs one unit and
        one per coin in it): a rule that allows far more sets than a search
        could examine, such as the ruler game's at coin ``10**100``, is refused
        with :class:`SearchLimitError` instead of running for hours.
        """
        allowed, work, most = [], 0, self.search_limit
        for move in self._turns(x):
            if isinstance(move, (str, bytes)) or not hasattr(move, "__iter__"):
                raise TypeError(
                    f"the rule of {self.name} must give collections of coin "
                    f"labels for coin {x}, got {move!r}"
                )
            labels = tuple(move)
            if not all(type(label) is int for label in labels):
                labels = tuple(self._integer_label(label, x) for label in labels)
            if labels and (min(labels) < self.first or max(labels) >= x):
                label = next(a for a in labels if not self.first <= a < x)
                where = (
                    f"labels {self.first} to {x - 1}"
                    if x > self.first
                    else f"there are none: coin {x} is the leftmost"
                )
                raise ValueError(
                    f"the rule of {self.name} turns coin {label!r} together "
                    f"with coin {x}; the other coins turned must lie left of "
                    f"coin {x} ({where})"
                )
            if len(set(labels)) != len(labels):
                raise ValueError(
                    f"the rule of {self.name} turns a coin twice in {labels!r} "
                    f"(with coin {x})"
                )
            work += 1 + len(labels)
            if work > most:
                raise SearchLimitError(
                    f"the rule of {self.name} allows more sets of coins with coin "
                    f"{_short(x)} than search_limit = {most:,} units of work can "
                    "list (a set costs one unit and one per coin): ask about a "
                    "smaller coin, or raise the budget on the game: "
                    f"game.search_limit = {10 * most:,}"
                )
            allowed.append(labels)
        return allowed

    def _integer_label(self, label, x):
        if isinstance(label, bool) or not hasattr(type(label), "__index__"):
            raise TypeError(
                f"the rule of {self.name} must give coin labels (integers) for "
                f"coin {x}, got {label!r} ({type(label).__name__})"
            )
        return index(label)

    def check(self, position):
        if not isinstance(position, str):
            raise TypeError(
                f"a row of coins is a string of H (heads) and T (tails), such as "
                f"'THHT', got {position!r} ({type(position).__name__})"
            )
        for coin in position:
            if coin not in "HT":
                raise ValueError(
                    f"a row of coins is a string of H (heads) and T (tails), "
                    f"got {coin!r} in {position!r}"
                )
        return position

    def key(self, position):
        return position.rstrip("T")

    @arg.check_args(position=arg.own_position)
    def heads(self, position):
        """Return the labels of the heads coins of `position`, left to right."""
        return [self.first + i for i, coin in enumerate(position) if coin == "H"]

    def options(self, position):
        """The rows one move reaches, each once, listed as the moves come.

        Every option is a copy of the row, so the rows are counted against
        ``search_memory`` and the rule's sets (one unit each and one per coin)
        against ``search_limit``, across all the heads coins, as they are
        listed: a long row is refused before it fills the memory.
        """
        row_bytes = len(position) + 65  # the string, its dict slot, its pointer
        most_rows = max(self.search_memory // row_bytes, 1)
        work, most = 0, self.search_limit
        found = {}
        for x in self.heads(position):
            for others in self.turns(x):
                work += 1 + len(others)
                if work > most:
                    raise SearchLimitError(
                        f"the options of a row of {len(position):,} coins of "
                        f"{self.name} take more than search_limit = {most:,} units "
                        "of work to list (a set of coins costs one unit and one "
                        "per coin): ask about a shorter row, or raise the budget "
                        f"on the game: game.search_limit = {10 * most:,}"
                    )
                found[_flip(position, (x, *others), self.first)] = None
                if len(found) > most_rows:
                    raise SearchLimitError(
                        f"the options of a row of {len(position):,} coins of "
                        f"{self.name} are more than {most_rows:,} rows, more than "
                        f"search_memory = {self.search_memory:,} bytes hold: ask "
                        "about a shorter row, or raise the budget on the game: "
                        f"game.search_memory = {4 * self.search_memory:,}"
                    )
        return list(found)

    def sample_positions(self, bound):
        """Every row of 0, 1, 2, ... coins, smallest first, at least `bound` rows.

        The rows :func:`gamelib.check` tries (whole lengths only, so with the
        default bound of 2000 every row of up to 10 coins).

        Examples
        --------
        >>> gl.RulerGame().sample_positions(7)
        ['', 'T', 'H', 'TT', 'HT', 'TH', 'HH']
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        rows, length = [], 0
        while len(rows) < bound:
            rows += ["".join(c[::-1]) for c in product("TH", repeat=length)]
            length += 1
        return rows

    def sample_large_positions(self, count, rng):
        """`count` random rows of 12 to 24 coins (for :func:`gamelib.check`)."""
        count = check_size(count, "count", MOST_SAMPLES)
        return [
            "".join(rng.choice("HT") for _ in range(rng.randint(12, 24)))
            for _ in range(count)
        ]

    @arg.check_args(x=arg.natural)
    def coin_value(self, x):
        """Return g(x): the SG value of a row whose only heads coin is x."""
        if x < self.first:
            raise ValueError(
                f"coin labels of {self.name} start at {self.first}, got {x}"
            )
        values = self._values
        # The values of every coin up to x are computed, each from its rule's
        # sets: the work counts against search_limit (a coin costs at least
        # one unit), so a huge label is refused instead of running for hours.
        most = self.search_limit
        if x - self.first + 1 - len(values) > most:
            self._too_far(x, most)
        work = 0
        while len(values) <= x - self.first:
            coin = self.first + len(values)
            moves = self.turns(coin)
            work += 1 + len(moves)
            if work > most:
                self._too_far(x, most)
            values.append(
                mex(
                    reduce(xor, (values[s - self.first] for s in others), 0)
                    for others in moves
                )
            )
        return values[x - self.first]

    def _too_far(self, x, most):
        raise SearchLimitError(
            f"{type(self).__name__}.coin_value(): x = {_short(x)} needs the values of "
            f"every coin from {self.first} to x, more than search_limit = "
            f"{most:,} moves of the rule to examine: ask for a smaller coin, or "
            f"raise the budget on the game: game.search_limit = {10 * most:,}"
        )

    def sg_closed_form(self, position):
        return reduce(xor, map(self.coin_value, self.heads(position)), 0)

    def winning_moves_closed_form(self, position):
        total = self.sg_closed_form(position)
        if total == 0:
            return []
        moves = {}
        for x in self.heads(position):
            rest = total ^ self.coin_value(x)
            for others in self.turns(x):
                if reduce(xor, map(self.coin_value, others), rest) == 0:
                    moves[_flip(position, (x, *others), self.first)] = None
        return list(moves)

    def describe_move(self, position, option):
        turned = [
            self.first + i
            for i, (a, b) in enumerate(zip(position, option, strict=True))
            if a != b
        ]
        return "turn " + ", ".join(map(str, turned))

    def sample_shapes(self, rng):
        """Rows of every shape, and rows of planted values (for check).

        Rows of 1 to 64 heads (every count to 12, then 16, 24, 32, 48, 64)
        placed anywhere among 8 to 5,000 coins, all at the left or the right,
        or in one run; rows of heads only; and rows completed by one more
        heads coin to value 0 and to every value below 32 that a row has
        (the way :mod:`gamelib.engine.shapes` plants heap rows).
        """

        def row(heads, length):
            text = ["T"] * length
            for x in heads:
                text[x] = "H"
            return "".join(text)

        def value(text):
            return self.sg_closed_form(self.check(text))

        fits = self._coins_by_value(range(self.first, self.first + 1024))

        def complete(text, want):
            heads = set(self.heads(text))
            need = reduce(xor, map(self.coin_value, heads), 0) ^ want
            free = [x for x in fits.get(need, ()) if x not in heads]
            if not free:
                return None
            labels = {x - self.first for x in heads} | {rng.choice(free) - self.first}
            return row(labels, max(len(text), max(labels) + 1))

        rows = []
        for n in (*range(1, 13), 16, 24, 32, 48, 64):
            for reach in (8, 31, 45, 64, 100, 300, 1000, 5000):
                if n > reach:
                    continue
                length = reach + rng.randrange(3)
                place = rng.choice(["anywhere", "anywhere", "left", "right", "run"])
                if place == "anywhere":
                    heads = rng.sample(range(reach), n)
                elif place == "left":
                    heads = range(n)
                elif place == "right":
                    heads = range(length - n, length)
                else:
                    start = rng.randrange(length - n + 1)
                    heads = range(start, start + n)
                rows.append(row(heads, length))
        rows += ["H" * n for n in (2, 5, 16, 33, 64)]
        values = {0}  # the values rows can have: the xors of the coins' values
        for v in fits:
            values |= {v ^ w for w in values if v ^ w < 32}
        return plant(rows, value, complete, rng, sorted(values))

    def _coins_by_value(self, labels):
        """{value: coins of that value} over `labels`, as far as the values are
        known within the game's budget."""
        found = {}
        for x in labels:
            try:
                found.setdefault(self.coin_value(x), []).append(x)
            except SearchLimitError:
                break
        return found

    def __repr__(self):
        return f"CoinTurningGame({self.name!r}, first={self.first})"


class TurningTurtles(CoinTurningGame):
    """Turning Turtles: turn one coin, or two coins, the rightmost heads to tails.

    Coins are labelled from 1 and ``g(x) = x``: a heads coin at x is a Nim
    heap of size x, so this is Nim in disguise.

    Examples
    --------
    >>> game = gl.TurningTurtles()
    >>> gl.sg(game, "THTH")  # heads at 2 and 4: Nim heaps 2 and 4
    6
    >>> gl.winning_moves(game, "HHH")  # heaps 1, 2, 3 are a P-position
    []
    """

    name = "Turning Turtles"

    def __init__(self):
        super().__init__(
            lambda x: itertools.chain([()], ((y,) for y in range(1, x))), first=1
        )

    @arg.check_args(x=arg.natural)
    def coin_value(self, x):
        if x < 1:
            raise ValueError(f"coin labels of {self.name} start at 1, got {x}")
        return x

    def __repr__(self):
        return "TurningTurtles()"


class RulerGame(CoinTurningGame):
    """The ruler game: turn any run of consecutive coins ending at a heads coin.

    Coins are labelled from 1; ``g(x)`` is the largest power of 2 dividing x
    (``x & -x``), the marks of a ruler: 1, 2, 1, 4, 1, 2, 1, 8, ...

    Examples
    --------
    >>> game = gl.RulerGame()
    >>> [game.coin_value(x) for x in range(1, 9)]
    [1, 2, 1, 4, 1, 2, 1, 8]
    >>> gl.sg(game, "TTTTTTTTTTTH")  # coin 12 = 4 * 3
    4
    """

    name = "the ruler game"

    def __init__(self):
        # a generator: the sets are listed (and counted) one at a time
        super().__init__(lambda x: (tuple(range(x - j, x)) for j in range(x)), first=1)

    @arg.check_args(x=arg.natural)
    def coin_value(self, x):
        if x < 1:
            raise ValueError(f"coin labels of {self.name} start at 1, got {x}")
        return x & -x

    def __repr__(self):
        return "RulerGame()"


class MockTurtles(CoinTurningGame):
    """Mock Turtles: turn one, two or three coins, the rightmost heads to tails.

    Coins are labelled from 0; ``g(x)`` is the x-th *odious* number (a number
    with an odd count of 1 bits): 1, 2, 4, 7, 8, 11, 13, 14, ..., that is
    ``2x`` or ``2x + 1``, whichever is odious.

    Examples
    --------
    >>> game = gl.MockTurtles()
    >>> [game.coin_value(x) for x in range(8)]
    [1, 2, 4, 7, 8, 11, 13, 14]
    >>> gl.sg(game, "HH"), gl.sg(game, "HH", closed_form=False)
    (3, 3)
    """

    name = "Mock Turtles"

    def __init__(self):
        super().__init__(
            lambda x: itertools.chain(
                [()],
                ((y,) for y in range(x)),
                ((y, z) for z in range(x) for y in range(z)),
            ),
            first=0,
        )

    @arg.check_args(x=arg.natural)
    def coin_value(self, x):
        return 2 * x + (bin(x).count("1") % 2 == 0)

    def __repr__(self):
        return "MockTurtles()"


class CoinTurningProduct(Game):
    """The product of two coin-turning games: coins on a grid.

    A position is a set of heads coins (x, y), x a coin of the first game and
    y one of the second. A move picks a heads coin (x, y), a move of the first
    game that turns x together with a set S, and a move of the second game
    that turns y together with a set T; it turns every coin (a, b) with a in
    S ∪ {x} and b in T ∪ {y}. Coin (x, y) goes from heads to tails and every
    other coin turned lies below it or to its left, so every play ends.

    By the Tartan theorem (Berlekamp, Conway and Guy, *Winning Ways*, chapter
    14) the coin (x, y) is worth ``g1(x) ⊗ g2(y)``, the nim product of the
    values of coin x in the first game and coin y in the second, and a set
    of heads coins is worth the XOR of its coins' values: the closed form
    here, which the tests compare with the search.

    Parameters
    ----------
    first, second : CoinTurningGame
        The factors (the same game twice is allowed).

    Raises
    ------
    TypeError
        If a factor is not a :class:`CoinTurningGame`.

    Examples
    --------
    Turning Corners: the product of "turn x, and one coin left of it" (whose
    coin x is worth x) with itself; a move turns the corners of a rectangle.

    >>> twins = gl.CoinTurningGame(lambda x: [(y,) for y in range(x)], first=0)
    >>> corners = gl.CoinTurningProduct(twins, twins)
    >>> len(corners.options(frozenset({(2, 3)})))  # 2 * 3 rectangles
    6
    >>> corners.coin_value(2, 2), gl.sg(corners, frozenset({(2, 2)}), closed_form=False)
    (3, 3)
    """

    name = "product of coin-turning games"

    def __init__(self, first, second):
        for what, game in (("first", first), ("second", second)):
            if not isinstance(game, CoinTurningGame):
                raise TypeError(
                    f"{what} must be a coin-turning game (a CoinTurningGame), "
                    f"got {game!r}"
                )
        self.first, self.second = first, second

    def check(self, position):
        if not isinstance(position, frozenset):
            raise TypeError(
                "a position of a product of coin-turning games is a frozenset of "
                f"heads coins (x, y), got {position!r} ({type(position).__name__})"
            )
        for coin in position:
            if not (isinstance(coin, tuple) and len(coin) == 2):
                raise TypeError(
                    f"a heads coin is a pair (x, y) of labels, got {coin!r} in "
                    f"{position!r}"
                )
            for label, game in zip(coin, (self.first, self.second), strict=True):
                if check_natural(label, "a coin label") < game.first:
                    raise ValueError(
                        f"coin labels of {game.name} start at {game.first}, got "
                        f"{coin!r}"
                    )
        return position

    def options(self, position):
        """The sets of heads coins one move reaches, each once."""
        work, most, found = 0, self.search_limit, {}
        for x, y in sorted(position):
            for row in self.first.turns(x):
                for column in self.second.turns(y):
                    work += (1 + len(row)) * (1 + len(column))
                    if work > most:
                        raise SearchLimitError(
                            f"the options of {len(position)} heads coins of "
                            f"{self.name} take more than search_limit = {most:,} "
                            "coins turned to list: ask about fewer or smaller "
                            "coins, or raise the budget on the game: "
                            f"game.search_limit = {10 * most:,}"
                        )
                    turned = {(a, b) for a in (x, *row) for b in (y, *column)}
                    found[position ^ turned] = None
        return list(found)

    @arg.check_args(x=arg.natural, y=arg.natural)
    def coin_value(self, x, y):
        """Return g1(x) ⊗ g2(y), the value of the coin (x, y) alone."""
        return nim_product(self.first.coin_value(x), self.second.coin_value(y))

    def sg_closed_form(self, position):
        return reduce(xor, (self.coin_value(x, y) for x, y in position), 0)

    def sample_positions(self, bound):
        """Sets of up to three heads coins in growing squares, fewest coins first.

        Examples
        --------
        >>> turtles = gl.TurningTurtles()
        >>> gl.CoinTurningProduct(turtles, turtles).sample_positions(3)
        [frozenset(), frozenset({(1, 1)}), frozenset({(1, 2)})]
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        positions, seen, side = [], set(), 1
        while len(positions) < bound:
            coins = list(
                product(
                    range(self.first.first, self.first.first + side),
                    range(self.second.first, self.second.first + side),
                )
            )
            for count in range(4):
                for chosen in itertools.combinations(coins, count):
                    heads = frozenset(chosen)
                    if heads not in seen:
                        seen.add(heads)
                        positions.append(heads)
            side += 1
        return positions[:bound]

    def sample_shapes(self, rng):
        """Sets of 1 to 32 heads coins with labels up to 1,000, each also
        completed by one more coin to a P-position where a coin fits (for check).
        """
        x0, y0 = self.first.first, self.second.first
        by_value = {}
        for x, y in product(range(x0, x0 + 32), range(y0, y0 + 32)):
            by_value.setdefault(self.coin_value(x, y), (x, y))
        shapes = []
        for count in (1, 2, 3, 5, 8, 16, 32):
            for reach in (4, 16, 100, 1000):
                if count > reach * reach:
                    continue
                heads = set()
                while len(heads) < count:
                    heads.add((x0 + rng.randrange(reach), y0 + rng.randrange(reach)))
                shapes.append(frozenset(heads))
                completion = by_value.get(self.sg_closed_form(heads))
                if completion is not None and completion not in heads:
                    shapes.append(frozenset(heads | {completion}))
        return shapes

    def describe_move(self, position, option):
        return "turn " + ", ".join(map(str, sorted(position ^ option)))

    def __repr__(self):
        return f"CoinTurningProduct({self.first!r}, {self.second!r})"
