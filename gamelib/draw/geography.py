"""Vertex geography: graphs with their matchings, and boards, in matplotlib and SVG.

Edmonds' blossoms get a figure of their own: :func:`contract_blossom` shrinks
an odd cycle of a graph with a matching into one vertex, and
:func:`draw_matching` draws a graph with a given matching, a blossom and an
augmenting path, before or after the contraction.
"""

from html import escape

from gamelib.draw.backend import require_matplotlib, svg_twin
from gamelib.draw.graph import _draw_nodes, legend_marker
from gamelib.draw.palette import (
    FAINT,
    INK,
    MATCH_COLOR,
    N_COLOR,
    OBSTACLE_COLOR,
    P_COLOR,
)
from gamelib.draw.svg import svg_open
from gamelib.engine import args as arg
from gamelib.graphgames.boards import board_analysis
from gamelib.graphgames.geography import matching_analysis
from gamelib.utils.lazy import networkx as nx

__all__ = [
    "board_svg",
    "contract_blossom",
    "draw_board",
    "draw_geography",
    "draw_matching",
    "geography_svg",
    "matching_svg",
]

#: The checkers of a graph and of its vertices (the matchings' are below).
_undirected = arg.undirected_graph()
_VERTEX = arg.vertex_of(missing="{what} must be a vertex of the graph, got {shown}")


@arg.check_args(
    graph=_undirected,
    ax=arg.axes,
    pos=arg.depends_on("graph", lambda p, what, g: p and _layout(p, what, g)),
)
def draw_geography(graph, ax=None, *, pos=None, title=None):
    """Draw a graph with a maximum matching (thick red) and the winning starts.

    Winning starts (N) are orange circles, losing starts (P) blue squares.

    Parameters
    ----------
    graph : networkx.Graph
    ax : matplotlib.axes.Axes, optional
    pos : dict, optional
        Vertex coordinates; ``networkx.spring_layout(graph, seed=1)`` by default.
    title : str, optional

    Returns
    -------
    matplotlib.axes.Axes
    """
    require_matplotlib()
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D

    adjacency, mate, losing = matching_analysis(graph)
    if pos is None:
        pos = nx.spring_layout(graph, seed=1)
    if ax is None:
        _, ax = plt.subplots(figsize=(5, 4), layout="constrained")
    simple = nx.Graph()
    simple.add_nodes_from(adjacency)
    simple.add_edges_from((v, w) for v, ws in adjacency.items() for w in ws)
    matched, seen = [], set()
    for v in adjacency:  # each matched pair once, in the graph's order
        if v in mate and v not in seen:
            matched.append((v, mate[v]))
            seen.update((v, mate[v]))
    others = [e for e in simple.edges if e[0] not in mate or mate[e[0]] != e[1]]
    _draw_matched(simple, pos, matched, others, ax)
    groups = [
        ([v for v in adjacency if (v in losing) == (kind == "P")], color, shape)
        for kind, color, shape in (("P", P_COLOR, "s"), ("N", N_COLOR, "o"))
    ]
    _draw_nodes(simple, pos, groups, size=420, ax=ax)
    nx.draw_networkx_labels(simple, pos, font_size=8, ax=ax)
    handles = [
        legend_marker("o", N_COLOR),
        legend_marker("s", P_COLOR),
        Line2D([], [], color=MATCH_COLOR, lw=4),
    ]
    labels = ["winning start (N)", "losing start (P)", "matched edge"]
    _legend_below(ax, handles, labels)
    return _finish(ax, title)


def _cell_color(char, losing):
    """An obstacle is dark; a free cell blue where placing the token loses."""
    if char == "#":
        return OBSTACLE_COLOR
    return P_COLOR if losing else N_COLOR


