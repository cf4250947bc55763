"""Misère play: the player who cannot move wins.

Under the *misère* convention the player who makes the last move loses (the
player left without a move wins). Outcomes are then defined by the same two
rules as in normal play with the terminal positions flipped: a terminal
position is an N-position (the player to move has "won"), a position with a
move to a misère P-position is an N-position, and every other position is a
P-position. ``outcome(game, position, misere=True)`` and
``winning_moves(game, position, misere=True)`` (:mod:`gamelib.engine.core`) compute
this for any game with the one search of gamelib, cached on the ruleset apart
from the Sprague-Grundy values; a ruleset with a proven misère rule gives it
as the ``misere_outcome_closed_form`` hook (Nim: the Anti-Nim rule).

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

:func:`genus` gives Conway's *genus* of a position: its normal-play value and
the misère Grundy values of the position plus 0, 1, 2, ... Nim heaps of 2,
which say how it behaves in misère sums (On Numbers and Games, chapter 12).
"""

from gamelib.engine import args as arg
from gamelib.engine.args import MOST_SAMPLES, check_natural, check_positive, check_size
from gamelib.engine.core import Budget, game_from, mex, search, sg
from gamelib.engine.game import Game, Rule, SearchLimitError, _check_game
from gamelib.engine.options import distinct_options
from gamelib.engine.sums import Sum

__all__ = [
    "MiserePlay",
    "SJEndRule",
    "genus",
    "misere_grundy",
    "sj_outcome",
    "sj_violation",
]


@arg.check_args(values=arg.naturals)
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
    >>> from gamelib.theory.misere import sj_outcome
    >>> sj_outcome([1, 1]), sj_outcome([1, 1, 1]), sj_outcome([2, 3])
    ('N', 'P', 'N')
    >>> gl.theory.misere.sj_outcome([3, 2, 1])
    'P'
    """
    total, big = 0, False
    for value in values:
        value = check_natural(value, "an SG value")
        total ^= value
        big = big or value > 1
    return "N" if (total != 0) == big else "P"


def _misere_mex(values):
    """The misère Grundy value from the options' values: 1 at a terminal position."""
    return mex(values) if values else 1


#: Conway's misère Grundy values: 1 at the end, the mex of the options' elsewhere.
MISERE_GRUNDY = Rule("misere-grundy", _misere_mex)


def _nim_row(heaps):
    """The options of a row of Nim heaps, each a sorted tuple."""
    return [
        tuple(sorted((*heaps[:i], *((k,) if k else ()), *heaps[i + 1 :])))
        for i, n in enumerate(heaps)
        for k in range(n)
    ]


@arg.check_args(game=arg.game, position=arg.position_of("game"))
def misere_grundy(game, position):
    """Return the misère Grundy value of `position`: 1 if it has no move, else the mex.

    It is 0 exactly at the misère P-positions (a terminal position, a win
    for the player to move in misère play, gets 1).

    Examples
    --------
    >>> [gl.theory.misere.misere_grundy(gl.Nim(), (n,)) for n in range(5)]
    [1, 0, 2, 3, 4]
    """
    return search(game, position, MISERE_GRUNDY)


@arg.check_args(game=arg.game, position=arg.position_of("game"), length=arg.natural)
def genus(game, position, length=4):
    """Return Conway's genus of `position`: ``(g, (γ0, γ1, ...))``.

    ``g`` is the normal-play SG value and ``γk`` the misère Grundy value of
    the position plus ``k`` Nim heaps of 2. The genus tells how a position
    acts in misère sums: two positions of the same genus act alike in sums
    with misère Nim heaps. The sequence of the γ's ends by alternating
    between two values (Conway), so a few terms show it.

    Parameters
    ----------
    game : Game
    position : hashable
    length : int, default 4
        How many γ's to compute, from 1 to 8.

    Returns
    -------
    tuple of (int, tuple of int)

    Raises
    ------
    ValueError
        If `length` is not between 1 and 8.

    Examples
    --------
    A Nim heap of 1 has genus 1^031 (with 3, 1 alternating from then on):

    >>> gl.theory.misere.genus(gl.Nim(), (1,))
    (1, (0, 3, 1, 3))

    References
    ----------
    J. H. Conway, *On Numbers and Games*, chapter 12; E. R. Berlekamp,
    J. H. Conway, R. K. Guy, *Winning Ways*, chapter 13.
    """
    length = check_size(length, "length", 8)
    if length < 1:
        raise ValueError(f"length must be at least 1, got {length}")
    with_twos = Sum(game, game_from(_nim_row, name="Nim"))
    # the searches of the sum spend the game's own budgets, all of them one
    # budget of moves (a genus of a large position must refuse, not run on)
    with_twos.search_limit = game.search_limit
    with_twos.search_memory = game.search_memory
    budget = Budget(game.search_limit)
    gammas = tuple(
        search(with_twos, (position, (2,) * k), MISERE_GRUNDY, budget=budget)
        for k in range(length)
    )
    return sg(game, position), gammas


