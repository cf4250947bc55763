"""Vertex geography: the matching rule against search and brute force; boards."""

from functools import cache
from random import Random

import networkx as nx
import pytest

import gamelib as gl
from gamelib.draw.geography import board_svg
from gamelib.engine.args import MOST_SAMPLES
from gamelib.graphgames.geography import _adjacency
from gamelib.theory.matching import _unmatchable_edmonds
from tests.conftest import judge_samples, needs, same_output


def _start_outcome(graph, v):
    """The outcome from start v, by the matching rule (the closed form)."""
    return gl.outcome(gl.VertexGeography(graph, v), (v, {v}))


def brute_force_winner(graph):
    """Winning starts by plain recursion over visited sets, independent of gamelib."""
    neighbours = {v: [w for w in graph[v] if w != v] for v in graph}

    @cache
    def wins(token, visited):
        return any(
            not wins(w, visited | {w}) for w in neighbours[token] if w not in visited
        )

    return [v for v in graph if wins(v, frozenset([v]))]


def random_graphs(count, *, bipartite=False):
    for seed in range(count):
        rng = Random(seed)
        if bipartite:
            graph = nx.bipartite.random_graph(
                rng.randrange(1, 6),
                rng.randrange(1, 6),
                rng.choice([0.2, 0.4, 0.6]),
                seed=seed,
            )
        else:
            graph = nx.gnp_random_graph(
                rng.randrange(1, 10), rng.choice([0.15, 0.3, 0.5, 0.7]), seed=seed
            )
        yield seed, graph


def is_matching(graph, mate):
    return all(
        mate[w] == v and graph.has_edge(v, w) and v != w for v, w in mate.items()
    )


# --- the matching rule ------------------------------------------------------------


@pytest.mark.parametrize("bipartite", [True, False])
def test_winning_starts_three_ways(bipartite):
    for seed, graph in random_graphs(300, bipartite=bipartite):
        expected = brute_force_winner(graph)
        assert gl.graphgames.geography.winning_starts(graph) == expected, seed
        assert [
            v
            for v in graph
            if gl.outcome(gl.VertexGeography(graph, v), (v, {v})) == "N"
        ] == expected
        assert gl.graphgames.geography.losing_starts(graph) == [
            v for v in graph if v not in expected
        ]


def test_matching_rule_on_every_position_against_the_search():
    for seed, graph in random_graphs(80):
        if graph.number_of_nodes() > 7:
            continue
        for start in graph:
            game = gl.VertexGeography(graph, start)
            for position in gl.game_graph(game, game.start):
                searched = gl.outcome(game, position, closed_form=False)
                assert game.outcome_by_matching(position) == searched, seed
                assert gl.outcome(game, position) == searched, seed
                assert gl.winning_moves(game, position) == gl.winning_moves(
                    game, position, closed_form=False
                ), (seed, position)


def test_maximum_matchings_have_the_right_size():
    for seed, graph in [*random_graphs(150), *random_graphs(150, bipartite=True)]:
        mate = gl.graphgames.geography.maximum_matching(graph)
        assert is_matching(graph, mate), seed
        assert len(mate) // 2 == len(nx.max_weight_matching(graph, maxcardinality=True))
    for seed, graph in random_graphs(150, bipartite=True):
        top = {v for v, side in graph.nodes(data="bipartite") if side == 0}
        reference = nx.bipartite.hopcroft_karp_matching(graph, top)
        assert len(gl.graphgames.geography.maximum_matching(graph)) == len(reference), (
            seed
        )


def test_odd_cycle_fools_plain_breadth_first_search_but_not_edmonds():
    # a triangle 0-1-3 with a tail: 4 is in every maximum matching
    graph = nx.Graph([(0, 1), (0, 3), (1, 3), (1, 4), (2, 4), (3, 4)])
    mate = {4: 1, 1: 4, 3: 0, 0: 3}
    assert brute_force_winner(graph) == [4]
    assert _unmatchable_edmonds(_adjacency(graph), mate) == {0, 1, 2, 3}
    assert gl.graphgames.geography.winning_starts(graph) == [4]
    with pytest.raises(ValueError, match="not maximum"):
        _unmatchable_edmonds(_adjacency(graph), {0: 1, 1: 0})


