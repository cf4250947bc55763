"""Hostile input: every public entry point answers, or refuses clearly and quickly.

Hypothesis drives the public API with values of every wrong kind (negative,
huge, boolean, float, string, None, containers, objects), with hostile
reader-defined games (options that grow, loop, return junk or never end) and
hostile guesses. Each call must either give an answer or raise one of
TypeError, ValueError, SearchLimitError, LoopyGameError with a message that
names the offending value, within a few seconds of CPU time and under a
memory limit: never a hang, a RecursionError, an internal AttributeError or a
frozen kernel.

Each call runs in a forked child under RLIMIT_CPU and RLIMIT_AS (see
:func:`limited`): the kernel stops a child that spends more than
:data:`CPU_SECONDS` of CPU, so a loaded machine cannot make a quick call look
hung (wall time is not measured), and no alarm signal can fire inside the
parent's garbage collector and be swallowed. Every test counts the calls it
made, so none can pass without running.
"""

import faulthandler
import os
import pickle
import resource
import signal
import traceback

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamelib as gl
from gamelib.draw.backend import MatplotlibMissing
from tests.conftest import needs

pytestmark = pytest.mark.skipif(
    not hasattr(os, "fork"), reason="runs each call in a forked child"
)

ALLOWED = (TypeError, ValueError, gl.SearchLimitError, gl.LoopyGameError)
CPU_SECONDS = 5  # the CPU time one call may use
MEMORY = 2 * 2**30  # bytes of address space a call may add to the parent's

HOSTILE_SCALARS = st.one_of(
    st.integers(min_value=-(10**30), max_value=-1),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.none(),
    st.text(max_size=4),
    st.just(object()),
    st.complex_numbers(max_magnitude=10),
    st.sampled_from(["3", "٣", "1e3", " 7", "0x10"]),  # digits a reader might type
)
HOSTILE = st.one_of(
    HOSTILE_SCALARS,
    st.lists(HOSTILE_SCALARS, max_size=3),
    st.tuples(HOSTILE_SCALARS),
    st.dictionaries(st.integers(0, 5), st.integers(0, 5), max_size=3),
    st.frozensets(st.integers(-3, 3), max_size=3),
)
EXAMPLES = 60
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


class Calls:
    """How many calls :func:`limited` has run, so a test can prove it ran them."""

    count = 0


class Hang(AssertionError):
    """A call used more than its CPU time or memory, or crashed its process."""


def _address_space():
    with open("/proc/self/statm") as stat:
        return int(stat.read().split()[0]) * resource.getpagesize()


def _child(call, writer, seconds):
    """In the forked child: limit CPU and memory, run `call`, report, exit."""
    faulthandler.disable()  # a crash is reported by the parent, not dumped here
    resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 1))
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = _address_space() + MEMORY
    if hard != resource.RLIM_INFINITY:
        cap = min(cap, hard)
    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    try:
        try:
            call()
            verdict = ("returned", None, "")
        except MemoryError:
            verdict = ("memory", None, "MemoryError")
        except BaseException as error:
            kind = type(error)
            try:
                pickle.dumps(kind)
            except Exception:
                kind = None
            text = str(error)
            if not isinstance(error, ALLOWED):
                text += "\n" + "".join(traceback.format_exception(error))[-1500:]
            verdict = ("raised", kind, text)
        data = pickle.dumps(verdict)
    except BaseException:
        data = pickle.dumps(("crash", None, "the child could not report"))
    with os.fdopen(writer, "wb") as out:
        out.write(data)
    os._exit(0)


def limited(call, seconds=CPU_SECONDS):
    """Run `call()` in a forked child under a CPU-time and memory limit.

    Returns None if it returned, or the exception it raised (rebuilt in the
    parent with its class and message). Raises :class:`Hang` if the child
    used more than `seconds` of CPU or :data:`MEMORY` bytes, or died.
    """
    Calls.count += 1
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os.close(reader)
        _child(call, writer, seconds)
    os.close(writer)
    with os.fdopen(reader, "rb") as source:
        data = source.read()
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        if sig in (signal.SIGXCPU, signal.SIGKILL):
            raise Hang(f"the call used more than {seconds} s of CPU time")
        raise Hang(f"the call crashed its process (signal {sig})")
    if not data:
        raise Hang(f"the call ended its process (status {status})")
    verdict, kind, text = pickle.loads(data)
    if verdict == "memory":
        raise Hang(f"the call needed more than {MEMORY / 2**30:g} GiB of memory")
    if verdict == "crash":
        raise Hang(text)
    if verdict == "returned":
        return None
    if kind is None or not (isinstance(kind, type) and issubclass(kind, BaseException)):
        raise AssertionError(f"the call raised something unpicklable: {text}")
    error = kind.__new__(kind)
    error.args = (text,)
    return error


