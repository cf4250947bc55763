"""Chapters 7 and 8: the reader-drawn Hackenbush picture, the colon and blossom
figures, and the corner game on an n x n board (Luogu P4136)."""

from itertools import product
from random import Random

import networkx as nx
import pytest

import gamelib as gl
from gamelib.draw.geography import contract_blossom, draw_matching
from gamelib.draw.hackenbush import colon_picture, draw_colon
from gamelib.graphgames.hackenbush import random_rooted_graph
from gamelib.widgets import HackenbushBuilder
from gamelib.widgets.hackenbush import ground_parts, parse_edges
from tests.conftest import needs


def searched(game):
    """The value of a picture by the generic search, no formula inside."""
    return gl.sg(game, game.start, closed_form=False)


# -- the builder ------------------------------------------------------------------


def test_builder_shows_each_part_and_the_total_as_the_search_finds_them():
    builder = HackenbushBuilder("0-1 1-2 1-3 0-4 4-5 5-6 6-4 0-0")
    assert builder.error is None
    assert [edges for edges, _ in builder.parts] == [
        [(0, 1), (1, 2), (1, 3)],
        [(0, 4), (4, 5), (5, 6), (6, 4)],
        [(0, 0)],
    ]
    for edges, value in builder.parts:
        assert value == searched(gl.GreenHackenbush(edges))
    whole = gl.GreenHackenbush([e for edges, _ in builder.parts for e in edges])
    assert builder.value == searched(whole) == 2
    assert "total: *1 ⊕ *2 ⊕ *1 = *2" in builder.status.value
    assert builder.picture.value.count('class="edge"') == 8


@pytest.mark.parametrize("seed", range(12))
def test_builder_on_random_pictures_agrees_with_the_search(seed):
    edges = list(random_rooted_graph(7, seed=seed).edges())
    builder = HackenbushBuilder(" ".join(f"{u}-{v}" for u, v in edges))
    assert builder.error is None
    assert builder.value == searched(gl.GreenHackenbush(edges))
    total = 0
    for part, value in builder.parts:
        assert value == searched(gl.GreenHackenbush(part))
        total ^= value
    assert total == builder.value
    assert sorted(e for part, _ in builder.parts for e in part) == sorted(edges)


@pytest.mark.parametrize(
    ("typed", "words"),
    [
        ("0-1 5-5", ["loop 5-5", "not joined to the ground"]),
        ("0-1 2-3", ["edge 2-3", "not joined to the ground"]),
        ("0-1 1-", ["'1-' is not an edge", "such as 0-1"]),
        ("0-1 a-b", ["'a-b' is not an edge"]),
        ("0-1 1-2-3", ["'1-2-3' is not an edge"]),
        ("0-1 -1-2", ["is not an edge"]),
        ("0-1 1-5000", ["numbered 0 to 999"]),
        (" ".join(["0-1"] * 61), ["61 edges is too many", "at most 60"]),
    ],
)
def test_builder_explains_bad_edges_and_keeps_the_last_picture(typed, words):
    builder = HackenbushBuilder("0-1 1-2")
    good_picture = builder.picture.value
    builder.text.value = typed
    assert builder.error is not None
    for word in words:
        assert word in builder.error
    assert "Not a picture" in builder.status.value
    assert "Traceback" not in builder.status.value
    assert builder.picture.value == good_picture
    assert builder.value == 2  # still the last good picture
    builder.text.value = "0-1"
    assert builder.error is None and builder.value == 1


def test_builder_add_and_remove_buttons_edit_the_edges():
    builder = HackenbushBuilder("")
    assert builder.value == 0 and builder.parts == []
    assert "bare ground" in builder.status.value
    for u, v in [(0, 1), (1, 2), (2, 0)]:
        builder.tail.value, builder.head.value = u, v
        builder.add_button.click()
    assert builder.text.value == "0-1 1-2 2-0"
    assert builder.value == 1  # a triangle on the ground: three loops, *1
    builder.tail.value, builder.head.value = 0, 2  # written 2-0: still removed
    builder.remove_button.click()
    assert builder.text.value == "0-1 1-2" and builder.value == 2
    builder.tail.value, builder.head.value = 5, 6
    builder.remove_button.click()
    assert "no edge 5-6" in builder.status.value
    assert builder.text.value == "0-1 1-2"


def test_parse_edges_types_and_parts():
    with pytest.raises(TypeError, match="string"):
        parse_edges(["0-1"])
    assert parse_edges("0-1,1-1  1-1") == [(0, 1), (1, 1), (1, 1)]
    assert ground_parts([(0, 0), (0, 0), (0, 1)]) == [[0], [1], [2]]


# -- the colon principle figure -----------------------------------------------------


def test_colon_picture_equal_tops_give_equal_values():
    base = gl.GreenHackenbush.from_string("e(e;ee)")
    rng = Random(7)
    tops = [gl.GreenHackenbush(random_rooted_graph(4, seed=s)) for s in range(30)]
    for vertex in base.vertices:
        for top in rng.sample(tops, 8):
            picture, top_edges = colon_picture(base, vertex, top)
            assert len(picture.edges) == len(base.edges) + len(top.edges)
            assert top_edges == list(range(len(base.edges), len(picture.edges)))
            stalk = gl.GreenHackenbush([(i, i + 1) for i in range(searched(top))])
            other, _ = colon_picture(base, vertex, stalk)
            assert searched(picture) == searched(other)


