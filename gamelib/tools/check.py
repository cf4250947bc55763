"""Check a reader's guess against the exact answer, and show where it breaks.

A guess is a plain function: "does the first player win?", "what is the
Sprague-Grundy value?" or "which move wins?". :func:`check` compares it with
the exact answer on every position up to a bound (smallest first), on
positions of every shape the game's ``sample_shapes`` offers (many heaps,
huge heaps, repeated heaps, planted P-positions), and on random large
positions where the game has a proven closed form, and reports either how
many positions it was right on or its smallest counterexamples, each with
the reason (the move that refutes it).

How a guess is run. Where the system can fork, every exact answer is
computed *before* the guess is first called (without fork, only *after* its
last call, see below), and the guess's answers are judged by their exact kind (a
``bool``, the ``str`` "P" or "N", a plain ``int``, a position written as the
game writes it), never by the answer's own ``==``. Where the operating
system can fork (Linux and macOS, so JupyterLab), the guess runs in a child
process that gets the positions and sends back its answers as plain data;
the parent watches the child's CPU time and memory and kills it at the
limit, whatever the guess does (a loop in C code, resetting timers,
catching every exception, tampering with gamelib: none of it reaches the
parent). Where it cannot (the browser's Python, Pyodide, and Windows), the
guess runs in the same process under a trace hook that checks the CPU time
at every line of Python it runs, with ``time.sleep`` capped: a guess stuck
inside one long call of C code (``sum(range(10**13))``) cannot be stopped
there, and a guess that removes the hook (``sys.settrace(None)``) escapes
the limit. There the guess answers every position before any truth exists,
and what it patched is put back before the truths are computed (see
:func:`check`'s Notes): a self-check, which a guess written against
check's own code can still fool.
"""

import contextlib
import inspect
import json
import math
import os
import random
import sys
import time
import warnings
from dataclasses import dataclass, field
from html import escape
from itertools import islice
from numbers import Real
from operator import index
from typing import NamedTuple

from gamelib.engine.args import MOST_SAMPLES, check_positive, check_size
from gamelib.engine.core import outcome, plant_losses, sg, winning_moves
from gamelib.engine.game import Game, LoopyGameError, SearchLimitError
from gamelib.engine.graphs import format_position, game_graph

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
        answers = f"your guess {_printable(self.guess)}, truth {_printable(self.truth)}"
        return f"at {where}: {answers}: {self.reason}"


_SELF_CHECK = (
    "\n(A self-check: here, without fork, your guess ran in check's own process, "
    "where a guess written to fool check could change this verdict.)"
)


@dataclass
class CheckResult:
    """What :func:`check` found. True in a boolean context when the guess held."""

    game: str
    kind: str
    checked: int = 0
    counterexamples: list = field(default_factory=list)
    problem: str | None = None
    graph_svg: str | None = None
    #: True when the guess ran in check's own process (no fork: the browser).
    self_check: bool = False

    @property
    def ok(self):
        return self.problem is None and not self.counterexamples

    def __bool__(self):
        return self.ok

    def __str__(self):
        if self.problem:
            text = f"Your guess could not be checked: {self.problem}"
        elif self.ok:
            text = f"Correct on {self.checked:,} positions ({self.game})."
        else:
            lines = [
                f"Wrong: {len(self.counterexamples)} counterexample(s), smallest first."
            ]
            lines += [f"  {c}" for c in self.counterexamples]
            text = "\n".join(lines)
        return text + (_SELF_CHECK if self.self_check else "")

    __repr__ = __str__

    def _repr_html_(self):
        text = escape(str(self)).replace("\n", "<br>")
        colour = "#1a7f37" if self.ok else "#b42318"
        picture = ""
        if self.graph_svg:
            first = format_position(self.counterexamples[0].position)
            picture = f"<div>The game graph of {escape(first)}:</div>{self.graph_svg}"
        return f'<div style="color:{colour}">{text}</div>{picture}'


def _printable(value):
    """``repr(value)``, or a description where Python refuses to print it (an
    integer of more than 4,300 digits)."""
    try:
        return repr(value)
    except ValueError:
        if type(value) is int:
            digits = int(value.bit_length() * 0.30103) + 1
            return f"an integer of about {digits:,} digits (too long to print)"
        return f"an object of type {type(value).__qualname__} that cannot be printed"


class _GuessFailed(Exception):
    """The reader's function raised, hung, or answered with the wrong type."""


class _OutOfTime(BaseException):
    """Raised into the guess, in-process, when its CPU time is up.

    Not an Exception, so a guess that catches ``Exception`` does not swallow
    it; and the trace hook raises it again at every line the guess runs
    until the guess returns, so one that catches everything cannot run on.
    """


#: Limits that the reader does not choose: the most parameter values of a
#: family, random large positions, and positions in one check (all of them
#: get their exact answer before the guess is called).
MOST_PARAMS = 1_000
MOST_RANDOM = 10_000
MOST_CASES = 300_000
#: The most options check examines, estimated, while it computes the exact
#: answers of the small positions that no formula answers: 2 to 20 s of CPU
#: time (winning moves ask each option's outcome, about 4 microseconds). A
#: Grundy heap of n has n / 2 options, so every heap below 100,000 would be
#: 2.5 billion; below the default bound of 2,000, one million.
MOST_TRUTH_OPTIONS = 5_000_000
#: How many small positions, evenly spread, the estimate lists the options of.
_COST_SAMPLES = 32
#: Memory the guess may add to its process (forked runs only), bytes.
MOST_GUESS_MEMORY = 2 * 2**30
#: Seconds one call of the guess may spend sleeping or blocked (not using the
#: CPU, not waiting for a busy CPU) besides its CPU time, and all calls
#: together: a guess waiting for input or on a lock is stopped too.
MOST_IDLE_CALL = 10.0
MOST_IDLE_TOTAL = 30.0
#: Text the guess may print before the rest is dropped (forked runs).
MOST_OUTPUT = 1_000_000
_MOST_FRAME = 1 << 24


class _WrongKind(Exception):
    """The guess's answer is not of the exact kind asked."""


def _shown(answer):
    """A short description of an answer, calling none of its own methods
    unless its type is one of Python's or numpy's own."""
    kind = type(answer)
    if answer is None or kind in (bool, str, float):
        text = repr(answer)
    elif kind is int:
        text = (
            repr(answer)
            if answer.bit_length() < 200
            else f"an integer of {answer.bit_length()} bits"
        )
    elif kind.__module__ == "numpy" and kind.__name__ in _NUMPY_SCALARS:
        text = (
            f"{kind.__name__}({answer!r})"
            if not repr(answer).startswith(kind.__name__)
            else repr(answer)
        )
    elif kind in (tuple, frozenset, list) and len(answer) <= 20:
        text = kind.__name__ + "(" + ", ".join(map(_shown, answer)) + ")"
    else:
        return f"an object of type {kind.__qualname__}"
    if len(text) > 200:
        text = text[:200] + "..."
    return (
        text
        if kind in (bool, int, str, type(None))
        else f"{text} ({kind.__qualname__})"
    )


_NUMPY_SCALARS = {
    "bool_",
    "bool",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "intc",
    "uintc",
    "longlong",
    "ulonglong",
    "intp",
    "uintp",
    "float16",
    "float32",
    "float64",
    "longdouble",
    "str_",
}


