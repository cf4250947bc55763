"""Partizan pictures: Blue-Red stalks and trees, game trees, canonical steps.

Also the thermograph of a game (:func:`thermograph_svg`).

Left's edges are blue and Right's red, as in *Winning Ways*; these are the
palette's P-position blue and winning-move red, which the partizan chapter
does not use in their other meaning. Every picture here is SVG text, so it
draws in the browser without matplotlib; :func:`draw_stalks` is the one
matplotlib drawing.
"""

from html import escape
from math import cos, radians, sin

from gamelib.draw.backend import require_matplotlib, svg_twin
from gamelib.draw.palette import GROUND_COLOR, HOT_COLOR, INK, P_COLOR
from gamelib.draw.svg import svg_open
from gamelib.engine import args as arg

__all__ = [
    "BLUE_EDGE",
    "RED_EDGE",
    "canonical_steps_svg",
    "draw_stalks",
    "game_name",
    "game_tree_svg",
    "stalks_layout",
    "stalks_svg",
    "thermograph_svg",
    "trees_svg",
]

BLUE_EDGE = P_COLOR  # Left's edges
RED_EDGE = HOT_COLOR  # Right's edges
#: The most nodes a game-tree picture draws (a form drawn as a tree grows
#: exponentially with its depth), and the deepest level it reaches.
MOST_NODES = 400
MOST_DEPTH = 8


def _partizan_game():
    from gamelib.partizan.games import PartizanGame

    return PartizanGame


#: A partizan game (imported when first checked: gamelib.partizan.games is heavy).
_a_game = arg.instance_of(_partizan_game, "a PartizanGame")
_unit = arg.number_between(4, 200)  # pixels


def _labels(value, what):
    """A list of labels (each shown with ``str``), one under each picture."""
    if isinstance(value, (str, bytes, dict)) or not hasattr(value, "__iter__"):
        arg.refuse(what, "a list of labels, such as ['1/2', '*']", value)
    return list(value)


def _stalks(value, what):
    """A list of stalks such as ``["BR", "R"]`` (see partizan.games.stalk_list)."""
    from gamelib.partizan.games import stalk_list

    return stalk_list(value, what)


def _pictures(value, what):
    """A list of (trunk stalk, list of branch stalks), checked stalk by stalk."""
    from gamelib.partizan.games import _check_stalk

    example = "a list of (trunk, branches) pairs such as [('B', ['BR', 'R'])]"
    if isinstance(value, (str, bytes, dict)) or not hasattr(value, "__iter__"):
        arg.refuse(what, example, value)
    checked = []
    for i, picture in enumerate(value):
        if (
            not isinstance(picture, tuple | list)
            or len(picture) != 2
            or isinstance(picture[1], str)
            or not hasattr(picture[1], "__iter__")
        ):
            raise TypeError(
                f"{what}[{i}] must be a pair (trunk, branches) such as "
                f"('B', ['BR', 'R']), got {picture!r}"
            )
        trunk, branches = picture
        checked.append(
            (
                arg.relabel(_check_stalk, trunk, f"{what}[{i}]"),
                [arg.relabel(_check_stalk, b, f"{what}[{i}]") for b in branches],
            )
        )
    return checked


def _steps(value, what):
    """The list that :func:`gamelib.partizan.games.canonical_steps` returns."""
    from gamelib.partizan.games import Step

    allowed = "the list that gl.partizan.games.canonical_steps returns"
    if isinstance(value, (str, bytes, dict)) or not hasattr(value, "__iter__"):
        arg.refuse(what, allowed, value)
    steps = list(value)
    for step in steps:
        if not isinstance(step, Step):
            arg.refuse(what, allowed, step)
    return steps


@arg.check_args(stalks=_stalks)
def stalks_layout(stalks):
    """Return the edges to draw: ``(x, bottom, top, colour)`` in stalk units.

    Stalk i stands at x = i, its edge j from height j to j + 1.

    Examples
    --------
    >>> from gamelib.draw.partizan import stalks_layout
    >>> stalks_layout(["BR", "R"])
    [(0, 0, 1, '#2c7bb6'), (0, 1, 2, '#d7191c'), (1, 0, 1, '#d7191c')]
    """
    edges = []
    for x, stalk in enumerate(stalks):
        for j, edge in enumerate(stalk):
            edges.append((x, j, j + 1, BLUE_EDGE if edge == "B" else RED_EDGE))
    return edges


