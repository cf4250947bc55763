"""One argument check for the whole public API: declared per parameter.

In the manner of networkx's ``@not_implemented_for`` and ``@py_random_state``,
a public function declares what each parameter accepts where it is defined::

    @check_args(n=natural, seed=seed, closed_form=boolean)
    def f(n, *, seed=0, closed_form=True): ...

and every call is checked before the body runs, with one message style that
names the function, the parameter, what was given and what is allowed::

    f(): n must be a non-negative integer, got -1

A *checker* is a function ``checker(value, what)`` that returns the value
converted (numpy integers become ``int`` through ``operator.index``) or
raises TypeError/ValueError with a message that starts with `what`
(``"f(): n"``). The checkers here are built on the helpers of
:mod:`gamelib.engine.core` (``check_natural``, ``check_positive``, ...), so a
function that declares ``n=natural`` refuses exactly what ``check_natural``
refuses. A checker that needs another argument (a position needs its game)
is made with :func:`depends_on`.

Only arguments the caller passed are checked; defaults are trusted.
"""

import functools
import inspect
import math
from operator import index

from gamelib.engine.game import Game, Rule
from gamelib.utils.lazy import networkx as nx

__all__ = [
    "axes",
    "between",
    "boolean",
    "check_args",
    "check_heaps",
    "check_natural",
    "check_positive",
    "check_size",
    "choice",
    "depends_on",
    "either",
    "finite_number",
    "function",
    "game",
    "hashable",
    "heaps",
    "instance_of",
    "integer",
    "integers",
    "length",
    "listing",
    "mapping",
    "natural",
    "natural_or_none",
    "naturals",
    "naturals_or_one_iterable",
    "number_between",
    "optional",
    "own_index",
    "own_position",
    "position_of",
    "positive",
    "positive_or_none",
    "record",
    "rng",
    "rule",
    "seed",
    "sequence_of",
    "text",
    "text_of",
    "undirected_graph",
    "vertex_of",
]


def _shown(value):
    """The value as a message shows it: its repr, cut short, and its type."""
    shown = (
        repr(value)
        if not isinstance(value, int) or value.bit_length() < 200
        else (f"an integer of {value.bit_length():,} bits")
    )
    if len(shown) > 80:
        shown = shown[:77] + "..."
    return f"{shown} ({type(value).__name__})"


def refuse(what, allowed, value, kind=TypeError):
    """Raise `kind` in the one message style: what, what is allowed, what was given."""
    raise kind(f"{what} must be {allowed}, got {_shown(value)}")


def listing(items, most=8):
    """The first `most` of `items` as a message lists them: ``0, 1, 2, ...``."""
    items = list(items)
    return ", ".join(map(repr, items[:most])) + (", ..." if len(items) > most else "")


def _say(message, what, value, **fields):
    """Fill in a message template: what, the value (its repr, and as shown)."""
    return message.format(what=what, value=value, shown=_shown(value), **fields)


# --- checkers ---------------------------------------------------------------------


def natural(value, what):
    """A non-negative integer (numpy integers converted; bool, float refused)."""
    return check_natural(value, what)


def positive(value, what):
    """A positive integer."""
    return check_positive(value, what)


def integer(value, what):
    """Any integer, negative ones included (bool and float refused)."""
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        refuse(what, "an integer", value)
    return index(value)


def between(low, high):
    """A checker of an integer from `low` to `high`, both included (a slider)."""

    def check(value, what):
        value = integer(value, what)
        if not low <= value <= high:
            refuse(what, f"an integer from {low} to {high}", value, ValueError)
        return value

    check.__name__ = f"between({low}, {high})"
    return check


def boolean(value, what):
    """True or False (not 0, 1 or None)."""
    return _check_flag(value, what)


def text(value, what):
    """A string."""
    if not isinstance(value, str):
        refuse(what, "a string", value)
    return value


def text_of(allowed):
    """A checker of a string, described as `allowed` in messages."""
    check = instance_of(str, allowed)
    check.__name__ = f"text_of({allowed!r})"
    return check


def function(value, what):
    """Something callable."""
    if not callable(value):
        refuse(what, "a function", value)
    return value