def _numpy_type(kind, name):
    """Is `kind` numpy's own scalar type of the abstract `name` (integer, bool_)?"""
    numpy = sys.modules.get("numpy")
    if numpy is None or kind.__module__ != "numpy":
        return False
    base = getattr(numpy, name, None)
    return (
        isinstance(base, type)
        and issubclass(kind, base)
        and kind.__name__ in _NUMPY_SCALARS
    )


def _encode_position(x, depth=0):
    """A position as plain JSON data, refusing any type but Python's own
    (numpy integers become ints). Calls no method of the answer's objects."""
    kind = _plain_type(x)
    if depth > 60:
        raise _WrongKind("it is nested too deeply")
    if x is None:
        return ["n"]
    if kind is _End:
        return ["e"]
    if kind is bool:
        return ["b", x]
    if kind is int or _numpy_type(kind, "integer"):
        return ["i", format(int(x), "x")]
    if kind is str:
        return ["s", x]
    if kind is tuple or kind is frozenset:
        if len(x) > 100_000:
            raise _WrongKind("it is far too long to be a move")
        parts = [_encode_position(p, depth + 1) for p in x]
        tag = "t" if kind is tuple else "f"
        if type(x) is not kind:  # gamelib's own kind (Visited, Edges): keep it
            return ["g", type(x).__module__, type(x).__qualname__, [tag, parts]]
        return [tag, parts]
    raise _WrongKind(
        f"it holds {_shown(x)}: a move is a position written exactly as the game "
        "writes positions (tuples, frozensets, int, str), nothing else"
    )


def _encode(answer, kind):
    """The answer as plain JSON data, if it is of the exact kind asked."""
    cls = type(answer)
    if kind == "wins":
        if cls is bool or _numpy_type(cls, "bool_"):
            return bool(answer)
        raise _WrongKind("")
    if kind == "outcome":
        if cls is str and answer in ("P", "N"):
            return answer
        raise _WrongKind("")
    if kind == "sg":
        if cls is int or _numpy_type(cls, "integer"):
            value = int(answer)
            if value >= 0:
                return format(value, "x")
        raise _WrongKind("")
    return _encode_position(answer)


def _decode_position(data, depth=0):
    """The inverse of _encode_position, trusting nothing (a forked guess may
    have written anything)."""
    if depth > 61 or type(data) is not list or not data or type(data[0]) is not str:
        raise ValueError("garbled")
    tag = data[0]
    if tag == "n" and len(data) == 1:
        return None
    if tag == "e" and len(data) == 1:
        from gamelib.theory.misere import MiserePlay

        return MiserePlay.END
    if tag == "g" and len(data) == 4 and all(type(v) is str for v in data[1:3]):
        inner = _decode_position(data[3], depth + 1)
        module = sys.modules.get(data[1]) if data[1].startswith("gamelib.") else None
        cls = getattr(module, data[2], None)
        if (
            isinstance(cls, type)
            and _is_gamelib_class(cls)
            and type(inner) in (tuple, frozenset)
            and issubclass(cls, type(inner))
        ):
            return cls(inner)
        return inner
    if len(data) != 2:
        raise ValueError("garbled")
    value = data[1]
    if tag == "b" and type(value) is bool:
        return value
    if tag == "i" and type(value) is str and len(value) < 100_000:
        return int(value, 16)
    if tag == "s" and type(value) is str:
        return value
    if tag in ("t", "f") and type(value) is list:
        parts = [_decode_position(p, depth + 1) for p in value]
        return tuple(parts) if tag == "t" else frozenset(parts)
    raise ValueError("garbled")


def _decode(data, kind):
    """A plain answer from the data a guess sent: bool, "P"/"N", int, position."""
    if kind == "wins" and type(data) is bool:
        return data
    if kind == "outcome" and type(data) is str and data in ("P", "N"):
        return data
    if kind == "sg" and type(data) is str and 0 < len(data) < 100_000:
        value = int(data, 16)
        if value >= 0:
            return value
    if kind == "move":
        return _decode_position(data)
    raise ValueError("garbled")


class _End:
    """The type of ``MiserePlay.END`` as far as answers go."""


def _plain_type(x):
    """The type of `x`, or for gamelib's own kinds of position (a frozenset
    that prints sorted, the end of a misère game) the type they stand for."""
    kind = type(x)
    if kind.__module__.startswith("gamelib.") and _is_gamelib_class(kind):
        if x is getattr(
            getattr(sys.modules.get("gamelib.theory.misere"), "MiserePlay", None),
            "END",
            _End,
        ):
            return _End
        for base in (tuple, frozenset, int, str):
            if issubclass(kind, base):
                return base
    return kind


def _is_gamelib_class(kind):
    """Is `kind` really the class gamelib defines under that name?"""
    module = sys.modules.get(kind.__module__)
    return module is not None and getattr(module, kind.__qualname__, None) is kind


def _typed(x):
    """`x` with the type of every part spelled out, so that comparing two of
    them compares types and values exactly (True is not 1, "1" is not 1)."""
    kind = _plain_type(x)
    if kind is _End:
        return ("end",)
    if kind is tuple:
        return ("t", tuple(map(_typed, x)))
    if kind is frozenset:
        return ("f", frozenset(map(_typed, x)))
    if x is None or kind in (bool, int, str):
        return (kind.__name__, x)
    if _numpy_type(kind, "integer"):
        return ("int", int(x))
    return ("?", id(x))  # a type a guess cannot send: equal only to itself


def _arguments(position, params, arity):
    """Unpack a tuple position when the guess takes one argument per coordinate."""
    unpack = isinstance(position, tuple) and (
        arity is _VARIADIC
        or (len(position) != 1 and arity == len(position) + len(params))
    )
    return (*position, *params) if unpack else (position, *params)


def _where(args):
    text = ", ".join(map(_shown, args))
    return text if len(text) < 300 else text[:300] + "..."


def _call(guess, args, kind):
    """Call the guess once and return its answer as a message of plain data:
    ["ok", data], ["bad", why] (not the kind asked) or ["raised", why]."""
    try:
        answer = guess(*args)
    except _OutOfTime:
        raise
    except BaseException as error:  # the reader's code may raise anything
        try:
            text = str(error)[:300]
        except Exception:
            text = "(its message could not be shown)"
        name = type(error).__qualname__
        if isinstance(error, KeyboardInterrupt):
            text = "it was interrupted (by you, or it raised KeyboardInterrupt itself)"
        return ["raised", f"it raised {name}: {text} for guess({_where(args)})"]
    try:
        return ["ok", _encode(answer, kind)]
    except _WrongKind as wrong:
        detail = f": {wrong}" if str(wrong) else ""
        return [
            "bad",
            f"guess({_where(args)}) returned {_shown(answer)}; for kind={kind!r} it "
            f"must return {_EXPECTED[kind]}{detail}",
        ]


_CALL_CODE = _call.__code__


def _can_fork():
    return hasattr(os, "fork") and sys.platform not in ("emscripten", "wasi")


def _run(guess, calls, kind, time_limit, total_time):
    """Yield (i, message) for the calls of the guess, in order, under the limits.

    A message is ["ok", data], ["bad", why], ["raised", why] or ["limit", why];
    after anything but "ok" nothing more is yielded.
    """
    if _can_fork():
        return _run_forked(guess, calls, kind, time_limit, total_time)
    return _run_in_thread(guess, calls, kind, time_limit, total_time)


