"""Retrograde analysis of games with cycles, against a definition by fixed point."""

import random

import pytest

import gamelib as gl
from gamelib.loopy import loopy_outcome, loopy_outcomes


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
