"""Green Hackenbush pictures: one layout, drawn with matplotlib or as SVG.

Besides one picture (:func:`draw_hackenbush`, :func:`hackenbush_svg`), the
colon principle of chapter 7 gets its own figure: :func:`colon_picture` glues
a top H onto a vertex of a base G, and :func:`draw_colon` draws G:H with the
top framed and its value written beside it.
"""

from html import escape
from math import cos, hypot, sin

from gamelib.draw.backend import require_matplotlib, svg_twin
from gamelib.draw.palette import (
    EDGE_COLOR,
    FAINT,
    FALL_COLOR,
    GROUND_COLOR,
    HOT_COLOR,
    INK,
)
from gamelib.draw.svg import svg_open
from gamelib.engine import args as arg

__all__ = [
    "colon_picture",
    "colon_svg",
    "draw_colon",
    "draw_hackenbush",
    "hackenbush_layout",
    "hackenbush_svg",
]

_GROUND_LOOPS = object()  # a placeholder leaf: where the ground's loops stand


def hackenbush_layout(game, position=None):
    """Return coordinates ``{vertex: (x, y)}`` for drawing a position.

    y is the distance from the ground (in edges, along the standing edges); x
    spreads the breadth-first tree from the ground so that every leaf (and
    every loop) gets a column of its own and every vertex sits above the
    middle of its children, which are ordered as a depth-first search meets
    them, so that the vertices of a cycle stay close together. The ground
    itself is a line at y = 0; its entry holds the middle of the picture.
    Iterative, for deep pictures too.

    Examples
    --------
    >>> tree = gl.GreenHackenbush.from_string("e(ee;e)")
    >>> gl.draw.hackenbush_layout(tree)
    {0: (0.5, 0), 1: (0.5, 1), 2: (0.0, 2), 4: (1.0, 2), 3: (0.0, 3)}
    """
    _check_game(game)
    position = game.start if position is None else game.check(position)
    return _layout(game, position)[0]


def _check_game(game):
    from gamelib.graphgames.hackenbush import GreenHackenbush

    if not isinstance(game, GreenHackenbush):
        raise TypeError(
            "expected a Green Hackenbush game such as "
            f"gl.GreenHackenbush.from_string('e(ee)'), got {game!r} "
            f"({type(game).__name__})"
        )


def _layout(game, position):
    """Vertex coordinates, and the x of the ground's loops (None if it has none)."""
    ground, incident = game.ground, game._incident
    preorder, stack = {}, [ground]
    while stack:  # depth-first preorder, to order the children below
        vertex = stack.pop()
        if vertex in preorder:
            continue
        preorder[vertex] = len(preorder)
        for edge, other in reversed(incident[vertex]):
            if edge in position:
                stack.append(other)
    depth, children, order = {ground: 0}, {ground: []}, [ground]
    for vertex in order:  # breadth-first: order grows while we walk it
        for edge, other in incident[vertex]:
            if edge in position and other not in depth:
                depth[other] = depth[vertex] + 1
                children[vertex].append(other)
                children[other] = []
                order.append(other)
        children[vertex].sort(key=preorder.__getitem__)
    ground_loops = any(
        other == ground and edge in position for edge, other in incident[ground]
    )
    if ground_loops:  # the ground's loops get a column of their own, at the end
        children[ground].append(_GROUND_LOOPS)
        children[_GROUND_LOOPS] = []
    x, column = {}, 0
    stack = [(ground, False)]
    while stack:  # leaves left to right, parents after their children
        vertex, done = stack.pop()
        kids = children[vertex]
        if done:
            x[vertex] = (x[kids[0]] + x[kids[-1]]) / 2
        elif kids:
            stack.append((vertex, True))
            stack.extend((kid, False) for kid in reversed(kids))
        else:
            x[vertex] = float(column)
            column += 1
    coordinates = {v: (x[v], depth[v]) for v in order}
    return coordinates, x.get(_GROUND_LOOPS)


