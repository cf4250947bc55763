"""Listing a position's options: once each, lazily, and bounded.

The one way gamelib lists the options of a position outside the search
(:func:`distinct_options`, :func:`listed_options`), and the errors that say
what a ruleset's ``options`` returned when it is not a list of positions.
"""

import sys
from itertools import islice

from gamelib.engine import args as arg
from gamelib.engine.args import _short
from gamelib.engine.game import SearchLimitError

__all__ = ["OptionsError", "distinct_options"]


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
        hash(game.key(position))
    except TypeError:
        raise OptionsError(
            f"{game!r}.key({_short(position)}) returned "
            f"{_short(game.key(position))}, which is not hashable: a key must be "
            "hashable (a tuple, not a list)"
        ) from error
    except Exception:
        return  # the ruleset's own error: let it speak for itself
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
    ``search_limit``), or once they would fill ``search_memory`` (each option
    is charged as it comes, at the size of the largest met so far), so an
    endless or enormous options iterator cannot freeze the caller.

    Examples
    --------
    >>> gl.engine.options.distinct_options(gl.Nim(), (1, 2))
    [(0, 2), (1, 0), (1, 1)]
    >>> from itertools import count
    >>> gl.engine.options.distinct_options(gl.game_from(lambda n: count()), 0, most=5)
    Traceback (most recent call last):
    ...
    gamelib.engine.game.SearchLimitError: 0 has more than 5 options (the most listed ...
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
    memory_left, biggest, unit = game.search_memory, -1, 0
    for count, option in enumerate(options):
        if count >= most:
            raise SearchLimitError(
                f"{_short(position)} has more than {most:,} options (the most "
                "listed at once); is the game finite? Raise search_limit on the "
                "game if it is"
            )
        size = sys.getsizeof(option)
        if size > biggest:  # measured whole only when it outgrows the largest
            biggest, unit = size, position_bytes(option) + _ENTRY_BYTES
        memory_left -= unit
        if memory_left < 0:
            _too_many_bytes(game, position, count + 1)
        try:
            listed[option] = None
        except TypeError:
            raise OptionsError(
                f"an option of {position!r} listed by {game!r} is {option!r}, "
                "which is not hashable: a position must be hashable (a tuple, "
                "not a list)"
            ) from None
    return list(listed)


#: Bytes a listed option takes besides itself: its dictionary entry while the
#: options are made distinct, and its slot in the returned list.
_ENTRY_BYTES = 64


def _too_many_bytes(game, position, count):
    most = game.search_memory
    raise SearchLimitError(
        f"the options of {_short(position)} fill more than search_memory = "
        f"{most:,} bytes after {count:,} of them (each as large as the position "
        "it came from): ask about a smaller position, or raise the memory on the "
        f"game: game.search_memory = {4 * most:,}"
    )


def listed_options(game, position, options):
    """Return the iterable `options` of `position` as a list, or refuse.

    For rulesets whose positions can have more options than a search may
    examine (a sum of huge heaps): listing them all would fill the memory
    before the search could count them, so at most ``game.search_limit`` are
    listed and SearchLimitError says so.

    Examples
    --------
    >>> gl.engine.options.listed_options(gl.Nim(), 3, iter(range(3)))
    [0, 1, 2]
    """
    most = game.search_limit
    return _at_most(
        options,
        most,
        f"{_short(position)} has more than search_limit = {most:,} options: "
        "too many to list (sg, outcome and winning_moves of a sum are exact "
        "when its components have closed forms)",
    )


def _at_most(items, most, refusal):
    """The first `most` of `items` as a list; SearchLimitError(`refusal`) if more."""
    listed = list(islice(items, most + 1))
    if len(listed) > most:
        raise SearchLimitError(refusal)
    return listed


def position_bytes(position):
    """Estimate the memory a position takes: itself and, for a tuple or a
    frozenset, its items (one level deep, which covers rows of heaps, boards
    of cells and sums of such).

    Examples
    --------
    >>> gl.engine.core.position_bytes(10**1000) > 400
    True
    """
    size = sys.getsizeof(position)
    if isinstance(position, (tuple, frozenset)) and len(position) <= 4096:
        size += sum(sys.getsizeof(item) for item in position)
    elif isinstance(position, (tuple, frozenset)):
        size += 64 * len(position)
    return size
