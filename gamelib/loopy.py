"""Games with cycles: P, N and D (draw), and the generalised Sprague-Grundy values.

The search of :mod:`gamelib.core` needs every play to end, and refuses a
game graph with a cycle (``LoopyGameError``). In a *loopy* game play may go
on for ever, and a third outcome appears: a *draw* (D), a position from which
neither player can force a win. The labels come from the end of the game,
working backwards (*retrograde analysis*, as in chess endgame tables):

1. a terminal position is P;
2. a position with an option labelled P is N;
3. a position all of whose options are labelled N is P;

repeated until nothing changes. Every position still unlabelled is D: it
has no P option (else rule 2 would have labelled it) and an option that is
not N (else rule 3 would have), which is then D too. So from a D position
the player to move can always move to a D position and never has a move to
a P position: each player can keep the game going, and neither can force a
win. Positions labelled P or N are won or lost as in a game whose plays
all end, because the labelling order bounds the number of moves to the end.

The *generalised Sprague-Grundy function* of Smith (1966) and Fraenkel does
for sums what the outcome does for one game: a position gets a finite value
``m`` or an infinite value ``∞(K)``, where ``K`` is the set of finite values
among its options (:class:`Infinite`). The value of a sum follows from the
values of its components (:func:`sum_value`), as XOR does for finite games.

References
----------
C. A. B. Smith, "Graphs and composite games", J. Combin. Theory 1 (1966).
A. S. Fraenkel and Y. Yesha, "The generalized Sprague-Grundy function and its
invariance under certain mappings", J. Combin. Theory A 43 (1986).
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, chapter 12.
"""

from collections import deque
from typing import NamedTuple

from gamelib.core import (
    SearchLimitError,
    _check_game,
    check_positive,
    distinct_options,
)

__all__ = [
    "Infinite",
    "loopy_outcome",
    "loopy_outcomes",
    "loopy_sg",
    "loopy_sg_values",
    "outcome_of_value",
    "sum_value",
]


class Infinite(NamedTuple):
    """An infinite generalised SG value ``∞(K)``: `reach` is the set K.

    K holds the finite values among the options. A position of value
    ``∞(K)`` is an N-position when 0 is in K (a move to a P-position
    exists), a draw otherwise.

    Examples
    --------
    >>> gl.loopy.Infinite(frozenset({0, 2}))
    ∞(0,2)
    >>> gl.loopy.Infinite(frozenset())
    ∞
    """

    reach: frozenset

    def __repr__(self):
        if not self.reach:
            return "∞"
        return "∞(" + ",".join(str(v) for v in sorted(self.reach)) + ")"

    __str__ = __repr__


def _reachable(game, position, max_nodes):
    """Every position reachable from `position`, and the options of each, by key.

    Returns ``(found, options)``: key -> position, and key -> the list of
    distinct option keys. Checks `max_nodes` positions and the game's
    ``search_limit`` moves while it lists them.
    """
    _check_game(game)
    max_nodes = check_positive(max_nodes, "max_nodes")
    start = game.check(position)
    key = game.key
    found = {key(start): start}
    options = {}
    queue = deque([start])
    moves = 0
    while queue:
        here = queue.popleft()
        children = []
        for option in distinct_options(game, here):
            moves += 1
            if moves > game.search_limit:
                raise SearchLimitError(
                    f"gave up after examining {game.search_limit:,} moves from "
                    f"{position!r}; if the game is finite, raise the budget on the "
                    f"game: game.search_limit = {10 * game.search_limit:,}"
                )
            option_key = key(option)
            if option_key not in found:
                if len(found) >= max_nodes:
                    raise ValueError(
                        f"more than max_nodes = {max_nodes:,} positions are reachable "
                        f"from {position!r}; start from a smaller position or raise "
                        "max_nodes"
                    )
                found[option_key] = option
                queue.append(option)
            children.append(option_key)
        options[key(here)] = list(dict.fromkeys(children))
    return found, options


