"""SVG pictures for the explorers: the same drawings as matplotlib, in milliseconds.

A slider must redraw without a visible lag, and a matplotlib figure with a
few dozen labels takes a tenth of a second to render. These functions build
the picture as SVG text instead, using the same layout and colours as
:func:`gamelib.draw_game_graph` and :func:`gamelib.plots.draw_sg_strip`; the
browser draws it, and the static course site keeps it as plain markup.
"""

from html import escape
from math import hypot

from gamelib.graphs import N_COLOR, P_COLOR, _edge_key, format_position, layered_layout

__all__ = ["game_graph_svg", "sg_strip_svg"]

_ARROWS = (
    '<defs><marker id="wm-arrow" viewBox="0 0 10 10" refX="9" refY="5" '
    'markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
    '<path d="M0,0 L10,5 L0,10 z" fill="#999"/></marker>'
    '<marker id="wm-arrow-hot" viewBox="0 0 10 10" refX="9" refY="5" '
    'markerWidth="6" markerHeight="6" orient="auto-start-reverse">'
    '<path d="M0,0 L10,5 L0,10 z" fill="#d7191c"/></marker></defs>'
)


def _edge_path(start, end, radius, bend=0.25):
    """A quadratic curve from `start` to `end`, trimmed to the node circles."""
    (x1, y1), (x2, y2) = start, end
    cx, cy = (x1 + x2) / 2 - bend * (y2 - y1), (y1 + y2) / 2 + bend * (x2 - x1)
    d1, d2 = hypot(cx - x1, cy - y1) or 1, hypot(x2 - cx, y2 - cy) or 1
    sx, sy = x1 + radius * (cx - x1) / d1, y1 + radius * (cy - y1) / d1
    ex, ey = x2 - (radius + 2) * (x2 - cx) / d2, y2 - (radius + 2) * (y2 - cy) / d2
    return f"M{sx:.1f},{sy:.1f} Q{cx:.1f},{cy:.1f} {ex:.1f},{ey:.1f}"


def game_graph_svg(graph, *, highlight=(), column=64, row=52, radius=15):
    """Return an SVG drawing of a game graph made by :func:`gamelib.game_graph`.

    P-positions are blue squares, N-positions orange circles, each with its
    position inside and its SG value above; the moves in `highlight` are red.

    Examples
    --------
    >>> svg = gl.svg.game_graph_svg(gl.game_graph(gl.Bash(2), 3))
    >>> svg.startswith("<svg") and svg.count('class="P"') == 2
    True
    """
    layout = layered_layout(graph)
    xs = [x for x, _ in layout.values()] or [0]
    ys = [y for _, y in layout.values()] or [0]
    width = (max(xs) - min(xs)) * column + 4 * radius
    spans = [abs(layout[u][0] - layout[v][0]) for u, v in graph.edges]
    arc_room = 0.13 * max(spans, default=0) * column if max(ys) == min(ys) else 0
    height = (max(ys) - min(ys)) * row + 4 * radius + arc_room

    def point(node):
        x, y = layout[node]
        return (2 * radius + (x - min(xs)) * column, 2 * radius + (max(ys) - y) * row)

    hot = set(highlight)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" '
        f'height="{height:.0f}" viewBox="0 0 {width:.0f} {height:.0f}" '
        'font-family="sans-serif" font-size="11">',
        _ARROWS,
    ]
    for edge in sorted(graph.edges, key=lambda e: (e in hot, _edge_key(e))):
        color, marker, stroke = (
            ("#d7191c", "wm-arrow-hot", 2.5) if edge in hot else ("#999", "wm-arrow", 1)
        )
        path = _edge_path(point(edge[0]), point(edge[1]), radius)
        parts.append(
            f'<path d="{path}" fill="none" stroke="{color}" stroke-width="{stroke}" '
            f'marker-end="url(#{marker})"/>'
        )
    for node in sorted(graph, key=lambda v: layout[v]):
        x, y = point(node)
        kind = graph.nodes[node]["outcome"]
        if kind == "P":
            shape = (
                f'<rect x="{x - radius:.1f}" y="{y - radius:.1f}" width="{2 * radius}" '
                f'height="{2 * radius}" fill="{P_COLOR}" stroke="black"/>'
            )
        else:
            shape = (
                f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{radius}" '
                f'fill="{N_COLOR}" stroke="black"/>'
            )
        label = escape(format_position(node))
        parts.append(
            f'<g class="{kind}">{shape}<text x="{x:.1f}" y="{y + 4:.1f}" '
            f'text-anchor="middle">{label}</text><text x="{x:.1f}" '
            f'y="{y - radius - 3:.1f}" text-anchor="middle" font-size="9" '
            f'fill="#444">sg {graph.nodes[node]["sg"]}</text></g>'
        )
    parts.append("</svg>")
    return "".join(parts)


def sg_strip_svg(values, *, start=0, cell=22, marks=()):
    """Return an SVG row of cells, one per heap, coloured P/N and labelled by value.

    `marks` is a list of ``(heap, text)`` pairs drawn as ticks under the strip
    (e.g. where the period starts).

    Examples
    --------
    >>> svg = gl.svg.sg_strip_svg([0, 1, 2, 0])
    >>> svg.count(f'fill="{gl.graphs.P_COLOR}"')
    2
    """
    values = [int(v) for v in values]
    width = cell * len(values) + 2
    height = cell + 30
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="10">'
    ]
    step = max(1, len(values) // 12)
    for i, value in enumerate(values):
        color = P_COLOR if value == 0 else N_COLOR
        x = 1 + i * cell
        parts.append(
            f'<rect x="{x}" y="1" width="{cell}" height="{cell}" fill="{color}" '
            f'stroke="white"/><text x="{x + cell / 2}" y="{cell / 2 + 5}" '
            f'text-anchor="middle">{value}</text>'
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
