"""The Northcott solver (HDU 1730) against retrograde analysis of the game.

The solver is the problem set's own code (its functions ``tom_wins`` and
``northcott``, taken from the solution cell as written); the truth is
a brute force of the real game, backward moves included, by retrograde
analysis (gamelib.engine.loopy), which can tell a draw from a win or a loss.
"""

import ast
from itertools import product
from pathlib import Path

import nbformat
import pytest

import gamelib as gl
from gamelib.engine.loopy import loopy_outcomes
from tests.conftest import judge_samples, same_output

CHAPTER = Path(__file__).resolve().parents[1] / "notebooks" / "15-problem-set.ipynb"


def chapter_solver():
    """The problem set's `northcott`: its two functions, defined as written there."""
    cells = [c.source for c in nbformat.read(CHAPTER, as_version=4).cells]
    (solution,) = [s for s in cells if "def northcott(text)" in s]
    wanted = [
        node
        for node in ast.parse(solution).body
        if isinstance(node, ast.FunctionDef) and node.name in {"tom_wins", "northcott"}
    ]
    assert len(wanted) == 2, "the problem set's solution defines both functions"
    namespace = {"nim_sum": gl.nim_sum}
    exec(compile(ast.Module(wanted, type_ignores=[]), str(CHAPTER), "exec"), namespace)
    return namespace["northcott"]


def board_game(width):
    """The real game, written independently of the chapter: (rows, mover)."""

    def moves(position):
        rows, mover = position
        found = []
        for i, pieces in enumerate(rows):
            me, other = pieces[mover], pieces[1 - mover]
            step = 1 if other > me else -1
            targets = [c for c in range(1, width + 1) if c != me]
            # stay on my side of the other piece: never on it or beyond it
            targets = [c for c in targets if (other - c) * step > 0]
            for c in targets:
                row = list(pieces)
                row[mover] = c
                found.append(((*rows[:i], tuple(row), *rows[i + 1 :]), 1 - mover))
        return found

    return gl.game_from(moves)


def brute_force(rows_count, width):
    """Outcome (P, N or D) of every position with `rows_count` rows of `width`."""
    game = board_game(width)
    rows = [r for r in product(range(1, width + 1), repeat=2) if r[0] != r[1]]
    labels = {}
    for board in product(rows, repeat=rows_count):
        for mover in (0, 1):
            if (board, mover) not in labels:
                labels |= loopy_outcomes(game, (board, mover))
    return labels


def as_input(board, width):
    lines = [f"{len(board)} {width}"] + [f"{t} {j}" for t, j in board]
    return "\n".join(lines) + "\n"


SIZES = [(1, w) for w in range(2, 9)] + [(2, w) for w in range(2, 6)] + [(3, 3), (3, 4)]


@pytest.mark.parametrize(("rows_count", "width"), SIZES)
def test_solver_agrees_with_the_real_game_and_no_position_is_a_draw(rows_count, width):
    labels = brute_force(rows_count, width)
    assert "D" not in labels.values()
    starts = [board for board, mover in labels if mover == 0]
    text = "\n".join(as_input(board, width) for board in starts)
    expected = ["I WIN!" if labels[b, 0] == "N" else "BAD LUCK!" for b in starts]
    assert chapter_solver()(text).splitlines() == expected


def test_the_game_has_cycles_so_the_finite_search_refuses_it():
    with pytest.raises(gl.LoopyGameError):
        gl.outcome(board_game(4), (((1, 4),), 0))


def test_a_rule_that_ignores_the_gap_minus_one_is_caught():
    """The brute force can fail a wrong solver: nim-sum of |T - J| is wrong.

    (With two rows the wrong rule happens to agree: g1 + 1 = g2 + 1 iff g1 = g2.)
    """
    labels = brute_force(3, 4)
    wrong = [
        board
        for (board, mover), label in labels.items()
        if mover == 0
        and (label == "N") != (gl.nim_sum(abs(t - j) for t, j in board) != 0)
    ]
    assert wrong


def test_official_sample():
    northcott = chapter_solver()
    for text, expected in judge_samples("hdu1730"):
        assert same_output(northcott(text), expected)