def _predecessors(options):
    before = {k: [] for k in options}
    for k, children in options.items():
        for child in children:
            before[child].append(k)
    return before


def loopy_outcomes(game, position, *, max_nodes=100_000):
    """Return "P", "N" or "D" for every position reachable from `position`.

    Parameters
    ----------
    game : Game
        Any game; its graph may have cycles.
    position : hashable
    max_nodes : int, default 100,000
        The most positions to explore (ValueError beyond).

    Returns
    -------
    dict
        Position -> "P", "N" or "D", for every reachable position (one per
        cache key of the game).

    Raises
    ------
    ValueError
        If more than `max_nodes` positions are reachable.
    SearchLimitError
        If listing the moves takes more than the game's ``search_limit``.

    Examples
    --------
    A token on a line 0 - 1 - 2 - 3 moves one step left or right, and 3 is a
    dead end. From 2 the player to move wins (go to 3); from 1, moving to 2
    would lose, so both players shuttle between 0 and 1 for ever: a draw.

    >>> moves = {0: [1], 1: [0, 2], 2: [1, 3], 3: []}
    >>> game = gl.game_from(moves.__getitem__)
    >>> gl.loopy.loopy_outcomes(game, 0)
    {0: 'D', 1: 'D', 2: 'N', 3: 'P'}
    """
    found, options = _reachable(game, position, max_nodes)
    predecessors = _predecessors(options)
    unknown = {k: len(children) for k, children in options.items()}
    label = {k: "P" for k, n in unknown.items() if n == 0}
    settled = deque(label)
    while settled:
        k = settled.popleft()
        for before in predecessors[k]:
            if before in label:
                continue
            if label[k] == "P":  # rule 2: a move to a P-position
                label[before] = "N"
                settled.append(before)
            else:
                unknown[before] -= 1
                if unknown[before] == 0:  # rule 3: every move to an N-position
                    label[before] = "P"
                    settled.append(before)
    return {found[k]: label.get(k, "D") for k in found}


def loopy_outcome(game, position, *, max_nodes=100_000):
    """Return "P", "N" or "D" for `position` of a game that may have cycles.

    The same as ``gl.outcome(game, position, loopy=True)``.

    Examples
    --------
    >>> moves = {"a": ["b"], "b": ["a", "c"], "c": []}
    >>> game = gl.game_from(moves.__getitem__)
    >>> [gl.loopy.loopy_outcome(game, p) for p in "abc"]
    ['P', 'N', 'P']
    """
    _check_game(game)
    start = game.check(position)
    return loopy_outcomes(game, start, max_nodes=max_nodes)[start]


