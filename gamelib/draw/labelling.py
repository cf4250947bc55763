"""The three rules of chapter 0 at work: a game graph labelled one step at a time.

:func:`labelling_steps` applies the rules (1: a terminal position is P;
2: a position whose options are all N is P; 3: a position with an option
that is P is N) to the positions of a game graph, each after all of its
options, and records which rule labelled which position, in order.
:func:`draw_labelling` draws the graph after the first ``k`` steps, on the
layout of :mod:`gamelib.draw.graph`: labelled positions in the book's
colours (blue squares P, orange circles N), the others white, and the
position of step ``k`` outlined in red with the rule that labelled it. Only
P and N are shown: chapters 0 and 1 come before Sprague-Grundy values.
"""

from typing import NamedTuple

from gamelib.draw.backend import require_matplotlib, svg_twin
from gamelib.draw.graph import (
    _check_graph,
    _edge_key,
    _sort_key,
    game_graph_svg,
    layered_layout,
)
from gamelib.draw.palette import GREY, HOT_COLOR, INK, N_COLOR, P_COLOR
from gamelib.engine import args as arg
from gamelib.engine.args import check_natural
from gamelib.engine.graphs import format_position

__all__ = ["LabellingStep", "draw_labelling", "labelling_steps", "labelling_svg"]


class LabellingStep(NamedTuple):
    """One application of a rule: `position` gets `label` by rule `rule`."""

    position: object
    label: str
    rule: int


def labelling_steps(graph):
    """Return the labelling of a game graph by the three rules, one step per position.

    Terminal positions come first (rule 1), then the other positions from
    the end of the game backwards: by height, and by position within a
    height, so that every position is labelled after all its options. The
    labels are computed here from the rules alone, not read from the graph.

    Parameters
    ----------
    graph : networkx.DiGraph
        A graph made by :func:`gamelib.game_graph`.

    Returns
    -------
    list of LabellingStep

    Examples
    --------
    >>> steps = gl.draw.labelling.labelling_steps(gl.game_graph(gl.Bash(2), 3))
    >>> [(s.position, s.label, s.rule) for s in steps]
    [(0, 'P', 1), (1, 'N', 3), (2, 'N', 3), (3, 'P', 2)]
    """
    _check_graph(graph)  # a game graph whose every node carries its height
    order = sorted(graph, key=lambda v: (graph.nodes[v]["height"], _sort_key(v)))
    label, steps = {}, []
    for node in order:
        options = list(graph.successors(node))
        if not options:
            step = LabellingStep(node, "P", 1)
        elif all(label[o] == "N" for o in options):
            step = LabellingStep(node, "P", 2)
        else:
            step = LabellingStep(node, "N", 3)
        label[node] = step.label
        steps.append(step)
    return steps


_RULES = {
    1: "rule 1: {} is terminal, so P",
    2: "rule 2: every option of {} is N, so P",
    3: "rule 3: {} has an option that is P, so N",
}


@arg.check_args(ax=arg.axes)
def draw_labelling(graph, k=None, ax=None):
    """Draw a game graph after the first `k` steps of :func:`labelling_steps`.

    Parameters
    ----------
    graph : networkx.DiGraph
        A graph made by :func:`gamelib.game_graph`.
    k : int, optional
        How many steps to show, from 0 (nothing labelled) to the number of
        positions (everything labelled, the default).
    ax : matplotlib.axes.Axes, optional
        Where to draw; a new figure is made if omitted.

    Returns
    -------
    matplotlib.axes.Axes

    Raises
    ------
    ValueError
        If `k` is more than the number of positions.
    """
    require_matplotlib()
    import matplotlib.pyplot as plt
    import networkx as nx

    done, last, caption = _labelled(graph, k)
    coordinates = layered_layout(graph)
    rows = 1 + 2 * max((y for _, y in coordinates.values()), default=0)
    if ax is None:
        columns = 1 + max((x for x, _ in coordinates.values()), default=0)
        _, ax = plt.subplots(figsize=(min(13, 1.5 + columns), min(9, 1.2 + 0.8 * rows)))
    nx.draw_networkx_edges(
        graph,
        coordinates,
        edgelist=sorted(graph.edges, key=_edge_key),
        edge_color=GREY,
        arrowsize=10,
        ax=ax,
        node_size=520,
        connectionstyle="arc3,rad=0.25",
    )
    for kind, color, shape in (
        ("P", P_COLOR, "s"),
        ("N", N_COLOR, "o"),
        (None, "white", "o"),
    ):
        nodes = sorted((v for v in graph if done.get(v) == kind), key=_sort_key)
        nx.draw_networkx_nodes(
            graph,
            coordinates,
            nodelist=nodes,
            node_color=color,
            node_shape=shape,
            node_size=520,
            edgecolors=[HOT_COLOR if v == last else "black" for v in nodes],
            linewidths=[2.5 if v == last else 0.8 for v in nodes],
            ax=ax,
        )
    labels = {v: format_position(v) for v in graph}
    nx.draw_networkx_labels(graph, coordinates, labels=labels, font_size=8, ax=ax)
    ax.set_title(caption, fontsize=9, loc="left", color=INK)
    ax.set_axis_off()
    ax.margins(x=0.06, y=0.15)
    if rows == 1:  # a single line of play: leave room for the arcs below it
        ax.set_ylim(-0.5, 0.3)
    return ax


def _labelled(graph, k):
    """The first `k` steps of both pictures: the labels, the last position, caption."""
    steps = labelling_steps(graph)
    k = len(steps) if k is None else check_natural(k, "the number of steps k")
    if k > len(steps):
        raise ValueError(
            f"the graph has {len(steps)} positions, so k must be at most "
            f"{len(steps)}, got {k}"
        )
    done = {s.position: s.label for s in steps[:k]}
    last = steps[k - 1].position if k else None
    caption = "nothing labelled yet"
    if k:
        caption = f"step {k}, " + _RULES[steps[k - 1].rule].format(
            format_position(last)
        )
    return done, last, caption


def labelling_svg(graph, k=None):
    """Return the picture of :func:`draw_labelling` as SVG (its caption as title).

    Examples
    --------
    >>> from gamelib.draw.labelling import labelling_svg
    >>> svg = labelling_svg(gl.game_graph(gl.Bash(2), 3), 2)
    >>> svg.count('fill="white"'), "rule 3" in svg
    (2, True)
    """
    from gamelib.draw.backend import titled

    done, last, caption = _labelled(graph, k)
    picture = game_graph_svg(graph, show_sg=False, outcomes=done, ring=last)
    return titled(picture, caption)


draw_labelling = svg_twin(labelling_svg)(draw_labelling)
