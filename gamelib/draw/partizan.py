"""Blue-Red Hackenbush stalks: one layout, drawn with matplotlib or as SVG.

Left's edges are blue and Right's red, as in *Winning Ways*; these are the
palette's P-position blue and winning-move red, which the partizan chapter
does not use in their other meaning.
"""

from html import escape

from gamelib.draw.backend import require_matplotlib, svg_twin
from gamelib.draw.palette import GROUND_COLOR, HOT_COLOR, INK, P_COLOR
from gamelib.draw.svg import svg_open

__all__ = ["BLUE_EDGE", "RED_EDGE", "draw_stalks", "stalks_layout", "stalks_svg"]

BLUE_EDGE = P_COLOR  # Left's edges
RED_EDGE = HOT_COLOR  # Right's edges


def stalks_layout(stalks):
    """Return the edges to draw: ``(x, bottom, top, colour)`` in stalk units.

    Stalk i stands at x = i, its edge j from height j to j + 1.

    Examples
    --------
    >>> from gamelib.draw.partizan import stalks_layout
    >>> stalks_layout(["BR", "R"])
    [(0, 0, 1, '#2c7bb6'), (0, 1, 2, '#d7191c'), (1, 0, 1, '#d7191c')]
    """
    from gamelib.partizan import _check_stalk

    if isinstance(stalks, str):
        raise TypeError(
            f"expected a list of stalks such as ['BR', 'R'], got {stalks!r}"
        )
    edges = []
    for x, stalk in enumerate(stalks):
        for j, edge in enumerate(_check_stalk(stalk)):
            edges.append((x, j, j + 1, BLUE_EDGE if edge == "B" else RED_EDGE))
    return edges


def stalks_svg(stalks, labels=(), *, unit=34):
    """Return an SVG picture of Blue-Red stalks on the ground, a label under each.

    Examples
    --------
    >>> from gamelib.draw.partizan import stalks_svg
    >>> svg = stalks_svg(["BR", "R"], labels=["1/2", "-1"])
    >>> svg.startswith("<svg") and svg.count('class="edge"') == 3
    True
    """
    edges = stalks_layout(stalks)
    count = max(len(stalks), 1)
    tallest = max((len(s) for s in stalks), default=0)
    width, height = (count + 0.5) * unit * 1.4, (tallest + 1.6) * unit
    ground = (tallest + 0.5) * unit

    def px(x, y):
        return ((x + 0.75) * unit * 1.4, ground - y * unit)

    parts = [
        svg_open(width, height),
        f'<line x1="0" y1="{ground:.1f}" x2="{width:.0f}" y2="{ground:.1f}" '
        f'stroke="{GROUND_COLOR}" stroke-width="3"/>',
    ]
    for x, bottom, top, colour in edges:
        (x1, y1), (x2, y2) = px(x, bottom), px(x, top)
        parts.append(
            f'<line class="edge" x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" '
            f'y2="{y2:.1f}" stroke="{colour}" stroke-width="5"/>'
            f'<circle cx="{x2:.1f}" cy="{y2:.1f}" r="3.5" fill="{INK}"/>'
        )
    for x, label in enumerate(labels):
        cx, cy = px(x, 0)
        parts.append(
            f'<text x="{cx:.1f}" y="{cy + 0.7 * unit:.1f}" text-anchor="middle" '
            f'fill="{INK}">{escape(str(label))}</text>'
        )
    return "".join(parts) + "</svg>"


def draw_stalks(stalks, labels=(), ax=None):
    """Draw Blue-Red stalks with matplotlib (the same layout); return `ax`."""
    require_matplotlib()
    import matplotlib.pyplot as plt

    edges = stalks_layout(stalks)
    if ax is None:
        _, ax = plt.subplots(figsize=(0.8 * max(len(stalks), 1) + 0.6, 2.4))
    ax.axhline(0, color=GROUND_COLOR, linewidth=3)
    for x, bottom, top, colour in edges:
        ax.plot([x, x], [bottom, top], color=colour, linewidth=4, solid_capstyle="butt")
        ax.plot([x], [top], "o", color=INK, markersize=4)
    for x, label in enumerate(labels):
        ax.text(x, -0.35, str(label), ha="center", va="top", color=INK)
    tallest = max((len(s) for s in stalks), default=0)
    ax.set(xlim=(-0.7, max(len(stalks), 1) - 0.3), ylim=(-0.9, tallest + 0.4))
    ax.set_axis_off()
    return ax


draw_stalks = svg_twin(stalks_svg)(draw_stalks)
