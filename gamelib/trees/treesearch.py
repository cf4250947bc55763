"""Searching a game tree: minimax, and alpha-beta with its cut-offs (chapter 11).

:func:`minimax` values every node; :func:`alphabeta` finds the same value at
the root while skipping what cannot matter, and can record each step
(:class:`Step`) for the explorer; :func:`known_bounds` says what a search has
proved about each node, which the drawings show. :func:`negamax` searches an
impartial game's positions rather than its tree, with a transposition table.
"""

from collections import namedtuple
from math import inf

from gamelib.engine import args as arg
from gamelib.engine.args import check_positive
from gamelib.engine.game import LoopyGameError, SearchLimitError
from gamelib.engine.options import distinct_options
from gamelib.trees.gametrees import GameTree, is_payoff

__all__ = [
    "NegamaxResult",
    "SearchResult",
    "Step",
    "alphabeta",
    "known_bounds",
    "minimax",
    "negamax",
]

SearchResult = namedtuple(
    "SearchResult", ["value", "visited", "leaves", "values", "pruned", "steps"]
)
SearchResult.__doc__ = """What a search of a game tree found, and what it cost.

value : the value the search returned for the root.
visited : how many nodes the search looked at (the root and leaves included).
leaves : how many leaves it evaluated.
values : dict node -> the value the search returned there (visited nodes only).
pruned : the nodes whose subtrees were skipped, as roots of those subtrees.
steps : the list of :class:`Step` events if ``trace=True`` was asked, else None.
"""

Step = namedtuple("Step", ["kind", "node", "alpha", "beta", "value", "pruned"])
Step.__doc__ = """One event of an alpha-beta search, for stepping through it.

kind : ``"visit"`` (the search enters `node` with the window alpha, beta),
    ``"leaf"`` (it reads the payoff `value`), ``"return"`` (the inner node's
    value is settled), or ``"prune"`` (a cutoff at `node` skips its
    children `pruned`).
"""


def _as_tree(tree):
    return tree if isinstance(tree, GameTree) else GameTree(tree)


def minimax(tree):
    """Return the minimax value of every node, visiting the whole tree.

    The value of a leaf is its payoff; Max nodes take the largest value of
    their children, Min nodes the smallest.

    Parameters
    ----------
    tree : GameTree or nested lists

    Returns
    -------
    SearchResult
        ``visited`` is the number of nodes: plain minimax looks at all of them.

    Examples
    --------
    >>> result = gl.minimax([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
    >>> result.value, result.visited, result.leaves
    (3, 13, 9)
    """
    tree = _as_tree(tree)
    values = tree._minimax_values()
    leaves = len(tree.leaves())
    return SearchResult(values[0], len(tree), leaves, dict(enumerate(values)), [], None)


def _check_bound(value, what):
    """An exact payoff, or one of the sentinels -math.inf and math.inf."""
    if is_payoff(value) or (isinstance(value, float) and value in (inf, -inf)):
        return value
    raise TypeError(
        f"{what} must be an int, a Fraction, -math.inf or math.inf, got {value!r}"
    )


@arg.check_args(alpha=_check_bound, beta=_check_bound, trace=arg.boolean)
def alphabeta(tree, *, alpha=-inf, beta=inf, trace=False):
    """Return the minimax value of the root by alpha-beta pruning.

    The search keeps a window (alpha, beta): alpha is the most Max is already
    sure of elsewhere on the path, beta the least Min is. Once a Max node's
    value reaches beta (or a Min node's falls to alpha), the player above
    will never let play come here, and its remaining children are skipped.

    Parameters
    ----------
    tree : GameTree or nested lists
    alpha, beta : int, Fraction or ±math.inf
        The initial window (the default, -inf and inf, gives the exact value).
        The infinities are only sentinels: payoffs stay exact.
    trace : bool, default False
        Record every step (see :class:`Step`) in ``result.steps``.

    Returns
    -------
    SearchResult
        If the true value v lies strictly inside the window, ``value == v``;
        if ``v <= alpha`` then ``v <= value <= alpha``; if ``v >= beta`` then
        ``beta <= value <= v``.

    Raises
    ------
    ValueError
        If ``alpha >= beta``.

    Notes
    -----
    Iterative (an explicit stack), so the depth of the tree does not matter.
    This is the "fail-soft" version of Knuth and Moore (1975).

    Examples
    --------
    >>> result = gl.alphabeta([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
    >>> result.value, result.visited, result.leaves
    (3, 11, 7)
    >>> tree = gl.GameTree([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
    >>> [tree.path(v) for v in result.pruned]  # 4 and 6 are never looked at
    [(1, 1), (1, 2)]
    """
    tree = _as_tree(tree)
    if not alpha < beta:
        raise ValueError(
            f"the window needs alpha < beta, got alpha={alpha}, beta={beta}"
        )
    search = _AlphaBeta(tree, trace)
    returned = search.enter(0, alpha, beta)
    while search.stack:
        returned = search.step(returned)
    values = dict(sorted(search.values.items()))
    return SearchResult(
        values[0], search.visited, search.leaves, values, search.pruned, search.steps
    )