def _edge_shapes(game, position):
    """Vertex coordinates and the geometry of each standing edge.

    Each edge gets (kind, points, label point); the kind is 'line', 'curve'
    (parallel edges or an arch between vertices at one height, a quadratic
    Bezier) or 'loop' (a petal: a cubic Bezier from the vertex and back; the
    loops of one vertex fan out upwards). Labels sit beside the edges.
    """
    layout, ground_loops_x = _layout(game, position)
    ground = game.ground
    by_pair = {}
    for edge in sorted(position):
        u, v = game.edges[edge]
        by_pair.setdefault(frozenset((u, v)), []).append(edge)
    shapes = {}
    for group in by_pair.values():
        u, v = game.edges[group[0]]
        if u == v:
            x, y = (ground_loops_x, 0) if u == ground else layout[u]
            for rank, edge in enumerate(group):
                angle = 0.0 if len(group) == 1 else -0.9 + 1.8 * rank / (len(group) - 1)
                width = 0.22 if len(group) <= 3 else 0.14
                label = (x + 0.78 * sin(angle), y + 0.78 * cos(angle))
                shapes[edge] = ("loop", (x, y, angle, width), label)
            continue
        if v == ground:
            u, v = v, u
        x2, y2 = layout[v]
        x1, y1 = (x2, 0) if u == ground else layout[u]
        length = hypot(x2 - x1, y2 - y1)
        for rank, edge in enumerate(group):
            bend = (rank - (len(group) - 1) / 2) * 0.35
            if bend == 0 and u != ground and y1 == y2:
                bend = 0.25  # two vertices at one height: arch over
            if bend == 0:
                nx_, ny_ = (y2 - y1) / length, (x1 - x2) / length
                if nx_ < 0:
                    nx_, ny_ = -nx_, -ny_
                label = ((x1 + x2) / 2 + 0.13 * nx_, (y1 + y2) / 2 + 0.13 * ny_)
                shapes[edge] = ("line", (x1, y1, x2, y2), label)
            else:
                cx = (x1 + x2) / 2 - bend * (y2 - y1)
                cy = (y1 + y2) / 2 + bend * (x2 - x1)
                mx, my = (x1 + 2 * cx + x2) / 4, (y1 + 2 * cy + y2) / 4
                away = hypot(cx - (x1 + x2) / 2, cy - (y1 + y2) / 2) or 1
                label = (
                    mx + 0.13 * (cx - (x1 + x2) / 2) / away,
                    my + 0.13 * (cy - (y1 + y2) / 2) / away,
                )
                shapes[edge] = ("curve", (x1, y1, cx, cy, x2, y2), label)
    return layout, shapes


def _loop_points(x, y, angle, width):
    """Control points of a petal-shaped loop at (x, y), pointing at `angle`."""
    dx, dy = sin(angle), cos(angle)
    tx, ty = x + 0.8 * dx, y + 0.8 * dy
    return [
        (x, y),
        (tx + width * dy, ty - width * dx),
        (tx - width * dy, ty + width * dx),
        (x, y),
    ]


def _geometry(game, position):
    """The one geometry of both pictures: the position, its layout, its edge
    shapes, and the x and y coordinates that the picture must hold."""
    _check_game(game)
    position = game.start if position is None else game.check(position)
    layout, shapes = _edge_shapes(game, position)
    xs = [p[0] for p in layout.values()]
    xs += [label[0] for kind, _, label in shapes.values() if kind == "loop"]
    ys = [p[1] for p in layout.values()]
    ys += [label[1] - 0.2 for kind, _, label in shapes.values() if kind == "loop"]
    return position, layout, shapes, xs, ys


#: Edges to mark: numbers of edges of the picture.
_EDGE_NUMBERS = arg.sequence_of(arg.natural, "a list of edge numbers")


def _base_vertex(vertex, what, base):
    """A checker of a vertex of the picture `base` (compared by type and value)."""
    vertex = arg.hashable(vertex, what)
    if hasattr(type(vertex), "__index__") and not isinstance(vertex, bool):
        vertex = int(vertex)  # a numpy integer names the same vertex
    vertices = getattr(base, "vertices", None)
    if vertices is None:
        return vertex  # the picture's own check refuses it
    try:
        found = any(type(v) is type(vertex) and v == vertex for v in vertices)
    except Exception:
        found = False
    if not found:
        raise ValueError(
            f"{what}: {vertex!r} is not a vertex of the base picture, so nothing "
            f"can stand on it (its vertices are {arg.listing(vertices)})"
        )
    return vertex