def test_known_graphs():
    assert gl.graphgames.geography.winning_starts(nx.petersen_graph()) == list(
        range(10)
    )  # perfect
    assert gl.graphgames.geography.winning_starts(nx.cycle_graph(7)) == []
    assert gl.graphgames.geography.winning_starts(nx.star_graph(4)) == [0]
    assert gl.graphgames.geography.winning_starts(nx.empty_graph(3)) == []
    assert gl.graphgames.geography.winning_starts(nx.path_graph(6)) == list(range(6))


def test_long_augmenting_paths_do_not_recurse():
    # a snake of free cells: one path of 5050 cells, where networkx's
    # recursive Hopcroft-Karp overflows the stack
    rows = []
    for r in range(100):
        if r % 2 == 0:
            rows.append("." * 100)
        else:
            rows.append("#" * 99 + "." if r % 4 == 1 else "." + "#" * 99)
    graph = gl.graphgames.boards.board_graph(rows)
    assert max(d for _, d in graph.degree) == 2 and nx.is_tree(graph)
    assert (
        len(gl.graphgames.geography.maximum_matching(graph))
        == graph.number_of_nodes()
        == 5050
    )
    odd = [*rows[:-1], "#" * 100]  # one cell fewer: 5049 cells on a path
    order = list(nx.dfs_preorder_nodes(gl.graphgames.boards.board_graph(odd), (0, 0)))
    assert gl.graphgames.boards.winning_placements(odd) == sorted(order[::2])


def test_winning_moves_follow_the_matching_on_a_big_graph():
    graph = nx.grid_2d_graph(7, 8)
    game = gl.VertexGeography(graph, (3, 3))
    moves = gl.winning_moves(game, game.start)
    assert moves  # the grid has a perfect matching: every start wins
    assert all(
        _start_outcome(graph.subgraph(set(graph) - {(3, 3)}), m[0]) == "P"
        for m in moves
    )


# --- the ruleset and its errors -----------------------------------------------------


def test_positions_and_moves():
    game = gl.VertexGeography(nx.path_graph(4), 1)
    assert game.start == (1, frozenset({1}))
    assert game.options(game.start) == [(0, frozenset({0, 1})), (2, frozenset({1, 2}))]
    assert game.describe_move(game.start, (2, frozenset({1, 2}))) == "move to 2"
    assert gl.outcome(game, (2, {1, 2})) == "N"  # any set is accepted


@pytest.mark.parametrize(
    ("graph", "start", "error", "words"),
    [
        (nx.path_graph(3), 5, ValueError, "start vertex 5 is not a vertex"),
        (nx.DiGraph([(0, 1)]), 0, TypeError, "undirected"),
        ([(0, 1)], 0, TypeError, "networkx Graph"),
        (nx.path_graph(3), [0], TypeError, "hashable"),
    ],
)
def test_bad_games(graph, start, error, words):
    with pytest.raises(error, match=words):
        gl.VertexGeography(graph, start)


@pytest.mark.parametrize(
    ("position", "error", "words"),
    [
        (1, TypeError, "pair"),
        ((1, 2, 3), TypeError, "pair"),
        ((7, {7}), ValueError, "token's vertex 7"),
        ((1, 1), TypeError, "set of vertices"),
        ((1, {1, 9}), ValueError, "visited vertex 9"),
        ((1, {0}), ValueError, "among the visited"),
    ],
)
def test_bad_positions(position, error, words):
    game = gl.VertexGeography(nx.path_graph(3), 0)
    with pytest.raises(error, match=words):
        gl.outcome(game, position)


