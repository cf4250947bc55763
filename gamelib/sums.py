"""Disjunctive sums of games: play in exactly one component per move.

A position of ``Sum(a, b, ...)`` is a tuple with one position per component.
The Sprague-Grundy theorem gives the closed form: the value of a sum is the
nim-sum (XOR) of the values of its components. The generic search over the
whole product space stays available (``closed_form=False``) to check it.
"""

from functools import reduce
from operator import xor

from gamelib.core import Game, _check_game, sg

__all__ = ["Sum"]


class Sum(Game):
    """The disjunctive sum of the given games.

    Parameters
    ----------
    *games : Game
        The components, at least one.

    Examples
    --------
    >>> total = gl.Sum(gl.Bash(2), gl.SubtractionGame({1, 3}), gl.Nim())
    >>> gl.sg(total, (5, 4, (3, 1)))  # 5 % 3 = 2, 0, 3 ^ 1 = 2
    0
    >>> gl.sg(total, (5, 4, (3, 1)), closed_form=False)
    0
    >>> gl.sg(total, (5, 4))
    Traceback (most recent call last):
    ...
    ValueError: a position of this sum is a tuple of 3 component positions, got (5, 4)
    """

    name = "sum"

    def __init__(self, *games):
        if not games:
            raise ValueError("a sum needs at least one component game, got none")
        for game in games:
            _check_game(game)
        self.games = games

    def check(self, position):
        count = len(self.games)
        if not isinstance(position, tuple) or len(position) != count:
            raise ValueError(
                f"a position of this sum is a tuple of {count} component "
                f"positions, got {position!r}"
            )
        return tuple(g.check(p) for g, p in zip(self.games, position, strict=True))

    def options(self, position):
        return [
            (*position[:i], option, *position[i + 1 :])
            for i, game in enumerate(self.games)
            for option in game.options(position[i])
        ]

    def sg_closed_form(self, position):
        values = (sg(g, p) for g, p in zip(self.games, position, strict=True))
        return reduce(xor, values, 0)

    def describe_move(self, position, option):
        i = next(
            i for i, (a, b) in enumerate(zip(position, option, strict=True)) if a != b
        )
        inner = self.games[i].describe_move(position[i], option[i])
        return f"game {i + 1}: {inner}"

    def __repr__(self):
        return f"Sum({', '.join(map(repr, self.games))})"