def _too_slow(args, time_limit):
    return [
        "limit",
        f"it did not answer within {time_limit} s of CPU time for "
        f"guess({_where(args)}) (pass a larger time_limit if it is just slow)",
    ]


def _too_slow_overall(done, total_time):
    return [
        "limit",
        f"checking took more than total_time = {total_time} s of CPU time after "
        f"{done:,} positions (pass a larger total_time, or fewer positions)",
    ]


def _run_here(guess, calls, kind, time_limit, total_time):
    """In-process: a trace hook raises _OutOfTime once the CPU time is up,
    and ``time.sleep`` (also where the guess's globals hold it) gives up
    once the idle caps are reached; the idle time of each call is measured
    after it too (a sleep check could not shorten)."""
    clock, wall = time.process_time, time.monotonic
    first, idle = clock(), _Idle()
    for i, args in enumerate(calls):
        start, start_wall = clock(), wall()
        if start - first > total_time:
            yield i, _too_slow_overall(i, total_time)
            return
        limit = min(start + time_limit, first + total_time)
        trace = _timing_hooks(clock, limit)
        previous = sys.gettrace(), sys.getprofile()
        idle.start_call()
        with _sleep_capped(guess, idle):  # entered and left with no hook set
            sys.settrace(trace)
            try:
                message = _call(guess, args, kind)
            except _OutOfTime:
                message = None
            finally:
                sys.settrace(previous[0])
                sys.setprofile(previous[1])
        if idle.past(wall() - start_wall - (clock() - start)):
            yield i, _idle(args, idle.one_call)
            return
        if message is None or clock() > limit:
            over_all = clock() - first > total_time
            yield (
                i,
                _too_slow_overall(i, total_time)
                if over_all
                else _too_slow(args, time_limit),
            )
            return
        yield i, message
        if message[0] != "ok":
            return


def _timing_hooks(clock, limit):
    """The trace hook that raises _OutOfTime past `limit` (with the profile
    hook it sets, which sets it again if the guess switched it off)."""

    def trace(frame, event, arg):
        if clock() > limit:
            # A failing trace hook is switched off by Python: the
            # profile hook switches it back on at the next call.
            sys.setprofile(profile)
            raise _OutOfTime
        return trace

    def profile(frame, event, arg):
        if clock() > limit:
            sys.settrace(trace)
            while frame is not None and frame.f_code is not _CALL_CODE:
                frame.f_trace = trace  # the guess's frames, not check's
                frame = frame.f_back
            raise _OutOfTime

    return trace


class _Idle:
    """The idle time of an in-process guess: this call's and all calls'."""

    def __init__(self):
        self.total, self.call, self.one_call = 0.0, 0.0, False

    def start_call(self):
        self.call = 0.0

    def left(self):
        return min(MOST_IDLE_CALL - self.call, MOST_IDLE_TOTAL - self.total)

    def spend(self, seconds):
        self.call += seconds
        self.total += seconds

    def past(self, measured):
        """Count the call's idle time (the larger of the measured and the
        slept); is a cap passed?"""
        self.total += max(measured - self.call, 0.0)
        self.call = max(measured, self.call)
        self.one_call = self.call > MOST_IDLE_CALL
        return self.one_call or self.total > MOST_IDLE_TOTAL


class _Slept(_OutOfTime):
    """Raised into a guess whose ``time.sleep`` would pass an idle cap."""


@contextlib.contextmanager
def _sleep_capped(guess, idle):
    """``time.sleep``, and every name of the guess's globals bound to it,
    replaced by a sleep that stops at the idle caps (raising _Slept)."""
    real = time.sleep

    def sleep(seconds):
        left = idle.left()
        if seconds > left:
            idle.spend(max(left, 0.0) + 1e-3)
            real(max(left, 0.0))
            raise _Slept
        idle.spend(seconds)
        real(seconds)

    spaces = [time.__dict__, getattr(guess, "__globals__", {})]
    bound = [
        (space, name)
        for space in spaces
        if type(space) is dict
        for name, value in list(space.items())
        if value is real
    ]
    for space, name in bound:
        space[name] = sleep
    try:
        yield
    finally:
        for space, name in bound:
            if space.get(name) is sleep:
                space[name] = real


def _run_in_thread(guess, calls, kind, time_limit, total_time):
    """Without fork, where threads exist: the guess runs in a thread of its
    own that this one watches and abandons at a limit (CPU time of the whole
    process, so threads the guess starts count; idle time, so a sleeping or
    blocked guess is stopped). A trace hook, also given to the threads the
    guess starts, then raises _OutOfTime at the next line they run. Where no
    thread can start (Pyodide), the guess runs here (see _run_here).
    """
    import queue
    import threading

    answers, stop = queue.SimpleQueue(), threading.Event()
    trace = _stopping_trace(stop.is_set)

    def work():
        sys.settrace(trace)
        with contextlib.suppress(_OutOfTime):
            for args in calls:
                if stop.is_set():
                    return
                answers.put(_call(guess, args, kind))

    previous = threading.gettrace()
    _quiet_when_stopped(threading)
    threading.settrace(trace)  # the threads the guess starts
    worker = threading.Thread(target=work, daemon=True, name="check: the guess")
    try:
        worker.start()
    except RuntimeError:  # no threads here (Pyodide)
        threading.settrace(previous)
        yield from _run_here(guess, calls, kind, time_limit, total_time)
        return
    try:
        yield from _watch_thread(answers, calls, time_limit, total_time)
    finally:
        stop.set()
        threading.settrace(previous)


def _stopping_trace(stopped):
    """A trace hook that raises _OutOfTime at every line once `stopped()`; if
    the guess catches it, a profile hook switches the trace back on."""

    def trace(frame, event, arg):
        if stopped() and _guess_frame(frame):
            sys.setprofile(profile)
            raise _OutOfTime
        return trace

    def profile(frame, event, arg):
        if stopped() and _guess_frame(frame):
            sys.settrace(trace)
            while frame is not None and frame.f_code is not _CALL_CODE:
                frame.f_trace = trace
                frame = frame.f_back
            raise _OutOfTime

    return trace


def _quiet_when_stopped(threading):
    """A thread the guess started and check stopped ends with _OutOfTime:
    Python's report of it would only be noise (other exceptions are shown)."""
    hook = threading.excepthook
    if getattr(hook, "_check_quiet", False):
        return

    def quiet(args):
        if not issubclass(args.exc_type, _OutOfTime):
            hook(args)

    quiet._check_quiet = True
    threading.excepthook = quiet


def _guess_frame(frame):
    """Is `frame` the guess's (not threading's own, where _OutOfTime would be
    reported as a failure of Python's threads)?"""
    return frame.f_globals.get("__name__") != "threading"


def _watch_thread(answers, calls, time_limit, total_time):
    """Yield (i, message) as the guess's thread answers, until a limit."""
    import queue

    clock, wall = time.process_time, time.monotonic
    first, idle_before = clock(), 0.0
    for i in range(len(calls)):
        start, start_wall = clock(), wall()
        while True:
            try:
                message = answers.get(timeout=0.02)
                break
            except queue.Empty:
                pass
            idle = wall() - start_wall - (clock() - start)
            over = _past_a_limit(
                i, calls[i], clock() - first, clock() - start, time_limit, total_time
            ) or _past_idle_cap(calls[i], idle, idle_before)
            if over:
                yield i, over
                return
        cpu = clock() - start
        over = _past_a_limit(i, calls[i], clock() - first, cpu, time_limit, total_time)
        if over:
            yield i, over
            return
        idle_before += max(wall() - start_wall - cpu, 0.0)
        yield i, message
        if message[0] != "ok":
            return


