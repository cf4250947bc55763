"""Undirected vertex geography: maximum matchings decide who wins.

A token sits on a vertex of an undirected graph; the players take turns moving
it along an edge to a vertex it has never visited; the player who cannot move
loses. :class:`VertexGeography` is the ruleset: a position is the pair
``(token, visited)``, so the generic engine can search it (exponentially: for
small graphs only).

The *matching rule* decides the game without search: the first player wins
from ``v`` exactly when every maximum matching of the graph covers ``v``.
With one maximum matching ``M``, the losing starts are the vertices that an
even-length ``M``-alternating path joins to a vertex left unmatched by ``M``,
so all the winning starts come out of one matching and one search:

- :func:`maximum_matching` (from :mod:`gamelib.theory.matching`, which says why
  the matchings are our own and not networkx's);
- :class:`VertexGeography`, whose ``outcome`` and ``winning_moves`` use the
  rule for every position, by comparing the maximum matchings of ``G`` and
  ``G - v``;
- :func:`winning_starts`: every winning start from one matching and one
  search of alternating paths (:func:`gamelib.theory.matching.unmatchable`).

The grid game of JSOI 2009 (BZOJ 1443) on a board is in
:mod:`gamelib.graphgames.boards`.
"""

from gamelib.engine import args as arg
from gamelib.engine.args import MOST_SAMPLES, check_natural, check_size
from gamelib.engine.game import Game
from gamelib.theory.matching import _max_matching as max_matching
from gamelib.theory.matching import _unmatchable as unmatchable

__all__ = [
    "VertexGeography",
    "Visited",
    "losing_starts",
    "matching_analysis",
    "maximum_matching",
    "winning_starts",
]


_GRAPH = arg.undirected_graph(
    other="vertex geography is played on a networkx Graph, got {value!r}",
    directed="this is undirected vertex geography: got a directed {kind}; convert "
    "it with graph.to_undirected() (directed geography is a different, much "
    "harder game)",
)
_VERTEX = arg.vertex_of(
    unhashable="{what} must be a hashable vertex, got {value!r}",
    missing="{what} {value!r} is not a vertex of the graph (its vertices are "
    "{listing})",
)


def _adjacency(graph):
    """The graph as ``{vertex: [neighbours]}``: undirected, no loops, no repeats."""
    graph = _GRAPH(graph, "graph")
    return {v: [w for w in dict.fromkeys(graph[v]) if w != v] for v in graph}


def _check_vertex(adjacency, vertex, what="start vertex"):
    return _VERTEX(vertex, f"the {what}", adjacency)


class Visited(frozenset):
    """The visited vertices of a geography position: a frozenset that prints sorted.

    It equals (and hashes like) the plain frozenset of the same vertices, so
    either may be used in positions; it only prints in a fixed order.

    Examples
    --------
    >>> gl.graphgames.geography.Visited("cab")
    Visited({'a', 'b', 'c'})
    >>> Visited = gl.graphgames.geography.Visited
    >>> str(Visited("cab")), Visited("ab") == {"a", "b"}
    ('{a,b,c}', True)
    >>> gl.graphgames.geography.Visited("b") | {"a"}
    Visited({'a', 'b'})
    """

    __slots__ = ()

    def __repr__(self):
        return "Visited({" + ", ".join(sorted(map(repr, self))) + "})"

    def __str__(self):
        return "{" + ",".join(sorted(map(str, self))) + "}"

    def __or__(self, other):
        """Adding vertices gives a Visited again (so a guessed move prints sorted)."""
        return Visited(frozenset.__or__(self, other))