def raises_only(call, allowed=ALLOWED, seconds=CPU_SECONDS):
    """Run `call` limited; fail on an exception outside `allowed`; return it or None."""
    error = limited(call, seconds)
    if error is not None and not isinstance(error, allowed):
        pytest.fail(f"{type(error).__name__}: {error}")
    return error


def _names(value):
    """Texts of which one should appear in a message about `value`."""
    names = {repr(value), str(value), type(value).__name__}
    if isinstance(value, (list, tuple, frozenset, set, dict, str)) and not value:
        names |= {"none", "empty", "nothing", "()", "[]"}
    if isinstance(value, (list, tuple, frozenset, set)):
        for item in value:
            names |= _names(item)
    if isinstance(value, dict):
        names |= {"dict"} | {repr(k) for k in value}
    return names


def answers_or_refuses(call, value):
    """Run call(); it may answer, or raise an allowed error naming `value`."""
    error = raises_only(call)
    if error is not None:
        message = str(error)
        assert any(name in message for name in _names(value)), (
            f"{type(error).__name__} does not name {value!r}: {message}"
        )
    return error


def ran(test, at_least=EXAMPLES // 2):
    """Run the hypothesis `test` and check that it made `at_least` limited calls."""
    before = Calls.count
    test()
    made = Calls.count - before
    assert made >= at_least, f"only {made} calls ran"


def test_the_limits_catch_a_hang_a_memory_hog_and_a_crash():
    """The runner itself: a busy loop, a huge allocation and a crash all fail."""
    with pytest.raises(Hang, match="CPU time"):
        limited(lambda: exec("while True: pass"), seconds=1)
    with pytest.raises(Hang, match="memory"):
        limited(lambda: bytearray(MEMORY + 2**30))
    with pytest.raises(Hang, match="crashed"):
        limited(lambda: os.kill(os.getpid(), signal.SIGSEGV))
    assert limited(lambda: 1 + 1) is None
    error = limited(lambda: gl.mex(5))
    assert isinstance(error, TypeError) and "mex" in str(error)


RULESETS = [
    lambda v: gl.Bash(v),
    lambda v: gl.SubtractionGame(v),
    lambda v: gl.OctalGame(v),
    lambda v: gl.MooreNim(v),
    lambda v: gl.EverySG(v),
    lambda v: gl.Sum(v),
    lambda v: gl.MiserePlay(v),
    lambda v: gl.game_from(v),
]


@FUZZ
@given(st.sampled_from(RULESETS), HOSTILE)
def _ruleset_constructors_refuse_hostile_parameters(make, value):
    answers_or_refuses(lambda: make(value), value)


#: Each game with one valid position of it.
PLAYED = [
    (gl.Nim(), (3, 4)),
    (gl.Bash(3), 9),
    (gl.SubtractionGame({1, 3, 4}), 9),
    (gl.Wythoff(), (3, 4)),
    (gl.OctalGame("0.77"), (5,)),
    (gl.LaskerNim(), (3, 4)),
    (gl.StaircaseNim(), (1, 2, 3)),
    (gl.MooreNim(2), (1, 2, 3)),
    (gl.FibonacciNim(), (9, 8)),
    (gl.EuclidGame(), (7, 3)),
    (gl.TurningTurtles(), "THHT"),
    (gl.Sum(gl.Bash(2), gl.Nim()), (4, (1, 2))),
    (gl.EverySG(gl.Bash(2), gl.Bash(2)), (3, 4)),
]
GAMES = [game for game, _ in PLAYED]
FUNCTIONS = [gl.sg, gl.outcome, gl.winning_moves, gl.step]


@FUZZ
@given(st.sampled_from(GAMES), st.sampled_from(FUNCTIONS), HOSTILE)
def _generic_functions_refuse_hostile_positions(game, function, value):
    answers_or_refuses(lambda: function(game, value), value)


@FUZZ
@given(st.sampled_from(FUNCTIONS), HOSTILE)
def _generic_functions_refuse_what_is_not_a_game(function, value):
    result = answers_or_refuses(lambda: function(value, 3), value)
    assert isinstance(result, TypeError)


@FUZZ
@given(st.sampled_from(PLAYED), st.sampled_from(FUNCTIONS), HOSTILE)
def _flags_refuse_everything_but_booleans(played, function, value):
    game, position = played
    result = answers_or_refuses(
        lambda: function(game, position, closed_form=value), value
    )
    assert isinstance(result, TypeError) or value in (True, False)


@FUZZ
@given(HOSTILE)
def _mex_and_nim_sum_refuse_hostile_values(value):
    answers_or_refuses(lambda: gl.mex(value), value)
    answers_or_refuses(lambda: gl.nim_sum(value), value)


@FUZZ
@given(st.sampled_from([gl.sg_sequence]), HOSTILE)
def _sequence_lengths_refuse_hostile_values(function, value):
    answers_or_refuses(lambda: function(gl.SubtractionGame({1, 2}), value), value)


def _hostile_rules():
    """Reader games that break the rules in every way we can think of."""
    return {
        "grows": lambda n: [n + 1],
        "loops": lambda n: [(n + 1) % 5],
        "returns None": lambda n: None,
        "returns an int": lambda n: n,
        "a list position": lambda n: [[n - 1]] if n else [],
        "quadratic": lambda n: range(n),
        "endless": lambda n: iter(int, 1) if n else [],
        "raises": lambda n: 1 / 0,
        "goes negative": lambda n: [n - 2],
    }


@pytest.mark.parametrize("name", sorted(_hostile_rules()))
@pytest.mark.parametrize("function", FUNCTIONS, ids=lambda f: f.__name__)
def test_hostile_reader_games_fail_fast_and_clearly(name, function):
    game = gl.game_from(_hostile_rules()[name], name=name)
    game.search_limit = 300_000  # a fraction of a second of work
    error = raises_only(lambda: function(game, 10**4), (*ALLOWED, ZeroDivisionError))
    assert error is None or str(error), name


GUESSES = {
    "raises": lambda n: 1 / 0,
    "returns junk": lambda n: object(),
    "swallows everything": lambda n: _swallow(),
    "recurses": lambda n: _recurse(n),
}


def _swallow():
    while True:
        try:
            while True:
                pass
        except Exception:
            pass


def _recurse(n):
    return _recurse(n + 1)


@pytest.mark.parametrize("name", sorted(GUESSES))
def test_hostile_guesses_never_pass_and_never_hang(name):
    def verdict():
        result = gl.check(GUESSES[name], gl.Bash(3), time_limit=0.2, total_time=2)
        assert not result.ok and result.problem

    raises_only(verdict, (), seconds=20)


# --- size guards: every argument the work grows with ------------------------------

HUGE = 10**9
SIZED = {
    "sg_sequence, searched": lambda v: gl.sg_sequence(gl.StaircaseNim(), v),
    "sg_sequence, in memory": lambda v: gl.sg_sequence(gl.Bash(3), v),
    "sg_sequence, split game": lambda v: gl.sg_sequence(
        gl.SplitGame(lambda n: [(a, n - a) for a in range(1, n)]), v
    ),
    "periodicity limit": lambda v: gl.periodicity(gl.OctalGame("0.007"), limit=v),
    "cold_positions": lambda v: gl.heapgames.wythoff.cold_positions(v),
    "sg_table": lambda v: gl.heapgames.wythoff.sg_table(v),
    "draw_cold_positions": lambda v: gl.draw.draw_cold_positions(v),
    "random_rooted_graph": lambda v: gl.graphgames.hackenbush.random_rooted_graph(v),
    "random_tree": lambda v: gl.trees.gametrees.random_tree(2, v.bit_length()),
    "fibonacci_numbers": lambda v: gl.heapgames.fibonacci.fibonacci_numbers(v**4000),
    "zeckendorf": lambda v: gl.heapgames.fibonacci.zeckendorf(v**4000),
    "nim_table": lambda v: gl.heapgames.nim.nim_table((v**1000, 1)),
    "analyse shown": lambda v: gl.analyse({1, 2}, shown=v),
    "analyse observe": lambda v: gl.analyse({1, 2}, observe=v),
    "analyse a quadratic rule": lambda v: gl.analyse(lambda n: range(n), observe=v),
    "an octal code with many digits": lambda v: gl.OctalGame("0." + "7" * 100),
    "a huge board": lambda v: gl.graphgames.boards.parse_board(["." * 2000] * 2000),
    "check bound": lambda v: gl.check(lambda n: n % 3 != 0, gl.Bash(2), bound=v),
    "check random_count": lambda v: gl.check(
        lambda n: n % 3 != 0, gl.Bash(2), random_count=v
    ),
    **{
        f"sample_positions of {game!r}": (lambda v, game=game: game.sample_positions(v))
        for game in (
            gl.Sum(gl.Nim(), gl.Bash(2)),
            gl.Wythoff(),
            gl.OctalGame("0.77"),
            gl.FibonacciNim(),
            gl.TurningTurtles(),
            gl.RuleGame(lambda n: range(n)),
        )
    },
    **{
        f"sample_large_positions of {game!r}": (
            lambda v, game=game: game.sample_large_positions(
                v, __import__("random").Random(0)
            )
        )
        for game in (
            gl.Nim(),
            gl.Wythoff(),
            gl.Bash(2),
            gl.LaskerNim(),
            gl.Sum(gl.Nim(), gl.Bash(2)),
        )
    },
}


@pytest.mark.parametrize("name", sorted(SIZED))
def test_sizes_that_the_work_grows_with_are_refused_at_once(name):
    if name.startswith("draw_"):
        needs("matplotlib")
    error = raises_only(lambda: SIZED[name](HUGE))
    assert isinstance(error, (ValueError, gl.SearchLimitError)), (
        f"no refusal: {error!r}"
    )
    message = str(error)
    assert any(word in message for word in ("allowed here", "more than", "at most")), (
        message
    )


# --- drawings and patterns given the wrong kind of value ---------------------------

# In the pass without matplotlib (tests/without_numpy.py) a matplotlib
# drawing answers with its plain MatplotlibMissing error, as in the browser.
WITHOUT_MATPLOTLIB = (
    (MatplotlibMissing,) if os.environ.get("WM_WITHOUT_NUMPY") == "1" else ()
)

DRAWINGS = {
    "draw_game_graph": gl.draw.draw_game_graph,
    "game_graph_svg": gl.draw.game_graph_svg,
    "layered_layout": gl.draw.layered_layout,
    "draw_hackenbush": gl.draw.draw_hackenbush,
    "hackenbush_svg": gl.draw.hackenbush_svg,
    "hackenbush_layout": gl.draw.hackenbush_layout,
    "draw_sg_strip": gl.draw.draw_sg_strip,
    "sg_strip_svg": gl.draw.sg_strip_svg,
    "Periodicity.value": lambda v: gl.periodicity(gl.Bash(2)).value(v, 5),
}


@FUZZ
@given(st.sampled_from(sorted(DRAWINGS)), HOSTILE | st.just(10**400))
def _drawings_and_patterns_refuse_wrong_values_with_a_type_or_value_error(name, value):
    # Anything but a TypeError or ValueError (AttributeError, ...) fails.
    raises_only(
        lambda: DRAWINGS[name](value), (TypeError, ValueError, *WITHOUT_MATPLOTLIB)
    )


def test_ruleset_constructors_refuse_hostile_parameters():
    ran(_ruleset_constructors_refuse_hostile_parameters)


# --- the hypothesis tests above, each checked to have made its calls ---------------


def test_generic_functions_refuse_hostile_positions():
    ran(_generic_functions_refuse_hostile_positions)


def test_generic_functions_refuse_what_is_not_a_game():
    ran(_generic_functions_refuse_what_is_not_a_game)


def test_flags_refuse_everything_but_booleans():
    ran(_flags_refuse_everything_but_booleans)


def test_mex_and_nim_sum_refuse_hostile_values():
    ran(_mex_and_nim_sum_refuse_hostile_values)


def test_sequence_lengths_refuse_hostile_values():
    ran(_sequence_lengths_refuse_hostile_values)


def test_drawings_and_patterns_refuse_wrong_values_with_a_type_or_value_error():
    ran(_drawings_and_patterns_refuse_wrong_values_with_a_type_or_value_error)


def test_a_key_that_is_not_hashable_is_named_with_the_ruleset():
    class ListKeys(gl.Game):
        def options(self, position):
            return [position - 1] if position else []

        def key(self, position):
            return [position]

    with pytest.raises(
        TypeError, match=r"key\(3\) returned \[3\], which is not hashable"
    ):
        gl.sg(ListKeys(), 3)