def game(value, what):
    """A gamelib ruleset (a :class:`gamelib.Game`)."""
    if not isinstance(value, Game):
        raise TypeError(
            f"{what}: expected a game (a gamelib.Game, e.g. Nim() or "
            f"game_from(fn)), got {_shown(value)}"
        )
    return value


def either(first, second, allowed):
    """A checker accepting what `first` or `second` accepts (tried in turn)."""

    def check(value, what):
        try:
            return first(value, what)
        except (TypeError, ValueError):
            pass
        try:
            return second(value, what)
        except TypeError:
            refuse(what, allowed, value)

    check.__name__ = f"either({first.__name__}, {second.__name__})"
    return check


def instance_of(cls, allowed):
    """A checker accepting instances of `cls`, described as `allowed` in messages.

    `cls` may be a function returning the class, for a method of the class
    itself (the class does not exist yet where the method is declared).
    """

    def check(value, what):
        wanted = cls if isinstance(cls, type) else cls()
        if not isinstance(value, wanted):
            refuse(what, allowed, value)
        return value

    check.__name__ = f"instance_of({allowed})"
    return check


def axes(value, what):
    """None (a new figure) or the axes of a figure to draw on (``ax``)."""
    if value is not None and not all(
        hasattr(value, name) for name in ("plot", "add_patch", "set_title")
    ):
        refuse(what, "None or the axes of a figure (fig, ax = plt.subplots())", value)
    return value


def optional(checker):
    """The checker `checker`, letting None through."""

    def check(value, what):
        return None if value is None else checker(value, what)

    check.__name__ = f"optional({checker.__name__})"
    return check


natural_or_none = optional(natural)
positive_or_none = optional(positive)


def naturals(value, what):
    """An iterable of non-negative integers, returned as a list."""
    if isinstance(value, (str, bytes, dict)) or not hasattr(value, "__iter__"):
        refuse(what, "an iterable of non-negative integers", value)
    return [check_natural(v, f"{what}[{i}]") for i, v in enumerate(value)]


def naturals_or_one_iterable(values, what):
    """The numbers of ``f(*values)``: integers, or one iterable of integers."""
    if len(values) == 1 and (
        isinstance(values[0], bool) or not hasattr(type(values[0]), "__index__")
    ):
        one = values[0]
        if isinstance(one, (str, bytes, dict)) or not hasattr(one, "__iter__"):
            refuse(what, "non-negative integers, or one iterable of them", one)
        return naturals(one, what)
    return [check_natural(v, what) for v in values]


def _is_collection(value):
    """Iterable, and not a string, bytes or a mapping (one value, not many)."""
    return not isinstance(value, (str, bytes, dict)) and hasattr(value, "__iter__")


def sequence_of(element=None, allowed="a list", kind=list):
    """A checker of an iterable (not a string or a dict), returned as `kind`.

    Each item is checked by `element` (a checker, named ``what[i]`` in its
    message) when one is given.
    """

    def check(value, what):
        if not _is_collection(value):
            refuse(what, allowed, value)
        items = list(value)
        if element is not None:
            items = [element(v, f"{what}[{i}]") for i, v in enumerate(items)]
        return kind(items)

    check.__name__ = f"sequence_of({allowed!r})"
    return check


def record(allowed, *fields):
    """A checker of a tuple (or list) of ``len(fields)`` items, each checked.

    Each field is a checker (named ``what[i]``) or None for anything.
    """

    def check(value, what):
        if not isinstance(value, (tuple, list)):
            refuse(what, allowed, value)
        if len(value) != len(fields):  # the right kind, the wrong shape
            refuse(what, allowed, value, ValueError)
        return tuple(
            item if field is None else field(item, f"{what}[{i}]")
            for i, (field, item) in enumerate(zip(fields, value, strict=True))
        )

    check.__name__ = f"record({allowed!r})"
    return check


def mapping(allowed):
    """A checker of a dict (or any mapping with ``items``), described as `allowed`."""

    def check(value, what):
        if not all(hasattr(value, name) for name in ("items", "keys", "__getitem__")):
            refuse(what, allowed, value)
        return value

    check.__name__ = f"mapping({allowed!r})"
    return check


def hashable(value, what):
    """Something that can be a key of a dict or a node of a graph."""
    try:
        hash(value)
    except TypeError:
        refuse(what, "hashable (a number, a string or a tuple)", value)
    return value


