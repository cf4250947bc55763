"""Game trees with payoffs: minimax, alpha-beta pruning, and their pictures.

A *game tree* is written as nested lists: a leaf is a payoff (an ``int`` or a
``fractions.Fraction``: exact numbers only) paid by the player Min to the
player Max, and an inner node is the list of its children, the positions its
player can move to. Max moves at the root, and the players alternate level
by level. ``[[3, 12, 8], [2, 4, 6], [14, 5, 2]]`` is the textbook example of
Russell and Norvig: Max picks a column, then Min picks an entry of it.

:class:`GameTree` stores a tree as flat arrays (node 0 is the root, the
nodes are numbered in depth-first, left-to-right order), so building it,
:func:`minimax` and :func:`alphabeta` are iterative: a tree a hundred thousand
levels deep is fine. The drawings grey out the branches that alpha-beta
pruned. :meth:`GameTree.from_game` unfolds an impartial game into a tree
with payoffs +1 and -1 (the player who cannot move loses), which turns the
P/N labelling of the earlier chapters into a minimax computation.
"""

from fractions import Fraction
from random import Random

from gamelib.engine import args as arg
from gamelib.engine.args import check_positive, check_size
from gamelib.engine.game import LoopyGameError, _check_game
from gamelib.engine.graphs import format_position
from gamelib.engine.options import distinct_options

__all__ = [
    "GameTree",
    "is_payoff",
    "random_tree",
    "short_path",
]


def is_payoff(value):
    """Is `value` a payoff (a number, not a list of children)?"""
    return isinstance(value, (int, Fraction)) and not isinstance(value, bool)


#: A path of child indices from the root.
_path_checker = arg.sequence_of(
    arg.natural, "a path of child indices (a tuple of non-negative integers)", tuple
)


@arg.check_args(path=_path_checker)
def short_path(path):
    """A path of child indices as text, cut after eight steps."""
    return str(path) if len(path) <= 8 else f"({', '.join(map(str, path[:8]))}, ...)"