@arg.check_args(ax=arg.axes)
def draw_board(rows, ax=None, *, title=None):
    """Draw a board: obstacles dark, other cells coloured by the outcome of geography.

    Blue cells are losing starts for the player to move (P: placing the token
    there wins the BZOJ 1443 game), orange cells winning starts (N).

    A maximum matching is drawn as red bars joining matched cells.

    Returns
    -------
    matplotlib.axes.Axes
    """
    require_matplotlib()
    import matplotlib.pyplot as plt
    from matplotlib.patches import Rectangle

    rows, pairs, losing = board_analysis(rows)
    height, width = len(rows), len(rows[0])
    if ax is None:
        _, ax = plt.subplots(
            figsize=(min(10, 0.6 * width + 0.6), min(10, 0.6 * height + 0.6)),
            layout="constrained",
        )
    for r, row in enumerate(rows):
        for c, char in enumerate(row):
            color = _cell_color(char, (r, c) in losing)
            ax.add_patch(
                Rectangle((c, -r - 1), 1, 1, facecolor=color, edgecolor="white", lw=2)
            )
    for (r1, c1), (r2, c2) in pairs:
        ax.plot(
            [c1 + 0.5, c2 + 0.5],
            [-r1 - 0.5, -r2 - 0.5],
            color=MATCH_COLOR,
            lw=4,
            solid_capstyle="round",
        )
    ax.set_xlim(0, width)
    ax.set_ylim(-height, 0)
    ax.set_aspect("equal")
    ax.set_axis_off()
    if title:
        ax.set_title(title, fontsize=10)
    return ax


@arg.check_args(cell=arg.positive)
def board_svg(rows, *, cell=36):
    """Return an SVG drawing of a board, like :func:`draw_board` (for the explorer).

    Examples
    --------
    >>> svg = gl.draw.board_svg((".##", "...", "#.#"))
    >>> svg.count(f'fill="{gl.draw.palette.P_COLOR}"'), svg.count("<line")
    (2, 2)
    """
    rows, pairs, losing = board_analysis(rows)
    height, width = len(rows) * cell, len(rows[0]) * cell
    parts = [svg_open(width + 2, height + 2, font_size=10, origin=(-1, -1))]
    for r, row in enumerate(rows):
        for c, char in enumerate(row):
            color = _cell_color(char, (r, c) in losing)
            parts.append(
                f'<rect x="{c * cell}" y="{r * cell}" width="{cell}" height="{cell}" '
                f'fill="{color}" stroke="white" stroke-width="2"/>'
            )
            if char == ".":
                parts.append(
                    f'<text x="{c * cell + 3}" y="{r * cell + 11}" fill="#333">'
                    f"{escape(f'{r + 1},{c + 1}')}</text>"
                )
    for (r1, c1), (r2, c2) in pairs:
        parts.append(
            f'<line x1="{(c1 + 0.5) * cell}" y1="{(r1 + 0.5) * cell}" '
            f'x2="{(c2 + 0.5) * cell}" y2="{(r2 + 0.5) * cell}" '
            f'stroke="{MATCH_COLOR}" stroke-width="5" stroke-linecap="round"/>'
        )
    parts.append("</svg>")
    return "".join(parts)


def _matching(mate, what, graph):
    """A checker of a dict that pairs vertices joined by edges of `graph`."""
    if not isinstance(mate, dict):
        arg.refuse(what, "a matching, a dict {vertex: its mate}", mate)
    if not isinstance(graph, nx.Graph):
        return mate  # the graph's own check refuses it
    for v, w in mate.items():
        try:
            ok = mate.get(w) == v and graph.has_edge(v, w) and v != w
        except TypeError:
            ok = False
        if not ok:
            raise ValueError(
                f"{what}: {v!r}: {w!r} is not a matched pair: a matching maps each "
                "covered vertex to a neighbour that maps back to it"
            )
    return mate


def _vertices(vertices, what, graph):
    """A checker of a list of vertices of `graph` (returned as a list)."""
    if isinstance(vertices, dict) or not hasattr(vertices, "__iter__"):
        arg.refuse(what, "a list of vertices (a string: one-letter vertices)", vertices)
    vertices = [arg.hashable(v, f"{what}[{i}]") for i, v in enumerate(vertices)]
    if isinstance(graph, nx.Graph):
        for i, v in enumerate(vertices):
            _VERTEX(v, f"{what}[{i}]", graph)
    return vertices


def _layout(pos, what, graph):
    """A checker of vertex coordinates: every vertex of `graph` to a pair (x, y)."""
    allowed = "a dict {vertex: (x, y)} such as networkx.spring_layout(graph)"
    arg.mapping(allowed)(pos, what)
    if not isinstance(graph, nx.Graph):
        return pos
    for v in graph:
        if v not in pos:
            raise ValueError(f"{what} has no coordinates for the vertex {v!r}")
        point = pos[v]
        try:
            ok = len(point) == 2
        except TypeError:
            ok = False
        if not ok:
            arg.refuse(f"{what}[{v!r}]", "a pair of coordinates (x, y)", point)
        for c in point:
            arg.finite_number(c, f"{what}[{v!r}]")
    return pos


