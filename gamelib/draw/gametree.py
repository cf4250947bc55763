"""Game trees with minimax values and alpha-beta cut-offs: matplotlib and SVG.

Also the critical tree of Knuth and Moore (:func:`critical_types`,
:func:`draw_critical_tree`): the nodes alpha-beta must examine on a uniform
tree whose best move comes first everywhere.
"""

from html import escape
from math import inf

from gamelib.draw.backend import require_matplotlib, svg_twin
from gamelib.draw.graph import legend_marker
from gamelib.draw.palette import (
    MAX_COLOR,
    MIN_COLOR,
    PRUNED_COLOR,
    WINDOW_COLOR,
)
from gamelib.draw.svg import svg_open
from gamelib.engine import args as arg
from gamelib.trees.gametrees import GameTree
from gamelib.trees.treesearch import SearchResult, known_bounds

__all__ = [
    "critical_tree_svg",
    "critical_types",
    "draw_critical_tree",
    "draw_game_tree",
    "format_bound",
    "format_value",
    "game_tree_svg",
]


def _drawable(tree):
    """`tree` as a GameTree small enough to draw, or a ValueError saying why not."""
    tree = _as_tree(tree)
    if len(tree) > 2000:
        raise ValueError(
            f"the tree has {len(tree):,} nodes; drawing more than 2,000 is useless"
        )
    return tree


def _as_tree(tree):
    return tree if isinstance(tree, GameTree) else GameTree(tree)


def _layout(tree):
    """x: leaves at 0, 1, 2, ...; an inner node midway over its first and last child."""
    xs = [0.0] * len(tree)
    leaf = 0
    for v in range(len(tree)):
        if not tree.children[v]:
            xs[v] = leaf
            leaf += 1
    for v in reversed(range(len(tree))):
        kids = tree.children[v]
        if kids:
            xs[v] = (xs[kids[0]] + xs[kids[-1]]) / 2
    return xs


def _pruned_nodes(tree, pruned):
    hidden = set()
    for root in pruned:
        hidden.update(range(root, root + tree.sizes[root]))
    return hidden


def format_value(value):
    """A minimax value as text, with the infinite bounds as ``+∞`` and ``−∞``."""
    if value == inf:
        return "+∞"
    if value == -inf:
        return "−∞"
    return str(value)


def format_bound(low, high):
    """The text for what is known of a node: ``3``, ``≥ 3``, ``≤ 3`` or ``2…5``."""
    if low == high:
        return format_value(low)
    if high == inf:
        return "≥" + format_value(low)
    if low == -inf:
        return "≤" + format_value(high)
    return f"{format_value(low)}…{format_value(high)}"


_RESULT = arg.optional(
    arg.instance_of(SearchResult, "a SearchResult (from gl.alphabeta or gl.minimax)")
)


def _tree_axes(tree, ax, per_leaf):
    """The tree to draw, its x coordinates, its height and the axes (new if None)."""
    require_matplotlib()
    import matplotlib.pyplot as plt

    tree = _drawable(tree)
    xs = _layout(tree)
    height = max(tree.depths)
    if ax is None:
        width = min(14, max(6, 1 + per_leaf * len(tree.leaves())))
        _, ax = plt.subplots(figsize=(width, 1.4 + 1.1 * height), layout="constrained")
    return tree, xs, height, ax


def _tree_edges(tree, xs):
    """Each edge as (child, its xs, its ys): the child's depth is minus its y."""
    for v in range(1, len(tree)):
        p = tree.parents[v]
        yield v, [xs[p], xs[v]], [-tree.depths[p], -tree.depths[v]]


def _tree_legend(ax, handles, xs, bottom):
    """The key above the tree, no axes, and the limits around the nodes."""
    ax.legend(
        handles=handles,
        loc="lower left",
        bbox_to_anchor=(0, 1),
        ncol=len(handles),
        frameon=False,
        fontsize=8,
    )
    ax.set_axis_off()
    ax.set_xlim(-0.7, max(xs) + 0.7)
    ax.set_ylim(bottom, 0.7)
    return ax


def _leaf(ax, x, y, payoff, *, size, font, edge, color, **line):
    """A leaf: a white square with the payoff in it."""
    ax.scatter(
        [x], [y], marker="s", s=size, zorder=2, c="white", edgecolors=edge, **line
    )
    ax.text(
        x,
        y,
        str(payoff),
        ha="center",
        va="center",
        fontsize=font,
        color=color,
        zorder=3,
    )


def _inner(ax, x, y, up, *, size, fill, edge):
    """An inner node: a triangle up (Max to move) or down (Min to move)."""
    ax.scatter(
        [x],
        [y],
        marker="^" if up else "v",
        s=size,
        zorder=2,
        c=fill,
        edgecolors=edge,
        linewidths=0.8,
    )