class SJEndRule(Game):
    """A sum of games played with the SJ end rule.

    The same positions and moves as the sum `total`, except that a position
    in which **every** component has Sprague-Grundy value 0 ends the game: it
    has no options. In misère play the player to move at such a position
    wins. This is the rule under which the SJ theorem (chapter 5) holds for
    any components, so ``outcome(..., misere=True)`` answers by the SJ formula
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
    >>> position = (5, (2,))
    >>> gl.outcome(game, position, misere=True), gl.outcome(
    ...     game, position, misere=True, closed_form=False)
    ('N', 'N')
    """

    name = "sum under the SJ end rule"

    @arg.check_args(total=arg.instance_of(Sum, "a sum of games (a gamelib.Sum)"))
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

    @arg.check_args(position=arg.own_position)
    def values(self, position):
        """The Sprague-Grundy values of the components of `position`."""
        return self._values(position)

    def _values(self, position):
        return [sg(g, p) for g, p in zip(self.games, position, strict=True)]

    def options(self, position):
        if not any(self._values(position)):
            return []
        return self.total.options(position)

    def misere_outcome_closed_form(self, position):
        return sj_outcome(self._values(position))

    def describe_move(self, position, option):
        return self.total.describe_move(position, option)

    def sample_shapes(self, rng):
        """The shapes of the sum it ends (for :func:`gamelib.check`)."""
        return self.total.sample_shapes(rng)

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
    >>> sj_violation = gl.theory.misere.sj_violation
    >>> print(sj_violation(gl.Nim(), (7,)))  # one heap: SG 0 only when empty
    None
    >>> sj_violation(gl.Nim(), (3, 4))  # two heaps as ONE component: no
    (2, 2)
    >>> stuck = gl.game_from(lambda p: {"x": ["y"], "y": ["t", "u"], "u": ["t"],
    ...                                 "t": []}[p])
    >>> gl.theory.misere.sj_violation(stuck, "x")  # SG 0, and its only option has SG 2
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
        options = distinct_options(game, here)
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
    >>> game = gl.theory.misere.MiserePlay(gl.Nim())
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

    def outcome_closed_form(self, position):
        """The wrapped game's misère formula (``misere_outcome_closed_form``)."""
        if position is self.END:
            return "P"
        return self.game.misere_outcome_closed_form(position)

    def winning_moves_closed_form(self, position):
        """The wrapped game's misère winning moves by formula; from a terminal
        position of the game (an N-position with no winning move), ``END``."""
        if position is self.END:
            return []
        moves = self.game.misere_winning_moves_closed_form(position)
        if (
            moves is not None
            and not moves
            and self.outcome_closed_form(position) == "N"
        ):
            return [self.END]
        return moves

    def sample_positions(self, bound):
        """Return the game's small positions for misère play, for :func:`gamelib.check`.

        These are ``game.misere_sample_positions(bound)``: for Nim, up to four
        heaps (the misère rule turns on heaps of 1), otherwise the game's own
        small positions.

        Raises
        ------
        TypeError
            If the positions of the game are not known: pass ``positions=``
            to ``check``.

        Examples
        --------
        >>> gl.theory.misere.MiserePlay(gl.Nim()).sample_positions(3)
        [(), (1,), (2,), (1, 1), (1, 2), (1, 1, 1), (2, 2), (1, 1, 2), (1, 1, 1, 1),
         (1, 2, 2), (1, 1, 1, 2), (2, 2, 2), (1, 1, 2, 2), (1, 2, 2, 2), (2, 2, 2, 2)]
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        found = self.game.misere_sample_positions(check_positive(bound, "bound"))
        if found is None:
            raise TypeError(
                f"the small positions of {self.game!r} are not known: pass check "
                "positions=[...], smallest first"
            )
        return list(found)

    def sample_shapes(self, rng):
        """The game's own shapes: check keeps those a misère formula answers."""
        return self.game.sample_shapes(rng)

    def __repr__(self):
        return f"MiserePlay({self.game!r})"
