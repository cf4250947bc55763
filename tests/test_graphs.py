"""Game graphs: structure, attributes, layout and drawing."""

import networkx as nx
import pytest

import gamelib as gl
from gamelib.draw.graph import layered_layout
from tests.conftest import needs


def test_game_graph_nodes_edges_and_attributes():
    graph = gl.game_graph(gl.Nim(), (1, 2))
    assert graph.graph["root"] == (1, 2)
    assert set(graph.successors((1, 2))) == {(0, 2), (1, 0), (1, 1)}
    assert nx.is_directed_acyclic_graph(graph)
    for node, data in graph.nodes(data=True):
        assert data["sg"] == node[0] ^ node[1]
        assert data["outcome"] == ("P" if data["sg"] == 0 else "N")
    assert graph.nodes[(1, 2)]["height"] == 3
    assert graph.nodes[(0, 0)]["height"] == 0


def test_game_graph_size_limit():
    with pytest.raises(ValueError, match="more than 50 positions"):
        gl.game_graph(gl.Bash(3), 100, max_nodes=50)


def test_layout_is_layered_and_deterministic():
    graph = gl.game_graph(gl.Nim(), (2, 2))
    layout = layered_layout(graph)
    for u, v in graph.edges:
        assert layout[u][0] < layout[v][0]  # every move goes right
    reversed_graph = nx.DiGraph()
    reversed_graph.add_nodes_from(reversed(list(graph.nodes(data=True))))
    reversed_graph.add_edges_from(graph.edges)
    assert layered_layout(reversed_graph) == layout


def test_draw_game_graph_colours_p_and_n():
    plt = needs("matplotlib.pyplot")
    graph = gl.game_graph(gl.Bash(2), 4)
    ax = gl.draw_game_graph(graph, highlight=[(4, 3)])
    texts = {t.get_text() for t in ax.texts}
    assert {"0", "1", "2", "3", "4", "sg 0", "sg 1", "sg 2"} <= texts
    labels = [t.get_text() for t in ax.get_legend().get_texts()]
    assert labels == ["P-position (SG 0)", "N-position"]
    plt.close("all")


def test_draw_into_given_axes():
    plt = needs("matplotlib.pyplot")
    _, ax = plt.subplots()
    assert gl.draw_game_graph(gl.game_graph(gl.Nim(), (1, 1)), ax=ax) is ax
    plt.close("all")
