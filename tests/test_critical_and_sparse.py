"""The pictures of chapters 10 and 11: the sparse space and the critical tree."""

from itertools import product

import pytest

import gamelib as gl
from gamelib.draw.gametree import critical_types, draw_critical_tree
from gamelib.draw.sparse import (
    draw_sparse_space,
    is_rare,
    rare_and_common,
    sparse_space_svg,
)
from gamelib.trees.gametrees import random_tree
from tests.conftest import needs


def by_parity(tree, node):
    """Knuth and Moore's criterion: the first child at every odd or every even level."""
    path = tree.path(node)
    return all(i == 0 for i in path[0::2]) or all(i == 0 for i in path[1::2])


@pytest.mark.parametrize(("b", "d"), list(product(range(1, 5), range(0, 6))))
def test_critical_types_are_the_nodes_alpha_beta_examines(b, d):
    tree = random_tree(b, d, seed=7 * b + d, high=10**6, distinct=True).ordered()
    types = critical_types(tree)
    critical = {v for v in range(len(tree)) if types[v]}
    assert critical == {v for v in range(len(tree)) if by_parity(tree, v)}
    search = gl.alphabeta(tree)
    assert set(search.values) == critical
    leaves = [v for v in tree.leaves() if types[v]]
    assert search.leaves == len(leaves) == b ** ((d + 1) // 2) + b ** (d // 2) - 1


def test_critical_types_follow_the_rules_from_the_parent():
    tree = gl.GameTree(random_tree(3, 4, seed=1).nested())
    types = critical_types(tree)
    assert types[0] == 1
    for v in range(1, len(tree)):
        parent, first = tree.parents[v], tree.children[tree.parents[v]][0] == v
        expected = {1: 1 if first else 2, 2: 3 if first else 0, 3: 2, 0: 0}
        assert types[v] == expected[types[parent]]


def test_a_worse_order_examines_more_than_the_critical_tree():
    tree = random_tree(3, 4, seed=3, high=10**6, distinct=True)
    best = gl.alphabeta(tree.ordered()).leaves
    assert best == 3**2 + 3**2 - 1
    assert gl.alphabeta(tree.ordered(best_first=False)).leaves > best


def test_rare_and_common_and_the_xor_lemma():
    for bits in range(1, 6):
        for mask in range(2**bits):
            rare, common = rare_and_common(mask, bits)
            assert sorted(rare + common) == list(range(2**bits))
            for x, y in product(range(2**bits), repeat=2):
                same = (x in rare) == (y in rare)
                assert is_rare(x ^ y, mask) == same
    assert rare_and_common(0b110, 3) == ([0, 1, 6, 7], [2, 3, 4, 5])
    assert rare_and_common(0, 2) == ([0, 1, 2, 3], [])


def test_sparse_space_refuses_bad_sizes():
    with pytest.raises(ValueError, match="bits"):
        rare_and_common(1, 7)
    with pytest.raises(ValueError, match="mask 0b1000"):
        rare_and_common(8, 3)
    with pytest.raises(TypeError):
        rare_and_common("6", 3)


def test_the_drawings_return_their_axes():
    needs("matplotlib")
    import matplotlib.pyplot as plt

    ax = draw_sparse_space(0b110, 3)
    assert len(ax.patches) == 64
    plt.close(ax.figure)
    tree = random_tree(2, 3, seed=2, high=99, distinct=True).ordered()
    ax = draw_critical_tree(tree)
    assert ax.get_xlim()[1] > 7
    plt.close(ax.figure)
    with pytest.raises(ValueError, match="2,000"):
        draw_critical_tree(random_tree(2, 11))


def test_the_svg_table_needs_no_matplotlib_and_colours_the_rare_cells():
    svg = sparse_space_svg(0b110, 3)
    assert svg.startswith(gl.draw.svg_open(10, 10).split(" width=")[0])
    assert svg.endswith("</svg>")
    # 64 cells: rare XOR rare and common XOR common are rare, 2 * 16 of them.
    assert svg.count(f'fill="{gl.draw.palette.HOT_COLOR}" stroke') == 32
    assert sparse_space_svg(0, 2).count(f'fill="{gl.draw.palette.TAILS_COLOR}"') == 0