def _past_a_limit(i, call, spent, cpu, time_limit, total_time):
    """The message of a CPU limit the guess's thread is past, or None."""
    if spent > total_time:
        return _too_slow_overall(i, total_time)
    if cpu > time_limit:
        return _too_slow(call, time_limit)
    return None


def _past_idle_cap(call, idle, idle_before):
    """The message of an idle cap the guess's thread is past, or None."""
    if idle > MOST_IDLE_CALL or idle_before + idle > MOST_IDLE_TOTAL:
        return _idle(call, idle > MOST_IDLE_CALL)
    return None


class _PipeText:
    """sys.stdout of the forked guess: its text goes to the parent's stdout."""

    def __init__(self, fd, stream):
        self.fd, self.stream, self.sent = fd, stream, 0

    def write(self, text):
        text = str(text)
        if self.sent < MOST_OUTPUT:
            self.sent += len(text)
            _send(self.fd, [self.stream, text[:MOST_OUTPUT]])
        return len(text)

    def flush(self):
        pass

    def isatty(self):
        return False


def _send(fd, message):
    if os.getpid() != _CHILD[0]:  # a process the guess forked: it is not heard
        return
    data = json.dumps(message).encode()
    data = len(data).to_bytes(4, "big") + data
    while data:
        data = data[os.write(fd, data) :]


#: The process id of the forked child that runs the guess (set in the child).
_CHILD = [None]


def _no_second_fork():
    """In a process the guess forks from the child: end it at once, so that
    only the first child's answers count (the guess's own fork returns an id
    in the child as usual, and the forked copy is gone)."""
    os._exit(0)


def _child(fd, guess, calls, kind, time_limit, total_time):
    """The forked process: call the guess on each position, send each answer."""
    _CHILD[0] = os.getpid()
    if hasattr(os, "register_at_fork"):
        os.register_at_fork(after_in_child=_no_second_fork)
    try:
        _limit_child(total_time)
        sys.stdout = _PipeText(fd, "out")
        sys.stderr = _PipeText(fd, "err")
        _display_as_text(sys.stdout)
        per_call = not os.path.exists(f"/proc/{os.getpid()}/stat")
        for args in calls:
            if per_call:  # no /proc for the parent to watch: the kernel's limit
                _limit_cpu(time.process_time() + time_limit)
            _send(fd, _call(guess, args, kind))
        _send(fd, ["end"])
    except BaseException as error:
        with contextlib.suppress(BaseException):
            _send(fd, ["crash", type(error).__qualname__])
    finally:
        os._exit(0)


def _limit_cpu(seconds):
    import resource

    soft = min(math.ceil(seconds) + 1, 2**31 - 2)
    _, hard = resource.getrlimit(resource.RLIMIT_CPU)
    if hard != resource.RLIM_INFINITY:
        soft = min(soft, hard)
    resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))


def _limit_child(total_time):
    """Hard limits the guess cannot raise: CPU seconds, memory, no core file."""
    try:
        import resource
    except ImportError:
        return
    cpu = min(math.ceil(total_time) + 2, 2**31 - 2)
    for limit, value in (
        (resource.RLIMIT_CPU, (cpu, cpu + 1)),
        (resource.RLIMIT_CORE, (0, 0)),
    ):
        try:
            _, hard = resource.getrlimit(limit)
            if hard == resource.RLIM_INFINITY or hard >= value[1]:
                resource.setrlimit(limit, value)
        except (ValueError, OSError):
            pass
    try:
        with open("/proc/self/statm") as statm:
            used = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        cap = used + MOST_GUESS_MEMORY
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard == resource.RLIM_INFINITY or hard >= cap:
            resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
    except (OSError, ValueError, IndexError):
        pass


def _display_as_text(out):
    """In a forked child, IPython's display() writes its text form to `out`
    (the kernel's own channels belong to the parent)."""
    if "IPython" not in sys.modules:
        return
    try:
        shell = sys.modules["IPython"].get_ipython()
        if shell is None:
            return

        def publish(data, metadata=None, *args, **kwargs):
            out.write(str(data.get("text/plain", "")) + "\n")

        shell.display_pub.publish = publish
    except Exception:
        pass


class _Clock:
    """CPU time and idle time of a process, read from /proc (Linux).

    Idle time is wall time the process spent neither on a CPU nor waiting
    for one (sleeping, blocked): a busy machine does not add to either.
    """

    def __init__(self, pid):
        self.pid = pid
        self.ticks = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
        self.wall0 = time.monotonic()

    def read(self):
        """(cpu seconds, idle seconds), or None if /proc cannot tell."""
        wall = time.monotonic() - self.wall0
        try:
            text = _read_file(f"/proc/{self.pid}/schedstat")
            on_cpu, waiting = (int(v) / 1e9 for v in text.split()[:2])
            return on_cpu, max(wall - on_cpu - waiting, 0.0)
        except (OSError, ValueError):
            pass
        try:
            fields = _read_file(f"/proc/{self.pid}/stat").rsplit(")", 1)[1].split()
            on_cpu = (int(fields[11]) + int(fields[12])) / self.ticks
            return on_cpu, 0.0  # no schedstat: idle time unknown
        except (OSError, ValueError, IndexError):
            return None


def _read_file(path):
    fd = os.open(path, os.O_RDONLY)
    try:
        return os.read(fd, 4096).decode()
    finally:
        os.close(fd)


def _run_forked(guess, calls, kind, time_limit, total_time):
    """In a forked child, watched by CPU time, idle time and memory."""
    read_end, write_end = os.pipe()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "multi-threaded, fork may deadlock"
        pid = os.fork()
    if pid == 0:  # pragma: no cover (the child)
        os.close(read_end)
        _child(write_end, guess, calls, kind, time_limit, total_time)
    os.close(write_end)
    clock = _Clock(pid)
    try:
        done = yield from _watch(read_end, clock, calls, time_limit, total_time)
        if done is not None and done < len(calls):
            status = _reap(pid)
            pid = None
            yield done, ["limit", _ended(status, done, calls, total_time)]
    finally:
        os.close(read_end)
        if pid is not None:
            _kill(pid)


