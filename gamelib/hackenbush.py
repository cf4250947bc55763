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
a second.
Pictures are drawn with matplotlib (:func:`draw_hackenbush`, for the
notebooks) or as SVG text (:func:`hackenbush_svg`, for the explorers): the
ground is a line at the bottom and the edges grow up from it like stalks.
"""

from collections import Counter, deque
from functools import cached_property
from html import escape
from itertools import chain
from math import cos, hypot, sin
from operator import index, itemgetter, xor
from random import Random

import networkx as nx

from gamelib.core import Game, check_natural

__all__ = [
    "Edges",
    "GreenHackenbush",
    "draw_hackenbush",
    "hackenbush_layout",
    "hackenbush_svg",
    "random_rooted_graph",
]

EDGE_COLOR = "#1a9641"  # green: either player may cut a green edge
HOT_COLOR = "#d7191c"  # red: winning cuts
FALL_COLOR = "#bbbbbb"  # grey: edges that fall with a cut
GROUND_COLOR = "#6b4f2a"


class Edges(frozenset):
    """The standing edges of a position: a frozenset of edge numbers that prints sorted.

    It equals (and hashes like) the plain frozenset of the same numbers, so
    either may be used as a position; it only prints in increasing order.

    Examples
    --------
    >>> gl.hackenbush.Edges({11, 5, 0})
    Edges({0, 5, 11})
    >>> str(gl.hackenbush.Edges({11, 5, 0})), gl.hackenbush.Edges() == frozenset()
    ('{0,5,11}', True)
    """

    __slots__ = ()

    def __repr__(self):
        if not self:
            return "Edges()"
        return "Edges({" + ", ".join(map(str, sorted(self))) + "})"

    def __str__(self):
        return "{" + ",".join(map(str, sorted(self))) + "}"


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
        self.edges = _edge_list(graph)
        try:
            hash(ground)
        except TypeError:
            raise TypeError(
                f"the ground must be a hashable vertex, got {ground!r}"
            ) from None
        vertices = _vertices(graph, self.edges)
        if not vertices and not isinstance(graph, nx.Graph):
            vertices = {ground: None}  # an empty list of edges: the bare ground
        if ground not in vertices:
            listed = ", ".join(map(repr, list(vertices)[:8]))
            more = ", ..." if len(vertices) > 8 else ""
            raise ValueError(
                f"the ground vertex {ground!r} is not a vertex of the graph (its "
                f"vertices are {listed}{more}); say which vertex is the ground "
                "with ground=..."
            )
        self.ground = ground
        self.vertices = tuple(vertices)
        everything = Edges(range(len(self.edges)))
        # a tree is valued (and known joined to the ground) by one pass here;
        # any other picture is checked by pruning, and valued when asked
        self._start_value = _tree_value(self.vertices, self.edges, ground)
        if self._start_value is None:
            standing = self.prune(everything)
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
        edges = _parse_tree(text)
        return cls(edges or nx.empty_graph(1, create_using=nx.MultiGraph), ground=0)

    # -- the rules --------------------------------------------------------

    def other_end(self, edge, vertex):
        """Return the end of `edge` that is not `vertex` (`vertex` for a loop)."""
        u, v = self.edges[edge]
        return v if u == vertex else u

    def prune(self, edges):
        """Return the edges of `edges` joined to the ground, as :class:`Edges`."""
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
        return self.prune(position - {edge})

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
        standing = self.prune(edges)
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
        return [self.prune(position - {edge}) for edge in sorted(position)]

    def describe_move(self, position, option):
        for edge in sorted(position - option):
            if self.prune(position - {edge}) == option:
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
        every = range(len(self.edges))
        return [self.prune(e for e in every if rng.randrange(4)) for _ in range(count)]

    # -- the closed form ----------------------------------------------------

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
            if self.sg_closed_form(self.prune(position - {edge})) == 0:
                good.append(edge)
        return sorted(good)

    def winning_moves_closed_form(self, position):
        moves = (self.prune(position - {edge}) for edge in self.winning_cuts(position))
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

    def __repr__(self):
        return f"GreenHackenbush(<{len(self.edges)} edges>, ground={self.ground!r})"


def _edge_list(graph):
    """The edges of `graph` as a tuple of (u, v) pairs, checked."""
    if isinstance(graph, nx.Graph):
        if graph.is_directed():
            raise TypeError(
                "Green Hackenbush is played on an undirected graph, got a directed "
                f"{type(graph).__name__}; convert it with graph.to_undirected()"
            )
        return tuple((u, v) for u, v in graph.edges())
    if isinstance(graph, (str, bytes)) or not hasattr(graph, "__iter__"):
        raise TypeError(
            "a Hackenbush picture is a networkx Graph or MultiGraph, or a list of "
            f"edges (u, v), got {graph!r}"
        )
    given = list(graph)
    # the usual input, plain pairs of hashables, is checked without a Python
    # loop; anything else goes through the loop, which names the first bad edge
    kinds = set(map(type, given))
    if kinds <= {tuple, list} and set(map(len, given)) <= {2}:
        edges = tuple(map(tuple, given)) if list in kinds else tuple(given)
        try:
            deque(map(hash, chain.from_iterable(edges)), maxlen=0)
        except TypeError:
            pass
        else:
            return edges
    edges = []
    for edge in given:
        if not isinstance(edge, (tuple, list)) or len(edge) != 2:
            raise TypeError(
                f"each edge of a Hackenbush picture is a pair (u, v), got {edge!r}"
            )
        try:
            hash(edge[0]), hash(edge[1])
        except TypeError:
            raise TypeError(f"vertices must be hashable, got edge {edge!r}") from None
        edges.append((edge[0], edge[1]))
    return tuple(edges)


def _vertices(graph, edges):
    """The vertices in a fixed order: the graph's own order, or first appearance."""
    if isinstance(graph, nx.Graph):
        return dict.fromkeys(graph.nodes)
    return dict.fromkeys(chain.from_iterable(edges))


