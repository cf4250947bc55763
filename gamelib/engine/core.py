"""The generic search: mex, the Sprague-Grundy function, outcomes, winning moves.

A *game* here is a ruleset object (:class:`gamelib.engine.game.Game`) with one
primitive, ``options(position)``:
the positions reachable in one move. Positions are plain hashable values.
Everything else (the Sprague-Grundy value, the outcome, the winning moves) is
computed from ``options`` by one iterative depth-first search whose results
are cached on the ruleset instance. A ruleset may also know a closed form; the
generic search stays available (``closed_form=False``) so the two can be
compared.
"""

import sys
from collections.abc import Callable, Hashable, Iterable
from sys import getsizeof

from gamelib.engine import args as arg
from gamelib.engine.args import _short, check_natural
from gamelib.engine.game import Game, LoopyGameError, Rule, SearchLimitError
from gamelib.engine.loopy import loopy_outcome
from gamelib.engine.options import (
    OptionsError,
    _explain_unusable,
    distinct_options,
    position_bytes,
)

__all__ = [
    "game_from",
    "mex",
    "nim_sum",
    "outcome",
    "search",
    "sg",
    "value_of",
    "winning_moves",
]


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
    >>> gl.engine.core.plant_losses(gl.Nim(), [(5, 9), (6, 10)], random.Random(0))
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
    _check_one_argument(options_fn)
    return _FunctionGame(options_fn, name or getattr(options_fn, "__name__", "game"))


