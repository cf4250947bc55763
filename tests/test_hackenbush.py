"""Green Hackenbush: colon and fusion principles against search and brute force."""

from collections import Counter
from fractions import Fraction
from functools import cache
from random import Random

import hypothesis
import networkx as nx
import pytest
from hypothesis import strategies as st

import gamelib as gl
from gamelib.draw.hackenbush import hackenbush_layout, hackenbush_svg
from gamelib.engine.args import MOST_SAMPLES
from tests.conftest import judge_samples, needs, same_output

CGSUITE_TREE = "e(ee(e;e);e(eee;ee);e(ee;e))"  # CGSuite's test suite: value *5


def brute_value(edges, ground=0):
    """SG value by plain recursion over edge sets, with networkx for connectivity."""
    edges = tuple(edges)

    @cache
    def value(standing):
        seen = set()
        for cut in standing:
            rest = [i for i in standing if i != cut]
            graph = nx.MultiGraph([edges[i] + (i,) for i in rest])
            graph.add_node(ground)
            keep = nx.node_connected_component(graph, ground)
            seen.add(value(frozenset(i for i in rest if edges[i][0] in keep)))
        return min(set(range(len(seen) + 1)) - seen)

    return value(frozenset(range(len(edges))))


def all_positions(game):
    return list(gl.game_graph(game, game.start, max_nodes=5000))


def random_pictures(count, edges, *, tree):
    for seed in range(count):
        yield (
            seed,
            gl.graphgames.hackenbush.random_rooted_graph(edges, seed=seed, tree=tree),
        )


# --- the closed form against the search -------------------------------------


@pytest.mark.parametrize("tree", [True, False])
def test_closed_form_matches_search_on_every_position(tree):
    for seed, graph in random_pictures(60, 8, tree=tree):
        game = gl.GreenHackenbush(graph)
        for position in all_positions(game):
            assert gl.sg(game, position) == gl.sg(game, position, closed_form=False), (
                seed,
                sorted(position),
            )
            assert gl.winning_moves(game, position) == gl.winning_moves(
                game, position, closed_form=False
            ), (seed, sorted(position))


def test_closed_form_matches_independent_brute_force():
    pictures = [graph for _, graph in random_pictures(40, 7, tree=False)]
    pictures += [graph for _, graph in random_pictures(20, 7, tree=True)]
    for graph in pictures:
        game = gl.GreenHackenbush(graph)
        assert gl.sg(game, game.start) == brute_value(game.edges), game.edges


@pytest.mark.parametrize(
    "edges",
    [
        [(0, 0)],  # a loop on the ground
        [(0, 1), (1, 1), (1, 1)],  # two loops on a stalk
        [(0, 1), (0, 1)],  # a double edge on the ground: a 2-cycle
        [(0, 1), (1, 2), (1, 2), (1, 2)],  # a triple edge on a stalk
        [(0, 1), (1, 2), (2, 0)],  # triangle on the ground
        [(0, 1), (1, 2), (2, 3), (3, 4), (4, 1)],  # a square on a stalk
        [(0, 1), (1, 2), (2, 3), (3, 1), (3, 4), (4, 5), (5, 3)],  # two triangles
        [(0, 1), (1, 2), (2, 0), (0, 3), (3, 4), (4, 0), (2, 5)],  # bowtie at ground
        [(0, 1), (1, 2), (2, 3), (3, 0), (1, 3), (2, 2)],  # K4-ish with a loop
    ],
)
def test_cycles_loops_and_multiple_edges(edges):
    game = gl.GreenHackenbush(edges)
    expected = brute_value(edges)
    assert gl.sg(game, game.start) == expected
    assert gl.sg(game, game.start, closed_form=False) == expected


def test_fusion_keeps_the_value():
    for seed, graph in random_pictures(40, 8, tree=False):
        game = gl.GreenHackenbush(graph)
        fused = game.fused()
        bridges = [e for e in fused.edges if e[0] != e[1]]
        simple = nx.Graph(bridges)
        assert len(bridges) == simple.number_of_edges()  # no parallel edges left
        assert not bridges or nx.is_forest(simple)
        assert gl.sg(fused, fused.start, closed_form=False) == gl.sg(
            game, game.start, closed_form=False
        ), seed