def _tree_value(vertices, edges, ground):
    """The value of the whole picture if it is a tree on the ground, else None.

    The colon principle from the leaves down: a leaf (not the ground) hangs
    from its only edge; cutting it off adds (its value + 1) to the vertex
    below by XOR. Each vertex keeps the XOR of the numbers of its edges still
    there, so a leaf finds its edge and the vertex below without adjacency
    lists. The picture is a tree joined to the ground exactly when this peels
    every vertex but the ground. Vertices are numbered by their position in
    `vertices`, so any hashables work.
    """
    n = len(vertices)
    if len(edges) != n - 1:
        return None  # a loop, a cycle, a multiple edge, or a loose part
    number = dict(zip(vertices, range(n), strict=True))
    tails = list(map(number.__getitem__, map(itemgetter(0), edges)))
    heads = list(map(number.__getitem__, map(itemgetter(1), edges)))
    ends = list(map(xor, tails, heads))  # the other end of e from v: ends[e] ^ v
    degree = Counter(tails)
    degree.update(heads)
    degree = list(map(degree.__getitem__, range(n)))
    edge_xor = [0] * n
    for edge, u, v in zip(range(n - 1), tails, heads, strict=True):
        edge_xor[u] ^= edge
        edge_xor[v] ^= edge
    root = number[ground]
    degree[root] = 0  # never a leaf: nothing below it
    leaves = [v for v, d in enumerate(degree) if d == 1]
    value = [0] * n
    peeled = 0
    while leaves:
        vertex = leaves.pop()
        if degree[vertex] != 1:
            continue  # the last edge of a part off the ground went the other way
        edge = edge_xor[vertex]
        below = ends[edge] ^ vertex
        value[below] ^= value[vertex] + 1
        edge_xor[below] ^= edge
        degree[below] -= 1
        if degree[below] == 1:
            leaves.append(below)
        peeled += 1
    return value[root] if peeled == n - 1 else None