@arg.check_args(stalks=_stalks, labels=_labels, unit=arg.positive)
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


@arg.check_args(stalks=_stalks, labels=_labels, ax=arg.axes)
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


@arg.check_args(pictures=_pictures, labels=_labels, unit=_unit)
def trees_svg(pictures, labels=(), *, unit=30):
    """Return an SVG picture of Blue-Red trees: a trunk with branches on its top.

    Parameters
    ----------
    pictures : list of (str, list of str)
        Each picture is a trunk stalk and the stalks growing from its top,
        edges from the ground up ("B" blue, "R" red), as in
        Exercise 13.6.
    labels : list of str, optional
        A label under each picture.

    Examples
    --------
    >>> from gamelib.draw.partizan import trees_svg
    >>> svg = trees_svg([("B", ["BR", "R"])], labels=["3/4"])
    >>> svg.count('class="edge"')
    4
    """
    tallest = max(
        (len(t) + max(map(len, bs), default=0) for t, bs in pictures), default=0
    )
    panel = 3.2 * unit
    width, height = max(len(pictures), 1) * panel, (tallest + 1.6) * unit
    ground = (tallest + 0.6) * unit
    parts = [
        f'<line x1="0" y1="{ground:.1f}" x2="{width:.0f}" y2="{ground:.1f}" '
        f'stroke="{GROUND_COLOR}" stroke-width="3"/>'
    ]

    def edge(x1, y1, x2, y2, letter):
        colour = BLUE_EDGE if letter == "B" else RED_EDGE
        return (
            f'<line class="edge" x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" '
            f'y2="{y2:.1f}" stroke="{colour}" stroke-width="5"/>'
            f'<circle cx="{x2:.1f}" cy="{y2:.1f}" r="3.5" fill="{INK}"/>'
        )

    for i, (trunk, branches) in enumerate(pictures):
        x, y = (i + 0.5) * panel, ground
        for letter in trunk:
            parts.append(edge(x, y, x, y - unit, letter))
            y -= unit
        spread = 60 if len(branches) > 1 else 0
        for k, branch in enumerate(branches):
            angle = radians(-spread / 2 + spread * k / max(len(branches) - 1, 1))
            dx, dy = unit * sin(angle), -unit * cos(angle)
            bx, by = x, y
            for letter in branch:
                parts.append(edge(bx, by, bx + dx, by + dy, letter))
                bx, by = bx + dx, by + dy
    for i, label in enumerate(labels):
        parts.append(
            f'<text x="{(i + 0.5) * panel:.1f}" y="{ground + 0.8 * unit:.1f}" '
            f'text-anchor="middle" fill="{INK}">{escape(str(label))}</text>'
        )
    return svg_open(width, height) + "".join(parts) + "</svg>"


@arg.check_args(game=_a_game)
def game_name(game):
    """A short name for a game's value: "1/2", "*", "*2", "↑", "↓", else "".

    Examples
    --------
    >>> from gamelib.draw.partizan import game_name
    >>> P = gl.partizan.games
    >>> [game_name(g) for g in (P.nimber(1), P.stalk("BR"),
    ...                          P.PartizanGame([P.nimber(0)], [P.nimber(1)]))]
    ['*', '1/2', '↑']
    """
    from gamelib.partizan.games import Nimber, canonical, value

    known = value(game)
    if isinstance(known, Nimber):
        return "*" if known.n == 1 else f"*{known.n}"
    if known is not None:
        return str(known)
    c = canonical(game)
    sides = [[value(o) for o in c.left], [value(o) for o in c.right]]
    if sides == [[0], [Nimber(1)]]:
        return "↑"
    if sides == [[Nimber(1)], [0]]:
        return "↓"
    return ""