@arg.check_args(
    graph=_undirected,
    mate=arg.depends_on("graph", _matching),
    blossom=arg.depends_on("graph", _vertices),
    name=arg.hashable,
)
def contract_blossom(graph, mate, blossom, name="B"):
    """Shrink the odd cycle `blossom` of `graph` into one vertex `name`.

    A *blossom* for a matching M is an odd cycle of 2k + 1 vertices holding k
    edges of M; its *base* (``blossom[0]``) is the vertex of the cycle that
    no edge of M inside the cycle covers. The contracted graph G/B replaces
    the cycle by one vertex joined to every outside neighbour of the cycle;
    the contracted matching M/B keeps the edges of M outside the cycle, and
    the edge of M at the base (if any) now ends at `name`. Edmonds' theorem:
    M is a maximum matching of G exactly when M/B is one of G/B.

    Parameters
    ----------
    graph : networkx.Graph
    mate : dict
        The matching, each covered vertex mapped to its partner.
    blossom : sequence
        The vertices of the cycle in order, base first.
    name : hashable, default "B"
        The new vertex (must not be a vertex of `graph`).

    Returns
    -------
    contracted : networkx.Graph
    contracted_mate : dict

    Raises
    ------
    ValueError
        If `blossom` is not an odd cycle of `graph` with k matched edges and
        its base first, or `name` is already a vertex.

    Examples
    --------
    >>> g = nx.Graph([(0, 1), (1, 2), (2, 3), (3, 1), (3, 4)])
    >>> small, mate = gl.draw.geography.contract_blossom(g, {0: 1, 1: 0, 2: 3, 3: 2},
    ...                                                  [1, 2, 3])
    >>> list(small), list(small.edges), mate
    ([0, 'B', 4], [(0, 'B'), ('B', 4)], {0: 'B', 'B': 0})
    """
    cycle = list(blossom)
    size = len(cycle)
    if size < 3 or size % 2 == 0 or len(set(cycle)) != size:
        raise ValueError(
            f"a blossom is an odd cycle of at least 3 distinct vertices, got {cycle!r}"
        )
    for u, v in zip(cycle, cycle[1:] + cycle[:1], strict=True):
        if not graph.has_edge(u, v):
            raise ValueError(
                f"{cycle!r} is not a cycle of the graph: no edge {u!r}-{v!r}"
            )
    inside = set(cycle)
    matched = [v for v in cycle if mate.get(v) in inside]
    if len(matched) != size - 1 or cycle[0] in matched:
        raise ValueError(
            f"the cycle {cycle!r} is not a blossom: its {size} vertices must hold "
            f"{size // 2} matched edges, covering every vertex but the base "
            f"{cycle[0]!r} (put the base first)"
        )
    if name in graph:
        raise ValueError(f"the new vertex {name!r} is already a vertex of the graph")

    def shrink(v):
        return name if v in inside else v

    contracted = nx.Graph()
    contracted.add_nodes_from(dict.fromkeys(shrink(v) for v in graph))
    contracted.add_edges_from(
        (shrink(u), shrink(v)) for u, v in graph.edges if shrink(u) != shrink(v)
    )
    contracted_mate = {
        shrink(v): shrink(w) for v, w in mate.items() if shrink(v) != shrink(w)
    }
    return contracted, contracted_mate


