"""Vertex geography: graphs with their matchings, and boards, in matplotlib and SVG."""

from html import escape

import networkx as nx

from gamelib.boards import board_analysis
from gamelib.draw.backend import require_matplotlib
from gamelib.draw.graph import legend_marker
from gamelib.draw.palette import MATCH_COLOR, N_COLOR, OBSTACLE_COLOR, P_COLOR
from gamelib.draw.svg import svg_open
from gamelib.geography import matching_analysis

__all__ = ["board_svg", "draw_board", "draw_geography"]


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
    nx.draw_networkx_edges(simple, pos, edgelist=others, edge_color="#999999", ax=ax)
    nx.draw_networkx_edges(
        simple, pos, edgelist=matched, edge_color=MATCH_COLOR, width=4, ax=ax
    )
    for kind, color, shape in (("P", P_COLOR, "s"), ("N", N_COLOR, "o")):
        nodes = [v for v in adjacency if (v in losing) == (kind == "P")]
        nx.draw_networkx_nodes(
            simple,
            pos,
            nodelist=nodes,
            node_color=color,
            node_shape=shape,
            node_size=420,
            edgecolors="black",
            linewidths=0.8,
            ax=ax,
        )
    nx.draw_networkx_labels(simple, pos, font_size=8, ax=ax)
    handles = [
        legend_marker("o", N_COLOR),
        legend_marker("s", P_COLOR),
        Line2D([], [], color=MATCH_COLOR, lw=4),
    ]
    labels = ["winning start (N)", "losing start (P)", "matched edge"]
    ax.legend(
        handles,
        labels,
        loc="upper center",
        bbox_to_anchor=(0.5, 0),
        ncol=3,
        frameon=False,
        fontsize=8,
    )
    ax.set_axis_off()
    if title:
        ax.set_title(title, fontsize=10)
    return ax


def _cell_color(char, losing):
    """An obstacle is dark; a free cell blue where placing the token loses."""
    if char == "#":
        return OBSTACLE_COLOR
    return P_COLOR if losing else N_COLOR


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