def test_odd_cycle_is_one_loop_even_cycle_is_a_vertex():
    for length in range(2, 9):
        cycle = [(1 + i, 1 + (i + 1) % length) for i in range(length)]
        game = gl.GreenHackenbush([(0, 1), *cycle])
        # a stalk edge carrying the fused cycle: loops parity, plus one
        assert gl.sg(game, game.start, closed_form=False) == (length % 2) + 1


@st.composite
def pictures_as_given(draw, *, tree):
    """A random picture given as a judge gives it: any order, names and ground.

    A random tree, plus up to three loops, parallel edges or chords unless
    `tree`; its edges come shuffled and each either way round, its vertices
    are named by ints and strings, and the ground is any vertex.
    """
    size = draw(st.integers(0, 8))
    edges = [(draw(st.integers(0, v - 1)), v) for v in range(1, size + 1)]
    if not tree:
        vertex = st.integers(0, size)
        edges += draw(st.lists(st.tuples(vertex, vertex), max_size=3))
    flips = draw(st.lists(st.booleans(), min_size=len(edges), max_size=len(edges)))
    edges = draw(
        st.permutations(
            [(v, u) if f else (u, v) for (u, v), f in zip(edges, flips, strict=True)]
        )
    )
    names = draw(
        st.permutations([f"v{i}" if i % 2 else i * 10 for i in range(size + 1)])
    )
    return [(names[u], names[v]) for u, v in edges], names[0]


@pytest.mark.parametrize("tree", [True, False])
def test_value_found_when_built_matches_search_and_structure(tree):
    @hypothesis.settings(max_examples=120, deadline=None)
    @hypothesis.given(pictures_as_given(tree=tree))
    def check(picture):
        edges, ground = picture
        game = gl.GreenHackenbush(edges, ground=ground)
        expected = gl.sg(game, game.start, closed_form=False)
        assert gl.sg(game, game.start) == expected == brute_value(edges, ground)
        assert gl.sg(game, set(game.start)) == expected  # equal, not the same object
        assert game.structure(game.start)["value"][ground] == expected
        # the one-pass value at construction is taken exactly for trees
        graph = nx.MultiGraph(edges)
        graph.add_node(ground)
        assert (game._start_value is not None) == nx.is_tree(graph)

    check()


# --- known values --------------------------------------------------------------


def test_bamboo_of_length_n_is_star_n():
    for n in range(25):
        stalk = gl.GreenHackenbush.from_string("e" * n)
        assert gl.sg(stalk, stalk.start) == n
        assert gl.sg(stalk, stalk.start, closed_form=False) == n


def test_cgsuite_green_tree_is_star_5():
    tree = gl.GreenHackenbush.from_string(CGSUITE_TREE)
    assert len(tree.edges) == 15 and nx.is_tree(nx.Graph(list(tree.edges)))
    # the three branches from the first vertex: ee(e;e), e(eee;ee), e(ee;e)
    assert sorted(tree.vertex_values(tree.start)[v] for v in (2, 6, 12)) == [1, 1, 3]
    assert gl.sg(tree, tree.start) == 5
    assert gl.sg(tree, tree.start, closed_form=False) == 5


def test_long_bamboo_and_deep_trees_do_not_recurse():
    n = 10**5
    stalk = gl.GreenHackenbush([(i, i + 1) for i in range(n)])
    assert gl.sg(stalk, stalk.start) == n
    assert stalk.winning_cuts(stalk.start) == [0]
    assert len(hackenbush_layout(stalk)) == n + 1
    # a triangle on top of n - 1 stalk edges fuses into one loop: (n - 1) + 1
    ring = gl.GreenHackenbush(
        [(i, i + 1) for i in range(n)] + [(n, n + 1), (n + 1, n - 1)]
    )
    assert gl.sg(ring, ring.start) == n


def test_winning_cuts_of_a_large_tree_match_recomputation():
    game = gl.GreenHackenbush(
        gl.graphgames.hackenbush.random_rooted_graph(300, seed=5, tree=True)
    )
    for position in (game.start, game.cut(game.start, 7), game.cut(game.start, 40)):
        expected = [
            e for e in sorted(position) if gl.sg(game, game.cut(position, e)) == 0
        ]
        assert game.winning_cuts(position) == expected


