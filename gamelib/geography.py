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

- :func:`maximum_matching`: Hopcroft-Karp for bipartite graphs, Edmonds'
  blossom algorithm for the others; both written here, iteratively, because
  networkx's Hopcroft-Karp recurses once per edge of an augmenting path (and
  overflows the stack on long ones) and its blossom algorithm
  (``max_weight_matching``, for weighted matchings) takes cubic time: hours
  on a path of 10^5 vertices with one triangle;
- :func:`geography_outcome`: the rule for one start, by comparing the maximum
  matchings of ``G`` and ``G - v``;
- :func:`winning_starts`: every winning start from one matching, by a
  breadth-first search of alternating paths (bipartite graphs) or by
  Edmonds' search with blossoms (other graphs, where plain breadth-first
  search can be fooled by odd cycles).

The grid game of JSOI 2009 (BZOJ 1443) is vertex geography on the free cells
of a board, where the first player only places the token:
:func:`parse_board`, :func:`board_graph`, :func:`winning_placements`, and
drawings with the matching and the winning and losing cells marked.
"""

from collections import deque

import networkx as nx

from gamelib.core import Game, check_natural

__all__ = [
    "VertexGeography",
    "Visited",
    "board_analysis",
    "board_graph",
    "geography_outcome",
    "losing_starts",
    "matching_analysis",
    "maximum_matching",
    "parse_board",
    "winning_placements",
    "winning_starts",
]


def _adjacency(graph):
    """The graph as ``{vertex: [neighbours]}``: undirected, no loops, no repeats."""
    if not isinstance(graph, nx.Graph):
        raise TypeError(
            f"vertex geography is played on a networkx Graph, got {graph!r}"
        )
    if graph.is_directed():
        raise TypeError(
            "this is undirected vertex geography: got a directed "
            f"{type(graph).__name__}; convert it with graph.to_undirected() "
            "(directed geography is a different, much harder game)"
        )
    return {v: [w for w in dict.fromkeys(graph[v]) if w != v] for v in graph}


def _check_vertex(adjacency, vertex, what="start vertex"):
    try:
        known = vertex in adjacency
    except TypeError:
        raise TypeError(
            f"the {what} must be a hashable vertex, got {vertex!r}"
        ) from None
    if not known:
        listed = ", ".join(map(repr, list(adjacency)[:8]))
        more = ", ..." if len(adjacency) > 8 else ""
        raise ValueError(
            f"the {what} {vertex!r} is not a vertex of the graph (its vertices "
            f"are {listed}{more})"
        )
    return vertex


class Visited(frozenset):
    """The visited vertices of a geography position: a frozenset that prints sorted.

    It equals (and hashes like) the plain frozenset of the same vertices, so
    either may be used in positions; it only prints in a fixed order.

    Examples
    --------
    >>> gl.geography.Visited("cab")
    Visited({'a', 'b', 'c'})
    >>> str(gl.geography.Visited("cab")), gl.geography.Visited("ab") == {"a", "b"}
    ('{a,b,c}', True)
    >>> gl.geography.Visited("b") | {"a"}
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
        >>> gl.VertexGeography(nx.path_graph(3), 0).sample_positions(4)
        [(0, Visited({0})), (1, Visited({1})), (2, Visited({2})), (0, Visited({0, 1}))]
        """
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
        losing = _losing_starts(rest, _matching(rest))
        return [
            (w, Visited(visited | {w}))
            for w in self.adjacency[token]
            if w not in visited and w in losing
        ]

    def __repr__(self):
        return (
            f"VertexGeography(<{len(self.adjacency)} vertices>, {self.start_vertex!r})"
        )


# -- maximum matchings ----------------------------------------------------------


def _two_colouring(adjacency):
    """``{vertex: 0 or 1}`` with every edge joining the two colours, or None."""
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
        raise ValueError("the matching given is not maximum")

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
                        raise ValueError("the matching given is not maximum")
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


def _matching(adjacency):
    """A maximum matching of the graph given by `adjacency`, as ``{vertex: mate}``."""
    colour = _two_colouring(adjacency)
    if colour is not None:
        return _hopcroft_karp(adjacency, [v for v in adjacency if colour[v] == 0])
    return _edmonds_matching(adjacency)


def maximum_matching(graph):
    """Return a maximum matching of `graph` as a dict ``{vertex: its mate}``.

    Both ends of every matched edge are keys; unmatched vertices are not.
    Bipartite graphs use the Hopcroft-Karp algorithm, other graphs Edmonds'
    blossom algorithm (a greedy matching, then one search for an augmenting
    path from each free vertex); both are iterative.

    Examples
    --------
    >>> mate = gl.maximum_matching(nx.path_graph(4))
    >>> sorted(mate.items())
    [(0, 1), (1, 0), (2, 3), (3, 2)]
    >>> len(gl.maximum_matching(nx.cycle_graph(7))) // 2
    3
    """
    return _matching(_adjacency(graph))


def _matching_size(adjacency):
    return len(_matching(adjacency)) // 2


def _outcome(adjacency, start):
    """ "N" if every maximum matching covers `start`, else "P" (two matchings)."""
    without = {v: [w for w in ws if w != start] for v, ws in adjacency.items()}
    del without[start]
    return "N" if _matching_size(without) < _matching_size(adjacency) else "P"


def geography_outcome(graph, start):
    """Return "N" if the first player wins vertex geography from `start`, else "P".

    The matching rule: the first player wins exactly when every maximum
    matching covers `start`, that is when deleting `start` makes the
    maximum matching smaller. Two matchings per call; use
    :func:`winning_starts` for all the starts at once.

    Examples
    --------
    >>> [gl.geography_outcome(nx.path_graph(4), v) for v in range(4)]
    ['N', 'N', 'N', 'N']
    >>> gl.geography_outcome(nx.star_graph(3), 1)  # a leaf of a star
    'P'
    """
    adjacency = _adjacency(graph)
    return _outcome(adjacency, _check_vertex(adjacency, start))


def matching_analysis(graph):
    """Return the neighbours, a maximum matching and the losing starts of `graph`.

    What a picture of vertex geography shows: each vertex with its
    neighbours (loops and repeated edges dropped), the matching (each vertex
    mapped to its partner) and the set of start vertices that lose.

    Examples
    --------
    >>> import networkx as nx
    >>> adjacency, mate, losing = gl.geography.matching_analysis(nx.path_graph(3))
    >>> adjacency[1], sorted(losing)
    ([0, 2], [0, 2])
    """
    adjacency = _adjacency(graph)
    mate = _matching(adjacency)
    return adjacency, mate, _losing_starts(adjacency, mate)


def _losing_starts(adjacency, mate):
    """The vertices that some maximum matching misses, from one maximum matching.

    These are the vertices joined to an unmatched vertex by an even-length
    alternating path. In a bipartite graph a breadth-first search finds them;
    otherwise Edmonds' search shrinks blossoms (odd alternating cycles) on
    the way, from all the unmatched vertices at once.
    """
    if _two_colouring(adjacency) is not None:
        even = {v for v in adjacency if v not in mate}
        queue = list(even)
        for vertex in queue:
            for other in adjacency[vertex]:
                partner = mate.get(other)
                if partner is None:
                    raise ValueError("the matching given is not maximum")
                if partner not in even:
                    even.add(partner)
                    queue.append(partner)
        return even
    return _losing_starts_edmonds(adjacency, mate)


def _losing_starts_edmonds(adjacency, mate):
    """The outer vertices of Edmonds' forest grown from all the free vertices."""
    names, neighbours = _numbered(adjacency)
    number = {v: i for i, v in enumerate(names)}
    match = [number[mate[v]] if v in mate else -1 for v in names]
    forest = _Blossoms(neighbours, match)
    forest.grow([v for v in range(len(names)) if match[v] == -1])
    return {names[i] for i, outer in enumerate(forest.outer) if outer}