@arg.check_args(ax=arg.axes, result=_RESULT)
def draw_game_tree(tree, ax=None, *, result=None, labels=False):
    """Draw a game tree: Max nodes purple triangles up, Min nodes lilac ones down.

    Parameters
    ----------
    tree : GameTree or nested lists
    ax : matplotlib.axes.Axes, optional
    result : SearchResult, optional
        Writes beside each node the search settled what it proved about the
        node's value (see :func:`known_bounds`): the value, or only a bound
        ``≥ v`` or ``≤ v`` (or a range ``a…b``) where a cutoff below hid
        part of the subtree; and draws the branches it pruned in light grey
        (dashed).
    labels : bool, default False
        Write the tree's node labels (e.g. game positions) under the nodes.

    Returns
    -------
    matplotlib.axes.Axes
    """
    tree, xs, height, ax = _tree_axes(tree, ax, 0.6)
    from matplotlib.lines import Line2D

    hidden = _pruned_nodes(tree, result.pruned) if result else set()
    values = result.values if result else {}
    known = known_bounds(tree, values)
    for v, edge_xs, edge_ys in _tree_edges(tree, xs):
        grey = v in hidden
        ax.plot(
            edge_xs,
            edge_ys,
            color="#c8c8c8" if grey else "#555555",
            ls="--" if grey else "-",
            lw=1,
            zorder=1,
        )
    for v in range(len(tree)):
        x, y = xs[v], -tree.depths[v]
        grey = v in hidden
        edge = "#bbbbbb" if grey else "black"
        if tree.is_leaf(v):
            color = "#aaaaaa" if grey else "black"
            _leaf(
                ax,
                x,
                y,
                tree.payoffs[v],
                size=380,
                font=8,
                edge=edge,
                color=color,
                linewidths=0.8,
            )
        else:
            up = tree.is_max(v)
            fill = PRUNED_COLOR if grey else (MAX_COLOR if up else MIN_COLOR)
            _inner(ax, x, y, up, size=420, fill=fill, edge=edge)
            if v in values:
                ax.text(
                    x,
                    y + 0.3,
                    format_bound(*known[v]),
                    ha="center",
                    va="bottom",
                    fontsize=9,
                    fontweight="bold",
                    zorder=3,
                )
        if labels and tree.labels is not None:
            ax.text(
                x,
                y - 0.3,
                tree.labels[v],
                ha="center",
                va="top",
                fontsize=7,
                color="#555555",
            )
    handles = [
        legend_marker("^", MAX_COLOR, "Max to move"),
        legend_marker("v", MIN_COLOR, "Min to move"),
        legend_marker("s", "white", "payoff to Max"),
    ]
    if hidden:
        handles.append(Line2D([], [], ls="--", color="#c8c8c8", label="pruned"))
    return _tree_legend(ax, handles, xs, -height - 0.7)


def _search_state(tree, result, step):
    """What the picture shows of a search: values, pruned, seen and current step.

    ``seen`` is None (everything seen) and ``current`` None unless `step`
    stops a traced search part way.
    """
    values, hidden, seen, current = {}, set(), None, None
    if result is not None:
        if step is None or result.steps is None:
            values = result.values
            hidden = _pruned_nodes(tree, result.pruned)
        else:
            steps = result.steps[: step + 1]
            seen = {s.node for s in steps if s.kind == "visit"}
            for s in steps:
                if s.kind in ("leaf", "return"):
                    values[s.node] = s.value
                elif s.kind == "prune":
                    hidden |= _pruned_nodes(tree, s.pruned)
            current = result.steps[step] if steps else None
    return values, hidden, seen, current


def _svg_edge_style(v, hidden, seen):
    if v in hidden:
        return 'stroke="#cccccc" stroke-dasharray="4,3"'
    if seen is not None and v not in seen:
        return 'stroke="#bbbbbb"'
    return 'stroke="#555555"'


