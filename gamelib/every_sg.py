"""Every-SG: each turn, the player moves in every component that is not finished.

A position of ``EverySG(a, b, ...)`` is a tuple with one position per
component, as for :class:`gamelib.Sum`, but a move makes one move in **each**
component that still has a move; the player who cannot move (every
component finished) loses. Nim-sums say nothing here. What decides the game
is how long each component lasts under the right play, its *step* value:

- ``step(v) = 0`` if v is terminal;
- ``step(v) = 1 + max step(u)`` over the options u that are P-positions, if
  v is an N-position (the winner of a component makes it last);
- ``step(v) = 1 + min step(u)`` over all options u, if v is a P-position (the
  loser of a component ends it quickly).

The first player wins an Every-SG position iff the largest step of its
components is odd (chapter 6, with proof). :func:`step` computes steps for
any game by an iterative search cached on the ruleset; :class:`EuclidGame`
(the components of HDU 3595) also has a proven closed form for them.
"""

from itertools import product

from gamelib.core import (
    Game,
    LoopyGameError,
    SearchLimitError,
    _check_game,
    check_natural,
    outcome,
    winning_moves,
)

__all__ = [
    "EuclidGame",
    "EverySG",
    "every_sg_move",
    "every_sg_outcome",
    "optimal_line",
    "step",
]


def _step_cache(game):
    cache = game.__dict__.get("_every_sg_steps")
    if cache is None:
        cache = game.__dict__["_every_sg_steps"] = {}
    return cache


def _fold(found, result):
    """Add a child's (wins, step) to a frame's [has child, max P step, min step]."""
    wins, steps = result
    found[0] = True
    if not wins:
        found[1] = max(found[1], steps)
    found[2] = steps if found[2] is None else min(found[2], steps)


def _step_search(game, position):
    """(next player wins, step) of `position`, by iterative depth-first search."""
    cache = _step_cache(game)
    key = game.key
    root = key(position)
    if root in cache:
        return cache[root]
    on_path = {root}
    stack = [(root, iter(game.options(position)), [False, -1, None])]
    budget = game.search_limit
    while stack:
        k, pending, found = stack[-1]
        for child in pending:
            child_key = key(child)
            result = cache.get(child_key)
            if result is None:
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
                stack.append((child_key, iter(game.options(child)), [False, -1, None]))
                break
            _fold(found, result)
        else:
            stack.pop()
            on_path.discard(k)
            if not found[0]:
                result = (False, 0)
            elif found[1] >= 0:
                result = (True, found[1] + 1)
            else:
                result = (False, found[2] + 1)
            cache[k] = result
            if stack:
                _fold(stack[-1][2], result)
    return cache[root]


def step(game, position, *, closed_form=True):
    """Return the step value of `position`: how long it lasts in Every-SG play.

    0 at a terminal position; at an N-position, 1 + the largest step of an
    option that is a P-position; at a P-position, 1 + the smallest step of an
    option. The step is odd exactly at the N-positions.

    Parameters
    ----------
    game : Game
    position : hashable
    closed_form : bool, default True
        Use the game's ``step_closed_form(position)`` hook when it has one.

    Returns
    -------
    int

    Raises
    ------
    LoopyGameError, SearchLimitError
        As for :func:`gamelib.sg`.

    Examples
    --------
    >>> game = gl.SubtractionGame({1, 3, 4})
    >>> [gl.step(game, n) for n in range(8)]
    [0, 1, 2, 3, 1, 3, 3, 2]
    >>> gl.step(gl.EuclidGame(), (10**100, 7))  # quotients ..., 1, 1, 3
    5
    """
    _check_game(game)
    position = game.check(position)
    if closed_form:
        hook = getattr(game, "step_closed_form", None)
        value = hook(position) if hook is not None else None
        if value is not None:
            return value
    return _step_search(game, position)[1]


