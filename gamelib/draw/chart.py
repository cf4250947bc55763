"""Plain charts of numbers (lines, bars, points), drawn with matplotlib or as SVG.

A few figures of the book are plain charts: the values of a game against the
heap (chapter 10), a count per depth on a log scale (chapter 11), a
difference per heap as bars (chapter 6). :func:`draw_chart` draws such a
chart with matplotlib, and, where matplotlib is missing (the live notebooks),
as SVG (:func:`chart_svg`), so that such a cell runs in the browser too.
"""

from html import escape
from math import log10

from gamelib.draw.backend import require_matplotlib, svg_twin
from gamelib.draw.palette import INK
from gamelib.engine import args as arg

__all__ = ["chart_svg", "draw_chart"]

KINDS = ("line", "bar", "points")
COLORS = ("#2c7bb6", "#d7191c", "#1a9641", "#5e3c99", "#fdae61")


#: Coordinates: finite numbers a float holds with room to spare (they are drawn).
_NUMBERS = arg.sequence_of(arg.number_between(-1e300, 1e300), "a list of numbers")
_PAIR = arg.record("a pair (xs, ys) of lists of numbers", _NUMBERS, _NUMBERS)


def _series(series, what):
    """A checker of the series of a chart: ``{label: (xs, ys)}``, floats out."""
    if not isinstance(series, dict) or not series:
        kind = ValueError if isinstance(series, dict) else TypeError
        arg.refuse(what, "a non-empty dict {label: (xs, ys)}", series, kind)
    checked = {}
    for label, pair in series.items():
        xs, ys = _PAIR(pair, f"{what}[{label!r}]")
        if len(xs) != len(ys) or not xs:
            arg.refuse(
                f"{what}[{label!r}]",
                "a pair (xs, ys) of equal, non-empty lengths",
                pair,
                ValueError,
            )
        checked[str(label)] = ([float(x) for x in xs], [float(y) for y in ys])
    return checked


#: The checks both drawings declare.
_CHECKS = {
    "series": _series,
    "kind": arg.choice(*KINDS),
    "xlabel": arg.text,
    "ylabel": arg.text,
    "log": arg.boolean,
}


@arg.check_args(**_CHECKS, ax=arg.axes, title=arg.optional(arg.text))
def draw_chart(
    series, ax=None, *, kind="line", xlabel="", ylabel="", log=False, title=None
):
    """Draw `series` ({label: (xs, ys)}) as lines, bars or points; return `ax`.

    Parameters
    ----------
    series : dict
        One entry per series: its label and its x and y values.
    ax : matplotlib.axes.Axes, optional
    kind : {"line", "bar", "points"}
    xlabel, ylabel : str
    log : bool, default False
        A logarithmic y axis (every y must then be positive).
    title : str, optional
    """
    checked = series
    require_matplotlib()
    import matplotlib.pyplot as plt

    if ax is None:
        _, ax = plt.subplots(figsize=(8, 3.2), layout="constrained")
    for (label, (xs, ys)), color in zip(checked.items(), COLORS * 9, strict=False):
        if kind == "line":
            ax.plot(xs, ys, marker="o", label=label, color=color)
        elif kind == "bar":
            ax.bar(xs, ys, label=label, color=color)
        else:
            ax.scatter(xs, ys, s=4, label=label, color=color)
    ax.set(xlabel=xlabel, ylabel=ylabel, yscale="log" if log else "linear")
    if len(checked) > 1:
        ax.legend()
    if title:
        ax.set_title(title)
    return ax


@arg.check_args(
    **_CHECKS,
    width=arg.number_between(100, 10_000),
    height=arg.number_between(80, 10_000),
)
def chart_svg(
    series, *, kind="line", xlabel="", ylabel="", log=False, width=640, height=260
):
    """Return the chart of :func:`draw_chart` as SVG.

    Examples
    --------
    >>> from gamelib.draw.chart import chart_svg
    >>> svg = chart_svg({"a": ([0, 1, 2], [1, 10, 100])}, log=True)
    >>> svg.count("<circle"), svg.startswith("<svg")
    (3, True)
    """
    from gamelib.draw.svg import svg_document

    checked = series
    if log and any(y <= 0 for _, ys in checked.values() for y in ys):
        raise ValueError(
            "chart_svg(): series must have every y above 0 on a logarithmic axis "
            "(log=True)"
        )

    def f(y):
        return log10(y) if log else y

    xs = [x for s in checked.values() for x in s[0]]
    ys = [f(y) for s in checked.values() for y in s[1]] + ([] if log else [0])
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    x1, y1 = (x1 if x1 > x0 else x0 + 1), (y1 if y1 > y0 else y0 + 1)
    left, right, top, bottom = 54, 12, 12, 40
    w, h = width - left - right, height - top - bottom

    def px(x, y):
        return left + (x - x0) / (x1 - x0) * w, top + (y1 - f(y)) / (y1 - y0) * h

    body = [
        f'<rect x="{left}" y="{top}" width="{w}" height="{h}" fill="none" '
        f'stroke="{INK}"/>'
    ]
    for i in range(5):  # tick labels: 5 on each axis
        tx, ty = x0 + (x1 - x0) * i / 4, y0 + (y1 - y0) * i / 4
        a, _ = px(tx, 10**y0 if log else y0)
        body.append(
            f'<text x="{a:.1f}" y="{top + h + 14}" text-anchor="middle" '
            f'font-size="9">{tx:g}</text>'
        )
        label = f"{10**ty:.3g}" if log else f"{ty:g}"
        b = top + (y1 - ty) / (y1 - y0) * h
        body.append(
            f'<text x="{left - 4}" y="{b + 3:.1f}" text-anchor="end" '
            f'font-size="9">{label}</text>'
        )
    body.append(
        f'<text x="{left + w / 2}" y="{height - 6}" text-anchor="middle">'
        f"{escape(xlabel)}</text>"
    )
    body.append(
        f'<text x="12" y="{top + h / 2}" text-anchor="middle" '
        f'transform="rotate(-90 12 {top + h / 2})">{escape(ylabel)}</text>'
    )
    bar = 0.8 * w / max(len(xs), 1)
    for n, ((label, (sx, sy)), color) in enumerate(
        zip(checked.items(), COLORS * 9, strict=False)
    ):
        points = [px(x, y) for x, y in zip(sx, sy, strict=True)]
        if kind == "line":
            path = " ".join(f"{a:.1f},{b:.1f}" for a, b in points)
            body.append(
                f'<polyline points="{path}" fill="none" stroke="{color}" '
                'stroke-width="1.5"/>'
            )
        for a, b in points:
            if kind == "bar":
                _, base = px(0, 10**y0 if log else 0)
                body.append(
                    f'<rect x="{a - bar / 2:.1f}" y="{min(b, base):.1f}" '
                    f'width="{bar:.1f}" height="{abs(base - b):.1f}" '
                    f'fill="{color}"/>'
                )
            else:
                r = 3 if kind == "line" else 1.5
                body.append(
                    f'<circle cx="{a:.1f}" cy="{b:.1f}" r="{r}" fill="{color}"/>'
                )
        if len(checked) > 1:
            body.append(
                f'<text x="{left + 8}" y="{top + 14 + 13 * n}" '
                f'fill="{color}">{escape(label)}</text>'
            )
    return svg_document(width, height, body)


draw_chart = svg_twin(chart_svg)(draw_chart)