def _check_one_argument(options_fn):
    """Refuse a function that cannot be called with one position."""
    import inspect

    try:
        signature = inspect.signature(options_fn)
    except (TypeError, ValueError):  # a builtin without a signature: trust it
        return
    try:
        signature.bind(None)
    except TypeError:
        raise TypeError(
            f"game_from needs a function of one argument, the position, that "
            f"returns its options; {options_fn!r} takes {signature}"
        ) from None


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
#: Bytes a search charges a frame for its options besides the options
#: themselves: the list's header, and per option its slot in the list and
#: the frame's share (the estimate was ``4 * sys.getsizeof(list)``, a call
#: per new position).
_LIST_BYTES, _SLOT_BYTES = 224, 32
#: The search measures the size of the position it meets every this many new
#: positions, and counts that size for all of them.
_MEASURE_EVERY = 1024
_EVERY_MASK = _MEASURE_EVERY - 1


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
    budget=arg.optional(arg.instance_of(Budget, "a gamelib.engine.core.Budget")),
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

    Notes
    -----
    The guards' bookkeeping happens when a position is new (a push) or done
    (a pop), never per move: its options are counted as moves when they are
    listed (an iterator is listed then, as far as the budgets allow); the
    memory estimate charges each new position's size when it outgrows the
    largest seen (so doubling positions are caught within a step), every
    ``_MEASURE_EVERY``-th new position for the cache, and each frame's
    pending options (the list and, at its size each, the options; given
    back at the pop).

    Examples
    --------
    >>> game = gl.SubtractionGame({1, 3, 4})
    >>> core = gl.engine.core
    >>> core.search(game, 7), core.search(game, 7, core.MISERE)
    (0, True)
    """
    cache = game.memo(rule.name)
    key, options, combine = game.key, game.options, rule.combine
    plain = type(game).key is Game.key  # positions are their own keys
    root = key(position)
    try:
        found = cache.get(root)
    except TypeError as error:  # an unhashable key: say whose and why
        _explain_unusable(game, position, error)
        raise
    if found is not None and found is not _ON_PATH:
        return found
    moves_left = game.search_limit if budget is None else budget.left
    meter = _Meter(game, position)
    cache[root] = _ON_PATH
    stack, child = [], position
    try:
        moves_left = meter.push_root(root, options(position), moves_left, stack)
        biggest, memory_left, new_positions = meter.biggest, meter.left, 0
        size_of, every = getsizeof, _EVERY_MASK  # locals: the loop's fastest names
        mex_rule = combine is _mex_of_values
        while stack:
            here, pending, values, held = stack[-1]
            for child in pending:
                child_key = child if plain else key(child)
                value = cache.get(child_key)
                if value is None:
                    new_positions += 1
                    size = size_of(child)
                    if size > biggest or not new_positions & every:
                        meter.left = memory_left
                        meter.measure(child, new_positions, len(stack))
                        biggest, memory_left = meter.biggest, meter.left
                    listed = options(child)
                    try:
                        count = len(listed)
                    except TypeError:  # an iterator: listed, within the budgets
                        listed = _listed(
                            game, position, child, listed, moves_left, memory_left
                        )
                        count = len(listed)
                    # each option is one move, or one per _LARGE bytes of its
                    # position, since making and keying it copies the position
                    moves_left -= count if size <= _LARGE else count * (size // _LARGE)
                    if moves_left < 0:
                        _give_up(game, position, child, len(stack))
                    held = _LIST_BYTES + count * (_SLOT_BYTES + size)
                    memory_left -= held
                    if memory_left < 0:
                        _out_of_memory(game, position, child, len(stack))
                    # marked only once pushed: the clean-up of a search that
                    # fails unmarks the positions on its stack
                    cache[child_key] = _ON_PATH
                    stack.append((child_key, iter(listed), [], held))
                    break
                if value is _ON_PATH:
                    raise LoopyGameError(child)
                values.append(value)
            else:
                stack.pop()
                memory_left += held
                # the mex of values without 0 is 0, and of [0] alone 1: no
                # call in the commonest cases
                if not mex_rule:
                    value = combine(values)
                elif 0 not in values:
                    value = 0
                else:
                    value = 1 if len(values) == 1 else combine(values)
                cache[here] = value
                if stack:
                    stack[-1][2].append(value)
    except BaseException as error:
        _unmark(cache, [frame for frame, *_ in stack] + [root])
        if isinstance(error, TypeError) and not isinstance(error, OptionsError):
            _explain_unusable(game, child, error)
        raise
    finally:
        if budget is not None:
            budget.left = max(moves_left, 0)
    return cache[root]


class _Meter:
    """The memory a search may still fill, and the largest position it has met.

    The search keeps its own copies of ``left`` and ``biggest`` in local
    variables (the per-move path touches no attribute) and hands them over
    only when a position must be measured.
    """

    def __init__(self, game, root):
        self.game, self.root = game, root
        self.left = game.search_memory - _COPIES * position_bytes(root)
        self.biggest = _grown(sys.getsizeof(root))
        self.streak, self.last = 0, -1  # new positions in a row that grew by half
        if self.left < 0:
            _out_of_memory(game, root, root, 0)

    def push_root(self, key, listed, moves_left, stack):
        """Count and charge the root's options, and push its frame.

        Returns the moves left of the search's budget.
        """
        game, root = self.game, self.root
        if not hasattr(listed, "__len__"):
            listed = _listed(game, root, root, listed, moves_left, self.left)
        moves_left -= len(listed)
        if moves_left < 0:
            _give_up(game, root, root, 0)
        held = sys.getsizeof(listed) << 2
        self.left -= held
        if self.left < 0:
            _out_of_memory(game, root, root, 0)
        stack.append((key, iter(listed), [], held))
        return moves_left

    def measure(self, child, new_positions, depth):
        """Charge a new position that outgrew the largest, or the batch it ends."""
        size = sys.getsizeof(child)
        if size > self.biggest:  # kept by the cache, on the stack, by its parent
            self.left -= _COPIES * position_bytes(child)
            grew = size >= 2 * self.biggest - (self.biggest >> 1)  # ~1.5x the last
            self.streak = (
                self.streak + 1 if grew and self.last == new_positions - 1 else 0
            )
            self.last, self.biggest = new_positions, _grown(size)
            if self.streak >= _GROWTH_STREAK and size > self.game.search_memory >> 10:
                _out_of_memory(self.game, self.root, child, depth, growing=True)
        if not new_positions & _EVERY_MASK:
            self.left -= _MEASURE_EVERY * (
                FRAME_BYTES + _COPIES * position_bytes(child)
            )
        if self.left < 0:
            _out_of_memory(self.game, self.root, child, depth)


def _grown(size):
    """The size past which a position counts as grown (by a quarter)."""
    return size + (size >> 2)


#: New positions in a row, each half as large again as the last, after which
#: a search stops positions that already take search_memory / 1024 bytes: a
#: game whose positions double (or square) would fill the memory, or take
#: minutes to make the next one, within a few more moves.
_GROWTH_STREAK = 12


def _out_of_memory(game, position, child, depth, growing=False):
    most = game.search_memory
    why = (
        "positions that grow geometrically (each new one half as large again as "
        f"the last, {_GROWTH_STREAK} moves in a row)"
        if growing
        else "the positions it must keep"
    )
    raise SearchLimitError(
        f"gave up searching from {_short(position)}: {why} "
        f"would fill more than search_memory = {most:,} bytes (the line of play "
        f"being searched is {depth:,} moves deep, at {_short(child)}). Is the game "
        "finite, and its positions small? If it is, raise the memory on the game: "
        f"game.search_memory = {4 * most:,}"
    )


#: Bytes of a position per move of the search's budget: each option of a
#: larger position counts as one move per this many bytes, since making and
#: keying it copies the position (a row of 5,000 coins, ten moves a move).
_LARGE = 512


def _unmark(cache, keys):
    """Take the marks of a failed search's line of play out of its cache."""
    for key in keys:
        if cache.get(key, None) is _ON_PATH:
            del cache[key]


