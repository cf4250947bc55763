"""The walk: every public function taking a game and a position, on the largest
shapes the samplers produce, finishes or refuses clearly.

The functions are found by introspection (every public module's ``__all__``,
via :mod:`tests.library`): each callable whose first two parameters are
``game, position`` is walked, once as it is and once with each of its
boolean keyword options flipped (``closed_form=False``, ``misere=True``,
``loopy=True``), and so is every public method of each game that takes a
position alone. A public function with a ``game`` parameter that is neither
walked nor listed in :data:`NOT_WALKED` with its reason fails the test by
name, so a new function cannot slip past the walk.

The families are the hooks' registry (:func:`tests.test_hooks._registry`,
one game per ruleset class); each game's shapes are those its
``sample_shapes`` draws with ``random.Random(0)``, and of them the walk takes
the largest by each measure (the largest number anywhere in it, the most
heaps or coins, the longest row): at most :data:`SHAPES` shapes a game.
Every walked call runs on the largest by number; only :data:`CORE` on the
others (the sample: about 35 games, 3 shapes, 1,500 calls).

Each call runs in a forked child with :data:`CPU_SECONDS` of CPU time
(RLIMIT_CPU), :data:`MEMORY_BYTES` of address space (RLIMIT_AS) and the
game's ``search_limit`` and ``search_memory`` at a hundredth of their defaults
(a refusal comes sooner; a guard that misses what a step builds still ends
past the CPU time or in a MemoryError): CPU
time, not wall time, so a loaded machine cannot make a call look hung. It
passes if it returns, or raises SearchLimitError, LoopyGameError, ValueError
or TypeError whose message is one of gamelib's own (not a bare message of
Python's, such as ``'NoneType' object is not iterable``). A MemoryError, a
RecursionError, any other exception or a child killed by its limits fails.
"""

import inspect
import random

import gamelib as gl
from gamelib.draw.backend import MatplotlibMissing
from tests import library

CPU_SECONDS = 20
MEMORY_BYTES = 3 << 30
#: The game's budgets in the child, a hundredth of the defaults: a refusal
#: comes a hundred times sooner, and a guard that misses what a step builds still shows
#: as a MemoryError or as a child past its CPU time.
SEARCH_LIMIT = 20_000
SEARCH_MEMORY = 10 << 20

#: Functions with a ``game`` parameter that do not take (game, position),
#: and why the walk leaves them to other tests.
NOT_WALKED = {
    "periodicity": "takes a limit, not a position (test_guards bounds it)",
    "sg_sequence": "takes a count, not a position (test_guards bounds it)",
    "check": "takes a guess; its sampled shapes are what this walk uses",
    "canonical": "partizan games, not a ruleset's positions",
    "canonical_steps": "partizan games",
    "describe": "partizan games",
    "negate": "partizan games",
    "outcome_class": "partizan games",
    "value": "partizan games",
    "birthday": "partizan games or numbers",
    "game_name": "partizan games (draw)",
    "game_tree_svg": "partizan games (draw)",
    "cool": "partizan games",
    "mean": "partizan games",
    "stops": "partizan games",
    "temperature": "partizan games",
    "thermograph": "partizan games",
    "game_text": "partizan games",
    "thermograph_svg": "partizan games (draw)",
}

#: Walked functions whose failure is known and owned elsewhere: left out
#: until their owner fixes them (each was seen failing by this walk).
KNOWN: dict[str, str] = {}

#: Extra arguments a walked function needs beyond (game, position).
EXTRA = {"value_of": lambda: _value_of_args()}

#: The calls walked on every shape; the rest only on the largest.
CORE = ("sg", "outcome", "winning_moves", "options", "distinct_options")

#: The most shapes a game is walked on.
SHAPES = 3

#: Python's own messages: an error carrying one of these was not caught by
#: gamelib's checks, whatever its type.
BARE = (
    "'NoneType'",
    "object is not iterable",
    "object is not subscriptable",
    "object is not callable",
    "unhashable type",
    "not supported between instances",
    "unsupported operand type",
    "Exceeds the limit",
    "maximum recursion depth",
    "positional argument",
    "invalid literal for int()",
    "too many values to unpack",
    "not enough values to unpack",
    "must be real number",
    "object cannot be interpreted",
)


def _value_of_args():
    from gamelib.engine import core

    return (core.SG, lambda game, position: game.sg_closed_form(position))


def public_functions():
    """{name: function} of every public function in gamelib's modules."""
    found = {}
    for module in library.public_modules(widgets=False):
        for name in getattr(module, "__all__", ()):
            item = getattr(module, name, None)
            if inspect.isfunction(item):
                found.setdefault(name, item)
    return found


def _parameters(function):
    return list(inspect.signature(function).parameters.values())