class _AlphaBeta:
    """The state of one alpha-beta search: an explicit stack and what it found.

    Each frame of the stack is ``[node, alpha, beta, best so far, index of
    the next child]``. :meth:`step` does one move of the search: it takes in
    the value a child returned (or None), then either settles the node on
    top (all children seen, or a cutoff) or enters its next child.
    """

    def __init__(self, tree, trace):
        self.children, self.payoffs = tree.children, tree.payoffs
        self.depths = tree.depths
        self.values, self.pruned = {}, []
        self.steps = [] if trace else None
        self.visited = self.leaves = 0
        self.stack = []

    def _record(self, kind, node, a, b, value=None, pruned=()):
        if self.steps is not None:
            self.steps.append(Step(kind, node, a, b, value, pruned))

    def enter(self, node, a, b):
        """Visit `node`: a leaf returns its payoff, an inner node gets a frame."""
        self.visited += 1
        self._record("visit", node, a, b)
        if not self.children[node]:
            payoff = self.payoffs[node]
            self.leaves += 1
            self.values[node] = payoff
            self._record("leaf", node, a, b, payoff)
            return payoff
        best = -inf if self.depths[node] % 2 == 0 else inf
        self.stack.append([node, a, b, best, 0])
        return None

    def _take(self, frame, returned):
        """Fold a child's value into `frame`; True if the rest can be cut off."""
        node, a, b, best, _ = frame
        if self.depths[node] % 2 == 0:  # Max to move
            best = max(best, returned)
            cutoff = best >= b
            a = max(a, best)
        else:
            best = min(best, returned)
            cutoff = best <= a
            b = min(b, best)
        frame[1:4] = a, b, best
        return cutoff

    def _settle(self, cutoff):
        """Pop the node on top: record its pruned children and return its value."""
        node, a, b, best, i = self.stack.pop()
        kids = self.children[node]
        if cutoff and i < len(kids):
            self.pruned.extend(kids[i:])
            self._record("prune", node, a, b, best, kids[i:])
        self.values[node] = best
        self._record("return", node, a, b, best)
        return best

    def step(self, returned):
        """Take the value `returned` by a child (or None), then go on one step."""
        frame = self.stack[-1]
        cutoff = returned is not None and self._take(frame, returned)
        node, a, b, _, i = frame
        if cutoff or i == len(self.children[node]):
            return self._settle(cutoff)
        frame[4] = i + 1
        return self.enter(self.children[node][i], a, b)


def _check_values(values, what, tree):
    """A dict from nodes of `tree` to values (those of a :class:`SearchResult`)."""
    allowed = "a dict from nodes of the tree to values (SearchResult.values)"
    values = arg.mapping(allowed)(values, what)
    if not isinstance(tree, GameTree):
        return values  # the tree's own check refuses it
    for node, value in values.items():
        arg.between(0, len(tree) - 1)(node, f"{what}: a node")
        _check_bound(value, f"{what}[{node}]")
    return values


@arg.check_args(
    tree=arg.instance_of(GameTree, "a GameTree"),
    values=arg.depends_on("tree", lambda v, what, tree: _check_values(v, what, tree)),
)
def known_bounds(tree, values):
    """Return what a search proved about each node it settled: ``(low, high)``.

    `values` maps the settled nodes to the values the search returned (the
    ``values`` of a :class:`SearchResult`, or those of the first steps of a
    traced search). A leaf is known exactly. A child that was not settled
    (pruned, or not reached yet) could be worth anything, so a Max node is
    known to lie between the largest ``low`` and the largest ``high`` of its
    children, and a Min node between the smallest ones. Where ``low ==
    high`` the value is exact; after a cutoff it is only a bound, and so is
    the value of any node above a bound that decides it.

    Examples
    --------
    >>> tree = gl.GameTree([[3, 12, 8], [2, 4, 6], [14, 5, 2]])
    >>> known = gl.trees.treesearch.known_bounds(tree, gl.alphabeta(tree).values)
    >>> known[0], known[5], known[9]  # the root, the middle and the last column
    ((3, 3), (-inf, 2), (2, 2))
    """
    known = {}
    for v in sorted(values, reverse=True):  # children have larger numbers
        kids = tree.children[v]
        if not kids:
            known[v] = (values[v], values[v])
            continue
        bounds = [known.get(c, (-inf, inf)) for c in kids]
        pick = max if tree.depths[v] % 2 == 0 else min
        known[v] = (pick(b[0] for b in bounds), pick(b[1] for b in bounds))
    return known


