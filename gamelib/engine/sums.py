"""Disjunctive sums of games: play in exactly one component per move.

A position of ``Sum(a, b, ...)`` is a tuple with one position per component.
The Sprague-Grundy theorem gives the closed form: the value of a sum is the
nim-sum (XOR) of the values of its components. The generic search over the
whole product space stays available (``closed_form=False``) to check it.
"""

from functools import reduce
from itertools import islice
from math import ceil
from operator import xor

from gamelib.engine.args import MOST_SAMPLES, check_positive, check_size
from gamelib.engine.core import plant_losses, sg
from gamelib.engine.game import Game, _check_game
from gamelib.engine.options import listed_options
from gamelib.engine.shapes import with_losses

__all__ = ["Compound", "Sum"]


class Compound(Game):
    """A game made of component games: a position holds one position of each.

    The base of :class:`Sum` (move in one component) and
    :class:`gamelib.EverySG` (move in every component): it checks the
    components and the positions, and keys a position by its components' keys.
    """

    #: What the compound is called in messages ("sum", "Every-SG game").
    name = "compound game"

    def __init__(self, *games):
        if not games:
            raise ValueError(f"a {self.name} needs at least one component, got none")
        for game in games:
            _check_game(game)
        self.games = games

    def check(self, position):
        count = len(self.games)
        if not isinstance(position, tuple) or len(position) != count:
            raise ValueError(
                f"a position of this {self.name} is a tuple of {count} component "
                f"positions, got {position!r}"
            )
        return tuple(g.check(p) for g, p in zip(self.games, position, strict=True))

    def key(self, position):
        return tuple(g.key(p) for g, p in zip(self.games, position, strict=True))

    def sample_shapes(self, rng):
        """Tuples of the components' shapes (their small positions where they
        have no shapes), each followed by a winning move from it (for check)."""
        parts = []
        for game in self.games:
            found = list(game.sample_shapes(rng))
            if not found:
                found = list(game.sample_positions(30) or [])
            if not found:
                return []
            parts.append(found)
        combos = [tuple(rng.choice(found) for found in parts) for _ in range(120)]
        return with_losses(self, combos, rng)


class Sum(Compound):
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
    ValueError: sg(): position: a position of this sum is a tuple of 3 component
    positions, got (5, 4)
    """

    name = "sum"

    def options(self, position):
        every = (
            (*position[:i], option, *position[i + 1 :])
            for i, game in enumerate(self.games)
            for option in game.options(position[i])
        )
        return listed_options(self, position, every)

    def sg_closed_form(self, position):
        values = (sg(g, p) for g, p in zip(self.games, position, strict=True))
        return reduce(xor, values, 0)

    def describe_move(self, position, option):
        i = next(
            i for i, (a, b) in enumerate(zip(position, option, strict=True)) if a != b
        )
        inner = self.games[i].describe_move(position[i], option[i])
        return f"game {i + 1}: {inner}"

    def sample_positions(self, bound):
        """About `bound` small positions, smallest first, from the components' own.

        Each component offers its first ``m`` sample positions, with ``m`` the
        least number for which the ``m ** k`` combinations (k components)
        reach `bound`; combinations come in order of the sum of their
        places in those lists, and the first `bound` are returned.

        Raises
        ------
        TypeError
            If a component does not know its small positions (it has no
            ``sample_positions`` method); pass ``positions=`` to
            :func:`gamelib.check` instead.

        Examples
        --------
        >>> total = gl.Sum(gl.Bash(2), gl.Nim())
        >>> total.sample_positions(6)
        [(0, (0,)), (0, (0, 0)), (1, (0,)), (0, (0, 0, 0)), (1, (0, 0)), (2, (0,))]
        """
        bound = check_size(bound, "bound", MOST_SAMPLES)
        bound = check_positive(bound, "bound")
        per_game = max(2, ceil(round(bound ** (1 / len(self.games)), 9)))
        lists = []
        for game in self.games:
            found = game.sample_positions(per_game)
            if found is None:
                raise TypeError(
                    f"the component {game!r} of this sum does not list its small "
                    "positions (its sample_positions gives None): pass "
                    "positions=[...] to check instead"
                )
            lists.append(list(islice(found, per_game)))
        sizes = [len(found) for found in lists]
        chosen = []
        for total in range(sum(sizes) - len(sizes) + 1):
            chosen += _places(sizes, total)
            if len(chosen) >= bound:
                break
        return [
            tuple(found[r] for found, r in zip(lists, ranks, strict=True))
            for ranks in chosen[:bound]
        ]

    def sample_large_positions(self, count, rng):
        """Random large positions, if every component offers its own, else none.

        In every second row each component is a P-position where its formula
        knows one (:func:`gamelib.engine.core.plant_losses`), so the sum is a
        P-position too: random huge sums are almost never P-positions, and a
        guess wrong only on those would otherwise pass.
        """
        count = check_size(count, "count", MOST_SAMPLES)
        columns = [
            plant_losses(g, g.sample_large_positions(count, rng), rng)
            for g in self.games
        ]
        if not all(columns):
            return []
        return list(zip(*columns, strict=True))

    def __repr__(self):
        return f"Sum({', '.join(map(repr, self.games))})"


def _places(sizes, total):
    """Every tuple r with 0 <= r[i] < sizes[i] and sum(r) == total, in tuple order."""
    if len(sizes) == 1:
        return [(total,)] if total < sizes[0] else []
    rest_most = sum(sizes[1:]) - len(sizes) + 1
    return [
        (first, *rest)
        for first in range(max(0, total - rest_most), min(sizes[0], total + 1))
        for rest in _places(sizes[1:], total - first)
    ]
