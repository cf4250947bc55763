"""The sparse space of chapter 10: rare and common values under a bit mask, drawn.

A bit *mask* m splits the values into *rare* ones (an even number of 1 bits
under the mask) and *common* ones (an odd number). The parity under the mask
is additive under XOR, so the XOR table of the values, with the rare values
listed first, falls into four blocks: rare XOR rare and common XOR common are
rare, rare XOR common is common. That is why the sparse-space method finds
every common option value among the splits that involve a rare heap.
"""

from gamelib.draw.backend import require_matplotlib, svg_twin
from gamelib.draw.palette import HOT_COLOR, INK, TAILS_COLOR
from gamelib.draw.svg import svg_open
from gamelib.engine import args as arg
from gamelib.engine.args import check_natural, check_size

__all__ = ["draw_sparse_space", "is_rare", "rare_and_common", "sparse_space_svg"]


@arg.check_args(value=arg.natural, mask=arg.natural)
def is_rare(value, mask):
    """Is `value` rare under `mask`: an even number of 1 bits in ``value & mask``?

    Examples
    --------
    >>> [v for v in range(8) if gl.draw.sparse.is_rare(v, 0b110)]
    [0, 1, 6, 7]
    """
    return (value & mask).bit_count() % 2 == 0


def rare_and_common(mask, bits):
    """Split the values below ``2**bits`` into the rare and the common ones.

    Parameters
    ----------
    mask : int
        A non-negative bit mask.
    bits : int
        The values shown are 0 to ``2**bits - 1`` (at most 6 bits).

    Returns
    -------
    tuple of two lists
        The rare values and the common values, each in increasing order.

    Raises
    ------
    ValueError
        If `bits` exceeds 6 (a picture of more than 64 values is unreadable)
        or the mask has bits at or above ``bits``.

    Examples
    --------
    >>> gl.draw.sparse.rare_and_common(0b110, 3)
    ([0, 1, 6, 7], [2, 3, 4, 5])
    """
    mask = check_natural(mask, "mask")
    bits = check_size(bits, "bits", 6, "a table of more values is unreadable")
    if mask >> bits:
        raise ValueError(
            f"the mask {mask:#b} has bits above the {bits} bits of the values shown"
        )
    values = range(2**bits)
    return [v for v in values if is_rare(v, mask)], [
        v for v in values if not is_rare(v, mask)
    ]


def _binary(value, mask, bits):
    """The value in binary, the bits under the mask in brackets: ``1[1]0``."""
    digits = []
    for i in reversed(range(bits)):
        digit = str(value >> i & 1)
        digits.append(f"[{digit}]" if mask >> i & 1 else digit)
    return "".join(digits)


