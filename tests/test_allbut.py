"""All-but subtraction games and arithmetic periodicity, against the definitions.

The values of an all-but subtraction game are compared with the plain mex over
every allowed take; the pattern that Theorem 10.3 proves is compared with those
values far beyond the heaps the proof used; and the detector
``arithmetic_periodicity`` is compared with the definition of a pattern in a
finite run, written out again here, on planted and on random runs.
"""

import random
from itertools import combinations

import pytest

import gamelib as gl
from gamelib.theory.sequences import arithmetic_periodicity


def plain_values(excluded, n):
    """G(0), ..., G(n - 1): the mex over every take not in `excluded`."""
    values = []
    for heap in range(n):
        seen = {values[heap - k] for k in range(1, heap + 1) if k not in excluded}
        value = 0
        while value in seen:
            value += 1
        values.append(value)
    return values


def small_excluded_sets():
    for largest in range(1, 8):
        for count in range(3):
            for rest in combinations(range(1, largest), count):
                yield {*rest, largest}


def test_values_are_the_mex_over_every_allowed_take():
    for excluded in [set(), *small_excluded_sets()]:
        game = gl.AllButSubtraction(excluded)
        truth = plain_values(excluded, 400)
        assert gl.sg_sequence(game, 400).tolist() == truth, excluded
        fresh = gl.AllButSubtraction(excluded)
        assert [gl.sg(fresh, n, closed_form=False) for n in range(40)] == truth[:40]


def test_the_proved_pattern_holds_far_beyond_the_heaps_the_proof_used():
    for excluded in [set(), *small_excluded_sets(), {2, 3, 6, 8}, {1, 4, 8, 9}]:
        found = gl.periodicity(gl.AllButSubtraction(excluded))
        assert found.proved and found.saltus >= 1
        truth = plain_values(excluded, max(6 * found.upto, 1500))
        assert [found.value(truth, n) for n in range(len(truth))] == truth
        n0, p, s = found.preperiod, found.period, found.saltus
        if n0:  # the preperiod is the smallest: the pattern fails just before it
            assert truth[n0 - 1 + p] != truth[n0 - 1] + s, excluded


def test_a_late_pattern_and_huge_heaps():
    game = gl.AllButSubtraction({2, 3, 6, 8})
    found = gl.periodicity(game)
    assert (found.preperiod, found.period, found.saltus) == (42, 9, 3)
    truth = plain_values({2, 3, 6, 8}, 60)
    huge = 10**40 + 7
    expected = truth[42 + (huge - 42) % 9] + (huge - 42) // 9 * 3
    assert gl.sg(game, huge) == expected
    zeros = [j for j, v in enumerate(truth) if v == 0]  # every 0 lies below 42 + 9
    expected_moves = [j for j in reversed(zeros) if huge - j not in {2, 3, 6, 8}]
    assert gl.winning_moves(game, huge) == expected_moves


def test_the_hypothesis_is_checked_not_assumed():
    # Theorem 10.3's second hypothesis fails at the observed preperiod of some
    # games, and the proof then starts later: never before the pattern holds.
    for excluded in small_excluded_sets():
        game = gl.AllButSubtraction(excluded)
        found = gl.periodicity(game)
        truth = plain_values(excluded, found.upto)
        a = found.upto - found.period - game.window
        p, s = found.period, found.saltus
        assert set(truth[: a + p]) == {v + s for v in truth[:a]} | set(range(s))


@pytest.mark.parametrize(
    ("excluded", "error", "words"),
    [
        ({0}, ValueError, "positive integers up to 10,000, got 0"),
        ({10**6}, ValueError, "up to 10,000"),
        ([1.5], TypeError, "got 1.5"),
        ("12", TypeError, "collection"),
    ],
)
def test_bad_excluded_sets_are_refused_clearly(excluded, error, words):
    with pytest.raises(error, match=words):
        gl.AllButSubtraction(excluded)


# --- the detector against the definition of a pattern in a finite run -------


def by_definition(run, repeats=3):
    """The smallest p, then n0 and s, with run[n + p] == run[n] + s for n >= n0,
    covering `repeats` periods and the second half of the run."""
    total = len(run)
    for p in range(1, total // max(repeats, 2) + 1):
        s = run[-1] - run[-1 - p]
        n0 = total - p
        while n0 > 0 and run[n0 - 1 + p] - run[n0 - 1] == s:
            n0 -= 1
        if s >= 0 and total - n0 >= repeats * p and 2 * n0 <= total:
            return (n0, p, s)
    return None


def planted(rng):
    """A run of junk, then a block repeated with a climb."""
    junk = [rng.randrange(20) for _ in range(rng.randrange(12))]
    block = [rng.randrange(6) for _ in range(rng.randrange(1, 6))]
    s = rng.choice([0, 0, 1, 2, 5])
    laps = rng.randrange(2, 12)
    return junk + [v + lap * s for lap in range(laps) for v in block]


def test_the_detector_is_the_definition_on_planted_and_random_runs():
    rng = random.Random(35)
    runs = [planted(rng) for _ in range(400)]
    runs += [[rng.randrange(3) for _ in range(rng.randrange(30))] for _ in range(200)]
    for run in runs:
        found = arithmetic_periodicity(run)
        got = None if found is None else (found.preperiod, found.period, found.saltus)
        assert got == by_definition(run), run