def _best_option(game, position, closed_form=True):
    """The option that keeps the step promise, or None at a terminal position."""
    here = step(game, position, closed_form=closed_form)
    if here == 0:
        return None
    if here % 2:  # an N-position: the winning move that lasts longest
        moves = winning_moves(game, position, closed_form=closed_form)
        return max(moves, key=lambda o: step(game, o, closed_form=closed_form))
    moves = dict.fromkeys(game.options(position))
    return min(moves, key=lambda o: step(game, o, closed_form=closed_form))


def optimal_line(game, position, *, closed_form=True):
    """Return the play of one component when both sides play by the step rule.

    The winner of the component makes the winning move of largest step, the
    loser the move of smallest step; the step then drops by exactly 1 per
    move, so the line has ``step(game, position) + 1`` positions and ends at
    a terminal position.

    Examples
    --------
    >>> gl.optimal_line(gl.SubtractionGame({1, 3, 4}), 3)  # not 3 -> 0
    [3, 2, 1, 0]
    """
    _check_game(game)
    line = [game.check(position)]
    while (following := _best_option(game, line[-1], closed_form)) is not None:
        line.append(following)
    return line


class EverySG(Game):
    """The Every-SG game of the given components: move in all of them at once.

    A position is a tuple with one position per component. A move makes one
    move in every component that has a move (finished components stay as
    they are); when every component is finished, the player to move loses.

    Parameters
    ----------
    *games : Game
        The component games, at least one (the same game may be repeated).

    Notes
    -----
    ``sg`` and ``outcome`` on this game search the whole product of the
    components (fine for small positions only): use
    :func:`every_sg_outcome`, which applies the theorem of chapter 6.

    Examples
    --------
    >>> game = gl.EverySG(gl.Nim(), gl.Nim())
    >>> game.options(((1,), (2,)))
    [((0,), (0,)), ((0,), (1,))]
    >>> gl.every_sg_outcome(game, ((1,), (1,)))  # the nim-sum is 0, yet N
    'N'
    """

    name = "Every-SG game"

    def __init__(self, *games):
        if not games:
            raise ValueError("an Every-SG game needs at least one component, got none")
        for game in games:
            _check_game(game)
        self.games = games

    def check(self, position):
        count = len(self.games)
        if not isinstance(position, tuple) or len(position) != count:
            raise ValueError(
                f"a position of this Every-SG game is a tuple of {count} component "
                f"positions, got {position!r}"
            )
        return tuple(g.check(p) for g, p in zip(self.games, position, strict=True))

    def key(self, position):
        return tuple(g.key(p) for g, p in zip(self.games, position, strict=True))

    def options(self, position):
        choices, unfinished = [], False
        for game, part in zip(self.games, position, strict=True):
            moves = list(dict.fromkeys(game.options(part)))
            unfinished = unfinished or bool(moves)
            choices.append(moves or [part])  # a finished component stays
        return list(product(*choices)) if unfinished else []

    def describe_move(self, position, option):
        triples = zip(self.games, position, option, strict=True)
        parts = [
            f"game {i + 1}: {g.describe_move(a, b)}"
            for i, (g, a, b) in enumerate(triples)
            if a != b
        ]
        return "; ".join(parts)

    def __repr__(self):
        return f"EverySG({', '.join(map(repr, self.games))})"


def _check_every(game):
    if not isinstance(game, EverySG):
        raise TypeError(f"expected an Every-SG game (gamelib.EverySG), got {game!r}")


def every_sg_outcome(game, position, *, closed_form=True):
    """Return ``"N"`` or ``"P"`` for an Every-SG position.

    By the theorem of chapter 6 the player to move wins iff the largest step
    of the components is odd. ``closed_form=False`` searches the whole game
    instead (small positions only).

    Examples
    --------
    >>> game = gl.EverySG(gl.SubtractionGame({1, 3, 4}), gl.SubtractionGame({1, 3, 4}))
    >>> gl.every_sg_outcome(game, (2, 3)), gl.every_sg_outcome(game, (2, 3),
    ...                                                        closed_form=False)
    ('N', 'N')
    """
    _check_every(game)
    position = game.check(position)
    if not closed_form:
        return outcome(game, position, closed_form=False)
    steps = (step(g, p) for g, p in zip(game.games, position, strict=True))
    return "N" if max(steps) % 2 else "P"


