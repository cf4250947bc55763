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

Two other compounds of chapter 6 live here too. In a *conjunctive compound*
(:class:`ConjunctiveSum`) a move is also made in every component, but the
game ends as soon as one component is finished: the first player wins iff
the smallest *remoteness* (:func:`remoteness`: the winner ends a component
fast, the loser late) is odd. In a *selective compound*
(:class:`SelectiveSum`) a move is made in any non-empty set of unfinished
components: the first player wins iff some component is an N-position.
"""

from itertools import product

from gamelib.engine import args as arg
from gamelib.engine.args import _count, _short, check_natural
from gamelib.engine.core import outcome, value_of, winning_moves
from gamelib.engine.game import Game, Rule, SearchLimitError, _check_game
from gamelib.engine.options import distinct_options
from gamelib.engine.shapes import size, with_losses
from gamelib.engine.sums import Compound

__all__ = [
    "ConjunctiveSum",
    "EuclidGame",
    "EverySG",
    "SelectiveSum",
    "every_sg_move",
    "optimal_line",
    "remoteness",
    "step",
]


def _step_of(results):
    """(next player wins, step) of a position from its options' pairs."""
    if not results:
        return (False, 0)
    to_losses = [steps for wins, steps in results if not wins]
    if to_losses:  # an N-position: the winner makes it last
        return (True, max(to_losses) + 1)
    return (False, min(steps for _, steps in results) + 1)


#: Every-SG step values: pairs (the player to move wins, step).
STEP = Rule("step", _step_of)


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
    value = value_of(
        game, position, STEP, lambda g, p: g.step_closed_form(p), closed_form
    )
    return value[1] if isinstance(value, tuple) else value


def _best_option(game, position, closed_form=True):
    """The option that keeps the step promise, or None at a terminal position."""
    here = step(game, position, closed_form=closed_form)
    if here == 0:
        return None
    if here % 2:  # an N-position: the winning move that lasts longest
        moves = winning_moves(game, position, closed_form=closed_form)
        return max(moves, key=lambda o: step(game, o, closed_form=closed_form))
    moves = distinct_options(game, position)
    return min(moves, key=lambda o: step(game, o, closed_form=closed_form))


def optimal_line(game, position, *, closed_form=True):
    """Return the play of one component when both sides play by the step rule.

    The winner of the component makes the winning move of largest step, the
    loser the move of smallest step; the step then drops by exactly 1 per
    move, so the line has ``step(game, position) + 1`` positions and ends at
    a terminal position.

    Examples
    --------
    >>> every_sg = gl.heapgames.every_sg
    >>> every_sg.optimal_line(gl.SubtractionGame({1, 3, 4}), 3)  # not 3 -> 0
    [3, 2, 1, 0]
    """
    _check_game(game)
    line = [game.check(position)]
    while (following := _best_option(game, line[-1], closed_form)) is not None:
        line.append(following)
    return line