def _watch(read_end, clock, calls, time_limit, total_time):
    """Yield (i, message) as the child sends them, until it ends or a limit.

    Returns how many calls it answered when its pipe ended (or it sent
    "end" or "crash"), None when a limit or an answer that is not "ok"
    stopped it.
    """
    import select

    buffer, done, ended, answered = b"", 0, False, False
    zero = clock.read() or (0.0, 0.0)
    call_start = zero
    wall_start = time.monotonic()
    while not ended:
        ready, _, _ = select.select([read_end], [], [], 0.02)
        if ready:
            chunk = os.read(read_end, 1 << 16)
            if not chunk:
                break
            buffer += chunk
            while len(buffer) >= 4:
                size = int.from_bytes(buffer[:4], "big")
                if size > _MOST_FRAME:
                    yield done, ["limit", "its answer was too large to be a move"]
                    return None
                if len(buffer) < 4 + size:
                    break
                frame, buffer = buffer[4 : 4 + size], buffer[4 + size :]
                message, tag = _parsed(frame)
                if tag in ("out", "err") and type(message[1]) is str:
                    stream = sys.stdout if tag == "out" else sys.stderr
                    stream.write(message[1])
                    continue
                if tag == "end":
                    ended = True
                    break
                if tag == "crash" or done >= len(calls):
                    break
                yield done, message
                if tag != "ok":
                    return None
                done += 1
                answered = True
        now = clock.read()
        if answered:  # the next call started about now
            answered = False
            call_start = now or call_start
            wall_start = time.monotonic()
        if now is None:
            now = (call_start[0], call_start[1] + time.monotonic() - wall_start)
        if done < len(calls):
            over = _over_limit(
                now, zero, call_start, done, calls, time_limit, total_time
            )
            if over is not None:
                yield done, over
                return None
    return done


def _parsed(frame):
    """The message in one frame the child sent, and its tag ("crash" if garbled)."""
    try:
        message = json.loads(frame)
        return message, message[0]
    except (ValueError, TypeError, IndexError, KeyError):
        return ["crash", "garbled"], "crash"


def _over_limit(now, zero, call_start, done, calls, time_limit, total_time):
    """The "limit" message if the child, whose (cpu, idle) seconds are `now`,
    has used too much time in all (since `zero`) or on this call (since
    `call_start`); else None."""
    if now[0] - zero[0] > total_time:
        return _too_slow_overall(done, total_time)
    if now[0] - call_start[0] > time_limit:
        return _too_slow(calls[done], time_limit)
    idle = now[1] - call_start[1]
    if idle > MOST_IDLE_CALL or now[1] - zero[1] > MOST_IDLE_TOTAL:
        return _idle(calls[done], idle > MOST_IDLE_CALL)
    return None


def _idle(args, one_call):
    limit = (
        f"{MOST_IDLE_CALL:g} s in one call" if one_call else f"{MOST_IDLE_TOTAL:g} s"
    )
    return [
        "limit",
        f"it waited (slept or blocked, not computing) for more than {limit}, at "
        f"guess({_where(args)})",
    ]


def _kill(pid):
    import signal

    with contextlib.suppress(OSError):
        os.kill(pid, signal.SIGKILL)
    _reap(pid)


def _reap(pid):
    try:
        return os.waitpid(pid, 0)[1]
    except ChildProcessError:
        return None


def _ended(status, done, calls, total_time):
    """Why the guess's process ended before answering everything."""
    import signal

    where = f"guess({_where(calls[done])})" if done < len(calls) else "the end"
    if status is not None and os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        if number in (signal.SIGKILL, getattr(signal, "SIGXCPU", -1)):
            return (
                f"it was stopped at {where}: it used up its CPU time "
                f"(total_time = {total_time} s) or its memory "
                f"({MOST_GUESS_MEMORY // 2**30} GiB)"
            )
        return f"its process died of signal {number} at {where}"
    return f"it ended its own process (or ran out of memory) at {where}"


def _truth(game, position, kind, closed_form):
    if kind == "wins":
        return outcome(game, position, closed_form=closed_form) == "N"
    if kind == "outcome":
        return outcome(game, position, closed_form=closed_form)
    if kind == "sg":
        return int(sg(game, position, closed_form=closed_form))
    return winning_moves(game, position, closed_form=closed_form)


def _known_by_formula(game, position, kind):
    """Does `game` answer `kind` at `position` by a formula (no search)?

    Winning moves are listed under a small budget (MOST_OPTIONS): a huge
    position may have astronomically many, and then it is not used.
    """
    try:
        if kind == "move":
            return _moves_by_formula(game, position) is not None
        if kind != "sg" and game.outcome_closed_form(position) is not None:
            return True
        return game.sg_closed_form(position) is not None
    except (SearchLimitError, ValueError):  # no formula, and too big to search
        return False


def _moves_by_formula(game, position):
    had = "search_limit" in game.__dict__
    saved = game.search_limit
    game.search_limit = min(saved, MOST_OPTIONS)
    try:
        return game.winning_moves_closed_form(position)
    finally:
        if had:
            game.search_limit = saved
        else:
            del game.search_limit


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
    """Is `move` literally one of `positions`, type for type?

    Literally: a move is a position the game lists among the options, as it
    lists it. Equal "up to symmetry" is not enough (from Wythoff's (1, 2) the
    move to (0, 1) is legal, (1, 0) is not), so cache keys are not used; and
    equal by ``==`` is not enough either (``True == 1``, ``1.0 == 1``).
    """
    wanted = _typed(move)
    return any(_typed(p) == wanted for p in positions)


def _written_otherwise(game, move, positions):
    """The position among `positions` that `move` equals up to symmetry, if any."""
    try:
        key = game.key(game.check(move))
        return next((p for p in positions if game.key(p) == key), None)
    except (TypeError, ValueError):
        return None


def _wrong(guess_answer, truth, kind):
    """Does the (plain, decoded) answer differ from the truth?"""
    if kind == "move":
        if not truth:
            return guess_answer is not None
        return guess_answer is None or not _among(guess_answer, truth)
    return guess_answer != truth  # bool, str or int on both sides


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


def _shape_positions(game, rng, kind):
    """The game's positions of every shape (``sample_shapes``) that a formula
    answers: many heaps, huge and repeated heaps, planted P-positions."""
    return [p for p in game.sample_shapes(rng) if _known_by_formula(game, p, kind)]


def _in_form(position, forms):
    """`position` written like the small positions (whose types are `forms`):
    a one-heap row (7,) as 7 for a game whose small positions are integers;
    None if it has another form (more heaps where the guess takes one)."""
    if type(position) in forms:
        return position
    if int in forms and type(position) is tuple and len(position) == 1:
        return position[0] if type(position[0]) is int else None
    return None


def _is_list(values):
    """Can `values` be read as a list of values (not a string, nor a dict)?"""
    return not isinstance(values, (str, bytes, dict)) and hasattr(values, "__iter__")


