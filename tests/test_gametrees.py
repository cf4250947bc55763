"""Game trees: minimax and alpha-beta against a plain recursive minimax."""

import random
from fractions import Fraction
from math import inf

import pytest

import gamelib as gl
from gamelib.draw.gametree import game_tree_svg
from gamelib.trees.gametrees import GameTree
from gamelib.trees.treesearch import known_bounds, negamax
from gamelib.widgets import AlphaBetaExplorer
from tests.conftest import needs

TEXTBOOK = [[3, 12, 8], [2, 4, 6], [14, 5, 2]]


def reference_minimax(tree, maximizing=True):
    """The definition, recursively (the test trees are shallow)."""
    if not isinstance(tree, list):
        return tree
    values = [reference_minimax(child, not maximizing) for child in tree]
    return max(values) if maximizing else min(values)


def ragged_tree(rng, depth):
    """A random tree with uneven branching and leaves at any depth."""
    if depth == 0 or rng.random() < 0.15:
        return rng.randint(-20, 20)
    return [ragged_tree(rng, depth - 1) for _ in range(rng.randint(1, 4))]


TREES = [ragged_tree(random.Random(seed), 6) for seed in range(300)]


def test_minimax_matches_the_definition():
    for nested in TREES:
        result = gl.minimax(nested)
        assert result.value == reference_minimax(nested)
        assert result.visited == len(GameTree(nested))
        assert result.pruned == []


def test_alphabeta_gives_the_minimax_value_and_never_does_more_work():
    for nested in TREES:
        tree = GameTree(nested)
        full, pruned = gl.minimax(tree), gl.alphabeta(tree)
        assert pruned.value == full.value
        assert pruned.visited <= full.visited and pruned.leaves <= full.leaves
        skipped = sum(tree.sizes[v] for v in pruned.pruned)
        assert pruned.visited + skipped == len(tree)  # every node: seen or pruned


def test_alphabeta_bounds_outside_the_window():
    rng = random.Random(7)
    for nested in TREES:
        v = reference_minimax(nested)
        alpha = rng.randint(-25, 20)
        beta = rng.randint(alpha + 1, 25)
        got = gl.alphabeta(nested, alpha=alpha, beta=beta).value
        if alpha < v < beta:
            assert got == v
        elif v <= alpha:
            assert v <= got <= alpha
        else:
            assert beta <= got <= v


def test_textbook_example():
    result = gl.alphabeta(TEXTBOOK)
    tree = GameTree(TEXTBOOK)
    assert (result.value, result.leaves) == (3, 7)
    assert [tree.path(v) for v in result.pruned] == [(1, 1), (1, 2)]
    assert gl.minimax(TEXTBOOK).leaves == 9


