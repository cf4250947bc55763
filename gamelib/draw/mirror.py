"""The mirror strategy of Bash's game, drawn as a strip of counters in rounds.

A pile of ``n = q(m + 1) + r`` counters, moves 1 to ``m``: the first player
takes ``r``, and then answers every take of ``k`` by a take of
``m + 1 - k``. :func:`mirror_rounds` plays this out against given takes of
the opponent; :func:`draw_mirror_rounds` draws the pile as a row of
counters, cut into the opening ``r`` and blocks of ``m + 1``, each counter
coloured by the player who takes it, so that the picture shows every reply
completing its block.
"""

from typing import NamedTuple

from gamelib.draw.backend import require_matplotlib, svg_twin
from gamelib.draw.palette import FAINT, HOT_COLOR, INK, N_COLOR
from gamelib.engine import args as arg
from gamelib.engine.args import _short, check_natural, check_positive

__all__ = ["MirrorRound", "draw_mirror_rounds", "mirror_rounds", "mirror_svg"]


class MirrorRound(NamedTuple):
    """One round: the opponent takes `theirs`, the first player `reply`."""

    theirs: int
    reply: int


_TAKES = arg.sequence_of(
    arg.positive, "a sequence of integers from 1 to m (the opponent's takes)"
)


@arg.check_args(n=arg.natural, m=arg.positive, takes=_TAKES)
def mirror_rounds(n, m, takes):
    """Play the mirror strategy of Bash's game against the opponent's `takes`.

    Parameters
    ----------
    n : int
        The pile, which must not be a multiple of ``m + 1`` (else the first
        player has no winning strategy to show).
    m : int
        The most counters a move may take.
    takes : sequence of int
        The opponent's takes, one per round, each from 1 to `m`; there must
        be exactly ``n // (m + 1)`` of them (the pile then runs out).

    Returns
    -------
    list of MirrorRound
        The opening ``MirrorRound(0, n % (m + 1))``, then one round per take.

    Raises
    ------
    ValueError
        If `n` is a multiple of ``m + 1``, a take is not from 1 to `m`, or
        there are not ``n // (m + 1)`` takes.

    Examples
    --------
    >>> [tuple(r) for r in gl.draw.mirror.mirror_rounds(11, 3, [1, 3])]
    [(0, 3), (1, 3), (3, 1)]
    """
    n = check_natural(n, "the pile n")
    m = check_positive(m, "the most a move takes, m")
    if n % (m + 1) == 0:
        raise ValueError(
            f"n = {n} is a multiple of m + 1 = {m + 1}: a P-position, where the "
            "player to move has no winning strategy to draw"
        )
    if isinstance(takes, (str, bytes)) or not hasattr(takes, "__iter__"):
        raise TypeError(
            f"takes must be a sequence of integers from 1 to m = {m}, got {takes!r}"
        )
    takes = [check_positive(k, "an opponent's take") for k in takes]
    if any(k > m for k in takes):
        raise ValueError(f"every take must be from 1 to m = {m}, got {takes}")
    if len(takes) != n // (m + 1):
        raise ValueError(
            f"mirror_rounds(): takes: the pile of n = {n} with at most m = "
            f"{_short(m)} per move lasts {n // (m + 1)} rounds after the opening, "
            f"so give {n // (m + 1)} takes, got {len(takes)}"
        )
    return [MirrorRound(0, n % (m + 1))] + [MirrorRound(k, m + 1 - k) for k in takes]


def _rounds(n, m, takes):
    """The geometry of both pictures: each round's counters, its end and caption.

    Each round is ``(counters, end, middle, text)``: the counters as (left
    edge, colour), the x of the line after the round, the x of its text.
    """
    x, rounds = 0, []
    for number, (theirs, reply) in enumerate(mirror_rounds(n, m, takes)):
        start, counters = x, []
        for who, count in (("them", theirs), ("me", reply)):
            color = N_COLOR if who == "them" else HOT_COLOR
            for _ in range(count):
                counters.append((x, color))
                x += 1
        text = (
            f"opening: take {reply}"
            if number == 0
            else f"round {number}: {theirs} + {reply} = {m + 1}"
        )
        rounds.append((counters, x, (start + x) / 2, text))
    return rounds


def _caption(n, m):
    return (
        f"a pile of {n} = {n // (m + 1)} × {m + 1} + {n % (m + 1)}, moves 1 to {m}: "
        "the first player's counters red, the opponent's orange"
    )


@arg.check_args(ax=arg.axes, n=arg.natural, m=arg.positive, takes=_TAKES)
def draw_mirror_rounds(n, m, takes, ax=None):
    """Draw the pile as a strip of counters taken round by round (see `mirror_rounds`).

    The first player's counters are red (the winning side), the opponent's
    orange; thick lines cut the strip into the opening and the blocks of
    ``m + 1``, and each block is labelled with its round and its two takes.

    Returns
    -------
    matplotlib.axes.Axes
    """
    require_matplotlib()
    import matplotlib.pyplot as plt
    from matplotlib.patches import Rectangle

    rounds = _rounds(n, m, takes)
    if ax is None:
        _, ax = plt.subplots(figsize=(min(14, 1 + 0.4 * n), 1.6))
    for counters, x, middle, text in rounds:
        for left, color in counters:
            ax.add_patch(Rectangle((left + 0.08, 0.1), 0.84, 0.8, fc=color, ec=INK))
        ax.plot([x, x], [-0.05, 1.05], color="black", lw=2.5)
        ax.text(middle, 1.2, text, ha="center", va="bottom", fontsize=8)
    ax.plot([0, 0], [-0.05, 1.05], color=FAINT, lw=1)
    ax.set_xlim(-0.2, n + 0.2)
    ax.set_ylim(-0.1, 1.7)
    ax.set_aspect("equal")
    ax.set_axis_off()
    ax.set_title(
        _caption(n, m),
        fontsize=9,
        loc="left",
        color=INK,
    )
    return ax


def mirror_svg(n, m, takes):
    """Return the picture of :func:`draw_mirror_rounds` as SVG.

    Examples
    --------
    >>> from gamelib.draw.mirror import mirror_svg
    >>> svg = mirror_svg(11, 3, [1, 3])
    >>> svg.count(f'fill="{gl.draw.palette.HOT_COLOR}"'), svg.count("<rect")
    (7, 11)
    """
    from gamelib.draw.backend import titled
    from gamelib.draw.svg import Canvas

    rounds = _rounds(n, m, takes)
    canvas = Canvas((-0.2, n + 0.2), (-0.1, 1.7), unit=34, font_size=10)
    for counters, x, middle, text in rounds:
        for left, color in counters:
            canvas.rect(left + 0.08, 0.1, 0.84, 0.8, fill=color, stroke=INK)
        canvas.line([x, x], [-0.05, 1.05], width=2.5)
        canvas.text(middle, 1.35, text)
    canvas.line([0, 0], [-0.05, 1.05], color=FAINT)
    return titled(canvas.svg(), _caption(n, m))


draw_mirror_rounds = svg_twin(mirror_svg)(draw_mirror_rounds)
