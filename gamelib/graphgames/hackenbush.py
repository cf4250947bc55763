"""Green Hackenbush: cut an edge of a rooted graph; what falls off the ground is gone.

A *Green Hackenbush picture* is an undirected graph, loops and multiple edges
allowed, with one vertex marked as the *ground*. A move cuts (deletes) one
edge; every edge that is then no longer joined to the ground by a path falls
off too. The player who cannot move (nothing is left) loses.

:class:`GreenHackenbush` is the ruleset of one picture. Its edges are numbered
``0, 1, ..., m - 1`` and a position is the ``frozenset`` of the numbers of the
edges still standing (an :class:`Edges`, which prints them in order), so
the generic engine can search it like any other game (exponential in the
number of edges: for small pictures). The closed form computes the value of
any picture in linear time:

- the *colon principle* (trees): the value of a vertex is the XOR, over the
  edges going up from it, of (value of the vertex above the edge + 1);
- the *fusion principle* (any graph): the vertices of a cycle may be fused
  into one vertex, the edges of the cycle becoming loops, and a loop is worth
  a single edge (``*1``). Fusing every 2-edge-connected part of the picture
  leaves a tree with loops, which the colon principle values.

Everything is iterative, so a bamboo of 10^5 edges is valued in a fraction of
a second. The pictures are drawn by :mod:`gamelib.draw.hackenbush`.
"""

from functools import cached_property

from gamelib.engine import args as arg
from gamelib.engine.args import MOST_SAMPLES, check_natural, check_size
from gamelib.engine.game import Game
from gamelib.graphgames.hackenbush_data import (
    Edges,
    _edges,
    _tree_value,
    _vertices_of,
    parse_tree,
    random_rooted_graph,
)
from gamelib.utils.lazy import networkx as nx

__all__ = [
    "Edges",  # re-exported: the type of a position
    "GreenHackenbush",
    "random_rooted_graph",  # re-exported: pictures to play on
]


_GROUND = arg.vertex_of(
    unhashable="{what} must be a hashable vertex, got {value!r}",
    missing="{what} vertex {value!r} is not a vertex of the graph (its vertices are "
    "{listing}); say which vertex is the ground with ground=...",
)