class GameTree:
    """A finite game tree: payoffs to Max at the leaves, Max to move at the root.

    Parameters
    ----------
    nested : list, tuple or number
        The tree as nested lists (or tuples); a number is a one-leaf tree.
    labels : list of str, optional
        A label per node (in node order), e.g. the positions of a game.
    max_nodes : int, default 10**7
        Refuse trees with more nodes (and lists that contain themselves).

    Attributes
    ----------
    children : list of tuple of int
        The children of each node, left to right; ``()`` for a leaf.
    payoffs : list
        The payoff of each leaf; ``None`` for an inner node.
    depths, parents, sizes : list of int
        Depth (the root has 0), parent (the root has -1) and the number of
        nodes in the subtree of each node. The subtree of v is the nodes
        ``v, v + 1, ..., v + sizes[v] - 1``.

    Raises
    ------
    TypeError
        If a leaf is not an exact number (floats and bools are refused).
    ValueError
        If a node has no children, or the tree is too large or cyclic.

    Examples
    --------
    >>> tree = gl.GameTree([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
    >>> len(tree), tree.children[0], tree.leaves()[:3]
    (13, (1, 5, 9), [2, 3, 4])
    >>> tree.path(7), tree.payoffs[7]
    ((1, 1), 4)
    >>> gl.GameTree([[1, 2], []])
    Traceback (most recent call last):
    ...
    ValueError: empty list at path (1,): a node without moves must be a payoff number
    >>> gl.GameTree([[1, 0.5]])
    Traceback (most recent call last):
    ...
    TypeError: payoffs must be exact (int or Fraction), got 0.5 (float) at path (0, 1)
    """

    #: What an index into the tree is, for messages (see ``arg.own_index``).
    index_word = "a node of the tree"

    @arg.check_args(
        labels=arg.optional(arg.sequence_of(None, "a list of labels, one per node"))
    )
    def __init__(self, nested, *, labels=None, max_nodes=10**7):
        max_nodes = check_positive(max_nodes, "max_nodes")
        self.children, self.payoffs, self.depths, self.parents = [], [], [], []
        kids = self.children  # lists while building, tuples at the end
        payoffs, depths, parents = self.payoffs, self.depths, self.parents
        # A path from the root through d lists, all different, needs d different
        # lists: a list deeper than the number of lists seen repeats one above it.
        lists = set()
        stack = [(nested, -1, 0)]
        while stack:
            item, parent, depth = stack.pop()
            node = len(payoffs)
            if node >= max_nodes:
                raise ValueError(
                    f"the tree has more than {max_nodes:,} nodes; raise max_nodes "
                    "for a larger tree"
                )
            parents.append(parent)
            depths.append(depth)
            if parent >= 0:
                kids[parent].append(node)
            if isinstance(item, (list, tuple)):
                if not item:
                    raise ValueError(
                        f"empty list at path {self._path(node)}: a node without "
                        "moves must be a payoff number"
                    )
                lists.add(id(item))
                if depth >= len(lists):
                    raise ValueError(
                        f"the list at path {short_path(self._path(node))} is also one "
                        "of its own ancestors: a game tree must be finite"
                    )
                payoffs.append(None)
                kids.append([])
                below = depth + 1
                for child in reversed(item):
                    stack.append((child, node, below))
            elif is_payoff(item):
                payoffs.append(item)
                kids.append([])
            else:
                kind = type(item).__name__
                payoffs.append(None)
                raise TypeError(
                    f"payoffs must be exact (int or Fraction), got {item!r} "
                    f"({kind}) at path {self._path(node)}"
                )
        self.children = [tuple(k) for k in kids]
        self.sizes = [1] * len(self.children)
        for node in reversed(range(1, len(self.children))):
            self.sizes[self.parents[node]] += self.sizes[node]
        if labels is not None:
            labels = [str(label) for label in labels]
            if len(labels) != len(self.children):
                raise ValueError(
                    f"labels needs one label per node ({len(self.children)}), "
                    f"got {len(labels)}"
                )
        self.labels = labels

    @classmethod
    @arg.check_args(
        leaves=arg.sequence_of(None, "a list of payoffs (the leaves, left to right)")
    )
    def from_leaves(cls, leaves, branching, depth=None):
        """Return the uniform tree whose leaves, left to right, are `leaves`.

        Every inner node has `branching` children and every leaf is at
        `depth`; the depth is inferred from the number of leaves unless
        given (it must be given when `branching` is 1).

        Examples
        --------
        >>> gl.GameTree.from_leaves([3, 12, 8, 2, 4, 6, 14, 5, 2], 3).nested()
        [[3, 12, 8], [2, 4, 6], [14, 5, 2]]
        >>> gl.GameTree.from_leaves([7], 1, depth=3).nested()
        [[[7]]]
        """
        branching = check_positive(branching, "branching")
        level = list(leaves)
        if depth is None:
            if branching == 1:
                raise ValueError("a tree with branching 1 needs its depth")
            depth, count = 0, len(level)
            while count > 1 and count % branching == 0:
                count, depth = count // branching, depth + 1
            if count != 1:
                raise ValueError(
                    f"a uniform tree with branching {branching} has a power of "
                    f"{branching} leaves, got {len(level)}"
                )
        else:
            depth = check_size(depth, "depth", MOST_LEAVES)
            # Compare sizes before raising branching to a huge power.
            if (branching > 1 and depth > len(level).bit_length()) or len(
                level
            ) != branching**depth:
                count = branching**depth if depth <= 64 else f"{branching}**{depth}"
                raise ValueError(
                    f"a uniform tree with branching {branching} and depth {depth} "
                    f"has {count} leaves, got {len(level)}"
                )
        for _ in range(depth):
            level = [level[i : i + branching] for i in range(0, len(level), branching)]
        return cls(level[0])

    @classmethod
    def from_game(cls, game, position, *, max_nodes=100_000):
        """Unfold an impartial game into a game tree with payoffs +1 and -1.

        Every line of play from `position` becomes a branch (a position met
        along two lines appears twice). At a terminal position the player to
        move has lost: the payoff is -1 if that player is Max (an even
        depth) and +1 if it is Min. The node labels are the positions.

        Raises
        ------
        ValueError
            If the tree has more than `max_nodes` nodes.
        LoopyGameError
            If a line of play comes back to a position it has passed: the
            tree would be infinite.

        Examples
        --------
        >>> tree = gl.GameTree.from_game(gl.Bash(2), 3)
        >>> tree.nested()  # Max loses whatever he does: 3 is a P-position
        [[[1], -1], [-1]]
        >>> tree.labels[:4]
        ['3', '2', '1', '0']
        """
        _check_game(game)
        position = game.check(position)
        max_nodes = check_positive(max_nodes, "max_nodes")
        labels = []
        root = []
        stack = [(position, 0, None)]
        line, on_line = [], set()  # the keys of the current line of play
        while stack:
            here, depth, parent = stack.pop()
            while len(line) > depth:
                on_line.discard(line.pop())
            key = game.key(here)
            if key in on_line:
                raise LoopyGameError(here)
            line.append(key)
            on_line.add(key)
            if len(labels) >= max_nodes:
                raise ValueError(
                    f"the game tree of {position!r} has more than {max_nodes:,} "
                    "nodes; start from a smaller position or raise max_nodes"
                )
            labels.append(format_position(here))
            options = distinct_options(game, here)
            if options:
                node = root if parent is None else []
                stack.extend((o, depth + 1, node) for o in reversed(options))
            else:
                node = 1 if depth % 2 else -1
            if parent is not None:
                parent.append(node)
            elif not options:
                root = node
        return cls(root, labels=labels, max_nodes=max_nodes)

    def __len__(self):
        return len(self.children)

    def __repr__(self):
        return f"GameTree(<{len(self)} nodes, height {max(self.depths)}>)"

    @arg.check_args(node=arg.own_index)
    def is_leaf(self, node):
        """Return True if `node` has no children."""
        return not self.children[node]

    @arg.check_args(node=arg.own_index)
    def is_max(self, node):
        """Return True if Max moves at `node` (an even depth)."""
        return self.depths[node] % 2 == 0

    def leaves(self):
        """Return the leaves, left to right."""
        return [v for v, kids in enumerate(self.children) if not kids]

    @arg.check_args(node=arg.own_index)
    def path(self, node):
        """Return the child indices that lead from the root to `node`."""
        return self._path(node)

    def _path(self, node):
        steps = []
        while node > 0:
            parent = self.parents[node]
            steps.append(self.children[parent].index(node))
            node = parent
        return tuple(reversed(steps))

    @arg.check_args(path=_path_checker)
    def node(self, path):
        """Return the node reached from the root by the child indices `path`."""
        node = 0
        for i in path:
            kids = self.children[node]
            if not 0 <= i < len(kids):
                raise ValueError(
                    f"no child {i} at path {self._path(node)}: it has {len(kids)}"
                )
            node = kids[i]
        return node

    @arg.check_args(node=arg.own_index)
    def nested(self, node=0):
        """Return the subtree of `node` as nested lists."""
        built = {}
        for v in reversed(range(node, node + self.sizes[node])):
            kids = self.children[v]
            built[v] = [built.pop(c) for c in kids] if kids else self.payoffs[v]
        return built[node]

    @arg.check_args(best_first=arg.boolean)
    def ordered(self, best_first=True):
        """Return a copy whose children are sorted by their minimax values.

        ``best_first=True`` puts the best move of the player to move first
        (largest value at Max nodes, smallest at Min nodes), the order that
        lets alpha-beta prune most; ``False`` puts the worst first. Ties keep
        their order.

        Examples
        --------
        >>> gl.GameTree([[3, 12, 8], [2, 4, 6], [14, 5, 2]]).ordered().nested()
        [[3, 8, 12], [2, 4, 6], [2, 5, 14]]
        """
        values = self._minimax_values()
        built = list(self.payoffs)
        for v in reversed(range(len(self))):
            kids = self.children[v]
            if kids:
                descending = (self.depths[v] % 2 == 0) == best_first
                order = sorted(kids, key=values.__getitem__, reverse=descending)
                built[v] = [built[c] for c in order]
        labels = None
        if self.labels is not None:
            labels = [self.labels[v] for v in self._preorder_by(values, best_first)]
        return GameTree(built[0], labels=labels)

    def _minimax_values(self):
        """The minimax value of every node, in node order (children come later)."""
        values = list(self.payoffs)
        children, depths = self.children, self.depths
        for v in reversed(range(len(self))):
            kids = children[v]
            if kids:
                pick = min if depths[v] % 2 else max
                values[v] = pick([values[c] for c in kids])
        return values

    def _preorder_by(self, values, best_first):
        stack, order = [0], []
        while stack:
            v = stack.pop()
            order.append(v)
            kids = self.children[v]
            descending = (self.depths[v] % 2 == 0) == best_first
            ranked = sorted(kids, key=values.__getitem__, reverse=descending)
            stack.extend(reversed(ranked))
        return order