def _check_tree_size(game, depth, most):
    """Refuse a picture of more than MOST_NODES nodes, at once.

    `depth` and `most` were checked where they were given (the public
    functions declare them).
    """
    level, count = [game], 1
    for _ in range(depth):
        level = [o for g in level for o in g.left[:most] + g.right[:most]]
        count += len(level)
        if count > MOST_NODES:
            raise ValueError(
                f"the picture would have more than {MOST_NODES} nodes; "
                "lower depth or most"
            )


def _tree_panel(game, depth, unit, most):
    """Layout of `game`'s form `depth` levels deep: (width, height, parts)."""
    _check_tree_size(game, depth, most)
    nodes, edges = [], []  # nodes: (x, level, label); edges: (i, j, colour)
    leaves = [0]

    def place(g, level):
        index = len(nodes)
        nodes.append(None)
        children = []
        if level < depth:
            sides = [(o, BLUE_EDGE) for o in g.left[:most]]
            sides += [(o, RED_EDGE) for o in g.right[:most]]
            for option, colour in sides:
                children.append(place(option, level + 1))
                edges.append((index, children[-1], colour))
        if children:
            x = (nodes[children[0]][0] + nodes[children[-1]][0]) / 2
        else:
            x, leaves[0] = leaves[0], leaves[0] + 1
        nodes[index] = (x, level, game_name(g) or "·")
        return index

    place(game, 0)
    width = max(leaves[0], 1) * unit
    height = (max(level for _, level, _ in nodes) + 1) * unit * 1.3

    def px(i):
        x, level, _ = nodes[i]
        return (x + 0.5) * unit, (level + 0.5) * unit * 1.3

    parts = []
    for i, j, colour in edges:
        (x1, y1), (x2, y2) = px(i), px(j)
        parts.append(
            f'<line class="move" x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" '
            f'y2="{y2:.1f}" stroke="{colour}" stroke-width="2.5"/>'
        )
    for i, (_, _, label) in enumerate(nodes):
        x, y = px(i)
        parts.append(
            f'<circle class="node" cx="{x:.1f}" cy="{y:.1f}" r="10" fill="white" '
            f'stroke="{INK}"/><text x="{x:.1f}" y="{y + 4:.1f}" '
            f'text-anchor="middle" fill="black">{escape(label)}</text>'
        )
    return width, height, parts


@arg.check_args(
    game=_a_game,
    depth=arg.between(0, MOST_DEPTH),
    unit=_unit,
    most=arg.between(1, 100),
)
def game_tree_svg(game, *, depth=2, unit=34, most=12):
    """Return an SVG picture of a game's form: Left's moves blue, Right's red.

    Each node is labelled by its value when that is a number, a nimber, ↑ or
    ↓ (else a dot); Left's options hang to the left of Right's. The form is
    drawn `depth` levels deep, at most `most` options per side.

    Examples
    --------
    >>> from gamelib.draw.partizan import game_tree_svg
    >>> pz = gl.partizan.games
    >>> up = pz.PartizanGame([pz.nimber(0)], [pz.nimber(1)])
    >>> svg = game_tree_svg(up)
    >>> svg.count('class="node"'), svg.count('class="move"')
    (5, 4)
    """
    width, height, parts = _tree_panel(game, depth, unit, most)
    return svg_open(width, height) + "".join(parts) + "</svg>"


