"""Misère play: the player who cannot move wins.

Under the *misère* convention the player who makes the last move loses (the
player left without a move wins). Outcomes are then defined by the same two
rules as in normal play with the terminal positions flipped: a terminal
position is an N-position (the player to move has "won"), a position with a
move to a misère P-position is an N-position, and every other position is a
P-position. :func:`misere_outcome` computes this for any game by an iterative
search cached on the ruleset (in a dictionary of its own, apart from the
Sprague-Grundy values).

Two closed forms are known and proved in chapter 5:

- *Anti-Nim* (misère Nim): the first player wins iff some heap exceeds 1 and
  the nim-sum is not 0, or every heap is at most 1 and the nim-sum is 0.
- The *SJ theorem* (Jia Zhihao, 2009) extends the same rule to sums of games,
  read on the components' Sprague-Grundy values, **under the SJ end rule**:
  a position in which every component has SG value 0 ends the game, and the
  player to move there wins. :class:`SJEndRule` plays a sum under that rule.
  Without the rule the formula can be wrong (Kayles is an example);
  :func:`sj_violation` finds the positions that make it wrong.

:class:`MiserePlay` turns misère play of any game into a normal-play ruleset
with the same outcomes, so that the normal-play tools (``outcome``,
``winning_moves``, :func:`gamelib.check`) answer misère questions too.
"""

from functools import reduce
from itertools import combinations_with_replacement
from operator import xor

from gamelib.core import (
    Game,
    LoopyGameError,
    SearchLimitError,
    _check_game,
    check_natural,
    check_positive,
    sg,
)
from gamelib.games import Nim, SubtractionGame
from gamelib.sums import Sum

__all__ = [
    "MiserePlay",
    "SJEndRule",
    "anti_nim_outcome",
    "misere_outcome",
    "misere_winning_moves",
    "sj_outcome",
    "sj_violation",
]


def sj_outcome(values):
    """Return the outcome that the SJ formula gives for component SG values.

    ``"N"`` (the player to move wins) iff the nim-sum s of the values and the
    largest value satisfy: s != 0 and some value > 1, or s == 0 and no value
    > 1; ``"P"`` otherwise.

    Parameters
    ----------
    values : iterable of int
        The Sprague-Grundy values of the components (non-negative integers).

    Returns
    -------
    str
        ``"N"`` or ``"P"``.

    Notes
    -----
    The formula is the misère outcome of a sum of games played under the SJ
    end rule (see :class:`SJEndRule`), and of Nim itself (Anti-Nim). It is
    *not* the misère outcome of every sum: see :func:`sj_violation`.

    Examples
    --------
    >>> gl.sj_outcome([1, 1]), gl.sj_outcome([1, 1, 1]), gl.sj_outcome([2, 3])
    ('N', 'P', 'N')
    >>> gl.sj_outcome([3, 2, 1])
    'P'
    """
    total, big = 0, False
    for value in values:
        value = check_natural(value, "an SG value")
        total ^= value
        big = big or value > 1
    return "N" if (total != 0) == big else "P"


_NIM = Nim()  # validates Nim positions; holds no cache


def anti_nim_outcome(heaps):
    """Return ``"N"`` or ``"P"`` for misère Nim on `heaps` (Anti-Nim rule).

    The player to move wins iff (some heap > 1 and the nim-sum != 0) or (every
    heap <= 1 and the nim-sum == 0). Exact for heaps of any size.

    Parameters
    ----------
    heaps : tuple of int
        A Nim position (a list is accepted).

    Raises
    ------
    TypeError, ValueError
        If `heaps` is not a tuple of non-negative integers.

    Examples
    --------
    >>> gl.anti_nim_outcome((1, 1)), gl.anti_nim_outcome((1,)), gl.anti_nim_outcome(())
    ('N', 'P', 'N')
    >>> gl.anti_nim_outcome((10**100, 10**100))
    'P'
    """
    return sj_outcome(_NIM.check(heaps))


def _misere_cache(game):
    cache = game.__dict__.get("_misere_outcomes")
    if cache is None:
        cache = game.__dict__["_misere_outcomes"] = {}
    return cache