def undirected_graph(other=None, directed=None):
    """A checker of an undirected networkx graph (``Graph`` or ``MultiGraph``).

    `other` and `directed` are the TypeError messages, as templates of
    ``what``, ``value``, ``shown`` (the value as :func:`refuse` shows it) and
    ``kind`` (its type's name), for what is not a networkx graph and for a
    directed graph; by default both say "must be an undirected networkx
    Graph".
    """
    usual = "{what} must be an undirected networkx Graph, got {shown}"

    def check(value, what):
        if not isinstance(value, nx.Graph):
            message = other or usual
        elif value.is_directed():
            message = directed or usual
        else:
            return value
        raise TypeError(_say(message, what, value, kind=type(value).__name__))

    check.__name__ = "undirected_graph"
    return check


def vertex_of(unhashable=None, missing=None):
    """A checker ``check(value, what, vertices)`` of one of `vertices` (a vertex).

    `unhashable` (a TypeError) and `missing` (a ValueError) are the messages,
    as templates of ``what``, ``value``, ``shown`` and ``listing`` (the first
    vertices, :func:`listing`); by default "must be hashable (...)" as
    :func:`hashable` says it, and "must be one of the vertices". Vertices
    that cannot be searched are let through: their own check refuses them.
    """

    def check(value, what, vertices):
        if unhashable is None:
            hashable(value, what)
        else:
            try:
                hash(value)
            except TypeError:
                raise TypeError(_say(unhashable, what, value)) from None
        try:
            known = value in vertices
        except TypeError:
            return value
        if not known:
            message = missing or "{what} must be one of the vertices, got {shown}"
            raise ValueError(_say(message, what, value, listing=listing(vertices)))
        return value

    check.__name__ = "vertex_of"
    return check


def rule(value, what):
    """A :class:`gamelib.engine.game.Rule`."""
    if not isinstance(value, Rule):
        refuse(
            what, "a gamelib.engine.game.Rule (such as gamelib.engine.core.SG)", value
        )
    return value


def integers(value, what):
    """An iterable of integers of any sign, returned as a list of ``int``."""
    if isinstance(value, (str, bytes, dict)) or not hasattr(value, "__iter__"):
        refuse(what, "an iterable of integers", value)
    return [integer(v, f"{what}[{i}]") for i, v in enumerate(value)]


def heaps(value, what):
    """A row of heaps: a tuple (or list) of non-negative integers, or one integer."""
    if isinstance(value, (list, tuple)):
        return tuple(check_natural(h, f"{what}[{i}]") for i, h in enumerate(value))
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        refuse(what, "a tuple of heap sizes (non-negative integers)", value)
    return check_heaps(value, what)


def seed(value, what):
    """A random seed: a non-negative integer (the same seed, the same result)."""
    if isinstance(value, bool) or not hasattr(type(value), "__index__"):
        refuse(what, "a non-negative integer (a random seed)", value)
    return check_natural(value, what)


def rng(value, what):
    """A ``random.Random`` (or anything with ``random`` and ``randrange``)."""
    if not all(hasattr(value, name) for name in ("random", "randrange", "choice")):
        refuse(what, "a random.Random", value)
    return value


def choice(*allowed):
    """A checker accepting exactly one of `allowed` (compared by type and value)."""

    def check(value, what):
        try:
            ok = any(type(value) is type(a) and value == a for a in allowed)
        except Exception:
            ok = False
        if not ok:
            listed = ", ".join(repr(a) for a in allowed)
            refuse(what, f"one of {listed}", value, ValueError)
        return value

    check.__name__ = f"choice{allowed!r}"
    return check


def finite_number(value, what):
    """A finite real number (int, Fraction or float; not nan or inf)."""
    if isinstance(value, (bool, complex)):
        refuse(what, "a finite number", value)
    try:
        ok = math.isfinite(value)
    except (TypeError, OverflowError):
        ok = isinstance(value, int)
    if not ok:
        refuse(
            what, "a finite number", value, ValueError if _is_real(value) else TypeError
        )
    return value


def length(value, what):
    """A finite non-negative number (a width or height in pixels)."""
    value = finite_number(value, what)
    if value < 0:
        refuse(what, "a non-negative number", value, ValueError)
    return value