def test_loops_and_multigraphs_are_simple_graphs():
    graph = nx.MultiGraph([(0, 1), (0, 1), (1, 1), (1, 2)])
    assert gl.graphgames.geography.winning_starts(graph) == [1]
    assert brute_force_winner(graph) == [1]
    with pytest.raises(ValueError, match="start vertex 9"):
        gl.VertexGeography(graph, 9)


# --- boards ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "error", "words"),
    [
        (".#.\n..", ValueError, "row 2 has 2 cells but row 1 has 3"),
        (".#\n.x", ValueError, "unknown character 'x' in row 2, column 2"),
        ("2 2\n..\n..\n..", ValueError, "header says 2 rows of 2 cells"),
        ("2 3 4\n..", ValueError, "header line must be 'N M'"),
        ("", ValueError, "no cells"),
        ("3 3", ValueError, "no cells"),
        (42, TypeError, "string of rows"),
        ([".", 1], TypeError, "string of rows"),
    ],
)
def test_bad_boards(text, error, words):
    with pytest.raises(error, match=words):
        gl.graphgames.boards.parse_board(text)


def test_board_forms():
    assert gl.graphgames.boards.parse_board(
        ["..", "#."]
    ) == gl.graphgames.boards.parse_board("\n2 2\n..\n#.\n\n")
    assert gl.graphgames.boards.winning_placements(("#",)) == []
    assert gl.graphgames.boards.winning_placements((".",)) == [(0, 0)]


def jsoi_game(text, closed_form=True):
    """BZOJ 1443: LOSE, or WIN and the winning placements (rows and columns from 1)."""
    rows = gl.graphgames.boards.parse_board(text)
    if closed_form:
        cells = gl.graphgames.boards.winning_placements(rows)
    else:
        graph = gl.graphgames.boards.board_graph(rows)
        cells = [
            v
            for v in sorted(graph)
            if gl.outcome(gl.VertexGeography(graph, v), (v, {v}), closed_form=False)
            == "P"
        ]
    if not cells:
        return "LOSE"
    return "\n".join(["WIN"] + [f"{r + 1} {c + 1}" for r, c in cells])


@pytest.mark.parametrize("closed_form", [True, False])
def test_bzoj1443_sample(closed_form):
    for given, expected in judge_samples("bzoj1443"):
        assert same_output(jsoi_game(given, closed_form), expected)


def test_random_boards_against_brute_force():
    for seed in range(80):
        rng = Random(seed)
        width, height = rng.randrange(1, 6), rng.randrange(1, 4)
        rows = ["".join(rng.choice("..#") for _ in range(width)) for _ in range(height)]
        graph = gl.graphgames.boards.board_graph(rows)
        losing = [v for v in graph if v not in brute_force_winner(graph)]
        assert gl.graphgames.boards.winning_placements(rows) == sorted(losing), rows


# --- drawings and the explorer ------------------------------------------------------


def test_drawings():
    matplotlib = needs("matplotlib")
    ax = gl.draw.draw_geography(nx.path_graph(5), title="path")
    assert ax.get_title() == "path"
    ax = gl.draw.draw_board((".##", "...", "#.#"), title="sample")
    assert len(ax.lines) == 2  # two matched pairs
    svg = board_svg(("..", ".#"))
    assert svg.count("<line") == 1
    assert svg.count(f'fill="{gl.draw.palette.P_COLOR}"') == 2
    matplotlib.pyplot.close("all")


def test_explorer_toggles_obstacles():
    from gamelib.widgets import GeographyExplorer

    explorer = GeographyExplorer(
        rows=3, columns=3, obstacles=[(0, 1), (0, 2), (2, 0), (2, 2)]
    )
    assert explorer.board == (".##", "...", "#.#")
    assert explorer.placements == [(1, 2), (2, 1)]
    assert "WIN" in explorer.status.value
    explorer.toggle(2, 1)  # now 4 free cells in an L: a perfect matching
    assert explorer.placements == [] and "LOSE" in explorer.status.value
    explorer.columns.value = 4
    assert explorer.board == (".##.", "....", "###.")
    assert len(explorer.grid.children) == 12
    assert explorer.placements == gl.graphgames.boards.winning_placements(
        explorer.board
    )
    for r in range(3):
        for c in range(4):
            if not explorer.cell(r, c).value:
                explorer.toggle(r, c)
    assert "nowhere to place" in explorer.status.value


