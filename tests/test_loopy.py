"""Retrograde analysis of games with cycles, against a definition by fixed point."""

import random

import pytest

import gamelib as gl
from gamelib.loopy import (
    Infinite,
    loopy_outcome,
    loopy_outcomes,
    loopy_sg,
    loopy_sg_values,
    outcome_of_value,
    sum_value,
)


def random_digraph(rng, n):
    """A random game graph on 0..n-1, cycles allowed (self-loops too)."""
    return {
        v: sorted({rng.randrange(n) for _ in range(rng.randint(0, 3))})
        for v in range(n)
    }


def by_fixed_point(moves):
    """P/N by the definition, iterated until stable; the rest D.

    A position is N if some option is P, P if every option is N; the least
    labelling closed under these rules (start from nothing, apply until no
    change) is the one of winning in finitely many moves.
    """
    label = {}
    changed = True
    while changed:
        changed = False
        for v, options in moves.items():
            if v in label:
                continue
            if any(label.get(o) == "P" for o in options):
                label[v], changed = "N", True
            elif all(label.get(o) == "N" for o in options):
                label[v], changed = "P", True
    return {v: label.get(v, "D") for v in moves}


def test_retrograde_analysis_agrees_with_the_fixed_point_on_random_graphs():
    rng = random.Random(2026)
    for _ in range(400):
        moves = random_digraph(rng, rng.randint(1, 12))
        game = gl.game_from(moves.__getitem__)
        truth = by_fixed_point(moves)
        for start in moves:
            found = loopy_outcomes(game, start)
            assert all(found[v] == truth[v] for v in found), (moves, start)


def test_draws_let_each_player_avoid_losing():
    rng = random.Random(5)
    for _ in range(200):
        moves = random_digraph(rng, 10)
        labels = loopy_outcomes(gl.game_from(moves.__getitem__), 0)
        for v, label in labels.items():
            options = [labels[o] for o in moves[v]]
            if label == "D":  # no winning move, but a move that keeps the draw
                assert "P" not in options and "D" in options
            if label == "P":
                assert all(o == "N" for o in options)
            if label == "N":
                assert "P" in options


def test_without_cycles_it_is_the_ordinary_outcome():
    game = gl.SubtractionGame({1, 3, 4})
    labels = loopy_outcomes(game, 40)
    assert all(labels[n] == gl.outcome(game, n) for n in range(41))
    nim = gl.Nim()
    labels = loopy_outcomes(nim, (3, 2, 1))
    assert all(labels[p] == gl.outcome(nim, p) for p in labels)


def test_a_game_that_refuses_cycles_elsewhere_gets_its_draws_here():
    moves = {"a": ["b"], "b": ["a", "c"], "c": ["d"], "d": []}
    game = gl.game_from(moves.__getitem__)
    with pytest.raises(gl.LoopyGameError):
        gl.outcome(game, "a")
    assert [loopy_outcome(game, p) for p in "abcd"] == ["D", "D", "N", "P"]


def test_size_and_input_are_checked():
    endless = gl.game_from(lambda n: [n + 1])
    with pytest.raises(ValueError, match="max_nodes = 1,000"):
        loopy_outcomes(endless, 0, max_nodes=1000)
    with pytest.raises(TypeError, match="game"):
        loopy_outcomes("not a game", 0)
    with pytest.raises(ValueError, match="got 0"):
        loopy_outcomes(endless, 0, max_nodes=0)


# The generalised Sprague-Grundy function.


def test_without_cycles_the_generalised_value_is_the_sg_value():
    game = gl.SubtractionGame({2, 5, 6})
    values = loopy_sg_values(game, 60)
    assert len(values) > 50
    assert all(values[n] == gl.sg(game, n, closed_form=False) for n in values)
    rng = random.Random(3)
    for _ in range(200):
        n = rng.randint(1, 10)
        moves = {
            v: sorted({rng.randrange(v) for _ in range(rng.randint(0, 3))} if v else ())
            for v in range(n)
        }
        game = gl.game_from(moves.__getitem__)
        values = loopy_sg_values(game, n - 1)
        assert all(values[v] == gl.sg(game, v) for v in values)


def test_the_value_gives_the_outcome():
    rng = random.Random(11)
    for _ in range(400):
        moves = random_digraph(rng, rng.randint(1, 12))
        game = gl.game_from(moves.__getitem__)
        values = loopy_sg_values(game, 0)
        labels = loopy_outcomes(game, 0)
        assert all(outcome_of_value(values[v]) == labels[v] for v in values), moves


def test_finite_values_obey_the_defining_conditions():
    """m is not an option value, every j < m is, and every option above m
    (or infinite) can be answered by a move back to m."""
    rng = random.Random(12)
    for _ in range(300):
        moves = random_digraph(rng, rng.randint(1, 12))
        values = loopy_sg_values(gl.game_from(moves.__getitem__), 0)
        for v, m in values.items():
            below = [values[o] for o in moves[v]]
            if isinstance(m, Infinite):
                assert m.reach == {w for w in below if isinstance(w, int)}
                continue
            assert m not in below
            assert set(range(m)) <= set(below)
            for o in moves[v]:
                if isinstance(values[o], Infinite) or values[o] > m:
                    assert m in [values[w] for w in moves[o]]


def test_the_value_of_a_sum_is_smiths_sum_of_values():
    """Smith's theorem, against the labelling of the sum's own game graph."""
    rng = random.Random(13)
    for _ in range(150):
        left = random_digraph(rng, rng.randint(1, 6))
        right = random_digraph(rng, rng.randint(1, 6))
        g, h = gl.game_from(left.__getitem__), gl.game_from(right.__getitem__)
        total = gl.Sum(g, h)
        for a in left:
            for b in right:
                values = loopy_sg_values(total, (a, b))
                expected = sum_value(loopy_sg(g, a), loopy_sg(h, b))
                assert values[(a, b)] == expected, (left, right, a, b)


def test_outcome_and_game_graph_show_draws():
    moves = {0: [1], 1: [0, 2], 2: [1, 3], 3: []}
    game = gl.game_from(moves.__getitem__)
    assert [gl.outcome(game, v, loopy=True) for v in moves] == ["D", "D", "N", "P"]
    graph = gl.game_graph(game, 0, loopy=True)
    assert dict(graph.nodes(data="outcome")) == {0: "D", 1: "D", 2: "N", 3: "P"}
    svg = gl.draw.game_graph_svg(graph)
    assert svg.count('class="D"') == 2
    with pytest.raises(gl.LoopyGameError):
        gl.game_graph(game, 0)


def test_bad_values_are_refused():
    with pytest.raises(TypeError, match="got -1"):
        sum_value(-1, 2)
    with pytest.raises(TypeError, match="got True"):
        outcome_of_value(True)


def by_lookahead(moves):
    """N: the player to move wins within k of their moves, for some k; P: the
    opponent does; D: neither. A brute force with no labelling order inside."""
    win, lose = set(), {v for v, out in moves.items() if not out}
    for _ in range(len(moves) + 1):
        win |= {v for v, out in moves.items() if any(o in lose for o in out)}
        lose |= {v for v, out in moves.items() if all(o in win for o in out)}
    return {v: "N" if v in win else "P" if v in lose else "D" for v in moves}


def test_retrograde_analysis_agrees_with_looking_ahead():
    rng = random.Random(77)
    for _ in range(500):
        moves = random_digraph(rng, rng.randint(1, 12))
        truth = by_lookahead(moves)
        found = loopy_outcomes(gl.game_from(moves.__getitem__), 0)
        assert all(found[v] == truth[v] for v in found), moves