def _listed(game, position, here, options, moves_left, memory_left):
    """The options of `here`, an iterable without a length, as a list.

    Listed one at a time, each charged one move and its size in bytes, so an
    endless or enormous iterator ends in SearchLimitError rather than being
    searched cut short (its last options could decide the value).
    """
    listed = []
    for option in options:  # not iterable: a TypeError the search explains
        moves_left -= 1
        memory_left -= sys.getsizeof(option) + _SLOT_BYTES
        if moves_left < 0:
            _give_up(game, position, here, 0)
        if memory_left < 0:
            _out_of_memory(game, position, here, 0)
        listed.append(option)
    return listed


def _give_up(game, position, child, depth):
    raise SearchLimitError(
        f"gave up after examining {game.search_limit:,} moves (a move from a "
        f"position over {_LARGE} bytes counting once per {_LARGE} bytes) from "
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
        :mod:`gamelib.engine.loopy`). Without it a cycle raises LoopyGameError.

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
    # Each option's outcome is asked in turn (a formula's or the search's
    # cache): tens of microseconds each, so the options are bounded tighter
    # than one search's moves.
    most = max(game.search_limit // _ASKED_PER_MOVE, 1)
    options = distinct_options(game, position)
    if len(options) > most:
        raise SearchLimitError(
            f"winning_moves asks the outcome of each option of {_short(position)}, "
            f"and it has {len(options):,}, more than search_limit / "
            f"{_ASKED_PER_MOVE} = {most:,}: ask about a smaller position, or raise "
            f"the budget on the game: game.search_limit = {10 * game.search_limit:,}"
        )
    return [
        option
        for option in options
        if outcome(game, option, misere=misere, closed_form=closed_form) == "P"
    ]


#: An option whose outcome winning_moves asks costs this many moves of a search.
_ASKED_PER_MOVE = 8


def _by_search_only(game, position, misere):
    """Does no formula know the outcome of `position` (so options need the search)?"""
    if misere:
        return game.misere_outcome_closed_form(position) is None
    try:
        known = game.outcome_closed_form(position)
        return known is None and game.sg_closed_form(position) is None
    except SearchLimitError:  # a formula that refuses: the search would too
        return False