def every_sg_move(game, position, *, closed_form=True):
    """Return the move of the step strategy: a winning move whenever one exists.

    In each unfinished component: from an N-position, the winning move whose
    option has the largest step; from a P-position, the move to the option
    of smallest step. Every component's step drops by exactly 1.

    Raises
    ------
    ValueError
        If every component is finished (there is no move).

    Examples
    --------
    >>> game = gl.EverySG(gl.SubtractionGame({1, 3, 4}), gl.SubtractionGame({1, 3, 4}))
    >>> gl.every_sg_move(game, (2, 3))  # 3 -> 0 would lose
    (1, 2)
    """
    _check_every(game)
    position = game.check(position)
    move = []
    for g, p in zip(game.games, position, strict=True):
        option = _best_option(g, p, closed_form)
        move.append(p if option is None else option)
    move = tuple(move)
    if move == position:
        raise ValueError(f"no move from {position!r}: every component is finished")
    return move


class EuclidGame(Game):
    """Two piles; a move removes a positive multiple of one pile from the other.

    From (a, b) with a >= b > 0, a move leaves (a - k*b, b) for some k >= 1
    with k*b <= a (and symmetrically); a pile of 0 ends the game. These are
    the components of HDU 3595 (and Euclid's game of Cole and Davie).

    Notes
    -----
    Closed forms (chapter 6): with a >= b > 0, q = a // b and r = a % b, the
    position is an N-position iff q >= 2, or r == 0, or (b, r) is a
    P-position; and step(a, b) = step(b, r) + 1 if q == 1, otherwise the
    least odd number above step(b, r). Both follow the Euclidean algorithm,
    so huge piles are instant.

    Examples
    --------
    >>> game = gl.EuclidGame()
    >>> list(game.options((7, 3)))
    [(4, 3), (1, 3)]
    >>> gl.winning_moves(game, (7, 3)), gl.step(game, (7, 3))
    ([(4, 3)], 3)
    >>> gl.EuclidGame().check((3, -1))
    Traceback (most recent call last):
    ...
    ValueError: a pile must be a non-negative integer, got -1
    """

    name = "Euclid's game"
    #: The generic search (``sg``, which has no closed form here) meets about
    #: a / b positions from (a, b); stop it early on huge piles. ``step``,
    #: ``winning_moves`` and :func:`every_sg_outcome` have closed forms.
    search_limit = 50_000

    def check(self, position):
        if not isinstance(position, (tuple, list)) or len(position) != 2:
            raise TypeError(
                f"a position of Euclid's game is a pair of piles (p, q), got "
                f"{position!r}"
            )
        return tuple(check_natural(pile, "a pile") for pile in position)

    def key(self, position):
        return tuple(sorted(position))

    def options(self, position):
        a, b = position
        if a and b:
            if a >= b:
                yield from ((a - k * b, b) for k in range(1, a // b + 1))
            if b >= a:
                yield from ((a, b - k * a) for k in range(1, b // a + 1))

    @staticmethod
    def _quotients(position):
        big, small = max(position), min(position)
        quotients = []
        while small:
            quotients.append(big // small)
            big, small = small, big % small
        return quotients

    def step_closed_form(self, position):
        value = 0
        for q in reversed(self._quotients(position)):
            value = value + 1 if q == 1 or value % 2 == 0 else value + 2
        return value

    def winning_moves_closed_form(self, position):
        a, b = position
        if not (a and b):
            return []
        if a == b:
            return [(0, b), (a, 0)]
        flip = a < b
        big, small = (b, a) if flip else (a, b)
        q, r = divmod(big, small)
        if r == 0 or self.step_closed_form((small, r)) % 2 == 0:
            left = r  # take all q multiples: (small, r) is a P-position
        elif q >= 2:
            left = r + small  # leave (r + small, small), whose only move is N
        else:
            return []
        return [(small, left) if flip else (left, small)]

    def describe_move(self, position, option):
        i = 0 if position[0] != option[0] else 1
        return f"take {position[i] - option[i]} from pile {i + 1}"

    def __repr__(self):
        return "EuclidGame()"