def _parse_tree(text):
    """Edges of the tree written in CGSuite's notation (see ``from_string``)."""
    if not isinstance(text, str):
        raise TypeError(f"the Hackenbush notation is a string, got {text!r}")
    edges, branch_points = [], []
    current, closed = 0, False
    for i, char in enumerate(text):
        if char.isspace():
            continue
        if char == "e":
            if closed:
                raise ValueError(
                    f"an edge follows ')' at index {i} of {text!r}: after a group "
                    "of branches only ';', ')' or the end may come"
                )
            new = len(edges) + 1
            edges.append((current, new))
            current = new
        elif char == "(":
            if closed:
                raise ValueError(f"'(' follows ')' at index {i} of {text!r}")
            branch_points.append(current)
        elif char == ";":
            current = branch_points[-1] if branch_points else 0
            closed = False
            continue
        elif char == ")":
            if not branch_points:
                raise ValueError(f"unmatched ')' at index {i} of {text!r}")
            current = branch_points.pop()
            closed = True
            continue
        else:
            raise ValueError(
                f"unknown character {char!r} at index {i} of {text!r}: the notation "
                "uses e (a green edge), '(' ';' ')' (branches) and spaces"
            )
        closed = False
    if branch_points:
        raise ValueError(f"{len(branch_points)} unclosed '(' in {text!r}")
    return edges


def random_rooted_graph(edges, *, seed=0, tree=False):
    """Return a random Hackenbush picture with `edges` edges on the ground vertex 0.

    Each edge either grows a new vertex from a random old one or, unless
    `tree` is true, with chance 1/3 joins two random old vertices (which can
    make a cycle, a loop or a second edge between the same vertices).

    Parameters
    ----------
    edges : int
        The number of edges, at least 0.
    seed : int, default 0
        The seed of the random choices: the same seed gives the same picture.
    tree : bool, default False
        Only grow new vertices, so the picture is a tree.

    Returns
    -------
    networkx.MultiGraph

    Examples
    --------
    >>> graph = gl.random_rooted_graph(6, seed=1, tree=True)
    >>> sorted(graph.edges())
    [(0, 1), (0, 2), (0, 4), (1, 3), (3, 5), (3, 6)]
    """
    edges = check_natural(edges, "the number of edges")
    rng = Random(index(seed))
    graph = nx.MultiGraph()
    graph.add_node(0)
    for _ in range(edges):
        count = graph.number_of_nodes()
        if tree or count == 1 or rng.randrange(3):
            graph.add_edge(rng.randrange(count), count)
        else:
            graph.add_edge(rng.randrange(count), rng.randrange(count))
    return graph


# -- drawing -----------------------------------------------------------------


def hackenbush_layout(game, position=None):
    """Return coordinates ``{vertex: (x, y)}`` for drawing a position.

    y is the distance from the ground (in edges, along the standing edges); x
    spreads the breadth-first tree from the ground so that every leaf (and
    every loop) gets a column of its own and every vertex sits above the
    middle of its children, which are ordered as a depth-first search meets
    them, so that the vertices of a cycle stay close together. The ground
    itself is a line at y = 0; its entry holds the middle of the picture.
    Iterative, for deep pictures too.

    Examples
    --------
    >>> tree = gl.GreenHackenbush.from_string("e(ee;e)")
    >>> gl.hackenbush.hackenbush_layout(tree)
    {0: (0.5, 0), 1: (0.5, 1), 2: (0.0, 2), 4: (1.0, 2), 3: (0.0, 3)}
    """
    position = game.start if position is None else position
    return _layout(game, position)[0]