@arg.check_args(steps=_steps, depth=arg.between(0, MOST_DEPTH), unit=_unit)
def canonical_steps_svg(steps, *, depth=2, unit=30):
    """Return an SVG picture of :func:`~gamelib.partizan.games.canonical_steps`.

    The game of every step side by side, drawn `depth` levels deep, under
    the name of the rule that made it.

    Examples
    --------
    >>> from gamelib.draw.partizan import canonical_steps_svg
    >>> P = gl.partizan.games
    >>> steps = P.canonical_steps(P.PartizanGame([P.nimber(1)], [P.nimber(1)]))
    >>> svg = canonical_steps_svg(steps)
    >>> svg.count("<text") > len(steps)
    True
    """
    panels = [_tree_panel(step.game, depth, unit, 12) for step in steps]
    gap, top = unit, 1.2 * unit
    width = sum(w for w, _, _ in panels) + gap * (len(panels) + 1)
    height = max((h for _, h, _ in panels), default=0) + top + unit * 0.3
    parts, x = [], gap
    for k, (step, (w, _, body)) in enumerate(zip(steps, panels, strict=True)):
        parts.append(
            f'<text x="{x + w / 2:.1f}" y="{0.7 * unit:.1f}" text-anchor="middle" '
            f'fill="{INK}">{k + 1}. {escape(step.rule)}</text>'
            f'<g transform="translate({x:.1f},{top:.1f})">{"".join(body)}</g>'
        )
        if k + 1 < len(steps):
            ax = x + w + gap / 2
            parts.append(
                f'<text x="{ax:.1f}" y="{top + 0.7 * unit:.1f}" '
                f'text-anchor="middle" fill="{INK}">→</text>'
            )
        x += w + gap
    return svg_open(width, height) + "".join(parts) + "</svg>"


def _thermograph_frame(graph, unit):
    """The value range, the temperature range and the map to pixels."""
    xs = [x for _, x in graph.left + graph.right]
    low, high = min(xs) - 1, max(xs) + 1
    top = max(graph.temperature, 0) + 1
    width = max(float(high - low) * unit + 2 * unit, 240)  # room for the label
    height = float(top) * unit + 2 * unit

    margin = (width - float(high - low) * unit) / 2

    def px(t, x):  # Left's values to the left, as in Winning Ways
        return (margin + float(high - x) * unit, height - unit - float(t) * unit)

    return low, high, top, width, height, px


def _polyline(points, px, colour, css):
    xy = " ".join("{:.1f},{:.1f}".format(*px(t, x)) for t, x in points)
    return (
        f'<polyline class="{css}" points="{xy}" fill="none" stroke="{colour}" '
        'stroke-width="3"/>'
    )


@arg.check_args(game=_a_game, unit=_unit)
def thermograph_svg(game, *, unit=40):
    """Return an SVG picture of the thermograph of `game`.

    The value runs along the ground, larger values to the left (Left's
    side, as in *Winning Ways*), the temperature t upwards: the Left wall in
    blue, the Right wall in red, and the mast above the temperature in ink,
    labelled with the mean and the temperature.

    Examples
    --------
    >>> from gamelib.draw.partizan import thermograph_svg
    >>> P = gl.partizan.games
    >>> svg = thermograph_svg(P.PartizanGame([P.number(3)], [P.number(-1)]))
    >>> svg.count("<polyline") == 3 and "temperature 2" in svg
    True
    """
    from gamelib.partizan.thermal import thermograph

    graph = thermograph(game)
    low, high, top, width, height, px = _thermograph_frame(graph, unit)
    mast = graph.left[-1]
    parts = [svg_open(width, height)]
    (gx0, gy), (gx1, _) = px(0, high), px(0, low)
    parts.append(
        f'<line x1="{gx0:.1f}" y1="{gy:.1f}" x2="{gx1:.1f}" y2="{gy:.1f}" '
        f'stroke="{GROUND_COLOR}" stroke-width="2"/>'
    )
    for x in range(int(low), int(high) + 1):
        tx, ty = px(0, x)
        parts.append(
            f'<text x="{tx:.1f}" y="{ty + 0.45 * unit:.1f}" text-anchor="middle" '
            f'fill="{INK}">{x}</text>'
        )
    parts.append(_polyline(graph.left, px, BLUE_EDGE, "left-wall"))
    parts.append(_polyline(graph.right, px, RED_EDGE, "right-wall"))
    parts.append(_polyline([mast, (top, mast[1])], px, INK, "mast"))
    parts.append(
        f'<text x="{width / 2:.1f}" y="{0.5 * unit:.1f}" text-anchor="middle" '
        f'fill="{INK}">mean {graph.mean}, temperature {graph.temperature}</text>'
    )
    return "".join(parts) + "</svg>"


draw_stalks = svg_twin(stalks_svg)(draw_stalks)