# --- the blossom algorithms against networkx, on many matchings -----------------


def matching_number(graph):
    return len(nx.max_weight_matching(graph, maxcardinality=True))


def test_losing_starts_from_any_maximum_matching_and_edmonds_matching():
    """Per-vertex truth from networkx's matchings; several matchings fed in."""
    plain_search_wrong = 0
    for seed in range(400):
        rng = Random(seed)
        graph = nx.gnp_random_graph(
            rng.randrange(1, 22), rng.choice([0.1, 0.2, 0.3, 0.5]), seed=seed
        )
        size = matching_number(graph)
        mate = gl.graphgames.geography.maximum_matching(graph)
        assert is_matching(graph, mate) and len(mate) // 2 == size, seed
        truth = {
            v
            for v in graph
            if matching_number(nx.restricted_view(graph, [v], [])) == size
        }
        for u, v in graph.edges:
            graph[u][v]["w"] = rng.randrange(1, 5)
        for _ in range(3):  # different maximum matchings: random weights
            other = {}
            for u, v in nx.max_weight_matching(graph, maxcardinality=True, weight="w"):
                other[u], other[v] = v, u
            assert _unmatchable_edmonds(_adjacency(graph), other) == truth, seed
            for u, v in graph.edges:
                graph[u][v]["w"] = rng.randrange(1, 5)
        reached = set(plain_search(graph, mate))
        plain_search_wrong += reached != truth
    assert plain_search_wrong >= 5  # these graphs do need blossoms


def plain_search(graph, mate):
    """Alternating walks without blossoms: right on bipartite graphs only."""
    reached = [v for v in graph if v not in mate]
    for v in reached:
        for w in graph[v]:
            if w in mate and mate[w] not in reached:
                reached.append(mate[w])
    return reached


def test_deep_and_large_graphs_neither_recurse_nor_take_cubic_time():
    n = 10**5
    path = nx.path_graph(n + 1)
    assert gl.graphgames.geography.winning_starts(path) == list(range(1, n, 2))
    tailed = nx.path_graph(n)  # one triangle at the end: not bipartite
    tailed.add_edges_from([(0, -1), (-1, -2), (-2, 0)])
    assert len(gl.graphgames.geography.maximum_matching(tailed)) == n + 2
    assert gl.graphgames.geography.winning_starts(tailed) == list(tailed)
    assert gl.graphgames.geography.winning_starts(nx.cycle_graph(n + 1)) == []
    for k in range(1, 6):  # small chains of triangles against brute force
        assert gl.graphgames.geography.winning_starts(
            triangle_chain(k)
        ) == brute_force_winner(triangle_chain(k))
    # an even number of triangles: the first player wins from 6j + 3 and 6j + 5
    winning = gl.graphgames.geography.winning_starts(triangle_chain(10**4))
    assert winning == sorted(6 * j + r for j in range(5000) for r in (3, 5))


def triangle_chain(k):
    """k triangles in a row, each joined by an edge to the next (3k + 1 vertices)."""
    chain = nx.Graph()
    for i in range(k):
        chain.add_edges_from([(3 * i, 3 * i + 1), (3 * i + 1, 3 * i + 2)])
        chain.add_edges_from([(3 * i + 2, 3 * i), (3 * i + 2, 3 * i + 3)])
    return chain


# --- positions for check(), and the chapter's guesses --------------------------------


