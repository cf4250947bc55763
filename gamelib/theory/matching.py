"""Maximum matchings of undirected graphs, and the vertices some of them miss.

Vertex geography (chapter 8, :mod:`gamelib.graphgames.geography`) is decided by
matchings: the first player wins from ``v`` exactly when every maximum
matching covers ``v``. This module finds one maximum matching and, from it,
every vertex that some maximum matching leaves uncovered:

- :func:`max_matching`: Hopcroft-Karp for bipartite graphs, Edmonds' blossom
  algorithm for the others; both written here, iteratively, because
  networkx's Hopcroft-Karp recurses once per edge of an augmenting path (and
  overflows the stack on long ones) and its blossom algorithm
  (``max_weight_matching``, for weighted matchings) takes cubic time: hours
  on a path of 10^5 vertices with one triangle;
- :func:`unmatchable`: the vertices an even-length alternating path joins to
  an unmatched vertex, by breadth-first search (bipartite graphs) or by
  Edmonds' search with blossoms (other graphs, where plain breadth-first
  search can be fooled by odd cycles).

A graph is given as an adjacency dict: each vertex to the list of its
neighbours (no loops, each edge listed from both ends).
"""

from collections import deque

from gamelib.engine import args as arg

__all__ = ["max_matching", "two_colouring", "unmatchable"]

_ADJACENCY = "an adjacency dict {vertex: list of its neighbours}"


def adjacency_dict(adjacency, what):
    """A checker of an adjacency dict: each vertex to its neighbours, no loops,
    each edge listed from both ends."""
    arg.mapping(_ADJACENCY)(adjacency, what)
    edges = set()
    for vertex, neighbours in adjacency.items():
        where = f"{what}[{vertex!r}]"
        if not arg._is_collection(neighbours):
            arg.refuse(where, "a list of neighbours", neighbours)
        for other in neighbours:
            if other not in adjacency:
                arg.refuse(where, "a list of vertices of the graph", other, ValueError)
            if other == vertex:
                arg.refuse(
                    where, "a list of other vertices (no loops)", other, ValueError
                )
            edges.add((vertex, other))
    for vertex, other in edges:
        if (other, vertex) not in edges:
            arg.refuse(
                f"{what}[{other!r}]",
                f"a list holding {vertex!r} (each edge is listed from both ends)",
                adjacency[other],
                ValueError,
            )
    return adjacency


def matching_of(mate, what, adjacency):
    """A checker of a matching of the graph given as the other argument."""
    arg.mapping("a matching, a dict {vertex: its mate}")(mate, what)
    try:
        graph = dict(adjacency)
    except (TypeError, ValueError):
        return mate  # the adjacency's own check refuses it
    for vertex, other in mate.items():
        try:
            ok = mate.get(other) == vertex and other in graph.get(vertex, ())
        except TypeError:
            ok = False
        if not ok:
            arg.refuse(
                f"{what}[{vertex!r}]",
                "a neighbour that is matched back (a matching pairs neighbours)",
                other,
                ValueError,
            )
    return mate


@arg.check_args(adjacency=adjacency_dict)
def two_colouring(adjacency):
    """``{vertex: 0 or 1}`` with every edge joining the two colours, or None."""
    return _two_colouring(adjacency)


def _two_colouring(adjacency):
    colour = {}
    for root in adjacency:
        if root in colour:
            continue
        colour[root] = 0
        queue = [root]
        for vertex in queue:
            for other in adjacency[vertex]:
                if other not in colour:
                    colour[other] = 1 - colour[vertex]
                    queue.append(other)
                elif colour[other] == colour[vertex]:
                    return None
    return colour


def _hopcroft_karp(adjacency, left):
    """A maximum matching of a bipartite graph, as ``{vertex: mate}``; iterative."""
    mate = {}
    while True:
        free = [u for u in left if u not in mate]
        level = dict.fromkeys(free, 0)
        queue, reachable = list(free), False
        for u in queue:  # breadth-first layers of alternating paths
            for w in adjacency[u]:
                m = mate.get(w)
                if m is None:
                    reachable = True
                elif m not in level:
                    level[m] = level[u] + 1
                    queue.append(m)
        if not reachable:
            return mate
        pending = {u: iter(adjacency[u]) for u in level}
        for root in free:  # depth-first, along the layers, one path per root
            stack, via = [root], []
            while stack:
                u = stack[-1]
                for w in pending[u]:
                    m = mate.get(w)
                    if m is None:  # an augmenting path: flip it
                        via.append(w)
                        for x, y in zip(stack, via, strict=True):
                            mate[x], mate[y] = y, x
                        stack = []
                        break
                    if level.get(m) == level[u] + 1:
                        via.append(w)
                        stack.append(m)
                        break
                else:
                    level[u] = None  # a dead end for the rest of this phase
                    stack.pop()
                    if via:
                        via.pop()