class EverySG(Compound):
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
    ``outcome`` applies the theorem of chapter 6 (the player to move wins iff
    the largest step of the components is odd), so it answers at once for
    large components; ``closed_form=False`` searches the whole product of
    the components instead (small positions only), and so do ``sg`` and
    ``winning_moves``, for which no formula is known.

    Examples
    --------
    >>> game = gl.EverySG(gl.Nim(), gl.Nim())
    >>> game.options(((1,), (2,)))
    [((0,), (0,)), ((0,), (1,))]
    >>> gl.outcome(game, ((1,), (1,)))  # the nim-sum is 0, yet N
    'N'
    >>> big = gl.EverySG(gl.EuclidGame(), gl.EuclidGame())
    >>> gl.outcome(big, ((10**100, 7), (3, 2))), gl.outcome(big, ((3, 2), (8, 5)))
    ('N', 'P')
    """

    name = "Every-SG game"

    def options(self, position):
        choices, unfinished, count = [], False, 1
        for game, part in zip(self.games, position, strict=True):
            moves = distinct_options(game, part, most=self.search_limit)
            unfinished = unfinished or bool(moves)
            choices.append(moves or [part])  # a finished component stays
            count *= len(choices[-1])
            if count > self.search_limit:  # every option moves in every component
                raise SearchLimitError(
                    f"the options of {_short(position)} in {self!r} are the "
                    f"combinations of the components' options, more than "
                    f"search_limit = {self.search_limit:,}: ask about smaller "
                    "components, or raise the budget on the game: "
                    f"game.search_limit = {10 * self.search_limit:,}"
                )
        return list(product(*choices)) if unfinished else []

    def describe_move(self, position, option):
        triples = zip(self.games, position, option, strict=True)
        parts = [
            f"game {i + 1}: {g.describe_move(a, b)}"
            for i, (g, a, b) in enumerate(triples)
            if a != b
        ]
        return "; ".join(parts)

    def outcome_closed_form(self, position):
        steps = (step(g, p) for g, p in zip(self.games, position, strict=True))
        return "N" if max(steps) % 2 else "P"

    def sample_shapes(self, rng):
        """Tuples of the components' shapes whose step a formula knows (their
        small positions where none does), for :func:`gamelib.check`."""
        parts = []
        for game in self.games:
            found = []
            for p in game.sample_shapes(rng):
                try:
                    if game.step_closed_form(game.check(p)) is not None:
                        found.append(p)
                except (SearchLimitError, ValueError):
                    pass
            found = found or list(game.sample_positions(30) or [])
            if not found:
                return []
            parts.append(found)
        combos = [tuple(rng.choice(found) for found in parts) for _ in range(120)]
        return with_losses(self, combos, rng)

    def __repr__(self):
        return f"EverySG({', '.join(map(repr, self.games))})"


def _check_every(game):
    if not isinstance(game, EverySG):
        raise TypeError(f"expected an Every-SG game (gamelib.EverySG), got {game!r}")


@arg.check_args(
    game=arg.game, position=arg.position_of("game"), closed_form=arg.boolean
)
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
    >>> gl.heapgames.every_sg.every_sg_move(game, (2, 3))  # 3 -> 0 would lose
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


def _remoteness_of(results):
    """(next player wins, remoteness) of a position from its options' pairs."""
    if not results:
        return (False, 0)
    to_losses = [steps for wins, steps in results if not wins]
    if to_losses:  # an N-position: the winner ends it as soon as she can
        return (True, min(to_losses) + 1)
    return (False, max(steps for _, steps in results) + 1)


#: Remoteness values: pairs (the player to move wins, remoteness).
REMOTENESS = Rule("remoteness", _remoteness_of)


def remoteness(game, position):
    """Return the remoteness of `position`: how long it lasts in conjunctive play.

    0 at a terminal position; at an N-position, 1 + the smallest remoteness
    of an option that is a P-position (the winner ends it fast); at a
    P-position, 1 + the largest remoteness of an option (the loser holds out).
    The step of an Every-SG game is the same with "smallest" and "largest"
    exchanged. The remoteness is odd exactly at the N-positions.

    Examples
    --------
    >>> game = gl.SubtractionGame({1, 3, 4})
    >>> [gl.heapgames.every_sg.remoteness(game, n) for n in range(8)]
    [0, 1, 2, 1, 1, 3, 3, 4]

    References
    ----------
    C. A. B. Smith, "Graphs and composite games", J. Combin. Theory 1 (1966).
    """
    _check_game(game)
    return value_of(game, position, REMOTENESS, lambda g, p: None, False)[1]


class ConjunctiveSum(Compound):
    """The conjunctive compound of the components: move in all, stop at the first end.

    A position is a tuple with one position per component. A move makes one
    move in every component; as soon as one component is finished, the
    player to move has no move and loses.

    Notes
    -----
    ``outcome`` applies chapter 6's theorem (the player to move wins iff the
    smallest remoteness of the components is odd); ``closed_form=False``
    searches the product of the components instead.

    Examples
    --------
    >>> game = gl.heapgames.every_sg.ConjunctiveSum(gl.Nim(), gl.Nim())
    >>> game.options(((1,), (2,)))
    [((0,), (0,)), ((0,), (1,))]
    >>> gl.outcome(game, ((0,), (5,))), gl.outcome(game, ((1,), (5,)))
    ('P', 'N')
    """

    name = "conjunctive compound"

    def options(self, position):
        choices, count = [], 1
        for game, part in zip(self.games, position, strict=True):
            moves = distinct_options(game, part, most=self.search_limit)
            if not moves:
                return []  # one component is finished: the game is over
            choices.append(moves)
            count *= len(moves)
            if count > self.search_limit:
                raise SearchLimitError(
                    f"the options of {_short(position)} in {self!r} are the "
                    f"combinations of the components' options, more than "
                    f"search_limit = {self.search_limit:,}: ask about smaller "
                    "components"
                )
        return list(product(*choices))

    def outcome_closed_form(self, position):
        pairs = zip(self.games, position, strict=True)
        return "N" if min(remoteness(g, p) for g, p in pairs) % 2 else "P"

    def sample_shapes(self, rng):
        """Tuples of the components' small positions (remoteness has no formula
        for large ones), each followed by a winning move, for :func:`gamelib.check`."""
        parts = [list(g.sample_positions(30) or []) for g in self.games]
        if not all(parts):
            return []
        combos = [tuple(rng.choice(found) for found in parts) for _ in range(120)]
        return with_losses(self, combos, rng)

    def __repr__(self):
        return f"ConjunctiveSum({', '.join(map(repr, self.games))})"


