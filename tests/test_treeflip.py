"""HDU 5963 ("Friends"): the root-parity rule against a search of the real game."""

import random
from itertools import product

import pytest

import gamelib as gl
from gamelib.graphgames.treeflip import Friends
from tests.conftest import judge_samples, same_output


def path_flip_game(n, edges, root):
    """The game itself, with no formula: a position is the set of weight-1 edges."""
    adjacent = {v: [] for v in range(1, n + 1)}
    for x, y in edges:
        adjacent[x].append(y)
        adjacent[y].append(x)
    parent, order = {root: None}, [root]
    for v in order:
        for w in adjacent[v]:
            if w not in parent:
                parent[w] = v
                order.append(w)

    def up(v):
        """The edges on the path from v to the root."""
        path = []
        while parent[v] is not None:
            path.append(frozenset((v, parent[v])))
            v = parent[v]
        return frozenset(path)

    def options(ones):
        return [
            ones ^ up(v)
            for v in range(1, n + 1)
            if v != root and frozenset((v, parent[v])) in ones
        ]

    return gl.game_from(options, name="path flipping")


def random_tree(n, rng):
    return [(v, rng.randrange(1, v)) for v in range(2, n + 1)]


def test_root_parity_rule_against_search_on_every_small_weighting():
    rng = random.Random(5963)
    trees = [random_tree(n, rng) for n in range(1, 8) for _ in range(4)]
    trees.append([(1, v) for v in range(2, 7)])  # a star
    trees.append([(v - 1, v) for v in range(2, 8)])  # a path
    checked = 0
    for edges in trees:
        n = len(edges) + 1
        for weights in product((0, 1), repeat=len(edges)):
            ones = frozenset(
                frozenset(e) for e, z in zip(edges, weights, strict=True) if z
            )
            tree = Friends(
                n, [(x, y, z) for (x, y), z in zip(edges, weights, strict=True)]
            )
            for root in range(1, n + 1):
                searched = gl.outcome(path_flip_game(n, edges, root), ones)
                assert tree.first_player_wins(root) == (searched == "N")
                checked += 1
    assert checked > 2000


def test_a_lone_deep_edge_is_worth_zero_and_a_root_edge_one():
    # Theorem 9.1's coin values: only the edges at the root count.
    edges = [(1, 2), (2, 3), (3, 4)]
    game = path_flip_game(4, edges, 1)
    assert gl.sg(game, frozenset({frozenset((1, 2))})) == 1
    assert gl.sg(game, frozenset({frozenset((2, 3))})) == 0
    assert gl.sg(game, frozenset({frozenset((3, 4))})) == 0


def friends_judge(text):
    """A plain reading of HDU 5963's input, answered by Friends."""
    numbers = iter(int(t) for t in text.split())
    lines = []
    for _ in range(next(numbers)):
        n, m = next(numbers), next(numbers)
        tree = Friends(
            n, [(next(numbers), next(numbers), next(numbers)) for _ in range(n - 1)]
        )
        for _ in range(m):
            if next(numbers) == 0:
                wins = tree.first_player_wins(next(numbers))
                lines.append("Girls win!" if wins else "Boys win!")
            else:
                tree.set_weight(next(numbers), next(numbers), next(numbers))
    return "\n".join(lines)


def test_hdu5963_sample():
    for given, expected in judge_samples("hdu5963"):
        assert same_output(friends_judge(given), expected)


def test_friends_refuses_bad_trees():
    with pytest.raises(ValueError, match="vertex 1 to 3, got 4"):
        Friends(3, [(1, 2, 0), (2, 4, 1)])
    with pytest.raises(ValueError, match="weight is 0 or 1, got 2"):
        Friends(2, [(1, 2, 2)])
    with pytest.raises(ValueError, match="has 2 edges, got 1"):
        Friends(3, [(1, 2, 0)])
    with pytest.raises(ValueError, match="given twice"):
        Friends(3, [(1, 2, 0), (2, 1, 1)])
    with pytest.raises(TypeError, match="non-negative integer"):
        Friends(2, [(1, 2, 0.5)])
    tree = Friends(2, [(1, 2, 1)])
    with pytest.raises(ValueError, match="no edge 1-1"):
        tree.set_weight(1, 1, 0)
    with pytest.raises(ValueError, match="the root must be a vertex 1 to 2, got 0"):
        tree.first_player_wins(0)


def test_judge_sized_tree_answers_fast():
    rng = random.Random(1)
    n = 40_000
    tree = Friends(
        n, [(v, rng.randrange(1, v), rng.randrange(2)) for v in range(2, n + 1)]
    )
    answers = [tree.first_player_wins(rng.randrange(1, n + 1)) for _ in range(n)]
    assert any(answers) and not all(answers)


def test_friends_refuses_what_is_not_a_tree_of_the_allowed_size():
    with pytest.raises(ValueError, match="more than the 1,000,000 allowed"):
        Friends(10**9, [])
    with pytest.raises(TypeError, match="collection of"):
        Friends(2, 5)
    with pytest.raises(ValueError, match=r"edges\[0\] must be an edge \(x, y, z\)"):
        Friends(2, [(1, 2)])
    with pytest.raises(TypeError, match="non-negative integer"):
        Friends(True, [])