def loopy_sg_values(game, position, *, max_nodes=100_000):
    """Return the generalised Sprague-Grundy value of every reachable position.

    Smith's labelling, round by round for m = 0, 1, 2, ...:

    1. give the value m to every unlabelled position u that has no option of
       value m and each of whose unlabelled or infinite options has an
       option of value m; repeat while this labels something;
    2. give an infinite value to every unlabelled position with no option of
       value m;

    until every position is labelled. An infinite value is ``∞(K)``, with K
    the finite values of the options (:class:`Infinite`). In a game whose
    plays all end, every value is finite and is the ordinary SG value.

    Parameters
    ----------
    game : Game
        Any game; its graph may have cycles.
    position : hashable
    max_nodes : int, default 100,000
        The most positions to explore (ValueError beyond).

    Returns
    -------
    dict
        Position -> an ``int`` or an :class:`Infinite`.

    Examples
    --------
    On the line 0 - 1 - 2 - 3 of :func:`loopy_outcomes`, 2 is an N-position
    of infinite value: its only option other than the end is a draw.

    >>> moves = {0: [1], 1: [0, 2], 2: [1, 3], 3: []}
    >>> gl.loopy.loopy_sg_values(gl.game_from(moves.__getitem__), 0)
    {0: ∞, 1: ∞, 2: ∞(0), 3: 0}
    """
    found, options = _reachable(game, position, max_nodes)
    predecessors = _predecessors(options)
    value = {}
    unlabelled = set(found)
    m = 0
    while unlabelled:
        # A position is "covered" once it has an option of value m; an
        # unlabelled position may take m when no option has m and every
        # option that is unlabelled or infinite is covered.
        # value.get(v) is None exactly when v is unlabelled or infinite.
        covered = set()
        waiting = {
            u: sum(1 for v in options[u] if value.get(v) is None) for u in unlabelled
        }
        ready = deque(u for u in unlabelled if waiting[u] == 0)
        while ready:
            u = ready.popleft()
            if u not in unlabelled or u in covered:
                continue
            value[u] = m
            unlabelled.discard(u)
            for v in predecessors[u]:  # v now has an option of value m
                if v in covered or value.get(v) is not None:
                    continue
                covered.add(v)
                for w in predecessors[v]:  # v no longer blocks w
                    if w in unlabelled and w not in covered:
                        waiting[w] -= 1
                        if waiting[w] == 0:
                            ready.append(w)
        for u in [u for u in unlabelled if u not in covered]:
            value[u] = None  # infinite: its set comes at the end
            unlabelled.discard(u)
        m += 1
    infinite = [u for u, v in value.items() if v is None]
    for u in infinite:
        reach = frozenset(value[w] for w in options[u] if isinstance(value[w], int))
        value[u] = Infinite(reach)
    return {found[k]: value[k] for k in found}


def loopy_sg(game, position, *, max_nodes=100_000):
    """Return the generalised Sprague-Grundy value of `position`.

    Examples
    --------
    >>> moves = {"a": ["b"], "b": ["a", "c"], "c": []}
    >>> game = gl.game_from(moves.__getitem__)
    >>> [gl.loopy.loopy_sg(game, p) for p in "abc"]
    [0, 1, 0]
    """
    _check_game(game)
    start = game.check(position)
    return loopy_sg_values(game, start, max_nodes=max_nodes)[start]


def _check_value(value):
    if isinstance(value, Infinite):
        return value
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise TypeError(
            "a generalised SG value is a non-negative int or an Infinite, got "
            f"{value!r} ({type(value).__name__})"
        )
    return value


def outcome_of_value(value):
    """Return the outcome, "P", "N" or "D", of a generalised SG value.

    0 is P; a positive value is N; ``∞(K)`` is N when 0 is in K (there is a
    move to a P-position), else D.

    Examples
    --------
    >>> from gamelib.loopy import Infinite, outcome_of_value
    >>> values = (0, 3, Infinite(frozenset({0})), Infinite(frozenset({1})))
    >>> [outcome_of_value(v) for v in values]
    ['P', 'N', 'N', 'D']
    """
    value = _check_value(value)
    if isinstance(value, Infinite):
        return "N" if 0 in value.reach else "D"
    return "P" if value == 0 else "N"


def sum_value(*values):
    """Return the generalised SG value of a sum from its components' values.

    Smith's rule: finite values add by XOR; a finite ``a`` and ``∞(K)`` give
    ``∞(K ⊕ a)`` (each element of K XOR a); two infinite values give ``∞``
    with the empty set, a draw.

    Examples
    --------
    >>> from gamelib.loopy import Infinite, sum_value
    >>> sum_value(3, 5)
    6
    >>> sum_value(2, Infinite(frozenset({0, 2})))
    ∞(0,2)
    >>> sum_value(Infinite(frozenset({1})), Infinite(frozenset({0})))
    ∞
    """
    total = 0
    infinite = None
    for value in values:
        value = _check_value(value)
        if isinstance(value, Infinite):
            if infinite is not None:
                return Infinite(frozenset())
            infinite = value
        else:
            total ^= value
    if infinite is None:
        return total
    return Infinite(frozenset(k ^ total for k in infinite.reach))
