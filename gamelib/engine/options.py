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
    ``search_limit``), so an endless or enormous options iterator cannot
    freeze the caller.

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
