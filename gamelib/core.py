"""The generic engine: rulesets, the mex rule and the Sprague-Grundy function.

A *game* here is a ruleset object with one primitive, ``options(position)``:
the positions reachable in one move. Positions are plain hashable values.
Everything else (the Sprague-Grundy value, the outcome, the winning moves) is
computed from ``options`` by one iterative depth-first search whose results
are cached on the ruleset instance. A ruleset may also know a closed form; the
generic search stays available (``closed_form=False``) so the two can be
compared.
"""

from collections.abc import Callable, Hashable, Iterable
from operator import index

__all__ = [
    "Game",
    "LoopyGameError",
    "SearchLimitError",
    "game_from",
    "mex",
    "nim_sum",
    "outcome",
    "sg",
    "winning_moves",
]


class LoopyGameError(ValueError):
    """The game graph has a cycle, so the Sprague-Grundy value is undefined.

    Attributes
    ----------
    position : hashable
        A position that lies on the cycle.
    """

    def __init__(self, position):
        self.position = position
        super().__init__(
            f"the game graph has a cycle through position {position!r}: "
            "play could go on forever, so positions on it have no "
            "Sprague-Grundy value (only finite, acyclic games are allowed)"
        )


class SearchLimitError(ValueError):
    """The search met more new positions than the game's ``search_limit``.

    Raised instead of running forever on a game whose graph is infinite (for
    example one whose heaps can grow or go negative).
    """


def check_natural(value, what="heap"):
    """Return `value` as an ``int`` if it is a non-negative integer, else raise.

    Parameters
    ----------
    value : object
        The value to check. ``bool`` is refused although it is an ``int``.
    what : str
        What the value is, for the error message.

    Returns
    -------
    int

    Raises
    ------
    TypeError
        If `value` is not an integer (floats, strings and bools included).
    ValueError
        If `value` is negative.

    Examples
    --------
    >>> gl.core.check_natural(3)
    3
    >>> gl.core.check_natural(2.0)
    Traceback (most recent call last):
    ...
    TypeError: heap must be a non-negative integer, got 2.0 (float)
    """
    if isinstance(value, bool):
        raise TypeError(f"{what} must be a non-negative integer, got {value!r} (bool)")
    try:
        number = index(value)
    except TypeError:
        kind = type(value).__name__
        raise TypeError(
            f"{what} must be a non-negative integer, got {value!r} ({kind})"
        ) from None
    if number < 0:
        raise ValueError(f"{what} must be a non-negative integer, got {number}")
    return number


def check_positive(value, what):
    """Return `value` as an ``int`` if it is a positive integer, else raise.

    Examples
    --------
    >>> gl.core.check_positive(0, "max_take")
    Traceback (most recent call last):
    ...
    ValueError: max_take must be a positive integer, got 0
    """
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        kind = type(value).__name__
        raise TypeError(f"{what} must be a positive integer, got {value!r} ({kind})")
    number = index(value)
    if number < 1:
        raise ValueError(f"{what} must be a positive integer, got {number}")
    return number


def mex(values):
    """Return the minimum excludant: the least non-negative integer not in `values`.

    Parameters
    ----------
    values : iterable of int
        Non-negative integers, in any order, repeats allowed.

    Returns
    -------
    int

    Raises
    ------
    TypeError, ValueError
        If a value is not a non-negative integer.

    Examples
    --------
    >>> gl.mex([0, 1, 3])
    2
    >>> gl.mex([])
    0
    >>> gl.mex([1, 2])
    0
    """
    present = {check_natural(v, "a value given to mex") for v in values}
    result = 0
    while result in present:
        result += 1
    return result


def nim_sum(*values):
    """Return the nim-sum (bitwise XOR) of non-negative integers.

    Accepts the numbers as arguments or as one iterable.

    Examples
    --------
    >>> gl.nim_sum(3, 4, 5)
    2
    >>> gl.nim_sum([1, 2, 3])
    0
    >>> gl.nim_sum()
    0
    """
    if len(values) == 1 and not isinstance(values[0], int):
        values = values[0]
    total = 0
    for v in values:
        total ^= check_natural(v, "a value given to nim_sum")
    return total


class Game:
    """Base class of a ruleset: subclasses define ``options(position)``.

    Optional hooks, each with a safe default:

    ``check(position)``
        Validate a position given by a reader and return it in normal form.
    ``key(position)``
        A hashable key under which equivalent positions share one cache entry.
    ``sg_closed_form(position)``
        The Sprague-Grundy value by a proven formula, or ``None`` if unknown.
    ``winning_moves_closed_form(position)``
        The winning moves by a formula, or ``None`` if unknown.
    ``outcome_closed_form(position)``
        ``"P"`` or ``"N"`` by a formula, or ``None`` if unknown. Games such
        as Wythoff's know the outcome of every position but the value of only
        some; by default the outcome follows from ``sg_closed_form``.
    ``describe_move(position, option)``
        A short human description of a move, for the play widgets.
    """

    name = "game"
    #: Most new positions one search may meet before giving up (see
    #: SearchLimitError); raise it on an instance for a finite but huge game.
    search_limit = 5_000_000

    def options(self, position):
        """Return the positions reachable from `position` in one move."""
        raise NotImplementedError(f"{type(self).__name__} must define options()")

    def check(self, position):
        """Return `position` if it is valid for this game, else raise."""
        try:
            hash(position)
        except TypeError:
            raise TypeError(
                f"positions must be hashable (a tuple, not a list), got {position!r}"
            ) from None
        return position

    def key(self, position):
        """Return the cache key of `position` (by default the position itself)."""
        return position

    def sg_closed_form(self, position):
        """Return the Sprague-Grundy value by formula, or None if there is none."""
        return None

    def winning_moves_closed_form(self, position):
        """Return the winning moves by formula, or None if there is none."""
        return None

    def outcome_closed_form(self, position):
        """Return "P" or "N" by formula, or None if there is none."""
        return None

    def describe_move(self, position, option):
        """Return a short description of the move from `position` to `option`."""
        return f"to {option}"

    @property
    def _sg_cache(self):
        cache = self.__dict__.get("_sg_values")
        if cache is None:
            cache = self.__dict__["_sg_values"] = {}
        return cache

    def __repr__(self):
        return f"{type(self).__name__}()"