def test_winning_cuts_on_graphs_with_cycles_match_recomputation():
    for seed in range(30):
        game = gl.GreenHackenbush(
            gl.graphgames.hackenbush.random_rooted_graph(40, seed=seed)
        )
        expected = [
            e for e in sorted(game.start) if gl.sg(game, game.cut(game.start, e)) == 0
        ]
        assert game.winning_cuts(game.start) == expected, seed


# --- the rules -----------------------------------------------------------------


def test_cut_drops_what_hangs_above_and_describe_says_so():
    tree = gl.GreenHackenbush.from_string("e(ee;e)")
    assert sorted(tree.cut(tree.start, 1)) == [0, 3]
    option = tree.cut(tree.start, 1)
    assert tree.describe_move(tree.start, option) == "cut edge 1 (1–2), 1 more fall"
    assert tree.describe_move(tree.start, tree.cut(tree.start, 2)) == "cut edge 2 (2–3)"
    assert len(tree.options(tree.start)) == 4


def test_networkx_graphs_and_other_ground_names():
    graph = nx.MultiGraph([("g", "a"), ("a", "b"), ("a", "b")])
    game = gl.GreenHackenbush(graph, ground="g")
    assert gl.sg(game, game.start) == 1  # a stalk edge carrying a 2-cycle: *0 + 1
    assert gl.sg(gl.GreenHackenbush(nx.path_graph(5)), frozenset(range(4))) == 4
    empty = gl.GreenHackenbush.from_string("")
    assert empty.start == frozenset() and gl.sg(empty, empty.start) == 0


def test_notation_with_stalks_on_the_ground():
    game = gl.GreenHackenbush.from_string("ee;eee; e")
    assert gl.sg(game, game.start) == 2 ^ 3 ^ 1


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("e(e;x)", "unknown character 'x' at index 4"),
        ("e(e", "1 unclosed"),
        ("e)", r"unmatched '\)' at index 1"),
        ("e(e;e)e", "an edge follows"),
        ("e(e)(e)", r"'\(' follows"),
    ],
)
def test_bad_notation(text, words):
    with pytest.raises(ValueError, match=words):
        gl.GreenHackenbush.from_string(text)
    with pytest.raises(TypeError, match="string"):
        gl.GreenHackenbush.from_string(["e"])


@pytest.mark.parametrize(
    ("graph", "kwargs", "error", "words"),
    [
        ([(1, 2)], {}, ValueError, "ground vertex 0 is not a vertex"),
        (nx.path_graph(3), {"ground": 7}, ValueError, "ground vertex 7"),
        ([(0, 1), (2, 3)], {}, ValueError, r"edge 1 \(2, 3\) is not joined"),
        # as many edges as a tree, but a triangle here and a loose edge there
        ([(0, 1), (1, 2), (2, 0), (3, 4)], {}, ValueError, r"edge 3 \(3, 4\) is not"),
        ([(0, 1), (2, 3), (3, 3)], {}, ValueError, r"edge 1 \(2, 3\) is not joined"),
        ([(0, 1), [1, [2]]], {}, TypeError, "hashable"),
        ([[0, 1], (1, 2, 3)], {}, TypeError, r"pair \(u, v\)"),
        (nx.DiGraph([(0, 1)]), {}, TypeError, "undirected"),
        (5, {}, TypeError, "networkx Graph or MultiGraph, or a list"),
        ("01", {}, TypeError, "networkx Graph or MultiGraph, or a list"),
        ([(0, 1, 2)], {}, TypeError, r"pair \(u, v\)"),
        ([([0], 1)], {}, TypeError, "hashable"),
        ([(0, 1)], {"ground": [0]}, TypeError, "hashable"),
    ],
)
def test_bad_pictures(graph, kwargs, error, words):
    with pytest.raises(error, match=words):
        gl.GreenHackenbush(graph, **kwargs)


