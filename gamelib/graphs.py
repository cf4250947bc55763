"""Game graphs: build them with networkx and draw them with matplotlib.

The *game graph* of a position has a node for every position reachable from
it and an edge for every move. Drawings put each position on the layer of its
*height* (the length of the longest play from it), so every move points down
and the terminal positions sit on the bottom row.
"""

import networkx as nx

from gamelib.core import _check_game, sg

__all__ = ["draw_game_graph", "format_position", "game_graph"]

P_COLOR = "#2c7bb6"  # blue: P-positions (value 0)
N_COLOR = "#fdae61"  # orange: N-positions


def format_position(position):
    """Return a compact label: ``3`` for a heap, ``1,2,3`` for a tuple.

    The empty tuple (no heaps left) is shown as ``∅``, never as nothing.

    Examples
    --------
    >>> gl.format_position((1, 2, 3))
    '1,2,3'
    >>> gl.format_position(7)
    '7'
    >>> gl.format_position(())
    '∅'
    """
    if isinstance(position, tuple):
        if not position:
            return "∅"
        return ",".join(format_position(p) for p in position)
    return str(position)


def game_graph(game, position, *, max_nodes=1000):
    """Return the game graph of `position` as a ``networkx.DiGraph``.

    Nodes are positions, with attributes ``sg`` (the Sprague-Grundy value),
    ``outcome`` (``"P"`` or ``"N"``) and ``height`` (the longest play from
    the node). The graph attribute ``root`` holds `position`.

    Parameters
    ----------
    game : Game
    position : hashable
    max_nodes : int, default 1000
        Refuse to build graphs larger than this (drawing them is useless).

    Raises
    ------
    ValueError
        If more than `max_nodes` positions are reachable.
    LoopyGameError
        If the game graph has a cycle.

    Examples
    --------
    >>> g = gl.game_graph(gl.Bash(2), 3)
    >>> sorted(g.nodes(data="outcome"))
    [(0, 'P'), (1, 'N'), (2, 'N'), (3, 'P')]
    >>> g.number_of_edges()
    5
    """
    _check_game(game)
    max_nodes = int(max_nodes)
    position = game.check(position)
    graph = nx.DiGraph(root=position)
    graph.add_node(position)
    frontier = [position]
    while frontier:
        node = frontier.pop()
        for option in dict.fromkeys(game.options(node)):
            if option not in graph:
                if graph.number_of_nodes() >= max_nodes:
                    raise ValueError(
                        f"the game graph of {position!r} has more than {max_nodes} "
                        "positions; start from a smaller position or raise max_nodes"
                    )
                frontier.append(option)
            graph.add_edge(node, option)
    for node in graph:
        value = sg(game, node)
        graph.nodes[node]["sg"] = value
        graph.nodes[node]["outcome"] = "P" if value == 0 else "N"
    for node in reversed(list(nx.topological_sort(graph))):
        heights = [graph.nodes[child]["height"] + 1 for child in graph.successors(node)]
        graph.nodes[node]["height"] = max(heights, default=0)
    return graph


def _sort_key(node):
    return (
        (type(node).__name__, node)
        if isinstance(node, (int, tuple))
        else (
            type(node).__name__,
            repr(node),
        )
    )


def layered_layout(graph):
    """Return node coordinates: x counts moves from the top layer, y spreads a layer.

    A node's layer is its height, drawn from left (the longest play, where
    the root is) to right (height 0, the terminal positions). Deterministic:
    nodes in a layer are sorted, never taken from a set.
    """
    layers = {}
    for node, height in graph.nodes(data="height"):
        layers.setdefault(height, []).append(node)
    top = max(layers, default=0)
    coordinates = {}
    for height, nodes in layers.items():
        nodes.sort(key=_sort_key)
        for i, node in enumerate(nodes):
            coordinates[node] = (top - height, (len(nodes) - 1) / 2 - i)
    return coordinates


def draw_game_graph(graph, ax=None, *, show_sg=True, highlight=()):
    """Draw a game graph layered by height; P-positions blue squares, N orange.

    Parameters
    ----------
    graph : networkx.DiGraph
        A graph made by :func:`game_graph`.
    ax : matplotlib.axes.Axes, optional
        Where to draw; a new figure is made if omitted.
    show_sg : bool, default True
        Write each position's Sprague-Grundy value beside it.
    highlight : iterable of (position, position)
        Edges (moves) to draw thick, e.g. the winning moves.

    Returns
    -------
    matplotlib.axes.Axes
    """
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D

    coordinates = layered_layout(graph)
    columns = 1 + max((x for x, _ in coordinates.values()), default=0)
    rows = 1 + 2 * max((y for _, y in coordinates.values()), default=0)
    if ax is None:
        size = (min(13, 1.5 + 1.0 * columns), min(9, 1.0 + 0.8 * rows))
        _, ax = plt.subplots(figsize=size, layout="constrained")
    highlight = set(highlight) & set(graph.edges)
    edge_style = {"ax": ax, "node_size": 520, "connectionstyle": "arc3,rad=0.25"}
    nx.draw_networkx_edges(
        graph,
        coordinates,
        edgelist=sorted(set(graph.edges) - highlight, key=_edge_key),
        edge_color="#999999",
        arrowsize=10,
        **edge_style,
    )
    nx.draw_networkx_edges(
        graph,
        coordinates,
        edgelist=sorted(highlight, key=_edge_key),
        edge_color="#d7191c",
        width=2.5,
        arrowsize=14,
        **edge_style,
    )
    for kind, color, shape in (("P", P_COLOR, "s"), ("N", N_COLOR, "o")):
        nodes = [v for v, o in graph.nodes(data="outcome") if o == kind]
        nx.draw_networkx_nodes(
            graph,
            coordinates,
            nodelist=sorted(nodes, key=_sort_key),
            node_color=color,
            node_shape=shape,
            node_size=520,
            edgecolors="black",
            linewidths=0.8,
            ax=ax,
        )
    labels = {v: format_position(v) for v in graph}
    nx.draw_networkx_labels(graph, coordinates, labels=labels, font_size=8, ax=ax)
    if show_sg:
        for node, (x, y) in coordinates.items():
            ax.annotate(
                f"sg {graph.nodes[node]['sg']}",
                (x, y),
                xytext=(0, 12),
                textcoords="offset points",
                ha="center",
                fontsize=7,
                color="#444444",
            )
    ax.legend(
        handles=[
            Line2D(
                [],
                [],
                marker="s",
                ls="",
                color=P_COLOR,
                mec="black",
                ms=9,
                label="P-position (SG 0)",
            ),
            Line2D(
                [],
                [],
                marker="o",
                ls="",
                color=N_COLOR,
                mec="black",
                ms=9,
                label="N-position",
            ),
        ],
        loc="lower left",
        bbox_to_anchor=(0, 1),
        ncol=2,
        frameon=False,
        fontsize=8,
    )
    ax.set_xlabel("moves from the longest line of play  →  end of the game")
    ax.set_axis_off()
    ax.margins(x=0.06, y=0.15)
    if rows == 1:  # a single line of play: leave room for the arcs below it
        ax.set_ylim(-0.5, 0.3)
    return ax


def _edge_key(edge):
    return (_sort_key(edge[0]), _sort_key(edge[1]))
