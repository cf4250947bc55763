"""Wythoff's game: the cold positions and the Sprague-Grundy table, drawn."""

from gamelib.draw.backend import require_matplotlib, svg_twin
from gamelib.engine import args as arg
from gamelib.engine.args import check_size
from gamelib.heapgames.wythoff import cold_positions

__all__ = ["cold_positions_svg", "draw_cold_positions", "draw_sg_table", "sg_table_svg"]


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


#: The most rows or columns of a table drawn as SVG (a rectangle per cell).
MOST_CELLS_SIDE = 256


def _table(table, what):
    """A checker of a table of values: a 2-d array of non-negative integers.

    A numpy array is checked at once; a list of rows (the browser's Python
    has no numpy) value by value.
    """
    allowed = "a 2-d table of SG values (such as gl.heapgames.wythoff.sg_table(12))"
    if type(table).__module__.split(".")[0] == "numpy":
        import numpy as np

        array = np.asarray(table)
        if array.ndim != 2 or array.dtype.kind not in "iu" or 0 in array.shape:
            arg.refuse(what, allowed, table)
        if array.min() < 0:
            arg.refuse(what, allowed, table, ValueError)
        return table
    rows = arg.sequence_of(arg.sequence_of(allowed=allowed), allowed)(table, what)
    if not rows or not rows[0] or any(len(row) != len(rows[0]) for row in rows):
        arg.refuse(what, f"{allowed}, of equal non-empty rows", table, ValueError)
    for i, row in enumerate(rows):
        for j, value in enumerate(row):
            arg.natural(value, f"{what}[{i}][{j}]")
    return table


@arg.check_args(ax=arg.axes, table=_table, labels=arg.optional(arg.boolean))
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


@arg.check_args(count=arg.natural_or_none)
def cold_positions_svg(limit, *, count=None):
    """Return the picture of :func:`draw_cold_positions` as SVG.

    Examples
    --------
    >>> from gamelib.draw.wythoff import cold_positions_svg
    >>> cold_positions_svg(10).count("<circle")  # (0,0), (1,2), (3,5), (4,7), (6,10)
    10

    (each pair and its mirror image: (0, 0) twice.)
    """
    from gamelib.draw.palette import INK, P_COLOR
    from gamelib.draw.svg import Canvas

    limit = check_size(limit, "limit", 10**6, "a plot shows far fewer points")
    unit = 380 / (limit + 1)
    canvas = Canvas(
        (-0.5 - 40 / unit, limit + 0.5),
        (-0.5 - 30 / unit, limit + 0.5),
        unit=unit,
        font_size=10,
    )
    pairs = [p for p in cold_positions(limit + 1) if p[0] <= limit]
    phi = (1 + 5**0.5) / 2  # for drawing only
    canvas.line(
        [-0.5, limit + 0.5, limit + 0.5, -0.5, -0.5],
        [-0.5, -0.5, limit + 0.5, limit + 0.5, -0.5],
        color=INK,
    )
    canvas.line([0, limit / phi], [0, limit], color="#d7191c")
    canvas.line([0, limit], [0, limit / phi], color="#1a9641")
    size = max(3, min(8, 0.5 * unit))
    for a, b in pairs:
        if b <= limit:
            canvas.marker(a, b, size=size, fill=P_COLOR, stroke="none")
            canvas.marker(b, a, size=size, fill=P_COLOR, stroke="none")
    for k, (a, b) in enumerate(pairs[: count or 0]):
        if b <= limit:
            canvas.text(a - 8 / unit, b + 8 / unit, str(k), size=9)
    canvas.text(limit / 2, -0.5 - 20 / unit, "pile x")
    canvas.text(-0.5 - 22 / unit, limit / 2, "pile y")
    canvas.text(
        0.97 * limit / phi, 0.97 * limit, "y = φ x", anchor="end", color="#d7191c"
    )
    canvas.text(
        0.99 * limit,
        0.97 * limit / phi - 14 / unit,
        "y = x / φ",
        anchor="end",
        color="#1a9641",
    )
    return canvas.svg()


# viridis at 0, 1/4, 1/2, 3/4 and 1 (matplotlib's colour map of the figure)
_VIRIDIS = ((68, 1, 84), (59, 82, 139), (33, 145, 140), (94, 201, 98), (253, 231, 37))


def _viridis(t):
    t = min(max(t, 0.0), 1.0) * (len(_VIRIDIS) - 1)
    i = min(int(t), len(_VIRIDIS) - 2)
    f = t - i
    rgb = (
        round(a + (b - a) * f)
        for a, b in zip(_VIRIDIS[i], _VIRIDIS[i + 1], strict=True)
    )
    return "#{:02x}{:02x}{:02x}".format(*rgb)


@arg.check_args(table=_table, labels=arg.optional(arg.boolean))
def sg_table_svg(table, *, labels=None):
    """Return the heat map of :func:`draw_sg_table` as SVG (zeros outlined in white).

    Examples
    --------
    >>> from gamelib.draw.wythoff import sg_table_svg
    >>> svg = sg_table_svg([[0, 1], [1, 2]])
    >>> svg.count('stroke="white"'), svg.count("<text")
    (1, 6)
    """
    from gamelib.draw.svg import Canvas

    rows = [[int(v) for v in row] for row in table]
    columns = len(rows[0])
    if max(len(rows), columns) > MOST_CELLS_SIDE:
        raise ValueError(
            f"sg_table_svg(): table has {len(rows)} x {columns} cells: the SVG "
            f"picture draws at most {MOST_CELLS_SIDE} rows and columns"
        )
    size = max(len(rows), columns)
    unit = max(4, min(28, 420 // size))
    canvas = Canvas(
        (-1.5 - 20 / unit, len(rows)), (-1.6, columns), unit=unit, font_size=10
    )
    top = max(max(row) for row in rows) or 1
    show = labels if labels is not None else size <= 16
    for x, row in enumerate(rows):
        for y, value in enumerate(row):
            zero = value == 0
            canvas.rect(
                x,
                y,
                1,
                1,
                fill=_viridis(value / top),
                stroke="white" if zero else "none",
                width=1.5 if zero else 0,
            )
            if show:
                color = "white" if value < top * 0.6 else "black"
                canvas.text(
                    x + 0.5, y + 0.5, str(value), size=min(10, unit // 2), color=color
                )
    canvas.text(len(rows) / 2, -1.0, "pile x")
    canvas.text(-1.0, columns / 2, "pile y")
    return canvas.svg()


draw_cold_positions = svg_twin(cold_positions_svg)(draw_cold_positions)
draw_sg_table = svg_twin(sg_table_svg)(draw_sg_table)