@pytest.mark.parametrize(
    ("position", "error", "words"),
    [
        ({0, 9}, ValueError, "no edge 9: this picture's edges are numbered 0 to 3"),
        ({-1}, ValueError, "got -1"),
        ({1.0}, TypeError, "edge number"),
        (3, TypeError, "frozenset of edge numbers"),
        ("01", TypeError, "frozenset of edge numbers"),
        ({1, 2}, ValueError, r"edges \[1, 2\] are not joined to the ground"),
    ],
)
def test_bad_positions(position, error, words):
    tree = gl.GreenHackenbush.from_string("e(ee;e)")
    with pytest.raises(error, match=words):
        gl.sg(tree, position)


def test_positions_may_be_any_collection_and_cut_checks_its_edge():
    tree = gl.GreenHackenbush.from_string("e(ee;e)")
    assert gl.sg(tree, [0, 1, 2]) == gl.sg(tree, frozenset({0, 1, 2})) == 3
    assert tree.prune({1, 2, 3}) == frozenset()
    with pytest.raises(ValueError, match="edge 2 is not standing"):
        tree.cut({0, 3}, 2)


# --- the judge problems --------------------------------------------------------


def read_numbers(text):
    return iter(int(t) for t in text.split())


def tree_winner(numbers, first, second, closed_form=True):
    """One tree with root 1 read from `numbers`: the winner's name."""
    n = next(numbers)
    edges = [(next(numbers), next(numbers)) for _ in range(n - 1)]
    game = gl.GreenHackenbush(edges or nx.empty_graph([1]), ground=1)
    wins = gl.sg(game, game.start, closed_form=closed_form) != 0
    return first if wins else second


@pytest.mark.parametrize("closed_form", [True, False])
def test_hdu3094_tree_game(closed_form):
    for given, expected in judge_samples("hdu3094"):
        numbers = read_numbers(given)
        answers = [
            tree_winner(numbers, "Alice", "Bob", closed_form)
            for _ in range(next(numbers))
        ]
        assert same_output("\n".join(answers), expected)


@pytest.mark.parametrize("closed_form", [True, False])
def test_agc017d_game_on_tree(closed_form):
    samples = judge_samples("agc017d")
    assert len(samples) == 4
    for given, expected in samples:
        answer = tree_winner(read_numbers(given), "Alice", "Bob", closed_form)
        assert same_output(answer, expected)


def christmas_game(text, closed_form=True):
    """POJ 3710: cases to the end of input, each a sum of rooted graphs."""
    numbers, answers = read_numbers(text), []
    for count in numbers:
        total = 0
        for _ in range(count):
            _, k = next(numbers), next(numbers)
            edges = [(next(numbers), next(numbers)) for _ in range(k)]
            game = gl.GreenHackenbush(nx.MultiGraph(edges), ground=1)
            total ^= gl.sg(game, game.start, closed_form=closed_form)
        answers.append("Sally" if total else "Harry")
    return "\n".join(answers)


@pytest.mark.parametrize("closed_form", [True, False])
def test_poj3710_christmas_game(closed_form):
    for given, expected in judge_samples("poj3710"):
        assert same_output(christmas_game(given, closed_form), expected)


def test_poj3710_graph_has_a_triangle_worth_one_loop():
    (given, _), *_ = judge_samples("poj3710")
    numbers = [int(t) for t in given.split()]
    second = gl.GreenHackenbush(
        [tuple(numbers[i : i + 2]) for i in range(7, 15, 2)], ground=1
    )
    assert gl.sg(second, second.start) == 2  # a stalk carrying one loop: 1 + 1


# --- drawing -------------------------------------------------------------------


def test_drawing_loops_multiple_edges_and_values():
    matplotlib = needs("matplotlib")
    game = gl.GreenHackenbush(
        [(0, 1), (1, 2), (1, 2), (2, 2), (0, 0), (0, 3), (3, 1), (0, 4), (0, 4)]
    )
    ax = gl.draw.draw_hackenbush(game, edge_numbers=True, highlight=[0], title="t")
    texts = [t.get_text() for t in ax.texts]
    assert f"value *{gl.sg(game, game.start)}" in texts
    assert {str(e) for e in range(9)} <= set(texts)
    svg = hackenbush_svg(game, falling=[1, 2], selected=1, highlight=[5])
    assert svg.count('class="edge"') == 9 and "stroke-dasharray" in svg
    matplotlib.pyplot.close("all")