#: The most leaves a random tree may have (a million take seconds to search).
MOST_LEAVES = 10**6


@arg.check_args(
    branching=arg.positive,
    depth=arg.natural,
    seed=arg.seed,
    low=arg.integer,
    high=arg.integer,
    distinct=arg.boolean,
)
def random_tree(branching, depth, *, seed=0, low=0, high=9, distinct=False):
    """Return a uniform tree with random integer payoffs between `low` and `high`.

    Parameters
    ----------
    branching, depth : int
        Every inner node has `branching` children; the leaves are at `depth`.
    seed : int
        The seed of the random numbers (the same seed gives the same tree).
    low, high : int
        The range of the payoffs, both included.
    distinct : bool, default False
        Make all payoffs different (needs a range at least as large as the
        number of leaves).

    Examples
    --------
    >>> gl.trees.gametrees.random_tree(2, 2, seed=1).nested()
    [[2, 9], [1, 4]]
    """
    if (
        depth > MOST_LEAVES
        or (branching > 1 and depth > 20)
        or (branching**depth > MOST_LEAVES)
    ):  # 2**20 leaves are already too many: no huge power is computed
        raise ValueError(
            f"a tree of branching {branching} and depth {depth} has "
            f"{branching}**{depth} leaves, more than the {MOST_LEAVES:,} allowed here"
        )
    count = branching**depth
    if low > high:
        raise ValueError(f"random_tree(): low = {low} is more than high = {high}")
    rng = Random(seed)
    if distinct:
        if high - low + 1 < count:
            raise ValueError(
                f"{count} distinct payoffs do not fit between {low} and {high}"
            )
        leaves = rng.sample(range(low, high + 1), count)
    else:
        leaves = [rng.randint(low, high) for _ in range(count)]
    return GameTree.from_leaves(leaves, branching, depth)
