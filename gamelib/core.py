"""The generic engine: rulesets, the mex rule and the Sprague-Grundy function.

A *game* here is a ruleset object with one primitive, ``options(position)``:
the positions reachable in one move. Positions are plain hashable values.
Everything else (the Sprague-Grundy value, the outcome, the winning moves) is
computed from ``options`` by one iterative depth-first search whose results
are cached on the ruleset instance. A ruleset may also know a closed form; the
generic search stays available (``closed_form=False``) so the two can be
compared.
"""

import sys
from collections.abc import Callable, Hashable, Iterable
from itertools import islice
from operator import index
from typing import NamedTuple

from gamelib import _args as arg

__all__ = [
    "Game",
    "LoopyGameError",
    "Rule",
    "SearchLimitError",
    "distinct_options",
    "game_from",
    "mex",
    "nim_sum",
    "outcome",
    "search",
    "sg",
    "value_of",
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
    """The search examined more moves than the game's ``search_limit``.

    Raised instead of running for minutes, or forever, on a game whose graph
    is huge or infinite (for example one whose heaps can grow or go
    negative): the budget counts every move examined, so it bounds the time
    (about a second per million moves) however many options a position has.
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
        shown = number if type(value) is int else repr(value)  # np.int64(-3)
        raise ValueError(f"{what} must be a non-negative integer, got {shown}")
    return number


#: The largest `bound` below which a sampler lists positions, and the most
#: random positions it draws: far more than a check needs, few enough that
#: listing them takes seconds, not minutes.
MOST_SAMPLES = 100_000


def check_size(value, what, most, hint="ask for fewer"):
    """Return `value` as an ``int`` if it is a non-negative integer <= `most`.

    The guard of every argument that the work grows with: a size above
    `most` is refused at once, naming the size and the limit, instead of
    running for minutes or exhausting memory.

    Examples
    --------
    >>> gl.core.check_size(50, "bound", 1000)
    50
    >>> gl.core.check_size(10**9, "bound", 1000)
    Traceback (most recent call last):
    ...
    ValueError: bound = 1,000,000,000 is more than the 1,000 allowed here: ask for fewer
    """
    value = check_natural(value, what)
    if value > most:
        raise ValueError(
            f"{what} = {value:,} is more than the {most:,} allowed here: {hint}"
        )
    return value


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
        shown = number if type(value) is int else repr(value)
        raise ValueError(f"{what} must be a positive integer, got {shown}")
    return number


@arg.check_args(values=arg.naturals)
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
    present = set(values)
    result = 0
    while result in present:
        result += 1
    return result


@arg.check_args(values=arg.naturals_or_one_iterable)
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
    total = 0
    for v in values:
        total ^= v
    return total


class Game:
    """Base class of a ruleset: subclasses define ``options(position)``.

    A ruleset knows its rules; positions are plain hashable values. The one
    required method is :meth:`options`. Everything else has a safe default,
    and a ruleset overrides only what it knows better:

    ``check(position)``
        Validate a position given by a reader and return it in normal form.
    ``key(position)``
        A hashable key under which equivalent positions share one cache entry.
    ``describe_move(position, option)``
        A short human description of a move, for the play widgets.
    ``describe_rules()``
        The rules in one line, for the lab's reports.

    Fast paths. Each returns ``None`` when it does not know the answer, and
    the generic functions (:func:`sg`, :func:`outcome`, :func:`winning_moves`,
    :func:`gamelib.step`) then search; ``closed_form=False`` always searches,
    and the tests compare every fast path with the search on small positions:

    ``sg_closed_form(position)``
        The Sprague-Grundy value by a proven formula.
    ``outcome_closed_form(position)``
        ``"P"`` or ``"N"``; games such as Wythoff's know the outcome of every
        position but the value of only some. By default the outcome follows
        from ``sg_closed_form``.
    ``winning_moves_closed_form(position)``
        The options that are P-positions, in option order.
    ``misere_outcome_closed_form(position)``,
    ``misere_winning_moves_closed_form(position)``
        The same two under misère play (the player who cannot move wins).
    ``step_closed_form(position)``
        The Every-SG step value (chapter 6).
    ``sg_sequence_closed_form(n)``
        The values of the heaps ``0 .. n - 1`` as a numpy array, for games
        whose positions include single heaps (:func:`gamelib.sg_sequence`).
    ``periodicity_closed_form(limit)``
        A :class:`gamelib.sequences.Periodicity` proved by a theorem about
        the game (:func:`gamelib.periodicity`); ``limit`` is the most heaps
        to compute, or None for the game's own bound.

    Positions for :func:`gamelib.check`:

    ``sample_positions(bound)``
        Small positions, smallest first, or ``None`` if the ruleset cannot
        list them.
    ``misere_sample_positions(bound)``
        The same for misère play; by default ``sample_positions(bound)``.
    ``sample_large_positions(count, rng)``
        Random huge positions whose answer a fast path knows; by default none.
    ``sample_shapes(rng)``
        Positions of every *shape* the family has, for :func:`gamelib.check`:
        one heap (stair, coin, ...) to at least eight, sizes from 0 to far
        beyond 2**53 where a formula decides, zeros beside large heaps,
        repeated heaps, and planted positions of every outcome and of small
        values. Every ruleset class of gamelib declares it (a test fails for
        one that does not); the default, for a reader's own game, is none.

    Results of the search are cached on the instance, one dictionary per
    kind of value (see :meth:`memo`), so a new instance starts afresh.

    Examples
    --------
    A ruleset in a few lines: one heap, take 1 or 2, never leave exactly one
    counter. The closed form is optional; ``closed_form=False`` checks it.

    >>> class Careful(gl.Game):
    ...     name = "careful take-away"
    ...     def options(self, n):
    ...         return [n - k for k in (1, 2) if n - k == 0 or n - k >= 2]
    ...     def outcome_closed_form(self, n):
    ...         return "P" if n % 3 == 0 else "N"
    >>> game = Careful()
    >>> all(gl.outcome(game, n) == gl.outcome(game, n, closed_form=False)
    ...     for n in range(100))
    True
    """

    name = "game"
    #: Most moves one search may examine before giving up (SearchLimitError):
    #: a few seconds of work. Raise it on an instance for a finite but huge
    #: game, e.g. ``game.search_limit = 50_000_000``.
    search_limit = 2_000_000
    #: Most memory, in bytes, that one search may fill with the positions it
    #: has to keep (its stack and its cache; estimated from their sizes):
    #: 1 GiB by default. A game whose positions grow (a heap of 10**1000,
    #: options that add a counter) is stopped with SearchLimitError before it
    #: fills the machine's memory. Raise it on an instance, e.g.
    #: ``game.search_memory = 4 << 30``.
    search_memory = 1 << 30

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

    def describe_move(self, position, option):
        """Return a short description of the move from `position` to `option`."""
        return f"to {option}"

    def describe_rules(self):
        """Return the rules in one line, for reports such as the lab's."""
        return f"the moves of {self.name}"

    def written_like(self, given, position):
        """Return `position` written the way the reader wrote `given`.

        Answers that are positions (winning moves) come back in the reader's
        form: a heap game given ``7`` answers with integers, given ``(7,)``
        with tuples. By default positions have one form.
        """
        return position

    def sg_closed_form(self, position):
        """Return the Sprague-Grundy value by formula, or None if there is none."""
        return None

    def outcome_closed_form(self, position):
        """Return "P" or "N" by formula, or None if there is none."""
        return None

    def winning_moves_closed_form(self, position):
        """Return the winning moves by formula, or None if there is none."""
        return None

    def misere_outcome_closed_form(self, position):
        """Return the misère outcome by formula, or None if there is none."""
        return None

    def misere_winning_moves_closed_form(self, position):
        """Return the misère winning moves by formula, or None if there is none."""
        return None

    def step_closed_form(self, position):
        """Return the Every-SG step value by formula, or None if there is none."""
        return None

    def sg_sequence_closed_form(self, n):
        """Return the values of heaps ``0 .. n - 1`` fast, or None to search each."""
        return None

    def periodicity_closed_form(self, limit):
        """Return the proved periodicity of the heap values, or None if no theorem."""
        return None

    def sample_positions(self, bound):
        """Return small positions, smallest first, or None if they are not known."""
        return None

    def misere_sample_positions(self, bound):
        """Return small positions for misère play (by default the normal ones)."""
        return self.sample_positions(bound)

    def sample_large_positions(self, count, rng):
        """Return `count` random huge positions a fast path answers (none here)."""
        return []

    def sample_shapes(self, rng):
        """Return positions of every shape the game has (none here), for check."""
        return []

    def memo(self, name, factory=dict):
        """Return this instance's cache called `name`, made by `factory` once.

        The one place where a ruleset keeps what it has computed: the search
        keeps one dictionary per rule (``memo("sg")``, ``memo("misere")``,
        ...), and rulesets keep their value sequences here too.

        Examples
        --------
        >>> game = gl.Bash(2)
        >>> _ = gl.sg(game, 7, closed_form=False)
        >>> sorted(game.memo("sg").items())[:4]
        [(0, 0), (1, 1), (2, 2), (3, 0)]
        """
        memos = self.__dict__.setdefault("_memos", {})
        found = memos.get(name)
        if found is None:
            found = memos[name] = factory()
        return found

    def __repr__(self):
        return f"{type(self).__name__}()"


def plant_losses(game, positions, rng):
    """Replace every second position by a P-position next to it, if a formula knows one.

    Random huge positions of Nim-like games are almost never P-positions, so a
    guess wrong only on huge P-positions would pass a check on them. Each
    second position is replaced by one of its winning moves (a P-position)
    when the game's ``winning_moves_closed_form`` lists them; positions
    without a winning move, or without the formula, stay as they are.

    Examples
    --------
    >>> import random
    >>> gl.core.plant_losses(gl.Nim(), [(5, 9), (6, 10)], random.Random(0))
    [(5, 9), (6, 6)]
    """
    planted = list(positions)
    for i in range(1, len(planted), 2):
        try:
            moves = game.winning_moves_closed_form(planted[i])
        except SearchLimitError:
            continue
        if moves:
            planted[i] = rng.choice(moves)
    return planted


class _FunctionGame(Game):
    def __init__(self, options_fn, name):
        # An instance attribute, so the search calls the reader's function
        # directly instead of through a method.
        self.options = options_fn
        self.name = name

    def __repr__(self):
        return f"game_from({self.name})"


@arg.check_args(options_fn=arg.function, name=arg.optional(arg.text))
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


class Rule(NamedTuple):
    """How the search values a position from the values of its options.

    ``name`` names the cache (:meth:`Game.memo`) the values are kept in;
    ``combine(values)`` gets the list of the options' values (empty at a
    terminal position) and returns the position's value.
    """

    name: str
    combine: Callable


def _mex_of_values(values):
    """The mex of values the search computed (already checked non-negative)."""
    if 0 not in values:  # the common cases, without building a set
        return 0
    if 1 not in values:
        return 1
    present = set(values)
    value = 2
    while value in present:
        value += 1
    return value


def _misere_wins(wins):
    """The player to move wins misère iff there is no move or a move to a loss."""
    return not wins or not all(wins)


#: Sprague-Grundy values: the mex of the options' values.
SG = Rule("sg", _mex_of_values)
#: Misère play: True where the player to move wins.
MISERE = Rule("misere", _misere_wins)

_ON_PATH = object()  # marks, in a cache, a position whose value is being computed

#: Bytes a search keeps per position besides the positions themselves: its
#: cache entry and its stack frame (measured: a chain of 10**6 integer
#: positions takes about 376 MB).
FRAME_BYTES = 350
#: Copies of a position's size a search keeps per position: the position in
#: the cache and on the stack, and the options its parent's frame still holds
#: (measured on a subtraction game with heaps of 10**1000).
_COPIES = 3
#: The search measures the size of the position it meets every this many new
#: positions, and counts that size for all of them.
_MEASURE_EVERY = 1024


def position_bytes(position):
    """Estimate the memory a position takes: itself and, for a tuple or a
    frozenset, its items (one level deep, which covers rows of heaps, boards
    of cells and sums of such).

    Examples
    --------
    >>> gl.core.position_bytes(10**1000) > 400
    True
    """
    size = sys.getsizeof(position)
    if isinstance(position, (tuple, frozenset)) and len(position) <= 4096:
        size += sum(sys.getsizeof(item) for item in position)
    elif isinstance(position, (tuple, frozenset)):
        size += 64 * len(position)
    return size


class Budget:
    """The moves that several searches may examine between them.

    One search examines at most ``game.search_limit`` moves; a caller that
    searches many positions (:func:`gamelib.sg_sequence`) passes one Budget
    to all of them, so their total work is bounded too.
    """

    def __init__(self, moves):
        self.left = check_natural(moves, "the budget of moves")


@arg.check_args(
    game=arg.game,
    position=arg.position_of("game"),
    rule=arg.rule,
    budget=arg.optional(arg.instance_of(Budget, "a gamelib.core.Budget")),
)
def search(game, position, rule=SG, *, budget=None):
    """Return the value of `position` under `rule`, by iterative depth-first search.

    The one search of gamelib: :func:`sg`, :func:`outcome` (normal and
    misère) and :func:`gamelib.step` are calls into it with their rule. It
    needs no recursion (a chain of a million positions works), lists the
    options of each position lazily, and keeps every value it computes in
    ``game.memo(rule.name)``, keyed by ``game.key(position)``.

    Parameters
    ----------
    game : Game
    position : hashable
        A position of `game`, already checked.
    rule : Rule, default SG
        How a position's value follows from its options' values.
    budget : Budget, optional
        Shared with other searches; by default ``game.search_limit`` moves.

    Raises
    ------
    LoopyGameError
        If the search meets a position again on the line it is exploring.
    SearchLimitError
        If it examines more than ``game.search_limit`` moves.

    Examples
    --------
    >>> game = gl.SubtractionGame({1, 3, 4})
    >>> gl.core.search(game, 7), gl.core.search(game, 7, gl.core.MISERE)
    (0, True)
    """
    cache = game.memo(rule.name)
    key, options, combine = game.key, game.options, rule.combine
    plain = type(game).key is Game.key  # positions are their own keys
    root = key(position)
    found = cache.get(root)
    if found is not None and found is not _ON_PATH:
        return found
    moves_left = game.search_limit if budget is None else budget.left
    memory_left = game.search_memory
    new_positions = 0
    cache[root] = _ON_PATH
    stack, child = [], position
    try:
        stack.append((root, iter(options(position)), []))
        while stack:
            here, pending, values = stack[-1]
            for child in pending:
                moves_left -= 1
                if moves_left < 0:
                    _give_up(game, position, child, len(stack))
                child_key = child if plain else key(child)
                value = cache.get(child_key)
                if value is None:
                    new_positions += 1
                    if not new_positions % _MEASURE_EVERY:
                        memory_left -= _MEASURE_EVERY * (
                            FRAME_BYTES + _COPIES * position_bytes(child)
                        )
                        if memory_left < 0:
                            _out_of_memory(game, position, child, len(stack))
                    cache[child_key] = _ON_PATH
                    stack.append((child_key, iter(options(child)), []))
                    break
                if value is _ON_PATH:
                    raise LoopyGameError(child)
                values.append(value)
            else:
                stack.pop()
                value = cache[here] = combine(values)
                if stack:
                    stack[-1][2].append(value)
    except BaseException as error:
        for frame, *_ in stack:
            if cache.get(frame, None) is _ON_PATH:
                del cache[frame]
        if cache.get(root, None) is _ON_PATH:
            del cache[root]
        if isinstance(error, TypeError) and not isinstance(error, OptionsError):
            _explain_unusable(game, child, error)
        raise
    finally:
        if budget is not None:
            budget.left = max(moves_left, 0)
    return cache[root]


class OptionsError(TypeError):
    """A ruleset's options gave something that is not a list of positions.

    Raised by the search with a message naming the position and what its
    options were (``None``, an int, a list where a tuple is needed, ...).
    """


def _explain_unusable(game, position, error):
    """Raise a TypeError saying what was unusable, if `position` shows it.

    `position` is the one the search was at: an option it could not use, or
    the position whose options it was listing.
    """
    try:
        hash(position)
    except TypeError:
        raise OptionsError(
            f"an option listed by {game!r} is {position!r}, which is not "
            "hashable: a position must be hashable (a tuple, not a list)"
        ) from error
    try:
        options = game.options(position)
    except Exception:
        return  # the ruleset's own error: let it speak for itself
    try:
        iter(options)
    except TypeError:
        raise OptionsError(
            f"the options of {position!r} must be an iterable of positions, "
            f"but {game!r} returned {options!r} ({type(options).__name__})"
        ) from error


@arg.check_args(
    game=arg.game, position=arg.position_of("game"), most=arg.positive_or_none
)
def distinct_options(game, position, *, most=None):
    """Return the options of `position` once each, in order, listed lazily.

    The one way gamelib lists a position's options outside the search: it
    stops with SearchLimitError after `most` of them (by default the game's
    ``search_limit``), so an endless or enormous options iterator cannot
    freeze the caller.

    Examples
    --------
    >>> gl.core.distinct_options(gl.Nim(), (1, 2))
    [(0, 2), (1, 0), (1, 1)]
    >>> from itertools import count
    >>> gl.core.distinct_options(gl.game_from(lambda n: count()), 0, most=5)
    Traceback (most recent call last):
    ...
    gamelib.core.SearchLimitError: 0 has more than 5 options (the most listed ...
    """
    most = game.search_limit if most is None else most
    listed = {}
    options = game.options(position)
    try:
        options = iter(options)
    except TypeError:
        raise OptionsError(
            f"the options of {position!r} must be an iterable of positions, "
            f"but {game!r} returned {options!r} ({type(options).__name__})"
        ) from None
    for count, option in enumerate(options):
        if count >= most:
            raise SearchLimitError(
                f"{position!r} has more than {most:,} options (the most listed at "
                "once); is the game finite? Raise search_limit on the game if it is"
            )
        try:
            listed[option] = None
        except TypeError:
            raise OptionsError(
                f"an option of {position!r} listed by {game!r} is {option!r}, "
                "which is not hashable: a position must be hashable (a tuple, "
                "not a list)"
            ) from None
    return list(listed)


def listed_options(game, position, options):
    """Return the iterable `options` of `position` as a list, or refuse.

    For rulesets whose positions can have more options than a search may
    examine (a sum of huge heaps): listing them all would fill the memory
    before the search could count them, so at most ``game.search_limit`` are
    listed and SearchLimitError says so.

    Examples
    --------
    >>> gl.core.listed_options(gl.Nim(), 3, iter(range(3)))
    [0, 1, 2]
    """
    most = game.search_limit
    listed = list(islice(options, most + 1))
    if len(listed) > most:
        raise SearchLimitError(
            f"{_short(position)} has more than search_limit = {most:,} options: "
            "too many to list (sg, outcome and winning_moves of a sum are exact "
            "when its components have closed forms)"
        )
    return listed


def _out_of_memory(game, position, child, depth):
    most = game.search_memory
    raise SearchLimitError(
        f"gave up searching from {_short(position)}: the positions it must keep "
        f"would fill more than search_memory = {most:,} bytes (the line of play "
        f"being searched is {depth:,} moves deep, at {_short(child)}). Is the game "
        "finite, and its positions small? If it is, raise the memory on the game: "
        f"game.search_memory = {4 * most:,}"
    )


def _short(position, most=80):
    """repr(position), cut to about `most` characters (a heap may be 10**1000)."""
    if isinstance(position, int) and position.bit_length() > 4 * most:
        digits = int(position.bit_length() * 0.30103)
        return f"an integer of about {digits:,} digits"
    text = repr(position)
    return text if len(text) <= most else text[: most - 3] + "..."


def _give_up(game, position, child, depth):
    raise SearchLimitError(
        f"gave up after examining {game.search_limit:,} moves from "
        f"{_short(position)} (the line of play being searched is {depth:,} moves "
        f"deep, at {_short(child)}): is the game finite, and its options few? If "
        "it is, raise the budget on the game: "
        f"game.search_limit = {10 * game.search_limit:,}"
    )


@arg.check_args(
    game=arg.game, position=arg.position_of("game"), closed_form=arg.boolean
)
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
    SearchLimitError
        If the search examines more than ``game.search_limit`` moves.
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
    return value_of(game, position, SG, lambda g, p: g.sg_closed_form(p), closed_form)


@arg.check_args(
    game=arg.game,
    position=arg.position_of("game"),
    rule=arg.rule,
    hook=arg.function,
    closed_form=arg.boolean,
)
def value_of(game, position, rule, hook, closed_form=True):
    """Check `position`, then answer by the game's `hook` if it knows, else search.

    `hook(game, position)` asks the game's fast path (for example
    ``lambda g, p: g.sg_closed_form(p)``). The shared body of :func:`sg` and
    :func:`gamelib.step`.
    """
    if closed_form:
        value = hook(game, position)
        if value is not None:
            return value
    return search(game, position, rule)


@arg.check_args(
    game=arg.game,
    position=arg.position_of("game"),
    misere=arg.boolean,
    closed_form=arg.boolean,
    loopy=arg.boolean,
)
def outcome(game, position, *, misere=False, closed_form=True, loopy=False):
    """Return ``"P"`` if the previous player wins from `position`, else ``"N"``.

    Under normal play (the player who cannot move loses), a *P-position* is
    one from which every move leads to an N-position, and an *N-position* is
    one with a move to a P-position. Under *misère* play the player who
    cannot move wins: terminal positions are N-positions, and the same two
    rules decide the rest.

    Parameters
    ----------
    game : Game
    position : hashable
        A position of `game`.
    misere : bool, default False
        Play misère instead of normal play.
    closed_form : bool, default True
        Use the game's proven rule when it has one (``outcome_closed_form``,
        ``misere_outcome_closed_form``, or the outcome that ``sg_closed_form``
        implies); ``False`` forces the generic search.
    loopy : bool, default False
        Allow a game graph with cycles: positions from which neither player
        can force a win are draws, ``"D"`` (normal play only; see
        :mod:`gamelib.loopy`). Without it a cycle raises LoopyGameError.

    Returns
    -------
    str

    Raises
    ------
    LoopyGameError, SearchLimitError, TypeError, ValueError
        As for :func:`sg`.

    Examples
    --------
    >>> gl.outcome(gl.Bash(3), 8)
    'P'
    >>> gl.outcome(gl.Bash(3), 9)
    'N'
    >>> gl.outcome(gl.Wythoff(), (10**100, 10**100 + 1))  # no SG formula needed
    'N'
    >>> [gl.outcome(gl.Nim(), (n,), misere=True) for n in range(4)]
    ['N', 'P', 'N', 'N']
    >>> line = gl.game_from(lambda n: {0: [1], 1: [0, 2], 2: [1, 3], 3: []}[n])
    >>> [gl.outcome(line, n, loopy=True) for n in range(4)]  # 0 and 1 draw
    ['D', 'D', 'N', 'P']
    """
    if loopy:
        if misere:
            raise ValueError("loopy=True labels draws under normal play only")
        from gamelib.loopy import loopy_outcome

        return loopy_outcome(game, position)
    if misere:
        known = game.misere_outcome_closed_form(position) if closed_form else None
        if known is None:
            known = "N" if search(game, position, MISERE) else "P"
        return known
    if closed_form:
        known = game.outcome_closed_form(position)
        if known is not None:
            return known
        value = game.sg_closed_form(position)
        if value is not None:
            return "P" if value == 0 else "N"
    return "P" if search(game, position, SG) == 0 else "N"


@arg.check_args(
    game=arg.game,
    position=arg.position_of("game", convert=False),
    misere=arg.boolean,
    closed_form=arg.boolean,
)
def winning_moves(game, position, *, misere=False, closed_form=True):
    """Return the options of `position` that are P-positions, in option order.

    These are the winning moves: empty exactly when `position` is a
    P-position (under misère play: a misère P-position or a terminal
    position). Each option is listed once.

    Parameters
    ----------
    game : Game
    position : hashable
    misere : bool, default False
        Play misère instead of normal play.
    closed_form : bool, default True
        Use the game's ``winning_moves_closed_form`` (or
        ``misere_winning_moves_closed_form``) when it has one.

    Returns
    -------
    list
        Positions of `game`.

    Examples
    --------
    >>> gl.winning_moves(gl.Bash(3), 10)
    [8]
    >>> gl.winning_moves(gl.Nim(), (3, 4, 5))
    [(1, 4, 5)]
    >>> gl.winning_moves(gl.Nim(), (1, 1, 5), misere=True)  # not 5 -> 0
    [(1, 1, 1)]
    """
    given, position = position, game.check(position)
    return [
        game.written_like(given, move)
        for move in _winning_moves(game, position, misere, closed_form)
    ]


def _winning_moves(game, position, misere, closed_form):
    if closed_form:
        hook = (
            game.misere_winning_moves_closed_form
            if misere
            else game.winning_moves_closed_form
        )
        moves = hook(position)
        if moves is not None:
            return moves
    if not closed_form or _by_search_only(game, position, misere):
        # One search, under one budget, values every option at once: asking
        # for each option's outcome in turn could redo the work per option.
        search(game, position, MISERE if misere else SG)
    return [
        option
        for option in distinct_options(game, position)
        if outcome(game, option, misere=misere, closed_form=closed_form) == "P"
    ]


def _by_search_only(game, position, misere):
    """Does no formula know the outcome of `position` (so options need the search)?"""
    if misere:
        return game.misere_outcome_closed_form(position) is None
    try:
        known = game.outcome_closed_form(position)
        return known is None and game.sg_closed_form(position) is None
    except SearchLimitError:  # a formula that refuses: the search would too
        return False


def _check_flag(value, what):
    if not isinstance(value, bool):
        raise TypeError(f"{what} must be True or False, got {value!r}")
    return value
