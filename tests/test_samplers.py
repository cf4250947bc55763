"""check() samples positions by generators, and nothing a guess does reaches its truth.

A registry test plants, for every family check() knows (the rulesets of the
hooks registry), a guess wrong on one random shape of that family's own
generator, with a fresh seed each run (printed on failure), and requires
check() to refute it. Property tests ask the Nim sampler for the shapes an
adversary found missing: 11+ heaps, a zero beside equal heaps, every
multiplicity to 8 and every value to 16.
"""

import random
from functools import reduce
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamelib as gl
from gamelib.tools import check as checker
from tests.test_hooks import REGISTRY, _label


def _nim(*heaps):
    return reduce(xor, heaps, 0) != 0


def _kept_shapes(game, seed):
    """The shapes check() itself draws for `game` with this seed (the first
    use of its generator), as it keeps them: answered by a formula, and
    written like the game's small positions (a one-heap game is asked about
    one heap)."""
    forms = {type(p) for p in game.sample_positions(50) or []}
    shapes = checker._shape_positions(game, random.Random(seed), "wins")
    written = (checker._in_form(p, forms) for p in shapes)
    return [p for p in written if p is not None]


def _beyond_small(game, seed):
    """The shapes check() tries for `game` that are not among its small positions."""
    small = {repr(p) for p in (game.sample_positions(2000) or [])}
    return [p for p in _kept_shapes(game, seed) if repr(p) not in small]


def _checked_families():
    """Every family of the registry whose shapes take check beyond its small
    positions (the others are judged on those and on their large positions)."""
    return [(game, given) for game, given in REGISTRY if _beyond_small(game, 0)]


CHECKED = _checked_families()


def test_check_knows_shapes_of_the_wrappers_and_the_heap_games():
    names = {type(game).__name__ for game, _ in CHECKED}
    assert {"MiserePlay", "Sum", "Nim", "StaircaseNim", "MooreNim"} <= names
    assert {"LaskerNim", "OctalGame", "TurningTurtles", "Wythoff"} <= names


@pytest.mark.parametrize(("game", "given"), CHECKED, ids=map(_label, CHECKED))
def test_a_guess_wrong_on_one_generated_shape_is_refuted(game, given):
    seed = random.randrange(2**32)
    rng = random.Random(seed)
    candidates = _beyond_small(game, seed)
    assert candidates, f"{game!r}: no shapes beyond the small positions (seed {seed})"
    target = rng.choice(candidates)
    shown = repr(target)

    def guess(position):
        truth = gl.outcome(game, position) == "N"
        if repr(position) == shown:
            return not truth
        return truth

    result = gl.check(guess, game, seed=seed, random_count=0)
    assert not result.ok, (
        f"{game!r}: a guess wrong only at {shown[:200]} passed (seed {seed})"
    )


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32))
def test_the_nim_sampler_reaches_every_shape_an_adversary_named(seed):
    shapes = [tuple(p) for p in gl.Nim().sample_shapes(random.Random(seed))]
    assert max(map(len, shapes)) >= 64
    assert any(len(p) >= 11 for p in shapes)
    assert any(0 in p and any(p.count(h) >= 2 for h in p if h) for p in shapes), (
        "a zero beside equal heaps"
    )
    assert any(p[0] != 0 and 0 in p[1:-1] for p in shapes if len(p) >= 3)
    counts = {p.count(h) for p in shapes for h in set(p) if h}
    assert set(range(1, 9)) <= counts, "every multiplicity up to 8"
    values = {reduce(xor, p, 0) for p in shapes if len(p) >= 5}
    assert set(range(17)) <= values, "every nim-sum up to 16 on five or more heaps"


@pytest.mark.parametrize(
    "bad",
    [
        lambda *h: _nim(*h) if len(h) <= 10 else not _nim(*h),
        lambda *h: _nim(*h) if h != (8, 0, 8) and (0 not in h or len(h) < 3) else 0,
        lambda *h: _nim(*h) if len(set(h)) != 1 or len(h) != 6 else not _nim(*h),
        lambda *h: _nim(*h) if len(h) < 5 or reduce(xor, h, 0) != 7 else False,
    ],
    ids=["11+ heaps", "zero among heaps", "six equal heaps", "nim-sum 7"],
)
def test_the_adversarys_nim_guesses_are_refuted(bad):
    assert not gl.check(bad, gl.Nim())


def test_misere_nim_is_checked_on_its_shapes():
    game = gl.MiserePlay(gl.Nim())

    def anti(*h):
        return (reduce(xor, h, 0) != 0) == any(x > 1 for x in h)

    assert gl.check(anti, game).checked > 1000
    assert not gl.check(lambda *h: anti(*h) if len(h) < 9 else not anti(*h), game)


