"""Stops, cooling, temperature and thermographs of short partizan games.

A number has no urge to move; a hot game such as ``{3 | -1}`` has. The
*stops* say where play ends when both players keep moving in a game until it
is a number: the Left stop ``L(G)`` with Left to start, the Right stop
``R(G)`` with Right to start::

    L(x) = R(x) = x                  for a number x,
    L(G) = max R(G^L),  R(G) = min L(G^R)   otherwise.

*Cooling* by ``t`` taxes every move by ``t``:
``G_t = {G^L_t - t | G^R_t + t}``, until the smallest ``t = T`` at which
``G_T`` is infinitesimally close to a number ``m``; beyond it ``G_t = m``
(and a number is not cooled at all). ``T`` is the *temperature* of G and
``m`` its *mean*. The *thermograph* draws the stops of ``G_t`` against
``t``: its Left wall ``LW(t) = L(G_t)``, its Right wall ``RW(t) = R(G_t)``,
meeting at ``(T, m)`` and going straight up (the mast) from there.

The thermograph is computed from the options' thermographs, as in
*Winning Ways* and Siegel (the theorem quoted in :func:`thermograph`):
below the temperature the walls are the *scaffolds*
``max RW(G^L)(t) - t`` and ``min LW(G^R)(t) + t``, and the temperature is
the first ``t >= 0`` at which they meet. Walls are piecewise linear with
exact :class:`~fractions.Fraction` breakpoints. The tests check all of it
against the definitions above (stops of the cooled game, built as a game).

References
----------
E. R. Berlekamp, J. H. Conway and R. K. Guy, *Winning Ways for your
Mathematical Plays*, vol. 1, chapter 6 ("The Heat of Battle"). A. N. Siegel,
*Combinatorial Game Theory* (2013), section II.5 (stops, cooling,
temperature and thermographs).
"""

from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from gamelib.engine import args as arg
from gamelib.partizan.games import (
    PartizanGame,
    _build,
    _dyadic,
    _options_of,
    canonical,
    number,
    value,
)

__all__ = ["Thermograph", "cool", "mean", "stops", "temperature", "thermograph"]

_a_game = arg.instance_of(PartizanGame, "a PartizanGame")


def _number_of(g):
    """The number a canonical game is (a Fraction), or None."""
    v = value(g)
    return Fraction(v) if isinstance(v, Fraction | int) else None


def _canonical_nodes(game):
    """The canonical form of `game`, whose options are canonical forms too."""
    return canonical(game)


@arg.check_args(game=_a_game)
def stops(game):
    """Return the Left and Right stops ``(L(G), R(G))`` of `game`, as Fractions.

    ``L(x) = R(x) = x`` for a number x; otherwise ``L(G) = max R(G^L)`` and
    ``R(G) = min L(G^R)``: where play ends, with Left (Right) to start, when
    both keep moving until the game is a number. Always ``L(G) >= R(G)``.

    Examples
    --------
    >>> P, T = gl.partizan.games, gl.partizan.thermal
    >>> T.stops(P.PartizanGame([P.number(3)], [P.number(-1)]))
    (Fraction(3, 1), Fraction(-1, 1))
    >>> T.stops(P.nimber(1) + P.number(Fraction(1, 2)))
    (Fraction(1, 2), Fraction(1, 2))
    """
    found = {}

    def make(g):
        x = _number_of(g)
        if x is not None:
            return (x, x)
        return (
            max(found[id(o)][1] for o in g.left),
            min(found[id(o)][0] for o in g.right),
        )

    return _build(
        _canonical_nodes(game),
        _options_of,
        make,
        lambda g: found.get(id(g)),
        lambda g, answer: found.__setitem__(id(g), answer),
        "the stops",
    )


# -- piecewise linear walls ---------------------------------------------------


