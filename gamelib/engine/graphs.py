"""Game graphs: every position reachable from a start, as a networkx graph.

The *game graph* of a position has a node for every position reachable from
it and an edge for every move, each node labelled with its outcome and
Sprague-Grundy value. :mod:`gamelib.draw.graph` draws it, each position on
the layer of its *height* (the length of the longest play from it), so every
move points down and the terminal positions sit on the bottom row.
"""

from gamelib.engine import args as arg
from gamelib.engine.args import _short
from gamelib.engine.core import position_bytes, sg
from gamelib.engine.game import SearchLimitError
from gamelib.engine.loopy import loopy_sg_values, outcome_of_value
from gamelib.engine.options import distinct_options
from gamelib.utils.lazy import networkx as nx

__all__ = ["format_position", "game_graph"]


def format_position(position):
    """Return a compact label: ``3`` for a heap, ``1,2,3`` for a tuple.

    The empty tuple (no heaps left) is shown as ``∅``, never as nothing. A
    tuple inside the position (a component of a sum, a rectangle) keeps its
    parentheses, so ``((0, 0, 0), 0)`` does not read as four heaps.

    Examples
    --------
    >>> gl.engine.graphs.format_position((1, 2, 3))
    '1,2,3'
    >>> gl.engine.graphs.format_position(7)
    '7'
    >>> gl.engine.graphs.format_position(())
    '∅'
    >>> gl.engine.graphs.format_position(((0, 0, 0), 0))
    '(0,0,0),0'
    >>> gl.engine.graphs.format_position(((), (1,)))
    '(),(1)'
    """
    if isinstance(position, tuple):
        if not position:
            return "∅"
        return ",".join(_format_part(p) for p in position)
    return str(position)


def _format_part(part):
    """One coordinate of a tuple position: an inner tuple in parentheses."""
    if isinstance(part, tuple):
        return "(" + ",".join(_format_part(p) for p in part) + ")"
    return str(part)


@arg.check_args(
    game=arg.game,
    position=arg.position_of("game"),
    max_nodes=arg.positive,
    loopy=arg.boolean,
)
def game_graph(game, position, *, max_nodes=1000, loopy=False):
    """Return the game graph of `position` as a ``networkx.DiGraph``.

    Nodes are positions, with attributes ``sg`` (the Sprague-Grundy value),
    ``outcome`` (``"P"`` or ``"N"``) and ``height`` (the longest play from
    the node). The graph attribute ``root`` holds `position`.

    With ``loopy=True`` the graph may have cycles: ``outcome`` may then be
    ``"D"`` (a draw), ``sg`` is the generalised Sprague-Grundy value (an
    ``int`` or a :class:`gamelib.engine.loopy.Infinite`), and where plays can go on
    for ever ``height`` is the number of moves from the farthest position to
    the node's distance from `position` instead, so the drawing still reads
    from the start on the left.

    Parameters
    ----------
    game : Game
    position : hashable
    max_nodes : int, default 1000
        Refuse to build graphs larger than this (drawing them is useless).
    loopy : bool, default False
        Allow cycles, and label draws (see :mod:`gamelib.engine.loopy`).

    Raises
    ------
    ValueError
        If more than `max_nodes` positions are reachable.
    LoopyGameError
        If the game graph has a cycle and `loopy` is False.

    Examples
    --------
    >>> g = gl.game_graph(gl.Bash(2), 3)
    >>> sorted(g.nodes(data="outcome"))
    [(0, 'P'), (1, 'N'), (2, 'N'), (3, 'P')]
    >>> g.number_of_edges()
    5
    >>> line = gl.game_from(lambda n: {0: [1], 1: [0, 2], 2: [1, 3], 3: []}[n])
    >>> sorted(gl.game_graph(line, 0, loopy=True).nodes(data="outcome"))
    [(0, 'D'), (1, 'D'), (2, 'N'), (3, 'P')]
    """
    graph = nx.DiGraph(root=position)
    graph.add_node(position)
    frontier, memory_left = [position], game.search_memory
    while frontier:
        node = frontier.pop()
        for option in distinct_options(game, node):
            if option not in graph:
                if graph.number_of_nodes() >= max_nodes:
                    raise ValueError(
                        f"the game graph of {_short(position)} has more than "
                        f"{max_nodes} positions; start from a smaller position or "
                        "raise max_nodes"
                    )
                # nodes are few, so each is measured: growing positions stop here
                memory_left -= 3 * position_bytes(option)  # graph, frontier, list
                if memory_left < 0:
                    raise SearchLimitError(
                        f"the positions of the game graph of {_short(position)} "
                        f"fill more than search_memory = {game.search_memory:,} "
                        "bytes: start from a smaller position, or raise the "
                        f"budget on the game: game.search_memory = "
                        f"{4 * game.search_memory:,}"
                    )
                frontier.append(option)
            graph.add_edge(node, option)
    if loopy:
        _label_loopy(game, graph, position)
        return graph
    for node in graph:
        value = sg(game, node)
        graph.nodes[node]["sg"] = value
        graph.nodes[node]["outcome"] = "P" if value == 0 else "N"
    _set_heights(graph)
    return graph


def _set_heights(graph):
    for node in reversed(list(nx.topological_sort(graph))):
        heights = [graph.nodes[child]["height"] + 1 for child in graph.successors(node)]
        graph.nodes[node]["height"] = max(heights, default=0)


def _label_loopy(game, graph, position):
    """Generalised SG values and P/N/D outcomes; layers by distance if cyclic."""
    values = loopy_sg_values(game, position, max_nodes=graph.number_of_nodes())
    # The values are found under one position per cache key (Nim's (0, 1) and
    # (1, 0) share one), so look each node up by its key.
    by_key = {game.key(p): v for p, v in values.items()}
    for node in graph:
        value = by_key[game.key(node)]
        graph.nodes[node]["sg"] = value
        graph.nodes[node]["outcome"] = outcome_of_value(value)
    if nx.is_directed_acyclic_graph(graph):
        _set_heights(graph)
        return
    distance = nx.single_source_shortest_path_length(graph, position)
    farthest = max(distance.values())
    for node, moves in distance.items():
        graph.nodes[node]["height"] = farthest - moves
