"""Hostile input: every public entry point answers, or refuses clearly and quickly.

Hypothesis drives the public API with values of every wrong kind (negative,
huge, boolean, float, string, None, containers, objects), with hostile
reader-defined games (options that grow, loop, return junk or never end) and
hostile guesses. Each call must either give an answer or raise one of
TypeError, ValueError, SearchLimitError, LoopyGameError with a message that
names the offending value, within a few seconds and under a memory limit:
never a hang, a RecursionError, an internal AttributeError or a frozen kernel.
"""

import os
import resource
import signal
from contextlib import contextmanager, suppress

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamelib as gl
from gamelib.draw.backend import MatplotlibMissing
from tests.conftest import needs

ALLOWED = (TypeError, ValueError, gl.SearchLimitError, gl.LoopyGameError)
SECONDS = 5  # what one call may take
MEMORY = 3 * 2**30  # bytes of address space above what the tests already use

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
FUZZ = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@pytest.fixture(scope="module", autouse=True)
def _memory_limit():
    """Cap the address space for this module only (the soft limit, restored)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    used = _address_space()
    cap = used + MEMORY
    if hard != resource.RLIM_INFINITY:
        cap = min(cap, hard)
    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    yield
    resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def _address_space():
    with open("/proc/self/statm") as stat:
        return int(stat.read().split()[0]) * resource.getpagesize()


@contextmanager
def _within(seconds=SECONDS):
    def interrupt(signum, frame):
        raise AssertionError(f"the call took more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, interrupt)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


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
    with _within():
        try:
            return call()
        except ALLOWED as error:
            message = str(error)
            assert any(name in message for name in _names(value)), (
                f"{type(error).__name__} does not name {value!r}: {message}"
            )
            return error


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
def test_ruleset_constructors_refuse_hostile_parameters(make, value):
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
def test_generic_functions_refuse_hostile_positions(game, function, value):
    answers_or_refuses(lambda: function(game, value), value)


@FUZZ
@given(st.sampled_from(FUNCTIONS), HOSTILE)
def test_generic_functions_refuse_what_is_not_a_game(function, value):
    result = answers_or_refuses(lambda: function(value, 3), value)
    assert isinstance(result, TypeError)


@FUZZ
@given(st.sampled_from(PLAYED), st.sampled_from(FUNCTIONS), HOSTILE)
def test_flags_refuse_everything_but_booleans(played, function, value):
    game, position = played
    result = answers_or_refuses(
        lambda: function(game, position, closed_form=value), value
    )
    assert isinstance(result, TypeError) or value in (True, False)


@FUZZ
@given(HOSTILE)
def test_mex_and_nim_sum_refuse_hostile_values(value):
    answers_or_refuses(lambda: gl.mex(value), value)
    answers_or_refuses(lambda: gl.nim_sum(value), value)


@FUZZ
@given(st.sampled_from([gl.sg_sequence]), HOSTILE)
def test_sequence_lengths_refuse_hostile_values(function, value):
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
    with _within():
        try:
            function(game, 10**4)
        except (*ALLOWED, ZeroDivisionError) as error:
            assert str(error)
        except Exception as error:  # pragma: no cover - the failure to report
            pytest.fail(f"{name}: {type(error).__name__}: {error}")


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
    with _within(10):
        result = gl.check(GUESSES[name], gl.Bash(3), time_limit=0.2, total_time=2)
    assert not result.ok and result.problem


# --- size guards: every argument the work grows with ------------------------------

HUGE = 10**9
SIZED = {
    "sg_sequence, searched": lambda v: gl.sg_sequence(gl.StaircaseNim(), v),
    "sg_sequence, in memory": lambda v: gl.sg_sequence(gl.Bash(3), v),
    "sg_sequence, split game": lambda v: gl.sg_sequence(
        gl.SplitGame(lambda n: [(a, n - a) for a in range(1, n)]), v
    ),
    "periodicity limit": lambda v: gl.periodicity(gl.OctalGame("0.007"), limit=v),
    "cold_positions": lambda v: gl.wythoff.cold_positions(v),
    "sg_table": lambda v: gl.wythoff.sg_table(v),
    "draw_cold_positions": lambda v: gl.draw.draw_cold_positions(v),
    "random_rooted_graph": lambda v: gl.hackenbush.random_rooted_graph(v),
    "random_tree": lambda v: gl.gametrees.random_tree(2, v.bit_length()),
    "fibonacci_numbers": lambda v: gl.fibonacci.fibonacci_numbers(v**4000),
    "zeckendorf": lambda v: gl.fibonacci.zeckendorf(v**4000),
    "nim_table": lambda v: gl.nim.nim_table((v**1000, 1)),
    "analyse shown": lambda v: gl.analyse({1, 2}, shown=v),
    "analyse observe": lambda v: gl.analyse({1, 2}, observe=v),
    "analyse a quadratic rule": lambda v: gl.analyse(lambda n: range(n), observe=v),
    "an octal code with many digits": lambda v: gl.OctalGame("0." + "7" * 100),
    "a huge board": lambda v: gl.boards.parse_board(["." * 2000] * 2000),
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
    with _within(), pytest.raises((ValueError, gl.SearchLimitError)) as raised:
        SIZED[name](HUGE)
    message = str(raised.value)
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
def test_drawings_and_patterns_refuse_wrong_values_with_a_type_or_value_error(
    name, value
):
    with _within(), suppress(TypeError, ValueError, *WITHOUT_MATPLOTLIB):
        DRAWINGS[name](value)  # anything else (AttributeError, ...) fails
