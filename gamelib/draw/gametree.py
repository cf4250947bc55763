"""Game trees with minimax values and alpha-beta cut-offs: matplotlib and SVG."""

from html import escape
from math import inf

from gamelib.draw.backend import require_matplotlib
from gamelib.draw.graph import legend_marker
from gamelib.draw.palette import (
    MAX_COLOR,
    MIN_COLOR,
    PRUNED_COLOR,
)
from gamelib.draw.svg import svg_open
from gamelib.gametrees import GameTree
from gamelib.treesearch import known_bounds

__all__ = ["draw_game_tree", "format_bound", "format_value", "game_tree_svg"]


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


def draw_game_tree(tree, ax=None, *, result=None, labels=False):
    """Draw a game tree: Max nodes red triangles up, Min nodes blue triangles down.

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
    require_matplotlib()
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D

    tree = _as_tree(tree)
    if len(tree) > 2000:
        raise ValueError(
            f"the tree has {len(tree):,} nodes; drawing more than 2,000 is useless"
        )
    xs = _layout(tree)
    height = max(tree.depths)
    if ax is None:
        width = min(14, max(6, 1 + 0.6 * len(tree.leaves())))
        _, ax = plt.subplots(figsize=(width, 1.4 + 1.1 * height), layout="constrained")
    hidden = _pruned_nodes(tree, result.pruned) if result else set()
    values = result.values if result else {}
    known = known_bounds(tree, values)
    for v in range(1, len(tree)):
        p = tree.parents[v]
        grey = v in hidden
        ax.plot(
            [xs[p], xs[v]],
            [-tree.depths[p], -tree.depths[v]],
            color="#c8c8c8" if grey else "#555555",
            ls="--" if grey else "-",
            lw=1,
            zorder=1,
        )
    for v in range(len(tree)):
        x, y = xs[v], -tree.depths[v]
        grey = v in hidden
        if tree.is_leaf(v):
            ax.scatter(
                [x],
                [y],
                marker="s",
                s=380,
                zorder=2,
                linewidths=0.8,
                c="white",
                edgecolors="#bbbbbb" if grey else "black",
            )
            ax.text(
                x,
                y,
                str(tree.payoffs[v]),
                ha="center",
                va="center",
                fontsize=8,
                color="#aaaaaa" if grey else "black",
                zorder=3,
            )
        else:
            color = (
                PRUNED_COLOR if grey else (MAX_COLOR if tree.is_max(v) else MIN_COLOR)
            )
            marker = "^" if tree.is_max(v) else "v"
            ax.scatter(
                [x],
                [y],
                marker=marker,
                s=420,
                zorder=2,
                c=color,
                edgecolors="#bbbbbb" if grey else "black",
                linewidths=0.8,
            )
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
    ax.set_ylim(-height - 0.7, 0.7)
    return ax


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
    known = known_bounds(tree, values)
    parts = [svg_open(width, height)]
    for v in range(1, len(tree)):
        (x1, y1), (x2, y2) = point(tree.parents[v]), point(v)
        if v in hidden:
            style = 'stroke="#cccccc" stroke-dasharray="4,3"'
        elif seen is not None and v not in seen:
            style = 'stroke="#bbbbbb"'
        else:
            style = 'stroke="#555555"'
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
