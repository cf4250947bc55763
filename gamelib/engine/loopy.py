"""Games with cycles: P, N and D (draw), and the generalised Sprague-Grundy values.

The search of :mod:`gamelib.engine.core` needs every play to end, and refuses a
game graph with a cycle (``LoopyGameError``). In a *loopy* game play may go
on for ever, and a third outcome appears: a *draw* (D), a position from which
neither player can force a win. The labels come from the end of the game,
working backwards (*retrograde analysis*, as in chess endgame tables):

1. a terminal position is P;
2. a position all of whose options are labelled N is P;
3. a position with an option labelled P is N;

repeated until nothing changes. Every position still unlabelled is D: it
has no P option (else rule 3 would have labelled it) and an option that is
not N (else rule 2 would have), which is then D too. So from a D position
the player to move can always move to a D position and never has a move to
a P position: each player can keep the game going, and neither can force a
win. Positions labelled P or N are won or lost as in a game whose plays
all end, because the labelling order (the *rank*, :func:`loopy_ranks`)
bounds the number of moves to the end.

The *generalised Sprague-Grundy function* of Smith (1966) does for sums
what the outcome does for one game: a position gets a finite value ``m`` or
an infinite value ``∞(K)``, where ``K`` is the set of finite values among
its options (:class:`Infinite`). The value of a sum follows from the values
of its components (:func:`sum_value`), as XOR does for finite games. It is
computed here by the labelling in rounds of Fraenkel and Yesha (1986),
:func:`loopy_sg_rounds`; Smith's own definition is different but gives the
same function.

Cost: retrograde analysis is linear in the positions and moves. The rounds
are computed with one *watched* option per position (the option that keeps
it from taking the round's value, as watched literals do in Horn
satisfiability) instead of recounting every option in every round; on the
games of the book the work is a small multiple of the number of moves, and
it is never more than the moves times the number of distinct values. The
labelling stops with ``SearchLimitError`` after ``4 * game.search_limit``
steps.

References
----------
C. A. B. Smith, "Graphs and composite games", J. Combin. Theory 1 (1966).
A. S. Fraenkel and Y. Yesha, "The generalized Sprague-Grundy function and its
invariance under certain mappings", J. Combin. Theory A 43 (1986).
E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways*, chapter 12.
"""

from collections import deque
from typing import NamedTuple

from gamelib.engine import args as arg
from gamelib.engine.args import _short
from gamelib.engine.game import SearchLimitError
from gamelib.engine.options import distinct_options, position_bytes