@dataclass(frozen=True)
class _Line:
    """A piecewise linear ``x(t)`` for ``t >= 0``: breakpoints, then a slope."""

    points: tuple  # ((t, x), ...), t increasing, the first t = 0
    slope: Fraction  # the slope after the last breakpoint

    def _piece(self, t):
        """The breakpoint at or before t, and the slope from it on."""
        i = max(j for j, (s, _) in enumerate(self.points) if s <= t)
        (s, x) = self.points[i]
        if i + 1 < len(self.points):
            (s2, x2) = self.points[i + 1]
            return s, x, (x2 - x) / (s2 - s)
        return s, x, self.slope

    def at(self, t):
        s, x, slope = self._piece(t)
        return x + slope * (t - s)

    def slope_after(self, t):
        return self._piece(t)[2]

    def plus(self, rate):
        """The line ``x(t) + rate * t``."""
        points = tuple((t, x + rate * t) for t, x in self.points)
        return _Line(points, self.slope + rate)

    def upto(self, top):
        """The line up to ``t = top``, vertical (constant) from there on."""
        kept = tuple((t, x) for t, x in self.points if t < top)
        return _Line(_tidy((*kept, (top, self.at(top)))), Fraction(0))


def _tidy(points):
    """Drop breakpoints where the line does not bend."""
    out = list(points[:1])
    for i in range(1, len(points) - 1):
        (t0, x0), (t1, x1), (t2, x2) = out[-1], points[i], points[i + 1]
        if (x1 - x0) * (t2 - t1) != (x2 - x1) * (t1 - t0):
            out.append(points[i])
    if len(points) > 1:
        out.append(points[-1])
    return tuple(out)


def _cuts(lines):
    """Every t where one of `lines` bends, or two of them cross."""
    ts = sorted({t for line in lines for t, _ in line.points})
    cuts = set(ts)
    for lo, hi in zip(ts, [*ts[1:], None], strict=True):
        for a, b in combinations(lines, 2):
            sa, sb = a.slope_after(lo), b.slope_after(lo)
            if sa != sb:
                t = lo + (b.at(lo) - a.at(lo)) / (sa - sb)
                if lo < t and (hi is None or t < hi):
                    cuts.add(t)
    return sorted(cuts)


def _envelope(lines, pick):
    """The upper (``pick=max``) or lower (``pick=min``) envelope of `lines`."""
    cuts = _cuts(lines)
    points = tuple((t, pick(line.at(t) for line in lines)) for t in cuts)
    last, top = points[-1]
    slope = pick(line.slope_after(last) for line in lines if line.at(last) == top)
    return _Line(_tidy(points), slope)


def _meet(left, right):
    """The first ``t >= 0`` where the walls meet (``left >= right`` before it)."""
    cuts = _cuts([left, right])
    for t, following in zip(cuts, [*cuts[1:], None], strict=True):
        gap = left.at(t) - right.at(t)
        if gap == 0:
            return t
        closing = left.slope_after(t) - right.slope_after(t)
        if closing < 0 and (following is None or t - gap / closing <= following):
            return t - gap / closing
    # the Left scaffold ends with slope -1 and the Right one with +1
    raise AssertionError("the scaffolds always meet")  # pragma: no cover


# -- thermographs -------------------------------------------------------------


@dataclass(frozen=True)
class Thermograph:
    """The thermograph of a game: its walls for ``t >= 0``, mean and temperature.

    ``left`` and ``right`` are the breakpoints ``(t, x)`` of the Left and
    Right walls from ``t = 0`` up to the temperature (for a number, the one
    point ``(0, x)``); above the last breakpoint both walls are the mast
    ``x = mean``. ``temperature`` is negative exactly for numbers:
    ``-1`` for an integer, ``-1/2**k`` for ``m/2**k`` with m odd.
    """

    left: tuple
    right: tuple
    mean: Fraction
    temperature: Fraction

    def left_wall(self, t):
        """The Left wall at `t` >= 0: the Left stop of the game cooled by t."""
        return _Line(self.left, Fraction(0)).at(_at_least_zero(t))

    def right_wall(self, t):
        """The Right wall at `t` >= 0: the Right stop of the game cooled by t."""
        return _Line(self.right, Fraction(0)).at(_at_least_zero(t))


def _at_least_zero(t):
    t = _dyadic(t, "t, the temperature,")
    if t < 0:
        raise ValueError(f"t, the temperature, must be >= 0 here, got {t}")
    return t


def _number_graph(x):
    x = Fraction(x)
    k = x.denominator.bit_length() - 1
    point = ((Fraction(0), x),)
    return Thermograph(point, point, x, Fraction(-1, 2**k))


