"""Blue-Red Hackenbush on any picture, as a partizan game.

A picture is a Green Hackenbush picture (:class:`gamelib.GreenHackenbush`:
edges of a rooted graph, loops and multiple edges allowed) with a colour on
each edge: Left (Blue) cuts only blue edges, Right (Red) only red ones, and
whatever no longer reaches the ground falls. :func:`blue_red_hackenbush`
builds the whole game ``{L | R}`` from the cuts, so the generic searches of
:mod:`gamelib.partizan.games` value it; for a stalk (a path from the
ground) the value is Berlekamp's rule (:func:`~gamelib.partizan.games.stalk_value`),
which the tests compare with it. Exponential in the number of edges: for
small pictures.

References
----------
E. R. Berlekamp, J. H. Conway and R. K. Guy, *Winning Ways for your
Mathematical Plays*, vol. 1 (every Blue-Red Hackenbush
picture is a number).
"""

from gamelib.engine import args as arg
from gamelib.graphgames.hackenbush import GreenHackenbush
from gamelib.partizan.games import PartizanGame, _build

__all__ = ["MOST_EDGES", "blue_red_hackenbush"]

#: The most edges :func:`blue_red_hackenbush` takes (its positions can be
#: every subset of the edges).
MOST_EDGES = 16


def _colours(value, what):
    if not isinstance(value, str) or set(value.upper()) - set("BR"):
        arg.refuse(what, "a string of the letters B (blue) and R (red)", value)
    return value.upper()


@arg.check_args(colours=_colours)
def blue_red_hackenbush(edges, colours, ground=0):
    """Return the Blue-Red Hackenbush picture as a :class:`PartizanGame`.

    Parameters
    ----------
    edges : list of pairs, or a networkx graph
        The picture, as for :class:`gamelib.GreenHackenbush`.
    colours : str
        One letter per edge, in the order of `edges`: "B" blue, "R" red.
    ground : vertex, default 0
        The ground.

    Raises
    ------
    ValueError
        If the picture is not joined to the ground, the colours are not one
        per edge, or there are more than ``MOST_EDGES`` edges.

    Examples
    --------
    >>> P, H = gl.partizan.games, gl.partizan.hackenbush
    >>> P.value(H.blue_red_hackenbush([(0, 1), (1, 2)], "BR"))  # the stalk "BR"
    Fraction(1, 2)
    >>> P.value(H.blue_red_hackenbush([(0, 1), (1, 2), (2, 0)], "BBR"))
    Fraction(1, 1)
    """
    try:
        picture = GreenHackenbush(edges, ground)
    except (TypeError, ValueError) as error:  # name the argument of this function
        message = f"blue_red_hackenbush(): edges, the picture: {error}"
        raise type(error)(message) from None
    if len(colours) != len(picture.edges):
        raise ValueError(
            f"colours must give one letter per edge: {len(picture.edges)} edges, "
            f"got {len(colours)} letters ({colours!r})"
        )
    if len(picture.edges) > MOST_EDGES:
        raise ValueError(
            f"a Blue-Red Hackenbush picture may have at most {MOST_EDGES} edges "
            f"here, got {len(picture.edges)}"
        )
    built = {}

    def cuts(position):
        return [picture.cut(position, e) for e in sorted(position)]

    def make(position):
        standing = sorted(position)
        after = dict(zip(standing, cuts(position), strict=True))
        return PartizanGame(
            [built[after[e]] for e in standing if colours[e] == "B"],
            [built[after[e]] for e in standing if colours[e] == "R"],
        )

    return _build(
        picture.start, cuts, make, built.get, built.__setitem__, "the picture"
    )