class GreenHackenbush(Game):
    """Green Hackenbush on one rooted (multi)graph.

    Parameters
    ----------
    graph : networkx.Graph or networkx.MultiGraph or iterable of (u, v)
        The picture: an undirected graph (loops and parallel edges allowed),
        or the list of its edges (an empty list is the bare ground). Its
        edges are numbered 0, 1, ... in the order in which the list or
        ``graph.edges`` gives them.
    ground : hashable, default 0
        The vertex that stands for the ground.

    Attributes
    ----------
    edges : tuple of (u, v)
        The ends of edge number ``i`` are ``edges[i]``.
    ground : hashable
    start : Edges
        The position with every edge standing.

    Raises
    ------
    TypeError
        If `graph` is directed, or neither a networkx graph nor a list of
        pairs.
    ValueError
        If the ground is not a vertex of the graph, or some edge is not
        joined to the ground.

    Notes
    -----
    A position is the ``frozenset`` of the numbers of the standing edges (the
    game returns them as :class:`Edges`, which print sorted); the
    game's ``check`` accepts any collection of edge numbers, but refuses one
    whose edges are not all joined to the ground (such edges would already
    have fallen: :meth:`prune` drops them).

    A tree is valued when it is built, by one pass from the leaves down that
    also shows every edge joined to the ground, so the value of ``start``
    costs nothing afterwards and ``check`` takes ``start`` as it is. Any other
    picture is pruned once when built and valued by :meth:`structure`.

    Examples
    --------
    A bamboo stalk of three edges is a Nim heap of three:

    >>> stalk = gl.GreenHackenbush([(0, 1), (1, 2), (2, 3)])
    >>> gl.sg(stalk, stalk.start), gl.sg(stalk, stalk.start, closed_form=False)
    (3, 3)
    >>> sorted(stalk.cut(stalk.start, 1))  # cutting edge 1 drops edge 2 too
    [0]

    A triangle on the ground is worth ``*1`` by the fusion principle (its
    three edges become three loops on the ground, ``*1 + *1 + *1``):

    >>> triangle = gl.GreenHackenbush([(0, 1), (1, 2), (2, 0)])
    >>> gl.sg(triangle, triangle.start)
    1
    >>> gl.sg(triangle, triangle.start, closed_form=False)
    1
    >>> gl.GreenHackenbush([(1, 2), (2, 3)])
    Traceback (most recent call last):
    ...
    ValueError: the ground vertex 0 is not a vertex of the graph (its vertices
    are 1, 2, 3); say which vertex is the ground with ground=...
    """

    name = "Green Hackenbush"

    def __init__(self, graph, ground=0):
        self.edges = _edges(graph, "GreenHackenbush(): graph")
        vertices = _vertices_of(graph, self.edges)
        if not vertices and not isinstance(graph, nx.Graph):
            vertices = [ground]  # an empty list of edges: the bare ground
        self.ground = _GROUND(ground, "the ground", vertices)
        self.vertices = tuple(vertices)
        everything = Edges(range(len(self.edges)))
        # a tree is valued (and known joined to the ground) by one pass here;
        # any other picture is checked by pruning, and valued when asked
        self._start_value = _tree_value(self.vertices, self.edges, ground)
        if self._start_value is None:
            standing = self._prune(everything)
            if standing != everything:
                loose = min(everything - standing)
                raise ValueError(
                    f"edge {loose} {self.edges[loose]!r} is not joined to the "
                    f"ground vertex {ground!r}: every edge of a Hackenbush picture "
                    "must be connected to the ground"
                )
        self.start = everything

    @cached_property
    def _incident(self):
        """For each vertex, its edges as (edge number, other end) pairs."""
        incident = {v: [] for v in self.vertices}
        for i, (u, v) in enumerate(self.edges):
            incident[u].append((i, v))
            if v != u:
                incident[v].append((i, u))
        return incident

    @classmethod
    @arg.check_args(text=arg.text)
    def from_string(cls, text):
        """Build a tree from CGSuite's Hackenbush notation (green edges only).

        Read from the ground: ``e`` is a green edge from the current vertex to
        a new vertex, which becomes the current vertex; ``(A;B;...)`` grows
        the branches A, B, ... from the current vertex. A top-level ``;``
        starts a new stalk on the ground. The ground is vertex 0 and the new
        vertices are numbered 1, 2, ... in the order they are written.

        Examples
        --------
        >>> tree = gl.GreenHackenbush.from_string("e(ee;e)")
        >>> tree.edges
        ((0, 1), (1, 2), (2, 3), (1, 4))
        >>> gl.GreenHackenbush.from_string("e(e;x)")
        Traceback (most recent call last):
        ...
        ValueError: unknown character 'x' at index 4 of 'e(e;x)': the notation
        uses e (a green edge), '(' ';' ')' (branches) and spaces
        """
        edges = parse_tree(text)
        return cls(edges or nx.empty_graph(1, create_using=nx.MultiGraph), ground=0)

    # -- the rules --------------------------------------------------------

    @arg.check_args(
        edge=arg.depends_on("self", lambda e, what, self: self._edge(e, what))
    )
    def other_end(self, edge, vertex):
        """Return the end of `edge` that is not `vertex` (`vertex` for a loop)."""
        u, v = self.edges[edge]
        return v if u == vertex else u

    @arg.check_args(
        edges=arg.depends_on("self", lambda e, what, self: self._edges(e, what))
    )
    def prune(self, edges):
        """Return the edges of `edges` joined to the ground, as :class:`Edges`."""
        return self._prune(edges)

    def _edge(self, edge, what):
        """A checker of an edge number of this picture."""
        return arg.relabel(self._check_edge, edge, what)

    def _edges(self, edges, what):
        """A checker of a collection of edge numbers of this picture, as Edges."""
        if isinstance(edges, (str, bytes, dict)) or not hasattr(edges, "__iter__"):
            arg.refuse(what, "a set of edge numbers", edges)
        return Edges(self._edge(e, what) for e in edges)

    def _prune(self, edges):
        alive = edges if isinstance(edges, (set, frozenset)) else set(edges)
        incident = self._incident
        kept, seen, stack = set(), {self.ground}, [self.ground]
        while stack:
            for edge, other in incident[stack.pop()]:
                if edge in alive and edge not in kept:
                    kept.add(edge)
                    if other not in seen:
                        seen.add(other)
                        stack.append(other)
        return Edges(kept)

    def cut(self, position, edge):
        """Return the position after cutting `edge`: it and all that falls are gone.

        Raises
        ------
        ValueError
            If `edge` is not standing in `position`.
        """
        position = self.check(position)
        edge = self._check_edge(edge)
        if edge not in position:
            raise ValueError(
                f"edge {edge} is not standing in this position; the standing "
                f"edges are {sorted(position)}"
            )
        return self._prune(position - {edge})

    def check(self, position):
        if position is self.start:
            return position  # built by the constructor, valid by construction
        if isinstance(position, (str, bytes)) or not hasattr(position, "__iter__"):
            raise TypeError(
                "a Green Hackenbush position is a frozenset of edge numbers "
                f"(game.start has them all), got {position!r}"
            )
        if type(position) is Edges and all(type(e) is int for e in position):
            edges = position  # the usual case: check the range only
            if edges and (min(edges) < 0 or max(edges) >= len(self.edges)):
                edges = Edges(self._check_edge(e) for e in position)
        else:
            edges = Edges(self._check_edge(e) for e in position)
        standing = self._prune(edges)
        if standing != edges:
            loose = sorted(edges - standing)
            raise ValueError(
                f"edges {loose} are not joined to the ground in this position, so "
                "they would already have fallen; game.prune(edges) drops them"
            )
        return edges

    def _check_edge(self, edge):
        number = check_natural(edge, "an edge number")
        if number >= len(self.edges):
            raise ValueError(
                f"there is no edge {number}: this picture's edges are numbered "
                f"0 to {len(self.edges) - 1}"
            )
        return number

    def options(self, position):
        return [self._prune(position - {edge}) for edge in sorted(position)]

    def describe_move(self, position, option):
        for edge in sorted(position - option):
            if self._prune(position - {edge}) == option:
                fallen = len(position) - len(option) - 1
                u, v = self.edges[edge]
                more = f", {fallen} more fall" if fallen else ""
                return f"cut edge {edge} ({u}–{v}){more}"
        return f"to {sorted(option)}"

    def as_graph(self, position=None):
        """Return the standing edges as a networkx MultiGraph (keys: edge numbers).

        The ground is always a node, so the graph of the empty position is
        the bare ground. Handy for writing your own rules about a position.

        Examples
        --------
        >>> tree = gl.GreenHackenbush.from_string("e(ee;e)")
        >>> sorted(tree.as_graph(tree.cut(tree.start, 1)).edges(keys=True))
        [(0, 1, 0), (1, 4, 3)]
        """
        position = self.start if position is None else self.check(position)
        graph = nx.MultiGraph()
        graph.add_node(self.ground)
        graph.add_edges_from((*self.edges[e], e) for e in sorted(position))
        return graph

    def sample_positions(self, bound):
        """Return up to `bound` positions of this picture, smallest first.

        The positions are exactly the sets of edges joined to the ground
        through each other; they are listed by number of edges, and in
        increasing order of their sorted edge numbers within one size (used
        by :func:`gamelib.check`).

        Examples
        --------
        >>> tree = gl.GreenHackenbush.from_string("e(e;e)")
        >>> [sorted(p) for p in tree.sample_positions(10)]
        [[], [0], [0, 1], [0, 2], [0, 1, 2]]
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        bound = check_natural(bound, "bound")
        found, level = [], [Edges()]
        while level and len(found) < bound:
            found += level[: bound - len(found)]
            larger = set()
            for edges in level:  # add one edge touching what stands
                touched = {self.ground}
                touched.update(v for e in edges for v in self.edges[e])
                for vertex in touched:
                    larger.update(
                        Edges(edges | {e})
                        for e, _ in self._incident[vertex]
                        if e not in edges
                    )
            level = sorted(larger, key=sorted)
        return found

    def sample_large_positions(self, count, rng):
        """Return `count` random positions: random sets of edges, pruned.

        Each edge is kept with chance 3/4, then what is not joined to the
        ground falls (used by :func:`gamelib.check` for large pictures).
        """
        count = check_size(count, "count", MOST_SAMPLES)
        every = range(len(self.edges))
        return [self._prune(e for e in every if rng.randrange(4)) for _ in range(count)]

    # -- the closed form ----------------------------------------------------

    @arg.check_args(position=arg.own_position)
    def structure(self, position):
        """Bridges, fused parts and values of a position (the closed form's work).

        Returns a dict with

        ``order``
            the vertices touched by the position, in depth-first order from
            the ground;
        ``parent``, ``parent_edge``
            the depth-first tree: the vertex below each vertex, and the edge
            to it (``None`` for the ground);
        ``bridges``
            the set of edges on no cycle;
        ``part``
            for each vertex, the vertex its 2-edge-connected part is fused
            into (the part's lowest vertex: the ground, or the top end of the
            bridge it hangs from);
        ``loops``
            for each part, how many of its edges become loops when it is fused;
        ``value``
            for each part, the SG value of everything standing on it (its
            loops and all the parts above it), by the colon principle.

        Examples
        --------
        >>> game = gl.GreenHackenbush([(0, 1), (1, 2), (2, 3), (3, 1), (1, 4)])
        >>> info = game.structure(game.start)
        >>> sorted(info["bridges"]), info["part"][3], info["loops"][1]
        ([0, 4], 1, 3)
        >>> info["value"][1], info["value"][0]  # 3 loops and a leaf: 1 ^ 1 = 0
        (0, 1)
        """
        ground, incident = self.ground, self._incident
        disc, low = {ground: 0}, {ground: 0}
        parent, parent_edge = {ground: None}, {ground: None}
        order, bridges = [ground], set()
        stack = [(ground, iter(incident[ground]))]
        while stack:
            vertex, pending = stack[-1]
            for edge, other in pending:
                if edge not in position or edge == parent_edge[vertex]:
                    continue
                if other not in disc:
                    disc[other] = low[other] = len(order)
                    order.append(other)
                    parent[other], parent_edge[other] = vertex, edge
                    stack.append((other, iter(incident[other])))
                    break
                if disc[other] < low[vertex]:
                    low[vertex] = disc[other]
            else:
                stack.pop()
                if stack:
                    below = stack[-1][0]
                    if low[vertex] < low[below]:
                        low[below] = low[vertex]
                    if low[vertex] > disc[below]:
                        bridges.add(parent_edge[vertex])
        part = {}
        for vertex in order:
            fresh = vertex == ground or parent_edge[vertex] in bridges
            part[vertex] = vertex if fresh else part[parent[vertex]]
        loops = {vertex: 0 for vertex in order if part[vertex] == vertex}
        for edge in position:
            if edge not in bridges:
                loops[part[self.edges[edge][0]]] += 1
        value = {root: count & 1 for root, count in loops.items()}
        for vertex in reversed(order):
            if vertex != ground and part[vertex] == vertex:
                value[part[parent[vertex]]] ^= value[vertex] + 1
        return {
            "order": order,
            "parent": parent,
            "parent_edge": parent_edge,
            "bridges": bridges,
            "part": part,
            "loops": loops,
            "value": value,
        }

    def sg_closed_form(self, position):
        if len(position) == len(self.edges) and self._start_value is not None:
            return self._start_value  # every edge of a tree: valued when built
        return self.structure(position)["value"][self.ground]

    @arg.check_args(position=arg.own_position)
    def vertex_values(self, position):
        """Return, for each vertex standing in `position`, the value standing on it.

        The value of a vertex is the SG value of the picture made of all that
        stands above it, as if it were the ground; the vertices of one fused
        part share the part's value.

        Examples
        --------
        >>> tree = gl.GreenHackenbush.from_string("e(ee;e)")
        >>> tree.vertex_values(tree.start)
        {0: 4, 1: 3, 2: 1, 3: 0, 4: 0}
        """
        info = self.structure(position)
        return {v: info["value"][info["part"][v]] for v in info["order"]}

    def winning_cuts(self, position):
        """Return the edges whose cut leaves a position of value 0, in increasing order.

        Bridges are decided together in one pass from the ground up: cutting
        the bridge into a part, or playing above it, must change that part's
        contribution to exactly the value that makes the whole XOR 0. Each
        edge on a cycle is tried by recomputing the value after the cut, so
        the time is linear for trees and at worst quadratic in general.

        Examples
        --------
        >>> tree = gl.GreenHackenbush.from_string("e(ee;e)")
        >>> tree.winning_cuts(tree.start)  # value *4: only cutting the trunk wins
        [0]
        """
        position = self.check(position)
        info = self.structure(position)
        parent, part, value = info["parent"], info["part"], info["value"]
        need = {self.ground: 0}
        good = []
        for vertex in info["order"][1:]:
            edge = info["parent_edge"][vertex]
            if edge not in info["bridges"]:
                continue
            below = part[parent[vertex]]
            if below not in need:
                continue
            contribution = need[below] ^ value[below] ^ (value[vertex] + 1)
            if contribution == 0:
                good.append(edge)
            else:
                need[vertex] = contribution - 1
        for edge in position - info["bridges"]:
            if self.sg_closed_form(self._prune(position - {edge})) == 0:
                good.append(edge)
        return sorted(good)

    def winning_moves_closed_form(self, position):
        moves = (self._prune(position - {edge}) for edge in self.winning_cuts(position))
        return list(dict.fromkeys(moves))

    def fused(self, position=None):
        """Return the picture with every 2-edge-connected part fused to one vertex.

        Each part becomes the vertex it is fused into (see :meth:`structure`);
        its edges become loops there and the bridges stay edges. The new
        picture has one edge for each standing edge, numbered in increasing
        order of the old numbers, and the same SG value (fusion principle).

        Examples
        --------
        >>> square = gl.GreenHackenbush([(0, 1), (1, 2), (2, 3), (3, 1)])
        >>> square.fused().edges
        ((0, 1), (1, 1), (1, 1), (1, 1))
        """
        position = self.start if position is None else self.check(position)
        info = self.structure(position)
        part = info["part"]
        edges = [
            (part[u], part[v]) for u, v in map(self.edges.__getitem__, sorted(position))
        ]
        return GreenHackenbush(edges, ground=self.ground)

    def sample_shapes(self, rng):
        """Large positions of the drawing and the winning cuts from them."""
        from gamelib.engine.shapes import with_losses

        return with_losses(self, self.sample_large_positions(40, rng), rng)

    def __repr__(self):
        return f"GreenHackenbush(<{len(self.edges)} edges>, ground={self.ground!r})"