def _graph_from(g, graphs):
    """The thermograph of a canonical non-number `g`, from its options' ones."""
    lefts = [_Line(graphs[id(o)].right, Fraction(0)).plus(-1) for o in g.left]
    rights = [_Line(graphs[id(o)].left, Fraction(0)).plus(1) for o in g.right]
    if not lefts or not rights:  # pragma: no cover - one-sided canonical: a number
        raise AssertionError(f"a canonical game with an empty side is a number: {g}")
    left, right = _envelope(lefts, max), _envelope(rights, min)
    top = _meet(left, right)
    left, right = left.upto(top), right.upto(top)
    return Thermograph(left.points, right.points, left.at(top), top)


def _thermographs(game):
    """The canonical form of `game`, and the thermographs of all its positions."""
    graphs = {}

    def make(g):
        x = _number_of(g)
        return _number_graph(x) if x is not None else _graph_from(g, graphs)

    start = _canonical_nodes(game)
    _build(
        start,
        _options_of,
        make,
        lambda g: graphs.get(id(g)),
        lambda g, answer: graphs.__setitem__(id(g), answer),
        "the thermograph",
    )
    return start, graphs


@arg.check_args(game=_a_game)
def thermograph(game):
    """Return the :class:`Thermograph` of `game` (walls, mean, temperature).

    Computed by the thermograph theorem (*Winning Ways*, vol. 1, ch. 6;
    Siegel, *Combinatorial Game Theory*, section II.5): for a game G that
    is not a number, below its temperature
    ``LW(G)(t) = max over G^L of RW(G^L)(t) - t`` and
    ``RW(G)(t) = min over G^R of LW(G^R)(t) + t``; the temperature is the
    first ``t >= 0`` where these two scaffolds meet, and the mean is the
    value there. A number x has the mast ``x`` and temperature
    ``-1/2**k`` (k the power of two in its denominator).

    Examples
    --------
    >>> P, T = gl.partizan.games, gl.partizan.thermal
    >>> g = T.thermograph(P.PartizanGame([P.number(3)], [P.number(-1)]))
    >>> g.mean, g.temperature, g.left_wall(1), g.right_wall(1)
    (Fraction(1, 1), Fraction(2, 1), Fraction(2, 1), Fraction(0, 1))
    >>> T.thermograph(P.number(Fraction(3, 4))).temperature
    Fraction(-1, 4)
    """
    start, graphs = _thermographs(game)
    return graphs[id(start)]


@arg.check_args(game=_a_game)
def temperature(game):
    """Return the temperature of `game`: where its thermograph's walls meet.

    Examples
    --------
    >>> P = gl.partizan.games
    >>> gl.partizan.thermal.temperature(P.PartizanGame([P.number(1)], [P.number(-1)]))
    Fraction(1, 1)
    """
    return thermograph(game).temperature


@arg.check_args(game=_a_game)
def mean(game):
    """Return the mean of `game`: the value of the mast of its thermograph.

    Examples
    --------
    >>> P = gl.partizan.games
    >>> gl.partizan.thermal.mean(P.PartizanGame([P.number(3)], [P.number(-1)]))
    Fraction(1, 1)
    """
    return thermograph(game).mean


@arg.check_args(game=_a_game)
def cool(game, t):
    """Return `game` cooled by `t` (a dyadic number >= 0), as a canonical game.

    ``G_t = {G^L_t - t | G^R_t + t}`` up to the temperature T of G, and the
    number ``mean(G)`` for ``t > T``; a number is left as it is.

    Raises
    ------
    TypeError
        If t is not an int or a Fraction.
    ValueError
        If t is negative or not a dyadic rational.

    Examples
    --------
    >>> P = gl.partizan.games
    >>> switch = P.PartizanGame([P.number(1)], [P.number(-1)])
    >>> P.describe(gl.partizan.thermal.cool(switch, 1))
    '*1'
    """
    t = _at_least_zero(t)
    tax = number(t)
    start, graphs = _thermographs(game)
    cooled = {}

    def make(g):
        graph = graphs[id(g)]
        if _number_of(g) is not None or t > graph.temperature:
            return number(graph.mean)
        return canonical(
            PartizanGame(
                [cooled[id(o)] - tax for o in g.left],
                [cooled[id(o)] + tax for o in g.right],
            )
        )

    return _build(
        start,
        _options_of,
        make,
        lambda g: cooled.get(id(g)),
        lambda g, answer: cooled.__setitem__(id(g), answer),
        "the cooled game",
    )
