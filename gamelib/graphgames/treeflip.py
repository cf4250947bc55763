"""Flipping paths in a tree: the game of HDU 5963 ("Friends"), a coin-turning game.

A tree has edges of weight 0 or 1, and a root r. A move picks a vertex v other
than r whose edge to its parent has weight 1 and flips (0 <-> 1) every edge on
the path from v up to r. The player who cannot move (every edge 0) loses.

Read the edges as coins (weight 1 = heads): a move turns a heads edge to tails
together with the edges above it, and the rule depends only on where the
edges are, so Theorem 9.1 of the book applies. A lone heads edge at the root
is worth mex{0} = 1; a lone heads edge lower down leaves, whatever the move,
heads on the path above it, whose value is 1 (one root edge, then zeros by
induction), so it is worth mex{1} = 0. Hence the value of a tree is the parity
of the number of weight-1 edges at the root, and the first player wins exactly
when that number is odd. :class:`Friends` answers the judge's queries (games
on the current weights, and changes of one weight) in constant time each; the
tests compare it with a search of the real game on every small tree.
"""

from gamelib.engine import args as arg
from gamelib.engine.args import check_natural, check_size

__all__ = ["MOST_VERTICES", "Friends"]

#: The largest tree :class:`Friends` accepts: 25 times the judge's 40,000.
MOST_VERTICES = 10**6


def _vertex(value, n, what):
    if type(value) is int and 1 <= value <= n:  # the common case, quickly
        return value
    v = check_natural(value, what)
    if not 1 <= v <= n:
        raise ValueError(f"{what} must be a vertex 1 to {n}, got {v}")
    return v


def _weight(value):
    if type(value) is int and 0 <= value <= 1:
        return value
    z = check_natural(value, "an edge weight")
    if z > 1:
        raise ValueError(f"an edge weight is 0 or 1, got {z}")
    return z


class Friends:
    """A tree with 0/1 edge weights that answers "who wins from root x?".

    Parameters
    ----------
    n : int
        The number of vertices, labelled 1 to n.
    edges : iterable of (int, int, int)
        The n - 1 edges ``(x, y, z)``: vertices x and y, weight z (0 or 1).

    Raises
    ------
    TypeError, ValueError
        If a vertex is not 1 to n, a weight is not 0 or 1, an edge repeats
        or the edges do not number n - 1 (the tree itself is not checked for
        cycles: only the degrees at each vertex matter to the answer).

    Examples
    --------
    >>> tree = gl.graphgames.treeflip.Friends(4, [(1, 2, 1), (2, 3, 1), (3, 4, 0)])
    >>> tree.first_player_wins(1), tree.first_player_wins(2)
    (True, False)
    >>> tree.set_weight(3, 4, 1)
    >>> tree.first_player_wins(4)
    True
    >>> tree.set_weight(1, 3, 1)
    Traceback (most recent call last):
    ...
    ValueError: there is no edge 1-3 in the tree
    """

    @arg.check_args(
        edges=arg.sequence_of(
            arg.record("an edge (x, y, z)", None, None, None),
            "a collection of edges (x, y, z)",
        )
    )
    def __init__(self, n, edges):
        self.n = check_size(n, "the number of vertices", MOST_VERTICES)
        if self.n < 1:
            raise ValueError("a tree has at least 1 vertex, got 0")
        self.weight = {}
        self.ones = [0] * (self.n + 1)  # weight-1 edges at each vertex
        if isinstance(edges, (str, bytes)) or not hasattr(edges, "__iter__"):
            raise TypeError(f"edges must be a collection of (x, y, z), got {edges!r}")
        n, weight, ones = self.n, self.weight, self.ones
        for edge in edges:
            if isinstance(edge, (str, bytes)) or len(edge) != 3:
                raise ValueError(f"an edge is (x, y, z), got {edge!r}")
            x, y, z = edge
            x, y, z = _vertex(x, n, "x"), _vertex(y, n, "y"), _weight(z)
            key = (x, y) if x < y else (y, x)
            if key in weight or x == y:
                raise ValueError(f"the edge {x}-{y} is given twice or is a loop")
            weight[key] = z
            ones[x] += z
            ones[y] += z
        if len(weight) != n - 1:
            raise ValueError(
                f"a tree on {n} vertices has {n - 1} edges, got {len(weight)}"
            )

    @arg.check_args(z=arg.choice(0, 1))
    def set_weight(self, x, y, z):
        """Give the existing edge x-y the weight z (0 or 1)."""
        x, y, z = _vertex(x, self.n, "x"), _vertex(y, self.n, "y"), _weight(z)
        key = (x, y) if x < y else (y, x)
        old = self.weight.get(key)
        if old is None:
            raise ValueError(f"there is no edge {x}-{y} in the tree")
        self.weight[key] = z
        self.ones[x] += z - old
        self.ones[y] += z - old

    def first_player_wins(self, root):
        """True when the player to move wins the game rooted at `root`."""
        return self.ones[_vertex(root, self.n, "the root")] % 2 == 1