class _FunctionGame(Game):
    def __init__(self, options_fn, name):
        self._options_fn = options_fn
        self.name = name

    def options(self, position):
        return self._options_fn(position)

    def __repr__(self):
        return f"game_from({self.name})"


def game_from(options_fn: Callable[[Hashable], Iterable], name=None) -> Game:
    """Make a game from a function that lists the options of a position.

    Parameters
    ----------
    options_fn : callable
        ``options_fn(position)`` returns an iterable of the positions reachable
        in one move. Positions must be hashable.
    name : str, optional
        A name for messages and drawings; the function's name by default.

    Returns
    -------
    Game

    Raises
    ------
    TypeError
        If `options_fn` is not callable.

    Examples
    --------
    Take one or two counters, but never leave exactly one:

    >>> def options(n):
    ...     return [n - k for k in (1, 2) if n - k == 0 or n - k >= 2]
    >>> game = gl.game_from(options)
    >>> [gl.outcome(game, n) for n in range(6)]
    ['P', 'N', 'N', 'P', 'N', 'N']
    """
    if not callable(options_fn):
        raise TypeError(
            f"game_from needs a function position -> options, got {options_fn!r}"
        )
    return _FunctionGame(options_fn, name or getattr(options_fn, "__name__", "game"))


def _check_game(game):
    if not isinstance(game, Game):
        raise TypeError(
            f"expected a game (a gamelib.Game, e.g. Nim() or game_from(fn)), "
            f"got {game!r}"
        )


def _search(game, position):
    """Sprague-Grundy value of `position` by iterative depth-first search."""
    cache = game._sg_cache
    key = game.key
    root = key(position)
    if root in cache:
        return cache[root]
    on_path = {root}
    stack = [(root, iter(game.options(position)), [])]
    budget = game.search_limit
    while stack:
        k, pending, seen = stack[-1]
        for child in pending:
            child_key = key(child)
            value = cache.get(child_key)
            if value is None:
                if child_key in on_path:
                    raise LoopyGameError(child)
                budget -= 1
                if budget < 0:
                    raise SearchLimitError(
                        f"gave up after meeting {game.search_limit:,} new positions "
                        f"from {position!r} (the line of play being searched is "
                        f"{len(stack):,} moves deep, at {child!r}): is the game "
                        "finite? If it is, raise search_limit on the game"
                    )
                on_path.add(child_key)
                stack.append((child_key, iter(game.options(child)), []))
                break
            seen.append(value)
        else:
            stack.pop()
            on_path.discard(k)
            value = mex(seen)
            cache[k] = value
            if stack:
                stack[-1][2].append(value)
    return cache[root]


def sg(game, position, *, closed_form=True):
    """Return the Sprague-Grundy value of `position` in `game`.

    The value is the mex of the values of the options; terminal positions
    have value 0. It is 0 exactly at the P-positions.

    Parameters
    ----------
    game : Game
        The ruleset.
    position : hashable
        A position of `game`.
    closed_form : bool, default True
        Use the game's proven formula when it has one. ``False`` forces the
        generic search (used by the tests to check the formulas).

    Returns
    -------
    int

    Raises
    ------
    LoopyGameError
        If a cycle is reachable from `position`.
    TypeError, ValueError
        If `position` is not a valid position of `game`.

    Notes
    -----
    The search is iterative, so a chain of a million positions needs no deep
    recursion, and values are cached on the ruleset instance.

    Examples
    --------
    >>> gl.sg(gl.Nim(), (3, 4, 5))
    2
    >>> gl.sg(gl.Nim(), (3, 4, 5), closed_form=False)
    2
    """
    _check_game(game)
    position = game.check(position)
    if closed_form:
        value = game.sg_closed_form(position)
        if value is not None:
            return value
    return _search(game, position)


def outcome(game, position, *, closed_form=True):
    """Return ``"P"`` if the previous player wins from `position`, else ``"N"``.

    Under normal play (the player who cannot move loses), a *P-position* is
    one from which every move leads to an N-position, and an *N-position* is
    one with a move to a P-position.

    Examples
    --------
    >>> gl.outcome(gl.Bash(3), 8)
    'P'
    >>> gl.outcome(gl.Bash(3), 9)
    'N'
    >>> gl.outcome(gl.Wythoff(), (10**100, 10**100 + 1))  # no SG formula needed
    'N'
    """
    _check_game(game)
    position = game.check(position)
    if closed_form:
        known = game.outcome_closed_form(position)
        if known is not None:
            return known
    return "P" if sg(game, position, closed_form=closed_form) == 0 else "N"


def winning_moves(game, position, *, closed_form=True):
    """Return the options of `position` that are P-positions, in option order.

    Empty exactly when `position` is a P-position.

    Examples
    --------
    >>> gl.winning_moves(gl.Bash(3), 10)
    [8]
    >>> gl.winning_moves(gl.Nim(), (3, 4, 5))
    [(1, 4, 5)]
    """
    _check_game(game)
    position = game.check(position)
    if closed_form:
        moves = game.winning_moves_closed_form(position)
        if moves is not None:
            return moves
    return [
        option
        for option in dict.fromkeys(game.options(position))
        if sg(game, option, closed_form=closed_form) == 0
    ]