@arg.check_args(
    graph=_undirected,
    mate=arg.depends_on("graph", _matching),
    ax=arg.axes,
    pos=arg.depends_on("graph", _layout),
    blossom=arg.depends_on("graph", _vertices),
    path=arg.depends_on("graph", _vertices),
    legend=arg.boolean,
    labels=arg.boolean,
)
def draw_matching(
    graph,
    mate,
    ax=None,
    *,
    pos,
    blossom=(),
    path=(),
    title=None,
    legend=True,
    labels=True,
):
    """Draw a graph with a matching (thick red), a blossom (shaded) and a path.

    Unlike :func:`draw_geography`, which finds a maximum matching itself,
    this draws the matching it is given, as a step of a search does.

    Parameters
    ----------
    graph : networkx.Graph
    mate : dict
        The matching, each covered vertex mapped to its partner.
    ax : matplotlib.axes.Axes, optional
    pos : dict
        Vertex coordinates.
    blossom : iterable, optional
        Vertices to shade (a blossom, or the vertex it was shrunk into).
    path : sequence, optional
        A path of vertices, drawn as a dashed line over its edges (for an
        augmenting path).
    title : str, optional
    legend : bool, default True
    labels : bool, default True
        Write each vertex's name in its circle (small dots without them).

    Returns
    -------
    matplotlib.axes.Axes
    """
    require_matplotlib()
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D

    if ax is None:
        _, ax = plt.subplots(figsize=(5, 3), layout="constrained")
    matched = [(v, w) for v, w in graph.edges if mate.get(v) == w]
    others = [(v, w) for v, w in graph.edges if mate.get(v) != w]
    _draw_matched(graph, pos, matched, others, ax)
    walk = _walk(pos, path)
    if walk:
        ax.plot(
            *walk,
            color=INK,
            lw=1.6,
            ls=(0, (4, 3)),
            zorder=1.5,
        )
    shaded = set(blossom)
    fills = [FAINT if v in shaded else "white" for v in graph]
    nx.draw_networkx_nodes(
        graph,
        pos,
        node_color=fills,
        node_size=380 if labels else 60,
        edgecolors="black",
        ax=ax,
    )
    if labels:
        nx.draw_networkx_labels(graph, pos, font_size=9, ax=ax)
    if legend:
        handles = [Line2D([], [], color=MATCH_COLOR, lw=4)]
        labels = ["matched edge"]
        if shaded:
            handles.append(legend_marker("o", FAINT))
            labels.append("blossom")
        if walk:
            handles.append(Line2D([], [], color=INK, lw=1.6, ls=(0, (4, 3))))
            labels.append("augmenting path")
        _legend_below(ax, handles, labels)
    return _finish(ax, title)


def _draw_matched(graph, pos, matched, others, ax):
    """The edges: the others thin grey, the matched ones thick red."""
    nx.draw_networkx_edges(graph, pos, edgelist=others, edge_color="#999999", ax=ax)
    nx.draw_networkx_edges(
        graph, pos, edgelist=matched, edge_color=MATCH_COLOR, width=4, ax=ax
    )


def _walk(pos, path):
    """The xs and ys of a path of vertices (None for no path): both pictures'."""
    walk = list(path)
    if not walk:
        return None
    return [pos[v][0] for v in walk], [pos[v][1] for v in walk]


def _legend_below(ax, handles, labels):
    ax.legend(
        handles,
        labels,
        loc="upper center",
        bbox_to_anchor=(0.5, 0),
        ncol=3,
        frameon=False,
        fontsize=8,
    )


def _finish(ax, title):
    ax.set_axis_off()
    if title:
        ax.set_title(title, fontsize=10)
    return ax


def _spread(graph, seed=1):
    """Vertex coordinates: networkx's spring layout, or (without numpy) a pure one.

    The pure layout is Fruchterman and Reingold's, as networkx's, with a
    fixed seed: the same picture each time.
    """
    try:
        return nx.spring_layout(graph, seed=seed)
    except ImportError:
        pass
    import random
    from math import hypot

    nodes = list(graph)
    rng = random.Random(seed)
    at = {v: [rng.random(), rng.random()] for v in nodes}
    k = (1 / max(len(nodes), 1)) ** 0.5
    step = 0.1
    for _ in range(80):
        move = {v: [0.0, 0.0] for v in nodes}
        for i, v in enumerate(nodes):
            for w in nodes[i + 1 :]:
                dx, dy = at[v][0] - at[w][0], at[v][1] - at[w][1]
                d = max(hypot(dx, dy), 0.01)
                push = k * k / d
                if graph.has_edge(v, w):
                    push -= d * d / k
                move[v][0] += dx / d * push
                move[v][1] += dy / d * push
                move[w][0] -= dx / d * push
                move[w][1] -= dy / d * push
        for v in nodes:
            length = max(hypot(*move[v]), 0.01)
            at[v][0] += move[v][0] / length * min(length, step)
            at[v][1] += move[v][1] / length * min(length, step)
        step *= 0.95
    return {v: tuple(p) for v, p in at.items()}


