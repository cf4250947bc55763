"""The one SVG document helper: every SVG picture of gamelib opens here.

The explorers draw SVG text rather than matplotlib figures, because a slider
must redraw without a visible lag; the browser renders it, and the static
course site keeps it as plain markup. Every string from a reader that ends up
in a picture goes through :func:`html.escape` in the drawing that writes it.
"""

from gamelib.engine import args as arg

# Canvas is the drawings' own helper (importable by name, not in ``__all__``):
# the SVG twins place their shapes with it, a reader never makes one.
__all__ = ["svg_document", "svg_open"]

NAMESPACE = "http://www.w3.org/2000/svg"


def _number(value):
    return str(value) if isinstance(value, int) else f"{value:.0f}"


def _svg_body(body, what):
    """A checker of the inside of a picture: a string, or a list of strings."""
    if isinstance(body, str):
        return [body]
    return arg.sequence_of(arg.text, "a list of SVG elements (strings)")(body, what)


@arg.check_args(
    width=arg.length,
    height=arg.length,
    origin=arg.optional(
        arg.record("a pair (x, y) of numbers", arg.finite_number, arg.finite_number)
    ),
)
def svg_open(width, height, *, font_size=11, origin=None, view_box=True):
    """Return the opening ``<svg>`` tag of a picture `width` by `height` pixels.

    Parameters
    ----------
    width, height : int or float
        The size; floats are rounded to whole pixels.
    font_size : int, default 11
        The default size of text in the picture.
    origin : tuple of int, optional
        The top-left corner of the view box, ``(0, 0)`` by default.
    view_box : bool, default True
        Whether to give a view box (so the picture scales with its box).

    Examples
    --------
    >>> gl.draw.svg_open(40, 20.4)
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" \
viewBox="0 0 40 20" font-family="sans-serif" font-size="11">'
    """
    w, h = _number(width), _number(height)
    box = ""
    if view_box:
        x, y = origin or (0, 0)
        box = f' viewBox="{x} {y} {w} {h}"'
    return (
        f'<svg xmlns="{NAMESPACE}" width="{w}" height="{h}"{box} '
        f'font-family="sans-serif" font-size="{font_size}">'
    )


@arg.check_args(width=arg.length, height=arg.length, body=_svg_body)
def svg_document(width, height, body, **options):
    """Return a whole SVG picture: :func:`svg_open`, the `body` parts, ``</svg>``.

    Examples
    --------
    >>> gl.draw.svg_document(10, 10, ['<circle r="3"/>'], view_box=False)
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" \
font-family="sans-serif" font-size="11"><circle r="3"/></svg>'
    """
    return svg_open(width, height, **options) + "".join(body) + "</svg>"


class Canvas:
    """An SVG picture in data coordinates (y up), for the SVG twins of the figures.

    The twins of the matplotlib drawings place their shapes in the same
    coordinates as the figure (``xlim`` by ``ylim``, `unit` pixels per
    unit); :meth:`svg` returns the document.

    Examples
    --------
    >>> from gamelib.draw.svg import Canvas
    >>> c = Canvas((0, 2), (0, 1), unit=10)
    >>> c.rect(0, 0, 1, 1, fill="red")
    >>> c.svg().endswith('<rect x="0.0" y="0.0" width="10.0" height="10.0" fill="red" '
    ...                  'stroke="none" stroke-width="1"/></svg>')
    True
    """

    def __init__(self, xlim, ylim, *, unit=40, font_size=11):
        self.x0, self.x1 = xlim
        self.y0, self.y1 = ylim
        self.unit = unit
        self.font_size = font_size
        self.parts = []

    def px(self, x, y):
        """The pixel of the point (x, y)."""
        return (x - self.x0) * self.unit, (self.y1 - y) * self.unit

    def rect(self, x, y, w, h, *, fill="none", stroke="none", width=1, extra=""):
        """A rectangle with lower left corner (x, y)."""
        left, top = self.px(x, y + h)
        self.parts.append(
            f'<rect x="{left:.1f}" y="{top:.1f}" width="{w * self.unit:.1f}" '
            f'height="{h * self.unit:.1f}" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{width}"{extra}/>'
        )

    def line(self, xs, ys, *, color="black", width=1, dash=None):
        """A polyline through the points (xs[i], ys[i])."""
        points = " ".join(
            "{:.1f},{:.1f}".format(*self.px(x, y)) for x, y in zip(xs, ys, strict=True)
        )
        dashes = f' stroke-dasharray="{dash}"' if dash else ""
        self.parts.append(
            f'<polyline points="{points}" fill="none" stroke="{color}" '
            f'stroke-width="{width}"{dashes}/>'
        )

    def marker(self, x, y, *, shape="o", size=8, fill="white", stroke="black", width=1):
        """A marker of `size` pixels at (x, y): o circle, s square, ^ or v triangle."""
        cx, cy = self.px(x, y)
        r = size / 2
        style = f'fill="{fill}" stroke="{stroke}" stroke-width="{width}"'
        if shape == "s":
            self.parts.append(
                f'<rect x="{cx - r:.1f}" y="{cy - r:.1f}" width="{size:.1f}" '
                f'height="{size:.1f}" {style}/>'
            )
        elif shape in "^v":
            sign = -1 if shape == "^" else 1
            points = [(cx, cy + sign * r * 1.2), (cx - r, cy - sign * r * 0.7)]
            points.append((cx + r, cy - sign * r * 0.7))
            text = " ".join(f"{a:.1f},{b:.1f}" for a, b in points)
            self.parts.append(f'<polygon points="{text}" {style}/>')
        else:
            self.parts.append(
                f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" {style}/>'
            )

    def text(
        self, x, y, text, *, anchor="middle", size=None, color="black", bold=False
    ):
        """Text centred vertically at (x, y); lines split at newlines."""
        from html import escape

        cx, cy = self.px(x, y)
        size = size or self.font_size
        lines = str(text).split("\n")
        weight = ' font-weight="bold"' if bold else ""
        first = cy + 0.35 * size - 0.6 * size * (len(lines) - 1)
        spans = "".join(
            f'<tspan x="{cx:.1f}" y="{first + 1.2 * size * i:.1f}">'
            f"{escape(line)}</tspan>"
            for i, line in enumerate(lines)
        )
        self.parts.append(
            f'<text text-anchor="{anchor}" font-size="{size}" fill="{color}"'
            f"{weight}>{spans}</text>"
        )

    def svg(self):
        """The SVG document."""
        width = (self.x1 - self.x0) * self.unit
        height = (self.y1 - self.y0) * self.unit
        return svg_document(width, height, self.parts, font_size=self.font_size)
