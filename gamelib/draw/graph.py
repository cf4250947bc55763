"""Game graphs: one layered layout, drawn with matplotlib or as SVG.

:func:`layered_layout` places each position of a game graph (made by
:func:`gamelib.game_graph`) in the column of its distance from the start;
:func:`draw_game_graph` draws it on a matplotlib axes for the static figures,
:func:`game_graph_svg` as SVG text for the explorers, which must follow a
slider without lag (a matplotlib redraw takes a tenth of a second). Both use
the same layout and the palette, so the two pictures cannot drift apart.
"""

from html import escape
from math import hypot

from gamelib.draw.backend import require_matplotlib, svg_twin
from gamelib.draw.palette import D_COLOR, HOT_COLOR, N_COLOR, P_COLOR
from gamelib.draw.svg import svg_open
from gamelib.engine import args as arg
from gamelib.engine.graphs import format_position
from gamelib.utils.lazy import networkx as nx

__all__ = ["draw_game_graph", "game_graph_svg", "layered_layout", "legend_marker"]


def _check_graph(graph):
    """A game graph as gl.game_graph makes it, or a TypeError saying so."""
    if not isinstance(graph, nx.DiGraph):
        raise TypeError(
            "expected a game graph made by gl.game_graph(game, position), got "
            f"{graph!r} ({type(graph).__name__})"
        )
    for node, height in graph.nodes(data="height"):
        if type(height) is not int:
            raise ValueError(
                "expected a game graph made by gl.game_graph(game, position), "
                "whose nodes carry their height (the longest play from them), "
                f"got a graph whose node {node!r} has height {height!r}"
            )
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

    Examples
    --------
    >>> graph = gl.game_graph(gl.SubtractionGame({1, 2}), 2)
    >>> gl.draw.graph.layered_layout(graph)
    {2: (0, 0.0), 1: (1, 0.0), 0: (2, 0.0)}
    >>> import networkx as nx
    >>> gl.draw.graph.layered_layout(nx.DiGraph([(1, 2)]))
    Traceback (most recent call last):
    ...
    ValueError: expected a game graph made by gl.game_graph(game, position), whose \
nodes carry their height (the longest play from them), got a graph whose node 1 \
has height None
    """
    _check_graph(graph)
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


#: Moves to highlight: pairs (position, position), edges of the game graph.
_MOVES = arg.sequence_of(
    arg.record("a move, a pair (position, position)", arg.hashable, arg.hashable),
    "a list of moves, pairs (position, position)",
)


@arg.check_args(marker=arg.text_of("a matplotlib marker such as 'o', 's' or 'D'"))
def legend_marker(marker, color, label=None):
    """A legend entry of the book's drawings: a `marker` filled with `color`."""
    require_matplotlib()
    from matplotlib.lines import Line2D

    return Line2D(
        [], [], marker=marker, ls="", color=color, mec="black", ms=9, label=label
    )