def test_counterexamples_after_the_small_ones_follow_the_stated_measure():
    """Small positions in the game's order, then by (sum, count, numbers)."""
    game = gl.Wythoff()

    def guess(x, y):  # wrong on every position with a pile of a million or more
        cold = gl.outcome(game, (x, y)) == "N"
        return cold if max(x, y) < 10**6 else not cold

    result = gl.check(guess, game, max_counterexamples=60)
    found = [c.position for c in result.counterexamples]
    assert len(found) == 60
    assert found == sorted(found, key=checker._measure)
    # the stated measure, written out here: the sum, the count, the numbers
    assert found == sorted(found, key=lambda p: (sum(p), len(p), p))
    assert checker._measure((9007199254740990, 5566755282872654)) < checker._measure(
        (5566755282872656, 9007199254740993)
    )


def test_unclear_failures_get_clear_messages():
    huge = gl.check(lambda n: 10**5000, gl.Bash(3), kind="sg")
    assert "an integer of about 5,001 digits" in str(huge)

    def interrupted(n):
        raise KeyboardInterrupt

    problem = gl.check(interrupted, gl.Bash(3)).problem
    assert "KeyboardInterrupt" in problem and "ended its own process" not in problem


def test_a_right_guess_that_forks_is_accepted():
    import os

    def forks(*heaps):
        pid = os.fork()
        if pid:
            os.waitpid(pid, 0)
        return _nim(*heaps)

    # 40 positions, not the sampler's hundreds: each call forks the checker's
    # child, whose wait counts as idle time, and a suite of 1 GB at load 10
    # once passed the 30 s idle cap on the sampler's many calls
    positions = [(a, b) for a in range(6) for b in range(6)]
    positions += [(1, 2, 3), (5, 5, 5, 5), (7, 9, 14), (2**40, 3)]
    assert gl.check(forks, gl.Nim(), positions=positions)


# --- Without fork: a self-check that keeps what it can -------------------------


@pytest.fixture
def no_fork(monkeypatch):
    import os
    import signal

    monkeypatch.delattr(os, "fork", raising=False)
    monkeypatch.delattr(signal, "setitimer", raising=False)
    return monkeypatch


def test_without_fork_the_verdict_says_it_is_a_self_check(no_fork):
    result = gl.check(_nim, gl.Nim())
    assert result and "self-check" in str(result)
    assert "self-check" not in str(checker.CheckResult("g", "wins", checked=1))


def test_without_fork_a_guess_cannot_rewrite_the_truths_or_the_result(no_fork):
    import sys

    def rewrites(*heaps):
        for frame in [sys._getframe(), *sys._current_frames().values()]:
            while frame is not None:
                truths = frame.f_locals.get("truths")
                if isinstance(truths, list):
                    truths[:] = [True] * len(truths)
                frame = frame.f_back
        return True

    assert not gl.check(rewrites, gl.Nim())

    def patches(*heaps):
        checker.CheckResult.__bool__ = lambda self: True
        checker.CheckResult.ok = property(lambda self: True)
        return _nim(*heaps)

    result = gl.check(patches, gl.Nim())
    assert not result.ok and "changed the checker" in result.problem
    assert checker.CheckResult.__bool__ is not None and not gl.check(
        lambda *h: True, gl.Nim()
    )


def test_without_fork_a_sleeping_guess_is_stopped_at_the_idle_cap(no_fork):
    import time

    no_fork.setattr(checker, "MOST_IDLE_CALL", 0.3)
    start = time.monotonic()
    result = gl.check(lambda n: time.sleep(10**6) or True, gl.Bash(3))
    assert "waited" in result.problem and time.monotonic() - start < 10


def test_without_fork_a_loop_in_a_thread_of_the_guess_counts(no_fork):
    import threading

    def threaded(n):
        worker = threading.Thread(target=lambda: [0 for _ in iter(int, 1)])
        worker.start()
        worker.join()
        return n % 4 != 0

    result = gl.check(threaded, gl.Bash(3), time_limit=0.3, total_time=2)
    assert "did not answer" in result.problem


def test_where_no_thread_starts_the_guess_runs_here_as_before(no_fork):
    import threading

    def refuse(self):
        raise RuntimeError("can't start new thread")

    no_fork.setattr(threading.Thread, "start", refuse)
    assert gl.check(lambda n: n % 4 != 0, gl.Bash(3))
    assert (
        "did not answer"
        in gl.check(
            lambda n: [0 for _ in iter(int, 1)], gl.Bash(3), time_limit=0.1
        ).problem
    )


@pytest.fixture(params=["threads", "no threads"])
def in_process(request, no_fork):
    """Both in-process paths: a thread watched by check's own (Windows), and
    the guess run in check's own thread (Pyodide, where no thread starts)."""
    if request.param == "no threads":
        import threading

        def refuse(self):
            raise RuntimeError("can't start new thread")

        no_fork.setattr(threading.Thread, "start", refuse)
    return no_fork