def test_colon_picture_refuses_bad_input_and_draws():
    matplotlib = needs("matplotlib")
    base = gl.GreenHackenbush.from_string("ee")
    with pytest.raises(ValueError, match="7 is not a vertex of the base"):
        colon_picture(base, 7, base)
    with pytest.raises(TypeError, match="Green Hackenbush"):
        colon_picture(base, 1, "ee")
    ax = draw_colon(base, 2, gl.GreenHackenbush.from_string("e(e;e)"), name="H'")
    assert any(t.get_text() == "H': *1" for t in ax.texts)
    matplotlib.pyplot.close("all")


# -- the blossom figure -------------------------------------------------------------

EXAMPLE = nx.Graph(
    [
        *[("r", "s"), ("s", "t"), ("t", "u"), ("u", "v")],
        *[("v", "w"), ("w", "x"), ("x", "t"), ("u", "y")],
    ]
)
MATE = {"s": "t", "t": "s", "u": "v", "v": "u", "w": "x", "x": "w"}


def size(mate):
    return len(mate) // 2


def test_contract_blossom_keeps_maximality_edmonds():
    small, small_mate = contract_blossom(EXAMPLE, MATE, "tuvwx")
    assert sorted(small, key=str) == ["B", "r", "s", "y"]
    assert sorted(small.edges, key=sorted) == sorted(
        [("r", "s"), ("s", "B"), ("B", "y")], key=sorted
    )
    assert small_mate == {"s": "B", "B": "s"}
    # neither matching is maximum: both graphs have an augmenting path
    assert size(gl.graphgames.geography.maximum_matching(EXAMPLE)) == size(MATE) + 1
    assert size(gl.graphgames.geography.maximum_matching(small)) == size(small_mate) + 1


def test_contract_blossom_on_random_graphs_edmonds_theorem():
    """Edmonds: M is maximum in G iff M/B is maximum in G/B (B a blossom
    reached from a free vertex by an even alternating path: here the base is
    free itself)."""
    checked = 0
    for seed in range(300):
        graph = nx.gnp_random_graph(8, 0.45, seed=seed)
        for cycle in nx.simple_cycles(graph, length_bound=5):
            if len(cycle) % 2 == 0:
                continue
            _, *rest = cycle  # the base, cycle[0], stays free
            mate = {}
            for a, b in zip(rest[::2], rest[1::2], strict=True):
                mate[a], mate[b] = b, a
            outside = [v for v in graph if v not in cycle]
            for v, w in graph.subgraph(outside).edges:  # greedy outside the cycle
                if v not in mate and w not in mate:
                    mate[v], mate[w] = w, v
            small, small_mate = contract_blossom(graph, mate, cycle)
            best = size(gl.graphgames.geography.maximum_matching(graph))
            small_best = size(gl.graphgames.geography.maximum_matching(small))
            assert (size(mate) == best) == (size(small_mate) == small_best)
            checked += 1
            break
    assert checked > 100


@pytest.mark.parametrize(
    ("cycle", "words"),
    [
        ("tuvw", "odd cycle"),
        ("tuvwy", "not a cycle of the graph"),
        ("utvwx", "not a cycle of the graph"),
        ("uvwxt", "not a blossom"),
    ],
)
def test_contract_blossom_refuses_what_is_not_a_blossom(cycle, words):
    with pytest.raises(ValueError, match=words):
        contract_blossom(EXAMPLE, MATE, cycle)


def test_contract_blossom_refuses_bad_matchings_and_names():
    matplotlib = needs("matplotlib")
    with pytest.raises(ValueError, match="not a matched pair"):
        contract_blossom(EXAMPLE, {"r": "t", "t": "r"}, "tuvwx")
    with pytest.raises(TypeError, match="dict"):
        contract_blossom(EXAMPLE, [("s", "t")], "tuvwx")
    with pytest.raises(ValueError, match="already a vertex"):
        contract_blossom(EXAMPLE, MATE, "tuvwx", name="r")
    ax = draw_matching(EXAMPLE, MATE, pos=nx.circular_layout(EXAMPLE), path="rs")
    assert ax.get_legend() is not None
    matplotlib.pyplot.close("all")


# -- Luogu P4136: the corner of an n x n board ------------------------------------


def corner_winner(n):
    """The book's answer: the first player (Alice) wins iff n is even."""
    return "Alice" if n % 2 == 0 else "Bob"


@pytest.mark.parametrize(("rows", "columns"), list(product(range(1, 5), repeat=2)))
def test_corner_game_by_search(rows, columns):
    game = gl.VertexGeography(nx.grid_2d_graph(rows, columns), (0, 0))
    found = gl.outcome(game, game.start, closed_form=False)
    assert found == ("N" if rows * columns % 2 == 0 else "P")
    if rows == columns:
        assert corner_winner(rows) == ("Alice" if found == "N" else "Bob")


@pytest.mark.parametrize("n", range(1, 31))
def test_corner_game_by_the_matching_rule(n):
    grid = nx.grid_2d_graph(n, n)
    mate = gl.graphgames.geography.maximum_matching(grid)
    assert size(mate) == n * n // 2
    assert ((0, 0) in gl.graphgames.geography.winning_starts(grid)) == (n % 2 == 0)
