"""The answers of the new exercises of chapters 10 to 12, against plain searches."""

import gamelib as gl
from gamelib.draw.gametree import critical_types
from gamelib.trees.gametrees import random_tree


def plain_values(rules, n):
    """G(0..n-1) of a take-and-break game by the mex recurrence, no formula inside."""
    values = []
    for heap in range(n):
        seen = set()
        for rest in rules(heap):
            value = 0
            for h in rest:
                value ^= values[h]
            seen.add(value)
        values.append(min(set(range(len(seen) + 1)) - seen))
    return values


def moves_026(n):
    """0.26: take 1 from an end, or 2 from an end or the middle; never a whole heap."""
    rests = [(n - 1,)] if n >= 2 else []
    if n >= 3:
        rests.append((n - 2,))
        rests += [(a, n - 2 - a) for a in range(1, (n - 2) // 2 + 1)]
    return rests


def test_exercise_10_6_the_value_of_0_26():
    plain = plain_values(moves_026, 400)
    assert plain[:12] == [0, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2]
    assert all(plain[n] == (n - 1) % 4 for n in range(1, 400))
    game = gl.OctalGame("0.26")
    assert gl.sg_sequence(game, 400).tolist() == plain
    found = gl.periodicity(game)
    assert (found.preperiod, found.period) == (1, 4)
    rows = [(n,) for n in range(200)]
    right = gl.check(
        lambda p: (p[0] - 1) % 4 if p[0] else 0, game, kind="sg", positions=rows
    )
    wrong = gl.check(lambda p: p[0] % 4, game, kind="sg", positions=rows)
    assert right and not wrong and wrong.counterexamples[0].position == (1,)


def test_exercise_11_4_critical_nodes_at_each_depth():
    for b in range(1, 5):
        tree = random_tree(b, 6)
        types = critical_types(tree)
        for k in range(7):
            count = sum(1 for v in range(len(tree)) if tree.depths[v] == k and types[v])
            assert count == b ** ((k + 1) // 2) + b ** (k // 2) - 1


def halves(n):
    split = [(n // 2, n // 2)] if n % 2 == 0 and n > 0 else []
    return [*(n - k for k in (1, 2) if k <= n), *split]


def test_exercise_12_5_take_one_or_two_or_halve():
    game = gl.RuleGame(halves, name="halves")
    plain = plain_values(
        lambda n: [m if isinstance(m, tuple) else (m,) for m in halves(n)], 300
    )
    assert plain == [n if n < 3 else (n + 1) % 4 for n in range(300)]
    assert gl.check(lambda n: plain[n], game, kind="sg", bound=300)
    assert not gl.check(lambda n: n % 3, game, kind="sg", bound=100)


def test_exercise_12_6_the_family_one_and_b():
    for b in range(2, 13):
        game = gl.SubtractionGame({1, b})
        n_positions = [
            n
            for n in range(5 * (b + 1))
            if gl.outcome(game, n, closed_form=False) == "N"
        ]
        if b % 2:
            expected = [n for n in range(5 * (b + 1)) if n % 2]
        else:
            expected = [
                n for n in range(5 * (b + 1)) if n % (b + 1) % 2 or n % (b + 1) == b
            ]
        assert n_positions == expected, b
        assert gl.analyse({1, b}).pattern.period == (2 if b % 2 else b + 1)


def test_exercise_12_7_examples():
    pattern = gl.analyse("0.15", shown=20).pattern
    assert pattern.proved and (pattern.period, pattern.preperiod) == (10, 1)
    assert gl.analyse("0.6", shown=20, observe=300, limit=2048).pattern is None