def _misere_search(game, position):
    """Whether the player to move wins `position` in misère play (iterative)."""
    cache = _misere_cache(game)
    key = game.key
    root = key(position)
    if root in cache:
        return cache[root]
    on_path = {root}
    # each frame: key, pending options, [has an option, has a misère-P option]
    stack = [(root, iter(game.options(position)), [False, False])]
    budget = game.search_limit
    while stack:
        k, pending, found = stack[-1]
        for child in pending:
            child_key = key(child)
            value = cache.get(child_key)
            if value is None:
                if child_key in on_path:
                    raise LoopyGameError(child)
                budget -= 1
                if budget < 0:
                    raise SearchLimitError(
                        f"gave up after meeting {game.search_limit:,} new positions "
                        f"from {position!r} (the line of play being searched is "
                        f"{len(stack):,} moves deep, at {child!r}): is the game "
                        "finite? If it is, raise search_limit on the game"
                    )
                on_path.add(child_key)
                stack.append((child_key, iter(game.options(child)), [False, False]))
                break
            found[0] = True
            found[1] = found[1] or not value
        else:
            stack.pop()
            on_path.discard(k)
            value = not found[0] or found[1]
            cache[k] = value
            if stack:
                parent = stack[-1][2]
                parent[0] = True
                parent[1] = parent[1] or not value
    return cache[root]


def _closed_form(game, position):
    hook = getattr(game, "misere_outcome_closed_form", None)
    if hook is not None:
        return hook(position)
    if type(game) is Nim:
        return anti_nim_outcome(position)
    return None


def misere_outcome(game, position, *, closed_form=True):
    """Return the outcome of `position` when `game` is played misère.

    In misère play the player who cannot move **wins**. ``"N"`` means the
    player to move wins with perfect play, ``"P"`` that the other player
    does; terminal positions are ``"N"``.

    Parameters
    ----------
    game : Game
    position : hashable
        A position of `game`.
    closed_form : bool, default True
        Use a proven rule when one is known: the Anti-Nim rule for
        :class:`gamelib.Nim`, the SJ formula for :class:`SJEndRule`, or the
        game's own ``misere_outcome_closed_form(position)`` hook. ``False``
        forces the generic search.

    Returns
    -------
    str

    Raises
    ------
    LoopyGameError
        If a cycle is reachable from `position`.
    SearchLimitError
        If the search meets more than ``game.search_limit`` positions.
    TypeError, ValueError
        If `position` is not a valid position of `game`.

    Examples
    --------
    >>> nim = gl.Nim()
    >>> [gl.misere_outcome(nim, (n,)) for n in range(4)]
    ['N', 'P', 'N', 'N']
    >>> gl.misere_outcome(nim, (2, 2), closed_form=False)
    'P'
    >>> gl.misere_outcome(nim, (10**100, 1))
    'N'
    """
    _check_game(game)
    position = game.check(position)
    if closed_form:
        known = _closed_form(game, position)
        if known is not None:
            return known
    return "N" if _misere_search(game, position) else "P"


def _nim_misere_moves(heaps):
    """The winning moves of misère Nim by the Anti-Nim rule, in option order."""
    big = [i for i, h in enumerate(heaps) if h > 1]
    total = reduce(xor, heaps, 0)
    if len(big) >= 2:  # as in normal play: every option keeps a heap above 1
        return [
            (*heaps[:i], h ^ total, *heaps[i + 1 :])
            for i, h in enumerate(heaps)
            if h ^ total < h
        ]
    if len(big) == 1:  # leave an odd number of heaps of size 1, nothing else
        i = big[0]
        keep = 1 - (sum(heaps) - heaps[i]) % 2  # 1 iff the other 1s are even
        return [(*heaps[:i], keep, *heaps[i + 1 :])]
    if total:  # an odd number of 1s: every move leaves an even number
        return []
    return [(*heaps[:i], 0, *heaps[i + 1 :]) for i, h in enumerate(heaps) if h == 1]


def misere_winning_moves(game, position, *, closed_form=True):
    """Return the options of `position` that are misère P-positions.

    These are the winning moves when the player who cannot move wins; the
    list is empty exactly at misère P-positions and at terminal positions.
    Options are listed once each, in the order ``game.options`` gives them.

    Examples
    --------
    >>> gl.misere_winning_moves(gl.Nim(), (1, 1, 5))  # normal play: 5 -> 0
    [(1, 1, 1)]
    >>> gl.misere_winning_moves(gl.Nim(), (1, 1, 5), closed_form=False)
    [(1, 1, 1)]
    >>> gl.misere_winning_moves(gl.Nim(), (3, 5, 1))  # as in normal play
    [(3, 2, 1)]
    """
    _check_game(game)
    position = game.check(position)
    if closed_form and type(game) is Nim:
        return _nim_misere_moves(position)
    return [
        option
        for option in dict.fromkeys(game.options(position))
        if misere_outcome(game, option, closed_form=closed_form) == "P"
    ]