def _layout(game, position):
    """Vertex coordinates, and the x of the ground's loops (None if it has none)."""
    ground, incident = game.ground, game._incident
    preorder, stack = {}, [ground]
    while stack:  # depth-first preorder, to order the children below
        vertex = stack.pop()
        if vertex in preorder:
            continue
        preorder[vertex] = len(preorder)
        for edge, other in reversed(incident[vertex]):
            if edge in position:
                stack.append(other)
    depth, children, order = {ground: 0}, {ground: []}, [ground]
    for vertex in order:  # breadth-first: order grows while we walk it
        for edge, other in incident[vertex]:
            if edge in position and other not in depth:
                depth[other] = depth[vertex] + 1
                children[vertex].append(other)
                children[other] = []
                order.append(other)
        children[vertex].sort(key=preorder.__getitem__)
    ground_loops = any(
        other == ground and edge in position for edge, other in incident[ground]
    )
    if ground_loops:  # the ground's loops get a column of their own, at the end
        children[ground].append(_GROUND_LOOPS)
        children[_GROUND_LOOPS] = []
    x, column = {}, 0
    stack = [(ground, False)]
    while stack:  # leaves left to right, parents after their children
        vertex, done = stack.pop()
        kids = children[vertex]
        if done:
            x[vertex] = (x[kids[0]] + x[kids[-1]]) / 2
        elif kids:
            stack.append((vertex, True))
            stack.extend((kid, False) for kid in reversed(kids))
        else:
            x[vertex] = float(column)
            column += 1
    coordinates = {v: (x[v], depth[v]) for v in order}
    return coordinates, x.get(_GROUND_LOOPS)


_GROUND_LOOPS = object()  # a placeholder leaf: where the ground's loops stand


def _edge_shapes(game, position):
    """Vertex coordinates and the geometry of each standing edge.

    Each edge gets (kind, points, label point); the kind is 'line', 'curve'
    (parallel edges or an arch between vertices at one height, a quadratic
    Bezier) or 'loop' (a petal: a cubic Bezier from the vertex and back; the
    loops of one vertex fan out upwards). Labels sit beside the edges.
    """
    layout, ground_loops_x = _layout(game, position)
    ground = game.ground
    by_pair = {}
    for edge in sorted(position):
        u, v = game.edges[edge]
        by_pair.setdefault(frozenset((u, v)), []).append(edge)
    shapes = {}
    for group in by_pair.values():
        u, v = game.edges[group[0]]
        if u == v:
            x, y = (ground_loops_x, 0) if u == ground else layout[u]
            for rank, edge in enumerate(group):
                angle = 0.0 if len(group) == 1 else -0.9 + 1.8 * rank / (len(group) - 1)
                width = 0.22 if len(group) <= 3 else 0.14
                label = (x + 0.78 * sin(angle), y + 0.78 * cos(angle))
                shapes[edge] = ("loop", (x, y, angle, width), label)
            continue
        if v == ground:
            u, v = v, u
        x2, y2 = layout[v]
        x1, y1 = (x2, 0) if u == ground else layout[u]
        length = hypot(x2 - x1, y2 - y1)
        for rank, edge in enumerate(group):
            bend = (rank - (len(group) - 1) / 2) * 0.35
            if bend == 0 and u != ground and y1 == y2:
                bend = 0.25  # two vertices at one height: arch over
            if bend == 0:
                nx_, ny_ = (y2 - y1) / length, (x1 - x2) / length
                if nx_ < 0:
                    nx_, ny_ = -nx_, -ny_
                label = ((x1 + x2) / 2 + 0.13 * nx_, (y1 + y2) / 2 + 0.13 * ny_)
                shapes[edge] = ("line", (x1, y1, x2, y2), label)
            else:
                cx = (x1 + x2) / 2 - bend * (y2 - y1)
                cy = (y1 + y2) / 2 + bend * (x2 - x1)
                mx, my = (x1 + 2 * cx + x2) / 4, (y1 + 2 * cy + y2) / 4
                away = hypot(cx - (x1 + x2) / 2, cy - (y1 + y2) / 2) or 1
                label = (
                    mx + 0.13 * (cx - (x1 + x2) / 2) / away,
                    my + 0.13 * (cy - (y1 + y2) / 2) / away,
                )
                shapes[edge] = ("curve", (x1, y1, cx, cy, x2, y2), label)
    return layout, shapes


def _loop_points(x, y, angle, width):
    """Control points of a petal-shaped loop at (x, y), pointing at `angle`."""
    dx, dy = sin(angle), cos(angle)
    tx, ty = x + 0.8 * dx, y + 0.8 * dy
    return [
        (x, y),
        (tx + width * dy, ty - width * dx),
        (tx - width * dy, ty + width * dx),
        (x, y),
    ]