def _limited(values, what, most):
    """The first `most` values of `values` (see _is_list) as a list; more raise
    ValueError."""
    found = list(islice(values, most + 1))
    if len(found) > most:
        raise ValueError(
            f"{what} has more than {most:,} values, the most check takes: "
            f"pass fewer (e.g. {what}=range({most}))"
        )
    return found


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
    if not _is_list(params):
        raise TypeError(f"params must be a list of parameter values, got {params!r}")
    families = []
    for p in _limited(params, "params", MOST_PARAMS):
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
    time_limit=2.0,
    total_time=60.0,
    max_counterexamples=3,
    closed_form=True,
):
    """Compare the reader's `guess` with the exact answer on many positions.

    Parameters
    ----------
    guess : callable
        The reader's rule. It is called with the position (a tuple position
        is unpacked when the function takes one argument per coordinate),
        followed by the game's parameters, if any. Where the system can
        fork, every exact answer is computed before its first call and it
        runs in a child process: what it prints is shown, ``display()``
        shows the text form, and what it changes (a cache, gamelib itself)
        stays in that process. Without fork, see the Notes.
    game : Game or callable
        A game, or a family of games such as ``Bash`` together with `params`.
    kind : {"wins", "outcome", "sg", "move"}
        What the guess answers: does the player to move win (True/False),
        "P"/"N", the Sprague-Grundy value, or a winning move (None if none).
    params : iterable, optional
        Parameter values (or tuples) for a family: ``game(*p)`` for each; at
        most 1,000, and at most 300,000 positions in all.
    positions : iterable, optional
        The positions to check, smallest first (at most 100,000,
        ``gamelib.engine.args.MOST_SAMPLES``). By default: heaps ``0 .. bound - 1``
        for subtraction games (Bash's game included), up to three heaps below
        8 for Nim, or the game's ``sample_positions(bound)``, followed by the
        game's ``sample_shapes(rng)`` (many heaps, huge and repeated heaps,
        planted P-positions) where a formula answers them; other games need
        this argument.
    bound : int, default 2000
        At most 100,000.
    random_count : int, default 200
        Random large positions added when the game has a closed form (a game
        can offer them with ``sample_large_positions(count, rng)``); at most
        10,000.
    seed : int, default 0
        Seed for the random positions, so a check is reproducible.
    time_limit : float, default 2.0
        Seconds of CPU time one call of the guess may take. Time the guess
        spends waiting for a busy processor does not count, so a loaded
        machine does not change a verdict; time it spends asleep or blocked
        is limited separately (10 s a call, 30 s in all).
    total_time : float, default 60.0
        Seconds of CPU time all the calls of the guess may take together. A
        check that runs out of time reports it: it never passes on the
        positions it did not reach. Where the system can fork, the guess
        runs in a child process that the checker kills at either limit (or
        above 2 GiB of memory), so nothing the guess does can switch them
        off. In the browser (Pyodide: no fork) the guess runs in-process
        under a trace hook: a guess stuck inside one long call of C code
        (``sum(range(10**13))``) cannot be stopped there (restart the
        kernel), and one that removes the hook (``sys.settrace(None)``) or
        catches ``BaseException`` in a loop that calls nothing escapes it.
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
        Smallest first means: the small positions in the game's own order
        (``sample_positions``), then the others by the sum of the numbers
        in them (a string counts its length), then by how many numbers they
        hold, then by those numbers in order. Without fork the output adds
        that it was a self-check (the guess ran in check's own process).

    Raises
    ------
    TypeError, ValueError
        If `guess` is not a function of the right number of arguments, or the
        other arguments are malformed (a class such as ``Nim`` where a game
        ``Nim()`` is meant, no positions to check, a negative count, ...).
        Failures of the guess itself (it raises, hangs, answers with the
        wrong kind: a ``bool`` for "wins", exactly the ``str`` "P" or "N",
        a plain ``int`` or numpy integer for "sg", a position written as the
        game writes it for "move"; never compared by the answer's own
        ``==``) and failures of the game's rules while checking are
        reported in the result: a check that could not look at every
        position never passes.

    Notes
    -----
    Without fork (the browser's Pyodide, Windows) check is a *self-check*:
    the guess runs in check's own Python, which can hide nothing from it.
    What check still enforces there: the guess answers every position
    first, and only after its last call has returned are the exact answers
    computed (on emptied caches) and compared, so no truth, list of wrong
    answers or result exists while it runs (rewriting check's frames through
    ``sys._getframe`` finds none); names, classes and function code it
    changed in gamelib, in the games or in the builtins, gc callbacks and
    ``sys.monitoring`` tools it added, are put back and the guess is not
    accepted; ``time.sleep`` (also where the guess's globals hold it) stops
    at the idle caps, 10 s a call and 30 s in all, and each call's idle time
    is measured after it. What it cannot enforce in Pyodide: a guess stuck in
    one long call of C code (``sum(range(10**13))``), or blocked in something
    other than ``time.sleep``, is not stopped until that call returns; one
    that removes the trace hook, or catches ``BaseException`` in a loop that
    calls nothing, escapes the CPU limit; and a guess written against
    check's own code (rewriting the positions in its frames, an audit hook,
    ``ctypes``) can still change the verdict. Judge others' code with the
    forked check (JupyterLab on Linux or macOS).

    Examples
    --------
    >>> gl.check(lambda n, m: n % (m + 1) != 0, gl.Bash, params=range(1, 6))
    Correct on 11,233 positions (Bash(1) to Bash(5)).
    >>> odd = gl.check(lambda heaps: len(heaps) % 2 == 1, gl.Nim())
    >>> print(odd.counterexamples[2])
    at (0, 1): your guess False, truth True: moving to 0,0 leaves a P-position,
    so the player to move wins
    """
    if not callable(guess) or isinstance(guess, type):
        raise TypeError(f"check needs your guess as a function, got {guess!r}")
    if not isinstance(kind, str) or kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, got {kind!r}")
    settings = _Settings(
        kind=kind,
        bound=check_positive(check_size(bound, "bound", MOST_SAMPLES), "bound"),
        random_count=check_size(random_count, "random_count", MOST_RANDOM),
        most=check_positive(
            check_size(max_counterexamples, "max_counterexamples", 1000),
            "max_counterexamples",
        ),
        time_limit=_check_seconds(time_limit, "time_limit"),
        total_time=_check_seconds(total_time, "total_time"),
        closed_form=_check_closed_form(closed_form),
        seed=_check_seed(seed),
    )
    given = _given_positions(positions)
    families = _families(game, params)
    cases = _positions_to_test(families, given, settings)
    names = _parameter_names(game)
    result = CheckResult(game=_family_name(families), kind=kind)
    arity = _check_arity(guess, cases[0].shown, families[0][0])
    _check_truth_cost(cases, kind, settings.bound, given is not None)
    calls = tuple(_arguments(case.shown, case.params, arity) for case in cases)
    games = [g for _, g in families]
    if not _can_fork():
        return _checked_here(guess, cases, calls, settings, families, names)
    truths, result.problem = _exact_answers(cases, kind)
    if result.problem:
        return result
    with contextlib.closing(_guess_under_limits(guess, calls, settings, games)) as run:
        result.checked, found, result.problem = _compare(run, truths, calls, settings)
    _report(result, found, cases, truths, families, names)
    return result


def _checked_here(guess, cases, calls, settings, families, names):
    """check() where the guess runs in this process (no fork: the browser).

    The guess answers every position first; only once it has returned for
    the last time, and the checker, the games and Python's hooks are put
    back, are the exact answers computed (on emptied caches), compared and
    the result made: while the guess runs, no truth, no list of wrong answers
    and no result exists in any frame it could reach and rewrite.
    """
    games = [g for _, g in families]
    with contextlib.closing(_guess_under_limits(guess, calls, settings, games)) as run:
        answers = tuple(run)
    saved = _saved_memos(games)
    for g in games:
        g.__dict__.pop("_memos", None)
    try:
        truths, problem = _exact_answers(cases, settings.kind)
    finally:
        _restore_memos(saved)
    result = CheckResult(game=_family_name(families), kind=settings.kind)
    result.self_check, result.problem = True, problem
    if problem:
        return result
    result.checked, found, result.problem = _compare(
        iter(answers), truths, calls, settings
    )
    last = answers[-1][1] if answers else ["ok"]
    if last[0] == "limit" and last[1].startswith(_TAMPERED):
        result.problem = last[1]  # said even past the counterexamples shown
    _report(result, found, cases, truths, families, names)
    return result


