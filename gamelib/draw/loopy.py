"""Small game graphs with cycles (chapter 14): P/N/D, values, ranks and rounds, as SVG.

A game with cycles has no layers by height, so these pictures place the
vertices of a small digraph by hand (a `layout`) or on a circle, and draw
each move as a gently curved arrow, so that the two moves of a 2-cycle
(``d → e`` and ``e → d``) bend apart instead of lying on top of each other.
Pure SVG text: no matplotlib, so they draw in the browser's Python too.

- :func:`loopy_graph_svg`: one graph, each vertex shaped by its outcome (P
  blue square, N orange circle, D grey diamond, unlabelled white), with a
  note above it (a rank, a value) and red arrows for chosen moves;
- :func:`loopy_rounds_svg`: the labelling in rounds of
  :func:`gamelib.engine.loopy.loopy_sg_rounds`, one panel per round.
"""

from html import escape
from math import cos, pi, sin

from gamelib.draw.graph import _edge_path
from gamelib.draw.palette import D_COLOR, GREY, HOT_COLOR, INK, N_COLOR, P_COLOR
from gamelib.draw.svg import svg_document
from gamelib.engine import args as arg
from gamelib.engine.graphs import format_position

__all__ = ["circle_layout", "loopy_graph_svg", "loopy_rounds_svg"]

LARGEST = 40  # the most vertices a picture draws


def _moves(moves, what):
    """`moves` as a dict vertex -> list of options, every option a vertex."""
    if not isinstance(moves, dict):
        arg.refuse(what, "a dict vertex -> list of options", moves)
    if len(moves) > LARGEST:
        raise ValueError(
            f"{what}: a picture draws at most {LARGEST} vertices, got {len(moves)}"
        )
    for vertex, options in moves.items():
        if isinstance(options, (str, bytes)) or not hasattr(options, "__iter__"):
            raise TypeError(
                f"{what}: the options of {vertex!r} must be a list of vertices, "
                f"got {options!r}"
            )
        for option in options:
            if not _known(option, moves):
                raise ValueError(
                    f"{what}: {vertex!r} has a move to {option!r}, which is not a "
                    "vertex; give every vertex a (possibly empty) list of options"
                )
    return moves


def _known(vertex, moves):
    """Is `vertex` a vertex of `moves` (False for an unhashable one)?"""
    try:
        return vertex in moves
    except TypeError:
        return False


