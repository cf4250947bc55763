"""Green Hackenbush (chapter 7): the colon and fusion principles on large pictures."""

from random import Random

from common import row, timed

import gamelib as gl


def random_tree_edges(n, seed):
    rng = Random(seed)
    return [(rng.randrange(i + 1), i + 1) for i in range(n)]


def judge_tree_edges(vertices, seed):
    """A tree as AtCoder AGC017 D gives it: vertices 1..N, edges in any order."""
    rng = Random(seed)
    edges = [(rng.randrange(1, v), v) for v in range(2, vertices + 1)]
    rng.shuffle(edges)
    return [(u, v) if rng.randrange(2) else (v, u) for u, v in edges]


def build_and_value(edges, ground):
    game = gl.GreenHackenbush(edges, ground=ground)
    return gl.sg(game, game.start)


def bench():
    n = 10**5
    # a tree is valued when it is built, so its value is timed with the build
    stalk = [(i, i + 1) for i in range(n)]
    seconds, value = timed(build_and_value, stalk, 0, repeat=3)
    assert value == n
    row("Hackenbush: bamboo of 10^5 edges, build + value", seconds, 1.0)
    judge = judge_tree_edges(n, 4)
    seconds, _ = timed(build_and_value, judge, 1, repeat=3)
    row("Hackenbush: 10^5-vertex rooted tree: build + value", seconds, 0.3, "AGC017 D")
    tree = gl.GreenHackenbush(random_tree_edges(n, 1))
    seconds, _ = timed(lambda: gl.GreenHackenbush(random_tree_edges(n, 1)), repeat=3)
    row("Hackenbush: random tree of 10^5 edges, build", seconds, 1.0)
    after = tree.cut(tree.start, 1)
    seconds, _ = timed(gl.sg, tree, after, repeat=3)
    row("Hackenbush: that tree after a cut, value", seconds, 1.0, "check + structure")
    seconds, _ = timed(tree.winning_cuts, tree.start, repeat=3)
    row("Hackenbush: its winning cuts", seconds, 1.0)
    cyclic = gl.GreenHackenbush(
        gl.graphgames.hackenbush.random_rooted_graph(2 * 10**4, seed=2)
    )
    seconds, _ = timed(gl.sg, cyclic, cyclic.start, repeat=3)
    row("Hackenbush: random graph, 2*10^4 edges, cycles", seconds, 0.5)
    small = gl.GreenHackenbush(gl.graphgames.hackenbush.random_rooted_graph(12, seed=3))
    seconds, _ = timed(
        lambda: gl.sg(gl.GreenHackenbush(small.edges), small.start, closed_form=False)
    )
    row("Hackenbush: generic search, 12-edge graph", seconds, 2.0, "fresh game")