@arg.check_args(width=arg.positive, level=arg.positive, result=_RESULT)
def game_tree_svg(tree, *, result=None, step=None, width=900, level=64):
    """Return an SVG drawing of a game tree, optionally part way through a search.

    Parameters
    ----------
    tree : GameTree or nested lists
    result : SearchResult, optional
        The search to show: values beside the nodes, pruned branches grey.
    step : int, optional
        With a traced result, show the search only up to ``result.steps[step]``:
        nodes not yet visited are hollow, the current node has a yellow ring
        and its window (alpha, beta) written beside it.
    width, level : int
        Width of the picture, and the height of one level, in pixels.

    Examples
    --------
    >>> svg = gl.draw.game_tree_svg([[3, 12, 8], [2, 4, 6], [14, 5, 2]],
    ...                        result=gl.alphabeta([[3, 12, 8], [2, 4, 6], [14, 5, 2]]))
    >>> svg.startswith("<svg") and svg.count('class="pruned"')
    2
    """
    tree = _as_tree(tree)
    xs = _layout(tree)
    spread = max(xs) or 1
    margin = 24
    height = level * max(tree.depths) + 2 * margin + 16
    cell = (width - 2 * margin) / spread if spread else 0
    leaf_count = len(tree.leaves())
    size = max(5, min(11, (width - 2 * margin) / max(leaf_count, 1) / 2.2))

    def point(v):
        x = margin + xs[v] * cell if spread else width / 2
        return x, margin + 14 + tree.depths[v] * level

    values, hidden, seen, current = _search_state(tree, result, step)
    known = known_bounds(tree, values)
    parts = [svg_open(width, height)]
    for v in range(1, len(tree)):
        (x1, y1), (x2, y2) = point(tree.parents[v]), point(v)
        style = _svg_edge_style(v, hidden, seen)
        parts.append(
            f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" {style}/>'
        )
    for v in range(len(tree)):
        x, y = point(v)
        kind = "pruned" if v in hidden else "node"
        faint = v in hidden or (seen is not None and v not in seen)
        stroke = "#bbbbbb" if faint else "black"
        if current is not None and v == current.node:
            parts.append(
                f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{size + 6:.1f}" '
                'fill="#ffe14d" stroke="none"/>'
            )
        if tree.is_leaf(v):
            parts.append(
                f'<g class="{kind}"><rect x="{x - size:.1f}" y="{y - size:.1f}" '
                f'width="{2 * size:.1f}" height="{2 * size:.1f}" fill="white" '
                f'stroke="{stroke}"/><text x="{x:.1f}" y="{y + 4:.1f}" '
                f'text-anchor="middle" fill="{"#aaaaaa" if faint else "black"}">'
                f"{escape(str(tree.payoffs[v]))}</text></g>"
            )
            continue
        up = tree.is_max(v)
        if v in hidden:
            fill = PRUNED_COLOR
        elif seen is not None and v not in seen:
            fill = "white"
        else:
            fill = MAX_COLOR if up else MIN_COLOR
        r = size + 2
        tip, base = (y - r, y + 0.7 * r) if up else (y + r, y - 0.7 * r)
        parts.append(
            f'<g class="{kind}"><polygon points="{x:.1f},{tip:.1f} '
            f'{x - r:.1f},{base:.1f} {x + r:.1f},{base:.1f}" fill="{fill}" '
            f'stroke="{stroke}"/>'
        )
        if v in values:
            parts.append(
                f'<text x="{x + r + 3:.1f}" y="{y - 2:.1f}" font-weight="bold">'
                f"{escape(format_bound(*known[v]))}</text>"
            )
        parts.append("</g>")
    if current is not None and current.kind != "leaf":
        x, y = point(current.node)
        window = f"α={format_value(current.alpha)} β={format_value(current.beta)}"
        parts.append(
            f'<text x="{x:.1f}" y="{y - size - 10:.1f}" text-anchor="middle" '
            f'fill="#7a5c00" font-size="11">{escape(window)}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def critical_types(tree):
    """Return Knuth and Moore's type (1, 2 or 3) of each node, 0 if not critical.

    The root is of type 1. The first child of a type 1 node is of type 1 and
    its other children of type 2; the first child of a type 2 node is of
    type 3 and its other children are not critical; every child of a type 3
    node is of type 2; nothing below a node that is not critical is critical.
    With the best move first at every node, alpha-beta examines exactly the
    critical nodes: type 1 nodes (the principal variation) get the full
    window, a type 2 node is refuted by its first child, and a type 3 node
    needs all its children, each refuted in turn.

    Parameters
    ----------
    tree : GameTree or nested lists

    Returns
    -------
    list of int
        The type of each node, in node order.

    Examples
    --------
    >>> gl.draw.gametree.critical_types([[1, 2], [3, 4]])
    [1, 1, 1, 2, 2, 3, 0]
    """
    tree = _as_tree(tree)
    types = [0] * len(tree)
    types[0] = 1
    for v in range(len(tree)):  # a parent comes before its children
        kids = tree.children[v]
        for i, child in enumerate(kids):
            if types[v] == 1:
                types[child] = 1 if i == 0 else 2
            elif types[v] == 2:
                types[child] = 3 if i == 0 else 0
            elif types[v] == 3:
                types[child] = 2
    return types


def _critical_nodes(tree, types, xs):
    """Each node as (node, x, y, critical, leaf): the geometry of both pictures."""
    for v in range(len(tree)):
        yield v, xs[v], -tree.depths[v], types[v] > 0, tree.is_leaf(v)


def _critical_edge(kind):
    """The edge into a node of type `kind`: its colour, width, and if dashed."""
    critical = kind > 0
    return ("#555555" if critical else "#c8c8c8"), (3 if kind == 1 else 1), not critical


def _critical_fill(tree, v, critical):
    if not critical:
        return PRUNED_COLOR
    return MAX_COLOR if tree.is_max(v) else MIN_COLOR


@arg.check_args(ax=arg.axes)
def draw_critical_tree(tree, ax=None):
    """Draw a game tree with the type of each critical node beside it.

    The principal variation (type 1) is drawn thick; the nodes that are not
    critical are grey and their edges dashed, as alpha-beta's pruned
    branches are in :func:`draw_game_tree`.

    Parameters
    ----------
    tree : GameTree or nested lists
        Usually a uniform tree, with its best moves first (``tree.ordered()``).
    ax : matplotlib.axes.Axes, optional

    Returns
    -------
    matplotlib.axes.Axes
    """
    tree, xs, height, ax = _tree_axes(tree, ax, 0.45)
    from matplotlib.lines import Line2D

    types = critical_types(tree)
    for v, edge_xs, edge_ys in _tree_edges(tree, xs):
        color, width, dashed = _critical_edge(types[v])
        ax.plot(
            edge_xs,
            edge_ys,
            color=color,
            ls="--" if dashed else "-",
            lw=width,
            zorder=1,
        )
    for v, x, y, critical, leaf in _critical_nodes(tree, types, xs):
        edge = "black" if critical else "#bbbbbb"
        if leaf:
            color = "black" if critical else "#aaaaaa"
            _leaf(ax, x, y, tree.payoffs[v], size=300, font=7, edge=edge, color=color)
        else:
            fill = _critical_fill(tree, v, critical)
            _inner(ax, x, y, tree.is_max(v), size=380, fill=fill, edge=edge)
        if critical:
            ax.text(
                x,
                y - 0.3 if leaf else y + 0.28,
                str(types[v]),
                ha="center",
                va="top" if leaf else "bottom",
                fontsize=9,
                fontweight="bold",
                color=WINDOW_COLOR,
                zorder=3,
            )
    handles = [
        legend_marker("^", MAX_COLOR, "Max to move"),
        legend_marker("v", MIN_COLOR, "Min to move"),
        Line2D([], [], lw=3, color="#555555", label="type 1 (principal variation)"),
        Line2D([], [], ls="--", color="#c8c8c8", label="not critical"),
        Line2D(
            [], [], ls="", marker="$2$", color=WINDOW_COLOR, label="type of the node"
        ),
    ]
    return _tree_legend(ax, handles, xs, -height - 0.8)


def _tree_twin(tree, result=None, labels=False):
    # (the SVG has no node labels: the explorer's picture, with the values)
    return game_tree_svg(tree, result=result)


def critical_tree_svg(tree):
    """Return the picture of :func:`draw_critical_tree` as SVG.

    Examples
    --------
    >>> from gamelib.draw.gametree import critical_tree_svg
    >>> critical_tree_svg([[1, 2], [3, 4]]).count('font-weight="bold"')  # 6 critical
    6
    """
    from gamelib.draw.svg import Canvas

    tree = _drawable(tree)
    types = critical_types(tree)
    xs = _layout(tree)
    height = max(tree.depths)
    unit = max(24, min(60, 700 / (max(xs) + 1.4)))
    canvas = Canvas(
        (-0.7, max(xs) + 0.7), (-height - 0.8, 0.7), unit=unit, font_size=10
    )
    for v, edge_xs, edge_ys in _tree_edges(tree, xs):
        color, width, dashed = _critical_edge(types[v])
        canvas.line(
            edge_xs, edge_ys, color=color, width=width, dash="4,3" if dashed else None
        )
    for v, x, y, critical, leaf in _critical_nodes(tree, types, xs):
        edge = "black" if critical else "#bbbbbb"
        if leaf:
            canvas.marker(x, y, shape="s", size=17, fill="white", stroke=edge)
            color = "black" if critical else "#aaaaaa"
            canvas.text(x, y, str(tree.payoffs[v]), size=8, color=color)
        else:
            fill = _critical_fill(tree, v, critical)
            shape = "^" if tree.is_max(v) else "v"
            canvas.marker(x, y, shape=shape, size=19, fill=fill, stroke=edge)
        if critical:
            canvas.text(
                x,
                y - 0.42 if leaf else y + 0.38,
                str(types[v]),
                bold=True,
                color=WINDOW_COLOR,
            )
    return canvas.svg()


draw_game_tree = svg_twin(_tree_twin)(draw_game_tree)
draw_critical_tree = svg_twin(critical_tree_svg)(draw_critical_tree)
