"""Moore's Nim_k: the heaps in binary, one column per bit, with the column sums."""

from gamelib.draw.backend import require_matplotlib, svg_twin
from gamelib.engine import args as arg
from gamelib.engine.args import check_positive
from gamelib.heapgames.moore import column_sums

__all__ = ["draw_moore_table", "moore_table_svg"]


def _table(heaps, k, before):
    """The geometry of both pictures: the rows of bits and the columns' sums.

    Returns ``(width, rows, columns, base)``: each row is ``(y, label,
    changed, cells)`` with a cell ``(col, one, moved)`` a bit; each column
    ``(col, count, remainder, ok, weight)``; `base` is the y of the counts.
    """
    k = check_positive(k, "k")
    sums = column_sums(heaps)
    if len(heaps) > 32 or len(sums) > 64:
        raise ValueError(
            f"the table draws at most 32 heaps of at most 64 bits, got "
            f"{len(heaps)} heaps of {len(sums)} bits"
        )
    width = max(len(sums), max(before or (0,)).bit_length(), 1)
    sums += [0] * (width - len(sums))
    if before is not None and len(before) != len(heaps):
        raise ValueError(
            f"before has {len(before)} heaps and heaps {len(heaps)}: "
            "a move keeps the number of heaps"
        )
    bits = list(reversed(range(width)))
    rows = []
    for row, h in enumerate(heaps):
        changed = before is not None and before[row] != h
        label = f"{before[row]} → {h}" if changed else f"{h}"
        cells = [
            (col, h >> b & 1, before is not None and (before[row] ^ h) >> b & 1)
            for col, b in enumerate(bits)
        ]
        rows.append((-row, label, changed, cells))
    columns = [
        (col, sums[b], sums[b] % (k + 1), sums[b] % (k + 1) == 0, 1 << b)
        for col, b in enumerate(bits)
    ]
    return width, rows, columns, -len(heaps) - 0.2


@arg.check_args(
    heaps=arg.heaps, k=arg.positive, ax=arg.axes, before=arg.optional(arg.heaps)
)
def draw_moore_table(heaps, k, ax=None, *, before=None, title=None):
    """Draw the heaps in binary with each column's count of 1s modulo k + 1.

    One row per heap, one column per bit (the highest on the left); a 1 is
    a dark cell. Under the table, each column's count of 1s and that count
    modulo k + 1: blue where it is 0 (Moore's condition holds), red where it
    is not. With `before` (the heaps before a move), the bits the move
    changed are outlined in red and the old sizes written on the left.

    Parameters
    ----------
    heaps : tuple of int
    k : int
        The most heaps a move may change.
    ax : matplotlib.axes.Axes, optional
    before : tuple of int, optional
        The heaps before the move that led to `heaps`.
    title : str, optional

    Returns
    -------
    matplotlib.axes.Axes
    """
    require_matplotlib()
    import matplotlib.pyplot as plt
    from matplotlib.patches import Rectangle

    from gamelib.draw.palette import HOT_COLOR, INK, P_COLOR

    width, rows, columns, base = _table(heaps, k, before)
    if ax is None:
        _, ax = plt.subplots(figsize=(0.5 * width + 2.2, 0.45 * len(heaps) + 1.6))
    for y, label, changed, cells in rows:
        ax.text(
            -0.7,
            y,
            label,
            ha="right",
            va="center",
            fontsize=10,
            color=HOT_COLOR if changed else "black",
        )
        for col, one, moved in cells:
            ax.add_patch(
                Rectangle(
                    (col - 0.45, y - 0.4),
                    0.9,
                    0.8,
                    facecolor="#404040" if one else "#f2f2f2",
                    edgecolor=HOT_COLOR if moved else "white",
                    linewidth=2.5 if moved else 1,
                )
            )
            ax.text(
                col,
                y,
                str(one),
                ha="center",
                va="center",
                fontsize=9,
                color="white" if one else "#aaaaaa",
            )
    ax.text(-0.7, base, "count", ha="right", va="center", fontsize=9, color=INK)
    ax.text(
        -0.7, base - 0.8, f"mod {k + 1}", ha="right", va="center", fontsize=9, color=INK
    )
    for col, count, remainder, ok, weight in columns:
        ax.text(col, base, str(count), ha="center", va="center", fontsize=9)
        ax.text(
            col,
            base - 0.8,
            str(remainder),
            ha="center",
            va="center",
            fontsize=10,
            fontweight="bold",
            color=P_COLOR if ok else HOT_COLOR,
        )
        ax.text(col, 0.8, str(weight), ha="center", va="center", fontsize=8, color=INK)
    ax.set_xlim(-2.6, width - 0.4)
    ax.set_ylim(base - 1.3, 1.3)
    ax.set_aspect("equal")
    ax.axis("off")
    if title:
        ax.set_title(title, fontsize=10)
    return ax


@arg.check_args(heaps=arg.heaps, k=arg.positive, before=arg.optional(arg.heaps))
def moore_table_svg(heaps, k, *, before=None):
    """Return the table of :func:`draw_moore_table` as SVG.

    Examples
    --------
    >>> from gamelib.draw.moore import moore_table_svg
    >>> svg = moore_table_svg((3, 5, 6), 2)
    >>> svg.count('fill="#404040"')  # the 1 bits
    6
    """
    from gamelib.draw.palette import HOT_COLOR, INK, P_COLOR
    from gamelib.draw.svg import Canvas

    width, rows, columns, base = _table(heaps, k, before)
    canvas = Canvas((-2.6, width - 0.4), (base - 1.3, 1.3), unit=30, font_size=10)
    for y, label, changed, cells in rows:
        color = HOT_COLOR if changed else "black"
        canvas.text(-0.7, y, label, anchor="end", color=color)
        for col, one, moved in cells:
            canvas.rect(
                col - 0.45,
                y - 0.4,
                0.9,
                0.8,
                fill="#404040" if one else "#f2f2f2",
                stroke=HOT_COLOR if moved else "white",
                width=2.5 if moved else 1,
            )
            canvas.text(col, y, str(one), size=9, color="white" if one else "#aaaaaa")
    canvas.text(-0.7, base, "count", anchor="end", size=9, color=INK)
    canvas.text(-0.7, base - 0.8, f"mod {k + 1}", anchor="end", size=9, color=INK)
    for col, count, remainder, ok, weight in columns:
        canvas.text(col, base, str(count), size=9)
        canvas.text(
            col,
            base - 0.8,
            str(remainder),
            bold=True,
            color=P_COLOR if ok else HOT_COLOR,
        )
        canvas.text(col, 0.8, str(weight), size=8, color=INK)
    return canvas.svg()


draw_moore_table = svg_twin(moore_table_svg)(draw_moore_table)