@arg.check_args(ax=arg.axes, highlight=_MOVES)
def draw_game_graph(graph, ax=None, *, show_sg=True, highlight=()):
    """Draw a game graph layered by height; P-positions blue squares, N orange.

    Draws, in a game graph with cycles (``gl.game_graph(..., loopy=True)``),
    are grey diamonds.

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
    _check_graph(graph)
    require_matplotlib()
    import matplotlib.pyplot as plt

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
    groups = [
        (sorted(nodes, key=_sort_key), color, shape)
        for kind, color, shape in (("P", P_COLOR, "s"), ("N", N_COLOR, "o"), *_DRAW)
        for nodes in [[v for v, o in graph.nodes(data="outcome") if o == kind]]
    ]
    _draw_nodes(graph, coordinates, groups, size=520, ax=ax)
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
            legend_marker(
                "s", P_COLOR, "P-position (SG 0)" if show_sg else "P-position"
            ),
            legend_marker("o", N_COLOR, "N-position"),
            *(
                [legend_marker("D", D_COLOR, "draw")]
                if any(o == "D" for _, o in graph.nodes(data="outcome"))
                else []
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


#: Draws (games with cycles, :mod:`gamelib.engine.loopy`): grey diamonds.
_DRAW = (("D", D_COLOR, "D"),)


def _edge_key(edge):
    return (_sort_key(edge[0]), _sort_key(edge[1]))


def _draw_nodes(graph, pos, groups, *, size, ax):
    """Draw each group ``(nodes, colour, shape)`` of nodes, outlined in black."""
    for nodes, color, shape in groups:
        nx.draw_networkx_nodes(
            graph,
            pos,
            nodelist=nodes,
            node_color=color,
            node_shape=shape,
            node_size=size,
            edgecolors="black",
            linewidths=0.8,
            ax=ax,
        )


_ARROWS = (
    '<defs><marker id="wm-arrow" viewBox="0 0 10 10" refX="9" refY="5" '
    'markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
    '<path d="M0,0 L10,5 L0,10 z" fill="#999"/></marker>'
    '<marker id="wm-arrow-hot" viewBox="0 0 10 10" refX="9" refY="5" '
    'markerWidth="6" markerHeight="6" orient="auto-start-reverse">'
    '<path d="M0,0 L10,5 L0,10 z" fill="#d7191c"/></marker></defs>'
)


def _edge_path(start, end, radius, bend=0.25):
    """A quadratic curve from `start` to `end`, trimmed to the node circles."""
    (x1, y1), (x2, y2) = start, end
    cx, cy = (x1 + x2) / 2 - bend * (y2 - y1), (y1 + y2) / 2 + bend * (x2 - x1)
    d1, d2 = hypot(cx - x1, cy - y1) or 1, hypot(x2 - cx, y2 - cy) or 1
    sx, sy = x1 + radius * (cx - x1) / d1, y1 + radius * (cy - y1) / d1
    ex, ey = x2 - (radius + 2) * (x2 - cx) / d2, y2 - (radius + 2) * (y2 - cy) / d2
    return f"M{sx:.1f},{sy:.1f} Q{cx:.1f},{cy:.1f} {ex:.1f},{ey:.1f}"


_OUTCOME = arg.choice("P", "N", "D")


def _outcomes(value, what):
    """A checker of the labels drawn so far: a dict {position: "P", "N" or "D"}."""
    arg.mapping('a dict {position: "P" or "N"}')(value, what)
    for node, kind in value.items():
        _OUTCOME(kind, f"{what}[{node!r}]")
    return value


@arg.check_args(
    column=arg.positive,
    row=arg.positive,
    radius=arg.positive,
    show_sg=arg.boolean,
    highlight=_MOVES,
    outcomes=arg.optional(_outcomes),
    ring=arg.optional(arg.hashable),
)
def game_graph_svg(
    graph,
    *,
    highlight=(),
    column=64,
    row=52,
    radius=15,
    show_sg=True,
    outcomes=None,
    ring=None,
):
    """Return an SVG drawing of a game graph made by :func:`gamelib.game_graph`.

    P-positions are blue squares, N-positions orange circles, draws (in a
    graph with cycles) grey diamonds, each with its position inside and
    (with `show_sg`) its SG value above; the moves in `highlight` are red.
    Chapters 0 and 1, which come before SG values, draw P and N only.
    `outcomes` (a dict position -> "P" or "N"), if given, replaces the
    graph's labels: a position missing from it is drawn white (not labelled
    yet); the position `ring` is outlined in red.

    Examples
    --------
    >>> svg = gl.draw.game_graph_svg(gl.game_graph(gl.Bash(2), 3))
    >>> svg.startswith("<svg") and svg.count('class="P"') == 2
    True
    """
    _check_graph(graph)
    layout = layered_layout(graph)
    xs = [x for x, _ in layout.values()] or [0]
    ys = [y for _, y in layout.values()] or [0]
    width = (max(xs) - min(xs)) * column + 4 * radius
    spans = [abs(layout[u][0] - layout[v][0]) for u, v in graph.edges]
    arc_room = 0.13 * max(spans, default=0) * column if max(ys) == min(ys) else 0
    height = (max(ys) - min(ys)) * row + 4 * radius + arc_room

    def point(node):
        x, y = layout[node]
        return (2 * radius + (x - min(xs)) * column, 2 * radius + (max(ys) - y) * row)

    hot = set(highlight)
    parts = [
        svg_open(width, height),
        _ARROWS,
    ]
    for edge in sorted(graph.edges, key=lambda e: (e in hot, _edge_key(e))):
        color, marker, stroke = (
            ("#d7191c", "wm-arrow-hot", 2.5) if edge in hot else ("#999", "wm-arrow", 1)
        )
        path = _edge_path(point(edge[0]), point(edge[1]), radius)
        parts.append(
            f'<path d="{path}" fill="none" stroke="{color}" stroke-width="{stroke}" '
            f'marker-end="url(#{marker})"/>'
        )
    for node in sorted(graph, key=lambda v: layout[v]):
        x, y = point(node)
        kind = graph.nodes[node]["outcome"] if outcomes is None else outcomes.get(node)
        stroke = (
            f'stroke="{HOT_COLOR}" stroke-width="2.5"'
            if node == ring
            else 'stroke="black"'
        )
        if kind == "P":
            shape = (
                f'<rect x="{x - radius:.1f}" y="{y - radius:.1f}" width="{2 * radius}" '
                f'height="{2 * radius}" fill="{P_COLOR}" {stroke}/>'
            )
        elif kind == "D":
            r = radius * 1.25
            shape = (
                f'<polygon points="{x:.1f},{y - r:.1f} {x + r:.1f},{y:.1f} '
                f'{x:.1f},{y + r:.1f} {x - r:.1f},{y:.1f}" fill="{D_COLOR}" '
                'stroke="black"/>'
            )
        else:
            fill = N_COLOR if kind == "N" else "white"
            shape = (
                f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{radius}" '
                f'fill="{fill}" {stroke}/>'
            )
        label = escape(format_position(node))
        top = y - radius * (1.25 if kind == "D" else 1)
        value = (
            f'<text x="{x:.1f}" y="{top - 3:.1f}" text-anchor="middle" '
            f'font-size="9" fill="#444">sg {graph.nodes[node]["sg"]}</text>'
            if show_sg and outcomes is None
            else ""
        )
        parts.append(
            f'<g class="{kind}">{shape}<text x="{x:.1f}" y="{y + 4:.1f}" '
            f'text-anchor="middle">{label}</text>{value}</g>'
        )
    parts.append("</svg>")
    return "".join(parts)


draw_game_graph = svg_twin(game_graph_svg)(draw_game_graph)
