"""numpy when it is there, plain Python lists when it is not.

gamelib computes with exact Python integers; numpy only makes the long value
sequences fast (a million values of a subtraction game, 10**5 of Kayles).
The in-browser Python of the course site (Pyodide, chapter pages run live)
has no numpy, so every module that uses numpy asks :func:`numpy` at call
time: the numpy module, or None. With None, the same functions return an
:class:`IntArray`, a list of ints that answers the few array methods the
book uses (``tolist``, slices, ``max``, ``shape``), and give the same values.

The tests run the pure path in two ways: a whole second pass of the suite
in a process where ``import numpy`` fails (``make test``, see
``tests/without_numpy.py``), and comparisons of both paths in one process
(``tests/test_pure_python.py`` sets ``_numpy`` to None for a test).
"""

try:
    import numpy as _numpy
except ImportError:  # the in-browser Python (Pyodide), or a minimal install
    _numpy = None

__all__ = [
    "IntArray",
    "NumpyMissing",
    "arange",
    "int_array",
    "int_table",
    "numpy",
    "numpy_or_stand_in",
]


def numpy():
    """The numpy module, or None where it cannot be imported."""
    return _numpy


class IntArray(list):
    """A list of ints (or of IntArray rows) standing in for a numpy int64 array.

    Only what gamelib and the chapters use of an array: ``tolist()``,
    slices that stay IntArray (``t[:3]``, ``t[:3, :3]``, ``t[2, 5]``),
    ``max()``, ``min()``, ``shape`` and ``astype``.

    Examples
    --------
    >>> t = IntArray([IntArray([0, 1, 2]), IntArray([1, 2, 0])])
    >>> t[:2, :2].tolist(), t[1, 2], t.max(), t.shape
    ([[0, 1], [1, 2]], 0, 2, (2, 3))
    """

    __slots__ = ()

    def __getitem__(self, key):
        if isinstance(key, tuple):
            first, *rest = key
            got = self[first]
            inner = rest[0] if len(rest) == 1 else tuple(rest)
            if not rest:
                return got
            if isinstance(first, slice):
                return IntArray(row[inner] for row in got)
            return got[inner]
        got = list.__getitem__(self, key)
        return IntArray(got) if isinstance(key, slice) else got

    def tolist(self):
        """The values as plain nested lists."""
        return [v.tolist() if isinstance(v, IntArray) else v for v in self]

    def _flat(self):
        for v in self:
            if isinstance(v, IntArray):
                yield from v._flat()
            else:
                yield v

    def max(self):
        return max(self._flat())

    def min(self):
        return min(self._flat())

    @property
    def shape(self):
        if self and isinstance(self[0], IntArray):
            return (len(self), *self[0].shape)
        return (len(self),)

    def astype(self, dtype=None):
        """A copy (the values are Python ints already)."""
        return IntArray(v.astype() if isinstance(v, IntArray) else v for v in self)

    def __repr__(self):
        return f"IntArray({list.__repr__(self)})"


def int_array(values, count=-1):
    """A one-dimensional int64 array of `values` (an IntArray without numpy)."""
    np = numpy()
    if np is None:
        return IntArray(int(v) for v in values)
    return np.fromiter(values, dtype=np.int64, count=count)


def arange(n):
    """0, 1, ..., n - 1 as an int64 array (an IntArray without numpy)."""
    np = numpy()
    return IntArray(range(n)) if np is None else np.arange(n, dtype=np.int64)


def int_table(rows):
    """A two-dimensional int64 array of a list of equal rows."""
    np = numpy()
    if np is None:
        return IntArray(IntArray(row) for row in rows)
    return np.array(rows, dtype=np.int64).reshape(len(rows), -1)


NUMPY_MESSAGE = (
    "this cell computes with numpy, which the in-browser Python does not have; "
    "run the chapter in JupyterLab for it (gamelib itself works here without it)"
)


class NumpyMissing(ModuleNotFoundError):
    """numpy cannot be imported here (the in-browser Python of the site)."""


class _NoNumpy:
    """Stands for numpy where it is missing: any use raises NumpyMissing."""

    def __getattr__(self, name):
        raise NumpyMissing(NUMPY_MESSAGE, name="numpy")

    def __repr__(self):
        return "<numpy: not in the in-browser Python>"


def numpy_or_stand_in():
    """numpy, or a stand-in whose every use raises NumpyMissing with a plain message.

    The live copies of the chapters import numpy this way (see
    notebooks/_ext/lite.py), so their first cell runs in the browser.

    Examples
    --------
    >>> issubclass(NumpyMissing, ImportError)
    True
    """
    return _NoNumpy() if _numpy is None else _numpy
