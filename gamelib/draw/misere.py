"""The case table of the SJ theorem (chapter 5): who wins an Anti-SG game, and why.

The proof of the SJ theorem (and of Anti-Nim) splits the positions of a sum
by two questions: is the nim-sum s of the components' values 0, and does
some component have a value above 1? :func:`sj_cases` gives the four cells
of that table (the outcome and the reason), :func:`sj_case` says which cell
a position's values fall in, and :func:`draw_sj_cases` draws the table,
blue where the player to move loses (P) and orange where she wins (N).
"""

from gamelib.draw.backend import require_matplotlib, svg_twin
from gamelib.draw.palette import HOT_COLOR, N_COLOR, P_COLOR
from gamelib.engine import args as arg
from gamelib.engine.args import check_natural

__all__ = ["draw_sj_cases", "sj_case", "sj_cases", "sj_cases_svg"]

#: Rows: is the nim-sum 0? Columns: is some value above 1?
_CASES = {
    (False, True): (
        "N",
        "wins: with two values $> 1$, make\n"
        "the Nim move to $s = 0$ (a value $> 1$ stays);\n"
        "with one, move it to $0$ or $1$ so that\n"
        "all values are $\\leq 1$ and $s = 1$",
    ),
    (False, False): (
        "P",
        "loses: $s = 1$, an odd number of 1s;\n"
        "a move to a value $\\leq 1$ leaves $s = 0$,\n"
        "a move to a value $\\geq 2$ leaves $s \\neq 0$\n"
        "with a value $> 1$: her opponent wins both",
    ),
    (True, True): (
        "P",
        "loses: at least two values are $> 1$;\n"
        "every move changes $s$ to $\\neq 0$\n"
        "and one value $> 1$ remains",
    ),
    (True, False): (
        "N",
        "wins: move a 1 to 0, leaving an odd\n"
        "number of 1s ($s = 1$); if every value\n"
        "is 0 the game is over, won by her\n"
        "(the end rule, or no move in misère play)",
    ),
}


def sj_cases():
    """Return the four cells: ``{(s == 0, some value > 1): (outcome, reason)}``.

    Examples
    --------
    >>> from gamelib.draw.misere import sj_cases
    >>> {cell: outcome for cell, (outcome, _) in sj_cases().items()}
    {(False, True): 'N', (False, False): 'P', (True, True): 'P', (True, False): 'N'}
    """
    return dict(_CASES)


@arg.check_args(values=arg.naturals)
def sj_case(values):
    """Return the cell ``(s == 0, some value > 1)`` that SG `values` fall in.

    Examples
    --------
    >>> from gamelib.draw.misere import sj_case
    >>> sj_case([1, 1, 5]), sj_case([1, 1, 1])
    ((False, True), (False, False))
    """
    total, big = 0, False
    for value in values:
        value = check_natural(value, "an SG value")
        total ^= value
        big = big or value > 1
    return (total == 0, big)