def _plot_edges(ax, shapes, hot, edge_numbers):
    """Draw the edges of :func:`_geometry`: lines, curves and loops, `hot` red."""
    from matplotlib.patches import PathPatch
    from matplotlib.path import Path

    for edge, (kind, points, label) in sorted(shapes.items()):
        color, width = (HOT_COLOR, 3.2) if edge in hot else (EDGE_COLOR, 2.4)
        if kind == "line":
            x1, y1, x2, y2 = points
            ax.plot([x1, x2], [y1, y2], color=color, lw=width, solid_capstyle="round")
        elif kind == "curve":
            x1, y1, cx, cy, x2, y2 = points
            path = Path([(x1, y1), (cx, cy), (x2, y2)], [1, 3, 3])
            ax.add_patch(PathPatch(path, fill=False, edgecolor=color, lw=width))
        else:
            path = Path(_loop_points(*points), [1, 4, 4, 4])
            ax.add_patch(PathPatch(path, fill=False, edgecolor=color, lw=width))
        if edge_numbers:
            ax.text(
                *label, str(edge), fontsize=7, color="#555555", ha="center", va="center"
            )


@arg.check_args(ax=arg.axes, highlight=_EDGE_NUMBERS)
def draw_hackenbush(
    game,
    position=None,
    ax=None,
    *,
    values=True,
    edge_numbers=False,
    highlight=(),
    title=None,
):
    """Draw a Green Hackenbush position: a ground line with green stalks on it.

    Parameters
    ----------
    game : GreenHackenbush
    position : frozenset of int, optional
        The standing edges; all of them by default.
    ax : matplotlib.axes.Axes, optional
    values : bool, default True
        Write beside each vertex the SG value of all that stands on it (the
        vertices of a fused part share one value, written at the part's
        lowest vertex), and the value of the whole picture on the ground.
    edge_numbers : bool, default False
        Write each edge's number beside it.
    highlight : iterable of int
        Edges to draw in red (for example the winning cuts).
    title : str, optional

    Returns
    -------
    matplotlib.axes.Axes
    """
    require_matplotlib()
    import matplotlib.pyplot as plt

    position, layout, shapes, xs, ys = _geometry(game, position)
    if ax is None:
        size = (
            min(12, 1.6 + 0.7 * (max(xs) - min(xs) + 1)),
            min(8, 1.2 + 0.8 * max(ys)),
        )
        _, ax = plt.subplots(figsize=size, layout="constrained")
    _plot_edges(ax, shapes, set(highlight), edge_numbers)
    left, right = min(xs) - 0.9, max(xs) + 0.9
    ax.fill_between([left, right], -0.18, 0, color=GROUND_COLOR, alpha=0.25, lw=0)
    ax.plot([left, right], [0, 0], color=GROUND_COLOR, lw=2.5)
    others = [v for v in layout if v != game.ground]
    ax.scatter(
        [layout[v][0] for v in others],
        [layout[v][1] for v in others],
        s=22,
        color="black",
        zorder=3,
    )
    if values:
        info = game.structure(position)
        for vertex in others:
            if info["part"][vertex] == vertex:
                ax.annotate(
                    str(info["value"][vertex]),
                    layout[vertex],
                    xytext=(-7, 5),
                    textcoords="offset points",
                    ha="right",
                    fontsize=8,
                    color="#1f3f99",
                    bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none"},
                    zorder=4,
                )
        ax.text(
            right,
            -0.34,
            f"value *{info['value'][game.ground]}",
            ha="right",
            va="center",
            fontsize=9,
            color="#3b2a10",
            fontweight="bold",
        )
    ax.set_xlim(left - 0.1, right + 0.1)
    ax.set_ylim(-0.45, max(ys) + 0.75)
    ax.set_aspect("equal")
    ax.set_axis_off()
    if title:
        ax.set_title(title, fontsize=10)
    return ax