def number_between(low, high):
    """A checker of a finite real number from `low` to `high`, both included.

    For amounts that need not be whole (a share, a number of seconds);
    ``between`` is its integer twin.

    >>> share = number_between(0, 1)
    >>> share(0.25, "f(): share")
    0.25
    >>> share(1.5, "f(): share")
    Traceback (most recent call last):
    ...
    ValueError: f(): share must be a number from 0 to 1, got 1.5 (float)
    >>> share("1", "f(): share")
    Traceback (most recent call last):
    ...
    TypeError: f(): share must be a number from 0 to 1, got '1' (str)
    """
    allowed = f"a number from {low} to {high}"

    def check(value, what):
        if isinstance(value, (bool, complex, str, bytes)):
            refuse(what, allowed, value)
        try:
            finite = math.isfinite(value)
        except OverflowError:  # an integer too large for a float
            finite = False
        except TypeError:
            refuse(what, allowed, value)
        if not (finite and low <= value <= high):
            refuse(what, allowed, value, ValueError)
        return value

    check.__name__ = f"number_between({low}, {high})"
    return check


def _is_real(value):
    try:
        float(value)
    except (TypeError, ValueError):
        return False
    return not isinstance(value, (str, bytes))


def depends_on(other, checker):
    """A checker that also gets argument `other`: ``checker(value, what, other)``."""
    checker.depends_on = other
    return checker


def _position(value, what, game_value):
    """A position of the game given as the other argument, by ``game.check``."""
    if not isinstance(game_value, Game):
        return value  # the game's own check refuses it
    return relabel(game_value.check, value, what)


def position_of(game_parameter="game", convert=True):
    """A checker of a position of the game given as `game_parameter`.

    With ``convert=False`` the body receives the position as it was written
    (the check only refuses), for answers written the reader's way.
    """

    def check(value, what, game_value):
        checked = _position(value, what, game_value)
        return checked if convert else value

    check.__name__ = f"position_of({game_parameter!r})"
    return depends_on(game_parameter, check)


def _own_position(value, what, game_value):
    return _position(value, what, game_value)


#: A position of the game whose method this is (the checker gets ``self``).
own_position = depends_on("self", _own_position)


def _own_index(value, what, owner):
    value = integer(value, what)
    size = len(owner)
    if not 0 <= value < size:
        word = getattr(owner, "index_word", "an index")
        refuse(what, f"{word}, from 0 to {size - 1}", value, ValueError)
    return value


#: An index into the object whose method this is: ``0 <= value < len(self)``
#: (a node of a game tree, an edge of a picture); ``self.index_word`` says
#: what it is in messages.
own_index = depends_on("self", _own_index)


def relabel(check, value, what):
    """Run ``check(value)``; re-raise its TypeError or ValueError naming `what`."""
    try:
        return check(value)
    except (TypeError, ValueError) as error:
        if type(error) not in (TypeError, ValueError) or str(error).startswith(what):
            raise
        raise type(error)(f"{what}: {error}").with_traceback(
            error.__traceback__
        ) from None


# --- the decorator ----------------------------------------------------------------


