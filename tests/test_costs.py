"""Limits by cost: value tables refused by their projected or measured work, a
reader's move rule under a CPU limit, and clear errors for odd arguments."""

import subprocess
import sys
from pathlib import Path

import pytest

import gamelib as gl
from gamelib.heapgames.octal_values import HEAP_COST, PROBE

ROOT = Path(__file__).resolve().parents[1]


def _limited_cpu(seconds):
    def limit():
        import resource

        resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 1))

    return limit


@pytest.mark.skipif(sys.platform == "win32", reason="needs resource.setrlimit")
def test_kayles_hundred_thousand_values_are_computed_by_default():
    # A hang limit, not a timing assertion: 60 s of CPU (it takes about 1 s).
    code = (
        "import gamelib as gl; print(len(gl.sg_sequence(gl.OctalGame('0.77'), 10**5)))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        preexec_fn=_limited_cpu(60),
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["100000"]


@pytest.mark.parametrize(
    ("make", "n"),
    [
        (gl.GrundyGame, 10**7),
        (lambda: gl.OctalGame("0.07"), 2 * 10**5),
        (lambda: gl.OctalGame("0.007"), 10**8),
    ],
)
def test_a_table_far_beyond_the_budget_is_refused_before_the_work(make, n):
    game = make()
    with pytest.raises(gl.SearchLimitError, match="would cost about") as error:
        gl.sg_sequence(game, n)
    assert "raise table_limit on the game" in str(error.value)
    seq = game._sequence
    assert seq.length <= PROBE  # only the first values, to project from
    assert seq.work <= PROBE * HEAP_COST + PROBE**2 * 4


def test_the_measured_work_stops_a_table_that_outgrows_its_projection():
    game = gl.OctalGame("0.07")
    game.table_limit = 2 * PROBE * HEAP_COST  # the probe passes, 4 * PROBE cannot
    with pytest.raises(gl.SearchLimitError, match="table_limit"):
        gl.sg_sequence(game, 4 * PROBE)
    assert game._sequence.work <= game.table_limit + HEAP_COST + 4 * PROBE


def test_raising_table_limit_buys_more_values():
    game = gl.GrundyGame()
    game.table_limit = 10 * PROBE * HEAP_COST
    with pytest.raises(gl.SearchLimitError):
        gl.sg_sequence(game, 100 * PROBE)
    game.table_limit = 10**12
    assert len(gl.sg_sequence(game, 4 * PROBE)) == 4 * PROBE


def test_a_looping_rule_is_stopped_naming_the_rule_and_the_limit():
    def forever(n):
        while True:
            pass

    game = gl.tools.lab.RuleGame(forever)
    game.time_limit = 0.3
    with pytest.raises(gl.SearchLimitError, match=r"the rule forever .*time_limit"):
        gl.sg(game, 5)
    with pytest.raises(gl.SearchLimitError, match=r"time_limit = 2\.0 s"):
        gl.tools.lab.analyse(forever, observe=10)


def test_a_rule_that_loops_only_on_a_large_heap_keeps_its_small_values():
    def late(n):
        while n >= 30:
            pass
        return [n - 1] if n else []

    game = gl.tools.lab.RuleGame(late)
    game.time_limit = 0.3
    assert [gl.sg(game, n) for n in range(5)] == [0, 1, 0, 1, 0]


@pytest.mark.parametrize(
    ("call", "error", "words"),
    [
        (lambda: gl.tools.lab.parse_game("²"), ValueError, "type an octal code"),
        (
            lambda: gl.tools.lab.parse_game("1, " + "9" * 5000),
            ValueError,
            "5,000 digits, too many to read from text .* as ints",
        ),
        (
            lambda: gl.sg(gl.OctalGame("0.007"), 10**5000),
            gl.SearchLimitError,
            "heap an integer of about 5,000 digits of Treblecross",
        ),
        (
            lambda: gl.sg_sequence(gl.GrundyGame(), 10**5000),
            ValueError,
            "n = an integer of about 5,000 digits",
        ),
        (
            lambda: gl.draw.graph.layered_layout(
                gl.utils.lazy.networkx.DiGraph([(1, 2)])
            ),
            ValueError,
            "node 1 has height None",
        ),
    ],
)
def test_odd_arguments_get_clear_errors(call, error, words):
    with pytest.raises(error, match=words):
        call()