def _texts(value, what):
    """None (nothing) or a dict vertex -> text."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        arg.refuse(what, "a dict vertex -> text", value)
    return value


def _kinds(value, what):
    """None or a dict vertex -> "P", "N", "D" (or None: not labelled yet)."""
    kinds = _texts(value, what)
    for v, kind in kinds.items():
        if kind not in ("P", "N", "D", None) or not isinstance(kind, (str, type(None))):
            raise ValueError(
                f"{what}: the kind of {v!r} must be 'P', 'N', 'D' or None, got {kind!r}"
            )
    return kinds


def _layout(layout, what, moves):
    """None (a circle) or a dict vertex -> (x, y) with a place for each vertex."""
    if layout is None:
        return None
    if not isinstance(layout, dict):
        arg.refuse(what, "a dict vertex -> (x, y)", layout)
    for v in moves:
        if v not in layout:
            raise ValueError(f"{what}: the layout has no place for {v!r}")
        place = layout[v]
        if not (
            isinstance(place, tuple)
            and len(place) == 2
            and all(
                isinstance(c, (int, float)) and not isinstance(c, bool) and abs(c) < 1e6
                for c in place
            )
        ):
            raise TypeError(
                f"{what}: the place of {v!r} must be a pair of numbers, got {place!r}"
            )
    return layout


def _vertices(vertices, what, moves):
    """An iterable of vertices of `moves`, returned as a set."""
    if isinstance(vertices, (str, bytes, dict)) or not hasattr(vertices, "__iter__"):
        arg.refuse(what, "a list of vertices", vertices)
    vertices = list(vertices)
    for v in vertices:
        if not _known(v, moves):
            raise ValueError(f"{what}: {v!r} is not a vertex of the picture")
    return set(vertices)


def _pairs(pairs, what, moves):
    """An iterable of moves (u, v) between vertices of `moves`, as a set."""
    if isinstance(pairs, (str, bytes, dict)) or not hasattr(pairs, "__iter__"):
        arg.refuse(what, "a list of moves (u, v)", pairs)
    pairs = list(pairs)
    for pair in pairs:
        if not (isinstance(pair, tuple) and len(pair) == 2):
            raise TypeError(
                f"{what}: a move to highlight is a pair (u, v), got {pair!r}"
            )
        _vertices(pair, what, moves)
    return set(pairs)


def _rounds(rounds, what, moves):
    """The rounds :func:`gamelib.engine.loopy.loopy_sg_rounds` returns, on `moves`."""
    if not isinstance(rounds, list) or len(rounds) > LARGEST:
        arg.refuse(
            what, "the list that gl.engine.loopy.loopy_sg_rounds returns", rounds
        )
    for step in rounds:
        if not (isinstance(step, tuple) and len(step) == 2):
            raise TypeError(
                f"{what}: each round must be a pair (vertices given the value, "
                f"vertices made infinite), got {step!r}"
            )
        for part in step:
            _vertices(part, what, moves)
    return rounds


@arg.check_args(moves=_moves)
def circle_layout(moves):
    """Vertices evenly on a circle, the first at the top, in the order of `moves`."""
    n = len(moves)
    radius = max(1.0, n / 4)
    return {
        v: (
            radius + radius * sin(2 * pi * i / n),
            radius - radius * cos(2 * pi * i / n),
        )
        for i, v in enumerate(moves)
    }


def _arrow_defs():
    return (
        '<defs><marker id="wm-loopy-arrow" viewBox="0 0 10 10" refX="9" refY="5" '
        'markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
        f'<path d="M0,0 L10,5 L0,10 z" fill="{GREY}"/></marker>'
        '<marker id="wm-loopy-hot" viewBox="0 0 10 10" refX="9" refY="5" '
        'markerWidth="6" markerHeight="6" orient="auto-start-reverse">'
        f'<path d="M0,0 L10,5 L0,10 z" fill="{HOT_COLOR}"/></marker></defs>'
    )


def _loop(x, y, radius):
    """A move from a vertex to itself: a small loop on its lower right."""
    r = radius
    return (
        f"M{x + r * 0.7:.1f},{y + r * 0.7:.1f} "
        f"C{x + 2.6 * r:.1f},{y + 1.2 * r:.1f} {x + 1.2 * r:.1f},{y + 2.6 * r:.1f} "
        f"{x + r * 0.75:.1f},{y + r * 0.95:.1f}"
    )


def _shape(kind, x, y, radius, ring):
    stroke = f'stroke="{HOT_COLOR}" stroke-width="3"' if ring else 'stroke="black"'
    if kind == "P":
        return (
            f'<rect x="{x - radius:.1f}" y="{y - radius:.1f}" width="{2 * radius}" '
            f'height="{2 * radius}" fill="{P_COLOR}" {stroke}/>'
        )
    if kind == "D":
        r = radius * 1.25
        return (
            f'<polygon points="{x:.1f},{y - r:.1f} {x + r:.1f},{y:.1f} '
            f'{x:.1f},{y + r:.1f} {x - r:.1f},{y:.1f}" fill="{D_COLOR}" {stroke}/>'
        )
    fill = N_COLOR if kind == "N" else "white"
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{radius}" fill="{fill}" {stroke}/>'


def _panel(moves, kinds, notes, layout, highlight, rings, origin, unit, radius):
    """The parts of one graph drawn with its top-left corner at `origin`."""
    ox, oy = origin
    xs = [x for x, _ in layout.values()] or [0]
    ys = [y for _, y in layout.values()] or [0]

    def point(v):
        x, y = layout[v]
        return (ox + 2 * radius + (x - min(xs)) * unit, oy + 30 + (y - min(ys)) * unit)

    hot = set(highlight)
    parts = []
    edges = [(u, v) for u in moves for v in dict.fromkeys(moves[u])]
    for u, v in sorted(edges, key=lambda e: e in hot):
        color, marker, width = (
            (HOT_COLOR, "wm-loopy-hot", 2.5)
            if (u, v) in hot
            else (GREY, "wm-loopy-arrow", 1)
        )
        if u == v:
            path = _loop(*point(u), radius)
        else:
            bend = 0.2 if u in moves[v] else 0.08
            path = _edge_path(
                point(u), point(v), radius * (1.2 if kinds.get(v) == "D" else 1), bend
            )
        parts.append(
            f'<path d="{path}" fill="none" stroke="{color}" stroke-width="{width}" '
            f'marker-end="url(#{marker})"/>'
        )
    for v in moves:
        x, y = point(v)
        kind = kinds.get(v)
        side = radius * (1.0 if kind == "D" else 0.85)
        note = notes.get(v)
        note = (
            f'<text x="{x + side:.1f}" y="{y - side - 2:.1f}" font-size="11" '
            f'fill="{INK}" font-weight="bold">{escape(str(note))}</text>'
            if note is not None
            else ""
        )
        label_color = "white" if kind == "P" else "black"
        shape = _shape(kind, x, y, radius, v in rings)
        parts.append(
            f'<g class="{kind or "unlabelled"}">{shape}'
            f'<text x="{x:.1f}" y="{y + 4:.1f}" text-anchor="middle" '
            f'fill="{label_color}">{escape(format_position(v))}</text>{note}</g>'
        )
    width = (max(xs) - min(xs)) * unit + 4 * radius + 40
    height = (max(ys) - min(ys)) * unit + 30 + 2.5 * radius
    return parts, width, height


@arg.check_args(
    moves=_moves,
    kinds=_kinds,
    notes=_texts,
    layout=arg.depends_on("moves", _layout),
    highlight=arg.depends_on("moves", _pairs),
    rings=arg.depends_on("moves", _vertices),
    caption=arg.optional(arg.text),
    unit=arg.positive,
    radius=arg.positive,
)
def loopy_graph_svg(
    moves,
    *,
    kinds=None,
    notes=None,
    layout=None,
    highlight=(),
    rings=(),
    caption=None,
    unit=80,
    radius=15,
):
    """Return an SVG picture of a small game graph that may have cycles.

    Parameters
    ----------
    moves : dict
        Vertex -> list of its options (each a vertex).
    kinds : dict, optional
        Vertex -> "P", "N" or "D" (blue square, orange circle, grey diamond);
        a vertex left out is drawn as a white circle (not labelled yet).
    notes : dict, optional
        Vertex -> a short text written above it (a rank, a value).
    layout : dict, optional
        Vertex -> (x, y), in units of `unit` pixels, y downwards; by default
        :func:`circle_layout`.
    highlight : iterable of (vertex, vertex)
        Moves drawn as thick red arrows.
    rings : iterable of vertices
        Vertices outlined in red (where the tokens are, what a round labelled).
    caption : str, optional
        A line of text above the picture.

    Examples
    --------
    >>> moves = {"a": ["b"], "b": ["a", "c"], "c": []}
    >>> svg = gl.draw.loopy_graph_svg(moves, kinds={"a": "P", "b": "N", "c": "P"})
    >>> svg.count('class="P"'), svg.count("marker-end")
    (2, 3)
    """
    layout = circle_layout(moves) if layout is None else layout
    parts, width, height = _panel(
        moves,
        kinds or {},
        notes or {},
        layout,
        highlight,
        set(rings),
        (0, 0),
        unit,
        radius,
    )
    if caption:
        parts.insert(
            0,
            f'<text x="4" y="14" fill="{INK}">{escape(caption)}</text>',
        )
    return svg_document(width, height, [_arrow_defs(), *parts])


@arg.check_args(
    moves=_moves,
    rounds=arg.depends_on("moves", _rounds),
    layout=arg.depends_on("moves", _layout),
    unit=arg.positive,
    radius=arg.positive,
)
def loopy_rounds_svg(moves, rounds, *, layout=None, unit=62, radius=13):
    """Return the labelling in rounds as SVG: one panel after each round.

    Each panel shows the values known after round m: a value 0 is a blue
    square, a positive value an orange circle, an infinite value a grey
    diamond marked ∞, and a vertex still unlabelled a white circle; the
    vertices labelled in that round are outlined in red.

    Parameters
    ----------
    moves : dict
        Vertex -> list of its options.
    rounds : list of (list, list)
        What :func:`gamelib.engine.loopy.loopy_sg_rounds` returns: per round, the
        vertices given the value m, and those made infinite.
    layout : dict, optional
        As for :func:`loopy_graph_svg`.

    Examples
    --------
    >>> moves = {0: [1], 1: [0, 2], 2: [1, 3], 3: []}
    >>> rounds = gl.engine.loopy.loopy_sg_rounds(gl.game_from(moves.__getitem__), 0)
    >>> gl.draw.loopy_rounds_svg(moves, rounds).count("after round")
    2
    """
    layout = circle_layout(moves) if layout is None else layout
    kinds, notes, body, left, tallest = {}, {}, [_arrow_defs()], 0, 0
    for m, (finite, infinite) in enumerate(rounds):
        for v in finite:
            kinds[v], notes[v] = ("P" if m == 0 else "N"), str(m)
        for v in infinite:
            kinds[v], notes[v] = "D", "∞"
        parts, width, height = _panel(
            moves,
            kinds,
            notes,
            layout,
            (),
            set(finite) | set(infinite),
            (left, 0),
            unit,
            radius,
        )
        what = ", ".join(format_position(v) for v in finite) or "nothing"
        body.append(
            f'<text x="{left + 4}" y="14" font-weight="bold">after round {m}</text>'
            f'<text x="{left + 4}" y="{height + 12:.0f}" fill="{INK}" font-size="10">'
            f"value {m}: {escape(what)}</text>"
        )
        body.extend(parts)
        left += width + 16
        tallest = max(tallest, height + 18)
    return svg_document(left, tallest, body)
