"""Names of a package imported on first use (PEP 562), for gamelib's packages.

``gamelib``, ``gamelib.draw`` and ``gamelib.widgets`` list where each of
their names is defined; :func:`lazy` gives them the module ``__getattr__``
and ``__dir__`` that import the defining module when a name is first read.
So ``import gamelib.widgets.wythoff`` does not import networkx (which only
the graph explorers use), and the browser's Python, where every import costs
time, loads only what an explorer needs.

>>> import sys
>>> getattr_, dir_ = lazy("gamelib.draw", {"sg_strip_svg": "strip"})
>>> callable(getattr_("sg_strip_svg")), "sg_strip_svg" in dir_()
(True, True)
"""

import importlib
import pkgutil
import sys
import types

__all__ = ["by_module", "lazy", "lazy_module", "networkx"]


def by_module(**names):
    """{name: module} from the names each module defines, written as one string.

    >>> by_module(core="sg outcome", game="Game")
    {'sg': 'core', 'outcome': 'core', 'Game': 'game'}
    """
    return {name: module for module, words in names.items() for name in words.split()}


def lazy(package, names, submodules=None):
    """(``__getattr__``, ``__dir__``) for `package`.

    `names` maps a name to the submodule (relative to `package`) that defines
    it; `submodules` are submodules reachable as attributes (by default every
    public module and subpackage of `package`).
    """
    if submodules is None:
        path = sys.modules[package].__path__
        submodules = {m.name for m in pkgutil.iter_modules(path) if m.name[0] != "_"}

    def __getattr__(name):
        if name in names:
            module = importlib.import_module(f"{package}.{names[name]}")
            value = getattr(module, name)
        elif name in submodules:
            value = importlib.import_module(f"{package}.{name}")
        else:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        setattr(sys.modules[package], name, value)
        return value

    def __dir__():
        return sorted({*vars(sys.modules[package]), *names, *submodules})

    return __getattr__, __dir__


class _LazyModule(types.ModuleType):
    def __getattr__(self, attribute):
        module = importlib.import_module(self.__name__)
        return getattr(module, attribute)


def lazy_module(name):
    """A stand-in for module `name` that imports it when an attribute is read.

    ``nx = lazy_module("networkx")`` at the top of a gamelib module costs
    nothing; the first ``nx.DiGraph`` imports networkx (0.8 s in CPython,
    seconds in the browser, where a missing package then raises
    ModuleNotFoundError naming it, at the first use rather than at import).

    >>> math = lazy_module("math")
    >>> math.isqrt(10)
    3
    """
    return _LazyModule(name)


#: networkx, imported on first use: the modules that build graphs take it from
#: here (``from gamelib.utils.lazy import networkx as nx``).
networkx = lazy_module("networkx")
