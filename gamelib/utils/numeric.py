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

import itertools
import operator
import struct

try:
    import numpy as _numpy
except ImportError:  # the in-browser Python (Pyodide), or a minimal install
    _numpy = None

__all__ = [
    "BoolArray",
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
    ``max()``, ``min()``, ``shape``, ``astype``, ``T``, ``reshape`` and
    comparisons, which (as numpy's) compare element by element and give a
    :class:`BoolArray` with ``all()`` and ``any()`` (its truth is ``all()``,
    so ``a == b`` is true exactly when the lists are equal).

    Examples
    --------
    >>> t = IntArray([IntArray([0, 1, 2]), IntArray([1, 2, 0])])
    >>> t[:2, :2].tolist(), t[1, 2], t.max(), t.shape
    ([[0, 1], [1, 2]], 0, 2, (2, 3))
    >>> t.T.tolist(), IntArray(range(6)).reshape(2, -1).tolist()
    ([[0, 1], [1, 2], [2, 0]], [[0, 1, 2], [3, 4, 5]])
    >>> (t[0] > 0).tolist(), (t[0] == t[1]).any(), (t[1][:2] == [1, 2]).all()
    ([False, True, True], False, True)
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

    @property
    def T(self):
        """The transpose of a two-dimensional array (a copy)."""
        if self.shape == (len(self),):
            return IntArray(self)
        return IntArray(IntArray(column) for column in zip(*self, strict=True))

    def reshape(self, *shape):
        """The values in rows: ``reshape(rows, columns)``, one of them may be -1."""
        if len(shape) == 1 and isinstance(shape[0], tuple):
            shape = shape[0]
        flat = list(self._flat())
        if len(shape) == 1 and shape[0] in (-1, len(flat)):
            return IntArray(flat)
        if len(shape) != 2:
            raise ValueError(f"reshape takes one or two sizes here, got {shape}")
        rows, columns = shape
        if rows == -1 and columns > 0:
            rows = len(flat) // columns
        elif columns == -1 and rows > 0:
            columns = len(flat) // rows
        if rows * columns != len(flat) or rows < 0:
            raise ValueError(f"cannot reshape {len(flat)} values into shape {shape}")
        return IntArray(
            IntArray(flat[r * columns : (r + 1) * columns]) for r in range(rows)
        )

    def _compare(self, other, test):
        if isinstance(other, (list, tuple)):
            if len(other) != len(self):
                return None
            return BoolArray(
                a._compare(b, test) if isinstance(a, IntArray) else test(a, b)
                for a, b in zip(self, other, strict=True)
            )
        return BoolArray(
            a._compare(other, test) if isinstance(a, IntArray) else test(a, other)
            for a in self
        )

    def __eq__(self, other):
        got = self._compare(other, operator.eq)
        return False if got is None else got

    def __ne__(self, other):
        got = self._compare(other, operator.ne)
        return True if got is None else got

    def __lt__(self, other):
        return self._compare(other, operator.lt)

    def __le__(self, other):
        return self._compare(other, operator.le)

    def __gt__(self, other):
        return self._compare(other, operator.gt)

    def __ge__(self, other):
        return self._compare(other, operator.ge)

    __hash__ = None

    def __repr__(self):
        return f"IntArray({list.__repr__(self)})"


class BoolArray(list):
    """The result of comparing an IntArray: a list of bools, true if all are.

    Examples
    --------
    >>> mask = IntArray([1, 2, 3]) >= 2
    >>> mask.tolist(), mask.all(), mask.any(), bool(mask)
    ([False, True, True], False, True, False)
    """

    __slots__ = ()

    def all(self):
        return all(v.all() if isinstance(v, BoolArray) else v for v in self)

    def any(self):
        return any(v.any() if isinstance(v, BoolArray) else v for v in self)

    def __bool__(self):
        return self.all()

    def tolist(self):
        return [v.tolist() if isinstance(v, BoolArray) else v for v in self]

    def __repr__(self):
        return f"BoolArray({list.__repr__(self)})"


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


def _float32(x):
    """`x` rounded to the nearest single-precision float (as numpy.float32 does)."""
    return struct.unpack("f", struct.pack("f", float(x)))[0]


class Float32(float):
    """A single-precision float: each operation rounds its result to float32.

    The product of two float32 values is exact in a double, so rounding it
    once gives numpy's float32 product (likewise sums and quotients by
    powers of two), the arithmetic chapter 4 shows failing.

    Examples
    --------
    >>> Float32(0.1) == 0.1, int(Float32(16777217)), Float32(3) * Float32(1.5)
    (False, 16777216, Float32(4.5))
    """

    __slots__ = ()

    def __new__(cls, x=0.0):
        return super().__new__(cls, _float32(x))

    def _op(name):
        def method(self, other):
            got = getattr(float, name)(self, float(other))
            return NotImplemented if got is NotImplemented else Float32(got)

        return method

    __add__, __radd__ = _op("__add__"), _op("__radd__")
    __sub__, __rsub__ = _op("__sub__"), _op("__rsub__")
    __mul__, __rmul__ = _op("__mul__"), _op("__rmul__")
    __truediv__, __rtruediv__ = _op("__truediv__"), _op("__rtruediv__")
    del _op

    def __repr__(self):
        return f"Float32({float(self)!r})"


class _NoNumpy:
    """Stands for numpy where it is missing.

    It answers the few numpy calls the chapters make on gamelib's results
    (``int64``, ``float32``, ``array``, ``arange``, ``diagonal``, ``diff``
    along the first axis), on the pure path; any other use raises
    NumpyMissing with a plain message.
    """

    int64 = int
    float32 = Float32

    @staticmethod
    def array(values, dtype=None):
        rows = [list(v) if isinstance(v, (list, tuple)) else v for v in values]
        if rows and isinstance(rows[0], list):
            return IntArray(IntArray(int(x) for x in row) for row in rows)
        return IntArray(int(x) for x in rows)

    @staticmethod
    def arange(start, stop=None, step=1, dtype=None):
        if stop is None:
            start, stop = 0, start
        return IntArray(range(start, stop, step))

    @staticmethod
    def diagonal(table, offset=0):
        """``table[i, i + offset]`` for every i where it exists."""
        rows = len(table)
        columns = len(table[0]) if rows else 0
        first = max(0, -offset)
        return IntArray(
            table[i][i + offset]
            for i in range(first, rows)
            if 0 <= i + offset < columns
        )

    @staticmethod
    def diff(values, axis=-1):
        """Differences of successive items (rows, with ``axis=0``)."""
        rows = list(values)
        if axis == 0 or not rows or not isinstance(rows[0], list):
            if rows and isinstance(rows[0], list):
                return IntArray(
                    IntArray(b - a for a, b in zip(r, s, strict=True))
                    for r, s in itertools.pairwise(rows)
                )
            return IntArray(b - a for a, b in itertools.pairwise(rows))
        return IntArray(_NoNumpy.diff(row) for row in rows)

    def __getattr__(self, name):
        raise NumpyMissing(NUMPY_MESSAGE, name="numpy")

    def __repr__(self):
        return "<numpy: not in the in-browser Python>"


def numpy_or_stand_in():
    """numpy, or a stand-in with the few functions the chapters use (see _NoNumpy).

    Any other use of the stand-in raises NumpyMissing with a plain message.

    The live copies of the chapters import numpy this way (see
    notebooks/_ext/lite.py), so their first cell runs in the browser.

    Examples
    --------
    >>> issubclass(NumpyMissing, ImportError)
    True
    """
    return _NoNumpy() if _numpy is None else _numpy