@arg.check_args(ax=arg.axes)
def draw_sj_cases(ax=None, *, values=None, title=None):
    """Draw the 2 x 2 case table of the SJ theorem, with the reason in each cell.

    Rows: the nim-sum s is 0 or not; columns: some component has a value
    above 1 or not. Each cell is coloured by its outcome for the player to
    move (blue P, orange N) and says why.

    Parameters
    ----------
    ax : matplotlib.axes.Axes, optional
    values : sequence of int, optional
        The SG values of a position: its cell is framed in red, and the
        values are written under the table.
    title : str, optional

    Returns
    -------
    matplotlib.axes.Axes
    """
    require_matplotlib()
    import matplotlib.pyplot as plt
    from matplotlib.patches import Rectangle

    marked = None if values is None else sj_case(values)
    if ax is None:
        _, ax = plt.subplots(figsize=(10, 4.6))
    rows = [(False, "$s \\neq 0$"), (True, "$s = 0$")]
    columns = [(True, "some value $> 1$"), (False, "every value $\\leq 1$")]
    for r, (zero, row_label) in enumerate(rows):
        y = 1 - r
        ax.text(-0.04, y + 0.5, row_label, ha="right", va="center", fontsize=12)
        for c, (big, column_label) in enumerate(columns):
            outcome, reason = _CASES[(zero, big)]
            fill = P_COLOR if outcome == "P" else N_COLOR
            ink = "white" if outcome == "P" else "black"
            ax.add_patch(
                Rectangle((c, y), 1, 1, facecolor=fill, edgecolor="white", lw=3)
            )
            ax.text(
                c + 0.5,
                y + 0.86,
                f"{outcome}: the player to move",
                ha="center",
                va="center",
                fontsize=11,
                weight="bold",
                color=ink,
            )
            ax.text(
                c + 0.5,
                y + 0.42,
                reason,
                ha="center",
                va="center",
                fontsize=9,
                color=ink,
                linespacing=1.4,
            )
            if r == 0:
                ax.text(
                    c + 0.5, 2.06, column_label, ha="center", va="bottom", fontsize=12
                )
            if marked == (zero, big):
                ax.add_patch(
                    Rectangle(
                        (c + 0.02, y + 0.02),
                        0.96,
                        0.96,
                        fill=False,
                        edgecolor=HOT_COLOR,
                        lw=4,
                    )
                )
    if values is not None:
        shown = ", ".join(map(str, values))
        ax.text(
            1,
            -0.1,
            f"SG values ({shown}): the framed cell",
            ha="center",
            va="top",
            fontsize=10,
            color=HOT_COLOR,
        )
    ax.set(xlim=(-0.55, 2.02), ylim=(-0.25 if values is not None else 0, 2.3))
    ax.set_aspect("auto")
    ax.axis("off")
    if title:
        ax.set_title(title)
    return ax


def sj_cases_svg(values=None):
    """Return the table of :func:`draw_sj_cases` as SVG.

    Examples
    --------
    >>> from gamelib.draw.misere import sj_cases_svg
    >>> svg = sj_cases_svg(values=(1, 1, 5))
    >>> svg.count(f'stroke="{gl.draw.palette.HOT_COLOR}"'), "≤ 1" in svg
    (1, True)
    """
    from gamelib.draw.backend import _plain
    from gamelib.draw.svg import Canvas

    marked = None if values is None else sj_case(values)
    low = -0.25 if values is not None else 0
    canvas = Canvas((-0.55, 2.02), (low, 2.3), unit=190, font_size=11)
    rows = [(False, "s ≠ 0"), (True, "s = 0")]
    columns = [(True, "some value > 1"), (False, "every value ≤ 1")]
    for r, (zero, row_label) in enumerate(rows):
        y = 1 - r
        canvas.text(-0.04, y + 0.5, row_label, anchor="end", size=13)
        for c, (big, column_label) in enumerate(columns):
            outcome, reason = _CASES[(zero, big)]
            fill = P_COLOR if outcome == "P" else N_COLOR
            ink = "white" if outcome == "P" else "black"
            canvas.rect(c, y, 1, 1, fill=fill, stroke="white", width=3)
            canvas.text(
                c + 0.5,
                y + 0.86,
                f"{outcome}: the player to move",
                color=ink,
                bold=True,
            )
            canvas.text(c + 0.5, y + 0.42, _plain(reason), size=10, color=ink)
            if r == 0:
                canvas.text(c + 0.5, 2.12, column_label, size=13)
            if marked == (zero, big):
                canvas.rect(c + 0.02, y + 0.02, 0.96, 0.96, stroke=HOT_COLOR, width=4)
    if values is not None:
        shown = ", ".join(map(str, values))
        canvas.text(1, -0.12, f"SG values ({shown}): the framed cell", color=HOT_COLOR)
    return canvas.svg()


draw_sj_cases = svg_twin(sj_cases_svg)(draw_sj_cases)