class VertexGeography(Game):
    """Undirected vertex geography on `graph`, the token starting on `start`.

    Parameters
    ----------
    graph : networkx.Graph
        An undirected graph (loops and repeated edges are ignored: the
        token never returns to a visited vertex).
    start : hashable
        The vertex the token starts on.

    Attributes
    ----------
    start : tuple
        The initial position ``(start, Visited({start}))``.

    Raises
    ------
    TypeError
        If `graph` is not an undirected networkx graph.
    ValueError
        If `start` is not a vertex of `graph`.

    Notes
    -----
    A position is a pair ``(token, visited)``: the vertex the token is on and
    the frozenset of the vertices visited so far (the token's included; a
    :class:`Visited`, which prints its vertices in order, or any set). A
    move takes the token to an unvisited neighbour. From ``(t, visited)`` the
    game is geography on the graph without ``visited - {t}``, so the matching
    rule applies to every position: :meth:`outcome_by_matching`, the closed
    form of the outcome (so ``gl.outcome`` needs no search) and that of the
    winning moves use it. There is no formula for the SG values themselves,
    so ``sg`` always searches.

    Examples
    --------
    On a path of three vertices the first player wins from the middle
    (it is in every maximum matching) and loses from an end:

    >>> import networkx as nx
    >>> path = nx.path_graph(3)
    >>> [gl.outcome(gl.VertexGeography(path, v), (v, frozenset({v}))) for v in path]
    ['P', 'N', 'P']
    >>> game = gl.VertexGeography(path, 1)
    >>> gl.winning_moves(game, game.start)
    [(0, Visited({0, 1})), (2, Visited({1, 2}))]
    >>> gl.VertexGeography(path, 5)
    Traceback (most recent call last):
    ...
    ValueError: the start vertex 5 is not a vertex of the graph (its vertices are
    0, 1, 2)
    """

    name = "vertex geography"

    def __init__(self, graph, start):
        self.adjacency = _adjacency(graph)
        self.graph = graph
        start = _check_vertex(self.adjacency, start)
        self.start_vertex = start
        self.start = (start, Visited([start]))

    def check(self, position):
        if not isinstance(position, tuple) or len(position) != 2:
            raise TypeError(
                "a vertex geography position is a pair (token, visited), e.g. "
                f"game.start = {self.start!r}; got {position!r}"
            )
        token, visited = position
        _check_vertex(self.adjacency, token, "token's vertex")
        if isinstance(visited, (str, bytes)) or not hasattr(visited, "__iter__"):
            raise TypeError(
                f"the visited vertices must be a set of vertices, got {visited!r}"
            )
        visited = Visited(visited)
        for vertex in visited:
            _check_vertex(self.adjacency, vertex, "visited vertex")
        if token not in visited:
            raise ValueError(
                f"the token's vertex {token!r} must be among the visited vertices"
            )
        return (token, visited)

    def options(self, position):
        token, visited = position
        return [
            (w, Visited(visited | {w}))
            for w in self.adjacency[token]
            if w not in visited
        ]

    def describe_move(self, position, option):
        return f"move to {option[0]}"

    def starts(self):
        """Return the first position from every vertex, in the graph's order.

        Examples
        --------
        >>> import networkx as nx
        >>> gl.VertexGeography(nx.path_graph(2), 0).starts()
        [(0, Visited({0})), (1, Visited({1}))]
        """
        return [(v, Visited([v])) for v in self.adjacency]

    def sample_positions(self, bound):
        """Return up to `bound` positions, fewest visited vertices first (for check).

        Every start comes first (the token on any vertex, not only on
        `start`), then every position one move later, and so on, each level
        in the order of the graph's vertices.

        Examples
        --------
        >>> import networkx as nx
        >>> gl.VertexGeography(nx.path_graph(3), 0).sample_positions(4)
        [(0, Visited({0})), (1, Visited({1})), (2, Visited({2})), (0, Visited({0, 1}))]
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        bound = check_natural(bound, "bound")
        rank = {v: i for i, v in enumerate(self.adjacency)}

        def order(position):
            token, visited = position
            return rank[token], sorted(rank[v] for v in visited)

        found, level = [], self.starts()
        while level and len(found) < bound:
            found += level[: bound - len(found)]
            larger = {o for p in level for o in self.options(p)}
            level = sorted(larger, key=order)
        return found

    def remaining(self, position):
        """Return the graph the game from `position` is played on.

        From ``(token, visited)`` the token can only ever use the unvisited
        vertices, so the game is vertex geography, from the token, on the
        subgraph of the token and the unvisited vertices (a networkx view).

        Examples
        --------
        >>> import networkx as nx
        >>> game = gl.VertexGeography(nx.path_graph(4), 1)
        >>> rest = game.remaining((2, {1, 2}))
        >>> sorted(rest), sorted(rest.edges)
        ([0, 2, 3], [(2, 3)])
        """
        token, visited = self.check(position)
        kept = [v for v in self.graph if v not in visited or v == token]
        return self.graph.subgraph(kept)

    def _remaining(self, visited):
        return {
            v: [w for w in ws if w not in visited]
            for v, ws in self.adjacency.items()
            if v not in visited
        }

    def outcome_by_matching(self, position):
        """Return "N" or "P" for `position` by the matching rule (no search).

        Examples
        --------
        >>> import networkx as nx
        >>> game = gl.VertexGeography(nx.cycle_graph(5), 0)
        >>> game.outcome_by_matching(game.start)  # an odd cycle misses any vertex
        'P'
        """
        token, visited = self.check(position)
        rest = self._remaining(visited - {token})
        return _outcome(rest, token)

    def outcome_closed_form(self, position):
        return self.outcome_by_matching(position)

    def winning_moves_closed_form(self, position):
        token, visited = position
        rest = self._remaining(visited)
        losing = unmatchable(rest, max_matching(rest))
        return [
            (w, Visited(visited | {w}))
            for w in self.adjacency[token]
            if w not in visited and w in losing
        ]

    def sample_shapes(self, rng):
        """Positions deep into play (every visited set is a shape here), for check:
        random plays from every start, each position on the way."""
        positions = []
        for start in self.starts():
            here = start
            for _ in range(len(self.adjacency)):
                positions.append(here)
                options = list(self.options(here))
                if not options:
                    break
                here = rng.choice(options)
        return positions

    def __repr__(self):
        return (
            f"VertexGeography(<{len(self.adjacency)} vertices>, {self.start_vertex!r})"
        )


# -- maximum matchings ----------------------------------------------------------


def maximum_matching(graph):
    """Return a maximum matching of `graph` as a dict ``{vertex: its mate}``.

    Both ends of every matched edge are keys; unmatched vertices are not.
    Bipartite graphs use the Hopcroft-Karp algorithm, other graphs Edmonds'
    blossom algorithm (a greedy matching, then one search for an augmenting
    path from each free vertex); both are iterative.

    Examples
    --------
    >>> import networkx as nx
    >>> mate = gl.graphgames.geography.maximum_matching(nx.path_graph(4))
    >>> sorted(mate.items())
    [(0, 1), (1, 0), (2, 3), (3, 2)]
    >>> len(gl.graphgames.geography.maximum_matching(nx.cycle_graph(7))) // 2
    3
    """
    return max_matching(_adjacency(graph))


def _matching_size(adjacency):
    return len(max_matching(adjacency)) // 2


def _outcome(adjacency, start):
    """ "N" if every maximum matching covers `start`, else "P" (two matchings)."""
    without = {v: [w for w in ws if w != start] for v, ws in adjacency.items()}
    del without[start]
    return "N" if _matching_size(without) < _matching_size(adjacency) else "P"


def matching_analysis(graph):
    """Return the neighbours, a maximum matching and the losing starts of `graph`.

    What a picture of vertex geography shows: each vertex with its
    neighbours (loops and repeated edges dropped), the matching (each vertex
    mapped to its partner) and the set of start vertices that lose.

    Examples
    --------
    >>> import networkx as nx
    >>> geography = gl.graphgames.geography
    >>> adjacency, mate, losing = geography.matching_analysis(nx.path_graph(3))
    >>> adjacency[1], sorted(losing)
    ([0, 2], [0, 2])
    """
    adjacency = _adjacency(graph)
    mate = max_matching(adjacency)
    return adjacency, mate, unmatchable(adjacency, mate)


def losing_starts(graph):
    """Return the vertices from which the first player loses, in the graph's order.

    These are the vertices that some maximum matching misses; they are found
    from one maximum matching, as in :func:`winning_starts`.

    Examples
    --------
    >>> import networkx as nx
    >>> gl.graphgames.geography.losing_starts(nx.path_graph(5))
    [0, 2, 4]
    """
    adjacency = _adjacency(graph)
    losing = unmatchable(adjacency, max_matching(adjacency))
    return [v for v in adjacency if v in losing]


def winning_starts(graph):
    """Return the vertices from which the first player wins, in the graph's order.

    One maximum matching ``M`` and one search: a vertex is a losing start
    exactly when an even-length ``M``-alternating path (possibly of length
    0) joins it to a vertex that ``M`` leaves unmatched.

    Examples
    --------
    >>> geography = gl.graphgames.geography
    >>> import networkx as nx
    >>> geography.winning_starts(nx.path_graph(5))  # the even positions are missed
    [1, 3]
    >>> gl.graphgames.geography.winning_starts(nx.complete_graph(4))
    [0, 1, 2, 3]
    """
    adjacency = _adjacency(graph)
    losing = unmatchable(adjacency, max_matching(adjacency))
    return [v for v in adjacency if v not in losing]


# -- boards (BZOJ 1443) ---------------------------------------------------------


# -- drawings -------------------------------------------------------------------
