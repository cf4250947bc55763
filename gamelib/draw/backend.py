"""matplotlib on first use; SVG where it cannot be had.

The chapters draw their static figures with matplotlib. The course site's
live notebooks run in the browser's Python (Pyodide), which has no
matplotlib. There every ``draw_*`` function of :mod:`gamelib.draw` draws
its picture as SVG instead (its *SVG twin*, the drawing the explorers use,
see :func:`svg_twin`): called without ``ax`` it shows an :class:`SvgPicture`
in the notebook and returns it; called with an ``ax`` from the stand-in
:func:`pyplot` gives (``plt.subplots(1, 2)`` makes an :class:`SvgFigure`
of slots), it draws into that slot. Only a cell that draws with pyplot
itself (``ax.bar``, ``ax.scatter``) raises :class:`MatplotlibMissing`, an
ImportError whose message tells the reader what to do.
"""

import functools
import html
import inspect
import re

from gamelib.engine import args as arg

# The reader's API. SvgPicture, SvgFigure and SvgAxes (matplotlib's stand-ins,
# made by the drawings and by ``pyplot().subplots``, never by a reader) and the
# svg_twin decorator (used where a drawing is defined) are infrastructure:
# importable by name, not in ``__all__``.
__all__ = [
    "MatplotlibMissing",
    "matplotlib_available",
    "pyplot",
    "require_matplotlib",
]

MESSAGE = (
    "this cell draws with matplotlib, which the in-browser Python does not have; "
    "run the chapter in JupyterLab for it (the explorers, the gamelib.draw "
    "pictures and every computation work here)"
)


class MatplotlibMissing(ModuleNotFoundError):
    """matplotlib cannot be imported here (the in-browser Python of the site)."""


def require_matplotlib():
    """Import matplotlib, or raise MatplotlibMissing with a plain message.

    Examples
    --------
    >>> issubclass(MatplotlibMissing, ImportError)  # `except ImportError` catches it
    True
    """
    try:
        import matplotlib
    except ImportError:
        raise MatplotlibMissing(MESSAGE, name="matplotlib") from None
    return matplotlib