class SelectiveSum(Compound):
    """The selective compound of the given components: move in any non-empty set.

    A position is a tuple with one position per component. A move chooses
    one or more unfinished components and makes one move in each of them;
    the player who cannot move (every component finished) loses.

    Notes
    -----
    ``outcome`` applies chapter 6's theorem (the player to move wins iff some
    component is an N-position); ``closed_form=False`` searches instead.

    Examples
    --------
    >>> game = gl.heapgames.every_sg.SelectiveSum(gl.Nim(), gl.Nim())
    >>> sorted(game.options(((1,), (1,))))
    [((0,), (0,)), ((0,), (1,)), ((1,), (0,))]
    >>> gl.outcome(game, ((1,), (1,))), gl.outcome(game, ((2,), (5,)))
    ('N', 'N')
    """

    name = "selective compound"

    def options(self, position):
        choices, count = [], 1
        for game, part in zip(self.games, position, strict=True):
            choices.append(
                [part, *distinct_options(game, part, most=self.search_limit)]
            )
            count *= len(choices[-1])
            if count > self.search_limit:
                raise SearchLimitError(
                    f"the options of {_short(position)} in {self!r} are the "
                    f"combinations of the components' options, more than "
                    f"search_limit = {self.search_limit:,}: ask about smaller "
                    "components"
                )
        return [option for option in product(*choices) if option != position]

    def outcome_closed_form(self, position):
        pairs = zip(self.games, position, strict=True)
        return "N" if any(outcome(g, p) == "N" for g, p in pairs) else "P"

    def __repr__(self):
        return f"SelectiveSum({', '.join(map(repr, self.games))})"


class EuclidGame(Game):
    """Two piles; a move removes a positive multiple of one pile from the other.

    From (a, b) with a >= b > 0, a move leaves (a - k*b, b) for some k >= 1
    with k*b <= a (and symmetrically); a pile of 0 ends the game. These are
    the components of HDU 3595 (and Euclid's game of Cole and Davie).

    Notes
    -----
    Closed forms (chapter 6): with a >= b > 0, q = a // b and r = a % b, the
    position is an N-position iff q >= 2, or r == 0, or (b, r) is a
    P-position (``outcome`` follows the chain of forced moves, Luogu P1290);
    and step(a, b) = step(b, r) + 1 if q == 1, otherwise the least odd
    number above step(b, r). Both follow the Euclidean algorithm,
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
    #: The generic search (``sg``, which has no closed form here) examines
    #: more than a / b moves from (a, b); stop it early on huge piles. ``step``,
    #: ``winning_moves`` and the Every-SG ``outcome`` have closed forms.
    search_limit = 1_000_000

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
        """The options, listed lazily; refused past ``search_limit`` of them."""
        a, b = position
        if a and b and max(a, b) // min(a, b) > self.search_limit:
            raise SearchLimitError(
                f"{_short(position)} has {_count(max(a, b) // min(a, b))} options in "
                f"{self.name}, more than search_limit = {self.search_limit:,}: "
                "ask about a smaller position (outcome and step are exact at any "
                "size), or raise the budget on the game: "
                f"game.search_limit = {10 * self.search_limit:,}"
            )
        return self._listed(a, b)

    @staticmethod
    def _listed(a, b):
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

    def outcome_closed_form(self, position):
        """The chain rule of Luogu P1290 (chapter 6): follow the forced moves.

        From (a, b) with a >= b > 0 the player to move wins at once if b
        divides a or a >= 2b; otherwise her only move is to (b, a - b), and
        the players swap. So the first player wins iff the chain of forced
        moves before the first such position has even length.
        """
        big, small = max(position), min(position)
        mover_wins = True
        while small:
            if big % small == 0 or big >= 2 * small:
                return "N" if mover_wins else "P"
            big, small = small, big - small
            mover_wins = not mover_wins
        return "P"  # a pile of 0: the game is over, the player to move lost

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

    def sample_shapes(self, rng):
        """Pairs of every size class (1 to beyond 2**64), equal piles,
        multiples, each followed by a winning move from it (for check)."""
        pairs = []
        for s in range(1, 8):
            for t in range(1, 8):
                pairs.append((size(rng, s), size(rng, t)))
            a = size(rng, s)
            pairs += [(a, a), (3 * a, a), (a + 1, a)]
        return with_losses(self, pairs, rng)

    def __repr__(self):
        return "EuclidGame()"