def draw_hackenbush(
    game,
    position=None,
    ax=None,
    *,
    values=True,
    edge_numbers=False,
    highlight=(),
    title=None,
):
    """Draw a Green Hackenbush position: a ground line with green stalks on it.

    Parameters
    ----------
    game : GreenHackenbush
    position : frozenset of int, optional
        The standing edges; all of them by default.
    ax : matplotlib.axes.Axes, optional
    values : bool, default True
        Write beside each vertex the SG value of all that stands on it (the
        vertices of a fused part share one value, written at the part's
        lowest vertex), and the value of the whole picture on the ground.
    edge_numbers : bool, default False
        Write each edge's number beside it.
    highlight : iterable of int
        Edges to draw in red (for example the winning cuts).
    title : str, optional

    Returns
    -------
    matplotlib.axes.Axes
    """
    import matplotlib.pyplot as plt
    from matplotlib.patches import PathPatch
    from matplotlib.path import Path

    position = game.start if position is None else game.check(position)
    layout, shapes = _edge_shapes(game, position)
    xs = [p[0] for p in layout.values()]
    xs += [label[0] for kind, _, label in shapes.values() if kind == "loop"]
    ys = [p[1] for p in layout.values()]
    ys += [label[1] - 0.2 for kind, _, label in shapes.values() if kind == "loop"]
    if ax is None:
        size = (
            min(12, 1.6 + 0.7 * (max(xs) - min(xs) + 1)),
            min(8, 1.2 + 0.8 * max(ys)),
        )
        _, ax = plt.subplots(figsize=size, layout="constrained")
    hot = set(highlight)
    for edge, (kind, points, label) in sorted(shapes.items()):
        color, width = (HOT_COLOR, 3.2) if edge in hot else (EDGE_COLOR, 2.4)
        if kind == "line":
            x1, y1, x2, y2 = points
            ax.plot([x1, x2], [y1, y2], color=color, lw=width, solid_capstyle="round")
        elif kind == "curve":
            x1, y1, cx, cy, x2, y2 = points
            path = Path([(x1, y1), (cx, cy), (x2, y2)], [1, 3, 3])
            ax.add_patch(PathPatch(path, fill=False, edgecolor=color, lw=width))
        else:
            path = Path(_loop_points(*points), [1, 4, 4, 4])
            ax.add_patch(PathPatch(path, fill=False, edgecolor=color, lw=width))
        if edge_numbers:
            ax.text(
                *label, str(edge), fontsize=7, color="#555555", ha="center", va="center"
            )
    left, right = min(xs) - 0.9, max(xs) + 0.9
    ax.fill_between([left, right], -0.18, 0, color=GROUND_COLOR, alpha=0.25, lw=0)
    ax.plot([left, right], [0, 0], color=GROUND_COLOR, lw=2.5)
    others = [v for v in layout if v != game.ground]
    ax.scatter(
        [layout[v][0] for v in others],
        [layout[v][1] for v in others],
        s=22,
        color="black",
        zorder=3,
    )
    if values:
        info = game.structure(position)
        for vertex in others:
            if info["part"][vertex] == vertex:
                ax.annotate(
                    str(info["value"][vertex]),
                    layout[vertex],
                    xytext=(-7, 5),
                    textcoords="offset points",
                    ha="right",
                    fontsize=8,
                    color="#1f3f99",
                    bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none"},
                    zorder=4,
                )
        ax.text(
            right,
            -0.34,
            f"value *{info['value'][game.ground]}",
            ha="right",
            va="center",
            fontsize=9,
            color="#3b2a10",
            fontweight="bold",
        )
    ax.set_xlim(left - 0.1, right + 0.1)
    ax.set_ylim(-0.45, max(ys) + 0.75)
    ax.set_aspect("equal")
    ax.set_axis_off()
    if title:
        ax.set_title(title, fontsize=10)
    return ax


