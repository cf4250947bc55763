"""Green Hackenbush pictures as data: read, checked, generated, and trees valued.

What :class:`gamelib.GreenHackenbush` is built from: :func:`edge_list` checks
an edge list (or a networkx graph), :func:`parse_tree` reads the bracket
notation of rooted trees, :func:`tree_value` values a rooted tree in one
leaf-stripping pass (the colon principle), and :func:`random_rooted_graph`
makes pictures for exercises and benchmarks; :func:`every_picture` lists
every small picture, for checks that leave no picture out.
"""

from collections import Counter, deque
from itertools import chain, permutations
from operator import itemgetter, xor
from random import Random

from gamelib.engine import args as arg
from gamelib.engine.args import check_size
from gamelib.utils.lazy import networkx as nx

__all__ = [
    "edge_list",
    "every_picture",
    "parse_tree",
    "random_rooted_graph",
    "tree_value",
    "vertices_of",
]


_UNDIRECTED = arg.undirected_graph(
    directed="{what}: Green Hackenbush is played on an undirected graph, got a "
    "directed {kind}; convert it with graph.to_undirected()"
)


def _edges(graph, what):
    """The edges of `graph` as a tuple of (u, v) pairs; messages start with `what`."""
    if isinstance(graph, nx.Graph):
        graph = _UNDIRECTED(graph, what)
        return tuple((u, v) for u, v in graph.edges())
    if isinstance(graph, (str, bytes, dict)) or not hasattr(graph, "__iter__"):
        arg.refuse(
            what,
            "a networkx Graph or MultiGraph, or a list of edges (u, v)",
            graph,
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
    for i, edge in enumerate(given):
        if not isinstance(edge, (tuple, list)) or len(edge) != 2:
            arg.refuse(f"{what}[{i}]", "an edge, a pair (u, v)", edge)
        try:
            hash(edge[0]), hash(edge[1])
        except TypeError:
            arg.refuse(f"{what}[{i}]", "an edge of hashable vertices", edge)
        edges.append((edge[0], edge[1]))
    return tuple(edges)


def picture(graph, what):
    """A checker of a Hackenbush picture: a networkx graph, or a tuple of edges."""
    return graph if isinstance(graph, nx.Graph) else _edges(graph, what)


def _edge_tuple(edges, what):
    """A checker of a list of edges (u, v): returned as a tuple of pairs."""
    if isinstance(edges, nx.Graph):
        arg.refuse(what, "a list of edges (u, v), such as game.edges", edges)
    return _edges(edges, what)


@arg.check_args(graph=picture)
def edge_list(graph):
    """The edges of `graph` as a tuple of (u, v) pairs, checked."""
    return _edges(graph, "edge_list(): graph")


def _vertices_of(graph, edges):
    if isinstance(graph, nx.Graph):
        return dict.fromkeys(graph.nodes)
    return dict.fromkeys(chain.from_iterable(edges))


@arg.check_args(graph=picture, edges=_edge_tuple)
def vertices_of(graph, edges):
    """The vertices in a fixed order: the graph's own order, or first appearance."""
    return _vertices_of(graph, edges)


def _vertex_list(vertices, what):
    """A checker of the vertices of a picture: distinct hashables, as a tuple."""
    vertices = arg.sequence_of(arg.hashable, "a list of vertices", tuple)(
        vertices, what
    )
    if len(set(vertices)) != len(vertices):
        arg.refuse(what, "a list of distinct vertices", vertices, ValueError)
    return vertices


def _edges_on(edges, what, vertices):
    """Edges whose ends are all among `vertices` (the other argument)."""
    edges = _edge_tuple(edges, what)
    try:
        known = set(vertices)
    except TypeError:
        return edges  # the vertices' own check refuses them
    for i, edge in enumerate(edges):
        if not set(edge) <= known:
            arg.refuse(
                f"{what}[{i}]", "an edge between listed vertices", edge, ValueError
            )
    return edges


@arg.check_args(
    vertices=_vertex_list,
    edges=arg.depends_on("vertices", _edges_on),
    ground=arg.depends_on("vertices", arg.vertex_of()),
)
def tree_value(vertices, edges, ground):
    """The value of the whole picture if it is a tree on the ground, else None.

    The colon principle from the leaves down: a leaf (not the ground) hangs
    from its only edge; cutting it off adds (its value + 1) to the vertex
    below by XOR. Each vertex keeps the XOR of the numbers of its edges still
    there, so a leaf finds its edge and the vertex below without adjacency
    lists. The picture is a tree joined to the ground exactly when this peels
    every vertex but the ground. Vertices are numbered by their position in
    `vertices`, so any hashables work.
    """
    return _tree_value(vertices, edges, ground)


def _tree_value(vertices, edges, ground):
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


@arg.check_args(text=arg.text)
def parse_tree(text):
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


@arg.check_args(edges=arg.natural, seed=arg.seed, tree=arg.boolean)
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
    >>> graph = gl.graphgames.hackenbush.random_rooted_graph(6, seed=1, tree=True)
    >>> sorted(graph.edges())
    [(0, 1), (0, 2), (0, 4), (1, 3), (3, 5), (3, 6)]
    """
    edges = check_size(edges, "the number of edges", 10**6)
    rng = Random(seed)
    graph = nx.MultiGraph()
    graph.add_node(0)
    for _ in range(edges):
        count = graph.number_of_nodes()
        if tree or count == 1 or rng.randrange(3):
            graph.add_edge(rng.randrange(count), count)
        else:
            graph.add_edge(rng.randrange(count), rng.randrange(count))
    return graph


def _canonical(edges, size):
    """The least relabelling of `edges` on 0..size-1 that keeps 0 the ground."""
    best = None
    for order in permutations(range(1, size)):
        name = (0, *order)
        form = tuple(sorted(tuple(sorted((name[u], name[v]))) for u, v in edges))
        if best is None or form < best:
            best = form
    return best


@arg.check_args(edges=arg.natural)
def every_picture(edges):
    """Return every picture of `edges` edges, each once up to renaming its vertices.

    A picture here is a connected multigraph (loops and parallel edges
    allowed) on the vertices 0, 1, ..., k with vertex 0 the ground; two
    pictures that differ only by the names of vertices other than the ground
    are the same picture. They are grown edge by edge from the bare ground:
    each new edge joins two old vertices (or one to itself) or grows a new
    vertex from an old one, and each result is kept in its least relabelling.

    Parameters
    ----------
    edges : int
        The number of edges, from 0 to 6 (the count grows fast: 6 edges give
        tens of thousands of pictures).

    Returns
    -------
    list of tuple of (int, int)
        Each picture as its sorted edge list, in increasing order.

    Raises
    ------
    ValueError
        If `edges` is larger than 6.

    Examples
    --------
    >>> gl.graphgames.hackenbush_data.every_picture(1)
    [((0, 0),), ((0, 1),)]
    >>> len(gl.graphgames.hackenbush_data.every_picture(2))
    6
    >>> gl.graphgames.hackenbush_data.every_picture(7)
    Traceback (most recent call last):
    ...
    ValueError: the number of edges = 7 is more than the 6 allowed here: every_picture
    lists at most 6
    """
    edges = check_size(edges, "the number of edges", 6, "every_picture lists at most 6")
    pictures = {()}
    for _ in range(edges):
        grown = set()
        for picture in pictures:
            size = 1 + max(chain.from_iterable(picture), default=0)
            ends = [(u, v) for u in range(size) for v in range(u, size + 1)]
            for new in ends:
                grown.add(_canonical((*picture, new), max(size, new[1] + 1)))
        pictures = grown
    return sorted(pictures)


class Edges(frozenset):
    """The standing edges of a position: a frozenset of edge numbers that prints sorted.

    It equals (and hashes like) the plain frozenset of the same numbers, so
    either may be used as a position; it only prints in increasing order.

    Examples
    --------
    >>> gl.graphgames.hackenbush.Edges({11, 5, 0})
    Edges({0, 5, 11})
    >>> Edges = gl.graphgames.hackenbush.Edges
    >>> str(Edges({11, 5, 0})), Edges() == frozenset()
    ('{0,5,11}', True)
    """

    __slots__ = ()

    def __repr__(self):
        if not self:
            return "Edges()"
        return "Edges({" + ", ".join(map(str, sorted(self))) + "})"

    def __str__(self):
        return "{" + ",".join(map(str, sorted(self))) + "}"
