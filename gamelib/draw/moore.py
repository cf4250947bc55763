"""Moore's Nim_k: the heaps in binary, one column per bit, with the column sums."""

from gamelib.draw.backend import require_matplotlib, svg_twin
from gamelib.engine import args as arg
from gamelib.engine.args import check_positive
from gamelib.heapgames.moore import column_sums

__all__ = ["draw_moore_table", "moore_table_svg"]


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
    if ax is None:
        _, ax = plt.subplots(figsize=(0.5 * width + 2.2, 0.45 * len(heaps) + 1.6))
    bits = list(reversed(range(width)))
    for row, h in enumerate(heaps):
        y = -row
        changed = before is not None and before[row] != h
        label = f"{before[row]} → {h}" if changed else f"{h}"
        ax.text(
            -0.7,
            y,
            label,
            ha="right",
            va="center",
            fontsize=10,
            color=HOT_COLOR if changed else "black",
        )
        for col, b in enumerate(bits):
            one = h >> b & 1
            moved = before is not None and (before[row] ^ h) >> b & 1
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
    base = -len(heaps) - 0.2
    ax.text(-0.7, base, "count", ha="right", va="center", fontsize=9, color=INK)
    ax.text(
        -0.7, base - 0.8, f"mod {k + 1}", ha="right", va="center", fontsize=9, color=INK
    )
    for col, b in enumerate(bits):
        ok = sums[b] % (k + 1) == 0
        ax.text(col, base, str(sums[b]), ha="center", va="center", fontsize=9)
        ax.text(
            col,
            base - 0.8,
            str(sums[b] % (k + 1)),
            ha="center",
            va="center",
            fontsize=10,
            fontweight="bold",
            color=P_COLOR if ok else HOT_COLOR,
        )
        ax.text(col, 0.8, str(1 << b), ha="center", va="center", fontsize=8, color=INK)
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
    base = -len(heaps) - 0.2
    canvas = Canvas((-2.6, width - 0.4), (base - 1.3, 1.3), unit=30, font_size=10)
    bits = list(reversed(range(width)))
    for row, h in enumerate(heaps):
        y = -row
        changed = before is not None and before[row] != h
        label = f"{before[row]} → {h}" if changed else f"{h}"
        color = HOT_COLOR if changed else "black"
        canvas.text(-0.7, y, label, anchor="end", color=color)
        for col, b in enumerate(bits):
            one = h >> b & 1
            moved = before is not None and (before[row] ^ h) >> b & 1
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
    for col, b in enumerate(bits):
        ok = sums[b] % (k + 1) == 0
        canvas.text(col, base, str(sums[b]), size=9)
        canvas.text(
            col,
            base - 0.8,
            str(sums[b] % (k + 1)),
            bold=True,
            color=P_COLOR if ok else HOT_COLOR,
        )
        canvas.text(col, 0.8, str(1 << b), size=8, color=INK)
    return canvas.svg()


draw_moore_table = svg_twin(moore_table_svg)(draw_moore_table)