def hackenbush_svg(
    game,
    position=None,
    *,
    values=True,
    highlight=(),
    falling=(),
    selected=None,
    unit=46,
):
    """Return an SVG drawing of a position, for the explorers (same look as the figure).

    Every standing edge is labelled with its number. `highlight` edges are
    red, `falling` edges grey and dashed (the edges that a cut would drop),
    and the `selected` edge is drawn thick and dashed.

    Examples
    --------
    >>> tree = gl.GreenHackenbush.from_string("e(ee;e)")
    >>> svg = gl.hackenbush.hackenbush_svg(tree, highlight=[0])
    >>> svg.startswith("<svg") and svg.count('class="edge"') == 4
    True
    """
    position = game.start if position is None else game.check(position)
    layout, shapes = _edge_shapes(game, position)
    xs = [p[0] for p in layout.values()]
    xs += [label[0] for kind, _, label in shapes.values() if kind == "loop"]
    ys = [p[1] for p in layout.values()]
    ys += [label[1] - 0.2 for kind, _, label in shapes.values() if kind == "loop"]
    left, top = min(xs) - 1.0, max(ys) + 0.8
    width = (max(xs) - min(xs) + 2.0) * unit
    height = (top + 0.7) * unit

    def px(x, y):
        return ((x - left) * unit, (top - y) * unit)

    hot, fall = set(highlight), set(falling)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" '
        f'height="{height:.0f}" viewBox="0 0 {width:.0f} {height:.0f}" '
        'font-family="sans-serif" font-size="11">'
    ]
    _, gy = px(left, 0)
    parts.append(
        f'<rect x="0" y="{gy:.1f}" width="{width:.0f}" height="{0.3 * unit:.1f}" '
        f'fill="{GROUND_COLOR}" fill-opacity="0.25"/><line x1="0" y1="{gy:.1f}" '
        f'x2="{width:.0f}" y2="{gy:.1f}" stroke="{GROUND_COLOR}" stroke-width="3"/>'
    )
    for edge, (kind, points, label) in sorted(shapes.items()):
        color, stroke = EDGE_COLOR, 3
        if edge in fall:
            color = FALL_COLOR
        if edge in hot:
            color, stroke = HOT_COLOR, 4
        dash = ' stroke-dasharray="7,4"' if edge in fall or edge == selected else ""
        if edge == selected:
            stroke += 2
        if kind == "line":
            (x1, y1), (x2, y2) = px(*points[:2]), px(*points[2:])
            d = f"M{x1:.1f},{y1:.1f} L{x2:.1f},{y2:.1f}"
        elif kind == "curve":
            (x1, y1), (cx, cy), (x2, y2) = (
                px(*points[:2]),
                px(*points[2:4]),
                px(*points[4:]),
            )
            d = f"M{x1:.1f},{y1:.1f} Q{cx:.1f},{cy:.1f} {x2:.1f},{y2:.1f}"
        else:
            (bx, by), (ax, ay), (cx, cy), _ = (px(*p) for p in _loop_points(*points))
            d = (
                f"M{bx:.1f},{by:.1f} C{ax:.1f},{ay:.1f} "
                f"{cx:.1f},{cy:.1f} {bx:.1f},{by:.1f}"
            )
        lx, ly = px(*label)
        parts.append(
            f'<g class="edge"><path d="{d}" fill="none" stroke="{color}" '
            f'stroke-width="{stroke}" stroke-linecap="round"{dash}/>'
            f'<text x="{lx:.1f}" y="{ly + 4:.1f}" font-size="10" '
            f'text-anchor="middle" fill="#555">{edge}</text></g>'
        )
    info = game.structure(position) if values else None
    for vertex, (x, y) in layout.items():
        if vertex == game.ground:
            continue
        cx, cy = px(x, y)
        parts.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="3.5" fill="black"/>')
        if values and info["part"][vertex] == vertex:
            parts.append(
                f'<text x="{cx - 7:.1f}" y="{cy - 5:.1f}" text-anchor="end" '
                f'fill="#1f3f99" font-weight="bold">{info["value"][vertex]}</text>'
            )
    if values:
        total = escape(f"value *{info['value'][game.ground]}")
        parts.append(
            f'<text x="{width - 6:.0f}" y="{gy + 0.55 * unit:.1f}" text-anchor="end" '
            f'font-weight="bold" fill="#3b2a10">{total}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)