def test_layout_puts_every_vertex_above_the_ground():
    game = gl.GreenHackenbush(gl.graphgames.hackenbush.random_rooted_graph(30, seed=3))
    layout = hackenbush_layout(game)
    depth = nx.single_source_shortest_path_length(nx.Graph(list(game.edges)), 0)
    assert {v: y for v, (_, y) in layout.items()} == depth


# --- the explorer ----------------------------------------------------------------


def test_explorer_cuts_previews_and_plays_winning_cuts():
    from gamelib.widgets import HackenbushExplorer

    explorer = HackenbushExplorer(edges=10, seed=5)
    game = explorer.game
    assert explorer.position == game.start
    assert explorer.value == gl.sg(game, game.start, closed_form=False)
    assert explorer.winning == [
        e for e in sorted(game.start) if gl.sg(game, game.cut(game.start, e)) == 0
    ]
    explorer.edge.value = 0
    assert explorer.preview == game.cut(game.start, 0)
    assert "Cutting edge 0" in explorer.status.value
    explorer.cut_button.click()
    assert explorer.position == game.cut(game.start, 0)
    assert explorer.edge.value is None and "you cut edge 0" in explorer.status.value
    while explorer.position:
        explorer.computer_move()
        if explorer.position and explorer.value == 0:
            # after a winning cut the reader faces value 0, until nothing is left
            explorer.cut(min(explorer.position))
    with pytest.raises(ValueError, match="nothing is left"):
        explorer.computer_move()
    explorer.restart_button.click()
    assert explorer.position == game.start and explorer.history == []


def test_explorer_hints_and_new_pictures():
    from gamelib.widgets import HackenbushExplorer

    explorer = HackenbushExplorer()
    explorer.hints.value = True
    assert f'stroke="{gl.draw.palette.HOT_COLOR}"' in explorer.picture.value
    explorer.cycles.value = False
    assert nx.is_tree(nx.Graph(list(explorer.game.edges)))
    explorer.size.value = 15
    assert len(explorer.game.edges) == 15
    explorer.seed.value = 0  # seed 0 with 15 tree edges
    assert len(explorer.edge.options) == 16  # the placeholder and 15 edges
    with pytest.raises(ValueError, match="choose an edge"):
        explorer.cut(None)


# --- independent random pictures, each feature on purpose ----------------------


def featured_picture(rng, size):
    """A random picture built to have loops, parallel edges and cycles on purpose.

    Independent of ``random_rooted_graph``: each edge is a new stalk edge, a
    loop (on the ground too), a copy of an existing edge, or a chord between
    two old vertices (which closes a cycle, through the ground too).
    """
    edges, vertices = [], [0]
    for _ in range(size):
        kind = rng.choice(["stalk"] * 3 + ["loop", "parallel", "chord", "chord"])
        if kind == "stalk" or (len(vertices) == 1 and kind != "loop"):
            new = len(vertices)
            edges.append((rng.choice(vertices), new))
            vertices.append(new)
        elif kind == "loop":
            v = rng.choice(vertices)
            edges.append((v, v))
        elif kind == "parallel":
            edges.append(rng.choice(edges))
        else:  # half of the chords avoid the ground
            pool = vertices[1:] if len(vertices) > 2 and rng.randrange(2) else vertices
            edges.append(tuple(rng.sample(pool, 2)))
    return edges


def features(edges):
    """Which of the features the tests must cover this picture has."""
    simple = nx.Graph([e for e in edges if e[0] != e[1]])
    simple.add_node(0)
    found = set()
    if any(u == v for u, v in edges):
        found.add("loop")
    if any(u == v == 0 for u, v in edges):
        found.add("loop on the ground")
    if len({frozenset(e) for e in edges if e[0] != e[1]}) < sum(
        e[0] != e[1] for e in edges
    ):
        found.add("parallel edges")
    if any(0 in cycle for cycle in nx.cycle_basis(simple)):
        found.add("cycle through the ground")
    rest = simple.subgraph(set(simple) - {0})
    if len(rest) and not nx.is_forest(rest):
        found.add("cycle off the ground")
    if nx.number_connected_components(rest) >= 2:
        found.add("separate parts on the ground")
    if nx.is_forest(simple) and not found & {"loop", "parallel edges"}:
        found.add("tree")
    return found