@dataclass(frozen=True)
class _Settings:
    """The arguments of :func:`check` that every step reads, checked."""

    kind: str
    bound: int
    random_count: int
    most: int  # counterexamples
    time_limit: float
    total_time: float
    closed_form: bool
    seed: int | None


class _Case(NamedTuple):
    """One position to test, with what each step needs to know of it."""

    shown: object  # the position as the reader writes it (7 for (7,))
    position: object  # the game's own form of it
    by_formula: bool  # is the truth taken from the game's formula?
    listable: bool  # small enough to list its options (and draw)?
    params: tuple
    game: Game


# Step 1: the positions to test.


def _positions_to_test(families, given, settings):
    """The cases to check, in order: small positions, then shaped, then large."""
    rng = random.Random(settings.seed)
    small, shaped, large = [], [], []
    total = 0
    for _, g in families:
        for group, found in zip(
            (small, shaped, large),
            _game_positions(g, given, rng, settings),
            strict=True,
        ):
            group.append(found)
            total += len(found)
        if total > MOST_CASES:
            raise ValueError(
                f"this check would look at more than {MOST_CASES:,} positions, the "
                "most it takes: pass fewer params, a smaller bound or fewer positions"
            )
    if not any(small):
        raise ValueError(
            f"there are no positions to check for {_family_name(families)}: pass "
            "positions=[...], at least one, smallest first"
        )
    rest = sorted(
        _in_order(families, shaped, large), key=lambda c: _measure(c.position)
    )
    return [*_in_order(families, small), *rest]


def _measure(position):
    """The size by which counterexamples are listed smallest first (after the
    small positions, which come in the game's own order): the sum of the
    numbers in the position, then how many numbers it holds, then the numbers
    in order. A number is an integer part (a heap, a coordinate); a string
    (a row of coins) counts as its length; a frozenset's parts are sorted."""
    numbers = _numbers(position)
    return sum(numbers), len(numbers), numbers


def _numbers(x, depth=0):
    kind = _plain_type(x)
    if kind is int or kind is bool:
        return (int(x),)
    if kind is str:
        return (len(x),)
    if kind is tuple and depth < 60:
        return tuple(n for part in x for n in _numbers(part, depth + 1))
    if kind is frozenset and depth < 60:
        parts = sorted(_numbers(part, depth + 1) for part in x)
        return tuple(n for part in parts for n in part)
    return ()


def _game_positions(g, given, rng, settings):
    """The small, shaped and large positions of one game of the family, each as
    (shown, position, by_formula, listable)."""
    # The guess sees each position as the reader wrote it (a heap game
    # accepts 7 for (7,)); the exact answer uses the game's own form. Each
    # game of a family lists and validates its own positions.
    mine = given if given is not None else _default_positions(g, settings.bound)
    small = [(x, g.check(x), settings.closed_form, True) for x in mine]
    if given is not None:
        return small, [], []
    # Shapes are told apart by the position itself, not by the game's cache
    # key (which sorts heaps and drops zeros): (8, 0, 8) is not (0, 8, 8).
    seen = {_typed(c[1]) for c in small}
    shaped = []
    forms = {type(x) for x in mine}
    for x in _shape_positions(g, rng, settings.kind):
        x = _in_form(x, forms)
        if x is None:  # the guess was written for another form
            continue
        position = g.check(x)
        if _typed(position) not in seen:
            seen.add(_typed(position))
            shaped.append((x, position, True, False))
    found = _large_positions(g, settings.random_count, rng, settings.kind)
    return small, shaped, [(x, x, True, False) for x in found]


# Step 2: the truth.


def _check_truth_cost(cases, kind, bound, given):
    """Refuse, before computing them, exact answers that would take minutes.

    The search examines about every option of every small position that no
    formula answers (once: the values of the options are cached). The options
    of `_COST_SAMPLES` small positions, evenly spread from the smallest to the
    largest, are counted (each up to the share that alone would pass the
    limit) and the count extrapolated to all of them; beyond
    MOST_TRUTH_OPTIONS this raises ValueError, naming `bound`.
    """
    small = [c for c in cases if c.listable]
    if not small:
        return
    picks = min(_COST_SAMPLES, len(small))
    step = (len(small) - 1) / max(picks - 1, 1)
    share = MOST_TRUTH_OPTIONS * picks // len(small) + 1
    counted = sum(
        _searched_options(small[round(i * step)], kind, share) for i in range(picks)
    )
    estimate = counted * len(small) // picks
    if estimate <= MOST_TRUTH_OPTIONS:
        return
    where = "positions" if given else f"bound={bound:,}"
    raise ValueError(
        f"computing the exact answers of the {len(small):,} small positions "
        f"({where}) would examine about {estimate:,} options or more, beyond "
        f"the {MOST_TRUTH_OPTIONS:,} that check examines (minutes of work): "
        + ("pass fewer or smaller positions" if given else "ask for a smaller bound")
    )


def _searched_options(case, kind, most):
    """How many options (up to `most`) the search examines at `case`: none
    where a formula answers it."""
    try:
        if case.by_formula and _known_by_formula(case.game, case.position, kind):
            return 0
        return sum(1 for _ in islice(case.game.options(case.position), most))
    except SearchLimitError:  # too many to list
        return most
    except Exception:  # the game's rules failed: the truth step reports it
        return 0


def _exact_answers(cases, kind):
    """The exact answer of every case, computed before the guess is first
    called (so nothing the guess does can change them), and None; or the
    answers so far and why the next one could not be computed."""
    truths = []
    try:
        for case in cases:
            truth = _truth(case.game, case.position, kind, case.by_formula)
            truths.append(tuple(truth) if kind == "move" else truth)
    except (SearchLimitError, LoopyGameError, RecursionError) as failure:
        at = cases[len(truths)].shown
        return truths, f"the exact answer could not be computed at {at!r}: {failure}"
    except Exception as failure:  # the game's rules (a reader's options) failed
        return truths, (
            f"the game's rules failed at {cases[len(truths)].shown!r}: "
            f"{type(failure).__name__}: {failure}"
        )
    return tuple(truths), None  # a tuple: nothing the guess reaches can change it


# Step 3: the guess under its limits.


def _guess_under_limits(guess, calls, settings, games):
    """Yield (i, message) for the calls of the guess, as :func:`_run` does; an
    in-process guess cannot leave lies in the games' caches, nor patches in
    gamelib, the games or Python's hooks: they are put back when the run is
    closed, and a patch found is the run's last message."""
    here = not _can_fork()
    memos = _saved_memos(games) if here else []
    checker = _saved_checker(games) if here else []
    hooks = _saved_hooks() if here else None
    answers = _run(
        guess, calls, settings.kind, settings.time_limit, settings.total_time
    )
    try:
        yield from answers
        changed = _restore_hooks(hooks) + _restore_checker(checker)
        if changed:
            yield len(calls) - 1, ["limit", _TAMPERED + ", ".join(changed[:8])]
    finally:
        answers.close()
        _restore_memos(memos)
        _restore_hooks(hooks)
        _restore_checker(checker)


_TAMPERED = "it changed the checker itself, which check has put back: "


