"""Wythoff's game: the cold positions and the Sprague-Grundy table, drawn."""

from gamelib import _args as arg
from gamelib.core import check_size
from gamelib.draw.backend import require_matplotlib
from gamelib.wythoff import cold_positions

__all__ = ["draw_cold_positions", "draw_sg_table"]


@arg.check_args(ax=arg.axes, count=arg.natural_or_none)
def draw_cold_positions(limit, ax=None, *, count=None):
    """Draw the cold positions up to `limit` and the lines of slope phi and 1/phi.

    Parameters
    ----------
    limit : int
        The largest pile size shown.
    ax : matplotlib.axes.Axes, optional
    count : int, optional
        Label the first `count` pairs with their index k (default: none).

    Returns
    -------
    matplotlib.axes.Axes
    """
    require_matplotlib()
    import matplotlib.pyplot as plt

    from gamelib.draw.palette import P_COLOR

    limit = check_size(limit, "limit", 10**6, "a plot shows far fewer points")
    if ax is None:
        _, ax = plt.subplots(figsize=(5.5, 5.5))
    pairs = [p for p in cold_positions(limit + 1) if p[0] <= limit]
    xs = [a for a, b in pairs if b <= limit] + [b for a, b in pairs if b <= limit]
    ys = [b for a, b in pairs if b <= limit] + [a for a, b in pairs if b <= limit]
    phi = (1 + 5**0.5) / 2  # for drawing only
    ax.plot([0, limit / phi], [0, limit], color="#d7191c", lw=1, label="y = φ x")
    ax.plot([0, limit], [0, limit / phi], color="#1a9641", lw=1, label="y = x / φ")
    ax.scatter(xs, ys, s=max(4, 900 / (limit + 1)), color=P_COLOR, zorder=3)
    for k, (a, b) in enumerate(pairs[: count or 0]):
        if b <= limit:
            ax.annotate(str(k), (a, b), textcoords="offset points", xytext=(-8, 3))
    ax.set(xlim=(-0.5, limit + 0.5), ylim=(-0.5, limit + 0.5), aspect="equal")
    ax.set_xlabel("pile x")
    ax.set_ylabel("pile y")
    ax.legend(loc="lower right", fontsize=8)
    return ax


def _table(table, what):
    """A checker of a table of values: a 2-d array of non-negative integers."""
    import numpy as np

    allowed = "a 2-d table of SG values (such as gl.wythoff.sg_table(12))"
    try:
        array = np.asarray(table)
    except (TypeError, ValueError):
        arg.refuse(what, allowed, table)
    if array.ndim != 2 or array.dtype.kind not in "iu" or 0 in array.shape:
        arg.refuse(what, allowed, table)
    if array.min() < 0:
        arg.refuse(what, allowed, table, ValueError)
    return table


@arg.check_args(ax=arg.axes, table=_table)
def draw_sg_table(table, ax=None, *, labels=None):
    """Draw an SG table (e.g. from :func:`sg_table`) as a heat map, zeros outlined.

    Parameters
    ----------
    table : 2-d array of int
        ``table[x, y]`` is the value of ``(x, y)``; x goes right, y up.
    ax : matplotlib.axes.Axes, optional
    labels : bool, optional
        Write the values in the cells; by default when the table is small.

    Returns
    -------
    matplotlib.axes.Axes
    """
    require_matplotlib()
    import matplotlib.pyplot as plt
    import numpy as np

    table = np.asarray(table)
    rows, columns = table.shape
    if ax is None:
        _, ax = plt.subplots(figsize=(6.5, 5.5))
    image = ax.imshow(table.T, origin="lower", cmap="viridis", interpolation="nearest")
    plt.colorbar(image, ax=ax, label="Sprague-Grundy value", shrink=0.8)
    xs, ys = np.nonzero(table == 0)
    ax.scatter(
        xs,
        ys,
        marker="s",
        s=0.5 * (300 / max(rows, columns)) ** 2,
        facecolor="none",
        edgecolor="white",
        linewidth=0.8,
    )
    if labels if labels is not None else max(rows, columns) <= 16:
        for (x, y), value in np.ndenumerate(table):
            ax.text(
                x,
                y,
                str(value),
                ha="center",
                va="center",
                fontsize=7,
                color="white" if value < table.max() * 0.6 else "black",
            )
    ax.set_xlabel("pile x")
    ax.set_ylabel("pile y")
    return ax
