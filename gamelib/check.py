"""Check a reader's guess against the exact answer, and show where it breaks.

A guess is a plain function: "does the first player win?", "what is the
Sprague-Grundy value?" or "which move wins?". :func:`check` compares it with
the exact answer on every position up to a bound (smallest first) and on
random large positions where the game has a proven closed form, and reports
either how many positions it was right on or its smallest counterexamples,
each with the reason (the move that refutes it).
"""

import inspect
import random
import signal
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from html import escape
from itertools import islice
from numbers import Real
from operator import index

from gamelib.core import (
    Game,
    LoopyGameError,
    SearchLimitError,
    check_natural,
    check_positive,
    outcome,
    plant_losses,
    sg,
    winning_moves,
)
from gamelib.graphs import format_position, game_graph

__all__ = ["CheckResult", "Counterexample", "check"]

KINDS = ("wins", "outcome", "sg", "move")
_EXPECTED = {
    "wins": "True or False (does the player to move win?)",
    "outcome": '"P" or "N"',
    "sg": "a non-negative integer",
    "move": "a position reachable in one move, or None when no move wins",
}


@dataclass(frozen=True)
class Counterexample:
    """A position where the guess and the truth differ, and why."""

    position: object
    params: tuple
    guess: object
    truth: object
    reason: str
    names: tuple = ()

    def __str__(self):
        where = repr(self.position)
        if self.params:
            names = self.names or [
                f"parameter {i + 1}" for i in range(len(self.params))
            ]
            pairs = (f"{n}={v!r}" for n, v in zip(names, self.params, strict=False))
            where += f" ({', '.join(pairs)})"
        answers = f"your guess {self.guess!r}, truth {self.truth!r}"
        return f"at {where}: {answers}: {self.reason}"


@dataclass
class CheckResult:
    """What :func:`check` found. True in a boolean context when the guess held."""

    game: str
    kind: str
    checked: int = 0
    counterexamples: list = field(default_factory=list)
    problem: str | None = None
    graph_svg: str | None = None

    @property
    def ok(self):
        return self.problem is None and not self.counterexamples

    def __bool__(self):
        return self.ok

    def __str__(self):
        if self.problem:
            return f"Your guess could not be checked: {self.problem}"
        if self.ok:
            return f"Correct on {self.checked:,} positions ({self.game})."
        lines = [
            f"Wrong: {len(self.counterexamples)} counterexample(s), smallest first."
        ]
        lines += [f"  {c}" for c in self.counterexamples]
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_html_(self):
        text = escape(str(self)).replace("\n", "<br>")
        colour = "#1a7f37" if self.ok else "#b42318"
        picture = ""
        if self.graph_svg:
            first = format_position(self.counterexamples[0].position)
            picture = f"<div>The game graph of {escape(first)}:</div>{self.graph_svg}"
        return f'<div style="color:{colour}">{text}</div>{picture}'


class _GuessFailed(Exception):
    """The reader's function raised, hung, or answered with the wrong type."""


class _Enough(Exception):
    """Enough counterexamples were found: stop checking."""


class _OutOfTime(BaseException):
    """Raised into the guess when its time is up.

    Not an Exception, so a guess that catches ``Exception`` does not swallow
    it; and the alarm fires again every few milliseconds until the guess
    returns, so one that catches everything cannot run on either.
    """