def _set_local(frame, name, value):
    """Rebind a local of a running frame, as Python 3.13+ (the browser's
    Pyodide runs 3.14) lets any code do through ``frame.f_locals``; before
    3.13 the same write needs one call of the C API."""
    import ctypes
    import sys

    frame.f_locals[name] = value
    if sys.version_info < (3, 13):
        ctypes.pythonapi.PyFrame_LocalsToFast(ctypes.py_object(frame), ctypes.c_int(0))


def _rewrite_every_frame(*heaps):
    """A guess that answers True everywhere and, in every frame of every
    thread, rewrites what looks like check's truths (a sequence of bools)
    to agree, empties every list of wrong answers found, and makes every
    comparing function agree."""
    import sys

    frames = [sys._getframe(1), *sys._current_frames().values()]
    for frame in frames:
        while frame is not None:
            for name, value in list(frame.f_locals.items()):
                if isinstance(value, (tuple, list)) and value:
                    if all(type(v) is bool for v in value):
                        _set_local(frame, name, (True,) * len(value))
                    elif name == "found" and type(value) is list:
                        value.clear()
                elif name == "wrong" and callable(value):
                    _set_local(frame, name, lambda *args: False)
            frame = frame.f_back
    return True


def test_in_process_a_guess_cannot_rewrite_checks_locals(in_process):
    result = gl.check(_rewrite_every_frame, gl.Nim(), random_count=5)
    assert not result, str(result)
    assert any(c.position == (0,) for c in result.counterexamples), str(result)


def test_in_process_a_guess_cannot_patch_the_code_of_the_checker(in_process):
    real = checker._wrong.__code__, checker.CheckResult.__bool__.__code__

    def patches(*heaps):
        checker._wrong.__code__ = (lambda answer, truth, kind: False).__code__
        checker.CheckResult.__bool__.__code__ = (lambda self: True).__code__
        return True

    try:
        result = gl.check(patches, gl.Nim(), random_count=5)
        now = checker._wrong.__code__, checker.CheckResult.__bool__.__code__
    finally:
        checker._wrong.__code__, checker.CheckResult.__bool__.__code__ = real
    assert now == real
    assert not result.ok and "changed the checker" in result.problem


def test_in_process_a_guess_cannot_patch_the_games_formulas(in_process):
    """Patching the game's class (its closed forms, its options) is put
    back, and said, before the exact answers are computed."""
    nim = gl.heapgames.nim.Nim
    real = dict(vars(nim))

    def patches(*heaps):
        nim.sg_closed_form = lambda self, position: 1
        nim.outcome_closed_form = lambda self, position: "N"
        return True

    try:
        result = gl.check(patches, gl.Nim(), random_count=5)
        now = dict(vars(nim))
    finally:
        for name, value in real.items():
            setattr(nim, name, value)
    assert now == real
    assert not result.ok, str(result)


def test_in_process_a_guess_that_sleeps_past_the_idle_cap_is_stopped(in_process):
    import time

    in_process.setattr(checker, "MOST_IDLE_CALL", 0.3)
    result = gl.check(lambda n: n != 5 or not time.sleep(0.6), gl.Bash(3))
    assert not result.ok and "waited" in result.problem, str(result)


SLEEPS_FOR_EVER = """
import threading, time
from time import sleep
import gamelib as gl
from gamelib.tools import check as checker
del __import__("os").fork
threading.Thread.start = lambda self: (_ for _ in ()).throw(RuntimeError("no"))
checker.MOST_IDLE_CALL = 0.3
{guess}
print(gl.check(guess, gl.Bash(3)).problem)
"""


@pytest.mark.parametrize(
    "guess",
    [
        "guess = lambda n: time.sleep(10**6) or True",
        "guess = lambda n: sleep(10**6) or True",  # bound before check ran
    ],
)
def test_in_process_a_guess_sleeping_for_ever_is_stopped(guess):
    """Where no thread starts, a guess's sleep ran to its end: a million
    seconds froze the page. (The timeout only keeps the test from hanging.)"""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    done = subprocess.run(
        [sys.executable, "-c", SLEEPS_FOR_EVER.format(guess=guess)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    assert "waited" in done.stdout, done.stdout + done.stderr[-600:]


@pytest.mark.parametrize(
    "game", [g for g, _ in REGISTRY if isinstance(g, gl.CoinTurningGame)], ids=repr
)
def test_coin_games_are_checked_on_many_heads_long_rows_and_large_values(game):
    """check tries coin rows of up to 64 heads, thousands of coins, and
    (where the coins have them) planted values beyond 3."""
    seed = random.randrange(2**32)
    shapes = _kept_shapes(game, seed)
    assert max(row.count("H") for row in shapes) >= 64, seed
    assert max(map(len, shapes)) >= 1000, seed
    assert any(row.rstrip("T").endswith("H" * 20) for row in shapes), seed
    coins = {game.coin_value(x) for x in range(game.first, game.first + 64)}
    if max(coins) > 3:
        values = {gl.sg(game, row) for row in shapes}
        assert set(range(8)) <= values, (seed, sorted(values))