@pytest.mark.parametrize("branching", [2, 3, 4])
@pytest.mark.parametrize("depth", [1, 2, 3, 4, 5])
def test_knuth_moore_count_with_perfect_ordering(branching, depth):
    # Knuth and Moore (1975): best-first ordering and distinct payoffs make
    # alpha-beta evaluate b^ceil(d/2) + b^floor(d/2) - 1 leaves.
    expected = branching ** ((depth + 1) // 2) + branching ** (depth // 2) - 1
    for seed in range(4):
        tree = gl.trees.gametrees.random_tree(
            branching, depth, seed=seed, high=10**6, distinct=True
        )
        best = tree.ordered()
        assert gl.minimax(best).value == gl.minimax(tree).value
        assert gl.alphabeta(best).leaves == expected


def test_ordering_sorts_children_by_value():
    tree = GameTree(TEXTBOOK)
    assert tree.ordered().nested() == [[3, 8, 12], [2, 4, 6], [2, 5, 14]]
    assert tree.ordered(best_first=False).nested() == [
        [6, 4, 2],
        [14, 5, 2],
        [12, 8, 3],
    ]


@pytest.mark.parametrize(
    ("game", "positions"),
    [
        (gl.Bash(3), range(12)),
        (gl.SubtractionGame({1, 3, 4}), range(11)),
        (gl.Nim(), [(1, 2), (2, 2), (1, 2, 3), (3, 1), (2, 3)]),
    ],
)
def test_minimax_with_payoffs_plus_minus_one_is_the_outcome(game, positions):
    for position in positions:
        tree = GameTree.from_game(game, position)
        expected = 1 if gl.outcome(game, position, closed_form=False) == "N" else -1
        assert gl.minimax(tree).value == expected
        narrow = gl.alphabeta(tree, alpha=-1, beta=1)
        assert narrow.value == expected
        assert narrow.visited <= gl.alphabeta(tree).visited


def test_from_game_labels_and_limits():
    tree = GameTree.from_game(gl.Bash(2), 3)
    assert tree.nested() == [[[1], -1], [-1]]
    assert tree.labels == ["3", "2", "1", "0", "0", "1", "0"]
    assert GameTree.from_game(gl.Bash(2), 0).nested() == -1
    with pytest.raises(ValueError, match="more than 50 nodes"):
        GameTree.from_game(gl.Bash(3), 12, max_nodes=50)
    loopy = gl.game_from(lambda n: [1 - n])
    with pytest.raises(gl.LoopyGameError):  # not "too many nodes"
        GameTree.from_game(loopy, 0, max_nodes=1000)


def test_deep_trees_do_not_recurse():
    levels = 50_000
    nested, leaves = 7, [(i * 7919) % 11 - 5 for i in range(levels)]
    for leaf in leaves:  # the last leaf hangs off the root
        nested = [nested, leaf]
    value = 7  # the definition, from the bottom up, without recursion
    for i, leaf in enumerate(leaves):
        depth = levels - 1 - i
        value = max(value, leaf) if depth % 2 == 0 else min(value, leaf)
    tree = GameTree(nested)
    assert max(tree.depths) == levels
    assert gl.minimax(tree).value == value
    assert gl.alphabeta(tree).value == value
    assert gl.minimax(tree.ordered()).value == value
    assert len(tree.path(tree.node((0,) * levels))) == levels


def test_uniform_trees_and_fractions():
    assert GameTree.from_leaves([1, 2, 3, 4], 2).nested() == [[1, 2], [3, 4]]
    assert gl.minimax([[Fraction(1, 3), 1], [Fraction(1, 2)]]).value == Fraction(1, 2)
    tree = gl.trees.gametrees.random_tree(3, 2, seed=5)
    assert tree.nested() == gl.trees.gametrees.random_tree(3, 2, seed=5).nested()
    assert len(tree.leaves()) == 9 and max(tree.depths) == 2
    assert gl.trees.gametrees.random_tree(2, 0).nested() in range(10)
    assert max(gl.trees.gametrees.random_tree(1, 6).depths) == 6
    assert GameTree.from_leaves([5], 7).nested() == 5


@pytest.mark.parametrize(
    ("nested", "error", "words"),
    [
        ([[1, 2], []], ValueError, r"empty list at path \(1,\)"),
        ([[1, 0.5]], TypeError, r"got 0\.5 \(float\) at path \(0, 1\)"),
        ([True], TypeError, "bool"),
        (["3"], TypeError, "str"),
        ([], ValueError, r"empty list at path \(\)"),
        (None, TypeError, "NoneType"),
    ],
)
def test_bad_trees(nested, error, words):
    with pytest.raises(error, match=words):
        gl.minimax(nested)


def test_bad_calls():
    cyclic = [1]
    cyclic.append([2, cyclic])
    with pytest.raises(ValueError, match="own ancestors"):
        GameTree(cyclic)
    shared = [1, 2]
    assert gl.minimax([shared, shared]).value == 1  # sharing is fine
    with pytest.raises(ValueError, match="alpha < beta"):
        gl.alphabeta(TEXTBOOK, alpha=3, beta=3)
    with pytest.raises(TypeError, match="alpha must be"):
        gl.alphabeta(TEXTBOOK, alpha=0.5)
    with pytest.raises(ValueError, match="power of 3 leaves, got 4"):
        GameTree.from_leaves([1, 2, 3, 4], 3)
    with pytest.raises(ValueError, match="power of 2 leaves, got 0"):
        GameTree.from_leaves([], 2)
    with pytest.raises(ValueError, match="branching 1 needs its depth"):
        GameTree.from_leaves([1, 2], 1)
    with pytest.raises(ValueError, match="depth 2 has 9 leaves, got 4"):
        GameTree.from_leaves([1, 2, 3, 4], 3, depth=2)
    with pytest.raises(ValueError, match="distinct payoffs do not fit"):
        gl.trees.gametrees.random_tree(3, 3, distinct=True)
    with pytest.raises(ValueError, match="no child 5"):
        GameTree(TEXTBOOK).node((5,))
    with pytest.raises(ValueError, match="more than 10 nodes"):
        GameTree(TEXTBOOK, max_nodes=10)
    with pytest.raises(TypeError, match="expected a game"):
        GameTree.from_game(3, 3)


def test_traced_steps_tell_the_whole_story():
    result = gl.alphabeta(TEXTBOOK, trace=True)
    kinds = [s.kind for s in result.steps]
    assert kinds.count("visit") == result.visited
    assert kinds.count("leaf") == result.leaves
    prunes = [s for s in result.steps if s.kind == "prune"]
    assert [list(s.pruned) for s in prunes] == [result.pruned]
    assert prunes[0].value == 2 and prunes[0].alpha == 3
    assert result.steps[0].alpha == -inf and result.steps[0].beta == inf
    assert result.steps[-1].kind == "return" and result.steps[-1].value == 3


def test_drawings():
    needs("matplotlib")
    result = gl.alphabeta(TEXTBOOK, trace=True)
    ax = gl.draw.draw_game_tree(TEXTBOOK, result=result)
    assert ax.get_legend() is not None
    svg = game_tree_svg(TEXTBOOK, result=result)
    assert svg.count('class="pruned"') == 2
    partial = game_tree_svg(TEXTBOOK, result=result, step=4)  # enter leaf 12
    assert "ffe14d" in partial and "α=−∞ β=3" in partial
    assert 'class="pruned"' not in partial
    with pytest.raises(ValueError, match="drawing more than 2,000"):
        gl.draw.draw_game_tree(gl.trees.gametrees.random_tree(2, 11))


def test_alphabeta_explorer_steps_through_the_search():
    explorer = AlphaBetaExplorer(branching=3, depth=3, seed=0)
    assert explorer.step.max == len(explorer.result.steps) - 1
    assert (
        explorer.current.kind == "visit" and "enter the root" in explorer.status.value
    )
    assert explorer.result.value == gl.minimax(explorer.tree).value
    explorer.step.value = explorer.step.max
    assert explorer.current.kind == "return" and explorer.current.node == 0
    explorer.ordering.value = "best move first"
    expected = 3**2 + 3 - 1
    assert explorer.result.leaves == expected
    explorer.depth.value = 1
    assert explorer.step.value == explorer.step.max == len(explorer.result.steps) - 1
    explorer.branching.value = 2
    explorer.depth.value = 4
    explorer.step.value = 0
    assert "Step 0 of" in explorer.status.value


def test_drawn_values_are_what_the_search_proved():
    # A node shown with a plain value must have exactly that minimax value,
    # and a bound (≥, ≤ or a range) must contain it and the value returned:
    # checked on every node alpha-beta settles in 300 random trees.
    for seed in range(300):
        tree = gl.trees.gametrees.random_tree(3, 4, seed=seed, high=20)
        truth = gl.minimax(tree).values
        result = gl.alphabeta(tree)
        for v, (low, high) in known_bounds(tree, result.values).items():
            assert low <= truth[v] <= high
            assert low <= result.values[v] <= high
    tree = gl.trees.gametrees.random_tree(
        3, 4, seed=299, high=20
    )  # a node settled at a bound
    result = gl.alphabeta(tree)
    known = known_bounds(tree, result.values)
    exact = [v for v in result.values if known[v][0] == known[v][1]]
    assert all(result.values[v] == gl.minimax(tree).values[v] for v in exact)
    assert any(
        v not in exact and not tree.is_leaf(v) and v not in cut_nodes(tree, result)
        for v in result.values
    )  # the old drawing (bounds only at cutoffs) showed these as exact
    assert known_bounds(GameTree(TEXTBOOK), gl.alphabeta(TEXTBOOK).values)[5] == (
        -inf,
        2,
    )


def cut_nodes(tree, result):
    return {tree.parents[r] for r in result.pruned}


def test_a_loopy_game_cannot_be_unfolded_into_a_tree():
    loop = gl.game_from(lambda n: [(n + 1) % 3], name="loop")
    with pytest.raises(gl.LoopyGameError, match="cycle through position 0"):
        gl.GameTree.from_game(loop, 0)
    # A position met again on another line is not a loop: the tree repeats it.
    tree = gl.GameTree.from_game(gl.SubtractionGame({1, 2}), 4)
    assert tree.labels.count("1") > 1


def test_nodes_paths_and_bounds_are_checked_naming_the_argument():
    tree = gl.GameTree([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
    for bad in (-1, len(tree), 10**100):  # -1 is not the last node
        with pytest.raises(ValueError, match=r"is_leaf\(\): node must be a node"):
            tree.is_leaf(bad)
    with pytest.raises(TypeError, match=r"node\(\): path\[0\] must be"):
        tree.node([0.5])
    with pytest.raises(ValueError, match=r"known_bounds\(\): values: a node"):
        gl.trees.treesearch.known_bounds(tree, {len(tree): 3})
    with pytest.raises(TypeError, match=r"alphabeta\(\): alpha must be"):
        gl.alphabeta(tree, alpha=float("nan"))
    assert tree.node(tree.path(7)) == 7 and tree.nested(5) == [2, 4, 6]


# --- negamax and the transposition table ------------------------------------


def _wins_by_definition(game, position, memo):
    """True when the player to move wins: some option is a loss (chapter 0)."""
    key = game.key(position)
    if key not in memo:
        memo[key] = any(
            not _wins_by_definition(game, o, memo) for o in game.options(position)
        )
    return memo[key]


def _reachable(game, position):
    """The keys of every position reachable from `position`, itself included."""
    seen, todo = {game.key(position)}, [position]
    while todo:
        for option in game.options(todo.pop()):
            if game.key(option) not in seen:
                seen.add(game.key(option))
                todo.append(option)
    return seen


NEGAMAX_CASES = [
    (gl.Bash(3), list(range(15))),
    (gl.SubtractionGame({1, 3, 4}), list(range(15))),
    (gl.Nim(), [(1, 2), (1, 2, 3), (2, 2, 3), (1, 3, 4), (2, 3, 3)]),
    (gl.OctalGame("0.77"), [(n,) for n in range(9)] + [(2, 3), (1, 4)]),
    (gl.Wythoff(), [(a, b) for a in range(5) for b in range(a, 6)]),
]


@pytest.mark.parametrize(("game", "positions"), NEGAMAX_CASES, ids=repr)
def test_negamax_agrees_with_minimax_and_the_definition(game, positions):
    memo = {}
    for position in positions:
        tree = gl.GameTree.from_game(game, position)
        truth = 1 if _wins_by_definition(game, position, memo) else -1
        assert gl.minimax(tree).value == truth, position
        plain = negamax(game, position, table=False)
        cached = negamax(game, position)
        assert plain.value == cached.value == truth, position
        # without a table: exactly the nodes alpha-beta visits on the tree
        assert plain.visited == gl.alphabeta(tree, alpha=-1, beta=1).visited
        # with one: each position is expanded at most once
        assert cached.visited <= cached.stored <= len(_reachable(game, position))
        assert plain.hits == plain.stored == 0


def test_negamax_refuses_cycles_and_oversized_searches():
    loop = gl.game_from(lambda n: [1 - n], name="back and forth")
    with pytest.raises(gl.LoopyGameError):
        negamax(loop, 0)
    with pytest.raises(gl.SearchLimitError, match="max_work = 10 "):
        negamax(gl.Nim(), (3, 4, 5), table=False, max_work=10)
    with pytest.raises(TypeError, match="table"):
        negamax(gl.Nim(), (1, 2), table="yes")