def check_args(**checkers):
    """Declare the check of each named parameter; the wrapped function runs it first.

    Parameters
    ----------
    **checkers : callable
        ``parameter=checker`` for each parameter to check (see the module
        docstring). The checked, converted value is what the body receives.

    Examples
    --------
    >>> from gamelib.engine.args import check_args, natural
    >>> @check_args(n=natural)
    ... def double(n):
    ...     return 2 * n
    >>> double(3)
    6
    >>> double(-1)
    Traceback (most recent call last):
    ...
    ValueError: double(): n must be a non-negative integer, got -1
    """

    def decorate(wrapped):
        signature = inspect.signature(wrapped)
        names = list(signature.parameters)
        unknown = set(checkers) - set(names)
        if unknown:
            raise TypeError(f"{wrapped.__qualname__} has no parameter {unknown}")
        # Where each checked parameter sits among the positional arguments
        # (None for keyword-only ones): a call is checked without bind().
        label = wrapped.__qualname__.replace(".__init__", "")
        plan = []
        for name, checker in checkers.items():
            parameter = signature.parameters[name]
            place = (
                names.index(name)
                if parameter.kind
                in (parameter.POSITIONAL_ONLY, parameter.POSITIONAL_OR_KEYWORD)
                else None
            )
            other = getattr(checker, "depends_on", None)
            other_place = None
            if other is not None:
                other_place = names.index(other)
            what = f"{label}(): {name}"
            plan.append((name, what, place, checker, other, other_place))
        vararg = next(
            (
                p.name
                for p in signature.parameters.values()
                if p.kind is p.VAR_POSITIONAL
            ),
            None,
        )

        @functools.wraps(wrapped)
        def checked(*args, **kwargs):
            args = list(args)
            for name, what, place, checker, other, other_place in plan:
                if name == vararg:
                    start = names.index(name)
                    args[start:] = checker(args[start:], what)
                    continue
                if place is not None and place < len(args):
                    where, key = args, place
                elif name in kwargs:
                    where, key = kwargs, name
                else:
                    continue
                if other is None:
                    where[key] = checker(where[key], what)
                else:
                    if other_place is not None and other_place < len(args):
                        other_value = args[other_place]
                    else:
                        other_value = kwargs.get(
                            other, signature.parameters[other].default
                        )
                    where[key] = checker(where[key], what, other_value)
            return wrapped(*args, **kwargs)

        checked.__signature__ = signature
        checked.checks = dict(checkers)
        return checked

    return decorate


# -- the checks of sizes and heaps, which the checkers above build on -------


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
    >>> gl.engine.args.check_natural(3)
    3
    >>> gl.engine.args.check_natural(2.0)
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
    >>> gl.engine.args.check_size(50, "bound", 1000)
    50
    >>> gl.engine.args.check_size(10**9, "bound", 1000)
    Traceback (most recent call last):
    ...
    ValueError: bound = 1,000,000,000 is more than the 1,000 allowed here: ask for fewer
    """
    value = check_natural(value, what)
    if value > most:
        raise ValueError(
            f"{what} = {_count(value)} is more than the {most:,} allowed here: {hint}"
        )
    return value


def check_positive(value, what):
    """Return `value` as an ``int`` if it is a positive integer, else raise.

    Examples
    --------
    >>> gl.engine.args.check_positive(0, "max_take")
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


def _short(position, most=80):
    """repr(position), cut to about `most` characters (a heap may be 10**1000)."""
    if isinstance(position, int) and position.bit_length() > 4 * most:
        digits = int(position.bit_length() * 0.30103)
        return f"an integer of about {digits:,} digits"
    text = repr(position)
    return text if len(text) <= most else text[: most - 3] + "..."


def _count(number):
    """`number` with thousands separators, or its size if too long to print."""
    return _short(number) if number.bit_length() > 320 else f"{number:,}"


def _check_flag(value, what):
    if not isinstance(value, bool):
        raise TypeError(f"{what} must be True or False, got {value!r}")
    return value


def _is_heap_size(value):
    """An integer of any kind (int, numpy integer, ...), not a bool."""
    return not isinstance(value, bool) and hasattr(type(value), "__index__")


def check_heaps(position, name="this game", what="a heap"):
    """Return `position` as a tuple of heap sizes, or raise saying what is wrong.

    Parameters
    ----------
    position : int, tuple or list
        A row of heaps; a bare non-negative integer is a one-heap row.
    name : str
        The game's name, for the message.
    what : str
        What one heap is called (``"a heap"``, ``"the coins on a stair"``).

    Examples
    --------
    >>> from gamelib.engine.heaps import check_heaps
    >>> check_heaps(7), check_heaps([3, 4])
    ((7,), (3, 4))
    >>> check_heaps((3, -1), "Nim")
    Traceback (most recent call last):
    ...
    ValueError: a heap of Nim must be a non-negative integer, got -1
    >>> check_heaps("3", "Nim")
    Traceback (most recent call last):
    ...
    TypeError: a position of Nim is a heap size or a tuple of heap sizes, got '3' (str)
    """
    if isinstance(position, (tuple, list)):
        return tuple(check_natural(h, f"{what} of {name}") for h in position)
    if _is_heap_size(position):
        return (check_natural(position, f"{what} of {name}"),)
    raise TypeError(
        f"a position of {name} is a heap size or a tuple of heap sizes, got "
        f"{position!r} ({type(position).__name__})"
    )