class _Blossoms:
    """Edmonds' alternating forest with blossoms shrunk, on vertices 0 .. n - 1.

    ``match[v]`` is the mate of v or -1. The forest grows from `roots` (free
    vertices). The bases of shrunk blossoms are kept in a union-find
    structure and the lowest common base is found by walking the two tree
    paths only, so shrinking costs the length of the blossom, never a pass
    over the whole graph: a chain of 10^5 triangles is searched in linear
    time. Everything is iterative.
    """

    def __init__(self, neighbours, match):
        n = len(neighbours)
        self.neighbours, self.match = neighbours, match
        self.base, self.parent, self.outer = list(range(n)), [-1] * n, [False] * n
        self.touched = []

    def reset(self):
        for v in self.touched:
            self.base[v], self.parent[v], self.outer[v] = v, -1, False
        self.touched = []

    def find(self, v):
        base = self.base
        root = v
        while base[root] != root:
            root = base[root]
        while base[v] != root:
            base[v], v = root, base[v]
        return root

    def _common_base(self, a, b):
        """The base where the tree paths from a and b meet, walking both in turn.

        Walking the two paths alternately stops near the meeting point, so
        the cost is the length of the blossom, not the depth of the tree.
        """
        match, parent, find = self.match, self.parent, self.find
        walkers = [find(a), find(b)]
        seen = (set(), set())
        while walkers != [None, None]:
            for side in (0, 1):
                x = walkers[side]
                if x is None:
                    continue
                if x in seen[1 - side]:
                    return x
                seen[side].add(x)
                walkers[side] = None if match[x] == -1 else find(parent[match[x]])
        # both walks ended at free vertices: two trees, an augmenting path
        raise ValueError("unmatchable(): mate, the matching given, is not maximum")

    def _shrink(self, v, to, queue):
        """Shrink the blossom closed by the edge v-to into its base."""
        match, parent, outer, find = self.match, self.parent, self.outer, self.find
        b = self._common_base(v, to)
        merged = []
        for x, child in ((v, to), (to, v)):
            # walk down to the base, re-pointing the parents (inside old
            # blossoms too) so that the new blossom can be left both ways
            while find(x) != b:
                inner = match[x]
                merged += (find(x), find(inner))
                parent[x] = child
                child = inner
                if not outer[inner]:
                    outer[inner] = True
                    self.touched.append(inner)
                    queue.append(inner)
                x = parent[inner]
        for root in merged:  # only now: the walks above compare with old bases
            self.base[root] = b

    def grow(self, roots, augment=False):
        """Grow the forest from `roots`; return a free vertex reached (or -1).

        With ``augment=False`` reaching a free vertex means the matching was
        not maximum, and a ValueError is raised.
        """
        match, parent, outer, find = self.match, self.parent, self.outer, self.find
        queue = deque(roots)
        for v in roots:
            outer[v] = True
            self.touched.append(v)
        while queue:
            v = queue.popleft()
            for to in self.neighbours[v]:
                if find(v) == find(to) or match[v] == to:
                    continue
                if outer[to]:  # an odd cycle: shrink the blossom into its base
                    self._shrink(v, to, queue)
                elif parent[to] == -1:
                    parent[to] = v
                    self.touched.append(to)
                    if match[to] == -1:
                        if augment:
                            return to
                        raise ValueError(
                            "unmatchable(): mate is not a maximum matching"
                        )
                    mate = match[to]
                    outer[mate] = True
                    self.touched.append(mate)
                    queue.append(mate)
        return -1


def _numbered(adjacency):
    """The vertices as a list, and their neighbours by position in that list."""
    names = list(adjacency)
    number = {v: i for i, v in enumerate(names)}
    return names, [[number[w] for w in adjacency[v]] for v in names]


def _edmonds_matching(adjacency):
    """A maximum matching of any graph by Edmonds' blossom algorithm; iterative.

    A greedy matching first, then one search for an augmenting path from
    each vertex left free (a vertex from which no augmenting path starts
    never gets one later, so each is searched at most once).
    """
    names, neighbours = _numbered(adjacency)
    match = [-1] * len(names)
    for v, ws in enumerate(neighbours):
        if match[v] == -1:
            for w in ws:
                if match[w] == -1:
                    match[v], match[w] = w, v
                    break
    forest = _Blossoms(neighbours, match)
    for root in range(len(names)):
        if match[root] != -1:
            continue
        end = forest.grow([root], augment=True)
        while end != -1:  # flip the augmenting path from `end` back to the root
            below = forest.parent[end]
            after = match[below]
            match[end], match[below] = below, end
            end = after
        forest.reset()
    return {names[v]: names[w] for v, w in enumerate(match) if w != -1}


@arg.check_args(adjacency=adjacency_dict)
def max_matching(adjacency):
    """A maximum matching of the graph given by `adjacency`, as ``{vertex: mate}``."""
    return _max_matching(adjacency)


def _max_matching(adjacency):
    colour = _two_colouring(adjacency)
    if colour is not None:
        return _hopcroft_karp(adjacency, [v for v in adjacency if colour[v] == 0])
    return _edmonds_matching(adjacency)


@arg.check_args(adjacency=adjacency_dict, mate=arg.depends_on("adjacency", matching_of))
def unmatchable(adjacency, mate):
    """The vertices that some maximum matching misses, from one maximum matching.

    These are the vertices joined to an unmatched vertex by an even-length
    alternating path. In a bipartite graph a breadth-first search finds them;
    otherwise Edmonds' search shrinks blossoms (odd alternating cycles) on
    the way, from all the unmatched vertices at once.
    """
    return _unmatchable(adjacency, mate)


def _unmatchable(adjacency, mate):
    if _two_colouring(adjacency) is not None:
        even = {v for v in adjacency if v not in mate}
        queue = list(even)
        for vertex in queue:
            for other in adjacency[vertex]:
                partner = mate.get(other)
                if partner is None:
                    raise ValueError(
                        "unmatchable(): mate, the matching given, is not maximum"
                    )
                if partner not in even:
                    even.add(partner)
                    queue.append(partner)
        return even
    return _unmatchable_edmonds(adjacency, mate)


def _unmatchable_edmonds(adjacency, mate):
    """The outer vertices of Edmonds' forest grown from all the free vertices."""
    names, neighbours = _numbered(adjacency)
    number = {v: i for i, v in enumerate(names)}
    match = [number[mate[v]] if v in mate else -1 for v in names]
    forest = _Blossoms(neighbours, match)
    forest.grow([v for v in range(len(names)) if match[v] == -1])
    return {names[i] for i, outer in enumerate(forest.outer) if outer}