def test_closed_form_against_brute_force_on_featured_pictures():
    rng = Random(2024)
    seen = Counter()
    for _ in range(200):
        edges = featured_picture(rng, rng.randrange(2, 9))
        game = gl.GreenHackenbush(edges)
        seen.update(features(edges))
        assert gl.sg(game, game.start) == brute_value(edges), edges
    for feature in (
        "loop",
        "loop on the ground",
        "parallel edges",
        "cycle through the ground",
        "cycle off the ground",
        "separate parts on the ground",
        "tree",
    ):
        assert seen[feature] >= 5, (feature, seen)


def test_closed_form_against_search_on_every_position_of_featured_pictures():
    rng = Random(7)
    for _ in range(40):
        game = gl.GreenHackenbush(featured_picture(rng, 8))
        for position in all_positions(game):
            assert gl.sg(game, position) == gl.sg(game, position, closed_form=False)
            assert game.winning_cuts(position) == [
                e
                for e in sorted(position)
                if gl.sg(game, game.cut(position, e), closed_form=False) == 0
            ]


def test_a_bamboo_of_a_million_edges():
    n = 10**6
    stalk = gl.GreenHackenbush([(i, i + 1) for i in range(n)])
    assert gl.sg(stalk, stalk.start) == n


# --- positions for check(), and the chapter's guesses --------------------------


def test_sample_positions_are_every_position_smallest_first():
    for seed in range(20):
        game = gl.GreenHackenbush(
            gl.graphgames.hackenbush.random_rooted_graph(7, seed=seed)
        )
        positions = game.sample_positions(MOST_SAMPLES)
        assert set(positions) == set(all_positions(game))
        assert len(positions) == len(set(positions))
        assert [len(p) for p in positions] == sorted(len(p) for p in positions)
        assert game.sample_positions(5) == positions[:5]
    assert gl.GreenHackenbush([(0, 1)]).sample_positions(0) == []


def test_sample_large_positions_are_positions():
    game = gl.GreenHackenbush(gl.graphgames.hackenbush.random_rooted_graph(200, seed=4))
    positions = game.sample_large_positions(30, Random(1))
    assert len(positions) == 30 and len({len(p) for p in positions}) > 5
    assert all(game.check(p) == p for p in positions)


def test_positions_print_their_edges_in_order():
    tree = gl.GreenHackenbush.from_string(CGSUITE_TREE)
    position = tree.cut(tree.start, 2)
    assert repr(position) == "Edges({0, 1, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14})"
    assert (
        position == frozenset(position)
        and gl.graphgames.hackenbush.Edges() == frozenset()
    )
    assert repr(gl.graphgames.hackenbush.Edges()) == "Edges()"


def test_as_graph():
    game = gl.GreenHackenbush([(0, 1), (1, 1), (1, 2), (1, 2)])
    graph = game.as_graph()
    expected = [(0, 1, 0), (1, 1, 1), (1, 2, 2), (1, 2, 3)]
    assert sorted(graph.edges(keys=True)) == expected
    assert list(game.as_graph(frozenset()).nodes) == [0]


def stalks_to_leaves(game):
    """The chapter's wrong guess: each path from the ground to a leaf is a stalk."""

    def guess(position):
        graph = game.as_graph(position)
        depth = nx.shortest_path_length(graph, game.ground)
        leaves = [v for v in graph if graph.degree(v) == 1 and v != game.ground]
        return gl.nim_sum(depth[v] for v in leaves)

    return guess


def colon_rule(game):
    """Corollary 7.3, written from scratch: XOR over the edges up of (value + 1)."""

    def guess(position):
        graph = game.as_graph(position)

        def standing_on(vertex, below):
            return gl.nim_sum(
                standing_on(up, vertex) + 1 for up in graph[vertex] if up != below
            )

        return standing_on(game.ground, None)

    return guess