__all__ = [
    "Infinite",
    "loopy_outcome",
    "loopy_outcomes",
    "loopy_ranks",
    "loopy_remoteness",
    "loopy_sg",
    "loopy_sg_rounds",
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
    >>> gl.engine.loopy.Infinite(frozenset({0, 2}))
    ∞(0,2)
    >>> gl.engine.loopy.Infinite(frozenset())
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
    ``search_limit`` moves while it lists them. The public functions that
    call it have checked `game`, `position` and `max_nodes`.
    """
    start = position
    key = game.key
    found = {key(start): start}
    options = {}
    queue = deque([start])
    moves, memory_left = 0, game.search_memory - _NODE_COPIES * position_bytes(start)
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
                memory_left -= _NODE_COPIES * position_bytes(option)
                if memory_left < 0:
                    _too_big(game, position, len(found))
                found[option_key] = option
                queue.append(option)
            children.append(option_key)
        options[key(here)] = list(dict.fromkeys(children))
    return found, options


#: What one reachable position costs, in copies of its own size: the
#: position and its key, the lists and dicts of the labelling, and the option
#: lists made while listing (measured: about 50 KB a position of 5,000 coins).
_NODE_COPIES = 10


def _too_big(game, position, count):
    raise SearchLimitError(
        f"gave up after {count:,} positions reachable from {_short(position)}: "
        f"they and the labelling's bookkeeping would fill more than "
        f"search_memory = {game.search_memory:,} bytes; start from a smaller "
        "position, or raise the memory on the game: game.search_memory = "
        f"{4 * game.search_memory:,}"
    )


def _predecessors(options):
    before = {k: [] for k in options}
    for k, children in options.items():
        for child in children:
            before[child].append(k)
    return before


def _retrograde(options, predecessors):
    """P/N labels by rules 1-3, the rank (labelling order, from 1) of each,
    and the remoteness of each.

    Positions left out of the dicts are the draws. The queue is first in,
    first out, so positions leave it in order of remoteness (as in a
    breadth-first search): an N-position is labelled from its first P
    option out, of least remoteness, and a P-position from its last N
    option out, of greatest remoteness.
    """
    unknown = {k: len(children) for k, children in options.items()}
    label = {k: "P" for k, n in unknown.items() if n == 0}
    rank = {k: i for i, k in enumerate(label, 1)}
    remote = dict.fromkeys(label, 0)
    settled = deque(label)
    while settled:
        k = settled.popleft()
        for before in predecessors[k]:
            if before in label:
                continue
            if label[k] == "P":  # rule 3: a move to a P-position
                label[before] = "N"
            else:
                unknown[before] -= 1
                if unknown[before]:
                    continue
                label[before] = "P"  # rule 2: every move to an N-position
            rank[before] = len(rank) + 1
            remote[before] = remote[k] + 1
            settled.append(before)
    return label, rank, remote


def _labelled(game, position, max_nodes):
    """Keys -> positions; the P/N labels, ranks and remoteness of rules 1-3."""
    found, options = _reachable(game, position, max_nodes)
    return found, *_retrograde(options, _predecessors(options))


@arg.check_args(game=arg.game, position=arg.position_of("game"), max_nodes=arg.positive)
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
    >>> gl.engine.loopy.loopy_outcomes(game, 0)
    {0: 'D', 1: 'D', 2: 'N', 3: 'P'}
    """
    found, label, _, _ = _labelled(game, position, max_nodes)
    return {found[k]: label.get(k, "D") for k in found}


@arg.check_args(game=arg.game, position=arg.position_of("game"), max_nodes=arg.positive)
def loopy_outcome(game, position, *, max_nodes=100_000):
    """Return "P", "N" or "D" for `position` of a game that may have cycles.

    The same as ``gl.outcome(game, position, loopy=True)``.

    Examples
    --------
    >>> moves = {"a": ["b"], "b": ["a", "c"], "c": []}
    >>> game = gl.game_from(moves.__getitem__)
    >>> [gl.engine.loopy.loopy_outcome(game, p) for p in "abc"]
    ['P', 'N', 'P']
    """
    return loopy_outcomes(game, position, max_nodes=max_nodes)[position]


@arg.check_args(game=arg.game, position=arg.position_of("game"), max_nodes=arg.positive)
def loopy_ranks(game, position, *, max_nodes=100_000):
    """Return the rank of every reachable position: when rules 1-3 labelled it.

    Rules 1-3 label the terminal positions first, then one position at a
    time; the rank counts them 1, 2, 3, ... A P-position's options all have
    smaller ranks, and an N-position has a P option of smaller rank: the
    winner moves down the ranks, which is the proof that the labels are right
    (Theorem 14.1 of the book). A draw has no rank (``None``).

    Parameters
    ----------
    game, position, max_nodes
        As for :func:`loopy_outcomes`.

    Returns
    -------
    dict
        Position -> its rank (an ``int`` from 1), or ``None`` for a draw.

    Examples
    --------
    >>> moves = {0: [1], 1: [0, 2], 2: [1, 3], 3: []}
    >>> gl.engine.loopy.loopy_ranks(gl.game_from(moves.__getitem__), 0)
    {0: None, 1: None, 2: 2, 3: 1}
    """
    found, _, rank, _ = _labelled(game, position, max_nodes)
    return {found[k]: rank.get(k) for k in found}


@arg.check_args(game=arg.game, position=arg.position_of("game"), max_nodes=arg.positive)
def loopy_remoteness(game, position, *, max_nodes=100_000):
    """Return the remoteness of every reachable position: how long a win takes.

    The remoteness (Steinhaus 1925, Smith 1966) counts the moves, of both
    players, to the end of the game when the winner hurries and the loser
    delays:

    - a terminal position has remoteness 0;
    - an N-position has 1 + the least remoteness of its P options;
    - a P-position has 1 + the greatest remoteness of its options (all N);
    - a draw has none (``None``): no play from it need end.

    So the remoteness is even at a P-position and odd at an N-position. It
    is computed with the outcomes, by retrograde analysis.

    Parameters
    ----------
    game, position, max_nodes
        As for :func:`loopy_outcomes`.

    Returns
    -------
    dict
        Position -> its remoteness (an ``int``), or ``None`` for a draw.

    Examples
    --------
    From 2 the winner goes straight to the end; from 0 play never ends.

    >>> moves = {0: [1], 1: [0, 2], 2: [1, 3], 3: []}
    >>> gl.engine.loopy.loopy_remoteness(gl.game_from(moves.__getitem__), 0)
    {0: None, 1: None, 2: 1, 3: 0}

    A subtraction game whose plays all end: a heap of 5 (take 1 or 2) is an
    N-position; the winner takes 2 and then answers each move of the loser.

    >>> gl.engine.loopy.loopy_remoteness(gl.SubtractionGame({1, 2}), 5)[5]
    3
    """
    found, _, _, remote = _labelled(game, position, max_nodes)
    return {found[k]: remote.get(k) for k in found}


_INFINITE = -1  # the value of a position labelled infinite, before its set K


def _rounds(options, predecessors, steps_allowed):
    """Fraenkel and Yesha's labelling in rounds; value -1 stands for infinite.

    Round m: (1) give m to every unlabelled x with no option of value m
    (x is not *covered*) each of whose options that are unlabelled or
    infinite (*open* options) is covered, until none is left; (2) make every
    unlabelled x that is not covered infinite.

    Instead of counting the uncovered open options of every x in every round,
    x *watches* one of them; only when the watched option is covered (or
    gets a finite value) does x look for another one, starting where it
    stopped. Covered options stay covered for the rest of the round, and
    options with a finite value are dropped for good. At a new round nothing
    is covered, so a watch that is still open is still good.

    Returns ``(value, rounds)``: key -> m or -1, and per round the keys given
    the value m (in the order they got it) and the keys made infinite.
    """
    return _Rounds(options, predecessors, steps_allowed).run()


class _Rounds:
    """The state of the labelling in rounds (see :func:`_rounds`)."""

    def __init__(self, options, predecessors, steps_allowed):
        self.options, self.predecessors = options, predecessors
        self.steps_allowed = steps_allowed
        self.value = {}
        self.unlabelled = dict.fromkeys(options)  # insertion-ordered: deterministic
        self.covered = {}  # key -> the last round in which it had an option of value m
        self.watch = {}  # unlabelled key -> the open option it waits on, or None
        self.watchers = {k: [] for k in options}
        self.pending = {k: list(children) for k, children in options.items()}
        self.where = dict.fromkeys(options, 0)  # where each key's look-out resumes
        self.turned = {}  # key -> (round, covered options passed over in it)
        self.steps = 0
        self.m = 0  # the round

    def run(self):
        """Label round after round until every key has a value."""
        rescan = list(self.options)  # keys with no good watch at a round's start
        rounds = []
        while self.unlabelled:
            finite, rescan = self._label_round(rescan)
            rounds.append((finite, self._close_round()))
            self.m += 1
        return self.value, rounds

    def _label_round(self, rescan):
        """Step 1 of round m: the keys given m in order, and the keys to rescan.

        Label first, look out later: a watcher whose watch was covered is
        often covered itself by the same labelling, and then need not look.
        """
        unlabelled, covered, m = self.unlabelled, self.covered, self.m
        finite, later = [], []
        ready, suspects = deque(), deque()
        for x in dict.fromkeys(rescan):
            if x in unlabelled and not self._look_out(x):
                ready.append(x)
        while ready or suspects:
            if not ready:
                y = suspects.popleft()
                if self._lost_watch(y):
                    ready.append(y)
                continue
            x = ready.popleft()
            if x not in unlabelled:
                continue
            if covered.get(x) == m:  # it got an option of value m meanwhile
                later.append(x)  # and has no watch
                continue
            finite.append(x)
            self._give_value(x, later, suspects)
            if self.steps > self.steps_allowed:
                raise SearchLimitError(
                    f"gave up after {self.steps:,} steps of labelling in rounds "
                    f"(4 * game.search_limit); raise game.search_limit"
                )
        return finite, later

    def _lost_watch(self, y):
        """Has `y`'s watch been covered, with no other open option to watch?"""
        m, covered = self.m, self.covered
        v = self.watch.get(y)
        return (
            y in self.unlabelled
            and covered.get(y) != m
            and v is not None
            and covered.get(v) == m
            and not self._look_out(y)
        )

    def _give_value(self, x, later, suspects):
        """Give `x` the value m: cover its predecessors, wake their watchers."""
        m, value, covered, watch = self.m, self.value, self.covered, self.watch
        unlabelled, watchers = self.unlabelled, self.watchers
        value[x] = m
        del unlabelled[x]
        watchers[x] = []
        for w in self.predecessors[x]:
            if value.get(w, _INFINITE) >= 0:
                continue
            if w in unlabelled and watch.get(w) == x:
                later.append(w)  # its watch is no longer open
            if covered.get(w) == m:
                continue
            covered[w] = m  # w has an option of value m: its watchers look out
            self.steps += len(watchers[w])
            watchers[w] = [
                y for y in watchers[w] if y in unlabelled and watch.get(y) == w
            ]
            suspects.extend(y for y in watchers[w] if covered.get(y) != m)

    def _close_round(self):
        """Step 2 of round m: make the keys not covered infinite, and list them."""
        survivors, infinite = {}, []
        for x in self.unlabelled:
            if self.covered.get(x) == self.m:
                survivors[x] = None
            else:
                self.value[x] = _INFINITE
                infinite.append(x)
        self.unlabelled = survivors
        return infinite

    def _look_out(self, x):
        """Watch an open option of x that is not covered; False if none."""
        m, value, covered = self.m, self.value, self.covered
        children = self.pending[x]
        i = self.where[x]
        stamp, passed = self.turned.get(x, (m, 0))
        if stamp != m:
            passed = 0
        while children:
            if i >= len(children):
                i = 0
            v = children[i]
            self.steps += 1
            if value.get(v, _INFINITE) >= 0:  # a finite value: never open again
                children[i] = children[-1]
                children.pop()
                continue
            if covered.get(v) != m:
                self.where[x], self.turned[x], self.watch[x] = i, (m, passed), v
                self.watchers[v].append(x)
                return True
            passed += 1
            i += 1
            if passed > len(children):  # a whole turn: check each option once
                self.steps += len(children)
                children[:] = [v for v in children if value.get(v, _INFINITE) < 0]
                free = [j for j, v in enumerate(children) if covered.get(v) != m]
                if not free:
                    break
                i, passed = free[0], 0
        self.where[x], self.turned[x], self.watch[x] = 0, (m, passed), None
        return False


def _values(game, position, max_nodes):
    """Keys -> positions, keys -> generalised values, and the rounds."""
    found, options = _reachable(game, position, max_nodes)
    value, rounds = _rounds(options, _predecessors(options), 4 * game.search_limit)
    values = {
        k: Infinite(frozenset(value[w] for w in options[k] if value[w] >= 0))
        if v == _INFINITE
        else v
        for k, v in value.items()
    }
    return found, values, rounds


@arg.check_args(game=arg.game, position=arg.position_of("game"), max_nodes=arg.positive)
def loopy_sg_values(game, position, *, max_nodes=100_000):
    """Return the generalised Sprague-Grundy value of every reachable position.

    The labelling in rounds of Fraenkel and Yesha (1986), for m = 0, 1, 2, ...:

    1. give the value m to every unlabelled position u that has no option of
       value m and each of whose unlabelled or infinite options has an
       option of value m; repeat while this labels something;
    2. give an infinite value to every unlabelled position with no option of
       value m;

    until every position is labelled. An infinite value is ``∞(K)``, with K
    the finite values of the options (:class:`Infinite`). In a game whose
    plays all end, every value is finite and is the ordinary SG value.
    :func:`loopy_sg_rounds` shows the rounds.

    Parameters
    ----------
    game, position, max_nodes
        As for :func:`loopy_outcomes`: the same positions are explored.

    Returns
    -------
    dict
        Position -> an ``int`` or an :class:`Infinite`.

    Raises
    ------
    ValueError, SearchLimitError
        As for :func:`loopy_outcomes`; also SearchLimitError if the labelling
        takes more than four times as many steps as the game's ``search_limit``.

    Examples
    --------
    On the line 0 - 1 - 2 - 3 of :func:`loopy_outcomes`, 2 is an N-position
    of infinite value: its only option other than the end is a draw.

    >>> moves = {0: [1], 1: [0, 2], 2: [1, 3], 3: []}
    >>> gl.engine.loopy.loopy_sg_values(gl.game_from(moves.__getitem__), 0)
    {0: ∞, 1: ∞, 2: ∞(0), 3: 0}
    """
    found, value, _ = _values(game, position, max_nodes)
    return {found[k]: value[k] for k in found}


@arg.check_args(game=arg.game, position=arg.position_of("game"), max_nodes=arg.positive)
def loopy_sg_rounds(game, position, *, max_nodes=100_000):
    """Return the rounds of the labelling: what got which value, and when.

    Round m of :func:`loopy_sg_values` gives the value m to some positions,
    one after the other (step 1), then makes some positions infinite
    (step 2). The order within step 1 is one the rules allow (each
    position's condition held when it was labelled); another order gives
    the same values.

    Parameters
    ----------
    game, position, max_nodes
        As for :func:`loopy_sg_values`.

    Returns
    -------
    list of (list, list)
        For round m = 0, 1, 2, ...: the positions given the value m, in
        order, and the positions made infinite in that round.

    Examples
    --------
    >>> moves = {0: [1], 1: [0, 2], 2: [1, 3], 3: []}
    >>> gl.engine.loopy.loopy_sg_rounds(gl.game_from(moves.__getitem__), 0)
    [([3], [0, 1]), ([], [2])]
    """
    found, _, rounds = _values(game, position, max_nodes)
    return [
        ([found[k] for k in finite], [found[k] for k in infinite])
        for finite, infinite in rounds
    ]


@arg.check_args(game=arg.game, position=arg.position_of("game"), max_nodes=arg.positive)
def loopy_sg(game, position, *, max_nodes=100_000):
    """Return the generalised Sprague-Grundy value of `position`.

    Examples
    --------
    >>> moves = {"a": ["b"], "b": ["a", "c"], "c": []}
    >>> game = gl.game_from(moves.__getitem__)
    >>> [gl.engine.loopy.loopy_sg(game, p) for p in "abc"]
    [0, 1, 0]
    """
    return loopy_sg_values(game, position, max_nodes=max_nodes)[position]


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
    >>> from gamelib.engine.loopy import Infinite, outcome_of_value
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
    >>> from gamelib.engine.loopy import Infinite, sum_value
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