def walked_functions():
    """{name: function} taking (game, position); fails on an unlisted other."""
    walked, unlisted = {}, []
    for name, function in public_functions().items():
        names = [p.name for p in _parameters(function)]
        if names[:2] == ["game", "position"]:
            walked[name] = function
        elif "game" in names and name not in NOT_WALKED:
            unlisted.append(name)
    assert not unlisted, (
        f"public functions taking a game that the walk does not cover: "
        f"{unlisted}; walk them or add them to NOT_WALKED with the reason"
    )
    return walked


def _variants(name, function):
    """(label, keyword arguments): as is, then each boolean option flipped."""
    yield name, {}
    for parameter in _parameters(function)[2:]:
        if parameter.kind is parameter.KEYWORD_ONLY and isinstance(
            parameter.default, bool
        ):
            flipped = not parameter.default
            yield f"{name}({parameter.name}={flipped})", {parameter.name: flipped}


def calls(game, position, functions):
    """{label: call} for every walked function and every public method of
    `game` that takes a position alone."""
    found = {}
    for name, function in functions.items():
        if name in KNOWN:
            continue
        extra = EXTRA.get(name, tuple)
        for label, options in _variants(name, function):
            found[label] = lambda f=function, e=extra, o=options: f(
                game, position, *e(), **o
            )
    for name in dir(game):
        method = getattr(game, name, None)
        if name.startswith("_") or not inspect.ismethod(method):
            continue
        try:
            needed = [
                p.name
                for p in _parameters(method)
                if p.default is p.empty and p.kind <= p.POSITIONAL_OR_KEYWORD
            ]
        except (TypeError, ValueError):
            continue
        if needed == ["position"]:
            found[name] = lambda m=method: m(position)
    return found


def _magnitude(position):
    if isinstance(position, bool):
        return 0
    if isinstance(position, int):
        return position
    if isinstance(position, (tuple, list, frozenset)):
        return max((_magnitude(p) for p in position), default=0)
    return 0


def _count(position):
    if isinstance(position, (str, tuple, list, frozenset)):
        return len(position)
    return 1


def _length(position):
    if isinstance(position, str):
        return len(position)
    if isinstance(position, (tuple, list, frozenset)):
        return sum(_length(p) for p in position)
    return 1


def largest_shapes(game):
    """The game's sample shapes largest by number, by count and by length."""
    try:
        shapes = list(game.sample_shapes(random.Random(0)))
    except (NotImplementedError, AttributeError):
        shapes = []
    if not shapes:
        shapes = list(game.sample_positions(200) or ())
    chosen = []
    for measure in (_magnitude, _count, _length):
        best = max(shapes, key=measure)
        if best not in chosen:
            chosen.append(best)
    return chosen[:SHAPES]


def _verdict(call):
    """What the child reports: "ok", or a failure's description."""
    try:
        call()
        return "ok"
    except (
        gl.SearchLimitError,
        gl.LoopyGameError,
        ValueError,
        TypeError,
        MatplotlibMissing,
    ) as error:
        # MatplotlibMissing is the plain answer of a drawing function in the
        # pass without matplotlib (the browser's Python); it must be clear too.
        message = str(error)
        if len(message) < 20 or any(bare in message for bare in BARE):
            return f"FAILED: unclear {type(error).__name__}: {message}"
        return "ok"
    except BaseException as error:  # MemoryError, RecursionError, KeyError...
        return f"FAILED: {type(error).__name__}: {error}"


def bounded_in_fork(call, game=None):
    """Run `call` in a forked child under the CPU and memory limits (and
    `game`'s budgets lowered to SEARCH_LIMIT and SEARCH_MEMORY)."""

    def work():
        if game is not None:
            game.search_limit, game.search_memory = SEARCH_LIMIT, SEARCH_MEMORY
        return _verdict(call)

    return library.run_in_fork(work, CPU_SECONDS, MEMORY_BYTES)


def test_every_public_function_taking_a_game_is_walked_or_listed():
    walked = walked_functions()
    for name in ("sg", "outcome", "winning_moves", "step", "game_graph"):
        assert name in walked, name
    stale = set(NOT_WALKED) - set(public_functions())
    assert not stale, f"NOT_WALKED names no public function: {stale}"


def test_every_public_function_on_every_games_largest_shapes_ends_cleanly():
    """See the module's docstring."""
    from tests.test_hooks import REGISTRY

    try:
        import matplotlib
    except ModuleNotFoundError:
        pass  # the pass without matplotlib: drawing calls must say so plainly
    else:
        matplotlib.use("Agg")
    functions = walked_functions()
    found = []
    for game, _ in REGISTRY:
        for rank, shape in enumerate(largest_shapes(game)):
            for label, call in calls(game, shape, functions).items():
                if rank and label not in CORE:
                    continue
                verdict = bounded_in_fork(call, game)
                if verdict.startswith("FAILED"):
                    found.append(f"{game!r} {label}({str(shape)[:50]}): {verdict}")
    assert found == [], "\n".join(found)
