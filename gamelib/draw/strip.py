"""Value strips: the outcome and Sprague-Grundy value of heaps 0, 1, 2, ...

One row of cells, blue at P-positions and orange at N-positions, labelled by
value, so the pattern of a rule such as ``n % (m + 1) == 0`` is visible at a
glance: :func:`draw_sg_strip` draws it with matplotlib, :func:`sg_strip_svg`
as SVG for the explorers.
"""

from html import escape

from gamelib.draw.backend import require_matplotlib, svg_twin
from gamelib.draw.palette import N_COLOR, P_COLOR
from gamelib.draw.svg import svg_open
from gamelib.engine import args as arg
from gamelib.engine.args import check_natural

__all__ = ["draw_sg_strip", "sg_strip_svg"]


def _checked_values(values, most=None):
    """The values as a list of ints, or a TypeError/ValueError naming the bad one."""
    if isinstance(values, (str, bytes, dict, set, frozenset)) or not hasattr(
        values, "__iter__"
    ):
        raise TypeError(f"the values must be a sequence of integers, got {values!r}")
    checked = [check_natural(v, "a Sprague-Grundy value") for v in values]
    if most is not None and any(v >= most for v in checked):
        raise ValueError(f"a value to draw must be below {most:,}, got {max(checked)}")
    return checked


@arg.check_args(ax=arg.axes, start=arg.natural)
def draw_sg_strip(values, ax=None, *, start=0, title=None, show_values=True):
    """Draw heaps ``start, start + 1, ...`` as a row of cells labelled by SG value.

    P-positions (value 0) are blue, N-positions orange, so the pattern of a
    rule such as ``n % (m + 1) == 0`` is visible at a glance.

    Parameters
    ----------
    values : sequence of int
        The Sprague-Grundy values, e.g. from :func:`gamelib.sg_sequence`.
    ax : matplotlib.axes.Axes, optional
    start : int, default 0
        The heap size of the first cell.
    title : str, optional
    show_values : bool, default True
        Label the cells with the values; False labels them P and N (for the
        chapters that come before Sprague-Grundy values).

    Returns
    -------
    matplotlib.axes.Axes
    """
    require_matplotlib()
    import matplotlib.pyplot as plt
    import numpy as np

    require_matplotlib()
    from matplotlib.colors import ListedColormap

    values = np.asarray(_checked_values(values, most=2**62), dtype=np.int64)
    if ax is None:
        _, ax = plt.subplots(figsize=(min(14, 1 + 0.32 * len(values)), 1.3))
    cells = (values != 0).astype(int)[np.newaxis, :]
    ax.imshow(
        cells,
        cmap=ListedColormap([P_COLOR, N_COLOR]),
        vmin=0,
        vmax=1,
        aspect="auto",
        extent=(start - 0.5, start + len(values) - 0.5, 0, 1),
    )
    if len(values) <= 60:
        for i, v in enumerate(values):
            text = str(v) if show_values else ("N" if v else "P")
            ax.text(start + i, 0.5, text, ha="center", va="center", fontsize=8)
    ax.set_yticks([])
    ax.set_xlabel("heap size")
    step = max(1, len(values) // 15)
    ax.set_xticks(range(start, start + len(values), step))
    if title:
        ax.set_title(title, fontsize=10)
    return ax


@arg.check_args(
    start=arg.natural,
    cell=arg.positive,
    marks=arg.sequence_of(
        arg.record("a pair (heap, text)", arg.natural, arg.text),
        "a list of pairs (heap, text)",
    ),
)
def sg_strip_svg(values, *, start=0, cell=22, marks=(), show_values=True):
    """Return an SVG row of cells, one per heap, coloured P/N and labelled by value.

    `marks` is a list of ``(heap, text)`` pairs drawn as ticks under the strip
    (e.g. where the period starts). With ``show_values=False`` the cells are
    labelled P and N instead of by value.

    Examples
    --------
    >>> svg = gl.draw.sg_strip_svg([0, 1, 2, 0])
    >>> svg.count(f'fill="{gl.draw.palette.P_COLOR}"')
    2
    """
    values = _checked_values(values)
    width = cell * len(values) + 2
    height = cell + 30
    parts = [svg_open(width, height, font_size=10)]
    step = max(1, len(values) // 12)
    for i, value in enumerate(values):
        color = P_COLOR if value == 0 else N_COLOR
        x = 1 + i * cell
        parts.append(
            f'<rect x="{x}" y="1" width="{cell}" height="{cell}" fill="{color}" '
            f'stroke="white"/><text x="{x + cell / 2}" y="{cell / 2 + 5}" '
            f'text-anchor="middle">{value if show_values else "PN"[bool(value)]}</text>'
        )
        if i % step == 0:
            parts.append(
                f'<text x="{x + cell / 2}" y="{cell + 13}" text-anchor="middle" '
                f'fill="#555">{start + i}</text>'
            )
    for heap, text in marks:
        x = 1 + (heap - start) * cell
        parts.append(
            f'<line x1="{x}" y1="0" x2="{x}" y2="{cell + 16}" stroke="black" '
            f'stroke-width="2"/><text x="{x + 3}" y="{cell + 27}">{escape(text)}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def _strip_twin(values, start=0, show_values=True):
    return sg_strip_svg(values, start=start, show_values=show_values)


def _strip_marks(arguments, lines):
    marks = [(round(x + 0.5), "") for x in lines]
    return sg_strip_svg(
        arguments["values"],
        start=arguments.get("start", 0),
        show_values=arguments.get("show_values", True),
        marks=marks,
    )


draw_sg_strip = svg_twin(_strip_twin, marks=_strip_marks)(draw_sg_strip)