@arg.check_args(ax=arg.axes)
def draw_sparse_space(mask=0b110, bits=3, ax=None):
    """Draw the XOR table of the values below ``2**bits``, rare values first.

    A cell is red when the XOR of its row and column is rare, grey when it is
    common; the labels give each value in binary with the bits under the mask
    in brackets. The four blocks show Lemma 10.2: the XOR of two rare or of
    two common values is rare, of a rare and a common value common.

    Parameters
    ----------
    mask : int, default 0b110
        The bit mask (the default has two bits).
    bits : int, default 3
        Show the values 0 to ``2**bits - 1``.
    ax : matplotlib.axes.Axes, optional

    Returns
    -------
    matplotlib.axes.Axes
    """
    require_matplotlib()
    import matplotlib.pyplot as plt
    from matplotlib.patches import Patch, Rectangle

    rare, common = rare_and_common(mask, bits)
    order = rare + common
    size = len(order)
    if ax is None:
        _, ax = plt.subplots(figsize=(5.6, 5.2), layout="constrained")
    for row, x in enumerate(order):
        for column, y in enumerate(order):
            value = x ^ y
            ax.add_patch(
                Rectangle(
                    (column, row),
                    1,
                    1,
                    facecolor=HOT_COLOR if is_rare(value, mask) else TAILS_COLOR,
                    edgecolor="white",
                    linewidth=1,
                )
            )
            ax.text(
                column + 0.5,
                row + 0.5,
                str(value),
                ha="center",
                va="center",
                fontsize=9,
                color="white" if is_rare(value, mask) else "black",
            )
    split = len(rare)
    ax.axhline(split, color=INK, linewidth=2)
    ax.axvline(split, color=INK, linewidth=2)
    labels = [f"{v} = {_binary(v, mask, bits)}" for v in order]
    ax.set_xticks([i + 0.5 for i in range(size)], labels, rotation=90, fontsize=8)
    ax.set_yticks([i + 0.5 for i in range(size)], labels, fontsize=8)
    for ticks in (ax.get_xticklabels(), ax.get_yticklabels()):
        for label, v in zip(ticks, order, strict=True):
            label.set_color(HOT_COLOR if v in rare else "black")
    ax.tick_params(length=0)
    ax.set_xlim(0, size)
    ax.set_ylim(size, 0)
    ax.set_aspect("equal")
    for side in ax.spines.values():
        side.set_visible(False)
    ax.set_title(
        f"x XOR y under the mask {mask:0{bits}b} (bits in brackets)", fontsize=9
    )
    ax.legend(
        handles=[
            Patch(facecolor=HOT_COLOR, label="rare: even number of masked 1 bits"),
            Patch(facecolor=TAILS_COLOR, label="common: odd number"),
        ],
        loc="upper center",
        bbox_to_anchor=(0.5, -0.16),
        ncol=1,
        frameon=False,
        fontsize=8,
    )
    return ax


@arg.check_args(cell=arg.positive)
def sparse_space_svg(mask=0b110, bits=3, *, cell=26):
    """Return the XOR table of :func:`draw_sparse_space` as an SVG picture.

    Examples
    --------
    >>> svg = gl.draw.sparse.sparse_space_svg(0b110, 3)
    >>> svg.startswith("<svg"), svg.count(f'fill="{gl.draw.palette.HOT_COLOR}" stroke')
    (True, 32)
    """
    rare, common = rare_and_common(mask, bits)
    order = rare + common
    margin = 12 + 6 * (bits + 2 * mask.bit_count())  # room for the row labels
    size = margin + cell * len(order) + 4
    parts = [svg_open(size, size, font_size=10)]
    for i, v in enumerate(order):
        color = HOT_COLOR if v in rare else "black"
        at = margin + i * cell + cell / 2
        parts.append(
            f'<text x="{margin - 4}" y="{at + 4}" text-anchor="end" '
            f'fill="{color}">{_binary(v, mask, bits)}</text>'
            f'<text x="{at}" y="{margin - 4}" text-anchor="middle" '
            f'fill="{color}">{v}</text>'
        )
    for row, x in enumerate(order):
        for column, y in enumerate(order):
            value = x ^ y
            rare_cell = is_rare(value, mask)
            left, top = margin + column * cell, margin + row * cell
            parts.append(
                f'<rect x="{left}" y="{top}" width="{cell}" height="{cell}" '
                f'fill="{HOT_COLOR if rare_cell else TAILS_COLOR}" stroke="white"/>'
                f'<text x="{left + cell / 2}" y="{top + cell / 2 + 4}" '
                f'text-anchor="middle" fill="{"white" if rare_cell else "black"}">'
                f"{value}</text>"
            )
    split = margin + len(rare) * cell
    end = margin + len(order) * cell
    parts.append(
        f'<line x1="{split}" y1="{margin}" x2="{split}" y2="{end}" stroke="{INK}" '
        f'stroke-width="2"/><line x1="{margin}" y1="{split}" x2="{end}" '
        f'y2="{split}" stroke="{INK}" stroke-width="2"/></svg>'
    )
    return "".join(parts)


draw_sparse_space = svg_twin(sparse_space_svg)(draw_sparse_space)