@arg.check_args(highlight=_EDGE_NUMBERS, falling=_EDGE_NUMBERS, unit=arg.length)
def hackenbush_svg(
    game,
    position=None,
    *,
    values=True,
    highlight=(),
    falling=(),
    selected=None,
    unit=46,
):
    """Return an SVG drawing of a position, for the explorers (same look as the figure).

    Every standing edge is labelled with its number. `highlight` edges are
    red, `falling` edges grey and dashed (the edges that a cut would drop),
    and the `selected` edge is drawn thick and dashed.

    Examples
    --------
    >>> tree = gl.GreenHackenbush.from_string("e(ee;e)")
    >>> svg = gl.draw.hackenbush_svg(tree, highlight=[0])
    >>> svg.startswith("<svg") and svg.count('class="edge"') == 4
    True
    """
    position, layout, shapes, xs, ys = _geometry(game, position)
    left, top = min(xs) - 1.0, max(ys) + 0.8
    width = (max(xs) - min(xs) + 2.0) * unit
    height = (top + 0.7) * unit

    def px(x, y):
        return ((x - left) * unit, (top - y) * unit)

    hot, fall = set(highlight), set(falling)
    parts = [svg_open(width, height)]
    _, gy = px(left, 0)
    parts.append(
        f'<rect x="0" y="{gy:.1f}" width="{width:.0f}" height="{0.3 * unit:.1f}" '
        f'fill="{GROUND_COLOR}" fill-opacity="0.25"/><line x1="0" y1="{gy:.1f}" '
        f'x2="{width:.0f}" y2="{gy:.1f}" stroke="{GROUND_COLOR}" stroke-width="3"/>'
    )
    for edge, (kind, points, label) in sorted(shapes.items()):
        color, stroke = EDGE_COLOR, 3
        if edge in fall:
            color = FALL_COLOR
        if edge in hot:
            color, stroke = HOT_COLOR, 4
        dash = ' stroke-dasharray="7,4"' if edge in fall or edge == selected else ""
        if edge == selected:
            stroke += 2
        if kind == "line":
            (x1, y1), (x2, y2) = px(*points[:2]), px(*points[2:])
            d = f"M{x1:.1f},{y1:.1f} L{x2:.1f},{y2:.1f}"
        elif kind == "curve":
            (x1, y1), (cx, cy), (x2, y2) = (
                px(*points[:2]),
                px(*points[2:4]),
                px(*points[4:]),
            )
            d = f"M{x1:.1f},{y1:.1f} Q{cx:.1f},{cy:.1f} {x2:.1f},{y2:.1f}"
        else:
            (bx, by), (ax, ay), (cx, cy), _ = (px(*p) for p in _loop_points(*points))
            d = (
                f"M{bx:.1f},{by:.1f} C{ax:.1f},{ay:.1f} "
                f"{cx:.1f},{cy:.1f} {bx:.1f},{by:.1f}"
            )
        lx, ly = px(*label)
        parts.append(
            f'<g class="edge"><path d="{d}" fill="none" stroke="{color}" '
            f'stroke-width="{stroke}" stroke-linecap="round"{dash}/>'
            f'<text x="{lx:.1f}" y="{ly + 4:.1f}" font-size="10" '
            f'text-anchor="middle" fill="#555">{edge}</text></g>'
        )
    info = game.structure(position) if values else None
    for vertex, (x, y) in layout.items():
        if vertex == game.ground:
            continue
        cx, cy = px(x, y)
        parts.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="3.5" fill="black"/>')
        if values and info["part"][vertex] == vertex:
            parts.append(
                f'<text x="{cx - 7:.1f}" y="{cy - 5:.1f}" text-anchor="end" '
                f'fill="#1f3f99" font-weight="bold">{info["value"][vertex]}</text>'
            )
    if values:
        total = escape(f"value *{info['value'][game.ground]}")
        parts.append(
            f'<text x="{width - 6:.0f}" y="{gy + 0.55 * unit:.1f}" text-anchor="end" '
            f'font-weight="bold" fill="#3b2a10">{total}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


@arg.check_args(vertex=arg.depends_on("base", _base_vertex))
def colon_picture(base, vertex, top):
    """Return G:H, the picture `top` standing on `vertex` of the picture `base`.

    The ground of `top` is glued onto `vertex`; its other vertices become
    ``("top", v)``, so they never clash with the base's. The edges of `base`
    keep their numbers and the edges of `top` follow them.

    Parameters
    ----------
    base, top : GreenHackenbush
        G and H.
    vertex : hashable
        The vertex of G on which H stands.

    Returns
    -------
    picture : GreenHackenbush
        G:H, with the ground of G.
    top_edges : list of int
        The numbers of the edges of H in `picture`.

    Raises
    ------
    TypeError
        If `base` or `top` is not a Green Hackenbush picture.
    ValueError
        If `vertex` is not a vertex of `base`.

    Examples
    --------
    >>> stalk = gl.GreenHackenbush.from_string("ee")
    >>> claw, top = gl.draw.hackenbush.colon_picture(
    ...     stalk, 2, gl.GreenHackenbush.from_string("e;e")
    ... )
    >>> claw.edges, top
    (((0, 1), (1, 2), (2, ('top', 1)), (2, ('top', 2))), [2, 3])
    >>> gl.sg(claw, claw.start)  # a stalk of two with *1 + *1 = 0 on top
    2
    """
    from gamelib.graphgames.hackenbush import GreenHackenbush

    _check_game(base)
    _check_game(top)
    if vertex not in base.vertices:
        raise ValueError(
            f"{vertex!r} is not a vertex of the base picture, so nothing can stand "
            f"on it (its vertices are {arg.listing(base.vertices)})"
        )

    def renamed(v):
        return vertex if v == top.ground else ("top", v)

    glued = [(renamed(u), renamed(v)) for u, v in top.edges]
    picture = GreenHackenbush([*base.edges, *glued], ground=base.ground)
    return picture, list(range(len(base.edges), len(base.edges) + len(glued)))


@arg.check_args(ax=arg.axes, vertex=arg.depends_on("base", _base_vertex))
def draw_colon(base, vertex, top, ax=None, *, name="H", title=None):
    """Draw G:H: the base G with the top H standing on `vertex`, H framed.

    The picture is :func:`draw_hackenbush` of :func:`colon_picture` (with the
    value standing on each vertex and the value of the whole), with a grey
    frame around H, the vertex where it stands ringed, and H's own value
    written on the frame: two tops of equal value give G:H and G:H' of equal
    value (the colon principle).

    Parameters
    ----------
    base, top : GreenHackenbush
    vertex : hashable
        The vertex of `base` on which `top` stands.
    ax : matplotlib.axes.Axes, optional
    name : str, default "H"
        What to call the top on its frame.
    title : str, optional

    Returns
    -------
    matplotlib.axes.Axes
    """
    require_matplotlib()
    from matplotlib.patches import FancyBboxPatch

    picture, top_edges = colon_picture(base, vertex, top)
    ax = draw_hackenbush(picture, ax=ax, title=title)
    layout = hackenbush_layout(picture)
    glue = layout[base.ground] if vertex == base.ground else layout[vertex]
    if vertex == base.ground:
        glue = (glue[0], 0)
    _, shapes = _edge_shapes(picture, picture.start)
    points = [glue]
    for edge in top_edges:
        kind, coordinates, _ = shapes[edge]
        if kind == "loop":
            x, y, angle, _ = coordinates
            points.append((x + 0.8 * sin(angle), y + 0.8 * cos(angle)))
        else:
            points += [coordinates[:2], coordinates[-2:]]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    ax.add_patch(
        FancyBboxPatch(
            (min(xs) - 0.3, min(ys) - 0.2),
            max(xs) - min(xs) + 0.6,
            max(ys) - min(ys) + 0.4,
            boxstyle="round,pad=0.05",
            facecolor=FAINT,
            edgecolor=INK,
            alpha=0.25,
            lw=1.2,
            zorder=0,
        )
    )
    ax.scatter(*glue, s=160, facecolors="none", edgecolors=INK, lw=1.4, zorder=5)
    value = top.structure(top.start)["value"][top.ground]
    ax.text(
        max(xs) + 0.45,
        max(ys) + 0.2,
        f"{name}: *{value}",
        ha="left",
        va="top",
        fontsize=9,
        color=INK,
    )
    right = max(max(xs) + 1.3, ax.get_xlim()[1])
    ax.set_xlim(ax.get_xlim()[0], right)
    ax.set_ylim(ax.get_ylim()[0], max(ax.get_ylim()[1], max(ys) + 0.5))
    return ax


def _hackenbush_twin(
    game, position=None, values=True, edge_numbers=False, highlight=()
):
    # (the SVG numbers every edge, as the explorers do)
    return hackenbush_svg(game, position, values=values, highlight=highlight)


def colon_svg(base, vertex, top, *, name="H"):
    """Return the picture of :func:`draw_colon` as SVG: H's edges red, its value above.

    Examples
    --------
    >>> from gamelib.draw.hackenbush import colon_svg
    >>> stalk = gl.GreenHackenbush.from_string("ee")
    >>> svg = colon_svg(stalk, 2, gl.GreenHackenbush.from_string("e;e"))
    >>> "H: *0" in svg
    True
    """
    from gamelib.draw.backend import titled

    picture, top_edges = colon_picture(base, vertex, top)
    value = top.structure(top.start)["value"][top.ground]
    svg = hackenbush_svg(picture, highlight=top_edges)
    return titled(svg, f"{name}: *{value} (its edges red)")


draw_hackenbush = svg_twin(_hackenbush_twin)(draw_hackenbush)
draw_colon = svg_twin(colon_svg)(draw_colon)
