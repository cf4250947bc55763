"""Every generated input and edge case is inside its problem's statement.

Each record states its judge's limits and guarantees once, as ``valid``
(checked through :meth:`Problem.check_input`); a generator or an edge case
that leaves the statement (HDU 1536's positions of no heap, POJ 3710's
subtrees off a ring and its self-loop picture) would have the stress tester
call a correct solution wrong. The statements' limits in the book's chapter
15 are the records'.
"""

from __future__ import annotations

import random
from pathlib import Path

import nbformat
import pytest

from gamelib.contest.judging import Draw
from gamelib.contest.problems import PROBLEMS, InputFormatError

SEEDS = 12
BOOK = Path(__file__).resolve().parents[1] / "notebooks"


@pytest.mark.parametrize("slug", list(PROBLEMS))
def test_generated_inputs_and_edge_cases_are_inside_the_statement(slug):
    problem = PROBLEMS[slug]
    assert problem.valid is not None, f"{slug} states no limits"
    for cases in problem.edges():
        problem.check_input(problem.write(cases))
    rng = random.Random(slug)
    for size in ("small", "random", "max"):
        for _ in range(SEEDS if size != "max" else 2):
            draw = Draw(random.Random(rng.random()))
            problem.check_input(problem.write(problem.generate(draw, size)))


@pytest.mark.parametrize("slug", list(PROBLEMS))
def test_the_samples_are_inside_the_statement(slug):
    problem = PROBLEMS[slug]
    for given in [s[1] for s in problem.samples()] + list(problem.own_examples):
        problem.check_input(given)


OUTSIDE = {
    "hdu1536": "1 1\n1\n0\n0\n",  # a position of no heap (0 < l)
    "poj3710": "1\n1 1\n1 1\n",  # a self-loop is not a ring
    "hdu1730": "1 101\n1 2\n",  # 2 <= m <= 100
    "hdu1846": "101\n" + "1 1\n" * 101,  # C <= 100
    "hdu1907": "475\n" + "1\n1\n" * 475,  # T <= 474
    "hdu3032": "101\n" + "1\n1\n" * 101,  # T <= 100
    "hdu3094": "101\n" + "1\n" * 101,  # T <= 100
    "hdu3595": "1\n1 1\n" * 101,  # at most 100 cases
    "agc017d": "3\n1 2\n1 2\n",  # not a tree
    "hdu2147": "2001 1\n0 0\n",  # 1 <= n <= 2000
    "hdu1849": "1\n1001\n0\n",  # 0 <= K_i <= 1000
    "poj2484": "1000001\n0\n",  # 1 <= n <= 10^6
    "hdu3951": "1\n2 1\n",  # 3 <= N
    "hdu4642": "1\n1 1\n2\n",  # a coin is 0 or 1
    "hdu3389": "1\n1\n101\n",  # at most 100 cards in a box
    "hdu1079": "1\n2001 11 5\n",  # no date after 2001-11-04
    "hdu2149": "4 2\n1100 5\n",  # 0 < M < 1100
    "hdu1517": "4294967295\n",  # n < 4294967295
    "hdu3544": "1\n1\n0 1\n",  # 1 <= X_i
    "poj1740": "1\n101\n0\n",  # at most 100 stones a pile
    "hdu5795": "1\n1\n0\n",  # 1 <= s[i]
    "cf1194d": "1\n5 2\n",  # 3 <= k
    "abc206f": "1\n1\n5 5\n",  # L_i < R_i
    "hdu3980": "1\n1001 1\n",  # N <= 1000
    "cf603c": "1 1\n0\n",  # 1 <= a_i
    "cf768e": "2\n5\n61\n",  # 1 <= s_i <= 60
    "cf917b": "3 3\n1 2 a\n2 3 b\n3 1 c\n",  # the graph is acyclic
    "cf1537d": "1\n1000000001\n",  # 1 <= n <= 10^9
    "cf786a": "5\n2 3 3\n1 1\n",  # the steps are distinct
    "hdu1404": "1234567\n",  # strings of 1 to 6 digits
    "csloj1497": "1\nBGR\n",  # rows of B and R only
    "cf1033c": "3\n1 1 2\n",  # the numbers are distinct
}


@pytest.mark.parametrize("slug", sorted(OUTSIDE))
def test_inputs_outside_the_statement_are_refused(slug):
    with pytest.raises(InputFormatError, match="outside the statement"):
        PROBLEMS[slug].check_input(OUTSIDE[slug])


def test_a_ring_with_a_subtree_off_it_is_refused():
    # a triangle 1-2-3 on the tree vertex 1, and an edge hanging off vertex 2
    picture = "1\n4 4\n1 2\n2 3\n3 1\n2 4\n"
    with pytest.raises(InputFormatError, match="ring"):
        PROBLEMS["poj3710"].check_input(picture)
    PROBLEMS["poj3710"].check_input("1\n4 4\n1 2\n2 3\n3 1\n1 4\n")


def test_the_book_states_the_records_limits():
    notebook = nbformat.read(BOOK / "15-problem-set.ipynb", as_version=4)
    text = "\n".join(c.source for c in notebook.cells if c.cell_type == "markdown")
    for problem in PROBLEMS.values():
        limits = problem.limits[0].upper() + problem.limits[1:]
        stated = f"**Limits.** {limits}."
        if problem.judge_limits:  # the time and memory of the judge's page
            stated += f" The judge allows {problem.judge_limits}."
        assert stated in text, problem.slug
