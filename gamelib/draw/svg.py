"""The one SVG document helper: every SVG picture of gamelib opens here.

The explorers draw SVG text rather than matplotlib figures, because a slider
must redraw without a visible lag; the browser renders it, and the static
course site keeps it as plain markup. Every string from a reader that ends up
in a picture goes through :func:`html.escape` in the drawing that writes it.
"""

from gamelib import _args as arg

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