def test_check_refutes_the_chapters_wrong_guess_and_accepts_the_colon_rule():
    tree = gl.GreenHackenbush.from_string(CGSUITE_TREE)
    wrong = gl.check(stalks_to_leaves(tree), tree, kind="sg")
    assert not wrong
    first = wrong.counterexamples[0]
    assert (first.position, first.guess, first.truth) == ({0, 1, 5}, 0, 1)
    right = gl.check(colon_rule(tree), tree, kind="sg")
    assert right and right.checked == 547 + 200  # every position, 200 random ones
    # the wrong guess is right on bamboo forests, which is why it is tempting
    forest = gl.GreenHackenbush.from_string("eee;eeeee;ee")
    assert gl.check(stalks_to_leaves(forest), forest, kind="sg")


def test_pictures_edges_and_vertices_are_checked_naming_the_argument():
    from gamelib.graphgames.hackenbush_data import tree_value, vertices_of

    with pytest.raises(TypeError, match=r"GreenHackenbush\(\): graph\[1\] must be"):
        gl.GreenHackenbush([(0, 1), 1])
    game = gl.GreenHackenbush([(0, 1), (1, 2), (2, 0)])
    with pytest.raises(ValueError, match=r"prune\(\): edges: there is no edge 7"):
        game.prune({7})
    with pytest.raises(TypeError, match=r"other_end\(\): edge"):
        game.other_end(2.5, 0)
    with pytest.raises(ValueError, match=r"tree_value\(\): ground must be one of"):
        tree_value([0, 1], [(0, 1)], 5)
    with pytest.raises(ValueError, match=r"tree_value\(\): edges\[0\] must be"):
        tree_value([0, 1], [(0, 2)], 0)
    # valid calls keep their answers: a path of two edges on the ground is 2
    assert tree_value([0, 1, 2], [(0, 1), (1, 2)], 0) == 2
    assert list(vertices_of([(0, 1), (1, 2)], [(0, 1), (1, 2)])) == [0, 1, 2]
    assert game.prune({1}) == set()  # edge 1, (1, 2), does not touch the ground
    assert game.prune([1, 2]) == {1, 2}  # it hangs from edge 2, (2, 0)


# -- Blue-Red Hackenbush beyond stalks (chapter 13) ------------------------------
# The library builds a picture as a partizan game from GreenHackenbush's cuts;
# here a separate player prunes by its own search, and a picture of value v is
# checked by playing picture + (a stalk worth -v) out: the second player wins.

from itertools import pairwise as _pairwise  # noqa: E402
from itertools import product as _product  # noqa: E402

from gamelib.partizan import games as PG  # noqa: E402
from gamelib.partizan.hackenbush import blue_red_hackenbush  # noqa: E402

_STALKS = ["".join(p) for n in range(7) for p in _product("BR", repeat=n)]


def _standing(edges, alive):
    """The edges of `alive` joined to the ground 0, by a plain search."""
    reached, kept, changed = {0}, set(), True
    while changed:
        changed = False
        for i in alive - kept:
            u, v = edges[i]
            if u in reached or v in reached:
                kept.add(i)
                reached |= {u, v}
                changed = True
    return frozenset(kept)


@cache
def _mover_wins(edges, colours, alive, left):
    mine = "B" if left else "R"
    return any(
        not _mover_wins(edges, colours, _standing(edges, alive - {i}), not left)
        for i in alive
        if colours[i] == mine
    )


def _second_player_wins(edges, colours):
    alive = frozenset(range(len(edges)))
    return not _mover_wins(edges, colours, alive, True) and not _mover_wins(
        edges, colours, alive, False
    )


def _with_stalk(edges, colours, stalk):
    """The picture plus `stalk` standing on the ground at fresh vertices."""
    fresh = 1 + max(max(e) for e in edges)
    path = [0, *range(fresh, fresh + len(stalk))]
    return tuple(edges) + tuple(_pairwise(path)), colours + stalk


def _check_picture(edges, colours):
    v = PG.value(blue_red_hackenbush(list(edges), colours))
    assert isinstance(v, Fraction), (edges, colours, v)  # always a number
    cancel = next(s for s in _STALKS if PG.stalk_value(s) == -v)
    assert _second_player_wins(*_with_stalk(edges, colours, cancel)), (edges, colours)
    return v


