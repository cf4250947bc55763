"""matplotlib on first use, and a plain message where it cannot be had.

The chapters draw their static figures with matplotlib. The course site's
live notebooks run in the browser's Python (Pyodide), which has no
matplotlib: there a drawing cell raises :class:`MatplotlibMissing`, an
ImportError whose message tells the reader what to do, instead of a
traceback from deep inside an import. The explorers draw SVG and need none
of this.
"""

__all__ = ["MatplotlibMissing", "require_matplotlib"]

MESSAGE = (
    "this cell draws with matplotlib, which the in-browser Python does not have; "
    "run the chapter in JupyterLab for it (the explorers and every computation "
    "work here)"
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


class _NoPyplot:
    """Stands for ``matplotlib.pyplot`` where it is missing: any use raises."""

    def __getattr__(self, name):
        raise MatplotlibMissing(MESSAGE, name="matplotlib")

    def __repr__(self):
        return "<matplotlib.pyplot: not in the in-browser Python>"


def pyplot():
    """``matplotlib.pyplot``, or a stand-in that raises MatplotlibMissing on use.

    The live copies of the chapters import pyplot this way (see
    notebooks/_ext/lite.py), so the first cell runs in the browser and only
    a cell that really draws says it cannot.
    """
    try:
        import matplotlib.pyplot as plt
    except ImportError:
        return _NoPyplot()
    return plt