class SJEndRule(Game):
    """A sum of games played with the SJ end rule.

    The same positions and moves as the sum `total`, except that a position
    in which **every** component has Sprague-Grundy value 0 ends the game: it
    has no options. In misère play the player to move at such a position
    wins. This is the rule under which the SJ theorem (chapter 5) holds for
    any components, so :func:`misere_outcome` answers by the SJ formula
    (``closed_form=False`` searches instead).

    Parameters
    ----------
    total : Sum
        The sum of games.

    Raises
    ------
    TypeError
        If `total` is not a :class:`gamelib.Sum`.

    Examples
    --------
    >>> game = gl.SJEndRule(gl.Sum(gl.SubtractionGame({2}), gl.Nim()))
    >>> game.options((4, (0,)))  # heap 4 of "take 2" has SG 0: the game is over
    []
    >>> gl.misere_outcome(game, (5, (2,))), gl.misere_outcome(game, (5, (2,)),
    ...                                                       closed_form=False)
    ('N', 'N')
    """

    name = "sum under the SJ end rule"

    def __init__(self, total):
        if not isinstance(total, Sum):
            raise TypeError(
                f"the SJ end rule applies to a sum of games (gamelib.Sum), "
                f"got {total!r}"
            )
        self.total = total
        self.games = total.games
        self.search_limit = total.search_limit

    def check(self, position):
        return self.total.check(position)

    def key(self, position):
        return self.total.key(position)

    def values(self, position):
        """The Sprague-Grundy values of the components of `position`."""
        return [sg(g, p) for g, p in zip(self.games, position, strict=True)]

    def options(self, position):
        if not any(self.values(position)):
            return []
        return self.total.options(position)

    def misere_outcome_closed_form(self, position):
        return sj_outcome(self.values(position))

    def describe_move(self, position, option):
        return self.total.describe_move(position, option)

    def __repr__(self):
        return f"SJEndRule({self.total!r})"


def sj_violation(game, position):
    """Return a position that breaks the SJ condition, or None if none does.

    The *SJ condition* on a component: every position reachable from
    `position` that has Sprague-Grundy value 0 and is not terminal has an
    option of value 1. When every component of a sum meets it, the SJ formula
    gives the true misère outcome without the end rule (Corollary 5.3).

    Parameters
    ----------
    game : Game
        A component game.
    position : hashable
        Its starting position; every position reachable from it is checked.

    Returns
    -------
    hashable or None
        The first offending position met by a depth-first walk (in the order
        of ``game.options``), or None.

    Raises
    ------
    SearchLimitError
        If more than ``game.search_limit`` positions are reachable.

    Examples
    --------
    >>> print(gl.sj_violation(gl.Nim(), (7,)))  # one heap: SG 0 only when empty
    None
    >>> gl.sj_violation(gl.Nim(), (3, 4))  # two heaps as ONE component: no
    (2, 2)
    >>> stuck = gl.game_from(lambda p: {"x": ["y"], "y": ["t", "u"], "u": ["t"],
    ...                                 "t": []}[p])
    >>> gl.sj_violation(stuck, "x")  # SG 0, and its only option has SG 2
    'x'
    """
    _check_game(game)
    position = game.check(position)
    key = game.key
    seen = {key(position)}
    stack = [position]
    budget = game.search_limit
    while stack:
        here = stack.pop()
        options = list(dict.fromkeys(game.options(here)))
        if options and sg(game, here) == 0 and all(sg(game, o) != 1 for o in options):
            return here
        for option in reversed(options):
            option_key = key(option)
            if option_key not in seen:
                budget -= 1
                if budget < 0:
                    raise SearchLimitError(
                        f"more than {game.search_limit:,} positions are reachable "
                        f"from {position!r}; raise search_limit on the game"
                    )
                seen.add(option_key)
                stack.append(option)
    return None


class _End:
    """The position after the last move of a misère game (see MiserePlay.END)."""

    __slots__ = ()

    def __repr__(self):
        return "the end"

    def __reduce__(self):
        return (_end, ())