def test_blue_red_stalks_as_pictures_follow_berlekamps_rule():
    for s in _STALKS:
        if s:
            path = [(j, j + 1) for j in range(len(s))]
            assert PG.value(blue_red_hackenbush(path, s)) == PG.stalk_value(s)


TREES_AND_CYCLES = [
    ((0, 1), (1, 2), (1, 3)),  # a trunk with two branches
    ((0, 1), (1, 2), (2, 3), (1, 4)),  # a trunk with a branch of two edges
    ((0, 1), (0, 2), (1, 3)),  # two stalks sharing the ground vertex
    ((0, 1), (1, 2), (2, 0)),  # a triangle on the ground
    ((0, 1), (1, 2), (2, 0), (2, 3)),  # a triangle with a flag
    ((0, 1), (1, 1)),  # a stalk with a loop on top
]


@pytest.mark.parametrize("edges", TREES_AND_CYCLES)
def test_every_colouring_of_small_pictures_is_its_value_in_play(edges):
    for colours in _product("BR", repeat=len(edges)):
        _check_picture(edges, "".join(colours))


def test_a_tree_of_chapter_13_is_three_quarters():
    # Exercise 13.6's first picture: a blue trunk with "BR" and "R" on top.
    edges = [(0, 1), (1, 2), (2, 3), (1, 4)]
    assert _check_picture(edges, "BBRR") == Fraction(3, 4)


def test_blue_red_hackenbush_refuses_bad_pictures():
    with pytest.raises(ValueError, match="one letter per edge"):
        blue_red_hackenbush([(0, 1)], "BR")
    with pytest.raises(TypeError, match="colours"):
        blue_red_hackenbush([(0, 1)], "G")
    with pytest.raises(ValueError, match="not joined to the ground"):
        blue_red_hackenbush([(0, 1), (2, 3)], "BR")
    with pytest.raises(ValueError, match="at most 16 edges"):
        blue_red_hackenbush([(j, j + 1) for j in range(17)], "B" * 17)


# --- every small picture ------------------------------------------------------


def pictures_by_brute_force(edges):
    """Every picture of `edges` edges up to renaming, by networkx isomorphism.

    All multisets of `edges` vertex pairs on 0..edges are tried; those that
    are connected, hold the ground 0 and use the vertices 0..k are sorted into
    classes of rooted isomorphism (the ground must go to the ground).
    """
    from itertools import combinations_with_replacement

    def rooted(multiset):
        graph = nx.MultiGraph(list(multiset))
        graph.add_node(0)
        nx.set_node_attributes(graph, {v: v == 0 for v in graph}, "ground")
        return graph

    def same(a, b):
        ground = nx.algorithms.isomorphism.categorical_node_match("ground", False)
        return nx.is_isomorphic(a, b, node_match=ground)

    pairs = [(u, v) for u in range(edges + 1) for v in range(u, edges + 1)]
    classes = []
    for multiset in combinations_with_replacement(pairs, edges):
        graph = rooted(multiset)
        if set(graph) != set(range(len(graph))) or not nx.is_connected(graph):
            continue
        if not any(same(graph, other) for other in classes):
            classes.append(graph)
    return classes


@pytest.mark.parametrize("edges", range(5))
def test_every_picture_lists_each_rooted_multigraph_once(edges):
    listed = gl.graphgames.hackenbush_data.every_picture(edges)
    classes = pictures_by_brute_force(edges)
    assert len(listed) == len(set(listed)) == len(classes)
    for picture in listed:
        graph = nx.MultiGraph(list(picture))
        graph.add_node(0)
        assert graph.number_of_edges() == edges and nx.is_connected(graph)


@pytest.mark.parametrize("edges", range(1, 6))
def test_fusion_on_every_picture_of_up_to_five_edges(edges):
    """Theorem 7.4 on every picture: the fused form has the brute-force value."""
    for picture in gl.graphgames.hackenbush_data.every_picture(edges):
        game = gl.GreenHackenbush(list(picture))
        fused = game.fused()
        expected = brute_value(picture)
        assert gl.sg(fused, fused.start, closed_form=False) == expected, picture
        assert gl.sg(game, game.start) == expected, picture