def test_sample_positions_cover_the_game_graphs_of_all_starts():
    for seed, graph in random_graphs(40):
        if graph.number_of_nodes() > 7:
            continue
        game = gl.VertexGeography(graph, next(iter(graph)))
        positions = game.sample_positions(MOST_SAMPLES)
        every = set()
        for start in game.starts():
            every |= set(gl.game_graph(game, start, max_nodes=10**5))
        assert set(positions) == every and len(positions) == len(every), seed
        assert [len(v) for _, v in positions] == sorted(len(v) for _, v in positions)
        assert positions[: len(graph)] == game.starts()
        assert game.sample_positions(3) == positions[:3]


def test_remaining_graph_decides_every_position():
    graph = nx.petersen_graph()
    game = gl.VertexGeography(graph, 0)
    for position in game.sample_positions(300):
        rest = game.remaining(position)
        assert set(rest) == set(graph) - set(position[1]) | {position[0]}
        assert _start_outcome(rest, position[0]) == game.outcome_by_matching(position)


CHAPTER_GRAPH = nx.Graph(
    [("a", "b"), ("b", "c"), ("c", "d"), ("d", "e"), ("c", "f"), ("f", "g"), ("g", "c")]
)


def test_check_refutes_one_matching_and_accepts_every_matching():
    game = gl.VertexGeography(CHAPTER_GRAPH, "c")

    def covered(position):  # the chapter's wrong guess
        return position[0] in gl.graphgames.geography.maximum_matching(
            game.remaining(position)
        )

    def in_every(position):  # Theorem 8.1
        rest = game.remaining(position)
        without = rest.subgraph(set(rest) - {position[0]})
        return len(gl.graphgames.geography.maximum_matching(without)) < len(
            gl.graphgames.geography.maximum_matching(rest)
        )

    wrong = gl.check(covered, game, closed_form=False)  # truth by search
    assert not wrong
    assert ("c", {"c"}) in [c.position for c in wrong.counterexamples]
    right = gl.check(in_every, game, closed_form=False)
    assert right and right.checked == 64
    big = gl.VertexGeography(nx.grid_2d_graph(8, 8), (0, 0))  # by formula: no search
    assert gl.check(lambda position: True, big, positions=big.starts())


def test_adjacency_and_matching_are_checked_naming_the_argument():
    from gamelib.theory.matching import max_matching, two_colouring, unmatchable

    path = {0: [1], 1: [0, 2], 2: [1]}
    with pytest.raises(ValueError, match=r"max_matching\(\): adjacency\[1\] must be"):
        max_matching({0: [1], 1: [2]})  # 2 is not a vertex
    with pytest.raises(ValueError, match=r"adjacency\[1\] must be a list holding 0"):
        two_colouring({0: [1], 1: []})  # the edge 0-1 listed from one end only
    with pytest.raises(TypeError, match=r"unmatchable\(\): mate must be"):
        unmatchable(path, [1])
    with pytest.raises(ValueError, match=r"unmatchable\(\): mate\[0\] must be"):
        unmatchable(path, {0: 2, 2: 0})  # 0 and 2 are not neighbours
    mate = max_matching(path)
    assert len(mate) == 2 and unmatchable(path, mate) == {0, 2}


def test_matching_drawings_check_their_arguments_naming_them():
    from gamelib.draw.geography import contract_blossom

    graph = nx.Graph([(0, 1), (1, 2), (2, 3), (3, 1), (3, 4)])
    mate = {0: 1, 1: 0, 2: 3, 3: 2}
    with pytest.raises(ValueError, match=r"contract_blossom\(\): mate: 0: 2 is not"):
        contract_blossom(graph, {0: 2, 2: 0}, [1, 2, 3])
    with pytest.raises(ValueError, match=r"contract_blossom\(\): blossom\[2\] must"):
        contract_blossom(graph, mate, [1, 2, 9])
    with pytest.raises(TypeError, match=r"contract_blossom\(\): name must be"):
        contract_blossom(graph, mate, [1, 2, 3], name=[1])
    small, _ = contract_blossom(graph, mate, [1, 2, 3])
    assert sorted(map(str, small)) == ["0", "4", "B"]