def _end():
    return MiserePlay.END


class MiserePlay(Game):
    """`game` played misère, written as a normal-play ruleset.

    The same positions and moves as `game`, plus one move: from a position
    where `game` has no move, the player to move may move to
    :attr:`MiserePlay.END`, which has no move. So the player who cannot move
    in `game` makes the last move here: the (normal-play) outcome of a
    position of ``MiserePlay(game)`` is its misère outcome in `game`, and its
    winning moves are the misère winning moves (``END`` from a terminal
    position of `game`). This lets :func:`gamelib.check` test misère rules.

    Parameters
    ----------
    game : Game
        Any ruleset.

    Raises
    ------
    TypeError
        If `game` is not a :class:`gamelib.Game`.

    Notes
    -----
    Only outcomes and winning moves mean something for `game`: the
    Sprague-Grundy values of this ruleset are those of the modified game, not
    a misère theory of `game`. :meth:`sample_positions` borrows the small
    positions of `game`; for games whose positions have many descendants
    (heaps that split), pass ``check`` a few small ``positions=`` instead.

    Examples
    --------
    >>> game = gl.misere.MiserePlay(gl.Nim())
    >>> [gl.outcome(game, (n,)) for n in range(4)]  # misère Nim, one heap
    ['N', 'P', 'N', 'N']
    >>> game.options(())  # no move in Nim: the player to move has won
    [the end]
    >>> gl.winning_moves(game, (1, 1, 5))
    [(1, 1, 1)]
    >>> print(gl.check(lambda heaps: gl.nim_sum(heaps) != 0, game))  # normal Nim
    Wrong: 3 counterexample(s), smallest first.
      at (): your guess False, truth True: moving to the end leaves a P-position,
      so the player to move wins
      at (1,): your guess True, truth False: every move from 1 leads to an
      N-position: 0 (N), so the player to move loses
      at (1, 1): your guess False, truth True: moving to 0,1 leaves a P-position,
      so the player to move wins
    """

    #: The position after the last move; it has no options.
    END = _End()

    def __init__(self, game):
        _check_game(game)
        self.game = game
        self.name = f"misère {game.name}"
        self.search_limit = game.search_limit

    def check(self, position):
        return position if position is self.END else self.game.check(position)

    def key(self, position):
        return position if position is self.END else self.game.key(position)

    def options(self, position):
        if position is self.END:
            return []
        return list(self.game.options(position)) or [self.END]

    def describe_move(self, position, option):
        if option is self.END:
            return "no move left: the player to move wins (misère)"
        return self.game.describe_move(position, option)

    def sample_positions(self, bound):
        """Return small positions of the game for :func:`gamelib.check`.

        For Nim, the sorted tuples of up to four non-empty heaps below
        ``min(bound, 8)``, the empty position first (the misère rule turns on
        heaps of 1, so four heaps of 1 matter; zero heaps add nothing);
        otherwise the game's own ``sample_positions(bound)``, or for a
        subtraction game without one the heaps ``0 .. bound - 1``.

        Raises
        ------
        TypeError
            If the positions of the game are not known: pass ``positions=``
            to ``check``.

        Examples
        --------
        >>> gl.misere.MiserePlay(gl.Nim()).sample_positions(3)
        [(), (1,), (2,), (1, 1), (1, 2), (1, 1, 1), (2, 2), (1, 1, 2), (1, 1, 1, 1),
         (1, 2, 2), (1, 1, 1, 2), (2, 2, 2), (1, 1, 2, 2), (1, 2, 2, 2), (2, 2, 2, 2)]
        """
        bound = check_positive(bound, "bound")
        if isinstance(self.game, Nim):
            sizes = range(1, min(bound, 8))
            heaps = [
                p for n in range(5) for p in combinations_with_replacement(sizes, n)
            ]
            return sorted(heaps, key=lambda p: (sum(p), len(p), p))
        sampler = getattr(self.game, "sample_positions", None)
        if sampler is not None:
            return list(sampler(bound))
        if isinstance(self.game, SubtractionGame):
            return list(range(bound))
        raise TypeError(
            f"the small positions of {self.game!r} are not known: pass check "
            "positions=[...], smallest first"
        )

    def __repr__(self):
        return f"MiserePlay({self.game!r})"