def losing_starts(graph):
    """Return the vertices from which the first player loses, in the graph's order.

    These are the vertices that some maximum matching misses; they are found
    from one maximum matching, as in :func:`winning_starts`.

    Examples
    --------
    >>> gl.losing_starts(nx.path_graph(5))
    [0, 2, 4]
    """
    adjacency = _adjacency(graph)
    losing = _losing_starts(adjacency, _matching(adjacency))
    return [v for v in adjacency if v in losing]


def winning_starts(graph):
    """Return the vertices from which the first player wins, in the graph's order.

    One maximum matching ``M`` and one search: a vertex is a losing start
    exactly when an even-length ``M``-alternating path (possibly of length
    0) joins it to a vertex that ``M`` leaves unmatched.

    Examples
    --------
    >>> gl.winning_starts(nx.path_graph(5))  # the even positions are missed
    [1, 3]
    >>> gl.winning_starts(nx.complete_graph(4))
    [0, 1, 2, 3]
    """
    adjacency = _adjacency(graph)
    losing = _losing_starts(adjacency, _matching(adjacency))
    return [v for v in adjacency if v not in losing]


# -- boards (BZOJ 1443) ---------------------------------------------------------


def parse_board(text):
    """Read a board of '.' (free) and '#' (obstacle) cells; return its rows.

    `text` is the board's rows, one a line (or a list of row strings),
    optionally after a header line "N M" giving the number of rows and of
    columns, as in the judge's input. Blank lines around the board are
    ignored.

    Returns
    -------
    tuple of str

    Raises
    ------
    ValueError
        If the rows differ in length, a character is not '.' or '#', the
        header disagrees with the board, or there is no cell at all.

    Examples
    --------
    >>> gl.parse_board("2 3\\n.#.\\n...")
    ('.#.', '...')
    >>> gl.parse_board(".#.\\n..")
    Traceback (most recent call last):
    ...
    ValueError: row 2 has 2 cells but row 1 has 3: a board must be rectangular
    """
    if isinstance(text, str):
        lines = text.splitlines()
    elif isinstance(text, (list, tuple)) and all(isinstance(r, str) for r in text):
        lines = list(text)
    else:
        raise TypeError(f"a board is a string of rows or a list of rows, got {text!r}")
    lines = [line.strip() for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    header = None
    if lines and all(part.isdigit() for part in lines[0].split()):
        parts = lines.pop(0).split()
        if len(parts) != 2:
            raise ValueError(
                "the header line must be 'N M' (rows, columns), got "
                f"{' '.join(parts)!r}"
            )
        header = (int(parts[0]), int(parts[1]))
    if not lines or not lines[0]:
        raise ValueError("the board has no cells")
    for r, row in enumerate(lines):
        if len(row) != len(lines[0]):
            raise ValueError(
                f"row {r + 1} has {len(row)} cells but row 1 has {len(lines[0])}: "
                "a board must be rectangular"
            )
        for c, char in enumerate(row):
            if char not in ".#":
                raise ValueError(
                    f"unknown character {char!r} in row {r + 1}, column {c + 1}: a "
                    "board uses '.' (a free cell) and '#' (an obstacle)"
                )
    if header is not None and header != (len(lines), len(lines[0])):
        raise ValueError(
            f"the header says {header[0]} rows of {header[1]} cells, but the board "
            f"has {len(lines)} rows of {len(lines[0])}"
        )
    return tuple(lines)


def board_graph(rows):
    """Return the graph of the free cells: ``(row, column)`` from 0, side by side.

    Examples
    --------
    >>> graph = gl.board_graph((".#", ".."))
    >>> sorted(graph.edges)
    [((0, 0), (1, 0)), ((1, 0), (1, 1))]
    """
    rows = parse_board(rows)
    graph = nx.Graph()
    for r, row in enumerate(rows):
        for c, char in enumerate(row):
            if char == ".":
                graph.add_node((r, c))
                if r and rows[r - 1][c] == ".":
                    graph.add_edge((r - 1, c), (r, c))
                if c and row[c - 1] == ".":
                    graph.add_edge((r, c - 1), (r, c))
    return graph


def winning_placements(rows):
    """Return the cells where placing the token wins (BZOJ 1443), in reading order.

    In the board game the first player only places the token and the second
    player makes the first move, so the placer wins from exactly the losing
    starts of vertex geography: the free cells that some maximum matching
    misses. The board's cells are ``(row, column)``, counted from 0. A board
    is bipartite (colour it like a chessboard), so one Hopcroft-Karp matching
    and one breadth-first search give every such cell.

    Examples
    --------
    >>> gl.winning_placements((".##", "...", "#.#"))
    [(1, 2), (2, 1)]
    >>> gl.winning_placements(("..", ".."))  # a perfect matching: the placer loses
    []
    """
    adjacency = _board_adjacency(parse_board(rows))
    return sorted(_losing_starts(adjacency, _matching(adjacency)))


def _board_adjacency(rows):
    """The free cells of checked `rows` and their free neighbours, without networkx."""
    height, width = len(rows), len(rows[0])
    adjacency = {}
    for r, row in enumerate(rows):
        for c, char in enumerate(row):
            if char == ".":
                adjacency[(r, c)] = [
                    (r + dr, c + dc)
                    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0))
                    if 0 <= r + dr < height
                    and 0 <= c + dc < width
                    and rows[r + dr][c + dc] == "."
                ]
    return adjacency


# -- drawings -------------------------------------------------------------------


def board_analysis(rows):
    """Return a board, its matched pairs (each once) and its losing cells.

    What the pictures of a board show: the rows as :func:`parse_board`
    reads them, the pairs of a maximum matching of the free cells, and the
    cells from which the player to move loses.

    Examples
    --------
    >>> rows, pairs, losing = gl.geography.board_analysis(["..", ".#"])
    >>> pairs, sorted(losing)
    ([((0, 0), (0, 1))], [(0, 1), (1, 0)])
    """
    rows = parse_board(rows)
    adjacency = _board_adjacency(rows)
    mate = _matching(adjacency)
    losing = _losing_starts(adjacency, mate)
    pairs = sorted((v, w) for v, w in mate.items() if v < w)
    return rows, pairs, losing
