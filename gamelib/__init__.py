"""gamelib: exact analysis of impartial combinatorial games.

The library behind the *Winning Moves* notebooks. A game is a ruleset object
with ``options(position)``; the generic engine computes Sprague-Grundy values,
outcomes and winning moves from it, and game graphs can be built and drawn.
Interactive explorers live in :mod:`gamelib.widgets`, which is the only module
that imports ipywidgets and is not imported here.

``import gamelib`` imports nothing else: each submodule (``gamelib.nim``,
``gamelib.draw``, ...) and each name below (``gamelib.Nim``, ...) is imported
on first use (PEP 562 ``__getattr__``), so that networkx, sympy and the
drawing code load only where a program needs them (in the browser's Python
every import costs seconds).

>>> from gamelib import Nim, sg
>>> sg(Nim(), (1, 2, 3))
0
"""

import pkgutil
import sys
import types

from gamelib._lazy import lazy

# The submodules, imported on first access as ``gamelib.<name>``: every
# public module and subpackage found beside this file, so a new module is
# reachable as ``gamelib.<name>`` without being listed anywhere.
_SUBMODULES = tuple(
    module.name
    for module in pkgutil.iter_modules(__path__)
    if not module.name.startswith("_") and module.name != "check"
)
# The top-level names: where each one is defined.
_NAMES = {
    "Bash": "games",
    "CoinTurningGame": "coins",
    "EuclidGame": "every_sg",
    "EverySG": "every_sg",
    "FibonacciNim": "fibonacci",
    "Game": "core",
    "GameTree": "gametrees",
    "GreenHackenbush": "hackenbush",
    "GrundyGame": "octal",
    "LaskerNim": "multi",
    "LoopyGameError": "core",
    "MiserePlay": "misere",
    "MockTurtles": "coins",
    "MooreNim": "moore",
    "Nim": "games",
    "OctalGame": "octal",
    "RuleGame": "lab",
    "RulerGame": "coins",
    "SJEndRule": "misere",
    "SearchLimitError": "core",
    "SplitGame": "multi",
    "StaircaseNim": "staircase",
    "SubtractionGame": "games",
    "Sum": "sums",
    "TurningTurtles": "coins",
    "VertexGeography": "geography",
    "Wythoff": "wythoff",
    "alphabeta": "treesearch",
    "analyse": "lab",
    "check": "check",
    "draw_game_graph": "draw",
    "game_from": "core",
    "game_graph": "graphs",
    "lab_game": "lab",
    "mex": "core",
    "minimax": "treesearch",
    "nim_sum": "core",
    "outcome": "core",
    "periodicity": "sequences",
    "sg": "core",
    "sg_sequence": "sequences",
    "step": "every_sg",
    "winning_moves": "core",
}

__all__ = [
    "Bash",
    "CoinTurningGame",
    "EuclidGame",
    "EverySG",
    "FibonacciNim",
    "Game",
    "GameTree",
    "GreenHackenbush",
    "GrundyGame",
    "LaskerNim",
    "LoopyGameError",
    "MiserePlay",
    "MockTurtles",
    "MooreNim",
    "Nim",
    "OctalGame",
    "RuleGame",
    "RulerGame",
    "SJEndRule",
    "SearchLimitError",
    "SplitGame",
    "StaircaseNim",
    "SubtractionGame",
    "Sum",
    "TurningTurtles",
    "VertexGeography",
    "Wythoff",
    "alphabeta",
    "analyse",
    "check",
    "draw_game_graph",
    "game_from",
    "game_graph",
    "lab_game",
    "mex",
    "minimax",
    "nim_sum",
    "outcome",
    "periodicity",
    "sg",
    "sg_sequence",
    "step",
    "winning_moves",
]


__getattr__, __dir__ = lazy(__name__, _NAMES, _SUBMODULES)


class _Package(types.ModuleType):
    """gamelib itself: ``gamelib.check`` stays the function ``check``.

    Importing the submodule ``gamelib.check`` (which defines it) sets the
    package's attribute to the submodule; here it becomes the function, as
    when the package imported it eagerly.
    """

    def __setattr__(self, name, value):
        if name == "check" and isinstance(value, types.ModuleType):
            value = value.check
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