def _graph_svg(graph, pos, *, matched, fills, shapes, labels=True, path=(), legend=()):
    """A graph at `pos`: matched edges thick red, vertices filled, a path dashed."""
    from gamelib.draw.svg import Canvas

    xs = [pos[v][0] for v in graph] or [0]
    ys = [pos[v][1] for v in graph] or [0]
    span = max(max(xs) - min(xs), max(ys) - min(ys), 1e-9)
    unit = 300 / span
    pad = 22 / unit
    low = min(ys) - pad - 15 * len(legend) / unit
    right = max(max(xs) + pad, min(xs) - pad + (190 / unit if legend else 0))
    canvas = Canvas(
        (min(xs) - pad, right), (low, max(ys) + pad), unit=unit, font_size=9
    )
    pairs = {frozenset(e) for e in matched}
    for v, w in graph.edges:
        if v == w:
            continue
        hot = frozenset((v, w)) in pairs
        canvas.line(
            [pos[v][0], pos[w][0]],
            [pos[v][1], pos[w][1]],
            color=MATCH_COLOR if hot else "#999999",
            width=4 if hot else 1,
        )
    walk = _walk(pos, path)
    if walk:
        canvas.line(
            *walk,
            color=INK,
            width=1.6,
            dash="4,3",
        )
    for v in graph:
        size = 20 if labels else 8
        canvas.marker(*pos[v], shape=shapes.get(v, "o"), size=size, fill=fills[v])
        if labels:
            canvas.text(*pos[v], str(v))
    x = min(xs) - pad + 6 / unit
    for line, (color, text) in enumerate(legend):  # one key a line, below
        y = low + (9 + 15 * (len(legend) - 1 - line)) / unit
        canvas.marker(x + 5 / unit, y, size=9, fill=color)
        canvas.text(x + 13 / unit, y, text, anchor="start")
    return canvas.svg()


@arg.check_args(
    graph=_undirected,
    pos=arg.depends_on("graph", lambda p, what, g: p and _layout(p, what, g)),
)
def geography_svg(graph, *, pos=None):
    """Return the picture of :func:`draw_geography` as SVG.

    Examples
    --------
    >>> from gamelib.draw.geography import geography_svg
    >>> at = {0: (0, 0), 1: (1, 0), 2: (2, 0)}
    >>> svg = geography_svg(nx.path_graph(3), pos=at)
    >>> svg.count(f'stroke="{gl.draw.palette.MATCH_COLOR}"')  # one matched edge
    1
    """
    adjacency, mate, losing = matching_analysis(graph)
    if pos is None:
        pos = _spread(graph)
    simple = nx.Graph()
    simple.add_nodes_from(adjacency)
    simple.add_edges_from((v, w) for v, ws in adjacency.items() for w in ws)
    fills = {v: P_COLOR if v in losing else N_COLOR for v in simple}
    shapes = {v: "s" if v in losing else "o" for v in simple}
    return _graph_svg(
        simple,
        pos,
        matched=[(v, w) for v, w in mate.items()],
        fills=fills,
        shapes=shapes,
        legend=[
            (N_COLOR, "winning start (N)"),
            (P_COLOR, "losing start (P)"),
            (MATCH_COLOR, "matched edge"),
        ],
    )


@arg.check_args(
    graph=_undirected,
    mate=arg.depends_on("graph", _matching),
    pos=arg.depends_on("graph", _layout),
    blossom=arg.depends_on("graph", _vertices),
    path=arg.depends_on("graph", _vertices),
    legend=arg.boolean,
    labels=arg.boolean,
)
def matching_svg(graph, mate, *, pos, blossom=(), path=(), legend=True, labels=True):
    """Return the picture of :func:`draw_matching` as SVG.

    Examples
    --------
    >>> from gamelib.draw.geography import matching_svg
    >>> at = {0: (0, 0), 1: (1, 0), 2: (2, 0)}
    >>> svg = matching_svg(nx.path_graph(3), {0: 1, 1: 0}, pos=at, blossom=[2])
    >>> svg.count(f'fill="{gl.draw.palette.FAINT}"') >= 1
    True
    """
    shaded = set(blossom)
    fills = {v: FAINT if v in shaded else "white" for v in graph}
    keys = [(MATCH_COLOR, "matched edge")]
    if shaded:
        keys.append((FAINT, "blossom"))
    if list(path):
        keys.append((INK, "augmenting path (dashed)"))
    return _graph_svg(
        graph,
        pos,
        matched=[(v, w) for v, w in graph.edges if mate.get(v) == w],
        fills=fills,
        shapes={},
        labels=labels,
        path=path,
        legend=keys if legend else (),
    )


draw_geography = svg_twin(geography_svg)(draw_geography)
draw_board = svg_twin(board_svg)(draw_board)
draw_matching = svg_twin(matching_svg)(draw_matching)