NegamaxResult = namedtuple("NegamaxResult", ["value", "visited", "hits", "stored"])
NegamaxResult.__doc__ = """What a negamax search of a game found, and what it cost.

value : +1 if the player to move wins, -1 if that player loses.
visited : how many nodes the search expanded or read as terminal.
hits : how many times a position was answered from the transposition table.
stored : how many positions the table holds at the end (0 without a table).
"""


@arg.check_args(game=arg.game, position=arg.position_of("game"), table=arg.boolean)
def negamax(game, position, *, table=True, max_work=20_000):
    """Decide an impartial game by negamax alpha-beta, with a transposition table.

    Negamax scores every node for its player to move: +1 for a win, -1 for
    a loss, and a node is worth the largest of the negated values of its
    children. The window is (-1, +1): a child worth -1 to its mover is a
    winning move, and the remaining children are skipped. With `table`,
    every settled position is stored under ``game.key(position)`` and a
    position met again along another line of play is answered from the
    table instead of being searched again.

    Parameters
    ----------
    game : Game
        An impartial game without cycles.
    position
        A position of `game`.
    table : bool, default True
        Use a transposition table.
    max_work : int, default 20,000
        The most work the search may do: each node visited and each option
        listed costs one unit.

    Returns
    -------
    NegamaxResult
        The value, and the nodes visited, table hits and positions stored.

    Raises
    ------
    SearchLimitError
        If the search needs more than `max_work` units of work.
    LoopyGameError
        If a line of play comes back to a position it has passed.

    Notes
    -----
    The children are tried in the order of ``distinct_options``, the order of
    :meth:`GameTree.from_game`, so without a table the search visits exactly
    the nodes :func:`alphabeta` visits on that tree with the window (-1, 1).
    Iterative, like the other searches of this module. With payoffs ±1 and
    this window every value returned is exact (Theorem 11.2), so the table
    needs no bounds.

    Examples
    --------
    >>> gl.trees.treesearch.negamax(gl.SubtractionGame({1, 3, 4}), 14)
    NegamaxResult(value=-1, visited=15, hits=16, stored=15)
    >>> gl.trees.treesearch.negamax(gl.SubtractionGame({1, 3, 4}), 14, table=False)
    NegamaxResult(value=-1, visited=545, hits=0, stored=0)
    """
    max_work = check_positive(max_work, "max_work")
    known, on_line, stack = {}, set(), []
    count = [0, 0, 0]  # visited, hits, work

    def spend(units):
        count[2] += units
        if count[2] > max_work:
            raise SearchLimitError(
                f"the negamax search of {position!r} needs more than max_work = "
                f"{max_work:,} units of work (a node or an option listed costs "
                "one): start from a smaller position, or raise max_work"
            )

    def enter(here):
        """The value of `here` if known at once, else None (its frame is pushed)."""
        key = game.key(here)
        if table and key in known:
            count[1] += 1
            return known[key]
        if key in on_line:
            raise LoopyGameError(here)
        count[0] += 1
        spend(1)
        options = distinct_options(game, here)
        spend(len(options))
        if not options:
            if table:
                known[key] = -1
            return -1
        on_line.add(key)
        stack.append([key, options, 0, -1])  # key, options, next child, best
        return None

    returned = enter(position)
    while stack:
        frame = stack[-1]
        if returned is not None:
            frame[3] = max(frame[3], -returned)
            returned = None
            if frame[3] >= 1 or frame[2] == len(frame[1]):  # cutoff, or done
                stack.pop()
                on_line.discard(frame[0])
                if table:
                    known[frame[0]] = frame[3]
                returned = frame[3]
                continue
        frame[2] += 1
        returned = enter(frame[1][frame[2] - 1])
    return NegamaxResult(returned, count[0], count[1], len(known))