def _saved_checker(games):
    """What an in-process guess could patch to fool check: every gamelib
    module and class, the games and their classes, Python's builtins; for
    each, its names and the code of its functions."""
    import builtins

    spaces, seen = [builtins, *(c for g in games for c in type(g).__mro__[:-1])], set()
    for name, module in list(sys.modules.items()):
        if name == "gamelib" or name.startswith("gamelib."):
            spaces.append(module)
            spaces += [
                v
                for v in vars(module).values()
                if isinstance(v, type) and v.__module__ == name
            ]
    saved = []
    for space in [*spaces, *games]:
        if id(space) not in seen:
            seen.add(id(space))
            names = dict(vars(space))
            saved.append((space, names, _codes(names)))
    return saved


def _functions(value):
    """The plain functions behind a namespace's value (a method, a property)."""
    if isinstance(value, (classmethod, staticmethod)):
        value = value.__func__
    if isinstance(value, property):
        return [f for f in (value.fget, value.fset) if inspect.isfunction(f)]
    return [value] if inspect.isfunction(value) else []


def _codes(names):
    """{name: [(function, its code, defaults, keyword defaults)]} of `names`."""
    return {
        name: [(f, f.__code__, f.__defaults__, f.__kwdefaults__) for f in found]
        for name, value in names.items()
        if (found := _functions(value))
    }


def _restore_checker(saved):
    """Put back every name of `saved` that was rebound, deleted or (in a
    class, or shadowing a class's attribute or a builtin) added, and every
    function's code; return what was changed."""
    changed = []
    for space, names, codes in saved:
        where = getattr(space, "__name__", type(space).__name__)
        now = vars(space)
        for name in [n for n in now if n not in names and _shadows(space, n)]:
            changed.append(f"{where}.{name}")
            with contextlib.suppress(AttributeError, TypeError):
                delattr(space, name)
        for name, value in names.items():
            if now.get(name, _MISSING) is not value:
                changed.append(f"{where}.{name}")
                with contextlib.suppress(AttributeError, TypeError):
                    setattr(space, name, value)
        for name, functions in codes.items():
            for f, code, defaults, keywords in functions:
                if (
                    f.__code__ is not code
                    or f.__defaults__ is not defaults
                    or f.__kwdefaults__ is not keywords
                ):
                    changed.append(f"the code of {where}.{name}")
                    f.__code__, f.__defaults__ = code, defaults
                    f.__kwdefaults__ = keywords
    return changed


def _shadows(space, name):
    """Would a new `name` in `space` change what check computes?"""
    import builtins

    if isinstance(space, type):
        return True
    if inspect.ismodule(space):
        return space is not builtins and hasattr(builtins, name)
    return hasattr(type(space), name)


def _saved_hooks():
    """Python's hooks that run code later: gc's callbacks, and (3.12+)
    sys.monitoring's tools."""
    import gc

    monitoring = getattr(sys, "monitoring", None)
    tools = [monitoring.get_tool(i) for i in range(6)] if monitoring else []
    return list(gc.callbacks), tools


def _restore_hooks(saved):
    """Remove the hooks a guess added; return what was changed."""
    import gc

    if saved is None:
        return []
    callbacks, tools = saved
    changed = []
    if gc.callbacks != callbacks:
        changed.append("gc.callbacks")
        gc.callbacks[:] = callbacks
    monitoring = getattr(sys, "monitoring", None)
    for i, tool in enumerate(tools):
        if tool is None and monitoring.get_tool(i) is not None:
            changed.append(f"sys.monitoring tool {i}")
            if hasattr(monitoring, "clear_tool_id"):
                monitoring.clear_tool_id(i)
            monitoring.set_events(i, 0)
            monitoring.free_tool_id(i)
    return changed


_MISSING = object()


# Step 4: the comparison.


def _compare(answers, truths, calls, settings):
    """Compare the guess's answers with the truths, as they come.

    Returns (how many answers were checked, the (i, answer) pairs found
    wrong, the problem or None). Stops at the `settings.most`-th wrong answer.
    """
    wrong, decode = _wrong, _decode  # the guess may rebind the module's names
    checked, found = 0, []
    for i, message in answers:
        if message[0] != "ok":
            return checked, found, message[1]
        try:
            answer = decode(message[1], settings.kind)
        except (ValueError, TypeError, IndexError, RecursionError):
            return (
                checked,
                found,
                f"its answer to guess({_where(calls[i])}) was garbled",
            )
        checked += 1
        if wrong(answer, truths[i], settings.kind):
            found.append((i, answer))
            if len(found) >= settings.most:
                return checked, found, None
    if checked < len(calls) and not found:
        return checked, found, "it stopped answering before the last position"
    return checked, found, None


# Step 5: the report.


def _report(result, found, cases, truths, families, names):
    """Fill `result` with a counterexample (and its reason) for each wrong
    answer found, and the game graph of the first where it is small."""
    kind = result.kind
    try:
        for i, answer in found:
            case, truth = cases[i], truths[i]
            shown = truth if kind != "move" else (truth[0] if truth else None)
            reason = _reason(case.game, case.position, kind, answer, case.listable)
            result.counterexamples.append(
                Counterexample(case.shown, case.params, answer, shown, reason, names)
            )
    except Exception as failure:  # the game's rules failed while explaining
        result.problem = (
            f"the game's rules failed while explaining a counterexample: "
            f"{type(failure).__name__}: {failure}"
        )
    if found and cases[found[0][0]].listable and not result.problem:
        first = result.counterexamples[0]  # a small position: draw its graph
        family = dict(families)[first.params]
        result.graph_svg = _small_graph_svg(family, family.check(first.position))


def _family_name(families):
    """The game, or the first and last games of the family, as shown."""
    name = repr(families[0][1])
    if len(families) > 1:
        name += f" to {families[-1][1]!r}"
    return name


def _check_closed_form(closed_form):
    if not isinstance(closed_form, bool):
        raise TypeError(f"closed_form must be True or False, got {closed_form!r}")
    return closed_form


def _check_seed(seed):
    """An integer seed (numpy integers too), or None."""
    if seed is None:
        return None
    if isinstance(seed, bool) or not hasattr(type(seed), "__index__"):
        raise TypeError(f"seed must be an integer (or None), got {seed!r}")
    return index(seed)


def _saved_memos(games):
    """A copy of each game's caches, to restore after an in-process guess
    (which could fill them with lies for the next check)."""
    saved = []
    for g in games:
        memos = g.__dict__.get("_memos")
        copies = (
            {k: dict(v) for k, v in memos.items() if type(v) is dict} if memos else {}
        )
        saved.append((g, copies))
    return saved


def _restore_memos(saved):
    for g, copies in saved:
        memos = g.__dict__.setdefault("_memos", {})
        for k in [k for k in memos if k not in copies and type(memos[k]) is dict]:
            del memos[k]
        for k, v in copies.items():
            memos[k] = v


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
    if not _is_list(positions):
        raise TypeError(
            f"positions must be a list (or range) of positions, got {positions!r}"
        )
    return _limited(positions, "positions", MOST_SAMPLES)


def _in_order(families, *groups):
    """The cases to check: the i-th small position of every game of the family,
    for i = 0, 1, ..., then the same for the shaped and the large ones."""
    for lists in groups:
        for i in range(max(map(len, lists), default=0)):
            for (p, g), cases in zip(families, lists, strict=False):
                if i < len(cases):
                    yield _Case(*cases[i], p, g)


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