def matplotlib_available():
    """Whether matplotlib can be imported here (False in the browser's Python)."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


_SIZE = re.compile(r'<svg\b[^>]*?\bwidth="([\d.]+)"[^>]*?\bheight="([\d.]+)"')
_TITLE = 22  # pixels above a picture for its title


def _size(svg):
    found = _SIZE.match(svg)
    if not found:
        raise ValueError(f"not an SVG picture with a width and height: {svg[:60]!r}")
    return float(found[1]), float(found[2])


def _plain(title):
    """A title as text: the little TeX of matplotlib titles made readable."""
    for tex, text in (("\\leq", "≤"), ("\\geq", "≥"), ("\\neq", "≠"), ("$", "")):
        title = title.replace(tex, text)
    return title


def titled(svg, title):
    """The SVG picture `svg` with `title` written above it (one SVG document)."""
    if not title:
        return svg
    width, height = _size(svg)
    text = html.escape(_plain(str(title)))
    width = max(width, 6.6 * len(_plain(str(title))) + 8)  # room for the title
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" '
        f'height="{height + _TITLE:.0f}" font-family="sans-serif" font-size="12">'
        f'<text x="4" y="15">{text}</text><g transform="translate(0,{_TITLE})">'
        f"{svg}</g></svg>"
    )


def _display(data, handle):
    """Show (or, with a handle, update) `data` in the notebook; return the handle."""
    try:
        from IPython import get_ipython
        from IPython.display import display
    except ImportError:
        return None
    if get_ipython() is None:  # plain Python: the caller has the picture
        return None
    if handle is None:
        return display(data, raw=True, display_id=True)
    handle.update(data, raw=True)
    return handle


class SvgPicture:
    """A picture of a ``draw_*`` function drawn as SVG (where matplotlib is missing).

    It shows itself in the notebook when drawn (as matplotlib's inline
    figures do, also after ``_ = draw_...``); ``str()`` is its SVG text.
    A value strip also takes ``axvline(x)``, the one axes call the chapters
    make on a picture (a mark between heaps).

    Examples
    --------
    >>> from gamelib.draw.backend import SvgPicture
    >>> picture = SvgPicture('<svg width="10" height="5"></svg>', title="a")
    >>> picture._repr_svg_().count("<svg"), picture.title
    (2, 'a')
    """

    def __init__(self, svg, title=None, *, redraw=None):
        self.svg = svg
        self.title = title
        self._redraw = redraw
        self._lines = []
        self._handle = None

    def __str__(self):
        return titled(self.svg, self.title)

    def __repr__(self):
        width, height = _size(self.svg)
        name = f" {_plain(str(self.title))!r}" if self.title else ""
        return f"<SvgPicture{name}: {width:.0f} x {height:.0f} pixels>"

    def _repr_svg_(self):
        return str(self)

    def _data(self):
        return {"image/svg+xml": str(self), "text/plain": repr(self)}

    def show(self):
        """Show the picture in the notebook (once; later changes update it)."""
        self._handle = _display(self._data(), self._handle)
        return self

    def _ipython_display_(self):
        if self._handle is None:
            self.show()

    def axvline(self, x, **style):
        """Mark a vertical line at `x` (a value strip only: between two heaps)."""
        if self._redraw is None:
            raise MatplotlibMissing(MESSAGE, name="matplotlib")
        self._lines.append(x)
        self.svg = self._redraw(self._lines)
        if self._handle is not None:
            self.show()
        return self

    def set_title(self, title, **style):
        self.title = title
        if self._handle is not None:
            self.show()
        return self

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        raise MatplotlibMissing(
            f"{MESSAGE} (this picture is drawn as SVG here, so it has no "
            f"matplotlib method {name!r})",
            name="matplotlib",
        )


class SvgAxes:
    """One slot of an :class:`SvgFigure`: a ``draw_*`` function draws into it."""

    def __init__(self, figure):
        self.figure = figure
        self.picture = None
        self.title = None

    def _draw(self, picture):
        self.picture = picture
        self.figure._changed()

    def set_title(self, title, **style):
        self.title = title
        self.figure._changed()
        return self

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        raise MatplotlibMissing(
            f"{MESSAGE} (ax.{name} needs matplotlib)", name="matplotlib"
        )

    def __repr__(self):
        return "<SvgAxes: a slot of a picture drawn as SVG>"


class _Grid(list):
    """Slots as pyplot gives axes: a list (of rows) with ``.flat``."""

    @property
    def flat(self):
        for item in self:
            if isinstance(item, _Grid):
                yield from item
            else:
                yield item


#: The most rows or columns of slots of the stand-in ``plt.subplots``.
MOST_SLOTS = 64


class SvgFigure:
    """The stand-in of a matplotlib figure: slots of SVG pictures side by side."""

    @arg.check_args(nrows=arg.between(1, MOST_SLOTS), ncols=arg.between(1, MOST_SLOTS))
    def __init__(self, nrows=1, ncols=1):
        self.nrows, self.ncols = nrows, ncols
        self.slots = [SvgAxes(self) for _ in range(nrows * ncols)]
        self.title = None
        self._handle = None

    def axes_grid(self, squeeze=True):
        rows = [
            _Grid(self.slots[r * self.ncols : (r + 1) * self.ncols])
            for r in range(self.nrows)
        ]
        if squeeze and self.nrows == self.ncols == 1:
            return self.slots[0]
        if squeeze and (self.nrows == 1 or self.ncols == 1):
            return _Grid(self.slots)
        return _Grid(rows)

    def _repr_html_(self):
        cells = []
        for slot in self.slots:
            svg = "" if slot.picture is None else str(slot.picture)
            if slot.title:
                svg = titled(svg, slot.title) if svg else html.escape(str(slot.title))
            cells.append(f"<div>{svg}</div>")
        columns = f"repeat({self.ncols}, max-content)"
        head = (
            f"<div>{html.escape(_plain(str(self.title)))}</div>" if self.title else ""
        )
        return (
            f'{head}<div style="display: grid; grid-template-columns: {columns}; '
            f'gap: 8px; overflow-x: auto; max-width: 100%">{"".join(cells)}</div>'
        )

    def _changed(self):
        data = {"text/html": self._repr_html_(), "text/plain": repr(self)}
        self._handle = _display(data, self._handle)

    def _ipython_display_(self):
        if self._handle is None:
            self._changed()

    def suptitle(self, title, **style):
        self.title = title
        self._changed()

    def tight_layout(self, *args, **kwargs):
        """Nothing to do: the slots are laid out by the browser."""

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        raise MatplotlibMissing(
            f"{MESSAGE} (fig.{name} needs matplotlib)", name="matplotlib"
        )

    def __repr__(self):
        return f"<SvgFigure: {self.nrows} x {self.ncols} pictures drawn as SVG>"


class _NoPyplot:
    """Stands for ``matplotlib.pyplot`` where it is missing.

    ``subplots`` gives an :class:`SvgFigure` whose slots the ``draw_*``
    functions draw into; ``show`` and ``close`` do nothing; anything else
    raises MatplotlibMissing.
    """

    def subplots(self, nrows=1, ncols=1, *, squeeze=True, **options):
        figure = SvgFigure(nrows, ncols)
        return figure, figure.axes_grid(squeeze)

    def show(self, *args, **kwargs):
        """Nothing to do: every picture showed itself when drawn."""

    def close(self, *args, **kwargs):
        """Nothing to close."""

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        raise MatplotlibMissing(f"{MESSAGE} (plt.{name})", name="matplotlib")

    def __repr__(self):
        return "<matplotlib.pyplot: not in the in-browser Python; SVG stand-in>"


def pyplot():
    """``matplotlib.pyplot``, or a stand-in whose figures hold SVG pictures.

    The live copies of the chapters import pyplot this way (see
    notebooks/_ext/lite.py), so the first cell runs in the browser,
    ``plt.subplots`` followed by ``draw_*(..., ax=...)`` draws SVG, and only
    a cell that draws with pyplot itself says it cannot.

    Examples
    --------
    >>> from gamelib.draw.backend import _NoPyplot
    >>> fig, (left, right) = _NoPyplot().subplots(1, 2)
    >>> fig
    <SvgFigure: 1 x 2 pictures drawn as SVG>
    """
    try:
        import matplotlib.pyplot as plt
    except ImportError:
        return _NoPyplot()
    return plt


def svg_twin(render, *, marks=None):
    """Make a ``draw_*`` function draw with `render` where matplotlib is missing.

    `render` takes the drawing's arguments (by name, without ``ax`` and
    ``title``) and returns SVG text. Where matplotlib can be imported the
    drawing is unchanged. Where it cannot, the drawing returns an
    :class:`SvgPicture` (shown in the notebook) when called without ``ax``,
    and draws into the slot when ``ax`` is an :class:`SvgAxes` of the
    stand-in ``plt.subplots``. `marks`, if given, takes the arguments and a
    list of x positions of ``axvline`` and returns the SVG with those lines.
    The decorated function keeps `render` as its ``svg_twin`` attribute.
    """

    def decorate(draw):
        signature = inspect.signature(draw)

        @functools.wraps(draw)
        def drawn(*args, **kwargs):
            if matplotlib_available():
                return draw(*args, **kwargs)
            bound = signature.bind(*args, **kwargs)
            arguments = dict(bound.arguments)
            ax = arguments.pop("ax", None)
            title = arguments.pop("title", None)
            if ax is not None and not isinstance(ax, SvgAxes):
                raise TypeError(
                    f"ax must come from plt.subplots here (matplotlib is missing), "
                    f"got {ax!r}"
                )
            redraw = None
            if marks is not None:
                redraw = functools.partial(marks, arguments)
            picture = SvgPicture(render(**arguments), title, redraw=redraw)
            if ax is None:
                return picture.show()
            ax._draw(picture)
            return ax

        drawn.svg_twin = render
        return drawn

    return decorate