@contextmanager
def _time_limit(seconds):
    """Interrupt the block after `seconds` (main thread only; elsewhere no limit)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def interrupt(signum, frame):
        raise _OutOfTime

    previous = signal.signal(signal.SIGALRM, interrupt)
    signal.setitimer(signal.ITIMER_REAL, seconds, 0.005)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _arguments(position, params, arity):
    """Unpack a tuple position when the guess takes one argument per coordinate."""
    unpack = isinstance(position, tuple) and (
        arity is _VARIADIC
        or (len(position) != 1 and arity == len(position) + len(params))
    )
    return (*position, *params) if unpack else (position, *params)


def _ask(guess, args, kind, time_limit):
    where = ", ".join(map(repr, args))
    start = time.perf_counter()
    try:
        with _time_limit(time_limit):
            answer = guess(*args)
    except _OutOfTime:
        answer = _OutOfTime
    except Exception as error:  # the reader's code may raise anything
        raise _GuessFailed(
            f"it raised {type(error).__name__}: {error} for guess({where})"
        ) from None
    if answer is _OutOfTime or time.perf_counter() - start > time_limit:
        raise _GuessFailed(
            f"it did not answer within {time_limit} s for guess({where})"
        ) from None
    if kind == "wins":
        good = type(answer).__name__ in ("bool", "bool_")
    elif kind == "outcome":
        good = answer in ("P", "N")
    elif kind == "sg":
        good = type(answer).__name__ != "bool" and hasattr(answer, "__index__")
        good = good and int(answer) >= 0
    else:
        good = True
    if not good:
        raise _GuessFailed(
            f"guess({where}) returned {answer!r}; for kind={kind!r} it must return "
            f"{_EXPECTED[kind]}"
        )
    return bool(answer) if kind == "wins" else answer


def _truth(game, position, kind, closed_form):
    if kind == "wins":
        return outcome(game, position, closed_form=closed_form) == "N"
    if kind == "outcome":
        return outcome(game, position, closed_form=closed_form)
    if kind == "sg":
        return sg(game, position, closed_form=closed_form)
    return winning_moves(game, position, closed_form=closed_form)


def _known_by_formula(game, position, kind):
    """Does `game` answer `kind` at `position` by a formula (no search)?"""
    try:
        if kind == "move":
            return game.winning_moves_closed_form(position) is not None
        if kind != "sg" and game.outcome_closed_form(position) is not None:
            return True
        return game.sg_closed_form(position) is not None
    except SearchLimitError:  # the game says: no formula, and too big to search
        return False


#: Most options of one position that a reason looks at: a random large
#: position may have billions (a Nim heap of 10**12).
MOST_OPTIONS = 10_000


def _listing(game, options):
    shown = [f"{format_position(o)} ({outcome(game, o)})" for o in options[:6]]
    return ", ".join(shown) + (", ..." if len(options) > 6 else "")


def _some_options(game, position):
    """Up to MOST_OPTIONS options of `position`, and whether that is all of them."""
    try:
        options = list(dict.fromkeys(islice(game.options(position), MOST_OPTIONS + 1)))
    except SearchLimitError:  # the game refuses to list that many
        return [], False
    return options[:MOST_OPTIONS], len(options) <= MOST_OPTIONS


def _reason(game, position, kind, guess, listable=True):
    """Explain, with a move, why the truth is what it is.

    The options of a random huge position are never listed (a Nim heap of
    10**12 has 10**12 of them): the explanation then uses the formulas only.
    """
    options, every = _some_options(game, position) if listable else ([], False)
    here = format_position(position)
    good = winning_moves(game, position) if listable else _formula_moves(game, position)
    if kind == "sg":
        value = sg(game, position)
        if not every:
            return f"its value is {value} (by formula: it has too many options to list)"
        values = sorted({sg(game, o) for o in options})
        return f"the options have values {values}, whose mex is {value}"
    if kind == "move":
        if guess is None:
            return f"moving to {format_position(good[0])} wins"
        if not _among(guess, options):
            twin = _written_otherwise(game, guess, options if every else good)
            if twin is not None:
                return (
                    f"{guess!r} is not a move as the game writes it: the same "
                    f"position is written {twin!r} (a move must be one of the "
                    "options exactly)"
                )
            if every:
                return (
                    f"{format_position(guess)} is not reachable from {here} in one move"
                )
            wins = "; ".join(format_position(m) for m in good[:3])
            return f"{format_position(guess)} is not among the winning moves {wins}"
        reply = winning_moves(game, game.check(guess))[0]
        return (
            f"after your move to {format_position(guess)} the opponent wins by "
            f"moving to {format_position(reply)}"
        )
    if good:
        return (
            f"moving to {format_position(good[0])} leaves a P-position, so the "
            "player to move wins"
        )
    if good is None:
        return (
            f"{here} is an N-position (by formula): some move leaves a "
            "P-position, though it has too many options to list them"
        )
    if not every:
        return (
            f"{here} is a P-position (by formula): every move from it leads to "
            "an N-position, so the player to move loses"
        )
    if not options:
        return f"{here} is terminal: the player to move cannot move and loses"
    return (
        f"every move from {here} leads to an N-position: {_listing(game, options)}, "
        "so the player to move loses"
    )


def _formula_moves(game, position):
    """The winning moves from a huge position, without listing its options.

    [] at a P-position; the closed form's list at an N-position; None where
    no formula lists them (a sum of huge Nim positions, say).
    """
    if outcome(game, position) == "P":
        return []
    try:
        return game.winning_moves_closed_form(position)
    except SearchLimitError:
        return None


def _among(move, positions):
    """Is `move` literally one of `positions`?

    Literally: a move is a position the game lists among the options, as it
    lists it. Equal "up to symmetry" is not enough (from Wythoff's (1, 2) the
    move to (0, 1) is legal, (1, 0) is not), so cache keys are not used.
    """
    try:
        return move in positions
    except TypeError:  # an unhashable or incomparable answer
        return False


def _written_otherwise(game, move, positions):
    """The position among `positions` that `move` equals up to symmetry, if any."""
    try:
        key = game.key(game.check(move))
        return next((p for p in positions if game.key(p) == key), None)
    except (TypeError, ValueError):
        return None


def _wrong(game, guess_answer, truth, kind):
    if kind == "move":
        if not truth:
            return guess_answer is not None
        return guess_answer is None or not _among(guess_answer, truth)
    return guess_answer != truth


def _default_positions(game, bound):
    """Small positions of `game`, smallest first, when the game can list them."""
    found = game.sample_positions(bound)
    if found is None:
        raise TypeError(
            f"check does not know the positions of {game!r}: pass positions=[...], "
            "smallest first (e.g. positions=range(100) for a one-heap game)"
        )
    return list(found)


def _large_positions(game, count, rng, kind):
    """Random large positions whose answer the game knows by a proven formula."""
    candidates = plant_losses(game, game.sample_large_positions(count, rng), rng)
    return [p for p in candidates if _known_by_formula(game, p, kind)]


def _families(game, params):
    if isinstance(game, Game):
        if params is not None:
            raise TypeError("params= is for a family of games such as Bash, not a game")
        return [((), game)]
    if not callable(game):
        raise TypeError(f"check needs a game or a family of games, got {game!r}")
    name = getattr(game, "__name__", repr(game))
    if params is None:
        if isinstance(game, type) and not _parameter_names(game):
            raise TypeError(
                f"check needs a game, got the class {name}: write {name}() "
                "(with the parentheses)"
            )
        raise TypeError(f"{name} needs parameters: pass params=[...], e.g. range(1, 8)")
    if isinstance(params, (str, bytes, dict)) or not hasattr(params, "__iter__"):
        raise TypeError(f"params must be a list of parameter values, got {params!r}")
    families = []
    for p in params:
        p = p if isinstance(p, tuple) else (p,)
        member = game(*p)
        if not isinstance(member, Game):
            raise TypeError(f"{name}{p!r} should make a game, but it made {member!r}")
        families.append((p, member))
    if not families:
        raise ValueError("params is empty: give at least one parameter value")
    return families


def check(
    guess,
    game,
    *,
    kind="wins",
    params=None,
    positions=None,
    bound=2000,
    random_count=200,
    seed=0,
    time_limit=1.0,
    total_time=30.0,
    max_counterexamples=3,
    closed_form=True,
):
    """Compare the reader's `guess` with the exact answer on many positions.

    Parameters
    ----------
    guess : callable
        The reader's rule. It is called with the position (a tuple position
        is unpacked when the function takes one argument per coordinate),
        followed by the game's parameters, if any.
    game : Game or callable
        A game, or a family of games such as ``Bash`` together with `params`.
    kind : {"wins", "outcome", "sg", "move"}
        What the guess answers: does the player to move win (True/False),
        "P"/"N", the Sprague-Grundy value, or a winning move (None if none).
    params : iterable, optional
        Parameter values (or tuples) for a family: ``game(*p)`` for each.
    positions : iterable, optional
        The positions to check, smallest first. By default: heaps
        ``0 .. bound - 1`` for subtraction games (Bash's game included), up to
        three heaps below 8 for Nim, or the game's ``sample_positions(bound)``;
        other games need this argument.
    bound : int, default 2000
    random_count : int, default 200
        Random large positions added when the game has a closed form (a game
        can offer them with ``sample_large_positions(count, rng)``).
    seed : int, default 0
        Seed for the random positions, so a check is reproducible.
    time_limit : float, default 1.0
        Seconds one call of the guess may take.
    total_time : float, default 30.0
        Seconds all the calls of the guess may take together. A check that
        runs out of time reports it: it never passes on the positions it
        did not reach. A guess cannot switch either limit off (catching
        ``Exception`` does not stop it).
    max_counterexamples : int, default 3
    closed_form : bool, default True
        How the exact answer on the small positions is found: by the game's
        proven formula where it has one (fast; gamelib's tests compare every
        formula with the search), or, with False, by the generic search from
        the rules, so that the guess is compared with the definition itself.
        The random large positions are always answered by the formula: they
        are only added where the game has one.

    Returns
    -------
    CheckResult
        Prints as "Correct on N positions ..." or the smallest
        counterexamples with their reasons; true when the guess held.

    Raises
    ------
    TypeError, ValueError
        If `guess` is not a function of the right number of arguments, or the
        other arguments are malformed (a class such as ``Nim`` where a game
        ``Nim()`` is meant, no positions to check, a negative count, ...).
        Failures of the guess itself (it raises, hangs, answers with the
        wrong type) and failures of the game's rules while checking are
        reported in the result: a check that could not look at every
        position never passes.

    Examples
    --------
    >>> gl.check(lambda n, m: n % (m + 1) != 0, gl.Bash, params=range(1, 6))
    Correct on 11,000 positions (Bash(1) to Bash(5)).
    >>> odd = gl.check(lambda heaps: len(heaps) % 2 == 1, gl.Nim())
    >>> print(odd.counterexamples[2])
    at (0, 1): your guess False, truth True: moving to 0,0 leaves a P-position,
    so the player to move wins
    """
    if not callable(guess) or isinstance(guess, type):
        raise TypeError(f"check needs your guess as a function, got {guess!r}")
    if not isinstance(kind, str) or kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, got {kind!r}")
    bound = check_positive(bound, "bound")
    random_count = check_natural(random_count, "random_count")
    max_counterexamples = check_positive(max_counterexamples, "max_counterexamples")
    time_limit = _check_seconds(time_limit, "time_limit")
    total_time = _check_seconds(total_time, "total_time")
    if not isinstance(closed_form, bool):
        raise TypeError(f"closed_form must be True or False, got {closed_form!r}")
    if seed is not None:
        if isinstance(seed, bool) or not hasattr(type(seed), "__index__"):
            raise TypeError(f"seed must be an integer (or None), got {seed!r}")
        seed = index(seed)
    families = _families(game, params)
    first_params, first_game = families[0]
    given = _given_positions(positions)
    rng = random.Random(seed)
    small, large = [], []
    for _, g in families:
        # The guess sees each position as the reader wrote it (a heap game
        # accepts 7 for (7,)); the exact answer uses the game's own form. Each
        # game of a family lists and validates its own positions.
        mine = given if given is not None else _default_positions(g, bound)
        small.append([(x, g.check(x), closed_form, True) for x in mine])
        if given is None:
            large.append(
                [
                    (x, x, True, False)
                    for x in _large_positions(g, random_count, rng, kind)
                ]
            )
    names = _parameter_names(game)
    games = repr(first_game)
    if len(families) > 1:
        games += f" to {families[-1][1]!r}"
    result = CheckResult(game=games, kind=kind)
    if not any(small):
        raise ValueError(
            f"there are no positions to check for {games}: pass positions=[...], "
            "at least one, smallest first"
        )
    first_shown = next(cases[0][0] for cases in small if cases)
    arity = _check_arity(guess, first_shown, first_params)
    deadline = time.perf_counter() + total_time
    drawable = False
    try:
        for case in _in_order(families, small, large):
            shown_as, position, by_formula, listable, p, g = case
            if time.perf_counter() > deadline:
                raise _GuessFailed(
                    f"checking took more than total_time = {total_time} s after "
                    f"{result.checked:,} positions (pass a larger total_time, or "
                    "fewer positions)"
                )
            args = _arguments(shown_as, p, arity)
            answer = _ask(guess, args, kind, time_limit)
            truth = _truth(g, position, kind, by_formula)
            result.checked += 1
            if _wrong(g, answer, truth, kind):
                shown = truth if kind != "move" else (truth[0] if truth else None)
                reason = _reason(g, position, kind, answer, listable)
                drawable = drawable if result.counterexamples else listable
                result.counterexamples.append(
                    Counterexample(shown_as, p, answer, shown, reason, names)
                )
                if len(result.counterexamples) >= max_counterexamples:
                    raise _Enough
    except _Enough:
        pass
    except _GuessFailed as failure:
        result.problem = str(failure)
    except (SearchLimitError, LoopyGameError, RecursionError) as failure:
        result.problem = (
            f"the exact answer could not be computed after {result.checked:,} "
            f"positions: {failure}"
        )
    except Exception as failure:  # the game's rules (a reader's options) failed
        result.problem = (
            f"the game's rules failed after {result.checked:,} positions: "
            f"{type(failure).__name__}: {failure}"
        )
    if drawable:  # the first counterexample is small: draw its game graph
        first = result.counterexamples[0]
        family = dict(families)[first.params]
        result.graph_svg = _small_graph_svg(family, family.check(first.position))
    return result


def _check_seconds(value, what):
    """A positive, finite number of seconds (not a bool, not a string)."""
    if isinstance(value, bool) or not isinstance(value, Real):
        raise TypeError(f"{what} must be a number of seconds, got {value!r}")
    if not 0 < value < float("inf"):
        raise ValueError(f"{what} must be positive and finite, got {value!r}")
    return float(value)


def _given_positions(positions):
    """The reader's positions as a list, or None for the game's own."""
    if positions is None:
        return None
    if isinstance(positions, (str, bytes, dict)) or not hasattr(positions, "__iter__"):
        raise TypeError(
            f"positions must be a list (or range) of positions, got {positions!r}"
        )
    return list(positions)


def _in_order(families, small, large):
    """The cases to check: the i-th small position of every game of the family,
    for i = 0, 1, ..., then the same for the large ones."""
    for lists in (small, large):
        for i in range(max(map(len, lists), default=0)):
            for (p, g), cases in zip(families, lists, strict=False):
                if i < len(cases):
                    yield (*cases[i], p, g)


def _parameter_names(family):
    if isinstance(family, Game):
        return ()
    try:
        return tuple(inspect.signature(family).parameters)
    except (TypeError, ValueError):
        return ()


_VARIADIC = "variadic"  # the arity of ``def guess(*heaps)``


def _arity(guess):
    """How many positional arguments `guess` needs; None if unknown."""
    try:
        parameters = inspect.signature(guess).parameters.values()
    except (TypeError, ValueError):
        return None
    if any(p.kind == p.VAR_POSITIONAL for p in parameters):
        return _VARIADIC
    return sum(p.default is p.empty and p.kind != p.KEYWORD_ONLY for p in parameters)


def _check_arity(guess, position, params):
    """Return the arity of `guess`; raise if check cannot call it with `position`."""
    arity = _arity(guess)
    if arity is None or arity is _VARIADIC:
        return arity
    wanted = {1 + len(params)}
    if isinstance(position, tuple):
        wanted.add(len(position) + len(params))
    if arity not in wanted:
        names = " or ".join(str(w) for w in sorted(wanted))
        raise TypeError(
            f"your guess takes {arity} argument(s), but check calls it with {names}: "
            f"the position {position!r}"
            + (f" and the parameter(s) {params!r}" if params else "")
        )
    return arity


def _small_graph_svg(game, position):
    from gamelib.draw.graph import game_graph_svg

    try:
        graph = game_graph(game, position, max_nodes=40)
    except ValueError:
        return None
    return game_graph_svg(graph)
